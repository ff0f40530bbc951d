// The turn a goldfish falls, as every game's report gives it: from the KOs counted by turn.
import type { GoldfishReport } from '../../shared/playtest'

export type KillTurn = GoldfishReport['killTurn']

/** A rate or mean to six places: reports are compared as text, and a run's figures never need more. */
export const round = (x: number): number => Math.round(x * 1e6) / 1e6

/** kills[t]: games KOed on turn t (1-based, up to maxTurns), out of `games`. */
export function killTurn(kills: ArrayLike<number>, games: number, maxTurns: number): KillTurn {
  const distribution: Record<string, number> = {}
  let killed = 0
  let turnSum = 0
  for (let turn = 1; turn <= maxTurns; turn++) {
    if (kills[turn] === 0) continue
    distribution[String(turn)] = kills[turn]
    killed += kills[turn]
    turnSum += turn * kills[turn]
  }
  let median: number | null = null
  if (killed > 0) {
    // The lower median of the games that reached a kill.
    let seen = 0
    for (let turn = 1; turn <= maxTurns && median === null; turn++) {
      seen += kills[turn]
      if (seen * 2 >= killed) median = turn
    }
  }
  return {
    mean: killed ? round(turnSum / killed) : null,
    median,
    distribution,
    neverRate: round((games - killed) / games),
    turnsPlayed: maxTurns,
  }
}
