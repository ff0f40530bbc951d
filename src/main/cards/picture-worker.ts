// A worker thread that decodes one picture and converts it to the stored JPEGs: decoding a large picture takes
// seconds, and the app's main process must not wait on it.
import { parentPort } from 'node:worker_threads'
import { convertPicture, type PictureJob } from './images'

parentPort?.once('message', (job: PictureJob) => {
  convertPicture(job)
    .then((result) => parentPort!.postMessage({ ok: true, result }))
    .catch((err: Error) => parentPort!.postMessage({ ok: false, message: err.message }))
})
