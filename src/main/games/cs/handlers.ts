// Card Shot!'s side of the contract: the characters (list, search, editor, files, printing), the two-player table
// and matchup runs.
import type { csApi } from '../../../shared/games/cs/api'
import type { Handlers } from '../../../shared/api/method'
import { prefixed } from '../../../shared/api/two-player'
import type { PrintOptions } from '../../../shared/print'
import type { CsCharacter } from './character'
import type { CsPlaytest } from './playtest'
import { loadFonts } from '../../game-kit/fonts'
import type { Desktop } from '../../system/desktop'
import type { CsStore } from './store'
import { characterHandlers, fileSafe, tableHandlers } from '../../game-kit/two-player-handlers'

export function csHandlers(s: { csCharacters: CsStore; csPlaytest: CsPlaytest }, desktop?: Desktop): Handlers<typeof csApi> {
  const print = {
    fileName: (c: CsCharacter) => `${fileSafe(c.name) || c.id} sheet.pdf`,
    write: async (character: CsCharacter, options: PrintOptions) => {
      // pdf-lib loads here, when a character is printed.
      const { writeCsSheets } = await import('./print')
      return writeCsSheets([character], { paper: options.paper }, loadFonts())
    },
  }
  return prefixed('cs', { ...characterHandlers(s.csCharacters, print, desktop), ...tableHandlers(s.csPlaytest) })
}
