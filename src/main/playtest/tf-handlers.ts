// Table Fighter's side of the contract: the characters, the two-player table and matchup runs.
import type { Handlers } from '../../shared/api/method'
import type { tfApi } from '../../shared/api/tf'
import type { TfPlaytest } from './tf-playtest'

export function tfHandlers(s: { tfPlaytest: TfPlaytest }): Handlers<typeof tfApi> {
  const p = s.tfPlaytest
  return {
    tfListCharacters: () => p.characters(),
    tfStartTable: ({ a, b, seed, viewer }) => p.startTable(a, b, seed, viewer),
    tfPlayMove: ({ tableId, move, viewer }) => p.move(tableId, move, viewer),
    tfUndoMove: ({ tableId, viewer }) => p.undo(tableId, viewer),
    tfTableState: ({ tableId, viewer }) => p.state(tableId, viewer),
    tfStartRun: ({ a, b, ...options }) => p.startRun(a, b, options),
    tfStepRun: ({ runId }) => p.step(runId),
    tfCancelRun: ({ runId }) => {
      p.cancelRun(runId)
      return null
    },
    tfRunReport: ({ runId }) => p.report(runId),
  }
}
