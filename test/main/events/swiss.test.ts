// Swiss standings against an 8-player, 3-round event worked by hand (results best of three, points and every
// tie-breaker computed on paper), a bye, and the pairings made from them.
import { describe, expect, it } from 'vitest'
import { pairSwissRound, standings, type MatchResult } from '../../../src/main/events/swiss'

const PLAYERS = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8']
const m = (round: number, a: string, b: string, winsA: number, winsB: number): MatchResult => ({ round, a, b, winsA, winsB, drawn: 0 })

/** Round 1 by seat, rounds 2 and 3 by points; P7–P8 and P4–P7 drawn 1–1. */
const EVENT: MatchResult[] = [
  m(1, 'P1', 'P2', 2, 0),
  m(1, 'P3', 'P4', 2, 1),
  m(1, 'P5', 'P6', 2, 0),
  m(1, 'P7', 'P8', 1, 1),
  m(2, 'P1', 'P3', 2, 1),
  m(2, 'P5', 'P7', 2, 0),
  m(2, 'P2', 'P8', 2, 1),
  m(2, 'P4', 'P6', 2, 0),
  m(3, 'P1', 'P5', 2, 0),
  m(3, 'P3', 'P2', 2, 0),
  m(3, 'P4', 'P7', 1, 1),
  m(3, 'P6', 'P8', 2, 1),
]

describe('Swiss standings', () => {
  it('rank an 8-player event as worked by hand: points, then OMW %, GW %, OGW %, each floored at 33 %', () => {
    const table = standings(PLAYERS, EVENT)
    expect(table.map((s) => [s.player, s.points])).toEqual([
      ['P1', 9],
      ['P3', 6], // ahead of P5 on opponents' match-win %: 59.3 % to 55.6 %
      ['P5', 6],
      ['P4', 4],
      ['P2', 3], // ahead of P6: 66.7 % to 48.1 %
      ['P6', 3],
      ['P7', 2],
      ['P8', 1],
    ])
    const of = (p: string) => table.find((s) => s.player === p)!
    // By hand: P3's opponents P4 (4/9), P1 (9/9) and P2 (3/9); its games 5 won of 8.
    expect(of('P3').opponentsMatchWin).toBeCloseTo((4 / 9 + 1 + 3 / 9) / 3, 10)
    expect(of('P3').gameWin).toBeCloseTo(15 / 24, 10)
    expect(of('P3').opponentsGameWin).toBeCloseTo((12 / 21 + 18 / 21 + 1 / 3) / 3, 10)
    // Floors: P7's 2 points of 9 and P2's 6 game points of 21 count as 33 %, for themselves and their opponents.
    expect(of('P7').matchWin).toBeCloseTo(1 / 3, 10)
    expect(of('P2').gameWin).toBeCloseTo(1 / 3, 10)
    expect(of('P8').opponentsMatchWin).toBeCloseTo(1 / 3, 10)
    expect(of('P1').opponentsGameWin).toBeCloseTo((1 / 3 + 15 / 24 + 12 / 18) / 3, 10)
    expect(of('P4').record).toEqual({ won: 1, lost: 1, drawn: 1 })
    expect(table.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('count a bye as a 2–0 win for its player and for no one as an opponent', () => {
    const results = [m(1, 'A', 'B', 2, 1), { round: 1, a: 'C', b: null, winsA: 0, winsB: 0, drawn: 0 }]
    const table = standings(['A', 'B', 'C'], results)
    const c = table.find((s) => s.player === 'C')!
    expect(c).toMatchObject({ points: 3, record: { won: 1, lost: 0, drawn: 0 }, matchWin: 1, gameWin: 1, opponentsMatchWin: 1 / 3 })
    expect(table.find((s) => s.player === 'A')!.opponentsMatchWin).toBeCloseTo(1 / 3, 10)
  })
})

describe('Swiss pairings', () => {
  it('pair equal points first, play one down when a group is odd, and give the bye to the lowest without one', () => {
    // Seven players after round 1 of the hand-worked event (P8 dropped). P1, P3 and P5 won: two meet, P3 plays
    // down to P7 (a draw, 1 point). Of the three who lost, P4 ranks last (its opponent's games: 67 % to 100 %).
    const round1 = EVENT.filter((r) => r.round === 1)
    expect(pairSwissRound(PLAYERS.slice(0, 7), round1)).toEqual([
      { a: 'P1', b: 'P5' },
      { a: 'P3', b: 'P7' },
      { a: 'P2', b: 'P6' },
      { a: 'P4', b: null },
    ])
  })

  it('give a second bye only when no one else can take it', () => {
    const results = [{ round: 1, a: 'C', b: null, winsA: 0, winsB: 0, drawn: 0 }, m(1, 'A', 'B', 2, 0)]
    expect(pairSwissRound(['A', 'B', 'C'], results)).toEqual([
      { a: 'A', b: 'C' },
      { a: 'B', b: null },
    ])
  })

  it('pair the hand-worked round 3 as it was played: by points, neighbours in the standings, no repeats', () => {
    const pairs = pairSwissRound(
      PLAYERS,
      EVENT.filter((r) => r.round < 3),
    )
    expect(pairs).toEqual([
      { a: 'P1', b: 'P5' },
      { a: 'P3', b: 'P2' },
      { a: 'P4', b: 'P7' },
      { a: 'P8', b: 'P6' },
    ])
  })

  it('repeat a pairing only when every other is gone, and pair no one with themselves', () => {
    const everyone = [m(1, 'A', 'B', 2, 0), m(1, 'C', 'D', 2, 0), m(2, 'A', 'C', 2, 0), m(2, 'B', 'D', 2, 0), m(3, 'A', 'D', 2, 0), m(3, 'B', 'C', 2, 0)]
    const pairs = pairSwissRound(['A', 'B', 'C', 'D'], everyone)
    expect(pairs).toHaveLength(2)
    expect(pairs.flatMap((p) => [p.a, p.b]).sort()).toEqual(['A', 'B', 'C', 'D'])
    expect(pairSwissRound(['A'], [])).toEqual([{ a: 'A', b: null }])
    expect(pairSwissRound([], [])).toEqual([])
  })
})
