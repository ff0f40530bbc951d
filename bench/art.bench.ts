// Art packs and print-shop files, as a player meets them through the command (built): a pack of 424 pictures, one
// for every card of the base set, attached as art; and a 60-card deck's print-shop zip at 300 dpi. Each beside the
// naive way in the same run: jimp converting the pack one picture after another on one thread, as before; and
// every copy of the deck drawn one after another.
// Run: npx electron-vite build && npm run bench -- art
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { zipSync } from 'fflate'
import sharp from 'sharp'
import { it } from 'vitest'
import { Services } from '../src/main/services'
import { faceDocument, pixelsAcross, rasteriseAll } from '../src/main/printing/raster'
import { proxyJob, storedImages, storedSources } from '../src/main/printing/print'
import { DEFAULT_PRINT } from '../src/shared/print'
import { record } from './results'

const CLI = path.resolve('bin/ringside.cjs')

it('art: a 424-picture pack attached as art, and a 60-card print-shop zip at 300 dpi', async () => {
  if (!fs.existsSync('out/main/cli.js')) throw new Error('build first: npx electron-vite build')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-art-'))
  try {
    const db = path.join(dir, 'ringside.db')
    const setup = new Services(db)
    const numbers = setup.catalogue.setCards('cfs-base').map((c) => c.number)
    setup.close()
    // Art as packs share it: a 600 × 420 JPEG a card, noisy enough to compress as a drawing does.
    const pack: Record<string, Uint8Array> = {}
    for (const [i, number] of numbers.entries()) {
      const art = sharp({
        create: { width: 600, height: 420, channels: 3, background: { r: (i * 37) % 255, g: 90, b: 160 }, noise: { type: 'gaussian', mean: 120, sigma: 40 } },
      })
      pack[`art/${number}.jpg`] = new Uint8Array(await art.jpeg({ quality: 85 }).toBuffer())
    }
    const zip = path.join(dir, 'base-art.zip')
    fs.writeFileSync(zip, zipSync(pack, { level: 0 }))
    const env = { ...process.env, RINGSIDE_DB: db, NODE_OPTIONS: '' }

    let start = performance.now()
    const out = execFileSync(process.execPath, [CLI, 'pictures', zip, '--art'], { env, encoding: 'utf8' })
    const importMs = performance.now() - start
    if (!out.includes(`attached ${numbers.length} pictures as art`)) throw new Error(`the pack was not attached: ${out.slice(-300)}`)

    // The naive way: jimp, one picture after another, on one thread.
    const { Jimp } = await import('jimp')
    const sample = Object.values(pack).slice(0, 40)
    start = performance.now()
    for (const bytes of sample) {
      const image = await Jimp.read(Buffer.from(bytes))
      image.scaleToFit({ w: 750, h: 1050 })
      await image.getBuffer('image/jpeg', { quality: 88 })
      image.scaleToFit({ w: 120, h: 168 })
      await image.getBuffer('image/jpeg', { quality: 80 })
    }
    const naiveImportMs = ((performance.now() - start) / sample.length) * numbers.length
    console.log(
      `424-picture art pack: ${(importMs / 1000).toFixed(1)} s; naive (jimp, one thread): ${(naiveImportMs / 1000).toFixed(1)} s (costed from 40 pictures)`,
    )
    record('art', {
      name: '424-picture art pack attached',
      value: importMs,
      unit: 'ms',
      baseline: { name: 'jimp on one thread, costed', value: naiveImportMs },
    })

    const deck = path.resolve('examples/fatal-fury-legends.deck.txt')
    const shopZip = path.join(dir, 'ff.zip')
    start = performance.now()
    execFileSync(process.execPath, [CLI, 'print', deck, '--shop', 'png', '-o', shopZip], { env, encoding: 'utf8' })
    const shopMs = performance.now() - start
    // The naive way: every copy drawn, one after another, on one thread.
    const services = new Services(db)
    const parsed = services.decks.parse(fs.readFileSync(deck, 'utf8'))
    if (!parsed.ok) throw new Error(`${deck}: ${parsed.problems[0].message}`)
    const job = proxyJob(
      services.decks,
      parsed.deck,
      DEFAULT_PRINT,
      storedImages(services.images),
      undefined,
      storedSources(services.images, (id) => services.catalogue.set(id)),
    )
    const size = { width: 63, height: 88, bleed: 3 }
    start = performance.now()
    await rasteriseAll(
      job.cards.map((p) => ({ svg: faceDocument({ card: p.card, image: p.image, art: p.art ?? null }, size), width: pixelsAcross(size, 300) })),
    )
    const naiveShopMs = performance.now() - start
    services.close()
    console.log(`60-card print-shop zip at 300 dpi: ${(shopMs / 1000).toFixed(1)} s; naive (every copy, one thread): ${(naiveShopMs / 1000).toFixed(1)} s`)
    record('art', {
      name: '60-card print-shop zip, 300 dpi',
      value: shopMs,
      unit: 'ms',
      baseline: { name: 'every copy drawn on one thread', value: naiveShopMs },
    })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}, 600_000)
