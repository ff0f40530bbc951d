// The play protocol, one for every game: a table (start, move, undo, look at it) and batch runs (start, step,
// cancel, report), the same eight methods whatever the game, each call naming its game (`game: 'tf'`). A game
// gives its own parts (what starts a table or a run, its moves, who may look) and what it answers; `byGame`
// joins the games' methods into one protocol, each input told apart by its `game`.
import { z } from 'zod'
import { deckId, seed } from './fields'
import { type MethodSpec, takes } from './method'

/** What a game's play answers, method by method. */
export interface PlayAnswers {
  startTable: unknown
  playMove: unknown
  undoMove: unknown
  tableState: unknown
  startRun: unknown
  stepRun: unknown
  runReport: unknown
}

/** A game's own parts of the play methods' inputs. */
export interface PlayParts<S extends z.ZodRawShape, M extends z.ZodType, V extends z.ZodRawShape, L extends z.ZodRawShape, R extends z.ZodRawShape> {
  /** What starts a table besides the game: a deck or characters, the seed, options. */
  start: S
  move: M
  /** Who is looking when a move is played or taken back (none for a solo table). */
  viewer: V
  /** Who is looking at the table (none for a solo table). */
  look: L
  /** A run's options besides the game, the count and the seed. */
  run: R
}

/** A batch run's count of games: one run plays up to a million. */
export const runGames = z.number().int().min(1).max(1_000_000)

/** A game's play methods, every input naming the game, every answer its own. */
export function playMethods<A extends PlayAnswers>() {
  return <G extends string, S extends z.ZodRawShape, M extends z.ZodType, V extends z.ZodRawShape, L extends z.ZodRawShape, R extends z.ZodRawShape>(
    game: G,
    parts: PlayParts<S, M, V, L, R>,
  ) => {
    const named = { game: z.literal(game) }
    const table = { ...named, tableId: deckId }
    const run = { ...named, runId: deckId }
    return {
      startTable: takes(z.strictObject({ ...named, ...parts.start })).answers<A['startTable']>(),
      playMove: takes(z.strictObject({ ...table, move: parts.move, ...parts.viewer })).answers<A['playMove']>(),
      undoMove: takes(z.strictObject({ ...table, ...parts.viewer })).answers<A['undoMove']>(),
      tableState: takes(z.strictObject({ ...table, ...parts.look })).answers<A['tableState']>(),
      /** Main plays the whole run on worker threads and tells the page each step (shared/runs.ts); answers at the first. */
      startRun: takes(z.strictObject({ ...named, games: runGames, seed, ...parts.run })).answers<A['startRun']>(),
      /** How far a run has got, answered at its next step: for a caller that does not hear the run's news. */
      stepRun: takes(z.strictObject(run)).answers<A['stepRun']>(),
      cancelRun: takes(z.strictObject(run)).answers<null>(),
      /** The report of a run's games so far, while main keeps the run (a matchup's also once it is done; a goldfish run's until its end is told). */
      runReport: takes(z.strictObject(run)).answers<A['runReport']>(),
    }
  }
}

/**
 * A game's suggested move: the move its table's policy would make now, null once the game is over. `viewer`: who
 * asks, where a hand is hidden from the other player.
 */
export function suggestMethod<Move>() {
  return <G extends string, V extends z.ZodRawShape>(game: G, viewer: V) => ({
    suggestMove: takes(z.strictObject({ game: z.literal(game), tableId: deckId, ...viewer })).answers<Move | null>(),
  })
}

type GameMethods = Record<string, MethodSpec<z.ZodObject<{ game: z.ZodLiteral<string> }>>>

/** The methods every one of `games` has, joined: each takes any game's input, told apart by its `game`. */
export type ByGame<Gs extends readonly GameMethods[]> = {
  [M in keyof Gs[number]]: MethodSpec<Gs[number][M]['input'], Gs[number][M]['output']>
}

/** Joins the games' methods of one protocol, each checked by the game it names; a method one game lacks is an error. */
export function byGame<const Gs extends readonly GameMethods[]>(...games: Gs): ByGame<Gs> {
  const names = [...new Set(games.flatMap((g) => Object.keys(g)))]
  // Internal invariant: a protocol's method serves every game in it, checked when the contract loads.
  const lacking = names.filter((name) => !games.every((g) => Object.hasOwn(g, name)))
  if (lacking.length) throw new Error(`not every game has ${lacking.join(', ')}`)
  const joined = names.map((name) => {
    const inputs = games.map((g) => g[name].input)
    // One game's input needs no union; several are told apart by `game`, and a game no one plays is named.
    const input = inputs.length === 1 ? inputs[0] : z.discriminatedUnion('game', inputs as unknown as [z.ZodObject, ...z.ZodObject[]])
    return [name, { input, output: undefined }]
  })
  return Object.fromEntries(joined) as ByGame<Gs>
}
