// `ringside print --back-image`: the player's own card back on the duplex pages, in place of the game's drawn back.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { renderPage } from '../pdf-render'
import { pngFile } from '../png'
import { commandTests } from './command'

const { run, dir, file } = commandTests('print-back')
const SHOTO = path.join(__dirname, '../../examples/shoto-rush.deck.txt')

/** A card-shaped PNG of one colour. */
function solidPng(r: number, g: number, b: number): Buffer {
  const width = 63
  const height = 88
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())])
  return pngFile(width, height, zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row))), false)
}

/** The colour at (x, y) millimetres of a page. */
function colourAt(pdf: Buffer, page: number, x: number, y: number): [number, number, number] {
  const r = renderPage(new Uint8Array(pdf), page, 50)
  const px = Math.round((x / 25.4) * r.dpi)
  const py = Math.round((y / 25.4) * r.dpi)
  const i = (py * r.width + px) * 3
  return [r.rgb[i], r.rgb[i + 1], r.rgb[i + 2]]
}

describe('print --back-image', () => {
  it("draws the player's back on every back, where the game's back is otherwise drawn", async () => {
    const red = path.join(dir(), 'red.png')
    fs.writeFileSync(red, solidPng(220, 30, 40))
    const own = path.join(dir(), 'own.pdf')
    const drawn = path.join(dir(), 'drawn.pdf')
    expect((await run('print', SHOTO, '-o', own, '--backs', 'long', '--back-image', red)).code).toBe(0)
    expect((await run('print', SHOTO, '-o', drawn, '--backs', 'long')).code).toBe(0)
    // The middle of the middle card of the first sheet's backs (A4, 3 × 3 cards, centred).
    const [r, g, b] = colourAt(fs.readFileSync(own), 2, 105, 148.5)
    expect(r).toBeGreaterThan(180)
    expect(g).toBeLessThan(80)
    expect(b).toBeLessThan(80)
    const [dr] = colourAt(fs.readFileSync(drawn), 2, 105, 148.5)
    expect(dr).toBeLessThan(120)
    // The fronts are the same either way.
    expect(colourAt(fs.readFileSync(own), 1, 105, 148.5)).toEqual(colourAt(fs.readFileSync(drawn), 1, 105, 148.5))
  })

  it('refuses a back with no backs pages, and a file that is not a picture, by its name', async () => {
    const red = path.join(dir(), 'red2.png')
    fs.writeFileSync(red, solidPng(220, 30, 40))
    const alone = await run('print', SHOTO, '-o', path.join(dir(), 'x.pdf'), '--back-image', red)
    expect(alone.code).toBe(2)
    expect(alone.err).toMatch(/--back-image is drawn on the backs pages: give --backs long or --backs short too/)
    const text = file('back.png', 'not a picture at all')
    const bad = await run('print', SHOTO, '-o', path.join(dir(), 'y.pdf'), '--backs', 'short', '--back-image', text)
    expect(bad.code).toBe(2)
    expect(bad.err).toContain(`${text}: not a JPEG or PNG image`)
    expect(fs.existsSync(path.join(dir(), 'y.pdf'))).toBe(false)
  })
})
