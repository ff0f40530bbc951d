// Turns a run's integer tallies into the statistics players read (and `ringside goldfish` prints).
import type { GoldfishReport } from '../../../../shared/playtest'
import type { RunMeta } from '../../../game-kit/game'
import { killTurn, round } from '../../../game-kit/kill-turn'
import type { Coverage } from './deck'
import { MAX_TURNS, type Tally } from './simulate'

export function report(t: Tally, run: RunMeta): GoldfishReport {
  let killedSoFar = 0
  const perTurn = []
  for (let turn = 1; turn <= MAX_TURNS; turn++) {
    killedSoFar += t.kills[turn]
    perTurn.push({
      turn,
      characterRate: round(t.characterSeen[turn] / t.games),
      backUpPairRate: round(t.pairSeen[turn] / t.games),
      meanSp: round(t.spSum[turn] / t.games),
      meanDamage: round(t.damageSum[turn] / t.games),
      killedRate: round(killedSoFar / t.games),
    })
  }
  return {
    games: t.games,
    seed: run.seed,
    first: run.first,
    hp: run.hp,
    strikerTarget: run.strikerTarget,
    coverage: run.coverage,
    openingHand: { redrawRate: round(t.redrawGames / t.games), meanRedraws: round(t.redraws / t.games) },
    killTurn: killTurn(t.kills, t.games, MAX_TURNS),
    deckOutRate: round(t.deckOuts / t.games),
    perTurn,
  }
}

/**
 * A deck's coverage as reports give it: by class, and how many cards are played as printed in all. Reactions are
 * not among them: a goldfish never attacks, so they are never played.
 */
export function reportCoverage(c: Coverage): GoldfishReport['coverage'] {
  return { ...c, modelled: c.plain + c.exact + c.noEffect }
}
