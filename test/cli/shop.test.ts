// `ringside print --shop`: the print shop's files. A zip of one PNG a card (or a copy) at 300 or 600 dpi with the
// bleed drawn, named with its count, the back and the list; or a PDF of one card a page at its size and bleed.
import fs from 'node:fs'
import path from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { KIND_COLOURS } from '../../src/shared/print'
import { renderPage } from '../pdf-render'
import { plainPng } from '../png'
import { commandTests } from './command'

const { dir, run, runOn } = commandTests('shop')

/** A PNG's size and the colour of its pixel at (x, y). */
async function pixel(png: Uint8Array, x: number, y: number): Promise<{ width: number; height: number; rgb: number[] }> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  const i = (y * info.width + x) * info.channels
  return { width: info.width, height: info.height, rgb: [data[i], data[i + 1], data[i + 2]] }
}

const rgbOf = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))

describe('ringside print --shop', () => {
  it('zips a PNG a card at 300 dpi with 3 mm of bleed, named with its count, the back and the list', async () => {
    const out = path.join(dir(), 'ff.zip')
    const done = await run('print', 'examples/fatal-fury-legends.deck.txt', '--shop', 'png', '-o', out)
    expect(done.err).toBe('')
    expect(done.out).toBe(`${out}: 22 pictures and back.png for 60 cards, 815×1110 px at 300 dpi with 3 mm bleed`)
    const files = unzipSync(new Uint8Array(fs.readFileSync(out)))
    const names = Object.keys(files)
    expect(names).toHaveLength(24)
    expect(names.slice(0, 3)).toEqual(['01-cfs-base-S001-terry-x3.png', '02-cfs-base-S002-andy-x3.png', '03-cfs-base-S004-mai-x3.png'])
    expect(names).toContain('back.png')
    const list = new TextDecoder().decode(files['cards.txt']).trim().split('\n')
    expect(list[0]).toBe('Fatal Fury Legends: 60 cards, 300 dpi, 3 mm bleed')
    // Every copy of the deck, once.
    expect(list.slice(1, -1).reduce((n, line) => n + Number(line.split('\t')[0]), 0)).toBe(60)
    // Terry's frame runs on over the bleed to the file's corner; his name is inked inside the safe area.
    const terry = files['01-cfs-base-S001-terry-x3.png']
    expect(await pixel(terry, 2, 2)).toEqual({ width: 815, height: 1110, rgb: rgbOf(KIND_COLOURS.snk) })
    const corner = await pixel(terry, 80, 80) // 6.8 mm in: the white inside the frame
    expect(corner.rgb).toEqual([255, 255, 255])
    // The same deck gives the same zip.
    await run('print', 'examples/fatal-fury-legends.deck.txt', '--shop', 'png', '-o', path.join(dir(), 'again.zip'))
    expect(fs.readFileSync(path.join(dir(), 'again.zip')).equals(fs.readFileSync(out))).toBe(true)
  })

  it('draws a copy a file at 600 dpi, with the trim and safe-area guides when asked', async () => {
    const out = path.join(dir(), 'copies.zip')
    const done = await run('print', 'examples/shoto-rush.deck.txt', '--shop', 'png', '--per', 'copy', '--dpi', '600', '--guides', '--bleed', '2', '-o', out)
    expect(done.out).toBe(`${out}: 50 pictures and back.png for 50 cards, 1583×2174 px at 600 dpi with 2 mm bleed`)
    const files = unzipSync(new Uint8Array(fs.readFileSync(out)))
    expect(Object.keys(files).slice(0, 4)).toEqual([
      '01-cfs-base-C001-ryu-1.png',
      '01-cfs-base-C001-ryu-2.png',
      '01-cfs-base-C001-ryu-3.png',
      '02-cfs-base-C019-ryu-u-1.png',
    ])
    // The trim line: cyan dashes 2 mm in, along the top edge.
    const trimY = Math.round((2 / 25.4) * 600)
    const along = await Promise.all([60, 70, 80, 90, 100].map((x) => pixel(files['01-cfs-base-C001-ryu-1.png'], 2 * trimY + x, trimY)))
    expect(along.some((p) => p.rgb[2] > 200 && p.rgb[0] < 80)).toBe(true)
    expect((await run('print', 'examples/shoto-rush.deck.txt', '--shop', 'png', '--dpi', '450', '-o', out)).err).toContain(
      '--dpi must be 300 or 600, not "450"',
    )
  })

  it('writes the PDF shops ask for: one card a page, at its size and bleed, each followed by its back', async () => {
    const out = path.join(dir(), 'shop.pdf')
    const done = await run('print', 'examples/shoto-rush.deck.txt', '--shop', 'pdf', '--backs', 'long', '-o', out)
    expect(done.out).toBe(`${out}: 100 pages, one card a page at 69 × 94 mm`)
    const pdf = await PDFDocument.load(fs.readFileSync(out))
    expect(pdf.getPageCount()).toBe(100)
    const { width, height } = pdf.getPage(0).getSize()
    expect(width).toBeCloseTo((69 / 25.4) * 72, 3)
    expect(height).toBeCloseTo((94 / 25.4) * 72, 3)
    expect((await run('print', 'examples/shoto-rush.deck.txt', '--shop', 'pdf', '--dpi', '600', '-o', out)).err).toContain(
      '--dpi, --per and --guides are for --shop png',
    )
  })

  it('draws the visual deck as one picture (show --png) and Tabletop Simulator sheets of 10 × 7 (--shop tts)', async () => {
    const png = path.join(dir(), 'deck.png')
    expect((await run('show', 'examples/shoto-rush.deck.txt', '--png', png)).out).toBe(`${png}: 50 cards, 1600 px across`)
    const picture = await pixel(fs.readFileSync(png), 0, 0)
    // Eighteen cards, eight a row: three rows, as tall as the faces make them.
    expect(picture.width).toBe(1600)
    expect(picture.height).toBeGreaterThan(3 * 1600 * (88 / 63) * 0.1)
    expect(picture.height).toBeLessThan(1600)
    const zip = path.join(dir(), 'tts.zip')
    expect((await run('print', 'examples/fatal-fury-legends.deck.txt', '--shop', 'tts', '-o', zip)).out).toBe(
      `${zip}: 1 sheet of 10 × 7 (60 cards) and back.png`,
    )
    const files = unzipSync(new Uint8Array(fs.readFileSync(zip)))
    expect(Object.keys(files)).toEqual(['sheet-1.png', 'back.png', 'tts.txt'])
    const sheet = await pixel(files['sheet-1.png'], 5, 5)
    expect([sheet.width, sheet.height]).toEqual([4090, Math.round((4090 * 7 * 88) / (10 * 63))])
    expect(sheet.rgb).toEqual(rgbOf(KIND_COLOURS.snk)) // Terry first, in his frame
    // The last row past the sixtieth card is empty.
    expect((await pixel(files['sheet-1.png'], 4000, sheet.height - 5)).rgb).toEqual([0, 0, 0])
    expect(new TextDecoder().decode(files['tts.txt'])).toContain('sheet-1.png: Number 60')
  })
})

describe('a set of its own back', () => {
  it("prints behind the set's cards on the duplex pages and in the print shop's zip; a deck's own back wins", async () => {
    const red = path.join(dir(), 'red.png')
    fs.writeFileSync(red, await plainPng(63, 88, '#dc1414'))
    const blue = path.join(dir(), 'blue.png')
    fs.writeFileSync(blue, await plainPng(63, 88, '#1414dc'))
    const db = path.join(dir(), 'backs.db')
    const set = (...argv: string[]) => runOn(db, 'sets', ...argv)
    expect((await set('cfs-base', '--back', red)).out).toBe(`cfs-base: ${red} printed behind its cards`)
    const listed = JSON.parse((await set('--json')).out) as { id: string; back?: string }[]
    expect(listed.find((x) => x.id === 'cfs-base')!.back).toMatch(/^[0-9a-f]{64}$/)
    expect(listed.find((x) => x.id === 'cfc-1999')!.back).toBeUndefined()

    /** The colour in the middle of the first back on page 2 of a printed deck. */
    const backColour = async (...extra: string[]) => {
      const pdf = path.join(dir(), 'backs.pdf')
      const done = await runOn(db, 'print', 'examples/shoto-rush.deck.txt', '--backs', 'long', '-o', pdf, ...extra)
      expect(done.code, done.err).toBe(0)
      const page = renderPage(fs.readFileSync(pdf), 2, 30)
      const i = (Math.round(page.height / 2) * page.width + Math.round(page.width / 2)) * 3
      return [page.rgb[i], page.rgb[i + 1], page.rgb[i + 2]]
    }
    const [r, g, b] = await backColour()
    expect(r > 180 && g < 60 && b < 60).toBe(true) // the set's red
    const [r2, , b2] = await backColour('--back-image', blue)
    expect(b2 > 180 && r2 < 60).toBe(true) // the deck's blue wins
    const zip = path.join(dir(), 'backs.zip')
    await runOn(db, 'print', 'examples/shoto-rush.deck.txt', '--shop', 'png', '-o', zip)
    expect((await pixel(unzipSync(new Uint8Array(fs.readFileSync(zip)))['back.png'], 400, 550)).rgb[0]).toBeGreaterThan(180)
    // A deck of two sets, one with its own back: a back for it, the game's for the other, and the list says whose.
    const mixed = path.join(dir(), 'mixed.deck.txt')
    fs.writeFileSync(mixed, 'name: Mixed\nsets: cfs-base, cfc-1999\nMain\n2 C001 Ryu\n1 cfc-1999:C001 Ryu\n')
    const mixedZip = path.join(dir(), 'mixed.zip')
    expect((await runOn(db, 'print', mixed, '--shop', 'png', '-o', mixedZip)).out).toContain('2 pictures and back-cfs-base.png, back.png for 3 cards')
    const mixedFiles = unzipSync(new Uint8Array(fs.readFileSync(mixedZip)))
    expect((await pixel(mixedFiles['back-cfs-base.png'], 400, 550)).rgb[0]).toBeGreaterThan(180)
    expect((await pixel(mixedFiles['back.png'], 400, 550)).rgb[0]).toBeLessThan(60)
    expect(new TextDecoder().decode(mixedFiles['cards.txt'])).toContain('2\t01-cfs-base-C001-ryu-x2.png\tback-cfs-base.png')

    expect((await set('cfs-base', '--back', 'none')).out).toBe("cfs-base: the game's back")
    const [r3, g3, b3] = await backColour()
    // The game's navy field, rgb(0.1, 0.13, 0.25).
    ;[r3, g3, b3].forEach((c, i) => expect(Math.abs(c - [25.5, 33.2, 63.8][i])).toBeLessThan(2))
    expect((await set('nope', '--back', red)).err).toMatch(/no set "nope"/)
  })
})
