// Decks: formats, checking and analysing a deck, the library, versions, and deck files.
import { z } from 'zod'
import type { Card } from '../card'
import {
  deckLimitProblem,
  MAX_COPIES,
  MAX_DECK_FILE_BYTES,
  MAX_DECK_NAME_LENGTH,
  MAX_FOLDER_LENGTH,
  MAX_NOTES_LENGTH,
  MAX_ZONE_ENTRIES,
  type Deck,
  type DeckDiff,
  type DeckProblem,
  type DeckSummary,
  type DeckVersion,
  type Legality,
  type SavedDeck,
} from '../deck'
import type { Format } from '../format'
import type { DeckStats } from '../stats'
import { cardNumber, deckId, exportAs, formatId, setId, sets, source } from './fields'
import { takes } from './method'

export type DeckCheckResult = { ok: true; deck: Deck; legality: Legality; text: string } | { ok: false; problems: DeckProblem[] }

export interface DeckAnalysis {
  legality: Legality
  stats: DeckStats
}

/** Reading a deck file: the new library deck, or every problem by line (or JSON field). */
/** `decks`: how many a library file added (`deck` is the first of them). */
/** `existing`: the library already held this very deck (same name and cards), and that one is answered. */
export type DeckImport =
  | { ok: true; deck: SavedDeck; decks?: number; existing?: boolean }
  /** `fixed`: the file with each bad line replaced by its fix, when every problem has one and the result reads whole. */
  | { ok: false; fileName: string; problems: DeckProblem[]; fixed?: string }

export interface DeckFile {
  fileName: string
  text: string
}

/** A deck after an edit, checked: one round trip per edit. */
export interface UpdatedDeck {
  deck: SavedDeck
  analysis: DeckAnalysis
  /** The deck's cards, for names and faces. */
  cards: Card[]
}

const folder = z.string().max(MAX_FOLDER_LENGTH)
const name = z.string().max(MAX_DECK_NAME_LENGTH)
/** A zone as the editor sends it, within the limits every deck reader keeps (shared/deck.ts). */
const entries = z.array(z.strictObject({ set: setId, number: cardNumber, count: z.number().int().min(1).max(MAX_COPIES) })).max(MAX_ZONE_ENTRIES)

/** The deck's size over the zones sent: refused at the entry that passes the limit, as a deck file is. */
function withinLimits(zones: Partial<Pick<Deck, 'main' | 'strikers' | 'considering'>>, ctx: z.RefinementCtx): void {
  const problem = deckLimitProblem({ main: zones.main ?? [], strikers: zones.strikers ?? [], considering: zones.considering })
  if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message })
}

export const decksApi = {
  /** The shipped formats, then the player's own (saved from a format file or a share code), by id. */
  listFormats: takes(z.undefined()).answers<Format[]>(),
  checkDeck: takes(z.strictObject({ text: z.string().max(MAX_DECK_FILE_BYTES), format: formatId.optional() })).answers<DeckCheckResult>(),
  analyzeDeck: takes(
    z.strictObject({ deck: z.strictObject({ format: formatId, sets, main: entries, strikers: entries }).superRefine(withinLimits) }),
  ).answers<DeckAnalysis>(),
  listDecks: takes(z.strictObject({ search: z.string().max(200).optional() })).answers<DeckSummary[]>(),
  getDeck: takes(z.strictObject({ id: deckId })).answers<SavedDeck>(),
  /** The deck, opened in the builder: File → Open Recent lists it first. */
  openDeck: takes(z.strictObject({ id: deckId })).answers<SavedDeck>(),
  createDeck: takes(z.strictObject({ name: name.optional(), format: formatId.optional() })).answers<SavedDeck>(),
  updateDeck: takes(
    z.strictObject({
      id: deckId,
      changes: z
        .strictObject({
          name: name.min(1).optional(),
          format: formatId.optional(),
          sets: sets.optional(),
          main: entries.optional(),
          strikers: entries.optional(),
          considering: entries.optional(),
          tags: z.array(z.string().min(1).max(40)).max(50).optional(),
          folder: folder.optional(),
          notes: z.string().max(MAX_NOTES_LENGTH).optional(),
        })
        .superRefine(withinLimits),
    }),
  ).answers<UpdatedDeck>(),
  /** Every folder that holds a deck, with the folders above it. */
  listFolders: takes(z.undefined()).answers<string[]>(),
  /** Gives a folder, its decks and the folders inside it, the path `to` ('' takes its decks to the top); answers how many decks moved. */
  moveFolder: takes(z.strictObject({ from: folder.min(1), to: folder })).answers<number>(),
  duplicateDeck: takes(z.strictObject({ id: deckId })).answers<SavedDeck>(),
  deleteDeck: takes(z.strictObject({ id: deckId })).answers<null>(),
  restoreDeck: takes(z.strictObject({ id: deckId })).answers<SavedDeck>(),
  snapshotDeck: takes(z.strictObject({ id: deckId, label: z.string().max(100).optional() })).answers<DeckVersion>(),
  listVersions: takes(z.strictObject({ id: deckId })).answers<DeckVersion[]>(),
  diffDecks: takes(z.strictObject({ from: source, to: source })).answers<DeckDiff>(),
  importDeck: takes(z.strictObject({ text: z.string().max(MAX_DECK_FILE_BYTES), fileName: z.string().max(260).optional() })).answers<DeckImport>(),
  exportDeck: takes(z.strictObject({ id: deckId, as: exportAs })).answers<DeckFile>(),
  /** The deck's share code (docs/share-codes.md); `importDeck` opens one. */
  shareCode: takes(z.strictObject({ id: deckId })).answers<string>(),
  /** null when the player cancelled the dialog. */
  openDeckFile: takes(z.undefined()).answers<DeckImport | null>(),
  saveDeckFile: takes(z.strictObject({ id: deckId, as: exportAs })).answers<{ path: string } | null>(),
  /** Every deck in one library file, where the player chooses; null when they cancelled. */
  saveLibraryFile: takes(z.undefined()).answers<{ path: string; decks: number } | null>(),
  copyText: takes(z.strictObject({ text: z.string().max(1_000_000) })).answers<null>(),
}
