// Card Fighters Special's side of the play protocol (shared/api/play.ts): the solo table over a library deck and the
// goldfish's batch runs.
import { z } from 'zod'
import type { GoldfishReport, MoveResult, RunProgress, TablePlay, TableView } from '../../playtest'
import { deckId, hp, move, seed } from '../../api/fields'
import { playMethods } from '../../api/play'

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
