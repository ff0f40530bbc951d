// What the command asks of a game played with characters (games/<id>.ts): whether an argument names one of its
// characters, what the commands that take one do with it, its characters listed, and its matchups. The list of such
// games is games/index.ts; run.ts and characters.ts serve them all alike and name none.
import type { Services } from '../main/services'
import type { Options } from './args'
import type { Io } from './io'

/** An argument read as a game's character: the character (or team), or why the file could not be read. */
export type ArgRead = { ok: true } | { ok: false; problems: string[] }

/** The commands that take one character (or team) in place of a deck. */
export type CharacterVerb = 'validate' | 'show' | 'print' | 'goldfish'

export interface CliGame<Read extends ArgRead = ArgRead> {
  id: string
  name: string
  /** The character an argument names (an id or a file), read; null when it names none of this game's. */
  read(which: string, services: () => Services): Read | null
  /** What each command this game answers does with a character it read. */
  verbs: Partial<Record<CharacterVerb, (read: Read, options: Options, io: Io) => number | Promise<number>>>
  /** `characters`: each character of the game, as JSON and as a line. */
  list(services: () => Services): { json: object[]; lines: string[] }
  /** Commands only this game has (Capcom Crossovers' `combo`), by name. */
  commands?: Record<string, (args: string[], options: Options, io: Io, services: () => Services) => number | Promise<number>>
  /** `matchup`: one character against another over seeded games, for a game that plays two characters. */
  matchup?: {
    /** The ids of the shipped examples, for a side that is no character at all. */
    examples: readonly string[]
    run(args: string[], options: Options, io: Io, services: () => Services): Promise<number>
  }
}

/** A game's own CliGame, typed by what its reader gives, as one of the list. */
export function cliGame<Read extends ArgRead>(game: CliGame<Read>): CliGame {
  return game as unknown as CliGame
}
