// Card Fighters Special's side of the play protocol (shared/api/play.ts): the solo table over a library deck and the
// goldfish's batch runs.
import { z } from 'zod'
import type { GoldfishReport, Move, MoveResult, RunProgress, TablePlay, TableView } from '../../playtest'
import { deckId, handIndex, hp, jobId, move, seed, slot } from '../../api/fields'
import { takes } from '../../api/method'
import { DUEL_POLICIES, MAX_RECORD_BYTES, type DuelMove, type DuelRunProgress, type DuelView, type RecordSteps } from './duel'
import { playMethods, suggestMethod } from '../../api/play'
import { MAX_MEASURED, MIN_TUNE_GAMES, type TuneProgress } from './tune'

const solo = { first: z.boolean(), hp: hp.optional(), strikerTarget: z.boolean().optional() }

export const cfsPlay = playMethods<{
  startTable: TableView
  playMove: MoveResult
  undoMove: TablePlay
  tableState: TablePlay
  startRun: RunProgress
  stepRun: RunProgress
  runReport: GoldfishReport
}>()('cfs', { start: { deckId, seed, ...solo }, move, viewer: {}, look: {}, run: { deckId, ...solo } })

/** The move the simulator would play next at the solo table. */
export const cfsSuggest = suggestMethod<Move>()('cfs', {})

const seatName = z.enum(['A', 'B'])
const target = z.strictObject({ seat: z.union([z.literal(0), z.literal(1)]), slot })
const on = z.array(target).max(6).optional()

/** A move at the table for two, checked field by field before the engine sees it. */
const duelMove = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('place'), hand: handIndex, slot }),
  z.strictObject({ type: z.literal('backup'), hand: handIndex, slot }),
  z.strictObject({ type: z.literal('action'), hand: handIndex, on }),
  z.strictObject({ type: z.literal('arena'), hand: handIndex }),
  z.strictObject({ type: z.literal('striker'), striker: handIndex, at: slot }),
  z.strictObject({ type: z.literal('square'), slot, on }),
  z.strictObject({ type: z.literal('attack'), slot }),
  z.strictObject({ type: z.literal('union'), slots: z.array(slot).min(2).max(3) }),
  z.strictObject({ type: z.literal('react'), hand: handIndex, on }),
  z.strictObject({ type: z.literal('counter'), slot }),
  z.strictObject({ type: z.literal('striker-defends'), striker: handIndex }),
  z.strictObject({ type: z.literal('take') }),
  z.strictObject({ type: z.literal('end') }),
]) satisfies z.ZodType<DuelMove>

const duelId = z.number().int().positive()
const looking = { duelId, viewer: seatName }

/**
 * Card Fighters Special for two at the table: two library decks, hot seat or against the computer; every move
 * checked by main, each player seeing only their own hand.
 */
export const cfsDuel = {
  startDuel: takes(
    z.strictObject({
      deckA: deckId,
      deckB: deckId,
      seed,
      first: seatName,
      computer: z.strictObject({ seat: seatName, policy: z.enum(DUEL_POLICIES) }).nullable(),
    }),
  ).answers<DuelView>(),
  duelMove: takes(z.strictObject({ ...looking, move: duelMove })).answers<{ ok: true; view: DuelView } | { ok: false; reason: string }>(),
  undoDuel: takes(z.strictObject(looking)).answers<DuelView>(),
  duelState: takes(z.strictObject(looking)).answers<DuelView>(),
  /** A game record (or its share code) read and played through, to step back and forth in; both hands are shown. */
  openRecord: takes(z.strictObject({ text: z.string().max(MAX_RECORD_BYTES), fileName: z.string().max(260).optional() })).answers<RecordSteps>(),
  recordStep: takes(z.strictObject({ replayId: duelId, at: z.number().int().min(0).max(100_000) })).answers<DuelView>(),
  /** A record file the player picks (a .record.txt, or a file holding a share code), opened as openRecord does; null when cancelled. */
  openRecordFile: takes(z.strictObject({})).answers<RecordSteps | null>(),
  /** The game's record saved to a file the player picks; null when cancelled. */
  saveRecordFile: takes(z.strictObject({ text: z.string().max(MAX_RECORD_BYTES) })).answers<{ path: string } | null>(),
  /** A record as a share code (`RR1-…`), which openRecord takes in place of the record. */
  recordCode: takes(z.strictObject({ text: z.string().max(MAX_RECORD_BYTES) })).answers<string>(),
  /** Deck against deck (a library deck, or a deck of the gauntlet), N seeded games or matches, on worker threads. */
  startDuelRun: takes(
    z.strictObject({
      deckA: deckId,
      deckB: z.union([deckId, z.strictObject({ gauntlet: z.number().int().min(0).max(20) })]),
      games: z.number().int().min(1).max(100_000),
      seed,
      policies: z.strictObject({ a: z.enum(DUEL_POLICIES), b: z.enum(DUEL_POLICIES) }),
      bestOf: z.union([z.literal(1), z.literal(3)]),
    }),
  ).answers<DuelRunProgress>(),
  cancelDuelRun: takes(z.strictObject({ runId: jobId })).answers<null>(),
  /** The gauntlet's reference decks, by name and plan. */
  listGauntlet: takes(z.undefined()).answers<{ name: string; plan: string }[]>(),
}

/** A library deck's tune (docs/tuning.md): every swap of a pool measured on the same games as the deck, on a worker thread. */
export const cfsTune = {
  startTune: takes(
    z.strictObject({
      deckId,
      goal: z.enum(['goldfish', 'matchup', 'gauntlet']),
      /** The library deck a matchup is played against. */
      against: deckId.optional(),
      pool: z.enum(['catalogue', 'collection']),
      games: z.number().int().min(MIN_TUNE_GAMES).max(100_000),
      seed,
      /** The most swaps measured on every game; more are screened first. */
      measure: z.number().int().min(1).max(MAX_MEASURED),
    }),
  ).answers<TuneProgress>(),
  cancelTune: takes(z.strictObject({ runId: jobId })).answers<null>(),
}
