// The collection as a CSV file, columns set,number,name,owned: written for a spreadsheet, read back all or
// nothing. On reading, `name` may be left out and is never checked (it is there for the player to read);
// every bad row is named by its line and column, and a card that is not in the catalogue is one of them.
import { CsvError, parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { MAX_OWNED, ownedKey, ownedProblem, type CollectionProblem, type OwnedCard } from '../../shared/collection'
import { csvDelimiter, neutraliseCell, restoreCell } from '../core/csv-cell'

export const COLLECTION_COLUMNS = ['set', 'number', 'name', 'owned'] as const
const REQUIRED = ['set', 'number', 'owned'] as const
/** A collection file larger than this is not one (the catalogue at 100k cards writes about 4 MB). */
export const MAX_COLLECTION_FILE_BYTES = 20_000_000
export const COLLECTION_FILE_TOO_BIG = `larger than ${MAX_COLLECTION_FILE_BYTES / 1e6} MB: not a collection file`

export type CollectionRead = { ok: true; counts: OwnedCard[] } | { ok: false; problems: CollectionProblem[] }

/** The counts as CSV, by set and number; `name` gives a card's name where the catalogue has it. */
export function writeCollectionCsv(counts: readonly OwnedCard[], name: (set: string, number: string) => string | undefined): string {
  const rows = counts.map((c) => [c.set, c.number, name(c.set, c.number) ?? '', String(c.owned)].map(neutraliseCell))
  return stringify([[...COLLECTION_COLUMNS], ...rows])
}

/**
 * Reads a collection CSV against the catalogue (`card` answers a card's number as the catalogue writes it, or
 * undefined when there is no such card). Every problem is listed; counts come back only when there are none.
 */
export function readCollectionCsv(text: string, card: (set: string, number: string) => string | undefined): CollectionRead {
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
    return { ok: false, problems: [{ line, message: `not readable as CSV: ${(err as Error).message}` }] }
  }
  if (records.length === 0) return { ok: false, problems: [{ line: 0, message: `the file is empty (the columns are ${COLLECTION_COLUMNS.join(',')})` }] }
  const header = records[0].record.map((h) => h.trim().toLowerCase())
  const unknown = header.filter((h) => !(COLLECTION_COLUMNS as readonly string[]).includes(h))
  const missing = REQUIRED.filter((c) => !header.includes(c))
  const twice = header.filter((h, i) => header.indexOf(h) !== i)
  const problems: CollectionProblem[] = []
  if (unknown.length)
    problems.push({
      line: 1,
      message: `unknown columns ${unknown.map((u) => `"${u.slice(0, 40)}"`).join(', ')} (the columns are ${COLLECTION_COLUMNS.join(',')})`,
    })
  if (missing.length)
    problems.push({ line: 1, message: `missing columns ${missing.join(', ')} (the columns are ${COLLECTION_COLUMNS.join(',')}; name may be left out)` })
  if (twice.length) problems.push({ line: 1, message: `the column ${twice[0]} twice` })
  if (problems.length) return { ok: false, problems }

  const counts: OwnedCard[] = []
  const seen = new Map<string, number>()
  for (const { record, info } of records.slice(1)) {
    const line = info.lines
    if (record.length !== header.length) {
      problems.push({ line, message: `${record.length} cells, the header has ${header.length}` })
      continue
    }
    const cell = (column: string) => restoreCell(record[header.indexOf(column)].trim())
    const set = cell('set')
    const number = cell('number')
    const owned = cell('owned')
    const before = problems.length
    if (!set) problems.push({ line, field: 'set', message: 'empty: a set id is needed (e.g. cfs-base)' })
    if (!number) problems.push({ line, field: 'number', message: 'empty: a card number is needed (e.g. C001)' })
    const value = /^\d+$/.test(owned) ? Number(owned) : NaN
    const bad = ownedProblem(value)
    if (bad) problems.push({ line, field: 'owned', message: `"${owned.slice(0, 40)}" is not ${bad}` })
    if (problems.length > before) continue
    const known = card(set, number)
    if (known === undefined) {
      problems.push({ line, field: 'number', message: `no card ${number.slice(0, 20)} in set ${set.slice(0, 40)} in the catalogue` })
      continue
    }
    const key = ownedKey(set, known)
    const first = seen.get(key)
    if (first !== undefined) {
      problems.push({ line, field: 'number', message: `${set}:${known} again; it is on line ${first} already` })
      continue
    }
    seen.set(key, line)
    counts.push({ set, number: known, owned: Math.min(value, MAX_OWNED) })
  }
  return problems.length ? { ok: false, problems } : { ok: true, counts }
}
