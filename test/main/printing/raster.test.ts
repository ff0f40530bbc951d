// Faces as pictures: the markup resvg draws (player text escaped, pictures placed as the PDF places them), the
// pictures back in the jobs' order from two threads, and the fonts found outside the packaged app's archive.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { Card } from '../../../src/shared/card'
import { outsideArchive } from '../../../src/main/game-kit/fonts'
import { faceDocument, rasteriseOnWorkers } from '../../../src/main/printing/raster'
import { plainPng } from '../../png'

const CARD: Card = {
  set: 'mine',
  number: 'C900',
  name: 'Ryu <script>alert("x")</script> & "Ken"',
  kind: 'capcom',
  rarity: 'A',
  bp: 900,
  sp: 2,
  cost: null,
  ability: { name: 'Fist', type: 'square', text: '1 character takes 300 damage.' },
  text: null,
  backups: [{ name: 'Ken', number: null }],
  altNames: [],
  origin: null,
}
const SIZE = { width: 63, height: 88, bleed: 3 }
const png = async (width: number, height: number) => ({ bytes: await plainPng(width, height, '#cc2222'), type: 'png' as const })

describe('faces as pictures', () => {
  it("escapes the player's words in the markup", () => {
    const svg = faceDocument({ card: CARD, image: null }, SIZE)
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('&lt;script&gt;')
    expect(svg).toContain('&amp;')
  })

  it('covers the face and its bleed with a card scan, and fits any other picture inside the card, as the PDF does', async () => {
    const scan = faceDocument({ card: CARD, image: await png(630, 880) }, SIZE)
    expect(scan).toMatch(/<image [^>]*x="-8.5\d*" [^>]*preserveAspectRatio="xMidYMid slice"/)
    const wide = faceDocument({ card: CARD, image: await png(880, 300) }, SIZE)
    expect(wide).toMatch(/<image [^>]*x="0" y="0" [^>]*preserveAspectRatio="xMidYMid meet"/)
  })

  it('answers the pictures in the order of the jobs, whichever thread drew them', async () => {
    const widths = [50, 61, 72, 83, 94]
    const drawn = await rasteriseOnWorkers(
      widths.map((width) => ({ svg: faceDocument({ card: CARD, image: null }, SIZE), width })),
      2,
      undefined,
      '',
    )
    expect(await Promise.all(drawn.map(async (p) => (await sharp(p).metadata()).width))).toEqual(widths)
  })

  it("finds the fonts outside the packaged app's archive, where native code can open them", () => {
    expect(outsideArchive('/opt/Ringside/resources/app.asar/node_modules/dejavu-fonts-ttf/ttf')).toBe(
      '/opt/Ringside/resources/app.asar.unpacked/node_modules/dejavu-fonts-ttf/ttf',
    )
    expect(outsideArchive('C:\\Ringside\\resources\\app.asar\\node_modules\\x')).toBe('C:\\Ringside\\resources\\app.asar.unpacked\\node_modules\\x')
    expect(outsideArchive('/work/node_modules/dejavu-fonts-ttf/ttf')).toBe('/work/node_modules/dejavu-fonts-ttf/ttf')
  })
})
