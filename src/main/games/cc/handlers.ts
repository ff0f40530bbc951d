// Capcom Crossovers' side of the contract: its characters (the list, the editor, character files, printed sheets),
// and its part of the play protocol (solo tables and batch runs).
import type { ccCharacters, ccPlay, ccSuggest, ccVersionsAndTeams } from '../../../shared/games/cc/api'
import type { Handlers } from '../../../shared/api/method'
import type { CcPlaytest } from './playtest'
import type { Desktop } from '../../system/desktop'
import type { CharacterStore } from './store'
import { printCharacterFile, saveCharacterFile } from '../../game-kit/two-player-handlers'
import { CC_MODULE } from './module'

const { print } = CC_MODULE.characters!

/** Capcom Crossovers' part of the character protocol, and its versions and teams. */
export function ccCharacterHandlers(characters: CharacterStore, desktop?: Desktop): Handlers<typeof ccCharacters & typeof ccVersionsAndTeams> {
  return {
    listCharacters: () => characters.list(),
    searchCharacters: ({ query }) => characters.search(query),
    getCharacter: ({ id }) => characters.get(id),
    checkCharacter: ({ character }) => characters.check(character),
    saveCharacter: ({ character, replacing }) => characters.save(character, replacing),
    deleteCharacter: ({ id }) => {
      characters.delete(id)
      return null
    },
    importCharacters: ({ fileName, text, apply }) => characters.importFile(fileName, text, apply),
    exportCharacters: ({ ids, as }) => characters.exportFile(ids, as),
    saveCharacterFile: ({ ids, as }) => saveCharacterFile(characters.exportFile(ids, as), desktop),
    printCharacters: ({ ids, paper, open }) =>
      printCharacterFile(
        print,
        ids.map((id) => characters.get(id)),
        paper,
        open,
        desktop,
      ),
    snapshotCharacter: ({ id, label }) => characters.snapshot(id, label),
    listCharacterVersions: ({ id }) => characters.versions(id),
    diffCharacterVersion: ({ versionId }) => characters.diff(versionId),
    restoreCharacterVersion: ({ versionId }) => characters.restore(versionId),
    listTeams: () => characters.teams(),
    saveTeam: ({ id, name, members }) => characters.saveTeam(id, name, members),
    deleteTeam: ({ id }) => {
      characters.deleteTeam(id)
      return null
    },
  }
}

/** Capcom Crossovers' part of the play protocol: a character's solo table and its batch runs. */
export function ccPlayHandlers(play: CcPlaytest): Handlers<typeof ccPlay & typeof ccSuggest> {
  return {
    startTable: ({ id, game: _, ...options }) => play.startGame(id, options),
    playMove: ({ tableId, move }) => play.move(tableId, move),
    undoMove: ({ tableId }) => play.undo(tableId),
    tableState: ({ tableId }) => play.state(tableId),
    startRun: ({ id, game: _, ...options }) => play.startRun(id, options),
    stepRun: ({ runId }) => play.step(runId),
    cancelRun: ({ runId }) => {
      play.cancelRun(runId)
      return null
    },
    runReport: ({ runId }) => play.report(runId),
    suggestMove: ({ tableId }) => play.suggest(tableId),
  }
}
