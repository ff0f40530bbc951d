// A Capcom Crossovers goldfish run's integer tallies as the statistics players read (and the command prints).
import type { CcReport } from '../../../shared/cc-table'
import { killTurn, round } from '../kill-turn'
import { MAX_TURNS, type CcTally } from './goldfish'
import { openingOdds } from './odds'
import type { CharacterSheet } from './sheet'

export interface CcRunMeta {
  seed: number
  first: boolean
  hp: number
}

export function ccReport(t: CcTally, sheet: CharacterSheet, run: CcRunMeta): CcReport {
  const games = Math.max(1, t.games)
  const odds = openingOdds(sheet)
  let last = 0
  for (let turn = 1; turn <= MAX_TURNS; turn++) if (t.played[turn] > 0) last = turn
  const perTurn: CcReport['perTurn'] = []
  let killed = 0
  for (let turn = 1; turn <= last; turn++) {
    killed += t.kills[turn]
    const playing = Math.max(1, t.played[turn])
    perTurn.push({
      turn,
      playingRate: round(t.played[turn] / games),
      meanDamage: round(t.damage[turn] / games),
      throwRate: round(t.throwAvailable[turn] / playing),
      superRate: round(t.superAvailable[turn] / playing),
      killedRate: round(killed / games),
    })
  }
  return {
    game: 'cc',
    character: { id: sheet.id, name: sheet.name },
    games: t.games,
    seed: run.seed,
    first: run.first,
    hp: run.hp,
    mulliganRate: round(t.mulligans / games),
    timeOverRate: round(t.timeOvers / games),
    killTurn: killTurn(t.kills, games, MAX_TURNS),
    opening: {
      throw: { exact: round(odds.throw), simulated: round(t.openingThrow / games) },
      ace: { exact: round(odds.ace), simulated: round(t.openingAce / games) },
      special: { exact: round(odds.special), simulated: round(t.openingSpecial / games) },
    },
    perTurn,
  }
}
