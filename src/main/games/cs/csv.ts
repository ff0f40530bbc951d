// Card Shot! characters as CSV, one row per special card: the character's id, name and suit on its first row (later
// rows carry its id or leave them empty), then the card's rank and columns. `value` is the attack value, or the
// defense value written as the rule book does ("/5"); an effect is its text with, where it is that simple, its kind
// (value, absorb, draw, discard) and amount. Problems name the line and the column.
import { readCsCharacter, SPECIAL_RANKS, type CsCharacter, type CsEffect } from './character'
import { cellValue, type CsvRow, readCsvCharacters, repeatedCells, type RowsRead, rowsRead, writeCsvRows } from '../../game-kit/csv-rows'

export const CS_CSV_COLUMNS = ['id', 'name', 'suit', 'rank', 'card', 'value', 'a', 'a_kind', 'a_amount', 'b', 'b_kind', 'b_amount', 'text'] as const
type Column = (typeof CS_CSV_COLUMNS)[number]

export function readCsCsv(fileName: string, text: string): { characters: CsCharacter[]; problems: string[] } {
  return readCsvCharacters(fileName, text, CS_CSV_COLUMNS, characterOf)
}

function characterOf(fileName: string, rows: CsvRow<Column>[]): RowsRead<CsCharacter> {
  const [first] = rows
  const problems = repeatedCells(fileName, rows, ['name', 'suit'])
  const specials: Record<string, unknown> = {}
  const lineOf: Record<string, number> = {}
  for (const row of rows) {
    const rank = row.cell('rank').toUpperCase()
    // A character with no special card yet is written as one row with its rank empty.
    if (rank === '' && CS_CSV_COLUMNS.slice(4).every((column) => row.cell(column) === '')) continue
    if (!(SPECIAL_RANKS as readonly string[]).includes(rank)) {
      problems.push(`${fileName}:${row.line}: rank: "${row.cell('rank')}" is not a special card's rank (${SPECIAL_RANKS.join(', ')})`)
      continue
    }
    if (lineOf[rank] !== undefined) {
      problems.push(`${fileName}:${row.line}: rank: ${rank} again; its card is on line ${lineOf[rank]}`)
      continue
    }
    lineOf[rank] = row.line
    const written = row.cell('value')
    const defense = written.startsWith('/')
    specials[rank] = {
      name: row.cell('card'),
      value: cellValue(defense ? written.slice(1).trim() : written),
      defense,
      a: effectOf(row, 'a'),
      b: effectOf(row, 'b'),
      text: row.cell('text'),
    }
  }
  const suit = first.cell('suit')
  const read = readCsCharacter({ id: first.cell('id'), name: first.cell('name'), ...(suit !== '' && { suit }), specials }, '')
  const result = read.ok ? { ok: true as const, value: read.character } : read
  return rowsRead(fileName, first.line, problems, result, (problem) => {
    // ": specials.K.value: must be …" → the line of the K card.
    const card = /^: specials\.(\w+)\.(.*)$/.exec(problem)
    const line = card ? lineOf[card[1]] : undefined
    if (!card || line === undefined) return null
    const rest = card[2]
      .replace(/^([ab])\.form\.kind/, '$1_kind')
      .replace(/^([ab])\.form\.amount/, '$1_amount')
      .replace(/^([ab])\.text/, '$1')
    return { line, rest }
  })
}

/** An effect from its three cells: none when all are empty; no form when kind and amount are empty. */
function effectOf(row: CsvRow<Column>, which: 'a' | 'b'): unknown {
  const text = row.cell(which)
  const kind = row.cell(`${which}_kind`)
  const amount = row.cell(`${which}_amount`)
  if (text === '' && kind === '' && amount === '') return null
  return { text, form: kind === '' && amount === '' ? null : { kind: kind.toLowerCase(), amount: cellValue(amount) } }
}

function effectCells(effect: CsEffect | null): (string | number)[] {
  return [effect?.text ?? '', effect?.form?.kind ?? '', effect?.form?.amount ?? '']
}

/** The characters as CSV that reads back to the same characters; no cell runs as a spreadsheet formula. */
export function writeCsCsv(characters: readonly CsCharacter[]): string {
  const rows: (string | number)[][] = []
  for (const c of characters) {
    const head = (i: number) => [c.id, i === 0 ? c.name : '', i === 0 ? (c.suit ?? '') : '']
    const ranks = SPECIAL_RANKS.filter((rank) => c.specials[rank] !== undefined)
    if (ranks.length === 0) rows.push([...head(0), ...CS_CSV_COLUMNS.slice(3).map(() => '')])
    ranks.forEach((rank, i) => {
      const card = c.specials[rank]!
      rows.push([...head(i), rank, card.name, `${card.defense ? '/' : ''}${card.value}`, ...effectCells(card.a), ...effectCells(card.b), card.text])
    })
  }
  return writeCsvRows(CS_CSV_COLUMNS, rows)
}
