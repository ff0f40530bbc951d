// Table Fighter, played with two fixed 7-card characters (docs/games.md): the two-player table and the matchup simulator.
import type { GameInfo, RangeSimulator } from '../../game-kit/game'
import { matchupGame } from '../../game-kit/matchup-report'
import { emptyTfTally, simulateTf, type TfRun, type TfTally } from './matchup'

// Table Fighter has no first player: both pick at once.
const game = matchupGame(
  {
    id: 'tf',
    name: 'Table Fighter',
    builds: 'a character: six basic cards, one super, and the order of the six basic cards (the starting deck)',
    hidden: 'picks hidden until both are in',
  },
  simulateTf,
  emptyTfTally,
)

export const tfSimulator: RangeSimulator<TfRun, TfTally> = game.simulator
export const tf: GameInfo = game.info
