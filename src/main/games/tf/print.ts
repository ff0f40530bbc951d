// A Table Fighter character printed true size: its seven cards (the six basic cards in the saved order, then the
// super) on the same sheets as Card Fighters Special proxies, with the same options (paper, card size, gap, bleed,
// cut marks, outline, backs and their offset, the calibration page). Faces are drawn from the cards' text.
// Pure: fonts come in as bytes, the PDF goes out, the same bytes for the same character and options.
import { invalid } from '../../../shared/errors'
import { printProblems, type PrintOptions, type SheetLayout } from '../../../shared/print'
import { embedFonts, type FontFiles, MM } from '../../core/draw'
import { drawCalibration, drawSheets, newDocument } from '../../game-kit/sheets'
import type { TfCard, TfCharacter } from './character'
import { drawTfBack, drawTfFace, symbolsOf } from './faces'

/** pdf-lib would stamp the time of writing; a fixed date keeps the bytes the same. */
const FIXED_DATE = new Date(Date.UTC(2000, 0, 1))

export interface TfPrinted {
  pdf: Uint8Array
  pages: number
  /** Cards printed (seven for a legal character). */
  cards: number
  layout: SheetLayout
}

/**
 * The cards in print order: the basic cards in the saved order (top of the deck first), any basic card the order
 * does not name after them as listed, then the super. Every card of the character is printed once.
 */
export function printOrder(character: TfCharacter): TfCard[] {
  const basics = character.cards.filter((card) => !card.super)
  const left = [...basics]
  const ordered: TfCard[] = []
  for (const name of character.order) {
    const at = left.findIndex((card) => card.name === name)
    if (at >= 0) ordered.push(...left.splice(at, 1))
  }
  return [...ordered, ...left, ...character.cards.filter((card) => card.super)]
}

/** The PDF of `character`'s cards. `options.strikers` and `options.decklist` are deck options and do nothing here. */
export async function writeTfCards(character: TfCharacter, options: PrintOptions, fontFiles: FontFiles): Promise<TfPrinted> {
  const problems = printProblems(options)
  if (problems.length) throw invalid(problems.join('; '), 'options')
  const cards = printOrder(character)
  if (cards.length === 0) throw invalid(`${character.name || character.id} has no card to print`, 'character')
  const doc = await newDocument(`${character.name} — Table Fighter cards`)
  doc.setProducer('Ringside')
  doc.setCreationDate(FIXED_DATE)
  doc.setModificationDate(FIXED_DATE)
  const fonts = await embedFonts(doc, fontFiles)
  const symbolOf = symbolsOf(character)
  const layout = await drawSheets(doc, options, cards, {
    front: (page, card, box, face) => drawTfFace(page, card, box, face, fonts, symbolOf),
    back: (page, box, face) => drawTfBack(page, box, face, fonts, character.name),
  })
  if (options.calibration) drawCalibration(doc.addPage([layout.page.width * MM, layout.page.height * MM]), layout, fonts)
  return { pdf: await doc.save(), pages: doc.getPageCount(), cards: cards.length, layout }
}
