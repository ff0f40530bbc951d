// Everything main offers, on one database; shared by the Electron app, the CLI and the e2e harness.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Card } from '../shared/card'
import type { CardDetail } from '../shared/contract'
import type { IntegrityFinding } from '../shared/catalogue'
import { type Backup, listBackups, writeBackup } from './storage/backups'
import { Catalogue } from './catalogue/catalogue'
import { CharacterStore } from './games/cc/store'
import { openDatabase } from './storage/database'
import { CardEditor } from './cards/editor'
import { ImageStore } from './cards/images'
import { PackImports } from './cards/pack-imports'
import { pluginCard } from './decks/octgn-ids'
import { CardImporter } from './cards/importer'
import { checkIntegrity } from './cards/integrity'
import { CardSearch } from './catalogue/search'
import { FORMATS } from './games/index'
import { DeckService } from './decks/decks'
import { DeckLibrary, toDeck } from './decks/library'
import { DeckFiles } from './decks/deck-files'
import { ImportJobs } from './cards/import-jobs'
import { CcPlaytest } from './games/cc/playtest'
import { Playtest } from './playtest/playtest'
import { notFound, refused } from '../shared/errors'
import type { Deck } from '../shared/deck'
import { DuelTables, type DuelDeckOf, type DuelDeckRef } from './games/cfs/duel/tables'
import { CcDuelTables } from './games/cc/duel/tables'
import { GAUNTLET } from './games/cfs/duel/gauntlet'
import { playableCards } from './playtest/goldfish'
import { readRecordDecks } from './playtest/record-decks'
import { RunHerald } from './game-kit/runs'
import { TF_GAME, type TfPlaytest } from './games/tf/module'
import type { TfStore } from './games/tf/store'
import { CS_GAME, type CsPlaytest } from './games/cs/module'
import type { CsStore } from './games/cs/store'
import { openTwoPlayer } from './game-kit/two-player-handlers'
import { PrintJobs } from './printing/print'
import { Collection } from './collection/collection'
import { EventDesk } from './events/desk'
import { tfRoster } from './games/tf/roster'
import { EventStore } from './events/events'
import type { TuneBooks } from './games/cfs/tune/plans'
import { TuneRuns } from './games/cfs/tune/runs'

export class Services {
  readonly catalogue: Catalogue
  readonly search: CardSearch
  readonly decks: DeckService
  readonly library: DeckLibrary
  /** Deck files, share codes and the library file in and out, and a deck's check while it is edited. */
  readonly deckFiles: DeckFiles
  readonly playtest: Playtest
  /** Card Fighters Special for two at the table. */
  readonly duels: DuelTables
  /** Library decks' tunes: every swap of a pool measured on the same games as the deck. */
  readonly tunes: TuneRuns
  /** Capcom Crossovers for two at the table. */
  readonly ccDuels: CcDuelTables
  readonly printing: PrintJobs
  readonly importer: CardImporter
  readonly images: ImageStore
  readonly editor: CardEditor
  readonly imports: ImportJobs
  /** Picture packs the app shows, then applies. */
  readonly packs: PackImports
  readonly characters: CharacterStore
  readonly ccPlaytest: CcPlaytest
  readonly tfCharacters: TfStore
  readonly tfPlaytest: TfPlaytest
  readonly csCharacters: CsStore
  readonly csPlaytest: CsPlaytest
  /** The player's owned counts. */
  readonly collection: Collection
  readonly events: EventStore
  /** Events joined to decks: registration checked against the format, the decklists, the export. */
  readonly organiser: EventDesk
  /** What a deck's tune reads: its cards and format, the catalogue, the collection, the gauntlet. */
  readonly tuneBooks: TuneBooks = this.booksForTunes()
  /** Tells whoever listens (the app's page) how every batch run is going, as it goes. */
  readonly runNews = new RunHerald()
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
    this.events = new EventStore(this.catalogue.db)
    this.decks = new DeckService(this.catalogue)
    this.library = new DeckLibrary(this.catalogue.db, this.decks)
    this.deckFiles = new DeckFiles(this.catalogue.db, this.decks, this.library)
    this.characters = new CharacterStore(this.catalogue.db)
    this.ccPlaytest = new CcPlaytest((id) => this.characters.get(id), this.runNews)
    this.ccDuels = new CcDuelTables((id) => this.characters.get(id))
    const tf = openTwoPlayer(this.catalogue.db, TF_GAME, this.runNews)
    this.tfCharacters = tf.characters
    // Table Fighter's events seat characters: each player drafts one.
    this.organiser = new EventDesk(this.events, this.decks, [tfRoster(this.tfCharacters)])
    this.tfPlaytest = tf.playtest
    const cs = openTwoPlayer(this.catalogue.db, CS_GAME, this.runNews)
    this.csCharacters = cs.characters
    this.csPlaytest = cs.playtest
    this.playtest = new Playtest(this.library, this.decks, this.runNews)
    this.duels = new DuelTables(
      (ref) => this.duelDeck(ref),
      (record, text, fileName) => readRecordDecks(this.decks, record, text, fileName),
      this.runNews,
    )
    this.tunes = new TuneRuns((id) => toDeck(this.library.get(id)), this.tuneBooks, this.runNews)
    this.importer = new CardImporter(this.catalogue, file)
    // Pictures live beside the database file (an in-memory one gets a folder of its own).
    this.images = new ImageStore(
      file === ':memory:' ? fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-images-')) : path.join(path.dirname(path.resolve(file)), 'images'),
    )
    this.editor = new CardEditor(this.catalogue, this.images)
    this.packs = new PackImports(this.catalogue, this.images, pluginCard)
    this.printing = new PrintJobs(
      this.library,
      this.decks,
      this.images,
      undefined,
      () => this.collection.lookup(),
      undefined,
      (id) => this.catalogue.set(id),
    )
    this.imports = new ImportJobs(file, this.importer, () => {
      // Written by another connection: what main has cached from the catalogue is stale.
      this.catalogue.revision++
      return this.integrity()
    })
    this.openedAt = { revision: this.catalogue.revision, changes: this.changes() }
  }

  /** A library deck of Card Fighters Special, or a deck of the gauntlet, laid out for a game for two. */
  private duelDeck(ref: DuelDeckRef): DuelDeckOf {
    const deck = typeof ref === 'number' ? toDeck(this.library.get(ref)) : this.gauntletDeck(ref.gauntlet)
    const id = typeof ref === 'number' ? ref : ref.gauntlet + 1
    const format = this.decks.formatOf(deck)
    if (this.decks.gameOf(deck).id !== 'cfs') throw refused(`${deck.name ?? 'that deck'} is not a Card Fighters Special deck`)
    return { name: deck.name ?? `deck ${id}`, format: format.id, ...playableCards(this.decks, deck), text: this.decks.write({ ...deck, format: null }) }
  }

  private booksForTunes(): TuneBooks {
    const side = (deck: Deck, name: string) => {
      const { main, strikers } = playableCards(this.decks, deck)
      return { name: deck.name ?? name, main, strikers }
    }
    return {
      deck: (deck, hp) => {
        if (this.decks.gameOf(deck).id !== 'cfs') throw refused(`${deck.name ?? 'that deck'} is not a Card Fighters Special deck: only those are tuned`)
        const { strikers, hp: played } = playableCards(this.decks, deck, hp)
        const cards = this.decks.cardsOf(deck)
        return { name: deck.name ?? 'deck', main: deck.main.map((e) => ({ card: cards.of(e), count: e.count })), strikers, hp: played }
      },
      side: (deck) => side(deck, 'opponent'),
      gauntlet: () => GAUNTLET.map((g, at) => side(this.gauntletDeck(at), g.file)),
      cards: (entries) => {
        const found = this.decks.cardsOf({ main: [...entries], strikers: [] })
        return entries.map((e) => found.of(e))
      },
      catalogue: (deck) => {
        const { construction } = this.decks.formatOf(deck)
        const kinds = new Set(construction.allowedKinds)
        const sets = (construction.sets ?? deck.sets).filter((set) => this.catalogue.set(set))
        return sets.flatMap((set) => this.catalogue.setCards(set)).filter((c) => kinds.has(c.kind))
      },
      owned: (set, number) => this.collection.owned(set, number),
      violations: (deck) => this.decks.legality(deck).violations.map((v) => `${v.code}: ${v.message}`),
    }
  }

  /** The gauntlet's deck `at` (0 first), read against the catalogue. */
  gauntletDeck(at: number): Deck {
    const reference = GAUNTLET[at]
    if (!reference) throw notFound(`no deck ${at + 1} in the gauntlet (it has ${GAUNTLET.length})`)
    const read = this.decks.parseFile(reference.text, reference.file)
    // The gauntlet ships inside Ringside and is tested to read: a deck that does not is a bug, not the player's.
    if (!read.ok) throw new Error(`the gauntlet's ${reference.file} does not read: ${read.problems[0].message}`)
    return read.deck
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
