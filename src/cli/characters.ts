// The commands for the games played with a character sheet. `characters` lists the sheets; `combo` scores one
// Capcom Crossovers combo for a character (a shipped example by id, or a sheet file): exit 0 legal, 1 illegal
// (the rule broken), 2 unreadable.
import { readJsonText } from '../main/core/json-text'
import { FileError, readTextFile } from '../main/system/files'
import { parseCards } from '../main/games/cc/cards'
import { scoreCombo, type ComboResult } from '../main/games/cc/combo'
import { EXAMPLES } from '../main/games/cc/examples'
import { combatOf, readSheet, sheetErrors, type CharacterSheet } from '../main/games/cc/sheet'
import type { Options } from './args'
import { EXIT, type Io } from './io'

const MAX_SHEET_FILE_BYTES = 1_000_000

type SheetFound = { ok: true; sheet: CharacterSheet } | { ok: false; problems: string[] }

/** A character by the id of a shipped example, or from a sheet file (a name ending in .json). */
function findSheet(which: string): SheetFound {
  if (!/\.json$/i.test(which)) {
    const sheet = EXAMPLES.find((s) => s.id === which.toLowerCase())
    if (sheet) return { ok: true, sheet }
    const ids = EXAMPLES.map((s) => s.id).join(', ')
    return { ok: false, problems: [`no character "${which}": give a sheet file (.json) or the id of an example (${ids})`] }
  }
  let text: string
  try {
    text = readTextFile(which, MAX_SHEET_FILE_BYTES, `larger than ${MAX_SHEET_FILE_BYTES / 1e6} MB: not a character sheet`)
  } catch (err) {
    if (!(err instanceof FileError)) throw err
    return { ok: false, problems: [`${which}: ${err.reason}`] }
  }
  const json = readJsonText(text)
  if (!json.ok) return { ok: false, problems: [`${which}: ${json.message}`] }
  const read = readSheet(json.value, which)
  if (!read.ok) return read
  // A sheet that breaks the game's rules cannot be played: say every problem, with its fix.
  const errors = sheetErrors(read.sheet)
  if (errors.length) return { ok: false, problems: errors.map((p) => `${which}: ${p.field}: ${p.message} (fix: ${p.fix})`) }
  return read
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
