// Capcom Crossovers for two: whole games a second on one core, 1 on 1 and tag battles, random and greedy players, as
// `ringside matchup --game cc` plays them (the game changed in place, no history), beside the naive way in the same
// run: the table's engine, which copies the whole game before every move so that it can be undone.
// Run: npm run bench -- cc-duel
import { it } from 'vitest'
import type { CcSeat } from '../src/shared/games/cc/duel'
import { gameRng } from '../src/main/core/rng'
import { CcDuel } from '../src/main/games/cc/duel/engine'
import { simulateCcDuels, type CcDuelRun } from '../src/main/games/cc/duel/matchup'
import { CC_DUEL_POLICY } from '../src/main/games/cc/duel/policies'
import { GAMBIT, RYU } from '../src/main/games/cc/examples'
import { record } from './results'

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

function timed(run: () => number): { ms: number; result: number } {
  run()
  const start = performance.now()
  const result = run()
  return { ms: performance.now() - start, result }
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
      const ours = timed(() => simulateCcDuels(run, 1, 0, n).aWins)
      const naive = timed(() => naiveGames(run, n / 4))
      const rate = (games: number, ms: number) => (games / ms) * 1000
      console.log(
        `${label}, ${policy} against ${policy}, one core: ${rate(n, ours.ms).toFixed(0)} games/s (A won ${ours.result} of ${n}) | naive, a copy before every move: ${rate(n / 4, naive.ms).toFixed(0)} games/s | ${(rate(n, ours.ms) / rate(n / 4, naive.ms)).toFixed(1)}x`,
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
  record('cc-duel', ...measures)
})
