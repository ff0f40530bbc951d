// Proxy sheets: the print options and the geometry of a sheet, in millimetres from the page's top-left
// corner. Shared so the print dialog's preview and the PDF writer place every card in the same spot.
import type { CardKind } from './card'
import { invalid } from './errors'

/** The frame colour of each kind on a text-drawn face. */
export const KIND_COLOURS: Record<CardKind, string> = {
  capcom: '#265cb3',
  snk: '#b82b26',
  action: '#29804d',
  reaction: '#73389a',
  arena: '#b3731a',
}

export const PAPERS = {
  a4: { name: 'A4', width: 210, height: 297 },
  letter: { name: 'Letter', width: 215.9, height: 279.4 },
} as const
export type Paper = keyof typeof PAPERS

export const CARD_SIZES = {
  standard: { name: 'Standard, 63 × 88 mm', width: 63, height: 88 },
  japanese: { name: 'Japanese, 59 × 86 mm', width: 59, height: 86 },
  mini: { name: 'Mini, 44 × 63 mm', width: 44, height: 63 },
} as const

export type CutMarks = 'crop' | 'corners' | 'none'
/** Duplex: the back of a sheet turns about its long edge (like a book) or its short edge (like a notepad). */
export type Flip = 'long' | 'short'

export interface PrintOptions {
  paper: Paper
  /** The card's trimmed size. */
  card: { width: number; height: number }
  /** Space between neighbouring cards' edges. */
  gap: number
  /**
   * How far each face is drawn past its card's edge, so a cut a little off still shows no white; toward a
   * neighbouring card, at most half the gap.
   */
  bleed: number
  cutMarks: CutMarks
  /** A thin line on each card's edge. */
  outline: boolean
  strikers: boolean
  /** Card backs on every other page, for duplex printing; null for none. */
  backs: { flip: Flip; offsetX: number; offsetY: number } | null
  decklist: boolean
  calibration: boolean
  /** Only the copies the player lacks: each card's count less the copies owned (the collection). */
  missingOnly?: boolean
}

export const DEFAULT_PRINT: PrintOptions = {
  paper: 'a4',
  card: { width: CARD_SIZES.standard.width, height: CARD_SIZES.standard.height },
  gap: 0,
  bleed: 0,
  cutMarks: 'crop',
  outline: true,
  strikers: true,
  backs: null,
  decklist: false,
  calibration: false,
}

/** How a print job written off the main thread is getting on. */
export interface PrintProgress {
  jobId: number
  /** The PDF's path, chosen by the player. */
  path: string
  /** Cards on pages so far, of `total`. */
  done: number
  total: number
  finished: boolean
  /** When finished: its pages, or why it failed (or was cancelled). */
  pages: number | null
  error: string | null
  warnings: string[]
}

/** The print shop's zip, written: where, its pictures, and each picture's pixels (bleed included). */
export interface ShopSaved {
  path: string
  pictures: number
  width: number
  height: number
}

/** The bleed a print shop asks for past each edge, mm. */
export const SHOP_BLEED = 3

/**
 * Whether a picture is a card scan (within 10% of the card's proportions), which covers the whole face, its
 * overflow cut; any other picture is fitted inside the face and centred. The PDF and the page both ask.
 */
export function isCardScan(picture: { width: number; height: number }, card: { width: number; height: number }): boolean {
  return Math.abs(picture.width / picture.height / (card.width / card.height) - 1) <= 0.1
}

/** Home printers cannot print nearer the paper's edge than this. */
export const MIN_MARGIN = 5

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface SheetLayout {
  page: { width: number; height: number }
  card: { width: number; height: number }
  cols: number
  rows: number
  /** The top-left corner of the grid's first card. */
  left: number
  top: number
  /** From one card's left (top) edge to the next one's. */
  pitchX: number
  pitchY: number
}

/** What is wrong with the options, in words for the dialog and the command; empty when they can be printed. */
export function printProblems(o: PrintOptions): string[] {
  const problems: string[] = []
  const { width, height } = PAPERS[o.paper]
  if (fit(width, o.card.width, o) < 1 || fit(height, o.card.height, o) < 1) {
    problems.push(`a ${o.card.width} × ${o.card.height} mm card does not fit on ${PAPERS[o.paper].name} paper`)
  }
  return problems
}

/** How many cards of `card` mm fit along `length` mm of paper, bleed and margins kept clear. */
function fit(length: number, card: number, o: PrintOptions): number {
  return Math.floor((length - 2 * MIN_MARGIN - 2 * o.bleed + o.gap) / (card + o.gap))
}

/** As many cards as fit inside the printable area, the grid centred on the page. */
export function layoutSheet(o: PrintOptions): SheetLayout {
  const problems = printProblems(o)
  if (problems.length) throw invalid(problems.join('; '), 'options')
  const page = PAPERS[o.paper]
  const cols = fit(page.width, o.card.width, o)
  const rows = fit(page.height, o.card.height, o)
  const gridWidth = cols * o.card.width + (cols - 1) * o.gap
  const gridHeight = rows * o.card.height + (rows - 1) * o.gap
  return {
    page: { width: page.width, height: page.height },
    card: { ...o.card },
    cols,
    rows,
    left: (page.width - gridWidth) / 2,
    top: (page.height - gridHeight) / 2,
    pitchX: o.card.width + o.gap,
    pitchY: o.card.height + o.gap,
  }
}

export const perSheet = (l: SheetLayout) => l.cols * l.rows

/** The card box of place `slot` on a front sheet, counted along rows. */
export function frontBox(l: SheetLayout, slot: number): Box {
  const col = slot % l.cols
  const row = Math.floor(slot / l.cols)
  return { x: l.left + col * l.pitchX, y: l.top + row * l.pitchY, ...l.card }
}

/**
 * The area the face at `slot` is drawn on: its card box grown by the bleed, but toward a neighbouring
 * place in the grid only by half the gap, so neighbours' bleeds never overlap.
 */
export function faceBox(l: SheetLayout, slot: number, bleed: number): Box {
  const card = frontBox(l, slot)
  const col = slot % l.cols
  const row = Math.floor(slot / l.cols)
  const inner = Math.min(bleed, (l.pitchX - l.card.width) / 2)
  const innerY = Math.min(bleed, (l.pitchY - l.card.height) / 2)
  const left = col === 0 ? bleed : inner
  const right = col === l.cols - 1 ? bleed : inner
  const top = row === 0 ? bleed : innerY
  const bottom = row === l.rows - 1 ? bleed : innerY
  return { x: card.x - left, y: card.y - top, width: card.width + left + right, height: card.height + top + bottom }
}

/**
 * Where a box of the front sheet falls on the back sheet: mirrored across the sheet's flip axis, so after
 * the turn a card's back lands behind its face, then moved by the offset that corrects the printer's drift.
 */
export function backBox(l: SheetLayout, front: Box, backs: NonNullable<PrintOptions['backs']>): Box {
  const x = backs.flip === 'long' ? l.page.width - front.x - front.width : front.x
  const y = backs.flip === 'short' ? l.page.height - front.y - front.height : front.y
  return { x: x + backs.offsetX, y: y + backs.offsetY, width: front.width, height: front.height }
}

/**
 * Crop marks: short lines in the margins around the grid, on the line of every card edge, starting just
 * clear of the bleed. Each is [x1, y1, x2, y2].
 */
export function cropMarks(l: SheetLayout, bleed: number): [number, number, number, number][] {
  const clear = bleed + 1
  const length = (margin: number) => Math.max(0, Math.min(8, margin - clear - 1))
  const gridRight = l.left + (l.cols - 1) * l.pitchX + l.card.width
  const gridBottom = l.top + (l.rows - 1) * l.pitchY + l.card.height
  const xs = edges(l.left, l.cols, l.pitchX, l.card.width)
  const ys = edges(l.top, l.rows, l.pitchY, l.card.height)
  const top = length(l.top)
  const side = length(l.left)
  const marks: [number, number, number, number][] = []
  for (const x of xs) {
    if (top > 0) marks.push([x, l.top - clear - top, x, l.top - clear], [x, gridBottom + clear, x, gridBottom + clear + top])
  }
  for (const y of ys) {
    if (side > 0) marks.push([l.left - clear - side, y, l.left - clear, y], [gridRight + clear, y, gridRight + clear + side, y])
  }
  return marks
}

/** Corner marks: a short L outside each corner of a card box, clear of the bleed. */
export function cornerMarks(box: Box, bleed: number): [number, number, number, number][] {
  const clear = bleed + 0.5
  const arm = 3
  const marks: [number, number, number, number][] = []
  for (const x of [box.x, box.x + box.width]) {
    for (const y of [box.y, box.y + box.height]) {
      const outX = x === box.x ? -1 : 1
      const outY = y === box.y ? -1 : 1
      marks.push([x + outX * clear, y, x + outX * (clear + arm), y], [x, y + outY * clear, x, y + outY * (clear + arm)])
    }
  }
  return marks
}

/** The distinct edge positions of a row (or column) of cards: each card's two edges, shared ones once. */
function edges(start: number, count: number, pitch: number, size: number): number[] {
  const all = new Set<number>()
  for (let i = 0; i < count; i++) {
    all.add(round(start + i * pitch))
    all.add(round(start + i * pitch + size))
  }
  return [...all]
}

const round = (mm: number) => Math.round(mm * 1000) / 1000
