import { describe, expect, it } from 'vitest'
import { CHUN_LI, KEN } from '../../../../src/main/games/tf/examples'
import { matchupGrid } from '../../../../src/main/games/tf/grid'
import { tf, tfSimulator } from '../../../../src/main/games/tf/index'
import { emptyTfTally, MAX_TURNS, runMatchup, simulateTf, tfMatchupReport, type TfRun, type TfTally } from '../../../../src/main/games/tf/matchup'
import { wilson } from '../../../../src/main/game-kit/probability'
import { addTallies } from '../../../../src/main/game-kit/game'

const run = (policies: TfRun['policies'] = ['random', 'random'], a = KEN, b = CHUN_LI): TfRun => ({ a, b, policies })

/** A tally as plain numbers, to compare two of them whole. */
const plain = (t: TfTally) => ({ ...t, lengths: Array.from(t.lengths) })

describe('the matchup simulator', () => {
  it('the same seed gives the same report, to the byte; another seed other games', () => {
    const a = JSON.stringify(runMatchup(run(['greedy', 'random']), 300, 7))
    expect(JSON.stringify(runMatchup(run(['greedy', 'random']), 300, 7))).toBe(a)
    expect(plain(simulateTf(run(), 8, 0, 300))).not.toEqual(plain(simulateTf(run(), 7, 0, 300)))
  })

  it('game i is always on the i-th stream: [0, n) and [0, k) + [k, n) merged are the same tallies', () => {
    for (const policies of [
      ['random', 'random'],
      ['greedy', 'random'],
    ] as const) {
      const whole = simulateTf(run(policies), 42, 0, 400)
      const parts = [simulateTf(run(policies), 42, 0, 137), simulateTf(run(policies), 42, 137, 300), simulateTf(run(policies), 42, 300, 400)]
      const merged = parts.reduce((into, from) => addTallies(into, from), emptyTfTally())
      expect(plain(merged)).toEqual(plain(whole))
      // And through the worker threads' interface.
      const into = tfSimulator.simulate(run(policies), 42, 0, 200, true)
      tfSimulator.simulate(run(policies), 42, 200, 400, false, into)
      expect(plain(into)).toEqual(plain(whole))
    }
  })

  it('the tallies add up: every game a win for A, for B or a draw; every decided game has its length', () => {
    const t = simulateTf(run(), 3, 0, 500)
    expect(t.games).toBe(500)
    expect(t.aWins + t.bWins + t.draws).toBe(500)
    expect(Array.from(t.lengths).reduce((a, b) => a + b, 0)).toBe(t.aWins + t.bWins)
    expect(t.lengths[0]).toBe(0)
    expect(t.aCharges + t.bCharges).toBeGreaterThan(0)
    expect(t.aSupers + t.bSupers).toBeGreaterThan(0)
  })

  it('greedy beats random in a mirror, clearly', () => {
    const report = runMatchup(run(['greedy', 'random'], KEN, KEN), 1000, 1)
    expect(report.winRate).toBeGreaterThan(0.75)
    expect(report.interval[0]).toBeGreaterThan(0.7)
    const swapped = runMatchup(run(['random', 'greedy'], CHUN_LI, CHUN_LI), 1000, 1)
    expect(swapped.wins.b).toBeGreaterThan(swapped.wins.a * 3)
  })

  it('a greedy mirror stalls: both hold the same cards and pick alike, every reveal ties, and the turn cap calls a draw', () => {
    const report = runMatchup(run(['greedy', 'greedy'], KEN, KEN), 5, 1)
    expect(report).toMatchObject({ games: 5, draws: 5, wins: { a: 0, b: 0 }, winRate: 0, meanTurns: null, turns: {}, maxTurns: MAX_TURNS })
  })

  it("reports A's win rate with its 95 % Wilson interval, the mean turns and the grid", () => {
    const report = runMatchup(run(['greedy', 'random']), 400, 5)
    expect(report).toMatchObject({
      game: 'tf',
      a: { id: 'ken', name: 'Ken' },
      b: { id: 'chun-li', name: 'Chun-Li' },
      games: 400,
      seed: 5,
      policies: { a: 'greedy', b: 'random' },
    })
    expect(report.winRate).toBe(report.wins.a / 400)
    const [lo, hi] = wilson(report.wins.a, 400)
    expect(report.interval).toEqual([Math.round(lo * 1e6) / 1e6, Math.round(hi * 1e6) / 1e6])
    const decided = Object.values(report.turns).reduce((a, b) => a + b, 0)
    expect(decided).toBe(report.wins.a + report.wins.b)
    const mean = Object.entries(report.turns).reduce((sum, [turn, n]) => sum + Number(turn) * n, 0) / decided
    expect(report.meanTurns).toBeCloseTo(mean, 5)
    expect(report.grid).toEqual(matchupGrid(KEN, CHUN_LI))
    // Plain JSON: what the command prints with --json.
    expect(JSON.parse(JSON.stringify(report))).toEqual(report)
  })

  it('the report of merged tallies is the report of the whole run', () => {
    const whole = tfMatchupReport(simulateTf(run(), 9, 0, 200), run(), 9)
    const merged = addTallies(simulateTf(run(), 9, 0, 50), simulateTf(run(), 9, 50, 200))
    expect(JSON.stringify(tfMatchupReport(merged, run(), 9))).toBe(JSON.stringify(whole))
  })

  it('refuses an illegal character, an unknown policy and a bad range', () => {
    expect(() => simulateTf(run(['random', 'random'], { ...KEN, order: [] }), 1, 0, 10)).toThrow(/^Ken cannot play: order: the deck order leaves out Jab/)
    expect(() => simulateTf(run(['random', 'smart' as 'random']), 1, 0, 10)).toThrow('the policy "smart" is not known: pick random or greedy')
    expect(() => simulateTf(run(), 1, 5, 2)).toThrow(/must be whole numbers/)
    expect(simulateTf(run(), 1, 3, 3).games).toBe(0)
  })
})

describe('the Wilson interval', () => {
  it('is the known figures', () => {
    expect(wilson(0, 0)).toEqual([0, 1])
    const [lo, hi] = wilson(50, 100)
    expect(lo).toBeCloseTo(0.4038, 4)
    expect(hi).toBeCloseTo(0.5962, 4)
    const [allLo, allHi] = wilson(100, 100)
    expect(allLo).toBeCloseTo(0.963, 3)
    expect(allHi).toBe(1)
    expect(wilson(0, 10)[0]).toBe(0)
  })
})

describe('the card-versus-card grid', () => {
  const grid = matchupGrid(KEN, CHUN_LI)
  const cell = (a: string, b: string) => grid[KEN.cards.findIndex((c) => c.name === a)][CHUN_LI.cards.findIndex((c) => c.name === b)]

  it('has a cell for each card of A against each card of B, in card order', () => {
    expect(grid).toHaveLength(7)
    for (const row of grid) expect(row.map((c) => c.b)).toEqual(CHUN_LI.cards.map((c) => c.name))
    expect(grid.map((row) => row[0].a)).toEqual(KEN.cards.map((c) => c.name))
  })

  it('says who wins each pairing, why, the damage, and how far a combo reaches from the winning card', () => {
    expect(cell('Jab', 'Koshuto')).toEqual({
      a: 'Jab',
      b: 'Koshuto',
      winner: 'a',
      why: 'Jab wins against Throw',
      damage: 2,
      reach: { damage: 19, cards: ['Jab', 'Roundhouse', 'Shoryuken', 'Shinryuken'] },
    })
    expect(cell('Jab', 'Lightning Legs')).toMatchObject({ winner: 'b', damage: 1, reach: { damage: 11, cards: ['Lightning Legs', 'Hazanshu', 'Kikosho'] } })
    expect(cell('Hadoken', 'Kikoken')).toEqual({
      a: 'Hadoken',
      b: 'Kikoken',
      winner: 'a',
      why: 'both are Projectile: Hadoken has speed 3, Kikoken has speed 2, so Hadoken wins',
      damage: 3,
      reach: { damage: 3, cards: ['Hadoken'] },
    })
    expect(cell('Jab', 'Tenshokyaku')).toEqual({
      a: 'Jab',
      b: 'Tenshokyaku',
      winner: 'tie',
      why: 'a tie: neither card wins against the other',
      damage: 0,
      reach: { damage: 0, cards: [] },
    })
    // A reach holds at most three basic cards and the super: Kikoken's four-card chain is the longest.
    expect(cell('Roundhouse', 'Kikoken').reach).toEqual({ damage: 15, cards: ['Kikoken', 'Spinning Bird Kick', 'Hazanshu', 'Kikosho'] })
  })
})

describe('the game object', () => {
  it('is Table Fighter, with the range simulator', () => {
    expect(tf).toMatchObject({ id: 'tf', name: 'Table Fighter' })
    expect(tf.builds).toMatch(/six basic cards, one super/)
    expect(tf.simulator).toBe(tfSimulator)
    const tally = tf.simulator.simulate(run(), 1, 0, 10, true) as TfTally
    expect(tally.games).toBe(10)
    expect((tf.simulator.empty() as TfTally).games).toBe(0)
  })
})
