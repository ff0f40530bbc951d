// The one runner of batch runs: every game's runs, in the app and the command, are played to their end by main (on
// worker threads when built), tell their progress as they go, stop at once on a cancel, fail (and say so) when a
// worker dies, and give the tally of the whole range whatever the steps and threads.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { type Batch, BatchRuns, runBatch, RunHerald } from '../../../src/main/game-kit/runs'
import type { RunNews } from '../../../src/shared/runs'
import { tfSimulator } from '../../../src/main/games/tf'
import { CHUN_LI, KEN } from '../../../src/main/games/tf/examples'
import type { TfRun, TfTally } from '../../../src/main/games/tf/matchup'
import { tempDir } from '../../helpers'

const RUN: TfRun = { a: KEN, b: CHUN_LI, policies: ['random', 'greedy'] }
const batch = (games: number, step: number): Batch<TfRun, TfTally> => ({
  game: { id: 'tf', simulator: tfSimulator },
  compiled: RUN,
  seed: 7,
  first: true,
  games,
  step,
})
/** The worker script of the build, which `npm test` makes before the tests. */
const BUILT = path.resolve('out/main/goldfish-worker.js')

function fakeWorker(body: string): string {
  const file = path.join(tempDir(), 'dying-worker.mjs')
  fs.writeFileSync(file, `import { parentPort } from 'node:worker_threads'\nparentPort.once('message', () => {\n${body}\n})\n`)
  return file
}

/** Every count of games played the run told, to its end. */
async function told(run: { next(): Promise<void>; played(): number; done: Promise<unknown> }, games: number): Promise<number[]> {
  const seen: number[] = []
  while (run.played() < games) {
    await run.next()
    seen.push(run.played())
  }
  await run.done
  return seen
}

describe('a batch run', () => {
  it('played here, a step at a time, tells each step and ends with the tally of the whole range', async () => {
    const run = runBatch(batch(1_234, 100), 0, null)
    const seen = await told(run, 1_234)
    expect(seen).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1_000, 1_100, 1_200, 1_234])
    expect(await run.done).toEqual(tfSimulator.simulate(RUN, 7, 0, 1_234, true))
    expect(run.tally()).toEqual(await run.done)
  })

  it('played on worker threads, gives the same tally on one thread or two, and tells its progress', async () => {
    expect(fs.existsSync(BUILT)).toBe(true)
    const whole = tfSimulator.simulate(RUN, 7, 0, 3_001, true)
    for (const threads of [1, 2]) {
      const run = runBatch(batch(3_001, 500), threads, BUILT)
      const seen = await told(run, 3_001)
      expect(seen.at(-1)).toBe(3_001)
      expect(seen).toEqual([...seen].sort((a, b) => a - b))
      expect(await run.done).toEqual(whole)
    }
  })

  it('stops at once on a cancel, here and on a worker: its end is the cancel', async () => {
    for (const workerFile of [null, BUILT]) {
      const run = runBatch(batch(10_000_000, 1_000), 1, workerFile)
      await run.next()
      run.cancel()
      await expect(run.done).rejects.toThrow('the run was cancelled')
      expect(run.played()).toBeLessThan(10_000_000)
    }
  })

  it('fails with the reason when its worker dies, and the page is told', async () => {
    const dying = fakeWorker('process.exit(5)')
    await expect(runBatch(batch(1_000, 10), 1, dying).done).rejects.toThrow('the worker stopped before it answered (exit code 5)')
    const runs = new BatchRuns<number>('run', false, () => dying)
    await expect(runs.start(batch(1_000, 10), (tally) => tally.games)).rejects.toThrow('the worker stopped before it answered (exit code 5)')
  })
})

describe("the app's batch runs", () => {
  it('play to the end with nobody asking: a run started and left alone has played every game', async () => {
    const runs = new BatchRuns<number>('run', true, () => null)
    const started = await runs.start(batch(4_000, 500), (tally) => tally.games)
    expect(started).toMatchObject({ played: 500, games: 4_000, done: false, report: 500 })
    // Nothing asks the run to go on; main plays it to its end all the same.
    await vi.waitFor(() => expect(runs.report(started.runId)).toBe(4_000))
    expect(await runs.progress(started.runId)).toMatchObject({ played: 4_000, done: true, report: 4_000 })
  })

  it('answer each ask at the next progress, forget a finished run once told (or keep it), and cancel by id', async () => {
    const forget = new BatchRuns<number>('run', false, () => null)
    let p = await forget.start(batch(1_000, 400), (tally) => tally.games)
    const played = [p.played]
    while (!p.done) played.push((p = await forget.progress(p.runId)).played)
    expect(played).toEqual([400, 800, 1_000])
    expect(() => forget.report(p.runId)).toThrow(`no run ${p.runId}`)

    const keep = new BatchRuns<number>('matchup run', true, () => null)
    let q = await keep.start(batch(300, 400), (tally) => tally.games)
    expect(q).toMatchObject({ played: 300, done: true })
    q = await keep.progress(q.runId)
    expect(q).toMatchObject({ played: 300, done: true, report: 300 })

    const long = await keep.start(batch(10_000_000, 1_000), (tally) => tally.games)
    keep.cancel(long.runId)
    await expect(keep.progress(long.runId)).rejects.toThrow(`no matchup run ${long.runId}`)
  })
})

describe('the news of a run', () => {
  function told(): { herald: RunHerald; news: RunNews[] } {
    const herald = new RunHerald()
    const news: RunNews[] = []
    herald.on((n) => news.push(n))
    return { herald, news }
  }

  it('tells each step as it is played, with the report so far, and the end, though nobody asks', async () => {
    const { herald, news } = told()
    const runs = new BatchRuns<number>('run', false, () => null, { runs: 'tf-matchup', herald })
    const started = await runs.start(batch(1_000, 400), (tally) => tally.games)
    await vi.waitFor(() => expect(news.at(-1)?.done).toBe(true))
    expect(news).toEqual(
      [400, 800, 1_000].map((played) => ({ runs: 'tf-matchup', runId: started.runId, played, games: 1_000, done: played === 1_000, report: played })),
    )
  })

  it('tells why a run stopped when its worker dies, and nothing of a cancelled run', async () => {
    const dying = fakeWorker('process.exit(5)')
    const { herald, news } = told()
    const runs = new BatchRuns<number>('run', false, () => dying, { runs: 'cc-goldfish', herald })
    await expect(runs.start(batch(1_000, 10), (tally) => tally.games)).rejects.toThrow('exit code 5')
    await vi.waitFor(() => expect(news).toHaveLength(1))
    expect(news[0]).toMatchObject({ runs: 'cc-goldfish', played: 0, done: false, report: null, error: 'the worker stopped before it answered (exit code 5)' })

    const quiet = told()
    const here = new BatchRuns<number>('run', false, () => null, { runs: 'cs-matchup', herald: quiet.herald })
    const long = await here.start(batch(10_000_000, 1_000), (tally) => tally.games)
    here.cancel(long.runId)
    const before = quiet.news.length
    await new Promise((resolve) => setImmediate(resolve))
    await new Promise((resolve) => setImmediate(resolve))
    expect(quiet.news).toHaveLength(before)
    expect(quiet.news.every((n) => !n.done)).toBe(true)
  })

  it('stops the oldest run still playing when more are started than the table keeps, and says so', async () => {
    const { herald, news } = told()
    const runs = new BatchRuns<number>('run', false, () => null, { runs: 'deck', herald })
    const started: { runId: number }[] = []
    for (let i = 0; i < 21; i++) started.push(await runs.start(batch(10_000_000, 50), (tally) => tally.games))
    await vi.waitFor(() =>
      expect(news.find((n) => n.error !== undefined)).toMatchObject({ runId: started[0].runId, error: 'the run was stopped: 20 runs were started after it' }),
    )
    expect(news.filter((n) => n.error !== undefined)).toHaveLength(1)
    herald.stopAll()
    await vi.waitFor(() => expect(news.filter((n) => n.error !== undefined)).toHaveLength(21))
  })
})
