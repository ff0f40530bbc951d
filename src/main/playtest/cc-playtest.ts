// Solo play for Capcom Crossovers characters: tables played move by move, and batch runs driven in steps (so the
// page can show progress and cancel) on a worker thread when the built worker is there.
import fs from 'node:fs'
import type { CcMove, CcMoveResult, CcRunProgress, CcTablePlay, CcTableView } from '../../shared/cc-table'
import { refused } from '../../shared/errors'
import { cc, ccSimulator, type CcRun } from '../games/cc'
import type { CcTally } from '../games/cc/goldfish'
import type { CharacterSheet } from '../games/cc/sheet'
import { ccReport } from '../games/cc/report'
import { CcTable } from '../games/cc/table'
import { JobTable } from '../jobs/jobs'
import { simulateOnWorker, WORKER_FILE } from './goldfish'
import { RUN_STEP } from './playtest'

const MAX_OPEN = 20

interface Run {
  compiled: CcRun
  seed: number
  first: boolean
  games: number
  played: number
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
    const { id } = this.runs.add(() => ({ compiled, seed: options.seed, first: options.first, games: options.games, played: 0, tally: ccSimulator.empty() }))
    return this.step(id)
  }

  /** The next step of a run; game i always uses the i-th stream, so neither steps nor threads change results. */
  async step(runId: number): Promise<CcRunProgress> {
    const run = this.runs.get(runId)
    const from = run.played
    const to = Math.min(run.games, from + RUN_STEP)
    if (to > from) {
      if (fs.existsSync(WORKER_FILE)) {
        ccSimulator.merge(run.tally, (await simulateOnWorker({ game: cc, compiled: run.compiled }, run.seed, from, to, run.first)) as CcTally)
      } else {
        ccSimulator.simulate(run.compiled, run.seed, from, to, run.first, run.tally)
      }
      run.played = to
    }
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
