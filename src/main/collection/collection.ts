// The player's collection in the database: owned counts by (set, number). A count is set for a card of the
// catalogue; it stays when the card is edited, re-imported, or leaves and comes back.
import { ownedKey, ownedProblem, shortfall, type CollectionImport, type DeckLack, type OwnedCard, type Shortfall } from '../../shared/collection'
import type { Deck } from '../../shared/deck'
import { invalid, notFound } from '../../shared/errors'
import type { Db } from '../storage/db'
import { readCollectionCsv, writeCollectionCsv } from './collection-csv'

export class Collection {
  constructor(private readonly db: Db) {}

  /** Copies owned of one card (0 when none). */
  owned(set: string, number: string): number {
    return (this.db.prepare('SELECT owned FROM collection WHERE set_id = ? AND number = ? COLLATE NOCASE').pluck().get(set, number) as number | undefined) ?? 0
  }

  /** Every count, as a lookup for many cards at once (one read). */
  lookup(): (set: string, number: string) => number {
    const counts = new Map(this.list().map((c) => [ownedKey(c.set, c.number), c.owned]))
    return (set, number) => counts.get(ownedKey(set, number)) ?? 0
  }

  /** Every card owned at least once, by set and number. */
  list(): OwnedCard[] {
    return this.db.prepare('SELECT set_id AS "set", number, owned FROM collection ORDER BY set_id, number').all() as OwnedCard[]
  }

  /** How many different cards and how many copies are owned. */
  totals(): { cards: number; copies: number } {
    return this.db.prepare('SELECT count(*) AS cards, coalesce(sum(owned), 0) AS copies FROM collection').get() as { cards: number; copies: number }
  }

  /**
   * Sets how many copies of a catalogue card are owned (0 removes it); the card's number is kept as the
   * catalogue writes it. Returns the count set.
   */
  set(set: string, number: string, owned: number): number {
    const problem = ownedProblem(owned)
    if (problem) throw invalid(`owned: ${JSON.stringify(owned)} is not ${problem}`, 'owned')
    const card = this.db.prepare('SELECT number FROM cards WHERE set_id = ? AND number = ? COLLATE NOCASE').pluck().get(set, number) as string | undefined
    if (!card && owned > 0) throw notFound(`no card ${number} in set ${set}`)
    this.db.transaction(() => this.write(set, card ?? number, owned))()
    return owned
  }

  /** Many counts in one transaction: all of them or none. */
  setMany(counts: readonly OwnedCard[]): void {
    this.db.transaction(() => {
      for (const c of counts) this.write(c.set, c.number, c.owned)
    })()
  }

  /**
   * A collection CSV's counts, set for the cards it lists (others keep theirs): all of them, or none and every
   * problem. `dryRun`: only checked.
   */
  importCsv(text: string, fileName: string, dryRun = false): CollectionImport {
    // Only the cards the file lists are looked up (a million-card catalogue is not read for a one-row file): by
    // the number as written through the index, else in any case.
    const exact = this.db.prepare('SELECT number FROM cards WHERE set_id = ? AND number = ?').pluck()
    const anyCase = this.db.prepare('SELECT number FROM cards WHERE set_id = ? AND number = ? COLLATE NOCASE').pluck()
    const found = new Map<string, string | undefined>()
    const numberOf = (set: string, number: string) => {
      const key = ownedKey(set, number)
      if (!found.has(key)) found.set(key, (exact.get(set, number) ?? anyCase.get(set, number)) as string | undefined)
      return found.get(key)
    }
    const read = readCollectionCsv(text, numberOf)
    if (!read.ok) return { ok: false, fileName, problems: read.problems }
    if (!dryRun) this.setMany(read.counts)
    return { ok: true, cards: read.counts.length }
  }

  /** Every count as CSV, with the card's name where the catalogue has the card. */
  exportCsv(): string {
    const names = new Map<string, string>()
    const rows = this.db
      .prepare('SELECT c.set_id AS "set", c.number, c.name FROM collection o JOIN cards c ON c.set_id = o.set_id AND c.number = o.number')
      .all() as { set: string; number: string; name: string }[]
    for (const r of rows) names.set(ownedKey(r.set, r.number), r.name)
    return writeCollectionCsv(this.list(), (set, number) => names.get(ownedKey(set, number)))
  }

  /** What a deck lacks of the collection. */
  shortfall(deck: Pick<Deck, 'main' | 'strikers'>): Shortfall {
    return shortfall(deck, this.lookup())
  }

  /** What each deck lacks, read against one lookup of the whole collection. */
  lacks(decks: readonly (Pick<Deck, 'main' | 'strikers'> & { id: number })[]): DeckLack[] {
    const owned = this.lookup()
    return decks.map((deck) => {
      const { copies, different } = shortfall(deck, owned)
      return { id: deck.id, copies, different }
    })
  }

  private write(set: string, number: string, owned: number): void {
    // Any spelling of the number replaces the one kept.
    this.db.prepare('DELETE FROM collection WHERE set_id = ? AND number = ? COLLATE NOCASE').run(set, number)
    if (owned > 0) this.db.prepare('INSERT INTO collection (set_id, number, owned) VALUES (?, ?, ?)').run(set, number, owned)
  }
}
