// The fonts a card's face is drawn in, DejaVu Sans and its bold, the ones the proxy PDF embeds: the page lays
// faces out with their widths (shared/face-metrics.ts), so it must draw with them too. Cut down to the
// characters cards use (scripts/face-fonts.mjs), 25 KB each, they come inside the page's script: the first faces
// wait for no file to load.
import bold from '../assets/face-bold.woff2?inline'
import regular from '../assets/face-regular.woff2?inline'

export const FACE_FONT = 'Ringside Face'
let added = false

/** The bytes of a `data:` URL. */
function bytesOf(url: string): ArrayBuffer {
  const text = atob(url.slice(url.indexOf(',') + 1))
  const bytes = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
  return bytes.buffer
}

/** Adds the fonts to the page once, on the first face drawn. */
export function addFaceFont(): void {
  if (added || typeof FontFace === 'undefined') return
  added = true
  for (const [url, weight] of [
    [regular, '400'],
    [bold, '700'],
  ]) {
    // From bytes, not a URL: the page's policy lets fonts load from its own files only, and this needs no load.
    const font = new FontFace(FACE_FONT, bytesOf(url), { weight })
    document.fonts.add(font)
    void font.loaded.catch(() => {}) // unreadable, faces fall back to the system's DejaVu Sans or sans-serif
  }
}
