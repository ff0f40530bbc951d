// Picture bombs: a small file whose header declares a huge picture is refused, in words, before it is decoded;
// pictures are decoded on a worker thread, so the app's main process never waits on one.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { Jimp } from 'jimp'
import { describe, expect, it } from 'vitest'
import { ImageError, ImageStore, MAX_PICTURE_SIDE, pictureSize } from '../../../src/main/cards/images'
import { freshServices, tempDir } from '../../helpers'
import { pngFile } from '../../png'

const N = MAX_PICTURE_SIDE

/** A PNG header declaring width × height, with a few compressed rows for a body. */
const png = (width: number, height: number) => pngFile(width, height, zlib.deflateSync(Buffer.alloc(1000)))

/** A JPEG with an EXIF-like segment, then a frame header declaring width × height, and no scan. */
function jpeg(width: number, height: number): Buffer {
  const app1 = Buffer.from([0xff, 0xe1, 0x00, 0x08, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00])
  const sof = Buffer.from([0xff, 0xc2, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, sof, Buffer.from([0xff, 0xd9])])
}

/** A GIF of a 1 × 1 screen whose only frame declares width × height. */
function gif(width: number, height: number): Buffer {
  const b = Buffer.alloc(13 + 10 + 5)
  b.write('GIF89a', 0, 'latin1')
  b.writeUInt16LE(1, 6)
  b.writeUInt16LE(1, 8)
  b[13] = 0x2c
  b.writeUInt16LE(width, 18)
  b.writeUInt16LE(height, 20)
  b.set([2, 1, 0x44, 0, 0x3b], 23) // LZW code size, one tiny sub-block, end
  return b
}

/** A BMP header (BITMAPINFOHEADER) declaring width × height, stored top-down, with a few pixels. */
function bmp(width: number, height: number): Buffer {
  const b = Buffer.alloc(54 + 64)
  b.write('BM', 0, 'latin1')
  b.writeUInt32LE(b.length, 2)
  b.writeUInt32LE(54, 10)
  b.writeUInt32LE(40, 14)
  b.writeInt32LE(width, 18)
  b.writeInt32LE(-height, 22)
  b.writeUInt16LE(1, 26)
  b.writeUInt16LE(24, 28)
  return b
}

/** A big-endian TIFF whose first page is 10 × 10 and whose second declares width × height. */
function tiff(width: number, height: number): Buffer {
  const b = Buffer.alloc(8 + 2 * (2 + 2 * 12 + 4))
  b.write('MM', 0, 'latin1')
  b.writeUInt16BE(42, 2)
  b.writeUInt32BE(8, 4)
  const ifd = (at: number, w: number, h: number, next: number) => {
    b.writeUInt16BE(2, at)
    b.writeUInt16BE(256, at + 2)
    b.writeUInt16BE(4, at + 4) // LONG
    b.writeUInt32BE(1, at + 6)
    b.writeUInt32BE(w, at + 10)
    b.writeUInt16BE(257, at + 14)
    b.writeUInt16BE(3, at + 16) // SHORT
    b.writeUInt32BE(1, at + 18)
    b.writeUInt16BE(h, at + 22)
    b.writeUInt32BE(next, at + 26)
  }
  ifd(8, 10, 10, 38)
  ifd(38, width, height, 0)
  return b
}

describe('the pixel size of a picture, from its header alone', () => {
  it('reads PNG, JPEG, GIF, BMP and TIFF headers, taking the largest frame or page', () => {
    expect(pictureSize(png(25_000, 25_000))).toEqual({ width: 25_000, height: 25_000, pixels: 625_000_000 })
    expect(pictureSize(jpeg(640, 20_000))).toEqual({ width: 640, height: 20_000, pixels: 12_800_000 })
    expect(pictureSize(gif(30_000, 2))).toEqual({ width: 30_000, height: 2, pixels: 1 + 60_000 }) // the 1 × 1 screen, and the frame
    expect(pictureSize(bmp(12_000, 9_000))).toEqual({ width: 12_000, height: 9_000, pixels: 108_000_000 })
    expect(pictureSize(tiff(40_000, 50))).toEqual({ width: 40_000, height: 50, pixels: 100 + 2_000_000 })
    expect(pictureSize(Buffer.from('junk'))).toBeNull()
    expect(pictureSize(png(10, 10).subarray(0, 20))).toBeNull() // cut short in its header
  })

  it('agrees with the decoder on real pictures', async () => {
    for (const mime of ['image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/tiff'] as const) {
      const bytes = await new Jimp({ width: 37, height: 23, color: 0x3366ccff }).getBuffer(mime)
      expect(pictureSize(bytes), mime).toMatchObject({ width: 37, height: 23 })
    }
  })
})

describe('a picture bomb', () => {
  it('is refused before it is decoded, saying its size and the limit in words', async () => {
    const store = new ImageStore(tempDir())
    const refusal = (w: number, h: number) => `huge: ${w} × ${h} pixels, more than Ringside reads (at most ${N} × ${N}): scale it down first`
    for (const [make, w, h] of [
      [png, 25_000, 25_000],
      [png, 10_000, 10_000],
      [jpeg, 25_000, 25_000],
      [gif, 25_000, 25_000],
      [bmp, 25_000, 25_000],
      [tiff, 25_000, 25_000],
      [png, N + 1, 10],
      [png, 10, N + 1],
    ] as const) {
      await expect(store.put(make(w, h), 'huge'), `${make.name} ${w} × ${h}`).rejects.toThrow(new ImageError(refusal(w, h)))
    }
    expect(fs.readdirSync(store.dir)).toEqual([])
  })

  it('is refused when attached to a card, and the card keeps no picture', async () => {
    const s = freshServices()
    await expect(s.editor.attachImage('cfs-base', 'C001', png(25_000, 25_000), 'bomb.png')).rejects.toThrow(
      `bomb.png: 25000 × 25000 pixels, more than Ringside reads (at most ${N} × ${N}): scale it down first`,
    )
    expect(s.catalogue.card('cfs-base', 'C001')!.image).toBeUndefined()
  })

  it('whose header cannot be read is refused as not a picture', async () => {
    const store = new ImageStore(tempDir())
    await expect(store.put(png(10, 10).subarray(0, 20), 'cut.png')).rejects.toThrow(
      /^cut\.png is not a picture Ringside can read \(JPEG, PNG, GIF, BMP or TIFF\)/,
    )
  })
})

describe('decoding off the main thread', () => {
  function worker(body: string): string {
    const file = path.join(tempDir(), 'picture-worker.mjs')
    fs.writeFileSync(file, `import { parentPort } from 'node:worker_threads'\nparentPort.once('message', (input) => {\n${body}\n})\n`)
    return file
  }

  it("hands the picture to the worker, and refuses with the worker's words", async () => {
    const store = new ImageStore(
      tempDir(),
      worker('parentPort.postMessage({ ok: false, message: `decoded in the worker: ${input.bytes.length} bytes of ${input.name}` })'),
    )
    const picture = await new Jimp({ width: 30, height: 42, color: 0x3366ccff }).getBuffer('image/png')
    await expect(store.put(picture, 'ryu.png')).rejects.toThrow(new ImageError(`decoded in the worker: ${picture.length} bytes of ryu.png`))
  })

  it('stores what the built worker made: the same JPEG as made here', async () => {
    const built = path.resolve('out/main/picture-worker.js')
    expect(fs.existsSync(built), 'run `npx electron-vite build` first').toBe(true)
    const dir = tempDir()
    const picture = path.join(dir, 'scan.png')
    fs.writeFileSync(picture, await new Jimp({ width: 1500, height: 2100, color: 0x3366ccff }).getBuffer('image/png'))
    // The worker runs under plain Node, as in the app: this test process resolves packages for the browser.
    const script = `
      const fs = require('node:fs')
      const { Worker } = require('node:worker_threads')
      const [worker, picture, dir] = process.argv.slice(1)
      const w = new Worker(worker)
      w.once('message', (m) => {
        if (!m.ok) throw new Error(m.message)
        fs.writeFileSync(dir + '/full.jpg', m.result.full)
        fs.writeFileSync(dir + '/thumb.jpg', m.result.thumb)
        void w.terminate()
      })
      w.postMessage({ bytes: new Uint8Array(fs.readFileSync(picture)), name: 'scan.png' })`
    execFileSync(process.execPath, ['-e', script, built, picture, dir], { env: { ...process.env, NODE_OPTIONS: '' } })
    const here = new ImageStore(tempDir(), '')
    const hash = await here.put(fs.readFileSync(picture), 'scan.png')
    expect(fs.readFileSync(path.join(dir, 'full.jpg')).equals(here.read(hash, 'full')!)).toBe(true)
    expect(fs.readFileSync(path.join(dir, 'thumb.jpg')).equals(here.read(hash, 'thumb')!)).toBe(true)
    const thumb = await Jimp.read(here.read(hash, 'thumb')!)
    expect([thumb.width, thumb.height]).toEqual([120, 168])
  })

  it('stores a pack in two shares: each picture answered in its place, a bomb or a truncated one refused by name', async () => {
    // Converted here: a worker started from this test process would resolve packages for the browser.
    const store = new ImageStore(tempDir(), '')
    const whole = await new Jimp({ width: 300, height: 200, color: 0xcc3366ff }).getBuffer('image/png')
    const bmpPicture = await new Jimp({ width: 40, height: 30, color: 0x33cc66ff }).getBuffer('image/bmp')
    const jobs = [
      { bytes: whole, name: 'a.png' },
      { bytes: png(N + 1, 10), name: 'bomb.png' },
      { bytes: whole.subarray(0, whole.length / 2), name: 'cut.png' },
      { bytes: bmpPicture, name: 'old.bmp' },
      { bytes: await new Jimp({ width: 2000, height: 1000, color: 0x3366ccff }).getBuffer('image/jpeg'), name: 'wide.jpg' },
    ]
    const heard: number[] = []
    const answers = await store.storeMany(jobs, 2, (done) => heard.push(done))
    expect(answers.map((a) => (a instanceof ImageError ? 'refused' : `${a.width}×${a.height}`))).toEqual(['300×200', 'refused', 'refused', '40×30', '750×375'])
    expect((answers[1] as ImageError).message).toMatch(/^bomb\.png: /)
    expect((answers[2] as ImageError).message).toMatch(/^cut\.png is not a picture Ringside can read/)
    for (const a of answers) if (!(a instanceof ImageError)) expect(store.check(a.hash)).toBeNull()
    expect(heard.at(-1)).toBe(5)
  })
})
