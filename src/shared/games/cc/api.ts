// The characters of the games played with a sheet (Capcom Crossovers): the list and search, the sheet editor's
// checks and saves, character files, printed sheets; and solo play (the table and batch runs).
import { z } from 'zod'
import type { CcMoveResult, CcReport, CcRunProgress, CcTablePlay, CcTableView } from './table'
import { sheetInput, type CharacterSheet } from './sheet'
import type { CharacterEntry, CharacterImport, CharacterProblem, CharacterSave, CharacterVersion, SheetChange, Team } from '../../characters'
import type { DeckFile } from '../../api/decks'
import { deckId, seed } from '../../api/fields'
import { takes } from '../../api/method'
import { playMethods } from '../../api/play'

const characterId = z.string().min(1).max(40)
const fileAs = z.enum(['json', 'csv']).default('json')
const solo = { first: z.boolean(), hp: z.number().int().min(1).max(100_000) }
const card = z.string().regex(/^(10|[2-9JQKA])[SHDC]$/, 'must be a card written like 4S, 10C, QH')

export const ccMove = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('mulligan') }),
  z.strictObject({ type: z.literal('keep') }),
  z.strictObject({ type: z.literal('draw'), count: z.number().int().min(0).max(52) }),
  z.strictObject({ type: z.literal('add'), card, move: z.string().max(100).optional() }),
  z.strictObject({ type: z.literal('take-back') }),
  z.strictObject({ type: z.literal('best') }),
  z.strictObject({ type: z.literal('attack') }),
  z.strictObject({ type: z.literal('bank'), card }),
  z.strictObject({ type: z.literal('discard'), card }),
  z.strictObject({ type: z.literal('search'), pay: z.array(card).min(1).max(52), ace: card, from: z.enum(['discard', 'draw']) }),
  z.strictObject({ type: z.literal('end-turn') }),
])

export const charactersApi = {
  /** Typo-tolerant over names, moves and texts; an empty query lists every character. */
  listCharacters: takes(z.strictObject({ query: z.string().max(200) })).answers<CharacterEntry[]>(),
  getCharacter: takes(z.strictObject({ id: characterId })).answers<CharacterSheet>(),
  checkCharacter: takes(z.strictObject({ sheet: sheetInput })).answers<CharacterProblem[]>(),
  /** `replacing`: the id of the sheet being edited, null for a new one. */
  saveCharacter: takes(z.strictObject({ sheet: sheetInput, replacing: characterId.nullable() })).answers<CharacterSave>(),
  deleteCharacter: takes(z.strictObject({ id: characterId })).answers<null>(),
  /** A character file read for the preview (`apply` false) or imported, all or nothing. */
  importCharacters: takes(
    z.strictObject({ fileName: z.string().min(1).max(260), text: z.string().max(16 * 1024 * 1024), apply: z.boolean() }),
  ).answers<CharacterImport>(),
  /** A character file of the sheets: JSON (the default) or CSV, one row per move. */
  exportCharacters: takes(z.strictObject({ ids: z.array(characterId).min(1).max(500), as: fileAs })).answers<DeckFile>(),
  /** The character file written where the player chose; null when the player cancelled. */
  saveCharacterFile: takes(z.strictObject({ ids: z.array(characterId).min(1).max(500), as: fileAs })).answers<{ path: string } | null>(),
  /** A labelled snapshot of a player's character (examples have none). */
  snapshotCharacter: takes(z.strictObject({ id: characterId, label: z.string().min(1).max(100) })).answers<CharacterVersion>(),
  /** Newest first. */
  listCharacterVersions: takes(z.strictObject({ id: characterId })).answers<CharacterVersion[]>(),
  /** What changed from the version to the sheet as it is now. */
  diffCharacterVersion: takes(z.strictObject({ versionId: deckId })).answers<SheetChange[]>(),
  /** The sheet as it was; the sheet it replaces is kept as a version first. */
  restoreCharacterVersion: takes(z.strictObject({ versionId: deckId })).answers<CharacterEntry>(),
  listTeams: takes(z.undefined()).answers<Team[]>(),
  /** A new team (id null) or a change to one: two characters by id. */
  saveTeam: takes(z.strictObject({ id: deckId.nullable(), name: z.string().min(1).max(100), members: z.tuple([characterId, characterId]) })).answers<Team>(),
  deleteTeam: takes(z.strictObject({ id: deckId })).answers<null>(),
  /** One page per character (two for a team); asks where to save; null when the player cancelled. */
  printCharacters: takes(z.strictObject({ ids: z.array(characterId).min(1).max(2), paper: z.enum(['a4', 'letter']), open: z.boolean() })).answers<{
    path: string
    pages: number
  } | null>(),
}

/** Solo play (shared/api/play.ts): a character's table against the goldfish, and its batch runs. */
export const ccPlay = playMethods<{
  startTable: CcTableView
  playMove: CcMoveResult
  undoMove: CcTablePlay
  tableState: CcTablePlay
  startRun: CcRunProgress
  stepRun: CcRunProgress
  runReport: CcReport
}>()('cc', { start: { id: characterId, seed, ...solo }, move: ccMove, viewer: {}, look: {}, run: { id: characterId, ...solo } })
