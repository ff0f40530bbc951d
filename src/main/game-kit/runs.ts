// One runner for every game's batch runs, in the app and in the command: games [0, N) of a compiled run played on
// worker threads, one range each, every worker reporting its tally as it goes (jobs/workers.ts: cancel stops it at
// once; a worker that dies fails the run, stops the others and is logged). Without a worker script (running from source) the games
// are played here, a step at a time, so other work goes on between steps. Game i always uses the i-th seeded
// stream, so neither threads nor steps ever change a tally.
import path from 'node:path'
import { refused } from '../../shared/errors'
import type { RunNews, RunsTable } from '../../shared/runs'
import { JobTable } from '../jobs/jobs'
import { builtWorker, runOnWorker, type WorkerRun } from '../jobs/workers'
import { appLog } from '../system/log'
import type { RangeSimulator } from './game'

/** What the run worker is sent: a game by id, what its simulator compiled, the games to play and how many a step. */
export interface GoldfishJob {
  game: string
  deck: unknown
  seed: number
  from: number
  to: number
  first: boolean
  step: number
}

/**
 * The built worker script, beside the built main code (this module may be bundled into out/main/chunks/, a folder
 * below it, which builtWorker looks past), or null when there is none (running from source): the games are then
 * played here.
 */
export function runWorker(): string | null {
  return builtWorker(path.join(__dirname, 'goldfish-worker.js'))
}

/** Games per step of a batch run: about a tenth of a second of work. */
export const RUN_STEP = 25_000

/** A run to play: its game, what the game's simulator compiled, the seed, who goes first, and how many games. */
export interface Batch<Compiled = unknown, Tally = unknown> {
  game: { id: string; simulator: RangeSimulator<Compiled, Tally> }
  compiled: Compiled
  seed: number
  first: boolean
  games: number
  /** Games between two reports of progress. */
  step: number
}

/** A run under way. */
export interface BatchRun<Tally> {
  /** The whole run's tally, once every range is played. */
  done: Promise<Tally>
  /** Games played so far. */
  played(): number
  /** The tally of the games played so far. */
  tally(): Tally
  /** Resolves at the run's next progress, its end or its failure. */
  next(): Promise<void>
  cancel(): void
}

const CANCELLED = 'the run was cancelled'

/**
 * Plays a batch over `threads` worker threads (`workerFile`), or here when there is no built worker script or
 * `threads` is 0.
 */
export function runBatch<Compiled, Tally>(batch: Batch<Compiled, Tally>, threads: number, workerFile: string | null): BatchRun<Tally> {
  const { simulator } = batch.game
  const file = workerFile && threads > 0 ? builtWorker(workerFile) : null
  const count = file ? Math.max(1, Math.min(threads, batch.games)) : 1
  const per = Math.ceil(batch.games / count)
  const ranges = Array.from({ length: count }, (_, i) => ({
    from: i * per,
    to: Math.min(batch.games, (i + 1) * per),
    played: 0,
    tally: simulator.empty(),
  })).filter((range, i) => i === 0 || range.from < range.to)
  const { wait, wake } = progressWaiters()
  const runs: WorkerRun<Tally>[] = ranges.map((range) => {
    if (!file) return playHere(batch, range, wake)
    const job: GoldfishJob = {
      game: batch.game.id,
      deck: batch.compiled,
      seed: batch.seed,
      from: range.from,
      to: range.to,
      first: batch.first,
      step: batch.step,
    }
    return runOnWorker<GoldfishJob, Tally>(
      file,
      job,
      (done, _total, partial) => {
        range.played = done
        range.tally = partial as Tally
        wake()
      },
      () => playHere(batch, range, wake).done,
      CANCELLED,
    )
  })
  const done = Promise.all(runs.map((r) => r.done)).then((tallies) => tallies.reduce((into, from) => simulator.merge(into, from), simulator.empty()))
  // A range that fails (its worker died) fails the run: the other ranges stop rather than play on for nothing.
  done.catch(() => runs.forEach((r) => r.cancel()))
  done.then(wake, wake)
  return {
    done,
    played: () => ranges.reduce((n, r) => n + r.played, 0),
    tally: () => ranges.reduce((into, r) => simulator.merge(into, r.tally), simulator.empty()),
    next: wait,
    cancel: () => {
      for (const run of runs) run.cancel()
    },
  }
}

/** Those waiting for a run's next progress (BatchRun.next): each `wait()` is answered at the next `wake()`. */
export function progressWaiters(): { wait(): Promise<void>; wake(): void } {
  let waiting: (() => void)[] = []
  return {
    wait: () => new Promise((resolve) => waiting.push(resolve)),
    wake: () => {
      const woken = waiting
      waiting = []
      for (const resolve of woken) resolve()
    },
  }
}

/** A range played here, a step at a time, each step after the work already waiting (so a cancel is heard). */
function playHere<Compiled, Tally>(
  batch: Batch<Compiled, Tally>,
  range: { from: number; to: number; played: number; tally: Tally },
  wake: () => void,
): WorkerRun<Tally> {
  let cancelled = false
  const done = (async () => {
    for (let from = range.from; from < range.to; from += batch.step) {
      await new Promise((resolve) => setImmediate(resolve))
      if (cancelled) throw new Error(CANCELLED)
      const to = Math.min(range.to, from + batch.step)
      range.tally = batch.game.simulator.simulate(batch.compiled, batch.seed, from, to, batch.first, range.tally)
      range.played = to - range.from
      wake()
    }
    return range.tally
  })()
  return { done, cancel: () => (cancelled = true) }
}

/**
 * A batch played to its end on `threads` worker threads (the same tally, sooner), or here when `threads` is 1 or
 * less or there is no built worker: what the command waits for.
 */
export function playBatch<Compiled, Tally>(batch: Batch<Compiled, Tally>, threads: number): Promise<Tally> {
  return runBatch(batch, threads > 1 ? threads : 0, runWorker()).done
}

/** How far a run has got and the report of its games so far, as the page is answered. */
export interface BatchProgress<Report> {
  runId: number
  played: number
  games: number
  done: boolean
  report: Report
}

interface Entry<Report> {
  run: BatchRun<unknown>
  games: number
  /** Games played when the page was last answered. */
  answered: number
  error: Error | null
  /** Cancelled by the page: nothing more is told of it. */
  cancelled: boolean
  report(tally: unknown): Report
}

const MAX_OPEN = 20

/** Who hears the news of every run as it goes: the app passes it on to the page. */
export class RunHerald {
  private readonly listeners = new Set<(news: RunNews) => void>()

  /** Hears every run's news until the function it answers is called. */
  on(listener: (news: RunNews) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Tells every listener; one that fails (a window gone) is logged and keeps no other from hearing. */
  tell(news: RunNews): void {
    for (const listener of this.listeners) {
      try {
        listener(news)
      } catch (err) {
        appLog.error('runs', 'a listener of run news failed', err)
      }
    }
  }

  /** Stops every run the page was following: a page that reloads or stops follows none of them any more. */
  stopAll(): void {
    for (const stop of this.stoppers) stop()
  }

  /** Each table of runs says how to stop all its runs. */
  stopsWith(stop: () => void): void {
    this.stoppers.add(stop)
  }

  private readonly stoppers = new Set<() => void>()
}

/**
 * The app's batch runs, by id: a run is started once and played to its end on a worker thread; the herald tells its
 * progress as it goes (the page shows it), and a caller may also ask how far it has got, each answer coming at the
 * run's next progress. `keepFinished`: a finished run answers its report again (a matchup's), rather than being
 * forgotten once a caller has been answered its end. Past the table's size the oldest run is dropped: stopped, with
 * news that says why.
 */
export class BatchRuns<Report> {
  private readonly runs: JobTable<Entry<Report>>

  constructor(
    private readonly what: string,
    private readonly keepFinished: boolean,
    /** The worker script that plays the games: the built one when it is there (the app); null plays here. */
    private readonly workerFile: () => string | null = runWorker,
    /** Which table of runs the news names, and who tells it. */
    private readonly news?: { runs: RunsTable; herald: RunHerald },
  ) {
    this.runs = new JobTable(what, MAX_OPEN, (entry) => this.stop(entry, `the run was stopped: ${MAX_OPEN} runs were started after it`))
    news?.herald.stopsWith(() => {
      for (const entry of this.open) this.stop(entry, 'the run was stopped: the page that followed it has gone')
    })
  }

  /** The runs not yet at their end, for a stop of them all. */
  private readonly open = new Set<Entry<Report>>()

  /** Stops a run that may still be playing, telling why (a finished run is left as it is). */
  private stop(entry: Entry<Report>, why: string): void {
    if (!this.open.has(entry)) return
    entry.error ??= new Error(why)
    entry.run.cancel()
  }

  /** Starts a run and answers at its first progress. */
  start<Compiled, Tally>(batch: Batch<Compiled, Tally>, report: (tally: Tally) => Report): Promise<BatchProgress<Report>> {
    return this.follow(this.play(batch), batch.games, report)
  }

  /** A batch played as this table plays its runs: on its worker thread, or here when there is no worker script. */
  play<Compiled, Tally>(batch: Batch<Compiled, Tally>): BatchRun<Tally> {
    return runBatch(batch, 1, this.workerFile())
  }

  /**
   * Follows a run already started (one made of several batches played one after another, a deck's tune) as `start`
   * follows its batch: `games` is where its progress ends.
   */
  follow<Tally>(started: BatchRun<Tally>, games: number, report: (tally: Tally) => Report): Promise<BatchProgress<Report>> {
    const run = started as BatchRun<unknown>
    const entry: Entry<Report> = { run, games, answered: 0, error: null, cancelled: false, report: report as (tally: unknown) => Report }
    this.open.add(entry)
    run.done.then(
      () => this.open.delete(entry),
      (err: Error) => {
        entry.error ??= err
        this.open.delete(entry)
      },
    )
    const { id } = this.runs.add(() => entry)
    this.tellAsItGoes(id, entry).catch((err) => appLog.error('runs', `telling run ${id} failed`, err))
    return this.progress(id)
  }

  /** Tells each step of a run as it is played, its end, or why it stopped; a cancelled run is not told of again. */
  private async tellAsItGoes(runId: number, entry: Entry<Report>): Promise<void> {
    if (!this.news) return
    const { runs, herald } = this.news
    let told = 0
    for (;;) {
      if (entry.cancelled) return
      const played = entry.run.played()
      if (entry.error) return herald.tell({ runs, runId, played, games: entry.games, done: false, report: null, error: entry.error.message })
      if (played > told) {
        told = played
        herald.tell({ runs, runId, played, games: entry.games, done: played >= entry.games, report: entry.report(entry.run.tally()) })
        if (played >= entry.games) return
      }
      await entry.run.next()
    }
  }

  /** How far a run has got, at its next progress (at once when it has moved on since the last answer, or ended). */
  async progress(runId: number): Promise<BatchProgress<Report>> {
    const entry = this.runs.get(runId)
    const { run } = entry
    if (run.played() <= entry.answered && run.played() < entry.games && !entry.error) await run.next()
    if (!this.runs.has(runId)) throw refused(`${this.what} ${runId} was cancelled`)
    if (entry.error) throw entry.error
    const played = run.played()
    entry.answered = played
    const done = played >= entry.games
    if (done && !this.keepFinished) this.runs.delete(runId)
    return { runId, played, games: entry.games, done, report: entry.report(run.tally()) }
  }

  /** The report of a run's games so far. */
  report(runId: number): Report {
    const entry = this.runs.get(runId)
    return entry.report(entry.run.tally())
  }

  cancel(runId: number): void {
    const entry = this.runs.get(runId)
    entry.cancelled = true
    entry.run.cancel()
    this.open.delete(entry)
    this.runs.delete(runId)
  }
}
