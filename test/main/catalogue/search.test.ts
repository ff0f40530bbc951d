import { describe, expect, it } from 'vitest'
import Database from 'better-sqlite3'
import { parseQuery, QuerySyntaxError } from '../../../src/main/core/query'
import { Services } from '../../../src/main/services'
import { freshServices, sharedServices } from '../../helpers'

const search = (q: string, limit = 50) => sharedServices().search.search(q, limit)
const names = (q: string, limit = 5) => search(q, limit).cards.map((c) => c.name)

describe('parseQuery', () => {
  it('splits free text from filters', () => {
    expect(parseQuery('kind:capcom bp>=800 ability:square backup:Ryu shoto')).toEqual({
      text: ['shoto'],
      filters: [
        { field: 'kind', kinds: ['capcom'] },
        { field: 'bp', op: '>=', value: 800 },
        { field: 'ability', types: ['square'] },
        { field: 'backup', name: 'Ryu' },
      ],
    })
  })

  it('reads quoted values and phrases, comparisons and kind:character', () => {
    expect(parseQuery('backup:"Chun Li" "spinning bird" sp<3 cost=2 kind:character')).toEqual({
      text: ['spinning bird'],
      filters: [
        { field: 'backup', name: 'Chun Li' },
        { field: 'sp', op: '<', value: 3 },
        { field: 'cost', op: '=', value: 2 },
        { field: 'kind', kinds: ['capcom', 'snk'] },
      ],
    })
  })

  it('names the bad token', () => {
    expect(() => parseQuery('colour:red')).toThrow(QuerySyntaxError)
    expect(() => parseQuery('colour:red')).toThrow(/unknown filter "colour:"/)
    expect(() => parseQuery('bp>=lots')).toThrow(/"bp" needs a whole number in "bp>=lots"/)
    expect(() => parseQuery('kind:wizard')).toThrow(/unknown kind "wizard"/)
    expect(() => parseQuery('kind>capcom')).toThrow(/takes ":"/)
  })
})

describe('search', () => {
  it('is typo-tolerant on names, best first', () => {
    expect(names('chunli')[0]).toBe('Chun Li')
    expect(names('chun li')[0]).toBe('Chun Li')
    expect(names('geese')[0]).toBe('Geese')
    expect(names('gese')[0]).toBe('Geese')
    // A full name's second word, misspelt: Terry's cards still come first, held whole or in part.
    expect(names('terry bogrd')[0]).toMatch(/^Terry/)
    expect(names('tery')[0]).toBe('Terry')
    expect(names('ryu')[0]).toBe('Ryu')
  })

  it('searches alt names and rules text', () => {
    expect(names('m.bison')[0]).toBe('Vega (M.Bison)')
    expect(names('akuma')[0]).toBe('Gouki')
    expect(names('shinku')).toEqual(['Ryu'])
    expect(names('hadouken')).toContain('Ryu')
  })

  it('filters by kind, rarity, BP, SP, cost, ability and Back-Up', () => {
    const r = search('kind:snk bp>=1000 rarity:a', 500)
    expect(r.total).toBeGreaterThan(0)
    for (const c of r.cards) expect(c).toMatchObject({ kind: 'snk', rarity: 'A' })
    for (const c of r.cards) expect(c.bp).toBeGreaterThanOrEqual(1000)
    for (const c of search('ability:square', 500).cards) expect(c.ability?.type).toBe('square')
    for (const c of search('kind:action cost<=2', 500).cards) expect(c.cost).toBeLessThanOrEqual(2)
    const backers = search('backup:Sakura', 500).cards
    expect(backers.map((c) => c.number)).toContain('C001')
    for (const c of backers) expect(c.backups.map((b) => b.name)).toContain('Sakura')
  })

  it('combines filters with free text', () => {
    const r = search('kind:capcom ryu', 50)
    expect(r.cards[0].name).toBe('Ryu')
    for (const c of r.cards) expect(c.kind).toBe('capcom')
    expect(search('kind:snk ryu').cards.map((c) => c.name)).not.toContain('Ryu')
  })

  it('counts the whole catalogue with no query and searches the base set by default', () => {
    expect(search('').total).toBe(424)
    expect(search('kind:capcom').total).toBe(160)
    expect(search('set:cfc-1999').total).toBe(300)
    expect(search('set:cfc-1999 kind:capcom').cards.every((c) => c.set === 'cfc-1999')).toBe(true)
    expect(search('set:all').total).toBe(724)
  })

  it('keeps Back-Up names case-sensitive unless no card is listed under that spelling', () => {
    const exact = search('backup:ZERO', 500).cards
    const other = search('backup:Zero', 500).cards
    for (const c of exact) expect(c.backups.map((b) => b.name)).toContain('ZERO')
    for (const c of other) expect(c.backups.map((b) => b.name)).toContain('Zero')
    expect(search('backup:sakura', 500).total).toBe(search('backup:Sakura', 500).total)
  })

  it('finds nothing for nonsense, and says how many cards match beyond the limit', () => {
    expect(search('qqqqxz').total).toBe(0)
    const r = search('kind:character', 10)
    expect(r.cards).toHaveLength(10)
    expect(r.total).toBe(320)
  })
})

describe('browse', () => {
  it('gives the same cards in the same order as search, as short rows', () => {
    const s = sharedServices().search
    for (const q of ['chunli', 'kind:snk bp>=1000', '']) {
      const full = s.search(q, 300)
      const rows = s.browse(q, 300)
      // A first page that is not counted has its count in the next page's answer.
      expect(rows.counted ? rows.total : s.browse(q, 300, rows.cards.length).total).toBe(full.total)
      expect(rows.cards.map((c) => c.number)).toEqual(full.cards.map((c) => c.number))
    }
    expect(Object.keys(s.browse('ryu', 1).cards[0])).toEqual([
      'set',
      'number',
      'name',
      'kind',
      'rarity',
      'bp',
      'sp',
      'cost',
      'ability',
      'image',
      'art',
      'score',
      'owned',
    ])
    expect(s.browse('ryu', 1).cards[0].ability).toEqual({ name: 'Shinku Hadoken', type: 'square' })
  })
})

describe("a list's first screen", () => {
  it('is not counted when it is full; the next page carries the count', () => {
    const s = sharedServices().search
    const first = s.browse('', 300)
    expect(first).toMatchObject({ total: 300, counted: false })
    const rest = s.browse('', 300, 300)
    expect(rest).toMatchObject({ total: 424, counted: true })
    expect(rest.cards).toHaveLength(124)
    expect(s.browse('kind:snk', 300)).toMatchObject({ total: s.search('kind:snk').total, counted: true })
  })

  it('ranks a broad query among its first 500 matches and counts them all on the next page', () => {
    const s = freshServices()
    const csv = ['number,name,kind,bp,sp', ...Array.from({ length: 600 }, (_, i) => `C${1000 + i},Zorblax ${i},capcom,500,2`)].join('\n')
    s.importer.apply({ fileName: 'big.csv', text: csv, setId: 'big' })
    s.catalogue.setSearched('big', true)
    const first = s.search.browse('zorblax', 50)
    expect(first).toMatchObject({ total: 500, counted: false })
    expect(first.cards).toHaveLength(50)
    expect(first.cards.every((c) => c.name.startsWith('Zorblax '))).toBe(true)
    expect(s.search.browse('zorblax', 50, 50)).toMatchObject({ total: 600, counted: true })
    expect(s.search.browse('zorblax', 50, 200)).toMatchObject({ total: 600, counted: true, cards: [] })
    expect(s.search.search('zorblax', 50).total).toBe(600)
    // A narrower query is ranked and counted whole at once.
    expect(s.search.browse('zorblax 42', 50)).toMatchObject({ counted: true, total: s.search.search('zorblax 42').total })
  })
})

describe('browse pages', () => {
  it('pages through a long list without gaps or repeats', () => {
    const s = sharedServices().search
    for (const q of ['', 'ryu']) {
      const all = s.browse(q, 1000).cards.map((c) => c.number)
      const paged = [0, 1, 2, 3, 4].flatMap((p) => s.browse(q, Math.ceil(all.length / 5), p * Math.ceil(all.length / 5)).cards.map((c) => c.number))
      expect(paged).toEqual(all)
    }
  })
})

describe('which sets a search covers', () => {
  it('a copy of a set is searched only when named, so a plain search shows each card once', () => {
    const s = freshServices()
    s.editor.copySet('cfs-base', 'mine', 'My base set')
    s.editor.createSet('promos', 'Promos')
    expect(s.catalogue.sets().map((set) => [set.id, set.searched])).toEqual([
      ['cfs-base', true],
      ['cfc-1999', false],
      ['mine', false],
      ['promos', true],
    ])
    const plain = s.search.search('ryu', 100)
    expect(plain.sets).toEqual(['cfs-base', 'promos'])
    expect(plain.cards.filter((c) => c.number === 'C001').map((c) => c.set)).toEqual(['cfs-base'])
    expect(s.search.search('set:mine ryu').cards[0]).toMatchObject({ set: 'mine', number: 'C001' })
    expect(s.search.browse('set:all C001', 10).cards.map((c) => c.set)).toEqual(['cfs-base', 'cfc-1999', 'mine'])
    // The player may switch a copy on; the app and the command then both cover it.
    s.catalogue.setSearched('mine', true)
    expect(s.search.search('C001').cards.map((c) => c.set)).toEqual(['cfs-base', 'mine'])
  })
})

describe('the saved search vocabulary', () => {
  it('is written at close, read at the next open while the index is unchanged, and rebuilt when it changed', () => {
    const first = freshServices()
    const file = first.file
    first.close()
    const raw = new Database(file)
    const saved = raw.prepare('SELECT terms FROM search_vocabulary').pluck().get() as string
    const indexed = (raw.prepare('SELECT term FROM cards_vocab').pluck().all() as string[]).sort()
    expect(saved.split('\n')).toEqual(indexed)
    expect(indexed).toContain('ryu')

    // The saved words are the ones searched: without them nothing is found.
    raw.prepare("UPDATE search_vocabulary SET terms = 'zzz'").run()
    raw.close()
    const emptied = new Services(file)
    expect(emptied.search.search('ryu').total).toBe(0)
    emptied.close()

    // A change to the index (here made behind Ringside's back) makes the saved list stale: the index is read again.
    const edit = new Database(file)
    edit.prepare("UPDATE cards SET name = 'Qwertyuiop' WHERE set_id = 'cfs-base' AND number = 'C001'").run()
    edit.close()
    const changed = new Services(file)
    expect(changed.search.search('ryu').total).toBeGreaterThan(0)
    expect(changed.search.search('qwertyuiop').cards.map((c) => c.number)).toEqual(['C001'])
    changed.close()
    const again = new Database(file, { readonly: true })
    expect((again.prepare('SELECT terms FROM search_vocabulary').pluck().get() as string).split('\n')).toContain('qwertyuiop')
    again.close()
  })

  it('is only a cache: a database busy at close goes without it, and closes without an error', () => {
    const s = freshServices()
    const other = new Database(s.file)
    other.prepare('BEGIN IMMEDIATE').run()
    s.catalogue.db.pragma('busy_timeout = 10')
    expect(() => s.close()).not.toThrow()
    other.prepare('ROLLBACK').run()
    expect(other.prepare('SELECT count(*) FROM search_vocabulary').pluck().get()).toBe(0)
    other.close()
  })

  it('finds loose card numbers: c1, C01, #C001 and 001, as typed first', () => {
    for (const typed of ['c1', 'C01', '#C001', '#c1'])
      expect(
        search(typed).cards.map((c) => c.number),
        typed,
      ).toEqual(['C001'])
    expect(search('001').cards.map((c) => c.number)).toEqual(expect.arrayContaining(['C001', 'S001']))
    expect(search('001').cards.every((c) => /^[A-Z]+001$/.test(c.number))).toBe(true)
  })

  it('ranks the cards holding the most of the words when none holds them all, instead of answering nothing', () => {
    const some = search('ryu zzqx')
    expect(some.partial).toEqual({ matched: 1, of: 2 })
    expect(some.cards.length).toBeGreaterThan(0)
    expect(
      some.cards.every((c) =>
        /ryu/i.test(
          `${c.name} ${c.text ?? ''} ${c.ability?.text ?? ''} ${c.ability?.name ?? ''} ${c.altNames.join(' ')} ${c.backups.map((b) => b.name).join(' ')}`,
        ),
      ),
    ).toBe(true)
    const three = search('ryu ken zangief')
    expect(three.partial).toEqual({ matched: 2, of: 3 })
    const scores = three.cards.map((c) => c.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    // Every word held: no partial answer.
    expect(search('chun li').partial).toBeUndefined()
    // Filters still hold: no SNK card is named Ryu, so nothing is listed.
    expect(search('kind:snk ryu zzqx').cards.every((c) => c.kind === 'snk')).toBe(true)
  })
})
