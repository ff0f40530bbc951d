// A character file: JSON holding one sheet, a list of sheets, or `{"ringside": "characters", "game": "cc",
// "characters": [...]}` as Ringside exports it; or CSV, one row per move (character-csv.ts). Every problem is
// named by the file and the sheet's place.
import { readJsonText } from '../core/json-text'
import { readSheet, type CharacterSheet } from '../games/cc/sheet'
import { readCharacterCsv } from './character-csv'

/** More sheets than any player keeps: a file past it is refused whole. */
const MAX_SHEETS = 500

export function readCharacterFile(fileName: string, text: string): { sheets: CharacterSheet[]; problems: string[] } {
  if (text.includes('\u0000')) return { sheets: [], problems: [`${fileName}: a binary file, not CSV or JSON text`] }
  if (/\.csv$/i.test(fileName) || !/^\s*[[{]/.test(text)) {
    const read = readCharacterCsv(fileName, text)
    return { sheets: read.sheets.map((sheet) => ({ ...sheet, example: false })), problems: read.problems }
  }
  const json = readJsonText(text)
  if (!json.ok) return { sheets: [], problems: [`${fileName}: ${json.message}`] }
  const value = json.value
  let list: unknown[]
  let where: (i: number) => string
  if (Array.isArray(value)) {
    list = value
    where = (i) => `${fileName}: ${i}`
  } else if (typeof value === 'object' && value !== null && Object.hasOwn(value, 'characters')) {
    const { ringside, game, characters, ...rest } = value as Record<string, unknown>
    const problems: string[] = []
    if (ringside !== undefined && ringside !== 'characters') problems.push(`${fileName}: ringside: must be "characters" in a character file`)
    if (game !== undefined && game !== 'cc') problems.push(`${fileName}: game: "${String(game)}" has no character sheets here (cc has)`)
    for (const field of Object.keys(rest)) problems.push(`${fileName}: ${field}: unknown field; a character file's fields are ringside, game, characters`)
    if (!Array.isArray(characters)) problems.push(`${fileName}: characters: must be a list of sheets`)
    if (problems.length) return { sheets: [], problems }
    list = characters as unknown[]
    where = (i) => `${fileName}: characters.${i}`
  } else {
    list = [value]
    where = () => fileName
  }
  if (list.length > MAX_SHEETS) return { sheets: [], problems: [`${fileName}: ${list.length} sheets; a file holds at most ${MAX_SHEETS}`] }
  const sheets: CharacterSheet[] = []
  const problems: string[] = []
  list.forEach((item, i) => {
    const read = readSheet(item, where(i))
    if (read.ok) sheets.push({ ...read.sheet, example: false })
    else problems.push(...read.problems)
  })
  return { sheets, problems }
}
