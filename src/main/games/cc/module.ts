// Capcom Crossovers whole (GameModule): a character sheet at the solo table against the goldfish, its batch runs,
// and its characters, which keep versions and make tag teams.
import type { CcMove, CcTablePlay } from '../../../shared/games/cc/table'
import type { GameModule } from '../../game-kit/game'
import { cc, type CcRun, ccSimulator } from '.'
import type { CcTally } from './goldfish'
import { EXAMPLES } from './examples'
import { CC_KIND } from './kind'
import type { CharacterSheet } from './sheet'
import { CcTable } from './table'

/** What a Capcom Crossovers table is set up with: the sheet, who goes first, and the goldfish's HP. */
export interface CcSetup {
  sheet: CharacterSheet
  first: boolean
  hp: number
}

export const CC_MODULE: GameModule<CcSetup, CcMove, CcTablePlay, CcRun, CcTally, CharacterSheet> = {
  info: cc,
  simulator: ccSimulator,
  table: ({ sheet, first, hp }, seed) => new CcTable(sheet, { seed, first, hp }),
  characters: { kind: CC_KIND, examples: EXAMPLES, versions: true, teams: true },
}
