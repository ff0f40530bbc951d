// What every game of two characters does alike in its matchup runs: how it is listed among the games, how a run
// checks its policies and range of games and plays each game to its end into the common counts, and what the report
// holds alike, in the order the report prints it: who played whom over how many games on which seed with which
// policies, then A's win rate, its interval, the wins and the draws. Each game puts its own figures around these.
import type { FirstPlayerFigures } from '../../shared/api/two-player'
import { invalid } from '../../shared/errors'
import { addTallies, rangeSimulator, type Counts, type GameInfo, type RangeSimulator } from './game'
import type { Batch } from './runs'

/** What every matchup run counts: games, each side's wins, draws, and lengths[t], the decided games ended on turn t. */
export interface MatchupTally {
  games: number
  aWins: number
  bWins: number
  draws: number
  lengths: Int32Array
}

/** A matchup where the first player alternates counts besides: the games A went first, and each side's wins going first. */
export interface FirstPlayerTally extends MatchupTally {
  aFirst: number
  aFirstWins: number
  bFirstWins: number
}

/** Nothing counted yet, with room for games of up to `maxTurns` turns. */
export function emptyFirstPlayerTally(maxTurns: number): FirstPlayerTally {
  return { games: 0, aWins: 0, bWins: 0, draws: 0, lengths: new Int32Array(maxTurns + 1), aFirst: 0, aFirstWins: 0, bFirstWins: 0 }
}

/** Counts a game in which `first` goes first; what it returns counts the game's winner. */
export function countFirstPlayer(tally: FirstPlayerTally, first: 0 | 1): (winner: 0 | 1) => void {
  if (first === 0) tally.aFirst++
  return (winner) => {
    if (winner !== first) return
    if (first === 0) tally.aFirstWins++
    else tally.bFirstWins++
  }
}

/** Rates to four places, as every report gives them; none of no games. */
export const rateOf = (wins: number, games: number): number | null => (games ? Math.round((wins / games) * 1e4) / 1e4 : null)

/** Who going first won: of the decided games, and A's going first and going second. */
function firstPlayerFigures(tally: FirstPlayerTally): FirstPlayerFigures {
  const aSecondGames = tally.games - tally.aFirst
  return {
    firstPlayerWinRate: rateOf(tally.aFirstWins + tally.bFirstWins, tally.aWins + tally.bWins),
    aFirst: { games: tally.aFirst, winRate: rateOf(tally.aFirstWins, tally.aFirst) },
    aSecond: { games: aSecondGames, winRate: rateOf(tally.aWins - tally.aFirstWins, aSecondGames) },
  }
}

/**
 * A game of two characters as `ringside games` lists it, and its batch runs: games [from, to) of a run, tallies
 * that merge by adding. Who goes first, if anyone does, is the run's own, so a range's `first` changes nothing.
 */
export function matchupGame<Run, Tally extends Counts<Tally>>(
  game: { id: string; name: string; builds: string; hidden: string },
  simulate: (run: Run, seed: number, from: number, to: number) => Tally,
  empty: () => Tally,
): { info: GameInfo; simulator: RangeSimulator<Run, Tally> } {
  const simulator = rangeSimulator<Run, Tally>((run, seed, from, to) => simulate(run, seed, from, to), empty, addTallies)
  const solo = `the two-player table (hot seat, ${game.hidden}) and the matchup simulator: one character against another, random or greedy`
  return { info: { id: game.id, name: game.name, builds: game.builds, solo, simulator: simulator as RangeSimulator }, simulator }
}

/**
 * A game's matchup runs as the runner plays them on worker threads (`key`: `cfs:matchup`): games [from, to) of a run
 * as tallies that merge by adding, and a run of N games told every 100 (a game for two takes some ms).
 */
export function matchupRuns<Run, Tally extends Counts<Tally>>(
  key: string,
  simulate: (run: Run, seed: number, from: number, to: number) => Tally,
  empty: () => Tally,
): { simulator: RangeSimulator<Run, Tally>; batch(run: Run, seed: number, games: number): Batch<Run, Tally> } {
  const simulator = rangeSimulator<Run, Tally>((run, seed, from, to) => simulate(run, seed, from, to), empty, addTallies)
  return { simulator, batch: (run, seed, games) => ({ game: { id: key, simulator }, compiled: run, seed, first: true, games, step: 100 }) }
}

/** Refuses a range of games [from, to) that is not whole numbers with 0 ≤ from ≤ to. */
export function checkRange(from: number, to: number): void {
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from) {
    throw invalid(`the games to play, [${from}, ${to}), must be whole numbers with 0 ≤ from ≤ to`, 'games')
  }
}

/** A's policy and B's by name; an unknown name is refused with the names there are. */
export function policyPair<N extends string, P>(names: readonly [unknown, unknown], known: readonly N[], policies: Readonly<Record<N, P>>): [P, P] {
  const policyOf = (name: unknown): P => {
    if (typeof name !== 'string' || !(known as readonly string[]).includes(name))
      throw invalid(`the policy "${String(name)}" is not known: pick ${known.join(' or ')}`, 'policy')
    return policies[name as N]
  }
  return [policyOf(names[0]), policyOf(names[1])]
}

/** One game of a run as the policies play it through the game's turn engine. */
export interface MatchupPlay<M> {
  /** The winner and the last turn, once a side has won. */
  result(): { winner: 0 | 1; turn: number } | null
  /** No winner by the run's last turn: a stall, which counts as a draw. */
  stalled(): boolean
  /** The policies' next move. */
  decide(): M
  /** Plays the move; the engine's refusal, or null. */
  apply(move: M): string | null
  /** What the game counts of its own when a side has won. */
  won?(winner: 0 | 1): void
}

/** Games [from, to) of a run into `tally`, game i played to its end from what `start(i)` sets up. */
export function playMatchups<T extends MatchupTally, M>(from: number, to: number, tally: T, start: (index: number) => MatchupPlay<M>): T {
  for (let index = from; index < to; index++) playMatchup(start(index), tally)
  return tally
}

/** One game to its end: moves until a side wins, or the run calls a stall a draw. */
function playMatchup<M>(play: MatchupPlay<M>, tally: MatchupTally): void {
  tally.games++
  let result = play.result()
  while (result === null) {
    if (play.stalled()) {
      tally.draws++
      return
    }
    const move = play.decide()
    const refusal = play.apply(move)
    // A policy only makes moves the engine accepts; a refusal here is a bug, not a game event.
    if (refusal !== null) throw new Error(`a policy's move was refused: ${JSON.stringify(move)}: ${refusal}`)
    result = play.result()
  }
  if (result.winner === 0) tally.aWins++
  else tally.bWins++
  play.won?.(result.winner)
  tally.lengths[result.turn]++
}

/** The report's opening: the game, the two sides, the run's size, seed and policies. */
export function matchupHead<G extends string, P>(game: G, run: { a: Side; b: Side; policies: readonly [P, P] }, games: number, seed: number) {
  return {
    game,
    a: { id: run.a.id, name: run.a.name },
    b: { id: run.b.id, name: run.b.name },
    games,
    seed,
    policies: { a: run.policies[0], b: run.policies[1] },
  }
}

/** The outcome: A's win rate and its 95 % interval, the wins of each side, the draws and the turn limit. */
export function matchupWins(
  tally: { aWins: number; bWins: number; draws: number },
  outcome: { winRate: number; interval: [number, number] },
  maxTurns: number,
) {
  return { winRate: outcome.winRate, interval: outcome.interval, wins: { a: tally.aWins, b: tally.bWins }, draws: tally.draws, maxTurns }
}

interface Side {
  id: string
  name: string
}

/** The outcome as matchupWins gives it, then who going first won. */
export function firstPlayerWins(tally: FirstPlayerTally, outcome: { winRate: number; interval: [number, number] }, maxTurns: number) {
  return { ...matchupWins(tally, outcome, maxTurns), ...firstPlayerFigures(tally) }
}
