// Checking a Card Shot! character (read by shared/games/cs/character.ts) against the game: checkCsCharacter finds, with a
// fix, everything that keeps a readable character from the table, all at once. A character that breaks the game's
// limits (no suit, a value of 12, a special card missing) still reads, so the editor can open it and show what to
// change.

import {
  formText,
  SPECIAL_RANKS,
  SUITS,
  type CsCharacter,
  type CsCode,
  type CsEffect,
  type CsEffectKind,
  type CsProblem,
  type CsSpecial,
  type CsSpecialRank,
} from '../../../shared/games/cs/character'
import { idProblems, nameProblems } from '../../game-kit/character-checks'

export * from '../../../shared/games/cs/character'

/**
 * Ringside's bound on a special card's value: the number cards run 3 to 10 and "a maximum total value of 10" caps
 * the same-suit bonus, so 10 is the most a card shows; 0 is an "unidentified card".
 */
export const VALUE_MAX = 10

/** The most a structured effect may do, by kind: a hand is five cards, so a draw of more than 5 is not a card. */
export const AMOUNT_MAX: Readonly<Record<CsEffectKind, number>> = { value: 10, absorb: 10, draw: 5, discard: 10 }

/** The problems that keep a character from being played (warnings aside): what the table and the simulator refuse. */
export function csErrors(character: CsCharacter): CsProblem[] {
  return checkCsCharacter(character).filter((problem) => problem.level === 'error')
}

/** Every problem with the character at once, in the order of its fields. */
export function checkCsCharacter(character: CsCharacter): CsProblem[] {
  const specials: Partial<Record<string, CsSpecial>> = typeof character.specials === 'object' && character.specials !== null ? character.specials : {}
  return [
    ...idProblems('CHARACTER_ID', character, 'rook'),
    ...nameProblems('CHARACTER_NAME', character, 'Rook'),
    ...suitProblems(character),
    ...SPECIAL_RANKS.flatMap((rank) => specialProblems(rank, specials[rank])),
  ]
}

function error(code: CsCode, field: string, message: string, fix: string): CsProblem {
  return { code, level: 'error', message, field, fix }
}

// ---------------------------------------------------------------------------------------------------------------
// The character

/** "Each Character has his or her own unique abilities, attacks and suit": the suit bonus and absorption need it. */
function suitProblems(character: CsCharacter): CsProblem[] {
  if ((SUITS as readonly unknown[]).includes(character.suit)) return []
  const shown = character.suit === null || character.suit === undefined ? 'has no suit' : `has the suit ${show(character.suit)}, which is not a suit`
  return [
    error(
      'SUIT_MISSING',
      'suit',
      `the character ${shown}; its number cards of that suit attack for +1 and its cards of that suit absorb 2 damage`,
      `pick the character's suit: ${SUITS.join(', ')}`,
    ),
  ]
}

// ---------------------------------------------------------------------------------------------------------------
// A special card

function specialProblems(rank: CsSpecialRank, special: CsSpecial | undefined): CsProblem[] {
  const at = `specials.${rank}`
  if (special === undefined || special === null || typeof special !== 'object') {
    return [
      error(
        'SPECIAL_MISSING',
        at,
        `the character has no special card on ${rank}; the special cards are on ${SPECIAL_RANKS.join(', ')}, and every ${rank} of the deck plays as it`,
        `add the special card on ${rank}: its name, an attack or defense value, and its effect`,
      ),
    ]
  }
  const called = typeof special.name === 'string' && special.name.trim() !== '' ? special.name.trim() : `the special card on ${rank}`
  return [...specialNameProblems(rank, special, at), ...valueProblems(special, at, called), ...effectsProblems(special, at, called)]
}

function specialNameProblems(rank: CsSpecialRank, special: CsSpecial, at: string): CsProblem[] {
  const field = `${at}.name`
  if (typeof special.name !== 'string' || special.name.trim() === '') {
    return [error('SPECIAL_NAME', field, `the special card on ${rank} has no name`, 'name the card as the setting file prints it, e.g. "Haymaker"')]
  }
  if (special.name !== special.name.trim()) {
    return [error('SPECIAL_NAME', field, `"${special.name}" starts or ends with a space`, `name it "${special.name.trim()}"`)]
  }
  return []
}

function valueProblems(special: CsSpecial, at: string, called: string): CsProblem[] {
  if (isWhole(special.value) && special.value >= 0 && special.value <= VALUE_MAX) return []
  const kind = special.defense === true ? 'defense value' : 'attack value'
  return [
    error(
      'VALUE_RANGE',
      `${at}.value`,
      `${called}'s ${kind} is ${show(special.value)}; a value is a whole number from 0 to ${VALUE_MAX}, as the number cards 3 to 10 are`,
      `set the ${kind} to a whole number from 0 to ${VALUE_MAX}`,
    ),
  ]
}

/** "one or two effects": A always (upright, or either way when it is the only one), B for a second. */
function effectsProblems(special: CsSpecial, at: string, called: string): CsProblem[] {
  const a = special.a ?? null
  const b = special.b ?? null
  const problems: CsProblem[] = []
  if (a === null) {
    problems.push(
      b === null
        ? error('EFFECT_MISSING', `${at}.a`, `${called} has no effect; a special card has one or two`, 'write its effect as effect A')
        : error(
            'EFFECT_MISSING',
            `${at}.a`,
            `${called} has an effect B but no effect A; the first effect is the one used upright`,
            'move effect B to effect A',
          ),
    )
  }
  if (a !== null) problems.push(...effectProblems(a, `${at}.a`, called, 'A'))
  if (b !== null) problems.push(...effectProblems(b, `${at}.b`, called, 'B'))
  if (a !== null && b !== null && sameEffect(a, b)) {
    problems.push({
      code: 'EFFECT_SAME',
      level: 'warning',
      field: `${at}.b`,
      message: `${called}'s effects A and B are the same, so placing it sideways changes nothing`,
      fix: 'give effect B another effect, or remove it',
    })
  }
  return problems
}

function effectProblems(effect: CsEffect, at: string, called: string, which: 'A' | 'B'): CsProblem[] {
  const problems: CsProblem[] = []
  const form = effect.form ?? null
  if (typeof effect.text !== 'string' || effect.text.trim() === '') {
    const fix =
      form !== null && typeof form.amount === 'number' ? `write the effect, e.g. "${formText(form)}"` : 'write the effect as the setting file prints it'
    problems.push(error('EFFECT_TEXT', `${at}.text`, `${called}'s effect ${which} has no text`, fix))
  }
  if (form === null) return problems
  const max = AMOUNT_MAX[form.kind]
  if (max !== undefined && !(isWhole(form.amount) && form.amount >= 1 && form.amount <= max)) {
    problems.push(
      error(
        'EFFECT_AMOUNT',
        `${at}.form.amount`,
        `${called}'s effect ${which} (${form.kind}) has the amount ${show(form.amount)}; a ${form.kind} effect's amount is a whole number from 1 to ${max}`,
        `set the amount to a whole number from 1 to ${max}, or the form to none when the effect is not that simple`,
      ),
    )
  }
  return problems
}

function sameEffect(a: CsEffect, b: CsEffect): boolean {
  if (typeof a.text !== 'string' || typeof b.text !== 'string') return false
  return a.text.trim() === b.text.trim() && a.form?.kind === b.form?.kind && a.form?.amount === b.form?.amount
}

// ---------------------------------------------------------------------------------------------------------------

function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value)
}

function show(value: unknown): string {
  if (value === undefined || value === null) return 'missing'
  return typeof value === 'string' ? `"${value.slice(0, 40)}"` : String(value)
}
