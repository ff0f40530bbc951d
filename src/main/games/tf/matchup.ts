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
import { checkRange, matchupHead, matchupWins, playMatchups, policyPair, type MatchupPlay, type MatchupTally } from '../../game-kit/matchup-report'
import { matchupOutcome } from '../../game-kit/probability'
import type { TfCharacter } from './character'
import { matchupGrid } from './grid'
import type { TfSeat } from './rules'
import { decide, POLICIES } from './policies'
import { apply, fightersOf, newGame, type EngineMove, type Fighters } from './turn'

export const MAX_TURNS = 100

/** A batch run as a worker thread takes it: plain objects only. */
export interface TfRun {
  a: TfCharacter
  b: TfCharacter
  /** A's policy, then B's. */
  policies: readonly [TfPolicyName, TfPolicyName]
}

export interface TfTally extends MatchupTally {
  aCharges: number
  bCharges: number
  aSupers: number
  bSupers: number
}

export function emptyTfTally(): TfTally {
  return { games: 0, aWins: 0, bWins: 0, draws: 0, lengths: new Int32Array(MAX_TURNS + 1), aCharges: 0, bCharges: 0, aSupers: 0, bSupers: 0 }
}

/** Games [from, to) of a run seeded with `seed`, as tallies. Refuses an illegal character with its first problem. */
export function simulateTf(run: TfRun, seed: number, from: number, to: number): TfTally {
  checkRange(from, to)
  const fighters = fightersOf(run.a, run.b)
  const policies = policyPair(run.policies, TF_POLICIES, POLICIES)
  const tally = emptyTfTally()
  return playMatchups(from, to, tally, (index): MatchupPlay<EngineMove> => {
    const rng = gameRng(seed | 0, index)
    const g = newGame(fighters)
    return {
      result: () => g.result,
      stalled: () => g.step === 'draw' && g.turn > MAX_TURNS,
      decide: () => decide(fighters, g, policies, rng)!,
      apply: (move) => {
        const refusal = apply(fighters, g, move, null)
        if (refusal === null) count(move, g.winner, fighters, tally)
        return refusal
      },
    }
  })
}

/** Charges and supers played, by side: a super counts when it is picked, or when it is the winning combo. */
function count(move: EngineMove, winner: TfSeat | null, fighters: Fighters, tally: TfTally): void {
  if (move.type === 'charge') {
    if (move.player === 0) tally.aCharges++
    else tally.bCharges++
  } else if (move.type === 'pick' && move.card === fighters[move.player].superCard) {
    if (move.player === 0) tally.aSupers++
    else tally.bSupers++
  } else if (move.type === 'combo' && move.card === fighters[winner!].superCard) {
    if (winner === 0) tally.aSupers++
    else tally.bSupers++
  }
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
