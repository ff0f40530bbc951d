// The app's tune runs: a library deck's tune started, followed as it goes (its screenings, then its measured run,
// on the runner's worker thread) and cancelled, its progress told to the page as every batch run's is.
import type { Deck } from '../../../../shared/deck'
import type { TuneView } from '../../../../shared/games/cfs/tune'
import { BatchRuns, runWorker, type BatchProgress, type RunHerald } from '../../../game-kit/runs'
import { tunePlan, type TuneAsk, type TuneBooks } from './plans'
import { runTune, tuneGames, tuneReport, type TunePlan, type TuneState } from './tune'

export interface TuneStart extends Omit<TuneAsk, 'against' | 'list' | 'policies' | 'hp'> {
  deckId: number
  against?: number
}

export class TuneRuns {
  private readonly runs: BatchRuns<TuneView>

  constructor(
    /** A library deck by id, as saved. */
    private readonly deckOf: (id: number) => Deck,
    private readonly books: TuneBooks,
    herald?: RunHerald,
    workerFile: () => string | null = runWorker,
  ) {
    this.runs = new BatchRuns('tune run', true, workerFile, herald && { runs: 'cfs-tune', herald })
  }

  start(input: TuneStart): Promise<BatchProgress<TuneView>> {
    const { deckId, against, ...ask } = input
    const plan = tunePlan(this.books, this.deckOf(deckId), { ...ask, against: against === undefined ? undefined : this.deckOf(against) })
    const run = runTune(plan, (batch) => this.runs.play(batch))
    return this.runs.follow(run, tuneGames(plan), (state) => viewOf(plan, state))
  }

  cancel(runId: number): void {
    this.runs.cancel(runId)
  }
}

/** What the page is told: the stage, and the report of the measured games so far. */
function viewOf(plan: TunePlan, state: TuneState): TuneView {
  const { stage, swaps, progress } = state
  return { stage, swaps, progress, report: stage === 'screen' ? null : tuneReport(plan, state) }
}
