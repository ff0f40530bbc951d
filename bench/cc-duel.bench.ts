// Capcom Crossovers for two: whole games a second on one core, 1 on 1 and tag battles, random and greedy players, as
// `ringside matchup --game cc` plays them (the game changed in place, no history), beside the naive way in the same
// run: the table's engine, which copies the whole game before every move so that it can be undone.
// Run: npm run bench -- cc-duel
import { it } from 'vitest'
import type { CcSeat } from '../src/shared/games/cc/duel'
import { gameRng } from '../src/main/core/rng'
import { CcDuel } from '../src/main/games/cc/duel/engine'
import { simulateCcDuels, type CcDuelRun } from '../src/main/games/cc/duel/matchup'
import { CC_DUEL_POLICY, CC_SEARCH_PLAYOUTS } from '../src/main/games/cc/duel/policies'
import { GAMBIT, RYU } from '../src/main/games/cc/examples'
import { record } from './results'
import { timeWarm } from './stats'

/** The naive way: each game on the table's engine, every move copying the whole game first (for undo). */
function naiveGames(run: CcDuelRun, n: number): number {
  let aWins = 0
  for (let game = 0; game < n; game++) {
    const rng = gameRng(1, game)
    const duel = new CcDuel([run.a, run.b], { seed: rng.next(), first: (game % 2) as CcSeat })
    while (duel.toMove() !== null && duel.state.turn <= 300) {
      const seat = duel.toMove()!
      duel.play(seat, CC_DUEL_POLICY[run.policies[seat]](duel, rng))
    }
    if (duel.state.result?.winner === 0) aWins++
  }
  return aWins
}

it('cc-duel: whole games a second, random and greedy, 1 on 1 and tag battles', () => {
  const measures = []
  for (const [label, a, b] of [
    ['1 on 1', [GAMBIT], [RYU]],
    ['tag battle', [GAMBIT, RYU], [RYU, GAMBIT]],
  ] as const) {
    for (const [policy, n] of [
      ['random', 400],
      ['greedy', 400],
    ] as const) {
      const run: CcDuelRun = { a: [...a], b: [...b], policies: [policy, policy] }
      const ours = timeWarm(() => simulateCcDuels(run, 1, 0, n).aWins)
      const naive = timeWarm(() => naiveGames(run, n / 4))
      const rate = (games: number, ms: number) => (games / ms) * 1000
      console.log(
        `${label}, ${policy} against ${policy}, one core: ${rate(n, ours.ms).toFixed(0)} games/s (A won ${ours.value} of ${n}) | naive, a copy before every move: ${rate(n / 4, naive.ms).toFixed(0)} games/s | ${(rate(n, ours.ms) / rate(n / 4, naive.ms)).toFixed(1)}x`,
      )
      measures.push({
        name: `${label}, ${policy} against ${policy}, whole games, one core`,
        value: rate(n, ours.ms),
        unit: 'games/s',
        better: 'higher' as const,
        baseline: { name: 'naive: the table engine, a copy of the game before every move', value: rate(n / 4, naive.ms) },
      })
    }
  }
  // The search player's decisions, timed one by one over mirror games against greedy.
  const times: number[] = []
  let searchWins = 0
  const games = 20
  for (let game = 0; game < games; game++) {
    const rng = gameRng(3, game)
    const searcher = (game % 2) as CcSeat
    const duel = new CcDuel([[RYU], [RYU]], { seed: rng.next(), first: (Math.floor(game / 2) % 2) as CcSeat }).fork()
    while (duel.toMove() !== null && duel.state.turn <= 300) {
      const seat = duel.toMove()!
      const start = performance.now()
      const move = CC_DUEL_POLICY[seat === searcher ? 'search' : 'greedy'](duel, rng)
      if (seat === searcher) times.push(performance.now() - start)
      duel.play(seat, move)
      duel.state.log.length = 0
    }
    if (duel.state.result?.winner === searcher) searchWins++
  }
  times.sort((x, y) => x - y)
  const p95 = times[Math.floor(times.length * 0.95)]
  console.log(
    `search (${CC_SEARCH_PLAYOUTS} playouts a move) against greedy, Ryu mirror: won ${searchWins} of ${games}; decision time median ${times[Math.floor(times.length / 2)].toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (budget 100 ms), ${times.length} decisions`,
  )
  measures.push({
    name: `search decision time, p95, ${CC_SEARCH_PLAYOUTS} playouts a move`,
    value: p95,
    unit: 'ms',
    better: 'lower' as const,
    baseline: { name: 'the budget', value: 100 },
  })
  record('cc-duel', ...measures)
})
