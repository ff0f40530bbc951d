// Running one job on a worker thread: it reports progress, then answers once; cancel stops it at once.
// Without the built worker script (running from source), the job runs right here instead.
import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { appLog } from '../system/log'

/** A job under way. */
export interface WorkerRun<R> {
  done: Promise<R>
  cancel(): void
}

/** What a worker script posts: progress any number of times (with the work done so far, when it has some), then one answer. */
export type WorkerMessage<R> = { progress: [number, number]; partial?: unknown } | { ok: true; result: R } | { ok: false; message: string }

/**
 * The worker script a module names beside itself (`path.join(__dirname, 'x-worker.js')`), or null when it is not
 * built. The build puts shared modules in `out/main/chunks/` and the worker scripts in `out/main/`: a path from
 * a chunk is looked up one folder up, or every job would run on the main thread.
 */
export function builtWorker(workerFile: string): string | null {
  if (!workerFile) return null
  if (fs.existsSync(workerFile)) return workerFile
  const dir = path.dirname(workerFile)
  const up = path.join(path.dirname(dir), path.basename(workerFile))
  return path.basename(dir) === 'chunks' && fs.existsSync(up) ? up : null
}

export function runOnWorker<I, R>(
  workerFile: string,
  input: I,
  onProgress: (done: number, total: number, partial?: unknown) => void,
  here: () => Promise<R>,
  cancelled = 'cancelled',
): WorkerRun<R> {
  const file = builtWorker(workerFile)
  if (!file) return { done: here(), cancel: () => {} }
  workerFile = file
  const worker = new Worker(workerFile)
  const name = path.basename(workerFile)
  /** The job has its answer (or was cancelled, or failed): the worker's exit after it is expected. */
  let answered = false
  let settle: (error: Error | null, result?: R) => void = () => {}
  const done = new Promise<R>((resolve, reject) => {
    settle = (error, result) => (error ? reject(error) : resolve(result!))
  })
  worker.on('message', (m: WorkerMessage<R>) => {
    if ('progress' in m) return onProgress(...m.progress, m.partial)
    answered = true
    void worker.terminate()
    settle(m.ok ? null : new Error(m.message), m.ok ? m.result : undefined)
  })
  worker.once('error', (err) => {
    answered = true
    appLog.error('worker', `${name} failed`, err)
    settle(err)
  })
  // A worker that stops without answering (killed, out of memory, exited) fails its job rather than leave it
  // waiting for ever; the app goes on, and the next job starts a new worker.
  worker.once('exit', (code) => {
    const stopped = new Error(`the worker stopped before it answered (exit code ${code})`)
    if (!answered) appLog.error('worker', `${name} stopped`, stopped)
    settle(stopped)
  })
  worker.postMessage(input)
  return {
    done,
    cancel: () => {
      answered = true
      void worker.terminate()
      settle(new Error(cancelled))
    },
  }
}

/**
 * Items shared out over `threads` worker threads, every n-th to one thread so that large and small ones share out
 * evenly: each thread runs `workerFile` on its share (or `here`, without a built worker), and the answers come back
 * in the items' order. `onProgress` hears how many items all threads have done.
 */
export async function runShared<I, R>(
  workerFile: string,
  items: readonly I[],
  threads: number,
  here: (share: I[], onDone: (done: number) => void) => Promise<R[]>,
  onProgress?: (done: number, total: number) => void,
): Promise<R[]> {
  if (items.length === 0) return []
  const count = Math.max(1, Math.min(threads, items.length))
  const shares = Array.from({ length: count }, (_, t) => items.filter((_, i) => i % count === t))
  const done = new Array<number>(count).fill(0)
  const answers = await Promise.all(
    shares.map((share, t) => {
      const heard = (n: number) => {
        done[t] = n
        onProgress?.(
          done.reduce((a, b) => a + b, 0),
          items.length,
        )
      }
      return runOnWorker<I[], R[]>(workerFile, share, heard, () => here(share, heard)).done
    }),
  )
  return items.map((_, i) => answers[i % count][Math.floor(i / count)])
}
