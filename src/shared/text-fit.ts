// Fitting text into a box, whatever measures it: the PDF measures with its embedded fonts, the page with the
// same fonts' widths (face-metrics.ts), so both break a card's lines at the same words.

/** The width of `text` at font size `size`, in the unit of the box it is fitted into. */
export type Width = (text: string, size: number) => number

/** Greedy word wrap at `width`; a word longer than a line is broken. */
export function wrapText(text: string, measure: Width, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (measure(candidate, size) <= width) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = word
    while (measure(line, size) > width && line.length > 1) {
      let cut = line.length - 1
      while (cut > 1 && measure(line.slice(0, cut), size) > width) cut--
      lines.push(line.slice(0, cut))
      line = line.slice(cut)
    }
  }
  if (line) lines.push(line)
  return lines
}

/** The largest size from `max` down to `min` at which `text` fits `width` on one line. */
export function fitSize(text: string, measure: Width, max: number, min: number, width: number): number {
  const natural = measure(text, max)
  return natural <= width ? max : Math.max(min, (max * width) / natural)
}

/** A size fitted to a box can measure a rounding error wider than it; that still fits. */
const SLACK = 1e-6

/** `text` cut with … to fit `width` at `size`. */
export function ellipsize(text: string, measure: Width, size: number, width: number): string {
  if (measure(text, size) <= width + SLACK) return text
  let end = text.length
  while (end > 0 && measure(`${text.slice(0, end).trimEnd()}…`, size) > width) end--
  return `${text.slice(0, end).trimEnd()}…`
}

/** `text` on one line of `width`: shrunk from `max` down to `min`, then cut with … if it still does not fit. */
export function fitLine(text: string, measure: Width, max: number, min: number, width: number): { size: number; text: string } {
  const size = fitSize(text, measure, max, min, width)
  return { size, text: ellipsize(text, measure, size, width) }
}

/** `lines` kept to `most`, the last of them ending in … when any are dropped. */
function cutAfter(lines: string[], most: number, measure: Width, size: number, width: number): string[] {
  if (lines.length <= most) return lines
  if (most <= 0) return []
  return [...lines.slice(0, most - 1), ellipsize(`${lines[most - 1]}…`, measure, size, width)]
}

/**
 * `text` wrapped on at most `most` lines of `width`: at `max`, else shrunk by `step` down to `min` until it
 * fits with no word broken; at `min` its last line is cut with … if it still runs over.
 */
export function fitLines(text: string, measure: Width, max: number, min: number, width: number, most: number, step: number): { size: number; lines: string[] } {
  const words = text.split(/\s+/).filter(Boolean)
  const steps = step > 0 ? Math.max(0, Math.ceil((max - min) / step - SLACK)) : 0
  for (let i = 0; i < steps; i++) {
    const size = max - i * step
    const lines = wrapText(text, measure, size, width)
    if (lines.length <= most && words.every((w) => measure(w, size) <= width)) return { size, lines }
  }
  return { size: min, lines: cutAfter(wrapText(text, measure, min, width), most, measure, min, width) }
}

/** Lines are this many times their font size apart. */
export const LEADING = 1.2
/** Below this size (points) text is no longer read on a card, so a paragraph is cut instead. */
const SMALLEST = 5.5

/**
 * A paragraph wrapped into `box` from its top, shrunk by half points (down to 5.5) until it fits; cut with …
 * if it never does. Its first baseline is `size` below the box's top, the next ones `size × LEADING` apart.
 */
export function fitParagraph(text: string, measure: Width, size: number, box: { width: number; height: number }): { size: number; lines: string[] } {
  let lines: string[] = []
  for (let s = size; s >= SMALLEST; s -= 0.5) {
    size = s
    lines = wrapText(text, measure, s, box.width)
    if (lines.length * s * LEADING <= box.height) break
  }
  return { size, lines: cutAfter(lines, Math.max(0, Math.floor(box.height / (size * LEADING))), measure, size, box.width) }
}
