// Picture bombs and large pictures, as the app's main process meets them: how long its event loop stalls and
// how much memory the process grows by, beside the naive way (jimp decoding on the main thread, as before).
// Run: npx electron-vite build && npm run bench -- pictures
import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { it } from 'vitest'
import { ImageStore } from '../src/main/cards/images'
import { fmt, watchMainThread as watch } from './stats'
import { record } from './results'
import { pngFile } from '../test/png'

const WORKER = path.resolve('out/main/picture-worker.js')

/** A whole, valid PNG of one colour (RGB, or grey when `grey`): a few hundred KB that decode to width × height × 4 bytes. */
async function png(width: number, height: number, grey = false): Promise<Buffer> {
  // Streamed row by row: a 25,000-pixel-wide picture is never whole in memory here.
  const row = Buffer.alloc(1 + width * (grey ? 1 : 3), 0x40)
  row[0] = 0 // no filter
  const rows = Buffer.concat(Array.from({ length: 32 }, () => row))
  const deflate = zlib.createDeflate({ level: 9 })
  const out: Buffer[] = []
  deflate.on('data', (d: Buffer) => out.push(d))
  const ended = once(deflate, 'end')
  for (let y = 0; y < height; y += 32) {
    const ok = deflate.write(y + 32 <= height ? rows : rows.subarray(0, (height - y) * row.length))
    if (!ok) await once(deflate, 'drain')
  }
  deflate.end()
  await ended
  return pngFile(width, height, Buffer.concat(out), grey)
}

it('pictures: bombs refused from the header, large pictures decoded off the main thread', async () => {
  if (!fs.existsSync(WORKER)) throw new Error('build first: npx electron-vite build')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-pictures-'))
  try {
    const ours = new ImageStore(path.join(dir, 'ours'), WORKER)
    const naive = async (bytes: Buffer) => {
      // The way before: jimp on the main thread, whatever the header declares.
      const { Jimp } = await import('jimp')
      const image = await Jimp.read(bytes)
      image.scaleToFit({ w: 750, h: 1050 })
      return image.getBuffer('image/jpeg', { quality: 88 })
    }
    const pictures: [string, Buffer, boolean][] = [
      ['a 6,000 × 8,000 PNG (a large scan)', await png(6000, 8000), true],
      ['a 10,000 × 10,000 PNG bomb', await png(10_000, 10_000), true],
      ['a 25,000 × 25,000 PNG bomb', await png(25_000, 25_000, true), false], // the naive way: 61 s and 7.7 GB; not run
    ]
    for (const [label, bytes, runNaive] of pictures) {
      let naiveStall = 0
      const size = `${(bytes.length / 1024).toFixed(0)} KB`
      if (runNaive) {
        const b = await watch(() => naive(bytes))
        console.log(
          `${label} (${size}), naive: main thread stalled at most ${fmt(b.stallMs)} ms, ${fmt(b.ms)} ms in all, RSS +${b.rssMb.toFixed(0)} MB, ${b.outcome}`,
        )
        naiveStall = b.stallMs
      }
      const a = await watch(() => ours.put(bytes, 'bench.png'))
      console.log(
        `${label} (${size}), ours: main thread stalled at most ${fmt(a.stallMs)} ms, ${fmt(a.ms)} ms in all, RSS +${a.rssMb.toFixed(0)} MB, ${a.outcome}`,
      )
      record('pictures', {
        name: `${label}: longest main-thread stall`,
        value: a.stallMs,
        unit: 'ms',
        ...(runNaive ? { baseline: { name: 'jimp on the main thread', value: naiveStall } } : {}),
      })
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
