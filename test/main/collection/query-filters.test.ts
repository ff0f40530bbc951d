import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseQuery, QuerySyntaxError } from '../../../src/main/core/query'
import { Services } from '../../../src/main/services'

describe('owned: and missing: in the query language', () => {
  it('parses counts like the other numbers, and missing: alone, yes or no', () => {
    expect(parseQuery('owned>=2').filters).toEqual([{ field: 'owned', op: '>=', value: 2 }])
    expect(parseQuery('owned:0').filters).toEqual([{ field: 'owned', op: '=', value: 0 }])
    expect(parseQuery('missing:').filters).toEqual([{ field: 'missing', missing: true }])
    expect(parseQuery('missing:yes kind:snk').filters).toEqual([
      { field: 'missing', missing: true },
      { field: 'kind', kinds: ['snk'] },
    ])
    expect(parseQuery('missing:NO').filters).toEqual([{ field: 'missing', missing: false }])
  })

  it('refuses a bad value, saying where and what it takes', () => {
    const error = (q: string) => {
      try {
        parseQuery(q)
      } catch (err) {
        return err instanceof QuerySyntaxError ? err.message : String(err)
      }
      return 'parsed'
    }
    expect(error('owned>=two')).toBe('"owned" needs a whole number in "owned>=two" at character 1')
    expect(error('ryu missing:maybe')).toBe('"missing" takes yes or no, not "maybe" at character 5 (missing: alone means yes)')
    expect(error('missing>1')).toBe('"missing" takes ":" not ">" in "missing>1" at character 1')
    expect(error('missing:""')).toBe('"missing:""" needs a value at character 1')
  })
})

describe('owned: and missing: against the catalogue', () => {
  let s: Services
  let all: number
  const search = (q: string) => s.search.search(q, 1000)
  const numbers = (q: string) =>
    search(q)
      .cards.map((c) => c.number)
      .sort()

  beforeAll(() => {
    // One database for the file's tests, which only read after this.
    s = new Services(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-owned-')), 'ringside.db'))
    s.collection.set('cfs-base', 'C001', 2)
    s.collection.set('cfs-base', 'C002', 1)
    s.collection.set('cfs-base', 'S001', 3)
    s.collection.set('cfc-1999', 'C001', 1) // another set: outside the default scope
    all = search('').total
  })
  afterAll(() => {
    s.close()
    fs.rmSync(path.dirname(s.file), { recursive: true, force: true })
  })

  it('compares the owned count: owned>0, owned>=2, owned:2, owned<1', () => {
    expect(numbers('owned>0')).toEqual(['C001', 'C002', 'S001'])
    expect(numbers('owned>=2')).toEqual(['C001', 'S001'])
    expect(numbers('owned:2')).toEqual(['C001'])
    expect(numbers('owned=3 kind:snk')).toEqual(['S001'])
    expect(search('owned<1').total).toBe(all - 3)
    expect(search('owned:0').total).toBe(all - 3)
    expect(numbers('set:cfc-1999 owned>0')).toEqual(['C001'])
  })

  it('finds the cards owned 0 times with missing:, and combines it with the rest of the language', () => {
    expect(search('missing:').total).toBe(all - 3)
    expect(search('missing:yes').total).toBe(all - 3)
    expect(numbers('missing:no')).toEqual(['C001', 'C002', 'S001'])
    expect(numbers('-missing:')).toEqual(['C001', 'C002', 'S001'])
    expect(search('kind:capcom missing:').total).toBe(search('kind:capcom').total - 2)
    expect(numbers('(owned:1 OR owned:3)')).toEqual(['C002', 'S001'])
    expect(search('missing:').cards.some((c) => ['C001', 'C002', 'S001'].includes(c.number) && c.set === 'cfs-base')).toBe(false)
    expect(search('ryu missing:').cards.map((c) => c.number)).not.toContain('C001')
  })

  it("shows each row's owned count in the card list", () => {
    const rows = s.search.browse('number:C001,C002,C003').cards
    expect(rows.map((c) => [c.number, c.owned])).toEqual([
      ['C001', 2],
      ['C002', 1],
      ['C003', 0],
    ])
  })
})
