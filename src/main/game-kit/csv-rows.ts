// Characters as CSV rows, whatever the game: the header checked against the game's columns, each row's cells read
// by column name (a cell neutralised against spreadsheet formulas restored), and the rows grouped by character —
// a character's rows are consecutive, and an empty id continues the character above. Problems name the line.
// Written back, every text cell is neutralised, so no cell runs as a spreadsheet formula.
import { CsvError, parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { csvDelimiter, neutraliseCell, restoreCell } from '../core/csv-cell'

export type CsvRow<C extends string> = { line: number; cell: (column: C) => string }

export function readCsvGroups<C extends string>(fileName: string, text: string, columns: readonly C[]): { groups: CsvRow<C>[][]; problems: string[] } {
  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      delimiter: csvDelimiter(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 100_000,
    }) as unknown as typeof records
  } catch (err) {
    const line = err instanceof CsvError ? Number((err as CsvError & { lines?: number }).lines ?? 0) : 0
    return { groups: [], problems: [`${fileName}:${line}: not readable as CSV: ${(err as Error).message}`] }
  }
  if (records.length === 0) return { groups: [], problems: [`${fileName}: the file is empty`] }
  const header = records[0].record.map((h) => h.trim().toLowerCase())
  const unknown = header.filter((h) => !(columns as readonly string[]).includes(h))
  const missing = columns.filter((c) => !header.includes(c))
  if (unknown.length || missing.length) {
    const problems = []
    if (unknown.length) problems.push(`${fileName}:1: unknown columns ${unknown.map((u) => `"${u.slice(0, 40)}"`).join(', ')}`)
    if (missing.length) problems.push(`${fileName}:1: missing columns ${missing.join(', ')} (the columns are ${columns.join(', ')})`)
    return { groups: [], problems }
  }
  const problems: string[] = []
  const rows: CsvRow<C>[] = []
  for (const { record, info } of records.slice(1)) {
    if (record.length !== header.length) {
      problems.push(`${fileName}:${info.lines}: ${record.length} cells, the header has ${header.length}`)
      continue
    }
    rows.push({ line: info.lines, cell: (column) => restoreCell(record[header.indexOf(column)].trim()) })
  }
  const id = 'id' as C
  const groups: CsvRow<C>[][] = []
  for (const row of rows) {
    const last = groups.at(-1)
    if (last && (row.cell(id) === '' || last[0].cell(id) === row.cell(id))) last.push(row)
    else groups.push([row])
  }
  const seen = new Map<string, number>()
  const kept = groups.filter(([first]) => {
    const before = seen.get(first.cell(id))
    if (before !== undefined) problems.push(`${fileName}:${first.line}: id: "${first.cell(id)}" again; its rows start at line ${before} and must be together`)
    else seen.set(first.cell(id), first.line)
    return before === undefined
  })
  return { groups: kept, problems }
}

/** A number cell as a number; anything else as written, for the game's checks to name. */
export function cellValue(cell: string): unknown {
  return /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell
}

/** A character read from its rows, or every problem with them, each naming its line and column. */
export type RowsRead<T> = { ok: true; value: T } | { ok: false; problems: string[] }

/** Every character of a file: the rows grouped by character, then each group read by the game's `characterOf`. */
export function readCsvCharacters<C extends string, T>(
  fileName: string,
  text: string,
  columns: readonly C[],
  characterOf: (fileName: string, rows: CsvRow<C>[]) => RowsRead<T>,
): { characters: T[]; problems: string[] } {
  const { groups, problems } = readCsvGroups(fileName, text, columns)
  const characters: T[] = []
  for (const group of groups) {
    const read = characterOf(fileName, group)
    if (read.ok) characters.push(read.value)
    else problems.push(...read.problems)
  }
  return { characters, problems }
}

/** A character's own columns, which its later rows may leave empty or repeat, but not change. */
export function repeatedCells<C extends string>(fileName: string, rows: readonly CsvRow<C>[], columns: readonly C[]): string[] {
  const [first] = rows
  const problems: string[] = []
  for (const row of rows.slice(1)) {
    for (const column of columns) {
      const cell = row.cell(column)
      if (cell !== '' && cell !== first.cell(column))
        problems.push(`${fileName}:${row.line}: ${column}: "${cell}" differs from line ${first.line}; leave it empty or repeat it`)
    }
  }
  return problems
}

/**
 * The character read from its rows when neither the rows (`problems`) nor the game's reader found a problem; else
 * every problem, the reader's (`: cards.2.damage: must be …`) on the lines they come from: `place` gives the line
 * and the rest of a problem about one row, and any other is put on the character's first line.
 */
export function rowsRead<T>(
  fileName: string,
  firstLine: number,
  problems: string[],
  read: { ok: true; value: T } | { ok: false; problems: readonly string[] },
  place: (problem: string) => { line: number; rest: string } | null,
): RowsRead<T> {
  if (read.ok) return problems.length === 0 ? read : { ok: false, problems }
  for (const problem of read.problems) {
    const at = place(problem)
    problems.push(at ? `${fileName}:${at.line}: ${at.rest}` : `${fileName}:${firstLine}${problem}`)
  }
  return { ok: false, problems }
}

/** The header and the rows as CSV; no cell runs as a spreadsheet formula. */
export function writeCsvRows(columns: readonly string[], rows: readonly (string | number)[][]): string {
  return stringify([[...columns], ...rows.map((row) => row.map((cell) => (typeof cell === 'string' ? neutraliseCell(cell) : cell)))])
}
