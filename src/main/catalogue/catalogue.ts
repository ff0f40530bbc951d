import { createHash } from 'node:crypto'
import type { Card, CardArt, CardKind, CardRef, CardSet } from '../../shared/card'
import type { IndexedCard } from '../core/card-index'
import { squash } from '../core/text'
import type { Db } from '../storage/db'
import { SHIPPED_SETS, shippedCards, shippedVersion } from './shipped'

export interface CardRow {
  id: number
  set_id: string
  number: string
  name: string
  kind: CardKind
  rarity: string | null
  bp: number | null
  sp: number | null
  cost: number | null
  ability_name: string | null
  ability_type: 'triangle' | 'circle' | 'square' | null
  ability_text: string | null
  text: string | null
  origin: string | null
  alt_names: string
  image: string | null
  /** JSON: [hash, width, height, x, y, zoom], or null. */
  art: string | null
}

/** The ids `insertCardRows` gave a batch of new cards: first to last, one after another (0 and 0 for none). */
export interface CardRowIds {
  first: number
  last: number
}

/** A batch of new cards from which insertCardRows builds the tables' secondary indexes again rather than updating them. */
export const REBUILD_INDEXES_AT = 10_000

const ASCII = /^\p{ASCII}*$/u

/**
 * A card's `squash` column: its name and other names each squashed, space-separated. Plain ASCII text skips
 * squash()'s Unicode folding, with the same result: no ASCII character decomposes, and its only letters and
 * digits are A–Z, a–z and 0–9.
 */
export function squashNames(name: string, altNames: readonly string[]): string {
  const one = (text: string) => (ASCII.test(text) ? text.toLowerCase().replace(/[^a-z0-9]+/g, '') : squash(text))
  let out = one(name)
  for (const alt of altNames) out += ` ${one(alt)}`
  return out
}

/** The fields a card list shows, straight from a row. */
export function statsOf(r: CardRow): Pick<Card, 'set' | 'number' | 'name' | 'kind' | 'rarity' | 'bp' | 'sp' | 'cost'> {
  return { set: r.set_id, number: r.number, name: r.name, kind: r.kind, rarity: r.rarity, bp: r.bp, sp: r.sp, cost: r.cost }
}

export const CARD_COLUMNS =
  'c.id, c.set_id, c.number, c.name, c.kind, c.rarity, c.bp, c.sp, c.cost, c.ability_name, c.ability_type, c.ability_text, c.text, c.origin, c.alt_names, ' +
  '(SELECT i.hash FROM card_images i WHERE i.set_id = c.set_id AND i.number = c.number) AS image, ' +
  '(SELECT json_array(a.hash, a.width, a.height, a.crop_x, a.crop_y, a.zoom) FROM card_art a WHERE a.set_id = c.set_id AND a.number = c.number) AS art'

/** A row's art, or undefined. */
export function artOf(r: Pick<CardRow, 'art'>): CardArt | undefined {
  if (r.art === null) return undefined
  const [hash, width, height, x, y, zoom] = JSON.parse(r.art) as [string, number, number, number, number, number]
  return { hash, width, height, x, y, zoom }
}

/** The card catalogue in SQLite: sets, cards and Back-Up lists. */
export class Catalogue {
  /** Bumped on every write, so caches built from the catalogue know when they are stale. */
  revision = 0

  constructor(readonly db: Db) {}

  /** Loads the shipped sets on first start, and refreshes one when this build ships different data. */
  ensureShippedSets(): void {
    const known = this.db.prepare('SELECT version FROM sets WHERE id = ?').pluck()
    SHIPPED_SETS.forEach((set, position) => {
      const version = shippedVersion(set)
      if (known.get(set.id) === version) return
      const cards = shippedCards(set)
      this.db.transaction(() => {
        this.db
          .prepare(
            `INSERT INTO sets (id, name, shipped, in_default_scope, version, position, game) VALUES (?, ?, 1, ?, ?, ?, ?)
             ON CONFLICT (id) DO UPDATE SET name = excluded.name, version = excluded.version, shipped = 1, game = excluded.game`,
          )
          .run(set.id, set.name, set.inDefaultScope ? 1 : 0, version, position, set.game)
        this.replaceCards(set.id, cards)
      })()
    })
  }

  /** Replaces every card of a set, inside the caller's transaction if there is one. */
  replaceCards(setId: string, cards: readonly Card[]): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM cards WHERE set_id = ?').run(setId)
      this.insertCards(setId, cards)
    })()
  }

  /**
   * Adds cards to a set (numbers it does not have yet), with their Back-Up lists and search entries, inside the
   * caller's transaction if there is one. `onProgress` hears every 1,000 cards.
   */
  insertCards(setId: string, cards: readonly Card[], onProgress?: (done: number) => void): void {
    this.db.transaction(() => {
      const rows = this.insertCardRows(setId, cards, onProgress)
      this.indexCardRows(rows)
    })()
  }

  /**
   * The rows of `insertCards` without their search entries, which `indexCardRows` adds for the ids returned:
   * call both in one transaction. One prepared statement a table, positional parameters, nothing built per row
   * that a row does not need. A batch of REBUILD_INDEXES_AT cards or more, and at least as many as the table
   * held, is written with the secondary indexes of its tables dropped and built again from their own SQL at the
   * end (in the same transaction: a failure anywhere puts them back as they were).
   */
  insertCardRows(setId: string, cards: readonly Card[], onProgress?: (done: number) => void): CardRowIds {
    return this.db.transaction(() => {
      const rebuild = this.dropIndexesFor(cards.length)
      const insertCard = this.db.prepare(
        `INSERT INTO cards (set_id, number, name, squash, kind, rarity, bp, sp, cost, ability_name, ability_type,
           ability_text, text, origin, alt_names)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      const insertBackUp = this.db.prepare('INSERT INTO card_backups (card_id, position, name, target_number) VALUES (?, ?, ?, ?)')
      let first = 0
      let last = 0
      for (let i = 0; i < cards.length; i++) {
        const c = cards[i]
        const { ability, altNames, backups } = c
        const id = Number(
          insertCard.run(
            setId,
            c.number,
            c.name,
            squashNames(c.name, altNames),
            c.kind,
            c.rarity,
            c.bp,
            c.sp,
            c.cost,
            ability?.name ?? null,
            ability?.type ?? null,
            ability?.text ?? null,
            c.text,
            c.origin,
            altNames.length ? JSON.stringify(altNames) : '[]',
          ).lastInsertRowid,
        )
        for (let j = 0; j < backups.length; j++) insertBackUp.run(id, j, backups[j].name, backups[j].number)
        last = id
        if (i === 0) first = id
        if (onProgress && (i + 1) % 1000 === 0) onProgress(i + 1)
      }
      for (const sql of rebuild) this.db.exec(sql)
      this.revision++
      return { first, last }
    })()
  }

  /**
   * For a batch that outgrows the card tables, drops their secondary indexes (not the unique ones, which check
   * the rows as they come) and returns the SQL that builds them again: one sort at the end instead of a
   * scattered update of each index for every row, a quarter of the writing at 100k cards.
   */
  private dropIndexesFor(batch: number): string[] {
    if (batch < REBUILD_INDEXES_AT || batch < ((this.db.prepare('SELECT max(id) FROM cards').pluck().get() as number | null) ?? 0)) return []
    const indexes = this.db
      .prepare(
        `SELECT name, sql FROM sqlite_schema
         WHERE type = 'index' AND tbl_name IN ('cards', 'card_backups') AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE%'
         ORDER BY name`,
      )
      .all() as { name: string; sql: string }[]
    for (const { name } of indexes) this.db.exec(`DROP INDEX "${name.replace(/"/g, '""')}"`)
    return indexes.map((i) => i.sql)
  }

  /**
   * Adds the search entries of cards just inserted. New rows get new ids, one after another, so a batch is
   * indexed in one statement.
   */
  indexCardRows({ first, last }: CardRowIds): void {
    if (last === 0) return
    this.db
      .prepare(
        `INSERT INTO cards_fts (rowid, name, alt, text)
         SELECT id, name, (SELECT group_concat(value, ' ') FROM json_each(alt_names)), concat_ws(' ', ability_name, ability_text, text)
         FROM cards WHERE id BETWEEN ? AND ?`,
      )
      .run(first, last)
  }

  /** Removes these numbers from a set (their Back-Up rows and search entries go with them). */
  deleteCards(setId: string, numbers: readonly string[]): void {
    const del = this.db.prepare('DELETE FROM cards WHERE set_id = ? AND number = ?')
    this.db.transaction(() => numbers.forEach((n) => del.run(setId, n)))()
    this.revision++
  }

  /**
   * Creates an editable set, or renames one. A new set is searched by default like the base set; a copy of
   * another set is not (`searched` false), or every search would show each card twice.
   */
  saveSet(id: string, name: string, searched = true, game = 'cfs'): void {
    this.db
      .prepare(
        `INSERT INTO sets (id, name, shipped, in_default_scope, position, game)
         VALUES (?, ?, 0, ?, (SELECT coalesce(max(position), 0) + 1 FROM sets), ?)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name`,
      )
      .run(id, name, searched ? 1 : 0, game)
    this.revision++
  }

  /** The game a set's cards belong to; a set not there yet is Card Fighters Special's. */
  gameOfSet(id: string): string {
    return (this.db.prepare('SELECT game FROM sets WHERE id = ?').pluck().get(id) as string | undefined) ?? 'cfs'
  }

  /** Whether a search that names no set covers this set. */
  setSearched(id: string, searched: boolean): void {
    this.db.prepare('UPDATE sets SET in_default_scope = ? WHERE id = ?').run(searched ? 1 : 0, id)
    this.revision++
  }

  /** Attaches a stored picture to a card (null takes it off). */
  setImage(setId: string, number: string, hash: string | null): void {
    if (hash) this.db.prepare('INSERT OR REPLACE INTO card_images (set_id, number, hash) VALUES (?, ?, ?)').run(setId, number, hash)
    else this.db.prepare('DELETE FROM card_images WHERE set_id = ? AND number = ?').run(setId, number)
    this.revision++
  }

  /** A set's own card back (a stored picture's hash; null: the game's). */
  setBack(id: string, hash: string | null): void {
    this.db.prepare('UPDATE sets SET back = ? WHERE id = ?').run(hash, id)
    this.revision++
  }

  /** Attaches stored art to a card, its crop reset (null takes it off). */
  setArt(setId: string, number: string, art: Pick<CardArt, 'hash' | 'width' | 'height'> | null): void {
    if (art)
      this.db
        .prepare('INSERT OR REPLACE INTO card_art (set_id, number, hash, width, height) VALUES (?, ?, ?, ?, ?)')
        .run(setId, number, art.hash, art.width, art.height)
    else this.db.prepare('DELETE FROM card_art WHERE set_id = ? AND number = ?').run(setId, number)
    this.revision++
  }

  /** Sets the crop of a card's art; false when the card has none. */
  setArtCrop(setId: string, number: string, crop: Pick<CardArt, 'x' | 'y' | 'zoom'>): boolean {
    const { changes } = this.db
      .prepare('UPDATE card_art SET crop_x = ?, crop_y = ?, zoom = ? WHERE set_id = ? AND number = ?')
      .run(crop.x, crop.y, crop.zoom, setId, number)
    this.revision++
    return changes > 0
  }

  set(id: string): CardSet | undefined {
    return this.sets().find((s) => s.id === id)
  }

  /** Every card of a set, as sets print them: Capcom, SNK, actions, reactions, arenas, each by number. */
  setCards(setId: string): Card[] {
    const rows = this.db
      .prepare(
        `SELECT ${CARD_COLUMNS} FROM cards c WHERE c.set_id = ?
         ORDER BY instr('capcom snk action reaction arena', c.kind), c.number`,
      )
      .all(setId) as CardRow[]
    return this.toCards(rows)
  }

  sets(): CardSet[] {
    return this.db
      .prepare(
        `SELECT s.id, s.name, s.shipped, s.in_default_scope, s.game, s.back, (SELECT count(*) FROM cards c WHERE c.set_id = s.id) AS cards
         FROM sets s ORDER BY s.position, s.id`,
      )
      .all()
      .map((r) => {
        const row = r as { id: string; name: string; shipped: number; in_default_scope: number; game: string; cards: number; back: string | null }
        return {
          id: row.id,
          name: row.name,
          shipped: row.shipped === 1,
          cards: row.cards,
          searched: row.in_default_scope === 1,
          game: row.game,
          ...(row.back ? { back: row.back } : {}),
        }
      })
  }

  /**
   * The version of a set's card data: a shipped set's as shipped, a player's set's a hash of its cards as they are
   * now (so an edit changes it); null for no such set.
   */
  setVersion(id: string): string | null {
    const row = this.db.prepare('SELECT shipped, version FROM sets WHERE id = ?').get(id) as { shipped: number; version: string | null } | undefined
    if (!row) return null
    if (row.shipped === 1 && row.version) return row.version
    return createHash('sha256')
      .update(JSON.stringify(this.setCards(id)))
      .digest('hex')
      .slice(0, 16)
  }

  setIds(): string[] {
    return this.db.prepare('SELECT id FROM sets ORDER BY position, id').pluck().all() as string[]
  }

  /**
   * The sets a set is played with: the other sets of its game a search covers by default (the base set, and
   * the player's own), whose cards its cards may name (a fan set's Back-Ups).
   */
  playedWith(setId: string): { sets: string[]; cards: Card[] } {
    const gameId = this.gameOfSet(setId)
    const sets = this.defaultScope().filter((id) => id !== setId && this.gameOfSet(id) === gameId)
    return { sets, cards: sets.flatMap((id) => this.setCards(id)) }
  }

  defaultScope(): string[] {
    return this.db.prepare('SELECT id FROM sets WHERE in_default_scope = 1 ORDER BY position, id').pluck().all() as string[]
  }

  card(set: string, number: string): Card | undefined {
    const row = this.db.prepare(`SELECT ${CARD_COLUMNS} FROM cards c WHERE c.set_id = ? AND c.number = ? COLLATE NOCASE`).get(set, number) as
      CardRow | undefined
    return row ? this.toCards([row])[0] : undefined
  }

  /** The cards with these keys, in no particular order; keys with no card are left out. */
  cardsByKey(keys: readonly { set: string; number: string }[]): Card[] {
    if (keys.length === 0) return []
    const rows = this.db
      .prepare(
        `SELECT ${CARD_COLUMNS} FROM json_each(?) k JOIN cards c
           ON c.set_id = json_extract(k.value, '$.set') AND c.number = json_extract(k.value, '$.number')`,
      )
      .all(JSON.stringify(keys.map((k) => ({ set: k.set, number: k.number })))) as CardRow[]
    const seen = new Set<number>()
    return this.toCards(rows.filter((r) => !seen.has(r.id) && seen.add(r.id)))
  }

  /** Turns rows into cards, fetching all their Back-Up lists in one query. */
  toCards(rows: readonly CardRow[]): Card[] {
    const backups = new Map<number, Card['backups']>()
    if (rows.length > 0) {
      const list = this.db
        .prepare(
          `SELECT card_id, name, target_number FROM card_backups
           WHERE card_id IN (SELECT value FROM json_each(?)) ORDER BY card_id, position`,
        )
        .all(JSON.stringify(rows.map((r) => r.id))) as { card_id: number; name: string; target_number: string | null }[]
      for (const b of list) {
        const entry = { name: b.name, number: b.target_number }
        const l = backups.get(b.card_id)
        if (l) l.push(entry)
        else backups.set(b.card_id, [entry])
      }
    }
    return rows.map((r) => ({
      ...statsOf(r),
      ability: r.ability_text !== null || r.ability_name !== null ? { name: r.ability_name, type: r.ability_type, text: r.ability_text ?? '' } : null,
      text: r.text,
      backups: backups.get(r.id) ?? [],
      altNames: JSON.parse(r.alt_names) as string[],
      origin: r.origin,
      ...(r.image ? { image: r.image } : {}),
      ...(r.art ? { art: artOf(r) } : {}),
    }))
  }

  /** Everything the deck format needs to resolve cards of these sets. */
  indexCards(sets: readonly string[]): IndexedCard[] {
    const rows = this.db
      .prepare(`SELECT set_id, number, name, kind, alt_names FROM cards WHERE set_id IN (SELECT value FROM json_each(?))`)
      .all(JSON.stringify(sets)) as { set_id: string; number: string; name: string; kind: CardKind; alt_names: string }[]
    return rows.map((r) => ({
      set: r.set_id,
      number: r.number,
      name: r.name,
      kind: r.kind,
      altNames: JSON.parse(r.alt_names) as string[],
    }))
  }

  /** This card's printed Back-Up names in order (repeats kept), each with the card it means when known. */
  backedUpBy(card: Card): { name: string; card: CardRef | null }[] {
    const byNumber = this.db.prepare('SELECT set_id AS "set", number, name, kind FROM cards WHERE set_id = ? AND number = ?')
    const byName = this.db.prepare('SELECT set_id AS "set", number, name, kind FROM cards WHERE set_id = ? AND name = ? ORDER BY number LIMIT 1')
    return card.backups.map((b) => ({
      name: b.name,
      card: ((b.number ? byNumber.get(card.set, b.number) : byName.get(card.set, b.name)) as CardRef | undefined) ?? null,
    }))
  }

  /** The characters of the same set whose Back-Up lists name this card: the cards it can back up. */
  canBackUp(card: Card): CardRef[] {
    return this.db
      .prepare(
        `SELECT DISTINCT c.set_id AS "set", c.number, c.name, c.kind FROM card_backups b JOIN cards c ON c.id = b.card_id
         WHERE c.set_id = @set AND (b.target_number = @number OR (b.target_number IS NULL AND b.name = @name))
         ORDER BY c.number`,
      )
      .all({ set: card.set, number: card.number, name: card.name }) as CardRef[]
  }
}
