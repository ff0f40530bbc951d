// A Card Fighters Special card on a proxy sheet: a face drawn from the card's text when it has no picture, and
// the card back. Boxes are in PDF points, origin bottom-left.
import { type PDFPage, rgb } from 'pdf-lib'
import type { Card, CardKind } from '../../../shared/card'
import { KIND_COLOURS } from '../../../shared/print'
import { drawParagraph, ellipsize, fitSize, type Fonts, hex, MM, type PtBox, widthOf, wrap } from '../../core/draw'

const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.35, 0.35, 0.4)
const WHITE = rgb(1, 1, 1)

const KIND_LABELS: Record<CardKind, string> = {
  capcom: 'Capcom character',
  snk: 'SNK character',
  action: 'Action',
  reaction: 'Reaction',
  arena: 'Arena',
}

export const ABILITY_SYMBOLS = { triangle: '▲', circle: '●', square: '■' } as const

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
  if (text) drawParagraph(page, text, { x: left, y: backUpTop, width, height: y - backUpTop }, fonts.regular, 9 * u, INK)
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

