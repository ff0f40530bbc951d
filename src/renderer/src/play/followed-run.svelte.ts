// A run of seeded games that main plays to its end on a worker thread, followed as main tells each step
// (run-news.ts): the progress, the report so far, a cancel at any moment, and the error that stopped it. Every
// batch run of the page is followed alike: a deck's goldfish runs, the Capcom Crossovers batch, the two-player
// matchups.
import type { RunsTable } from '../../../shared/runs'
import { type RunStep, startAndFollow } from './run-news'

export class FollowedRun<R> {
  progress = $state.raw<{ played: number; games: number } | null>(null)
  report = $state.raw<R | null>(null)
  running = $state(false)
  cancelled = $state(false)
  error = $state('')
  /** Stops the run being followed (the player pressed Cancel). */
  private stopping: (() => void) | null = null

  /** Starts a run of table `runs` and follows it to its end, or to a cancel. */
  async run(runs: RunsTable, start: () => Promise<RunStep<R>>, cancel: (runId: number) => Promise<unknown>): Promise<void> {
    this.running = true
    this.cancelled = false
    this.error = ''
    this.report = null
    this.progress = null
    try {
      await startAndFollow(runs, start, cancel, (step) => this.shown(step), {
        cancelled: () => this.cancelled,
        stopWith: (stop) => (this.stopping = stop),
      })
    } catch (err) {
      this.error = (err as Error).message
    } finally {
      this.running = false
    }
  }

  cancel = () => {
    this.cancelled = true
    this.stopping?.()
  }

  /** A step told late (after a later one) changes nothing. */
  private shown(p: RunStep<R>) {
    if (this.progress && p.played < this.progress.played) return
    this.progress = { played: p.played, games: p.games }
    this.report = p.report
  }
}
