// A Card Fighters Special card on a proxy sheet: a face drawn from the card's text when it has no picture, and
// the card back. Boxes are in PDF points, origin bottom-left.
import { clip, endPath, type PDFImage, type PDFPage, popGraphicsState, pushGraphicsState, rectangle, rgb } from 'pdf-lib'
import type { Card } from '../../../shared/card'
import { ART_GROUND, INKS, layoutFace } from '../../../shared/card-face'
import { drawCardBack, type Fonts, hex, type PtBox, widthOf } from '../../core/draw'

/**
 * A face drawn from the card's text, as the shared layout places it (the page draws the same one): its frame
 * fills `face`, the bleed; everything else is placed in `box`, the card. `art`, the card's art embedded, fills
 * the art box, cropped as the layout says.
 */
export function drawTextFace(page: PDFPage, card: Card, box: PtBox, face: PtBox, fonts: Fonts, art?: PDFImage | null): void {
  const layout = layoutFace(card, box.width, box.height, (text, font, size) => widthOf(fonts[font], text, size))
  const colour = hex(layout.colour)
  const top = box.y + box.height
  const [, ...rects] = layout.rects
  const fills = { kind: colour, white: hex(INKS.white), art: hex(ART_GROUND) }
  page.drawRectangle({ ...face, color: colour })
  for (const r of rects) page.drawRectangle({ x: box.x + r.x, y: top - r.y - r.height, width: r.width, height: r.height, color: fills[r.fill] })
  if (art && layout.art) {
    const { box: a, picture: p } = layout.art
    page.pushOperators(pushGraphicsState(), rectangle(box.x + a.x, top - a.y - a.height, a.width, a.height), clip(), endPath())
    page.drawImage(art, { x: box.x + p.x, y: top - p.y - p.height, width: p.width, height: p.height })
    page.pushOperators(popGraphicsState())
  }
  for (const t of layout.texts) {
    const font = fonts[t.font]
    const x = box.x + t.x - (t.anchor === 'end' ? widthOf(font, t.text, t.size) : 0)
    page.drawText(t.text, { x, y: top - t.y, size: t.size, font, color: t.ink === 'kind' ? colour : hex(INKS[t.ink]) })
  }
}

/** The back: a dark field over the whole face area (bleed included) with a frame and the game's name. */
export function drawBack(page: PDFPage, box: PtBox, face: PtBox, fonts: Fonts): void {
  drawCardBack(page, box, face, fonts, BACK)
}

const BACK = { field: rgb(0.1, 0.13, 0.25), frame: rgb(0.85, 0.7, 0.3), ink: rgb(0.95, 0.85, 0.5), title: ['CARD', 'FIGHTERS'], top: 4 }
