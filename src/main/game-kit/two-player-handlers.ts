// What the app makes of a game of two fixed characters (two-player-module.ts): its characters kept in the database
// and its play (tables and matchup runs), opened on a database; and its handlers, which every such game shares: its
// part of the character protocol (its store's characters, files and printing) and of the play protocol.
import type { CharacterSave, RunProgress, TableStart } from '../../shared/api/two-player'
import type { DeckFile } from '../../shared/api/decks'
import type { CharacterImport } from '../../shared/characters'
import type { PrintOptions } from '../../shared/print'
import { TwoPlayerPlaytest, type Viewer } from './two-player'
import type { TwoPlayerModule } from './two-player-module'
import type { CharacterPrint } from './game'
import type { Db } from '../storage/db'
import type { RunHerald } from './runs'
import { type Desktop, needDesktop } from '../system/desktop'
import { writeFileAtomic } from '../system/files'
import { type GameCharacter, GameCharacters, type GameProblem } from './character-store'

type MoveResult<State> = { ok: true; state: State } | { ok: false; reason: string }
type Seen = { tableId: number; viewer: Viewer }

/** The table's handlers as tablePlay (shared/api/two-player.ts) declares them, as properties so the protocol's inputs are checked against them strictly. */
interface TableHandlers<C, Move, State, Report, RunOptions> {
  startTable: (input: { a: string; b: string; seed: number; viewer: 0 | 1 | null }) => TableStart<C, State>
  playMove: (input: Seen & { move: Move }) => MoveResult<State>
  undoMove: (input: Seen) => State
  tableState: (input: Seen) => State
  startRun: (input: { a: string; b: string; games: number; seed: number } & RunOptions) => Promise<RunProgress<Report>>
  stepRun: (input: { runId: number }) => Promise<RunProgress<Report>>
  cancelRun: (input: { runId: number }) => null
  runReport: (input: { runId: number }) => Report
  suggestMove: (input: { tableId: number; viewer: 0 | 1 }) => Move | null
}

/** A game's characters in the database and its play over them; `herald` tells the page how its runs go. */
export function openTwoPlayer<C extends GameCharacter, P extends GameProblem, Move, State, R, T, Report, RunOptions>(
  db: Db,
  game: TwoPlayerModule<C, P, Move, State, R, T, Report, RunOptions>,
  herald?: RunHerald,
): { characters: GameCharacters<C, P>; playtest: TwoPlayerPlaytest<C, Move, State, R, T, Report, RunOptions> } {
  const characters = new GameCharacters(db, game.kind)
  const playtest = new TwoPlayerPlaytest(
    game.play,
    (id) => characters.get(id),
    () => characters.all(),
    undefined,
    herald,
  )
  return { characters, playtest }
}

/** The character handlers as twoPlayerCharacters (shared/api/two-player.ts) declares them, as properties so the protocol's inputs are checked against them strictly. */
interface CharacterHandlers<C, P> {
  listCharacters: () => C[]
  searchCharacters: (input: { query: string }) => C[]
  getCharacter: (input: { id: string }) => C
  checkCharacter: (input: { character: unknown }) => P[]
  saveCharacter: (input: { character: unknown; replacing: string | null }) => CharacterSave<C, P>
  deleteCharacter: (input: { id: string }) => null
  importCharacters: (input: { fileName: string; text: string; apply: boolean }) => CharacterImport
  exportCharacters: (input: { ids: string[]; as: 'json' | 'csv' }) => DeckFile
  saveCharacterFile: (input: { ids: string[]; as: 'json' | 'csv' }) => Promise<{ path: string } | null>
  printCharacters: (input: { id: string; options: PrintOptions; open: boolean }) => Promise<{ path: string; pages: number } | null>
}

/** A game's part of the character protocol (shared/api/characters.ts): its store's characters, files and printing. */
export function characterHandlers<C extends GameCharacter, P extends GameProblem>(
  store: GameCharacters<C, P>,
  print: CharacterPrint<C, PrintOptions>,
  desktop?: Desktop,
): CharacterHandlers<C, P> {
  return {
    listCharacters: () => store.all(),
    searchCharacters: ({ query }) => store.search(query),
    getCharacter: ({ id }) => store.get(id),
    // Every game's problem codes include the unreadable field's (CHARACTER_FIELD).
    checkCharacter: ({ character }) => store.check(character) as P[],
    saveCharacter: ({ character, replacing }) => store.save(character, replacing) as CharacterSave<C, P>,
    deleteCharacter: ({ id }) => {
      store.delete(id)
      return null
    },
    importCharacters: ({ fileName, text, apply }) => store.importFile(fileName, text, apply),
    exportCharacters: ({ ids, as }) => store.exportFile(ids, as),
    saveCharacterFile: ({ ids, as }) => saveCharacterFile(store.exportFile(ids, as), desktop),
    printCharacters: ({ id, options, open }) => printCharacterFile(print, [store.get(id)], options, open, desktop),
  }
}

/** A game's part of the play protocol (shared/api/play.ts): its two-player tables and matchup runs. */
export function tableHandlers<C, Move, State, R, T, Report, RunOptions>(
  p: TwoPlayerPlaytest<C, Move, State, R, T, Report, RunOptions>,
): TableHandlers<C, Move, State, Report, RunOptions> {
  return {
    startTable: ({ a, b, seed, viewer }) => p.startTable(a, b, seed, viewer),
    playMove: ({ tableId, move, viewer }) => p.move(tableId, move, viewer),
    undoMove: ({ tableId, viewer }) => p.undo(tableId, viewer),
    tableState: ({ tableId, viewer }) => p.state(tableId, viewer),
    startRun: (input) => p.startRun(input.a, input.b, input),
    stepRun: ({ runId }) => p.step(runId),
    cancelRun: ({ runId }) => {
      p.cancelRun(runId)
      return null
    },
    runReport: ({ runId }) => p.report(runId),
    suggestMove: ({ tableId, viewer }) => p.suggest(tableId, viewer),
  }
}

/** A character file written where the player chose; null when the player cancelled. */
/** Characters printed as their game prints them, to a PDF where the player chose (opened if asked); null when cancelled. */
export async function printCharacterFile<C, O>(
  print: CharacterPrint<C, O>,
  characters: readonly C[],
  options: O,
  open: boolean,
  desktop?: Desktop,
): Promise<{ path: string; pages: number } | null> {
  const desk = needDesktop(desktop)
  const file = await desk.chooseWhereToSave(print.fileName(characters), 'pdf')
  if (!file) return null
  const { pdf, pages } = await print.write(characters, options)
  writeFileAtomic(file, pdf)
  if (open) desk.openFile(file)
  return { path: file, pages }
}

export async function saveCharacterFile(exported: { fileName: string; text: string }, desktop?: Desktop): Promise<{ path: string } | null> {
  const file = await needDesktop(desktop).chooseWhereToSave(exported.fileName, 'character')
  if (!file) return null
  writeFileAtomic(file, exported.text)
  return { path: file }
}
