// A worker thread that plays a range of goldfish games and sends back its tallies.
import { parentPort } from 'node:worker_threads'
import type { GoldfishDeck } from '../games/cfs/goldfish/deck'
import { simulateGames } from '../games/cfs/goldfish/simulate'

export interface GoldfishJob {
  deck: GoldfishDeck
  seed: number
  from: number
  to: number
  first: boolean
}

parentPort?.on('message', (job: GoldfishJob) => {
  try {
    parentPort!.postMessage({ ok: true, tally: simulateGames(job.deck, job.seed, job.from, job.to, job.first) })
  } catch (err) {
    parentPort!.postMessage({ ok: false, message: (err as Error).message })
  }
})
