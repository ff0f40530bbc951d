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
