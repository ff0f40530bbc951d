// A deck as pictures: the visual deck in one PNG to paste in a chat (each card once, its count on it, Main then the
// Strikers), and Tabletop Simulator's deck sheets (10 × 7 faces a sheet, the back apart) for remote play.
import { STANDARD_FACE } from '../../shared/card-face'
import { escapeMarkup, svgNumber as n } from '../../shared/face-markup'
import type { ProxyCard, ProxyJob } from './pdf'
import { backBody, document, faceBody, type RasterJob } from './raster'

const { width: W, height: H } = STANDARD_FACE

/** A zone of the deck: its heading and its cards, each once with its count. */
export interface PictureZone {
  heading: string
  cards: { proxy: ProxyCard; count: number }[]
}

/** The zones of a proxy job (its copies in print order), each card once with its count. */
export function zonesOf(job: ProxyJob): PictureZone[] {
  let at = 0
  return job.decklist.map(({ heading, lines }) => {
    const cards: PictureZone['cards'] = []
    for (const line of lines) {
      const count = Number(line.split(/\s+/)[0])
      cards.push({ proxy: job.cards[at], count })
      at += count
    }
    return { heading, cards }
  })
}

/** A face placed at (x, y), `width` across: the standard face scaled. */
const placed = (x: number, y: number, width: number, body: string) =>
  `<svg x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n((width * H) / W)}" viewBox="0 0 ${n(W)} ${n(H)}">${body}</svg>`

/** The visual deck as one picture, `columns` faces a row, `width` pixels across. */
export function deckPicture(title: string, zones: readonly PictureZone[], columns = 8, width = 1600): RasterJob {
  const gap = 8
  const pad = 16
  const across = Math.min(columns, Math.max(1, ...zones.map((z) => z.cards.length)))
  const face = W
  const docWidth = pad * 2 + across * face + (across - 1) * gap
  let y = pad + 22
  let body = `<text x="${pad}" y="${y}" font-size="22" font-weight="700" fill="#1a1a1f">${escapeMarkup(title)}</text>`
  for (const zone of zones) {
    y += 30
    body += `<text x="${pad}" y="${y}" font-size="15" font-weight="700" fill="#595966">${escapeMarkup(zone.heading)}</text>`
    y += 8
    zone.cards.forEach(({ proxy, count }, i) => {
      const col = i % across
      if (col === 0 && i > 0) y += H + gap
      const x = pad + col * (face + gap)
      body += placed(x, y, face, faceBody(proxy, W, H))
      if (count > 1) {
        const cx = x + face - 16
        const cy = y + 16
        body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="13" fill="#1a1a1f" stroke="#ffffff" stroke-width="2"/>`
        body += `<text x="${n(cx)}" y="${n(cy + 5)}" font-size="13" font-weight="700" fill="#ffffff" text-anchor="middle">×${count}</text>`
      }
    })
    y += H
  }
  const docHeight = y + pad
  return { svg: document(docWidth, docHeight, 0, `<rect width="${n(docWidth)}" height="${n(docHeight)}" fill="#f4f4f6"/>${body}`), width }
}

/** Tabletop Simulator's grid: 10 faces across, 7 down. */
export const TTS_GRID = { columns: 10, rows: 7 } as const
/** Each face's pixels on a sheet: 10 across make a 4,090-pixel sheet, inside what the game loads. */
export const TTS_FACE_WIDTH = 409

/**
 * The deck's copies on sheets of 10 × 7 (the 70th place of a full sheet left empty: the game shows its last place
 * for a hidden card), and the back apart.
 */
export function ttsSheets(job: ProxyJob): { sheets: RasterJob[]; counts: number[]; back: RasterJob } {
  const perSheet = TTS_GRID.columns * TTS_GRID.rows - 1
  const sheets: RasterJob[] = []
  const counts: number[] = []
  for (let from = 0; from < job.cards.length; from += perSheet) {
    const copies = job.cards.slice(from, from + perSheet)
    let body = ''
    copies.forEach((proxy, i) => {
      const x = (i % TTS_GRID.columns) * W
      const y = Math.floor(i / TTS_GRID.columns) * H
      body += placed(x, y, W, faceBody(proxy, W, H))
    })
    const docWidth = TTS_GRID.columns * W
    const docHeight = TTS_GRID.rows * H
    sheets.push({
      svg: document(docWidth, docHeight, 0, `<rect width="${n(docWidth)}" height="${n(docHeight)}" fill="#000000"/>${body}`),
      width: TTS_GRID.columns * TTS_FACE_WIDTH,
    })
    counts.push(copies.length)
  }
  const back = { svg: document(W, H, 0, backBody(W, H, 0, job.back ?? job.cards[0]?.back ?? null)), width: TTS_FACE_WIDTH }
  return { sheets, counts, back }
}
