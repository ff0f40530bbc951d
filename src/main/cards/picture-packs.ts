// Picture packs: a folder, a zip or an OCTGN image package (.o8c, a zip laid out
// `<game id>/Sets/<set id>/Cards/<card id>.png`) of card pictures, matched to the catalogue's cards in one go by
// number (`C001.png`, or `cfs-base/C001.png` to name the set), by OCTGN card id, or by the card's name, shown
// before anything is written (matched, replacing a picture, unmatched, ambiguous), then attached all at once. A
// file that is no picture is refused by its name; the others are attached.
import fs from 'node:fs'
import path from 'node:path'
import { unzipSync } from 'fflate'
import type { Card } from '../../shared/card'
import { refused, RingsideError } from '../../shared/errors'
import { squash } from '../core/text'
import type { Catalogue } from '../catalogue/catalogue'
import { ImageError, MAX_IMAGE_BYTES, type ImageStore, type StoredPicture } from './images'
import type { PackApplied, PackMatch, PackPreview, PackUse } from '../../shared/picture-packs'

export type { PackApplied, PackMatch, PackPreview, PackUse }

/** The most files a pack may hold, and the most bytes in all. */
export const MAX_PACK_FILES = 5000
export const MAX_PACK_BYTES = 2 * 1024 * 1024 * 1024

const PICTURE = /\.(png|jpe?g|gif|bmp|tiff?)$/i

export interface PackFile {
  /** Its path inside the pack, with `/` between folders. */
  path: string
  bytes: Uint8Array
}

/** The pictures of a folder (and its folders), a .zip or a .o8c; other files are left out. */
export function readPack(source: string): PackFile[] {
  const stat = fs.statSync(source, { throwIfNoEntry: false })
  if (!stat) throw refused(`${source}: no such file or folder`)
  const files: PackFile[] = []
  let bytes = 0
  const add = (file: string, read: () => Uint8Array, size: number) => {
    if (!PICTURE.test(file)) return
    if (files.length >= MAX_PACK_FILES) throw refused(`${source}: more than ${MAX_PACK_FILES} pictures`)
    if (size > MAX_IMAGE_BYTES) throw refused(`${source}: ${file} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`)
    bytes += size
    if (bytes > MAX_PACK_BYTES) throw refused(`${source}: more than ${MAX_PACK_BYTES / 1024 ** 3} GB of pictures`)
    files.push({ path: file, bytes: read() })
  }
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(source, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      const full = path.join(entry.parentPath, entry.name)
      add(path.relative(source, full).split(path.sep).join('/'), () => new Uint8Array(fs.readFileSync(full)), fs.statSync(full).size)
    }
  } else {
    let entries: Record<string, Uint8Array>
    // The sizes the zip declares are checked before anything is unpacked: a small zip may unpack to gigabytes.
    let declared = 0
    let pictures = 0
    const unpacked = (f: { name: string; originalSize: number }) => {
      if (!PICTURE.test(f.name)) return false
      if (f.originalSize > MAX_IMAGE_BYTES) throw refused(`${source}: ${f.name} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`)
      declared += f.originalSize
      if (declared > MAX_PACK_BYTES) throw refused(`${source}: more than ${MAX_PACK_BYTES / 1024 ** 3} GB of pictures`)
      if (++pictures > MAX_PACK_FILES) throw refused(`${source}: more than ${MAX_PACK_FILES} pictures`)
      return true
    }
    try {
      entries = unzipSync(new Uint8Array(fs.readFileSync(source)), { filter: unpacked })
    } catch (err) {
      if (err instanceof RingsideError) throw err
      throw refused(`${source}: not a zip or an .o8c (${(err as Error).message})`)
    }
    for (const [name, data] of Object.entries(entries)) add(name, () => data, data.length)
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

/** An OCTGN card id's card, when the plugin's set files know it. */
export type OctgnCard = (id: string) => { set: string; number: string } | undefined

const OCTGN_PATH = /(?:^|\/)Sets\/[^/]+\/Cards\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z]+$/i

/** Which card each picture is, among `cards` (the sets the pack may fill), before anything is written. */
export function previewPack(files: readonly PackFile[], cards: readonly Card[], octgn: OctgnCard, use: PackUse = 'picture'): PackPreview {
  const label = (c: Card) => `${c.set}:${c.number} ${c.name}`
  const byNumber = new Map<string, Card[]>()
  const byName = new Map<string, Card[]>()
  const push = (map: Map<string, Card[]>, key: string, card: Card) => map.set(key, [...(map.get(key) ?? []), card])
  for (const c of cards) {
    push(byNumber, c.number.toUpperCase(), c)
    for (const name of new Set([c.name, ...c.altNames].map(squash))) push(byName, name, c)
  }
  const found: { file: string; card: Card; by: PackMatch['by'] }[] = []
  const unmatched: string[] = []
  const ambiguous: PackPreview['ambiguous'] = []
  for (const { path: file } of files) {
    const base = file
      .split('/')
      .at(-1)!
      .replace(/\.[^.]+$/, '')
    const folders = file.split('/').slice(0, -1)
    const id = OCTGN_PATH.exec(file)?.[1]
    let candidates: Card[]
    let by: PackMatch['by'] = 'number'
    if (id) {
      const known = octgn(id)
      candidates = known ? cards.filter((c) => c.set === known.set && c.number.toUpperCase() === known.number.toUpperCase()) : []
      by = 'octgn'
    } else if (byNumber.has(base.toUpperCase())) {
      candidates = byNumber.get(base.toUpperCase())!
      // A folder named for a set says which set's card it is.
      const named = candidates.filter((c) => folders.includes(c.set))
      if (named.length) candidates = named
    } else {
      candidates = byName.get(squash(base)) ?? []
      by = 'name'
    }
    if (candidates.length === 0) unmatched.push(file)
    else if (candidates.length > 1) ambiguous.push({ file, cards: candidates.map(label) })
    else found.push({ file, card: candidates[0], by })
  }
  // Two files for one card: neither is chosen over the other.
  const claims = new Map<Card, number>()
  for (const f of found) claims.set(f.card, (claims.get(f.card) ?? 0) + 1)
  const matched: PackMatch[] = []
  for (const f of found) {
    if (claims.get(f.card)! > 1) ambiguous.push({ file: f.file, cards: [label(f.card)] })
    else
      matched.push({
        file: f.file,
        set: f.card.set,
        number: f.card.number,
        name: f.card.name,
        by: f.by,
        replacing: (use === 'art' ? f.card.art : f.card.image) !== undefined,
      })
  }
  return { matched, unmatched, ambiguous }
}

/**
 * Stores every matched picture (as every picture is stored, by its content), then attaches the ones that stored in
 * one transaction: all of them or, should the database refuse, none.
 */
export async function applyPack(
  files: readonly PackFile[],
  preview: PackPreview,
  images: ImageStore,
  catalogue: Catalogue,
  use: PackUse = 'picture',
  threads = 2,
  onProgress?: (done: number, total: number) => void,
): Promise<PackApplied> {
  const bytesOf = new Map(files.map((f) => [f.path, f.bytes]))
  const stored: { match: PackMatch; picture: StoredPicture }[] = []
  const refusedFiles: PackApplied['refused'] = []
  const answers = await images.storeMany(
    preview.matched.map((m) => ({ bytes: bytesOf.get(m.file)!, name: m.file })),
    threads,
    onProgress,
  )
  preview.matched.forEach((match, i) => {
    const answer = answers[i]
    if (answer instanceof ImageError) refusedFiles.push({ file: match.file, reason: answer.message })
    else stored.push({ match, picture: answer })
  })
  catalogue.db.transaction(() => {
    for (const { match, picture } of stored) {
      if (use === 'art') catalogue.setArt(match.set, match.number, picture)
      else catalogue.setImage(match.set, match.number, picture.hash)
    }
  })()
  return { attached: stored.map((s) => s.match), refused: refusedFiles }
}
