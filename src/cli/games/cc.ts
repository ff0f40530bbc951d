// The commands for the games played with a character sheet. `characters` lists the sheets; `combo` scores one
// Capcom Crossovers combo for a character (a shipped example by id, or a sheet file): exit 0 legal, 1 illegal
// (the rule broken), 2 unreadable. `validate`, `show`, `goldfish` and `print` come here when given a character
// or a tag team instead of a deck.
import fs from 'node:fs'
import { PAPERS } from '../../shared/print'
import { playBatch, RUN_STEP } from '../../main/game-kit/runs'
import { cc, ccSimulator, type CcRun } from '../../main/games/cc'
import { DEFAULT_HP } from '../../main/games/cc/goldfish'
import { ccReport } from '../../main/games/cc/report'
import { readJsonText } from '../../main/core/json-text'
import { FileError, readTextFile } from '../../main/system/files'
import { formatCard, parseCard, type Card } from '../../main/games/cc/cards'
import { RANK_NAMES, scoreCombo, type ComboResult } from '../../main/games/cc/combo'
import { entryOf } from '../../main/games/cc/store'
import { fightersProblems, readFighters, type Fighters, type FightersRead } from '../../main/games/cc/character-file'
import { combatOf, sheetErrors, type CharacterSheet } from '../../main/games/cc/sheet'
import { DECK_ONLY, type Options } from '../args'
import { unreadable, warnIllegal } from '../character-arg'
import { cliGame } from '../game-verbs'
import { EXIT, type Io, UsageError } from '../io'
import { runOptions, wholeNumber } from '../decks'
import { firstPlayerLine } from '../matchup-words'
import { plural } from '../../shared/plural'
import { EXAMPLE_TEAMS, EXAMPLES } from '../../main/games/cc/examples'
import { ccDuelBatch, ccDuelReport, type CcDuelRun } from '../../main/games/cc/duel/matchup'
import { CC_DUEL_POLICIES, type CcDuelPolicyName } from '../../main/games/cc/duel/policies'
import { readCcRecord, replayCcRecord } from '../../main/games/cc/duel/record'
import { CC_SEATS } from '../../shared/games/cc/duel'
import { RingsideError } from '../../shared/errors'

const MAX_SHEET_FILE_BYTES = 1_000_000

type SheetFound = { ok: true; sheet: CharacterSheet } | { ok: false; problems: string[] }

/** The characters a command may name by id: the shipped examples and the player's own sheets. */
export interface KnownCharacters {
  find(id: string): CharacterSheet | undefined
  all(): CharacterSheet[]
}

/**
 * The character or team a command was given, or null when it is a deck: the id of a known character, or a JSON
 * file holding a sheet (it has "moves") or a team (it has "team"). Deck files (deck text, deck JSON) give null;
 * so does a file that is not JSON at all when `orDeck`, for the deck reader to name its line.
 */
export function characterArg(which: string, known: KnownCharacters, orDeck = true): FightersRead | null {
  const sheet = fs.existsSync(which) ? undefined : known.find(which)
  if (sheet) return { ok: true, fighters: { name: sheet.name, sheets: [sheet] } }
  const team = fs.existsSync(which) ? undefined : EXAMPLE_TEAMS.find((t) => t.id === which)
  if (team) return { ok: true, fighters: { name: team.name, sheets: team.members.map((id) => known.find(id)!) } }
  if (!/\.json$/i.test(which) || /\.deck\.json$/i.test(which)) return null
  let text: string
  try {
    text = readTextFile(which, MAX_SHEET_FILE_BYTES, `larger than ${MAX_SHEET_FILE_BYTES / 1e6} MB: not a character sheet`)
  } catch (err) {
    if (!(err instanceof FileError)) throw err
    return { ok: false, problems: [`${which}: ${err.reason}`] }
  }
  const json = readJsonText(text)
  if (!json.ok) return orDeck ? null : { ok: false, problems: [`${which}: ${json.message}`] }
  if (typeof json.value !== 'object' || json.value === null) return null
  if (!Object.hasOwn(json.value, 'moves') && !Object.hasOwn(json.value, 'team')) return null
  return readFighters(json.value, which, (id) => known.find(id))
}

/** One character to play, by example id or sheet file; a sheet that breaks the game's rules cannot be played. */
function findSheet(which: string, known: KnownCharacters): SheetFound {
  const read = characterArg(which, known, false)
  if (read === null) {
    const ids = known
      .all()
      .map((s) => s.id)
      .join(', ')
    if (!/\.json$/i.test(which)) return { ok: false, problems: [`no character "${which}": give a sheet file (.json) or the id of a character (${ids})`] }
    return { ok: false, problems: [`${which}: not a character sheet: a sheet is a JSON object with "moves" (the characters: ${ids})`] }
  }
  if (!read.ok) return read
  const [sheet, second] = read.fighters.sheets
  if (second !== undefined) return { ok: false, problems: [`${which}: a tag team; this command takes one character`] }
  // Say every problem, with its fix.
  const errors = sheetErrors(sheet)
  if (errors.length) return { ok: false, problems: errors.map((p) => `${which}: ${p.field}: ${p.message} (fix: ${p.fix})`) }
  return { ok: true, sheet }
}

export function combo(args: string[], options: Options, io: Io, known: KnownCharacters): number {
  const [which, ...written] = args
  const found = findSheet(which, known)
  if (!found.ok) {
    for (const problem of found.problems) io.err(`ringside: ${problem}`)
    return EXIT.error
  }
  const play = readPlay(written)
  if (!play.ok) {
    io.err(`ringside: ${play.problem}`)
    return EXIT.error
  }
  const result = scoreCombo(combatOf(found.sheet), play.cards, { moves: play.moves })
  for (const warning of unnamedMoves(found.sheet, play, result)) io.err(`ringside: warning: ${warning}`)
  if (options.json) io.out(JSON.stringify(comboJson(result), null, 2))
  else if (result.legal) {
    io.out(`${found.sheet.name}: ${result.damage} damage, ${result.pointsUsed} combo points used, ${result.pointsLeft} left`)
    for (const step of result.steps) io.out(`  ${step.cards.join(' ').padEnd(8)} ${step.move.padEnd(24)} ${String(step.damage).padStart(3)}  ${step.points} pt`)
  } else io.out(`illegal: ${result.problem}`)
  return result.legal ? EXIT.ok : EXIT.illegal
}

type Play = { ok: true; cards: Card[]; moves: Record<number, string> } | { ok: false; problem: string }

/**
 * The cards of a combo as written, `JH=Big Card` naming the move a face card or ace plays: the name runs up to
 * the next card, so it may be one argument or split by the shell, and is matched without case by the engine.
 */
function readPlay(written: readonly string[]): Play {
  const words = written
    .join(' ')
    .split(/[\s,]+/)
    .filter((word) => word !== '')
  const cards: Card[] = []
  const moves: Record<number, string> = {}
  let name: string[] | null = null
  let last = ''
  // Ends the name being read, for the last card; a problem if it is empty.
  const close = (): string | null => {
    if (name === null) return null
    const said = name.join(' ')
    name = null
    if (said === '') return `${last}=: name the move after = (${last}=<move name>)`
    moves[cards.length - 1] = said
    return null
  }
  for (const word of words) {
    const eq = word.indexOf('=')
    const head = eq < 0 ? word : word.slice(0, eq)
    if (head === '') {
      // `JH =Big Card` or `JH = Big Card`: the = belongs to the card just written.
      if (name !== null || cards.length === 0 || moves[cards.length - 1] !== undefined) {
        return { ok: false, problem: `${word}: write the card before = (JH=<move name>)` }
      }
    } else {
      const read = parseCard(head)
      if (!read.ok && name !== null && eq < 0) {
        name.push(word)
        continue
      }
      const problem = close()
      if (problem !== null) return { ok: false, problem }
      if (!read.ok) return { ok: false, problem: `card ${cards.length + 1}: ${read.problem}` }
      cards.push(read.card)
      last = formatCard(read.card)
    }
    if (eq >= 0) name = word.slice(eq + 1) === '' ? [] : [word.slice(eq + 1)]
  }
  const problem = close()
  return problem === null ? { ok: true, cards, moves } : { ok: false, problem }
}

/**
 * Each unnamed face card or ace that starts a move on a rank of several moves: the engine plays the first, which
 * may not be the one meant. Taken from the steps when the combo is legal (a card that joins a move starts none).
 */
function unnamedMoves(sheet: CharacterSheet, play: Extract<Play, { ok: true }>, result: ComboResult): string[] {
  let starts = play.cards.map((_, at) => at)
  if (result.legal) {
    starts = []
    let at = 0
    for (const step of result.steps) {
      starts.push(at)
      at += step.cards.length
    }
  }
  const warnings: string[] = []
  for (const at of starts) {
    const card = play.cards[at]
    if (card.rank === 'X' || typeof card.rank === 'number' || play.moves[at] !== undefined) continue
    const rank = card.rank
    const onRank = sheet.moves.filter((move) => move.cards.rank === rank)
    if (onRank.length < 2) continue
    const written = formatCard(card)
    const names = onRank.map((move) => move.name).join(', ')
    warnings.push(`${written} played ${onRank[0].name}, the first of the ${RANK_NAMES[rank]}'s moves (${names}); name the one played as ${written}=<move>`)
  }
  return warnings
}

/** The contract's JSON (docs/cli.md): the steps without the engine's own fields. */
function comboJson(result: ComboResult): object {
  if (!result.legal) return { legal: false, problem: result.problem }
  const { damage, pointsUsed, pointsLeft } = result
  const steps = result.steps.map(({ cards, move, damage, points }) => ({ cards, move, damage, points }))
  return { legal: true, damage, pointsUsed, pointsLeft, steps }
}

const what = (f: Fighters) => (f.sheets.length === 2 ? 'Capcom Crossovers tag team' : 'Capcom Crossovers character')

/** Every problem of a sheet or team, with its fix: exit 0 when none keeps it from the table, else 1. */
export function validateCharacter(fighters: Fighters, options: Options, io: Io): number {
  const problems = fightersProblems(fighters)
  const legal = !problems.some((p) => p.level === 'error')
  if (options.json) {
    const characters = fighters.sheets.map((s) => s.id)
    io.out(JSON.stringify({ game: 'cc', name: fighters.name, characters, legal, problems }, null, 2))
  } else {
    if (legal) io.out(`legal: ${fighters.name} (${what(fighters)})`)
    for (const p of problems) io.out(`${p.level === 'warning' ? 'warning: ' : ''}${p.code}: ${p.field}: ${p.message} — ${p.fix}`)
  }
  return legal ? EXIT.ok : EXIT.illegal
}

/** The sheet (or both of a team) as a player reads it: stats, ability, the moves by card. */
export function showCharacter(fighters: Fighters, io: Io): number {
  io.out(`# ${fighters.name} (${what(fighters)})`)
  for (const s of fighters.sheets) {
    io.out(`${s.name}${s.example ? ' (example)' : ''} [${s.id}]`)
    io.out(`  HP ${s.hp}  Strength ${s.strength}  Speed ${s.speed}  Agility ${s.agility}  Endurance ${s.endurance}  Combo ${s.combo}`)
    io.out(`  Basic Attack Priority ${s.basicAttackPriority}  Defense Bonus ${s.defenseBonus}  Throw ${s.throwDamage}`)
    if (s.specialAbility) io.out(`  Special ability: ${s.specialAbility}`)
    for (const m of s.moves) {
      const cards = `${RANK_NAMES[m.cards.rank]}${m.cards.additional ? ` + up to ${m.cards.additional} more` : ''}`
      const attrs = m.attributes.length ? ` ${m.attributes.join('')}` : ''
      const tags = m.tag.map((t) => ` [${t}]`).join('')
      const effect = m.damage === null ? 'effect' : `${m.damage} damage`
      io.out(`  ${cards.padEnd(18)} ${m.name}${tags}: type ${m.type}${attrs}, ${effect}, priority ${m.priority}, ${m.points} pt${m.text ? ` — ${m.text}` : ''}`)
    }
  }
  return EXIT.ok
}

/** A batch of goldfish games with one character: the command's `goldfish` for Capcom Crossovers. */
export async function goldfishCharacter(fighters: Fighters, options: Options, io: Io): Promise<number> {
  const run = runOptions(options, io)
  if (options['striker-target'] || options.format !== undefined) throw new UsageError('--striker-target and --format are for decks, not characters')
  const [sheet, second] = fighters.sheets
  if (second !== undefined) throw new UsageError('the goldfish plays 1-on-1 games: give one character, not a tag team')
  const errors = sheetErrors(sheet)
  if (errors.length) {
    for (const p of errors) io.err(`ringside: ${sheet.id}: ${p.field}: ${p.message} (fix: ${p.fix})`)
    return EXIT.error
  }
  const hp = options.hp === undefined ? DEFAULT_HP : wholeNumber(options.hp, '--hp')
  if (hp < 1 || hp > 100_000) throw new UsageError('--hp must be from 1 to 100000')
  const compiled: CcRun = { sheet, hp }
  // Threads change only how fast the answer comes, never the answer.
  const batch = { game: { id: cc.id, simulator: ccSimulator }, compiled, seed: run.seed, first: run.first, games: run.games, step: RUN_STEP }
  const tally = await playBatch(batch, run.threads)
  const report = ccReport(tally, sheet, { seed: run.seed, first: run.first, hp })
  if (options.json) {
    io.out(JSON.stringify(report, null, 2))
    return EXIT.ok
  }
  const pct = (x: number) => `${(x * 100).toFixed(2)}%`
  const k = report.killTurn
  const o = report.opening
  io.out(`${sheet.name}: ${run.games} games, seed ${run.seed}, going ${run.first ? 'first' : 'second'}, goldfish HP ${hp}`)
  io.out(`mulligan rate ${pct(report.mulliganRate)}; time over ${pct(report.timeOverRate)}`)
  const to = report.timeOver
  io.out(
    `time over: the highest HP wins, equal HP is a draw; ${sheet.name} keeps its ${to.characterHp} HP (the goldfish never attacks): ` +
      `won ${pct(to.wonRate)}, drawn ${pct(to.drawnRate)}, lost ${pct(to.lostRate)}`,
  )
  io.out(
    `first seven: a throw ${pct(o.throw.simulated)} (exact ${pct(o.throw.exact)}), an ace ${pct(o.ace.simulated)} (exact ${pct(o.ace.exact)}), ` +
      `a special move ${pct(o.special.simulated)} (exact ${pct(o.special.exact)})`,
  )
  io.out(`kill turn: mean ${k.mean?.toFixed(2) ?? '-'}, median ${k.median ?? '-'}; no kill ${pct(k.neverRate)}`)
  for (const [turn, n] of Object.entries(k.distribution)) {
    io.out(`  turn ${turn.padStart(2)}: ${pct(n / run.games).padStart(7)}  ${'#'.repeat(Math.round((n / run.games) * 50))}`)
  }
  io.out('turn  damage  throw  super')
  for (const t of report.perTurn) {
    io.out(`${String(t.turn).padStart(4)}  ${t.meanDamage.toFixed(2).padStart(6)}  ${pct(t.throwRate).padStart(6)}  ${pct(t.superRate).padStart(6)}`)
  }
  return EXIT.ok
}

/** The printed sheets of a character or a team: one A4 or Letter page each. */
export async function printCharacter(fighters: Fighters, options: Options, io: Io): Promise<number> {
  if (!options.out) throw new UsageError('print needs -o <out.pdf>')
  const given = DECK_ONLY.filter((name) => options[name] !== undefined)
  if (given.length) throw new UsageError(`a character sheet prints on --paper alone; --${given[0]} is for deck proxies`)
  const paper = options.paper ?? 'a4'
  if (paper !== 'a4' && paper !== 'letter') throw new UsageError(`--paper must be a4, letter, not "${paper}"`)
  warnIllegal(
    fighters.name,
    fightersProblems(fighters).filter((p) => p.level === 'error'),
    io,
  )
  const { printSheets } = await import('../../main/games/cc/print')
  const { pages } = await printSheets(fighters.sheets, paper, options.out)
  const count = fighters.sheets.length
  io.out(`${options.out}: ${pages} ${pages === 1 ? 'page' : 'pages'}, ${count} ${count === 1 ? 'character' : 'characters'} on ${PAPERS[paper].name}`)
  return EXIT.ok
}

/**
 * `ringside matchup <A> <B> --game cc`: a character or tag team against another over N seeded games, first player
 * alternating, each side random, greedy or search (greedy by default): A's win rate with its interval, by who went first,
 * time overs, game length, and what became of each side's first attacks.
 */
async function ccMatchup(args: string[], options: Options, io: Io, known: KnownCharacters): Promise<number> {
  for (const flag of ['hp', 'watch', 'best-of', 'first', 'budget-ms'] as const) {
    if (options[flag] !== undefined) throw new UsageError(`--${flag} is not for a Capcom Crossovers matchup`)
  }
  const policy = (given: string | undefined): CcDuelPolicyName => {
    const name = given ?? options.policy ?? 'greedy'
    if (!(CC_DUEL_POLICIES as readonly string[]).includes(name))
      throw new UsageError(`a Capcom Crossovers side's policy is one of ${CC_DUEL_POLICIES.join(', ')}, not "${name}"`)
    return name as CcDuelPolicyName
  }
  const policies = [policy(options['policy-a']), policy(options['policy-b'])] as const
  const { games, seed, threads } = runOptions(options, io, 200)
  const sides: CharacterSheet[][] = []
  const names: string[] = []
  for (const which of args) {
    const read = characterArg(which, known, false)
    if (read === null) {
      io.err(
        `ringside: no Capcom Crossovers character "${which}": give a sheet or team file (.json) or the id of a character (${known
          .all()
          .map((c) => c.id)
          .join(', ')})`,
      )
      return EXIT.error
    }
    if (!read.ok) return unreadable(read, io)
    const errors = read.fighters.sheets.flatMap((sheet) => sheetErrors(sheet).map((p) => `${sheet.id}: ${p.field}: ${p.message} (fix: ${p.fix})`))
    if (errors.length) {
      for (const e of errors) io.err(`ringside: ${which}: ${e}`)
      return EXIT.error
    }
    sides.push([...read.fighters.sheets])
    names.push(read.fighters.name)
  }
  if (sides[0].length !== sides[1].length) throw new UsageError('a Capcom Crossovers matchup is two characters, or two tag teams')
  const run: CcDuelRun = { a: sides[0], b: sides[1], policies, names: [names[0], names[1]] }
  const report = ccDuelReport(await playBatch(ccDuelBatch(run, seed, games), threads), run, seed)
  if (options.json) {
    io.out(JSON.stringify(report, null, 2))
    return EXIT.ok
  }
  const pct = (x: number | null) => (x === null ? '-' : `${(x * 100).toFixed(1)}%`)
  const [a, b] = [report.a.name, report.b.name].map((name, k) => (report.a.name === report.b.name ? `${name} (${'AB'[k]})` : name))
  io.out(`${a} against ${b}: ${plural(games, 'game')}, seed ${seed}, A ${policies[0]}, B ${policies[1]}, first player alternating`)
  io.out(
    `${a} wins ${pct(report.winRate)} (${report.wins.a} of ${plural(report.games, 'game')}; 95% interval ${pct(report.interval[0])}–${pct(report.interval[1])}); ${b} wins ${pct(report.games ? report.wins.b / report.games : 0)} (${report.wins.b}); ${report.draws} drawn`,
  )
  io.out(firstPlayerLine(report))
  const t = report.timeOver
  io.out(
    `time over (the draw pile out): ${t.a} won by A, ${t.b} by B, ${t.draws} drawn on equal HP; games last ${report.meanTurns?.toFixed(1) ?? '-'} turns on average`,
  )
  for (const [name, side] of [
    [a, report.attacks.a],
    [b, report.attacks.b],
  ] as const) {
    io.out(`${name}'s first attacks (landed, blocked, dodged, countered, negated):`)
    const width = Math.max(0, ...side.map((c) => c.move.length))
    for (const c of side)
      io.out(`  ${c.move.padEnd(width)}  ${String(c.made).padStart(6)}: ${[c.landed, c.blocked, c.dodged, c.countered, c.negated].join(', ')}`)
  }
  return EXIT.ok
}

/**
 * `ringside replay <record>` for a Capcom Crossovers record (`game: cc`): the game move by move, each move's log under
 * it, and how it ends; with --json the final state. A refused move stops it (exit 1, its line, words and rule); an
 * unreadable record is exit 2, every problem by its line.
 */
export function ccReplay(file: string, text: string, options: Options, io: Io, known: KnownCharacters): number {
  const unreadable = (problems: { line: number; message: string }[]) => {
    if (options.json) io.out(JSON.stringify({ file, errors: problems }, null, 2))
    for (const p of problems) io.err(`${file}:${p.line ? `${p.line}:` : ''} ${p.message}`)
    return EXIT.error
  }
  const read = readCcRecord(text)
  if (!read.ok) return unreadable(read.problems)
  const missing = read.record.teams.flat().filter((id) => !known.find(id))
  if (missing.length)
    return unreadable([
      {
        line: 0,
        message: `no Capcom Crossovers character ${missing.map((id) => `"${id}"`).join(', ')} (the characters: ${known
          .all()
          .map((c) => c.id)
          .join(', ')})`,
      },
    ])
  let game
  const logs: string[][] = []
  let seen = 0
  try {
    game = replayCcRecord(
      read.record,
      (id) => known.find(id)!,
      (duel) => {
        logs.push(duel.state.log.slice(seen))
        seen = duel.state.log.length
      },
    )
  } catch (err) {
    if (!(err instanceof RingsideError)) throw err
    return unreadable([{ line: 0, message: err.message }])
  }
  const s = game.duel.state
  const view = {
    game: 'cc',
    winner: s.result?.winner === undefined || s.result.winner === null ? null : CC_SEATS[s.result.winner],
    outcome: s.result?.outcome ?? null,
    turn: s.turn,
    toMove: ((seat) => (seat === null ? null : CC_SEATS[seat]))(game.duel.toMove()),
    players: Object.fromEntries(
      s.players.map((p, k) => [
        CC_SEATS[k],
        {
          fighters: p.fighters.map((f) => ({ name: f.name, hp: f.hp, ko: f.ko })),
          active: p.fighters[p.active].name,
          hand: p.hand.length,
          library: p.library.length,
          discard: p.discard,
          meter: p.meter,
        },
      ]),
    ),
  }
  if (options.json) io.out(JSON.stringify(game.refused ? { ...view, refused: game.refused } : view, null, 2))
  else {
    for (const line of logs[0]) io.out(line)
    game.played.forEach((played, k) => {
      io.out(`${String(played.line).padStart(4)}  ${CC_SEATS[played.seat]}: ${played.text}`)
      for (const line of logs[k + 1]) io.out(`        ${line}`)
    })
    const hp = s.players.map((p, k) => `${CC_SEATS[k]} ${p.fighters.map((f) => `${f.name} ${f.hp}`).join(', ')}`).join('; ')
    if (!game.refused)
      io.out(
        view.winner
          ? `${view.winner} wins on turn ${s.turn} (${view.outcome === 'ko' ? 'KO' : 'time over'}): ${hp} HP`
          : view.outcome === 'time-over'
            ? `a draw on time, turn ${s.turn}: ${hp} HP`
            : `the record ends on turn ${s.turn}, ${view.toMove} to move: ${hp} HP`,
      )
  }
  if (game.refused) {
    io.err(`${file}:${game.refused.line}: refused: ${game.refused.move}: ${game.refused.reason}`)
    return EXIT.illegal
  }
  return EXIT.ok
}

/** Capcom Crossovers on the command line: a character or a tag team where a deck would go, and `combo`. */
export const ccCli = cliGame<FightersRead>({
  id: 'cc',
  name: 'Capcom Crossovers',
  read: (which, services) => characterArg(which, services().characters),
  verbs: {
    validate: (read, options, io) => (read.ok ? validateCharacter(read.fighters, options, io) : unreadable(read, io)),
    show: (read, _options, io) => (read.ok ? showCharacter(read.fighters, io) : unreadable(read, io)),
    goldfish: (read, options, io) => (read.ok ? goldfishCharacter(read.fighters, options, io) : unreadable(read, io)),
    print: (read, options, io) => (read.ok ? printCharacter(read.fighters, options, io) : unreadable(read, io)),
  },
  list: (services) => {
    const known = services().characters
    const sheets = known.all()
    // The example tag team follows the characters, named by its members.
    const teams = EXAMPLE_TEAMS.map((t) => ({ ...t, names: t.members.map((id) => known.find(id)?.name ?? id) }))
    return {
      json: [...sheets.map(entryOf), ...teams.map((t) => ({ id: t.id, game: 'cc', name: t.name, example: true, team: [...t.members] }))],
      lines: [
        ...sheets.map(
          (s) =>
            `${s.id.padEnd(12)} cc  ${s.name}${s.example ? ' (example)' : ''}: HP ${s.hp}, Strength ${s.strength}, Speed ${s.speed}, Combo ${s.combo}; ${s.moves.map((m) => `${m.name} (${m.cards.rank})`).join(', ')}`,
        ),
        ...teams.map((t) => `${t.id.padEnd(12)} cc  ${t.name} (example tag team): ${t.names.join(' & ')}`),
      ],
    }
  },
  commands: { combo: (args, options, io, services) => combo(args, options, io, services().characters) },
  matchup: {
    examples: EXAMPLES.map((c) => c.id),
    run: (args, options, io, services) => ccMatchup(args, options, io, services().characters),
  },
})
