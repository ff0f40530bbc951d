// The commands for Table Fighter characters: `validate` and `show` when given one (a shipped example by id, or a
// character file), `print` (its seven cards true size), `characters --game tf`, and `matchup`: one character against another over N seeded games.
import { TF_RUN_STEP } from '../../main/games/tf/module'
import { type CharacterArgKind, type CharacterRead, unreadable, warnIllegal } from '../character-arg'
import { tfSimulator } from '../../main/games/tf'
import { checkTfCharacter, bonusText, readTfCharacter, superCard, type TfCard, type TfCharacter } from '../../main/games/tf/character'
import { EXAMPLES } from '../../main/games/tf/examples'
import { MAX_TURNS, tfMatchupReport, type TfRun, type TfTally } from '../../main/games/tf/matchup'
import { TF_POLICIES, type TfMatchupReport, type TfPolicyName } from '../../shared/games/tf/table'
import type { Options } from '../args'
import { fixedCharacterGame } from '../game-verbs'
import { EXIT, type Io, UsageError } from '../io'
import { type MatchupCommand, matchupPolicy, matchupSides, winsLine } from '../matchup-words'
import { partyReport, partySimulator, partyTeams, type PartyRun, type TfPartyReport } from '../../main/games/tf/party'
import { playBatch } from '../../main/game-kit/runs'
import { printOptions, runOptions } from '../decks'
import { loadFonts } from '../../main/game-kit/fonts'
import { writeFileAtomic } from '../../main/system/files'
import { PAPERS } from '../../shared/print'

export type TfRead = CharacterRead<TfCharacter>

/**
 * What names a Table Fighter character on the command line, where anything else (a deck, a Capcom Crossovers sheet)
 * is left to other readers: the id of a shipped example or of a saved character (`stored`), or a JSON file holding
 * a character (an object with "cards" and no "moves").
 */
const TF_ARG: CharacterArgKind<TfCharacter> = {
  id: 'tf',
  name: 'Table Fighter',
  examples: EXAMPLES,
  isOurs: (json) => Object.hasOwn(json, 'cards') && !Object.hasOwn(json, 'moves'),
  read: readTfCharacter,
  check: checkTfCharacter,
}

/** The character's cards: the deck's order, top first, then the super. */
function showLines(character: TfCharacter, io: Io): void {
  const byName = new Map(character.cards.map((c) => [c.name, c]))
  character.order.forEach((name, i) => {
    const card = byName.get(name)
    if (card) io.out(`${String(i + 1).padStart(2)}. ${cardLine(card)}`)
  })
  const top = superCard(character)
  if (top) io.out(`super ${cardLine(top)}`)
}

function cardLine(c: TfCard): string {
  const parts = [`${c.name} — ${c.type.symbol} ${c.type.name}, ${c.damage} damage${c.speed === null ? '' : `, speed ${c.speed}`}`]
  if (c.wins.length) parts.push(`wins against ${c.wins.join(', ')}`)
  if (c.loses.length) parts.push(`loses to ${c.loses.join(', ')}`)
  if (c.combos.length) parts.push(`combos into ${c.combos.join(', ')}`)
  if (c.charge) parts.push(`charge: ${c.charge.text || bonusText(c.charge.bonus ?? { damage: 0, speed: 0 })}`)
  return parts.join('; ')
}

/** The deck print's options that mean nothing for a character's seven cards. */
const DECK_ONLY = ['no-strikers', 'decklist', 'images', 'missing'] as const

/**
 * `ringside print <character> -o <out.pdf>`: the seven cards at true size on the sheets of a deck print, with its
 * options (paper, card size, gap, bleed, cut marks, outline, backs, back offset, calibration); a warning line
 * when the character is not legal. The same character and options give the same bytes.
 */
export async function printTf(read: TfRead, options: Options, io: Io): Promise<number> {
  if (!options.out) throw new UsageError('print needs -o <out.pdf>')
  const given = DECK_ONLY.find((name) => options[name] !== undefined)
  if (given) throw new UsageError(`--${given} is for deck proxies; a Table Fighter character prints its 7 cards (no Strikers, decklist or card images)`)
  const printing = printOptions(options)
  if (!read.ok) return unreadable(read, io)
  const { character } = read
  warnIllegal(
    character.name,
    checkTfCharacter(character).filter((p) => p.level === 'error'),
    io,
  )
  const { writeTfCards } = await import('../../main/games/tf/print')
  const printed = await writeTfCards(character, printing, loadFonts())
  writeFileAtomic(options.out, printed.pdf)
  const { layout } = printed
  io.out(
    `${options.out}: ${printed.pages} ${printed.pages === 1 ? 'page' : 'pages'}, ${printed.cards} cards, ${layout.cols}×${layout.rows} on ${PAPERS[printing.paper].name}`,
  )
  return EXIT.ok
}

/**
 * A character as `characters --game tf` (and the Table Fighter part of `characters`) lists it, with its cards as
 * `show` gives them: the deck's order, top first, then the super.
 */
export function listedTf(c: TfCharacter): { id: string; game: 'tf'; name: string; example: boolean; cards: string[] } {
  const inDeck = c.order.filter((name) => c.cards.some((card) => card.name === name))
  const top = superCard(c)
  return { id: c.id, game: 'tf' as const, name: c.name, example: c.example, cards: [...inDeck, ...(top ? [top.name] : [])] }
}

/** `ken          tf  Ken (example): Strike, Kick, …`. */
function listedTfLine(c: TfCharacter): string {
  return `${c.id.padEnd(12)} tf  ${c.name}${c.example ? ' (example)' : ''}: ${listedTf(c).cards.join(', ')}`
}

/**
 * `ringside matchup <A> <B> --games N --seed S [--policy random|greedy] [--threads T] [--json]`: A's win rate
 * with its 95 % interval, the game length and the card-versus-card grid.
 */
const TF_MATCHUP: MatchupCommand<TfCharacter, TfPolicyName, TfRun, TfTally, TfMatchupReport> = {
  kind: TF_ARG,
  refuse: (options) => {
    if (options.first !== undefined) throw new UsageError('--first is for Card Shot!: in Table Fighter both players pick at once')
  },
  // Random by default: greedy play has no chance in it (a deck's order is the player's, not shuffled), so two
  // greedy players play the same game every time.
  policies: TF_POLICIES,
  prepare: () => (a, b, policy) => ({ a, b, policies: [policy, policy] }),
  simulator: tfSimulator,
  step: TF_RUN_STEP,
  report: tfMatchupReport,
  print: (report, _run, io) => printMatchup(report, io),
}

function printMatchup(r: TfMatchupReport, io: Io): void {
  io.out(`${r.a.name} against ${r.b.name}: ${r.games} games, seed ${r.seed}, both ${r.policies.a}`)
  io.out(winsLine(r))
  io.out(`mean game length: ${r.meanTurns === null ? '-' : `${r.meanTurns.toFixed(2)} turns`}`)
  io.out(`card against card (${r.a.name} down, ${r.b.name} across): the winner and its damage`)
  // Columns as wide as the longest name or cell, so no card's name is cut.
  const said = (cell: (typeof r.grid)[number][number]) => (cell.winner === 'tie' ? 'tie' : `${cell.winner === 'a' ? r.a.name : r.b.name} ${cell.damage}`)
  const width = Math.max(...r.grid.flat().flatMap((cell) => [cell.a.length, cell.b.length, said(cell).length])) + 2
  io.out(
    ''.padEnd(width) +
      r.grid[0]
        .map((cell) => cell.b.padEnd(width))
        .join('')
        .trimEnd(),
  )
  for (const row of r.grid) io.out((row[0].a.padEnd(width) + row.map((cell) => said(cell).padEnd(width)).join('')).trimEnd())
}

/**
 * `ringside matchup <A> <B> <C>… [--teams] --games N --seed S [--policy random|greedy] [--threads T] [--json]`: a
 * party of three to eight at one table, each seat's win rate (and each team's) with its 95 % interval.
 */
async function tfParty(args: string[], options: Options, io: Io, stored: (id: string) => TfCharacter | undefined): Promise<number> {
  for (const twoOnly of ['policy-a', 'policy-b', 'budget-ms', 'hp', 'watch', 'best-of', 'first'] as const) {
    if (options[twoOnly] !== undefined) throw new UsageError(`--${twoOnly} is not for a party: every Table Fighter seat plays --policy`)
  }
  const teams = options.teams === true
  try {
    partyTeams(args.length, teams)
  } catch (err) {
    throw new UsageError((err as Error).message)
  }
  const { games, seed, threads } = runOptions(options, io)
  const policy = matchupPolicy(options, TF_POLICIES)
  const characters = matchupSides(args, TF_ARG, stored, io)
  if (typeof characters === 'number') return characters
  const run: PartyRun = { characters, teams, policy }
  const tally = await playBatch({ game: { id: 'tf:party', simulator: partySimulator }, compiled: run, seed, first: true, games, step: TF_RUN_STEP }, threads)
  const report = partyReport(tally, run, seed)
  if (options.json) io.out(JSON.stringify(report, null, 2))
  else printParty(report, io)
  return EXIT.ok
}

function printParty(r: TfPartyReport, io: Io): void {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`
  const share = (s: { wins: number; winRate: number; interval: [number, number] }) =>
    `${pct(s.winRate)} (${s.wins} of ${r.games}; 95% interval ${pct(s.interval[0])}–${pct(s.interval[1])})`
  const names = r.seats.map((s) => s.character.name)
  io.out(
    `a party of ${r.seats.length}: ${names.join(', ')}; ${r.teams ? `two teams (${r.teams.map((t) => t.seats.length).join('v')})` : 'each against every other'}; ${r.games} games, seed ${r.seed}, all ${r.policy}`,
  )
  const width = Math.max(...names.map((n) => n.length))
  for (const s of r.seats) io.out(`seat ${s.seat}${s.team ? ` (team ${s.team})` : ''}  ${s.character.name.padEnd(width)}  wins ${share(s)}`)
  for (const t of r.teams ?? []) io.out(`team ${t.team} (seats ${t.seats.join(', ')}) wins ${share(t)}`)
  io.out(`${r.draws} drawn (everyone left out at once, or undecided after ${MAX_TURNS} turns)`)
  io.out(`mean game length: ${r.meanTurns === null ? '-' : `${r.meanTurns.toFixed(1)} turns`}`)
}

/** Table Fighter on the command line. */
export const tfCli = fixedCharacterGame({
  kind: TF_ARG,
  characters: (services) => services.tfCharacters,
  show: showLines,
  print: printTf,
  listed: { json: listedTf, line: listedTfLine },
  matchup: TF_MATCHUP,
  party: tfParty,
})
