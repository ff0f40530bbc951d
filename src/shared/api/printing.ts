// Printing proxies: a deck's PDF written off the main thread, its progress, cancel.
import { z } from 'zod'
import type { PrintProgress } from '../print'
import { deckId, jobId, printOptions } from './fields'
import { takes } from './method'

export const printingApi = {
  /** Asks where to save, then writes the PDF off the main thread; `open`: open it when written. */
  /** null when the player cancelled the save dialog. */
  printDeck: takes(z.strictObject({ deckId, options: printOptions, open: z.boolean() })).answers<PrintProgress | null>(),
  printProgress: takes(z.strictObject({ jobId })).answers<PrintProgress>(),
  cancelPrint: takes(z.strictObject({ jobId })).answers<null>(),
}
