import { describe, expect, it } from 'vitest'
import { ROOK, WREN } from '../../../../src/main/games/cs/examples'
import {
  absorbOf,
  absorption,
  absorbRefusal,
  attackOf,
  combat,
  damageOf,
  millOf,
  NOTHING,
  numberOf,
  sameSuitBonus,
  specialRankOf,
  type Attack,
} from '../../../../src/main/games/cs/rules'
import { cardLabel, cardName, cardOfName, DECK_SIZE, isJoker, rankOfCard, suitOfCard } from '../../../../src/shared/games/cs/table'
import type { CsCharacter } from '../../../../src/shared/games/cs/character'

const c = (name: string): number => {
  const card = cardOfName(name)
  if (card === null) throw new Error(`not a card: ${name}`)
  return card
}
const value = (character: CsCharacter, name: string, sideways = false) => attackOf(character, c(name), sideways).value
const attack = (v: number, defense = false): Attack => ({ value: v, defense, effect: null, form: null, why: '' })
const NAMES = ['Rook', 'Wren'] as const

describe('the deck', () => {
  it('is 54 cards: four suits of A, 2–10, J, Q, K and two jokers, each with one name', () => {
    const names = Array.from({ length: DECK_SIZE }, (_, card) => cardName(card))
    expect(new Set(names).size).toBe(54)
    expect(names.filter((_, card) => isJoker(card))).toEqual(['JOKER1', 'JOKER2'])
    for (let card = 0; card < DECK_SIZE; card++) expect(cardOfName(cardName(card))).toBe(card)
    expect(cardName(c('10h'))).toBe('10H')
    expect(c('7♥')).toBe(c('7H'))
    expect(c('Joker 2')).toBe(53)
    expect([cardOfName('1H'), cardOfName('11S'), cardOfName('7X'), cardOfName('JOKER3'), cardOfName(7)]).toEqual([null, null, null, null, null])
    expect([suitOfCard(c('QD')), rankOfCard(c('QD')), cardLabel(c('QD')), cardLabel(52)]).toEqual(['diamonds', 'Q', 'Q♦', 'Joker'])
  })

  it('"number cards are represented by the cards 3 through 10"; special cards by Ace, King, Queen, Jack and Deuce', () => {
    expect(['3S', '10C', '2H', 'AH', 'JS', 'QS', 'KS', 'JOKER1'].map((n) => numberOf(c(n)))).toEqual([3, 10, null, null, null, null, null, null])
    expect(['2H', 'AH', 'JS', 'QS', 'KS', '3S', 'JOKER1'].map((n) => specialRankOf(c(n)))).toEqual(['2', 'A', 'J', 'Q', 'K', null, null])
  })
})

describe('the value of an attack', () => {
  it('a number card is its number; in the character\'s suit +1, "to a maximum total value of 10"', () => {
    expect(value(ROOK, '7H')).toBe(7)
    expect(value(ROOK, '7C')).toBe(8)
    expect(value(ROOK, '9C')).toBe(10)
    expect(value(ROOK, '10C')).toBe(10)
    expect(value(WREN, '10C')).toBe(10)
    expect(value(WREN, '3H')).toBe(4)
    expect([3, 9, 10].map(sameSuitBonus)).toEqual([4, 10, 10])
    expect(attackOf(ROOK, c('7C'), false).why).toBe("7♣ in Rook's suit: 7 + 1 = 8")
    expect(attackOf(ROOK, c('10C'), false).why).toBe("10♣ in Rook's suit: 10, already the most a value can be")
  })

  it('a special card is its attack or defense value, whatever its suit: the bonus is for number cards', () => {
    // Body Blow (Q) 7 on any suit, Rook's own included.
    expect(['QS', 'QH', 'QD', 'QC'].map((n) => value(ROOK, n))).toEqual([7, 7, 7, 7])
    expect(attackOf(ROOK, c('KC'), false)).toMatchObject({ value: 5, defense: true })
    expect(attackOf(WREN, c('2S'), false)).toMatchObject({ value: 3, defense: true, effect: 'A' })
  })

  it('A or B: a two-effect card upright uses A, sideways B; a one-effect card uses its sole effect either way', () => {
    // Haymaker 9: A +1 to its value, B the opponent discards 2.
    expect(attackOf(ROOK, c('AS'), false)).toMatchObject({ value: 10, effect: 'A', form: { kind: 'value', amount: 1 } })
    expect(attackOf(ROOK, c('AS'), true)).toMatchObject({ value: 9, effect: 'B', form: { kind: 'discard', amount: 2 } })
    expect(attackOf(ROOK, c('AS'), false).why).toBe('A♠ Haymaker 9, upright for effect A: 9 + 1 = 10')
    // Jab 4: A draw 1, B +2.
    expect(attackOf(ROOK, c('JD'), true)).toMatchObject({ value: 6, effect: 'B' })
    // Body Blow has one effect: sideways is a bluff, and the sole effect is used.
    expect(attackOf(ROOK, c('QS'), true)).toMatchObject({ value: 7, effect: 'A', form: { kind: 'discard', amount: 1 } })
    expect(attackOf(ROOK, c('QS'), true).why).toBe('Q♠ Body Blow 7')
    // A number card has no effect either way.
    expect(attackOf(ROOK, c('5D'), true)).toMatchObject({ value: 5, effect: null, form: null })
  })

  it('a joker, or no card at all, is "an unidentified card with no suit and a value of 0"', () => {
    expect(attackOf(ROOK, 52, false)).toMatchObject({ value: 0, defense: false, effect: null })
    expect(attackOf(ROOK, 53, true).why).toBe('a joker takes no part in combat: an unidentified card with no suit and a value of 0')
    expect(attackOf(ROOK, NOTHING, false)).toMatchObject({ value: 0, defense: false })
  })
})

describe('combat: "Damage is done to the player of the lower value equal to the difference"', () => {
  it('the lower value takes the difference', () => {
    expect(combat(attack(9), attack(6), NAMES)).toEqual({ to: 1, amount: 3, why: '9 against 6: Wren takes 3 damage' })
    expect(combat(attack(2), attack(10), NAMES)).toEqual({ to: 0, amount: 8, why: '2 against 10: Rook takes 8 damage' })
    expect(damageOf(attack(0), attack(7))).toEqual({ to: 0, amount: 7 })
  })

  it('equal values do no damage', () => {
    expect(combat(attack(7), attack(7), NAMES)).toEqual({ to: null, amount: 0, why: '7 against 7: equal values, no damage' })
    expect(damageOf(attack(5, true), attack(5))).toEqual({ to: null, amount: 0 })
  })

  it('a higher defense value does no damage "even if the Defense Value is higher"; a lower one takes the difference', () => {
    expect(combat(attack(5, true), attack(3), NAMES)).toEqual({
      to: null,
      amount: 0,
      why: "5 against 3: Rook's higher value is a defense value, so no damage is done",
    })
    expect(damageOf(attack(3), attack(6, true))).toEqual({ to: null, amount: 0 })
    expect(combat(attack(5, true), attack(8), NAMES)).toEqual({ to: 0, amount: 3, why: '5 against 8: Rook takes 3 damage' })
    // Two defense values never do damage.
    expect(damageOf(attack(3, true), attack(6, true))).toEqual({ to: null, amount: 0 })
  })
})

describe('Damage Absorption', () => {
  it("the rule book's example: a Clubs character discarding two Hearts and a Club reduces the damage by 4", () => {
    expect(ROOK.suit).toBe('clubs')
    expect(absorption(ROOK, [c('4H'), c('9H'), c('6C')])).toBe(4)
  })

  it("each card 1, 2 in the character's suit; a joker has no suit and absorbs 1", () => {
    expect(['3S', '10D', 'JOKER1', '3C', 'QC', 'AC'].map((n) => absorbOf(ROOK, c(n)))).toEqual([1, 1, 1, 2, 2, 2])
  })

  it('a special card that reduces damage does its amount, "+1" when it matches the character\'s suit', () => {
    // Iron Guard (K): absorb 2. Mirror Ward (K): absorb 3. Mend (2): absorb 2 on effect A.
    expect(absorbOf(ROOK, c('KS'))).toBe(2)
    expect(absorbOf(ROOK, c('KC'))).toBe(3)
    expect(absorbOf(WREN, c('KD'))).toBe(3)
    expect(absorbOf(WREN, c('KH'))).toBe(4)
    expect(absorbOf(WREN, c('2H'))).toBe(3)
    expect(absorption(WREN, [c('KH'), c('2S'), c('JOKER2')])).toBe(4 + 2 + 1)
  })

  it('damage is reduced "by as much as you wish", never below 0: a card the damage does not need is refused', () => {
    expect(absorbRefusal(ROOK, [], 5)).toBe(null)
    expect(absorbRefusal(ROOK, [c('3C'), c('4H')], 3)).toBe(null)
    expect(absorbRefusal(ROOK, [c('3C'), c('4H')], 2)).toBe('the damage is 2 and these cards absorb 3, 4♥ not needed: give only the cards the damage needs')
    // Absorbing more than the damage with cards it all needs is fine: a suited card for 1 damage.
    expect(absorbRefusal(ROOK, [c('3C')], 1)).toBe(null)
    expect(absorbRefusal(ROOK, [c('KC'), c('3C')], 3)).toMatch(/3♣ not needed/)
  })
})

describe('milling: "discard that number of cards from the player\'s deck, one at a time"', () => {
  const deck = (...names: string[]) => names.map(c)

  it('damage mills its number of cards from the top', () => {
    expect(millOf(deck('3S', '4S', '5S', '6S'), 3)).toEqual({ count: 3, stopped: false })
    expect(millOf(deck('3S', '4S'), 0)).toEqual({ count: 0, stopped: false })
  })

  it('"If a Joker is placed into your discard pile in this way, the rest of the damage is prevented"', () => {
    expect(millOf(deck('3S', 'JOKER1', '5S', '6S'), 4)).toEqual({ count: 2, stopped: true })
    expect(millOf(deck('JOKER2', '5S'), 2)).toEqual({ count: 1, stopped: true })
    // A joker milled by the last point of damage stops nothing.
    expect(millOf(deck('3S', 'JOKER1', '5S'), 2)).toEqual({ count: 2, stopped: false })
  })

  it('a discard effect is not damage: it goes through jokers', () => {
    expect(millOf(deck('3S', 'JOKER1', '5S', '6S'), 3, false)).toEqual({ count: 3, stopped: false })
  })

  it('a deck shorter than the damage is milled out', () => {
    expect(millOf(deck('3S', '4S'), 5)).toEqual({ count: 2, stopped: false })
  })
})
