// The deck library in SQLite: saved decks, tags, soft deletion, version snapshots and diffs.
import type { Deck, DeckDiff, DeckEntry, DeckSource, DeckSummary, DeckVersion, RecentDeck, SavedDeck } from '../../shared/deck'
import {
  cleanFolder,
  deckLimitProblem,
  DEFAULT_FORMAT,
  DEFAULT_SET,
  MAX_DECK_NAME_LENGTH,
  MAX_FOLDER_LENGTH,
  MAX_NOTES_LENGTH,
  NAME_TOO_LONG,
} from '../../shared/deck'
import { diffDecks } from './diff'
import { RingsideError } from '../../shared/errors'
import type { Db } from '../storage/db'
import type { DeckService } from './decks'
import { plainLine } from '../../shared/plain-line'

interface DeckRow {
  id: number
  name: string
  format: string
  game: string
  sets: string
  content: string
  created_at: string
  updated_at: string
  tags: string | null
  folder: string
  notes: string
}

/** The library's refusals: an unknown deck or version (NOT_FOUND), a bad name or format (INVALID_INPUT). */
export class LibraryError extends RingsideError {
  constructor(code: 'NOT_FOUND' | 'INVALID_INPUT', message: string, field?: string) {
    super(code, message, field)
    this.name = 'LibraryError'
  }
}

/** How many decks File → Open Recent lists. */
export const RECENT_DECKS = 10

const DECK_SELECT = `SELECT d.*, (SELECT json_group_array(tag) FROM (SELECT tag FROM deck_tags t WHERE t.deck_id = d.id ORDER BY tag)) AS tags FROM decks d`

export class DeckLibrary {
  constructor(
    private readonly db: Db,
    private readonly decks: DeckService,
  ) {}

  list(search = ''): DeckSummary[] {
    const q = search.trim().toLowerCase()
    const rows = this.db
      .prepare(
        `${DECK_SELECT} WHERE d.deleted_at IS NULL AND (@q = '' OR instr(lower(d.name), @q) > 0 OR instr(lower(d.folder), @q) > 0
           OR EXISTS (SELECT 1 FROM deck_tags t WHERE t.deck_id = d.id AND instr(lower(t.tag), @q) > 0))
         ORDER BY d.touched DESC, d.id DESC`,
      )
      .all({ q }) as DeckRow[]
    return rows.map((row) => {
      const deck = toSaved(row)
      const legality = this.decks.legality(toDeck(deck))
      return {
        id: deck.id,
        name: deck.name,
        format: deck.format,
        tags: deck.tags,
        folder: deck.folder,
        size: legality.size,
        legal: legality.legal,
        updatedAt: deck.updatedAt,
      }
    })
  }

  /** Every deck in the library, most recently changed first: what an export of the whole library writes. */
  all(): SavedDeck[] {
    const rows = this.db.prepare(`${DECK_SELECT} WHERE d.deleted_at IS NULL ORDER BY d.touched DESC, d.id DESC`).all() as DeckRow[]
    return rows.map(toSaved)
  }

  get(id: number): SavedDeck {
    const row = this.db.prepare(`${DECK_SELECT} WHERE d.id = ? AND d.deleted_at IS NULL`).get(id) as DeckRow | undefined
    if (!row) throw new LibraryError('NOT_FOUND', `no deck ${id}`)
    return toSaved(row)
  }

  /** A deck opened in the builder: File → Open Recent lists it first. */
  open(id: number): SavedDeck {
    const deck = this.get(id)
    this.db.prepare('UPDATE decks SET opened = (SELECT coalesce(max(opened), 0) + 1 FROM decks) WHERE id = ?').run(id)
    return deck
  }

  /** The decks last opened, latest first (a deleted one drops out). */
  recent(limit = RECENT_DECKS): RecentDeck[] {
    return this.db.prepare('SELECT id, name FROM decks WHERE deleted_at IS NULL AND opened IS NOT NULL ORDER BY opened DESC LIMIT ?').all(limit) as RecentDeck[]
  }

  create(deck: Partial<Deck> & { tags?: string[]; folder?: string; notes?: string } = {}): SavedDeck {
    const name = checkedName(plainLine(deck.name ?? '') || this.freshName('New deck'))
    const format = deck.format ?? DEFAULT_FORMAT
    this.checkFormat(format)
    checkedSize({ main: deck.main ?? [], strikers: deck.strikers ?? [], considering: deck.considering })
    const folder = checkedFolder(deck.folder ?? '')
    const notes = checkedNotes(deck.notes ?? '')
    const id = this.db.transaction(() => {
      const { lastInsertRowid } = this.db
        .prepare(
          'INSERT INTO decks (name, format, game, sets, content, folder, notes, touched) VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT coalesce(max(touched), 0) + 1 FROM decks))',
        )
        .run(
          name,
          format,
          this.decks.gameOf({ format }).id,
          JSON.stringify(deck.sets ?? [DEFAULT_SET]),
          content(deck.main ?? [], deck.strikers ?? [], deck.considering ?? []),
          folder,
          notes,
        )
      this.writeTags(Number(lastInsertRowid), deck.tags ?? [])
      return Number(lastInsertRowid)
    })()
    return this.get(id)
  }

  /** Replaces a deck's name, format, sets, cards, tags, folder and notes (whichever are given). */
  update(id: number, changes: Partial<Omit<SavedDeck, 'id' | 'createdAt' | 'updatedAt'>>): SavedDeck {
    const current = this.get(id)
    // A field given as undefined (the page's structured clone keeps such keys) means "unchanged", like an absent one.
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as typeof changes
    const next = { ...current, ...given }
    const name = checkedName(plainLine(next.name))
    if (!name) throw new LibraryError('INVALID_INPUT', 'a deck needs a name')
    this.checkFormat(next.format)
    // Checked when the cards change: a deck kept from before the limits can still be renamed or moved.
    if (given.main || given.strikers || given.considering) checkedSize(next)
    const folder = checkedFolder(next.folder)
    const notes = checkedNotes(next.notes)
    this.db.transaction(() => {
      this.db
        .prepare(
          `UPDATE decks SET name = ?, format = ?, game = ?, sets = ?, content = ?, folder = ?, notes = ?,
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), touched = (SELECT max(touched) + 1 FROM decks) WHERE id = ?`,
        )
        .run(name, next.format, this.decks.gameOf(next).id, JSON.stringify(next.sets), content(next.main, next.strikers, next.considering), folder, notes, id)
      if (given.tags) this.writeTags(id, given.tags)
    })()
    return this.get(id)
  }

  /**
   * A deck file opened again: the deck of that name holding the very same cards (format, sets and every zone),
   * if the library has it, so the same file dropped twice opens one deck rather than making two of one name.
   */
  sameAs(deck: Deck & { name: string }): SavedDeck | null {
    const ids = this.db.prepare('SELECT id FROM decks WHERE deleted_at IS NULL AND name = ? ORDER BY id').pluck().all(plainLine(deck.name)) as number[]
    const key = (d: Pick<Deck, 'sets' | 'main' | 'strikers'> & { format: string | null; considering?: DeckEntry[] }) =>
      JSON.stringify([
        d.format ?? DEFAULT_FORMAT,
        d.sets,
        ...[d.main, d.strikers, d.considering ?? []].map((zone) => zone.map((e) => `${e.set}:${e.number}:${e.count}`).sort()),
      ])
    const wanted = key(deck)
    for (const id of ids) {
      const saved = this.get(id)
      if (key(saved) === wanted) return saved
    }
    return null
  }

  /** A name for a deck brought in from a file: its own, or "Name (2)", "Name (3)" when the library has one of that name. */
  importName(name: string): string {
    const base = plainLine(name)
    const taken = new Set(this.db.prepare('SELECT name FROM decks WHERE deleted_at IS NULL').pluck().all() as string[])
    if (!taken.has(base)) return base
    let i = 2
    while (taken.has(withSuffix(base, ` (${i})`))) i++
    return withSuffix(base, ` (${i})`)
  }

  duplicate(id: number): SavedDeck {
    const d = this.get(id)
    return this.create({ ...d, name: this.freshName(withSuffix(d.name, ' (copy)')) })
  }

  /** Every folder that holds a deck, with the folders above it, sorted: the library's tree. */
  folders(): string[] {
    const paths = this.db.prepare(`SELECT DISTINCT folder FROM decks WHERE deleted_at IS NULL AND folder <> ''`).pluck().all() as string[]
    const all = new Set(paths.flatMap((p) => p.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))))
    return [...all].sort((a, b) => a.localeCompare(b))
  }

  /**
   * Gives a folder a new path, the folders inside it following: a rename ("Old" → "Legacy"), a move ("Old" →
   * "Archive/Old") or both; '' takes its decks out to the top. Answers how many decks moved.
   */
  moveFolder(from: string, to: string): number {
    const source = cleanFolder(from)
    if (!source) throw new LibraryError('INVALID_INPUT', 'name the folder to move')
    const target = checkedFolder(to)
    if (target.startsWith(`${source}/`)) throw new LibraryError('INVALID_INPUT', `"${source}" cannot move into itself`)
    const rows = this.db
      .prepare(`SELECT id, folder FROM decks WHERE deleted_at IS NULL AND (folder = ? OR substr(folder, 1, ?) = ?)`)
      .all(source, source.length + 1, `${source}/`) as { id: number; folder: string }[]
    const moved = rows.map((r) => ({ id: r.id, folder: checkedFolder(`${target}/${r.folder.slice(source.length + 1)}`) }))
    this.db.transaction(() => {
      const update = this.db.prepare('UPDATE decks SET folder = ?, touched = (SELECT max(touched) + 1 FROM decks) WHERE id = ?')
      for (const m of moved) update.run(m.folder, m.id)
    })()
    return moved.length
  }

  /** Moves a deck out of the library; `restore` brings it back (undo). */
  delete(id: number): void {
    this.get(id)
    this.db.prepare(`UPDATE decks SET deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`).run(id)
  }

  restore(id: number): SavedDeck {
    const { changes } = this.db.prepare('UPDATE decks SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL').run(id)
    if (changes === 0) throw new LibraryError('NOT_FOUND', `no deleted deck ${id}`)
    return this.get(id)
  }

  snapshot(id: number, label?: string): DeckVersion {
    const d = this.get(id)
    const count = this.db.prepare('SELECT count(*) FROM deck_versions WHERE deck_id = ?').pluck().get(id) as number
    const { lastInsertRowid } = this.db
      .prepare('INSERT INTO deck_versions (deck_id, label, name, format, game, sets, content) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(id, plainLine(label ?? '') || `Version ${count + 1}`, d.name, d.format, d.game, JSON.stringify(d.sets), content(d.main, d.strikers, d.considering))
    return this.versions(id).find((v) => v.id === Number(lastInsertRowid))!
  }

  versions(id: number): DeckVersion[] {
    this.get(id)
    const rows = this.db.prepare('SELECT id, deck_id, label, content, created_at FROM deck_versions WHERE deck_id = ? ORDER BY id').all(id) as {
      id: number
      deck_id: number
      label: string
      content: string
      created_at: string
    }[]
    return rows.map((r) => {
      const c = JSON.parse(r.content) as { main: DeckEntry[]; strikers: DeckEntry[] }
      const size = [...c.main, ...c.strikers].reduce((n, e) => n + e.count, 0)
      return { id: r.id, deckId: r.deck_id, label: r.label, size, createdAt: r.created_at }
    })
  }

  diff(from: DeckSource, to: DeckSource): DeckDiff {
    const a = this.source(from)
    const b = this.source(to)
    const index = this.decks.indexFor([...new Set([...a.deck.sets, ...b.deck.sets])])
    return diffDecks(a.deck, b.deck, { from: a.label, to: b.label }, (set, number) => index.get(set, number)?.name)
  }

  private source(src: DeckSource): { deck: Deck; label: string } {
    if ('deck' in src) {
      const d = this.get(src.deck)
      return { deck: toDeck(d), label: `${d.name} (now)` }
    }
    const row = this.db.prepare('SELECT v.*, d.deleted_at FROM deck_versions v JOIN decks d ON d.id = v.deck_id WHERE v.id = ?').get(src.version) as
      (DeckRow & { label: string; deleted_at: string | null }) | undefined
    if (!row || row.deleted_at) throw new LibraryError('NOT_FOUND', `no version ${src.version}`)
    const c = JSON.parse(row.content) as { main: DeckEntry[]; strikers: DeckEntry[]; considering?: DeckEntry[] }
    return { deck: { name: row.name, format: row.format, sets: JSON.parse(row.sets), ...c }, label: row.label }
  }

  private writeTags(id: number, tags: string[]): void {
    const clean = [...new Set(tags.map(plainLine).filter(Boolean))]
    this.db.prepare('DELETE FROM deck_tags WHERE deck_id = ?').run(id)
    const insert = this.db.prepare('INSERT INTO deck_tags (deck_id, tag) VALUES (?, ?)')
    for (const t of clean) insert.run(id, t)
  }

  private checkFormat(format: string): void {
    if (!this.decks.formats.includes(format)) {
      throw new LibraryError('INVALID_INPUT', `unknown format "${format}" (known: ${this.decks.formats.join(', ')})`)
    }
  }

  /** "New deck", else "New deck 2", "New deck 3", … — names stay easy to tell apart. */
  private freshName(base: string): string {
    const taken = new Set(this.db.prepare('SELECT name FROM decks WHERE deleted_at IS NULL').pluck().all() as string[])
    if (!taken.has(base)) return base
    let i = 2
    while (taken.has(withSuffix(base, ` ${i}`))) i++
    return withSuffix(base, ` ${i}`)
  }
}

function checkedName(name: string): string {
  if (name.length > MAX_DECK_NAME_LENGTH) throw new LibraryError('INVALID_INPUT', `name: ${NAME_TOO_LONG}`, 'name')
  return name
}

/** A name with " (2)" or " (copy)" after it, the name cut short to keep the whole within the limit. */
function withSuffix(name: string, suffix: string): string {
  const room = MAX_DECK_NAME_LENGTH - suffix.length
  return `${
    name.length > room
      ? name
          .slice(0, room)
          .replace(/[\uD800-\uDBFF]$/, '')
          .trimEnd()
      : name
  }${suffix}`
}

/** The deck's zones within the limits every reader keeps (shared/deck.ts), with the field that is not. */
function checkedSize(deck: Pick<Deck, 'main' | 'strikers' | 'considering'>): void {
  const problem = deckLimitProblem(deck)
  if (problem) throw new LibraryError('INVALID_INPUT', `${problem.field}: ${problem.message}`, problem.field)
}

function checkedFolder(path: string): string {
  const folder = cleanFolder(path)
  if (folder.length > MAX_FOLDER_LENGTH) throw new LibraryError('INVALID_INPUT', `a folder path is at most ${MAX_FOLDER_LENGTH} characters`)
  return folder
}

function checkedNotes(notes: string): string {
  if (notes.length > MAX_NOTES_LENGTH) throw new LibraryError('INVALID_INPUT', `notes are at most ${MAX_NOTES_LENGTH} characters`)
  return notes
}

/** A deck's cards as stored; Considering only when it holds a card, so older rows and newer ones read alike. */
function content(main: DeckEntry[], strikers: DeckEntry[], considering: DeckEntry[]): string {
  return JSON.stringify({ main, strikers, ...(considering.length ? { considering } : {}) })
}

function toSaved(row: DeckRow): SavedDeck {
  const c = JSON.parse(row.content) as { main: DeckEntry[]; strikers: DeckEntry[]; considering?: DeckEntry[] }
  return {
    id: row.id,
    name: row.name,
    format: row.format,
    game: row.game,
    sets: JSON.parse(row.sets) as string[],
    main: c.main,
    strikers: c.strikers,
    considering: c.considering ?? [],
    tags: row.tags ? (JSON.parse(row.tags) as string[]) : [],
    folder: row.folder,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export function toDeck(d: Pick<SavedDeck, 'name' | 'format' | 'sets' | 'main' | 'strikers'> & { considering?: DeckEntry[]; notes?: string }): Deck {
  return {
    name: d.name,
    format: d.format,
    sets: d.sets,
    main: d.main,
    strikers: d.strikers,
    ...(d.considering?.length ? { considering: d.considering } : {}),
    ...(d.notes ? { notes: d.notes } : {}),
  }
}
