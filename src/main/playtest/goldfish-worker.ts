// A worker thread that plays a range of goldfish games with its game's simulator and sends back its tallies.
import { parentPort } from 'node:worker_threads'
import { anyGame } from '../games'
import type { GoldfishJob } from '../game-kit/runs'


parentPort?.on('message', (job: GoldfishJob) => {
  try {
    parentPort!.postMessage({ ok: true, tally: anyGame(job.game).simulator.simulate(job.deck, job.seed, job.from, job.to, job.first) })
  } catch (err) {
    parentPort!.postMessage({ ok: false, message: (err as Error).message })
  }
})
