// The commands for Card Shot! characters: `validate` and `show` when given one (a shipped example or a saved
// character by id, or a character file), `print` (its sheet and the quick reference of the turn), `characters --game
// cs`, and `matchup`: one character against another over N seeded games.
import { CS_RUN_STEP } from '../../main/games/cs/module'
import { writeFileAtomic } from '../../main/system/files'
import { type CharacterArgKind, type CharacterRead, unreadable, warnIllegal } from '../character-arg'
import { csSimulator } from '../../main/games/cs'
import {
  checkCsCharacter,
  csErrors,
  formText,
  readCsCharacter,
  SPECIAL_RANKS,
  SUIT_SYMBOLS,
  type CsCharacter,
  type CsEffect,
  type CsSpecial,
} from '../../main/games/cs/character'
import { EXAMPLES } from '../../main/games/cs/examples'
import { csMatchupReport, type CsRun, type CsTally } from '../../main/games/cs/matchup'
import { openingOdds } from '../../main/games/cs/odds'
import { CS_FIRSTS, CS_POLICIES, type CsFirst, type CsMatchupReport, type CsOpeningOdds, type CsPolicyName } from '../../shared/games/cs/table'
import { PAPERS } from '../../shared/print'
import { DECK_ONLY, type Options } from '../args'
import { fixedCharacterGame } from '../game-verbs'
import { EXIT, type Io, UsageError } from '../io'
import { type MatchupCommand, winsLine } from '../matchup-words'

export type CsRead = CharacterRead<CsCharacter>

/**
 * What names a Card Shot! character on the command line, where anything else (a deck, a sheet of another game) is
 * left to other readers: the id of a shipped example or of a saved character (`stored`), or a JSON file holding a
 * character (an object with "suit" or "specials", and neither the "cards" of a Table Fighter character nor the
 * "moves" of a Capcom Crossovers sheet).
 */
const CS_ARG: CharacterArgKind<CsCharacter> = {
  id: 'cs',
  name: 'Card Shot!',
  examples: EXAMPLES,
  isOurs: (json) => {
    const has = (key: string) => Object.hasOwn(json, key)
    return (has('suit') || has('specials')) && !has('cards') && !has('moves')
  },
  read: readCsCharacter,
  check: checkCsCharacter,
}

/** The sheet as text: the suit, each special card with its value and effects, the opening odds. */
function showLines(character: CsCharacter, io: Io): void {
  io.out(
    character.suit
      ? `suit: ${SUIT_SYMBOLS[character.suit]} ${character.suit} (a number card of the suit attacks for 1 more, 10 at most; a card of the suit absorbs 2)`
      : 'suit: none chosen',
  )
  for (const rank of SPECIAL_RANKS) {
    const special = character.specials[rank]
    if (!special) {
      io.out(`${rank.padEnd(2)} no special card`)
      continue
    }
    io.out(`${rank.padEnd(2)} ${specialLine(special)}`)
    for (const line of effectLines(special)) io.out(`     ${line}`)
    if (special.text.trim()) io.out(`     "${special.text.trim()}"`)
  }
  io.out(`opening five (exact): ${oddsLine(openingOdds(character), character)}`)
}

/** `Haymaker — attack value 9`, `Iron Guard — defense value /5`. */
function specialLine(special: CsSpecial): string {
  return `${special.name} — ${special.defense ? `defense value /${special.value}` : `attack value ${special.value}`}`
}

function effectLines(special: CsSpecial): string[] {
  const line = (label: string, effect: CsEffect | null) => `${label}: ${effect?.text.trim() || '(no text)'}${playedAs(effect)}`
  if (special.a === null && special.b === null) return ['no effect']
  if (special.b === null) return [line('A (upright or sideways, its only effect)', special.a)]
  return [line('A (upright)', special.a), line('B (sideways)', special.b)]
}

/** How Ringside plays an effect, when it has a structured form: said once when the text already says it. */
function playedAs(effect: CsEffect | null): string {
  if (!effect?.form) return ''
  const plain = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '')
  const form = formText(effect.form)
  return plain(form) === plain(effect.text) ? ' (Ringside plays it as written)' : ` (Ringside plays it as: ${form})`
}

function oddsLine(odds: CsOpeningOdds, character: CsCharacter): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`
  const suit = character.suit ? `a ${SUIT_SYMBOLS[character.suit]} card` : 'a card of its suit'
  return `a joker ${pct(odds.joker)}, ${suit} ${pct(odds.suit)}, a special card ${pct(odds.special)}, a special card that absorbs ${pct(odds.absorb)}`
}

/**
 * `ringside print <character> -o <out.pdf> [--paper a4|letter]`: the character's sheet, then the quick reference of
 * the turn; a warning line when the character is not legal. The same character and paper give the same bytes.
 */
export async function printCs(read: CsRead, options: Options, io: Io): Promise<number> {
  if (!options.out) throw new UsageError('print needs -o <out.pdf>')
  const given = DECK_ONLY.find((name) => options[name] !== undefined)
  if (given) throw new UsageError(`a Card Shot! character prints on --paper alone; --${given} is for deck proxies`)
  const paper = options.paper ?? 'a4'
  if (paper !== 'a4' && paper !== 'letter') throw new UsageError(`--paper must be a4, letter, not "${paper}"`)
  if (!read.ok) return unreadable(read, io)
  const { character } = read
  warnIllegal(character.name, csErrors(character), io)
  // pdf-lib loads only when a PDF is written: the other commands start without it.
  const [{ writeCsSheets }, { loadFonts }] = await Promise.all([import('../../main/games/cs/print'), import('../../main/game-kit/fonts')])
  const printed = await writeCsSheets([character], { paper }, loadFonts())
  writeFileAtomic(options.out, printed.pdf)
  io.out(`${options.out}: ${printed.pages} pages, 1 character and the quick reference on ${PAPERS[paper].name}`)
  return EXIT.ok
}

export interface CsListed {
  id: string
  game: 'cs'
  name: string
  example: boolean
  suit: string | null
  /** The special card's name on each rank. */
  specials: Record<string, string>
}

/** A character as `characters --game cs` (and the Card Shot! part of `characters`) lists it. */
export function listedCs(c: CsCharacter): CsListed {
  return {
    id: c.id,
    game: 'cs' as const,
    name: c.name,
    example: c.example,
    suit: c.suit,
    specials: Object.fromEntries(SPECIAL_RANKS.flatMap((rank) => (c.specials[rank] ? [[rank, c.specials[rank].name]] : []))),
  }
}

/** `rook         cs  Rook (example): ♣ clubs; A Haymaker 9, K Iron Guard /5, …`. */
export function listedCsLine(c: CsCharacter): string {
  const suit = c.suit ? `${SUIT_SYMBOLS[c.suit]} ${c.suit}` : 'no suit'
  const specials = SPECIAL_RANKS.flatMap((rank) => {
    const special = c.specials[rank]
    return special ? [`${rank} ${special.name} ${special.defense ? '/' : ''}${special.value}`] : []
  })
  return `${c.id.padEnd(12)} cs  ${c.name}${c.example ? ' (example)' : ''}: ${suit}; ${specials.join(', ')}`
}

/**
 * `ringside matchup <A> <B>` for Card Shot!: A's win rate with its 95 % interval, the game length, who went first
 * and won, damage, absorption and jokers that stopped a mill, and each side's opening odds.
 */
const CS_MATCHUP: MatchupCommand<CsCharacter, CsPolicyName, CsRun, CsTally, CsMatchupReport> = {
  kind: CS_ARG,
  // Random by default, as for Table Fighter: both players greedy play the same few games over and over.
  policies: CS_POLICIES,
  prepare: (options) => {
    const first = options.first ?? 'alternate'
    if (typeof first !== 'string' || !(CS_FIRSTS as readonly string[]).includes(first)) {
      throw new UsageError(`--first must be one of ${CS_FIRSTS.join(', ')} (the Active Player of turn 1), got "${String(first)}"`)
    }
    return (a, b, policy) => ({ a, b, policies: [policy, policy], first: first as CsFirst })
  },
  simulator: csSimulator,
  step: CS_RUN_STEP,
  report: csMatchupReport,
  print: printMatchup,
}

/** Who is the Active Player of turn 1. */
const FIRST_WORDS: Readonly<Record<CsFirst, (r: CsMatchupReport) => string>> = {
  a: (r) => `${r.a.name} goes first`,
  b: (r) => `${r.b.name} goes first`,
  alternate: (r) => `${r.a.name} goes first in even games, ${r.b.name} in odd ones`,
}

function printMatchup(r: CsMatchupReport, run: CsRun, io: Io): void {
  io.out(`${r.a.name} against ${r.b.name}: ${r.games} games, seed ${r.seed}, both ${r.policies.a}, ${FIRST_WORDS[r.first](r)}`)
  io.out(winsLine(r))
  io.out(`the Active Player of turn 1 won ${r.firstPlayerWins} of ${r.games} games`)
  io.out(`mean game length: ${r.meanTurns === null ? '-' : `${r.meanTurns.toFixed(2)} turns`}`)
  for (const [side, name] of [
    ['a', r.a.name],
    ['b', r.b.name],
  ] as const) {
    // Per game: totals over thousands of games say nothing to a player.
    const perGame = (n: number) => (n / r.games).toFixed(2)
    io.out(
      `${name}, a game on average: took ${perGame(r.damage[side])} damage before absorption and absorbed ${perGame(r.absorbed[side])}; a joker milled from the deck stopped the rest ${perGame(r.jokerStops[side])} times`,
    )
  }
  io.out(`opening five (exact): ${r.a.name}: ${oddsLine(r.odds.a, run.a)}`)
  io.out(`opening five (exact): ${r.b.name}: ${oddsLine(r.odds.b, run.b)}`)
}

/** Card Shot! on the command line. */
export const csCli = fixedCharacterGame({
  kind: CS_ARG,
  characters: (services) => services.csCharacters,
  show: showLines,
  print: printCs,
  listed: { json: listedCs, line: listedCsLine },
  matchup: CS_MATCHUP,
})
