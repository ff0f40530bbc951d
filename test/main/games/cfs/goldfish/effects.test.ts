import { describe, expect, it } from 'vitest'
import { cardEffects, parseEffects, picksTarget } from '../../../../../src/main/games/cfs/goldfish/effects'
import { sharedServices } from '../../../../helpers'

describe('structured effects', () => {
  it('reads the simple phrases and refuses anything else', () => {
    expect(parseEffects('Opponent loses 500 HP.')).toEqual([{ kind: 'damage', amount: 500 }])
    expect(parseEffects('You gain 5 SP.')).toEqual([{ kind: 'sp', amount: 5 }])
    expect(parseEffects('Draw 2 cards.')).toEqual([{ kind: 'draw', count: 2 }])
    expect(parseEffects('Draw a card; gain 200 HP.')).toEqual([{ kind: 'draw', count: 1 }, { kind: 'heal', amount: 200 }])
    expect(parseEffects('1 character in play gets +300 BP.')).toEqual([{ kind: 'bp', amount: 300, target: 'one' }])
    expect(parseEffects('1 of your characters gets +300 BP.')).toEqual([{ kind: 'bp', amount: 300, target: 'one' }])
    expect(parseEffects('Each of your characters in play gets +200 BP.')).toEqual([{ kind: 'bp', amount: 200, target: 'all' }])
    expect(parseEffects('All your characters in the ring, him included, get +100 BP.')).toEqual([{ kind: 'bp', amount: 100, target: 'all' }])
    expect(parseEffects('Unfreeze every character in your ring.')).toEqual([{ kind: 'unfreeze', target: 'all' }])
    expect(parseEffects('Unfreeze 1 of your characters.')).toEqual([{ kind: 'unfreeze', target: 'one' }])
    expect(parseEffects('Opponent loses 6 SP.')).toEqual([{ kind: 'opponent-sp', amount: 6 }])
    expect(parseEffects('Every character, this one included, loses 100 BP.')).toBeNull()
    expect(parseEffects('1 character on each side of the ring gets +300 BP.')).toBeNull()
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
    expect(cardEffects(card('A030'))).toEqual({ trigger: 'play', effects: [{ kind: 'bp', amount: 300, target: 'one' }] })
    expect(cardEffects(card('A001'))).toEqual({ trigger: 'play', effects: [{ kind: 'unfreeze', target: 'all' }] })
    expect(picksTarget(card('A030'))).toBe(true)
    expect(picksTarget(card('A032'))).toBe(false) // each of your characters
    const all = s.search.search('set:cfs-base', 1000).cards
    const modelled = all.filter((c) => cardEffects(c) && (c.ability || c.kind === 'action'))
    expect(modelled.length).toBeGreaterThanOrEqual(10)
  })
})
