import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Card } from '../../src/shared/card'
import type { Fighter, MoveResult, TableView } from '../../src/shared/playtest'
import { createDispatch } from '../../src/main/ipc/dispatch'
import { type DropTable, dropMove } from '../../src/renderer/src/playtest/table-drops'
import { freshServices } from '../helpers'

const fighter = (card: number): Fighter => ({
  card,
  bp: 500,
  entered: 1,
  frozen: false,
  stayFrozen: false,
  acted: false,
  attacked: false,
  backers: [],
  backedUpOnTurn: 0,
  abilityLost: false,
  manyBackUps: false,
  readyNow: false,
})

// Cards 0 Ryu, 1 Ken (characters), 2 a "+300 BP to 1 character" action, 3 a plain action, 4 an arena, 5 a reaction.
const kinds: Card['kind'][] = ['capcom', 'capcom', 'action', 'action', 'arena', 'reaction']
const table: DropTable = {
  cards: kinds.map((kind) => ({ kind })),
  picksTarget: [false, false, true, false, false, false],
  state: { hand: [1, 2, 3, 4, 5], ring: [fighter(0), null, null], strikers: [1], discard: [0, 3], library: [1, 2] },
}

describe('a card dropped on the goldfish table makes the move its button makes', () => {
  it('a character from hand enters an empty Ring slot, or backs up the character in an occupied one', () => {
    expect(dropMove({ from: 'hand', index: 0 }, { at: 'slot', slot: 2 }, table)).toEqual({ type: 'place', hand: 0, slot: 2 })
    expect(dropMove({ from: 'hand', index: 0 }, { at: 'slot', slot: 0 }, table)).toEqual({ type: 'back-up', hand: 0, slot: 0 })
    expect(dropMove({ from: 'hand', index: 0 }, { at: 'play' }, table)).toBeNull()
    expect(dropMove({ from: 'hand', index: 0 }, { at: 'goldfish' }, table)).toBeNull()
  })

  it('actions and arenas are played in the play area; a "1 character" action on the character it is dropped on', () => {
    expect(dropMove({ from: 'hand', index: 1 }, { at: 'play' }, table)).toEqual({ type: 'action', hand: 1 })
    expect(dropMove({ from: 'hand', index: 1 }, { at: 'slot', slot: 0 }, table)).toEqual({ type: 'action', hand: 1, target: 0 })
    expect(dropMove({ from: 'hand', index: 1 }, { at: 'slot', slot: 1 }, table)).toBeNull()
    expect(dropMove({ from: 'hand', index: 2 }, { at: 'slot', slot: 0 }, table)).toBeNull()
    expect(dropMove({ from: 'hand', index: 3 }, { at: 'play' }, table)).toEqual({ type: 'arena', hand: 3 })
    // A reaction is never played against a goldfish: it only moves between piles.
    expect(dropMove({ from: 'hand', index: 4 }, { at: 'play' }, table)).toBeNull()
    expect(dropMove({ from: 'hand', index: 4 }, { at: 'slot', slot: 1 }, table)).toBeNull()
  })

  it('a hand card goes to the discard pile or on top of the deck by hand', () => {
    expect(dropMove({ from: 'hand', index: 4 }, { at: 'discard' }, table)).toEqual({ type: 'move', from: 'hand', index: 4, to: 'discard' })
    expect(dropMove({ from: 'hand', index: 4 }, { at: 'deck' }, table)).toEqual({ type: 'move', from: 'hand', index: 4, to: 'library-top' })
    expect(dropMove({ from: 'hand', index: 4 }, { at: 'hand' }, table)).toBeNull()
  })

  it('a Ring character attacks the goldfish, joins another in a Union, and leaves the Ring by hand', () => {
    const full = { ...table, state: { ...table.state, ring: [fighter(0), null, fighter(1)] } }
    expect(dropMove({ from: 'ring', slot: 0 }, { at: 'goldfish' }, full)).toEqual({ type: 'attack', slot: 0 })
    expect(dropMove({ from: 'ring', slot: 2 }, { at: 'slot', slot: 0 }, full)).toEqual({ type: 'union', slots: [0, 2] })
    expect(dropMove({ from: 'ring', slot: 0 }, { at: 'slot', slot: 0 }, full)).toBeNull()
    expect(dropMove({ from: 'ring', slot: 0 }, { at: 'slot', slot: 1 }, full)).toBeNull()
    expect(dropMove({ from: 'ring', slot: 0 }, { at: 'discard' }, full)).toEqual({ type: 'override', what: 'ko', slot: 0 })
    expect(dropMove({ from: 'ring', slot: 0 }, { at: 'hand' }, full)).toEqual({ type: 'override', what: 'to-hand', slot: 0 })
    expect(dropMove({ from: 'ring', slot: 0 }, { at: 'deck' }, full)).toEqual({ type: 'override', what: 'to-deck', slot: 0 })
    expect(dropMove({ from: 'ring', slot: 1 }, { at: 'goldfish' }, full)).toBeNull()
    expect(dropMove({ from: 'ring', slot: 0 }, { at: 'play' }, full)).toBeNull()
  })

  it('a Striker is sent at the goldfish; piles give their cards back by hand', () => {
    expect(dropMove({ from: 'striker', index: 0 }, { at: 'goldfish' }, table)).toEqual({ type: 'striker', striker: 0 })
    expect(dropMove({ from: 'striker', index: 0 }, { at: 'slot', slot: 1 }, table)).toBeNull()
    expect(dropMove({ from: 'striker', index: 1 }, { at: 'goldfish' }, table)).toBeNull()
    expect(dropMove({ from: 'discard', index: 1 }, { at: 'hand' }, table)).toEqual({ type: 'move', from: 'discard', index: 1, to: 'hand' })
    expect(dropMove({ from: 'discard', index: 1 }, { at: 'deck' }, table)).toEqual({ type: 'move', from: 'discard', index: 1, to: 'library-top' })
    expect(dropMove({ from: 'discard', index: 1 }, { at: 'slot', slot: 1 }, table)).toBeNull()
    expect(dropMove({ from: 'deck' }, { at: 'hand' }, table)).toEqual({ type: 'move', from: 'library', index: 0, to: 'hand' })
    expect(dropMove({ from: 'deck' }, { at: 'discard' }, table)).toEqual({ type: 'move', from: 'library', index: 0, to: 'discard' })
    expect(dropMove({ from: 'deck' }, { at: 'hand' }, { ...table, state: { ...table.state, library: [] } })).toBeNull()
  })

  it('a card that is no longer there, or a payload from another table, lands nowhere', () => {
    expect(dropMove({ from: 'hand', index: 9 }, { at: 'discard' }, table)).toBeNull()
    expect(dropMove({ from: 'discard', index: 5 }, { at: 'hand' }, table)).toBeNull()
    expect(dropMove({ from: 'elsewhere' } as never, { at: 'hand' }, table)).toBeNull()
  })
})

describe('main plays the moves drops make, and refuses them with its reason', () => {
  it('a character dropped on a slot enters it; a second one this turn and an attack on standby are refused', async () => {
    const s = freshServices()
    const imported = s.deckFiles.importDeck(fs.readFileSync('examples/shoto-rush.deck.txt', 'utf8'), 'shoto-rush.deck.txt')
    if (!imported.ok) throw new Error('example deck')
    const dispatch = createDispatch(s)
    const started = (await dispatch('startTable', { game: 'cfs', deckId: imported.deck.id, seed: 7, first: true })) as { ok: true; value: TableView }
    const view = started.value
    const play = async (move: ReturnType<typeof dropMove>) =>
      ((await dispatch('playMove', { game: 'cfs', tableId: view.tableId, move })) as { ok: true; value: MoveResult }).value
    const at = (state: TableView['state']): DropTable => ({ state, cards: view.cards, picksTarget: view.picksTarget })

    const character = view.state.hand.findIndex((c) => ['capcom', 'snk'].includes(view.cards[c].kind))
    const placed = await play(dropMove({ from: 'hand', index: character }, { at: 'slot', slot: 1 }, at(view.state)))
    if (!placed.ok) throw new Error(placed.reason)
    expect(placed.state.ring[1]?.card).toBe(view.state.hand[character])

    const attack = await play(dropMove({ from: 'ring', slot: 1 }, { at: 'goldfish' }, at(placed.state)))
    expect(attack).toMatchObject({ ok: false, reason: expect.stringContaining('standby') })
    const another = placed.state.hand.findIndex((c) => ['capcom', 'snk'].includes(view.cards[c].kind))
    if (another >= 0) expect(await play(dropMove({ from: 'hand', index: another }, { at: 'slot', slot: 2 }, at(placed.state)))).toMatchObject({ ok: false })
  })
})
