// Deck tuning: a 60-card deck's 40 candidate swaps, 2,000 paired games each, on two worker threads, against the
// goldfish and against the gauntlet with greedy players; beside the naive way in the same run: each deck on seeds of
// its own (independent runs), with the games each needs for the same interval as the paired games give.
// Run: npm run build && npm run bench -- tune
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { it } from 'vitest'
import { runBatch } from '../src/main/game-kit/runs'
import { tunePlan } from '../src/main/games/cfs/tune/plans'
import type { TuneRun, TuneTally } from '../src/main/games/cfs/tune/run'
import { tuneBatch } from '../src/main/games/cfs/tune/run'
import { runTune, tuneReport, type TunePlan } from '../src/main/games/cfs/tune/tune'
import { Services } from '../src/main/services'
import { record } from './results'

const WORKER = path.resolve('out/main/goldfish-worker.js')
const DECK = 'examples/fatal-fury-legends.deck.txt'
const GAMES = 2000
const SWAPS = 40
const THREADS = 2

const play = (plan: TunePlan) => runTune(plan, (batch) => runBatch(batch, THREADS, WORKER)).done

/** The variance of n values from their sum and sum of squares. */
const variance = (n: number, sum: number, sumSq: number) => Math.max(0, (sumSq - (sum * sum) / n) / (n - 1))

/**
 * Games a deck needs, run on its own seeds, for each swap's difference to have the paired interval: the two
 * independent runs' variances add (the swapped deck's taken as the deck's own), so N = n · 2σ² / σ²_d.
 */
function naiveGames(tally: TuneTally, swaps: number): number[] {
  const n = tally.games
  const own = variance(n, tally.sum, tally.sumSq)
  return Array.from({ length: swaps }, (_, s) => {
    const d = variance(n, tally.diff[s], tally.diffSq[s])
    return Math.ceil((n * 2 * own) / Math.max(d, 1e-9))
  })
}

/** The naive way played: the deck and each swapped deck on seeds of its own, `games[s]` games each. */
async function playNaive(plan: TunePlan, games: number[]): Promise<number> {
  const main = plan.deck.main.flatMap((e) => Array(e.count).fill(e.card))
  let played = 0
  const most = Math.max(...games)
  const decks: { run: TuneRun; games: number }[] = [
    { run: { goal: plan.goal, hp: plan.deck.hp, main, strikers: plan.deck.strikers, swaps: [] }, games: most },
    ...plan.candidates.map((c, s) => ({
      run: { goal: plan.goal, hp: plan.deck.hp, main: main.map((card, i) => (i === c.slot ? c.in : card)), strikers: plan.deck.strikers, swaps: [] },
      games: games[s],
    })),
  ]
  for (const [k, d] of decks.entries()) {
    await runBatch(tuneBatch(d.run, 1000 + k, d.games), THREADS, WORKER).done
    played += d.games
  }
  return played
}

async function timed<T>(f: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now()
  const value = await f()
  return { ms: performance.now() - start, value }
}

it('tune: 40 swaps, 2,000 paired games each, against the goldfish and the gauntlet', async () => {
  if (!fs.existsSync(WORKER)) throw new Error('run `npm run build` first: the worker runs from the build')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-'))
  const services = new Services(path.join(dir, 'bench.db'))
  try {
    const read = services.decks.parseFile(fs.readFileSync(DECK, 'utf8'), DECK)
    if (!read.ok) throw new Error('the example deck does not read')
    const planFor = (goal: 'goldfish' | 'gauntlet'): TunePlan => {
      const plan = tunePlan(services.tuneBooks, read.deck, { goal, pool: 'catalogue', games: GAMES, seed: 1, measure: SWAPS })
      // 40 swaps measured as they come (every different card of the deck out, a catalogue card in), no screening.
      return { ...plan, candidates: plan.candidates.filter((_, i) => i % Math.floor(plan.candidates.length / SWAPS) === 0).slice(0, SWAPS) }
    }
    const measures = []
    for (const goal of ['goldfish', 'gauntlet'] as const) {
      const plan = planFor(goal)
      if (goal === 'goldfish') await play(plan) // warm up
      const paired = await timed(() => play(plan))
      const pairedGames = GAMES * (1 + SWAPS)
      const needed = naiveGames(paired.value.tally, SWAPS)
      const naiveTotal = Math.max(...needed) + needed.reduce((a, b) => a + b, 0)
      // Against the goldfish the naive games are played; against the gauntlet (about fifty times the paired run's
      // hour-long share) they are costed at the paired run's own time a game.
      const naiveMs = goal === 'goldfish' ? (await timed(() => playNaive(plan, needed))).ms : (paired.ms / pairedGames) * naiveTotal
      const report = tuneReport(plan, paired.value)
      const widest = Math.max(...report.swaps.map((s) => s.interval[1] - s.interval[0])) / 2
      console.log(
        `${goal}: ${SWAPS} swaps × ${GAMES} paired games (${pairedGames.toLocaleString('en')} games) in ${(paired.ms / 1000).toFixed(1)} s on ${THREADS} threads, widest half-interval ±${widest.toFixed(4)} | naive, independent seeds for the same intervals: ${naiveTotal.toLocaleString('en')} games, ${(naiveMs / 1000).toFixed(1)} s${goal === 'gauntlet' ? ' (costed at the paired run’s time a game)' : ''} | ${(naiveMs / paired.ms).toFixed(1)}x`,
      )
      measures.push({
        name: `${SWAPS} swaps × ${GAMES} paired games, 60-card deck, ${goal === 'goldfish' ? 'goldfish' : 'gauntlet, greedy'}, ${THREADS} threads`,
        value: paired.ms / 1000,
        unit: 's',
        baseline: { name: 'naive: independent seeds, the games needed for the same intervals', value: naiveMs / 1000 },
      })
    }
    // The whole catalogue as the pool against the goldfish: every swap screened, the best 40 measured.
    const full = tunePlan(services.tuneBooks, read.deck, { goal: 'goldfish', pool: 'catalogue', games: GAMES, seed: 1, measure: SWAPS })
    const screened = await timed(() => play(full))
    console.log(
      `goldfish, the catalogue as the pool: ${full.candidates.length.toLocaleString('en')} swaps screened, 40 measured, in ${(screened.ms / 1000).toFixed(1)} s`,
    )
    measures.push({
      name: `the catalogue's ${full.candidates.length} swaps screened, 40 measured, goldfish, ${THREADS} threads`,
      value: screened.ms / 1000,
      unit: 's',
    })
    record('tune', ...measures)
  } finally {
    services.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}, 1_800_000)
