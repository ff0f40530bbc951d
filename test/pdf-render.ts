// Renders PDF pages with poppler's pdftoppm and measures what is on them, in millimetres.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface Raster {
  width: number
  height: number
  dpi: number
  rgb: Uint8Array
}

export interface MmBox {
  x: number
  y: number
  width: number
  height: number
}

/** Page `page` (1-based) at `dpi`, as RGB pixels. */
export function renderPage(pdf: Uint8Array, page: number, dpi: number): Raster {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-pdf-'))
  try {
    const file = path.join(dir, 'in.pdf')
    fs.writeFileSync(file, pdf)
    execFileSync('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, path.join(dir, 'page')])
    return { ...parsePpm(fs.readFileSync(path.join(dir, 'page.ppm'))), dpi }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

export function pageCount(pdf: Uint8Array): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-pdf-'))
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf)
    const info = execFileSync('pdfinfo', [path.join(dir, 'in.pdf')], { encoding: 'utf8' })
    return Number(/^Pages:\s+(\d+)/m.exec(info)![1])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

export function pageText(pdf: Uint8Array, page: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-pdf-'))
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf)
    return execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', path.join(dir, 'in.pdf'), '-'], { encoding: 'utf8' })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

function parsePpm(data: Buffer): { width: number; height: number; rgb: Uint8Array } {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(data.subarray(0, 50).toString('latin1'))
  if (!header) throw new Error('not a binary PPM')
  return { width: Number(header[1]), height: Number(header[2]), rgb: new Uint8Array(data.subarray(header[0].length)) }
}

/** Ink: a pixel more than half covered by anything darker or more coloured than paper. */
export const inked = (r: Raster, x: number, y: number) => {
  const i = (y * r.width + x) * 3
  return Math.min(r.rgb[i], r.rgb[i + 1], r.rgb[i + 2]) < 128
}

const toMm = (r: Raster, px: number) => (px / r.dpi) * 25.4

/**
 * The inked rectangles at least `minMm` on each side (card faces, not marks or text), as the bounding
 * boxes of their pixels, top to bottom and left to right.
 */
export function findBoxes(r: Raster, minMm = 20): MmBox[] {
  const min = (minMm / 25.4) * r.dpi
  /** Runs of i in [from, to) where has(i), at least `min` long. */
  const runs = (has: (i: number) => boolean, from: number, to: number) => {
    const out: [number, number][] = []
    let start = -1
    for (let i = from; i <= to; i++) {
      const on = i < to && has(i)
      if (on && start < 0) start = i
      else if (!on && start >= 0) {
        out.push([start, i - 1])
        start = -1
      }
    }
    return out.filter(([a, b]) => b - a + 1 >= min)
  }
  const rowInked = (y: number, x0: number, x1: number) => {
    for (let x = x0; x <= x1; x++) if (inked(r, x, y)) return true
    return false
  }
  const colInked = (x: number, y0: number, y1: number) => {
    for (let y = y0; y <= y1; y++) if (inked(r, x, y)) return true
    return false
  }
  const boxes: MmBox[] = []
  for (const [top, bottom] of runs((y) => rowInked(y, 0, r.width - 1), 0, r.height)) {
    for (const [left, right] of runs((x) => colInked(x, top, bottom), 0, r.width)) {
      // The box's own rows (marks above or beside it are cut off by the white around it), then its columns.
      const mid = Math.floor((top + bottom) / 2)
      const rows = runs((y) => rowInked(y, left, right), top, bottom + 1).find(([a, b]) => a <= mid && mid <= b)
      if (!rows) continue
      const cols = runs((x) => colInked(x, rows[0], rows[1]), left, right + 1).find(([a, b]) => a <= (left + right) / 2 && (left + right) / 2 <= b)
      if (!cols) continue
      boxes.push({ x: toMm(r, cols[0]), y: toMm(r, rows[0]), width: toMm(r, cols[1] - cols[0] + 1), height: toMm(r, rows[1] - rows[0] + 1) })
    }
  }
  return boxes
}

/** The centres (mm) of the inked lines crossing a strip: columns inked within rows y0..y1 (mm), grouped. */
export function linesAcross(r: Raster, axis: 'x' | 'y', from: number, to: number): number[] {
  const a = Math.round((from / 25.4) * r.dpi)
  const b = Math.round((to / 25.4) * r.dpi)
  const length = axis === 'x' ? r.width : r.height
  const centres: number[] = []
  let start = -1
  for (let i = 0; i <= length; i++) {
    let hit = false
    for (let j = a; j <= b && i < length && !hit; j++) hit = axis === 'x' ? inked(r, i, j) : inked(r, j, i)
    if (hit && start < 0) start = i
    if (!hit && start >= 0) {
      centres.push(toMm(r, (start + i) / 2))
      start = -1
    }
  }
  return centres
}

/**
 * The edges of the patch of `colour` around (x, y) in mm, found by walking out along its centre lines;
 * a pixel belongs to the patch when it is nearer `colour` than any other colour of `palette`.
 */
export function patchAt(r: Raster, x: number, y: number, colour: Rgb, palette: Rgb[]): MmBox {
  const px = (mm: number) => Math.round((mm / 25.4) * r.dpi)
  const belongs = (i: number, j: number) => {
    if (i < 0 || j < 0 || i >= r.width || j >= r.height) return false
    const k = (j * r.width + i) * 3
    const d = (c: Rgb) => Math.abs(r.rgb[k] - c[0]) + Math.abs(r.rgb[k + 1] - c[1]) + Math.abs(r.rgb[k + 2] - c[2])
    return palette.every((c) => c === colour || d(colour) < d(c))
  }
  const cx = px(x)
  const cy = px(y)
  if (!belongs(cx, cy)) throw new Error(`no patch of that colour at ${x}, ${y} mm`)
  let left = cx
  let right = cx
  let top = cy
  let bottom = cy
  while (belongs(left - 1, cy)) left--
  while (belongs(right + 1, cy)) right++
  while (belongs(cx, top - 1)) top--
  while (belongs(cx, bottom + 1)) bottom++
  return { x: toMm(r, left), y: toMm(r, top), width: toMm(r, right - left + 1), height: toMm(r, bottom - top + 1) }
}

export type Rgb = [number, number, number]

/** The longest run of inked pixels along any row between `from` and `to` mm from the top, in mm. */
export function longestRow(r: Raster, from: number, to: number): number {
  let best = 0
  for (let y = Math.round((from / 25.4) * r.dpi); y < Math.min(r.height, Math.round((to / 25.4) * r.dpi)); y++) {
    let run = 0
    for (let x = 0; x < r.width; x++) {
      run = inked(r, x, y) ? run + 1 : 0
      if (run > best) best = run
    }
  }
  return toMm(r, best)
}
