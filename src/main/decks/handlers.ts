// Decks' side of the contract: formats, checking and analysing, the library and versions, deck files.
import type { decksApi } from '../../shared/api/decks'
import type { Handlers } from '../../shared/api/method'
import { DECK_FILE_TOO_BIG, MAX_DECK_FILE_BYTES } from '../../shared/deck'
import type { Format } from '../../shared/format'
import { type Desktop, needDesktop } from '../system/desktop'
import { readChosenFile, writeFileAtomic } from '../system/files'
import type { DeckService } from './decks'
import type { DeckLibrary } from './library'
import type { DeckFiles } from './deck-files'

export interface DecksDeps {
  decks: DeckService
  library: DeckLibrary
  formats: readonly Format[]
  deckFiles: DeckFiles
}

export function decksHandlers(s: DecksDeps, desktop?: Desktop): Handlers<typeof decksApi> {
  const lib = s.library
  /** File → Open Recent names decks: it is told whenever one is opened, renamed, deleted or brought back. */
  const recentChanged = () => desktop?.recentDecksChanged?.(lib.recent())
  return {
    listFormats: () => [...s.formats, ...s.decks.savedFormats()],
    checkDeck: ({ text, format }) => {
      const check = s.decks.check(text, format)
      return check.ok ? { ...check, text: s.decks.write(check.deck) } : check
    },
    analyzeDeck: ({ deck }) => s.deckFiles.analyze(deck),
    listDecks: ({ search }) => lib.list(search),
    getDeck: ({ id }) => lib.get(id),
    openDeck: ({ id }) => {
      const deck = lib.open(id)
      recentChanged()
      return deck
    },
    createDeck: ({ name, format }) => lib.create({ name, format }),
    updateDeck: ({ id, changes }) => {
      const deck = lib.update(id, changes)
      if (changes.name !== undefined) recentChanged()
      return { deck, analysis: s.deckFiles.analyze(deck), cards: s.decks.cardsOf(deck).all() }
    },
    listFolders: () => lib.folders(),
    moveFolder: ({ from, to }) => lib.moveFolder(from, to),
    duplicateDeck: ({ id }) => lib.duplicate(id),
    deleteDeck: ({ id }) => {
      lib.delete(id)
      recentChanged()
      return null
    },
    restoreDeck: ({ id }) => {
      const deck = lib.restore(id)
      recentChanged()
      return deck
    },
    snapshotDeck: ({ id, label }) => lib.snapshot(id, label),
    listVersions: ({ id }) => lib.versions(id),
    diffDecks: ({ from, to }) => lib.diff(from, to),
    importDeck: ({ text, fileName }) => s.deckFiles.importDeck(text, fileName),
    exportDeck: ({ id, as }) => s.deckFiles.exportDeck(id, as),
    shareCode: ({ id }) => s.deckFiles.shareCode(id),
    openDeckFile: async () => {
      const file = await needDesktop(desktop).chooseFileToOpen('deck')
      if (!file) return null
      const read = readChosenFile(file, MAX_DECK_FILE_BYTES, DECK_FILE_TOO_BIG)
      return read.ok ? s.deckFiles.importDeck(read.text, read.name) : read
    },
    saveDeckFile: async ({ id, as }) => {
      const exported = s.deckFiles.exportDeck(id, as)
      const file = await needDesktop(desktop).chooseWhereToSave(exported.fileName, 'deck')
      if (!file) return null
      writeFileAtomic(file, exported.text)
      return { path: file }
    },
    saveLibraryFile: async () => {
      const exported = s.deckFiles.exportLibrary()
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
