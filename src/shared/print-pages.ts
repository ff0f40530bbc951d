// The pages of a proxy PDF and what sits where on each: the sheets of cards (each followed by its backs when
// printing duplex), then the decklist and calibration pages. The PDF writer draws these places and the print
// dialog's preview shows them, so the two cannot disagree. Millimetres from the page's top-left corner.
import { backBox, type Box, cornerMarks, cropMarks, faceBox, frontBox, perSheet, type PrintOptions, type SheetLayout } from './print'

/** A cut mark, [x1, y1, x2, y2]. */
export type Mark = [number, number, number, number]

/** The run of items printed on one sheet: items `first` to `first + count - 1`. */
export interface Sheet {
  index: number
  first: number
  count: number
}

export type PrintPage = { kind: 'front' | 'back'; sheet: Sheet } | { kind: 'decklist' } | { kind: 'calibration' }

/** One card's place on a page: `box` is the card, `face` what its face covers (the card and its bleed). */
export interface Place {
  /** The card's place in the grid, counted along rows; on a back page, the front place it is behind. */
  slot: number
  /** Which of the printed items it is. */
  item: number
  box: Box
  face: Box
}

/** The sheets that hold `items` cards, in print order. */
export function sheets(layout: SheetLayout, items: number): Sheet[] {
  const n = perSheet(layout)
  const out: Sheet[] = []
  for (let first = 0; first < items; first += n) out.push({ index: out.length, first, count: Math.min(n, items - first) })
  return out
}

/** Every page of the PDF, in order. */
export function printPages(layout: SheetLayout, options: PrintOptions, items: number): PrintPage[] {
  const pages: PrintPage[] = []
  for (const sheet of sheets(layout, items)) {
    pages.push({ kind: 'front', sheet })
    if (options.backs) pages.push({ kind: 'back', sheet })
  }
  if (options.decklist) pages.push({ kind: 'decklist' })
  if (options.calibration) pages.push({ kind: 'calibration' })
  return pages
}

/** The cards of a front sheet in their places. */
export function frontPlaces(layout: SheetLayout, options: PrintOptions, sheet: Sheet): Place[] {
  return Array.from({ length: sheet.count }, (_, slot) => ({
    slot,
    item: sheet.first + slot,
    box: frontBox(layout, slot),
    face: faceBox(layout, slot, options.bleed),
  }))
}

/** The backs of a sheet: each behind its card's face once the sheet is turned, moved by the back offset. */
export function backPlaces(layout: SheetLayout, options: PrintOptions, sheet: Sheet): Place[] {
  const { backs } = options
  if (!backs) return []
  return frontPlaces(layout, options, sheet).map((p) => ({ ...p, box: backBox(layout, p.box, backs), face: backBox(layout, p.face, backs) }))
}

/** The cut marks of a front sheet holding the cards at `boxes`. */
export function sheetMarks(layout: SheetLayout, options: PrintOptions, boxes: readonly Box[]): Mark[] {
  if (options.cutMarks === 'crop') return cropMarks(layout, options.bleed)
  if (options.cutMarks === 'corners') return boxes.flatMap((b) => cornerMarks(b, options.bleed))
  return []
}

/** What the calibration page asks of the player, under its title. */
export const CALIBRATION_NOTES = [
  'Print this page at 100% ("actual size", no "fit to page").',
  'Each bar must measure exactly 50 mm, and the outline the size of one card.',
  'If they do not, fix the printer\u2019s scaling before printing the sheets.',
] as const
