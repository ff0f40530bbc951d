// The collection's side of the contract: owned counts, a deck's shortfall, and the collection CSV file.
import type { collectionApi } from '../../shared/api/collection'
import type { Handlers } from '../../shared/api/method'
import type { DeckEntry } from '../../shared/deck'
import { type Desktop, needDesktop } from '../system/desktop'
import { readChosenFile, writeFileAtomic } from '../system/files'
import type { Collection } from './collection'
import { COLLECTION_FILE_TOO_BIG, MAX_COLLECTION_FILE_BYTES } from './collection-csv'

/** The library's decks, as far as the collection needs them. */
interface SavedDecks {
  all(): { id: number; main: DeckEntry[]; strikers: DeckEntry[] }[]
}

export function collectionHandlers(s: { collection: Collection; library: SavedDecks }, desktop?: Desktop): Handlers<typeof collectionApi> {
  const c = s.collection
  return {
    ownedCount: ({ set, number }) => c.owned(set, number),
    setOwned: ({ set, number, owned }) => c.set(set, number, owned),
    collectionTotals: () => c.totals(),
    deckShortfall: (deck) => ({ ...c.shortfall(deck), tracked: c.totals().cards > 0 }),
    libraryShortfalls: () => ({ tracked: c.totals().cards > 0, decks: c.lacks(s.library.all()) }),
    openCollectionFile: async () => {
      const file = await needDesktop(desktop).chooseFileToOpen('collection')
      if (!file) return null
      const read = readChosenFile(file, MAX_COLLECTION_FILE_BYTES, COLLECTION_FILE_TOO_BIG)
      return read.ok ? c.importCsv(read.text, read.name) : read
    },
    saveCollectionFile: async () => {
      const file = await needDesktop(desktop).chooseWhereToSave('ringside-collection.csv', 'collection')
      if (!file) return null
      writeFileAtomic(file, c.exportCsv())
      return { path: file, cards: c.totals().cards }
    },
  }
}
