// Opening hands and whole goldfish games per second on one core, against the naive way in the same run
// (Array.sort shuffles, copied state objects), and the speed-up from worker threads.
// Run: npm run build && npm run bench -- goldfish
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { it } from 'vitest'
import { hypergeometric } from '../src/main/core/odds'
import { runOnThreads } from '../src/main/goldfish'
import { Services } from '../src/main/services'

const rate = (n: number, ms: number) => (n / ms) * 1000

/** Bundles bench/hot.ts for Node, as the app's build would, and loads it. */
async function loadHot(dir: string): Promise<typeof import('./hot')> {
  await build({
    configFile: false,
    logLevel: 'silent',
    build: { ssr: path.resolve('bench/hot.ts'), outDir: dir, emptyOutDir: false, minify: false, rollupOptions: { output: { entryFileNames: 'hot.mjs' } } },
  })
  return import(pathToFileURL(path.join(dir, 'hot.mjs')).href)
}

it('goldfish: opening hands, games, threads', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-'))
  const services = new Services(path.join(dir, 'bench.db'))
  try {
    const hot = await loadHot(dir)
    const { compileDeck, simulateGames, openingHands, naiveOpeningHands, naiveGame } = hot
    const parsed = services.decks.parse(fs.readFileSync('examples/shoto-rush.deck.txt', 'utf8'))
    if (!parsed.ok) throw new Error('example deck does not parse')
    const cards = new Map(services.cards(parsed.deck.main).map((c) => [c.number, c]))
    const deck = compileDeck(parsed.deck.main.map((e) => ({ card: cards.get(e.number)!, count: e.count })), 0, 3000)

    // Opening hands: a deck of 10 characters in 50, so redraws are common enough to count.
    const tenCharacters = Uint8Array.from({ length: 50 }, (_, i) => (i < 10 ? 1 : 0))
    const exact = hypergeometric(50, 10, 5, 0)
    const HANDS = 20_000_000
    const t0 = performance.now()
    const ours = openingHands(tenCharacters, HANDS, 1)
    const oursMs = performance.now() - t0
    const NAIVE_HANDS = 300_000
    const t1 = performance.now()
    const naive = naiveOpeningHands(tenCharacters, NAIVE_HANDS)
    const naiveMs = performance.now() - t1
    console.log(
      `opening hands (redraw rule): ours ${(rate(HANDS, oursMs) / 1e6).toFixed(1)} M/s, redraw rate ${(ours.redrawn / HANDS).toFixed(4)} | Array.sort shuffle ${(rate(NAIVE_HANDS, naiveMs) / 1e6).toFixed(2)} M/s, redraw rate ${(naive.redrawn / NAIVE_HANDS).toFixed(4)} | exact ${exact.toFixed(4)} | ${(rate(HANDS, oursMs) / rate(NAIVE_HANDS, naiveMs)).toFixed(0)}x`,
    )

    // Whole games on one core.
    const GAMES = 1_000_000
    simulateGames(deck, 1, 0, 20_000, true) // warm up
    const t2 = performance.now()
    simulateGames(deck, 1, 0, GAMES, true)
    const gamesMs = performance.now() - t2
    const NAIVE_GAMES = 50_000
    const t3 = performance.now()
    for (let g = 0; g < NAIVE_GAMES; g++) naiveGame(deck, true)
    const naiveGamesMs = performance.now() - t3
    console.log(
      `games, one core: ours ${(rate(GAMES, gamesMs) / 1e3).toFixed(0)} k/s | naive (sort shuffle, copied state) ${(rate(NAIVE_GAMES, naiveGamesMs) / 1e3).toFixed(1)} k/s | ${(rate(GAMES, gamesMs) / rate(NAIVE_GAMES, naiveGamesMs)).toFixed(0)}x`,
    )

    const worker = path.resolve('out/main/goldfish-worker.js')
    if (!fs.existsSync(worker)) {
      console.log('threads: skipped (run `npm run build` first: the worker runs from the build)')
      return
    }
    const BIG = 2_000_000
    const timeThreads = async (threads: number) => {
      const start = performance.now()
      await runOnThreads(deck, 1, BIG, true, threads, worker)
      return performance.now() - start
    }
    await timeThreads(2) // warm up
    const one = await timeThreads(1)
    const two = await timeThreads(2)
    console.log(`threads, ${BIG.toLocaleString('en')} games: 1 thread ${one.toFixed(0)} ms, 2 threads ${two.toFixed(0)} ms | ${(one / two).toFixed(2)}x (${os.availableParallelism()} cores)`)
  } finally {
    services.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
