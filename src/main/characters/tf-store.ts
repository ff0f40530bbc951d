// Table Fighter characters: the shipped examples and the player's own, kept in SQLite beside the Capcom Crossovers
// sheets (the characters table, game 'tf'), so the backups hold them too. Every stored character is read back
// through the game's checks, so a row damaged by hand is named rather than played; a character saved with errors
// is refused field by field.
import Fuse from 'fuse.js'
import type { CharacterImport } from '../../shared/characters'
import type { TfCharacterSave } from '../../shared/api/tf'
import { conflict, notFound, refused } from '../../shared/errors'
import { checkTfCharacter, readTfCharacter, type TfCharacter, type TfProblem } from '../games/tf/character'
import { EXAMPLES } from '../games/tf/examples'
import type { Db } from '../storage/db'
import { exportCharacters, importCharacters, readStored, type StoredKind } from './character-import'
import { readTfCsv, writeTfCsv } from './tf-csv'

const GAME = 'tf'

const TF_KIND: StoredKind<TfCharacter> = {
  game: GAME,
  noun: 'character',
  named: (id) => `Table Fighter character "${id}"`,
  read: (json, where) => {
    const read = readTfCharacter(json, where)
    return read.ok ? { ok: true, value: read.character } : read
  },
  readCsv: readTfCsv,
  writeCsv: writeTfCsv,
  check: checkTfCharacter,
  isExample: (id) => isExample(id),
}

export class TfStore {
  /** Raised on every change, so the search index is rebuilt only when it is stale. */
  private revision = 0
  private index: { revision: number; fuse: Fuse<TfCharacter> } | null = null

  constructor(private readonly db: Db) {}

  /** The examples first, then the player's characters by name. */
  all(): TfCharacter[] {
    const rows = this.db.prepare('SELECT id, sheet FROM characters WHERE game = ? ORDER BY name COLLATE NOCASE, id').all(GAME) as { id: string; sheet: string }[]
    return [...EXAMPLES, ...rows.map((row) => this.read(row))]
  }

  /** A character by id (an example's or the player's); not found names the id and the ones there are. */
  get(id: string): TfCharacter {
    const character = this.find(id)
    if (!character) throw notFound(`no Table Fighter character "${id}" (the characters are ${this.all().map((c) => c.id).join(', ')})`)
    return character
  }

  find(id: string): TfCharacter | undefined {
    const key = id.toLowerCase()
    const example = EXAMPLES.find((c) => c.id === key)
    if (example) return example
    const row = this.db.prepare('SELECT id, sheet FROM characters WHERE game = ? AND id = ?').get(GAME, key) as { id: string; sheet: string } | undefined
    return row && this.read(row)
  }

  /** Every problem with a character as the editor sends it: fields it cannot read, then the game's checks. */
  check(input: unknown): TfProblem[] {
    const read = readTfCharacter(input, 'character')
    return read.ok ? checkTfCharacter(read.character) : read.problems.map(unreadable)
  }

  /**
   * Saves a character (new, or replacing the one with id `replacing`, which may change its id). Refused with
   * every error while any stands; warnings are saved with it. An example is neither overwritten nor replaced.
   */
  save(input: unknown, replacing: string | null): TfCharacterSave {
    const read = readTfCharacter(input, 'character')
    if (!read.ok) return { saved: null, problems: read.problems.map(unreadable) }
    const character: TfCharacter = { ...read.character, example: false }
    const problems = checkTfCharacter(character)
    if (problems.some((p) => p.level === 'error')) return { saved: null, problems }
    if (isExample(character.id)) throw conflict(`"${character.id}" is a shipped example's id: save your character under another id`)
    if (replacing !== null && isExample(replacing)) throw refused('a shipped example cannot be changed: save a copy under another id')
    this.db.transaction(() => {
      if (replacing !== null && this.db.prepare('DELETE FROM characters WHERE game = ? AND id = ?').run(GAME, replacing).changes === 0) {
        throw notFound(`no Table Fighter character "${replacing}"`)
      }
      if (this.db.prepare('SELECT 1 FROM characters WHERE game = ? AND id = ?').get(GAME, character.id)) {
        throw conflict(`there is already a Table Fighter character "${character.id}": pick another id`)
      }
      this.db.prepare('INSERT INTO characters (game, id, name, sheet) VALUES (?, ?, ?, ?)').run(GAME, character.id, character.name, JSON.stringify(character))
    })()
    this.revision++
    return { saved: character, problems }
  }

  delete(id: string): void {
    if (isExample(id)) throw refused('a shipped example cannot be deleted')
    if (this.db.prepare('DELETE FROM characters WHERE game = ? AND id = ?').run(GAME, id).changes === 0) throw notFound(`no Table Fighter character "${id}"`)
    this.revision++
  }

  /** Typo-tolerant over names, ids, card names, types and charge texts; an empty query lists them all. */
  search(query: string): TfCharacter[] {
    if (query.trim() === '') return this.all()
    if (this.index?.revision !== this.revision) {
      const keys = [
        { name: 'name', weight: 4 },
        { name: 'id', weight: 2 },
        { name: 'cards.name', weight: 2 },
        { name: 'cards.type.name', weight: 1 },
        { name: 'cards.charge.text', weight: 1 },
      ]
      this.index = { revision: this.revision, fuse: new Fuse(this.all(), { keys, threshold: 0.35, ignoreLocation: true }) }
    }
    return this.index.fuse.search(query).map((hit) => hit.item)
  }

  /** A character file read for the preview, or imported whole (`apply`) when no character in it has a problem. */
  importFile(fileName: string, text: string, apply: boolean): CharacterImport {
    const preview = importCharacters(this.db, TF_KIND, fileName, text, apply)
    if (apply) this.revision++
    return preview
  }

  /** The characters as a character file (JSON or CSV, one row per card) that imports back unchanged. */
  exportFile(ids: readonly string[], as: 'json' | 'csv' = 'json'): { fileName: string; text: string } {
    return exportCharacters(TF_KIND, ids.map((id) => this.get(id)), as, 'tf-character', 'tf-characters')
  }

  private read(row: { id: string; sheet: string }): TfCharacter {
    return readStored(TF_KIND, row)
  }
}

function isExample(id: string): boolean {
  return EXAMPLES.some((c) => c.id === id)
}

/** A field the reader refused, as a problem the form shows beside the field. */
function unreadable(message: string): TfProblem {
  const match = /^character: (?:([\w.-]+): )?(.*)$/.exec(message)
  // `cards.2.damage` as the editor names it: `cards[2].damage`.
  const field = (match?.[1] ?? '').replace(/\.(\d+)/g, '[$1]')
  return { code: 'CHARACTER_FIELD', level: 'error', field, message: match?.[2] ?? message, fix: 'enter a value of the kind the field takes' }
}
