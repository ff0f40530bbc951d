// Decks' side of the contract: formats, checking and analysing, the library and versions, deck files.
import path from 'node:path'
import type { DeckAnalysis, DeckFile, DeckImport } from '../../shared/api'
import type { decksApi } from '../../shared/api/decks'
import type { Handlers } from '../../shared/api/method'
import { DECK_FILE_TOO_BIG, MAX_DECK_FILE_BYTES, type Deck } from '../../shared/deck'
import type { Format } from '../../shared/format'
import { type Desktop, needDesktop } from '../system/desktop'
import { FileError, readTextFile, writeFileAtomic } from '../system/files'
import type { DeckService } from './decks'
import type { DeckLibrary } from './library'

export interface DecksDeps {
  decks: DeckService
  library: DeckLibrary
  formats: readonly Format[]
  analyze(deck: Pick<Deck, 'format' | 'sets' | 'main' | 'strikers'>): DeckAnalysis
  importDeck(text: string, fileName?: string): DeckImport
  exportDeck(id: number, as: 'text' | 'json'): DeckFile
  shareCode(id: number): string
  exportLibrary(): DeckFile & { decks: number }
}

export function decksHandlers(s: DecksDeps, desktop?: Desktop): Handlers<typeof decksApi> {
  const lib = s.library
  return {
    listFormats: () => [...s.formats],
    checkDeck: ({ text, format }) => {
      const check = s.decks.check(text, format)
      return check.ok ? { ...check, text: s.decks.write(check.deck) } : check
    },
    analyzeDeck: ({ deck }) => s.analyze(deck),
    listDecks: ({ search }) => lib.list(search),
    getDeck: ({ id }) => lib.get(id),
    createDeck: ({ name, format }) => lib.create({ name, format }),
    updateDeck: ({ id, changes }) => {
      const deck = lib.update(id, changes)
      return { deck, analysis: s.analyze(deck), cards: s.decks.cardsOf(deck).all() }
    },
    duplicateDeck: ({ id }) => lib.duplicate(id),
    deleteDeck: ({ id }) => {
      lib.delete(id)
      return null
    },
    restoreDeck: ({ id }) => lib.restore(id),
    snapshotDeck: ({ id, label }) => lib.snapshot(id, label),
    listVersions: ({ id }) => lib.versions(id),
    diffDecks: ({ from, to }) => lib.diff(from, to),
    importDeck: ({ text, fileName }) => s.importDeck(text, fileName),
    exportDeck: ({ id, as }) => s.exportDeck(id, as),
    shareCode: ({ id }) => s.shareCode(id),
    openDeckFile: async () => {
      const file = await needDesktop(desktop).chooseFileToOpen('deck')
      if (!file) return null
      const name = path.basename(file)
      let text: string
      try {
        text = readTextFile(file, MAX_DECK_FILE_BYTES, DECK_FILE_TOO_BIG)
      } catch (err) {
        if (!(err instanceof FileError)) throw err
        return { ok: false, fileName: name, problems: [{ line: 0, message: `cannot read: ${err.reason}` }] }
      }
      return s.importDeck(text, name)
    },
    saveDeckFile: async ({ id, as }) => {
      const exported = s.exportDeck(id, as)
      const file = await needDesktop(desktop).chooseWhereToSave(exported.fileName, 'deck')
      if (!file) return null
      writeFileAtomic(file, exported.text)
      return { path: file }
    },
    saveLibraryFile: async () => {
      const exported = s.exportLibrary()
      const file = await needDesktop(desktop).chooseWhereToSave(exported.fileName, 'deck')
      if (!file) return null
      writeFileAtomic(file, exported.text)
      return { path: file, decks: exported.decks }
    },
    copyText: ({ text }) => {
      needDesktop(desktop).writeClipboard(text)
      return null
    },
  }
}
