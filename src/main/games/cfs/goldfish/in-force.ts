// The turn's rules as the ring changes them: ● abilities in force, what a character may do now, what an action
// costs. Shared by the simulator and the table; each answer that refuses says why.
import type { Board } from './board'
import type { Rule } from './text/model'
import { BP_CAP } from './rules'

/** How many characters in the ring, with their ability, put a rule in force. */
export function inForce(b: Board, rule: Rule): number {
  let n = 0
  for (let s = 0; s < b.slots; s++) {
    const card = b.occupant(s)
    if (card >= 0 && !b.abilityLost(s) && b.facts[card].rules.includes(rule)) n++
  }
  return n
}

/** The character in `slot` has this rule of its own, ability intact. */
export function hasRule(b: Board, slot: number, rule: Rule): boolean {
  const card = b.occupant(slot)
  return card >= 0 && !b.abilityLost(slot) && b.facts[card].rules.includes(rule)
}

/** What an action costs now: its cost, changed by ● abilities in the ring, 0 after a "next action costs 0". */
export function actionCost(b: Board, card: number): number {
  if (b.turnRule('free-action')) return 0
  let cost = b.facts[card].cost
  for (let s = 0; s < b.slots; s++) {
    const c = b.occupant(s)
    if (c >= 0 && !b.abilityLost(s)) cost += b.facts[c].actionCost
  }
  return Math.max(0, cost)
}

/** The damage a single attack by this character deals the goldfish. */
export function attackPower(b: Board, slot: number): number {
  return hasRule(b, slot, 'self:direct-600') ? 600 : unionPower(b, slot)
}

/**
 * What this character adds to a union: its BP. A union is one attack of the characters "combined as one" that
 * deals their combined BP, so S120 Athena's 600 for her own direct attack does not count in it (docs/rules.md).
 */
export function unionPower(b: Board, slot: number): number {
  const bp = b.bp(slot)
  return hasRule(b, slot, 'self:double-at-1000') && b.hp <= 1000 ? Math.min(BP_CAP, bp * 2) : bp
}

const on = (b: Board, slot: number) => b.facts[b.occupant(slot)].label

/** Why the character in `slot` cannot attack now, or null. */
export function cannotAttack(b: Board, slot: number): string | null {
  if (b.turnRule('no-attack')) return 'you cannot attack this turn'
  if (hasRule(b, slot, 'self:cannot-attack')) return `${on(b, slot)} cannot attack`
  if (b.entered(slot) >= b.turn && !hasRule(b, slot, 'self:attack-on-entry') && !b.readyNow(slot)) return `${on(b, slot)} is on standby this turn`
  if (b.frozen(slot) || b.acted(slot)) return `${on(b, slot)} has already acted (frozen)`
  return null
}

/** Why the character in `slot` cannot use its ■ ability now, or null. */
export function cannotUseSquare(b: Board, slot: number): string | null {
  const card = b.occupant(slot)
  if (b.abilityLost(slot)) return `${on(b, slot)} has lost its ability`
  if (inForce(b, 'no-square')) return 'square abilities are disabled while a character in the ring says so'
  if (b.entered(slot) >= b.turn && !inForce(b, 'square-on-entry')) return `${on(b, slot)} is on standby this turn`
  if (b.frozen(slot) || b.acted(slot)) return `${on(b, slot)} has already acted (frozen)`
  return b.facts[card].text || b.facts[card].reading ? null : `${on(b, slot)} has no square ability`
}

/** Why the character in `slot` cannot take a back-up now (this turn's rules only), or null. */
export function cannotTakeBackUp(b: Board, slot: number, backedUpThisTurn: boolean, manyBackUps: boolean): string | null {
  if (b.entered(slot) >= b.turn && !inForce(b, 'back-up-on-entry')) return `${on(b, slot)} is on standby this turn`
  if (b.frozen(slot)) return `${on(b, slot)} is frozen`
  if (backedUpThisTurn && !manyBackUps && !b.turnRule('any-back-ups')) return `${on(b, slot)} has been backed up this turn`
  return null
}

/** Why `card` cannot enter the ring now (placements this turn so far), or null. */
export function cannotPlace(b: Board, card: number, placedThisTurn: number): string | null {
  if (placedThisTurn > b.turnRule('extra-character')) return 'one character a turn enters the ring'
  if (b.facts[card].bp >= 800 && inForce(b, 'no-800')) return `${b.facts[card].label} has 800+ BP, and a character in the ring keeps those out`
  return null
}
