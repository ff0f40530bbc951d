// Writing cards: insertCards (rows, Back-Up rows and search entries; for a big batch, the indexes built again after
// it) against the way it wrote them before it was made fast, one named-parameter INSERT a card with squash() for
// every name and every index updated row by row, on two databases side by side.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REBUILD_INDEXES_AT, squashNames } from '../../../src/main/catalogue/catalogue'
import { squash } from '../../../src/main/core/text'
import type { Db } from '../../../src/main/storage/db'
import type { Card } from '../../../src/shared/card'
import { freshServices } from '../../helpers'

/** insertCards as it was: the reference the fast one must match row for row. */
function insertCardsBefore(db: Db, setId: string, cards: readonly Card[]): void {
  db.transaction(() => {
    const insertCard = db.prepare(
      `INSERT INTO cards (set_id, number, name, squash, kind, rarity, bp, sp, cost, ability_name, ability_type, ability_text, text, origin, alt_names)
       VALUES (@set, @number, @name, @squash, @kind, @rarity, @bp, @sp, @cost, @abilityName, @abilityType, @abilityText, @text, @origin, @altNames)`,
    )
    const insertBackUp = db.prepare('INSERT INTO card_backups (card_id, position, name, target_number) VALUES (?, ?, ?, ?)')
    let first = 0
    let last = 0
    cards.forEach((c, i) => {
      const { lastInsertRowid } = insertCard.run({
        set: setId,
        number: c.number,
        name: c.name,
        squash: [c.name, ...c.altNames].map(squash).join(' '),
        kind: c.kind,
        rarity: c.rarity,
        bp: c.bp,
        sp: c.sp,
        cost: c.cost,
        abilityName: c.ability?.name ?? null,
        abilityType: c.ability?.type ?? null,
        abilityText: c.ability?.text ?? null,
        text: c.text,
        origin: c.origin,
        altNames: JSON.stringify(c.altNames),
      })
      c.backups.forEach((b, j) => insertBackUp.run(lastInsertRowid, j, b.name, b.number))
      last = Number(lastInsertRowid)
      if (i === 0) first = last
    })
    db.prepare(
      `INSERT INTO cards_fts (rowid, name, alt, text)
       SELECT id, name, (SELECT group_concat(value, ' ') FROM json_each(alt_names)), concat_ws(' ', ability_name, ability_text, text)
       FROM cards WHERE id BETWEEN ? AND ?`,
    ).run(first, last)
  })()
}

/** Everything a set's cards left in the database, search index included (its terms, by document and column). */
function dump(db: Db) {
  return {
    cards: db.prepare("SELECT * FROM cards WHERE set_id = 'fan' ORDER BY id").all(),
    backups: db.prepare("SELECT b.* FROM card_backups b JOIN cards c ON c.id = b.card_id WHERE c.set_id = 'fan' ORDER BY b.card_id, b.position").all(),
    index: db.prepare('SELECT term, doc, cnt FROM cards_vocab ORDER BY term').all(),
    hits: ['ryu', 'chunli', '春麗', 'shoryureppa', 'hadoken'].map((q) =>
      db.prepare('SELECT rowid FROM cards_fts WHERE cards_fts MATCH ? ORDER BY rowid').pluck().all(q),
    ),
    indexes: db.prepare("SELECT name, tbl_name, sql FROM sqlite_schema WHERE type = 'index' ORDER BY name").all(),
    integrity: db.pragma('integrity_check', { simple: true }),
    // The planner's use of each index, as the app's queries ask.
    plans: [
      "SELECT id FROM cards WHERE name = 'Ryu'",
      "SELECT id FROM cards WHERE set_id = 'fan'",
      "SELECT card_id FROM card_backups WHERE name = 'Ryu'",
      "SELECT card_id FROM card_backups WHERE target_number = 'C001'",
    ].map((sql) =>
      db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all()
        .map((r) => (r as { detail: string }).detail),
    ),
  }
}

/** `count` cards made from the base set, each with its own number. */
function many(base: readonly Card[], count: number): Card[] {
  return Array.from({ length: count }, (_, i) => ({ ...base[i % base.length], number: `X${i}` }))
}

describe('writing cards', () => {
  it('squashNames gives what squash() gives for each name, ASCII or not', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary-ascii', maxLength: 20 }),
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.constantFrom('Chun-Li', 'Ryū', 'ＲＹＵ', 'Ⅻ', 'ß', 'İ', 'Zangief!!', ''),
    )
    fc.assert(
      fc.property(text, fc.array(text, { maxLength: 3 }), (name, alts) => {
        expect(squashNames(name, alts)).toBe([name, ...alts].map(squash).join(' '))
      }),
      { numRuns: 2000 },
    )
  })

  it('insertCards writes the rows, Back-Up rows and search entries it wrote before, and says every 1,000 cards', () => {
    const [ours, before] = [freshServices(), freshServices()]
    const base = ours.catalogue.setCards('cfs-base')
    const extra: Card[] = [
      {
        ...base[0],
        number: 'C990',
        name: '春麗 (Chun-Li)',
        altNames: ['Chun Li', 'Shunrei'],
        backups: [
          { name: 'Ryu', number: 'C001' },
          { name: 'Ryu', number: null },
        ],
      },
      { ...base[0], number: 'C992', name: 'Dan', altNames: [], backups: [] },
      { ...base[0], number: 'C991', name: 'Ryū', altNames: ['Ryu Hoshi'], ability: { name: null, type: null, text: 'Hadoken!' }, origin: 'Street Fighter' },
    ]
    const cards = [...base, ...extra, ...many(base, 1600)]
    const heard: number[] = []
    for (const s of [ours, before]) s.catalogue.saveSet('fan', 'Fan set')
    ours.catalogue.insertCards('fan', cards, (done) => heard.push(done))
    insertCardsBefore(before.catalogue.db, 'fan', cards)
    expect(dump(ours.catalogue.db)).toEqual(dump(before.catalogue.db))
    expect(dump(ours.catalogue.db).cards).toHaveLength(cards.length)
    expect(heard).toEqual([1000, 2000])
    expect(ours.catalogue.card('fan', 'C990')).toMatchObject({ name: '春麗 (Chun-Li)', altNames: ['Chun Li', 'Shunrei'], backups: extra[0].backups })
  })

  it('a batch of REBUILD_INDEXES_AT cards or more builds the indexes again: the same rows, indexes and plans', () => {
    const [ours, before] = [freshServices(), freshServices()]
    const cards = many(ours.catalogue.setCards('cfs-base'), REBUILD_INDEXES_AT + 500)
    const heard: number[] = []
    for (const s of [ours, before]) s.catalogue.saveSet('fan', 'Fan set')
    ours.catalogue.insertCards('fan', cards, (done) => heard.push(done))
    insertCardsBefore(before.catalogue.db, 'fan', cards)
    const dumped = dump(ours.catalogue.db)
    expect(dumped).toEqual(dump(before.catalogue.db))
    expect(dumped.integrity).toBe('ok')
    expect(dumped.indexes.map((i) => (i as { name: string }).name)).toEqual(expect.arrayContaining(['cards_name', 'card_backups_name', 'card_backups_target']))
    expect(heard).toHaveLength(Math.floor(cards.length / 1000))
    // They were built again: their schema rows are the newest, after the tables'.
    const newest = (db: typeof ours.catalogue.db) => db.prepare('SELECT name FROM sqlite_schema ORDER BY rowid DESC LIMIT 4').pluck().all()
    expect(newest(ours.catalogue.db)).toEqual(expect.arrayContaining(['cards_name', 'cards_set', 'card_backups_name', 'card_backups_target']))
    expect(newest(before.catalogue.db)).not.toEqual(expect.arrayContaining(['cards_name']))
    // A big batch into a table that holds more cards than it brings updates the indexes as it goes; the same rows.
    ours.catalogue.saveSet('more', 'More')
    before.catalogue.saveSet('more', 'More')
    const more = many(ours.catalogue.setCards('cfs-base'), REBUILD_INDEXES_AT)
    ours.catalogue.insertCards('more', more)
    insertCardsBefore(before.catalogue.db, 'more', more)
    expect(dump(ours.catalogue.db)).toEqual(dump(before.catalogue.db))
  })

  it('a big batch that fails part way writes nothing and leaves every index in place', () => {
    const s = freshServices()
    s.catalogue.saveSet('fan', 'Fan set')
    const indexes = () => s.catalogue.db.prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'index' ORDER BY name").all()
    const before = { indexes: indexes(), cards: s.catalogue.db.prepare('SELECT count(*) FROM cards').pluck().get() }
    const cards = many(s.catalogue.setCards('cfs-base'), REBUILD_INDEXES_AT + 10)
    cards.push({ ...cards[0] }) // its number again, at the very end
    expect(() => s.catalogue.insertCards('fan', cards)).toThrow(/UNIQUE constraint failed/)
    expect({ indexes: indexes(), cards: s.catalogue.db.prepare('SELECT count(*) FROM cards').pluck().get() }).toEqual(before)
    expect(s.catalogue.db.pragma('integrity_check', { simple: true })).toBe('ok')
  })

  it('insertCards of no cards writes nothing and still marks the catalogue changed', () => {
    const s = freshServices()
    const revision = s.catalogue.revision
    const count = () => s.catalogue.db.prepare('SELECT count(*) FROM cards').pluck().get()
    const before = count()
    s.catalogue.insertCards('cfs-base', [])
    expect(count()).toBe(before)
    expect(s.catalogue.revision).toBeGreaterThan(revision)
  })
})
