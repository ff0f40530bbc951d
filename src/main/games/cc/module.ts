// Capcom Crossovers whole (GameModule): a character sheet at the solo table against the goldfish, its batch runs,
// and its characters, which keep versions and make tag teams, their printed sheets and opening odds.
import type { CcMove, CcTablePlay } from '../../../shared/games/cc/table'
import type { GameModule, RangeSimulator } from '../../game-kit/game'
import { ccDuelSimulator } from './duel/matchup'
import { cc, type CcRun, ccSimulator } from '.'
import type { CcTally } from './goldfish'
import { EXAMPLES } from './examples'
import { CC_KIND } from './kind'
import type { CharacterSheet } from './sheet'
import { CcTable } from './table'
import { openingOdds } from './odds'
import type { SheetPaper } from './print-sheet'
import { SHEET_WORKER_FILE, sheetsPdf } from './print'
import { fileSafe } from '../../game-kit/two-player-module'

/** What a Capcom Crossovers table is set up with: the sheet, who goes first, and the goldfish's HP. */
export interface CcSetup {
  sheet: CharacterSheet
  first: boolean
  hp: number
}

export const CC_MODULE: GameModule<CcSetup, CcMove, CcTablePlay, CcRun, CcTally, CharacterSheet, SheetPaper> = {
  info: cc,
  simulator: ccSimulator,
  matchup: ccDuelSimulator as RangeSimulator,
  table: ({ sheet, first, hp }, seed) => new CcTable(sheet, { seed, first, hp }),
  characters: {
    kind: CC_KIND,
    examples: EXAMPLES,
    versions: true,
    teams: true,
    // A team prints on one file, a page a character.
    print: {
      fileName: (sheets) => `${fileSafe(sheets.map((sheet) => sheet.name).join(' & ')) || 'character'} sheet.pdf`,
      write: (sheets, paper) => sheetsPdf(sheets, paper, SHEET_WORKER_FILE),
    },
    odds: (sheet) => ({ ...openingOdds(sheet) }),
  },
}
