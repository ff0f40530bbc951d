// CSV cells a spreadsheet would run as formulas, neutralised on the way out and restored on the way in, for
// every CSV file Ringside writes.

/**
 * A cell a spreadsheet would run as a formula (=, +, @, a tab or return, or - not starting a number)
 * gets a leading ' (OWASP's advice); a cell that already starts with ' before one of those gets one more,
 * so reading strips exactly one and a round trip changes nothing.
 */
const FORMULA = /^'*(?:[=+@\t\r]|-(?!\d))/

export function neutraliseCell(cell: string): string {
  return FORMULA.test(cell) ? `'${cell}` : cell
}

export function restoreCell(cell: string): string {
  return cell.startsWith("'") && FORMULA.test(cell) ? cell.slice(1) : cell
}
