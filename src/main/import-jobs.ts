// The app's card imports: each checked and written on a worker thread with progress and cancel, so the
// app's main process stays free during a 100k-card file. The integrity check runs when one is applied.
import path from 'node:path'
import { type ImportPreview, type ImportProgress, pagePreview } from '../shared/catalogue'
import type { CardImporter, ImportRequest } from './catalogue/importer'
import type { IntegrityFinding } from '../shared/catalogue'
import { runOnWorker, type WorkerRun } from './workers'

/** The built worker script, beside the built main code; absent when running from source. */
export const IMPORT_WORKER_FILE = path.join(__dirname, 'import-worker.js')

export class ImportJobs {
  private readonly jobs = new Map<number, { run: WorkerRun<ImportPreview>; progress: ImportProgress }>()
  private nextId = 1

  /**
   * `imported` runs in main after a job wrote cards (on its own connection): it refreshes what main has
   * cached and answers the integrity check's findings.
   */
  constructor(
    private readonly dbFile: string,
    private readonly importer: CardImporter,
    private readonly imported: () => IntegrityFinding[],
    private readonly workerFile = IMPORT_WORKER_FILE,
  ) {}

  start(request: ImportRequest): ImportProgress {
    const jobId = this.nextId++
    const progress: ImportProgress = { jobId, done: 0, total: 0, finished: false, preview: null, applied: false, findings: [], error: null }
    // An in-memory database cannot be shared with a worker: it is imported here.
    const file = this.dbFile === ':memory:' ? '' : this.workerFile
    const here = async () => this.importer.apply(request, (done, total) => Object.assign(progress, { done, total }))
    const run = runOnWorker(file, { dbFile: this.dbFile, request }, (done, total) => Object.assign(progress, { done, total }), here, 'the import was cancelled: nothing was written')
    this.jobs.set(jobId, { run, progress })
    run.done
      .then((preview) => {
        const applied = preview.problems.length === 0
        Object.assign(progress, { preview: pagePreview(preview), applied, findings: applied ? this.imported() : [] })
      })
      .catch((err: Error) => (progress.error = err.message))
      .finally(() => (progress.finished = true))
    return { ...progress }
  }

  progress(jobId: number): ImportProgress {
    return { ...this.job(jobId).progress }
  }

  cancel(jobId: number): void {
    this.job(jobId).run.cancel()
  }

  private job(jobId: number) {
    const job = this.jobs.get(jobId)
    if (!job) throw new Error(`no import ${jobId}`)
    return job
  }
}
