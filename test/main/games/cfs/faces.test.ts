import fs from 'node:fs'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import type { Card } from '../../../../src/shared/card'
import fc from 'fast-check'
import { artPlacement, describeFace, type FaceCard, layoutFace, measureFace, STANDARD_FACE } from '../../../../src/shared/card-face'
import { BOLD, REGULAR } from '../../../../src/shared/face-metrics'
import { embedFonts, widthOf } from '../../../../src/main/core/draw'
import { loadFonts } from '../../../../src/main/game-kit/fonts'
import { sharedServices } from '../../../helpers'

const { width, height } = STANDARD_FACE
const allCards = (): Card[] => sharedServices().search.search('set:cfs-base', 1000).cards.concat(sharedServices().search.search('set:cfc-1999', 1000).cards)
const texts = (card: FaceCard) => layoutFace(card, width, height, measureFace).texts.map((t) => t.text)

describe('the card face layout', () => {
  it('breaks every shipped card into the same lines on the page as in the PDF', async () => {
    const doc = await PDFDocument.create()
    doc.registerFontkit(fontkit)
    const fonts = await embedFonts(doc, loadFonts())
    const cards = allCards()
    expect(cards.length).toBeGreaterThan(700)
    for (const card of cards) {
      const page = layoutFace(card, width, height, measureFace)
      const pdf = layoutFace(card, width, height, (text, font, size) => widthOf(fonts[font], text, size))
      expect(
        page.texts.map((t) => t.text),
        `${card.number} ${card.name}`,
      ).toEqual(pdf.texts.map((t) => t.text))
      page.texts.forEach((t, i) => {
        expect(t.size).toBeCloseTo(pdf.texts[i].size, 6)
        expect(t.y).toBeCloseTo(pdf.texts[i].y, 6)
      })
    }
    // The widths themselves, for text no shipped card has.
    for (const sample of ['Ryûko — “Shinku” ▲●■ 1000…', 'ÆØÅ æøå ß ĳ ½ × ÷ ★']) {
      expect(measureFace(sample, 'regular', 9)).toBeCloseTo(widthOf(fonts.regular, sample, 9), 6)
      expect(measureFace(sample, 'bold', 9)).toBeCloseTo(widthOf(fonts.bold, sample, 9), 6)
    }
  })

  it('draws the page in fonts with those widths: the cut-down fonts the page loads', () => {
    for (const [name, metrics] of [
      ['regular', REGULAR],
      ['bold', BOLD],
    ] as const) {
      const font = fontkit.create(fs.readFileSync(`src/renderer/src/assets/face-${name}.woff2`))
      for (const { from, widths } of metrics.ranges) {
        widths.forEach((w, i) => {
          if (w >= 0) expect(font.glyphForCodePoint(from + i).advanceWidth, `${name} U+${(from + i).toString(16)}`).toBe(w)
        })
      }
    }
  })

  it('shows the name, number, rarity, kind, BP and SP, the ability with its mark, the text and Back-Up', () => {
    const ryu = sharedServices().catalogue.card('cfs-base', 'C001')!
    expect(texts(ryu)).toEqual(
      expect.arrayContaining(['Ryu', 'C001 · A · Capcom character', 'BP 1000', 'SP 3', '■ Shinku Hadoken', 'Back-Up', 'Sakura, Terry']),
    )
    const layout = layoutFace(ryu, width, height, measureFace)
    expect(layout.colour).toBe('#265cb3')
    expect(layout.texts.find((t) => t.text === 'SP 3')).toMatchObject({ anchor: 'end', ink: 'white' })
    // Top to bottom: name, strip, ability, text, Back-Up.
    const y = (text: string) => layout.texts.find((t) => t.text.startsWith(text))!.y
    expect(y('Ryu')).toBeLessThan(y('BP 1000'))
    expect(y('BP 1000')).toBeLessThan(y('■ Shinku'))
    expect(y('■ Shinku')).toBeLessThan(y('Discard'))
    expect(y('Discard')).toBeLessThan(y('Back-Up'))
    expect(y('Back-Up')).toBeLessThan(y('Sakura'))
  })

  it('lays out a list summary, with no text or Back-Up names, and an action by its cost', () => {
    const action: FaceCard = { number: 'A001', name: 'Fight', kind: 'action', rarity: null, bp: null, sp: null, cost: 2, ability: null }
    expect(texts(action)).toEqual(['Fight', 'A001 · Action', 'Cost 2 SP'])
    expect(texts({ ...action, ability: { name: 'Blast', type: 'circle' } })).toContain('● Blast')
  })

  it('shrinks a long text, then cuts it with …, and never runs past the card', () => {
    const long: FaceCard = {
      number: 'C999',
      name: 'A name far too long to print on one line of a card',
      kind: 'snk',
      rarity: 'S',
      bp: 900,
      sp: 2,
      cost: null,
      ability: { name: 'Talk', type: 'triangle', text: 'word '.repeat(400) },
      backups: [{ name: 'Terry' }],
    }
    const layout = layoutFace(long, width, height, measureFace)
    const body = layout.texts.filter((t) => t.text.startsWith('word'))
    expect(body[0].size).toBe(5.5)
    expect(body.at(-1)!.text.endsWith('…')).toBe(true)
    for (const t of layout.texts) {
      expect(t.y).toBeLessThan(height)
      if (t.anchor === 'start') expect(t.x + measureFace(t.text, t.font, t.size)).toBeLessThanOrEqual(width)
    }
    expect(layout.texts[0].size).toBeLessThan(10)
  })

  it('reads the face out for a screen reader, its marks named', () => {
    const ryu = sharedServices().catalogue.card('cfs-base', 'C001')!
    expect(describeFace(ryu)).toBe(
      'C001 Ryu, Capcom character, rarity A, BP 1000, SP 3. Square ability Shinku Hadoken: Discard 2 cards from hand: 1 character takes 500 damage. Back-Up: Sakura, Terry.',
    )
  })

  it('gives a card with art an art box under its name, above its strip, and keeps every text out of it', () => {
    const art = { hash: 'a'.repeat(64), width: 640, height: 420, x: 0.5, y: 0.5, zoom: 1 }
    for (const card of allCards().slice(0, 400)) {
      const plain = layoutFace(card, width, height, measureFace)
      expect(plain.art, card.number).toBeUndefined()
      const layout = layoutFace({ ...card, art }, width, height, measureFace)
      const { box } = layout.art!
      expect(layout.rects).toContainEqual({ ...box, fill: 'art' })
      expect(box.height).toBeGreaterThanOrEqual(0.2 * height - 1e-9)
      expect(box.height).toBeLessThanOrEqual(0.4 * height + 1e-9)
      // The same words as without art: art takes room, never a line.
      expect(layout.texts.map((t) => t.text.replace(/…$/, '')).length).toBeGreaterThanOrEqual(plain.texts.length - 2)
      for (const t of layout.texts) {
        const top = t.y - t.size
        expect(t.y <= box.y || top >= box.y + box.height, `${card.number}: "${t.text}" runs into the art`).toBe(true)
        expect(t.y).toBeLessThan(height)
      }
      const strip = layout.rects.find((r) => r.fill === 'kind' && r.y > 0)!
      expect(strip.y).toBeCloseTo(box.y + box.height, 9)
    }
  })

  it('fills the art box with the picture at any crop and zoom, the crop point centred where the edges allow', () => {
    const box = { x: 10, y: 20, width: 160, height: 90 }
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 4000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 1, max: 4, noNaN: true }),
        (w, h, x, y, zoom) => {
          const p = artPlacement({ width: w, height: h, x, y, zoom }, box)
          const eps = 1e-6
          expect(p.width / p.height).toBeCloseTo(w / h, 6) // never stretched
          expect(p.x).toBeLessThanOrEqual(box.x + eps)
          expect(p.y).toBeLessThanOrEqual(box.y + eps)
          expect(p.x + p.width).toBeGreaterThanOrEqual(box.x + box.width - eps)
          expect(p.y + p.height).toBeGreaterThanOrEqual(box.y + box.height - eps)
          // Filled at zoom 1 on one side exactly, and zoom times larger after.
          expect(Math.min(p.width / box.width, p.height / box.height)).toBeCloseTo(zoom, 6)
        },
      ),
    )
    // A wide picture cropped at its left quarter: that point sits at the box's centre.
    const wide = artPlacement({ width: 400, height: 90, x: 0.25, y: 0.5, zoom: 1 }, box)
    expect(wide.x + 0.25 * wide.width).toBeCloseTo(box.x + box.width / 2, 9)
    // At its very left edge the picture's edge stops at the box's.
    expect(artPlacement({ width: 400, height: 90, x: 0, y: 0.5, zoom: 1 }, box).x).toBe(box.x)
    expect(artPlacement({ width: 400, height: 90, x: 1, y: 0.5, zoom: 1 }, box).x).toBeCloseTo(box.x + box.width - 400, 9)
  })
})
