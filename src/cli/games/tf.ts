// The commands for Table Fighter characters: `validate` and `show` when given one (a shipped example by id, or a
// character file), `print` (its seven cards true size), `characters --game tf`, and `matchup`: one character against another over N seeded games.
import { playBatch } from '../../main/game-kit/runs'
import { TF_RUN_STEP } from '../../main/games/tf/module'
import { type CharacterArgKind, characterArg, type CharacterRead, unreadable, validateCharacter } from '../character-arg'
import { tf, tfSimulator } from '../../main/games/tf'
import { checkTfCharacter, bonusText, readTfCharacter, superCard, type TfCard, type TfCharacter } from '../../main/games/tf/character'
import { EXAMPLES } from '../../main/games/tf/examples'
import { tfMatchupReport, type TfRun } from '../../main/games/tf/matchup'
import { TF_POLICIES, type TfMatchupReport, type TfPolicyName } from '../../shared/games/tf/table'
import type { Options } from '../args'
import { cliGame } from '../game-verbs'
import { EXIT, type Io, UsageError } from '../io'
import { winsLine } from '../matchup-words'
import { printOptions, runOptions } from '../decks'
import { loadFonts } from '../../main/game-kit/fonts'
import { writeFileAtomic } from '../../main/system/files'
import { PAPERS } from '../../shared/print'

export type TfRead = CharacterRead<TfCharacter>

/**
 * The Table Fighter character a command was given, or null when it is something else (a deck, a Capcom
 * Crossovers sheet): the id of a shipped example or of a saved character (`stored`), or a JSON file holding a
 * character (an object with "cards" and no "moves").
 */
export function tfArg(which: string, stored: (id: string) => TfCharacter | undefined = () => undefined): TfRead | null {
  return characterArg(which, TF_ARG, stored)
}

const TF_ARG: CharacterArgKind<TfCharacter> = {
  examples: EXAMPLES,
  isOurs: (json) => Object.hasOwn(json, 'cards') && !Object.hasOwn(json, 'moves'),
  read: readTfCharacter,
}

/** Every problem of the character with its fix: exit 0 legal (warnings allowed), 1 not. */
export function validateTf(read: TfRead, options: Options, io: Io): number {
  return validateCharacter(read, { id: 'tf', name: 'Table Fighter', check: checkTfCharacter }, options, io)
}

/** The character's cards: the deck's order, top first, then the super. */
export function showTf(read: TfRead, io: Io): number {
  if (!read.ok) return unreadable(read, io)
  const { character } = read
  io.out(`${character.name} (Table Fighter)${character.example ? ', an example' : ''}`)
  const byName = new Map(character.cards.map((c) => [c.name, c]))
  character.order.forEach((name, i) => {
    const card = byName.get(name)
    if (card) io.out(`${String(i + 1).padStart(2)}. ${cardLine(card)}`)
  })
  const top = superCard(character)
  if (top) io.out(`super ${cardLine(top)}`)
  return EXIT.ok
}

function cardLine(c: TfCard): string {
  const parts = [`${c.name} — ${c.type.symbol} ${c.type.name}, ${c.damage} damage${c.speed === null ? '' : `, speed ${c.speed}`}`]
  if (c.wins.length) parts.push(`wins against ${c.wins.join(', ')}`)
  if (c.loses.length) parts.push(`loses to ${c.loses.join(', ')}`)
  if (c.combos.length) parts.push(`combos into ${c.combos.join(', ')}`)
  if (c.charge) parts.push(`charge: ${c.charge.text || bonusText(c.charge.bonus ?? { damage: 0, speed: 0 })}`)
  return parts.join('; ')
}

/** The deck print's options that mean nothing for a character's seven cards. */
const DECK_ONLY = ['no-strikers', 'decklist', 'images', 'missing'] as const

/**
 * `ringside print <character> -o <out.pdf>`: the seven cards at true size on the sheets of a deck print, with its
 * options (paper, card size, gap, bleed, cut marks, outline, backs, back offset, calibration); a warning line
 * when the character is not legal. The same character and options give the same bytes.
 */
export async function printTf(read: TfRead, options: Options, io: Io): Promise<number> {
  if (!options.out) throw new UsageError('print needs -o <out.pdf>')
  const given = DECK_ONLY.find((name) => options[name] !== undefined)
  if (given) throw new UsageError(`--${given} is for deck proxies; a Table Fighter character prints its 7 cards (no Strikers, decklist or card images)`)
  const printing = printOptions(options)
  if (!read.ok) return unreadable(read, io)
  const { character } = read
  const errors = checkTfCharacter(character).filter((p) => p.level === 'error')
  if (errors.length) {
    const [first] = errors
    io.err(
      `ringside: warning: ${character.name} is not legal (${first.code}: ${first.message}${errors.length > 1 ? `; ${errors.length - 1} more` : ''}) — ringside validate lists every problem`,
    )
  }
  const { writeTfCards } = await import('../../main/games/tf/print')
  const printed = await writeTfCards(character, printing, loadFonts())
  writeFileAtomic(options.out, printed.pdf)
  const { layout } = printed
  io.out(
    `${options.out}: ${printed.pages} ${printed.pages === 1 ? 'page' : 'pages'}, ${printed.cards} cards, ${layout.cols}×${layout.rows} on ${PAPERS[printing.paper].name}`,
  )
  return EXIT.ok
}

/**
 * `characters --game tf` (and the Table Fighter part of `characters`): the shipped examples, then the saved ones,
 * each with its cards as `show` gives them: the deck's order, top first, then the super.
 */
export function listTf(characters: readonly TfCharacter[]): { id: string; game: 'tf'; name: string; example: boolean; cards: string[] }[] {
  return characters.map((c) => {
    const inDeck = c.order.filter((name) => c.cards.some((card) => card.name === name))
    const top = superCard(c)
    return { id: c.id, game: 'tf' as const, name: c.name, example: c.example, cards: [...inDeck, ...(top ? [top.name] : [])] }
  })
}

/**
 * `ringside matchup <A> <B> --games N --seed S [--policy random|greedy] [--threads T] [--json]`: A's win rate
 * with its 95 % interval, the game length and the card-versus-card grid. Game i is always played on the i-th
 * seeded stream, so the same seed gives the same bytes on any number of threads.
 */
export async function matchup(args: string[], options: Options, io: Io, stored?: (id: string) => TfCharacter | undefined): Promise<number> {
  const { games, seed, threads } = runOptions(options, io)
  // Random by default: greedy play has no chance in it (a deck's order is the player's, not shuffled), so two
  // greedy players play the same game every time.
  const policy = options.policy ?? 'random'
  if (!(TF_POLICIES as readonly string[]).includes(policy)) throw new UsageError(`--policy must be one of ${TF_POLICIES.join(', ')}, got "${policy}"`)
  const sides: TfCharacter[] = []
  for (const which of args) {
    const read = tfArg(which, stored)
    if (read === null) {
      io.err(
        `ringside: no Table Fighter character "${which}": give a character file (.json), the id of a saved character (ringside characters --game tf lists them) or of an example (${EXAMPLES.map((c) => c.id).join(', ')})`,
      )
      return EXIT.error
    }
    if (!read.ok) return unreadable(read, io)
    const errors = checkTfCharacter(read.character).filter((p) => p.level === 'error')
    if (errors.length) {
      for (const p of errors) io.err(`ringside: ${which}: ${p.field}: ${p.message} (fix: ${p.fix})`)
      return EXIT.error
    }
    sides.push(read.character)
  }
  const run: TfRun = { a: sides[0], b: sides[1], policies: [policy as TfPolicyName, policy as TfPolicyName] }
  // Threads change only how fast the answer comes, never the answer.
  const tally = await playBatch({ game: { id: tf.id, simulator: tfSimulator }, compiled: run, seed, first: true, games, step: TF_RUN_STEP }, threads)
  const report = tfMatchupReport(tally, run, seed)
  if (options.json) io.out(JSON.stringify(report, null, 2))
  else printMatchup(report, io)
  return EXIT.ok
}

function printMatchup(r: TfMatchupReport, io: Io): void {
  io.out(`${r.a.name} against ${r.b.name}: ${r.games} games, seed ${r.seed}, both ${r.policies.a}`)
  io.out(winsLine(r))
  io.out(`mean game length: ${r.meanTurns === null ? '-' : `${r.meanTurns.toFixed(2)} turns`}`)
  io.out(`card against card (${r.a.name} down, ${r.b.name} across): the winner and its damage`)
  // Columns as wide as the longest name or cell, so no card's name is cut.
  const said = (cell: (typeof r.grid)[number][number]) => (cell.winner === 'tie' ? 'tie' : `${cell.winner === 'a' ? r.a.name : r.b.name} ${cell.damage}`)
  const width = Math.max(...r.grid.flat().flatMap((cell) => [cell.a.length, cell.b.length, said(cell).length])) + 2
  io.out(
    ''.padEnd(width) +
      r.grid[0]
        .map((cell) => cell.b.padEnd(width))
        .join('')
        .trimEnd(),
  )
  for (const row of r.grid) io.out((row[0].a.padEnd(width) + row.map((cell) => said(cell).padEnd(width)).join('')).trimEnd())
}

/** Table Fighter on the command line. */
export const tfCli = cliGame<TfRead>({
  id: 'tf',
  name: 'Table Fighter',
  read: (which, services) => tfArg(which, (id) => services().tfCharacters.find(id)),
  verbs: { validate: validateTf, show: (read, _options, io) => showTf(read, io), print: printTf },
  list: (services) => {
    const listed = listTf(services().tfCharacters.all())
    return { json: listed, lines: listed.map((f) => `${f.id.padEnd(12)} tf  ${f.name}${f.example ? ' (example)' : ''}: ${f.cards.join(', ')}`) }
  },
  matchup: {
    examples: EXAMPLES.map((c) => c.id),
    run: (args, options, io, services) => {
      if (options.first !== undefined) throw new UsageError('--first is for Card Shot!: in Table Fighter both players pick at once')
      return matchup(args, options, io, (id) => services().tfCharacters.find(id))
    },
  },
})
