// Counting and confidence shared by the games' odds and matchup reports.

import { round } from './kill-turn'

/** n choose k, exact for the hands the games deal from a deck of up to 54 cards. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0
  const m = Math.min(k, n - k)
  let result = 1
  for (let i = 1; i <= m; i++) result = (result * (n - m + i)) / i
  return Math.round(result)
}

/** The 95 % Wilson score interval of `successes` out of `n`; [0, 1] when n is 0. */
export function wilson(successes: number, n: number, z = 1.959963984540054): [number, number] {
  if (n <= 0) return [0, 1]
  const p = successes / n
  const z2 = z * z
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n)
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))
  return [Math.max(0, centre - half), Math.min(1, centre + half)]
}

/** What both two-player matchup reports say of a run: A's win rate and its interval, and how long decided games
 *  lasted (`lengths[t]`: decided games that ended on turn t; a draw is in no length, so not in the mean). */
export function matchupOutcome(
  aWins: number,
  games: number,
  lengths: ArrayLike<number>,
): { winRate: number; interval: [number, number]; meanTurns: number | null; turns: Record<string, number> } {
  const [lo, hi] = wilson(aWins, games)
  const turns: Record<string, number> = {}
  let decided = 0
  let turnSum = 0
  for (let turn = 1; turn < lengths.length; turn++) {
    if (lengths[turn] === 0) continue
    turns[String(turn)] = lengths[turn]
    decided += lengths[turn]
    turnSum += turn * lengths[turn]
  }
  return {
    winRate: round(games > 0 ? aWins / games : 0),
    interval: [round(lo), round(hi)],
    meanTurns: decided > 0 ? round(turnSum / decided) : null,
    turns,
  }
}
