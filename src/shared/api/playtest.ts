// Playtesting: the solo table, batch runs, draw odds.
import { z } from 'zod'
import type { MoveResult, RunProgress, TablePlay, TableView } from '../playtest'
import { cardNumber, deckId, hp, move, seed, setId } from './fields'
import { takes } from './method'

export const playtestApi = {
  startGame: takes(z.strictObject({ deckId, seed: seed, first: z.boolean(), hp: hp.optional(), strikerTarget: z.boolean().optional() })).answers<TableView>(),
  playMove: takes(z.strictObject({ gameId: deckId, move })).answers<MoveResult>(),
  undoMove: takes(z.strictObject({ gameId: deckId })).answers<TablePlay>(),
  /** Main plays the whole run on a worker thread and tells the page each step (shared/runs.ts); answers at the first. */
  startRun: takes(
    z.strictObject({
      deckId,
      games: z.number().int().min(1).max(1_000_000),
      seed,
      first: z.boolean(),
      hp: hp.optional(),
      strikerTarget: z.boolean().optional(),
    }),
  ).answers<RunProgress>(),
  /** How far a run has got, answered at its next step: for a caller that does not hear the run's news. */
  stepRun: takes(z.strictObject({ runId: deckId })).answers<RunProgress>(),
  cancelRun: takes(z.strictObject({ runId: deckId })).answers<null>(),
  /** "…and at least N of these": a second, separate group of cards. */
  drawOdds: takes(
    z.strictObject({
      deckId,
      cards: z
        .array(z.strictObject({ set: setId, number: cardNumber }))
        .min(1)
        .max(100),
      atLeast: z.number().int().min(0).max(60),
      draws: z.number().int().min(1).max(1000),
      redraw: z.boolean(),
      also: z
        .strictObject({
          cards: z
            .array(z.strictObject({ set: setId, number: cardNumber }))
            .min(1)
            .max(100),
          atLeast: z.number().int().min(0).max(60),
        })
        .optional(),
    }),
  ).answers<{ probability: number; size: number; targets: number }>(),
}
