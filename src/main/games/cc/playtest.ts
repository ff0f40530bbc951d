// Solo play for Capcom Crossovers characters: tables played move by move, and batch runs driven in steps (so the
// page can show progress and cancel) on a worker thread when the built worker is there.
import type { CcMove, CcMoveResult, CcRunProgress, CcTablePlay, CcTableView } from '../../../shared/games/cc/table'
import { refused } from '../../../shared/errors'
import { cc, ccSimulator, type CcRun } from './'
import type { CcTally } from './goldfish'
import type { CharacterSheet } from './sheet'
import { ccReport } from './report'
import { CcTable } from './table'
import { JobTable } from '../../jobs/jobs'
import { playStep, type SteppedRun } from '../../game-kit/runs'

const MAX_OPEN = 20

interface Run extends SteppedRun {
  compiled: CcRun
  tally: CcTally
}

export interface CcGameOptions {
  seed: number
  first: boolean
  hp: number
}

export class CcPlaytest {
  private readonly tables = new JobTable<CcTable>('game', MAX_OPEN)
  private readonly runs = new JobTable<Run>('run', MAX_OPEN)

  /** `sheetOf`: a character's sheet by id (the store's get: not found names the id). */
  constructor(private readonly sheetOf: (id: string) => CharacterSheet) {}

  startGame(characterId: string, options: CcGameOptions): CcTableView {
    const sheet = this.sheetOf(characterId)
    const table = new CcTable(sheet, options)
    const { id: gameId } = this.tables.add(() => table)
    const { id, name, strength, speed, endurance, combo } = sheet
    return { gameId, character: { id, name, strength, speed, endurance, combo }, ...table.view() }
  }

  move(gameId: number, move: CcMove): CcMoveResult {
    return this.tables.get(gameId).play(move)
  }

  undo(gameId: number): CcTablePlay {
    const table = this.tables.get(gameId)
    if (!table.undo()) throw refused('nothing to undo')
    return table.view()
  }

  startRun(characterId: string, options: CcGameOptions & { games: number }): Promise<CcRunProgress> {
    const sheet = this.sheetOf(characterId)
    const compiled: CcRun = { sheet, hp: options.hp }
    // A sheet that cannot play is refused now, not on the worker.
    ccSimulator.simulate(compiled, options.seed, 0, 0, options.first)
    const { id } = this.runs.add(() => ({ game: cc, compiled, seed: options.seed, first: options.first, games: options.games, played: 0, tally: ccSimulator.empty() }))
    return this.step(id)
  }

  /** Plays the next step of a run (playStep) and reports how far it has got. */
  async step(runId: number): Promise<CcRunProgress> {
    const run = this.runs.get(runId)
    await playStep(run)
    if (!this.runs.has(runId)) throw refused(`run ${runId} was cancelled`)
    const done = run.played >= run.games
    if (done) this.runs.delete(runId)
    const report = ccReport(run.tally, run.compiled.sheet, { seed: run.seed, first: run.first, hp: run.compiled.hp })
    return { runId, played: run.played, games: run.games, done, report }
  }

  cancelRun(runId: number): void {
    this.runs.delete(runId)
  }
}
