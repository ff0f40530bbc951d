import { exportSetFile } from '../../../src/main/cards/card-file'
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cardProblems } from '../../../src/main/games/cfs/card-rules'
import { listBackups } from '../../../src/main/storage/backups'
import type { Card } from '../../../src/shared/card'
import { freshServices } from '../../helpers'

const SAMPLE = fs.readFileSync('db/sample-cards.csv', 'utf8')
const HEADER = SAMPLE.split('\n')[0]
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n'

/** Everything an import could touch, to show a failed one touched nothing. */
function snapshot(s: ReturnType<typeof freshServices>) {
  const db = s.catalogue.db
  return JSON.stringify([
    db.prepare('SELECT * FROM sets ORDER BY id').all(),
    db.prepare('SELECT count(*) AS n, sum(bp) AS bp FROM cards').get(),
    db.prepare('SELECT count(*) AS n FROM card_backups').get(),
  ])
}

describe('importing a card file', () => {
  it('previews the sample file, applies it whole, and a second import changes nothing', () => {
    const s = freshServices()
    const request = { fileName: 'sample-cards.csv', text: SAMPLE, setId: 'promos', setName: 'Promo cards' }
    const preview = s.importer.preview(request)
    expect(preview.problems).toEqual([])
    expect(preview.set).toEqual({ id: 'promos', name: 'Promo cards', isNew: true })
    expect(preview.added.map((a) => a.number)).toEqual(['C901', 'C902', 'C903', 'S901', 'S902', 'A901', 'R901', 'F901'])
    expect(preview.added[0]).toEqual({ line: 2, number: 'C901', name: 'Ryu (Promo)' })
    expect(s.catalogue.set('promos')).toBeUndefined() // a preview writes nothing

    s.importer.apply(request)
    expect(s.catalogue.set('promos')).toEqual({ id: 'promos', name: 'Promo cards', shipped: false, cards: 8, searched: true, game: 'cfs' })
    const sakura = s.catalogue.card('promos', 'C903')!
    expect(sakura.backups.map((b) => b.name)).toEqual(['Ryu (Promo)', 'Ryu (Promo)']) // repeats kept
    expect(s.catalogue.card('promos', 'F901')).toMatchObject({ kind: 'arena', text: 'While this arena is in play, Capcom characters get +100 BP.' })
    expect(s.search.search('shoryureppa').cards.map((c) => c.number)).toContain('C902')
    expect(listBackups(s.file).map((b) => b.reason)).toEqual(['imported', 'import'])

    const again = s.importer.apply(request)
    expect(again).toMatchObject({ added: [], changed: [], unchanged: 8, problems: [] })
    expect(listBackups(s.file)).toHaveLength(2) // nothing to apply, so no backup either
  })

  it('lists what changed, field by field, and keeps cards the file leaves out', () => {
    const s = freshServices()
    s.importer.apply({ fileName: 'a.csv', text: SAMPLE, setId: 'promos' })
    const edited = csv(
      'C901,Ryu (Promo),capcom,S,1000,3,,square,Shinku Hadoken,Discard 2 cards from hand: 1 character takes 500 damage.,,Ken (Promo); Sakura (Promo),,Promo Ryu,Street Fighter',
      'C902,Ken (Promo),capcom,A,800,2,,circle,Shoryureppa,Your SP +2.,,Ryu (Promo),,,Street Fighter',
      'C904,Dan (Promo),capcom,D,100,0,,,,,,,,,',
    )
    const preview = s.importer.apply({ fileName: 'b.csv', text: edited, setId: 'promos' })
    expect(preview.problems).toEqual([])
    expect(preview.changed).toEqual([
      { line: 2, number: 'C901', name: 'Ryu (Promo)', fields: ['bp'] },
      { line: 3, number: 'C902', name: 'Ken (Promo)', fields: ['ability_text'] },
    ])
    expect(preview.added).toEqual([{ line: 4, number: 'C904', name: 'Dan (Promo)' }])
    expect(preview.untouched).toBe(6)
    expect(s.catalogue.card('promos', 'C901')!.bp).toBe(1000)
    expect(s.catalogue.set('promos')!.cards).toBe(9)
  })

  it('names every bad line and field and writes nothing', () => {
    const s = freshServices()
    const before = snapshot(s)
    const text = csv(
      'C901,Ryu (Promo),capcom,S,abc,3,,square,Shinku,Some text.,,,,,',
      'C902,Ken (Promo),capcom,A,800,2,,circle,Shoryu,Your SP +1.,,Ryu (Promo); Kenn,,,',
      'C903,Good Card,capcom,A,800,2,,,,,,,,,',
      'S904,Bad Kind,capcom,A,850,12,4,,,,,,,,',
      'A905,Rush,action,C,,,,,,,,,,,',
      'C902,Ken Again,capcom,A,800,2,,,,,,,,,',
    )
    const preview = s.importer.apply({ fileName: 'bad.csv', text, setId: 'promos' })
    expect(preview.problems).toEqual([
      { line: 2, field: 'bp', message: '"abc" is not a whole number' },
      { line: 3, field: 'backups', message: '"Kenn" is no character of this set or cfs-base — did you mean "Ken" or "Ken (Promo)"?' },
      { line: 5, field: 'number', message: "a capcom card's number starts with C (C904)" },
      { line: 5, field: 'bp', message: 'must be 100 to 3000 in steps of 100' },
      { line: 5, field: 'sp', message: 'must be a whole number from 0 to 10' },
      { line: 5, field: 'cost', message: 'a character has SP, not a cost' },
      { line: 6, field: 'cost', message: 'an action card needs its SP cost' },
      { line: 6, field: 'text', message: 'an action card needs its text' },
      { line: 7, field: 'number', message: 'C902 is also on line 3' },
    ])
    expect(snapshot(s)).toBe(before)
    expect(listBackups(s.file)).toEqual([])
  })

  it('refuses files with the wrong columns, junk, and writes to a shipped set', () => {
    const s = freshServices()
    const before = snapshot(s)
    const wrong = s.importer.apply({ fileName: 'x.csv', text: 'no,name,type\nC1,Ryu,capcom\n', setId: 'promos' })
    expect(wrong.problems).toEqual([
      { line: 1, field: null, message: expect.stringMatching(/^unknown columns "no", "type" \(the columns are number, name, kind, /) },
      { line: 1, field: null, message: 'missing columns number, kind' },
    ])
    // A megabyte of junk: random printable text, then random bytes.
    let seed = 7
    const junk = Array.from({ length: 1_000_000 }, () => String.fromCharCode(32 + ((seed = (seed * 1103515245 + 12345) >>> 0) % 95))).join('')
    for (const text of [junk, Buffer.from(Buffer.from(junk).map((b, i) => (b * i) & 255)).toString('latin1'), `${HEADER}\n${junk}`]) {
      const preview = s.importer.apply({ fileName: 'junk.csv', text, setId: 'promos' })
      expect(preview.problems.length).toBeGreaterThan(0)
      expect(preview.problems.length).toBeLessThanOrEqual(501)
    }
    expect(s.importer.apply({ fileName: 'junk.json', text: '{"cards": 3', setId: 'promos' }).problems[0].message).toMatch(/^not valid JSON/)
    expect(s.importer.apply({ fileName: 'x.csv', text: SAMPLE, setId: 'cfs-base' }).problems).toEqual([
      { line: 0, field: null, message: 'cfs-base is a shipped set and cannot be changed; import into a set of your own' },
    ])
    expect(s.importer.apply({ fileName: 'x.csv', text: SAMPLE, setId: 'My Set' }).problems[0].message).toMatch(/is not a set id/)
    expect(snapshot(s)).toBe(before)
  })

  it('keeps Unicode names and text exactly', () => {
    const s = freshServices()
    const text = csv(
      'C950,春麗 (Chun-Li),capcom,A,700,2,,triangle,百裂脚,Draw 1 card. «Ça va»,,Рю; 春麗 (Chun-Li),,Chun Li,',
      'C951,Рю,capcom,B,600,1,,,,,,,,,',
    )
    expect(s.importer.apply({ fileName: 'u.csv', text, setId: 'unicode' }).problems).toEqual([])
    expect(s.catalogue.card('unicode', 'C950')).toMatchObject({ name: '春麗 (Chun-Li)', ability: { name: '百裂脚', text: 'Draw 1 card. «Ça va»' } })
    expect(s.search.search('set:unicode Рю').cards.map((c) => c.number)).toEqual(['C951'])
  })

  it('export then import round-trips the whole base set, as CSV and as JSON', () => {
    const s = freshServices()
    for (const as of ['csv', 'json'] as const) {
      const file = exportSetFile(s.catalogue, 'cfs-base', as)
      const setId = `copy-${as}`
      const preview = s.importer.apply({ fileName: file.fileName, text: file.text, setId, setName: 'Copy' })
      expect(preview.problems).toEqual([])
      expect(preview.added).toHaveLength(424)
      const strip = (cards: Card[]) => cards.map(({ set: _set, ...rest }) => rest)
      expect(strip(s.catalogue.setCards(setId))).toEqual(strip(s.catalogue.setCards('cfs-base')))
      expect(s.importer.apply({ fileName: file.fileName, text: file.text, setId })).toMatchObject({ added: [], changed: [], unchanged: 424 })
    }
    // A JSON export names its set, so it imports without being told where.
    const json = exportSetFile(s.catalogue, 'copy-csv', 'json')
    expect(s.importer.preview({ fileName: json.fileName, text: json.text }).set).toEqual({ id: 'copy-csv', name: 'Copy', isNew: false })
  })
})

describe('card rules', () => {
  const ryu = (changes: Partial<Card>): Card => ({
    set: 'x',
    number: 'C001',
    name: 'Ryu',
    kind: 'capcom',
    rarity: 'A',
    bp: 1000,
    sp: 3,
    cost: null,
    ability: { name: 'Hadoken', type: 'square', text: 'Deal 300.' },
    text: null,
    backups: [],
    altNames: [],
    origin: null,
    ...changes,
  })

  it('holds every shipped card', () => {
    const s = freshServices()
    for (const set of ['cfs-base', 'cfc-1999']) for (const card of s.catalogue.setCards(set)) expect(cardProblems(card), card.number).toEqual([])
  })

  it('checks numbers by kind, BP steps, SP and cost ranges, and what only characters have', () => {
    expect(cardProblems(ryu({ number: 'c001' }))[0].message).toBe('"c001" is not a card number like C001')
    expect(cardProblems(ryu({ number: 'C001b' }))).toEqual([])
    expect(cardProblems(ryu({ bp: 1050 }))).toEqual([{ field: 'bp', message: 'must be 100 to 3000 in steps of 100' }])
    expect(cardProblems(ryu({ bp: 3100 }))).toHaveLength(1)
    expect(cardProblems(ryu({ sp: -1 }))).toEqual([{ field: 'sp', message: 'must be a whole number from 0 to 10' }])
    expect(cardProblems(ryu({ rarity: 'X' }))).toEqual([{ field: 'rarity', message: 'must be one of D, C, B, A, S or empty' }])
    expect(cardProblems(ryu({ ability: { name: 'x', type: null, text: ' ' } }))).toEqual([{ field: 'ability_text', message: 'an ability needs its text' }])
    const arena = ryu({ number: 'F001', kind: 'arena', bp: null, sp: null, ability: null, text: 'Both players draw.' })
    expect(cardProblems(arena)).toEqual([])
    expect(cardProblems({ ...arena, cost: 2, backups: [{ name: 'Ryu', number: null }] }).map((p) => p.field)).toEqual(['cost', 'backups'])
    expect(cardProblems({ ...arena, number: 'A001' })[0].message).toBe("an arena card's number starts with F (F001)")
    expect(cardProblems({ ...arena, kind: 'reaction', number: 'R001' })).toEqual([{ field: 'cost', message: 'a reaction card needs its SP cost' }])
  })
})
