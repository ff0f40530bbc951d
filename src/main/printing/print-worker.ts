// A worker thread that writes one proxy PDF, telling its parent how far it has got.
import { parentPort } from 'node:worker_threads'
import { type ProxyJob, writeProxies } from './pdf'

parentPort?.once('message', (job: ProxyJob) => {
  writeProxies(job, (done, total) => parentPort!.postMessage({ progress: [done, total] }))
    .then((result) => parentPort!.postMessage({ ok: true, result }, [result.pdf.buffer as ArrayBuffer]))
    .catch((err: Error) => parentPort!.postMessage({ ok: false, message: err.message }))
})
