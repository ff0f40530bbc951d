import { describe, expect, it } from 'vitest'
import { chipQuery, NO_CHIPS, sortCards } from '../../../src/renderer/src/lib/query'
import { parseQuery } from '../../../src/main/core/query'

describe('filter chips as a query', () => {
  it('writes each chip in the query language the search box and the command read', () => {
    const chips = { kinds: ['capcom', 'snk'], rarities: ['S'], abilities: ['square'], bpMin: 800, bpMax: 1000, spMin: null, spMax: 3 }
    const query = chipQuery(chips)
    expect(query).toBe('kind:capcom,snk rarity:S ability:square bp>=800 bp<=1000 sp<=3')
    expect(parseQuery(query).filters).toHaveLength(6)
    expect(chipQuery(NO_CHIPS)).toBe('')
  })
})

describe('sorting the list', () => {
  const cards = [
    { name: 'Ryu', bp: 1000, sp: 3, cost: null },
    { name: 'Fight!', bp: null, sp: null, cost: 2 },
    { name: 'Ken', bp: 700, sp: 2, cost: null },
  ]
  it('keeps the best-match order, or sorts by name, by BP or by SP and cost, highest first', () => {
    expect(sortCards(cards, 'relevance')).toBe(cards)
    expect(sortCards(cards, 'name').map((c) => c.name)).toEqual(['Fight!', 'Ken', 'Ryu'])
    expect(sortCards(cards, 'bp').map((c) => c.name)).toEqual(['Ryu', 'Ken', 'Fight!'])
    expect(sortCards(cards, 'sp').map((c) => c.name)).toEqual(['Ryu', 'Fight!', 'Ken']) // a cost counts as SP; ties keep their order
  })
})
