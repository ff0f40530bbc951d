// The printed sheet every game's true-size cards share: a new PDF, sheets of cards laid out by the print options
// (paper, card size, gap, bleed, cut marks, outline, duplex backs), the calibration page.
// pdf-lib loads with this module: only what draws a PDF imports it (start-up never does).
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib'
import { type Box, layoutSheet, type PrintOptions, type SheetLayout } from '../../shared/print'
import { backPlaces, CALIBRATION_NOTES, frontPlaces, type Mark, sheetMarks, sheets } from '../../shared/print-pages'
import { type Fonts, MM, type PtBox } from '../core/draw'

const MARK = rgb(0, 0, 0)
const OUTLINE = rgb(0.25, 0.25, 0.25)

/** An empty PDF with its title, ready for the embedded fonts. */
export async function newDocument(title: string): Promise<PDFDocument> {
  const doc = await PDFDocument.create()
  // fontkit is loaded when a PDF is written: it takes a tenth of a second that nothing else needs.
  doc.registerFontkit((await import('@pdf-lib/fontkit')).default)
  doc.setTitle(title)
  doc.setCreator('Ringside')
  return doc
}

/** What a sheet of true-size cards draws: an item's face in its place, and the card back behind it. */
export interface SheetDrawing<T> {
  front(page: PDFPage, item: T, box: PtBox, face: PtBox): void | Promise<void>
  /** `item`: the one whose back it is. */
  back(page: PDFPage, box: PtBox, face: PtBox, item: T): void | Promise<void>
}

/**
 * The sheets of `items` laid out by `options` (paper, card size, gap, bleed, cut marks, outline), each sheet
 * followed by its backs when printing duplex. Every game's true-size cards go through here.
 */
export async function drawSheets<T>(
  doc: PDFDocument,
  options: PrintOptions,
  items: readonly T[],
  drawing: SheetDrawing<T>,
  onProgress?: (done: number, total: number) => void,
): Promise<SheetLayout> {
  const layout = layoutSheet(options)
  for (const sheet of sheets(layout, items.length)) {
    const page = doc.addPage([layout.page.width * MM, layout.page.height * MM])
    const places = frontPlaces(layout, options, sheet)
    drawMarks(
      page,
      layout,
      sheetMarks(
        layout,
        options,
        places.map((p) => p.box),
      ),
    )
    for (const place of places) {
      const box = pt(layout, place.box)
      await drawing.front(page, items[place.item], box, pt(layout, place.face))
      if (options.outline) page.drawRectangle({ ...box, borderColor: OUTLINE, borderWidth: 0.25 })
      onProgress?.(place.item + 1, items.length)
    }
    if (options.backs) {
      const back = doc.addPage([layout.page.width * MM, layout.page.height * MM])
      for (const place of backPlaces(layout, options, sheet)) await drawing.back(back, pt(layout, place.box), pt(layout, place.face), items[place.item])
    }
  }
  return layout
}

/** A box in millimetres from the page's top-left corner, as PDF points from its bottom-left. */
function pt(layout: SheetLayout, b: Box): PtBox {
  return { x: b.x * MM, y: (layout.page.height - b.y - b.height) * MM, width: b.width * MM, height: b.height * MM }
}

/** Drawn before the faces, so a corner mark that reaches into a neighbour's bleed stays under it. */
function drawMarks(page: PDFPage, layout: SheetLayout, lines: readonly Mark[]): void {
  for (const [x1, y1, x2, y2] of lines) {
    const h = layout.page.height
    page.drawLine({ start: { x: x1 * MM, y: (h - y1) * MM }, end: { x: x2 * MM, y: (h - y2) * MM }, thickness: 0.5, color: MARK })
  }
}

/** A 50 mm ruler each way and a card outline, to check that the printer prints at 100%. */
export function drawCalibration(page: PDFPage, layout: SheetLayout, fonts: Fonts): void {
  const h = layout.page.height
  const left = 25
  const top = 30
  page.drawText('Calibration', { x: left * MM, y: (h - top) * MM, size: 16, font: fonts.bold })
  CALIBRATION_NOTES.forEach((text, i) => page.drawText(text, { x: left * MM, y: (h - top - 8 - i * 5.5) * MM, size: 10, font: fonts.regular }))

  // Horizontal ruler: a 50 mm bar with a tick each millimetre, longer each 5 and 10.
  const rulerY = top + 35
  page.drawRectangle({ x: left * MM, y: (h - rulerY - 0.6) * MM, width: 50 * MM, height: 0.6 * MM, color: MARK })
  for (let mm = 0; mm <= 50; mm++) {
    const length = mm % 10 === 0 ? 5 : mm % 5 === 0 ? 3.5 : 2
    page.drawLine({
      start: { x: (left + mm) * MM, y: (h - rulerY) * MM },
      end: { x: (left + mm) * MM, y: (h - rulerY + length) * MM },
      thickness: 0.3,
      color: MARK,
    })
    if (mm % 10 === 0) page.drawText(String(mm), { x: (left + mm) * MM - 3, y: (h - rulerY + 6.5) * MM, size: 7, font: fonts.regular })
  }
  page.drawText('50 mm', { x: (left + 53) * MM, y: (h - rulerY - 0.6) * MM, size: 9, font: fonts.bold })

  // Vertical ruler.
  const vx = left + 75
  const vTop = rulerY - 5
  page.drawRectangle({ x: vx * MM, y: (h - vTop - 50) * MM, width: 0.6 * MM, height: 50 * MM, color: MARK })
  for (let mm = 0; mm <= 50; mm++) {
    const length = mm % 10 === 0 ? 5 : mm % 5 === 0 ? 3.5 : 2
    page.drawLine({
      start: { x: (vx + 0.6) * MM, y: (h - vTop - mm) * MM },
      end: { x: (vx + 0.6 + length) * MM, y: (h - vTop - mm) * MM },
      thickness: 0.3,
      color: MARK,
    })
  }
  page.drawText('50 mm', { x: (vx + 7) * MM, y: (h - vTop - 26) * MM, size: 9, font: fonts.bold })

  // One card's outline at the print size.
  const cardTop = rulerY + 30
  page.drawRectangle({
    x: left * MM,
    y: (h - cardTop - layout.card.height) * MM,
    width: layout.card.width * MM,
    height: layout.card.height * MM,
    borderColor: MARK,
    borderWidth: 0.5,
  })
  page.drawText(`${layout.card.width} × ${layout.card.height} mm`, { x: (left + 3) * MM, y: (h - cardTop - 8) * MM, size: 10, font: fonts.regular })
}
