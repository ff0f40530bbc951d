// A face's layout as SVG markup: the app's faces (one string per card, several times cheaper to mount than an
// element per box and line) and the print-shop pictures, rasterised from the same markup. Card texts are escaped:
// names and abilities are the player's to write.
import { ART_GROUND, type FaceLayout, INKS } from './card-face'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c])
/** A length in markup: to the hundredth, as short as it goes. */
export const svgNumber = (x: number) => String(Math.round(x * 100) / 100)
const n = svgNumber

/**
 * The boxes, then the art (when `artHref` is given: a nested SVG clips the picture to its box), then the texts.
 * Without `artHref` the art box shows its ground, for the page to draw the picture over once it loads.
 */
export function faceMarkup({ colour, rects, texts, art }: FaceLayout, artHref?: string): string {
  const fill = (ink: string) => (ink === 'kind' ? colour : ink === 'art' ? ART_GROUND : INKS[ink as keyof typeof INKS])
  let out = ''
  for (const r of rects) out += `<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.width)}" height="${n(r.height)}" fill="${fill(r.fill)}"/>`
  if (art && artHref) out += artMarkup(art, artHref)
  for (const t of texts) {
    const anchor = t.anchor === 'end' ? ' text-anchor="end"' : ''
    out += `<text x="${n(t.x)}" y="${n(t.y)}" font-size="${n(t.size)}" font-weight="${t.font === 'bold' ? 700 : 400}" fill="${fill(t.ink)}"${anchor}>${escapeMarkup(t.text)}</text>`
  }
  return out
}

/** The art's picture in its box: a nested SVG is the box, and clips what overflows it. */
export function artMarkup({ box, picture }: NonNullable<FaceLayout['art']>, href: string): string {
  return (
    `<svg x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" overflow="hidden">` +
    `<image href="${escapeMarkup(href)}" x="${n(picture.x - box.x)}" y="${n(picture.y - box.y)}" width="${n(picture.width)}" height="${n(picture.height)}" preserveAspectRatio="none"/></svg>`
  )
}
