import { describe, expect, it } from 'vitest'
import type { TfCard } from '../../../../src/main/games/tf/character'
import { CHUN_LI, KEN } from '../../../../src/main/games/tf/examples'
import { cleanUp, costRefusal, drawToHand, newSide, payCost, superOnTable, superStep, type Side } from '../../../../src/main/games/tf/piles'
import { bestChain, chainRefusal, chargePriority, comboDamage, damageOf, matchup, speedOf } from '../../../../src/main/games/tf/rules'

const ken = (name: string): TfCard => KEN.cards.find((c) => c.name === name)!
const chun = (name: string): TfCard => CHUN_LI.cards.find((c) => c.name === name)!
const kenIndex = (name: string): number => KEN.cards.findIndex((c) => c.name === name)

/** A plain card for the cases the examples do not have. */
function card(name: string, type: string, more: Partial<TfCard> = {}): TfCard {
  return { name, type: { name: type, symbol: '?' }, damage: 1, speed: null, wins: [], loses: [], combos: [], charge: null, super: false, ...more }
}

describe('the matchup of two revealed cards', () => {
  it("a card's win box decides, whichever side it is on", () => {
    expect(matchup(ken('Jab'), false, chun('Koshuto'), false)).toEqual({ winner: 0, why: 'Jab wins against Throw' })
    expect(matchup(chun('Koshuto'), false, ken('Jab'), false)).toEqual({ winner: 1, why: 'Jab wins against Throw' })
  })

  it("the other card's lose box decides too", () => {
    const a = card('Feint', 'Strike')
    const b = card('Grab', 'Throw', { loses: ['Strike'] })
    expect(matchup(a, false, b, false)).toEqual({ winner: 0, why: 'Grab loses against Strike' })
  })

  it('both claiming the win, or neither, is a tie: both cards are discarded', () => {
    const a = card('A', 'Strike', { wins: ['Throw'] })
    const b = card('B', 'Throw', { wins: ['Strike'] })
    expect(matchup(a, false, b, false)).toEqual({ winner: null, why: 'a tie: both cards claim the win (A wins against Throw; B wins against Strike)' })
    expect(matchup(ken('Jab'), false, chun('Tenshokyaku'), false)).toEqual({ winner: null, why: 'a tie: neither card wins against the other' })
  })

  it('two cards of one type: the faster wins, before the boxes', () => {
    expect(matchup(ken('Jab'), false, chun('Lightning Legs'), false)).toEqual({
      winner: 1,
      why: 'both are Strike: Lightning Legs has speed 5, Jab has speed 4, so Lightning Legs wins',
    })
    // Speed wins even against a box that says otherwise.
    const slow = card('Slow', 'Strike', { speed: 1, wins: ['Strike'] })
    const fast = card('Fast', 'Strike', { speed: 2 })
    expect(matchup(slow, false, fast, false).winner).toBe(1)
  })

  it('a card with no speed is slower than one with any; none on both, or equal speeds, leave it to the boxes', () => {
    const none = card('None', 'Block')
    const zero = card('Zero', 'Block', { speed: 0 })
    expect(matchup(none, false, zero, false)).toEqual({ winner: 1, why: 'both are Block: Zero has speed 0, None has no speed, so Zero wins' })
    expect(matchup(none, false, card('Other', 'Block'), false)).toEqual({
      winner: null,
      why: 'a tie: both are Block with no speed and neither card wins against the other',
    })
    const even = card('Even', 'Block', { speed: 0, wins: ['Block'] })
    expect(matchup(even, false, zero, false)).toEqual({ winner: 0, why: 'Even wins against Block' })
  })

  it('a charge changes speed: Roundhouse charged meets Hazanshu at 3 and they tie; uncharged it is slower', () => {
    expect(speedOf(ken('Roundhouse'), true)).toBe(3)
    expect(matchup(ken('Roundhouse'), false, chun('Hazanshu'), false).winner).toBe(1)
    expect(matchup(ken('Roundhouse'), true, chun('Hazanshu'), false).winner).toBe(null)
  })

  it('"If both players play a charged super from Ken, it is a tie"; charged against uncharged, the charged one is faster', () => {
    const shinryuken = ken('Shinryuken')
    expect(matchup(shinryuken, true, shinryuken, true).winner).toBe(null)
    expect(matchup(shinryuken, false, shinryuken, false).winner).toBe(null)
    expect(matchup(shinryuken, true, shinryuken, false)).toEqual({
      winner: 0,
      why: 'both are Super: Shinryuken has speed 7, Shinryuken has speed 5, so Shinryuken wins',
    })
  })

  it('a +speed charge gives a card with no speed that speed; damage and speed never go below 0', () => {
    const quick = card('Quick', 'Throw', { charge: { text: '+2 speed', bonus: { damage: 0, speed: 2 } } })
    expect(speedOf(quick, false)).toBe(null)
    expect(speedOf(quick, true)).toBe(2)
    const weak = card('Weak', 'Throw', { damage: 1, speed: 1, charge: { text: '-3 damage, -3 speed', bonus: { damage: -3, speed: -3 } } })
    expect([damageOf(weak, true), speedOf(weak, true)]).toEqual([0, 0])
    // A text-only charge is not applied by the engine.
    const text = card('Text', 'Throw', { damage: 3, charge: { text: 'Wins against Jump', bonus: null } })
    expect(damageOf(text, true)).toBe(3)
  })
})

describe('combos', () => {
  it('links left to right, each card into a type the card before it combos into', () => {
    const chain = ['Jab', 'Roundhouse', 'Shoryuken', 'Shinryuken'].map(ken)
    expect(chainRefusal(chain)).toBe(null)
    expect(chainRefusal(['Jab', 'Shoryuken'].map(ken))).toBe('Jab combos only into Strike, Projectile, and Shoryuken is Anti-Air')
    expect(chainRefusal(['Hadoken', 'Jab'].map(ken))).toBe('Hadoken combos into nothing, and Jab is Strike')
    // Right to left is not a combo: Shoryuken combos only into Super.
    expect(chainRefusal(['Shoryuken', 'Roundhouse'].map(ken))).toBe('Shoryuken combos only into Super, and Roundhouse is Strike')
  })

  it('deals the sum of its cards; charged, every card of the combo gains its own charge effect', () => {
    const chain = ['Jab', 'Roundhouse', 'Shoryuken', 'Shinryuken'].map(ken)
    expect(comboDamage(chain, false)).toBe(2 + 4 + 5 + 8)
    // Jab has no charge, Roundhouse +1 speed only, Shoryuken +1 damage, Shinryuken +2 damage.
    expect(comboDamage(chain, true)).toBe(2 + 4 + 6 + 10)
  })

  it('the best chain from a card is the most damage the pool allows, the shorter on a tie', () => {
    const i = kenIndex
    const hand = [i('Roundhouse'), i('Shoryuken'), i('Hadoken')]
    expect(bestChain(KEN.cards, i('Jab'), hand, false)).toEqual({ cards: [i('Jab'), i('Roundhouse'), i('Shoryuken')], damage: 11 })
    expect(bestChain(KEN.cards, i('Jab'), [...hand, i('Shinryuken')], false).damage).toBe(19)
    expect(bestChain(KEN.cards, i('Hadoken'), hand, false)).toEqual({ cards: [i('Hadoken')], damage: 3 })
    // A card that adds nothing is left out.
    const cards = [card('A', 'Strike', { combos: ['Block'] }), card('B', 'Block', { damage: 0 })]
    expect(bestChain(cards, 0, [1], false)).toEqual({ cards: [0], damage: 1 })
  })
})

describe('charge priority', () => {
  const names = ['Ken', 'Chun-Li'] as const
  it('the player with more health announces first', () => {
    expect(chargePriority({ names, health: [12, 15], lastWinner: 0, superDamage: [8, 7] })).toEqual({ first: 1, why: 'Chun-Li has more health (15 to 12)' })
  })
  it('same health: the winner of the last action step', () => {
    expect(chargePriority({ names, health: [15, 15], lastWinner: 1, superDamage: [8, 7] })).toEqual({
      first: 1,
      why: 'both have 15 health, and Chun-Li won the last action step',
    })
  })
  it('still tied: the character whose super has the higher base damage', () => {
    expect(chargePriority({ names, health: [20, 20], lastWinner: null, superDamage: [8, 7] })).toEqual({
      first: 0,
      why: "both have 20 health, nobody won the last action step, and Ken's super has the higher base damage (8 to 7)",
    })
  })
  it('a ditto: neither player may announce until the tie is broken', () => {
    const tie = chargePriority({ names: ['Ken', 'Ken'], health: [20, 20], lastWinner: null, superDamage: [8, 8] })
    expect(tie.first).toBe(null)
    expect(tie.why).toBe(
      'both have 20 health, nobody won the last action step, and both supers deal 8: Ken and Ken are tied for charge priority, so neither may announce charge until the tie is broken',
    )
  })
})

describe("a player's piles", () => {
  const SUPER = kenIndex('Shinryuken')
  const name = (c: number) => KEN.cards[c].name
  const side = (piles: Partial<Side>): Side => ({ ...newSide([], 20), ...piles })

  it('draws to three basic cards from the top; the super in the hand does not count', () => {
    const s = side({ deck: [0, 1, 2, 3], hand: [SUPER, 5] })
    expect(drawToHand(s, SUPER)).toEqual({ drawn: 2, flipped: 0 })
    expect(s.hand).toEqual([SUPER, 5, 0, 1])
    expect(s.deck).toEqual([2, 3])
  })

  it('an empty deck flips the whole discard pile over, its order kept: the first card discarded is drawn first', () => {
    const s = side({ deck: [4], hand: [], discard: [3, 0, 2, 1] })
    expect(drawToHand(s, SUPER)).toEqual({ drawn: 3, flipped: 4 })
    expect(s.hand).toEqual([4, 3, 0])
    expect(s.deck).toEqual([2, 1])
    expect(s.discard).toEqual([])
  })

  it('the charge cost: two different basic cards from the hand or the discard pile, never the super', () => {
    const s = side({ deck: [4], hand: [0, 1, SUPER], discard: [2, 3] })
    expect(costRefusal(s, SUPER, [SUPER, 0], name)).toBe(
      'Shinryuken is the super: "You cannot use your super card to pay the charge cost, because it can never enter your deck or discard"',
    )
    expect(costRefusal(s, SUPER, [0], name)).toBe('the charge cost is 2 basic cards from the hand or the discard pile; 1 given')
    expect(costRefusal(s, SUPER, [0, 0], name)).toBe('the charge cost is two different cards; Jab is given twice')
    expect(costRefusal(s, SUPER, [0, 4], name)).toBe('Shoulder Throw is neither in the hand nor in the discard pile; the charge cost is paid from there')
    expect(costRefusal(s, SUPER, [1, 3], name)).toBe(null)
    // Paid to the bottom of the deck, in the order given.
    expect(payCost(s, [3, 1])).toBe(1)
    expect(s).toMatchObject({ deck: [4, 3, 1], hand: [0, SUPER], discard: [2] })
  })

  it('clean-up: played cards to the discard pile in play order, the super back on the table', () => {
    const s = side({ discard: [0], played: [5, SUPER, 3] })
    expect(superOnTable(s, SUPER)).toBe(false)
    cleanUp(s, SUPER)
    expect(s.discard).toEqual([0, 5, 3])
    expect(s.played).toEqual([])
    expect(superOnTable(s, SUPER)).toBe(true)
  })

  it('the super step: the super to the hand at four cards in the discard pile, not at three, not twice', () => {
    const three = side({ discard: [0, 1, 2], hand: [3] })
    expect(superStep(three, SUPER)).toBe(false)
    const four = side({ discard: [0, 1, 2, 4], hand: [3] })
    expect(superStep(four, SUPER)).toBe(true)
    expect(four.hand).toEqual([3, SUPER])
    expect(superStep(four, SUPER)).toBe(false)
    expect(four.hand).toEqual([3, SUPER])
  })
})
