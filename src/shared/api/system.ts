// The app itself: the page reports an error it did not expect, and learns where the log is.
import { z } from 'zod'
import { takes } from './method'

export const systemApi = {
  /** An uncaught error or rejected promise in the page: main writes it to the log and answers the log's place (null without one). */
  reportError: takes(
    z.strictObject({ kind: z.enum(['error', 'rejection']), message: z.string().max(2_000), stack: z.string().max(20_000).optional() }),
  ).answers<{ log: string | null }>(),
}
