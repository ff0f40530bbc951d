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

/**
 * Where the two font files are, for a rasteriser that opens them itself: in the packaged app, outside the archive
 * (native code cannot read inside app.asar; electron-builder.yml unpacks them beside it).
 */
export function fontPaths(): { regular: string; bold: string } {
  const dir = outsideArchive(path.join(path.dirname(createRequire(__filename).resolve('dejavu-fonts-ttf/package.json')), 'ttf'))
  return { regular: path.join(dir, 'DejaVuSans.ttf'), bold: path.join(dir, 'DejaVuSans-Bold.ttf') }
}

/** A path inside app.asar as its unpacked copy beside it; any other path as it is. */
export function outsideArchive(file: string): string {
  return file.replace(/([\\/])app\.asar([\\/])/, '$1app.asar.unpacked$2')
}
