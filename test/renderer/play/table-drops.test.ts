import { describe, expect, it } from 'vitest'
import { ccDrop } from '../../../src/renderer/src/games/cc/drops'
import { csDrop } from '../../../src/renderer/src/games/cs/drops'
import { tfDrop } from '../../../src/renderer/src/games/tf/drops'

// Each drop makes the move its button sends: the Pick and Combo buttons of Table Fighter, Upright and Sideways of
// Card Shot!, a click on a hand card and Meter and Discard of Capcom Crossovers. A drop nowhere it means anything
// gives null, so the place is not lit.
describe('Table Fighter drops', () => {
  const jab = { game: 'tf', player: 0, card: 'Jab' } as const
  it('picks the card face down on its own play spot, whatever the step (main refuses one out of step)', () => {
    expect(tfDrop(jab, { at: 'play', player: 0 }, 'action')).toEqual({ type: 'pick', player: 0, card: 'Jab' })
    expect(tfDrop(jab, { at: 'play', player: 0 }, 'charge')).toEqual({ type: 'pick', player: 0, card: 'Jab' })
  })
  it('links the card into the combo in the combo step', () => {
    expect(tfDrop(jab, { at: 'play', player: 0 }, 'combo')).toEqual({ type: 'combo', card: 'Jab' })
  })
  it('lands nowhere on the other player’s spot, nor from another game', () => {
    expect(tfDrop(jab, { at: 'play', player: 1 }, 'action')).toBeNull()
    expect(tfDrop({ game: 'cs', player: 0, card: 'Jab' }, { at: 'play', player: 0 }, 'action')).toBeNull()
    expect(tfDrop({ from: 'hand', index: 0 }, { at: 'play', player: 0 }, 'action')).toBeNull()
  })
})

describe('Card Shot! drops', () => {
  const seven = { game: 'cs', player: 1, card: '7H' } as const
  it('places the card face down upright or sideways', () => {
    expect(csDrop(seven, { at: 'attack', player: 1, sideways: false })).toEqual({ type: 'place', player: 1, card: '7H', sideways: false })
    expect(csDrop(seven, { at: 'attack', player: 1, sideways: true })).toEqual({ type: 'place', player: 1, card: '7H', sideways: true })
  })
  it('lands nowhere on the other player’s attack, nor from another game', () => {
    expect(csDrop(seven, { at: 'attack', player: 0, sideways: false })).toBeNull()
    expect(csDrop({ game: 'cc', card: '7H' }, { at: 'attack', player: 1, sideways: false })).toBeNull()
    expect(csDrop(null, { at: 'attack', player: 1, sideways: false })).toBeNull()
  })
})

describe('Capcom Crossovers drops', () => {
  const ten = { game: 'cc', card: '10D' } as const
  it('adds the card to the combo in combat', () => {
    expect(ccDrop(ten, { at: 'combo' }, 'combat')).toEqual({ type: 'add', card: '10D' })
    expect(ccDrop(ten, { at: 'combo' }, 'clean-up')).toBeNull()
  })
  it('banks or discards it in the clean-up', () => {
    expect(ccDrop(ten, { at: 'meter' }, 'clean-up')).toEqual({ type: 'bank', card: '10D' })
    expect(ccDrop(ten, { at: 'discard' }, 'clean-up')).toEqual({ type: 'discard', card: '10D' })
    expect(ccDrop(ten, { at: 'meter' }, 'combat')).toBeNull()
    expect(ccDrop(ten, { at: 'discard' }, 'draw')).toBeNull()
  })
  it('lands nowhere from another game', () => {
    expect(ccDrop({ game: 'tf', player: 0, card: '10D' }, { at: 'combo' }, 'combat')).toBeNull()
  })
})
