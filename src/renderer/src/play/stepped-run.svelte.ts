// A run of seeded games that main plays in steps: the progress, the report so far, a cancel between steps, and the
// error that stopped it. The Capcom Crossovers batch and the two-player matchups run alike.

/** What main answers to a run's start and to each of its steps. */
export interface RunStep<R> {
  runId: number
  played: number
  games: number
  done: boolean
  report: R
}

export class SteppedRun<R> {
  progress = $state.raw<{ played: number; games: number } | null>(null)
  report = $state.raw<R | null>(null)
  running = $state(false)
  cancelled = $state(false)
  error = $state('')

  /** Plays the run to its end, or to the first step after a cancel. */
  async run(start: () => Promise<RunStep<R>>, step: (runId: number) => Promise<RunStep<R>>, cancel: (runId: number) => Promise<unknown>): Promise<void> {
    this.running = true
    this.cancelled = false
    this.error = ''
    this.report = null
    this.progress = null
    try {
      let p = await start()
      this.shown(p)
      while (!p.done) {
        if (this.cancelled) {
          await cancel(p.runId)
          break
        }
        p = await step(p.runId)
        this.shown(p)
      }
    } catch (err) {
      this.error = (err as Error).message
    } finally {
      this.running = false
    }
  }

  cancel = () => {
    this.cancelled = true
  }

  private shown(p: RunStep<R>) {
    this.progress = { played: p.played, games: p.games }
    this.report = p.report
  }
}
