// Table Fighter's side of the contract: the characters (list, search, editor, files, printing), the two-player
// table and matchup runs.
import type { Handlers } from '../../shared/api/method'
import type { tfApi } from '../../shared/api/tf'
import type { TfPlaytest } from '../playtest/tf-playtest'
import { loadFonts } from '../printing/print'
import { type Desktop, needDesktop } from '../system/desktop'
import { writeFileAtomic } from '../system/files'
import type { TfStore } from './tf-store'

export function tfHandlers(s: { tfCharacters: TfStore; tfPlaytest: TfPlaytest }, desktop?: Desktop): Handlers<typeof tfApi> {
  const { tfCharacters: store, tfPlaytest: p } = s
  return {
    tfListCharacters: () => store.all(),
    tfSearchCharacters: ({ query }) => store.search(query),
    tfCheckCharacter: ({ character }) => store.check(character),
    tfSaveCharacter: ({ character, replacing }) => store.save(character, replacing),
    tfDeleteCharacter: ({ id }) => {
      store.delete(id)
      return null
    },
    tfImportCharacters: ({ fileName, text, apply }) => store.importFile(fileName, text, apply),
    tfExportCharacters: ({ ids, as }) => store.exportFile(ids, as),
    tfSaveCharacterFile: async ({ ids, as }) => {
      const exported = store.exportFile(ids, as)
      const file = await needDesktop(desktop).chooseWhereToSave(exported.fileName, 'character')
      if (!file) return null
      writeFileAtomic(file, exported.text)
      return { path: file }
    },
    tfPrintCharacter: async ({ id, options, open }) => {
      const character = store.get(id)
      const desk = needDesktop(desktop)
      const file = await desk.chooseWhereToSave(`${character.name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || character.id} cards.pdf`, 'pdf')
      if (!file) return null
      // pdf-lib and the faces load here, when a character is printed.
      const { writeTfCards } = await import('../printing/tf-cards')
      const printed = await writeTfCards(character, options, loadFonts())
      writeFileAtomic(file, printed.pdf)
      if (open) desk.openFile(file)
      return { path: file, pages: printed.pages }
    },
    tfStartTable: ({ a, b, seed, viewer }) => p.startTable(a, b, seed, viewer),
    tfPlayMove: ({ tableId, move, viewer }) => p.move(tableId, move, viewer),
    tfUndoMove: ({ tableId, viewer }) => p.undo(tableId, viewer),
    tfTableState: ({ tableId, viewer }) => p.state(tableId, viewer),
    tfStartRun: ({ a, b, ...options }) => p.startRun(a, b, options),
    tfStepRun: ({ runId }) => p.step(runId),
    tfCancelRun: ({ runId }) => {
      p.cancelRun(runId)
      return null
    },
    tfRunReport: ({ runId }) => p.report(runId),
  }
}
