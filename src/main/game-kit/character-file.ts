// A character file, whatever the game: JSON holding one character, a list of them, or
// `{"ringside": "characters", "game": "cc", "characters": [...]}` as Ringside exports it; or CSV (each game's own
// columns: games/<id>/csv.ts). Every problem is named by the file and the character's place.
import { readJsonText } from '../core/json-text'

/** More characters than any player keeps: a file past it is refused whole. */
const MAX_CHARACTERS = 500

type Read<T> = { ok: true; value: T } | { ok: false; problems: string[] }

/** How a game's character files read: its id, one character from JSON, and its CSV. */
export interface CharacterFileKind<T> {
  game: string
  read(json: unknown, where: string): Read<T>
  readCsv(fileName: string, text: string): { characters: T[]; problems: string[] }
}

export function readCharactersOf<T extends { example: boolean }>(
  kind: CharacterFileKind<T>,
  fileName: string,
  text: string,
): { characters: T[]; problems: string[] } {
  if (text.includes('\u0000')) return { characters: [], problems: [`${fileName}: a binary file, not CSV or JSON text`] }
  if (/\.csv$/i.test(fileName) || !/^\s*[[{]/.test(text)) {
    const read = kind.readCsv(fileName, text)
    return { characters: read.characters.map((c) => ({ ...c, example: false })), problems: read.problems }
  }
  const json = readJsonText(text)
  if (!json.ok) return { characters: [], problems: [`${fileName}: ${json.message}`] }
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
    if (game !== undefined && game !== kind.game) problems.push(`${fileName}: game: "${String(game)}" characters cannot be read here (${kind.game} ones can)`)
    for (const field of Object.keys(rest)) problems.push(`${fileName}: ${field}: unknown field; a character file's fields are ringside, game, characters`)
    if (!Array.isArray(characters)) problems.push(`${fileName}: characters: must be a list of characters`)
    if (problems.length) return { characters: [], problems }
    list = characters as unknown[]
    where = (i) => `${fileName}: characters.${i}`
  } else {
    list = [value]
    where = () => fileName
  }
  if (list.length > MAX_CHARACTERS) return { characters: [], problems: [`${fileName}: ${list.length} characters; a file holds at most ${MAX_CHARACTERS}`] }
  const characters: T[] = []
  const problems: string[] = []
  list.forEach((item, i) => {
    const read = kind.read(item, where(i))
    if (read.ok) characters.push({ ...read.value, example: false })
    else problems.push(...read.problems)
  })
  return { characters, problems }
}
