// Table Fighter cards printed true size, rendered with poppler and measured: seven 63 × 88 mm cards on the proxy
// sheet layout with its options (paper, gap, bleed, backs, calibration), faces that carry the card's text and
// stay inside the card however long that text is, and the same bytes for the same character and options.
import { describe, expect, it } from 'vitest'
import { DEFAULT_PRINT, layoutSheet, type PrintOptions } from '../../../../src/shared/print'
import { loadFonts } from '../../../../src/main/game-kit/fonts'
import { printOrder, writeTfCards } from '../../../../src/main/games/tf/print'
import { CHUN_LI, KEN } from '../../../../src/main/games/tf/examples'
import type { TfCharacter } from '../../../../src/main/games/tf/character'
import { findBoxes, pageCount, pageText, renderPage } from '../../../pdf-render'

const TOLERANCE = 0.2 // mm
const fonts = loadFonts()
const near = (actual: number, expected: number) => expect(Math.abs(actual - expected), `${actual} ≈ ${expected}`).toBeLessThanOrEqual(TOLERANCE)
const print = (character: TfCharacter, options: Partial<PrintOptions> = {}) => writeTfCards(character, { ...DEFAULT_PRINT, ...options }, fonts)

/** Every card's place on a front sheet, in millimetres from the page's top-left corner. */
function places(options: Partial<PrintOptions>, count = 7) {
  const l = layoutSheet({ ...DEFAULT_PRINT, ...options })
  return Array.from({ length: count }, (_, slot) => ({ x: l.left + (slot % l.cols) * l.pitchX, y: l.top + Math.floor(slot / l.cols) * l.pitchY }))
}

const MANY = ['Strike', 'Throw', 'Block', 'Projectile', 'Jump', 'Anti-Air', 'Super', 'Dash', 'Parry', 'Counter Hit', 'Taunt', 'A Very Long Type Name Indeed']
/** Ken with everything as long as a character file allows: names, boxes of 12, a 300-character charge, huge figures. */
const LONG: TfCharacter = {
  ...KEN,
  id: 'long',
  name: 'N'.repeat(100),
  cards: KEN.cards.map((card, i) => ({
    ...card,
    name: i === 0 ? 'W'.repeat(60) : card.name,
    type: i === 0 ? { name: 'T'.repeat(40), symbol: '\u{1F44A}' } : card.type,
    damage: i === 1 ? -1000 : card.damage,
    speed: i === 1 ? -1000 : card.speed,
    wins: MANY,
    loses: MANY,
    combos: MANY,
    charge: { text: 'When charged this card gains priority over every other card of its type and deals more damage. '.repeat(4).slice(0, 300), bonus: null },
  })),
}

describe('Table Fighter cards on a true-size sheet', () => {
  it('Ken on A4: seven 63 × 88 mm cards in a centred 3 × 3 grid, one page', async () => {
    const options = { gap: 3, cutMarks: 'none' as const, outline: false }
    const printed = await print(KEN, options)
    expect(printed).toMatchObject({ pages: 1, cards: 7, layout: { cols: 3, rows: 3 } })
    expect(pageCount(printed.pdf)).toBe(1)
    const boxes = findBoxes(renderPage(printed.pdf, 1, 300))
    expect(boxes).toHaveLength(7)
    places(options).forEach((place, i) => {
      near(boxes[i].x, place.x)
      near(boxes[i].y, place.y)
      near(boxes[i].width, 63)
      near(boxes[i].height, 88)
    })
  })

  it('Letter and a bleed: each face is drawn 2 mm past its card, the cards still 63 × 88 mm apart', async () => {
    const options = { paper: 'letter' as const, gap: 6, bleed: 2, cutMarks: 'none' as const, outline: false }
    const printed = await print(CHUN_LI, options)
    expect(printed).toMatchObject({ pages: 2, cards: 7, layout: { cols: 3, rows: 2 } })
    // Six fit on a Letter sheet with a 6 mm gap: the super goes on a second page.
    expect(pageCount(printed.pdf)).toBe(2)
    const first = findBoxes(renderPage(printed.pdf, 1, 300))
    expect(first).toHaveLength(6)
    places(options, 6).forEach((place, i) => {
      near(first[i].x, place.x - 2)
      near(first[i].y, place.y - 2)
      near(first[i].width, 67)
      near(first[i].height, 92)
    })
    expect(findBoxes(renderPage(printed.pdf, 2, 150))).toHaveLength(1)
  })

  it('backs: each sheet followed by its backs, mirrored about the long edge and moved by the offset', async () => {
    const options = { gap: 3, cutMarks: 'none' as const, outline: false, backs: { flip: 'long' as const, offsetX: 1, offsetY: -1 } }
    const printed = await print(KEN, options)
    expect(printed.pages).toBe(2)
    const l = layoutSheet({ ...DEFAULT_PRINT, ...options })
    const backs = findBoxes(renderPage(printed.pdf, 2, 150)).map((b) => ({ ...b, x: b.x - 1, y: b.y + 1 }))
    expect(backs).toHaveLength(7)
    // Each card's back lands behind its face: mirrored across the page's width, the same height.
    const expected = places(options).map(({ x, y }) => ({ x: l.page.width - x - 63, y }))
    for (const place of expected)
      expect(
        backs.filter((b) => Math.abs(b.x - place.x) <= 0.4 && Math.abs(b.y - place.y) <= 0.4),
        `${place.x},${place.y}`,
      ).toHaveLength(1)
    for (const b of backs) {
      expect(Math.abs(b.width - 63)).toBeLessThanOrEqual(0.4)
      expect(Math.abs(b.height - 88)).toBeLessThanOrEqual(0.4)
    }
    expect(pageText(printed.pdf, 2)).toContain('TABLE')
  })

  it('the calibration page comes after the sheets when asked', async () => {
    const printed = await print(KEN, { calibration: true })
    expect(printed.pages).toBe(2)
    expect(pageText(printed.pdf, 2)).toContain('50 mm')
  })

  it('a face carries the name, type, damage, speed, the boxes with their symbols, the charge and SUPER on the super', async () => {
    // pdftotext lays the page out in columns and may break a name across lines: compare words, not spacing.
    const text = pageText((await print(KEN)).pdf, 1).replace(/\s+/g, ' ')
    for (const card of KEN.cards) expect(text).toContain(card.name)
    for (const word of [
      'DAMAGE',
      'SPEED',
      'WINS',
      'LOSES',
      'COMBO',
      'CHARGE',
      'SUPER',
      '+2 damage, +2 speed',
      '★ Super',
      '▲ Strike',
      '● Throw',
      '■ Block',
      '◆ Projectile',
      '↑ Jump',
      '▼ Anti-Air',
    ]) {
      expect(text, word).toContain(word)
    }
    expect(text.match(/SUPER/g)).toHaveLength(1)
  })

  it('the deck order, top first, then the super', () => {
    expect(printOrder(KEN).map((c) => c.name)).toEqual([...KEN.order, 'Shinryuken'])
    // A card the order leaves out is still printed, after the ones it names.
    expect(printOrder({ ...KEN, order: ['Guard'] }).map((c) => c.name)).toEqual([
      'Guard',
      'Jab',
      'Roundhouse',
      'Hadoken',
      'Shoryuken',
      'Shoulder Throw',
      'Shinryuken',
    ])
  })

  it('text as long as a character file allows stays inside each card', async () => {
    const options = { gap: 3, cutMarks: 'none' as const, outline: false }
    const printed = await print(LONG, options)
    const boxes = findBoxes(renderPage(printed.pdf, 1, 300))
    expect(boxes).toHaveLength(7)
    for (const b of boxes) {
      near(b.width, 63)
      near(b.height, 88)
    }
    // A symbol the font has no glyph for is shown as its type's first letter, never as an empty box; a charge too
    // long for its panel is cut with …
    const text = pageText(printed.pdf, 1)
    expect(text).not.toContain('\u{1F44A}')
    expect(text).toContain('…')
  })

  it('the same bytes for the same character and options; other options, other bytes', async () => {
    const one = await print(KEN, { bleed: 1, backs: { flip: 'short', offsetX: 0, offsetY: 0 } })
    const two = await print(KEN, { bleed: 1, backs: { flip: 'short', offsetX: 0, offsetY: 0 } })
    expect(Buffer.from(two.pdf).equals(Buffer.from(one.pdf))).toBe(true)
    const other = await print(KEN, { bleed: 2, backs: { flip: 'short', offsetX: 0, offsetY: 0 } })
    expect(Buffer.from(other.pdf).equals(Buffer.from(one.pdf))).toBe(false)
  })

  it('refuses a card size that does not fit the paper', async () => {
    await expect(print(KEN, { card: { width: 150, height: 290 } })).rejects.toThrow(/does not fit on A4/)
  })
})
