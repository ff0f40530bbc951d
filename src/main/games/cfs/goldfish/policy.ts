// The greedy policy's judgements: what a card is worth keeping, whom a text's "1 character" goes to, which
// option of "pick one" to take. The simulator always asks it; the table asks it when the player has not picked.
import type { Board, Facts } from './board'
import type { Amount, Op } from './text/model'
import { BP_CAP } from './rules'

/** How much the policy wants a card in hand: a helpful action most, then characters by BP, reactions least. */
export function worth(f: Facts): number {
  if (f.character) return 200 + f.bp
  if (f.action) return f.text?.value === 'helps' ? 5000 + f.cost : 100
  return 0
}

/** A ring slot for a text that helps: a character that attacks this turn if any, with the most room under the cap. */
export function helpTarget(b: Board, slots: readonly number[]): number {
  let best = -1
  let bestScore = -1
  for (const s of slots) {
    const score = (b.entered(s) < b.turn && !b.frozen(s) ? BP_CAP + 1 : 0) + (BP_CAP - b.bp(s))
    if (score > bestScore) {
      best = s
      bestScore = score
    }
  }
  return best
}

/** A ring slot for a text that hurts: the weakest character. */
export function harmTarget(b: Board, slots: readonly number[]): number {
  let best = -1
  for (const s of slots) if (best < 0 || b.bp(s) < b.bp(best)) best = s
  return best
}

/** Whether an amount is a gain: a loss (damage to a character) is negative, counted or not (model.ts). */
export function gains(n: Amount): boolean {
  if (typeof n === 'number') return n > 0
  if ('per' in n) return n.times > 0
  return !n.minus
}

/** Whether an op that picks a character does it good (so the policy gives it to the best one, not the weakest). */
export function helps(op: Op): boolean {
  if (op.op === 'bp') return gains(op.n)
  return op.op === 'unfreeze' || op.op === 'many-back-ups' || op.op === 'bp-double'
}

/** The damage a text's parts deal the goldfish at once (of "pick one", the best option): the policy's measure. */
export function damageOf(ops: readonly Op[]): number {
  let n = 0
  for (const o of ops) {
    if (o.op === 'damage' && typeof o.n === 'number') n += o.n
    if (o.op === 'choose') n += Math.max(...o.options.map(damageOf))
  }
  return n
}

/**
 * Indexes of the `count` cards the policy would keep of `cards` (or give up, when `keep` is false). Ties go
 * by the card's number and name, so the pick never depends on the order a board keeps its piles in.
 */
export function pickCards(b: Board, cards: readonly number[], count: number, keep: boolean): number[] {
  const rank = (i: number) => worth(b.facts[cards[i]])
  const label = (i: number) => b.facts[cards[i]].label
  const order = cards
    .map((_, i) => i)
    .sort((x, y) => (keep ? rank(y) - rank(x) : rank(x) - rank(y)) || (label(x) < label(y) ? -1 : label(x) > label(y) ? 1 : x - y))
  return order.slice(0, count)
}
