// What the games of fixed characters (Table Fighter, Card Shot!) read alike from the command line: the character a
// command was given, by id or as a file, the answer to a file that could not be read, `validate` and `show` of
// one, and the warning `print` gives for one that is not legal.
import fs from 'node:fs'
import { readJsonText } from '../main/core/json-text'
import { isSlug } from '../main/core/text'
import { FileError, readTextFile } from '../main/system/files'
import type { Options } from './args'
import { EXIT, type Io } from './io'

const MAX_CHARACTER_FILE_BYTES = 1_000_000

export type CharacterRead<T> = { ok: true; character: T } | { ok: false; problems: string[] }

/** How a game's characters are named on the command line, and checked. */
export interface CharacterArgKind<T> {
  /** The game's id and name, as `characters --game <id>` and messages name it. */
  id: string
  name: string
  examples: readonly T[]
  /** Whether parsed JSON is this game's character rather than another game's (or a deck). */
  isOurs(json: object): boolean
  read(json: unknown, where: string): CharacterRead<T>
  check(character: T): CharacterProblem[]
}

/**
 * The character a command was given, or null when it is something else (a deck, another game's character): the id
 * of a shipped example or of a saved character (`stored`), or a JSON file holding one.
 */
export function characterArg<T extends { id: string }>(
  which: string,
  kind: CharacterArgKind<T>,
  stored: (id: string) => T | undefined,
): CharacterRead<T> | null {
  const named = fs.existsSync(which) ? undefined : (kind.examples.find((c) => c.id === which) ?? (isSlug(which) ? stored(which) : undefined))
  if (named) return { ok: true, character: named }
  if (!/\.json$/i.test(which) || /\.deck\.json$/i.test(which) || !fs.existsSync(which)) return null
  let text: string
  try {
    text = readTextFile(which, MAX_CHARACTER_FILE_BYTES, `larger than ${MAX_CHARACTER_FILE_BYTES / 1e6} MB: not a character`)
  } catch (err) {
    if (!(err instanceof FileError)) throw err
    return { ok: false, problems: [`${which}: ${err.reason}`] }
  }
  const json = readJsonText(text)
  if (!json.ok || typeof json.value !== 'object' || json.value === null || Array.isArray(json.value)) return null
  return kind.isOurs(json.value) ? kind.read(json.value, which) : null
}

/** A character file that could not be read: every problem on stderr, exit 2. */
export function unreadable(read: { ok: false; problems: string[] }, io: Io): number {
  for (const problem of read.problems) io.err(`ringside: ${problem}`)
  return EXIT.error
}

/** A problem of a character, with its fix, as every game's checks give it. */
interface CharacterProblem {
  level: 'error' | 'warning'
  code: string
  field: string
  message: string
  fix: string
}

/** `validate` of one character: every problem with its fix; exit 0 legal (warnings allowed), 1 not. */
export function validateCharacter<T extends { id: string; name: string }>(
  read: CharacterRead<T>,
  game: Pick<CharacterArgKind<T>, 'id' | 'name' | 'check'>,
  options: Options,
  io: Io,
): number {
  if (!read.ok) return unreadable(read, io)
  const { character } = read
  const problems = game.check(character)
  const legal = problems.every((p) => p.level !== 'error')
  if (options.json) {
    io.out(JSON.stringify({ game: game.id, id: character.id, name: character.name, legal, problems }, null, 2))
  } else {
    if (legal) io.out(`legal: ${character.name} (${game.name} character)`)
    for (const p of problems) io.out(`${p.level === 'warning' ? 'warning: ' : ''}${p.code}: ${p.field}: ${p.message} — ${p.fix}`)
  }
  return legal ? EXIT.ok : EXIT.illegal
}

/** `show` of one character: its name and the game's, then what the game shows of it. */
export function showCharacter<T extends { name: string; example: boolean }>(
  read: CharacterRead<T>,
  game: { name: string },
  io: Io,
  lines: (character: T) => void,
): number {
  if (!read.ok) return unreadable(read, io)
  const { character } = read
  io.out(`${character.name} (${game.name})${character.example ? ', an example' : ''}`)
  lines(character)
  return EXIT.ok
}

/** The line `print` gives on stderr for a character (or a team) with errors: the first, and how many more. */
export function warnIllegal(name: string, errors: readonly { code: string; message: string }[], io: Io): void {
  if (errors.length === 0) return
  const [first] = errors
  io.err(
    `ringside: warning: ${name} is not legal (${first.code}: ${first.message}${errors.length > 1 ? `; ${errors.length - 1} more` : ''}) — ringside validate lists every problem`,
  )
}
