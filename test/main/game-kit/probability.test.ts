import { describe, expect, it } from 'vitest'
import { choose, matchupOutcome, wilson } from '../../../src/main/game-kit/probability'

describe('choose', () => {
  it('counts hands exactly', () => {
    expect(choose(54, 5)).toBe(3162510)
    expect(choose(5, 0)).toBe(1)
    expect(choose(5, 6)).toBe(0)
  })
})

describe('matchupOutcome', () => {
  it('gives the win rate, its Wilson interval and the mean of decided games only', () => {
    const lengths = new Int32Array(11)
    lengths[3] = 2
    lengths[5] = 1
    // 4 games, 1 a draw: the mean is over the 3 decided ones.
    const o = matchupOutcome(3, 4, lengths)
    expect(o.winRate).toBe(0.75)
    const [lo, hi] = wilson(3, 4)
    expect(o.interval).toEqual([Math.round(lo * 1e6) / 1e6, Math.round(hi * 1e6) / 1e6])
    expect(o.meanTurns).toBe(Math.round((11 / 3) * 1e6) / 1e6)
    expect(o.turns).toEqual({ '3': 2, '5': 1 })
  })

  it('reads the last turn and has no mean when nothing was decided', () => {
    const lengths = new Int32Array(11)
    lengths[10] = 1
    expect(matchupOutcome(0, 1, lengths).turns).toEqual({ '10': 1 })
    const none = matchupOutcome(0, 0, new Int32Array(11))
    expect(none).toEqual({ winRate: 0, interval: [0, 1], meanTurns: null, turns: {} })
  })
})
