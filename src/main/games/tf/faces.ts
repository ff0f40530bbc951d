// A Table Fighter card on a true-size sheet, drawn from its text: a frame in its type's colour, the type's symbol
// and name, the card's name, damage (large) and speed, the win, lose and combo boxes, the charge effect, and
// SUPER on the super; and the card back. Boxes are in PDF points, origin bottom-left.
import { type PDFFont, type PDFPage, rgb, type RGB } from 'pdf-lib'
import { drawCardBack, drawParagraph, ellipsize, fitSize, type Fonts, hex, MM, type PtBox, widthOf, wrap } from '../../core/draw'
import { bonusText, KNOWN_TYPES, type TfCard, type TfCharacter } from './character'

const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.35, 0.35, 0.4)
const WHITE = rgb(1, 1, 1)
const PANEL = rgb(0.95, 0.95, 0.96)
const GOLD = hex('#c9a227')

/** Each known type's frame colour; a character's own types are grey. */
const TYPE_COLOURS: Record<string, string> = {
  Strike: '#c0392b',
  Throw: '#2e8b57',
  Block: '#2c5aa0',
  Projectile: '#7d3c98',
  Jump: '#17869e',
  'Anti-Air': '#c46a12',
  Super: '#a8861b',
}
const OTHER_COLOUR = '#5d6470'

/** The symbol each type name shows in the boxes: the character's own types first, then the known ones. */
export type SymbolOf = (type: string) => string

export function symbolsOf(character: TfCharacter): SymbolOf {
  const symbols = new Map<string, string>()
  for (const card of character.cards) if (!symbols.has(card.type.name) && card.type.symbol) symbols.set(card.type.name, card.type.symbol)
  for (const type of KNOWN_TYPES) if (!symbols.has(type.name)) symbols.set(type.name, type.symbol)
  return (type) => symbols.get(type) ?? ''
}

/** What the font can draw of `text`: a symbol it has no glyph for is shown as its type's first letter instead. */
const charsets = new WeakMap<PDFFont, Set<number>>()
function drawable(font: PDFFont, text: string): boolean {
  let set = charsets.get(font)
  if (!set) charsets.set(font, (set = new Set(font.getCharacterSet())))
  for (const char of text) if (!set.has(char.codePointAt(0)!)) return false
  return true
}

function shownSymbol(font: PDFFont, symbol: string, name: string): string {
  const trimmed = symbol.trim()
  if (trimmed && drawable(font, trimmed)) return trimmed
  return (name.trim()[0] ?? '?').toUpperCase()
}

/** Text with any character the font cannot draw replaced by '?', so no empty box is printed. */
function safe(font: PDFFont, text: string): string {
  if (drawable(font, text)) return text
  return [...text].map((char) => (drawable(font, char) ? char : '?')).join('')
}

/** A card's face: `box` is the trimmed card, `face` the card with its bleed (the frame's colour fills it). */
export function drawTfFace(page: PDFPage, card: TfCard, box: PtBox, face: PtBox, fonts: Fonts, symbolOf: SymbolOf): void {
  const u = box.width / (63 * MM) // sizes follow the card's width, so smaller cards stay in proportion
  const v = box.height / (88 * MM) // and heights its height
  const colour = hex(TYPE_COLOURS[card.type.name] ?? OTHER_COLOUR)
  const band = 1.6 * MM * u
  page.drawRectangle({ ...face, color: card.super ? GOLD : colour })
  const inner = { x: box.x + band, y: box.y + band, width: box.width - 2 * band, height: box.height - 2 * band }
  page.drawRectangle({ ...inner, color: WHITE })
  const pad = 1.6 * MM * u
  const left = inner.x + pad
  const width = inner.width - 2 * pad
  const right = left + width
  let y = inner.y + inner.height - pad

  // The type's symbol in a square of its colour, the name beside it, the type's name under the name.
  const square = 24 * u
  page.drawRectangle({ x: left, y: y - square, width: square, height: square, color: colour })
  const symbol = shownSymbol(fonts.bold, card.type.symbol, card.type.name)
  const symbolSize = fitSize(symbol, fonts.bold, 15 * u, 5 * u, square - 4 * u)
  page.drawText(symbol, {
    x: left + (square - widthOf(fonts.bold, symbol, symbolSize)) / 2,
    y: y - square / 2 - symbolSize * 0.36,
    size: symbolSize,
    font: fonts.bold,
    color: WHITE,
  })
  const textLeft = left + square + 4 * u
  const textWidth = right - textLeft
  const name = safe(fonts.bold, card.name || '(no name)')
  const nameSize = fitSize(name, fonts.bold, 10.5 * u, 6 * u, textWidth)
  page.drawText(ellipsize(name, fonts.bold, nameSize, textWidth), { x: textLeft, y: y - 10 * u, size: nameSize, font: fonts.bold, color: INK })
  let badge = 0
  if (card.super) {
    const label = 'SUPER'
    const size = 7 * u
    badge = widthOf(fonts.bold, label, size) + 6 * u
    page.drawRectangle({ x: right - badge, y: y - square, width: badge, height: 10 * u, color: GOLD })
    page.drawText(label, { x: right - badge + 3 * u, y: y - square + 2.6 * u, size, font: fonts.bold, color: WHITE })
    badge += 3 * u
  }
  const typeName = safe(fonts.regular, card.type.name || 'no type')
  page.drawText(ellipsize(typeName, fonts.regular, 7 * u, textWidth - badge), {
    x: textLeft,
    y: y - square + 2.6 * u,
    size: 7 * u,
    font: fonts.regular,
    color: MUTED,
  })
  y -= square + 4 * v

  // Damage (large) and speed on a strip of the type's colour.
  const strip = 36 * v
  y -= strip
  page.drawRectangle({ x: inner.x, y, width: inner.width, height: strip, color: colour })
  const half = width / 2
  figure(page, fonts, 'DAMAGE', String(card.damage), left, y, half, strip, 26 * u, u)
  if (card.speed !== null) figure(page, fonts, 'SPEED', String(card.speed), left + half, y, half, strip, 18 * u, u)
  else {
    page.drawText('SPEED', { x: left + half, y: y + strip - 9 * u, size: 6 * u, font: fonts.bold, color: WHITE })
    page.drawText('none', { x: left + half, y: y + 7 * u, size: 9 * u, font: fonts.regular, color: WHITE })
  }
  y -= 5 * v

  // The charge effect at the bottom, in a panel; the boxes fill what is between.
  const bottom = inner.y + pad
  const chargeHeight = card.charge ? 50 * v : 14 * v
  const chargeTop = bottom + chargeHeight
  page.drawRectangle({ x: left, y: bottom, width, height: chargeHeight, color: PANEL, borderColor: colour, borderWidth: 0.6 * u })
  page.drawText('CHARGE', { x: left + 3 * u, y: chargeTop - 8.5 * u, size: 6 * u, font: fonts.bold, color: colour })
  if (card.charge) {
    const text = card.charge.text.trim()
    const bonus = card.charge.bonus ? bonusText(card.charge.bonus) : ''
    const shown = !text ? bonus || '(no text)' : !card.charge.bonus ? `${text} (applied by hand)` : bonus && bonus !== text ? `${text} (${bonus})` : text
    const room = { x: left + 3 * u, y: bottom + 2 * u, width: width - 6 * u, height: chargeHeight - 13 * u }
    drawParagraph(page, safe(fonts.regular, shown), room, fonts.regular, 8.5 * u, INK)
  } else {
    page.drawText('none', {
      x: left + 3 * u + widthOf(fonts.bold, 'CHARGE', 6 * u) + 5 * u,
      y: chargeTop - 8.5 * u,
      size: 6 * u,
      font: fonts.regular,
      color: MUTED,
    })
  }

  const rows: [string, readonly string[]][] = [
    ['WINS', card.wins],
    ['LOSES', card.loses],
    ['COMBO', card.combos],
  ]
  drawBoxes(page, fonts, rows, { x: left, y: chargeTop + 4 * v, width, height: y - chargeTop - 4 * v }, colour, symbolOf, u)
}

/** A label over a figure, white on the strip. */
function figure(page: PDFPage, fonts: Fonts, label: string, value: string, x: number, y: number, width: number, height: number, size: number, u: number): void {
  page.drawText(label, { x, y: y + height - 9 * u, size: 6 * u, font: fonts.bold, color: WHITE })
  const fitted = fitSize(value, fonts.bold, size, 8 * u, width - 4 * u)
  page.drawText(ellipsize(value, fonts.bold, fitted, width - 4 * u), { x, y: y + 4.5 * u, size: fitted, font: fonts.bold, color: WHITE })
}

/**
 * The win, lose and combo boxes: a label column, then the types with their symbols, wrapped; shrunk (to 5.5 pt)
 * until the three fit `area`, the last line cut with … if they never do.
 */
function drawBoxes(page: PDFPage, fonts: Fonts, rows: [string, readonly string[]][], area: PtBox, colour: RGB, symbolOf: SymbolOf, u: number): void {
  const labelWidth = 30 * u
  const itemsWidth = area.width - labelWidth
  const texts = rows.map(([, types]) =>
    types.length ? types.map((type) => `${shownSymbol(fonts.regular, symbolOf(type), type)} ${safe(fonts.regular, type)}`) : ['–'],
  )
  let size = 9.5 * u
  let wrapped: string[][] = []
  const heightAt = (s: number, lines: string[][]) => lines.reduce((sum, l) => sum + Math.max(1, l.length) * s * 1.25 + 4 * u, 0)
  for (let s = 9.5 * u; s >= 5.5 * u - 1e-9; s -= 0.5 * u) {
    size = s
    wrapped = texts.map((list) => wrapItems(list, fonts.regular, s, itemsWidth))
    if (heightAt(s, wrapped) <= area.height) break
  }
  const lead = size * 1.25
  let y = area.y + area.height
  for (const [i, [label]] of rows.entries()) {
    let lines = wrapped[i]
    const room = Math.floor((y - area.y - 4 * u * (rows.length - 1 - i)) / lead) - (rows.length - 1 - i)
    if (lines.length > Math.max(1, room)) {
      const keep = Math.max(1, room)
      lines = [...lines.slice(0, keep - 1), ellipsize(`${lines[keep - 1]}…`, fonts.regular, size, itemsWidth)]
    }
    const rowHeight = Math.max(1, lines.length) * lead + 2 * u
    page.drawLine({ start: { x: area.x, y }, end: { x: area.x + area.width, y }, thickness: 0.4 * u, color: colour })
    let baseline = y - 2 * u - size * 0.95
    page.drawText(label, { x: area.x, y: baseline + 0.5 * u, size: Math.min(6.5 * u, size), font: fonts.bold, color: colour })
    for (const line of lines) {
      page.drawText(line, { x: area.x + labelWidth, y: baseline, size, font: fonts.regular, color: rows[i][1].length ? INK : MUTED })
      baseline -= lead
    }
    y -= rowHeight + 2 * u
  }
}

/** The items packed into lines `width` wide, three spaces between; an item longer than a line is wrapped alone. */
function wrapItems(items: readonly string[], font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const item of items) {
    const candidate = line ? `${line}   ${item}` : item
    if (widthOf(font, candidate, size) <= width) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    if (widthOf(font, item, size) <= width) line = item
    else {
      const parts = wrap(item, font, size, width)
      line = parts.pop() ?? ''
      lines.push(...parts)
    }
  }
  if (line) lines.push(line)
  return lines
}

/** The back: a dark field over the whole face area (bleed included), a frame, the game's name and the character's. */
export function drawTfBack(page: PDFPage, box: PtBox, face: PtBox, fonts: Fonts, characterName: string): void {
  const light = rgb(0.97, 0.88, 0.55)
  const { u, inset, y } = drawCardBack(page, box, face, fonts, { field: rgb(0.22, 0.08, 0.08), frame: GOLD, ink: light, title: ['TABLE', 'FIGHTER'], top: 8 })
  const name = safe(fonts.regular, characterName)
  const room = box.width - 2 * inset - 8 * u
  const size = fitSize(name, fonts.regular, 9 * u, 6 * u, room)
  const shown = ellipsize(name, fonts.regular, size, room)
  page.drawText(shown, { x: box.x + (box.width - widthOf(fonts.regular, shown, size)) / 2, y: y - 2 * u, size, font: fonts.regular, color: light })
}
