// What every game of two fixed characters (Table Fighter, Card Shot!) offers: its part of the character protocol
// (characters.ts), and of the play protocol (play.ts): the two-player table (hot seat: each call says who is
// looking, so the other player's hand and face-down card stay hidden), and matchup runs (main plays them, telling
// each step).
import { z } from 'zod'
import { characterId, characterMethods } from './characters'
import { printOptions, seed } from './fields'
import { playMethods, suggestMethod } from './play'

export { characterId }
export const player = z.union([z.literal(0), z.literal(1)])
/** Who is looking at the table: a player, or nobody (between the players: both hands hidden). */
export const viewer = z.union([player, z.null()])

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

/** A matchup's outcome, as every game's report gives it: A's win rate with its 95 % interval, the wins and the draws. */
export interface MatchupOutcome {
  /** A's wins over all games (a draw is not a win), with its 95 % Wilson interval. */
  winRate: number
  interval: [number, number]
  wins: { a: number; b: number }
  /** Games undecided (past `maxTurns` turns, or drawn by the game's own rules). */
  draws: number
  maxTurns: number
  /** The mean turn on which decided games ended (null when none was), and how many ended on each turn. */
  meanTurns: number | null
  turns: Record<string, number>
}

/** Who going first won, in a game where the first player alternates: of the decided games, and A's by its seat. */
export interface FirstPlayerFigures {
  firstPlayerWinRate: number | null
  aFirst: { games: number; winRate: number | null }
  aSecond: { games: number; winRate: number | null }
}

/** What the matchup report of every game of two characters holds: who played whom, the run, and the outcome. */
export interface MatchupReportOf<Game extends string, Policy extends string> extends MatchupOutcome {
  game: Game
  a: { id: string; name: string }
  b: { id: string; name: string }
  games: number
  seed: number
  policies: { a: Policy; b: Policy }
}

/** A matchup run at a step: how far it has got and the report of the games played so far. */
export interface RunProgress<Report> {
  runId: number
  played: number
  games: number
  done: boolean
  report: Report
}

/** A game of two characters' character methods (characters.ts): its character, listed and stored alike. */
export function twoPlayerCharacters<C, P>() {
  return <G extends string, I extends z.ZodType>(game: G, input: I) =>
    characterMethods<{ listed: C; character: C; problem: P; save: CharacterSave<C, P> }>()(game, input, { id: characterId, options: printOptions })
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

/** The move the game's policy would make now, asked by the player holding the device (a suggestion shows no hidden hand of the other's). */
export function tableSuggest<Move>() {
  return <G extends string>(game: G) => suggestMethod<Move>()(game, { viewer: player })
}
