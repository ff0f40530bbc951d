// The table for two's methods (shared/games/cc/api.ts, ccDuel) on the open tables.
import type { Handlers } from '../../../../shared/api/method'
import type { ccDuel } from '../../../../shared/games/cc/api'
import type { CcDuelTables } from './tables'

export function ccDuelHandlers(tables: CcDuelTables): Handlers<typeof ccDuel> {
  return {
    startCcDuel: (input) => tables.start(input),
    ccDuelMove: ({ duelId, viewer, move }) => tables.move(duelId, viewer, move),
    undoCcDuel: ({ duelId, viewer }) => tables.undo(duelId, viewer),
    ccDuelState: ({ duelId, viewer }) => tables.state(duelId, viewer),
    ccOpenRecord: ({ text }) => tables.openRecord(text),
    ccRecordStep: ({ replayId, at }) => tables.recordStep(replayId, at),
  }
}
