// How an attack is met in Capcom Crossovers for two (rule book v3, "6. Defense/Countering" and the tag attacks of "7.
// Tag Team Battles"): a block laid in the defender's own turn, a dodge off the top of the deck, a counter of higher
// priority, a negation of equal priority, a tech hit against a throw, a variable counter from the inactive
// character. Each rule the book leaves open is settled in docs/games.md ("Capcom Crossovers for two") and pinned by
// defence.test.ts. The engine for two plays these; they know nothing of hands or turns.
import type { Attribute, MoveType } from '../../../shared/games/cc/sheet'
import type { Card, Suit } from './cards'

/** An attack as a defence meets it: the initial attack of a combat phase, or a move played against one. */
export interface Strike {
  kind: 'basic' | 'throw' | 'special' | 'super' | 'tag-super'
  /** Its damage (a move whose moves list gives an effect in place of damage deals 0). */
  damage: number
  priority: number
  type: MoveType
  attributes: readonly Attribute[]
  /** A basic attack's card, whose value and colour the rules of negation read. */
  card?: Card
}

/** The golden rule of negation: super moves > special moves > basic attacks (a tag super is a super). */
const ATTACK_VALUE: Readonly<Record<Strike['kind'], number>> = { throw: 0, basic: 1, special: 2, super: 3, 'tag-super': 3 }

const has = (strike: Strike, attribute: Attribute) => strike.attributes.includes(attribute)
const red = (suit: Suit) => suit === 'H' || suit === 'D'

/** What a blocked attack comes to: the damage that gets through, where the block card goes, whether the attacker may combo on. */
export interface Blocked {
  damage: number
  /** The defence taken off: the block card's value and the Defense Bonus, doubled for a super, ×4 for a tag super. */
  absorbed: number
  blockCard: 'hand' | 'discard'
  /** Only a throw or an unblockable (U) move lets the attacker combo after a blocked first attack. */
  combo: boolean
}

/**
 * A first attack meeting a block of `value` (a number card at or below the blocker's Strength). The rule book: the
 * block card's value plus the Defense Bonus comes off the damage; the card comes back to hand when the defence is
 * greater than the damage, else it is discarded; a basic attack deals nothing but discards the card when its value is
 * greater than the defence; throws and (U) moves discard the card and deal full damage; a super meets the defence
 * doubled ("a defense bonus of 2 blocks a super move with a 6, a total of 16"), a tag super ×4 ("32"); a (T) move
 * deals nothing when blocked.
 */
export function blockAttack(strike: Strike, value: number, defenseBonus: number): Blocked {
  const times = strike.kind === 'tag-super' ? 4 : strike.kind === 'super' ? 2 : 1
  const absorbed = (value + defenseBonus) * times
  if (strike.kind === 'throw' || has(strike, 'U')) return { damage: strike.damage, absorbed: 0, blockCard: 'discard', combo: true }
  if (strike.kind === 'basic') return { damage: 0, absorbed, blockCard: strike.damage > absorbed ? 'discard' : 'hand', combo: false }
  const blockCard = absorbed > strike.damage ? 'hand' : 'discard'
  if (has(strike, 'T')) return { damage: 0, absorbed, blockCard, combo: false }
  return { damage: Math.max(0, strike.damage - absorbed), absorbed, blockCard, combo: false }
}

/** A card's value for a dodge: number cards as printed, aces 1 ("Aces count as a 1"), J 11, Q 12, K 13; a joker none. */
export function dodgeValue(card: Card): number | null {
  if (card.rank === 'X') return null
  if (typeof card.rank === 'number') return card.rank
  return { A: 1, J: 11, Q: 12, K: 13 }[card.rank]
}

/** Why a dodge cannot be tried against this attack, or null: a homing (H) move cannot be dodged. */
export function cannotDodge(strike: Strike): string | null {
  return has(strike, 'H') ? 'a homing (H) move cannot be dodged' : null
}

/** Whether the card flipped off the top of the dodger's deck avoids the attack: at or below Agility (a joker never does). */
export function dodges(top: Card, agility: number): boolean {
  const value = dodgeValue(top)
  return value !== null && value <= agility
}

/**
 * A move played against an attack: a counter of higher priority (the attack's cards are discarded, the counter deals
 * its damage and may combo with the rest of its points), or a negation of equal priority (both deal nothing and the
 * combat phase ends; a ranged move negating one without range deals half its damage, rounded down), or refused.
 */
export type Answer = { ok: true; outcome: 'counter' } | { ok: true; outcome: 'negate'; damage: number } | { ok: false; reason: string }

/**
 * `answer` played against `attack`. The rule book: higher priority counters, whatever the range; equal priority
 * negates only where the answer's attack value is at least the attack's (super > special > basic); a basic attack
 * negates only a basic attack of at most its value and of the other colour; a ranged attack is negated only by a ranged
 * move or one of greater attack value; throws never negate; a tag super cannot be negated.
 */
export function answerAttack(attack: Strike, answer: Strike): Answer {
  if (answer.kind === 'throw') return refuse('a throw cannot counter or negate: a throw is met by a tech hit')
  if (attack.kind === 'throw') return refuse('a throw cannot be countered: only a tech hit meets it')
  if (answer.priority > attack.priority) return { ok: true, outcome: 'counter' }
  if (answer.priority < attack.priority) return refuse(`a counter needs priority ${attack.priority} or more; this move has ${answer.priority}`)
  if (attack.kind === 'tag-super') return refuse('a tag super cannot be negated: only a move of higher priority counters it')
  if (ATTACK_VALUE[answer.kind] < ATTACK_VALUE[attack.kind])
    return refuse(`a ${answer.kind === 'basic' ? 'basic attack' : `${answer.kind} move`} cannot negate a ${attack.kind} move (super > special > basic)`)
  if (attack.kind === 'basic' && answer.kind === 'basic') {
    const [a, b] = [numberCard(attack.card), numberCard(answer.card)]
    if (!a || !b) return refuse('a basic attack is played on a number card')
    if (b.value < a.value) return refuse(`a basic attack negates one of at most its value: ${b.value} is below ${a.value}`)
    if (a.red === b.red) return refuse(`a basic attack is negated by one of the other colour (${a.red ? 'black' : 'red'})`)
  }
  const ranged = has(attack, 'R')
  const answerRanged = has(answer, 'R')
  if (ranged && !answerRanged && ATTACK_VALUE[answer.kind] === ATTACK_VALUE[attack.kind])
    return refuse('a ranged attack is negated only by a ranged move or one of greater attack value')
  // A ranged move that negates one without range (of equal or lesser attack value, as every negated move is) deals half its damage.
  return { ok: true, outcome: 'negate', damage: answerRanged && !ranged ? Math.floor(answer.damage / 2) : 0 }
}

/**
 * A tech hit against a throw of two cards of `thrown` value: two number cards of one value, above the defender's
 * Strength, at or above the throw's; both throws are discarded and the combat phase ends. Why not, or null.
 */
export function cannotTechHit(thrown: number, pair: readonly Card[], strength: number): string | null {
  const values = pair.map((card) => numberCard(card)?.value ?? null)
  if (values.length !== 2 || values[0] === null || values[0] !== values[1]) return 'a tech hit is two number cards of the same value'
  if (values[0] <= strength) return `a tech hit is played with cards above Strength (${strength})`
  if (values[0] < thrown) return `a tech hit needs cards of ${thrown} or more against this throw`
  return null
}

/**
 * A variable counter [VC] against an attack on the active character, whatever the attack's priority: higher, and the
 * attacker takes its base damage; equal, and both are negated; lower, and the inactive character that played it takes
 * the attack's damage. The inactive character is tagged in after it, whatever the outcome.
 */
export function variableCounter(attack: Strike, counter: Strike): 'hits' | 'negated' | 'hurt' {
  return counter.priority > attack.priority ? 'hits' : counter.priority === attack.priority ? 'negated' : 'hurt'
}

/** A number card's value and colour; null for any other card. */
function numberCard(card: Card | undefined): { value: number; red: boolean } | null {
  return card && card.rank !== 'X' && typeof card.rank === 'number' ? { value: card.rank, red: red(card.suit) } : null
}

function refuse(reason: string): Answer {
  return { ok: false, reason }
}
