// The commands only Card Fighters Special has. `ringside replay <record> [--json]` plays a game record
// (docs/game-records.md) and prints the game move by move, or the state it ends in: exit 0 played to its last move,
// 1 a move refused (its line, the move and the rule), 2 an unreadable record (by line). `ringside matchup <deck A>
// <deck B>` plays one deck against the other over seeded games.
import type { Deck } from '../../shared/deck'
import { MAX_RECORD_BYTES, SEAT_NAMES } from '../../shared/games/cfs/duel'
import { RingsideError } from '../../shared/errors'
import { readRecord, writeRecord, type RecordProblem } from '../../main/games/cfs/duel/record'
import { decodeRecordCode, isRecordCode } from '../../main/game-kit/record-code'
import { replay, replayView } from '../../main/games/cfs/duel/replay'
import { readRecordDecks } from '../../main/playtest/record-decks'
import type { Services } from '../../main/services'
import { FileError, readTextFile } from '../../main/system/files'
import type { Options } from '../args'
import type { GameCommand } from '../game-verbs'
import { EXIT, type Io, UsageError } from '../io'
import path from 'node:path'
import { playBatch } from '../../main/game-kit/runs'
import { duelBatch, duelMatchupReport, recordGame, type DuelRun, type DuelSide } from '../../main/games/cfs/duel/matchup'
import { DUEL_POLICIES, type DuelPolicyName } from '../../main/games/cfs/duel/policies'
import { GAUNTLET, planOf } from '../../main/games/cfs/duel/gauntlet'
import { matchupOutcome } from '../../main/game-kit/probability'
import { playableCards } from '../../main/playtest/goldfish'
import { readDeck, runOptions, warnIfIllegal, wholeNumber } from '../decks'
import { firstPlayerLine, winsLine } from '../matchup-words'
import { plural } from '../../shared/plural'
import { tune } from './cfs/tune'

function replayCommand(services: Services, file: string, options: Options, io: Io): number {
  const unreadable = (problems: RecordProblem[]) => {
    if (options.json) io.out(JSON.stringify({ file, errors: problems }, null, 2))
    for (const p of problems) io.err(`${file}:${p.line ? `${p.line}:` : ''} ${p.message}`)
    return EXIT.error
  }
  let text: string
  try {
    text = readTextFile(file, MAX_RECORD_BYTES, `larger than ${MAX_RECORD_BYTES / 1e6} MB: not a game record`)
  } catch (err) {
    if (!(err instanceof FileError)) throw err
    return unreadable([{ line: 0, message: err.reason }])
  }
  if (isRecordCode(text)) {
    try {
      text = decodeRecordCode(text)
    } catch (err) {
      if (!(err instanceof RingsideError)) throw err
      return unreadable([{ line: 1, message: err.message }])
    }
  }
  const parsed = readRecord(text)
  if (!parsed.ok) return unreadable(parsed.problems)
  const { record } = parsed

  const read = readRecordDecks(services.decks, record, text, file)
  if (!read.ok) return unreadable(read.problems)
  for (const warning of read.warnings) io.err(`ringside: warning: ${warning}`)
  const { decks, hp } = read

  let game
  try {
    game = replay(record, decks, hp)
  } catch (err) {
    if (!(err instanceof RingsideError)) throw err
    return unreadable([{ line: 0, message: err.message }])
  }
  const view = replayView(game.duel)
  if (options.json) {
    io.out(JSON.stringify(game.refused ? { ...view, refused: game.refused } : view, null, 2))
  } else {
    for (const line of game.setup) io.out(line)
    for (const played of game.played) {
      io.out(`${String(played.line).padStart(4)}  ${SEAT_NAMES[played.seat]}: ${played.text}`)
      for (const line of played.log) io.out(`        ${line}`)
    }
    if (!game.refused) io.out(outcome(view))
  }
  if (game.refused) {
    io.err(`${file}:${game.refused.line}: refused: ${game.refused.move}: ${game.refused.reason}`)
    return EXIT.illegal
  }
  return EXIT.ok
}

function outcome(view: ReturnType<typeof replayView>): string {
  const { A, B } = view.players
  const hp = `A ${A.hp} HP, B ${B.hp} HP`
  if (view.winner) return `${view.winner} wins on turn ${view.turn} (${view.ending === 'hp' ? 'HP at 0' : 'the last card drawn'}): ${hp}`
  return `the record ends on turn ${view.turn}, ${view.toMove} to move: ${hp}`
}

/** Card Fighters Special's own commands, by name. */
export const cfsCommands: Record<string, GameCommand> = {
  replay: (args, options, io, services) => replayCommand(services(), args[0], options, io),
  gauntlet: (args, options, io, services) => gauntlet(services(), args[0], options, io),
  tune: (args, options, io, services) => tune(services(), args, options, io),
}

/** What names a deck on the command line, once no game of characters has claimed the argument. */
const DECK_FILE = /\.(txt|o8d|json)$/i

/**
 * `ringside matchup <deck A> <deck B>`: N seeded games, the first player alternating, each side played by its
 * policy; A's win rate with its interval, by who went first, how long games last and how they end. Null when the
 * arguments are not deck files, for the caller to say what a matchup takes.
 */
export async function deckMatchup(args: string[], options: Options, io: Io, services: () => Services): Promise<number | null> {
  if (!args.every((a) => DECK_FILE.test(a))) return null
  if (options.first !== undefined)
    throw new UsageError('--first is for Card Shot!: decks take turns going first, A in games 1, 3, 5… and B in games 2, 4, 6… (as --watch counts them)')
  const { policies, budgetMs } = sidePolicies(options)
  // Games of two are slower than goldfish games: a few hundred are worth the worker threads.
  const { games, seed, threads } = runOptions(options, io, 200)
  const all = services()
  const decks: Deck[] = []
  for (const file of args) {
    const deck = readDeck(all, file, io, options.json)
    if (!deck) return EXIT.error
    decks.push(deck)
  }
  const a = duelSide(all, decks[0], args[0], options, io)
  const bestOf = options['best-of'] === undefined ? 1 : Number(options['best-of'])
  if (bestOf !== 1 && bestOf !== 3) throw new UsageError(`--best-of is 1 (single games) or 3 (matches of best two out of three), not "${options['best-of']}"`)
  if (bestOf === 3 && options.watch !== undefined) throw new UsageError('--watch prints one game: leave --best-of out')
  const run: DuelRun = { a: a.side, b: duelSide(all, decks[1], args[1], {}, io).side, hp: a.hp, policies, bestOf, budgetMs }
  const hp = run.hp
  const formats = decks.map((d) => all.decks.formatOf(d))
  if (formats[0].id !== formats[1].id)
    io.err(
      `warning: A is a ${formats[0].id} deck and B a ${formats[1].id} deck: each plays as built (Strikers included), at A's HP of ${hp}, and a record names A's format`,
    )
  if (options.watch !== undefined) {
    const game = wholeNumber(options.watch, '--watch')
    if (game < 1 || game > games) throw new UsageError(`--watch takes a game from 1 to ${games}, got ${game}`)
    const played = recordGame(run, seed, game - 1)
    const format = all.decks.formatOf(decks[0])
    // Each deck's lines without a format of their own: the record's header gives the one both play.
    const lines = decks.map((d) => all.decks.write({ ...d, format: null })) as [string, string]
    io.out(`# ${report0(run)}: game ${game} of the matchup with seed ${seed} (ringside matchup --watch ${game})`)
    io.out(
      writeRecord({
        format: format.id,
        first: played.first,
        seed: played.seed,
        hp: format.hp.choices.length > 1 ? hp : null,
        decks: lines,
        moves: played.moves,
      }).trimEnd(),
    )
    return EXIT.ok
  }
  const tally = await playBatch(duelBatch(run, seed, games), threads)
  const report = duelMatchupReport(tally, run, seed)
  if (options.json) {
    io.out(JSON.stringify(report, null, 2))
    return EXIT.ok
  }
  const pct = (x: number | null) => (x === null ? '-' : `${(x * 100).toFixed(1)}%`)
  const unit = bestOf === 3 ? `${plural(games, 'match', 'matches')} of best two out of three (${plural(report.games, 'game')})` : plural(games, 'game')
  const first = bestOf === 3 ? "A and B in turn going first in a match's first game, then the loser of each game" : 'first player alternating'
  io.out(
    `${report.a.name} against ${report.b.name}: ${unit}, seed ${seed}, A ${policyWords(policies[0], budgetMs)}, B ${policyWords(policies[1], budgetMs)}, HP ${hp}, ${first}`,
  )
  if (report.match) {
    const m = report.match
    io.out(
      `matches: ${report.a.name} wins ${pct(m.winRate)} (${m.wins.a} of ${plural(m.matches, 'match', 'matches')}; 95% interval ${pct(m.interval[0])}–${pct(m.interval[1])}); ${report.b.name} wins ${m.wins.b}; ${m.undecided} undecided`,
    )
  }
  io.out(winsLine(report))
  io.out(firstPlayerLine(report))
  io.out(
    `games last ${report.meanTurns === null ? '-' : report.meanTurns.toFixed(1)} turns on average (both players' turns); ${report.endings.hp} ended at 0 HP, ${report.endings.deckOut} by the last card drawn`,
  )
  io.out(`A's win rate in the games it drew each card:`)
  const width = Math.max(...report.cards.map((c) => c.number.length + c.name.length + 1))
  for (const c of report.cards) io.out(`  ${`${c.number} ${c.name}`.padEnd(width)}  ${pct(c.winRate).padStart(6)}  (drawn in ${plural(c.drawn, 'game')})`)
  return EXIT.ok
}

/** A's win rate and its 95 % interval. */
const matchupOutcomeOf = (wins: number, games: number) => {
  const { winRate, interval } = matchupOutcome(wins, games, [])
  return { winRate, interval }
}

const report0 = (run: DuelRun) =>
  `${run.a.name} (A, ${policyWords(run.policies[0], run.budgetMs)}) against ${run.b.name} (B, ${policyWords(run.policies[1], run.budgetMs)})`

/** A side's policy: its own option, else --policy, else greedy. */
function duelPolicy(given: string | undefined, options: Options): DuelPolicyName {
  const name = given ?? options.policy ?? 'greedy'
  if (!(DUEL_POLICIES as readonly string[]).includes(name)) throw new UsageError(`a deck's policy is one of ${DUEL_POLICIES.join(', ')}, not "${name}"`)
  return name as DuelPolicyName
}

/** The most a search decision may be given, in milliseconds (ten seconds). */
const MAX_BUDGET_MS = 10_000

/** A's and B's policies, and the search player's budget a decision when --budget-ms gives one. */
function sidePolicies(options: Options): { policies: readonly [DuelPolicyName, DuelPolicyName]; budgetMs: number | undefined } {
  const policies = [duelPolicy(options['policy-a'], options), duelPolicy(options['policy-b'], options)] as const
  if (options['budget-ms'] === undefined) return { policies, budgetMs: undefined }
  const budgetMs = wholeNumber(options['budget-ms'], '--budget-ms')
  if (budgetMs < 1 || budgetMs > MAX_BUDGET_MS) throw new UsageError(`--budget-ms takes 1 to ${MAX_BUDGET_MS} milliseconds, got ${budgetMs}`)
  if (!policies.includes('search'))
    throw new UsageError(`--budget-ms is the search player's budget, and neither side plays search (A ${policies[0]}, B ${policies[1]})`)
  return { policies, budgetMs }
}

/** A policy as a report's first line names it: the search player with its budget when one was given. */
const policyWords = (policy: DuelPolicyName, budgetMs: number | undefined) =>
  policy === 'search' && budgetMs !== undefined ? `search (${budgetMs} ms)` : policy

/** A deck as a side of a matchup, and the HP it plays at (--hp, else its format's); a warning when it is illegal. */
function duelSide(services: Services, deck: Deck, file: string, options: Options, io: Io): { side: DuelSide; hp: number } {
  if (services.decks.gameOf(deck).id !== 'cfs') throw new UsageError(`${file} is a deck of another game than Card Fighters Special`)
  warnIfIllegal(services, deck, file, undefined, io)
  const { main, strikers, hp } = playableCards(services.decks, deck, options.hp !== undefined ? wholeNumber(options.hp, '--hp') : undefined)
  return { side: { name: deck.name ?? path.basename(file), main, strikers }, hp }
}

/**
 * `ringside gauntlet <deck>`: the deck against each of the six reference decks (examples/gauntlet/), N seeded games
 * each with the first player alternating, both sides greedy unless told: its win rate against each and overall.
 */
async function gauntlet(services: Services, file: string, options: Options, io: Io): Promise<number> {
  const { policies, budgetMs } = sidePolicies(options)
  const { games, seed, threads } = runOptions(options, io, 200)
  const deck = readDeck(services, file, io, options.json)
  if (!deck) return EXIT.error
  const mine = duelSide(services, deck, file, options, io)
  const format = services.decks.formatOf(deck).id
  const opponents = []
  let wins = 0
  for (const [at, reference] of GAUNTLET.entries()) {
    const run: DuelRun = { a: mine.side, b: duelSide(services, services.gauntletDeck(at), reference.file, {}, io).side, hp: mine.hp, policies, budgetMs }
    const tally = await playBatch(duelBatch(run, seed, games), threads)
    const report = duelMatchupReport(tally, run, seed)
    wins += report.wins.a
    opponents.push({
      name: run.b.name,
      file: reference.file,
      format: services.decks.formatOf(services.gauntletDeck(at)).id,
      plan: planOf(reference.text),
      winRate: report.winRate,
      interval: report.interval,
      wins: report.wins.a,
      games,
    })
  }
  const all = games * GAUNTLET.length
  const overall = { ...matchupOutcomeOf(wins, all), games: all, wins }
  if (options.json) {
    io.out(
      JSON.stringify(
        { deck: mine.side.name, format, games, seed, policies: { deck: policies[0], gauntlet: policies[1] }, budgetMs, hp: mine.hp, opponents, overall },
        null,
        2,
      ),
    )
    return EXIT.ok
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`
  io.out(
    `${mine.side.name} against the gauntlet: ${plural(games, 'game')} against each deck, seed ${seed}, ${policyWords(policies[0], budgetMs)} against ${policyWords(policies[1], budgetMs)}, first player alternating`,
  )
  const width = Math.max(...opponents.map((o) => o.name.length))
  // A reference deck of another format plays as built: said beside it, so a rate is not read as one of the deck's own format.
  const other = (o: { format: string }) => (o.format === format ? '' : ` (a ${o.format} deck)`)
  for (const o of opponents)
    io.out(`  ${o.name.padEnd(width)}  ${pct(o.winRate).padStart(6)}  (${pct(o.interval[0])}–${pct(o.interval[1])})  ${o.plan}${other(o)}`)
  io.out(`overall: ${pct(overall.winRate)} (${wins} of ${all} games; 95% interval ${pct(overall.interval[0])}–${pct(overall.interval[1])})`)
  return EXIT.ok
}
