// Card Fighters Special for two: whole games a second on one core, deck against deck, random and greedy players,
// beside the naive way in the same run (the table's engine, which copies the whole game before every move so that
// it can be undone). Run: npm run bench -- duel
import fs from 'node:fs'
import { it } from 'vitest'
import type { Card } from '../src/shared/card'
import { gameRng } from '../src/main/core/rng'
import { Duel } from '../src/main/games/cfs/duel/duel'
import { simulateDuels, type DuelRun, type DuelSide } from '../src/main/games/cfs/duel/matchup'
import { DUEL_POLICY, duelPolicies, searchPlayouts, type DuelPolicyName } from '../src/main/games/cfs/duel/policies'
import { playableCards } from '../src/main/playtest/goldfish'
import { Services } from '../src/main/services'
import { record } from './results'
import { timeWarm } from './stats'

function side(services: Services, file: string): DuelSide {
  const read = services.decks.parseFile(fs.readFileSync(file, 'utf8'), file)
  if (!read.ok) throw new Error(`${file}: ${read.problems[0].message}`)
  const { main, strikers } = playableCards(services.decks, read.deck)
  return { name: read.deck.name ?? file, main, strikers }
}

/** The naive way: each game on the table's engine, every move copying the whole game first (for undo). */
function naiveGames(run: DuelRun, n: number): number {
  const cards: Card[] = []
  const ids = (list: Card[]) => list.map((c) => cards.push(c) - 1)
  const decks = [run.a, run.b].map((s) => ({ main: ids(s.main), strikers: ids(s.strikers) })) as [
    { main: number[]; strikers: number[] },
    { main: number[]; strikers: number[] },
  ]
  let aWins = 0
  for (let game = 0; game < n; game++) {
    const rng = gameRng(1, game)
    const duel = new Duel(cards, decks, { first: game % 2 === 0 ? 0 : 1, hp: run.hp, seed: rng.next() })
    while (duel.state.phase !== 'over' && duel.state.turn <= 200) {
      const seat = duel.toMove()!
      duel.play(seat, DUEL_POLICY[run.policies[seat]](duel, rng))
    }
    if (duel.state.winner === 0) aWins++
  }
  return aWins
}

it('duel: whole games a second, random and greedy players', () => {
  const services = new Services(':memory:')
  try {
    const a = side(services, 'examples/shoto-rush.deck.txt')
    const b = side(services, 'examples/gauntlet/rush.deck.txt')
    const measures = []
    for (const [policy, n] of [
      ['random', 2_000],
      ['greedy', 200],
    ] as [DuelPolicyName, number][]) {
      const run: DuelRun = { a, b, hp: 3000, policies: [policy, policy] }
      const ours = timeWarm(() => simulateDuels(run, 1, 0, n).aWins)
      const naive = timeWarm(() => naiveGames(run, Math.ceil(n / 4)))
      const rate = (games: number, ms: number) => (games / ms) * 1000
      console.log(
        `${policy} against ${policy}, one core: ${rate(n, ours.ms).toFixed(0)} games/s (A won ${ours.value} of ${n}) | naive, a copy before every move: ${rate(Math.ceil(n / 4), naive.ms).toFixed(0)} games/s | ${(rate(n, ours.ms) / rate(Math.ceil(n / 4), naive.ms)).toFixed(1)}x`,
      )
      measures.push({
        name: `${policy} against ${policy}, whole games, one core`,
        value: rate(n, ours.ms),
        unit: 'games/s',
        better: 'higher' as const,
        baseline: { name: 'naive: the table engine, a copy of the game before every move', value: rate(Math.ceil(n / 4), naive.ms) },
      })
    }
    // The search player's decisions at several budgets, timed one by one over mirror games against greedy.
    const cards: Card[] = []
    const ids = (list: Card[]) => list.map((c) => cards.push(c) - 1)
    const decks = [0, 1].map(() => ({ main: ids(a.main), strikers: ids(a.strikers) })) as [
      { main: number[]; strikers: number[] },
      { main: number[]; strikers: number[] },
    ]
    for (const budgetMs of [10, 30, 100]) {
      const policies = duelPolicies(budgetMs)
      const times: number[] = []
      let searchWins = 0
      for (let game = 0; game < 40; game++) {
        const rng = gameRng(3, game)
        const searcher = game % 2
        const duel = new Duel(cards, decks, { first: Math.floor(game / 2) % 2 === 0 ? 0 : 1, hp: 3000, seed: rng.next() }).fork()
        while (duel.state.phase !== 'over' && duel.state.turn <= 200) {
          const seat = duel.toMove()!
          const start = performance.now()
          const move = policies[seat === searcher ? 'search' : 'greedy'](duel, rng)
          if (seat === searcher) times.push(performance.now() - start)
          duel.play(seat, move)
          duel.state.log.length = 0
        }
        if (duel.state.winner === searcher) searchWins++
      }
      times.sort((x, y) => x - y)
      const p95 = times[Math.floor(times.length * 0.95)]
      const median = times[Math.floor(times.length / 2)]
      const playouts = searchPlayouts(budgetMs)
      console.log(
        `search, budget ${budgetMs} ms (${playouts} playout${playouts === 1 ? '' : 's'} a move), against greedy, mirror: won ${searchWins} of 40; decision time median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, ${times.length} decisions`,
      )
      measures.push({
        name: `search decision time, p95, budget ${budgetMs} ms (${playouts} playout${playouts === 1 ? '' : 's'} a move)`,
        value: p95,
        unit: 'ms',
        better: 'lower' as const,
        baseline: { name: 'the budget', value: budgetMs },
      })
    }
    record('duel', ...measures)
  } finally {
    services.close()
  }
})
