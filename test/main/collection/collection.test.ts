import { exportSetFile } from '../../../src/main/cards/card-file'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../../../db/migrations'
import { Collection } from '../../../src/main/collection/collection'
import { openDatabase, schemaVersion } from '../../../src/main/storage/database'
import { createDispatch } from '../../../src/main/ipc/dispatch'
import { NOTHING_MISSING, proxyJob } from '../../../src/main/printing/print'
import type { Card } from '../../../src/shared/card'
import { missingCopies, shortfall, shortfallLine } from '../../../src/shared/collection'
import type { Deck } from '../../../src/shared/deck'
import { DEFAULT_PRINT } from '../../../src/shared/print'
import { freshServices, tempDir } from '../../helpers'

const RYU: Card = {
  set: 'mine',
  number: 'C001',
  name: 'Ryu',
  kind: 'capcom',
  rarity: 'A',
  bp: 800,
  sp: 2,
  cost: null,
  ability: null,
  text: null,
  backups: [],
  altNames: [],
  origin: 'Street Fighter',
}

const deck = (main: [string, number][], strikers: [string, number][] = []): Deck => ({
  name: 'Test',
  format: 'cfs-classic',
  sets: ['cfs-base'],
  main: main.map(([number, count]) => ({ set: 'cfs-base', number, count })),
  strikers: strikers.map(([number, count]) => ({ set: 'cfs-base', number, count })),
})

describe('owned counts', () => {
  it('sets, reads and lists counts by set and number; 0 removes the row', () => {
    const c = freshServices().collection
    expect(c.owned('cfs-base', 'C001')).toBe(0)
    expect(c.set('cfs-base', 'c001', 2)).toBe(2)
    c.set('cfs-base', 'S010', 999)
    // The number is kept as the catalogue writes it, whatever the case typed.
    expect(c.list()).toEqual([
      { set: 'cfs-base', number: 'C001', owned: 2 },
      { set: 'cfs-base', number: 'S010', owned: 999 },
    ])
    expect(c.owned('cfs-base', 'C001')).toBe(2)
    expect(c.totals()).toEqual({ cards: 2, copies: 1001 })
    c.set('cfs-base', 'C001', 0)
    expect(c.list()).toEqual([{ set: 'cfs-base', number: 'S010', owned: 999 }])
    expect(c.owned('cfs-base', 'C001')).toBe(0)
  })

  it('refuses a count that is not a whole number from 0 to 999, naming the field, and a card not in the catalogue', () => {
    const c = freshServices().collection
    for (const bad of [-1, 1000, 1.5, Number.NaN]) {
      expect(() => c.set('cfs-base', 'C001', bad)).toThrow(
        expect.objectContaining({ code: 'INVALID_INPUT', field: 'owned', message: expect.stringContaining('a whole number from 0 to 999') }),
      )
    }
    expect(() => c.set('cfs-base', 'Z999', 1)).toThrow(expect.objectContaining({ code: 'NOT_FOUND', message: 'no card Z999 in set cfs-base' }))
    expect(() => c.set('nosuch', 'C001', 1)).toThrow(/no card C001 in set nosuch/)
    expect(c.list()).toEqual([])
  })

  it('the table itself refuses 0 and counts over 999', () => {
    const db = freshServices().catalogue.db
    expect(() => db.prepare("INSERT INTO collection (set_id, number, owned) VALUES ('cfs-base', 'C001', 0)").run()).toThrow(/CHECK/)
    expect(() => db.prepare("INSERT INTO collection (set_id, number, owned) VALUES ('cfs-base', 'C001', 1000)").run()).toThrow(/CHECK/)
  })

  it('keeps a count through a card edit, a re-import, and the card leaving and coming back', () => {
    const s = freshServices()
    s.editor.createSet('mine', 'My cards')
    s.editor.save('mine', RYU, null)
    s.collection.set('mine', 'C001', 3)
    s.editor.save('mine', { ...RYU, bp: 900, name: 'Ryu (edited)' }, 'C001')
    expect(s.collection.owned('mine', 'C001')).toBe(3)
    const csv = exportSetFile(s.catalogue, 'mine', 'csv').text
    const applied = s.importer.apply({ fileName: 'mine.cards.csv', text: csv, setId: 'mine' })
    expect(applied.problems).toEqual([])
    expect(s.collection.owned('mine', 'C001')).toBe(3)
    s.editor.delete('mine', 'C001')
    expect(s.catalogue.card('mine', 'C001')).toBeUndefined()
    expect(s.collection.owned('mine', 'C001')).toBe(3)
    s.editor.save('mine', RYU, null)
    expect(s.search.browse('set:mine owned:3').cards.map((c) => [c.number, c.owned])).toEqual([['C001', 3]])
  })
})

describe('the collection migration', () => {
  it('adds an empty collection to a database made before it, keeping its cards', () => {
    const file = path.join(tempDir(), 'old.db')
    const before = MIGRATIONS.findIndex((m) => m.name === 'collection')
    expect(MIGRATIONS[before].version).toBe(9)
    const old = openDatabase(file, MIGRATIONS.slice(0, before))
    old.prepare("INSERT INTO sets (id, name) VALUES ('mine', 'Mine')").run()
    old.prepare("INSERT INTO cards (set_id, number, name, squash, kind) VALUES ('mine', 'C001', 'Ryu', 'ryu', 'capcom')").run()
    old.close()
    const db = openDatabase(file)
    expect(schemaVersion(db)).toBe(MIGRATIONS.at(-1)!.version)
    const c = new Collection(db)
    expect(c.list()).toEqual([])
    c.set('mine', 'C001', 4)
    expect(c.list()).toEqual([{ set: 'mine', number: 'C001', owned: 4 }])
    db.close()
  })
})

describe('what a deck lacks', () => {
  const owned = (counts: Record<string, number>) => (_set: string, number: string) => counts[number] ?? 0

  it('counts each card once across Main and Strikers, and only the cards short', () => {
    const s = shortfall(
      deck(
        [
          ['C001', 3],
          ['C002', 2],
          ['A001', 1],
        ],
        [['C001', 1]],
      ),
      owned({ C001: 1, C002: 2 }),
    )
    expect(s.cards).toEqual([
      { set: 'cfs-base', number: 'C001', count: 4, owned: 1, missing: 3 },
      { set: 'cfs-base', number: 'A001', count: 1, owned: 0, missing: 1 },
    ])
    expect({ copies: s.copies, different: s.different }).toEqual({ copies: 4, different: 2 })
    expect(shortfallLine(s)).toBe('Missing 4 cards (2 different)')
    expect(shortfallLine(shortfall(deck([['C001', 1]]), owned({})))).toBe('Missing 1 card (1 different)')
    expect(shortfallLine(shortfall(deck([['C001', 1]]), owned({ C001: 5 })))).toBeNull()
  })

  it('leaves only the copies lacking, owned copies covering Main first', () => {
    const d = missingCopies(
      deck(
        [
          ['C001', 3],
          ['C002', 2],
        ],
        [['C001', 1]],
      ),
      owned({ C001: 2, C002: 2 }),
    )
    expect(d.main).toEqual([{ set: 'cfs-base', number: 'C001', count: 1 }])
    expect(d.strikers).toEqual([{ set: 'cfs-base', number: 'C001', count: 1 }])
    expect(d.name).toBe('Test')
    const more = missingCopies(deck([['C001', 1]], [['C001', 1]]), owned({ C001: 1 }))
    expect(more.main).toEqual([])
    expect(more.strikers).toEqual([{ set: 'cfs-base', number: 'C001', count: 1 }])
  })

  it('reads the collection for a deck saved in the library', () => {
    const s = freshServices()
    s.collection.set('cfs-base', 'C001', 2)
    expect(
      s.collection.shortfall(
        deck([
          ['C001', 3],
          ['C002', 1],
        ]),
      ).copies,
    ).toBe(2)
  })
})

describe('printing only the missing cards', () => {
  const images = () => null

  it('prints one face per copy lacking, and refuses a deck the collection covers', () => {
    const s = freshServices()
    s.collection.set('cfs-base', 'C001', 1)
    const d = deck([
      ['C001', 3],
      ['C002', 1],
    ])
    const job = proxyJob(s.decks, d, { ...DEFAULT_PRINT, missingOnly: true }, images, s.collection.lookup())
    expect(job.cards.map((c) => c.card.number)).toEqual(['C001', 'C001', 'C002'])
    expect(job.decklist[0].heading).toBe('Main (3)')
    expect(proxyJob(s.decks, d, DEFAULT_PRINT, images, s.collection.lookup()).cards).toHaveLength(4)
    s.collection.set('cfs-base', 'C001', 3)
    s.collection.set('cfs-base', 'C002', 1)
    expect(() => proxyJob(s.decks, d, { ...DEFAULT_PRINT, missingOnly: true }, images, s.collection.lookup())).toThrow(NOTHING_MISSING)
    expect(() => proxyJob(s.decks, d, { ...DEFAULT_PRINT, missingOnly: true }, images)).toThrow(/needs the collection/)
  })

  it("the app prints a library deck's missing cards through its print jobs", () => {
    const s = freshServices()
    const saved = s.library.create({ name: 'Mine', format: 'cfs-classic' })
    s.library.update(saved.id, { main: deck([['C001', 2]]).main })
    s.collection.set('cfs-base', 'C001', 2)
    expect(() => s.printing.start(saved.id, { ...DEFAULT_PRINT, missingOnly: true }, '/nonexistent/x.pdf')).toThrow(NOTHING_MISSING)
  })
})

describe('the collection over IPC', () => {
  it('sets and reads counts, and refuses a bad payload naming the field', async () => {
    const s = freshServices()
    const call = createDispatch(s)
    expect(await call('setOwned', { set: 'cfs-base', number: 'C001', owned: 2 })).toEqual({ ok: true, value: 2 })
    expect(await call('ownedCount', { set: 'cfs-base', number: 'C001' })).toEqual({ ok: true, value: 2 })
    expect(await call('collectionTotals', undefined)).toEqual({ ok: true, value: { cards: 1, copies: 2 } })
    for (const owned of [1000, -1, 1.5, '2']) {
      const r = await call('setOwned', { set: 'cfs-base', number: 'C001', owned })
      expect(r).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'owned' } })
    }
    expect(await call('setOwned', { set: 'cfs-base', number: 'C001', owned: 1, extra: true })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    expect(await call('setOwned', { set: 'cfs-base', number: 'X999', owned: 1 })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    const short = await call('deckShortfall', { main: [{ set: 'cfs-base', number: 'C001', count: 3 }], strikers: [] })
    expect(short).toEqual({
      ok: true,
      value: { cards: [{ set: 'cfs-base', number: 'C001', count: 3, owned: 2, missing: 1 }], copies: 1, different: 1, tracked: true },
    })
    await call('setOwned', { set: 'cfs-base', number: 'C001', owned: 0 })
    expect(await call('deckShortfall', { main: [{ set: 'cfs-base', number: 'C001', count: 3 }], strikers: [] })).toMatchObject({
      ok: true,
      value: { copies: 3, tracked: false },
    })
    await call('setOwned', { set: 'cfs-base', number: 'C001', owned: 2 })
    expect(await call('openCollectionFile', undefined)).toMatchObject({ ok: false, error: { code: 'REFUSED' } })
    expect(s.collection.owned('cfs-base', 'C001')).toBe(2)
  })
})
