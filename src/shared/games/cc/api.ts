// Capcom Crossovers' side of the contract: its part of the character protocol (the list and search, the sheet
// editor's checks and saves, character files, printed sheets) with versions and teams, and of the play protocol
// (solo tables and batch runs).
import { z } from 'zod'
import type { CcMove, CcMoveResult, CcReport, CcRunProgress, CcTablePlay, CcTableView } from './table'
import type { CcDuelMove, CcDuelView, CcRecordSteps } from './duel'
import { MAX_RECORD_BYTES } from '../../game-records'
import { sheetInput, type CharacterSheet } from './sheet'
import type { CharacterEntry, CharacterProblem, CharacterSave, CharacterVersion, SheetChange, Team } from '../../characters'
import { characterId, characterMethods } from '../../api/characters'
import { deckId, seed } from '../../api/fields'
import { takes } from '../../api/method'
import { playMethods, suggestMethod } from '../../api/play'

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

export const ccCharacters = characterMethods<{ listed: CharacterEntry; character: CharacterSheet; problem: CharacterProblem; save: CharacterSave }>()(
  'cc',
  sheetInput,
  /** One page per character (two for a team). */
  { ids: z.array(characterId).min(1).max(2), paper: z.enum(['a4', 'letter']) },
)

const cc = { game: z.literal('cc') }

/** What only Capcom Crossovers' characters have: versions of a sheet, and tag teams. */
export const ccVersionsAndTeams = {
  /** A labelled snapshot of a player's character (examples have none). */
  snapshotCharacter: takes(z.strictObject({ ...cc, id: characterId, label: z.string().min(1).max(100) })).answers<CharacterVersion>(),
  /** Newest first. */
  listCharacterVersions: takes(z.strictObject({ ...cc, id: characterId })).answers<CharacterVersion[]>(),
  /** What changed from the version to the sheet as it is now. */
  diffCharacterVersion: takes(z.strictObject({ ...cc, versionId: deckId })).answers<SheetChange[]>(),
  /** The sheet as it was; the sheet it replaces is kept as a version first. */
  restoreCharacterVersion: takes(z.strictObject({ ...cc, versionId: deckId })).answers<CharacterEntry>(),
  listTeams: takes(z.strictObject(cc)).answers<Team[]>(),
  /** A new team (id null) or a change to one: two characters by id. */
  saveTeam: takes(
    z.strictObject({ ...cc, id: deckId.nullable(), name: z.string().min(1).max(100), members: z.tuple([characterId, characterId]) }),
  ).answers<Team>(),
  deleteTeam: takes(z.strictObject({ ...cc, id: deckId })).answers<null>(),
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

/** The move the goldfish's policy would make next at the solo table. */
export const ccSuggest = suggestMethod<CcMove>()('cc', {})

const anyCard = z.string().regex(/^((10|[2-9JQKA])[SHDC]|X)$/, 'must be a card written like 4S, 10C, QH, or X for a joker')
const cards = z.array(anyCard).max(20)

/** A move of the game for two, checked field by field before the engine sees it. */
const ccDuelMove = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('mulligan') }),
  z.strictObject({ type: z.literal('keep') }),
  z.strictObject({ type: z.literal('draw'), count: z.number().int().min(0).max(54) }),
  z.strictObject({ type: z.literal('block'), card: anyCard }),
  z.strictObject({ type: z.literal('attack'), cards, move: z.string().max(100).optional() }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('take') }),
  z.strictObject({ type: z.literal('dodge') }),
  z.strictObject({ type: z.literal('counter'), cards, move: z.string().max(100).optional() }),
  z.strictObject({ type: z.literal('variable-counter'), move: z.string().max(100).optional() }),
  z.strictObject({ type: z.literal('tech'), cards }),
  z.strictObject({ type: z.literal('combo'), cards, named: z.record(z.string().regex(/^\d{1,2}$/), z.string().max(100)).optional() }),
  z.strictObject({ type: z.literal('shot'), cards, move: z.string().max(100).optional() }),
  z.strictObject({ type: z.literal('bank'), card: anyCard }),
  z.strictObject({ type: z.literal('discard'), card: anyCard }),
  z.strictObject({ type: z.literal('search'), pay: z.array(anyCard).min(1).max(54), ace: anyCard, from: z.enum(['discard', 'draw']) }),
  z.strictObject({ type: z.literal('tag'), cards }),
  z.strictObject({ type: z.literal('recover'), card: anyCard }),
  z.strictObject({ type: z.literal('joker-back'), pay: z.array(anyCard).min(1).max(54) }),
  z.strictObject({ type: z.literal('end-turn') }),
]) satisfies z.ZodType<CcDuelMove>

const seatName = z.enum(['A', 'B'])
const duelId = z.number().int().positive()
const looking = { duelId, viewer: seatName }
const side = z.array(characterId).min(1).max(2)

/**
 * Capcom Crossovers for two at the table: two characters or two tag teams, hot seat or against the computer; every
 * move checked by main, each player seeing only their own hand.
 */
export const ccDuel = {
  startCcDuel: takes(
    z.strictObject({
      a: side,
      b: side,
      seed,
      first: seatName,
      computer: z.strictObject({ seat: seatName, policy: z.enum(['random', 'greedy', 'search']) }).nullable(),
    }),
  ).answers<CcDuelView>(),
  ccDuelMove: takes(z.strictObject({ ...looking, move: ccDuelMove })).answers<{ ok: true; view: CcDuelView } | { ok: false; reason: string }>(),
  undoCcDuel: takes(z.strictObject(looking)).answers<CcDuelView>(),
  ccDuelState: takes(z.strictObject(looking)).answers<CcDuelView>(),
  /** A game record (or its share code) read and played through, to step back and forth in; both hands are shown. */
  ccOpenRecord: takes(z.strictObject({ text: z.string().max(MAX_RECORD_BYTES) })).answers<CcRecordSteps>(),
  ccRecordStep: takes(z.strictObject({ replayId: duelId, at: z.number().int().min(0).max(100_000) })).answers<CcDuelView>(),
}
