import { describe, expect, it } from 'vitest'
import { cardEffects, parseEffects } from '../src/main/core/goldfish/effects'
import { sharedServices } from './helpers'

describe('structured effects', () => {
  it('reads the simple phrases and refuses anything else', () => {
    expect(parseEffects('Opponent loses 500 HP.')).toEqual([{ kind: 'damage', amount: 500 }])
    expect(parseEffects('You gain 5 SP.')).toEqual([{ kind: 'sp', amount: 5 }])
    expect(parseEffects('Draw 2 cards.')).toEqual([{ kind: 'draw', count: 2 }])
    expect(parseEffects('Draw a card; gain 200 HP.')).toEqual([{ kind: 'draw', count: 1 }, { kind: 'heal', amount: 200 }])
    expect(parseEffects('Discard 2 cards from hand: 1 character takes 500 damage.')).toBeNull()
    expect(parseEffects('Opponent loses 200 HP. Freeze 1 character.')).toBeNull()
  })

  it('knows which base-set cards it models, by kind and trigger', () => {
    const s = sharedServices()
    const card = (n: string) => s.catalogue.card('cfs-base', n)!
    expect(cardEffects(card('S073'))).toEqual({ trigger: 'entry', effects: [{ kind: 'damage', amount: 200 }] }) // ▲ Opponent loses 200 HP
    expect(cardEffects(card('A024'))).toEqual({ trigger: 'play', effects: [{ kind: 'sp', amount: 5 }] })
    expect(cardEffects(card('A028'))).toEqual({ trigger: 'play', effects: [{ kind: 'draw', count: 2 }] })
    expect(cardEffects(card('C008'))).toEqual({ trigger: null, effects: [] }) // Zangief: no ability
    expect(cardEffects(card('C001'))).toBeNull() // Ryu's square needs a discard and a target
    const all = s.search.search('set:cfs-base', 1000).cards
    const modelled = all.filter((c) => cardEffects(c) && (c.ability || c.kind === 'action'))
    expect(modelled.length).toBeGreaterThanOrEqual(10)
  })
})
