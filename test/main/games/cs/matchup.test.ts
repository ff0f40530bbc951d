import { describe, expect, it } from 'vitest'
import { ROOK, WREN } from '../../../../src/main/games/cs/examples'
import { cs, csSimulator } from '../../../../src/main/games/cs/index'
import {
  csMatchupReport,
  emptyCsTally,
  firstPlayer,
  MAX_TURNS,
  runCsMatchup,
  simulateCs,
  type CsRun,
  type CsTally,
} from '../../../../src/main/games/cs/matchup'
import { openingOdds } from '../../../../src/main/games/cs/odds'
import { wilson } from '../../../../src/main/game-kit/probability'
import { addTallies } from '../../../../src/main/game-kit/game'

const run = (policies: CsRun['policies'] = ['random', 'random'], a = ROOK, b = WREN, first?: CsRun['first']): CsRun => ({ a, b, policies, first })

/** A tally as plain numbers, to compare two of them whole. */
const plain = (t: CsTally) => ({
  ...t,
  lengths: Array.from(t.lengths),
  damage: Array.from(t.damage),
  absorbed: Array.from(t.absorbed),
  jokerStops: Array.from(t.jokerStops),
})

describe('the matchup simulator', () => {
  it('the same seed gives the same report, to the byte; another seed other games', () => {
    const a = JSON.stringify(runCsMatchup(run(['greedy', 'random']), 100, 7))
    expect(JSON.stringify(runCsMatchup(run(['greedy', 'random']), 100, 7))).toBe(a)
    expect(plain(simulateCs(run(), 8, 0, 200))).not.toEqual(plain(simulateCs(run(), 7, 0, 200)))
  })

  it('game i is always on the i-th stream: [0, n) and [0, k) + [k, n) merged are the same tallies', () => {
    for (const policies of [
      ['random', 'random'],
      ['greedy', 'random'],
    ] as const) {
      const whole = simulateCs(run(policies), 42, 0, 150)
      const parts = [simulateCs(run(policies), 42, 0, 37), simulateCs(run(policies), 42, 37, 100), simulateCs(run(policies), 42, 100, 150)]
      const merged = parts.reduce((into, from) => addTallies(into, from), emptyCsTally())
      expect(plain(merged)).toEqual(plain(whole))
      // And through the worker threads' interface.
      const into = csSimulator.simulate(run(policies), 42, 0, 75, true)
      csSimulator.simulate(run(policies), 42, 75, 150, false, into)
      expect(plain(into)).toEqual(plain(whole))
    }
  })

  it('the tallies add up: every game a win for A, for B or a draw; every decided game has its length', () => {
    const t = simulateCs(run(), 3, 0, 300)
    expect(t.games).toBe(300)
    expect(t.aWins + t.bWins + t.draws).toBe(300)
    expect(t.draws).toBe(0)
    expect(Array.from(t.lengths).reduce((a, b) => a + b, 0)).toBe(t.aWins + t.bWins)
    expect(Array.from(t.lengths).findLastIndex((n) => n > 0)).toBeLessThanOrEqual(53)
    expect(t.lengths[0]).toBe(0)
    expect(t.firstWins).toBeGreaterThan(0)
    expect(t.firstWins).toBeLessThan(300)
    for (const seat of [0, 1]) {
      expect(t.damage[seat]).toBeGreaterThan(0)
      expect(t.absorbed[seat]).toBeGreaterThan(0)
      expect(t.absorbed[seat]).toBeLessThanOrEqual(t.damage[seat])
      expect(t.jokerStops[seat]).toBeGreaterThan(0)
    }
  })

  it('who goes first: A, B, or each in turn by game number', () => {
    expect([0, 1, 2, 3].map((i) => firstPlayer('alternate', i))).toEqual([0, 1, 0, 1])
    expect([0, 1].map((i) => firstPlayer('a', i))).toEqual([0, 0])
    expect([0, 1].map((i) => firstPlayer('b', i))).toEqual([1, 1])
    // In a mirror, going first wins some and loses some: the first player's wins are A's when A always goes first.
    const aFirst = simulateCs(run(['random', 'random'], ROOK, ROOK, 'a'), 1, 0, 100)
    expect(aFirst.firstWins).toBe(aFirst.aWins)
    const bFirst = simulateCs(run(['random', 'random'], ROOK, ROOK, 'b'), 1, 0, 100)
    expect(bFirst.firstWins).toBe(bFirst.bWins)
  })

  it('greedy beats random clearly, from either seat', () => {
    const report = runCsMatchup(run(['greedy', 'random'], ROOK, ROOK), 200, 1)
    expect(report.winRate).toBeGreaterThan(0.9)
    expect(report.interval[0]).toBeGreaterThan(0.85)
    const swapped = runCsMatchup(run(['random', 'greedy'], WREN, WREN), 200, 1)
    expect(swapped.wins.b).toBeGreaterThan(swapped.wins.a * 9)
  })

  it("reports A's win rate with its 95 % Wilson interval, the mean game length, the damage and the opening odds", () => {
    const report = runCsMatchup(run(['greedy', 'random']), 200, 5)
    expect(report).toMatchObject({
      game: 'cs',
      a: { id: 'rook', name: 'Rook' },
      b: { id: 'wren', name: 'Wren' },
      games: 200,
      seed: 5,
      policies: { a: 'greedy', b: 'random' },
      first: 'alternate',
      draws: 0,
      maxTurns: MAX_TURNS,
    })
    expect(report.winRate).toBe(report.wins.a / 200)
    const [lo, hi] = wilson(report.wins.a, 200)
    expect(report.interval).toEqual([Math.round(lo * 1e6) / 1e6, Math.round(hi * 1e6) / 1e6])
    const decided = Object.values(report.turns).reduce((a, b) => a + b, 0)
    expect(decided).toBe(report.wins.a + report.wins.b)
    const mean = Object.entries(report.turns).reduce((sum, [turn, n]) => sum + Number(turn) * n, 0) / decided
    expect(report.meanTurns).toBeCloseTo(mean, 5)
    expect(report.odds).toEqual({ a: openingOdds(ROOK), b: openingOdds(WREN) })
    expect(report.damage.b).toBeGreaterThan(report.damage.a)
    // Plain JSON: what the command prints with --json.
    expect(JSON.parse(JSON.stringify(report))).toEqual(report)
  })

  it('the report of merged tallies is the report of the whole run', () => {
    const whole = csMatchupReport(simulateCs(run(), 9, 0, 120), run(), 9)
    const merged = addTallies(simulateCs(run(), 9, 0, 50), simulateCs(run(), 9, 50, 120))
    expect(JSON.stringify(csMatchupReport(merged, run(), 9))).toBe(JSON.stringify(whole))
  })

  it('refuses an illegal character, an unknown policy or first player, and a bad range', () => {
    const noQueen = { ...ROOK, specials: { ...ROOK.specials, Q: undefined } }
    expect(() => simulateCs(run(['random', 'random'], noQueen), 1, 0, 10)).toThrow(/^Rook cannot play: specials\.Q: the character has no special card on Q/)
    expect(() => simulateCs(run(['random', 'smart' as 'random']), 1, 0, 10)).toThrow('the policy "smart" is not known: pick random or greedy')
    expect(() => simulateCs(run(['random', 'random'], ROOK, WREN, 'c' as 'a'), 1, 0, 10)).toThrow('who goes first is a, b, alternate; "c" is none of them')
    expect(() => simulateCs(run(), 1, 5, 2)).toThrow(/must be whole numbers/)
    expect(() => runCsMatchup(run(), -1, 1)).toThrow('games must be a whole number, 0 or more')
    expect(simulateCs(run(), 1, 3, 3).games).toBe(0)
  })
})

describe('the game object', () => {
  it('is Card Shot!, with the range simulator', () => {
    expect(cs).toMatchObject({ id: 'cs', name: 'Card Shot!' })
    expect(cs.builds).toMatch(/a suit and the special cards on A, K, Q, J and 2/)
    expect(cs.simulator).toBe(csSimulator)
    const tally = cs.simulator.simulate(run(), 1, 0, 10, true) as CsTally
    expect(tally.games).toBe(10)
    expect((cs.simulator.empty() as CsTally).games).toBe(0)
  })
})
