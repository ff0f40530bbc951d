// `ringside pictures`: a pack of card pictures (a folder, a zip, an OCTGN .o8c) matched by number, OCTGN id or name,
// shown first, then attached at once; a file that is no picture refused by its name, the rest attached.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { zipSync } from 'fflate'
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { Services } from '../../src/main/services'
import { pngFile } from '../png'
import { commandTests } from './command'

const { dir, runOn } = commandTests('pictures')

/** A card-shaped PNG of one colour. */
function png(r: number, g: number, b: number): Uint8Array {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(63 * 3, Buffer.from([r, g, b]))])
  return new Uint8Array(pngFile(63, 88, zlib.deflateSync(Buffer.concat(Array.from({ length: 88 }, () => row))), false))
}

/** The pack's files: Ryu by number, Ken by name, a "picture" that is text, and a file of no card. */
const PACK: Record<string, Uint8Array> = {
  'C001.png': png(200, 40, 40),
  'Ken.png': png(40, 200, 40),
  'C003.png': new TextEncoder().encode('not a picture at all'),
  'Nobody Here.png': png(40, 40, 200),
  'readme.txt': new TextEncoder().encode('left out: not a picture'),
}

function imageOf(db: string, number: string): string | null {
  const s = new Services(db)
  try {
    return s.catalogue.card('cfs-base', number)?.image ?? null
  } finally {
    s.close()
  }
}

describe('ringside pictures', () => {
  it('matches a folder by number and name, shows it first, attaches the pictures and refuses the one that is none', async () => {
    const folder = path.join(dir(), 'pack')
    fs.mkdirSync(folder)
    for (const [name, bytes] of Object.entries(PACK)) fs.writeFileSync(path.join(folder, name), bytes)
    const db = path.join(dir(), 'folder.db')

    const dry = await runOn(db, 'pictures', folder, '--dry-run')
    expect(dry.code).toBe(0)
    expect(dry.out.split('\n')[0]).toBe(
      `${folder}: 4 pictures; 3 matched (2 by number, 0 by OCTGN id, 1 by name), 0 replacing a picture, 1 unmatched, 0 ambiguous (a dry run: nothing was written)`,
    )
    expect(dry.out).toContain('  Ken.png → cfs-base:C002 Ken')
    expect(dry.out).toContain('  Nobody Here.png: no card of that number or name')
    expect(imageOf(db, 'C001')).toBeNull()

    const done = await runOn(db, 'pictures', folder)
    expect(done.code).toBe(1)
    expect(done.out.split('\n').at(-1)).toBe('attached 2 pictures')
    expect(done.err).toMatch(/: C003\.png: refused: /)
    expect(imageOf(db, 'C001')).toMatch(/^[0-9a-f]{64}$/)
    expect(imageOf(db, 'C002')).toMatch(/^[0-9a-f]{64}$/)
    expect(imageOf(db, 'C003')).toBeNull()

    // Again: the same cards now have pictures, which the pack replaces.
    const again = JSON.parse((await runOn(db, 'pictures', folder, '--dry-run', '--json')).out)
    expect(again.matched.map((m: { number: string; replacing: boolean }) => [m.number, m.replacing])).toEqual([
      ['C001', true],
      ['C003', false],
      ['C002', true],
    ])
    expect(again.applied).toBeNull()
  })

  it('reads a zip and an OCTGN .o8c, matching the package by the plugin card ids', async () => {
    const db = path.join(dir(), 'zip.db')
    const zip = path.join(dir(), 'pack.zip')
    fs.writeFileSync(zip, zipSync({ 'cards/C001.png': PACK['C001.png'], 'cards/notes.txt': PACK['readme.txt'] }))
    const zipped = JSON.parse((await runOn(db, 'pictures', zip, '--json')).out)
    expect(zipped.matched).toEqual([{ file: 'cards/C001.png', set: 'cfs-base', number: 'C001', name: 'Ryu', by: 'number', replacing: false }])
    expect(zipped.applied.refused).toEqual([])

    // Guile's id in the Card Fighters' Clash plugin, as OCTGN lays out an image package.
    const o8c = path.join(dir(), 'pack.o8c')
    const game = 'e3d4b3c4-0000-4000-8000-000000000000'
    fs.writeFileSync(o8c, zipSync({ [`${game}/Sets/set-1/Cards/20cfabef-f733-478f-89d6-25a71371a89e.png`]: PACK['Ken.png'] }))
    const octgn = JSON.parse((await runOn(db, 'pictures', o8c, '--json')).out)
    expect(octgn.matched).toEqual([expect.objectContaining({ number: 'C004', by: 'octgn' })])
    expect(imageOf(db, 'C004')).toMatch(/^[0-9a-f]{64}$/)
  })

  it('says which files could be two cards, and refuses a file that is no pack', async () => {
    const db = path.join(dir(), 'ambiguous.db')
    const folder = path.join(dir(), 'both-sets')
    fs.mkdirSync(folder)
    fs.writeFileSync(path.join(folder, 'C001.png'), PACK['C001.png'])
    fs.mkdirSync(path.join(folder, 'cfc-1999'))
    fs.writeFileSync(path.join(folder, 'cfc-1999', 'C002.png'), PACK['Ken.png'])
    fs.writeFileSync(path.join(folder, 'Ryu.png'), PACK['Ken.png'])
    // Two files for one card: neither is chosen.
    const two = JSON.parse((await runOn(db, 'pictures', folder, '--dry-run', '--json')).out)
    expect(two.ambiguous).toEqual([
      { file: 'C001.png', cards: ['cfs-base:C001 Ryu'] },
      { file: 'Ryu.png', cards: ['cfs-base:C001 Ryu'] },
    ])
    // --set names the set the pack fills: cfc-1999/C002.png is its Ken.
    const cfc = JSON.parse((await runOn(db, 'pictures', folder, '--set', 'cfc-1999', '--dry-run', '--json')).out)
    expect(cfc.matched.map((m: { set: string; number: string }) => `${m.set}:${m.number}`)).toEqual(['cfc-1999:C002'])
    expect(cfc.ambiguous.map((a: { file: string }) => a.file)).toEqual(['C001.png', 'Ryu.png'])
    const junk = path.join(dir(), 'junk.zip')
    fs.writeFileSync(junk, 'PK but not really')
    const bad = await runOn(db, 'pictures', junk)
    expect(bad.code).toBe(2)
    expect(bad.err).toContain(`${junk}: not a zip or an .o8c`)
    expect((await runOn(db, 'pictures', folder, '--set', 'nope')).err).toMatch(/no set "nope"/)
  })

  it('attaches a pack as art drawn inside the frame (--art), apart from whole-card pictures, and prints it there', async () => {
    const db = path.join(dir(), 'art.db')
    const folder = path.join(dir(), 'art-pack')
    fs.mkdirSync(folder)
    fs.writeFileSync(path.join(folder, 'C001.png'), PACK['C001.png'])
    fs.writeFileSync(path.join(folder, 'Ken.png'), PACK['Ken.png'])
    fs.writeFileSync(path.join(folder, 'C003.png'), PACK['C003.png'])
    const deck = path.join(dir(), 'art.deck.txt')
    fs.writeFileSync(deck, 'name: Art\nMain\n2 C001 Ryu\n1 C002 Ken\n1 C004 Guile\n')
    /** The pictures a printed PDF embeds. */
    const images = async (pdf: string) =>
      (await PDFDocument.load(fs.readFileSync(pdf))).context
        .enumerateIndirectObjects()
        .filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')).length
    expect(await runOn(db, 'print', deck, '-o', path.join(dir(), 'before.pdf'))).toMatchObject({ code: 0 })
    expect(await images(path.join(dir(), 'before.pdf'))).toBe(0)

    const done = await runOn(db, 'pictures', folder, '--art')
    expect(done.code).toBe(1) // C003.png is no picture
    expect(done.out.split('\n').at(-1)).toBe('attached 2 pictures as art')
    const s = new Services(db)
    try {
      const ryu = s.catalogue.card('cfs-base', 'C001')!
      expect(ryu.image).toBeUndefined()
      expect(ryu.art).toMatchObject({ width: 63, height: 88, x: 0.5, y: 0.5, zoom: 1 })
      expect(s.catalogue.card('cfs-base', 'C003')!.art).toBeUndefined()
      expect(s.catalogue.setArtCrop('cfs-base', 'C001', { x: 0.2, y: 0.9, zoom: 2.5 })).toBe(true)
      expect(s.catalogue.card('cfs-base', 'C001')!.art).toMatchObject({ x: 0.2, y: 0.9, zoom: 2.5 })
      expect(s.catalogue.setArtCrop('cfs-base', 'C004', { x: 0.5, y: 0.5, zoom: 1 })).toBe(false)
      expect(() => s.catalogue.setArtCrop('cfs-base', 'C001', { x: 0.5, y: 0.5, zoom: 5 })).toThrow(/CHECK/)
    } finally {
      s.close()
    }
    expect(JSON.parse((await runOn(db, 'pictures', folder, '--art', '--dry-run', '--json')).out).matched[0]).toMatchObject({ replacing: true })
    // Ryu's art and Ken's, each embedded once; Guile has none and is drawn from his text alone.
    expect(await runOn(db, 'print', deck, '-o', path.join(dir(), 'after.pdf'))).toMatchObject({ code: 0 })
    expect(await images(path.join(dir(), 'after.pdf'))).toBe(2)
  })
})
