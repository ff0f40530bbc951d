// Table Fighter, played with two fixed 7-card characters (docs/games.md): the two-player table and the matchup simulator.
import { rangeSimulator, type GameInfo, type RangeSimulator } from '../../game-kit/game'
import { emptyTfTally, mergeTfTallies, simulateTf, type TfRun, type TfTally } from './matchup'

/** Table Fighter has no first player (both pick at once), so a range's `first` changes nothing. */
export const tfSimulator: RangeSimulator<TfRun, TfTally> = rangeSimulator(
  (run, seed, from, to) => simulateTf(run, seed, from, to),
  emptyTfTally,
  mergeTfTallies,
)

export const tf: GameInfo = {
  id: 'tf',
  name: 'Table Fighter',
  builds: 'a character: six basic cards, one super, and the order of the six basic cards (the starting deck)',
  solo: 'the two-player table (hot seat, picks hidden until both are in) and the matchup simulator: one character against another, random or greedy',
  simulator: tfSimulator as RangeSimulator,
}
