// Elimination brackets, checked against brackets worked by hand: the seeds' order, the byes of an odd field, every
// match of an 8-player double elimination with and without the reset, the places, and a player who leaves.
import { describe, expect, it } from 'vitest'
import { champion, doubleBracket, outcomes, placings, playable, seedOrder, singleBracket, type Bracket, type Outcome } from '../../../src/main/events/bracket'

const SEEDS = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8']

/**
 * Plays the bracket round by round: `wins(a, b)` says whether a wins; answers each round's matches (as "a-b") and the
 * outcomes. Each round is what `playable` offers once the round before is decided, as an event pairs them.
 */
function play(bracket: Bracket, seeds: string[], wins: (a: string, b: string, match: string) => boolean, out = new Set<string>()) {
  const played = new Map<string, Outcome>()
  const rounds: string[][] = []
  for (let guard = 0; guard < 20; guard++) {
    const now = playable(bracket, seeds, played, out)
    if (now.length === 0) break
    rounds.push(now.map((m) => `${m.id} ${m.a}-${m.b}`))
    for (const m of now) played.set(m.id, wins(m.a, m.b, m.id) ? { winner: m.a, loser: m.b } : { winner: m.b, loser: m.a })
  }
  return { rounds, decided: outcomes(bracket, seeds, played, out) }
}

/** The better seed wins. */
const favourite = (a: string, b: string) => a < b

describe('an elimination bracket', () => {
  it('seeds 1 and 2 apart until the final, each pair of seeds summing to the size plus one', () => {
    expect(seedOrder(2)).toEqual([1, 2])
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6])
    expect(seedOrder(16).slice(0, 4)).toEqual([1, 16, 8, 9])
  })

  it('gives the top seeds the byes of an odd field, and plays one round of the bracket an event round', () => {
    const { rounds, decided } = play(singleBracket(5), SEEDS.slice(0, 5), favourite)
    // 5 players in a bracket of 8: seeds 1, 2 and 3 sit round 1 out; 4 meets 5.
    expect(rounds).toEqual([['W1.2 S4-S5'], ['W2.1 S1-S4', 'W2.2 S2-S3'], ['W3.1 S1-S2']])
    expect(placings(singleBracket(5), SEEDS.slice(0, 5), decided)).toEqual([
      { player: 'S1', place: 1 },
      { player: 'S2', place: 2 },
      { player: 'S3', place: 3 },
      { player: 'S4', place: 3 },
      { player: 'S5', place: 5 },
    ])
  })

  it('plays an 8-player double elimination in 14 matches when the winners’ champion wins the final', () => {
    const bracket = doubleBracket(8)
    const { rounds, decided } = play(bracket, SEEDS, favourite)
    expect(rounds).toEqual([
      ['W1.1 S1-S8', 'W1.2 S4-S5', 'W1.3 S2-S7', 'W1.4 S3-S6'],
      ['W2.1 S1-S4', 'W2.2 S2-S3', 'L1.1 S8-S5', 'L1.2 S7-S6'],
      // The winners' round 2 losers drop in crossed over: S3 (from W2.2) meets L1.1's winner.
      ['W3.1 S1-S2', 'L2.1 S5-S3', 'L2.2 S6-S4'],
      ['L3.1 S3-S4'],
      ['L4.1 S3-S2'],
      ['F1 S1-S2'],
    ])
    expect(rounds.flat()).toHaveLength(14)
    expect(placings(bracket, SEEDS, decided).map((p) => `${p.place} ${p.player}`)).toEqual(['1 S1', '2 S2', '3 S3', '4 S4', '5 S5', '5 S6', '7 S7', '7 S8'])
  })

  it('plays the reset when the losers’ champion wins the first final, and the reset decides first and second', () => {
    const bracket = doubleBracket(8)
    // S1 wins every match but the first final.
    const { rounds, decided } = play(bracket, SEEDS, (a, b, match) => (match === 'F1' ? false : favourite(a, b)))
    expect(rounds.slice(-3)).toEqual([['L4.1 S3-S2'], ['F1 S1-S2'], ['F2 S2-S1']])
    expect(rounds.flat()).toHaveLength(15)
    expect(placings(bracket, SEEDS, decided).map((p) => `${p.place} ${p.player}`)).toEqual(['1 S1', '2 S2', '3 S3', '4 S4', '5 S5', '5 S6', '7 S7', '7 S8'])
  })

  it('plays a second final when the losers’ champion wins the first', () => {
    const bracket = doubleBracket(4)
    const played = new Map<string, Outcome>([
      ['W1.1', { winner: 'A', loser: 'D' }],
      ['W1.2', { winner: 'B', loser: 'C' }],
      ['L1.1', { winner: 'C', loser: 'D' }],
      ['W2.1', { winner: 'A', loser: 'B' }],
      ['L2.1', { winner: 'B', loser: 'C' }],
    ])
    const seeds = ['A', 'B', 'C', 'D']
    expect(playable(bracket, seeds, played)).toEqual([{ id: 'F1', a: 'A', b: 'B' }])
    played.set('F1', { winner: 'B', loser: 'A' })
    expect(playable(bracket, seeds, played)).toEqual([{ id: 'F2', a: 'B', b: 'A' }])
    // Until the reset is played, A (one loss) is not placed below B.
    expect(placings(bracket, seeds, outcomes(bracket, seeds, played))[0]).toEqual({ player: 'A', place: 1 })
    played.set('F2', { winner: 'A', loser: 'B' })
    expect(playable(bracket, seeds, played)).toEqual([])
    expect(placings(bracket, seeds, outcomes(bracket, seeds, played)).map((p) => `${p.place} ${p.player}`)).toEqual(['1 A', '2 B', '3 C', '4 D'])
  })

  it('lets a player who left lose their next match by walkover, and places them where they went out', () => {
    const bracket = singleBracket(4)
    const seeds = ['A', 'B', 'C', 'D']
    const played = new Map<string, Outcome>([
      ['W1.1', { winner: 'A', loser: 'D' }],
      ['W1.2', { winner: 'B', loser: 'C' }],
    ])
    const out = new Set(['A'])
    expect(playable(bracket, seeds, played, out)).toEqual([])
    const decided = outcomes(bracket, seeds, played, out)
    expect(decided.get('W2.1')).toMatchObject({ winner: 'B', loser: 'A' })
    expect(placings(bracket, seeds, decided).map((p) => `${p.place} ${p.player}`)).toEqual(['1 B', '2 A', '3 C', '3 D'])
  })

  it('plays two players in one match, or a final and its reset in double elimination', () => {
    expect(singleBracket(2).map((m) => m.id)).toEqual(['W1.1'])
    expect(doubleBracket(2).map((m) => m.id)).toEqual(['W1.1', 'F1', 'F2'])
    const { rounds } = play(doubleBracket(2), ['A', 'B'], (a) => a === 'A')
    expect(rounds).toEqual([['W1.1 A-B'], ['F1 A-B']])
  })

  it('places two finalists who both left alike, as far as they got, and crowns no one', () => {
    const bracket = singleBracket(4)
    const seeds = ['A', 'B', 'C', 'D']
    const played = new Map<string, Outcome>([
      ['W1.1', { winner: 'A', loser: 'D' }],
      ['W1.2', { winner: 'B', loser: 'C' }],
    ])
    const decided = outcomes(bracket, seeds, played, new Set(['A', 'B']))
    expect(decided.get('W2.1')).toMatchObject({ winner: null })
    expect(champion(bracket, decided)).toBeNull()
    expect(placings(bracket, seeds, decided).map((p) => `${p.place} ${p.player}`)).toEqual(['1 A', '1 B', '3 C', '3 D'])
  })
})
