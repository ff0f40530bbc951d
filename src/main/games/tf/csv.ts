// Table Fighter characters as CSV, one row per card: the character's id and name on its first row (later rows
// carry its id or leave it empty), then the card's columns. A box (wins, loses, combos) lists type names split by
// commas or semicolons; `order` is a basic card's place in the deck (1 is the top), empty for the super; `super`
// is yes on the super. Problems name the line and the column.
import { readTfCharacter, type TfCard, type TfCharacter } from './character'
import { cellValue, type CsvRow, readCsvCharacters, repeatedCells, type RowsRead, rowsRead, writeCsvRows } from '../../game-kit/csv-rows'

export const TF_CSV_COLUMNS = [
  'id',
  'name',
  'card',
  'type',
  'symbol',
  'damage',
  'speed',
  'wins',
  'loses',
  'combos',
  'charge',
  'charge_damage',
  'charge_speed',
  'super',
  'order',
] as const
type Column = (typeof TF_CSV_COLUMNS)[number]

export function readTfCsv(fileName: string, text: string): { characters: TfCharacter[]; problems: string[] } {
  return readCsvCharacters(fileName, text, TF_CSV_COLUMNS, characterOf)
}

function characterOf(fileName: string, rows: CsvRow<Column>[]): RowsRead<TfCharacter> {
  const [first] = rows
  const problems = repeatedCells(fileName, rows, ['name'])
  const places: { name: string; place: unknown; line: number }[] = []
  const cards = rows.map((row) => {
    const isSuper = /^(yes|y|true|1|super)$/i.test(row.cell('super'))
    if (!isSuper && row.cell('super') !== '' && !/^(no|n|false|0)$/i.test(row.cell('super')))
      problems.push(`${fileName}:${row.line}: super: "${row.cell('super')}" is not yes or no`)
    if (!isSuper && row.cell('order') !== '') places.push({ name: row.cell('card'), place: cellValue(row.cell('order')), line: row.line })
    if (isSuper && row.cell('order') !== '') problems.push(`${fileName}:${row.line}: order: the super is not in the deck; leave its order empty`)
    const bonus =
      row.cell('charge_damage') === '' && row.cell('charge_speed') === ''
        ? null
        : { damage: number(row.cell('charge_damage')), speed: number(row.cell('charge_speed')) }
    return {
      name: row.cell('card'),
      type: { name: row.cell('type'), symbol: row.cell('symbol') },
      damage: cellValue(row.cell('damage')),
      speed: row.cell('speed') === '' ? null : cellValue(row.cell('speed')),
      wins: box(row.cell('wins')),
      loses: box(row.cell('loses')),
      combos: box(row.cell('combos')),
      charge: row.cell('charge') === '' && bonus === null ? null : { text: row.cell('charge'), bonus },
      super: isSuper,
    }
  })
  for (const p of places)
    if (typeof p.place !== 'number' || !Number.isInteger(p.place))
      problems.push(`${fileName}:${p.line}: order: "${String(p.place)}" is not a place in the deck (1 is the top)`)
  // No order column filled in: the basic cards as listed.
  const order = places.length === 0 ? undefined : [...places].sort((x, y) => Number(x.place) - Number(y.place)).map((p) => p.name)
  const read = readTfCharacter({ id: first.cell('id'), name: first.cell('name'), cards, ...(order && { order }) }, '')
  const result = read.ok ? { ok: true as const, value: read.character } : read
  return rowsRead(fileName, first.line, problems, result, (problem) => {
    // ": cards.2.damage: must be …" → the line of card 2.
    const card = /^: cards\.(\d+)\.(.*)$/.exec(problem)
    return card && { line: rows[Number(card[1])].line, rest: card[2] }
  })
}

/** A charge bonus cell: empty is 0. */
function number(cell: string): unknown {
  return cell === '' ? 0 : cellValue(cell)
}

/** "Strike, Throw" or "Strike; Throw" as ['Strike', 'Throw']. */
function box(cell: string): string[] {
  return cell
    .split(/[,;]/)
    .map((name) => name.trim())
    .filter(Boolean)
}

/** The characters as CSV that reads back to the same characters; no cell runs as a spreadsheet formula. */
export function writeTfCsv(characters: readonly TfCharacter[]): string {
  const rows: (string | number)[][] = []
  for (const c of characters) {
    c.cards.forEach((card: TfCard, i) => {
      const place = card.super ? '' : c.order.indexOf(card.name) + 1 || ''
      rows.push([
        c.id,
        i === 0 ? c.name : '',
        card.name,
        card.type.name,
        card.type.symbol,
        card.damage,
        card.speed ?? '',
        card.wins.join(', '),
        card.loses.join(', '),
        card.combos.join(', '),
        card.charge?.text ?? '',
        card.charge?.bonus?.damage ?? '',
        card.charge?.bonus?.speed ?? '',
        card.super ? 'yes' : '',
        place,
      ])
    })
  }
  return writeCsvRows(TF_CSV_COLUMNS, rows)
}
