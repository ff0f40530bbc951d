// Card Shot!, played with a character and a standard 54-card deck (docs/games.md): the two-player table and the matchup simulator.
import { rangeSimulator, type GameInfo, type RangeSimulator } from '../../game-kit/game'
import { emptyCsTally, mergeCsTallies, simulateCs, type CsRun, type CsTally } from './matchup'

/** Who goes first is the run's own (`first`: A, B or alternate), so a range's `first` changes nothing. */
export const csSimulator: RangeSimulator<CsRun, CsTally> = rangeSimulator(
  (run, seed, from, to) => simulateCs(run, seed, from, to),
  emptyCsTally,
  mergeCsTallies,
)

export const cs: GameInfo = {
  id: 'cs',
  name: 'Card Shot!',
  builds: 'a character: a suit and the special cards on A, K, Q, J and 2; the deck is a standard 54-card deck with two jokers',
  solo: 'the two-player table (hot seat, attacks face down until both are placed) and the matchup simulator: one character against another, random or greedy',
  simulator: csSimulator as RangeSimulator,
}
