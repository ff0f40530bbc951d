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

/** `text` cut with … to fit `width` at `size`. */
export function ellipsize(text: string, measure: Width, size: number, width: number): string {
  if (measure(text, size) <= width) return text
  let end = text.length
  while (end > 0 && measure(`${text.slice(0, end)}…`, size) > width) end--
  return `${text.slice(0, end)}…`
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
  const fits = Math.max(0, Math.floor(box.height / (size * LEADING)))
  if (lines.length > fits) lines = [...lines.slice(0, Math.max(0, fits - 1)), ellipsize(`${lines[fits - 1] ?? ''}…`, measure, size, box.width)].slice(0, fits)
  return { size, lines }
}
