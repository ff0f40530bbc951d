// What goes inside a card box on a proxy sheet: the card's image fitted without stretching, a face drawn
// from the card's text when it has no image, and the card back. Boxes are in PDF points, origin bottom-left.
import { clip, endPath, type PDFFont, type PDFImage, type PDFPage, popGraphicsState, pushGraphicsState, rectangle, rgb, type RGB } from 'pdf-lib'
import type { Card, CardKind } from '../../../shared/card'
import { KIND_COLOURS } from '../../../shared/print'

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

export const MM = 72 / 25.4

const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.35, 0.35, 0.4)
const WHITE = rgb(1, 1, 1)

/** A '#rrggbb' colour for pdf-lib. */
function hex(colour: string): RGB {
  const n = Number.parseInt(colour.slice(1), 16)
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255)
}

const KIND_LABELS: Record<CardKind, string> = {
  capcom: 'Capcom character',
  snk: 'SNK character',
  action: 'Action',
  reaction: 'Reaction',
  arena: 'Arena',
}

export const ABILITY_SYMBOLS = { triangle: '▲', circle: '●', square: '■' } as const

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

/**
 * A face drawn from the card's text: a frame in the kind's colour (filling `face`, the bleed), the name,
 * number and rarity, BP and SP or the cost, the ability with its symbol, the text, and the Back-Up names.
 */
export function drawTextFace(page: PDFPage, card: Card, box: PtBox, face: PtBox, fonts: Fonts): void {
  const u = box.width / (63 * MM) // sizes follow the card's width, so smaller cards stay in proportion
  const colour = hex(KIND_COLOURS[card.kind])
  const band = 1.6 * MM * u
  page.drawRectangle({ ...face, color: colour })
  const inner = { x: box.x + band, y: box.y + band, width: box.width - 2 * band, height: box.height - 2 * band }
  page.drawRectangle({ ...inner, color: WHITE })

  const pad = 1.6 * MM * u
  const left = inner.x + pad
  const width = inner.width - 2 * pad
  let y = inner.y + inner.height - pad

  // Name, shrunk to fit one line; number and rarity under it.
  const nameSize = fitSize(card.name, fonts.bold, 10 * u, 6 * u, width)
  y -= nameSize
  page.drawText(ellipsize(card.name, fonts.bold, nameSize, width), { x: left, y, size: nameSize, font: fonts.bold, color: INK })
  y -= 9 * u
  const sub = [card.number, card.rarity, KIND_LABELS[card.kind]].filter(Boolean).join(' · ')
  page.drawText(ellipsize(sub, fonts.regular, 6.5 * u, width), { x: left, y, size: 6.5 * u, font: fonts.regular, color: MUTED })

  // The stats strip in the kind's colour.
  y -= 4 * u + 17 * u
  page.drawRectangle({ x: inner.x, y, width: inner.width, height: 17 * u, color: colour })
  const stats = card.bp !== null ? `BP ${card.bp}` : card.cost !== null ? `Cost ${card.cost} SP` : KIND_LABELS[card.kind]
  page.drawText(stats, { x: left, y: y + 5 * u, size: 11 * u, font: fonts.bold, color: WHITE })
  if (card.bp !== null && card.sp !== null) {
    const sp = `SP ${card.sp}`
    page.drawText(sp, { x: left + width - widthOf(fonts.bold, sp, 11 * u), y: y + 5 * u, size: 11 * u, font: fonts.bold, color: WHITE })
  }

  // Back-Up names at the bottom; the ability and text fill what is between.
  const bottom = inner.y + pad
  let backUpTop = bottom
  if (card.backups.length) {
    const lines = wrap(card.backups.map((b) => b.name).join(', '), fonts.regular, 7 * u, width).slice(0, 3)
    let by = bottom + (lines.length - 1) * 8.5 * u
    for (const line of lines) {
      page.drawText(line, { x: left, y: by, size: 7 * u, font: fonts.regular, color: INK })
      by -= 8.5 * u
    }
    backUpTop = bottom + lines.length * 8.5 * u
    page.drawText('Back-Up', { x: left, y: backUpTop + 1 * u, size: 6.5 * u, font: fonts.bold, color: colour })
    backUpTop += 10 * u
  }

  y -= 6 * u
  if (card.ability) {
    const symbol = card.ability.type ? `${ABILITY_SYMBOLS[card.ability.type]} ` : ''
    for (const line of wrap(`${symbol}${card.ability.name ?? 'Ability'}`, fonts.bold, 9 * u, width).slice(0, 2)) {
      y -= 10.5 * u
      page.drawText(line, { x: left, y, size: 9 * u, font: fonts.bold, color: INK })
    }
    y -= 4 * u
  }
  const text = card.ability?.text ?? card.text
  if (text) drawParagraph(page, text, { x: left, y: backUpTop, width, height: y - backUpTop }, fonts.regular, 9 * u)
}

/** The back: a dark field over the whole face area (bleed included) with a frame and the game's name. */
export function drawBack(page: PDFPage, box: PtBox, face: PtBox, fonts: Fonts): void {
  const u = box.width / (63 * MM)
  page.drawRectangle({ ...face, color: rgb(0.1, 0.13, 0.25) })
  const inset = 3 * MM * u
  page.drawRectangle({
    x: box.x + inset,
    y: box.y + inset,
    width: box.width - 2 * inset,
    height: box.height - 2 * inset,
    borderColor: rgb(0.85, 0.7, 0.3),
    borderWidth: 1.2 * u,
  })
  const lines = ['CARD', 'FIGHTERS']
  let y = box.y + box.height / 2 + 4 * u
  for (const line of lines) {
    const size = 16 * u
    const w = widthOf(fonts.bold, line, size)
    page.drawText(line, { x: box.x + (box.width - w) / 2, y, size, font: fonts.bold, color: rgb(0.95, 0.85, 0.5) })
    y -= 20 * u
  }
}

/** Text wrapped into the box from its top, shrunk (down to 5.5 pt) until it fits; cut with … if it never does. */
function drawParagraph(page: PDFPage, text: string, box: PtBox, font: PDFFont, size: number): void {
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
    page.drawText(line, { x: box.x, y, size, font, color: INK })
    y -= size * 1.2
  }
}

/**
 * A text's width at `size`. Measuring runs the font's shaping engine, the slowest step of a face, and a
 * deck repeats the same words and cards: widths at size 1 are kept per font and scaled.
 */
const widths = new WeakMap<PDFFont, Map<string, number>>()
function widthOf(font: PDFFont, text: string, size: number): number {
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
function fitSize(text: string, font: PDFFont, max: number, min: number, width: number): number {
  const natural = widthOf(font, text, max)
  return natural <= width ? max : Math.max(min, (max * width) / natural)
}

/** `text` cut with … to fit `width` at `size`. */
function ellipsize(text: string, font: PDFFont, size: number, width: number): string {
  if (widthOf(font, text, size) <= width) return text
  let end = text.length
  while (end > 0 && widthOf(font, `${text.slice(0, end)}…`, size) > width) end--
  return `${text.slice(0, end)}…`
}
