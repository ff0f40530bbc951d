// Batch runs on worker threads, for every game: games [from, to) of a compiled run played on a worker (so the
// calling thread stays free), a run split over threads, and a run driven in steps. Game i always uses the i-th
// seeded stream, so neither steps nor threads change results.
import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { RangeSimulator } from './game'
import { builtWorker } from '../jobs/workers'

/** What the goldfish worker is sent: a game by id, what its simulator compiled, and the games to play. */
export interface GoldfishJob {
  game: string
  deck: unknown
  seed: number
  from: number
  to: number
  first: boolean
}

/**
 * The built worker script, beside the built main code (this module may be bundled into out/main/chunks/, a
 * folder below it); absent when running from source.
 */
export const WORKER_FILE = builtWorker(path.join(__dirname, 'goldfish-worker.js')) ?? path.join(__dirname, 'goldfish-worker.js')

/** A run as a worker takes it: its game (by id) and what that game's simulator compiled. */
export interface ThreadRun {
  game: { id: string }
  compiled: unknown
}

export async function runOnThreads(run: ThreadRun, seed: number, games: number, first: boolean, threads: number, workerFile = WORKER_FILE): Promise<unknown[]> {
  const per = Math.ceil(games / threads)
  const jobs = Array.from({ length: threads }, (_, i) => ({ from: i * per, to: Math.min(games, (i + 1) * per) })).filter((j) => j.from < j.to)
  return Promise.all(jobs.map(({ from, to }) => simulateOnWorker(run, seed, from, to, first, workerFile)))
}

/** A batch run driven in steps (the page shows progress and can cancel between them). */
export interface SteppedRun extends ThreadRun {
  game: { id: string; simulator: RangeSimulator }
  seed: number
  first: boolean
  games: number
  played: number
  tally: unknown
}

/** Games per step of a batch run: about a tenth of a second of work. */
export const RUN_STEP = 25_000

/**
 * Plays a run's next step into its tally, on a worker thread when the built worker is there (in the app), so main
 * stays free; game i always uses the i-th stream, so neither steps nor threads change results.
 */
export async function playStep(run: SteppedRun): Promise<void> {
  const from = run.played
  const to = Math.min(run.games, from + RUN_STEP)
  if (to <= from) return
  const { simulator } = run.game
  if (fs.existsSync(WORKER_FILE)) simulator.merge(run.tally, await simulateOnWorker(run, run.seed, from, to, run.first))
  else simulator.simulate(run.compiled, run.seed, from, to, run.first, run.tally)
  run.played = to
}

/** Games [from, to) on a worker thread, so the calling thread stays free. */
export function simulateOnWorker(run: ThreadRun, seed: number, from: number, to: number, first: boolean, workerFile = WORKER_FILE): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile)
    worker.once('message', (answer: { ok: true; tally: unknown } | { ok: false; message: string }) => {
      void worker.terminate()
      if (answer.ok) resolve(answer.tally)
      else reject(new Error(answer.message))
    })
    worker.once('error', reject)
    const job: GoldfishJob = { game: run.game.id, deck: run.compiled, seed, from, to, first }
    worker.postMessage(job)
  })
}

