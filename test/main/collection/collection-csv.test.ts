import { describe, expect, it } from 'vitest'
import { problemLine } from '../../../src/shared/collection'
import { freshServices } from '../../helpers'

const csv = (...rows: string[]) => rows.join('\n') + '\n'

describe('the collection as CSV', () => {
  it('writes set,number,name,owned and reads it back unchanged', () => {
    const s = freshServices()
    s.collection.set('cfs-base', 'C001', 3)
    s.collection.set('cfs-base', 'A001', 1)
    s.collection.set('cfc-1999', 'C001', 2)
    const text = s.collection.exportCsv()
    const ryu = s.catalogue.card('cfs-base', 'C001')!.name
    expect(text.split('\n')[0]).toBe('set,number,name,owned')
    expect(text).toContain(`cfs-base,C001,${ryu},3`)
    const before = s.collection.list()
    for (const c of before) s.collection.set(c.set, c.number, 0)
    expect(s.collection.list()).toEqual([])
    expect(s.collection.importCsv(text, 'mine.csv')).toEqual({ ok: true, cards: 3 })
    expect(s.collection.list()).toEqual(before)
  })

  it('takes a file without the name column, and never checks a name; 0 removes a card; cards not listed keep their count', () => {
    const s = freshServices()
    s.collection.set('cfs-base', 'C002', 1)
    s.collection.set('cfs-base', 'C003', 4)
    const r = s.collection.importCsv(csv('Set,Number,Owned', 'cfs-base,c001,2', 'cfs-base,C002,0'), 'mine.csv')
    expect(r).toEqual({ ok: true, cards: 2 })
    expect(s.collection.list()).toEqual([
      { set: 'cfs-base', number: 'C001', owned: 2 },
      { set: 'cfs-base', number: 'C003', owned: 4 },
    ])
    expect(s.collection.importCsv(csv('set,number,name,owned', 'cfs-base,C001,Not Ryu at all,1'), 'mine.csv')).toEqual({ ok: true, cards: 1 })
    expect(s.collection.owned('cfs-base', 'C001')).toBe(1)
  })

  it('refuses every bad row, each by line and column, and sets nothing', () => {
    const s = freshServices()
    s.collection.set('cfs-base', 'C005', 2)
    const before = s.collection.list()
    const r = s.collection.importCsv(
      csv(
        'set,number,name,owned',
        'cfs-base,C001,Ryu,2',
        'cfs-base,C002,,many',
        'cfs-base,C003,,1000',
        'cfs-base,C004,,-1',
        ',C006,,1',
        'cfs-base,,,1',
        'cfs-base,Z999,,1',
        'nosuch,C001,,1',
        'cfs-base,c001,,1',
        'cfs-base,C007,,1.5',
        'cfs-base,C008,1',
        'cfs-base,C009,,',
      ),
      'mine.csv',
    )
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.problems.map((p) => problemLine(r.fileName, p))).toEqual([
      'mine.csv:3: owned: "many" is not a whole number from 0 to 999',
      'mine.csv:4: owned: "1000" is not a whole number from 0 to 999',
      'mine.csv:5: owned: "-1" is not a whole number from 0 to 999',
      'mine.csv:6: set: empty: a set id is needed (e.g. cfs-base)',
      'mine.csv:7: number: empty: a card number is needed (e.g. C001)',
      'mine.csv:8: number: no card Z999 in set cfs-base in the catalogue',
      'mine.csv:9: number: no card C001 in set nosuch in the catalogue',
      'mine.csv:10: number: cfs-base:C001 again; it is on line 2 already',
      'mine.csv:11: owned: "1.5" is not a whole number from 0 to 999',
      'mine.csv:12: 3 cells, the header has 4',
      'mine.csv:13: owned: "" is not a whole number from 0 to 999',
    ])
    expect(s.collection.list()).toEqual(before)
  })

  it('refuses a bad header, an empty file and text that is not CSV, saying where', () => {
    const c = freshServices().collection
    const problems = (text: string) => {
      const r = c.importCsv(text, 'mine.csv')
      return r.ok ? [] : r.problems.map((p) => problemLine(r.fileName, p))
    }
    expect(problems(csv('set,number,count', 'cfs-base,C001,1'))).toEqual([
      'mine.csv:1: unknown columns "count" (the columns are set,number,name,owned)',
      'mine.csv:1: missing columns owned (the columns are set,number,name,owned; name may be left out)',
    ])
    expect(problems(csv('set,number,owned,owned'))).toEqual(['mine.csv:1: the column owned twice'])
    expect(problems('')).toEqual(['mine.csv: the file is empty (the columns are set,number,name,owned)'])
    expect(problems(csv('set,number,owned', 'cfs-base,"C001,1'))[0]).toMatch(/^mine\.csv:\d+: not readable as CSV: /)
    expect(c.list()).toEqual([])
  })

  it('keeps a spreadsheet from running a name as a formula, and reads it back', () => {
    const s = freshServices()
    s.editor.createSet('mine', 'My cards')
    const card = { ...s.catalogue.card('cfs-base', 'C001')!, set: 'mine', name: '=Ryu', backups: [] }
    expect(s.editor.save('mine', card, null)).toMatchObject({ ok: true })
    s.collection.set('mine', 'C001', 1)
    const text = s.collection.exportCsv()
    expect(text).toContain("mine,C001,'=Ryu,1")
    expect(s.collection.importCsv(text, 'mine.csv')).toEqual({ ok: true, cards: 1 })
  })
})
