// A worker thread that writes one character sheet PDF: a team's sheets take seconds under load, and the app's
// main process must not wait on them.
import { parentPort } from 'node:worker_threads'
import { type SheetJob, writeSheetPdf } from './sheet-pdf'

parentPort?.once('message', (job: SheetJob) => {
  writeSheetPdf(job)
    .then((result) => parentPort!.postMessage({ ok: true, result }))
    .catch((err: Error) => parentPort!.postMessage({ ok: false, message: err.message }))
})
