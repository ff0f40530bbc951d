// Card Shot!, played with a character and a standard 54-card deck (docs/games.md): the two-player table and the matchup simulator.
import type { GameInfo, RangeSimulator } from '../../game-kit/game'
import { matchupGame } from '../../game-kit/matchup-report'
import { emptyCsTally, simulateCs, type CsRun, type CsTally } from './matchup'

// Who goes first is the run's own (`first`: A, B or alternate), not the range's.
const game = matchupGame(
  {
    id: 'cs',
    name: 'Card Shot!',
    builds: 'a character: a suit and the special cards on A, K, Q, J and 2; the deck is a standard 54-card deck with two jokers',
    hidden: 'attacks face down until both are placed',
  },
  simulateCs,
  emptyCsTally,
)

export const csSimulator: RangeSimulator<CsRun, CsTally> = game.simulator
export const cs: GameInfo = game.info
