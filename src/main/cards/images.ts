// Card pictures on disk, stored once by content hash: `<dir>/<ab>/<hash>.jpg` and a thumbnail beside it.
// Every picture is converted to JPEG at print size, so proxies embed fast and the store stays small.
// Files are never deleted: a restored backup of the database still finds every picture it names.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { writeFileAtomic } from '../system/files'
import { RingsideError } from '../../shared/errors'

/** A card at 300 dpi (63×88 mm is 744×1039 px): larger pictures are scaled down to this, never up. */
export const FULL_SIZE = { w: 750, h: 1050 }
/** What a card list shows beside the name. */
export const THUMB_SIZE = { w: 120, h: 168 }
/** Pictures larger than this are refused before they are decoded. */
export const MAX_IMAGE_BYTES = 40 * 1024 * 1024

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
  constructor(readonly dir: string) {}

  /** Converts a picture (JPEG, PNG, GIF, BMP or TIFF) to JPEG, stores it and its thumbnail, and returns its hash. */
  async put(bytes: Uint8Array, name = 'the picture'): Promise<string> {
    if (bytes.length > MAX_IMAGE_BYTES) throw new ImageError(`${name} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`)
    // jimp is loaded on the first picture: it takes a third of a second, and most runs never need it.
    const { Jimp } = await import('jimp')
    let image: Awaited<ReturnType<typeof Jimp.read>>
    try {
      image = await Jimp.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    } catch (err) {
      throw new ImageError(`${name} is not a picture Ringside can read (JPEG, PNG, GIF, BMP or TIFF): ${(err as Error).message}`)
    }
    if (image.width > FULL_SIZE.w || image.height > FULL_SIZE.h) image.scaleToFit(FULL_SIZE)
    const full = await image.getBuffer('image/jpeg', { quality: 88 })
    const hash = crypto.createHash('sha256').update(full).digest('hex')
    if (this.check(hash) !== null) {
      image.scaleToFit(THUMB_SIZE)
      const thumb = await image.getBuffer('image/jpeg', { quality: 80 })
      fs.mkdirSync(path.dirname(this.file(hash, 'full')), { recursive: true })
      // The thumbnail first: a picture is only there once its full file is.
      writeFileAtomic(this.file(hash, 'thumb'), thumb)
      writeFileAtomic(this.file(hash, 'full'), full)
    }
    return hash
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
