// The characters of a game built from cards of its own (Table Fighter, Card Shot!): the shipped examples and the
// player's own, kept in SQLite in the characters table under the game's id, so the backups hold them too. Every
// stored character is read back through the game's reader, so a row damaged by hand is named rather than played;
// a character saved with errors is refused field by field. A game gives its kind; the keeping is the same.
import Fuse from 'fuse.js'
import type { CharacterImport } from '../../shared/characters'
import { conflict, notFound, refused } from '../../shared/errors'
import type { Db } from '../storage/db'
import { exportCharacters, importCharacters, readStored, type StoredKind } from './character-import'

export type GameCharacter = { id: string; name: string; example: boolean }

/** A problem as a game's checks give it: the editor shows it beside its field. */
export interface GameProblem {
  code: string
  level: 'error' | 'warning'
  field: string
  message: string
  fix: string
}

/** What a store needs of a game besides its files: its name, examples, checks and what search looks at. */
export interface GameKind<T extends GameCharacter, P extends GameProblem = GameProblem> extends StoredKind<T> {
  /** `Table Fighter`, as messages name the game. */
  name: string
  examples: readonly T[]
  check(character: T): P[]
  /** Fuse keys with their weights: the name counts most. */
  searchKeys: { name: string; weight: number }[]
  /** The export's file name: `<id>.<suffix>.json` for one character, `<plural>.json` for more. */
  suffix: string
  plural: string
}

/** What is a game's own in its kind; how messages name a character, which are examples and the export's names follow. */
export interface OwnKind<T extends GameCharacter, P extends GameProblem> {
  examples: readonly T[]
  read(json: unknown, where: string): { ok: true; character: T } | { ok: false; problems: string[] }
  readCsv(fileName: string, text: string): { characters: T[]; problems: string[] }
  writeCsv(characters: readonly T[]): string
  check(character: T): P[]
  searchKeys: { name: string; weight: number }[]
}

/** A game's kind: `Table Fighter character "ken"` in messages, its examples by id, `<id>.tf-character.json`. */
export function characterKind<T extends GameCharacter, P extends GameProblem>(game: { id: string; name: string }, own: OwnKind<T, P>): GameKind<T, P> {
  return {
    ...own,
    game: game.id,
    name: game.name,
    noun: 'character',
    named: (id) => `${game.name} character "${id}"`,
    read: (json, where) => {
      const read = own.read(json, where)
      return read.ok ? { ok: true, value: read.character } : read
    },
    isExample: (id) => own.examples.some((c) => c.id === id),
    suffix: `${game.id}-character`,
    plural: `${game.id}-characters`,
  }
}

/** A field the reader could not take at all (text where a number goes): every game's codes include it. */
export type Unreadable = GameProblem & { code: 'CHARACTER_FIELD'; level: 'error' }

export class GameCharacters<T extends GameCharacter, P extends GameProblem = GameProblem> {
  /** Raised on every change, so the search index is rebuilt only when it is stale. */
  private revision = 0
  private index: { revision: number; fuse: Fuse<T> } | null = null

  constructor(
    private readonly db: Db,
    private readonly kind: GameKind<T, P>,
  ) {}

  /** The examples first, then the player's characters by name. */
  all(): T[] {
    const rows = this.db.prepare('SELECT id, sheet FROM characters WHERE game = ? ORDER BY name COLLATE NOCASE, id').all(this.kind.game) as {
      id: string
      sheet: string
    }[]
    return [...this.kind.examples, ...rows.map((row) => readStored(this.kind, row))]
  }

  /** A character by id (an example's or the player's); not found names the id and the ones there are. */
  get(id: string): T {
    const character = this.find(id)
    if (!character)
      throw notFound(
        `no ${this.kind.name} character "${id}" (the characters are ${this.all()
          .map((c) => c.id)
          .join(', ')})`,
      )
    return character
  }

  /** Ids are lower-case, so `Gouki` finds `gouki`. */
  find(id: string): T | undefined {
    const key = id.toLowerCase()
    const example = this.kind.examples.find((c) => c.id === key)
    if (example) return example
    const row = this.db.prepare('SELECT id, sheet FROM characters WHERE game = ? AND id = ?').get(this.kind.game, key) as
      { id: string; sheet: string } | undefined
    return row && readStored(this.kind, row)
  }

  /** Every problem with a character as the editor sends it: fields it cannot read, then the game's checks. */
  check(input: unknown): (P | Unreadable)[] {
    const read = this.kind.read(input, 'character')
    return read.ok ? this.kind.check(read.value) : read.problems.map(unreadable)
  }

  /**
   * Saves a character (new, or replacing the one with id `replacing`, which may change its id). Refused with
   * every error while any stands; warnings are saved with it. An example is neither overwritten nor replaced.
   */
  save(input: unknown, replacing: string | null): { saved: T | null; problems: (P | Unreadable)[] } {
    const read = this.kind.read(input, 'character')
    if (!read.ok) return { saved: null, problems: read.problems.map(unreadable) }
    const character: T = { ...read.value, example: false }
    const problems = this.kind.check(character)
    if (problems.some((p) => p.level === 'error')) return { saved: null, problems }
    if (this.kind.isExample(character.id)) throw conflict(`"${character.id}" is a shipped example's id: save your character under another id`)
    if (replacing !== null && this.kind.isExample(replacing)) throw refused('a shipped example cannot be changed: save a copy under another id')
    const { game, name } = this.kind
    this.db.transaction(() => {
      if (replacing !== null && this.db.prepare('DELETE FROM characters WHERE game = ? AND id = ?').run(game, replacing).changes === 0) {
        throw notFound(`no ${name} character "${replacing}"`)
      }
      if (this.db.prepare('SELECT 1 FROM characters WHERE game = ? AND id = ?').get(game, character.id)) {
        throw conflict(`there is already a ${name} character "${character.id}": pick another id`)
      }
      this.db.prepare('INSERT INTO characters (game, id, name, sheet) VALUES (?, ?, ?, ?)').run(game, character.id, character.name, JSON.stringify(character))
    })()
    this.revision++
    return { saved: character, problems }
  }

  delete(id: string): void {
    if (this.kind.isExample(id)) throw refused('a shipped example cannot be deleted')
    if (this.db.prepare('DELETE FROM characters WHERE game = ? AND id = ?').run(this.kind.game, id).changes === 0)
      throw notFound(`no ${this.kind.name} character "${id}"`)
    this.revision++
  }

  /** Typo-tolerant over what the game's search keys name; an empty query lists them all. */
  search(query: string): T[] {
    if (query.trim() === '') return this.all()
    if (this.index?.revision !== this.revision) {
      this.index = { revision: this.revision, fuse: new Fuse(this.all(), { keys: this.kind.searchKeys, threshold: 0.35, ignoreLocation: true }) }
    }
    return this.index.fuse.search(query).map((hit) => hit.item)
  }

  /** A character file read for the preview, or imported whole (`apply`) when no character in it has a problem. */
  importFile(fileName: string, text: string, apply: boolean): CharacterImport {
    const preview = importCharacters(this.db, this.kind, fileName, text, apply)
    if (apply) this.revision++
    return preview
  }

  /** The characters as a character file (JSON or CSV) that imports back unchanged. */
  exportFile(ids: readonly string[], as: 'json' | 'csv' = 'json'): { fileName: string; text: string } {
    return exportCharacters(
      this.kind,
      ids.map((id) => this.get(id)),
      as,
      this.kind.suffix,
      this.kind.plural,
    )
  }
}

/** A field the reader refused, as a problem the form shows beside the field. */
function unreadable(message: string): Unreadable {
  const match = /^character: (?:([\w.-]+): )?(.*)$/.exec(message)
  // `cards.2.damage` as the editor names it: `cards[2].damage` (a Card Shot! rank stays: `specials.2.value`).
  const field = (match?.[1] ?? '').replace(/^cards\.(\d+)/, 'cards[$1]')
  return { code: 'CHARACTER_FIELD', level: 'error', field, message: match?.[2] ?? message, fix: 'enter a value of the kind the field takes' }
}
