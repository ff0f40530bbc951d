// Play for the games of two fixed characters (Table Fighter, Card Shot!): two-player tables (hot seat) played move
// by move, each answer showing the table as the player looking at it sees it, and matchup runs played on a worker
// thread (runs.ts) while the page shows their progress and can cancel. Game i of a run always plays on the i-th
// stream of its seed, so steps and threads never change the report: a run played to its end reports what the
// game's whole-run function does.
import { invalid, refused } from '../../shared/errors'
import type { RunProgress, TableStart } from '../../shared/api/two-player'
import type { GameInfo, RangeSimulator } from './game'
import { JobTable } from '../jobs/jobs'
import { BatchRuns, type RunHerald, runWorker } from './runs'

const MAX_OPEN = 20

export type Viewer = 0 | 1 | 'all' | null

/** A table of the game, as the engine's table class gives it. */
export interface TwoPlayerTable<Move, State> {
  readonly game: { readonly result: unknown }
  play(move: Move): { ok: true; state: State } | { ok: false; reason: string }
  undo(): boolean
  view(viewer: Viewer): State
  /** The move the game's policies would make now; null once the game is over. */
  suggest(): Move | null
}

/** What a game gives to be played here: its tables, how a run is built from two characters, and its report. */
export interface TwoPlayerGame<C, Move, State, Run, Tally, Report, RunOptions> {
  info: GameInfo
  simulator: RangeSimulator<Run, Tally>
  /** Games per step of a matchup run. */
  runStep: number
  table(characters: [C, C], seed: number): TwoPlayerTable<Move, State>
  /** The player who makes a move, where it is one player's (the other's hand may be behind it); null when it is both players' or nobody's. */
  actor(move: Move, state: State): 0 | 1 | null
  run(a: C, b: C, options: RunOptions): Run
  report(tally: Tally, run: Run, seed: number): Report
}

export class TwoPlayerPlaytest<C, Move, State, R, T, Report, RunOptions> {
  private readonly tables: JobTable<TwoPlayerTable<Move, State>>
  private readonly runs: BatchRuns<Report>

  /** `characterOf`: a character by id (not found names the id); `list`: the characters to choose from. */
  constructor(
    private readonly game: TwoPlayerGame<C, Move, State, R, T, Report, RunOptions>,
    private readonly characterOf: (id: string) => C,
    private readonly list: () => readonly C[],
    /** The worker script that plays the games: the built one when it is there (the app); null plays on this thread. */
    workerFile: () => string | null = runWorker,
    /** Who tells the page of each run as it goes (the app's). */
    herald?: RunHerald,
  ) {
    // A table is named after its game in messages: "no Table Fighter table 9".
    this.tables = new JobTable(`${game.info.name} table`, MAX_OPEN)
    this.runs = new BatchRuns('matchup run', true, workerFile, herald && { runs: `${game.info.id}-matchup`, herald })
  }

  characters(): C[] {
    return [...this.list()]
  }

  startTable(a: string, b: string, seed: number, viewer: Viewer): TableStart<C, State> {
    const characters: [C, C] = [this.characterOf(a), this.characterOf(b)]
    const table = this.game.table(characters, seed)
    const { id: tableId } = this.tables.add(() => table)
    return { tableId, characters, state: seen(table, viewer) }
  }

  move(tableId: number, move: Move, viewer: Viewer): { ok: true; state: State } | { ok: false; reason: string } {
    const table = this.tables.get(tableId)
    const result = table.play(move)
    return result.ok ? { ok: true, state: seen(table, viewer) } : result
  }

  undo(tableId: number, viewer: Viewer): State {
    const table = this.tables.get(tableId)
    if (!table.undo()) throw refused('nothing to undo: no move has been played at this table')
    return seen(table, viewer)
  }

  state(tableId: number, viewer: Viewer): State {
    return seen(this.tables.get(tableId), viewer)
  }

  /**
   * The move the game's policies would make now, for `viewer` to play; null once the game is over. A move that is
   * the other player's is refused: it would show a card of a hand `viewer` may not see.
   */
  suggest(tableId: number, viewer: 0 | 1): Move | null {
    const table = this.tables.get(tableId)
    const move = table.suggest()
    if (move === null) return null
    const actor = this.game.actor(move, table.view('all'))
    if (actor !== null && actor !== viewer) throw refused(`the next move is player ${actor}'s: only the player holding the device is told what to play`)
    return move
  }

  startRun(a: string, b: string, options: { games: number; seed: number } & RunOptions): Promise<RunProgress<Report>> {
    if (!Number.isInteger(options.games) || options.games < 1) throw invalid('games must be a whole number, 1 or more', 'games')
    const compiled = this.game.run(this.characterOf(a), this.characterOf(b), options)
    // Characters that cannot play are refused now, with their first problem, not on the worker.
    this.game.simulator.simulate(compiled, options.seed, 0, 0, true)
    const batch = {
      game: { id: this.game.info.id, simulator: this.game.simulator },
      compiled,
      seed: options.seed,
      first: true,
      games: options.games,
      step: this.game.runStep,
    }
    return this.runs.start(batch, (tally) => this.game.report(tally, compiled, options.seed))
  }

  /** How far a run has got, at its next progress; a finished run answers its report again. */
  step(runId: number): Promise<RunProgress<Report>> {
    return this.runs.progress(runId)
  }

  report(runId: number): Report {
    return this.runs.report(runId)
  }

  cancelRun(runId: number): void {
    this.runs.cancel(runId)
  }
}

/** The table as `viewer` sees it; everything ('all') only once the game is over. */
function seen<State>(table: TwoPlayerTable<unknown, State>, viewer: Viewer): State {
  if (viewer === 'all' && table.game.result === null) {
    throw refused('the hands stay hidden while the game is on: look at the table as player 0, player 1 or neither (null)')
  }
  return table.view(viewer)
}
