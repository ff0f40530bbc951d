import { describe, expect, it } from 'vitest'
import { words } from '../../../src/main/core/text'
import { sharedServices } from '../../helpers'

const search = (q: string, limit = 1000) => sharedServices().search.search(q, limit)
const wordsOf = (c: { name: string; altNames: string[] }) => words([c.name, ...c.altNames].join(' '))

describe('the query language in the catalogue', () => {
  it('negates a filter: -kind:snk has no SNK card, and the rest of the catalogue', () => {
    const r = search('-kind:snk')
    expect(r.total).toBeGreaterThan(0)
    expect(r.cards.some((c) => c.kind === 'snk')).toBe(false)
    expect(r.total + search('kind:snk').total).toBe(search('').total)
    expect(search('not ability:none').cards.every((c) => c.ability !== null)).toBe(true)
    expect(search('not ability:none').total + search('ability:none').total).toBe(search('').total)
  })

  it('ORs words: ryu OR ken holds both, and every card found names one of them', () => {
    const r = search('ryu OR ken')
    const names = r.cards.map((c) => c.name)
    expect(names).toEqual(expect.arrayContaining(['Ryu', 'Ken']))
    for (const c of r.cards) {
      const found = [...wordsOf(c), ...words(`${c.ability?.name ?? ''} ${c.ability?.text ?? ''} ${c.text ?? ''}`)]
      expect(
        found.some((w) => w.startsWith('ryu') || w.startsWith('ken')),
        c.name,
      ).toBe(true)
    }
    expect(r.total).toBe(new Set(r.cards.map((c) => `${c.set}:${c.number}`)).size)
  })

  it('groups filters with parentheses', () => {
    const r = search('(kind:snk OR kind:capcom) bp>=1000')
    expect(r.total).toBe(search('kind:character bp>=1000').total)
    expect(new Set(r.cards.map((c) => c.kind))).toEqual(new Set(['snk', 'capcom']))
    for (const c of r.cards) expect(c.bp).toBeGreaterThanOrEqual(1000)
  })

  it('matches names with name: and ability or rules text with text:', () => {
    const r = search('name:ryu -name:"ryu (u)"')
    expect(r.cards.map((c) => c.name)).toContain('Ryu')
    expect(r.cards.map((c) => c.name)).not.toContain('Ryu (U)')
    for (const c of r.cards) expect(wordsOf(c).some((w) => w.startsWith('ryu'))).toBe(true)
    const freeze = search('text:freeze')
    expect(freeze.total).toBeGreaterThan(0)
    for (const c of freeze.cards) expect(words(`${c.ability?.name ?? ''} ${c.ability?.text ?? ''} ${c.text ?? ''}`)).toContain('freeze')
    expect(search('name:"chun li"').cards.map((c) => c.name)).toContain('Chun Li')
  })

  it('splits any set in two: A = (A and B) + (A and not B)', () => {
    for (const [a, b] of [
      ['kind:capcom', 'bp>=800'],
      ['ryu OR ken', 'kind:snk'],
      ['', 'text:freeze'],
      ['ability:square', 'name:ryu'],
      ['kind:action', 'cost<=1'],
    ]) {
      const all = search(a).total
      const group = a ? `(${a})` : ''
      expect(search(`${group} ${b}`).total + search(`${group} -(${b})`).total, `${a} / ${b}`).toBe(all)
      expect(search(`${group} (${b} OR NOT ${b})`).total, `${a} / ${b}`).toBe(all)
    }
  })

  it('keeps ranking the top-level words by typo-tolerant match alongside the new operators', () => {
    expect(search('chunli -kind:snk', 5).cards[0].name).toBe('Chun Li')
    expect(search('gese (kind:snk OR kind:capcom)', 5).cards[0].name).toBe('Geese')
  })

  it('widens the sets searched with set: inside an OR, and removes one with -set:', () => {
    const r = search('set:cfc-1999 OR kind:snk')
    expect(r.sets).toEqual(['cfs-base', 'cfc-1999'])
    expect(r.total).toBe(search('set:cfc-1999').total + search('kind:snk').total)
    expect(search('set:all -set:cfs-base').total).toBe(search('set:cfc-1999').total)
    expect(search('-set:cfs-base').total).toBe(0)
    expect(search('set:cfs-base (set:cfc-1999 OR kind:snk)').total).toBe(search('kind:snk').total)
  })

  it('never lets FTS5 syntax through in words inside OR or negation', () => {
    for (const q of ['"ryu" OR NEAR(a b)', '-^ryu*', 'ken OR {name}:x', 'ryu OR "a" "b', '-"', 'a* OR x AND y']) {
      expect(() => search(q), q).not.toThrow()
    }
  })
})
