// The table for two's methods (shared/games/cfs/api.ts, cfsDuel) on the open tables, and its record files.
import type { Handlers } from '../../../../shared/api/method'
import type { cfsDuel } from '../../../../shared/games/cfs/api'
import { MAX_RECORD_BYTES } from '../../../../shared/games/cfs/duel'
import { refused } from '../../../../shared/errors'
import { type Desktop, needDesktop } from '../../../system/desktop'
import { readChosenFile, writeFileAtomic } from '../../../system/files'
import type { DuelTables } from './tables'

export function cfsDuelHandlers(tables: DuelTables, desktop?: Desktop): Handlers<typeof cfsDuel> {
  return {
    startDuel: (input) => tables.start(input),
    duelMove: ({ duelId, viewer, move }) => tables.move(duelId, viewer, move),
    undoDuel: ({ duelId, viewer }) => tables.undo(duelId, viewer),
    duelState: ({ duelId, viewer }) => tables.state(duelId, viewer),
    openRecord: ({ text, fileName }) => tables.openRecord(text, fileName),
    openRecordFile: async () => {
      const file = await needDesktop(desktop).chooseFileToOpen('record')
      if (!file) return null
      const read = readChosenFile(file, MAX_RECORD_BYTES, 'a game record is at most 1 MB')
      if (!read.ok) throw refused(`${read.fileName}: ${read.problems[0].message}`)
      return tables.openRecord(read.text, read.name)
    },
    saveRecordFile: async ({ text }) => {
      const file = await needDesktop(desktop).chooseWhereToSave('game.record.txt', 'record')
      if (!file) return null
      writeFileAtomic(file, text)
      return { path: file }
    },
    recordStep: ({ replayId, at }) => tables.recordStep(replayId, at),
    recordCode: ({ text }) => tables.recordCode(text),
    startDuelRun: (input) => tables.startRun(input),
    cancelDuelRun: ({ runId }) => (tables.cancelRun(runId), null),
    listGauntlet: () => tables.gauntlet(),
  }
}
