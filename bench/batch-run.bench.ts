// A million-game goldfish run as the app plays it: one start, then main plays the whole run on one worker thread
// and tells each step, against the way the page used to drive it in the same run (40 steps of 25,000 games, each a
// call from the page that started a worker of its own). Both give the same tally.
// Run: npm run build && npm run bench -- batch-run
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { expect, it } from 'vitest'
import { BatchRuns, type GoldfishJob, RunHerald, RUN_STEP } from '../src/main/game-kit/runs'
import { cfs } from '../src/main/games/cfs'
import { playable } from '../src/main/playtest/goldfish'
import { Services } from '../src/main/services'
import { record } from './results'

const GAMES = 1_000_000
const WORKER = path.resolve('out/main/goldfish-worker.js')

/** The old way: one call and one new worker thread per step of 25,000 games, the tallies merged by the caller. */
async function stepByStep(compiled: unknown): Promise<{ tally: unknown; calls: number }> {
  let tally = cfs.simulator.empty()
  let calls = 0
  for (let from = 0; from < GAMES; from += RUN_STEP) {
    calls++
    const job: GoldfishJob = { game: 'cfs', deck: compiled, seed: 1, from, to: Math.min(GAMES, from + RUN_STEP), first: true, step: RUN_STEP }
    const part = await new Promise<unknown>((resolve, reject) => {
      const worker = new Worker(WORKER)
      worker.on('message', (m: { ok?: boolean; result?: unknown; message?: string }) => {
        if (m.ok === undefined) return // a step's progress: the old worker had none
        void worker.terminate()
        if (m.ok) resolve(m.result)
        else reject(new Error(m.message))
      })
      worker.once('error', reject)
      worker.postMessage(job)
    })
    tally = cfs.simulator.merge(tally, part)
  }
  return { tally, calls }
}

/** The app's way: one start; main plays the run on one worker and tells each step. */
async function oneRequest(compiled: unknown): Promise<{ tally: unknown; calls: number; news: number }> {
  const herald = new RunHerald()
  let news = 0
  const runs = new BatchRuns<unknown>('run', true, () => WORKER, { runs: 'deck', herald })
  const finished = new Promise<void>((resolve) =>
    herald.on((n) => {
      news++
      if (n.done) resolve()
    }),
  )
  const started = await runs.start({ game: cfs, compiled, seed: 1, first: true, games: GAMES, step: RUN_STEP }, (tally) => tally)
  await finished
  return { tally: runs.report(started.runId), calls: 1, news }
}

it('batch run: a million goldfish games, one request against one per step', async () => {
  if (!fs.existsSync(WORKER)) throw new Error('run `npm run build` first: the worker runs from the build')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-'))
  const services = new Services(path.join(dir, 'bench.db'))
  try {
    const parsed = services.decks.parse(fs.readFileSync('examples/shoto-rush.deck.txt', 'utf8'))
    if (!parsed.ok) throw new Error('example deck does not parse')
    const { compiled } = cfs.simulator.compile(playable(services.decks, parsed.deck), { seed: 1, first: true, strikerTarget: false })
    const time = async <T>(f: () => Promise<T>) => {
      const start = performance.now()
      const value = await f()
      return { value, ms: performance.now() - start }
    }
    await time(() => oneRequest(compiled)) // warm up
    const ours = await time(() => oneRequest(compiled))
    const naive = await time(() => stepByStep(compiled))
    expect(ours.value.tally).toEqual(naive.value.tally)
    console.log(
      `a million games: one request (${ours.value.news} steps told) ${ours.ms.toFixed(0)} ms | one call and one worker per step (${naive.value.calls} calls) ${naive.ms.toFixed(0)} ms | ${(naive.ms / ours.ms).toFixed(2)}x`,
    )
    record('batch-run', {
      name: 'a million goldfish games (shoto-rush), one request, one worker',
      value: ours.ms,
      unit: 'ms',
      baseline: { name: '40 calls of 25,000 games, a new worker each', value: naive.ms },
    })
  } finally {
    services.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
