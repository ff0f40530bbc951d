// Every decklist of an event at once: one A4 registration sheet a player, sorted by name, with the event, the
// player, the format, the locked list, its hash in large type and a QR code of the deck's share code, so a judge
// checks a deck at the table against the sheet at a glance, or scans it back into Ringside.
import type { PDFPage } from 'pdf-lib'
import { encode } from 'uqr'
import { embedFonts, MM, type FontFiles, type Fonts } from '../core/draw'
import { newDocument } from '../game-kit/sheets'
import { structureText, type EventInfo } from '../../shared/events'

/** A registered player as their sheet shows them: the locked list (deck text), its hash and its share code. */
export interface SheetPlayer {
  name: string
  hash: string
  list: string
  /** The deck's share code, drawn as a QR code; '' for none (a character). */
  code: string
}

const A4 = { width: 210 * MM, height: 297 * MM }
const MARGIN = 15 * MM
const QR_SIZE = 40 * MM

/** The list's card lines, as the deck file gives them (its name and format are on the sheet already). */
function cardLines(list: string): string[] {
  return list.split('\n').filter((line) => line.trim() !== '' && !/^(name|format|sets?):/i.test(line) && !line.startsWith('#'))
}

/** The QR code of a share code; none for a code longer than a QR code holds (a deck carrying a large format). */
function drawQr(page: PDFPage, text: string, x: number, y: number): void {
  let qr: ReturnType<typeof encode>
  try {
    qr = encode(text)
  } catch {
    return
  }
  const { data, size } = qr
  // A four-module quiet zone around it, as scanners expect.
  const module = QR_SIZE / (size + 8)
  data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) page.drawRectangle({ x: x + (c + 4) * module, y: y + QR_SIZE - (r + 5) * module, width: module, height: module })
    }),
  )
}

function drawSheet(page: PDFPage, fonts: Fonts, event: EventInfo, player: SheetPlayer): void {
  let y = A4.height - MARGIN
  const line = (text: string, size: number, bold = false, x = MARGIN) => {
    y -= size * 1.4
    page.drawText(text, { x, y, size, font: bold ? fonts.bold : fonts.regular })
  }
  line(`${event.name} — registration`, 16, true)
  line(`event ${event.id} · ${event.format} · ${structureText(event)}, matches best of three`, 10)
  y -= 4 * MM
  line(player.name, 22, true)
  // A deck has a share code to scan; a character (Table Fighter's) has its cards listed only.
  const what = player.code ? 'deck' : 'character'
  line(`${what} ${player.hash}`, 28, true)
  if (player.code) drawQr(page, player.code, A4.width - MARGIN - QR_SIZE, A4.height - MARGIN - QR_SIZE)
  y = Math.min(y, A4.height - MARGIN - QR_SIZE) - 6 * MM
  // The list in two columns, so sixty cards and their sections fit one page.
  const lines = cardLines(player.list)
  const perColumn = Math.ceil(lines.length / 2)
  const top = y
  lines.forEach((text, i) => {
    if (i === perColumn) y = top
    line(text.slice(0, 48), 9, /^[A-Z][a-z]+$/.test(text), i < perColumn ? MARGIN : A4.width / 2)
  })
  page.drawText(`Locked at registration: a ${what} at the table matches this list and this hash.`, { x: MARGIN, y: MARGIN, size: 8, font: fonts.regular })
}

/** The registration sheets of `players`, sorted by name, as PDF bytes. */
export async function writeRegistrationSheets(event: EventInfo, players: readonly SheetPlayer[], fontFiles: FontFiles): Promise<Uint8Array> {
  const doc = await newDocument(`${event.name} — registration sheets`)
  const fonts = await embedFonts(doc, fontFiles)
  for (const player of [...players].sort((a, b) => a.name.localeCompare(b.name))) drawSheet(doc.addPage([A4.width, A4.height]), fonts, event, player)
  return doc.save()
}
