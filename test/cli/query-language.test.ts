import { describe, expect, it } from 'vitest'
import { commandTests } from './command'

const { run } = commandTests('query-language')

describe('ringside search with the query language', () => {
  it('negates a filter and ORs words', async () => {
    // A query that starts with "-" is a query, not an option.
    const negated = await run('search', '-kind:snk bp>=1000')
    expect(negated.code).toBe(0)
    expect(negated.out).toBe((await run('search', ' -kind:snk bp>=1000')).out)
    expect(negated.out).toBe((await run('search', 'bp>=1000 -kind:snk')).out)
    expect(negated.out).toContain('Ryu')
    expect(negated.out).not.toMatch(/\bsnk\b/i)
    const either = await run('search', 'ryu OR ken')
    expect(either.code).toBe(0)
    expect(either.out).toMatch(/ Ryu\b/)
    expect(either.out).toMatch(/ Ken\b/)
  })

  it('prints a bad query with a caret line under the bad token and exits 2', async () => {
    expect(await run('search', 'ryu kind:snx')).toEqual({
      code: 2,
      out: '',
      err: [
        'ringside: bad query: unknown kind "snx" at character 10 (kinds: capcom, snk, action, reaction, arena, character)',
        '  ryu kind:snx',
        '           ^^^',
      ].join('\n'),
    })
    expect((await run('search', '(ryu OR ken')).err.split('\n').slice(1)).toEqual(['  (ryu OR ken', '  ^'])
  })
})
