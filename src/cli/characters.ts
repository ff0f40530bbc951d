// The commands for the games played with a character sheet. `characters` lists the sheets; `combo` scores one
// Capcom Crossovers combo for a character (a shipped example by id, or a sheet file): exit 0 legal, 1 illegal
// (the rule broken), 2 unreadable. `validate`, `show`, `goldfish` and `print` come here when given a character
// or a tag team instead of a deck.
import fs from 'node:fs'
import { readJsonText } from '../main/core/json-text'
import { FileError, readTextFile } from '../main/system/files'
import { parseCards } from '../main/games/cc/cards'
import { RANK_NAMES, scoreCombo, type ComboResult } from '../main/games/cc/combo'
import { EXAMPLES } from '../main/games/cc/examples'
import { ALL_GAMES } from '../main/games/registry'
import { fightersProblems, readFighters, type Fighters, type FightersRead } from '../main/games/cc/character-file'
import { combatOf, sheetErrors, type CharacterSheet } from '../main/games/cc/sheet'
import type { Options } from './args'
import { EXIT, type Io } from './io'

const MAX_SHEET_FILE_BYTES = 1_000_000

type SheetFound = { ok: true; sheet: CharacterSheet } | { ok: false; problems: string[] }

function example(id: string): CharacterSheet | undefined {
  return EXAMPLES.find((s) => s.id === id.toLowerCase())
}

/**
 * The character or team a command was given, or null when it is a deck: the id of a shipped example, or a JSON
 * file holding a sheet (it has "moves") or a team (it has "team"). Deck files (deck text, deck JSON) give null;
 * so does a file that is not JSON at all when `orDeck`, for the deck reader to name its line.
 */
export function characterArg(which: string, orDeck = true): FightersRead | null {
  const sheet = example(which)
  if (sheet && !fs.existsSync(which)) return { ok: true, fighters: { name: sheet.name, sheets: [sheet] } }
  if (!/\.json$/i.test(which) || /\.deck\.json$/i.test(which)) return null
  let text: string
  try {
    text = readTextFile(which, MAX_SHEET_FILE_BYTES, `larger than ${MAX_SHEET_FILE_BYTES / 1e6} MB: not a character sheet`)
  } catch (err) {
    if (!(err instanceof FileError)) throw err
    return { ok: false, problems: [`${which}: ${err.reason}`] }
  }
  const json = readJsonText(text)
  if (!json.ok) return orDeck ? null : { ok: false, problems: [`${which}: ${json.message}`] }
  if (typeof json.value !== 'object' || json.value === null) return null
  if (!Object.hasOwn(json.value, 'moves') && !Object.hasOwn(json.value, 'team')) return null
  return readFighters(json.value, which, example)
}

/** One character to play, by example id or sheet file; a sheet that breaks the game's rules cannot be played. */
function findSheet(which: string): SheetFound {
  const read = characterArg(which, false)
  if (read === null) {
    const ids = EXAMPLES.map((s) => s.id).join(', ')
    if (!/\.json$/i.test(which)) return { ok: false, problems: [`no character "${which}": give a sheet file (.json) or the id of an example (${ids})`] }
    return { ok: false, problems: [`${which}: not a character sheet: a sheet is a JSON object with "moves" (the examples: ${ids})`] }
  }
  if (!read.ok) return read
  const [sheet, second] = read.fighters.sheets
  if (second !== undefined) return { ok: false, problems: [`${which}: a tag team; this command takes one character`] }
  // Say every problem, with its fix.
  const errors = sheetErrors(sheet)
  if (errors.length) return { ok: false, problems: errors.map((p) => `${which}: ${p.field}: ${p.message} (fix: ${p.fix})`) }
  return { ok: true, sheet }
}

export function combo(args: string[], options: Options, io: Io): number {
  const [which, ...written] = args
  const found = findSheet(which)
  if (!found.ok) {
    for (const problem of found.problems) io.err(`ringside: ${problem}`)
    return EXIT.error
  }
  const cards = parseCards(written.join(' '))
  if (!cards.ok) {
    io.err(`ringside: ${cards.problem}`)
    return EXIT.error
  }
  const result = scoreCombo(combatOf(found.sheet), cards.cards)
  if (options.json) io.out(JSON.stringify(comboJson(result), null, 2))
  else if (result.legal) {
    io.out(`${found.sheet.name}: ${result.damage} damage, ${result.pointsUsed} combo points used, ${result.pointsLeft} left`)
    for (const step of result.steps) io.out(`  ${step.cards.join(' ').padEnd(8)} ${step.move.padEnd(24)} ${String(step.damage).padStart(3)}  ${step.points} pt`)
  } else io.out(`illegal: ${result.problem}`)
  return result.legal ? EXIT.ok : EXIT.illegal
}

/** The contract's JSON (docs/cli.md): the steps without the engine's own fields. */
function comboJson(result: ComboResult): object {
  if (!result.legal) return { legal: false, problem: result.problem }
  const { damage, pointsUsed, pointsLeft } = result
  const steps = result.steps.map(({ cards, move, damage, points }) => ({ cards, move, damage, points }))
  return { legal: true, damage, pointsUsed, pointsLeft, steps }
}

/** The games Ringside serves: `id  name — builds; solo`. */
export function games(options: Options, io: Io): number {
  const listed = ALL_GAMES.map(({ id, name, builds, solo }) => ({ id, name, builds, solo }))
  if (options.json) io.out(JSON.stringify({ games: listed }, null, 2))
  else for (const g of listed) io.out(`${g.id.padEnd(4)} ${g.name}: ${g.builds}; ${g.solo}`)
  return EXIT.ok
}

/** The games whose players build a character; only Capcom Crossovers has sheets so far. */
const CHARACTER_GAMES = ['cc', 'tf', 'cs']

export function characters(options: Options, io: Io): number {
  const game = options.game
  if (game !== undefined && !CHARACTER_GAMES.includes(game)) {
    io.err(`ringside: no game "${game}" with characters (games with characters: ${CHARACTER_GAMES.join(', ')})`)
    return EXIT.error
  }
  const sheets = game === undefined || game === 'cc' ? EXAMPLES : []
  if (options.json) {
    const listed = sheets.map(({ id, name, example, hp, strength, speed, endurance, combo, moves }) => ({
      id, name, game: 'cc', example, hp, strength, speed, endurance, combo, moves: moves.map((m) => m.name),
    }))
    io.out(JSON.stringify({ characters: listed }, null, 2))
  } else {
    for (const s of sheets) {
      io.out(`${s.id.padEnd(12)} cc  ${s.name}${s.example ? ' (example)' : ''}: HP ${s.hp}, Strength ${s.strength}, Speed ${s.speed}, Combo ${s.combo}; ${s.moves.map((m) => `${m.name} (${m.cards.rank})`).join(', ')}`)
    }
  }
  io.err(`${sheets.length} ${sheets.length === 1 ? 'character' : 'characters'}`)
  return EXIT.ok
}

/** Prints the read problems of a character argument that is not a deck; exit 2. */
export function unreadable(read: Extract<FightersRead, { ok: false }>, io: Io): number {
  for (const problem of read.problems) io.err(`ringside: ${problem}`)
  return EXIT.error
}

const what = (f: Fighters) => (f.sheets.length === 2 ? 'Capcom Crossovers tag team' : 'Capcom Crossovers character')

/** Every problem of a sheet or team, with its fix: exit 0 when none keeps it from the table, else 1. */
export function validateCharacter(fighters: Fighters, options: Options, io: Io): number {
  const problems = fightersProblems(fighters)
  const legal = !problems.some((p) => p.level === 'error')
  if (options.json) {
    const characters = fighters.sheets.map((s) => s.id)
    io.out(JSON.stringify({ game: 'cc', name: fighters.name, characters, legal, problems }, null, 2))
  } else {
    if (legal) io.out(`legal: ${fighters.name} (${what(fighters)})`)
    for (const p of problems) io.out(`${p.level === 'warning' ? 'warning: ' : ''}${p.code}: ${p.field}: ${p.message} — ${p.fix}`)
  }
  return legal ? EXIT.ok : EXIT.illegal
}

/** The sheet (or both of a team) as a player reads it: stats, ability, the moves by card. */
export function showCharacter(fighters: Fighters, io: Io): number {
  io.out(`# ${fighters.name} (${what(fighters)})`)
  for (const s of fighters.sheets) {
    io.out(`${s.name}${s.example ? ' (example)' : ''} [${s.id}]`)
    io.out(
      `  HP ${s.hp}  Strength ${s.strength}  Speed ${s.speed}  Agility ${s.agility}  Endurance ${s.endurance}  Combo ${s.combo}`,
    )
    io.out(`  Basic Attack Priority ${s.basicAttackPriority}  Defense Bonus ${s.defenseBonus}  Throw ${s.throwDamage}`)
    if (s.specialAbility) io.out(`  Special ability: ${s.specialAbility}`)
    for (const m of s.moves) {
      const cards = `${RANK_NAMES[m.cards.rank]}${m.cards.additional ? ` + up to ${m.cards.additional} more` : ''}`
      const attrs = m.attributes.length ? ` ${m.attributes.join('')}` : ''
      const tags = m.tag.map((t) => ` [${t}]`).join('')
      const effect = m.damage === null ? 'effect' : `${m.damage} damage`
      io.out(`  ${cards.padEnd(18)} ${m.name}${tags}: type ${m.type}${attrs}, ${effect}, priority ${m.priority}, ${m.points} pt${m.text ? ` — ${m.text}` : ''}`)
    }
  }
  return EXIT.ok
}
