// Time to write the proxy PDF of a 60-card deck, with text faces and with JPEG images, against the naive
// way for images (each copy embedded again) in the same run.
// Run: npm run bench -- proxies
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import jpeg from 'jpeg-js'
import { it } from 'vitest'
import { DEFAULT_PRINT } from '../src/shared/print'
import { proxyJob, storedImages } from '../src/main/printing/print'
import { writeProxies, type ProxyJob } from '../src/main/printing/pdf'
import { Services } from '../src/main/services'
import { record } from './results'

/** A 745 × 1040 card scan (300 dpi) with some texture, so it compresses like a real one (~150 KB). */
function scan(seed: number): Uint8Array {
  const width = 745
  const height = 1040
  const data = Buffer.alloc(width * height * 4)
  let s = seed
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      s = (s * 1103515245 + 12345) >>> 0
      const i = (y * width + x) * 4
      data[i] = (x + seed * 40) & 255
      data[i + 1] = (y / 4 + (s >>> 28)) & 255
      data[i + 2] = ((x ^ y) + seed) & 255
      data[i + 3] = 255
    }
  }
  return new Uint8Array(jpeg.encode({ data, width, height }, 85).data)
}

async function median(runs: number, make: () => Promise<unknown>): Promise<number> {
  await make() // warm up
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await make()
    times.push(performance.now() - start)
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]
}

it('proxies: a 60-card deck', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-'))
  const services = new Services(path.join(dir, 'bench.db'))
  try {
    const parsed = services.decks.parse(fs.readFileSync('examples/fatal-fury-legends.deck.txt', 'utf8'))
    if (!parsed.ok) throw new Error('example deck does not parse')
    const text = proxyJob(services.decks, parsed.deck, DEFAULT_PRINT, storedImages(services.images))
    const scans = new Map<string, Uint8Array>()
    const withImages: ProxyJob = {
      ...text,
      cards: text.cards.map(({ card }) => {
        if (!scans.has(card.number)) scans.set(card.number, scan(scans.size + 1))
        return { card, image: { bytes: scans.get(card.number)!, type: 'jpeg' as const } }
      }),
    }
    // Naive: every copy carries its own image bytes, so each is embedded again.
    const naive: ProxyJob = {
      ...withImages,
      cards: withImages.cards.map(({ card, image }) => ({ card, image: image && { ...image, bytes: image.bytes.slice() } })),
    }
    const start = performance.now()
    await writeProxies(text) // the first PDF of a fresh process, as in a new print worker: nothing compiled yet
    const cold = performance.now() - start
    const sizes = await Promise.all([text, withImages, naive].map(async (j) => (await writeProxies(j)).pdf.length))
    const t = await median(5, () => writeProxies(text))
    const i = await median(5, () => writeProxies(withImages))
    const n = await median(3, () => writeProxies(naive))
    const kb = (b: number) => `${Math.round(b / 1024)} KB`
    const mean = [...scans.values()].reduce((a, b) => a + b.length, 0) / scans.size
    console.log(`60 cards, text faces: ${t.toFixed(0)} ms (${kb(sizes[0])}); the first in a fresh process ${cold.toFixed(0)} ms`)
    console.log(
      `60 cards, ${scans.size} distinct JPEG scans of ${kb(mean)}: ${i.toFixed(0)} ms (${kb(sizes[1])}) | naive, each copy embedded: ${n.toFixed(0)} ms (${kb(sizes[2])})`,
    )
    const naiveWay = 'naive: every copy embedding its own image'
    record(
      'proxies',
      { name: 'text faces, 60 cards', value: t, unit: 'ms' },
      { name: 'text faces, the first PDF of a fresh process', value: cold, unit: 'ms' },
      { name: 'JPEG faces, 60 cards', value: i, unit: 'ms', baseline: { name: naiveWay, value: n } },
      { name: 'text faces, PDF size', value: sizes[0] / 1024, unit: 'KB' },
      { name: 'JPEG faces, PDF size', value: sizes[1] / 1024, unit: 'KB', baseline: { name: naiveWay, value: sizes[2] / 1024 } },
    )
  } finally {
    services.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
