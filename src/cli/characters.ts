// The commands every game played with characters answers alike, from the list of such games (games/index.ts):
// `games`, `characters`, `matchup`, and a character or team given where a deck would go.
import { ALL_GAMES } from '../main/games'
import type { Services } from '../main/services'
import type { CommandName, Options } from './args'
import type { CharacterVerb, CliGame } from './game-verbs'
import { CHARACTER_GAMES, DECK_MATCHUP, GAME_COMMANDS, READ_ORDER } from './games'
import { EXIT, type Io, UsageError } from './io'

/** The games Ringside serves: `id  name — builds; solo`. */
export function games(options: Options, io: Io): number {
  const listed = ALL_GAMES.map(({ id, name, builds, solo }) => ({ id, name, builds, solo }))
  if (options.json) io.out(JSON.stringify({ games: listed }, null, 2))
  else for (const g of listed) io.out(`${g.id.padEnd(4)} ${g.name}: ${g.builds}; ${g.solo}`)
  return EXIT.ok
}

/** `ringside characters [--game <id>]`: every game's characters, or one game's. */
export function characters(options: Options, io: Io, services: () => Services): number {
  services() // opened first, as every command that reads the database: a database it cannot use is said first
  const game = options.game
  const ids = CHARACTER_GAMES.map((g) => g.id)
  if (game !== undefined && !ids.includes(game)) {
    io.err(`ringside: no game "${game}" with characters (games with characters: ${ids.join(', ')})`)
    return EXIT.error
  }
  const listed = CHARACTER_GAMES.filter((g) => game === undefined || g.id === game).map((g) => g.list(services))
  if (options.json) io.out(JSON.stringify({ characters: listed.flatMap((l) => l.json) }, null, 2))
  else for (const line of listed.flatMap((l) => l.lines)) io.out(line)
  // A tag team listed beside the characters is counted apart from them.
  const all = listed.flatMap((l) => l.json as { team?: unknown }[])
  const teams = all.filter((c) => c.team !== undefined).length
  const count = all.length - teams
  io.err(`${count} ${count === 1 ? 'character' : 'characters'}${teams ? `, ${teams} ${teams === 1 ? 'tag team' : 'tag teams'}` : ''}`)
  return EXIT.ok
}

/**
 * What a command that takes one character does when its argument is one: the first game, in the reading order, that
 * answers the command and reads the argument as its own. Null: the argument is no game's character (a deck).
 */
export async function forCharacter(command: CommandName, which: string, options: Options, io: Io, services: () => Services): Promise<number | null> {
  for (const game of READ_ORDER) {
    const verb = game.verbs[command as CharacterVerb]
    if (!verb) continue
    const read = game.read(which, services)
    if (read !== null) return verb(read, options, io)
  }
  return null
}

/** A command only one game has (Card Fighters Special's `replay`, Capcom Crossovers' `combo`), or null. */
export function gameCommand(command: CommandName, args: string[], options: Options, io: Io, services: () => Services): number | Promise<number> | null {
  for (const commands of GAME_COMMANDS) {
    const run = commands[command]
    if (run) return run(args, options, io, services)
  }
  return null
}

/**
 * `ringside matchup <A> <B>`: the game both characters belong to. An id or file that is a character of two games (a
 * saved id taken in each) plays the game of the other side, in the reading order. Neither side a character of any
 * game: exit 2 naming what to give; characters of two games: a usage mistake naming both.
 */
export async function matchup(args: string[], options: Options, io: Io, services: () => Services): Promise<number> {
  const named = options.game
  const games = READ_ORDER.filter((g) => g.matchup && (named === undefined || g.id === named))
  if (named !== undefined && games.length === 0) {
    throw new UsageError(
      `--game is one of ${READ_ORDER.filter((g) => g.matchup)
        .map((g) => g.id)
        .join(', ')} for a matchup of characters, not "${named}"`,
    )
  }
  if (args.length > 2) {
    // Three or more: a party at one table, of a game that plays one.
    const party = games.find((g) => g.party)
    if (!party) throw new UsageError('a matchup of three or more is a Table Fighter party: give 3 to 8 Table Fighter characters')
    return party.party!.run(args, options, io, services)
  }
  if (options.teams) throw new UsageError('--teams is for a Table Fighter party of 4 or 8 characters (2v2, 4v4)')
  const sides = args.map((which) => ({ which, games: games.filter((g) => g.read(which, services) !== null) }))
  const game = matchupGame(sides[0], sides[1])
  if (game === null) {
    const decks = await DECK_MATCHUP(args, options, io, services)
    if (decks !== null) return decks
    const ids = games.flatMap((g) => g.matchup!.examples).join(', ')
    io.err(
      `ringside: no ${games.map((g, k) => (k === 0 ? '' : k === games.length - 1 ? ' or ' : ', ') + g.name).join('')} character "${args[0]}": give a character file (.json), the id of a saved character (ringside characters lists them) or of an example (${ids}); or two Card Fighters Special deck files`,
    )
    return EXIT.error
  }
  return game.matchup!.run(args, options, io, services)
}

type Side = { which: string; games: CliGame[] }

function matchupGame(a: Side, b: Side): CliGame | null {
  const both = a.games.find((g) => b.games.includes(g))
  if (both) return both
  if (a.games.length && b.games.length) {
    throw new UsageError(
      `"${a.which}" is a ${a.games[0].name} character and "${b.which}" a ${b.games[0].name} character: a matchup is between two characters of the same game`,
    )
  }
  // A deck file on one side and a character on the other: say so, rather than look the deck up as a character.
  const [character, other] = a.games.length ? [a, b] : [b, a]
  if (character.games.length && DECK_TEXT.test(other.which)) {
    throw new UsageError(
      `"${other.which}" is a deck file and "${character.which}" a ${character.games[0].name} character: a matchup is between two Card Fighters Special decks or two characters of one game`,
    )
  }
  return a.games[0] ?? b.games[0] ?? null
}

/** A deck file by its name: deck text or an OCTGN deck (a .json may hold a character, which its game reads first). */
const DECK_TEXT = /\.(txt|o8d)$/i
