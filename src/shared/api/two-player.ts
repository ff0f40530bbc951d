// The methods every game of two fixed characters (Table Fighter, Card Shot!) offers, under the game's prefix: its
// characters (list, search, editor, files, printing); and their part of the play protocol (shared/api/play.ts): the
// two-player table (hot seat: each call says who is looking, so the other player's hand and face-down card stay
// hidden), and matchup runs (main plays them, telling each step).
import { z } from 'zod'
import type { CharacterImport } from '../characters'
import type { DeckFile } from './decks'
import { printOptions, seed } from './fields'
import { playMethods } from './play'
import { takes } from './method'

/** A game's methods under its prefix: `tf` and `listCharacters` make `tfListCharacters`. */
export type Prefixed<P extends string, M> = { [K in keyof M & string as `${P}${Capitalize<K>}`]: M[K] }

export function prefixed<P extends string, M extends object>(prefix: P, methods: M): Prefixed<P, M> {
  return Object.fromEntries(Object.entries(methods).map(([name, method]) => [`${prefix}${name[0].toUpperCase()}${name.slice(1)}`, method])) as Prefixed<P, M>
}

export const characterId = z.string().min(1).max(40)
export const player = z.union([z.literal(0), z.literal(1)])
/** Who is looking at the table: a player, or nobody (between the players: both hands hidden). */
export const viewer = z.union([player, z.null()])
const characterIds = z.array(characterId).min(1).max(500)
const fileAs = z.enum(['json', 'csv']).default('json')

/** A save: the character when it was saved (warnings allowed), null while any error stands; every problem. */
export interface CharacterSave<C, P> {
  saved: C | null
  problems: P[]
}

/** A table just set: its id, both characters (to draw their cards), and the state as the viewer sees it. */
export interface TableStart<C, State> {
  tableId: number
  characters: [C, C]
  state: State
}

/** What the matchup report of every game of two characters holds: who played whom, the run, and the outcome. */
export interface MatchupReportOf<Game extends string, Policy extends string> {
  game: Game
  a: { id: string; name: string }
  b: { id: string; name: string }
  games: number
  seed: number
  policies: { a: Policy; b: Policy }
  /** A's wins over all games (a draw is not a win), with its 95 % Wilson interval. */
  winRate: number
  interval: [number, number]
  wins: { a: number; b: number }
  /** Games still undecided after `maxTurns` turns. */
  draws: number
  maxTurns: number
  /** The mean turn on which decided games ended (null when none was), and how many ended on each turn. */
  meanTurns: number | null
  turns: Record<string, number>
}

/** A matchup run at a step: how far it has got and the report of the games played so far. */
export interface RunProgress<Report> {
  runId: number
  played: number
  games: number
  done: boolean
  report: Report
}

/** The characters' methods, for a game whose character the page sends as `input`. */
export function characterMethods<C, P>() {
  return <I extends z.ZodType>(input: I) => ({
    /** Every character, the shipped examples first, then the player's by name. */
    listCharacters: takes(z.undefined()).answers<C[]>(),
    /** Typo-tolerant over names, card names and texts; an empty query lists them all. */
    searchCharacters: takes(z.strictObject({ query: z.string().max(200) })).answers<C[]>(),
    /** Every problem with a character as the editor holds it, each with its field and a fix. */
    checkCharacter: takes(z.strictObject({ character: input })).answers<P[]>(),
    /** `replacing`: the id of the character being edited, null for a new one. An example cannot be replaced. */
    saveCharacter: takes(z.strictObject({ character: input, replacing: characterId.nullable() })).answers<CharacterSave<C, P>>(),
    deleteCharacter: takes(z.strictObject({ id: characterId })).answers<null>(),
    /** A character file (JSON or CSV) read for the preview (`apply` false) or imported whole. */
    importCharacters: takes(
      z.strictObject({ fileName: z.string().min(1).max(260), text: z.string().max(16 * 1024 * 1024), apply: z.boolean() }),
    ).answers<CharacterImport>(),
    exportCharacters: takes(z.strictObject({ ids: characterIds, as: fileAs })).answers<DeckFile>(),
    /** The character file written where the player chose; null when the player cancelled. */
    saveCharacterFile: takes(z.strictObject({ ids: characterIds, as: fileAs })).answers<{ path: string } | null>(),
    /** The character printed with `options`; asks where to save; null when the player cancelled. */
    printCharacter: takes(z.strictObject({ id: characterId, options: printOptions, open: z.boolean() })).answers<{ path: string; pages: number } | null>(),
  })
}

/** The table's and the matchup runs' methods (shared/api/play.ts), for a game's moves and its runs' options. */
export function tablePlay<C, State, MoveResult, Report>() {
  return <G extends string, M extends z.ZodType, O extends z.ZodRawShape>(game: G, move: M, runOptions: O) =>
    playMethods<{
      startTable: TableStart<C, State>
      playMove: MoveResult
      undoMove: State
      tableState: State
      startRun: RunProgress<Report>
      stepRun: RunProgress<Report>
      runReport: Report
    }>()(game, {
      start: { a: characterId, b: characterId, seed, viewer: viewer.default(null) },
      move,
      viewer: { viewer: viewer.default(null) },
      /** `all`: everything, both hands and decks; only once the game is over. */
      look: { viewer: z.union([player, z.null(), z.literal('all')]) },
      run: { a: characterId, b: characterId, ...runOptions },
    })
}
