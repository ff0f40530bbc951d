// Proxy printing for a deck: resolve its cards and images, then write the PDF — here, or on a worker
// thread with progress and cancel so the app's main process stays free.
import fs from 'node:fs'
import path from 'node:path'
import type { Card } from '../../shared/card'
import { cardLabel, MAX_PRINT_CARDS, type Deck } from '../../shared/deck'
import { DEFAULT_PRINT, printProblems, type PrintOptions, type PrintProgress } from '../../shared/print'
import { deckPicture, zonesOf } from './deck-picture'
import { RASTER_WORKER_FILE, rasteriseOnWorkers } from './raster'
import { type ShopOptions, type ShopResult, writeShopZip } from './shop'
import { writeFileAtomic } from '../system/files'
import { toDeck } from '../decks/library'
import type { CardImage, ProxyJob, ProxyResult } from './pdf'
import { loadFonts } from '../game-kit/fonts'
import type { ImageStore } from '../cards/images'
import type { DeckService } from '../decks/decks'
import type { DeckLibrary } from '../decks/library'
import { WorkerJobs } from '../jobs/jobs'
import { runOnWorker, type WorkerRun } from '../jobs/workers'
import { invalid, refused } from '../../shared/errors'
import { missingCopies } from '../../shared/collection'

/** How many copies of a card the player owns. */
export type OwnedLookup = (set: string, number: string) => number

/** Said when a deck printed for its missing cards lacks none. */
export const NOTHING_MISSING = 'nothing to print: the collection holds every card of the deck'

/** Where a card's picture comes from; null when it has none. */
export type ImageSource = (card: Card) => CardImage | null

/** Where a card's art and its set's back come from, besides its picture. */
export interface CardSources {
  art?: ImageSource
  back?: ImageSource
}

/** The card art and set backs stored: `sets` gives a set's back (a hash); each set's picture is read once. */
export function storedSources(store: ImageStore, sets: (id: string) => { back?: string } | undefined): CardSources {
  const backs = new Map<string, CardImage | null>()
  return {
    art: storedArt(store),
    back: (card) => {
      if (!backs.has(card.set)) {
        const hash = sets(card.set)?.back
        const bytes = hash ? store.read(hash, 'full') : null
        backs.set(card.set, bytes ? { bytes: new Uint8Array(bytes), type: 'jpeg' } : null)
      }
      return backs.get(card.set)!
    },
  }
}

/** A card's art drawn in its frame, from the store; null when it has none or its file has gone. */
export function storedArt(store: ImageStore): ImageSource {
  return (card) => {
    const bytes = card.art ? store.read(card.art.hash, 'full') : null
    return bytes ? { bytes: new Uint8Array(bytes), type: 'jpeg' } : null
  }
}

/** The built worker script, beside the built main code; absent when running from source. */
export const PRINT_WORKER_FILE = path.join(__dirname, 'print-worker.js')

/**
 * Card images from a folder: `<number>.jpg`, `.jpeg` or `.png`, or the same inside a `<set>` subfolder.
 * A file that is neither JPEG nor PNG is an error that names it.
 */
export function folderImages(dir: string): ImageSource {
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw refused(`${dir}: no such folder`)
  return (card) => {
    for (const base of [path.join(dir, card.set, card.number), path.join(dir, card.number)]) {
      for (const ext of ['.jpg', '.jpeg', '.png']) {
        const file = base + ext
        if (!fs.existsSync(file)) continue
        const bytes = new Uint8Array(fs.readFileSync(file))
        const type = imageType(bytes)
        if (!type) throw refused(`${file}: not a JPEG or PNG image`)
        return { bytes, type }
      }
    }
    return null
  }
}

/** The pictures attached to cards in the catalogue; a card whose file has gone is printed as a text face. */
export function storedImages(store: ImageStore): ImageSource {
  return (card) => {
    const bytes = card.image ? store.read(card.image, 'full') : null
    return bytes ? { bytes: new Uint8Array(bytes), type: 'jpeg' } : null
  }
}

/** JPEG or PNG by the file's first bytes, whatever its name says. */
export function imageType(bytes: Uint8Array): CardImage['type'] | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png'
  return null
}

/**
 * Everything the PDF needs for a deck: one face per copy (Main, then Strikers when asked), and the decklist.
 * With `missingOnly`, only the copies `owned` says the player lacks, and none at all is refused.
 */
export function proxyJob(decks: DeckService, full: Deck, options: PrintOptions, images: ImageSource, owned?: OwnedLookup, sources: CardSources = {}): ProxyJob {
  const problems = printProblems(options)
  if (problems.length) throw invalid(problems.join('; '), 'options')
  let deck = full
  if (options.missingOnly) {
    if (!owned) throw refused('printing only the missing cards needs the collection')
    deck = missingCopies(full, owned)
    if (!options.strikers) deck = { ...deck, strikers: [] }
    if (deck.main.length + deck.strikers.length === 0) throw refused(NOTHING_MISSING)
  }
  const sections = [
    { heading: 'Main', entries: deck.main },
    ...(deck.strikers.length && options.strikers ? [{ heading: 'Strikers', entries: deck.strikers }] : []),
  ]
  // Counted before anything is resolved: a PDF's time and memory grow with each card (about 2 ms and 35 KB).
  const count = sections.reduce((n, { entries }) => entries.reduce((m, e) => m + e.count, n), 0)
  if (count > MAX_PRINT_CARDS) {
    throw refused(`a proxy print holds at most ${MAX_PRINT_CARDS.toLocaleString('en')} cards; this one has ${count.toLocaleString('en')}`)
  }
  const found = decks.cardsOf(deck)
  const resolve = (e: Deck['main'][number]) => found.of(e)
  const cards = sections.flatMap(({ entries }) =>
    entries.flatMap((e) => {
      const card = resolve(e)
      const image = images(card)
      const art = image ? null : (sources.art?.(card) ?? null)
      const back = sources.back?.(card) ?? null
      return Array.from({ length: e.count }, () => ({ card, image, art, back }))
    }),
  )
  const decklist = sections.map(({ heading, entries }) => ({
    heading: `${heading} (${entries.reduce((n, e) => n + e.count, 0)})`,
    lines: entries.map((e) => `${e.count}  ${cardLabel(deck, e)}  ${resolve(e).name}`),
  }))
  return { title: deck.name ?? 'Deck', game: decks.gameOf(deck).id, cards, decklist, options, fonts: loadFonts() }
}

/** A PDF being written on a worker thread. */
export type PrintRun = WorkerRun<ProxyResult>

/** Writes the PDF on a worker thread, reporting each card placed; without a built worker, right here. */
export function printOnWorker(job: ProxyJob, onProgress: (done: number, total: number) => void, workerFile = PRINT_WORKER_FILE): PrintRun {
  // pdf-lib loads only when a PDF is written here (no built worker): the app's start never needs it.
  return runOnWorker(workerFile, job, onProgress, async () => (await import('./pdf')).writeProxies(job, onProgress), 'printing was cancelled')
}

/**
 * The app's print jobs: each writes a library deck's PDF on a worker thread, then saves it where the
 * player chose (whole, or not at all) and hands it to `saved` (to open it).
 */
export class PrintJobs {
  private readonly jobs = new WorkerJobs<ProxyResult, PrintProgress>('print job')

  constructor(
    private readonly library: DeckLibrary,
    private readonly decks: DeckService,
    private readonly images: ImageStore,
    private readonly workerFile = PRINT_WORKER_FILE,
    /** The collection's counts, read when a job prints only the missing cards. */
    private readonly owned?: () => OwnedLookup,
    private readonly rasterWorkerFile = RASTER_WORKER_FILE,
    /** A set's own back, when it has one. */
    private readonly sets?: (id: string) => { back?: string } | undefined,
  ) {}

  /** `back`: a stored picture printed as every card back (on the backs pages). */
  start(deckId: number, options: PrintOptions, file: string, saved?: (file: string) => void, back: string | null = null): PrintProgress {
    const job: ProxyJob = {
      ...proxyJob(
        this.decks,
        toDeck(this.library.get(deckId)),
        options,
        storedImages(this.images),
        options.missingOnly ? this.owned?.() : undefined,
        this.sources(),
      ),
      back: back === null ? null : this.backImage(back),
    }
    return this.jobs.start(
      { path: file, done: 0, total: job.cards.length, pages: null, warnings: [] },
      (progress) => printOnWorker(job, (done) => (progress.done = done), this.workerFile),
      (result, progress) => {
        writeFileAtomic(file, result.pdf)
        Object.assign(progress, { pages: result.pages, warnings: result.warnings, done: progress.total })
        saved?.(file)
      },
    )
  }

  /** The art and set backs the store holds. */
  private sources(): CardSources {
    return storedSources(this.images, (id) => this.sets?.(id))
  }

  /** A stored picture as the card back; refused when its file has gone from the store. */
  private backImage(hash: string): CardImage {
    const bytes = this.images.read(hash, 'full')
    if (!bytes) throw refused('the picture chosen for the card back is no longer stored: choose it again')
    return { bytes: new Uint8Array(bytes), type: 'jpeg' }
  }

  /** A library deck's print-shop zip, drawn on worker threads; `back`: a stored picture as the back. */
  async shopZip(deckId: number, options: PrintOptions, shop: ShopOptions, back: string | null): Promise<ShopResult> {
    const deck = toDeck(this.library.get(deckId))
    if (this.decks.gameOf(deck).id !== 'cfs') throw refused('print-shop files are drawn for Card Fighters Special decks')
    const job: ProxyJob = {
      ...proxyJob(this.decks, deck, options, storedImages(this.images), options.missingOnly ? this.owned?.() : undefined, this.sources()),
      back: back === null ? null : this.backImage(back),
    }
    return writeShopZip(job, shop, undefined, 2, this.rasterWorkerFile)
  }

  /** A library deck's visual deck as one PNG, drawn on a worker thread (Card Fighters Special decks). */
  async deckPicture(deckId: number): Promise<{ png: Uint8Array; width: number; height: number }> {
    const deck = toDeck(this.library.get(deckId))
    if (this.decks.gameOf(deck).id !== 'cfs') throw refused('a deck picture is drawn for Card Fighters Special decks')
    const job = proxyJob(this.decks, deck, DEFAULT_PRINT, storedImages(this.images), undefined, this.sources())
    const picture = deckPicture(deck.name ?? 'Deck', zonesOf(job))
    const [png] = await rasteriseOnWorkers([picture], 1, undefined, this.rasterWorkerFile)
    // A PNG's size is in its header: width at byte 16, height at 20.
    const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
    return { png, width: view.getUint32(16), height: view.getUint32(20) }
  }

  progress(jobId: number): PrintProgress {
    return this.jobs.progress(jobId)
  }

  cancel(jobId: number): void {
    this.jobs.cancel(jobId)
  }
}
