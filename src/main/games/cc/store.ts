// The characters of the games played with a sheet (Capcom Crossovers so far): the shipped examples and the
// player's own sheets, kept in SQLite. Every sheet is read back through the game's checks, so a row damaged by
// hand is named rather than played; a sheet saved with errors is refused field by field, as a card is.
import Fuse from 'fuse.js'
import type { CharacterEntry, CharacterImport, CharacterProblem, CharacterSave, CharacterVersion, SheetChange, Team } from '../../../shared/characters'
import { conflict, invalid, notFound, refused } from '../../../shared/errors'
import { EXAMPLES } from './examples'
import { checkSheet, checkTeam, readSheet, type CharacterSheet } from './sheet'
import { diffSheets } from './sheet-diff'
import { exportCharacters, importCharacters, readStored } from '../../game-kit/character-import'
import { CC_KIND } from './kind'
import type { Db } from '../../storage/db'
import { plainLine } from '../../../shared/plain-line'

const GAME = 'cc'

type TeamRow = { id: number; name: string; first_id: string; second_id: string }

export class CharacterStore {
  /** Raised on every change, so the search index is rebuilt only when it is stale. */
  private revision = 0
  private index: { revision: number; fuse: Fuse<CharacterSheet> } | null = null

  constructor(private readonly db: Db) {}

  /** The examples first, then the player's sheets by name. */
  all(): CharacterSheet[] {
    const rows = this.db.prepare('SELECT id, sheet FROM characters WHERE game = ? ORDER BY name COLLATE NOCASE, id').all(GAME) as {
      id: string
      sheet: string
    }[]
    return [...EXAMPLES, ...rows.map((row) => this.read(row))]
  }

  list(): CharacterEntry[] {
    return this.all().map(entryOf)
  }

  /** A sheet by id (an example's or the player's); not found names the id. */
  get(id: string): CharacterSheet {
    const sheet = this.find(id)
    if (!sheet) throw notFound(`no character "${id}"`)
    return sheet
  }

  /** A sheet by id, or undefined; ids are lower-case, so `Gambit` finds `gambit`. */
  find(id: string): CharacterSheet | undefined {
    const key = id.toLowerCase()
    const example = EXAMPLES.find((s) => s.id === key)
    if (example) return example
    const row = this.db.prepare('SELECT id, sheet FROM characters WHERE game = ? AND id = ?').get(GAME, key) as { id: string; sheet: string } | undefined
    return row && this.read(row)
  }

  /** Every problem with a sheet as the form sends it: fields it cannot read, then the game's checks. */
  check(input: unknown): CharacterProblem[] {
    const read = readSheet(input, 'sheet')
    if (!read.ok) return read.problems.map(unreadable)
    return checkSheet(read.sheet)
  }

  /**
   * Saves a sheet (new, or replacing the one with id `replacing`, which may change its id). Refused with every
   * error while any stands; warnings are saved with it. An example cannot be overwritten: it is saved under
   * another id.
   */
  save(input: unknown, replacing: string | null): CharacterSave {
    const read = readSheet(input, 'sheet')
    if (!read.ok) return { saved: null, problems: read.problems.map(unreadable) }
    const sheet: CharacterSheet = { ...read.sheet, example: false }
    const problems = checkSheet(sheet)
    if (problems.some((p) => p.level === 'error')) return { saved: null, problems }
    if (EXAMPLES.some((s) => s.id === sheet.id)) {
      throw conflict(`"${sheet.id}" is a shipped example's id: save your sheet under another id`)
    }
    if (replacing !== null && EXAMPLES.some((s) => s.id === replacing)) throw refused('a shipped example cannot be changed: save a copy under another id')
    this.db.transaction(() => {
      if (replacing !== null) {
        const gone = this.db.prepare('DELETE FROM characters WHERE game = ? AND id = ?').run(GAME, replacing)
        if (gone.changes === 0) throw notFound(`no character "${replacing}"`)
        // A new id takes the character's versions and places in teams with it.
        this.db.prepare('UPDATE character_versions SET character_id = ? WHERE game = ? AND character_id = ?').run(sheet.id, GAME, replacing)
        this.db.prepare('UPDATE teams SET first_id = ? WHERE game = ? AND first_id = ?').run(sheet.id, GAME, replacing)
        this.db.prepare('UPDATE teams SET second_id = ? WHERE game = ? AND second_id = ?').run(sheet.id, GAME, replacing)
      }
      const used = this.db.prepare('SELECT 1 FROM characters WHERE game = ? AND id = ?').get(GAME, sheet.id)
      if (used) throw conflict(`there is already a character "${sheet.id}": pick another id`)
      this.db.prepare('INSERT INTO characters (game, id, name, sheet) VALUES (?, ?, ?, ?)').run(GAME, sheet.id, sheet.name, JSON.stringify(sheet))
    })()
    this.revision++
    return { saved: entryOf(sheet), problems }
  }

  /** Deletes a player's character and its versions; one in a team stays until the team lets it go. */
  delete(id: string): void {
    if (EXAMPLES.some((s) => s.id === id)) throw refused('a shipped example cannot be deleted')
    const team = this.db.prepare('SELECT name FROM teams WHERE game = ? AND (first_id = ? OR second_id = ?)').pluck().get(GAME, id, id) as string | undefined
    if (team !== undefined) throw refused(`"${id}" is in the team "${team}": take it out of the team, or delete the team, first`)
    this.db.transaction(() => {
      const gone = this.db.prepare('DELETE FROM characters WHERE game = ? AND id = ?').run(GAME, id)
      if (gone.changes === 0) throw notFound(`no character "${id}"`)
      this.db.prepare('DELETE FROM character_versions WHERE game = ? AND character_id = ?').run(GAME, id)
    })()
    this.revision++
  }

  // -------------------------------------------------------------------------------------------------------------
  // Versions: labelled snapshots of a player's sheet, compared with it as it is now and restored

  snapshot(id: string, label: string): CharacterVersion {
    const sheet = this.own(id)
    const name = plainLine(label)
    if (name.length === 0 || name.length > 100) throw invalid("a version's label is 1 to 100 characters", 'label')
    const row = this.db
      .prepare('INSERT INTO character_versions (game, character_id, label, sheet) VALUES (?, ?, ?, ?) RETURNING id, created_at')
      .get(GAME, sheet.id, name, JSON.stringify(sheet)) as { id: number; created_at: string }
    return { id: row.id, characterId: sheet.id, label: name, createdAt: row.created_at }
  }

  /** Newest first. */
  versions(id: string): CharacterVersion[] {
    const rows = this.db
      .prepare('SELECT id, character_id, label, created_at FROM character_versions WHERE game = ? AND character_id = ? ORDER BY id DESC')
      .all(GAME, id) as { id: number; character_id: string; label: string; created_at: string }[]
    return rows.map((r) => ({ id: r.id, characterId: r.character_id, label: r.label, createdAt: r.created_at }))
  }

  /** What changed from the version to the sheet as it is now. */
  diff(versionId: number): SheetChange[] {
    const { characterId, sheet } = this.version(versionId)
    return diffSheets(sheet, this.get(characterId))
  }

  /** The sheet as it was in the version; the sheet as it is now is kept as a version first, so nothing is lost. */
  restore(versionId: number): CharacterEntry {
    const { characterId, label, sheet } = this.version(versionId)
    this.db.transaction(() => {
      this.snapshot(characterId, `before restoring “${label}”`.slice(0, 100))
      this.db
        .prepare(`UPDATE characters SET name = ?, sheet = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE game = ? AND id = ?`)
        .run(sheet.name, JSON.stringify({ ...sheet, id: characterId }), GAME, characterId)
    })()
    this.revision++
    return entryOf(this.get(characterId))
  }

  private version(versionId: number): { characterId: string; label: string; sheet: CharacterSheet } {
    const row = this.db.prepare('SELECT character_id, label, sheet FROM character_versions WHERE game = ? AND id = ?').get(GAME, versionId) as
      { character_id: string; label: string; sheet: string } | undefined
    if (!row) throw notFound(`no character version ${versionId}`)
    return { characterId: row.character_id, label: row.label, sheet: this.read({ id: row.character_id, sheet: row.sheet }) }
  }

  /** A player's own sheet: examples have no versions. */
  private own(id: string): CharacterSheet {
    if (EXAMPLES.some((s) => s.id === id)) throw refused('a shipped example has no versions: duplicate it to keep your own')
    return this.get(id)
  }

  // -------------------------------------------------------------------------------------------------------------
  // Tag teams: two characters by id; a team whose member is gone is listed with the problem

  teams(): Team[] {
    const rows = this.db.prepare('SELECT id, name, first_id, second_id FROM teams WHERE game = ? ORDER BY name COLLATE NOCASE, id').all(GAME) as TeamRow[]
    return rows.map((row) => this.teamOf(row))
  }

  team(id: number): Team {
    const row = this.db.prepare('SELECT id, name, first_id, second_id FROM teams WHERE game = ? AND id = ?').get(GAME, id) as TeamRow | undefined
    if (!row) throw notFound(`no team ${id}`)
    return this.teamOf(row)
  }

  /** A new team (id null) or a change to one; both members must exist. */
  saveTeam(id: number | null, name: string, members: readonly [string, string]): Team {
    const label = plainLine(name)
    if (label.length === 0 || label.length > 100) throw invalid("a team's name is 1 to 100 characters", 'name')
    members.forEach((member) => this.get(member))
    if (id === null) {
      const row = this.db
        .prepare('INSERT INTO teams (game, name, first_id, second_id) VALUES (?, ?, ?, ?) RETURNING id')
        .get(GAME, label, members[0], members[1]) as { id: number }
      return this.team(row.id)
    }
    const changed = this.db
      .prepare(`UPDATE teams SET name = ?, first_id = ?, second_id = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE game = ? AND id = ?`)
      .run(label, members[0], members[1], GAME, id)
    if (changed.changes === 0) throw notFound(`no team ${id}`)
    return this.team(id)
  }

  deleteTeam(id: number): void {
    if (this.db.prepare('DELETE FROM teams WHERE game = ? AND id = ?').run(GAME, id).changes === 0) throw notFound(`no team ${id}`)
  }

  private teamOf(row: TeamRow): Team {
    const ids: [string, string] = [row.first_id, row.second_id]
    const sheets = ids.map((id) => this.find(id))
    const names = ids.map((id, i) => sheets[i]?.name ?? id) as [string, string]
    const [a, b] = sheets
    const problems: CharacterProblem[] =
      a && b
        ? checkTeam(a, b)
        : ids.flatMap((id, i) =>
            sheets[i]
              ? []
              : [
                  {
                    code: 'TEAM_MEMBER',
                    level: 'error' as const,
                    field: 'team',
                    message: `no character "${id}": it was deleted`,
                    fix: 'pick another character for the team',
                  },
                ],
          )
    return { id: row.id, name: row.name, members: ids, names, legal: !problems.some((p) => p.level === 'error'), problems }
  }

  /** Typo-tolerant over names, move names and texts; an empty query lists them all. */
  search(query: string): CharacterEntry[] {
    if (query.trim() === '') return this.list()
    // Every sheet is read (and checked) only when the index is built, not on each keystroke.
    if (this.index?.revision !== this.revision) {
      const all = this.all()
      // A name counts most, then a move's name, then the texts.
      const keys = [
        { name: 'name', weight: 4 },
        { name: 'id', weight: 2 },
        { name: 'moves.name', weight: 2 },
        { name: 'specialAbility', weight: 1 },
        { name: 'moves.text', weight: 1 },
      ]
      this.index = { revision: this.revision, fuse: new Fuse(all, { keys, threshold: 0.35, ignoreLocation: true }) }
    }
    return this.index.fuse.search(query).map((hit) => entryOf(hit.item))
  }

  /** A character file read for the preview, or imported whole (`apply`) when no sheet in it has a problem. */
  importFile(fileName: string, text: string, apply: boolean): CharacterImport {
    const preview = importCharacters(this.db, CC_KIND, fileName, text, apply)
    if (apply) this.revision++
    return preview
  }

  /** The sheets as a character file (JSON or CSV) that imports back unchanged. */
  exportFile(ids: readonly string[], as: 'json' | 'csv' = 'json'): { fileName: string; text: string } {
    return exportCharacters(
      CC_KIND,
      ids.map((id) => this.get(id)),
      as,
      'character',
      'characters',
    )
  }

  private read(row: { id: string; sheet: string }): CharacterSheet {
    return readStored(CC_KIND, row)
  }
}

/** What the list shows of a sheet. */
export function entryOf(s: CharacterSheet): CharacterEntry {
  const { id, name, example, hp, strength, speed, endurance, combo } = s
  return { id, name, game: GAME, example, hp, strength, speed, endurance, combo, moves: s.moves.map((m) => m.name) }
}

/** A field the reader refused, as a problem the form shows beside the field. */
function unreadable(message: string): CharacterProblem {
  const match = /^sheet: (?:([\w.[\]]+): )?(.*)$/.exec(message)
  return { code: 'SHEET_FIELD', level: 'error', field: match?.[1] ?? '', message: match?.[2] ?? message, fix: 'enter a value of the kind the field takes' }
}
