// The greedy policy's turn decisions, on any board: which character enters, which action is worth its SP now,
// whether a ■ ability beats attacking. The simulator decides with these in its own fast loops; the table's
// autoplay (autoplay.ts) makes the same decisions through the table's moves, so the two can be compared.
import type { Board } from './board'
import { actionCost, attackPower, cannotAttack, cannotPlace, cannotUseSquare } from './in-force'
import { cannotPay, estimate, holds, inPile } from './play-text'
import { damageOf } from './policy'
import { BP_CAP } from './rules'

/** Whether a ▲ text would hurt the player now: printed as harmful, or its SP cost unpaid (the card KO'd). */
export function hurtsOnEntry(b: Board, card: number): boolean {
  const text = b.facts[card].text
  if (!text || text.when !== 'entry') return false
  if (text.value === 'harms') return true
  const cost = text.cost?.[0]
  return cost !== undefined && cost.cost === 'sp' && b.sp + b.facts[card].sp < cost.n
}

/**
 * How much the policy wants `card` to enter now, or −1 when it may not or should not: the strongest first,
 * one whose ▲ text does not hurt before one whose text does, and that one only into an empty ring.
 */
export function placeScore(b: Board, card: number, placed: number, ringEmpty: boolean): number {
  if (cannotPlace(b, card, placed)) return -1
  const harms = hurtsOnEntry(b, card)
  if (harms && !ringEmpty) return -1
  return b.facts[card].bp + (harms ? 0 : BP_CAP + 1)
}

/** Of two candidates with scores, whether (a, sa) goes before (b, sb): higher score, then number and name. */
export function before(board: Board, a: number, sa: number, b: number, sb: number): boolean {
  if (sa !== sb) return sa > sb
  const fa = board.facts[a]
  const fb = board.facts[b]
  return fa !== fb && fa.label < fb.label
}

/**
 * Whether the policy plays an action now: it can pay, its costs and condition are met, and one of its parts
 * does good here (damage, more SP than it costs, a draw, +BP with a character to take it, a search with cards
 * left, a rule for the turn the hand can use), and no draw in it would take the last card of the deck.
 */
export function worthPlaying(b: Board, card: number): boolean {
  const text = b.facts[card].text
  if (!text || text.value !== 'helps') return false
  const cost = actionCost(b, card)
  const play = { card, slot: -1 }
  if (cost > b.sp || cannotPay(b, text, play) || !holds(b, text.condition, play)) return false
  let ringed = false
  let empty = false
  for (let s = 0; s < b.slots; s++) {
    if (b.occupant(s) >= 0) ringed = true
    else empty = true
  }
  let draws = 0
  let useful = false
  for (const o of text.ops) {
    if (o.op === 'draw') {
      const n = estimate(b, o.n, play)
      draws += n
      useful ||= n > 0
    } else if (o.op === 'damage') useful = true
    else if (o.op === 'sp') useful ||= estimate(b, o.n, play) > cost
    else if (o.op === 'bp' || o.op === 'many-back-ups') useful ||= ringed
    else if (o.op === 'search' || o.op === 'look' || o.op === 'dig') useful ||= b.size('deck') > 0
    else if (o.op === 'recycle') useful ||= inPile(b, 'discard', o.filter).length > 0
    else if (o.op === 'turn' && o.rule === 'extra-character') useful ||= empty && inPile(b, 'hand', { kind: 'character' }).length > 0
    else if (o.op === 'turn' && o.rule === 'any-back-ups') useful ||= backerInHand(b)
  }
  // A draw that takes the last card loses the game.
  return useful && (draws === 0 || b.size('deck') > draws)
}

/** A character in hand whose name is on the Back-Up list of a character in the ring. */
function backerInHand(b: Board): boolean {
  for (let s = 0; s < b.slots; s++) {
    const card = b.occupant(s)
    if (card < 0) continue
    for (let i = 0; i < b.size('hand'); i++) {
      const f = b.facts[b.at('hand', i)]
      if (f.character && b.facts[card].backups.includes(f.name)) return true
    }
  }
  return false
}

/**
 * Which action worth playing goes first: the one that leaves the most SP (a free "+5 SP" before what it pays
 * for), then the one that hurts the goldfish most, then by number and name.
 */
export function actionScore(b: Board, card: number): number {
  const text = b.facts[card].text!
  let gain = 0
  for (const o of text.ops) if (o.op === 'sp' && typeof o.n === 'number') gain += o.n
  return (gain - actionCost(b, card)) * 100_000 + damageOf(text.ops)
}

/** Whether the character in `slot` uses its ■ ability instead of attacking: it hurts the goldfish more. */
export function squareBeatsAttack(b: Board, slot: number, squareDamage: number): boolean {
  if (squareDamage === 0) return false
  const attack = cannotAttack(b, slot) ? 0 : attackPower(b, slot)
  const card = b.occupant(slot)
  return squareDamage > attack && !cannotUseSquare(b, slot) && !cannotPay(b, b.facts[card].text!, { card, slot })
}
