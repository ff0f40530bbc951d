// Card Fighters Special's side of the play protocol (shared/api/play.ts): the solo table over a library deck and the
// goldfish's batch runs.
import { z } from 'zod'
import type { GoldfishReport, Move, MoveResult, RunProgress, TablePlay, TableView } from '../../playtest'
import { deckId, hp, move, seed } from '../../api/fields'
import { playMethods, suggestMethod } from '../../api/play'

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
