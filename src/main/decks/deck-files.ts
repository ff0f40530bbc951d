// A deck as the files and codes a player moves it with: a deck file, a share code or a library file of many decks
// read into the library (all or nothing), a library deck written as deck text, deck JSON, an OCTGN deck or a share
// code, the whole library as one file, and a deck's legality and stats while it is edited.
import type { DeckAnalysis, DeckFile, DeckImport } from '../../shared/contract'
import { isShareCode, type Deck } from '../../shared/deck'
import type { Db } from '../storage/db'
import { plainFileName } from '../system/files'
import { isLibraryJson, writeDeckJson, writeLibraryJson } from './deck-json'
import type { DeckService } from './decks'
import { type DeckLibrary, toDeck } from './library'

export class DeckFiles {
  constructor(
    private readonly db: Db,
    private readonly decks: DeckService,
    private readonly library: DeckLibrary,
  ) {}

  /** Legality and stats of a deck being edited: run on every edit. */
  analyze(deck: Pick<Deck, 'format' | 'sets' | 'main' | 'strikers'>): DeckAnalysis {
    const full: Deck = { name: null, ...deck }
    const legality = this.decks.legality(full, undefined, true)
    const cards = this.decks.cardsOf(deck)
    return { legality, stats: this.decks.gameOf(full).stats(full, (set, number) => cards.get({ set, number })) }
  }

  /**
   * A deck file's text (deck text or JSON), a share code, or a library file of many decks, as new library decks;
   * or every problem, and nothing added.
   */
  importDeck(text: string, fileName = 'deck.txt'): DeckImport {
    if (isLibraryJson(text)) return this.importLibrary(text, fileName)
    const code = isShareCode(text)
    const parsed = code ? this.decks.fromShareCode(text) : this.decks.parseFile(text, fileName)
    if (!parsed.ok) {
      const fixed = this.decks.fixedFile(text, fileName, parsed.problems)
      return { ok: false, fileName, problems: parsed.problems, ...(fixed !== null ? { fixed } : {}) }
    }
    const deck = parsed.deck
    const fallbackName = code ? 'Shared deck' : fileName.replace(/^.*[\\/]/, '').replace(/(\.deck)?\.(txt|json)$|\.o8d$/i, '') || 'Imported deck'
    const name = deck.name ?? fallbackName
    // The same file opened twice opens the deck it made; another deck of that name becomes "Name (2)".
    // A format the code carried is kept with the deck, in one transaction: both or neither.
    return this.db.transaction((): DeckImport => {
      if (parsed.carried) this.decks.saveFormat(parsed.carried)
      const same = this.library.sameAs({ ...deck, name })
      if (same) return { ok: true, deck: same, existing: true }
      return { ok: true, deck: this.library.create({ ...deck, name: this.library.importName(name), format: deck.format ?? undefined }) }
    })()
  }

  /** Every deck of a library file, in one transaction: all of them or, when any is wrong, none. */
  private importLibrary(text: string, fileName: string): DeckImport {
    const read = this.decks.parseLibrary(text)
    if (!read.ok) return { ok: false, fileName, problems: read.problems }
    if (read.decks.length === 0) return { ok: false, fileName, problems: [{ line: 0, message: 'decks: the file holds no deck' }] }
    const made = this.db.transaction(() =>
      read.decks.map(({ deck, tags, folder }) =>
        this.library.create({ ...deck, name: deck.name ?? 'Imported deck', format: deck.format ?? undefined, tags, folder }),
      ),
    )()
    return { ok: true, deck: made[0], decks: made.length }
  }

  /** Every deck in the library as one file, to keep or to move to another computer. */
  exportLibrary(): DeckFile & { decks: number } {
    const decks = this.library.all()
    const index = this.decks.indexFor([...new Set(decks.flatMap((d) => d.sets))])
    const text = writeLibraryJson(
      decks.map((d) => ({ deck: toDeck(d), tags: d.tags, folder: d.folder })),
      (set, number) => index.get(set, number)?.name,
    )
    return { fileName: 'ringside-decks.json', text, decks: decks.length }
  }

  /** A library deck's share code. */
  shareCode(id: number): string {
    return this.decks.shareCode(toDeck(this.library.get(id)))
  }

  exportDeck(id: number, as: 'text' | 'json' | 'o8d'): DeckFile {
    const saved = this.library.get(id)
    const deck = toDeck(saved)
    const index = this.decks.indexFor(deck.sets)
    const base = plainFileName(saved.name, 'deck')
    if (as === 'o8d') return { fileName: `${base}.o8d`, text: this.decks.writeO8d(deck) }
    return as === 'json'
      ? { fileName: `${base}.deck.json`, text: writeDeckJson(deck, (set, number) => index.get(set, number)?.name) }
      : { fileName: `${base}.deck.txt`, text: this.decks.write(deck) }
  }
}
