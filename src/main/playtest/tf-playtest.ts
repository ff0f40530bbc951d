// Table Fighter play: two-player tables (hot seat) played move by move, each answer showing the table as the
// player looking at it sees it, and matchup runs driven in steps (so the page can show progress and cancel) on a
// worker thread when the built worker is there. Game i of a run always plays on the i-th stream of its seed, so
// steps and threads never change the report: a run stepped to its end reports what runMatchup does.
import fs from 'node:fs'
import { invalid, notFound, refused } from '../../shared/errors'
import type { TfRunProgress, TfTableStart } from '../../shared/api/tf'
import type { TfMatchupReport, TfMove, TfMoveResult, TfPlayer, TfPolicyName, TfTableState } from '../../shared/tf-table'
import type { TfCharacter } from '../games/tf/character'
import { EXAMPLES } from '../games/tf/examples'
import { tf, tfSimulator } from '../games/tf'
import { tfMatchupReport, type TfRun, type TfTally } from '../games/tf/matchup'
import { TfTable } from '../games/tf/table'
import { JobTable } from '../jobs/jobs'
import { simulateOnWorker, WORKER_FILE } from './goldfish'

const MAX_OPEN = 20
/** Games per step of a matchup run: a Table Fighter game is slower than a goldfish game, so steps are smaller. */
export const TF_RUN_STEP = 5_000

export type TfViewer = TfPlayer | 'all' | null

interface Run {
  compiled: TfRun
  seed: number
  games: number
  played: number
  tally: TfTally
}

/** The Table Fighter characters that can be played: for now the shipped examples, by id. */
export function tfExample(id: string): TfCharacter {
  const found = EXAMPLES.find((c) => c.id === id)
  if (!found) throw notFound(`no Table Fighter character "${id}" (the characters are ${EXAMPLES.map((c) => c.id).join(', ')})`)
  return found
}

export class TfPlaytest {
  private readonly tables = new JobTable<TfTable>('Table Fighter table', MAX_OPEN)
  private readonly runs = new JobTable<Run>('matchup run', MAX_OPEN)

  /** `characterOf`: a character by id (not found names the id); `list`: the characters to choose from. */
  constructor(
    private readonly characterOf: (id: string) => TfCharacter = tfExample,
    private readonly list: () => readonly TfCharacter[] = () => EXAMPLES,
    /** The worker script that plays the games: the built one when it is there (the app); null plays on this thread. */
    private readonly workerFile: () => string | null = () => (fs.existsSync(WORKER_FILE) ? WORKER_FILE : null),
  ) {}

  characters(): TfCharacter[] {
    return [...this.list()]
  }

  startTable(a: string, b: string, seed: number, viewer: TfViewer): TfTableStart {
    const characters: [TfCharacter, TfCharacter] = [this.characterOf(a), this.characterOf(b)]
    const table = new TfTable(characters, { seed })
    const { id: tableId } = this.tables.add(() => table)
    return { tableId, characters, state: this.seen(table, viewer) }
  }

  move(tableId: number, move: TfMove, viewer: TfViewer): TfMoveResult {
    const table = this.tables.get(tableId)
    const result = table.play(move)
    return result.ok ? { ok: true, state: this.seen(table, viewer) } : result
  }

  undo(tableId: number, viewer: TfViewer): TfTableState {
    const table = this.tables.get(tableId)
    if (!table.undo()) throw refused('nothing to undo: no move has been played at this table')
    return this.seen(table, viewer)
  }

  state(tableId: number, viewer: TfViewer): TfTableState {
    return this.seen(this.tables.get(tableId), viewer)
  }

  /** The table as `viewer` sees it; everything ('all') only once the game is over. */
  private seen(table: TfTable, viewer: TfViewer): TfTableState {
    if (viewer === 'all' && table.game.result === null) throw hidden()
    return table.view(viewer)
  }

  startRun(a: string, b: string, options: { games: number; seed: number; policies: { a: TfPolicyName; b: TfPolicyName } }): Promise<TfRunProgress> {
    if (!Number.isInteger(options.games) || options.games < 1) throw invalid('games must be a whole number, 1 or more', 'games')
    const compiled: TfRun = { a: this.characterOf(a), b: this.characterOf(b), policies: [options.policies.a, options.policies.b] }
    // Characters that cannot play are refused now, with their first problem, not on the worker.
    tfSimulator.simulate(compiled, options.seed, 0, 0, true)
    const { id } = this.runs.add(() => ({ compiled, seed: options.seed, games: options.games, played: 0, tally: tfSimulator.empty() }))
    return this.step(id)
  }

  /** Plays the next step of a run and reports how far it has got; a finished run answers its report again. */
  async step(runId: number): Promise<TfRunProgress> {
    const run = this.runs.get(runId)
    const from = run.played
    const to = Math.min(run.games, from + TF_RUN_STEP)
    if (to > from) {
      const worker = this.workerFile()
      const tally = worker
        ? ((await simulateOnWorker({ game: tf, compiled: run.compiled }, run.seed, from, to, true, worker)) as TfTally)
        : tfSimulator.simulate(run.compiled, run.seed, from, to, true)
      if (!this.runs.has(runId)) throw refused(`matchup run ${runId} was cancelled`)
      tfSimulator.merge(run.tally, tally)
      run.played = to
    }
    return { runId, played: run.played, games: run.games, done: run.played >= run.games, report: this.reportOf(run) }
  }

  report(runId: number): TfMatchupReport {
    return this.reportOf(this.runs.get(runId))
  }

  cancelRun(runId: number): void {
    this.runs.delete(runId)
  }

  private reportOf(run: Run): TfMatchupReport {
    return tfMatchupReport(run.tally, run.compiled, run.seed)
  }
}

function hidden() {
  return refused('the hands stay hidden while the game is on: look at the table as player 0, player 1 or neither (null)')
}
