// Solo play for Capcom Crossovers characters: tables played move by move, and batch runs played on a worker thread
// (when the built worker is there) while the page shows their progress and can cancel.
import type { CcMove, CcMoveResult, CcReport, CcRunProgress, CcTablePlay, CcTableView } from '../../../shared/games/cc/table'
import { refused } from '../../../shared/errors'
import { cc, ccSimulator, type CcRun } from '.'
import type { CharacterSheet } from './sheet'
import { ccReport } from './report'
import { CcTable } from './table'
import { JobTable } from '../../jobs/jobs'
import { BatchRuns, RUN_STEP, type RunHerald, runWorker } from '../../game-kit/runs'

const MAX_OPEN = 20

export interface CcGameOptions {
  seed: number
  first: boolean
  hp: number
}

export class CcPlaytest {
  private readonly tables = new JobTable<CcTable>('game', MAX_OPEN)
  private readonly runs: BatchRuns<CcReport>

  /** `sheetOf`: a character's sheet by id (the store's get: not found names the id). */
  /** `herald`: who tells the page of each run as it goes (the app's). */
  constructor(
    private readonly sheetOf: (id: string) => CharacterSheet,
    herald?: RunHerald,
  ) {
    this.runs = new BatchRuns('run', false, runWorker, herald && { runs: 'cc-goldfish', herald })
  }

  startGame(characterId: string, options: CcGameOptions): CcTableView {
    const sheet = this.sheetOf(characterId)
    const table = new CcTable(sheet, options)
    const { id: tableId } = this.tables.add(() => table)
    const { id, name, strength, speed, endurance, combo } = sheet
    return { tableId, character: { id, name, strength, speed, endurance, combo }, ...table.view() }
  }

  move(tableId: number, move: CcMove): CcMoveResult {
    return this.tables.get(tableId).play(move)
  }

  undo(tableId: number): CcTablePlay {
    const table = this.tables.get(tableId)
    if (!table.undo()) throw refused('nothing to undo')
    return table.view()
  }

  /** The move the goldfish's policy would make next at a table; null once its game is over. */
  suggest(tableId: number): CcMove | null {
    return this.tables.get(tableId).suggest()
  }

  state(tableId: number): CcTablePlay {
    return this.tables.get(tableId).view()
  }

  startRun(characterId: string, options: CcGameOptions & { games: number }): Promise<CcRunProgress> {
    const sheet = this.sheetOf(characterId)
    const compiled: CcRun = { sheet, hp: options.hp }
    // A sheet that cannot play is refused now, not on the worker.
    ccSimulator.simulate(compiled, options.seed, 0, 0, options.first)
    const batch = { game: { id: cc.id, simulator: ccSimulator }, compiled, seed: options.seed, first: options.first, games: options.games, step: RUN_STEP }
    return this.runs.start(batch, (tally) => ccReport(tally, sheet, { seed: options.seed, first: options.first, hp: options.hp }))
  }

  /** How far a run has got, at its next progress; a finished run is answered once, then forgotten. */
  step(runId: number): Promise<CcRunProgress> {
    return this.runs.progress(runId)
  }

  /** The report of a run's games so far, while it is kept. */
  report(runId: number): CcReport {
    return this.runs.report(runId)
  }

  cancelRun(runId: number): void {
    this.runs.cancel(runId)
  }
}
