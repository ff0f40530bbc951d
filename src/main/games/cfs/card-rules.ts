// What makes a card well-formed: the number's letter by kind, BP/SP/cost by kind and range, abilities and
// Back-Up lists only on characters. Every problem names the field, so forms and imports can point at it.
import { ABILITY_TYPES, type Card, CARD_LENGTHS, type CardKind, isCharacter, NUMBER_LETTERS, RARITIES } from '../../../shared/card'
import type { FieldProblem } from '../../../shared/catalogue'
import { hiddenIn } from '../../../shared/plain-line'
import type { PlayedWith } from '../../game-kit/game'
import { CardIndex } from '../../core/card-index'

export type { FieldProblem }

/** The letter, 3 or 4 digits, and an optional lower-case variant letter (C001, S160b). */
const NUMBER = /^[A-Z]\d{3,4}[a-z]?$/

export const LIMITS = {
  bp: { min: 100, max: 3000, step: 100 },
  sp: { min: 0, max: 10 },
  cost: { min: 0, max: 30 },
  ...CARD_LENGTHS,
} as const

/** "an action card", "a reaction card". */
function aCard(kind: CardKind): string {
  return `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} card`
}

function range(field: 'sp' | 'cost', value: number | null, problems: FieldProblem[]): void {
  if (value === null) return
  const { min, max } = LIMITS[field]
  if (!Number.isInteger(value) || value < min || value > max) problems.push({ field, message: `must be a whole number from ${min} to ${max}` })
}

/** The names Back-Up entries may use, and the nearest of them to offer for a name that is not one. */
export interface CharacterNames {
  has(name: string): boolean
  suggest(name: string): string[]
  /** Where the names come from, for a message. */
  where: string
}

/**
 * The characters of a set as Back-Up names (case-sensitive), plus `more` that only count as known, and the
 * characters of the sets it is played with: a fan set's Back-Ups name base-set characters ("Ryu") too.
 */
export function characterNames(
  setId: string,
  characters: readonly Card[],
  more: readonly string[] = [],
  playedWith: PlayedWith = { sets: [], cards: [] },
): CharacterNames {
  const known = new Set([...characters.map((c) => c.name), ...more, ...playedWith.cards.map((c) => c.name)])
  let index: CardIndex | undefined // built only when a name needs suggestions
  return {
    has: (n) => known.has(n),
    suggest: (n) => [...new Set((index ??= new CardIndex([setId, ...playedWith.sets], [...characters, ...playedWith.cards])).suggest(n, 2).map((c) => c.name))],
    where: playedWith.sets.length ? `this set or ${playedWith.sets.join(', ')}` : 'this set',
  }
}

/**
 * Every problem with a card's own fields. `names` are the character names Back-Up entries may
 * refer to (the set's characters); a name missing from it is a problem that suggests the nearest.
 */
export function cardProblems(card: Card, names?: CharacterNames): FieldProblem[] {
  const problems: FieldProblem[] = []
  const letter = NUMBER_LETTERS[card.kind]
  if (!NUMBER.test(card.number)) problems.push({ field: 'number', message: `"${card.number}" is not a card number like ${letter}001` })
  else if (card.number[0] !== letter)
    problems.push({ field: 'number', message: `${aCard(card.kind)}'s number starts with ${letter} (${letter}${card.number.slice(1)})` })
  const hidden = hiddenIn(card.name)
  if (hidden) problems.push({ field: 'name', message: `holds a hidden character (${hidden}): names are plain visible text` })
  else if (!card.name.trim()) problems.push({ field: 'name', message: 'is empty' })
  else if (card.name.length > LIMITS.name) problems.push({ field: 'name', message: `is longer than ${LIMITS.name} characters` })
  if (card.rarity !== null && !(RARITIES as readonly string[]).includes(card.rarity))
    problems.push({ field: 'rarity', message: `must be one of ${RARITIES.join(', ')} or empty` })

  if (isCharacter(card.kind)) {
    const { min, max, step } = LIMITS.bp
    if (card.bp === null) problems.push({ field: 'bp', message: 'a character needs BP' })
    else if (!Number.isInteger(card.bp) || card.bp < min || card.bp > max || card.bp % step)
      problems.push({ field: 'bp', message: `must be ${min} to ${max} in steps of ${step}` })
    if (card.sp === null) problems.push({ field: 'sp', message: 'a character needs SP' })
    range('sp', card.sp, problems)
    if (card.cost !== null) problems.push({ field: 'cost', message: 'a character has SP, not a cost' })
    if (card.text) problems.push({ field: 'text', message: "a character's text is its ability" })
    if (card.ability) {
      if (card.ability.type !== null && !(ABILITY_TYPES as readonly string[]).includes(card.ability.type))
        problems.push({ field: 'ability_type', message: `must be ${ABILITY_TYPES.join(', ')} or empty` })
      if (!card.ability.text.trim()) problems.push({ field: 'ability_text', message: 'an ability needs its text' })
      else if (card.ability.text.length > LIMITS.text) problems.push({ field: 'ability_text', message: `is longer than ${LIMITS.text} characters` })
    }
    card.backups.forEach((b, i) => {
      if (!b.name.trim()) problems.push({ field: 'backups', entry: i, message: `entry ${i + 1} is empty` })
      else if (names && !names.has(b.name)) {
        const near = names.suggest(b.name)
        problems.push({
          field: 'backups',
          entry: i,
          message: `"${b.name}" is no character of ${names.where}${near.length ? ` — did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : ''}`,
          suggestions: near,
        })
      }
    })
  } else {
    for (const field of ['bp', 'sp'] as const) if (card[field] !== null) problems.push({ field, message: `only characters have ${field.toUpperCase()}` })
    if (card.kind === 'arena') {
      if (card.cost !== null && card.cost !== 0) problems.push({ field: 'cost', message: 'arenas cost no SP' })
    } else if (card.cost === null) problems.push({ field: 'cost', message: `${aCard(card.kind)} needs its SP cost` })
    range('cost', card.cost, problems)
    if (card.ability) problems.push({ field: 'ability_text', message: `${aCard(card.kind)}'s text goes in text, not an ability` })
    if (card.backups.length) problems.push({ field: 'backups', message: 'only characters have Back-Up names' })
    if (!card.text?.trim()) problems.push({ field: 'text', message: `${aCard(card.kind)} needs its text` })
    else if (card.text.length > LIMITS.text) problems.push({ field: 'text', message: `is longer than ${LIMITS.text} characters` })
  }
  return problems
}
