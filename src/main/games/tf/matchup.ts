// The Table Fighter matchup simulator: character A (player 0) against character B (player 1), N games with a
// policy for each side, played through the same turn engine as the table. Game i always plays on the i-th stream
// of the seed (core/rng.ts), and the tallies are whole numbers that merge by adding, so ranges of games on any
// number of threads add up to the same tallies, and the report is a pure function of characters, games, seed and
// policies.
//
// A stall: a game with no loser when turn MAX_TURNS is over (two cautious players can trade ties for ever, e.g. two
// Blocks) is a draw. It counts as a game but not as a win, and its length is not in the mean.

import { invalid } from '../../../shared/errors'
import { TF_POLICIES, type TfMatchupReport, type TfPolicyName } from '../../../shared/games/tf/table'
import { gameRng } from '../../core/rng'
import { addTallies } from '../../game-kit/game'
import { matchupHead, matchupWins } from '../../game-kit/matchup-report'
import { matchupOutcome } from '../../game-kit/probability'
import type { TfCharacter } from './character'
import { matchupGrid } from './grid'
import { decide, POLICIES, type Policy } from './policies'
import { apply, fightersOf, newGame, type Fighters } from './turn'

export const MAX_TURNS = 100

/** A batch run as a worker thread takes it: plain objects only. */
export interface TfRun {
  a: TfCharacter
  b: TfCharacter
  /** A's policy, then B's. */
  policies: readonly [TfPolicyName, TfPolicyName]
}

export interface TfTally {
  games: number
  aWins: number
  bWins: number
  draws: number
  /** lengths[t]: decided games that ended on turn t. */
  lengths: Int32Array
  aCharges: number
  bCharges: number
  aSupers: number
  bSupers: number
}

export function emptyTfTally(): TfTally {
  return { games: 0, aWins: 0, bWins: 0, draws: 0, lengths: new Int32Array(MAX_TURNS + 1), aCharges: 0, bCharges: 0, aSupers: 0, bSupers: 0 }
}

/** Every field is a count, so tallies merge by adding. */
export function mergeTfTallies(into: TfTally, from: TfTally): TfTally {
  return addTallies(into, from)
}

function policyOf(name: unknown): Policy {
  if (typeof name !== 'string' || !(TF_POLICIES as readonly string[]).includes(name)) {
    throw invalid(`the policy "${String(name)}" is not known: pick ${TF_POLICIES.join(' or ')}`, 'policy')
  }
  return POLICIES[name as TfPolicyName]
}

/** Games [from, to) of a run seeded with `seed`, as tallies. Refuses an illegal character with its first problem. */
export function simulateTf(run: TfRun, seed: number, from: number, to: number): TfTally {
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from) {
    throw invalid(`the games to play, [${from}, ${to}), must be whole numbers with 0 ≤ from ≤ to`, 'games')
  }
  const fighters = fightersOf(run.a, run.b)
  const policies: [Policy, Policy] = [policyOf(run.policies[0]), policyOf(run.policies[1])]
  const tally = emptyTfTally()
  for (let game = from; game < to; game++) playGame(fighters, policies, seed | 0, game, tally)
  return tally
}

/** One game of the run into the tally; returns the winner (null: a stall) and the last turn. */
export function playGame(
  fighters: Fighters,
  policies: readonly [Policy, Policy],
  seed: number,
  index: number,
  tally: TfTally,
): { winner: 0 | 1 | null; turn: number } {
  const rng = gameRng(seed, index)
  const g = newGame(fighters)
  tally.games++
  while (g.result === null) {
    if (g.step === 'draw' && g.turn > MAX_TURNS) {
      tally.draws++
      return { winner: null, turn: MAX_TURNS }
    }
    const move = decide(fighters, g, policies, rng)!
    const refusal = apply(fighters, g, move, null)
    // A policy only makes moves the engine accepts; a refusal here is a bug, not a game event.
    if (refusal !== null) throw new Error(`a policy's move was refused: ${JSON.stringify(move)}: ${refusal}`)
    if (move.type === 'charge') {
      if (move.player === 0) tally.aCharges++
      else tally.bCharges++
    } else if (move.type === 'pick' && move.card === fighters[move.player].superCard) {
      if (move.player === 0) tally.aSupers++
      else tally.bSupers++
    } else if (move.type === 'combo' && move.card === fighters[g.winner!].superCard) {
      if (g.winner === 0) tally.aSupers++
      else tally.bSupers++
    }
  }
  if (g.result.winner === 0) tally.aWins++
  else tally.bWins++
  tally.lengths[g.result.turn]++
  return { winner: g.result.winner, turn: g.result.turn }
}

/** The report of a run's tallies: A's win rate with its interval, the game lengths and the card grid. */
export function tfMatchupReport(t: TfTally, run: TfRun, seed: number): TfMatchupReport {
  const outcome = matchupOutcome(t.aWins, t.games, t.lengths)
  return {
    ...matchupHead('tf', run, t.games, seed),
    ...matchupWins(t, outcome, MAX_TURNS),
    meanTurns: outcome.meanTurns,
    turns: outcome.turns,
    charges: { a: t.aCharges, b: t.bCharges },
    supers: { a: t.aSupers, b: t.bSupers },
    grid: matchupGrid(run.a, run.b),
  }
}

/** A whole run on this thread: what `ringside matchup` prints when it uses one thread. */
export function runMatchup(run: TfRun, games: number, seed: number): TfMatchupReport {
  if (!Number.isInteger(games) || games < 0) throw invalid('games must be a whole number, 0 or more', 'games')
  return tfMatchupReport(simulateTf(run, seed, 0, games), run, seed)
}
