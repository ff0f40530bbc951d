// A Capcom Crossovers goldfish run's integer tallies as the statistics players read (and the command prints).
import type { CcReport } from '../../../shared/games/cc/table'
import { killTurn, round } from '../../game-kit/kill-turn'
import { MAX_TURNS, type CcTally } from './goldfish'
import { openingOdds } from './odds'
import type { CharacterSheet } from './sheet'

export interface CcRunMeta {
  seed: number
  first: boolean
  hp: number
}

/** The rule book's "Time Over", as the report states it. */
const TIME_OVER_RULE = 'the highest HP wins; equal HP is a draw game'

/** The report with who wins on time over; the shares are of all games, so they add up to timeOverRate. */
export interface CcBatchReport extends CcReport {
  timeOver: { rule: string; characterHp: number; wonRate: number; drawnRate: number; lostRate: number }
}

export function ccReport(t: CcTally, sheet: CharacterSheet, run: CcRunMeta): CcBatchReport {
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
    // The goldfish never attacks, so the character ends every game at its sheet's HP.
    timeOver: {
      rule: TIME_OVER_RULE,
      characterHp: sheet.hp,
      wonRate: round(t.timeOverWins / games),
      drawnRate: round(t.timeOverDraws / games),
      lostRate: round((t.timeOvers - t.timeOverWins - t.timeOverDraws) / games),
    },
    killTurn: killTurn(t.kills, games, MAX_TURNS),
    opening: {
      throw: { exact: round(odds.throw), simulated: round(t.openingThrow / games) },
      ace: { exact: round(odds.ace), simulated: round(t.openingAce / games) },
      special: { exact: round(odds.special), simulated: round(t.openingSpecial / games) },
    },
    perTurn,
  }
}
