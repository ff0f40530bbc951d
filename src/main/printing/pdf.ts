// The proxy PDF: sheets of true-size cards (each sheet followed by its backs when printing duplex), then
// the decklist and calibration pages when asked. Pure: fonts and images come in as bytes, the PDF goes out.
import { type PDFDocument, type PDFImage, type PDFPage, rgb } from 'pdf-lib'
import type { Card } from '../../shared/card'
import { layoutSheet, type PrintOptions } from '../../shared/print'
import { drawImageFace, embedFonts, type FontFiles, type Fonts, MM, type PtBox } from '../core/draw'
import { drawCalibration, drawSheets, newDocument } from '../game-kit/sheets'
import { game } from '../games'

export interface CardImage {
  bytes: Uint8Array
  type: 'jpeg' | 'png'
}

export interface ProxyCard {
  card: Card
  /** A picture of the whole card, which replaces the face. */
  image: CardImage | null
  /** Art drawn in the face's art box, when the card has no whole picture. */
  art?: CardImage | null
  /** Its set's own back, printed behind it unless the job has a back of its own. */
  back?: CardImage | null
}

export interface DecklistSection {
  heading: string
  lines: string[]
}

export interface ProxyJob {
  title: string
  /** The game whose faces and backs are drawn (its id: the job crosses to a worker thread). */
  game: string
  /** One entry per printed copy, in print order. */
  cards: ProxyCard[]
  decklist: DecklistSection[]
  options: PrintOptions
  fonts: FontFiles
  /** The player's own card back, drawn on every back (cropped to fill); absent or null: the game's drawn back. */
  back?: CardImage | null
}

/** The PDF, and what could not be printed as asked (a broken image printed as a text face instead). */
export interface ProxyResult {
  pdf: Uint8Array
  pages: number
  warnings: string[]
}

/** How a job's faces and backs are drawn on a document: each picture embedded once, what could not be read said. */
async function faceDrawer(doc: PDFDocument, job: ProxyJob) {
  const faces = await game(job.game).faces()
  const fonts = await embedFonts(doc, job.fonts)
  const warnings: string[] = []
  const images = new Map<Uint8Array, PDFImage | null>() // each distinct image is embedded once
  const embed = async (image: CardImage | null | undefined, unreadable: (why: string) => string): Promise<PDFImage | null> => {
    if (!image) return null
    if (!images.has(image.bytes)) {
      try {
        images.set(image.bytes, image.type === 'jpeg' ? await doc.embedJpg(image.bytes) : await doc.embedPng(image.bytes))
      } catch (err) {
        images.set(image.bytes, null)
        warnings.push(unreadable((err as Error).message))
      }
    }
    return images.get(image.bytes)!
  }
  return {
    fonts,
    warnings,
    front: async (page: PDFPage, proxy: ProxyCard, box: PtBox, face: PtBox) => {
      const { card } = proxy
      const image = await embed(proxy.image, (why) => `${card.number} ${card.name}: its image cannot be read (${why}); printed as a text face`)
      if (image) drawImageFace(page, image, box, face)
      else
        faces.front(
          page,
          card,
          box,
          face,
          fonts,
          await embed(proxy.art, (why) => `${card.number} ${card.name}: its art cannot be read (${why}); printed without it`),
        )
    },
    // The player's back is embedded when a back is first drawn: never, on sheets without backs.
    back: async (page: PDFPage, box: PtBox, face: PtBox, proxy?: ProxyCard) => {
      const back = await embed(job.back ?? proxy?.back, (why) => `the back image cannot be read (${why}); the game's back printed instead`)
      if (back) drawImageFace(page, back, box, face)
      else faces.back(page, box, face, fonts)
    },
  }
}

/** The PDF's bytes. `onProgress` hears how many cards are on pages so far. */
export async function writeProxies(job: ProxyJob, onProgress?: (done: number, total: number) => void): Promise<ProxyResult> {
  const { options } = job
  const layout = layoutSheet(options)
  const doc = await newDocument(`${job.title} — proxies`)
  const drawer = await faceDrawer(doc, job)
  await drawSheets(doc, options, job.cards, { front: drawer.front, back: drawer.back }, onProgress)
  if (options.decklist) drawDecklist(doc.addPage([layout.page.width * MM, layout.page.height * MM]), job, drawer.fonts)
  if (options.calibration) drawCalibration(doc.addPage([layout.page.width * MM, layout.page.height * MM]), layout, drawer.fonts)
  return { pdf: await doc.save(), pages: doc.getPageCount(), warnings: drawer.warnings }
}

/**
 * The print shop's PDF: one copy a page, the page the card's size and `bleed` mm past each edge, the face drawn
 * over the bleed; with `backs`, each front followed by its back (the shops' front, back, front, back).
 */
export async function writeCardPages(job: ProxyJob, bleed: number, backs: boolean): Promise<ProxyResult> {
  const doc = await newDocument(`${job.title} — print shop`)
  const drawer = await faceDrawer(doc, job)
  const { width, height } = job.options.card
  const page = [(width + 2 * bleed) * MM, (height + 2 * bleed) * MM] as [number, number]
  const box = { x: bleed * MM, y: bleed * MM, width: width * MM, height: height * MM }
  const face = { x: 0, y: 0, width: page[0], height: page[1] }
  for (const proxy of job.cards) {
    await drawer.front(doc.addPage(page), proxy, box, face)
    if (backs) await drawer.back(doc.addPage(page), box, face, proxy)
  }
  return { pdf: await doc.save(), pages: doc.getPageCount(), warnings: drawer.warnings }
}

function drawDecklist(page: PDFPage, job: ProxyJob, fonts: Fonts): void {
  const { width, height } = page.getSize()
  const margin = 18 * MM
  let y = height - margin - 16
  page.drawText(job.title, { x: margin, y, size: 16, font: fonts.bold })
  y -= 14
  page.drawText(`${job.cards.length} cards printed`, { x: margin, y, size: 9, font: fonts.regular, color: rgb(0.35, 0.35, 0.4) })
  y -= 24
  const top = y
  const columnWidth = (width - 2 * margin) / 2
  let x = margin
  const line = (text: string, bold = false) => {
    if (y < margin) {
      x += columnWidth
      y = top
    }
    page.drawText(text, { x, y, size: bold ? 11 : 9.5, font: bold ? fonts.bold : fonts.regular })
    y -= bold ? 16 : 13
  }
  for (const section of job.decklist) {
    line(section.heading, true)
    for (const text of section.lines) line(text)
    y -= 8
  }
}
