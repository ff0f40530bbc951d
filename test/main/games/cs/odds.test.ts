import { describe, expect, it } from 'vitest'
import { choose } from '../../../../src/main/game-kit/probability'
import { ROOK, WREN } from '../../../../src/main/games/cs/examples'
import { absorbCards, atLeastOne, exactly, expectedMill, jokerStop, openingOdds } from '../../../../src/main/games/cs/odds'
import { shuffledDeck } from '../../../../src/main/games/cs/piles'
import { absorbEffect, inSuit, millOf, specialOf, specialRankOf } from '../../../../src/main/games/cs/rules'
import { seededRng } from '../../../../src/main/core/rng'
import { DECK_SIZE, isJoker } from '../../../../src/shared/games/cs/table'
import type { CsCharacter } from '../../../../src/shared/games/cs/character'

const JOKER = 1
const SUIT = 2
const SPECIAL = 4
const ABSORB = 8

/** What each card of the deck is to a character, as the rules say, in bits. */
function flags(character: CsCharacter): Uint8Array {
  const out = new Uint8Array(DECK_SIZE)
  for (let card = 0; card < DECK_SIZE; card++) {
    out[card] =
      (isJoker(card) ? JOKER : 0) |
      (inSuit(character, card) ? SUIT : 0) |
      (specialRankOf(card) !== null ? SPECIAL : 0) |
      (absorbEffect(specialOf(character, card)) > 0 ? ABSORB : 0)
  }
  return out
}

/** Every hand of five from the 54 cards, counted by the kinds it holds: the brute force. */
function countHands(f: Uint8Array): { hands: number; holding: Record<number, number> } {
  const holding: Record<number, number> = { [JOKER]: 0, [SUIT]: 0, [SPECIAL]: 0, [ABSORB]: 0 }
  let hands = 0
  const n = DECK_SIZE
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      const ab = f[a] | f[b]
      for (let c = b + 1; c < n; c++) {
        const abc = ab | f[c]
        for (let d = c + 1; d < n; d++) {
          const abcd = abc | f[d]
          for (let e = d + 1; e < n; e++) {
            const all = abcd | f[e]
            hands++
            if (all & JOKER) holding[JOKER]++
            if (all & SUIT) holding[SUIT]++
            if (all & SPECIAL) holding[SPECIAL]++
            if (all & ABSORB) holding[ABSORB]++
          }
        }
      }
    }
  return { hands, holding }
}

describe('exact odds of the opening five', () => {
  it('match a count of every one of the C(54, 5) hands', () => {
    const { hands, holding } = countHands(flags(ROOK))
    expect(hands).toBe(choose(54, 5))
    const odds = openingOdds(ROOK)
    expect(odds.joker).toBeCloseTo(holding[JOKER] / hands, 12)
    expect(odds.suit).toBeCloseTo(holding[SUIT] / hands, 12)
    expect(odds.special).toBeCloseTo(holding[SPECIAL] / hands, 12)
    expect(odds.absorb).toBeCloseTo(holding[ABSORB] / hands, 12)
    // The figures by hand: a joker in 1 − C(52,5)/C(54,5) ≈ 17.8 % of opening hands; a suit card in 1 − C(41,5)/C(54,5) ≈ 76.3 %.
    expect(odds.joker).toBeCloseTo(1 - 2598960 / 3162510, 12)
    expect(odds.joker).toBeCloseTo(0.1782, 4)
    expect(odds.suit).toBeCloseTo(1 - 749398 / 3162510, 12)
    expect(odds.suit).toBeCloseTo(0.763, 3)
  })

  it("count the special cards that absorb: Rook's K, Wren's K and 2", () => {
    expect(absorbCards(ROOK)).toBe(4)
    expect(absorbCards(WREN)).toBe(8)
    expect(openingOdds(WREN).absorb).toBeCloseTo(atLeastOne(8, 5), 12)
  })

  it('agree with the shuffles the simulator deals', () => {
    const rng = seededRng(17)
    const n = 20000
    let jokers = 0
    let suited = 0
    for (let i = 0; i < n; i++) {
      const hand = shuffledDeck(rng).slice(0, 5)
      if (hand.some(isJoker)) jokers++
      if (hand.some((card) => inSuit(WREN, card))) suited++
    }
    const odds = openingOdds(WREN)
    // Four standard errors.
    for (const [rate, p] of [
      [jokers / n, odds.joker],
      [suited / n, odds.suit],
    ])
      expect(Math.abs(rate - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n))
  })

  it('the hypergeometric terms add up to 1', () => {
    let sum = 0
    for (let k = 0; k <= 5; k++) sum += exactly(13, k, 5)
    expect(sum).toBeCloseTo(1, 12)
    expect(1 - exactly(2, 0, 5)).toBeCloseTo(atLeastOne(2, 5), 12)
  })
})

describe('how far a hit mills before a joker stops it', () => {
  /** Every place two jokers can take in a deck of `n`, milled by millOf: the brute force. */
  function brute(n: number, damage: number): { stopped: number; milled: number } {
    let stopped = 0
    let milled = 0
    let decks = 0
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const deck = Array.from({ length: n }, (_, k) => (k === i ? 52 : k === j ? 53 : k))
        const mill = millOf(deck, damage)
        decks++
        if (mill.stopped) stopped++
        milled += mill.count
      }
    return { stopped: stopped / decks, milled: milled / decks }
  }

  it('matches every arrangement of the jokers in small decks', () => {
    for (const n of [2, 5, 9, 12]) {
      for (let damage = 0; damage <= n + 1; damage++) {
        const { stopped, milled } = brute(n, damage)
        expect(jokerStop(n, 2, damage)).toBeCloseTo(stopped, 12)
        expect(expectedMill(n, 2, damage)).toBeCloseTo(milled, 12)
      }
    }
  })

  it('in a full deck, a hit of 10 is cut short about a third of the time', () => {
    expect(jokerStop(49, 2, 10)).toBeCloseTo(1 - choose(47, 9) / choose(49, 9), 12)
    expect(jokerStop(49, 2, 10)).toBeGreaterThan(0.3)
    expect(jokerStop(49, 2, 10)).toBeLessThan(0.34)
    expect(expectedMill(49, 0, 10)).toBe(10)
    expect(expectedMill(49, 2, 1)).toBe(1)
  })
})
