// Card files: CSV and JSON, read into cards with every problem by line (or record) and field, and written
// back so that export then import changes nothing. The columns are documented in db/CARD-FILES.md.
import { CsvError, parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { csvDelimiter, neutraliseCell, restoreCell, SEMICOLON_NOTICE } from '../core/csv-cell'
import { z } from 'zod'
import type { Card } from '../../shared/card'
import type { FileProblem } from '../../shared/catalogue'
import type { DeckFile } from '../../shared/contract'
import { notFound } from '../../shared/errors'
import type { Catalogue } from '../catalogue/catalogue'
import { plainIssues } from '../../shared/plain-issue'
import { readJsonText } from '../core/json-text'
import { readTextFile } from '../system/files'
import { cardFromSource, sourceRecordSchema } from '../catalogue/card-record'

export interface CardFile {
  cards: { line: number; card: Card }[]
  problems: FileProblem[]
  /** The set a JSON export names, when it does. */
  set: { id: string; name: string } | null
  /** The name and kind of each record that has problems, as far as they could be read. */
  rejected: { name: string; kind: string }[]
  /** What the player should know of how the file was read (a CSV with semicolons). */
  notices?: string[]
}

export const CSV_COLUMNS = [
  'number',
  'name',
  'kind',
  'rarity',
  'bp',
  'sp',
  'cost',
  'ability_type',
  'ability_name',
  'ability_text',
  'text',
  'backups',
  'backup_numbers',
  'alt_names',
  'origin',
] as const
type Column = (typeof CSV_COLUMNS)[number]
const REQUIRED: readonly Column[] = ['number', 'name', 'kind']
/** The shipped data's field paths in the CSV's words, for problems. */
const CSV_FIELDS: Record<string, Column> = { 'ability.effect': 'ability_text', 'ability.type': 'ability_type', 'ability.name': 'ability_name', effect: 'text' }
/** Lists inside one CSV cell: "Sakura; Ken". Back-Up names keep their repeats and order. */
const LIST = ';'
const SYMBOLS: Record<string, string> = { '▲': 'triangle', '●': 'circle', '■': 'square' }

export const MAX_FILE_BYTES = 64 * 1024 * 1024
const MAX_PROBLEMS = 500

/** A card file's text from disk; a missing, unreadable or oversized file is an error that names it. */
export function readCardFileText(file: string): string {
  return readTextFile(file, MAX_FILE_BYTES, `larger than ${MAX_FILE_BYTES / 1024 / 1024} MB, not a card file`)
}

export function readCardFile(fileName: string, text: string, setId: string): CardFile {
  if (text.length > MAX_FILE_BYTES)
    return { cards: [], problems: [{ line: 0, field: null, message: `larger than ${MAX_FILE_BYTES / 1024 / 1024} MB` }], set: null, rejected: [] }
  if (text.includes('\u0000'))
    return { cards: [], problems: [{ line: 0, field: null, message: 'a binary file, not CSV or JSON text' }], set: null, rejected: [] }
  return /\.json$/i.test(fileName) || /^\s*[[{]/.test(text) ? readJson(text, setId) : readCsv(text, setId)
}

/** `cell.trim()`, skipping the call when both ends are printable ASCII (no white space). */
function trimmed(cell: string): string {
  const last = cell.length - 1
  if (last < 0) return cell
  const a = cell.charCodeAt(0)
  const b = cell.charCodeAt(last)
  return a > 32 && a < 127 && b > 32 && b < 127 ? cell : cell.trim()
}

function readCsv(text: string, setId: string): CardFile {
  const file = readCsvWith(text, setId, csvDelimiter(text))
  return file.cards.length && csvDelimiter(text) === ';' ? { ...file, notices: [SEMICOLON_NOTICE] } : file
}

function readCsvWith(text: string, setId: string, delimiter: ',' | ';'): CardFile {
  let rows: { record: string[]; info: { lines: number } }[]
  try {
    rows = parse(text.replace(/^\uFEFF/, ''), {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 100_000,
    }) as unknown as typeof rows
  } catch (err) {
    const line = err instanceof CsvError ? Number((err as CsvError & { lines?: number }).lines ?? 0) : 0
    return { cards: [], problems: [{ line, field: null, message: `not readable as CSV: ${(err as Error).message}` }], set: null, rejected: [] }
  }
  if (rows.length === 0) return { cards: [], problems: [{ line: 0, field: null, message: 'the file is empty' }], set: null, rejected: [] }
  const header = rows[0].record.map((h) => h.trim().toLowerCase())
  const problems: FileProblem[] = []
  const unknown = header.filter((h) => !(CSV_COLUMNS as readonly string[]).includes(h))
  const missing = REQUIRED.filter((c) => !header.includes(c))
  if (unknown.length)
    problems.push({
      line: 1,
      field: null,
      message: `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `"${u.slice(0, 40)}"`).join(', ')} (the columns are ${CSV_COLUMNS.join(', ')})`,
    })
  if (missing.length) problems.push({ line: 1, field: null, message: `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` })
  const dup = header.find((h, i) => header.indexOf(h) !== i)
  if (dup) problems.push({ line: 1, field: dup, message: 'column named twice' })
  if (problems.length) return { cards: [], problems, set: null, rejected: [] }

  const cards: CardFile['cards'] = []
  const rejected: CardFile['rejected'] = []
  // Each column's place in the file (-1: not there), looked up once rather than per cell.
  const at = Object.fromEntries(CSV_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<Column, number>
  for (const { record, info } of rows.slice(1)) {
    if (problems.length >= MAX_PROBLEMS) break
    const line = info.lines
    if (record.length !== header.length) {
      problems.push({ line, field: null, message: `${record.length} cells, the header has ${header.length}` })
      continue
    }
    const cell = (c: Column): string => {
      const i = at[c]
      return i < 0 ? '' : restoreCell(trimmed(record[i]))
    }
    const before = problems.length
    const int = (c: Column): number | null => {
      const v = cell(c)
      if (v === '') return null
      if (!/^-?\d+$/.test(v)) {
        problems.push({ line, field: c, message: `"${v.slice(0, 40)}" is not a whole number` })
        return null
      }
      return Number(v)
    }
    const list = (c: Column) => {
      const v = cell(c)
      return v === '' ? [] : v.split(LIST).map((s) => s.trim())
    }
    const kind = cell('kind').toLowerCase()
    const typeCell = cell('ability_type')
    const abilityType = SYMBOLS[typeCell] ?? typeCell.toLowerCase()
    const backups = list('backups')
    const targets = list('backup_numbers')
    if (targets.length && targets.length !== backups.length)
      problems.push({ line, field: 'backup_numbers', message: `${targets.length} entries for ${backups.length} Back-Up names` })
    const abilityName = cell('ability_name')
    const abilityText = cell('ability_text')
    const record_ = {
      number: cell('number'),
      name: cell('name'),
      kind,
      rarity: cell('rarity') || null,
      bp: int('bp'),
      sp: int('sp'),
      cost: int('cost'),
      ability: abilityText || abilityName || abilityType ? { name: abilityName || null, type: abilityType || null, effect: abilityText } : null,
      effect: cell('text') || null,
      backups,
      backup_numbers: targets.length === backups.length ? targets.map((t) => t || null) : undefined,
      alt_names: list('alt_names'),
      origin: cell('origin') || null,
    }
    const card = problems.length > before ? null : toCard(record_, setId, line, problems, CSV_FIELDS)
    if (card) cards.push({ line, card })
    else rejected.push({ name: record_.name, kind: record_.kind })
  }
  return { cards, problems: capped(problems), set: null, rejected }
}

const exportSchema = z.object({
  ringside: z.literal('cards'),
  version: z.literal(1),
  set: z.object({ id: z.string(), name: z.string() }).optional(),
  cards: z.array(z.unknown()),
})

function readJson(text: string, setId: string): CardFile {
  const read = readJsonText(text)
  if (!read.ok) return { cards: [], problems: [{ line: 0, field: null, message: read.message }], set: null, rejected: [] }
  const data = read.value
  let records: unknown[]
  let set: CardFile['set'] = null
  if (Array.isArray(data)) records = data
  else {
    const wrapped = exportSchema.safeParse(data)
    if (!wrapped.success)
      return {
        cards: [],
        problems: [{ line: 0, field: null, message: 'expected an array of cards or {"ringside": "cards", "version": 1, "cards": [...]}' }],
        set: null,
        rejected: [],
      }
    records = wrapped.data.cards
    set = wrapped.data.set ?? null
  }
  const problems: FileProblem[] = []
  const cards: CardFile['cards'] = []
  const rejected: CardFile['rejected'] = []
  records.forEach((raw, i) => {
    if (problems.length >= MAX_PROBLEMS) return
    const card = toCard(raw, setId, i + 1, problems, {})
    if (card) cards.push({ line: i + 1, card })
    else rejected.push({ name: plainText((raw as { name?: unknown })?.name), kind: plainText((raw as { kind?: unknown })?.kind) })
  })
  return { cards, problems: capped(problems), set, rejected }
}

/** A rejected record's field as the preview lists it: text or a number as written, anything else as nothing. */
function plainText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

/** One record through the shipped data's schema; its problems are named with the file's field names. */
function toCard(raw: unknown, setId: string, line: number, problems: FileProblem[], fields: Record<string, string>): Card | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.push({ line, field: null, message: 'a card record is an object: {"number": "C001", "name": …}' })
    return null
  }
  const parsed = sourceRecordSchema.safeParse(raw)
  if (parsed.success) return cardFromSource(setId, parsed.data)
  for (const issue of plainIssues(parsed.error, raw))
    problems.push({ line, field: Object.hasOwn(fields, issue.path) ? fields[issue.path] : issue.path || null, message: issue.message })
  return null
}

function capped(problems: FileProblem[]): FileProblem[] {
  if (problems.length < MAX_PROBLEMS) return problems
  return [...problems.slice(0, MAX_PROBLEMS), { line: 0, field: null, message: `stopped after ${MAX_PROBLEMS} problems` }]
}

/** The set's cards as CSV, one card a row, in the columns above; no cell runs as a spreadsheet formula. */
export function writeCardsCsv(cards: readonly Card[]): string {
  const rows = cards.map((c) => [
    c.number,
    c.name,
    c.kind,
    c.rarity ?? '',
    c.bp ?? '',
    c.sp ?? '',
    c.cost ?? '',
    c.ability?.type ?? '',
    c.ability?.name ?? '',
    c.ability?.text ?? '',
    c.text ?? '',
    c.backups.map((b) => b.name).join(`${LIST} `),
    c.backups.some((b) => b.number) ? c.backups.map((b) => b.number ?? '').join(`${LIST} `) : '',
    c.altNames.join(`${LIST} `),
    c.origin ?? '',
  ])
  return stringify([[...CSV_COLUMNS], ...rows.map((row) => row.map((cell) => (typeof cell === 'string' ? neutraliseCell(cell) : cell)))])
}

/** The set's cards as JSON: records in the shipped data's shape, wrapped with the set's id and name. */
export function writeCardsJson(set: { id: string; name: string }, cards: readonly Card[]): string {
  const records = cards.map((c) => ({
    number: c.number,
    name: c.name,
    kind: c.kind,
    rarity: c.rarity,
    bp: c.bp,
    sp: c.sp,
    cost: c.cost,
    ability: c.ability && { name: c.ability.name, type: c.ability.type, effect: c.ability.text },
    effect: c.text,
    backups: c.backups.map((b) => b.name),
    ...(c.backups.some((b) => b.number) ? { backup_numbers: c.backups.map((b) => b.number) } : {}),
    alt_names: c.altNames,
    origin: c.origin,
  }))
  return `${JSON.stringify({ ringside: 'cards', version: 1, set, cards: records }, null, 1)}\n`
}

/** A set's cards as a CSV or JSON file that imports back unchanged. */
export function exportSetFile(catalogue: Pick<Catalogue, 'set' | 'setCards'>, setId: string, as: 'csv' | 'json'): DeckFile {
  const set = catalogue.set(setId)
  if (!set) throw notFound(`no set ${setId}`)
  const cards = catalogue.setCards(setId)
  return as === 'json'
    ? { fileName: `${setId}.cards.json`, text: writeCardsJson({ id: set.id, name: set.name }, cards) }
    : { fileName: `${setId}.cards.csv`, text: writeCardsCsv(cards) }
}
