// Checking a Table Fighter character (read by shared/games/tf/character.ts) against the game: checkTfCharacter finds,
// with a fix, everything that keeps a readable character from the table, all at once. A character that breaks the
// game's limits (eight cards, a box naming a type nobody has) still reads, so the editor can open it and show what
// to change.

import { BASIC_CARDS, KNOWN_TYPES, SUPER_CARDS, type TfCard, type TfCharacter, type TfCode, type TfProblem } from '../../../shared/games/tf/character'
import { editDistance } from '../../core/text'
import { idProblems, nameProblems } from '../../game-kit/character-checks'

export * from '../../../shared/games/tf/character'

/**
 * Ringside's bounds on a card's figures. Health is 20, so no card needs to deal more than 20; speed only compares
 * cards of one type, so 0–20 leaves room; a charge bonus of ±10 at most.
 */
export const DAMAGE_MAX = 20
export const SPEED_MAX = 20
export const BONUS_MAX = 10

type Box = 'wins' | 'loses' | 'combos'
const BOX_WORDS: Readonly<Record<Box, string>> = { wins: 'wins against', loses: 'loses against', combos: 'combos into' }

/** The problems that keep a character from being played (warnings aside): what the table and the simulator refuse. */
export function tfErrors(character: TfCharacter): TfProblem[] {
  return checkTfCharacter(character).filter((problem) => problem.level === 'error')
}

/** Every problem with the character at once, in the order of its fields. */
export function checkTfCharacter(character: TfCharacter): TfProblem[] {
  const cards = Array.isArray(character.cards) ? character.cards : []
  const types = typeNames(cards)
  return [
    ...idProblems('CHARACTER_ID', character, 'chun-li'),
    ...nameProblems('CHARACTER_NAME', character, 'Ken'),
    ...countProblems(cards),
    ...cards.flatMap((card, index) => cardProblems(cards, card, index, types)),
    ...orderProblems(character, cards),
  ]
}

function error(code: TfCode, field: string, message: string, fix: string): TfProblem {
  return { code, level: 'error', message, field, fix }
}

// ---------------------------------------------------------------------------------------------------------------
// The character

/** "Each character is comprised of 7 cards: six basic cards, and one super." */
function countProblems(cards: readonly TfCard[]): TfProblem[] {
  const supers = cards.filter((card) => card.super === true).length
  const basic = cards.length - supers
  const problems: TfProblem[] = []
  if (basic !== BASIC_CARDS) {
    const fix =
      basic > BASIC_CARDS
        ? `remove ${basic - BASIC_CARDS} basic card${basic - BASIC_CARDS === 1 ? '' : 's'}`
        : `add ${BASIC_CARDS - basic} basic card${BASIC_CARDS - basic === 1 ? '' : 's'}`
    problems.push(error('BASIC_COUNT', 'cards', `the character has ${basic} basic cards; a character has exactly ${BASIC_CARDS}`, fix))
  }
  if (supers !== SUPER_CARDS) {
    const message = `the character has ${supers} supers; a character has exactly ${SUPER_CARDS}, which starts on the table`
    const fix =
      supers === 0
        ? 'mark one card as the super'
        : `mark only one of ${cards
            .filter((card) => card.super === true)
            .map((card) => card.name)
            .join(', ')} as the super`
    problems.push(error('SUPER_COUNT', 'cards', message, fix))
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------------------
// A card

/** The type names a box may name: the known types and every type one of the character's cards has. */
function typeNames(cards: readonly TfCard[]): Set<string> {
  const names = new Set(KNOWN_TYPES.map((type) => type.name))
  for (const card of cards) if (typeof card.type?.name === 'string' && card.type.name.trim() !== '') names.add(card.type.name)
  return names
}

function cardProblems(cards: readonly TfCard[], card: TfCard, index: number, types: ReadonlySet<string>): TfProblem[] {
  const at = `cards[${index}]`
  const called = cardLabel(card, index)
  return [
    ...cardNameProblems(cards, card, index, at),
    ...typeProblems(cards, card, index, at, called),
    ...figureProblems(card, at, called),
    ...(['wins', 'loses', 'combos'] as const).flatMap((box) => boxProblems(cards, card, box, at, called, types)),
    ...winAndLoseProblems(card, at, called),
    ...chargeProblems(card, at, called),
  ]
}

function cardLabel(card: TfCard, index: number): string {
  return typeof card.name === 'string' && card.name.trim() !== '' ? card.name.trim() : `card ${index + 1}`
}

/** The order and the table name a card by its name, so each name must stand for one card, as written. */
function cardNameProblems(cards: readonly TfCard[], card: TfCard, index: number, at: string): TfProblem[] {
  const field = `${at}.name`
  if (typeof card.name !== 'string' || card.name.trim() === '') {
    return [error('CARD_NAME', field, `card ${index + 1} has no name`, 'name the card as it is printed, e.g. "Hadoken"')]
  }
  if (card.name !== card.name.trim()) {
    return [error('CARD_NAME', field, `"${card.name}" starts or ends with a space`, `name it "${card.name.trim()}"`)]
  }
  const first = cards.findIndex((other) => other.name === card.name)
  if (first === index) return []
  return [
    error(
      'DUPLICATE_CARD',
      field,
      `cards[${first}] and ${at} are both called "${card.name}"; the deck order names cards, so each name is one card`,
      `rename or remove ${at}`,
    ),
  ]
}

function typeProblems(cards: readonly TfCard[], card: TfCard, index: number, at: string, called: string): TfProblem[] {
  const name: unknown = card.type?.name
  const symbol: unknown = card.type?.symbol
  if (typeof name !== 'string' || name.trim() === '') {
    const known = KNOWN_TYPES.map((type) => type.name).join(', ')
    return [error('TYPE_NAME', `${at}.type.name`, `${called} has no type`, `give it a type, e.g. one of ${known}`)]
  }
  if (name !== name.trim()) {
    return [error('TYPE_NAME', `${at}.type.name`, `${called}'s type "${name}" starts or ends with a space`, `write it "${name.trim()}"`)]
  }
  const known = KNOWN_TYPES.find((type) => type.name === name)
  if (typeof symbol !== 'string' || symbol.trim() === '') {
    const fix = known ? `give it the symbol ${known.symbol}` : 'give it a symbol of one to a few characters, e.g. ✦'
    return [error('TYPE_SYMBOL', `${at}.type.symbol`, `${called}'s type ${name} has no symbol; a card shows its type's name and symbol`, fix)]
  }
  // One type, one symbol: the first card of the type sets it.
  const first = cards.findIndex((other) => other.type?.name === name)
  const shown = cards[first]?.type?.symbol
  if (first === index || first < 0 || shown === symbol || typeof shown !== 'string' || shown.trim() === '') return []
  return [
    error(
      'TYPE_SYMBOL',
      `${at}.type.symbol`,
      `${called}'s type ${name} has the symbol ${symbol}, but cards[${first}] shows ${name} as ${shown}; a type has one symbol`,
      `set the symbol to ${shown}`,
    ),
  ]
}

function figureProblems(card: TfCard, at: string, called: string): TfProblem[] {
  const problems: TfProblem[] = []
  if (!isWhole(card.damage) || card.damage < 0 || card.damage > DAMAGE_MAX) {
    problems.push(
      error(
        'DAMAGE_RANGE',
        `${at}.damage`,
        `${called} deals ${show(card.damage)}; damage is a whole number from 0 to ${DAMAGE_MAX} (both players start at 20 health)`,
        `set the damage to a whole number from 0 to ${DAMAGE_MAX}`,
      ),
    )
  }
  if (card.speed !== null && (!isWhole(card.speed) || card.speed < 0 || card.speed > SPEED_MAX)) {
    problems.push(
      error(
        'SPEED_RANGE',
        `${at}.speed`,
        `${called}'s speed is ${show(card.speed)}; a speed is a whole number from 0 to ${SPEED_MAX}, or none`,
        `set the speed to a whole number from 0 to ${SPEED_MAX}, or to none`,
      ),
    )
  }
  return problems
}

/** Every type named in a matchup or combo box exists in the character or is a known type (docs/games.md). */
function boxProblems(cards: readonly TfCard[], card: TfCard, box: Box, at: string, called: string, types: ReadonlySet<string>): TfProblem[] {
  const entries: readonly unknown[] = Array.isArray(card[box]) ? card[box] : []
  return entries.flatMap((entry, index): TfProblem[] => {
    const field = `${at}.${box}[${index}]`
    if (typeof entry !== 'string' || !types.has(entry)) {
      return [unknownType(entry, field, called, box, types)]
    }
    if (entries.indexOf(entry) !== index) {
      return [error('BOX_REPEAT', field, `${called} ${BOX_WORDS[box]} ${entry} twice`, 'remove the second')]
    }
    if (box === 'combos' && !cards.some((other) => other !== card && other.type?.name === entry)) {
      return [
        {
          code: 'COMBO_UNREACHABLE',
          level: 'warning',
          field,
          message: `${called} combos into ${entry}, but no other card of the character is ${entry}, so that combo can never be made`,
          fix: `give another card the type ${entry}, or combo into a type the character has`,
        },
      ]
    }
    return []
  })
}

function unknownType(entry: unknown, field: string, called: string, box: Box, types: ReadonlySet<string>): TfProblem {
  const shown = typeof entry === 'string' ? entry.slice(0, 40) : show(entry)
  const near = typeof entry === 'string' ? nearest(entry, types) : undefined
  const list = [...types].join(', ')
  return error(
    'UNKNOWN_TYPE',
    field,
    `${called} ${BOX_WORDS[box]} "${shown}", which is neither a type of the character's cards nor a known type (${list})`,
    near === undefined ? `pick one of ${list}, or give a card that type` : `write "${near}"`,
  )
}

/** The type a misspelled name most likely means: the same but for case and spaces, else within two edits. */
function nearest(entry: string, types: ReadonlySet<string>): string | undefined {
  const plain = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '')
  const key = plain(entry)
  let best: string | undefined
  let bestDistance = 3
  for (const type of types) {
    const distance = plain(type) === key ? 0 : editDistance(plain(type), key, 2)
    if (distance < bestDistance) {
      best = type
      bestDistance = distance
    }
  }
  return best
}

/** docs/games.md: the win and lose boxes never say a card both wins and loses against the same type. */
function winAndLoseProblems(card: TfCard, at: string, called: string): TfProblem[] {
  const wins: readonly unknown[] = Array.isArray(card.wins) ? card.wins : []
  const loses: readonly unknown[] = Array.isArray(card.loses) ? card.loses : []
  return loses.flatMap((type, index) => {
    if (typeof type !== 'string' || !wins.includes(type) || loses.indexOf(type) !== index) return []
    return [
      error('WIN_AND_LOSE', `${at}.loses[${index}]`, `${called} both wins and loses against ${type}`, `remove ${type} from the win box or from the lose box`),
    ]
  })
}

function chargeProblems(card: TfCard, at: string, called: string): TfProblem[] {
  const charge = card.charge
  if (charge === null || charge === undefined) return []
  const problems: TfProblem[] = []
  if (typeof charge.text !== 'string' || charge.text.trim() === '') {
    const fix = charge.bonus ? `write the effect, e.g. "${bonusLine(charge.bonus)}"` : 'write the effect as the card prints it, or remove the charge effect'
    problems.push(error('CHARGE_TEXT', `${at}.charge.text`, `${called} has a charge effect with no text`, fix))
  }
  const bonus = charge.bonus
  if (bonus === null || bonus === undefined) return problems
  for (const key of ['damage', 'speed'] as const) {
    const value: unknown = bonus[key]
    if (isWhole(value) && Math.abs(value) <= BONUS_MAX) continue
    problems.push(
      error(
        'CHARGE_BONUS',
        `${at}.charge.bonus.${key}`,
        `${called}'s charge adds ${show(value)} ${key}; a charge bonus is a whole number from -${BONUS_MAX} to ${BONUS_MAX}`,
        `set it to a whole number from -${BONUS_MAX} to ${BONUS_MAX}`,
      ),
    )
  }
  if (bonus.damage === 0 && bonus.speed === 0) {
    problems.push(
      error(
        'CHARGE_BONUS',
        `${at}.charge.bonus`,
        `${called}'s charge bonus adds nothing`,
        'give the damage or speed it adds, or set the bonus to none when the effect is not a plain +damage or +speed',
      ),
    )
  }
  return problems
}

function bonusLine(bonus: { damage: unknown; speed: unknown }): string {
  const parts: string[] = []
  if (typeof bonus.damage === 'number' && bonus.damage !== 0) parts.push(`+${bonus.damage} damage`)
  if (typeof bonus.speed === 'number' && bonus.speed !== 0) parts.push(`+${bonus.speed} speed`)
  return parts.join(', ') || '+1 damage'
}

// ---------------------------------------------------------------------------------------------------------------
// The deck order

/** "arrange the six basic cards in your deck in any order you choose": the order is the six, each once. */
function orderProblems(character: TfCharacter, cards: readonly TfCard[]): TfProblem[] {
  const order: readonly unknown[] = Array.isArray(character.order) ? character.order : []
  const basic = cards.filter((card) => card.super !== true).map((card) => card.name)
  const superName = cards.find((card) => card.super === true)?.name
  const problems: TfProblem[] = []
  order.forEach((name, index) => {
    const field = `order[${index}]`
    if (typeof name === 'string' && name === superName) {
      const message = `the deck order lists the super ${name}; the super starts on the table and never enters the deck`
      problems.push(error('ORDER_SUPER', field, message, `remove ${name} from the order`))
    } else if (typeof name !== 'string' || !basic.includes(name)) {
      const message = `the deck order lists ${typeof name === 'string' ? `"${name.slice(0, 60)}"` : show(name)}, which is not one of the basic cards`
      problems.push(error('ORDER_UNKNOWN', field, message, `remove it, or write one of ${basic.join(', ')}`))
    } else if (order.indexOf(name) !== index) {
      problems.push(error('ORDER_REPEAT', field, `the deck order lists ${name} twice`, 'remove the second'))
    }
  })
  for (const name of new Set(basic)) {
    if (order.includes(name)) continue
    const message = `the deck order leaves out ${name}; the starting deck is all six basic cards`
    problems.push(error('ORDER_MISSING', 'order', message, `add ${name} to the order`))
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------------------

function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value)
}

function show(value: unknown): string {
  if (value === undefined || value === null) return 'missing'
  return typeof value === 'string' ? `"${value.slice(0, 40)}"` : String(value)
}
