// A worker thread that dies fails its job with a reason, is logged, and leaves the app able to run the next job.
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runOnWorker } from '../../../src/main/jobs/workers'
import { logFileIn, openLog, useLog } from '../../../src/main/system/log'
import { tempDir } from '../../helpers'

function worker(body: string): string {
  const file = path.join(tempDir(), 'job-worker.mjs')
  fs.writeFileSync(file, `import { parentPort } from 'node:worker_threads'\nparentPort.once('message', (input) => {\n${body}\n})\n`)
  return file
}

const neverHere = () => Promise.reject(new Error('ran in main'))

describe('a job on a worker thread', () => {
  afterEach(() => useLog(null))

  it("answers with the worker's result and its progress", async () => {
    const seen: number[] = []
    const run = runOnWorker(
      worker('parentPort.postMessage({ progress: [1, 2] }); parentPort.postMessage({ ok: true, result: input * 2 })'),
      21,
      (done) => seen.push(done),
      neverHere,
    )
    expect(await run.done).toBe(42)
    expect(seen).toEqual([1])
  })

  it('fails, with the reason in the log, when the worker exits without answering; the next job runs', async () => {
    const log = openLog(logFileIn(tempDir()))
    useLog(log)
    await expect(runOnWorker(worker('process.exit(3)'), 1, () => {}, neverHere).done).rejects.toThrow('the worker stopped before it answered (exit code 3)')
    await expect(runOnWorker(worker("throw new Error('boom')"), 1, () => {}, neverHere).done).rejects.toThrow('boom')
    const text = fs.readFileSync(log.file, 'utf8')
    expect(text).toMatch(/worker: job-worker\.mjs stopped\nError: the worker stopped before it answered \(exit code 3\)/)
    expect(text).toMatch(/worker: job-worker\.mjs failed\nError: boom/)
    expect(text.match(/worker: job-worker\.mjs (stopped|failed)/g)).toHaveLength(2) // the exit after a failure is not logged again
    expect(await runOnWorker(worker('parentPort.postMessage({ ok: true, result: "next" })'), 0, () => {}, neverHere).done).toBe('next')
  })

  it('a job the worker refuses fails with its message, and is not logged as a fault', async () => {
    const log = openLog(logFileIn(tempDir()))
    useLog(log)
    await expect(runOnWorker(worker('parentPort.postMessage({ ok: false, message: "no such set" })'), 0, () => {}, neverHere).done).rejects.toThrow(
      'no such set',
    )
    expect(fs.existsSync(log.file) ? fs.readFileSync(log.file, 'utf8') : '').toBe('')
  })
})

describe('the built worker scripts', () => {
  it('are found from a module the build put in chunks/: the job runs on the worker, not here', async () => {
    const main = tempDir()
    fs.mkdirSync(path.join(main, 'chunks'))
    fs.writeFileSync(
      path.join(main, 'x-worker.mjs'),
      "import { parentPort } from 'node:worker_threads'\nparentPort.once('message', (n) => parentPort.postMessage({ ok: true, result: `worker ${n}` }))\n",
    )
    const here = () => Promise.resolve('here')
    expect(await runOnWorker(path.join(main, 'chunks', 'x-worker.mjs'), 7, () => {}, here).done).toBe('worker 7')
    expect(await runOnWorker(path.join(main, 'x-worker.mjs'), 8, () => {}, here).done).toBe('worker 8')
    // Running from source, no worker is built: the job runs here.
    expect(await runOnWorker(path.join(main, 'chunks', 'missing-worker.mjs'), 9, () => {}, here).done).toBe('here')
    expect(await runOnWorker('', 9, () => {}, here).done).toBe('here')
  })
})
