import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseQuery, QuerySyntaxError } from '../../../src/main/core/query'

const error = (q: string): QuerySyntaxError => {
  try {
    parseQuery(q)
  } catch (err) {
    if (err instanceof QuerySyntaxError) return err
    throw err
  }
  throw new Error(`"${q}" parsed`)
}

describe('the query language', () => {
  it('binds AND tighter than OR, and parentheses tighter than both', () => {
    expect(parseQuery('kind:snk ryu OR ken').conditions).toEqual([
      {
        op: 'or',
        items: [
          {
            op: 'and',
            items: [
              { op: 'filter', filter: { field: 'kind', kinds: ['snk'] } },
              { op: 'word', text: 'ryu', exact: false },
            ],
          },
          { op: 'word', text: 'ken', exact: false },
        ],
      },
    ])
    expect(parseQuery('kind:snk (ryu OR ken)')).toEqual({
      text: [],
      filters: [{ field: 'kind', kinds: ['snk'] }],
      conditions: [
        {
          op: 'or',
          items: [
            { op: 'word', text: 'ryu', exact: false },
            { op: 'word', text: 'ken', exact: false },
          ],
        },
      ],
    })
  })

  it('keeps a plain query as it was: ranked words and filters, no conditions', () => {
    expect(parseQuery('(chun li) bp>=800')).toEqual({ text: ['chun', 'li'], filters: [{ field: 'bp', op: '>=', value: 800 }] })
    expect(parseQuery('x-men bp>=-1 -')).toEqual({ text: ['x-men', '-'], filters: [{ field: 'bp', op: '>=', value: -1 }] })
    // Lower-case "or" is a word; lower-case "not" is one too, unless a filter or a group follows it.
    expect(parseQuery('ryu or ken')).toEqual({ text: ['ryu', 'or', 'ken'], filters: [] })
    expect(parseQuery('not coming')).toEqual({ text: ['not', 'coming'], filters: [] })
  })

  it('negates with -, NOT and not (before a filter or group)', () => {
    const kind = { op: 'filter', filter: { field: 'kind', kinds: ['snk'] } }
    for (const q of ['-kind:snk', 'NOT kind:snk', 'not kind:snk', '-(kind:snk)']) {
      expect(parseQuery(q).conditions, q).toEqual([{ op: 'not', item: kind }])
    }
    expect(parseQuery('NOT ryu').conditions).toEqual([{ op: 'not', item: { op: 'word', text: 'ryu', exact: false } }])
    expect(parseQuery('--ryu').conditions).toEqual([{ op: 'not', item: { op: 'not', item: { op: 'word', text: 'ryu', exact: false } } }])
    expect(parseQuery('-"chun li"').conditions).toEqual([{ op: 'not', item: { op: 'word', text: 'chun li', exact: true } }])
  })

  it('reads name: and text:, bare (word starts) or quoted (whole words)', () => {
    expect(parseQuery('name:ryu text:"freeze"').conditions).toEqual([
      { op: 'filter', filter: { field: 'name', words: 'ryu', exact: false } },
      { op: 'filter', filter: { field: 'text', words: 'freeze', exact: true } },
    ])
    expect(parseQuery('(name:"chun li" OR name:ken)').conditions?.[0]).toMatchObject({
      op: 'or',
      items: [{ filter: { words: 'chun li' } }, { filter: { words: 'ken' } }],
    })
  })

  it('says where the bad token is', () => {
    expect(error('ryu kind:snx')).toMatchObject({ message: expect.stringContaining('unknown kind "snx" at character 10'), offset: 9, length: 3 })
    expect(error('kind:capcom,snx')).toMatchObject({ offset: 12, length: 3 })
    expect(error('colour:red')).toMatchObject({ message: expect.stringMatching(/^unknown filter "colour:" at character 1 /), offset: 0, length: 10 })
    expect(error('ryu (ken')).toMatchObject({ message: '"(" is never closed at character 5', offset: 4, length: 1 })
    expect(error('ryu) ken')).toMatchObject({ message: '")" has no "(" to close at character 4', offset: 3 })
    expect(error('ryu ()')).toMatchObject({ message: 'empty group "()" at character 5', offset: 4 })
    expect(error('ryu OR')).toMatchObject({ message: '"OR" needs something after it at character 5', offset: 4, length: 2 })
    expect(error('OR ryu')).toMatchObject({ message: '"OR" needs something before it at character 1', offset: 0 })
    expect(error('(ryu OR) ken').offset).toBe(5)
    expect(error('ryu NOT')).toMatchObject({ message: '"NOT" needs something to negate after it at character 5', offset: 4, length: 3 })
    expect(error('-OR ken').offset).toBe(0)
    expect(error('bp>=lots')).toMatchObject({ offset: 0, length: 8 })
  })

  it('refuses nesting past 32 levels instead of recursing without end', () => {
    expect(parseQuery(`${'('.repeat(30)}ryu${')'.repeat(30)}`).text).toEqual(['ryu'])
    expect(error(`${'('.repeat(5000)}ryu`).message).toMatch(/nested deeper than 32 levels/)
    expect(error(`${'-'.repeat(5000)}ryu`).message).toMatch(/nested deeper than 32 levels/)
  })

  it('parses any string or throws QuerySyntaxError, quickly, up to 10k characters', () => {
    const piece = fc.constantFrom(
      '(',
      ')',
      ' ',
      '-',
      '"',
      'OR',
      'NOT',
      'not',
      'or',
      'kind:',
      'snk',
      'bp>=',
      '1000',
      'name:',
      'text:',
      'ryu',
      ',',
      '*',
      ':',
      '^',
      '{',
      '}',
    )
    const query = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.array(piece, { maxLength: 400 }).map((p) => p.join('')),
      fc.string({ unit: 'grapheme', maxLength: 100 }),
    )
    fc.assert(
      fc.property(query, (q) => {
        try {
          parseQuery(q)
        } catch (err) {
          expect(err).toBeInstanceOf(QuerySyntaxError)
          const e = err as QuerySyntaxError
          expect(e.offset).toBeGreaterThanOrEqual(0)
          expect(e.offset + e.length).toBeLessThanOrEqual(q.length)
        }
      }),
      { numRuns: 500 },
    )
    const started = performance.now()
    for (const q of ['a OR '.repeat(2000), '( '.repeat(5000), '-'.repeat(10_000), '"'.repeat(10_000), 'kind:snk '.repeat(1100)]) {
      try {
        parseQuery(q.slice(0, 10_000))
      } catch (err) {
        expect(err).toBeInstanceOf(QuerySyntaxError)
      }
    }
    expect(performance.now() - started).toBeLessThan(2000)
  })
})
