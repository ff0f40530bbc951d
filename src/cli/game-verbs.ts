// What the command asks of a game played with characters (games/<id>.ts): whether an argument names one of its
// characters, what the commands that take one do with it, its characters listed, and its matchups; and that of a
// game of fixed characters, put together from its kind. The list of such games is games/index.ts; run.ts and
// characters.ts serve them all alike and name none.
import type { Services } from '../main/services'
import type { Options } from './args'
import { type CharacterArgKind, characterArg, type CharacterRead, showCharacter, validateCharacter } from './character-arg'
import type { Io } from './io'
import { type MatchupCommand, runMatchup } from './matchup-words'

/** An argument read as a game's character: the character (or team), or why the file could not be read. */
export type ArgRead = { ok: true } | { ok: false; problems: string[] }

/** The commands that take one character (or team) in place of a deck. */
export type CharacterVerb = 'validate' | 'show' | 'print' | 'goldfish'

/** A command only one game has, given its arguments. */
export type GameCommand = (args: string[], options: Options, io: Io, services: () => Services) => number | Promise<number>

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
  commands?: Record<string, GameCommand>
  /** `matchup`: one character against another over seeded games, for a game that plays two characters. */
  matchup?: {
    /** The ids of the shipped examples, for a side that is no character at all. */
    examples: readonly string[]
    run(args: string[], options: Options, io: Io, services: () => Services): Promise<number>
  }
  /** `matchup` of three or more: a party at one table, for a game that plays one (Table Fighter). */
  party?: {
    run(args: string[], options: Options, io: Io, services: () => Services): Promise<number>
  }
}

/** A game's own CliGame, typed by what its reader gives, as one of the list. */
export function cliGame<Read extends ArgRead>(game: CliGame<Read>): CliGame {
  return game as unknown as CliGame
}

/** A game of fixed characters (Table Fighter, Card Shot!): what it gives; `validate`, `show` and `matchup` follow. */
export interface FixedCharacterGame<T, P extends string, Run, Tally, Report> {
  kind: CharacterArgKind<T>
  /** The game's characters in the database: one by id, and all of them, the shipped examples first. */
  characters(services: Services): { find(id: string): T | undefined; all(): T[] }
  /** What `show` says of a character after its name. */
  show(character: T, io: Io): void
  print(read: CharacterRead<T>, options: Options, io: Io): Promise<number>
  /** A character as `characters` lists it: as JSON, and as a line. */
  listed: { json(character: T): object; line(character: T): string }
  matchup: MatchupCommand<T, P, Run, Tally, Report>
  /** A party of three or more at one table, when the game plays one. */
  party?: (args: string[], options: Options, io: Io, stored: (id: string) => T | undefined) => Promise<number>
}

/** A game of fixed characters on the command line: its characters read and checked by its kind, alike. */
export function fixedCharacterGame<T extends { id: string; name: string; example: boolean }, P extends string, Run, Tally, Report>(
  game: FixedCharacterGame<T, P, Run, Tally, Report>,
): CliGame {
  const { kind } = game
  return cliGame<CharacterRead<T>>({
    id: kind.id,
    name: kind.name,
    read: (which, services) => characterArg(which, kind, (id) => game.characters(services()).find(id)),
    verbs: {
      validate: (read, options, io) => validateCharacter(read, kind, options, io),
      show: (read, _options, io) => showCharacter(read, kind, io, (character) => game.show(character, io)),
      print: game.print,
    },
    list: (services) => {
      const all = game.characters(services()).all()
      return { json: all.map(game.listed.json), lines: all.map(game.listed.line) }
    },
    matchup: {
      examples: kind.examples.map((c) => c.id),
      run: (args, options, io, services) => runMatchup(args, options, io, (id) => game.characters(services()).find(id), game.matchup),
    },
    ...(game.party ? { party: { run: (args, options, io, services) => game.party!(args, options, io, (id) => game.characters(services()).find(id)) } } : {}),
  })
}
