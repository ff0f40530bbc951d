// Print-shop files for a deck: one PNG a card (or a copy) at 300 or 600 dpi with its bleed, named for a shop's
// upload and zipped with the back and a list of how many of each to print; or a PDF of one card a page, at the
// card's size and its bleed, as shops ask.
import { zipSync } from 'fflate'
import type { ProxyCard, ProxyJob } from './pdf'
import { ttsSheets } from './deck-picture'
import { backDocument, faceDocument, type FaceSize, pixelsAcross, type RasterJob, rasteriseOnWorkers } from './raster'

export interface ShopOptions {
  dpi: 300 | 600
  /** One file a card, its count in its name and in the list; or one a copy, as some shops take them. */
  per: 'card' | 'copy'
  /** The trim and safe-area lines drawn on each file, for checking (not for printing). */
  guides: boolean
  /** Millimetres: the card's trimmed size, and the bleed past each edge (shops ask 3 mm). */
  card: { width: number; height: number }
  bleed: number
}

/** Every file's date in the zip. */
const ZIP_DATE = new Date(2000, 0, 1)

export const DEFAULT_SHOP: ShopOptions = { dpi: 300, per: 'card', guides: false, card: { width: 63, height: 88 }, bleed: 3 }

export interface ShopFile {
  name: string
  /** Copies to print of it. */
  count: number
}

export interface ShopResult {
  zip: Uint8Array
  files: ShopFile[]
  /** Each picture's pixels, bleed included. */
  pixels: { width: number; height: number }
}

/** "Ryu (U)" → "ryu-u". */
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'card'

/** The job's copies as runs of one card, in print order. */
function runsOf(cards: readonly ProxyCard[]): { proxy: ProxyCard; count: number }[] {
  const runs: { proxy: ProxyCard; count: number }[] = []
  for (const proxy of cards) {
    const last = runs.at(-1)
    if (last && last.proxy.card.set === proxy.card.set && last.proxy.card.number === proxy.card.number) last.count++
    else runs.push({ proxy, count: 1 })
  }
  return runs
}

/** The zip: `NN-<set>-<number>-<name>[-xK].png` a card (or `…-K.png` a copy), `back.png`, and `cards.txt`. */
export async function writeShopZip(
  job: ProxyJob,
  o: ShopOptions,
  onProgress?: (done: number, total: number) => void,
  threads = 2,
  workerFile?: string,
): Promise<ShopResult> {
  const size: FaceSize = { ...o.card, bleed: o.bleed, guides: o.guides }
  const width = pixelsAcross(size, o.dpi)
  const runs = runsOf(job.cards)
  const digits = String(runs.length).length
  const files: (ShopFile & { face: number })[] = []
  runs.forEach(({ proxy, count }, i) => {
    const base = `${String(i + 1).padStart(Math.max(2, digits), '0')}-${proxy.card.set}-${proxy.card.number}-${slug(proxy.card.name)}`
    if (o.per === 'card') files.push({ name: `${base}${count > 1 ? `-x${count}` : ''}.png`, count, face: i })
    else for (let k = 1; k <= count; k++) files.push({ name: `${base}-${k}.png`, count: 1, face: i })
  })
  // Each card is drawn once, whatever its copies; the back once.
  const jobs: RasterJob[] = [
    ...runs.map(({ proxy }) => ({ svg: faceDocument({ card: proxy.card, image: proxy.image, art: proxy.art ?? null }, size), width })),
    { svg: backDocument(size, job.back ?? job.cards[0]?.back ?? null), width },
  ]
  const drawn = await rasteriseOnWorkers(jobs, threads, onProgress, workerFile)
  // PNGs are compressed already; a fixed date makes the same deck give the same zip.
  const stored = { level: 0, mtime: ZIP_DATE } as const
  const entries: Record<string, [Uint8Array, typeof stored]> = {}
  for (const f of files) entries[f.name] = [drawn[f.face], stored]
  entries['back.png'] = [drawn.at(-1)!, stored]
  const list = [
    `${job.title}: ${job.cards.length} cards, ${o.dpi} dpi, ${o.bleed} mm bleed`,
    ...files.map((f) => `${f.count}\t${f.name}`),
    `1\tback.png (every card's back)`,
  ]
  const zip = zipSync({ ...entries, 'cards.txt': [new TextEncoder().encode(`${list.join('\n')}\n`), { mtime: ZIP_DATE }] })
  return {
    zip,
    files: files.map(({ name, count }) => ({ name, count })),
    pixels: { width, height: Math.round(((o.card.height + 2 * o.bleed) / 25.4) * o.dpi) },
  }
}

/** Tabletop Simulator's deck: `sheet-N.png` of 10 × 7 faces each, `back.png`, and `tts.txt` saying how to load them. */
export async function ttsZip(job: ProxyJob, threads = 2): Promise<{ zip: Uint8Array; files: string[]; counts: number[] }> {
  const { sheets, counts, back } = ttsSheets(job)
  const drawn = await rasteriseOnWorkers([...sheets, back], threads)
  const stored = { level: 0, mtime: ZIP_DATE } as const
  const files = sheets.map((_, i) => `sheet-${i + 1}.png`)
  const entries: Record<string, [Uint8Array, typeof stored]> = {}
  files.forEach((name, i) => (entries[name] = [drawn[i], stored]))
  entries['back.png'] = [drawn.at(-1)!, stored]
  const help = [
    `${job.title}: ${job.cards.length} cards for Tabletop Simulator.`,
    'Objects > Components > Cards > Custom Deck: Face is a sheet, Back is back.png, Width 10, Height 7,',
    ...files.map((f, i) => `${f}: Number ${counts[i]}`),
  ]
  const zip = zipSync({ ...entries, 'tts.txt': [new TextEncoder().encode(`${help.join('\n')}\n`), { mtime: ZIP_DATE }] })
  return { zip, files, counts }
}
