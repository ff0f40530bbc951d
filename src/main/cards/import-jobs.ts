// The app's card imports: each checked and written on a worker thread with progress and cancel, so the
// app's main process stays free during a 100k-card file. The integrity check runs when one is applied.
import path from 'node:path'
import { type ImportPreview, type ImportProgress, pagePreview } from '../../shared/catalogue'
import type { CardImporter, ImportRequest } from './importer'
import type { IntegrityFinding } from '../../shared/catalogue'
import { WorkerJobs } from '../jobs/jobs'
import { runOnWorker } from '../jobs/workers'

/** The built worker script, beside the built main code; absent when running from source. */
export const IMPORT_WORKER_FILE = path.join(__dirname, 'import-worker.js')

export class ImportJobs {
  private readonly jobs = new WorkerJobs<ImportPreview, ImportProgress>('import')

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
    // An in-memory database cannot be shared with a worker: it is imported here.
    const file = this.dbFile === ':memory:' ? '' : this.workerFile
    return this.jobs.start(
      { done: 0, total: 0, preview: null, applied: false, findings: [] },
      (progress) => {
        const report = (done: number, total: number) => Object.assign(progress, { done, total })
        const here = async () => this.importer.apply(request, report)
        return runOnWorker(file, { dbFile: this.dbFile, request }, report, here, 'the import was cancelled: nothing was written')
      },
      (preview, progress) => {
        const applied = preview.problems.length === 0
        Object.assign(progress, { preview: pagePreview(preview), applied, findings: applied ? this.imported() : [] })
      },
    )
  }

  progress(jobId: number): ImportProgress {
    return this.jobs.progress(jobId)
  }

  cancel(jobId: number): void {
    this.jobs.cancel(jobId)
  }
}
