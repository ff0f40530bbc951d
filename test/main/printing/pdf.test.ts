// Proxy sheets, rendered with poppler and measured: true size, centred, marks on the edges, bleed, backs.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import jpeg from 'jpeg-js'
import { describe, expect, it } from 'vitest'
import type { Card } from '../../../src/shared/card'
import { DEFAULT_PRINT, layoutSheet, PAPERS, type PrintOptions } from '../../../src/shared/print'
import { folderImages, imageType, printOnWorker, proxyJob, storedImages } from '../../../src/main/printing/print'
import { loadFonts } from '../../../src/main/game-kit/fonts'
import { type ProxyCard, type ProxyJob, writeProxies } from '../../../src/main/printing/pdf'
import { findBoxes, linesAcross, longestRow, pageCount, pageText, patchAt, renderPage, type Rgb } from '../../pdf-render'
import { sharedServices } from '../../helpers'

const TOLERANCE = 0.2 // mm
const fonts = loadFonts()

const BLUE: Rgb = [40, 90, 200]
const PALE: Rgb = [255, 235, 160]
const WHITE: Rgb = [255, 255, 255]

/** A solid JPEG in the card's proportions, so the face it makes fills the card box exactly. */
function solidJpeg(width = 630, height = 880, [r, g, b]: Rgb = BLUE): Uint8Array {
  const data = Buffer.alloc(width * height * 4)
  for (let i = 0; i < data.length; i += 4) data.set([r, g, b, 255], i)
  return new Uint8Array(jpeg.encode({ data, width, height }, 90).data)
}

function baseCards(count: number): Card[] {
  const all = sharedServices().search.search('set:cfs-base kind:character', 1000).cards
  return Array.from({ length: count }, (_, i) => all[i % all.length])
}

function job(cards: ProxyCard[], options: Partial<PrintOptions> = {}): ProxyJob {
  return { title: 'Test', game: 'cfs', cards, decklist: [], options: { ...DEFAULT_PRINT, ...options }, fonts }
}

const imageCards = (n: number, image = { bytes: solidJpeg(), type: 'jpeg' as const }) => baseCards(n).map((card) => ({ card, image }))

const near = (actual: number, expected: number) => expect(Math.abs(actual - expected), `${actual} ≈ ${expected}`).toBeLessThanOrEqual(TOLERANCE)

describe('proxy sheets measured from the rendered PDF', () => {
  for (const paper of ['a4', 'letter'] as const) {
    it(`${PAPERS[paper].name}: nine 63.0 × 88.0 mm cards edge to edge in a centred 3 × 3 grid`, async () => {
      // Blue and pale faces in a checkerboard, so each card's edges show against its neighbours'.
      const blue = { bytes: solidJpeg(), type: 'jpeg' as const }
      const pale = { bytes: solidJpeg(630, 880, PALE), type: 'jpeg' as const }
      const cards = baseCards(9).map((card, i) => ({ card, image: i % 2 ? pale : blue }))
      const { pdf } = await writeProxies(job(cards, { paper, outline: false, cutMarks: 'none' }))
      const page = renderPage(pdf, 1, 300)
      const l = layoutSheet({ ...DEFAULT_PRINT, paper })
      const boxes = cards.map((_, i) =>
        patchAt(page, l.left + (i % 3) * 63 + 31.5, l.top + Math.floor(i / 3) * 88 + 44, i % 2 ? PALE : BLUE, [BLUE, PALE, WHITE]),
      )
      for (const b of boxes) {
        near(b.width, 63)
        near(b.height, 88)
      }
      const left = Math.min(...boxes.map((b) => b.x))
      const right = Math.max(...boxes.map((b) => b.x + b.width))
      const top = Math.min(...boxes.map((b) => b.y))
      const bottom = Math.max(...boxes.map((b) => b.y + b.height))
      near(left, PAPERS[paper].width - right)
      near(top, PAPERS[paper].height - bottom)
      near(right - left, 189)
      near(bottom - top, 264)
    })
  }

  it('text faces too: the frame is the card box, with a gap between cards when asked', async () => {
    const { pdf } = await writeProxies(
      job(
        baseCards(9).map((card) => ({ card, image: null })),
        { gap: 3, cutMarks: 'none' },
      ),
    )
    const boxes = findBoxes(renderPage(pdf, 1, 300))
    expect(boxes).toHaveLength(9)
    for (const b of boxes) {
      near(b.width, 63)
      near(b.height, 88)
    }
    near(boxes[1].x - boxes[0].x, 66)
    near(boxes[3].y - boxes[0].y, 91)
  })

  it('crop marks run in the margins on the line of every card edge', async () => {
    const { pdf } = await writeProxies(job(baseCards(9).map((card) => ({ card, image: null }))))
    const page = renderPage(pdf, 1, 300)
    const l = layoutSheet(DEFAULT_PRINT)
    // Above the grid: vertical marks at the 4 column edges; left of it: horizontal marks at the 4 row edges.
    const xs = linesAcross(page, 'x', l.top - 6, l.top - 2)
    const ys = linesAcross(page, 'y', l.left - 6, l.left - 2)
    expect(xs).toHaveLength(4)
    expect(ys).toHaveLength(4)
    xs.forEach((x, i) => near(x, l.left + i * 63))
    ys.forEach((y, i) => near(y, l.top + i * 88))
  })

  it('bleed extends each face 3 mm past its edge, toward a neighbour half the gap; the marks stay on the edge', async () => {
    // Edge to edge: the bleed runs out round the grid only.
    const tight = renderPage((await writeProxies(job(imageCards(9), { bleed: 3, outline: false }))).pdf, 1, 300)
    const l = layoutSheet({ ...DEFAULT_PRINT, bleed: 3 })
    const first = patchAt(tight, l.left + 10, l.top + 10, BLUE, [BLUE, WHITE])
    const last = patchAt(tight, l.left + 189 - 10, l.top + 264 - 10, BLUE, [BLUE, WHITE])
    near(first.x, l.left - 3)
    near(first.y, l.top - 3)
    near(last.x + last.width, l.left + 189 + 3)
    near(last.y + last.height, l.top + 264 + 3)
    linesAcross(tight, 'x', l.top - 7, l.top - 5).forEach((x, i) => near(x, l.left + i * 63))

    // With an 8 mm gap each face has its full bleed (two columns fit on A4 then).
    const wide = renderPage((await writeProxies(job(imageCards(6), { bleed: 3, gap: 8, outline: false }))).pdf, 1, 300)
    const w = layoutSheet({ ...DEFAULT_PRINT, bleed: 3, gap: 8 })
    const faces = findBoxes(wide)
    expect(faces).toHaveLength(6)
    for (const b of faces) {
      near(b.width, 69)
      near(b.height, 94)
    }
    near(faces[0].x, w.left - 3)
    const xs = linesAcross(wide, 'x', w.top - 6, w.top - 4.5)
    ;[0, 63, 71, 134].forEach((edge, i) => near(xs[i], w.left + edge))
  })

  it('backs: the next page, mirrored about the flip edge and moved by the offset', async () => {
    const l = layoutSheet({ ...DEFAULT_PRINT, gap: 2 })
    // 5 cards: the second row holds two, in columns 0 and 1.
    for (const [flip, offsetX, offsetY] of [
      ['long', 0, 0],
      ['short', 0, 0],
      ['long', 1.5, -2],
    ] as const) {
      const { pdf, pages } = await writeProxies(job(imageCards(5), { gap: 2, backs: { flip, offsetX, offsetY }, outline: false }))
      expect(pages).toBe(2)
      const backs = findBoxes(renderPage(pdf, 2, 150)).map((b) => ({ ...b, x: b.x - offsetX, y: b.y - offsetY }))
      expect(backs).toHaveLength(5)
      const column = (x: number) => Math.round((x - l.left) / 65)
      const row = (y: number) => Math.round((y - l.top) / 90)
      const places = backs.map((b) => `${row(b.y)},${column(b.x)}`).sort()
      // Long edge: columns mirror (0 ↔ 2); short edge: rows mirror (0 ↔ 2).
      expect(places).toEqual(flip === 'long' ? ['0,0', '0,1', '0,2', '1,1', '1,2'] : ['1,0', '1,1', '2,0', '2,1', '2,2'])
      for (const b of backs) {
        near(b.x, l.left + column(b.x) * 65)
        near(b.y, l.top + row(b.y) * 90)
        near(b.width, 63)
      }
    }
  })

  it("a back image that cannot be read: the game's back printed, and a warning that says so", async () => {
    const broken = {
      ...job(imageCards(2), { backs: { flip: 'long', offsetX: 0, offsetY: 0 } }),
      back: { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), type: 'png' as const },
    }
    const { pages, warnings } = await writeProxies(broken)
    expect(pages).toBe(2)
    expect(warnings).toEqual([expect.stringMatching(/^the back image cannot be read \(.+\); the game's back printed instead$/)])
    // No backs pages: the back image is not even read.
    expect((await writeProxies({ ...broken, options: { ...broken.options, backs: null } })).warnings).toEqual([])
  })

  it('a 50-card and a 60-card deck: the pages and the cards on each', async () => {
    const services = sharedServices()
    const decks: [string, number[]][] = [
      ['examples/shoto-rush.deck.txt', [9, 9, 9, 9, 9, 5]],
      ['examples/fatal-fury-legends.deck.txt', [9, 9, 9, 9, 9, 9, 6]],
    ]
    for (const [file, perPage] of decks) {
      const parsed = services.decks.parse(fs.readFileSync(file, 'utf8'))
      if (!parsed.ok) throw new Error(file)
      const options = { ...DEFAULT_PRINT, gap: 3, decklist: true, calibration: true }
      const result = await writeProxies(proxyJob(services.decks, parsed.deck, options, storedImages(services.images)))
      expect(result.pages).toBe(perPage.length + 2)
      expect(pageCount(result.pdf)).toBe(perPage.length + 2)
      const counted = perPage.map((_, i) => findBoxes(renderPage(result.pdf, i + 1, 40)).length)
      expect(counted).toEqual(perPage)
      expect(perPage.reduce((a, b) => a + b)).toBe(file.includes('legends') ? 60 : 50)
      expect(pageText(result.pdf, perPage.length + 1)).toContain(parsed.deck.name!)
    }
  })

  it('the calibration page has a 50 mm ruler', async () => {
    const { pdf, pages } = await writeProxies(job(imageCards(1), { calibration: true }))
    near(longestRow(renderPage(pdf, pages, 300), 60, 70), 50) // the ruler, not the card outline below it
  })
})

describe('proxy faces', () => {
  it('a text face carries the name, number, rarity, BP and SP, the ability and the Back-Up names', async () => {
    const ryu = sharedServices().catalogue.card('cfs-base', 'C001')!
    const { pdf } = await writeProxies(job([{ card: ryu, image: null }]))
    const text = pageText(pdf, 1).replace(/\s+/g, ' ')
    for (const part of ['Ryu', 'C001 · A · Capcom character', 'BP 1000', 'SP 3', '■ Shinku Hadoken', 'Discard 2 cards', 'Back-Up', 'Sakura, Terry'])
      expect(text).toContain(part)
  })

  it('an image keeps its proportions: a square image is centred in the card, not stretched', async () => {
    const square = { bytes: solidJpeg(400, 400), type: 'jpeg' as const }
    const { pdf } = await writeProxies(job(imageCards(1, square), { outline: false, cutMarks: 'none' }))
    const [box] = findBoxes(renderPage(pdf, 1, 300))
    near(box.width, 63)
    near(box.height, 63)
    const l = layoutSheet(DEFAULT_PRINT)
    near(box.y, l.top + (88 - 63) / 2)
  })

  it('a broken image prints as a text face, with a warning that names the card', async () => {
    const [card] = baseCards(1)
    const result = await writeProxies(job([{ card, image: { bytes: new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]), type: 'jpeg' } }]))
    expect(result.warnings).toEqual([expect.stringMatching(new RegExp(`^${card.number} ${card.name}: its image cannot be read`))])
    expect(pageText(result.pdf, 1)).toContain(card.name)
  })

  it('images come from a folder by card number; a file that is no image is named', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-images-'))
    try {
      const ryu = sharedServices().catalogue.card('cfs-base', 'C001')!
      const ken = sharedServices().catalogue.card('cfs-base', 'C002')!
      fs.writeFileSync(path.join(dir, 'C001.jpg'), solidJpeg(63, 88))
      fs.mkdirSync(path.join(dir, 'cfs-base'))
      fs.writeFileSync(path.join(dir, 'cfs-base', 'C002.png'), 'not a png')
      const images = folderImages(dir)
      expect(images(ryu)?.type).toBe('jpeg')
      expect(() => images(ken)).toThrow(`${path.join(dir, 'cfs-base', 'C002.png')}: not a JPEG or PNG image`)
      expect(imageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe('png')
      expect(() => folderImages(path.join(dir, 'nope'))).toThrow(/no such folder/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('printing off the main thread', () => {
  const worker = path.resolve('out/main/print-worker.js')

  it('the built worker writes the same PDF pages, reporting each card', async () => {
    expect(fs.existsSync(worker), 'run `npm run build` first').toBe(true)
    const progress: number[] = []
    const run = printOnWorker(job(baseCards(12).map((card) => ({ card, image: null }))), (done) => progress.push(done), worker)
    const result = await run.done
    expect(result.pages).toBe(2)
    expect(progress).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    expect(new TextDecoder().decode(result.pdf.subarray(0, 5))).toBe('%PDF-')
  })

  it('can be cancelled', async () => {
    const run = printOnWorker(job(imageCards(60)), () => {}, worker)
    run.cancel()
    await expect(run.done).rejects.toThrow('printing was cancelled')
  })
})
