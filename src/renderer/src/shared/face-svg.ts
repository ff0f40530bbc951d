// A face's layout as SVG markup, one string per card. A grid mounts a screenful of faces at once and again at
// every scrolled row: one string set per face is several times cheaper than building each box and line as its own
// reactive element. Card texts are escaped: names and abilities are the player's to write.
import { type FaceCard, type FaceLayout, INKS, layoutFace, measureFace, STANDARD_FACE } from '../../../shared/card-face'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c])
const n = (x: number) => String(Math.round(x * 100) / 100)

export function faceMarkup({ colour, rects, texts }: FaceLayout): string {
  const fill = (ink: string) => (ink === 'kind' ? colour : INKS[ink as keyof typeof INKS])
  let out = ''
  for (const r of rects) out += `<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.width)}" height="${n(r.height)}" fill="${fill(r.fill)}"/>`
  for (const t of texts) {
    const anchor = t.anchor === 'end' ? ' text-anchor="end"' : ''
    out += `<text x="${n(t.x)}" y="${n(t.y)}" font-size="${n(t.size)}" font-weight="${t.font === 'bold' ? 700 : 400}" fill="${fill(t.ink)}"${anchor}>${escape(t.text)}</text>`
  }
  return out
}

/** Faces already drawn, by card object: scrolling back to a card, or a summary's face replaced by the whole card's. */
const drawn = new WeakMap<FaceCard, string>()

/** The standard-size face of `card` as SVG markup for a viewBox of STANDARD_FACE. */
export function faceSvg(card: FaceCard): string {
  let markup = drawn.get(card)
  if (markup === undefined) drawn.set(card, (markup = faceMarkup(layoutFace(card, STANDARD_FACE.width, STANDARD_FACE.height, measureFace))))
  return markup
}
