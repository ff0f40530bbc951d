// Playtesting a library deck besides its table and runs (shared/games/cfs/api.ts): draw odds.
import { z } from 'zod'
import { cardNumber, deckId, setId } from './fields'
import { takes } from './method'

export const playtestApi = {
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
