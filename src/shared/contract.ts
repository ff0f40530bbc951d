// The contract between the page and main: what each `window.api` method takes (checked in main with
// these schemas) and what it answers. Every answer is a result; errors are typed, never thrown across IPC.
import { z } from 'zod'
import type { Ability, Card, CardRef, CardSet } from './card'
import type { ApiMethod, AppCommand } from './channels'
import type { Deck, DeckDiff, DeckProblem, DeckSummary, DeckVersion, Legality, SavedDeck } from './deck'
import type { MoveResult, RunProgress, TableState, TableView } from './playtest'
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
  checkDeck: z.strictObject({ text: z.string().max(1_000_000), format: formatId.optional() }),
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
  importDeck: z.strictObject({ text: z.string().max(1_000_000), fileName: z.string().max(260).optional() }),
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
} satisfies Record<ApiMethod, z.ZodType>

export interface SearchHit extends Card {
  score: number
}

export interface SearchResult {
  query: string
  total: number
  cards: SearchHit[]
}

/** A card as a list shows it. */
export interface CardSummary extends Pick<Card, 'set' | 'number' | 'name' | 'kind' | 'rarity' | 'bp' | 'sp' | 'cost'> {
  ability: { name: string | null; type: Ability['type'] } | null
  score: number
}

export interface BrowseResult {
  query: string
  total: number
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
  undoMove: TableState
  startRun: RunProgress
  stepRun: RunProgress
  cancelRun: null
  drawOdds: { probability: number; size: number; targets: number }
  /** null when the player cancelled the save dialog. */
  printDeck: PrintProgress | null
  printProgress: PrintProgress
  cancelPrint: null
}

export type ApiErrorCode = 'INVALID_INPUT' | 'BAD_QUERY' | 'NOT_FOUND' | 'FORBIDDEN' | 'UNKNOWN_METHOD' | 'INTERNAL'

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
