// The app's long jobs (imports, prints, batch runs), kept by id so the page can ask how far one has got and
// stop it. One table shape for all of them; the oldest are dropped past a limit so memory stays bounded.
import type { WorkerRun } from './workers'
import { notFound } from '../../shared/errors'

/** What the page polls for any job run on a worker: how far, whether finished, and why it failed. */
export interface JobProgress {
  jobId: number
  done: number
  total: number
  finished: boolean
  error: string | null
}

/** Jobs by id; `what` names them in the error for an id that is not (or no longer) there. */
export class JobTable<J> {
  private readonly jobs = new Map<number, J>()
  private nextId = 1

  constructor(
    private readonly what: string,
    private readonly keep = 20,
    /** Told of a job dropped to keep the table bounded, so it can stop its work. */
    private readonly dropped: (job: J) => void = () => {},
  ) {}

  /** Keeps the job `make` builds for the next id. */
  add(make: (id: number) => J): { id: number; job: J } {
    const id = this.nextId++
    const job = make(id)
    this.jobs.set(id, job)
    while (this.jobs.size > this.keep) {
      const [oldest, old] = this.jobs.entries().next().value!
      this.jobs.delete(oldest)
      this.dropped(old)
    }
    return { id, job }
  }

  get(id: number): J {
    const job = this.jobs.get(id)
    if (job === undefined) throw notFound(`no ${this.what} ${id}`)
    return job
  }

  has(id: number): boolean {
    return this.jobs.has(id)
  }

  delete(id: number): void {
    this.jobs.delete(id)
  }
}

/**
 * Jobs that run on a worker thread: each has a progress record the page polls; `finish` completes it with
 * the worker's result, an error (or a cancel) ends it with the error's message.
 */
export class WorkerJobs<R, P extends JobProgress> {
  private readonly table: JobTable<{ run: WorkerRun<R>; progress: P }>

  constructor(what: string) {
    this.table = new JobTable(what)
  }

  /** Starts a job; `run` is given the progress record to update as the worker reports. */
  start(initial: Omit<P, 'jobId' | 'finished' | 'error'>, run: (progress: P) => WorkerRun<R>, finish: (result: R, progress: P) => void): P {
    const { job } = this.table.add((jobId) => {
      const progress = { ...initial, jobId, finished: false, error: null } as P
      return { progress, run: run(progress) }
    })
    job.run.done
      .then((result) => finish(result, job.progress))
      .catch((err: Error) => (job.progress.error = err.message))
      .finally(() => (job.progress.finished = true))
    return { ...job.progress }
  }

  progress(jobId: number): P {
    return { ...this.table.get(jobId).progress }
  }

  cancel(jobId: number): void {
    this.table.get(jobId).run.cancel()
  }
}
