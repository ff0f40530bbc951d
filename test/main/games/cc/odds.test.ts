import { describe, expect, it } from 'vitest'
import { GAMBIT, RYU } from '../../../../src/main/games/cc/examples'
import { anyOfRanks, attackingFaces, openingOdds, throwInHand } from '../../../../src/main/games/cc/odds'
import { choose } from '../../../../src/main/game-kit/probability'

/** Every `size`-card hand of the 52 (id = rank × 4 + suit, rank 0–8 for 2–10), counted where `holds` is true. */
function countHands(size: number, holds: (ranks: number[]) => boolean): number {
  let count = 0
  const hand: number[] = []
  const walk = (from: number) => {
    if (hand.length === size) {
      if (holds(hand.map((id) => id >> 2))) count++
      return
    }
    for (let id = from; id < 52; id++) {
      hand.push(id)
      walk(id + 1)
      hand.pop()
    }
  }
  walk(0)
  return count
}

describe('exact odds of a hand', () => {
  it('choose is exact', () => {
    expect(choose(52, 7)).toBe(133_784_560)
    expect(choose(48, 7)).toBe(73_629_072)
    expect(choose(5, 6)).toBe(0)
    expect(choose(52, 0)).toBe(1)
    expect(choose(5, 4)).toBe(5)
    expect(choose(8, 5)).toBe(56)
  })

  it('an ace in the first seven: 1 − C(48,7)/C(52,7)', () => {
    expect(anyOfRanks(1, 7)).toBeCloseTo(1 - 73_629_072 / 133_784_560, 12)
    expect(anyOfRanks(0, 7)).toBe(0)
  })

  it('a pair above Strength agrees with counting every 4-card hand', () => {
    for (const strength of [2, 5, 7, 9, 10]) {
      const pairs = countHands(4, (ranks) => {
        const high = ranks.filter((r) => r <= 8 && r + 2 > strength)
        return new Set(high).size < high.length
      })
      expect(throwInHand(strength, 4)).toBeCloseTo(pairs / choose(52, 4), 12)
    }
  })

  it('a special move in hand agrees with counting every 3-card hand', () => {
    // Face ranks 9 (J), 10 (Q), 11 (K): any of two of them.
    const held = countHands(3, (ranks) => ranks.some((r) => r === 9 || r === 10))
    expect(anyOfRanks(2, 3)).toBeCloseTo(held / choose(52, 3), 12)
  })

  it("a sheet's opening odds: Gambit (Strength 7) attacks on J and Q, Ryu's figures follow his sheet", () => {
    expect([...attackingFaces(GAMBIT)].sort()).toEqual(['J', 'Q'])
    const gambit = openingOdds(GAMBIT)
    expect(gambit.throw).toBeCloseTo(throwInHand(7, 7), 12)
    expect(gambit.throw).toBeGreaterThan(0.2)
    expect(gambit.throw).toBeLessThan(0.4)
    expect(throwInHand(10, 7)).toBe(0)
    expect(openingOdds(RYU).throw).toBeCloseTo(throwInHand(RYU.strength, 7), 12)
  })
})
