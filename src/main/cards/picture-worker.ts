// A worker thread that decodes pictures and converts them to the stored JPEGs: decoding a large picture takes
// seconds, and the app's main process must not wait on it. One picture, or a batch (a pack): a batch answers
// each picture's conversion or refusal, and reports its progress.
import { parentPort } from 'node:worker_threads'
import { convertBatch, convertPicture, type PictureJob } from './images'

parentPort?.once('message', (job: PictureJob | PictureJob[]) => {
  const done = Array.isArray(job) ? convertBatch(job, (n) => parentPort!.postMessage({ progress: [n, job.length] })) : convertPicture(job)
  done.then((result) => parentPort!.postMessage({ ok: true, result })).catch((err: Error) => parentPort!.postMessage({ ok: false, message: err.message }))
})
