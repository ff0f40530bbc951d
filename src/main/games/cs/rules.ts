// Card Shot!'s rules for cards: what a card is worth as an attack (number cards, the same-suit bonus, special cards
// and their A or B effect, jokers), who takes damage when two attacks meet, how much a card absorbs, and how far
// damage mills a deck before a joker stops it. Pure functions of the cards and the facts the rule book names; the
// turn (turn.ts), the simulator (matchup.ts) and the odds (odds.ts) call them. Quotes are from that rule book.
//
// Decided here where the rule book is silent (docs/rules.md, "Card Shot!"):
// - Equal values do no damage (the difference is 0); two defense values never do.
// - The same-suit bonus is for number cards only, as written; a special card's value is printed, plus its value
//   effect, uncapped (the Golden Rule: the card takes precedence over the cap of the bonus).
// - A joker played as an attack, or nothing from an empty hand, is "an unidentified card with no suit and a value
//   of 0"; a joker discarded in absorption has no suit and absorbs 1.
// - A special card with an absorb effect (A or B) absorbs its amount when given in Damage Absorption, +1 in the
//   character's suit; given there it is played, not also discarded for 1. Its absorb effect does nothing when the
//   card attacks.

import { type CsCharacter, type CsEffectForm } from './character'
import { absorbEffect, absorbOf, cardLabel, inSuit, isJoker, specialOf, type CsCard } from '../../../shared/games/cs/table'

// What a card is and absorbs, shared with the page (the table shows what each card of the hand absorbs).
export { absorbEffect, absorbOf, inSuit, specialOf, specialRankOf } from '../../../shared/games/cs/table'

/** "he or she draws until he or she has five cards ... This is also called your "Hand Size"." */
export const HAND_SIZE = 5
/** "you may discard it from your hand in order to draw two more cards." */
export const JOKER_DRAW = 2
/** "to a maximum total value of 10." */
export const VALUE_CAP = 10
/** No card to play: "treat it as if the player played an unidentified card with no suit and a value of 0". */
export const NOTHING = -1

export type CsSeat = 0 | 1

/** The number on a number card (3–10), or null for a special card or a joker. */
export function numberOf(card: CsCard): number | null {
  if (card < 0 || isJoker(card)) return null
  const rank = card % 13
  return rank >= 2 && rank <= 9 ? rank + 1 : null
}

/**
 * "If a player plays a Number card as an attack and the suit of the card matches the Character suit, the value of
 * that card is increased by +1, to a maximum total value of 10."
 */
export function sameSuitBonus(number: number): number {
  return Math.min(VALUE_CAP, number + 1)
}

export interface Attack {
  value: number
  /** A defense value: "damage is not done to the player of the lower value, even if the Defense Value is higher". */
  defense: boolean
  /** The effect in use of a special card: 'A' upright (or its only effect), 'B' sideways; null for other cards. */
  effect: 'A' | 'B' | null
  /** That effect's structured form, if it has one. */
  form: CsEffectForm | null
  /** How the value came about, in words. */
  why: string
}

/** A card placed as an attack (upright or sideways), as it is valued once revealed (05-04 steps 2 and 3). */
export function attackOf(character: CsCharacter, card: CsCard, sideways: boolean): Attack {
  if (card === NOTHING) {
    return { value: 0, defense: false, effect: null, form: null, why: 'no card to play: an unidentified card with no suit and a value of 0' }
  }
  if (isJoker(card)) {
    return { value: 0, defense: false, effect: null, form: null, why: 'a joker takes no part in combat: an unidentified card with no suit and a value of 0' }
  }
  const number = numberOf(card)
  if (number !== null) {
    if (!inSuit(character, card)) return { value: number, defense: false, effect: null, form: null, why: `${cardLabel(card)}: ${number}` }
    const value = sameSuitBonus(number)
    const why =
      value > number
        ? `${cardLabel(card)} in ${character.name}'s suit: ${number} + 1 = ${value}`
        : `${cardLabel(card)} in ${character.name}'s suit: ${number}, already the most a value can be`
    return { value, defense: false, effect: null, form: null, why }
  }
  const special = specialOf(character, card)!
  // "If you wish to use the first effect on the card, place the card vertically ... the second effect, place the
  // card horizontally"; a one-effect card placed either way uses its sole effect.
  const which = special.b !== null && (sideways || special.a === null) ? 'B' : special.a !== null ? 'A' : null
  const form = (which === 'B' ? special.b : which === 'A' ? special.a : null)?.form ?? null
  const bonus = form?.kind === 'value' ? form.amount : 0
  const value = Math.max(0, special.value + bonus)
  const printed = `${cardLabel(card)} ${special.name} ${special.defense ? `/${special.value}, a defense value` : special.value}`
  const placed = special.b === null ? '' : sideways ? ', sideways for effect B' : ', upright for effect A'
  const why = bonus === 0 ? `${printed}${placed}` : `${printed}${placed}: ${special.value} + ${bonus} = ${value}`
  return { value, defense: special.defense, effect: which, form, why }
}

export interface Outcome {
  /** The player who takes damage, or null when nobody does. */
  to: CsSeat | null
  amount: number
  /** "8 against 5: Wren takes 3 damage". */
  why: string
}

/**
 * "Damage is done to the player of the lower value equal to the difference. If the player with the higher value is
 * from a "Defense Value" card, then damage is not done to the player of the lower value, even if the Defense Value
 * is higher." `names` are the two players' names for the words.
 */
export function combat(a: Attack, b: Attack, names: readonly [string, string]): Outcome {
  const { to, amount } = damageOf(a, b)
  const against = `${a.value} against ${b.value}`
  if (a.value === b.value) return { to, amount, why: `${against}: equal values, no damage` }
  const high = a.value > b.value ? 0 : 1
  if (to === null) return { to, amount, why: `${against}: ${names[high]}'s higher value is a defense value, so no damage is done` }
  return { to, amount, why: `${against}: ${names[to]} takes ${amount} damage` }
}

/** Who takes how much, without the words: what combat decides, for the batch run's inner loop. */
export function damageOf(a: { value: number; defense: boolean }, b: { value: number; defense: boolean }): { to: CsSeat | null; amount: number } {
  if (a.value === b.value) return { to: null, amount: 0 }
  const high = a.value > b.value ? a : b
  if (high.defense) return { to: null, amount: 0 }
  return a.value > b.value ? { to: 1, amount: a.value - b.value } : { to: 0, amount: b.value - a.value }
}

// ---------------------------------------------------------------------------------------------------------------
// Damage Absorption

/** How much a set of cards from the hand absorbs. */
export function absorption(character: CsCharacter, cards: readonly CsCard[]): number {
  let sum = 0
  for (const card of cards) sum += absorbOf(character, card)
  return sum
}

/**
 * Why these cards may not absorb this damage, or null when they may. Ringside refuses a card the damage does not
 * need (the set absorbs all of it without that card): damage is "reduced by as much as you wish", never below 0.
 */
export function absorbRefusal(character: CsCharacter, cards: readonly CsCard[], damage: number): string | null {
  if (cards.length === 0) return null
  let total = 0
  let least = cards[0]
  for (const card of cards) {
    total += absorbOf(character, card)
    if (absorbOf(character, card) < absorbOf(character, least)) least = card
  }
  if (total - absorbOf(character, least) < damage) return null
  return `the damage is ${damage} and these cards absorb ${total}, ${cardLabel(least)} not needed: give only the cards the damage needs`
}

/** How an absorbing card counts, in words: "3♣ in Rook's suit: 2". */
export function absorbWhy(character: CsCharacter, card: CsCard): string {
  const n = absorbOf(character, card)
  const special = specialOf(character, card)
  const suited = inSuit(character, card)
  if (absorbEffect(special) > 0) return `${cardLabel(card)} ${special!.name}: ${absorbEffect(special)}${suited ? ' + 1 in suit' : ''}`
  return `${cardLabel(card)}${suited ? ` in ${character.name}'s suit` : ''}: ${n}`
}

// ---------------------------------------------------------------------------------------------------------------
// Milling

export interface Mill {
  /** Cards discarded from the top of the deck. */
  count: number
  /** "If a Joker is placed into your discard pile in this way, the rest of the damage is prevented". */
  stopped: boolean
}

/**
 * "discard that number of cards from the player's deck, one at a time. If a Joker is placed into your discard pile
 * in this way, the rest of the damage is prevented, and no more cards are discarded." `deck` is top first. A
 * discard effect is not damage: it goes through jokers (`jokersStop` false).
 */
export function millOf(deck: readonly CsCard[], amount: number, jokersStop = true): Mill {
  const most = Math.min(Math.max(0, amount), deck.length)
  for (let i = 0; i < most; i++) {
    if (jokersStop && isJoker(deck[i]) && i + 1 < amount) return { count: i + 1, stopped: true }
  }
  return { count: most, stopped: false }
}
