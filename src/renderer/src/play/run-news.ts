// Following a batch run as main plays it: main tells each step (shared/runs.ts), so the page shows the progress and
// the report so far without asking. News that comes before the run's start has answered is kept for it.
import type { RunNews, RunsTable } from '../../../shared/runs'

export interface RunFollower {
  /**
   * Tells `seen` each news of run `runId` (what came before too), and answers its last: its end or why it stopped.
   * Answers null at once when `stop` is called (the player cancelled).
   */
  follow(runId: number, seen: (news: RunNews) => void): Promise<RunNews | null>
  /** Stops following the run being followed, answering null. */
  stop(): void
  /** Stops listening to main. */
  close(): void
}

/** Listens to the news of one table of runs (a deck's goldfish runs, or a character game's runs). */
export function followRuns(runs: RunsTable): RunFollower {
  const heard = new Map<number, RunNews>()
  let following: { runId: number; seen: (news: RunNews) => void; end: (news: RunNews | null) => void } | null = null
  const close = window.api.onRunNews((news) => {
    if (news.runs !== runs) return
    heard.set(news.runId, news)
    if (following?.runId !== news.runId) return
    following.seen(news)
    if (news.done || news.error !== undefined) following.end(news)
  })
  return {
    follow: (runId, seen) =>
      new Promise((resolve) => {
        following = { runId, seen, end: resolve }
        const before = heard.get(runId)
        if (!before) return
        seen(before)
        if (before.done || before.error !== undefined) resolve(before)
      }),
    stop: () => following?.end(null),
    close,
  }
}

/** What main answers to a run's start: the run's id, its first step and the report so far. */
export interface RunStep<R> {
  runId: number
  played: number
  games: number
  done: boolean
  report: R
}

/** How a page stops a run it follows: whether the player has cancelled, and where the stop of the run goes. */
export interface RunStopper {
  cancelled(): boolean
  /** Given the stop of the run being followed, and null once it has ended. */
  stopWith(stop: (() => void) | null): void
}

/**
 * Starts a run of table `runs` and follows it to its end: `seen` hears the start's answer and each step after. Answers
 * the run's last report, or null when it was cancelled; a run that stopped short throws why.
 */
export async function startAndFollow<R>(
  runs: RunsTable,
  start: () => Promise<RunStep<R>>,
  cancel: (runId: number) => Promise<unknown>,
  seen: (step: RunStep<R>) => void,
  stopper: RunStopper,
): Promise<R | null> {
  const follower = followRuns(runs)
  try {
    const first = await start()
    seen(first)
    if (first.done) return first.report
    if (stopper.cancelled()) {
      await cancel(first.runId)
      return null
    }
    stopper.stopWith(() => {
      follower.stop()
      void cancel(first.runId).catch(() => {})
    })
    const last = await follower.follow(first.runId, (news) => {
      if (news.error === undefined) seen(news as RunStep<R>)
    })
    if (last === null) return null
    if (last.error !== undefined) throw new Error(last.error)
    return last.report as R
  } finally {
    follower.close()
    stopper.stopWith(null)
  }
}
