// Drawing on a PDF page with pdf-lib, for every game's faces and sheets: boxes in points, fonts, colours,
// pictures fitted without stretching, and text measured, wrapped and shrunk to fit.
import { clip, endPath, type PDFDocument, type PDFFont, type PDFImage, type PDFPage, popGraphicsState, pushGraphicsState, rectangle, rgb, type RGB } from 'pdf-lib'

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
  const scan = Math.abs(image.width / image.height / (card.width / card.height) - 1) <= 0.1
  const fit = scan ? Math.max : Math.min
  const scale = fit(face.width / image.width, face.height / image.height)
  const width = image.width * scale
  const height = image.height * scale
  page.pushOperators(pushGraphicsState(), rectangle(face.x, face.y, face.width, face.height), clip(), endPath())
  page.drawImage(image, { x: face.x + (face.width - width) / 2, y: face.y + (face.height - height) / 2, width, height })
  page.pushOperators(popGraphicsState())
}

/** Text wrapped into the box from its top, shrunk (down to 5.5 pt) until it fits; cut with … if it never does. */
export function drawParagraph(page: PDFPage, text: string, box: PtBox, font: PDFFont, size: number, color: RGB = rgb(0.1, 0.1, 0.12)): void {
  let lines: string[] = []
  for (let s = size; s >= 5.5; s -= 0.5) {
    size = s
    lines = wrap(text, font, s, box.width)
    if (lines.length * s * 1.2 <= box.height) break
  }
  const fits = Math.max(0, Math.floor(box.height / (size * 1.2)))
  if (lines.length > fits) lines = [...lines.slice(0, Math.max(0, fits - 1)), ellipsize(`${lines[fits - 1] ?? ''}…`, font, size, box.width)].slice(0, fits)
  let y = box.y + box.height - size
  for (const line of lines) {
    page.drawText(line, { x: box.x, y, size, font, color })
    y -= size * 1.2
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

/** Greedy word wrap at `width`; a word longer than a line is broken. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (widthOf(font, candidate, size) <= width) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = word
    while (widthOf(font, line, size) > width && line.length > 1) {
      let cut = line.length - 1
      while (cut > 1 && widthOf(font, line.slice(0, cut), size) > width) cut--
      lines.push(line.slice(0, cut))
      line = line.slice(cut)
    }
  }
  if (line) lines.push(line)
  return lines
}

/** The largest size from `max` down to `min` at which `text` fits `width` on one line. */
export function fitSize(text: string, font: PDFFont, max: number, min: number, width: number): number {
  const natural = widthOf(font, text, max)
  return natural <= width ? max : Math.max(min, (max * width) / natural)
}

/** `text` cut with … to fit `width` at `size`. */
export function ellipsize(text: string, font: PDFFont, size: number, width: number): string {
  if (widthOf(font, text, size) <= width) return text
  let end = text.length
  while (end > 0 && widthOf(font, `${text.slice(0, end)}…`, size) > width) end--
  return `${text.slice(0, end)}…`
}
