// Table Fighter's side of the contract: the characters to choose from, the two-player table (hot seat: each call
// says who is looking, so the other player's hand and face-down card stay hidden), and matchup runs in steps.
import { z } from 'zod'
import type { CharacterImport } from '../characters'
import { TF_LIMITS, tfCharacterInput, type TfCharacter, type TfProblem } from '../tf-character'
import { TF_POLICIES, type TfMatchupReport, type TfMoveResult, type TfTableState } from '../tf-table'
import type { DeckFile } from './decks'
import { deckId, printOptions, seed } from './fields'
import { takes } from './method'

const characterId = z.string().min(1).max(40)
const player = z.union([z.literal(0), z.literal(1)])
const cardName = z.string().min(1).max(TF_LIMITS.cardName)
const policy = z.enum(TF_POLICIES)
/** Who is looking at the table: a player, or nobody (between the players: both hands hidden). */
export const tfViewer = z.union([player, z.null()])

export const tfMove = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('draw') }),
  z.strictObject({ type: z.literal('charge'), player, cost: z.array(cardName).max(TF_LIMITS.cards) }),
  z.strictObject({ type: z.literal('no-charge'), player }),
  z.strictObject({ type: z.literal('pick'), player, card: cardName }),
  z.strictObject({ type: z.literal('reveal') }),
  z.strictObject({ type: z.literal('combo'), card: cardName }),
  z.strictObject({ type: z.literal('end-combo') }),
  z.strictObject({ type: z.literal('next-turn') }),
])

/** A table just set: its id, both characters' cards (to draw them), and the state as the viewer sees it. */
export interface TfTableStart {
  tableId: number
  characters: [TfCharacter, TfCharacter]
  state: TfTableState
}

/** A save: the character when it was saved (warnings allowed), null while any error stands; every problem. */
export interface TfCharacterSave {
  saved: TfCharacter | null
  problems: TfProblem[]
}

/** A matchup run after a step: how far it has got and the report of the games played so far. */
export interface TfRunProgress {
  runId: number
  played: number
  games: number
  done: boolean
  report: TfMatchupReport
}

const characterIds = z.array(characterId).min(1).max(500)
const fileAs = z.enum(['json', 'csv']).default('json')

export const tfApi = {
  /** Every Table Fighter character, the shipped examples first, then the player's by name, with their cards. */
  tfListCharacters: takes(z.undefined()).answers<TfCharacter[]>(),
  /** Typo-tolerant over names, card names, types and charge texts; an empty query lists them all. */
  tfSearchCharacters: takes(z.strictObject({ query: z.string().max(200) })).answers<TfCharacter[]>(),
  /** Every problem with a character as the editor holds it, each with its field and a fix. */
  tfCheckCharacter: takes(z.strictObject({ character: tfCharacterInput })).answers<TfProblem[]>(),
  /** `replacing`: the id of the character being edited, null for a new one. An example cannot be replaced. */
  tfSaveCharacter: takes(z.strictObject({ character: tfCharacterInput, replacing: characterId.nullable() })).answers<TfCharacterSave>(),
  tfDeleteCharacter: takes(z.strictObject({ id: characterId })).answers<null>(),
  /** A character file (JSON or CSV, one row per card) read for the preview (`apply` false) or imported whole. */
  tfImportCharacters: takes(z.strictObject({ fileName: z.string().min(1).max(260), text: z.string().max(16 * 1024 * 1024), apply: z.boolean() })).answers<CharacterImport>(),
  tfExportCharacters: takes(z.strictObject({ ids: characterIds, as: fileAs })).answers<DeckFile>(),
  /** The character file written where the player chose; null when the player cancelled. */
  tfSaveCharacterFile: takes(z.strictObject({ ids: characterIds, as: fileAs })).answers<{ path: string } | null>(),
  /** The seven cards true size with the proxy options; asks where to save; null when the player cancelled. */
  tfPrintCharacter: takes(z.strictObject({ id: characterId, options: printOptions, open: z.boolean() })).answers<{ path: string; pages: number } | null>(),
  tfStartTable: takes(z.strictObject({ a: characterId, b: characterId, seed, viewer: tfViewer.default(null) })).answers<TfTableStart>(),
  tfPlayMove: takes(z.strictObject({ tableId: deckId, move: tfMove, viewer: tfViewer.default(null) })).answers<TfMoveResult>(),
  tfUndoMove: takes(z.strictObject({ tableId: deckId, viewer: tfViewer.default(null) })).answers<TfTableState>(),
  /** `all`: everything, both hands and decks; only once the game is over. */
  tfTableState: takes(z.strictObject({ tableId: deckId, viewer: z.union([player, z.null(), z.literal('all')]) })).answers<TfTableState>(),
  tfStartRun: takes(z.strictObject({
    a: characterId,
    b: characterId,
    games: z.number().int().min(1).max(1_000_000),
    seed,
    policies: z.strictObject({ a: policy, b: policy }),
  })).answers<TfRunProgress>(),
  tfStepRun: takes(z.strictObject({ runId: deckId })).answers<TfRunProgress>(),
  tfCancelRun: takes(z.strictObject({ runId: deckId })).answers<null>(),
  /** The report of a run's games so far (the whole run once it is done, until another run replaces it). */
  tfRunReport: takes(z.strictObject({ runId: deckId })).answers<TfMatchupReport>(),
}
