// The table for two's methods (shared/games/cfs/api.ts, cfsDuel) on the open tables.
import type { Handlers } from '../../../../shared/api/method'
import type { cfsDuel } from '../../../../shared/games/cfs/api'
import type { DuelTables } from './tables'

export function cfsDuelHandlers(tables: DuelTables): Handlers<typeof cfsDuel> {
  return {
    startDuel: (input) => tables.start(input),
    duelMove: ({ duelId, viewer, move }) => tables.move(duelId, viewer, move),
    undoDuel: ({ duelId, viewer }) => tables.undo(duelId, viewer),
    duelState: ({ duelId, viewer }) => tables.state(duelId, viewer),
    openRecord: ({ text, fileName }) => tables.openRecord(text, fileName),
    recordStep: ({ replayId, at }) => tables.recordStep(replayId, at),
    recordCode: ({ text }) => tables.recordCode(text),
    startDuelRun: (input) => tables.startRun(input),
    cancelDuelRun: ({ runId }) => (tables.cancelRun(runId), null),
    listGauntlet: () => tables.gauntlet(),
  }
}
