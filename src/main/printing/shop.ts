// Print-shop files for a deck: one PNG a card (or a copy) at 300 or 600 dpi with its bleed, named for a shop's
// upload and zipped with the back and a list of how many of each to print; or a PDF of one card a page, at the
// card's size and its bleed, as shops ask.
import { zipSync } from 'fflate'
import type { CardImage, ProxyCard, ProxyJob } from './pdf'
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
  /** The backs' files: `back.png`, or one a set with its own back besides. */
  backs: string[]
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

/**
 * The zip: `NN-<set>-<number>-<name>[-xK].png` a card (or `…-K.png` a copy), the back, and `cards.txt`. One
 * `back.png` when every card has the same back (the deck's own, else their sets'); else a back a set with its own
 * (`back-<set>.png`, the game's being `back.png`), and `cards.txt` says which back each card takes.
 */
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
  // The backs: the deck's own behind every card, else each card's set's (the game's when it has none).
  const backOf = (proxy: ProxyCard) => job.back ?? proxy.back ?? null
  const distinct = [...new Set(runs.map(({ proxy }) => backOf(proxy)))]
  const backName = (proxy: ProxyCard) => (distinct.length === 1 || !backOf(proxy) ? 'back.png' : `back-${proxy.card.set}.png`)
  const backs = new Map<string, CardImage | null>()
  for (const { proxy } of runs) backs.set(backName(proxy), backOf(proxy))
  const files: (ShopFile & { face: number; back: string })[] = []
  runs.forEach(({ proxy, count }, i) => {
    const base = `${String(i + 1).padStart(Math.max(2, digits), '0')}-${proxy.card.set}-${proxy.card.number}-${slug(proxy.card.name)}`
    const back = backName(proxy)
    if (o.per === 'card') files.push({ name: `${base}${count > 1 ? `-x${count}` : ''}.png`, count, face: i, back })
    else for (let k = 1; k <= count; k++) files.push({ name: `${base}-${k}.png`, count: 1, face: i, back })
  })
  // Each card is drawn once, whatever its copies; each back once.
  const jobs: RasterJob[] = [
    ...runs.map(({ proxy }) => ({ svg: faceDocument(proxy, size), width })),
    ...[...backs.values()].map((picture) => ({ svg: backDocument(size, picture), width })),
  ]
  const drawn = await rasteriseOnWorkers(jobs, threads, onProgress, workerFile)
  const pictures: Record<string, Uint8Array> = {}
  for (const f of files) pictures[f.name] = drawn[f.face]
  ;[...backs.keys()].forEach((name, i) => (pictures[name] = drawn[runs.length + i]))
  const several = backs.size > 1
  const list = [
    `${job.title}: ${job.cards.length} cards, ${o.dpi} dpi, ${o.bleed} mm bleed`,
    ...files.map((f) => `${f.count}\t${f.name}${several ? `\t${f.back}` : ''}`),
    ...(several ? [...backs.keys()].map((name) => `-\t${name} (the back of the cards that name it)`) : [`1\tback.png (every card's back)`]),
  ]
  return {
    zip: storedZip(pictures, { 'cards.txt': list }),
    files: files.map(({ name, count }) => ({ name, count })),
    backs: [...backs.keys()],
    pixels: pngSize(drawn[0]),
  }
}

/** A PNG's size, from its header. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/**
 * The zip of the pictures (stored: PNGs are compressed already) and the text files (their lines), every file dated
 * alike, so that the same deck gives the same zip.
 */
function storedZip(pictures: Record<string, Uint8Array>, texts: Record<string, string[]>): Uint8Array {
  const entries: Record<string, [Uint8Array, { level: 0; mtime: Date }]> = {}
  for (const [name, bytes] of Object.entries(pictures)) entries[name] = [bytes, { level: 0, mtime: ZIP_DATE }]
  for (const [name, lines] of Object.entries(texts)) entries[name] = [new TextEncoder().encode(`${lines.join('\n')}\n`), { level: 0, mtime: ZIP_DATE }]
  return zipSync(entries)
}

/** Tabletop Simulator's deck: `sheet-N.png` of 10 × 7 faces each, `back.png`, and `tts.txt` saying how to load them. */
export async function ttsZip(job: ProxyJob, threads = 2): Promise<{ zip: Uint8Array; files: string[]; counts: number[] }> {
  const { sheets, counts, back } = ttsSheets(job)
  const drawn = await rasteriseOnWorkers([...sheets, back], threads)
  const files = sheets.map((_, i) => `sheet-${i + 1}.png`)
  const pictures: Record<string, Uint8Array> = Object.fromEntries(files.map((name, i) => [name, drawn[i]]))
  pictures['back.png'] = drawn.at(-1)!
  const help = [
    `${job.title}: ${job.cards.length} cards for Tabletop Simulator.`,
    'Objects > Components > Cards > Custom Deck: Face is a sheet, Back is back.png, Width 10, Height 7,',
    ...files.map((f, i) => `${f}: Number ${counts[i]}`),
  ]
  const zip = storedZip(pictures, { 'tts.txt': help })
  return { zip, files, counts }
}
