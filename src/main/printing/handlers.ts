// Printing's side of the contract: a deck's proxy PDF written off the main thread, its progress, cancel.
import type { Handlers } from '../../shared/api/method'
import type { printingApi } from '../../shared/api/printing'
import { invalid, refused } from '../../shared/errors'
import { choosePicture } from '../cards/chosen-picture'
import type { ImageStore } from '../cards/images'
import { printProblems, SHOP_BLEED } from '../../shared/print'
import { writeFileAtomic } from '../system/files'
import type { DeckLibrary } from '../decks/library'
import { type Desktop, needDesktop } from '../system/desktop'
import type { PrintJobs } from './print'

export function printingHandlers(s: { library: DeckLibrary; printing: PrintJobs; images: ImageStore }, desktop?: Desktop): Handlers<typeof printingApi> {
  /** The deck's name as a file name. */
  const fileNameOf = (deckId: number) =>
    s.library
      .get(deckId)
      .name.replace(/[\\/:*?"<>|]+/g, ' ')
      .trim() || 'deck'
  return {
    printDeck: async ({ deckId, options, open, back }) => {
      const problems = printProblems(options)
      if (problems.length) throw invalid(problems.join('; '), 'options')
      const desk = needDesktop(desktop)
      const file = await desk.chooseWhereToSave(`${fileNameOf(deckId)} proxies.pdf`, 'pdf')
      if (!file) return null
      return s.printing.start(deckId, options, file, open ? (saved) => desk.openFile(saved) : undefined, back ?? null)
    },
    chooseBackImage: async () => {
      const picture = await choosePicture(desktop, refused)
      return picture && s.images.put(picture.bytes, picture.name)
    },
    printProgress: ({ jobId }) => s.printing.progress(jobId),
    cancelPrint: ({ jobId }) => {
      s.printing.cancel(jobId)
      return null
    },
    saveShopFiles: async ({ deckId, options, dpi, per, guides, back }) => {
      const problems = printProblems(options)
      if (problems.length) throw invalid(problems.join('; '), 'options')
      const file = await needDesktop(desktop).chooseWhereToSave(`${fileNameOf(deckId)} print shop.zip`, 'zip')
      if (!file) return null
      const written = await s.printing.shopZip(deckId, options, { dpi, per, guides, card: options.card, bleed: SHOP_BLEED }, back)
      writeFileAtomic(file, written.zip)
      return { path: file, pictures: written.files.length, ...written.pixels }
    },
    copyDeckPicture: async ({ deckId }) => {
      const desk = needDesktop(desktop)
      if (!desk.writeClipboardImage) throw refused('this desktop has no clipboard for pictures')
      const picture = await s.printing.deckPicture(deckId)
      await desk.writeClipboardImage(picture.png)
      return { width: picture.width, height: picture.height }
    },
  }
}
