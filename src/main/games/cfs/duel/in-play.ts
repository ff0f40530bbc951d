// The rules as the characters in play change them for two (docs/rules.md, "Head to head"): ● abilities in force on
// either side, what an action or a reaction costs now, who may attack or counter. Read by the engine's checks and
// so by the moves it allows; each answer that refuses says why.
import type { DuelBar, DuelFighter, DuelState, Seat } from '../../../../shared/games/cfs/duel'
import type { Facts } from '../goldfish/board'
import type { Rule } from '../goldfish/text/model'
import { BP_CAP } from '../goldfish/rules'

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0)

/** The character has this ● rule, its ability intact. */
export function hasRule(facts: readonly Facts[], f: DuelFighter | null, rule: Rule): boolean {
  return f !== null && !f.abilityLost && facts[f.card].rules.includes(rule)
}

/** How many characters put a rule in force: on both sides, or on `seat`'s only. */
export function inForce(s: DuelState, facts: readonly Facts[], rule: Rule, seat?: Seat): number {
  let n = 0
  for (const side of seat === undefined ? ([0, 1] as const) : [seat]) for (const f of s.players[side].ring) if (hasRule(facts, f, rule)) n++
  return n
}

/** A turn rule a text set for the active player this turn, counted. */
export function turnRule(s: DuelState, rule: DuelState['turnRules'][number]): number {
  return s.turnRules.filter((r) => r === rule).length
}

export function barred(s: DuelState, seat: Seat, what: DuelBar): boolean {
  return s.bars.some((b) => b.seat === seat && b.what === what && b.turn === s.turn)
}

/** An action's cost now: changed by every ● ability in play that says so, 0 after a "next action costs 0". */
export function actionCost(s: DuelState, facts: readonly Facts[], card: number): number {
  if (turnRule(s, 'free-action')) return 0
  return Math.max(0, facts[card].cost + costChange(s, facts, 'actionCost'))
}

export function reactionCost(s: DuelState, facts: readonly Facts[], card: number): number {
  return Math.max(0, facts[card].cost + costChange(s, facts, 'reactionCost'))
}

function costChange(s: DuelState, facts: readonly Facts[], which: 'actionCost' | 'reactionCost'): number {
  let n = 0
  for (const p of s.players) for (const f of p.ring) if (f && !f.abilityLost) n += facts[f.card][which]
  return n
}

/** A character's BP in a fight: doubled while its player's HP is 1000 or less, where its text says so. */
export function fightBp(s: DuelState, facts: readonly Facts[], seat: Seat, f: DuelFighter): number {
  return hasRule(facts, f, 'self:double-at-1000') && s.players[seat].hp <= 1000 ? Math.min(BP_CAP, f.bp * 2) : f.bp
}

/** Why the active player's character cannot attack or use its ■ ability now, or null. */
export function cannotAct(s: DuelState, facts: readonly Facts[], f: DuelFighter, name: string, attack: boolean): string | null {
  if (f.entered >= s.turn && !(attack && hasRule(facts, f, 'self:attack-on-entry'))) return `${name} is on standby this turn`
  if (f.frozen) return `${name} is frozen`
  if (f.attackedOnTurn === s.turn) return `${name} has attacked this turn`
  if (!attack) return null
  if (turnRule(s, 'no-attack') || barred(s, s.active, 'attacks')) return 'a text says you cannot attack this turn'
  if (hasRule(facts, f, 'self:cannot-attack')) return `${name} cannot attack`
  if (f.noAttackOnTurn === s.turn) return `${name} cannot attack this turn (a text)`
  return null
}

/** Why the defender's character cannot counter the attack waiting for an answer, or null. */
export function cannotCounter(s: DuelState, facts: readonly Facts[], f: DuelFighter, name: string): string | null {
  if (f.frozen) return `${name} is frozen: a frozen character cannot counter`
  if (f.counteredOnTurn === s.turn) return `${name} has countered an attacker this turn`
  if (hasRule(facts, f, 'self:cannot-counter') || hasRule(facts, f, 'self:cannot-attack')) return `${name} cannot counter`
  if (f.noCounterOnTurn === s.turn) return `${name} cannot counter this turn (a text)`
  const attack = s.pending
  if (attack?.kind !== 'attack') return null
  const side = s.players[s.active]
  const defenders = s.players[other(s.active)].ring.filter((d) => d !== null).length
  if (!attack.union && (side.ring[attack.slots[0]]?.bp ?? Infinity) <= 300 && inForce(s, facts, 'small-unblockable'))
    return 'a single attacker of 300 BP or less cannot be countered while a character in play says so'
  for (const slot of attack.slots) {
    const a = side.ring[slot]
    if (!a) continue
    if (hasRule(facts, a, 'self:unblockable-empty-hand') && side.hand.length === 0) return 'an attacker cannot be countered while its player holds no cards'
    if (hasRule(facts, a, 'self:last-cannot-counter') && defenders === 1) return 'a defender left alone cannot counter this attacker'
    if (hasRule(facts, a, 'self:stronger-cannot-counter') && f.bp > a.bp) return `${name} has more BP than the attacker, which such characters cannot counter`
  }
  return null
}

/** Why the defender cannot play a reaction now (barred by a text), or null. */
export function cannotReact(s: DuelState, facts: readonly Facts[]): string | null {
  if (barred(s, other(s.active), 'reactions')) return 'a text says reactions cannot be played this turn'
  const attack = s.pending
  if (attack?.kind === 'attack' && attack.slots.some((slot) => hasRule(facts, s.players[s.active].ring[slot], 'self:no-reactions-against')))
    return 'no reaction can be played against this attacker'
  return null
}
