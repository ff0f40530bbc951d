// Printing proxies: a deck's PDF written off the main thread, its progress, cancel.
import { z } from 'zod'
import type { PrintProgress, ShopSaved } from '../print'
import { deckId, jobId, printOptions } from './fields'

/** A stored picture, by the hash of its file. */
const pictureHash = z.string().regex(/^[0-9a-f]{64}$/)
import { takes } from './method'

export const printingApi = {
  /**
   * Asks where to save, then writes the PDF off the main thread; `open`: open it when written; `back`: a stored
   * picture (chooseBackImage) printed as the card back.
   */
  /** null when the player cancelled the save dialog. */
  printDeck: takes(
    z.strictObject({ deckId, options: printOptions, open: z.boolean(), back: pictureHash.nullable().optional() }),
  ).answers<PrintProgress | null>(),
  /** Asks for a picture to print as the card back, stores it as every picture is stored, and answers its hash; null when cancelled. */
  chooseBackImage: takes(z.undefined()).answers<string | null>(),
  printProgress: takes(z.strictObject({ jobId })).answers<PrintProgress>(),
  cancelPrint: takes(z.strictObject({ jobId })).answers<null>(),
  /**
   * Asks where to save, then writes the print shop's zip: a PNG a card (or a copy) at `dpi` with 3 mm of bleed, the
   * back and the list; `back`: a stored picture as the back. null when the player cancelled the save dialog.
   */
  saveShopFiles: takes(
    z.strictObject({
      deckId,
      options: printOptions,
      dpi: z.union([z.literal(300), z.literal(600)]),
      per: z.enum(['card', 'copy']),
      guides: z.boolean(),
      back: pictureHash.nullable(),
    }),
  ).answers<ShopSaved | null>(),
  /** The visual deck drawn as one picture (each card once with its count), put on the clipboard; its size in pixels. */
  copyDeckPicture: takes(z.strictObject({ deckId })).answers<{ width: number; height: number }>(),
}
