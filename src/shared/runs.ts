// What main tells the page of a batch run as it goes, without being asked: which table of runs and which run, how
// far it has got and the report of the games so far; or, when it stopped short, why.

/** The runs tables: a library deck's goldfish runs (`deck`), or a character game's, named by the game and the kind of run (`cc-goldfish`, `tf-matchup`). */
export type RunsTable = 'deck' | `${string}-${string}`

export interface RunNews {
  runs: RunsTable
  runId: number
  played: number
  games: number
  done: boolean
  /** The report of the games played so far (each table's own shape); null with an error. */
  report: unknown
  /** Why the run stopped before its end (a worker that died): the page says so. */
  error?: string
}

/** Whether a value is news of a run, as the preload checks what main sends before the page hears it. */
export function isRunNews(value: unknown): value is RunNews {
  if (typeof value !== 'object' || value === null) return false
  const n = value as Record<string, unknown>
  const count = (x: unknown) => Number.isSafeInteger(x) && (x as number) >= 0
  return (
    typeof n.runs === 'string' &&
    count(n.runId) &&
    count(n.played) &&
    count(n.games) &&
    typeof n.done === 'boolean' &&
    (n.error === undefined || typeof n.error === 'string')
  )
}
