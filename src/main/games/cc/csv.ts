// Character sheets as CSV, for players who keep them in a spreadsheet: one row per move, the character's own
// columns on its first row (later rows carry its id, or leave it empty, and repeat the rest or leave it empty);
// a character with no moves is one row with the move's columns empty. Problems name the line and the column.
import { readSheet, type CharacterSheet } from './sheet'
import { cellValue as value, type CsvRow, readCsvCharacters, repeatedCells, type RowsRead, rowsRead, writeCsvRows } from '../../game-kit/csv-rows'

const SHEET_COLUMNS = [
  'id',
  'name',
  'hp',
  'strength',
  'speed',
  'agility',
  'endurance',
  'combo',
  'basic_attack_priority',
  'defense_bonus',
  'throw_damage',
  'special_ability',
] as const
const MOVE_COLUMNS = ['move', 'kind', 'rank', 'additional', 'type', 'attributes', 'damage', 'priority', 'points', 'tags', 'text'] as const
export const CHARACTER_CSV_COLUMNS = [...SHEET_COLUMNS, ...MOVE_COLUMNS] as const

type Column = (typeof CHARACTER_CSV_COLUMNS)[number]
type Row = CsvRow<Column>

/** The sheet's fields by column; numbers are read as numbers when they are written as numbers. */
const SHEET_FIELDS: Record<(typeof SHEET_COLUMNS)[number], string> = {
  id: 'id',
  name: 'name',
  hp: 'hp',
  strength: 'strength',
  speed: 'speed',
  agility: 'agility',
  endurance: 'endurance',
  combo: 'combo',
  basic_attack_priority: 'basicAttackPriority',
  defense_bonus: 'defenseBonus',
  throw_damage: 'throwDamage',
  special_ability: 'specialAbility',
}

export function readCharacterCsv(fileName: string, text: string): { sheets: CharacterSheet[]; problems: string[] } {
  const { characters, problems } = readCsvCharacters(fileName, text, CHARACTER_CSV_COLUMNS, sheetOf)
  return { sheets: characters, problems }
}

function sheetOf(fileName: string, rows: Row[]): RowsRead<CharacterSheet> {
  const [first] = rows
  const json: Record<string, unknown> = {}
  for (const column of SHEET_COLUMNS) {
    const cell = first.cell(column)
    json[SHEET_FIELDS[column]] = column === 'id' || column === 'name' || column === 'special_ability' ? cell : value(cell)
  }
  const problems = repeatedCells(
    fileName,
    rows,
    SHEET_COLUMNS.filter((column) => column !== 'id'),
  )
  const moveRows = rows.filter((row) => MOVE_COLUMNS.some((column) => row.cell(column) !== ''))
  json.moves = moveRows.map((row) => ({
    name: row.cell('move'),
    kind: row.cell('kind'),
    cards: { rank: row.cell('rank').toUpperCase(), additional: row.cell('additional') === '' ? 0 : value(row.cell('additional')) },
    type: row.cell('type').toUpperCase(),
    attributes: letters(row.cell('attributes')),
    damage: row.cell('damage') === '' ? null : value(row.cell('damage')),
    priority: value(row.cell('priority')),
    points: value(row.cell('points')),
    tag: row
      .cell('tags')
      .toUpperCase()
      .split(/[\s,;]+/)
      .filter(Boolean),
    text: row.cell('text'),
  }))
  const read = readSheet(json, '')
  const result = read.ok ? { ok: true as const, value: read.sheet } : read
  return rowsRead(fileName, first.line, problems, result, (problem) => {
    // ": moves.2.type: must be …" → the line of move 2.
    const move = /^: moves\.(\d+)\.(.*)$/.exec(problem)
    return move && { line: moveRows[Number(move[1])].line, rest: move[2] }
  })
}

/** "R U", "RU" or "R, U" as ['R', 'U']. */
function letters(cell: string): string[] {
  return cell
    .toUpperCase()
    .replace(/[\s,;]+/g, '')
    .split('')
}

/** The sheets as CSV that reads back to the same sheets; no cell runs as a spreadsheet formula. */
export function writeCharacterCsv(sheets: readonly CharacterSheet[]): string {
  const rows: (string | number)[][] = []
  for (const s of sheets) {
    const own = [
      s.id,
      s.name,
      s.hp,
      s.strength,
      s.speed,
      s.agility,
      s.endurance,
      s.combo,
      s.basicAttackPriority,
      s.defenseBonus,
      s.throwDamage,
      s.specialAbility,
    ]
    if (s.moves.length === 0) rows.push([...own, ...MOVE_COLUMNS.map(() => '')])
    s.moves.forEach((m, i) => {
      const cells = [
        m.name,
        m.kind,
        m.cards.rank,
        m.cards.additional,
        m.type,
        m.attributes.join(' '),
        m.damage ?? '',
        m.priority,
        m.points,
        m.tag.join(' '),
        m.text,
      ]
      rows.push([...(i === 0 ? own : [s.id, ...own.slice(1).map(() => '')]), ...cells])
    })
  }
  return writeCsvRows(CHARACTER_CSV_COLUMNS, rows)
}
