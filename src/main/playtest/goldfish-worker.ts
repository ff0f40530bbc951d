// A worker thread that plays a range of a batch run's games with its game's simulator, a step at a time, telling
// its parent how far it has got and the tally so far after each step, then answering the range's tally.
import { parentPort } from 'node:worker_threads'
import { simulatorOf } from '../games'
import type { GoldfishJob } from '../game-kit/runs'

parentPort?.on('message', (job: GoldfishJob) => {
  try {
    const simulator = simulatorOf(job.game)
    const step = Number.isInteger(job.step) && job.step > 0 ? job.step : job.to - job.from
    let tally = simulator.empty()
    for (let from = job.from; from < job.to; from += step) {
      const to = Math.min(job.to, from + step)
      tally = simulator.simulate(job.deck, job.seed, from, to, job.first, tally)
      parentPort!.postMessage({ progress: [to - job.from, job.to - job.from], partial: tally })
    }
    parentPort!.postMessage({ ok: true, result: tally })
  } catch (err) {
    parentPort!.postMessage({ ok: false, message: (err as Error).message })
  }
})
