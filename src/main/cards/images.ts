// Card pictures on disk, stored once by content hash: `<dir>/<ab>/<hash>.jpg` and a thumbnail beside it.
// Every picture is converted to JPEG at print size, so proxies embed fast and the store stays small.
// Files are never deleted: a restored backup of the database still finds every picture it names.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { writeFileAtomic } from '../system/files'
import { runOnWorker, runShared } from '../jobs/workers'
import { RingsideError } from '../../shared/errors'

/** A card at 300 dpi (63×88 mm is 744×1039 px): larger pictures are scaled down to this, never up. */
export const FULL_SIZE = { w: 750, h: 1050 }
/** What a card list shows beside the name. */
export const THUMB_SIZE = { w: 120, h: 168 }
/** Pictures larger than this are refused before they are decoded. */
export const MAX_IMAGE_BYTES = 40 * 1024 * 1024
/**
 * The widest and tallest picture decoded: a 48-megapixel photo (8000 × 6000) fits. A few hundred KB of PNG can
 * declare 25,000 × 25,000 pixels, 2.5 GB once decoded: the header is read first, and such a file refused.
 */
export const MAX_PICTURE_SIDE = 8000
/** The built worker script that decodes pictures, beside the built main code; absent when running from source. */
export const PICTURE_WORKER_FILE = path.join(__dirname, 'picture-worker.js')

export type ImageSize = 'full' | 'thumb'

/** What is wrong with a stored picture: its file is gone, or is not the picture it was. */
export type ImageFault = 'missing' | 'broken'

export class ImageError extends RingsideError {
  constructor(message: string) {
    super('REFUSED', message)
    this.name = 'ImageError'
  }
}

const HASH = /^[0-9a-f]{64}$/

export class ImageStore {
  constructor(
    readonly dir: string,
    private readonly workerFile = PICTURE_WORKER_FILE,
  ) {}

  /**
   * Converts a picture (JPEG, PNG, GIF, BMP or TIFF) to JPEG, stores it and its thumbnail, and returns its hash.
   * A picture larger than MAX_PICTURE_SIDE is refused from its header; the rest is decoded on a worker thread.
   */
  async put(bytes: Uint8Array, name = 'the picture'): Promise<string> {
    return (await this.store(bytes, name)).hash
  }

  /** As `put`, with the stored picture's size in pixels (art is placed by it). */
  async store(bytes: Uint8Array, name = 'the picture'): Promise<StoredPicture> {
    checkPicture(bytes, name)
    const input: PictureJob = { bytes, name }
    const run = runOnWorker<PictureJob, ConvertedPicture>(
      this.workerFile,
      input,
      () => {},
      () => convertPicture(input),
    )
    const converted = await run.done.catch((err: Error) => {
      throw err instanceof ImageError ? err : new ImageError(err.message)
    })
    return this.keep(converted)
  }

  /**
   * Stores many pictures (a pack) on `threads` worker threads at once, each converting its share one after
   * another: a picture's answer is where it was stored, or why it was refused. `onProgress` hears the pictures done.
   */
  async storeMany(jobs: readonly PictureJob[], threads = 2, onProgress?: (done: number, total: number) => void): Promise<(StoredPicture | ImageError)[]> {
    const answers: (StoredPicture | ImageError)[] = new Array(jobs.length)
    const pending: { index: number; job: PictureJob }[] = []
    jobs.forEach((job, index) => {
      try {
        checkPicture(job.bytes, job.name)
        pending.push({ index, job })
      } catch (err) {
        if (!(err instanceof ImageError)) throw err
        answers[index] = err
      }
    })
    const refusedFirst = jobs.length - pending.length
    const converted = await runShared(
      this.workerFile,
      pending.map((p) => p.job),
      threads,
      convertBatch,
      (done) => onProgress?.(refusedFirst + done, jobs.length),
    )
    converted.forEach((answer, i) => {
      answers[pending[i].index] = 'refused' in answer ? new ImageError(answer.refused) : this.keep(answer)
    })
    return answers
  }

  /** Writes a converted picture (unless it is there already) and answers where it is. */
  private keep({ full, thumb, width, height }: ConvertedPicture): StoredPicture {
    const hash = crypto.createHash('sha256').update(full).digest('hex')
    if (this.check(hash) !== null) {
      fs.mkdirSync(path.dirname(this.file(hash, 'full')), { recursive: true })
      // The thumbnail first: a picture is only there once its full file is.
      writeFileAtomic(this.file(hash, 'thumb'), thumb)
      writeFileAtomic(this.file(hash, 'full'), full)
    }
    return { hash, width, height }
  }

  file(hash: string, size: ImageSize): string {
    if (!HASH.test(hash)) throw new ImageError(`"${hash}" is not a picture's hash`)
    return path.join(this.dir, hash.slice(0, 2), size === 'thumb' ? `${hash}.thumb.jpg` : `${hash}.jpg`)
  }

  /** The stored JPEG, or null when its file is missing. */
  read(hash: string, size: ImageSize): Buffer | null {
    try {
      return fs.readFileSync(this.file(hash, size))
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw err
    }
  }

  /** null when the picture is there and whole; otherwise what is wrong with it. */
  check(hash: string): ImageFault | null {
    const full = this.read(hash, 'full')
    if (!full) return 'missing'
    return crypto.createHash('sha256').update(full).digest('hex') === hash ? null : 'broken'
  }
}

/** A picture to convert, and the name its refusals give it. */
export interface PictureJob {
  bytes: Uint8Array
  name: string
}

/** A picture as stored: a JPEG at print size (never enlarged), its pixels, and its thumbnail. */
export interface ConvertedPicture {
  full: Uint8Array
  thumb: Uint8Array
  width: number
  height: number
}

/** A stored picture: its content hash and its size in pixels. */
export interface StoredPicture {
  hash: string
  width: number
  height: number
}

/**
 * Decodes and converts a picture: run on the picture worker (decoding a large one takes seconds). sharp (libvips)
 * converts: ten times jimp's speed on a pack's pictures (bench/pictures.bench.ts). BMP, which sharp's build does
 * not read, goes to jimp. Each is loaded on the first picture: most runs never need them.
 */
export async function convertPicture({ bytes, name }: PictureJob): Promise<ConvertedPicture> {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (input.toString('latin1', 0, 2) === 'BM') return convertWithJimp(input, name)
  const { default: sharp } = await import('sharp')
  try {
    // Turned as its EXIF says, flattened on white (a transparent PNG's clear parts print white), never enlarged.
    const full = await sharp(input, { failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: FULL_SIZE.w, height: FULL_SIZE.h, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 88 })
      .toBuffer({ resolveWithObject: true })
    const thumb = await sharp(full.data).resize({ width: THUMB_SIZE.w, height: THUMB_SIZE.h, fit: 'inside' }).jpeg({ quality: 80 }).toBuffer()
    return { full: new Uint8Array(full.data), thumb: new Uint8Array(thumb), width: full.info.width, height: full.info.height }
  } catch (err) {
    throw unreadable(name, err as Error)
  }
}

async function convertWithJimp(input: Buffer, name: string): Promise<ConvertedPicture> {
  const { Jimp } = await import('jimp')
  let image: Awaited<ReturnType<typeof Jimp.read>>
  try {
    image = await Jimp.read(input)
  } catch (err) {
    throw unreadable(name, err as Error)
  }
  if (image.width > FULL_SIZE.w || image.height > FULL_SIZE.h) image.scaleToFit(FULL_SIZE)
  const full = await image.getBuffer('image/jpeg', { quality: 88 })
  const { width, height } = image
  image.scaleToFit(THUMB_SIZE)
  const thumb = await image.getBuffer('image/jpeg', { quality: 80 })
  return { full: new Uint8Array(full), thumb: new Uint8Array(thumb), width, height }
}

/** A batch's answer for one picture: converted, or refused in words. */
export type BatchAnswer = ConvertedPicture | { refused: string }

/** Converts pictures one after another; one that cannot be read is refused without stopping the rest. */
export async function convertBatch(jobs: readonly PictureJob[], onDone?: (done: number) => void): Promise<BatchAnswer[]> {
  const answers: BatchAnswer[] = []
  for (const job of jobs) {
    try {
      answers.push(await convertPicture(job))
    } catch (err) {
      answers.push({ refused: err instanceof ImageError ? err.message : `${job.name}: ${(err as Error).message}` })
    }
    onDone?.(answers.length)
  }
  return answers
}

/** The refusal of a picture no decoder reads, and what the decoder said. */
const unreadable = (name: string, err?: Error) =>
  new ImageError(`${name} is not a picture Ringside can read (JPEG, PNG, GIF, BMP or TIFF)${err ? `: ${err.message}` : ''}`)

/** Refuses, in words, a picture too large a file to read, or whose header Ringside does not read or refuses. */
function checkPicture(bytes: Uint8Array, name: string): void {
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageError(`${name} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`)
  checkPictureSize(bytes, name)
}

/** Refuses, in words, a picture whose header declares more pixels than Ringside decodes, or that has no header it reads. */
export function checkPictureSize(bytes: Uint8Array, name: string): void {
  const size = pictureSize(bytes)
  if (!size) throw unreadable(name)
  const most = `at most ${MAX_PICTURE_SIDE} × ${MAX_PICTURE_SIDE}`
  if (size.width > MAX_PICTURE_SIDE || size.height > MAX_PICTURE_SIDE) {
    throw new ImageError(`${name}: ${size.width} × ${size.height} pixels, more than Ringside reads (${most}): scale it down first`)
  }
  // Only a TIFF of many pages gets here: each is decoded.
  if (size.pixels > MAX_PICTURE_SIDE * MAX_PICTURE_SIDE) {
    throw new ImageError(`${name}: ${size.pixels} pixels in its pages, more than Ringside reads (${most} in all): keep one page, scaled down`)
  }
}

/** A picture's size as its header declares it: the widest and tallest frame or page, and the pixels of them all. */
export interface PictureSize {
  width: number
  height: number
  pixels: number
}

/**
 * The pixel size a PNG, JPEG, GIF, BMP or TIFF declares, read from its headers without decoding (every frame
 * or page the decoder would decode counts); null when it is none of these or its header is cut short.
 */
export function pictureSize(bytes: Uint8Array): PictureSize | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  try {
    if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a && b.toString('latin1', 12, 16) === 'IHDR') {
      return sized([[b.readUInt32BE(16), b.readUInt32BE(20)]])
    }
    if (b[0] === 0xff && b[1] === 0xd8) return sized(jpegFrames(b))
    if (b.toString('latin1', 0, 4) === 'GIF8') return sized(gifFrames(b))
    if (b.toString('latin1', 0, 2) === 'BM') {
      // An OS/2 header holds 16-bit sizes; a negative height is a picture stored top-down.
      return b.readUInt32LE(14) === 12 ? sized([[b.readUInt16LE(18), b.readUInt16LE(20)]]) : sized([[Math.abs(b.readInt32LE(18)), Math.abs(b.readInt32LE(22))]])
    }
    const order = b.toString('latin1', 0, 4)
    if (order === 'II*\0' || order === 'MM\0*') return sized(tiffPages(b, order === 'II*\0'))
  } catch (err) {
    if (err instanceof RangeError) return null // a header cut short
    throw err
  }
  return null
}

function sized(frames: [number, number][]): PictureSize | null {
  if (frames.length === 0) return null
  return {
    width: Math.max(...frames.map(([w]) => w)),
    height: Math.max(...frames.map(([, h]) => h)),
    pixels: frames.reduce((n, [w, h]) => n + w * h, 0),
  }
}

/** Every frame header (SOF) of a JPEG, its scans skipped: the decoder takes whichever it meets. */
function jpegFrames(b: Buffer): [number, number][] {
  const frames: [number, number][] = []
  let i = 2
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) {
      // Junk between segments: decoders look for the next marker, and so does this.
      i = b.indexOf(0xff, i)
      if (i === -1) break
      continue
    }
    const marker = b[i + 1]
    if (marker === 0xff) {
      i++ // fill byte
      continue
    }
    if (marker === 0xd9) break
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xd8) {
      i += 2
      continue
    }
    const length = b.readUInt16BE(i + 2)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) frames.push([b.readUInt16BE(i + 7), b.readUInt16BE(i + 5)])
    i += 2 + length
    if (marker === 0xda) {
      // Entropy-coded data: it ends at the first marker that is neither a stuffed 0xff00 nor a restart.
      for (i = b.indexOf(0xff, i); i !== -1 && i + 1 < b.length; i = b.indexOf(0xff, i + 1)) {
        const next = b[i + 1]
        if (next !== 0 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) break
      }
      if (i === -1 || i + 1 >= b.length) break
    }
  }
  return frames
}

/** The logical screen and every frame of a GIF: a frame's pixels are decoded at its own size. */
function gifFrames(b: Buffer): [number, number][] {
  const frames: [number, number][] = [[b.readUInt16LE(6), b.readUInt16LE(8)]]
  const flags = b.readUInt8(10)
  let i = 13 + (flags & 0x80 ? 3 << ((flags & 7) + 1) : 0)
  const skipBlocks = () => {
    while (b.readUInt8(i) !== 0) i += b[i] + 1
    i++
  }
  while (i < b.length) {
    const kind = b.readUInt8(i)
    if (kind === 0x3b) break
    if (kind === 0x21) {
      i += 2
      skipBlocks()
    } else if (kind === 0x2c) {
      frames.push([b.readUInt16LE(i + 1) + b.readUInt16LE(i + 5), b.readUInt16LE(i + 3) + b.readUInt16LE(i + 7)])
      const local = b.readUInt8(i + 9)
      i += 10 + (local & 0x80 ? 3 << ((local & 7) + 1) : 0) + 1 // and the LZW code size
      skipBlocks()
    } else break
  }
  return frames
}

/** Every page (IFD) of a TIFF and the pages inside them (SubIFDs): the decoder decodes them all. */
function tiffPages(b: Buffer, little: boolean): [number, number][] {
  const u16 = (at: number) => (little ? b.readUInt16LE(at) : b.readUInt16BE(at))
  const u32 = (at: number) => (little ? b.readUInt32LE(at) : b.readUInt32BE(at))
  const pages: [number, number][] = []
  const seen = new Set<number>()
  const queue = [u32(4)]
  while (queue.length) {
    const at = queue.shift()!
    if (at === 0 || seen.has(at)) continue
    // Past this many the file is refused whole, rather than walked for ever.
    if (seen.size >= 256) throw new RangeError('too many pages')
    seen.add(at)
    const count = u16(at)
    let width = 0
    let height = 0
    for (let k = 0; k < count; k++) {
      const e = at + 2 + 12 * k
      const tag = u16(e)
      const type = u16(e + 2)
      const value = type === 3 ? u16(e + 8) : u32(e + 8)
      if (tag === 256) width = value
      else if (tag === 257) height = value
      else if (tag === 330) {
        const n = u32(e + 4)
        for (let j = 0; j < Math.min(n, 256); j++) queue.push(n === 1 ? value : u32(value + 4 * j))
      }
    }
    if (width || height) pages.push([width, height])
    queue.push(u32(at + 2 + 12 * count))
  }
  return pages
}
