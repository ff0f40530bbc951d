// Everything main offers, on one database; shared by the Electron app, the CLI and the e2e harness.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Card } from '../shared/card'
import type { CardDetail, DeckAnalysis, DeckFile, DeckImport } from '../shared/contract'
import { isShareCode, type Deck } from '../shared/deck'
import type { IntegrityFinding } from '../shared/catalogue'
import { type Backup, listBackups, writeBackup } from './storage/backups'
import { writeCardsCsv, writeCardsJson } from './cards/card-file'
import { Catalogue } from './catalogue/catalogue'
import { CharacterStore } from './games/cc/store'
import { openDatabase } from './storage/database'
import { CardEditor } from './cards/editor'
import { ImageStore } from './cards/images'
import { CardImporter } from './cards/importer'
import { checkIntegrity } from './cards/integrity'
import { CardSearch } from './catalogue/search'
import { isLibraryJson, writeDeckJson, writeLibraryJson } from './decks/deck-json'
import { FORMATS } from './games/index'
import { DeckService } from './decks/decks'
import { DeckLibrary, toDeck } from './decks/library'
import { ImportJobs } from './cards/import-jobs'
import { CcPlaytest } from './games/cc/playtest'
import { Playtest } from './playtest/playtest'
import { TfPlaytest } from './games/tf/playtest'
import { TfStore } from './games/tf/store'
import { CsPlaytest } from './games/cs/playtest'
import { CsStore } from './games/cs/store'
import { PrintJobs } from './printing/print'
import { Collection } from './collection/collection'
import { notFound } from '../shared/errors'

export class Services {
  readonly catalogue: Catalogue
  readonly search: CardSearch
  readonly decks: DeckService
  readonly library: DeckLibrary
  readonly playtest: Playtest
  readonly printing: PrintJobs
  readonly importer: CardImporter
  readonly images: ImageStore
  readonly editor: CardEditor
  readonly imports: ImportJobs
  readonly characters: CharacterStore
  readonly ccPlaytest: CcPlaytest
  readonly tfCharacters: TfStore
  readonly tfPlaytest: TfPlaytest
  readonly csCharacters: CsStore
  readonly csPlaytest: CsPlaytest
  /** The player's owned counts. */
  readonly collection: Collection
  readonly formats = FORMATS
  /** Where the catalogue and this connection stood after opening, to tell whether a close should back up. */
  private readonly openedAt: { revision: number; changes: number }

  /** `checkPages: false`: a caller that only reads (most commands) skips the check of every page at open. */
  constructor(
    readonly file: string,
    { checkPages = true } = {},
  ) {
    this.catalogue = new Catalogue(openDatabase(file, undefined, { checkPages }))
    this.catalogue.ensureShippedSets()
    this.search = new CardSearch(this.catalogue)
    this.collection = new Collection(this.catalogue.db)
    this.decks = new DeckService(this.catalogue)
    this.library = new DeckLibrary(this.catalogue.db, this.decks)
    this.characters = new CharacterStore(this.catalogue.db)
    this.ccPlaytest = new CcPlaytest((id) => this.characters.get(id))
    this.tfCharacters = new TfStore(this.catalogue.db)
    this.tfPlaytest = new TfPlaytest(
      (id) => this.tfCharacters.get(id),
      () => this.tfCharacters.all(),
    )
    this.csCharacters = new CsStore(this.catalogue.db)
    this.csPlaytest = new CsPlaytest(
      (id) => this.csCharacters.get(id),
      () => this.csCharacters.all(),
    )
    this.playtest = new Playtest(this.library, this.decks)
    this.importer = new CardImporter(this.catalogue, file)
    // Pictures live beside the database file (an in-memory one gets a folder of its own).
    this.images = new ImageStore(
      file === ':memory:' ? fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-images-')) : path.join(path.dirname(path.resolve(file)), 'images'),
    )
    this.editor = new CardEditor(this.catalogue, this.images)
    this.printing = new PrintJobs(this.library, this.decks, this.images, undefined, () => this.collection.lookup())
    this.imports = new ImportJobs(file, this.importer, () => {
      // Written by another connection: what main has cached from the catalogue is stale.
      this.catalogue.revision++
      return this.integrity()
    })
    this.openedAt = { revision: this.catalogue.revision, changes: this.changes() }
  }

  /** A set's cards as a CSV or JSON file that imports back unchanged. */
  exportSet(setId: string, as: 'csv' | 'json'): DeckFile {
    const set = this.catalogue.set(setId)
    if (!set) throw notFound(`no set ${setId}`)
    const cards = this.catalogue.setCards(setId)
    return as === 'json'
      ? { fileName: `${setId}.cards.json`, text: writeCardsJson({ id: set.id, name: set.name }, cards) }
      : { fileName: `${setId}.cards.csv`, text: writeCardsCsv(cards) }
  }

  integrity(): IntegrityFinding[] {
    return checkIntegrity(this.catalogue.db, this.images)
  }

  /** Writes a backup now (the last KEEP_BACKUPS are kept). */
  backup(): Backup {
    return writeBackup(this.catalogue.db, this.file, 'manual')
  }

  backups(): Backup[] {
    return listBackups(this.file)
  }

  cardDetail(set: string, number: string): CardDetail | undefined {
    const card = this.catalogue.card(set, number)
    if (!card) return undefined
    return { card, backedUpBy: this.catalogue.backedUpBy(card), canBackUp: this.catalogue.canBackUp(card) }
  }

  cards(keys: { set: string; number: string }[]): Card[] {
    return this.catalogue.cardsByKey(keys)
  }

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
    const same = this.library.sameAs({ ...deck, name })
    if (same) return { ok: true, deck: same, existing: true }
    return { ok: true, deck: this.library.create({ ...deck, name: this.library.importName(name), format: deck.format ?? undefined }) }
  }

  /** Every deck of a library file, in one transaction: all of them or, when any is wrong, none. */
  private importLibrary(text: string, fileName: string): DeckImport {
    const read = this.decks.parseLibrary(text)
    if (!read.ok) return { ok: false, fileName, problems: read.problems }
    if (read.decks.length === 0) return { ok: false, fileName, problems: [{ line: 0, message: 'decks: the file holds no deck' }] }
    const made = this.catalogue.db.transaction(() =>
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
    const base = saved.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'deck'
    if (as === 'o8d') return { fileName: `${base}.o8d`, text: this.decks.writeO8d(deck) }
    return as === 'json'
      ? { fileName: `${base}.deck.json`, text: writeDeckJson(deck, (set, number) => index.get(set, number)?.name) }
      : { fileName: `${base}.deck.txt`, text: this.decks.write(deck) }
  }

  /**
   * Closes the database. `backUp`: a clean close (the app quitting) first writes a backup when anything was
   * written since the database opened, so the latest backup holds what the player last saw.
   */
  close(options: { backUp?: boolean } = {}): void {
    const db = this.catalogue.db
    if (!db.open) return
    const changed = this.catalogue.revision > this.openedAt.revision || this.changes() > this.openedAt.changes
    this.search.saveVocabulary()
    if (options.backUp && this.file !== ':memory:' && changed) writeBackup(db, this.file, 'close')
    db.close()
  }

  /** Rows this connection has written since it opened. */
  private changes(): number {
    return this.catalogue.db.prepare('SELECT total_changes()').pluck().get() as number
  }
}
