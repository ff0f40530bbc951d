// Table Fighter's rules for cards: what a card deals and how fast it is (charged or not), the matchup of two
// revealed cards, combos, and who announces charge first. Pure functions of the cards and the facts the rule
// book names; the turn (turn.ts) and the simulator (matchup.ts) call them. Quotes are from the Table Fighter rule book.
//
// Decided here where the rule book is silent (README, "Table Fighter"):
// - A card's boxes speak for both cards: card A wins when A's win box names B's type or B's lose box names A's
//   type. When both cards claim the win, or neither does, it is a tie ("If both players play a charged super from
//   Ken, it is a tie").
// - The speed rule comes first for two cards of one type: the faster wins; a card with no speed is slower than any
//   card with one; equal speeds (or none on both) leave it to the boxes.
// - A charge bonus adds to the card's damage and speed; a card with no speed and a +speed charge has that speed.
//   Damage and speed never go below 0.

import type { TfCard } from './character'

/** "Both players begin at 20 health." */
export const START_HEALTH = 20

export type TfSeat = 0 | 1

export function damageOf(card: TfCard, charged: boolean): number {
  const bonus = charged ? (card.charge?.bonus?.damage ?? 0) : 0
  return Math.max(0, card.damage + bonus)
}

/** null: the card has no speed. */
export function speedOf(card: TfCard, charged: boolean): number | null {
  const bonus = charged ? (card.charge?.bonus?.speed ?? 0) : 0
  if (card.speed === null) return bonus === 0 ? null : Math.max(0, bonus)
  return Math.max(0, card.speed + bonus)
}

/** A card as the table shows it: `Jab (Strike ▲)`. */
export function cardLabel(card: TfCard): string {
  return `${card.name} (${card.type.name}${card.type.symbol ? ` ${card.type.symbol}` : ''})`
}

export interface Outcome {
  /** 0: the first card wins, 1: the second, null: a tie. */
  winner: TfSeat | null
  /** Why, as the log says it after the two cards: "Jab wins against Throw". */
  why: string
}

/**
 * "The cards will tell you what type of card they win and lose against. ... If both cards are the same type but
 * have a number for speed, the card with more speed wins." See the decisions above for the rest.
 */
export function matchup(a: TfCard, aCharged: boolean, b: TfCard, bCharged: boolean): Outcome {
  const winner = matchWinner(a, aCharged, b, bCharged)
  const sa = speedOf(a, aCharged)
  const sb = speedOf(b, bCharged)
  if (a.type.name === b.type.name && sa !== sb) {
    const [fast, slow, fs, ss] = winner === 0 ? [a, b, sa, sb] : [b, a, sb, sa]
    const slowSpeed = ss === null ? 'has no speed' : `has speed ${ss}`
    return { winner, why: `both are ${a.type.name}: ${fast.name} has speed ${fs}, ${slow.name} ${slowSpeed}, so ${fast.name} wins` }
  }
  const aClaims = claims(a, b)
  const bClaims = claims(b, a)
  if (winner !== null) return { winner, why: (winner === 0 ? aClaims : bClaims)! }
  if (aClaims !== null) return { winner, why: `a tie: both cards claim the win (${aClaims}; ${bClaims})` }
  const same = a.type.name === b.type.name ? `both are ${a.type.name} with ${sa === null ? 'no speed' : 'the same speed'} and ` : ''
  return { winner, why: `a tie: ${same}neither card wins against the other` }
}

/** Who wins, without the words: what matchup decides, for the batch run's inner loop. */
export function matchWinner(a: TfCard, aCharged: boolean, b: TfCard, bCharged: boolean): TfSeat | null {
  if (a.type.name === b.type.name) {
    const sa = speedOf(a, aCharged)
    const sb = speedOf(b, bCharged)
    if (sa !== sb) return sb === null || (sa !== null && sa > sb) ? 0 : 1
  }
  const aWins = beats(a, b)
  return aWins === beats(b, a) ? null : aWins ? 0 : 1
}

function beats(card: TfCard, other: TfCard): boolean {
  return card.wins.includes(other.type.name) || other.loses.includes(card.type.name)
}

/** Why `card` wins against `other` by the boxes, or null when no box says so. */
function claims(card: TfCard, other: TfCard): string | null {
  if (card.wins.includes(other.type.name)) return `${card.name} wins against ${other.type.name}`
  if (other.loses.includes(card.type.name)) return `${other.name} loses against ${card.type.name}`
  return null
}

// ---------------------------------------------------------------------------------------------------------------
// Combos

/** "The winning card will tell you what type of cards it can combo with." */
export function canCombo(from: TfCard, into: TfCard): boolean {
  return from.combos.includes(into.type.name)
}

/** Why `into` cannot follow `from` in a combo, or null when it can. */
export function comboRefusal(from: TfCard, into: TfCard): string | null {
  if (canCombo(from, into)) return null
  const allowed = from.combos.length === 0 ? 'into nothing' : `only into ${from.combos.join(', ')}`
  return `${from.name} combos ${allowed}, and ${into.name} is ${into.type.name}`
}

/** Why a whole chain is not a combo (each card, left to right, into the type the one before allows), or null. */
export function chainRefusal(chain: readonly TfCard[]): string | null {
  for (let i = 1; i < chain.length; i++) {
    const refusal = comboRefusal(chain[i - 1], chain[i])
    if (refusal !== null) return refusal
  }
  return null
}

/** "deal damage to your opponent equal to the sum of the damage of the cards you played"; charged: every card's. */
export function comboDamage(chain: readonly TfCard[], charged: boolean): number {
  let sum = 0
  for (const card of chain) sum += damageOf(card, charged)
  return sum
}

export interface Chain {
  /** Indexes into the character's cards, the starting card first. */
  cards: number[]
  damage: number
}

/**
 * The combo that deals the most, starting from `start` and linking cards of `pool` (indexes into `cards`), each at
 * most once; ties go to the shorter chain, which keeps more cards hidden in the hand. `basicLimit` caps the basic
 * cards in the chain, the start included, when the pool is more than a hand (the grid's reach).
 */
export function bestChain(cards: readonly TfCard[], start: number, pool: readonly number[], charged: boolean, basicLimit = Infinity): Chain {
  const best: Chain = { cards: [start], damage: damageOf(cards[start], charged) }
  const path = [start]
  const used = new Array<boolean>(cards.length).fill(false)
  used[start] = true
  const walk = (damage: number, basics: number): void => {
    const last = cards[path[path.length - 1]]
    for (const next of pool) {
      if (used[next] || !canCombo(last, cards[next])) continue
      const basic = cards[next].super ? 0 : 1
      if (basics + basic > basicLimit) continue
      used[next] = true
      path.push(next)
      const total = damage + damageOf(cards[next], charged)
      if (total > best.damage || (total === best.damage && path.length < best.cards.length)) {
        best.cards = [...path]
        best.damage = total
      }
      walk(total, basics + basic)
      path.pop()
      used[next] = false
    }
  }
  walk(best.damage, cards[start].super ? 0 : 1)
  return best
}

// ---------------------------------------------------------------------------------------------------------------
// Charge priority

export interface PriorityFacts {
  names: readonly [string, string]
  health: readonly [number, number]
  /** The winner of the last action step; null before the first, or when it was a tie. */
  lastWinner: TfSeat | null
  /** Each character's super's base damage. */
  superDamage: readonly [number, number]
}

export interface Priority {
  /** Who announces first; null: "neither player may announce charge until the tie is broken". */
  first: TfSeat | null
  why: string
}

/**
 * "The player with more health always announces whether or not they will charge first. If both players have the
 * same amount of health, the player who won the last action phase announces first. If both players are still tied
 * for charge priority, then the character whose super has the higher base damage announces first. In the event
 * that this is still a tie, such as in a ditto, then neither player may announce charge until the tie is broken."
 */
export function chargePriority(f: PriorityFacts): Priority {
  const [a, b] = f.names
  if (f.health[0] !== f.health[1]) {
    const first = priorityFirst(f)!
    return { first, why: `${f.names[first]} has more health (${f.health[first]} to ${f.health[1 - first]})` }
  }
  const even = `both have ${f.health[0]} health`
  if (f.lastWinner !== null) {
    return { first: f.lastWinner, why: `${even}, and ${f.names[f.lastWinner]} won the last action step` }
  }
  if (f.superDamage[0] !== f.superDamage[1]) {
    const first = priorityFirst(f)!
    return {
      first,
      why: `${even}, nobody won the last action step, and ${f.names[first]}'s super has the higher base damage (${f.superDamage[first]} to ${f.superDamage[1 - first]})`,
    }
  }
  return {
    first: null,
    why: `${even}, nobody won the last action step, and both supers deal ${f.superDamage[0]}: ${a} and ${b} are tied for charge priority, so neither may announce charge until the tie is broken`,
  }
}

/** Who announces first, without the words: what chargePriority decides, for the batch run's inner loop. */
export function priorityFirst(f: Omit<PriorityFacts, 'names'>): TfSeat | null {
  if (f.health[0] !== f.health[1]) return f.health[0] > f.health[1] ? 0 : 1
  if (f.lastWinner !== null) return f.lastWinner
  if (f.superDamage[0] !== f.superDamage[1]) return f.superDamage[0] > f.superDamage[1] ? 0 : 1
  return null
}
