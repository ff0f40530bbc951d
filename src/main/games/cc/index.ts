// Capcom Crossovers: The Card Game v3, played with a standard deck and a character sheet (docs/games.md).
import { addTallies, rangeSimulator, type GameInfo, type RangeSimulator } from '../../game-kit/game'
import { emptyCcTally, simulateCc, type CcTally } from './goldfish'
import type { CharacterSheet } from './sheet'

/** A batch run as a worker thread takes it: the sheet (a plain object) and the goldfish's HP. */
export interface CcRun {
  sheet: CharacterSheet
  hp: number
}

export const ccSimulator: RangeSimulator<CcRun, CcTally> = rangeSimulator(
  (run, seed, from, to, first) => simulateCc(run.sheet, { games: to, seed, first, hp: run.hp }, from, to),
  emptyCcTally,
  addTallies,
)

export const cc: GameInfo = {
  id: 'cc',
  name: 'Capcom Crossovers',
  builds: 'a character sheet (stats, and moves on the face cards and aces), or a tag team of two',
  solo: 'the goldfish table and batch runs: the opponent never blocks, dodges or counters',
  simulator: ccSimulator as RangeSimulator,
}
