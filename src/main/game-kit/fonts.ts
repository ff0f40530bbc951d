// The font files every printed page is drawn in, read from the dejavu-fonts-ttf package. Kept apart from the PDF
// code so that what only needs the bytes (a print job, a worker's input) does not load pdf-lib.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { FontFiles } from '../core/draw'

/** The fonts the faces are drawn in: DejaVu Sans covers Latin, Greek and Cyrillic names. */
export function loadFonts(): FontFiles {
  const { regular, bold } = fontPaths()
  return { regular: fs.readFileSync(regular), bold: fs.readFileSync(bold) }
}

/** Where the two font files are (a rasteriser loads them by path). */
export function fontPaths(): { regular: string; bold: string } {
  const dir = path.join(path.dirname(createRequire(__filename).resolve('dejavu-fonts-ttf/package.json')), 'ttf')
  return { regular: path.join(dir, 'DejaVuSans.ttf'), bold: path.join(dir, 'DejaVuSans-Bold.ttf') }
}
