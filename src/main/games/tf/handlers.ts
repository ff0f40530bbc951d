// Table Fighter's side of the contract: the characters (list, search, editor, files, printing), the two-player
// table and matchup runs.
import type { Handlers } from '../../../shared/api/method'
import { prefixed } from '../../../shared/api/two-player'
import type { tfApi } from '../../../shared/games/tf/api'
import type { TfPlaytest } from './playtest'
import { loadFonts } from '../../game-kit/fonts'
import type { Desktop } from '../../system/desktop'
import type { TfStore } from './store'
import { characterHandlers, fileSafe, tableHandlers } from '../../game-kit/two-player-handlers'
import type { TfCharacter } from './character'
import type { PrintOptions } from '../../../shared/print'

export function tfHandlers(s: { tfCharacters: TfStore; tfPlaytest: TfPlaytest }, desktop?: Desktop): Handlers<typeof tfApi> {
  const print = {
    fileName: (c: TfCharacter) => `${fileSafe(c.name) || c.id} cards.pdf`,
    write: async (character: TfCharacter, options: PrintOptions) => {
      // pdf-lib and the faces load here, when a character is printed.
      const { writeTfCards } = await import('./print')
      return writeTfCards(character, options, loadFonts())
    },
  }
  return prefixed('tf', { ...characterHandlers(s.tfCharacters, print, desktop), ...tableHandlers(s.tfPlaytest) })
}
