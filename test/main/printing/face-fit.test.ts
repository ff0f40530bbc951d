// Every line on a drawn face keeps to its box: shrunk first, then cut with … — never cut silently (C028's long
// ability name once lost its end on the proxy with no mark). Measured with the fonts the PDF embeds and with the
// widths the page uses.
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import type { Card } from '../../../src/shared/card'
import {
  ABILITY_SYMBOLS,
  type FaceLayout,
  type FaceText,
  KIND_LABELS,
  layoutFace,
  type Measure,
  measureFace,
  STANDARD_FACE,
} from '../../../src/shared/card-face'
import { fitLine, fitLines } from '../../../src/shared/text-fit'
import { SHIPPED_SETS, shippedCards } from '../../../src/main/catalogue/shipped'
import { embedFonts, widthOf } from '../../../src/main/core/draw'
import { loadFonts } from '../../../src/main/game-kit/fonts'
import { faceSvg } from '../../../src/renderer/src/shared/face-svg'

const SLACK = 1e-6
const cards = SHIPPED_SETS.flatMap((set) => shippedCards(set))
const base = shippedCards(SHIPPED_SETS.find((s) => s.id === 'cfs-base')!)
const c028 = base.find((c) => c.number === 'C028')!

async function pdfMeasure(): Promise<Measure> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const fonts = await embedFonts(doc, loadFonts())
  return (text, font, size) => widthOf(fonts[font], text, size)
}

/** The face's texts by what they show; a face's only bold ink lines are its name and ability heading. */
function parts(layout: FaceLayout) {
  const label = layout.texts.find((t) => t.ink === 'kind')
  const body = layout.texts.filter((t) => t.font === 'regular' && t.ink === 'ink')
  const bold = layout.texts.filter((t) => t.font === 'bold' && t.ink === 'ink')
  return {
    name: bold.slice(0, 1),
    sub: layout.texts.filter((t) => t.ink === 'muted'),
    heading: bold.slice(1),
    text: body.filter((t) => !label || t.y < label.y),
    backups: body.filter((t) => label && t.y > label.y),
  }
}

const squash = (s: string) => s.replace(/\s+/g, '')

/**
 * `lines` show all of `source`, or its start and end in … — only when the whole would not fit as many lines of
 * their box at their size.
 */
function expectShown(lines: FaceText[], source: string, measure: Measure, what: string): void {
  const shown = squash(lines.map((t) => t.text).join(''))
  if (shown === squash(source)) return
  const last = lines.at(-1)
  expect(last?.text.endsWith('…'), `${what}: "${lines.map((t) => t.text).join(' / ')}" is cut with no …`).toBe(true)
  expect(squash(source).startsWith(shown.slice(0, -1)), `${what}: shows text that is not its own`).toBe(true)
  if (lines.length === 1) expect(measure(source, last!.font, last!.size), `${what}: cut, though it fits`).toBeGreaterThan(last!.width + SLACK)
}

function expectFits(card: Card, layout: FaceLayout, measure: Measure): void {
  const what = `${card.set} ${card.number} ${card.name}`
  const inner = layout.rects[1]
  for (const t of layout.texts) {
    expect(measure(t.text, t.font, t.size), `${what}: "${t.text}" runs past its box`).toBeLessThanOrEqual(t.width + SLACK)
    const [from, to] = t.anchor === 'start' ? [t.x, t.x + t.width] : [t.x - t.width, t.x]
    expect(from, `${what}: "${t.text}"`).toBeGreaterThanOrEqual(inner.x - SLACK)
    expect(to, `${what}: "${t.text}"`).toBeLessThanOrEqual(inner.x + inner.width + SLACK)
  }
  const [stats, sp] = layout.texts.filter((t) => t.ink === 'white')
  if (sp) expect(stats.x + measure(stats.text, stats.font, stats.size), `${what}: BP runs into SP`).toBeLessThan(sp.x - measure(sp.text, sp.font, sp.size))
  const p = parts(layout)
  expectShown(p.name, card.name, measure, `${what}, name`)
  expectShown(p.sub, [card.number, card.rarity, KIND_LABELS[card.kind]].filter(Boolean).join(' · '), measure, `${what}, number line`)
  if (card.ability) {
    const mark = card.ability.type ? `${ABILITY_SYMBOLS[card.ability.type]} ` : ''
    expectShown(p.heading, `${mark}${card.ability.name ?? 'Ability'}`, measure, `${what}, ability name`)
  }
  const text = card.ability?.text ?? card.text
  if (text) expectShown(p.text, text, measure, `${what}, text`)
  if (card.backups.length) expectShown(p.backups, card.backups.map((b) => b.name).join(', '), measure, `${what}, Back-Up`)
}

describe('a face’s lines keep to their boxes', () => {
  it('for every shipped card, in the PDF’s fonts and the page’s widths: shrunk to fit, else cut with …', async () => {
    expect(base.length).toBeGreaterThan(300)
    const measures = [await pdfMeasure(), measureFace]
    for (const card of cards) {
      for (const measure of measures) expectFits(card, layoutFace(card, STANDARD_FACE.width, STANDARD_FACE.height, measure), measure)
    }
    // Smaller cards scale everything down alike.
    const mini = { width: STANDARD_FACE.width * 0.65, height: STANDARD_FACE.height * 0.65 }
    for (const card of cards) expectFits(card, layoutFace(card, mini.width, mini.height, measureFace), measureFace)
  })

  it('prints all of C028 Sakura’s long ability name, shrunk, in the PDF and on the page alike', async () => {
    expect(c028.ability?.name).toBe('Sakura Ganbaru (Sakura Fighting Spirit: the 2 vol. comic by Gamest)')
    for (const measure of [await pdfMeasure(), measureFace]) {
      const heading = parts(layoutFace(c028, STANDARD_FACE.width, STANDARD_FACE.height, measure)).heading
      expect(heading.map((t) => t.text).join(' ')).toBe('▲ Sakura Ganbaru (Sakura Fighting Spirit: the 2 vol. comic by Gamest)')
      expect(heading[0].size).toBeLessThan(9)
      expect(heading[0].size).toBeGreaterThanOrEqual(7)
    }
    expect(faceSvg(c028)).toContain('by Gamest)</text>')
  })

  it('cuts an ability name too long even at the smallest size with …, on its two lines', () => {
    const card = { ...c028, ability: { ...c028.ability!, name: 'Sakura Ganbaru '.repeat(12) } }
    const layout = layoutFace(card, STANDARD_FACE.width, STANDARD_FACE.height, measureFace)
    const heading = parts(layout).heading
    expect(heading).toHaveLength(2)
    expect(heading[1].text.endsWith('…')).toBe(true)
    expect(heading[0].size).toBe(7)
    expectFits(card, layout, measureFace)
  })
})

describe('fitting text to lines', () => {
  const mono = (text: string, size: number) => [...text].length * size // every character an em wide

  it('keeps a line that fits, shrinks one that does not, and cuts it with … below the floor', () => {
    expect(fitLine('abcd', mono, 10, 6, 40)).toEqual({ size: 10, text: 'abcd' })
    expect(fitLine('abcdefgh', mono, 10, 6, 64)).toEqual({ size: 8, text: 'abcdefgh' })
    expect(fitLine('abcdefghijklmnop', mono, 10, 6, 60)).toEqual({ size: 6, text: 'abcdefghi…' })
    expect(fitLine('abcd efghij', mono, 10, 10, 60)).toEqual({ size: 10, text: 'abcd…' })
  })

  it('keeps a line fitted to a box exactly, rounding errors and all', () => {
    // 0.1 + 0.2 > 0.3 in floating point: a size fitted to 0.3 may measure a hair wider.
    const sum = (text: string, size: number) => text.length * 0.1 * size + 0.2 * size
    const { size, text } = fitLine('a', sum, 10, 0.1, 0.3)
    expect(sum('a', size)).toBeGreaterThan(0.3)
    expect(text).toBe('a')
  })

  it('wraps on up to so many lines, shrinking first, then ends the last in …', () => {
    expect(fitLines('aa bb cc', mono, 10, 6, 50, 2, 1)).toEqual({ size: 10, lines: ['aa bb', 'cc'] })
    expect(fitLines('aaa bbb ccc ddd', mono, 10, 6, 56, 2, 1)).toEqual({ size: 8, lines: ['aaa bbb', 'ccc ddd'] })
    expect(fitLines('aaa bbb ccc ddd eee fff', mono, 10, 6, 48, 2, 1)).toEqual({ size: 6, lines: ['aaa bbb', 'ccc ddd…'] })
    // A word is broken only at the floor.
    expect(fitLines('abcdefgh', mono, 10, 6, 56, 2, 1)).toEqual({ size: 7, lines: ['abcdefgh'] })
  })
})
