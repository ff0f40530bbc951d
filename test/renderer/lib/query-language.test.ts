import { describe, expect, it } from 'vitest'
import { NO_CHIPS, queryErrorView, searchQuery } from '../../../src/renderer/src/lib/query'
import { parseQuery, QuerySyntaxError } from '../../../src/main/core/query'

const snk = { ...NO_CHIPS, kinds: ['snk'] }

describe('the query the search box sends', () => {
  it('wraps typed text holding OR in parentheses when chips follow, so the chips apply to the whole of it', () => {
    expect(searchQuery('ryu OR ken', NO_CHIPS).query).toBe('ryu OR ken')
    expect(searchQuery(' ryu OR ken', snk).query).toBe('(ryu OR ken) kind:snk')
    expect(parseQuery(searchQuery('ryu OR ken', snk).query)).toEqual({
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
    // A plain query, a lower-case "or" or an OR inside quotes stays as it was.
    expect(searchQuery('ryu', snk).query).toBe('ryu kind:snk')
    expect(searchQuery('ryu or ken', snk).query).toBe('ryu or ken kind:snk')
    expect(searchQuery('"ryu OR ken"', snk).query).toBe('"ryu OR ken" kind:snk')
    expect(searchQuery('', snk).query).toBe('kind:snk')
  })

  it('points an error at the bad part of the text as typed', () => {
    for (const [text, chips, bad] of [
      ['ryu kind:snx', NO_CHIPS, 'snx'],
      ['  ryu OR kind:snx', snk, 'snx'],
      ['(ryu OR ken', snk, '('],
      ['ryu OR', NO_CHIPS, 'OR'],
    ] as const) {
      const { query, textAt } = searchQuery(text, chips)
      let message = ''
      try {
        parseQuery(query)
      } catch (err) {
        message = (err as QuerySyntaxError).message
      }
      const view = queryErrorView(message, text, textAt)
      expect(text.slice(view.start, view.end), text).toBe(bad)
      expect(view.message).toContain(`at character ${view.start + 1}`)
    }
    expect(queryErrorView('unknown set "nope" (sets: cfs-base, all)', 'ryu set:nope', 0)).toMatchObject({ start: 8, end: 12 })
    expect(queryErrorView('something else', 'ryu', 0).start).toBe(-1)
  })
})
