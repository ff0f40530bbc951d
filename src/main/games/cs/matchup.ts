// The Card Shot! matchup simulator: character A (player 0) against character B (player 1), N games with a policy
// for each side, played through the same turn engine as the table. Game i always plays on the i-th stream of the
// seed (core/rng.ts): A's deck is shuffled from it, then B's, then the policies draw from it. The tallies are
// whole numbers that merge by adding, so ranges of games on any number of threads add up to the same tallies, and
// the report is a pure function of characters, games, seed, policies and who goes first.
//
// Who is the Active Player on turn 1 (the rule book's Rock-Paper-Scissors): A, B, or by default A in even games and
// B in odd ones, so a run of an even number of games is fair to both.
//
// No game can stall: after the draw step a hand holds five cards, one of them leaves it in every attack step, and
// every card of a hand came from the deck, which loses on its 54th card; so no game lasts past turn 53. The cap of
// MAX_TURNS is a guard that calls a draw; it is never reached with the rules as they are.

import { invalid } from '../../../shared/errors'
import { CS_FIRSTS, CS_POLICIES, type CsFirst, type CsMatchupReport, type CsPolicyName } from '../../../shared/games/cs/table'
import { gameRng } from '../../core/rng'
import { checkRange, matchupHead, matchupWins, playMatchups, policyPair, type MatchupPlay, type MatchupTally } from '../../game-kit/matchup-report'
import { matchupOutcome } from '../../game-kit/probability'
import type { CsCharacter } from './character'
import { openingOdds } from './odds'
import { shuffledDeck } from './piles'
import { decide, POLICIES } from './policies'
import type { CsSeat } from './rules'
import { apply, fightersOf, newGame, type Counter, type EngineMove } from './turn'

export const MAX_TURNS = 100

/** A batch run as a worker thread takes it: plain objects only. */
export interface CsRun {
  a: CsCharacter
  b: CsCharacter
  /** A's policy, then B's. */
  policies: readonly [CsPolicyName, CsPolicyName]
  /** 'alternate' when left out. */
  first?: CsFirst
}

export interface CsTally extends MatchupTally {
  /** Games won by the player who was active on turn 1. */
  firstWins: number
  /** By side (A, B): damage done to it before absorption, absorbed, jokers that stopped a mill of its deck. */
  damage: Int32Array
  absorbed: Int32Array
  jokerStops: Int32Array
}

export function emptyCsTally(): CsTally {
  return {
    games: 0,
    aWins: 0,
    bWins: 0,
    draws: 0,
    firstWins: 0,
    lengths: new Int32Array(MAX_TURNS + 1),
    damage: new Int32Array(2),
    absorbed: new Int32Array(2),
    jokerStops: new Int32Array(2),
  }
}

function firstOf(run: CsRun): CsFirst {
  const first = run.first ?? 'alternate'
  if (!(CS_FIRSTS as readonly string[]).includes(first)) throw invalid(`who goes first is ${CS_FIRSTS.join(', ')}; "${String(first)}" is none of them`, 'first')
  return first
}

/** The Active Player of turn 1 in game `index`. */
export function firstPlayer(first: CsFirst, index: number): CsSeat {
  return first === 'a' ? 0 : first === 'b' ? 1 : ((index % 2) as CsSeat)
}

/** Games [from, to) of a run seeded with `seed`, as tallies. Refuses an illegal character with its first problem. */
export function simulateCs(run: CsRun, seed: number, from: number, to: number): CsTally {
  checkRange(from, to)
  const fighters = fightersOf(run.a, run.b)
  const policies = policyPair(run.policies, CS_POLICIES, POLICIES)
  const first = firstOf(run)
  const tally = emptyCsTally()
  const counter: Counter = {
    damage: (to, amount) => (tally.damage[to] += amount),
    absorbed: (by, amount) => (tally.absorbed[by] += amount),
    jokerStop: (seat) => tally.jokerStops[seat]++,
  }
  return playMatchups(from, to, tally, (index): MatchupPlay<EngineMove> => {
    const active = firstPlayer(first, index)
    const rng = gameRng(seed | 0, index)
    const decks = [shuffledDeck(rng), shuffledDeck(rng)] as const
    const g = newGame(decks, active)
    return {
      result: () => g.result,
      stalled: () => g.turn > MAX_TURNS,
      decide: () => decide(fighters, g, policies, rng)!,
      apply: (move) => apply(fighters, g, move, null, counter),
      won: (winner) => {
        if (winner === active) tally.firstWins++
      },
    }
  })
}

/** The report of a run's tallies: A's win rate with its interval, the game lengths, the damage and the odds. */
export function csMatchupReport(t: CsTally, run: CsRun, seed: number): CsMatchupReport {
  const outcome = matchupOutcome(t.aWins, t.games, t.lengths)
  return {
    ...matchupHead('cs', run, t.games, seed),
    first: firstOf(run),
    ...matchupWins(t, outcome, MAX_TURNS),
    firstPlayerWins: t.firstWins,
    meanTurns: outcome.meanTurns,
    turns: outcome.turns,
    damage: { a: t.damage[0], b: t.damage[1] },
    absorbed: { a: t.absorbed[0], b: t.absorbed[1] },
    jokerStops: { a: t.jokerStops[0], b: t.jokerStops[1] },
    odds: { a: openingOdds(run.a), b: openingOdds(run.b) },
  }
}

/** A whole run on this thread: what `ringside matchup` prints when it uses one thread. */
export function runCsMatchup(run: CsRun, games: number, seed: number): CsMatchupReport {
  if (!Number.isInteger(games) || games < 0) throw invalid('games must be a whole number, 0 or more', 'games')
  return csMatchupReport(simulateCs(run, seed, 0, games), run, seed)
}
