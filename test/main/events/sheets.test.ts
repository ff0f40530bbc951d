// Registration sheets: one page a player sorted by name, with the hash and the list, and a QR code that is the
// deck's share code module for module (read off the rendered page).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { writeRegistrationSheets } from '../../../src/main/events/sheets'
import { loadFonts } from '../../../src/main/game-kit/fonts'
import { renderPage } from '../../pdf-render'

const EVENT = {
  id: 7,
  name: 'Club Night',
  format: 'cfs-classic',
  structure: 'swiss' as const,
  rounds: 3,
  topCut: 0,
  locked: false,
  created: '2026-11-28T10:00:00.000Z',
}
const list = (card: string) => `name: Test\nformat: cfs-classic\nMain\n3 ${card}\n# a comment`
const PLAYERS = [
  { name: 'Ben', hash: 'BBBB2222', list: list('C002 Ken'), code: 'RS1-BEN-DECK' },
  { name: 'Ada', hash: 'AAAA1111', list: list('C001 Ryu'), code: `RS1-${'A'.repeat(120)}` },
]

function pdfText(pdf: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-sheets-'))
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf)
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'in.pdf'), '-'], { encoding: 'utf8' })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

describe('registration sheets', () => {
  it('give each player a page, by name, with the event, the hash and the list', async () => {
    const pdf = await writeRegistrationSheets(EVENT, PLAYERS, loadFonts())
    const pages = pdfText(pdf)
      .split('\f')
      .filter((p) => p.trim())
    expect(pages).toHaveLength(2)
    expect(pages[0]).toContain('Club Night — registration')
    expect(pages[0]).toMatch(/Ada[\s\S]*deck AAAA1111[\s\S]*3 C001 Ryu/)
    expect(pages[1]).toMatch(/Ben[\s\S]*deck BBBB2222[\s\S]*3 C002 Ken/)
    expect(pages[0]).not.toContain('a comment')
  })

  it("draw the share code's QR code module for module", async () => {
    const pdf = await writeRegistrationSheets(EVENT, [PLAYERS[1]], loadFonts())
    const page = renderPage(pdf, 1, 300)
    const { data, size } = encode(PLAYERS[1].code)
    const module = 40 / (size + 8)
    const px = (mm: number) => Math.round((mm / 25.4) * page.dpi)
    const dark = (r: number, c: number) => {
      const x = px(155 + (c + 4.5) * module)
      const y = px(15 + (r + 4.5) * module)
      return page.rgb[(y * page.width + x) * 3] < 128
    }
    const read = data.map((row, r) => row.map((_, c) => dark(r, c)))
    expect(read).toEqual(data)
  })
})
