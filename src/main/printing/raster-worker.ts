// A worker thread that draws SVG documents to PNGs (card faces for print shops, a deck's picture), telling its
// parent how many it has drawn.
import { parentPort } from 'node:worker_threads'
import { type RasterJob, rasteriseAll } from './raster'

parentPort?.once('message', (jobs: RasterJob[]) => {
  rasteriseAll(jobs, (n) => parentPort!.postMessage({ progress: [n, jobs.length] }))
    .then((result) => parentPort!.postMessage({ ok: true, result }))
    .catch((err: Error) => parentPort!.postMessage({ ok: false, message: err.message }))
})
