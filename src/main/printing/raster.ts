// Card faces as pictures: the face the app and the PDF draw (shared/card-face.ts), as SVG (shared/face-markup.ts),
// drawn to PNG by resvg in the faces' own fonts. For print shops (each card a file, with bleed), a deck's picture to
// paste in a chat, and a Tabletop Simulator sheet.
import path from 'node:path'
import type { Card } from '../../shared/card'
import { layoutFace, measureFace } from '../../shared/card-face'
import { escapeMarkup, faceMarkup, svgNumber as n } from '../../shared/face-markup'
import { isCardScan } from '../../shared/print'
import { pictureSize } from '../cards/images'
import { fontPaths } from '../game-kit/fonts'
import { runShared } from '../jobs/workers'
import type { CardImage } from './pdf'

const MM = 72 / 25.4

/** A face to draw: the card, its whole-card picture (which replaces the face) or its art. */
export interface RasterFace {
  card: Card
  image: CardImage | null
  art?: CardImage | null
}

export interface FaceSize {
  /** The card's trimmed size, mm. */
  width: number
  height: number
  /** How far the face is drawn past each edge, mm. */
  bleed: number
  /** Lines for checking the file: the trim (cyan) and the safe area 3 mm inside it (magenta), both dashed. */
  guides?: boolean
}

/** The safe area's inset from the trim, mm: what lies inside it survives a cut that drifts. */
export const SAFE_INSET = 3

const dataUrl = (image: CardImage) => `data:image/${image.type};base64,${Buffer.from(image.bytes).toString('base64')}`

/** An SVG document of the face, its box in points from the trim's top-left corner, the bleed around it. */
export function faceDocument(face: RasterFace, size: FaceSize): string {
  const w = size.width * MM
  const h = size.height * MM
  const b = size.bleed * MM
  return document(w, h, b, faceBody(face, w, h, b) + (size.guides ? guides(w, h) : ''))
}

/** The face's markup in a `w` × `h` box from (0, 0), drawn `b` past each edge. */
export function faceBody(face: RasterFace, w: number, h: number, b = 0): string {
  if (face.image)
    return `<rect x="${n(-b)}" y="${n(-b)}" width="${n(w + 2 * b)}" height="${n(h + 2 * b)}" fill="#ffffff"/>${pictureMarkup(face.image, w, h, b)}`
  const layout = layoutFace(face.card, w, h, measureFace)
  // The frame runs on over the bleed.
  return (
    `<rect x="${n(-b)}" y="${n(-b)}" width="${n(w + 2 * b)}" height="${n(h + 2 * b)}" fill="${layout.colour}"/>` +
    faceMarkup(face.art ? layout : { ...layout, art: undefined }, face.art ? dataUrl(face.art) : undefined)
  )
}

/**
 * A picture on a face, as the PDF's drawImageFace places it: a card scan (within 10 % of the card's proportions,
 * read from its header) covers the face and its bleed, its overflow cut; any other picture sits inside the card.
 */
function pictureMarkup(picture: CardImage, w: number, h: number, b: number): string {
  const href = escapeMarkup(dataUrl(picture))
  const size = pictureSize(picture.bytes)
  return !size || isCardScan(size, { width: w, height: h })
    ? `<image href="${href}" x="${n(-b)}" y="${n(-b)}" width="${n(w + 2 * b)}" height="${n(h + 2 * b)}" preserveAspectRatio="xMidYMid slice"/>`
    : `<image href="${href}" x="0" y="0" width="${n(w)}" height="${n(h)}" preserveAspectRatio="xMidYMid meet"/>`
}

/** A card back as the PDF draws Card Fighters Special's: a dark field, a gold frame 3 mm in, the game's name. */
export function backDocument(size: FaceSize, picture: CardImage | null = null): string {
  const w = size.width * MM
  const h = size.height * MM
  const b = size.bleed * MM
  return document(w, h, b, backBody(w, h, b, picture) + (size.guides ? guides(w, h) : ''))
}

/** The back's markup in a `w` × `h` box from (0, 0), drawn `b` past each edge. */
export function backBody(w: number, h: number, b = 0, picture: CardImage | null = null): string {
  const u = w / (63 * MM)
  const inset = 3 * MM * u
  const field = `<rect x="${n(-b)}" y="${n(-b)}" width="${n(w + 2 * b)}" height="${n(h + 2 * b)}" fill="#1a2140"/>`
  const body = picture
    ? `${field}${pictureMarkup(picture, w, h, b)}`
    : `${field}<rect x="${n(inset)}" y="${n(inset)}" width="${n(w - 2 * inset)}" height="${n(h - 2 * inset)}" fill="none" stroke="#d9b34d" stroke-width="${n(1.2 * u)}"/>` +
      ['CARD', 'FIGHTERS']
        .map(
          (line, i) =>
            `<text x="${n(w / 2)}" y="${n(h / 2 - 4 * u + i * 20 * u)}" font-size="${n(16 * u)}" font-weight="700" fill="#f2d980" text-anchor="middle">${line}</text>`,
        )
        .join('')
  return body
}

function guides(w: number, h: number): string {
  const s = SAFE_INSET * MM
  const line = (x: number, y: number, width: number, height: number, colour: string) =>
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="none" stroke="${colour}" stroke-width="0.5" stroke-dasharray="3 2"/>`
  return line(0, 0, w, h, '#00aeef') + line(s, s, w - 2 * s, h - 2 * s, '#ec008c')
}

/** An SVG document of a `w` × `h` box from (0, 0) and `b` around it, in the faces' font. */
export function document(w: number, h: number, b: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(-b)} ${n(-b)} ${n(w + 2 * b)} ${n(h + 2 * b)}" ` +
    `font-family="DejaVu Sans" style="font-kerning: none">${body}</svg>`
  )
}

/** The pixels across a face of `size` at `dpi`, bleed included. */
export const pixelsAcross = (size: FaceSize, dpi: number) => Math.round(((size.width + 2 * size.bleed) / 25.4) * dpi)

/** Draws an SVG document to a PNG `width` pixels across, in the faces' fonts (never the system's). */
export async function rasterise(svg: string, width: number): Promise<Uint8Array> {
  // resvg loads on the first picture: the app's start never needs it.
  const { Resvg } = await import('@resvg/resvg-js')
  const { regular, bold } = fontPaths()
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false, fontFiles: [regular, bold], defaultFontFamily: 'DejaVu Sans' },
    background: '#ffffff',
  })
  return new Uint8Array(resvg.render().asPng())
}

/** A picture to draw: an SVG document and its width in pixels. */
export interface RasterJob {
  svg: string
  width: number
}

/** Draws each job in turn; `onDone` hears how many are drawn. */
export async function rasteriseAll(jobs: readonly RasterJob[], onDone?: (done: number) => void): Promise<Uint8Array[]> {
  const out: Uint8Array[] = []
  for (const job of jobs) {
    out.push(await rasterise(job.svg, job.width))
    onDone?.(out.length)
  }
  return out
}

/** The built worker script that draws pictures, beside the built main code; absent when running from source. */
export const RASTER_WORKER_FILE = path.join(__dirname, 'raster-worker.js')

/**
 * Draws the jobs on `threads` worker threads, the PNGs in the jobs' order; without a built worker, right here.
 * `onProgress` hears the pictures drawn.
 */
export function rasteriseOnWorkers(
  jobs: readonly RasterJob[],
  threads = 2,
  onProgress?: (done: number, total: number) => void,
  workerFile = RASTER_WORKER_FILE,
): Promise<Uint8Array[]> {
  return runShared(workerFile, jobs, threads, rasteriseAll, onProgress)
}
