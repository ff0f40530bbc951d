import { describe, expect, it } from 'vitest'
import { atLeast, atLeastBoth, atLeastBothWithRedraw, atLeastWithRedraw, hypergeometric, redrawOdds } from '../../../../src/main/games/cfs/odds'
import fc from 'fast-check'
import { high, seededRng, Shuffler, shufflePrefix, type Rng } from '../../../../src/main/core/rng'

/** Every way to draw `draws` of `size` cards, counted by brute force (small decks only). */
function bruteForce(size: number, draws: number, accept: (hand: number[]) => boolean): number {
  let yes = 0
  let all = 0
  const pick = (start: number, hand: number[]) => {
    if (hand.length === draws) {
      all++
      if (accept(hand)) yes++
      return
    }
    for (let i = start; i < size; i++) pick(i + 1, [...hand, i])
  }
  pick(0, [])
  return yes / all
}

describe('exact odds', () => {
  it('hypergeometric: known values, and the distribution sums to 1', () => {
    expect(hypergeometric(50, 9, 5, 5)).toBeCloseTo(126 / 2118760, 12)
    expect(hypergeometric(50, 3, 5, 0)).toBeCloseTo((47 * 46 * 45 * 44 * 43) / (50 * 49 * 48 * 47 * 46), 12)
    let sum = 0
    for (let k = 0; k <= 5; k++) sum += hypergeometric(60, 12, 5, k)
    expect(sum).toBeCloseTo(1, 12)
    expect(atLeast(50, 3, 5, 1)).toBeCloseTo(1 - hypergeometric(50, 3, 5, 0), 12)
  })

  it('multivariate: A and B together matches brute force', () => {
    // 12 cards: 0-2 are A, 3-5 are B.
    const exact = atLeastBoth(12, 3, 1, 3, 2, 5)
    const brute = bruteForce(12, 5, (h) => h.filter((c) => c < 3).length >= 1 && h.filter((c) => c >= 3 && c < 6).length >= 2)
    expect(exact).toBeCloseTo(brute, 12)
  })

  it('with the redraw rule: conditioned on a character in the opening 5, by brute force', () => {
    // 10 cards: 0-2 characters (card 0 is also a target), 3-4 other targets. First 5 must hold a character.
    const deck = { size: 10, characters: 3 }
    for (const draws of [3, 5]) {
      const exact = atLeastWithRedraw(deck, 3, 1, draws, 2)
      // Brute force over ordered deals would be large; for draws <= 5 the first `draws` of a uniformly
      // ordered kept hand is what matters, so count ordered 5-card prefixes.
      let yes = 0
      let kept = 0
      const perm = (hand: number[]) => {
        if (hand.length === 5) {
          if (!hand.some((c) => c < 3)) return
          kept++
          if (hand.slice(0, draws).filter((c) => c === 0 || c === 3 || c === 4).length >= 2) yes++
          return
        }
        for (let c = 0; c < 10; c++) if (!hand.includes(c)) perm([...hand, c])
      }
      perm([])
      expect(exact).toBeCloseTo(yes / kept, 12)
    }
    expect(redrawOdds(deck).redrawRate).toBeCloseTo(hypergeometric(10, 3, 5, 0), 12)
  })

  it('Monte Carlo with the seeded shuffle agrees with the exact odds within sampling error', () => {
    const deck = { size: 50, characters: 12 }
    const targets = 4 // cards 0-3; card 0 is a character
    const exact = atLeastWithRedraw(deck, targets, 1, 8, 1)
    const rng = seededRng(7)
    const cards = Int32Array.from({ length: 50 }, (_, i) => i)
    const isCharacter = (c: number) => c === 0 || (c >= 4 && c < 15) // 12 characters
    const trials = 40_000
    let hits = 0
    for (let t = 0; t < trials; t++) {
      do shufflePrefix(cards, 8, rng)
      while (![0, 1, 2, 3, 4].some((i) => isCharacter(cards[i])))
      if ([0, 1, 2, 3, 4, 5, 6, 7].some((i) => cards[i] < targets)) hits++
    }
    const sigma = Math.sqrt((exact * (1 - exact)) / trials)
    expect(Math.abs(hits / trials - exact)).toBeLessThan(4 * sigma)
  })
})

describe('seeded draws', () => {
  it('the same seed gives the same shuffle', () => {
    const a = Int32Array.from({ length: 50 }, (_, i) => i)
    const b = Int32Array.from({ length: 50 }, (_, i) => i)
    shufflePrefix(a, 50, seededRng(5))
    shufflePrefix(b, 50, seededRng(5))
    expect([...a]).toEqual([...b])
    expect([...a].sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i))
  })
})

describe('batched draws', () => {
  it('each index is the high part of word × range, exactly', () => {
    const exact = (x: number, r: number) => Number((BigInt(x >>> 0) * BigInt(r)) >> 32n)
    for (const x of [0, 1, 0xffff, 0x10000, -1, 0x7fffffff, -0x80000000]) for (const r of [1, 2, 46, 50, 32767]) expect(high(x, r)).toBe(exact(x, r))
    fc.assert(fc.property(fc.integer({ min: -0x80000000, max: 0x7fffffff }), fc.integer({ min: 1, max: 32767 }), (x, r) => high(x, r) === exact(x, r)))
  })

  it('words spread evenly over the pile give every order of 5 cards equally often', () => {
    // 2^20 words, evenly spaced over all 2^32: each of the 120 orders must come up 8,738 or 8,739 times.
    let k = 0
    const sweep: Rng = { next: () => (k++ * 4096) | 0 }
    const shuffler = new Shuffler(5)
    const counts = new Map<string, number>()
    const cards = new Int32Array(5)
    while (k < 1 << 20) {
      cards.set([0, 1, 2, 3, 4])
      shuffler.shuffle(cards, sweep)
      const key = cards.join('')
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    expect(counts.size).toBe(120)
    expect(Math.max(...counts.values()) - Math.min(...counts.values())).toBeLessThanOrEqual(1)
  })

  it('a pile dealt lazily, batch by batch, ends as a permutation, and later draws follow the same seed', () => {
    const lazy = Int32Array.from({ length: 50 }, (_, i) => i)
    const whole = Int32Array.from(lazy)
    const shuffler = new Shuffler(50)
    const rng = seededRng(3)
    shuffler.dealHand(lazy, rng) // the unrolled path
    for (let n = 6; n <= 50; n += 7) shuffler.dealTo(lazy, n, rng)
    new Shuffler(50).shuffle(whole, seededRng(3))
    expect([...lazy]).toEqual([...whole])
    expect([...lazy].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i))
    // A pile whose first batch is not 5 places takes the general path to the same end.
    const small = Int32Array.from({ length: 20 }, (_, i) => i)
    const smallWhole = Int32Array.from(small)
    new Shuffler(20).dealHand(small, seededRng(4))
    const again = Int32Array.from({ length: 20 }, (_, i) => i)
    const s20 = new Shuffler(20)
    s20.restart()
    s20.dealTo(again, 5, seededRng(4))
    expect([...small]).toEqual([...again])
    new Shuffler(20).shuffle(smallWhole, seededRng(4))
    expect([...smallWhole.subarray(0, 5)]).toEqual([...small.subarray(0, 5)])
  })

  it('a batched shuffle of 50 is a permutation, and each card is equally likely on top', () => {
    const rng = seededRng(77)
    const top = new Array(50).fill(0)
    const n = 50_000
    const cards = Int32Array.from({ length: 50 }, (_, i) => i)
    const shuffler = new Shuffler(50)
    for (let t = 0; t < n; t++) {
      shuffler.shuffle(cards, rng)
      top[cards[0]]++
    }
    expect([...cards].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i))
    const chi = top.reduce((s, c) => s + (c - n / 50) ** 2 / (n / 50), 0)
    expect(chi).toBeLessThan(85.35) // p = 0.001 with 49 degrees of freedom
  })
})

describe('two groups with the redraw rule', () => {
  it('matches brute force over every ordered deal of a small deck', () => {
    // 9 cards: 0 is an A character, 1 an A non-character, 2 a B character, 3-4 B non-characters,
    // 5 another character, 6-8 the rest.
    const deck = { size: 9, characters: 3 }
    const a = { count: 2, characters: 1, atLeast: 1 }
    const b = { count: 3, characters: 1, atLeast: 1 }
    const isChar = (c: number) => c === 0 || c === 2 || c === 5
    for (const draws of [4, 6]) {
      let kept = 0
      let yes = 0
      const deal = (cards: number[]) => {
        if (cards.length === Math.max(draws, 5)) {
          if (!cards.slice(0, 5).some(isChar)) return
          kept++
          const first = cards.slice(0, draws)
          if (first.some((c) => c <= 1) && first.some((c) => c >= 2 && c <= 4)) yes++
          return
        }
        for (let c = 0; c < 9; c++) if (!cards.includes(c)) deal([...cards, c])
      }
      deal([])
      expect(atLeastBothWithRedraw(deck, a, b, draws)).toBeCloseTo(yes / kept, 12)
    }
  })
})
