// What every game's character store does the same way with the characters table: reading a stored character back
// through the game's reader, previewing and applying a character file (all or nothing), and writing the export
// that imports back unchanged.
import type { CharacterImport } from '../../shared/characters'
import { invalid } from '../../shared/errors'
import type { Db } from '../storage/db'
import { type CharacterFileKind, readCharactersOf } from './character-file'

/** A game's characters as its store keeps them: its file format, checks, examples and what it calls one. */
export interface StoredKind<T> extends CharacterFileKind<T> {
  /** `sheet` or `character`, as the messages name one. */
  noun: string
  /** How a stored one is named in a message: `character "ken"`. */
  named(id: string): string
  check(character: T): { level: 'error' | 'warning'; field: string; message: string; fix: string }[]
  isExample(id: string): boolean
  writeCsv(characters: readonly T[]): string
}

type Character = { id: string; name: string; example: boolean }

/** A stored row read back through the game's reader; a damaged one is named with the way back. */
export function readStored<T>(kind: StoredKind<T>, row: { id: string; sheet: string }): T {
  let json: unknown
  try {
    json = JSON.parse(row.sheet)
  } catch {
    throw invalid(`the stored ${kind.named(row.id)} is not JSON: restore a backup`)
  }
  const read = kind.read(json, kind.named(row.id))
  if (!read.ok) throw invalid(`${read.problems[0]}: restore a backup or fix the ${kind.noun}`)
  return read.value
}

/**
 * A character file's characters, read and checked: what importing it would do. `apply` saves them all in one
 * transaction, new or replacing the player's character of the same id, only when none has a problem.
 */
export function importCharacters<T extends Character>(db: Db, kind: StoredKind<T>, fileName: string, text: string, apply: boolean): CharacterImport {
  const read = readCharactersOf(kind, fileName, text)
  const problems = [...read.problems]
  const sheets: CharacterImport['sheets'] = []
  const seen = new Set<string>()
  const stored = db.prepare('SELECT sheet FROM characters WHERE game = ? AND id = ?').pluck()
  for (const character of read.characters) {
    const where = `${fileName}: ${character.id}`
    if (seen.has(character.id)) problems.push(`${where}: the file holds two ${kind.noun}s with this id`)
    seen.add(character.id)
    if (kind.isExample(character.id)) problems.push(`${where}: a shipped example's id; give the ${kind.noun} another id`)
    for (const p of kind.check(character)) if (p.level === 'error') problems.push(`${where}: ${p.field}: ${p.message} (fix: ${p.fix})`)
    const before = stored.get(kind.game, character.id) as string | undefined
    const status = before === undefined ? 'new' : before === JSON.stringify(character) ? 'unchanged' : 'replaces'
    sheets.push({ id: character.id, name: character.name, status })
  }
  if (apply && problems.length > 0)
    throw invalid(`${fileName}: nothing imported: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} (${problems[0]})`)
  if (apply) {
    const upsert = db.prepare(
      `INSERT INTO characters (game, id, name, sheet) VALUES (?, ?, ?, ?)
       ON CONFLICT (game, id) DO UPDATE SET name = excluded.name, sheet = excluded.sheet, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
    db.transaction(() => {
      for (const character of read.characters) upsert.run(kind.game, character.id, character.name, JSON.stringify(character))
    })()
  }
  return { fileName, sheets, problems }
}

/** The characters as a character file (JSON or CSV) named `<id>.<suffix>.<as>` for one, `<plural>.<as>` for more. */
export function exportCharacters<T extends Character>(
  kind: StoredKind<T>,
  characters: readonly T[],
  as: 'json' | 'csv',
  suffix: string,
  plural: string,
): { fileName: string; text: string } {
  const own = characters.map((c) => ({ ...c, example: false }))
  const fileName = `${own.length === 1 ? `${own[0].id}.${suffix}` : plural}.${as}`
  if (as === 'csv') return { fileName, text: kind.writeCsv(own) }
  return { fileName, text: `${JSON.stringify({ ringside: 'characters', game: kind.game, characters: own }, null, 2)}\n` }
}
