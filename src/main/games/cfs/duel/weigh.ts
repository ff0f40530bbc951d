// What an attack and the defender's answer come to, worked out without playing them: the greedy player weighs every
// attack it could declare against every answer, and playing each out on a copy of the game was most of its time.
// The sums are the engine's own (duel.ts: counter, strikerDefends, take) and are made only where no card text can act
// in the fight: no reaction in the defender's hand, no ● text set off by attacking, countering or a direct hit. Where
// one could, the answer is null and the player plays the move out on a copy as before. weigh.test.ts holds the two
// equal over many games.
import type { DuelFighter, DuelState, Seat } from '../../../../shared/games/cfs/duel'
import type { Facts } from '../goldfish/board'
import type { When } from '../goldfish/text/model'
import { STRIKER_DAMAGE, UNION_BP_CAP } from '../goldfish/rules'
import { afterFight, unionHits } from './combat'
import { cannotCounter, fightBp, hasRule } from './in-play'

/** A defence the greedy player weighs: a counter by the character in a slot, a Striker, or none. */
export type Defence = { type: 'counter'; slot: number } | { type: 'striker-defends'; striker: number } | { type: 'take' }

/** The standing the policies score a game by (policies.ts): see there. */
export const PRESENCE = 400
export const IN_HAND = 100

/** The ● texts a fight sets off. */
const SET_OFF = new Set<When>(['after-attack', 'direct-hit', 'countered', 'counters'])

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0)

/** A character's ● text acts in a fight it is in. */
function setOff(facts: readonly Facts[], f: DuelFighter | null): boolean {
  if (!f || f.abilityLost) return false
  const when = facts[f.card].text?.when
  return when !== undefined && SET_OFF.has(when)
}

/**
 * The defences the rules allow against the attack by `slots` of the active player (declared now or waiting for its
 * answer), in the order the moves list them, each with the standing it leaves for the attacker; null where a text
 * may act in the fight. `reactions`: whether a reaction in the defender's hand makes the sums unsafe (so it does,
 * when the defender may still react; not once the defender weighs its defence alone).
 */
export function weighDefences(
  s: DuelState,
  facts: readonly Facts[],
  slots: readonly number[],
  union: boolean,
  reactions: boolean,
): { defence: Defence; standing: number }[] | null {
  const seat = s.active
  const them = other(seat)
  const side = s.players[seat]
  const defending = s.players[them]
  const pending = s.pending
  // A reaction's marks on the attack (it fails, pierces nothing, is withdrawn) change the sums: play those out.
  if (pending && (pending.kind !== 'attack' || pending.stopped || pending.shield || pending.withdrawIfTaken)) return null
  for (const slot of slots) if (setOff(facts, side.ring[slot])) return null
  for (const f of defending.ring) if (setOff(facts, f)) return null
  if (reactions && defending.hand.some((card) => facts[card].reaction)) return null

  const attackers = slots.map((slot) => side.ring[slot]!)
  const bps = attackers.map((f) => fightBp(s, facts, seat, f))
  const out: { defence: Defence; standing: number }[] = []
  // Who may counter is read with the attack waiting for its answer, as the engine reads it.
  s.pending = pending ?? { kind: 'attack', slots: [...slots], union }
  try {
    defending.ring.forEach((f, slot) => {
      if (!f || cannotCounter(s, facts, f, '') !== null) return
      out.push({ defence: { type: 'counter', slot }, standing: countered(s, facts, attackers, bps, union, f, slot) })
    })
  } finally {
    s.pending = pending
  }
  if (defending.strikers.length > 0) {
    const fight = unionHits(bps, STRIKER_DAMAGE, union)
    const pierce = fight.pierce > 0 ? Math.min(UNION_BP_CAP, fight.pierce) : 0
    out.push({ defence: { type: 'striker-defends', striker: 0 }, standing: after(s, attackers, bps, fight.attackers, null, 0, 0, pierce) })
  }
  const damage = union
    ? Math.min(
        UNION_BP_CAP,
        bps.reduce((sum, bp) => sum + bp, 0),
      )
    : hasRule(facts, attackers[0], 'self:direct-600')
      ? 600
      : bps[0]
  out.push({ defence: { type: 'take' }, standing: after(s, attackers, bps, bps, null, 0, 0, damage) })
  return out
}

/** The standing for the attacker once `f` (in `slot`) counters. */
function countered(s: DuelState, facts: readonly Facts[], attackers: DuelFighter[], bps: number[], union: boolean, f: DuelFighter, slot: number): number {
  // A character whose text says so counters at the (first) attacker's BP.
  const bp = hasRule(facts, f, 'self:counter-matches') ? bps[0] : f.bp
  const defence = fightBp(s, facts, other(s.active), bp === f.bp ? f : { ...f, bp })
  const fight = unionHits(bps, defence, union)
  const left = fight.defender === 0 ? 0 : afterFight(bp, defence, fight.defender)
  const through = !union && hasRule(facts, attackers[0], 'self:goes-through') ? bps[0] : 0
  const pierce = fight.pierce > 0 ? Math.min(UNION_BP_CAP, fight.pierce) : 0
  return after(s, attackers, bps, fight.attackers, slot, left, through, pierce)
}

/**
 * The attacker's standing after a fight: the attackers at their BP after it (KO'd at 0), the defender in `slot` at
 * `left` (KO'd at 0; null: no character fought), and the defending player hit for `first`, then `second`.
 */
function after(
  s: DuelState,
  attackers: DuelFighter[],
  fought: number[],
  left: number[],
  slot: number | null,
  defenderLeft: number,
  first: number,
  second: number,
): number {
  const seat = s.active
  const attacking = s.players[seat]
  const defending = s.players[other(seat)]
  let hp = defending.hp
  for (const damage of [first, second]) if (damage > 0) hp = Math.max(0, hp - damage)
  if (hp === 0) return 1e9 - s.turn
  let mine = attacking.hp + IN_HAND * attacking.hand.length
  for (const f of attacking.ring) {
    if (!f) continue
    const k = attackers.indexOf(f)
    if (k < 0) mine += f.bp + PRESENCE
    else if (left[k] > 0) mine += afterFight(f.bp, fought[k], left[k]) + PRESENCE
  }
  let theirs = hp + IN_HAND * defending.hand.length
  defending.ring.forEach((f, at) => {
    if (!f) return
    if (at !== slot) theirs += f.bp + PRESENCE
    else if (defenderLeft > 0) theirs += defenderLeft + PRESENCE
  })
  return mine - theirs
}
