// CSV cells a spreadsheet would run as formulas, neutralised on the way out and restored on the way in, for
// every CSV file Ringside writes.

/**
 * A cell a spreadsheet would run as a formula (=, +, @, a tab or return, or a - unless the whole cell is a plain
 * number: `-1+cmd|' /C calc'!A0` starts with a digit too) gets a leading ' (OWASP's advice); a cell that already
 * starts with ' before one of those gets one more, so reading strips exactly one and a round trip changes nothing.
 */
const FORMULA = /^'*(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/

export function neutraliseCell(cell: string): string {
  return FORMULA.test(cell) ? `'${cell}` : cell
}

export function restoreCell(cell: string): string {
  return cell.startsWith("'") && FORMULA.test(cell) ? cell.slice(1) : cell
}

/**
 * The column separator of a CSV file: a comma, unless its first line has semicolons and no comma outside quotes,
 * as a spreadsheet set for a language with a decimal comma saves its CSV.
 */
export function csvDelimiter(text: string): ',' | ';' {
  const first = (/^[^\r\n]*/.exec(text.replace(/^\uFEFF/, ''))?.[0] ?? '').replace(/"[^"]*"/g, '')
  return first.includes(';') && !first.includes(',') ? ';' : ','
}

/** What a player is told of a file read with semicolons. */
export const SEMICOLON_NOTICE = "this file seems to use ';' between its columns: it was read so"
