// Opening hands and whole goldfish games per second on one core, against the naive way in the same run
// (Array.sort shuffles; whole games played move by move at the table), and the speed-up from worker threads.
// Run: npm run build && npm run bench -- goldfish
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { build } from 'vite'
import { it } from 'vitest'
import type { Card } from '../src/shared/card'
import { compileDeck } from '../src/main/games/cfs/goldfish/deck'
import { hypergeometric } from '../src/main/games/cfs/odds'
import { runBatch } from '../src/main/game-kit/runs'
import { cfs } from '../src/main/games/cfs'
import { Services } from '../src/main/services'
import type { HotResults } from './hot'
import { record } from './results'

const rate = (n: number, ms: number) => (n / ms) * 1000

/** Bundles bench/hot.ts for Node, as the app's build would, and runs it in a Node process of its own. */
async function runHot(main: { card: Card; count: number }[]): Promise<HotResults> {
  const dir = path.resolve('node_modules/.cache/ringside-bench') // where the bundle finds its packages
  await build({
    configFile: false,
    logLevel: 'silent',
    build: { ssr: path.resolve('bench/hot.ts'), outDir: dir, emptyOutDir: false, minify: false, rollupOptions: { output: { entryFileNames: 'hot.mjs' } } },
  })
  const input = path.join(dir, 'deck.json')
  fs.writeFileSync(input, JSON.stringify(main))
  const out = execFileSync(process.execPath, [path.join(dir, 'hot.mjs'), input], { encoding: 'utf8', cwd: process.cwd() })
  return JSON.parse(out)
}

it('goldfish: opening hands, games, threads', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-'))
  const services = new Services(path.join(dir, 'bench.db'))
  try {
    const parsed = services.decks.parse(fs.readFileSync('examples/shoto-rush.deck.txt', 'utf8'))
    if (!parsed.ok) throw new Error('example deck does not parse')
    const cards = new Map(services.cards(parsed.deck.main).map((c) => [c.number, c]))
    const main = parsed.deck.main.map((e) => ({ card: cards.get(e.number)!, count: e.count }))
    const deck = compileDeck(main, 0, 3000)

    // Each measurement: one warm-up run on a tenth of the work, then five runs; the median counts.
    const { hands, naiveHands, games, naiveGames } = await runHot(main)
    const exact = hypergeometric(50, 10, 5, 0)
    console.log(
      `opening hands (redraw rule): ours ${(rate(hands.count, hands.ms) / 1e6).toFixed(1)} M/s, redraw rate ${(hands.redrawn / hands.count).toFixed(4)} | Array.sort shuffle ${(rate(naiveHands.count, naiveHands.ms) / 1e6).toFixed(2)} M/s, redraw rate ${(naiveHands.redrawn / naiveHands.count).toFixed(4)} | exact ${exact.toFixed(4)} | ${(rate(hands.count, hands.ms) / rate(naiveHands.count, naiveHands.ms)).toFixed(0)}x`,
    )
    console.log(
      `games, one core: ours ${(rate(games.count, games.ms) / 1e3).toFixed(0)} k/s, mean kill turn ${games.meanKillTurn.toFixed(3)} | naive (move by move at the table: every move checked, state copied, a log written) ${(rate(naiveGames.count, naiveGames.ms) / 1e3).toFixed(1)} k/s, mean kill turn ${naiveGames.meanKillTurn.toFixed(3)} | ${(rate(games.count, games.ms) / rate(naiveGames.count, naiveGames.ms)).toFixed(0)}x`,
    )
    record(
      'goldfish',
      {
        name: 'opening hands with the redraw rule, one core',
        value: rate(hands.count, hands.ms),
        unit: 'hands/s',
        baseline: { name: 'Array.sort(() => Math.random() - 0.5) shuffle', value: rate(naiveHands.count, naiveHands.ms) },
      },
      {
        name: 'whole greedy games, one core (shoto-rush)',
        value: rate(games.count, games.ms),
        unit: 'games/s',
        baseline: { name: 'the same games move by move at the table', value: rate(naiveGames.count, naiveGames.ms) },
      },
    )

    const worker = path.resolve('out/main/goldfish-worker.js')
    if (!fs.existsSync(worker)) {
      console.log('threads: skipped (run `npm run build` first: the worker runs from the build)')
      return
    }
    const BIG = 6_000_000
    const timeThreads = async (threads: number) => {
      const start = performance.now()
      await runBatch({ game: cfs, compiled: deck, seed: 1, first: true, games: BIG, step: BIG }, threads, worker).done
      return performance.now() - start
    }
    await timeThreads(2) // warm up
    const one = await timeThreads(1)
    const two = await timeThreads(2)
    console.log(
      `threads, ${BIG.toLocaleString('en')} games: 1 thread ${one.toFixed(0)} ms, 2 threads ${two.toFixed(0)} ms | ${(one / two).toFixed(2)}x (${os.availableParallelism()} cores)`,
    )
    record('goldfish', { name: `${BIG / 1e6}M games on 2 worker threads`, value: two, unit: 'ms', baseline: { name: '1 worker thread', value: one } })
  } finally {
    services.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
