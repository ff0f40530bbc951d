// A deck's tune (shared/games/cfs/api.ts, cfsTune) on the app's tune runs.
import type { Handlers } from '../../../../shared/api/method'
import type { cfsTune } from '../../../../shared/games/cfs/api'
import type { TuneRuns } from './runs'

export function cfsTuneHandlers(tunes: TuneRuns): Handlers<typeof cfsTune> {
  return {
    startTune: (input) => tunes.start(input),
    cancelTune: ({ runId }) => (tunes.cancel(runId), null),
  }
}
