// Drawing on a PDF page with pdf-lib, for every game's faces and sheets: boxes in points, fonts, colours,
// pictures fitted without stretching, and text measured, wrapped and shrunk to fit.
import {
  clip,
  endPath,
  type PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  type RGB,
} from 'pdf-lib'
import { isCardScan } from '../../shared/print'
import * as fit from '../../shared/text-fit'

export interface PtBox {
  x: number
  y: number
  width: number
  height: number
}

export interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

/** The font files a PDF embeds: DejaVu Sans, regular and bold, as loadFonts reads them. */
export interface FontFiles {
  regular: Uint8Array
  bold: Uint8Array
}

/** Embeds both fonts, subset to the glyphs drawn; the document has fontkit registered. */
export async function embedFonts(doc: PDFDocument, files: FontFiles): Promise<Fonts> {
  return { regular: await doc.embedFont(files.regular, { subset: true }), bold: await doc.embedFont(files.bold, { subset: true }) }
}

export const MM = 72 / 25.4

/** A '#rrggbb' colour for pdf-lib. */
export function hex(colour: string): RGB {
  const n = Number.parseInt(colour.slice(1), 16)
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255)
}

/**
 * The card's image on its face, never stretched. A card scan (within 10% of the card's proportions) covers
 * the whole face, bleed included, its overflow clipped; any other picture is fitted inside and centred.
 */
export function drawImageFace(page: PDFPage, image: PDFImage, card: PtBox, face: PtBox): void {
  const scale = (isCardScan(image, card) ? Math.max : Math.min)(face.width / image.width, face.height / image.height)
  const width = image.width * scale
  const height = image.height * scale
  page.pushOperators(pushGraphicsState(), rectangle(face.x, face.y, face.width, face.height), clip(), endPath())
  page.drawImage(image, { x: face.x + (face.width - width) / 2, y: face.y + (face.height - height) / 2, width, height })
  page.pushOperators(popGraphicsState())
}

/** Text wrapped into the box from its top, shrunk (down to 5.5 pt) until it fits; cut with … if it never does. */
export function drawParagraph(page: PDFPage, text: string, box: PtBox, font: PDFFont, size: number, color: RGB = rgb(0.1, 0.1, 0.12)): void {
  const fitted = fit.fitParagraph(text, measureWith(font), size, box)
  let y = box.y + box.height - fitted.size
  for (const line of fitted.lines) {
    page.drawText(line, { x: box.x, y, size: fitted.size, font, color })
    y -= fitted.size * fit.LEADING
  }
}

/**
 * A text's width at `size`. Measuring runs the font's shaping engine, the slowest step of a face, and a
 * deck repeats the same words and cards: widths at size 1 are kept per font and scaled.
 */
const widths = new WeakMap<PDFFont, Map<string, number>>()
export function widthOf(font: PDFFont, text: string, size: number): number {
  let known = widths.get(font)
  if (!known) widths.set(font, (known = new Map()))
  let width = known.get(text)
  if (width === undefined) known.set(text, (width = font.widthOfTextAtSize(text, 1)))
  return width * size
}

/** Measuring with `font`, for the text fitting shared with the page. */
export const measureWith =
  (font: PDFFont): fit.Width =>
  (text, size) =>
    widthOf(font, text, size)

/** Greedy word wrap at `width`; a word longer than a line is broken. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  return fit.wrapText(text, measureWith(font), size, width)
}

/** The largest size from `max` down to `min` at which `text` fits `width` on one line. */
export function fitSize(text: string, font: PDFFont, max: number, min: number, width: number): number {
  return fit.fitSize(text, measureWith(font), max, min, width)
}

/** `text` cut with … to fit `width` at `size`. */
export function ellipsize(text: string, font: PDFFont, size: number, width: number): string {
  return fit.ellipsize(text, measureWith(font), size, width)
}

/** How a game's card back looks: the field's colour, the frame's, the title's ink and lines, and how far above the middle the title starts (mm at 63 mm wide). */
export interface BackLook {
  field: RGB
  frame: RGB
  ink: RGB
  title: readonly string[]
  top: number
}

/**
 * A card back: a dark field over the whole face area (bleed included), a frame inset 3 mm, and the title's lines
 * centred. Answers the scale of the card (1 at 63 mm wide), the frame's inset and where a line under the title goes.
 */
export function drawCardBack(page: PDFPage, box: PtBox, face: PtBox, fonts: Fonts, look: BackLook): { u: number; inset: number; y: number } {
  const u = box.width / (63 * MM)
  page.drawRectangle({ ...face, color: look.field })
  const inset = 3 * MM * u
  page.drawRectangle({
    x: box.x + inset,
    y: box.y + inset,
    width: box.width - 2 * inset,
    height: box.height - 2 * inset,
    borderColor: look.frame,
    borderWidth: 1.2 * u,
  })
  let y = box.y + box.height / 2 + look.top * u
  for (const line of look.title) {
    const size = 16 * u
    page.drawText(line, { x: box.x + (box.width - widthOf(fonts.bold, line, size)) / 2, y, size, font: fonts.bold, color: look.ink })
    y -= 20 * u
  }
  return { u, inset, y }
}
