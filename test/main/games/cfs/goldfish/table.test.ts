// The interactive table: each rule of the CFS turn, and the moves it refuses.
import { describe, expect, it } from 'vitest'
import type { Card } from '../../../../../src/shared/card'
import { testCard } from '../../../../test-cards'
import { Table, textPicksTarget } from '../../../../../src/main/games/cfs/goldfish/table'
import { factsOf } from '../../../../../src/main/games/cfs/goldfish/board'

const card = testCard

// A deck where every card is a character, so any hand works.
const ryu = card('Ryu', 'capcom', { bp: 1000, sp: 3, backups: [{ name: 'Sakura', number: null }], ability: { name: 'Shinku', type: 'square', text: '…' } })
const sakura = card('Sakura', 'capcom', { bp: 500, sp: 3 })
const fight = card('Fight!', 'action')
const arena = card('Stage', 'arena')

function table(cards: Card[], copies: number[], options: { first?: boolean; strikers?: number[] } = {}) {
  const main = copies.flatMap((c, i) => Array(c).fill(i))
  return new Table(cards, main, options.strikers ?? [], { seed: 11, first: options.first ?? true, hp: 3000 })
}
/** A game whose deck is in exactly this order (indexes into `cards`, top first). */
const stacked = (cards: Card[], order: number[]) => new Table(cards, order, [], { seed: 1, first: true, hp: 3000, stacked: true })

describe('the table', () => {
  it('sets up: 5 in hand, no draw on turn 1 going first, one draw going second', () => {
    const a = table([ryu], [20])
    expect(a.state).toMatchObject({ turn: 1, phase: 'main', redraws: 0 })
    expect(a.state.hand).toHaveLength(5)
    expect(a.state.library).toHaveLength(15)
    const b = table([ryu], [20], { first: false })
    expect(b.state.hand).toHaveLength(6)
  })

  it('is seeded: the same seed deals the same hands', () => {
    expect(table([ryu, sakura], [10, 10]).state.hand).toEqual(table([ryu, sakura], [10, 10]).state.hand)
  })

  it('one character a turn, into an empty slot, adding its SP; standby until next turn', () => {
    const t = table([ryu], [20])
    expect(t.play({ type: 'place', hand: 0, slot: 0 })).toMatchObject({ ok: true })
    expect(t.state.sp).toBe(3)
    expect(t.play({ type: 'place', hand: 0, slot: 1 })).toEqual({ ok: false, reason: 'one character a turn enters the ring' })
    expect(t.play({ type: 'attack', slot: 0 })).toEqual({ ok: false, reason: 'T001 Ryu is on standby this turn' })
    t.play({ type: 'end-turn' })
    expect(t.play({ type: 'place', hand: 0, slot: 0 })).toEqual({ ok: false, reason: 'that ring slot is taken' })
    expect(t.play({ type: 'attack', slot: 0 })).toMatchObject({ ok: true, state: { goldfishHp: 2000 } })
    expect(t.play({ type: 'attack', slot: 0 })).toEqual({ ok: false, reason: 'T001 Ryu has already acted (frozen)' })
    expect(t.play({ type: 'place', hand: 0, slot: 1 })).toMatchObject({ ok: false, reason: expect.stringContaining('Main phase') })
  })

  it('says which attacks and square abilities would be refused now, and why, without playing them', () => {
    const t = table([ryu, sakura], [10, 10])
    expect(t.moves()).toEqual({ attack: [null, null, null], square: [null, null, null] })
    const ryuAt = t.state.hand.findIndex((i) => i === 0)
    t.play({ type: 'place', hand: ryuAt >= 0 ? ryuAt : 0, slot: 0 })
    const name = `${t.cards[t.state.ring[0]!.card].number} ${t.cards[t.state.ring[0]!.card].name}`
    expect(t.moves().attack).toEqual([`${name} is on standby this turn`, null, null])
    const before = structuredClone(t.state)
    expect(t.refusal({ type: 'attack', slot: 0 })).toBe(`${name} is on standby this turn`)
    expect(t.state).toEqual(before)
    t.play({ type: 'end-turn' })
    expect(t.moves().attack).toEqual([null, null, null])
    const played = t.play({ type: 'attack', slot: 0 })
    expect(played).toMatchObject({ ok: true, moves: { attack: [`${name} has already acted (frozen)`, null, null] } })
  })

  it('square abilities are refused after a single attack, and shown so', () => {
    const t = stacked([ryu, sakura], [0, 1, ...Array(15).fill(1)])
    t.play({ type: 'place', hand: 0, slot: 0 })
    t.play({ type: 'end-turn' })
    t.play({ type: 'place', hand: 0, slot: 1 })
    t.play({ type: 'end-turn' })
    expect(t.moves()).toEqual({ attack: [null, null, null], square: [null, null, null] })
    t.play({ type: 'attack', slot: 1 })
    expect(t.moves().square).toEqual(['square abilities come before single attacks and unions', null, null])
  })

  it('Back-Up: a ready character, a listed name, +300, once a turn, as often as listed', () => {
    // Ryu on top, then Sakuras.
    const t = stacked([ryu, sakura], [0, ...Array(15).fill(1)])
    t.play({ type: 'place', hand: 0, slot: 0 })
    expect(t.play({ type: 'back-up', hand: 0, slot: 0 })).toEqual({ ok: false, reason: 'T001 Ryu is on standby this turn' })
    t.play({ type: 'end-turn' })
    expect(t.play({ type: 'back-up', hand: 0, slot: 0 })).toMatchObject({ ok: true })
    expect(t.state.ring[0]!.bp).toBe(1300)
    expect(t.state.ring[0]!.backers).toHaveLength(1)
    expect(t.play({ type: 'back-up', hand: 0, slot: 0 })).toEqual({ ok: false, reason: 'T001 Ryu has been backed up this turn' })
    t.play({ type: 'end-turn' })
    expect(t.play({ type: 'back-up', hand: 0, slot: 0 })).toEqual({ ok: false, reason: 'Sakura has backed up T001 Ryu as often as it is listed' })
  })

  it('refuses a backer whose name is not on the list, or that is not a character', () => {
    const t = stacked([sakura, ryu, fight], [0, 1, 2, 0, 0, ...Array(10).fill(0)])
    t.play({ type: 'place', hand: 0, slot: 0 })
    t.play({ type: 'end-turn' })
    expect(t.play({ type: 'back-up', hand: 0, slot: 0 })).toEqual({ ok: false, reason: "Ryu is not on T002 Sakura's Back-Up list" })
    expect(t.play({ type: 'back-up', hand: 1, slot: 0 })).toEqual({ ok: false, reason: 'T003 Fight! is not a character' })
  })

  it('actions cost SP; arenas are free; Strikers hit for 200 and leave the game', () => {
    const t = new Table([ryu, fight, arena, sakura], [1, 2, 0, 0, 0, ...Array(10).fill(0)], [3, 3, 3], {
      seed: 1,
      first: true,
      hp: 3000,
      strikerTarget: true,
      stacked: true,
    })
    expect(t.play({ type: 'action', hand: 0 })).toEqual({ ok: false, reason: 'T003 Fight! costs 3 SP; you have 0' })
    expect(t.play({ type: 'arena', hand: 1 })).toMatchObject({ ok: true })
    expect(t.state.arenas).toHaveLength(1)
    expect(t.play({ type: 'striker', striker: 0 })).toMatchObject({ ok: true, state: { goldfishHp: 2800 } })
    expect(t.state).toMatchObject({ strikers: [3, 3], removed: [3] })
    t.play({ type: 'place', hand: 1, slot: 0 })
    expect(t.play({ type: 'action', hand: 0 })).toMatchObject({ ok: true, state: { sp: 0, discard: [1] } })
  })

  it('a Striker needs a character to attack: against an empty ring it cannot be sent', () => {
    const t = new Table([ryu, sakura], [0, 0, 0, 0, 0, 0], [1, 1, 1], { seed: 1, first: true, hp: 3000, stacked: true })
    expect(t.play({ type: 'striker', striker: 0 })).toEqual({
      ok: false,
      reason: 'a Striker attacks a character in play, and the goldfish has none (start a game where it has one)',
    })
    expect(t.state.strikers).toEqual([1, 1, 1])
  })

  it('plays at the chosen HP: at 1000 one 1000-BP attack wins', () => {
    const t = new Table([ryu], Array(10).fill(0), [], { seed: 1, first: true, hp: 1000, stacked: true })
    expect(t.state.goldfishHp).toBe(1000)
    t.play({ type: 'place', hand: 0, slot: 0 })
    t.play({ type: 'end-turn' })
    expect(t.play({ type: 'attack', slot: 0 })).toMatchObject({ ok: true, state: { goldfishHp: 0, result: { outcome: 'win', turn: 2 } } })
  })

  it('unions cost 5 or 10 SP and need ready characters; square abilities come first', () => {
    const t = stacked([ryu], Array(20).fill(0))
    t.play({ type: 'place', hand: 0, slot: 0 })
    t.play({ type: 'end-turn' })
    t.play({ type: 'place', hand: 0, slot: 1 })
    t.play({ type: 'end-turn' })
    t.play({ type: 'place', hand: 0, slot: 2 })
    expect(t.state.sp).toBe(9)
    expect(t.play({ type: 'union', slots: [0, 1, 2] })).toEqual({ ok: false, reason: 'T001 Ryu is on standby this turn' })
    expect(t.play({ type: 'union', slots: [0] })).toEqual({ ok: false, reason: 'a union is 2 or 3 characters' })
    expect(t.play({ type: 'square', slot: 0 })).toMatchObject({ ok: true })
    expect(t.play({ type: 'attack', slot: 0 })).toEqual({ ok: false, reason: 'T001 Ryu has already acted (frozen)' })
    t.undo()
    expect(t.play({ type: 'union', slots: [0, 1] })).toMatchObject({ ok: true, state: { sp: 4, goldfishHp: 1000 } })
    expect(t.play({ type: 'square', slot: 2 })).toEqual({ ok: false, reason: 'square abilities come before single attacks and unions' })
    expect(t.play({ type: 'place', hand: 0, slot: 2 })).toMatchObject({ ok: false })
    t.play({ type: 'end-turn' })
    expect(t.play({ type: 'union', slots: [0, 1, 2] })).toEqual({ ok: false, reason: 'a union of 3 costs 10 SP; you have 4' })
    expect(t.play({ type: 'attack', slot: 2 })).toMatchObject({ ok: true, state: { goldfishHp: 0, result: { outcome: 'win', turn: 4 } } })
  })

  it('applies simple texts itself: ▲ on entry, actions, ■ abilities; others are left to the player', () => {
    const poke = card('Poke', 'capcom', { bp: 100, sp: 4, ability: { name: 'Jab', type: 'triangle', text: 'Opponent loses 500 HP.' } })
    const charge = card('Charge', 'action', { cost: 2, text: 'You gain 5 SP. Draw 1 card.' })
    const beam = card('Beam', 'capcom', { bp: 100, ability: { name: 'Beam', type: 'square', text: 'Opponent loses 600 HP.' } })
    const t = stacked([poke, charge, beam], [0, 1, 2, 2, 2, ...Array(10).fill(2)])
    expect(t.play({ type: 'place', hand: 0, slot: 0 })).toMatchObject({ ok: true, state: { goldfishHp: 2500, sp: 4 } })
    const handBefore = t.state.hand.length
    expect(t.play({ type: 'action', hand: 0 })).toMatchObject({ ok: true, state: { sp: 4 - 2 + 5 } })
    expect(t.state.hand).toHaveLength(handBefore) // played one, drew one
    t.play({ type: 'end-turn' })
    expect(t.play({ type: 'place', hand: t.state.hand.findIndex((i) => t.cards[i].name === 'Beam'), slot: 1 })).toMatchObject({ ok: true })
    t.play({ type: 'end-turn' })
    expect(t.play({ type: 'square', slot: 1 })).toMatchObject({ ok: true, state: { goldfishHp: 1900 } })
    expect(t.state.log.slice(-2)).toEqual(['T007 Beam uses Beam', 'The goldfish is hit: 600 damage, goldfish at 1900 HP'])
    const ryuDeck = stacked([ryu], Array(10).fill(0))
    ryuDeck.play({ type: 'place', hand: 0, slot: 0 })
    ryuDeck.play({ type: 'end-turn' })
    ryuDeck.play({ type: 'square', slot: 0 })
    expect(ryuDeck.state.log.at(-1)).toMatch(/Shinku: apply its text by hand/)
  })

  it('+BP and unfreeze texts: on the picked character, on the only one, on all; unfrozen, a character still acts once', () => {
    const pump = card('Pump', 'action', { cost: 0, text: '1 character in play gets +300 BP.' })
    const rally = card('Rally', 'action', { cost: 0, text: 'Each of your characters in play gets +200 BP.' })
    const guy = card('Guy', 'capcom', { bp: 400, ability: { name: 'Bushin', type: 'square', text: 'Unfreeze 1 of your characters.' } })
    // Hand: Ryu, Guy, Pump, Rally, Pump; then Pump.
    const t = stacked([ryu, guy, pump, rally], [0, 1, 2, 3, 2, 2, 1, 1, 1])
    const bp = () => t.state.ring.slice(0, 2).map((f) => f?.bp)
    t.play({ type: 'place', hand: 0, slot: 0 })
    expect(t.play({ type: 'action', hand: 1, target: 1 })).toEqual({ ok: false, reason: 'no character in the target slot' })
    t.play({ type: 'action', hand: 1 }) // Pump: Ryu is the only character, so it is the one
    expect(bp()).toEqual([1300, undefined])
    t.play({ type: 'end-turn' })
    t.play({ type: 'place', hand: 0, slot: 1 }) // Guy
    t.play({ type: 'action', hand: t.state.hand.indexOf(2) }) // two characters and no pick: the policy's, the one that attacks
    expect(t.state.log.at(-1)).toBe('T001 Ryu +300 BP: at 1600 BP')
    expect(bp()).toEqual([1600, 400])
    t.undo()
    t.play({ type: 'action', hand: t.state.hand.indexOf(2), target: 1 })
    expect(bp()).toEqual([1300, 700])
    t.play({ type: 'action', hand: t.state.hand.indexOf(3) }) // Rally: every character
    expect(bp()).toEqual([1500, 900])
    t.play({ type: 'end-turn' })
    t.play({ type: 'square', slot: 0 }) // Ryu's own ■ freezes him
    expect(t.state.ring[0]!.frozen).toBe(true)
    t.play({ type: 'square', slot: 1, target: 0 }) // Guy's ■ unfreezes him, but he has acted this turn
    expect(t.state.log.at(-1)).toBe('T001 Ryu unfreezes')
    expect(t.state.ring[0]!.frozen).toBe(false)
    expect(t.play({ type: 'attack', slot: 0 })).toMatchObject({ ok: false, reason: expect.stringContaining('already acted') })
  })

  it('drawing from an empty deck loses: a 5-card deck loses at its first draw', () => {
    const t = stacked([ryu], Array(5).fill(0))
    expect(t.state.library).toHaveLength(0)
    t.play({ type: 'end-turn' })
    expect(t.state.result).toEqual({ outcome: 'deck-out', turn: 2 })
    expect(t.state.log.at(-1)).toBe('No card to draw: the game is lost')
  })

  it('undo takes the last move back; deck-out when the last card is drawn', () => {
    const t = stacked([ryu], Array(6).fill(0))
    t.play({ type: 'place', hand: 0, slot: 0 })
    expect(t.undo()).toBe(true)
    expect(t.state.ring[0]).toBeNull()
    expect(t.state.library).toHaveLength(1)
    t.play({ type: 'end-turn' })
    expect(t.state.result).toEqual({ outcome: 'deck-out', turn: 2 })
    expect(t.play({ type: 'place', hand: 0, slot: 0 })).toEqual({ ok: false, reason: 'the game is over' })
  })

  it('moves cards between piles by hand', () => {
    const t = stacked([ryu, sakura], [0, 1, 1, 1, 1, 0, 0, 0])
    expect(t.play({ type: 'move', from: 'hand', index: 0, to: 'discard' })).toMatchObject({ ok: true, state: { discard: [0] } })
    expect(t.play({ type: 'move', from: 'discard', index: 0, to: 'library-top' })).toMatchObject({ ok: true })
    expect(t.state.library[0]).toBe(0)
    expect(t.play({ type: 'move', from: 'library', index: 0, to: 'hand' })).toMatchObject({ ok: true })
    expect(t.state.hand.at(-1)).toBe(0)
    expect(t.play({ type: 'move', from: 'discard', index: 3, to: 'hand' })).toEqual({ ok: false, reason: 'no card 4 in the discard' })
  })

  it('refuses to set up a deck without characters', () => {
    expect(() => table([fight], [20])).toThrow(/no character/)
  })
})

describe("moves by hand and the simulator's turn at the table", () => {
  it('overrides a text the engine does not play: each logged with the card, each undoable, refused with a reason', () => {
    const t = table([ryu, sakura], [10, 10])
    expect(t.play({ type: 'override', what: 'freeze', slot: 0 })).toEqual({ ok: false, reason: 'no character in that slot' })
    expect(t.play({ type: 'override', what: 'freeze', slot: 7 })).toEqual({ ok: false, reason: 'no character in that slot' })
    expect(t.play({ type: 'override', what: 'destroy-arena' })).toEqual({ ok: false, reason: 'no arena in play' })
    t.play({ type: 'place', hand: 0, slot: 0 })
    const name = `${t.cards[t.state.ring[0]!.card].number} ${t.cards[t.state.ring[0]!.card].name}`
    // On standby: an "attacks on its entry turn" text lets it attack now.
    expect(t.play({ type: 'override', what: 'attack-on-entry', slot: 0 })).toMatchObject({ ok: true })
    expect(t.state.log.at(-1)).toBe(`By hand: ${name} may attack this turn`)
    const bp = t.state.ring[0]!.bp
    expect(t.play({ type: 'attack', slot: 0 })).toMatchObject({ ok: true, state: { goldfishHp: 3000 - bp } })
    expect(t.play({ type: 'override', what: 'attack-on-entry', slot: 0 })).toMatchObject({ ok: true }) // still this turn's entry
    expect(t.play({ type: 'override', what: 'freeze', slot: 0 })).toEqual({ ok: false, reason: `${name} is already frozen` })
    expect(t.play({ type: 'override', what: 'unfreeze', slot: 0 })).toMatchObject({ ok: true })
    expect(t.state.ring[0]!.frozen).toBe(false)
    expect(t.state.log.at(-1)).toBe(`By hand: ${name} unfreezes (it has acted this turn: it still acts once a turn)`)
    expect(t.play({ type: 'override', what: 'unfreeze', slot: 0 })).toEqual({ ok: false, reason: `${name} is not frozen` })
    expect(t.play({ type: 'override', what: 'freeze', slot: 0 })).toMatchObject({ ok: true })
    expect(t.state.ring[0]!.frozen).toBe(true)
    expect(t.undo()).toBe(true)
    expect(t.state.ring[0]!.frozen).toBe(false)
    // Back to hand: its stats reset when it comes back.
    const hand = t.state.hand.length
    expect(t.play({ type: 'override', what: 'to-hand', slot: 0 })).toMatchObject({ ok: true })
    expect(t.state.ring[0]).toBeNull()
    expect(t.state.hand).toHaveLength(hand + 1)
    expect(t.state.log.at(-1)).toBe(`By hand: ${name} returns to your hand, its stats reset`)
    t.undo()
    // Into the deck, shuffled.
    const deck = t.state.library.length
    t.play({ type: 'override', what: 'to-deck', slot: 0 })
    expect(t.state.library).toHaveLength(deck + 1)
    expect(t.state.log.at(-1)).toBe(`By hand: ${name} returns to your deck (shuffled), its stats reset`)
    t.undo()
    expect(t.play({ type: 'override', what: 'extra-character' })).toEqual({ ok: false, reason: 'characters enter in the Main phase, before the first attack' })
  })

  it('lets one more character enter by hand, and KOs one by hand', () => {
    const t = table([ryu, sakura], [10, 10])
    t.play({ type: 'place', hand: 0, slot: 0 })
    expect(t.play({ type: 'place', hand: 0, slot: 1 })).toEqual({ ok: false, reason: 'one character a turn enters the ring' })
    expect(t.play({ type: 'override', what: 'extra-character' })).toMatchObject({ ok: true })
    expect(t.state.log.at(-1)).toBe('By hand: one more character may enter the ring this turn')
    expect(t.play({ type: 'place', hand: 0, slot: 1 })).toMatchObject({ ok: true })
    const discard = t.state.discard.length
    expect(t.play({ type: 'override', what: 'ko', slot: 1 })).toMatchObject({ ok: true })
    expect(t.state.ring[1]).toBeNull()
    expect(t.state.discard).toHaveLength(discard + 1)
    expect(t.state.log.at(-1)).toMatch(/^By hand: T\d+ \w+ is KO'd$/)
  })

  it('destroys the top arena by hand, and the one below is the arena again', () => {
    const other = card('Other Stage', 'arena')
    const t = stacked([ryu, arena, other], [0, 1, 2, 0, 0, 0, 0, 0])
    t.play({ type: 'arena', hand: t.state.hand.indexOf(1) })
    t.play({ type: 'arena', hand: t.state.hand.indexOf(2) })
    expect(t.state.arenas).toEqual([1, 2])
    expect(t.play({ type: 'override', what: 'destroy-arena' })).toMatchObject({ ok: true })
    expect(t.state.arenas).toEqual([1])
    expect(t.state.discard).toContain(2)
    expect(t.state.log.at(-1)).toBe(`By hand: arena ${other.number} Other Stage is destroyed; ${arena.number} Stage is the arena again`)
  })

  it('adjusts numbers by hand within the caps, and refuses moves on cards that are not there', () => {
    const t = table([ryu, sakura], [10, 10])
    t.play({ type: 'place', hand: 0, slot: 0 })
    t.play({ type: 'adjust', slot: 0, bp: 99_999 })
    expect(t.state.ring[0]!.bp).toBe(3000)
    t.play({ type: 'adjust', hp: 99_999, sp: -4 })
    expect(t.state).toMatchObject({ hp: 5000, sp: 0 })
    t.play({ type: 'adjust', goldfishHp: 2500 })
    expect(t.state.goldfishHp).toBe(2500)
    expect(t.state.log.at(-1)).toBe('Adjusted by hand')
    expect(t.play({ type: 'place', hand: 99, slot: 1 })).toEqual({ ok: false, reason: 'no such card in hand' })
    expect(t.play({ type: 'place', hand: -1, slot: 1 })).toEqual({ ok: false, reason: 'no such card in hand' })
    expect(t.play({ type: 'place', hand: 0, slot: 3 })).toEqual({ ok: false, reason: 'no such ring slot' })
    expect(t.play({ type: 'back-up', hand: 99, slot: 0 })).toEqual({ ok: false, reason: 'no such card in hand' })
    expect(t.play({ type: 'back-up', hand: 0, slot: 2 })).toEqual({ ok: false, reason: 'no character in that slot' })
    expect(t.play({ type: 'action', hand: 99 })).toEqual({ ok: false, reason: 'no such card in hand' })
    t.play({ type: 'adjust', goldfishHp: 0 })
    expect(t.state.result).toEqual({ outcome: 'win', turn: 1 })
    expect(t.play({ type: 'end-turn' })).toEqual({ ok: false, reason: expect.stringContaining('the game is over') })
    expect(t.play({ type: 'auto-turn' })).toEqual({ ok: false, reason: 'the game is over' })
  })

  it('plays the rest of a turn as the simulator does, ending it, in one undo', () => {
    const t = table([ryu, sakura], [10, 10])
    const before = structuredClone(t.state)
    expect(t.play({ type: 'auto-turn' })).toMatchObject({ ok: true, state: { turn: 2 } })
    expect(t.state.ring.filter(Boolean)).toHaveLength(1) // one character a turn
    const turn2 = t.state.log.lastIndexOf('Turn 2')
    expect(t.state.log[turn2 - 1]).toBe('(that turn was played as the simulator plays)')
    t.play({ type: 'auto-turn' })
    expect(t.state.goldfishHp).toBeLessThan(3000) // turn 2: the first character attacked
    t.undo()
    t.undo()
    expect(t.state).toEqual(before)
  })
})

const label = (c: Card) => `${c.number} ${c.name}`
const circle = (name: string, bp: number, text: string) => card(name, 'capcom', { bp, sp: 0, ability: { name, type: 'circle', text } })
const action = (name: string, text: string, cost = 0) => card(name, 'action', { cost, text })

describe('what the table says', () => {
  it("logs each move in the player's words, from the deal to the KO", () => {
    const cards = [ryu, sakura, fight, arena]
    const t = new Table(cards, [0, 1, 1, 2, 3, ...Array(10).fill(1)], [1], { seed: 1, first: true, hp: 3000, strikerTarget: true, stacked: true })
    const ok = (move: Parameters<Table['play']>[0]) => expect(t.play(move)).toMatchObject({ ok: true })
    ok({ type: 'place', hand: 0, slot: 0 })
    ok({ type: 'arena', hand: t.state.hand.indexOf(3) })
    ok({ type: 'action', hand: t.state.hand.indexOf(2) })
    ok({ type: 'striker', striker: 0 })
    ok({ type: 'end-turn' })
    ok({ type: 'back-up', hand: 0, slot: 0 })
    ok({ type: 'place', hand: 0, slot: 1 })
    ok({ type: 'attack', slot: 0 })
    ok({ type: 'move', from: 'hand', index: 0, to: 'discard' })
    ok({ type: 'move', from: 'discard', index: t.state.discard.length - 1, to: 'library-bottom' })
    expect(t.state.library.at(-1)).toBe(1)
    ok({ type: 'move', from: 'library', index: 1, to: 'library-top' })
    ok({ type: 'end-turn' })
    ok({ type: 'adjust', sp: 5 })
    expect(t.play({ type: 'union', slots: [0, 1] })).toMatchObject({ ok: true, state: { sp: 0, goldfishHp: 0, result: { outcome: 'win', turn: 3 } } })
    // A game that is over still takes changes by hand: a KO by BP discards the character with its back-ups.
    ok({ type: 'adjust', slot: 0, bp: 0 })
    expect(t.state.ring[0]).toBeNull()
    expect(t.state.discard.slice(-2)).toEqual([0, 1])
    const [r, s, f, a] = cards.map(label)
    expect(t.state.log).toEqual([
      'Seed 1; opening hand kept; going first',
      'Turn 1',
      `Place ${r} in slot 1 (standby, +3 SP)`,
      `Arena ${a} covers the arena below it`,
      `Play ${f} (−3 SP): apply its text by hand (no phrase the engine knows; apply it by hand at the table)`,
      `Striker ${s}: 200 damage, goldfish at 2800 HP`,
      'Turn 2',
      `Draw ${s}`,
      `${s} backs up ${r}: 1300 BP`,
      `Place ${s} in slot 2 (standby, +3 SP)`,
      `${r} attacks: 1300 damage, goldfish at 1500 HP`,
      `Move ${s} from hand to discard (by hand)`,
      `Move ${s} from discard to deck bottom (by hand)`,
      `Move ${s} from deck to deck top (by hand)`,
      'Turn 3',
      `Draw ${s}`,
      'Adjusted by hand',
      `Union of ${r}, ${s} (−5 SP): 1800 damage, goldfish at 0 HP`,
      'The goldfish is down on turn 3',
      `${r} is KO'd`,
      'Adjusted by hand',
    ])
  })

  it('refuses each move out of its place, naming the rule', () => {
    const t = new Table([ryu, sakura, fight, arena], [0, 1, 2, 3, 1, ...Array(10).fill(1)], [1], { seed: 1, first: true, hp: 3000, stacked: true })
    const refused = (move: Parameters<Table['play']>[0], reason: string) => expect(t.play(move)).toEqual({ ok: false, reason })
    const [r, s, f, a] = [ryu, sakura, fight, arena].map(label)
    refused({ type: 'place', hand: 2, slot: 0 }, `${f} is not a character`)
    refused({ type: 'place', hand: 0, slot: -1 }, 'no such ring slot')
    refused({ type: 'place', hand: 0, slot: 0, target: 1 }, 'no character in the target slot')
    refused({ type: 'back-up', hand: 1, slot: 0 }, 'no character in that slot')
    refused({ type: 'back-up', hand: 1, slot: 5 }, 'no character in that slot')
    refused({ type: 'action', hand: 0 }, `${r} is not an action`)
    refused({ type: 'action', hand: 2 }, `${f} costs 3 SP; you have 0`)
    refused({ type: 'arena', hand: 9 }, 'no such card in hand')
    refused({ type: 'arena', hand: 0 }, `${r} is not an arena`)
    refused({ type: 'striker', striker: 1 }, 'no such Striker')
    refused({ type: 'striker', striker: -1 }, 'no such Striker')
    refused({ type: 'striker', striker: 0 }, 'a Striker attacks a character in play, and the goldfish has none (start a game where it has one)')
    refused({ type: 'square', slot: 0 }, 'no character in that slot')
    refused({ type: 'square', slot: 7 }, 'no character in that slot')
    refused({ type: 'attack', slot: 0 }, 'no character in that slot')
    refused({ type: 'union', slots: [0] }, 'a union is 2 or 3 characters')
    refused({ type: 'union', slots: [0, 0] }, 'a union is 2 or 3 characters')
    refused({ type: 'union', slots: [0, 1] }, 'no character in one of those slots')
    refused({ type: 'move', from: 'library', index: 99, to: 'hand' }, 'no card 100 in the deck')
    refused({ type: 'move', from: 'hand', index: -1, to: 'discard' }, 'no card 0 in the hand')
    refused({ type: 'adjust', slot: 0, bp: 5 }, 'no character in that slot')
    t.play({ type: 'place', hand: 0, slot: 0 })
    refused({ type: 'back-up', hand: 0, slot: 0 }, `${r} is on standby this turn`)
    refused({ type: 'square', slot: 0 }, `${r} is on standby this turn`)
    t.play({ type: 'end-turn' })
    refused({ type: 'override', what: 'attack-on-entry', slot: 0 }, `${r} is not on standby`)
    t.play({ type: 'override', what: 'freeze', slot: 0 })
    refused({ type: 'back-up', hand: 0, slot: 0 }, `${r} is frozen`)
    t.undo()
    t.play({ type: 'back-up', hand: t.state.hand.indexOf(1), slot: 0 })
    refused({ type: 'back-up', hand: t.state.hand.indexOf(1), slot: 0 }, `${r} has been backed up this turn`)
    t.play({ type: 'place', hand: t.state.hand.indexOf(1), slot: 1 })
    t.play({ type: 'attack', slot: 0 })
    refused({ type: 'place', hand: 0, slot: 2 }, 'characters enter in the Main phase, before the first attack')
    refused({ type: 'back-up', hand: 0, slot: 0 }, 'Back-Up happens in the Main phase')
    refused({ type: 'action', hand: t.state.hand.indexOf(2) }, 'actions are played before the first attack')
    refused({ type: 'arena', hand: t.state.hand.indexOf(3) }, 'arenas are played before the first attack')
    refused({ type: 'striker', striker: 0 }, 'Strikers go in before the first attack')
    refused({ type: 'square', slot: 1 }, `${s} has no square ability`)
    refused({ type: 'square', slot: 0 }, 'square abilities come before single attacks and unions')
    t.play({ type: 'end-turn' })
    t.play({ type: 'adjust', sp: 4 })
    refused({ type: 'union', slots: [0, 1] }, 'a union of 2 costs 5 SP; you have 4')
    expect(a).toBe(label(arena))
  })

  it('rules in force refuse with their reasons, and change what an attack deals', () => {
    const mute = circle('Mute', 900, 'This character cannot attack or counter.')
    const jammer = circle('Jammer', 300, 'Square abilities cannot be activated.')
    const gate = circle('Gate', 300, 'Characters with 800+ BP cannot be played into the ring.')
    const seven = card('Seven', 'capcom', { bp: 799, sp: 0 })
    const eight = card('Eight', 'capcom', { bp: 800, sp: 0 })
    const calm = action('Calm', 'You cannot attack this turn, and the opponent cannot attack on their next turn.')
    // Hand: Mute, Jammer, Ryu, Calm, Gate; then Eight, Seven.
    const t = stacked([mute, jammer, ryu, calm, gate, eight, seven], [0, 1, 2, 3, 4, 5, 6, ...Array(10).fill(6)])
    const refused = (move: Parameters<Table['play']>[0], reason: string) => expect(t.play(move)).toEqual({ ok: false, reason })
    t.play({ type: 'place', hand: 0, slot: 0 })
    t.play({ type: 'end-turn' })
    refused({ type: 'attack', slot: 0 }, `${label(mute)} cannot attack`)
    t.play({ type: 'place', hand: t.state.hand.indexOf(4), slot: 1 }) // Gate
    t.play({ type: 'end-turn' })
    refused({ type: 'place', hand: t.state.hand.indexOf(5), slot: 2 }, `${label(eight)} has 800+ BP, and a character in the ring keeps those out`)
    refused({ type: 'place', hand: t.state.hand.indexOf(2), slot: 2 }, `${label(ryu)} has 800+ BP, and a character in the ring keeps those out`)
    expect(t.play({ type: 'place', hand: t.state.hand.indexOf(6), slot: 2 })).toMatchObject({ ok: true })
    t.play({ type: 'action', hand: t.state.hand.indexOf(3) }) // Calm
    refused({ type: 'attack', slot: 1 }, 'you cannot attack this turn')
    // Jammer in place of Seven keeps Ryu's ■ from being used.
    const u = stacked([ryu, jammer], [0, 1, 1, 1, 1, ...Array(10).fill(1)])
    u.play({ type: 'place', hand: 0, slot: 0 })
    u.play({ type: 'end-turn' })
    u.play({ type: 'place', hand: 0, slot: 1 })
    expect(u.play({ type: 'square', slot: 0 })).toEqual({ ok: false, reason: 'square abilities are disabled while a character in the ring says so' })
  })

  it('a 600 direct attack whatever the BP, and BP doubled at 1000 HP or less (not at 1001)', () => {
    const sharp = circle('Sharp', 300, 'A direct attack on the opponent always deals 600 damage, whatever her BP.')
    const rage = circle('Rage', 700, 'BP doubles while your HP is 1000 or less.')
    const t = stacked([sharp, rage], [0, 1, 1, 1, 1, ...Array(10).fill(1)])
    t.play({ type: 'place', hand: 0, slot: 0 })
    t.play({ type: 'end-turn' })
    t.play({ type: 'place', hand: 0, slot: 1 })
    t.play({ type: 'attack', slot: 0 })
    expect(t.state.goldfishHp).toBe(2400)
    t.play({ type: 'end-turn' })
    const hit = (hp: number) => {
      t.play({ type: 'adjust', hp })
      t.play({ type: 'attack', slot: 1 })
      const dealt = 2400 - t.state.goldfishHp
      t.undo()
      t.undo()
      return dealt
    }
    expect([hit(3000), hit(1001), hit(1000), hit(400)]).toEqual([700, 700, 1400, 1400])
  })

  it('the next action free, then full price; unions cheaper by a text', () => {
    const free = action('Free', 'The next action card you play this turn costs 0 SP.')
    const cheap = action('Cheap', 'This turn, unite attacks cost 5 less SP.')
    const t = stacked([free, fight, cheap, sakura], [3, 0, 1, 1, 2, 3, ...Array(10).fill(3)])
    t.play({ type: 'place', hand: 0, slot: 0 })
    t.play({ type: 'action', hand: t.state.hand.indexOf(0) })
    expect(t.play({ type: 'action', hand: t.state.hand.indexOf(1) })).toMatchObject({ ok: true, state: { sp: 3 } })
    t.play({ type: 'adjust', sp: 2 })
    expect(t.play({ type: 'action', hand: t.state.hand.indexOf(1) })).toEqual({ ok: false, reason: `${label(fight)} costs 3 SP; you have 2` })
    expect(t.state.turnRules).not.toContain('free-action')
    t.play({ type: 'end-turn' })
    t.play({ type: 'place', hand: t.state.hand.indexOf(3), slot: 1 })
    t.play({ type: 'end-turn' })
    t.play({ type: 'adjust', sp: 0 })
    expect(t.play({ type: 'union', slots: [0, 1] })).toEqual({ ok: false, reason: 'a union of 2 costs 5 SP; you have 0' })
    t.play({ type: 'action', hand: t.state.hand.indexOf(2) })
    expect(t.play({ type: 'union', slots: [0, 1] })).toMatchObject({ ok: true, state: { goldfishHp: 2000 } })
  })

  it('a frozen character kept frozen a turn more by a text; one that never unfreezes, said at each turn', () => {
    const chill = action('Chill', 'A frozen character stays frozen for one more turn.')
    const statue = circle('Statue', 600, 'Does not unfreeze during your unfreeze phase.')
    const t = stacked([sakura, chill, statue], [0, 2, 1, 1, 1, ...Array(10).fill(1)])
    t.play({ type: 'place', hand: 0, slot: 0 })
    t.play({ type: 'end-turn' })
    t.play({ type: 'place', hand: 0, slot: 1 })
    t.play({ type: 'override', what: 'freeze', slot: 0 }) // frozen by a text the engine does not play
    t.play({ type: 'action', hand: t.state.hand.indexOf(1), target: 0 })
    expect(t.state.ring[0]!.stayFrozen).toBe(true)
    t.play({ type: 'end-turn' })
    expect(t.state.log).toContain(`${label(sakura)} stays frozen this turn`)
    expect(t.play({ type: 'attack', slot: 0 })).toEqual({ ok: false, reason: `${label(sakura)} has already acted (frozen)` })
    t.play({ type: 'attack', slot: 1 })
    t.play({ type: 'end-turn' })
    expect(t.state.log.slice(-3)).toEqual(['Turn 4', `${label(statue)} stays frozen (its text)`, `Draw ${label(chill)}`])
    expect(t.play({ type: 'attack', slot: 0 })).toMatchObject({ ok: true })
  })
})

describe('textPicksTarget', () => {
  it('is true for a text that picks one character, or all but one, or one in an option; false otherwise', () => {
    const picks = (text: string) => textPicksTarget(factsOf(action('X', text)).text)
    expect(picks('1 character in play gets +300 BP.')).toBe(true)
    expect(picks('Freeze or unfreeze 1 character.')).toBe(true)
    expect(picks("Pick 1 character on each side; every other character is KO'd.")).toBe(true)
    expect(picks('Each of your characters in play gets +200 BP.')).toBe(false)
    expect(picks('Opponent loses 500 HP.')).toBe(false)
    expect(textPicksTarget(null)).toBe(false)
  })
})
