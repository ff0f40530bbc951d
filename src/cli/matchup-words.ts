// `ringside matchup` as every game of two characters runs it: the policy and the two sides read and checked, the
// games played on worker threads, the report as JSON or as the game's lines; and the line that says who wins.
import { playBatch } from '../main/game-kit/runs'
import type { RangeSimulator } from '../main/game-kit/game'
import type { FirstPlayerFigures } from '../shared/api/two-player'
import { plural } from '../shared/plural'
import type { Options } from './args'
import { type CharacterArgKind, characterArg, unreadable } from './character-arg'
import { runOptions } from './decks'
import { EXIT, type Io, UsageError } from './io'

export interface Wins {
  a: { name: string }
  b: { name: string }
  games: number
  winRate: number
  interval: readonly [number, number] | number[]
  wins: { a: number; b: number }
  draws: number
  maxTurns: number
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`

/** Both sides as rates with their counts ("Ken wins 68.0% (136 of 200 games …); Chun-Li wins 32.0% (64)"). */
export function winsLine(r: Wins): string {
  const b = r.games ? r.wins.b / r.games : 0
  return (
    `${r.a.name} wins ${pct(r.winRate)} (${r.wins.a} of ${plural(r.games, 'game')}; 95% interval ${pct(r.interval[0])}–${pct(r.interval[1])}); ` +
    `${r.b.name} wins ${pct(b)} (${r.wins.b}); ${r.draws} undecided after ${r.maxTurns} turns`
  )
}

/** Who going first won, in a matchup where the first player alternates (Card Fighters Special and Capcom Crossovers for two). */
export function firstPlayerLine(r: FirstPlayerFigures): string {
  const rate = (x: number | null) => (x === null ? '-' : pct(x))
  return `the player going first won ${rate(r.firstPlayerWinRate)} of the decided games; A won ${rate(r.aFirst.winRate)} going first (${r.aFirst.games}), ${rate(r.aSecond.winRate)} going second (${r.aSecond.games})`
}

/** `--policy` of a matchup: random by default, or one of the game's policies. */
export function matchupPolicy<P extends string>(options: Options, policies: readonly P[]): P {
  const policy = options.policy ?? 'random'
  if (!(policies as readonly string[]).includes(policy)) throw new UsageError(`--policy must be one of ${policies.join(', ')}, got "${policy}"`)
  return policy as P
}

/**
 * The sides of a matchup, each a legal character of the game; or, when one is not, exit 2 after saying why: no
 * such character, a file that could not be read, or every error with its fix.
 */
export function matchupSides<T extends { id: string }>(
  args: readonly string[],
  kind: CharacterArgKind<T>,
  stored: ((id: string) => T | undefined) | undefined,
  io: Io,
): T[] | number {
  const sides: T[] = []
  for (const which of args) {
    const read = characterArg(which, kind, stored ?? (() => undefined))
    if (read === null) {
      io.err(
        `ringside: no ${kind.name} character "${which}": give a character file (.json), the id of a saved character (ringside characters --game ${kind.id} lists them) or of an example (${kind.examples.map((c) => c.id).join(', ')})`,
      )
      return EXIT.error
    }
    if (!read.ok) return unreadable(read, io)
    const errors = kind.check(read.character).filter((p) => p.level === 'error')
    if (errors.length) {
      for (const p of errors) io.err(`ringside: ${which}: ${p.field}: ${p.message} (fix: ${p.fix})`)
      return EXIT.error
    }
    sides.push(read.character)
  }
  return sides
}

/** What a game gives `ringside matchup`: its characters, policies, batch runs, report and how the report reads. */
export interface MatchupCommand<T, P extends string, Run, Tally, Report> {
  kind: CharacterArgKind<T>
  /** Refuses, before anything else is read, an option the game has no use for. */
  refuse?(options: Options): void
  policies: readonly P[]
  /** Reads the game's own options (a UsageError when one is wrong), then makes a run of two sides. */
  prepare(options: Options): (a: T, b: T, policy: P) => Run
  simulator: RangeSimulator<Run, Tally>
  /** Games between two reports of progress. */
  step: number
  report(tally: Tally, run: Run, seed: number): Report
  print(report: Report, run: Run, io: Io): void
}

/**
 * `ringside matchup <A> <B>`: A's win rate with its 95 % interval and the game's own figures, as JSON or as lines.
 * Game i is always played on the i-th seeded stream, so threads change only how fast the answer comes.
 */
export async function runMatchup<T extends { id: string }, P extends string, Run, Tally, Report>(
  args: readonly string[],
  options: Options,
  io: Io,
  stored: ((id: string) => T | undefined) | undefined,
  game: MatchupCommand<T, P, Run, Tally, Report>,
): Promise<number> {
  for (const deckOnly of ['policy-a', 'policy-b', 'budget-ms', 'hp', 'watch', 'best-of'] as const) {
    if (options[deckOnly] !== undefined)
      throw new UsageError(`--${deckOnly} is for a matchup of Card Fighters Special decks; both ${game.kind.name} characters play --policy`)
  }
  game.refuse?.(options)
  const { games, seed, threads } = runOptions(options, io)
  const policy = matchupPolicy(options, game.policies)
  const runOf = game.prepare(options)
  const sides = matchupSides(args, game.kind, stored, io)
  if (typeof sides === 'number') return sides
  const run = runOf(sides[0], sides[1], policy)
  // Who goes first, if anyone does, is the run's own, so the range's `first` is unused.
  const tally = await playBatch({ game: { id: game.kind.id, simulator: game.simulator }, compiled: run, seed, first: true, games, step: game.step }, threads)
  const report = game.report(tally, run, seed)
  if (options.json) io.out(JSON.stringify(report, null, 2))
  else game.print(report, run, io)
  return EXIT.ok
}
