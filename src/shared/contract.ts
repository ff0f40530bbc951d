// The contract between the page and main: what each `window.api` method takes (checked in main with
// these schemas) and what it answers. Every answer is a result; errors are typed, never thrown across IPC.
import { z } from 'zod'
import { ABILITY_TYPES, CARD_KINDS, type Ability, type Card, type CardRef, type CardSet } from './card'
import type { BackupInfo, CardSave, FieldProblem, ImportProgress, IntegrityFinding, PagePreview } from './catalogue'
import type { ApiMethod, AppCommand } from './channels'
import { MAX_DECK_FILE_BYTES, type Deck, type DeckDiff, type DeckProblem, type DeckSummary, type DeckVersion, type Legality, type SavedDeck } from './deck'
import type { MoveResult, RunProgress, TablePlay, TableView } from './playtest'
import type { PrintProgress } from './print'
import type { DeckStats } from './stats'
import type { Format } from './format'

export { API_CHANNELS, APP_COMMAND_CHANNEL, APP_COMMANDS, type ApiMethod, type AppCommand } from './channels'

const setId = z.string().min(1).max(40)
const cardNumber = z.string().min(1).max(12)
const deckId = z.number().int().positive()
const entries = z.array(z.strictObject({ set: setId, number: cardNumber, count: z.number().int().min(1).max(999) })).max(500)
const formatId = z.string().min(1).max(40)
const sets = z.array(setId).min(1).max(20)
const source = z.union([z.strictObject({ deck: deckId }), z.strictObject({ version: deckId })])
const exportAs = z.enum(['text', 'json'])
const seed = z.number().int().min(-2147483648).max(4294967295)
const hp = z.number().int().min(1).max(5000)
const slot = z.number().int().min(0).max(2)
const handIndex = z.number().int().min(0).max(1000)
const mm = (min: number, max: number) => z.number().min(min).max(max)
const printOptions = z.strictObject({
  paper: z.enum(['a4', 'letter']),
  card: z.strictObject({ width: mm(20, 200), height: mm(20, 280) }),
  gap: mm(0, 20),
  bleed: mm(0, 5),
  cutMarks: z.enum(['crop', 'corners', 'none']),
  outline: z.boolean(),
  strikers: z.boolean(),
  backs: z.strictObject({ flip: z.enum(['long', 'short']), offsetX: mm(-10, 10), offsetY: mm(-10, 10) }).nullable(),
  decklist: z.boolean(),
  calibration: z.boolean(),
})
const jobId = z.number().int().positive()
const cardKey = z.strictObject({ set: setId, number: cardNumber })
const text = (max: number) => z.string().max(max)
const whole = z.number().int().min(-1_000_000).max(1_000_000)
/** A card as the form sends it; the game's own limits are checked in main, field by field, with reasons. */
const cardInput = z.strictObject({
  set: setId,
  number: text(20),
  name: text(500),
  kind: z.enum(CARD_KINDS),
  rarity: text(10).nullable(),
  bp: whole.nullable(),
  sp: whole.nullable(),
  cost: whole.nullable(),
  ability: z.strictObject({ name: text(500).nullable(), type: z.enum(ABILITY_TYPES).nullable(), text: text(5000) }).nullable(),
  text: text(5000).nullable(),
  backups: z.array(z.strictObject({ name: text(500), number: text(20).nullable() })).max(20),
  altNames: z.array(text(500)).max(20),
  origin: text(500).nullable(),
})
const setName = z.string().max(120)
const importId = z.number().int().positive()
/** The set an import goes into, and the name for it when it is new; a JSON export names its own. */
const importTarget = { importId, set: setId.optional(), setName: setName.optional() }
const move = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('place'), hand: handIndex, slot, target: slot.optional() }),
  z.strictObject({ type: z.literal('back-up'), hand: handIndex, slot }),
  z.strictObject({ type: z.literal('action'), hand: handIndex, target: slot.optional() }),
  z.strictObject({ type: z.literal('arena'), hand: handIndex }),
  z.strictObject({ type: z.literal('striker'), striker: z.number().int().min(0).max(10) }),
  z.strictObject({ type: z.literal('square'), slot, target: slot.optional() }),
  z.strictObject({ type: z.literal('attack'), slot }),
  z.strictObject({ type: z.literal('union'), slots: z.array(slot).min(2).max(3) }),
  z.strictObject({ type: z.literal('end-turn') }),
  z.strictObject({
    type: z.literal('adjust'),
    slot: slot.optional(),
    bp: z.number().int().min(0).max(9000).optional(),
    hp: z.number().int().min(0).max(5000).optional(),
    goldfishHp: z.number().int().min(0).max(5000).optional(),
    sp: z.number().int().min(0).max(999).optional(),
  }),
  z.strictObject({
    type: z.literal('move'),
    from: z.enum(['hand', 'discard', 'library']),
    index: z.number().int().min(0).max(1000),
    to: z.enum(['hand', 'discard', 'library-top', 'library-bottom']),
  }),
])

export const API_INPUTS = {
  searchCards: z.strictObject({ query: z.string().max(1000), limit: z.number().int().min(1).max(1000).optional() }),
  browseCards: z.strictObject({
    query: z.string().max(1000),
    limit: z.number().int().min(1).max(50_000).optional(),
    offset: z.number().int().min(0).optional(),
  }),
  getCard: z.strictObject({ set: setId, number: cardNumber }),
  listSets: z.undefined(),
  listFormats: z.undefined(),
  checkDeck: z.strictObject({ text: z.string().max(MAX_DECK_FILE_BYTES), format: formatId.optional() }),
  getCards: z.strictObject({ cards: z.array(z.strictObject({ set: setId, number: cardNumber })).max(2000) }),
  analyzeDeck: z.strictObject({ deck: z.strictObject({ format: formatId, sets, main: entries, strikers: entries }) }),
  listDecks: z.strictObject({ search: z.string().max(200).optional() }),
  getDeck: z.strictObject({ id: deckId }),
  createDeck: z.strictObject({ name: z.string().max(200).optional(), format: formatId.optional() }),
  updateDeck: z.strictObject({
    id: deckId,
    changes: z.strictObject({
      name: z.string().min(1).max(200).optional(),
      format: formatId.optional(),
      sets: sets.optional(),
      main: entries.optional(),
      strikers: entries.optional(),
      tags: z.array(z.string().min(1).max(40)).max(50).optional(),
    }),
  }),
  duplicateDeck: z.strictObject({ id: deckId }),
  deleteDeck: z.strictObject({ id: deckId }),
  restoreDeck: z.strictObject({ id: deckId }),
  snapshotDeck: z.strictObject({ id: deckId, label: z.string().max(100).optional() }),
  listVersions: z.strictObject({ id: deckId }),
  diffDecks: z.strictObject({ from: source, to: source }),
  importDeck: z.strictObject({ text: z.string().max(MAX_DECK_FILE_BYTES), fileName: z.string().max(260).optional() }),
  exportDeck: z.strictObject({ id: deckId, as: exportAs }),
  openDeckFile: z.undefined(),
  saveDeckFile: z.strictObject({ id: deckId, as: exportAs }),
  copyText: z.strictObject({ text: z.string().max(1_000_000) }),
  startGame: z.strictObject({ deckId, seed: seed, first: z.boolean(), hp: hp.optional() }),
  playMove: z.strictObject({ gameId: deckId, move }),
  undoMove: z.strictObject({ gameId: deckId }),
  startRun: z.strictObject({ deckId, games: z.number().int().min(1).max(1_000_000), seed, first: z.boolean(), hp: hp.optional() }),
  stepRun: z.strictObject({ runId: deckId }),
  cancelRun: z.strictObject({ runId: deckId }),
  drawOdds: z.strictObject({
    deckId,
    cards: z.array(z.strictObject({ set: setId, number: cardNumber })).min(1).max(100),
    atLeast: z.number().int().min(0).max(60),
    draws: z.number().int().min(1).max(1000),
    redraw: z.boolean(),
    /** "…and at least N of these": a second, separate group of cards. */
    also: z
      .strictObject({ cards: z.array(z.strictObject({ set: setId, number: cardNumber })).min(1).max(100), atLeast: z.number().int().min(0).max(60) })
      .optional(),
  }),
  /** Asks where to save, then writes the PDF off the main thread; `open`: open it when written. */
  printDeck: z.strictObject({ deckId, options: printOptions, open: z.boolean() }),
  printProgress: z.strictObject({ jobId }),
  cancelPrint: z.strictObject({ jobId }),
  createSet: z.strictObject({ id: setId, name: setName }),
  renameSet: z.strictObject({ id: setId, name: setName }),
  copySet: z.strictObject({ from: setId, id: setId, name: setName }),
  deleteSet: z.strictObject({ id: setId }),
  /** Whether a search that names no set covers this set. */
  searchSet: z.strictObject({ id: setId, searched: z.boolean() }),
  /** `replacing`: the number of the card being edited, null for a new card. */
  checkCard: z.strictObject({ card: cardInput, replacing: cardNumber.nullable() }),
  saveCard: z.strictObject({ card: cardInput, replacing: cardNumber.nullable() }),
  duplicateCard: z.strictObject({ from: cardKey, to: setId }),
  deleteCard: cardKey,
  /** A picture dropped on the form, as base64 (at most 40 MB of picture). */
  attachImage: z.strictObject({ set: setId, number: cardNumber, fileName: z.string().max(260), data: z.base64().max(56_000_000) }),
  chooseImage: cardKey,
  removeImage: cardKey,
  cardImage: z.strictObject({ hash: z.string().regex(/^[0-9a-f]{64}$/), size: z.enum(['full', 'thumb']) }),
  openCardFile: z.undefined(),
  /** A card file dropped on the window. */
  startImport: z.strictObject({ fileName: z.string().max(260), text: z.string().max(64 * 1024 * 1024) }),
  previewImport: z.strictObject(importTarget),
  applyImport: z.strictObject(importTarget),
  importProgress: z.strictObject({ jobId }),
  cancelImport: z.strictObject({ jobId }),
  saveSetFile: z.strictObject({ set: setId, as: z.enum(['csv', 'json']) }),
  checkIntegrity: z.undefined(),
  backupNow: z.undefined(),
  listBackups: z.undefined(),
  /** A backup by its file name (as listBackups gives it); the app restarts on it. */
  restoreBackup: z.strictObject({ file: z.string().regex(/^[\w.-]+\.db$/).max(200) }),
} satisfies Record<ApiMethod, z.ZodType>

export interface SearchHit extends Card {
  score: number
}

/** What a search answers besides its cards: the sets it covered, and the nearest cards when none matched. */
export interface SearchScope {
  query: string
  total: number
  /** The sets searched: the ones named by `set:`, else the sets searched by default. */
  sets: string[]
  /** When the words match no card: the cards whose names are nearest, best first (never as results). */
  suggestions: CardRef[]
}

export interface SearchResult extends SearchScope {
  cards: SearchHit[]
}

/** A card as a list shows it. */
export interface CardSummary extends Pick<Card, 'set' | 'number' | 'name' | 'kind' | 'rarity' | 'bp' | 'sp' | 'cost'> {
  ability: { name: string | null; type: Ability['type'] } | null
  /** The content hash of the card's picture, or null. */
  image: string | null
  score: number
}

export interface BrowseResult extends SearchScope {
  cards: CardSummary[]
}

export interface CardDetail {
  card: Card
  /** The printed Back-Up names, each with the card it means when the catalogue has it. */
  backedUpBy: { name: string; card: CardRef | null }[]
  /** The characters whose Back-Up lists name this card. */
  canBackUp: CardRef[]
}

export type DeckCheckResult =
  | { ok: true; deck: Deck; legality: Legality; text: string }
  | { ok: false; problems: DeckProblem[] }

export interface DeckAnalysis {
  legality: Legality
  stats: DeckStats
}

/** Reading a deck file: the new library deck, or every problem by line (or JSON field). */
export type DeckImport = { ok: true; deck: SavedDeck } | { ok: false; fileName: string; problems: DeckProblem[] }

export interface DeckFile {
  fileName: string
  text: string
}

export interface ApiOutputs {
  searchCards: SearchResult
  browseCards: BrowseResult
  getCard: CardDetail
  listSets: CardSet[]
  listFormats: Format[]
  checkDeck: DeckCheckResult
  getCards: Card[]
  analyzeDeck: DeckAnalysis
  listDecks: DeckSummary[]
  getDeck: SavedDeck
  createDeck: SavedDeck
  updateDeck: SavedDeck
  duplicateDeck: SavedDeck
  deleteDeck: null
  restoreDeck: SavedDeck
  snapshotDeck: DeckVersion
  listVersions: DeckVersion[]
  diffDecks: DeckDiff
  importDeck: DeckImport
  exportDeck: DeckFile
  /** null when the player cancelled the dialog. */
  openDeckFile: DeckImport | null
  saveDeckFile: { path: string } | null
  copyText: null
  startGame: TableView
  playMove: MoveResult
  undoMove: TablePlay
  startRun: RunProgress
  stepRun: RunProgress
  cancelRun: null
  drawOdds: { probability: number; size: number; targets: number }
  /** null when the player cancelled the save dialog. */
  printDeck: PrintProgress | null
  printProgress: PrintProgress
  cancelPrint: null
  createSet: CardSet
  renameSet: CardSet
  copySet: CardSet
  deleteSet: null
  searchSet: CardSet
  checkCard: FieldProblem[]
  saveCard: CardSave
  duplicateCard: Card
  deleteCard: null
  attachImage: Card
  /** null when the player cancelled the dialog. */
  chooseImage: Card | null
  removeImage: Card
  /** A data: URL of the JPEG, or null when its file is missing. */
  cardImage: string | null
  openCardFile: CardImport | null
  startImport: CardImport
  /** Re-reads a file chosen in the dialog, so a player can fix it and look again. */
  previewImport: PagePreview
  /** Starts applying the file off the main thread (all or nothing); poll importProgress. */
  applyImport: ImportProgress
  importProgress: ImportProgress
  cancelImport: null
  saveSetFile: { path: string } | null
  checkIntegrity: IntegrityFinding[]
  backupNow: BackupInfo
  listBackups: BackupInfo[]
  /** The file the replaced database was kept as. */
  restoreBackup: { replaced: string | null }
}

/** A card file being imported: main keeps it (or where it is) under this id. */
export interface CardImport {
  importId: number
  fileName: string
}

export type ApiErrorCode = 'INVALID_INPUT' | 'BAD_QUERY' | 'NOT_FOUND' | 'FORBIDDEN' | 'REFUSED' | 'UNKNOWN_METHOD' | 'INTERNAL'

export interface ApiError {
  code: ApiErrorCode
  message: string
  /** The input field at fault, for INVALID_INPUT. */
  field?: string
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError }

export type ApiInput<M extends ApiMethod> = z.input<(typeof API_INPUTS)[M]>

/** What the preload exposes as `window.api`. */
export type RingsideApi = {
  [M in ApiMethod]: ApiInput<M> extends undefined
    ? () => Promise<ApiResult<ApiOutputs[M]>>
    : (input: ApiInput<M>) => Promise<ApiResult<ApiOutputs[M]>>
}

/** `window.api` also lets the page hear menu commands; the function it returns stops listening. */
export interface RingsideBridge extends RingsideApi {
  onCommand(listener: (command: AppCommand) => void): () => void
}
