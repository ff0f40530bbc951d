// The print preview shows each page as the PDF writer draws it: for several option sets, every card's box and
// face, every cut mark and the page count of the preview are compared with what the PDF writer actually draws.
import { PDFDocument, PDFPage } from 'pdf-lib'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Card } from '../../../src/shared/card'
import { type Box, CARD_SIZES, DEFAULT_PRINT, layoutSheet, type PrintOptions } from '../../../src/shared/print'
import { printPages } from '../../../src/shared/print-pages'
import { writeProxies } from '../../../src/main/printing/pdf'
import { drawSheets } from '../../../src/main/game-kit/sheets'
import { loadFonts } from '../../../src/main/game-kit/fonts'
import { MM, type PtBox } from '../../../src/main/core/draw'
import { pageSummary, percent, previewSheet } from '../../../src/renderer/src/print/preview'

const OPTION_SETS: [string, Partial<PrintOptions>][] = [
  ['the defaults', {}],
  ['Letter, a gap, bleed and corner marks', { paper: 'letter', gap: 2, bleed: 1, cutMarks: 'corners' }],
  ['bleed wider than half the gap, crop marks', { gap: 1, bleed: 3 }],
  [
    'Japanese cards, backs flipped on the long edge with an offset',
    { card: CARD_SIZES.japanese, bleed: 0.5, backs: { flip: 'long', offsetX: 1.5, offsetY: -0.5 } },
  ],
  [
    'mini cards on Letter, backs flipped on the short edge, no marks',
    { paper: 'letter', card: CARD_SIZES.mini, gap: 3, cutMarks: 'none', backs: { flip: 'short', offsetX: 0, offsetY: 2 } },
  ],
  ['a gap so wide that four cards fit', { gap: 30, bleed: 2, cutMarks: 'corners', decklist: true, calibration: true }],
]

const card = (i: number): Card => ({
  set: 'cfs-base',
  number: `C${String(i + 1).padStart(3, '0')}`,
  name: `Fighter ${i + 1}`,
  kind: i % 2 ? 'snk' : 'capcom',
  rarity: 'C',
  bp: 500,
  sp: 1,
  cost: null,
  ability: null,
  text: null,
  backups: [],
  altNames: [],
  origin: null,
})

interface Drawn {
  page: number
  item: number | null
  box: PtBox
  face: PtBox
}

/** What the PDF writer draws for `items` cards: each face's and back's boxes by page, and each mark by page. */
async function drawn(options: PrintOptions, items: number) {
  const doc = await PDFDocument.create()
  const pageOf = (page: PDFPage) => doc.getPages().indexOf(page)
  const cards: Drawn[] = []
  const line = vi.spyOn(PDFPage.prototype, 'drawLine')
  await drawSheets(
    doc,
    options,
    Array.from({ length: items }, (_, i) => i),
    {
      front: (page, item, box, face) => void cards.push({ page: pageOf(page), item, box, face }),
      back: (page, box, face) => void cards.push({ page: pageOf(page), item: null, box, face }),
    },
  )
  const marks = line.mock.calls.map(([{ start, end }], i) => ({ page: pageOf(line.mock.contexts[i] as PDFPage), line: [start.x, start.y, end.x, end.y] }))
  return { pages: doc.getPageCount(), cards, marks }
}

/** A preview box, placed by percentages of the page, back in PDF points from the page's bottom-left. */
function previewPt(options: PrintOptions, b: Box): PtBox {
  const { page } = layoutSheet(options)
  const p = percent(layoutSheet(options), b)
  const x = (p.left / 100) * page.width
  const y = (p.top / 100) * page.height
  const width = (p.width / 100) * page.width
  const height = (p.height / 100) * page.height
  return { x: x * MM, y: (page.height - y - height) * MM, width: width * MM, height: height * MM }
}

function expectNear(actual: number[], expected: number[], what: string) {
  expect(actual.length, what).toBe(expected.length)
  actual.forEach((v, i) => expect(Math.abs(v - expected[i]), `${what}[${i}]: ${v} vs ${expected[i]}`).toBeLessThan(1e-6))
}
const flat = (b: PtBox) => [b.x, b.y, b.width, b.height]

afterEach(() => vi.restoreAllMocks())

describe('the print preview and the PDF', () => {
  for (const [name, partial] of OPTION_SETS) {
    for (const items of [9, 23, 60]) {
      it(`${name}, ${items} cards: the same pages, cards, faces and marks`, async () => {
        const options = { ...DEFAULT_PRINT, decklist: false, calibration: false, ...partial, card: { ...(partial.card ?? DEFAULT_PRINT.card) } }
        const layout = layoutSheet(options)
        const pdf = await drawn(options, items)
        const sheetPages = printPages(layout, options, items).filter((p) => p.kind === 'front' || p.kind === 'back')
        expect(sheetPages).toHaveLength(pdf.pages)

        const shown: Drawn[] = []
        const marks: { page: number; line: number[] }[] = []
        sheetPages.forEach((page, index) => {
          const sheet = previewSheet(layout, options, page)!
          for (const p of sheet.places)
            shown.push({ page: index, item: page.kind === 'front' ? p.item : null, box: previewPt(options, p.box), face: previewPt(options, p.face) })
          const h = layout.page.height
          for (const [x1, y1, x2, y2] of sheet.marks) marks.push({ page: index, line: [x1 * MM, (h - y1) * MM, x2 * MM, (h - y2) * MM] })
        })

        expect(shown.map(({ page, item }) => [page, item])).toEqual(pdf.cards.map(({ page, item }) => [page, item]))
        shown.forEach((s, i) => {
          expectNear(flat(s.box), flat(pdf.cards[i].box), `card box ${i}`)
          expectNear(flat(s.face), flat(pdf.cards[i].face), `face box ${i}`)
        })
        expect(marks.map((m) => m.page)).toEqual(pdf.marks.map((m) => m.page))
        marks.forEach((m, i) => expectNear(m.line, pdf.marks[i].line, `mark ${i}`))
      })
    }
  }

  it('counts the pages the written PDF has, the decklist and calibration pages included', async () => {
    const fonts = loadFonts()
    for (const [name, partial] of OPTION_SETS) {
      for (const [decklist, calibration] of [
        [false, false],
        [true, true],
        [true, false],
      ]) {
        const options = { ...DEFAULT_PRINT, ...partial, decklist, calibration }
        const cards = Array.from({ length: 11 }, (_, i) => ({ card: card(i), image: null }))
        const { pages } = await writeProxies({ title: 'T', game: 'cfs', cards, decklist: [{ heading: 'Main (11)', lines: [] }], options, fonts })
        expect(printPages(layoutSheet(options), options, cards.length), `${name}, decklist ${decklist}, calibration ${calibration}`).toHaveLength(pages)
      }
    }
  })
})

describe('the page summary a screen reader hears', () => {
  const options = { ...DEFAULT_PRINT, backs: { flip: 'long' as const, offsetX: 0, offsetY: 0 }, decklist: true }
  const layout = layoutSheet(options)
  const names = ['Ryu', 'Ryu', 'Ken', 'Ryu', 'Chun-Li', 'Ken', 'Guile', 'Guile', 'Guile', 'Sagat', 'Sagat']
  const pages = printPages(layout, options, names.length)

  it('counts the cards of a sheet by name', () => {
    expect(pageSummary(pages[0], 0, pages.length, names)).toBe('Page 1 of 5, sheet 1, cards 1 to 9 of 11: 3 Ryu, 2 Ken, Chun-Li, 3 Guile')
    expect(pageSummary(pages[2], 2, pages.length, names)).toBe('Page 3 of 5, sheet 2, cards 10 to 11 of 11: 2 Sagat')
  })

  it('names the backs and the other pages', () => {
    expect(pageSummary(pages[3], 3, pages.length, names)).toBe('Page 4 of 5, backs of sheet 2: 2 card backs, behind cards 10 to 11')
    expect(pageSummary(pages[4], 4, pages.length, names)).toBe("Page 5 of 5, decklist: the deck's cards listed by section")
  })
})
