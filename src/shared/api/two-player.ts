// The methods every game of two fixed characters (Table Fighter, Card Shot!) offers, under the game's prefix: its
// characters (list, search, editor, files, printing), the two-player table (hot seat: each call says who is looking,
// so the other player's hand and face-down card stay hidden), and matchup runs (main plays them, telling each step).
import { z } from 'zod'
import type { CharacterImport } from '../characters'
import type { DeckFile } from './decks'
import { deckId, printOptions, seed } from './fields'
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

/** The table's and the matchup runs' methods, for a game's moves and the options of its runs besides the count and seed. */
export function tableMethods<C, State, MoveResult, Report>() {
  return <M extends z.ZodType, O extends z.ZodRawShape>(move: M, runOptions: O) => ({
    startTable: takes(z.strictObject({ a: characterId, b: characterId, seed, viewer: viewer.default(null) })).answers<TableStart<C, State>>(),
    playMove: takes(z.strictObject({ tableId: deckId, move, viewer: viewer.default(null) })).answers<MoveResult>(),
    undoMove: takes(z.strictObject({ tableId: deckId, viewer: viewer.default(null) })).answers<State>(),
    /** `all`: everything, both hands and decks; only once the game is over. */
    tableState: takes(z.strictObject({ tableId: deckId, viewer: z.union([player, z.null(), z.literal('all')]) })).answers<State>(),
    /** Main plays the whole run on a worker thread and tells the page each step (shared/runs.ts); answers at the first. */
    startRun: takes(z.strictObject({ a: characterId, b: characterId, games: z.number().int().min(1).max(1_000_000), seed, ...runOptions })).answers<
      RunProgress<Report>
    >(),
    /** How far a run has got, answered at its next step: for a caller that does not hear the run's news. */
    stepRun: takes(z.strictObject({ runId: deckId })).answers<RunProgress<Report>>(),
    cancelRun: takes(z.strictObject({ runId: deckId })).answers<null>(),
    /** The report of a run's games so far (the whole run once it is done, until another run replaces it). */
    runReport: takes(z.strictObject({ runId: deckId })).answers<Report>(),
  })
}
