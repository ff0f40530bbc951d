// The greedy policy's turn decisions, on any board: which character enters, which action is worth its SP now,
// whether a ■ ability beats attacking. The simulator decides with these in its own fast loops; the table's
// autoplay (autoplay.ts) makes the same decisions through the table's moves, so the two can be compared.
import type { Board } from './board'
import { actionCost, attackPower, cannotAttack, cannotPlace, cannotUseSquare } from './in-force'
import { cannotPay, estimate, holds, inPile } from './play-text'
import { damageOf, gains, worth } from './policy'
import type { CardFilter, Who } from './text/model'
import { BP_CAP } from './rules'

/** What a ▲ text would cost the player if the character entered now: nothing, harm, or the game. */
export type EntryCost = 'none' | 'harms' | 'loses'

/**
 * What entering now costs, by the ▲ text's parts on this board: an unpaid SP cost (the card KO'd); SP lost
 * while the pool holds some; a discard that takes a card the policy would play; a mill, a kept few or a swapped
 * discard pile that shortens the deck (the game, when the deck left runs out first: see shortens); a KO, a loss
 * of BP, a freeze or a return that reaches a character of yours, this one included. A text printed as harmless,
 * or whose condition does not hold, costs nothing.
 */
export function entryCost(b: Board, card: number): EntryCost {
  const text = b.facts[card].text
  if (!text || text.when !== 'entry') return 'none'
  const cost = text.cost?.[0]
  const sp = b.sp + b.facts[card].sp // its SP comes in before its ▲ text plays
  let worst: EntryCost = cost !== undefined && cost.cost === 'sp' && sp < cost.n ? 'harms' : 'none'
  if (text.value !== 'harms' || !holds(b, text.condition, { card, slot: -1 })) return worst
  const deck = b.size('deck')
  const hurt = (c: EntryCost) => {
    if (c === 'loses' || worst === 'none') worst = c
  }
  for (const o of text.ops) {
    switch (o.op) {
      case 'sp-zero':
        if (sp > 0) hurt('harms')
        break
      case 'sp':
        if (!gains(o.n) && sp > 0) hurt('harms')
        break
      case 'discard':
        if (keeps(b, card, o.filter)) hurt('harms')
        break
      case 'give':
        if (keeps(b, card, {})) hurt('harms')
        break
      case 'swap-discard-deck':
        hurt(shortens(b, card, b.size('discard')))
        break
      case 'mill':
        hurt(shortens(b, card, Math.max(0, deck - o.n)))
        break
      case 'keep-deck':
        hurt(shortens(b, card, Math.min(deck, o.n)))
        break
      case 'bp':
        if (!gains(o.n) && reaches(b, card, o.who, true)) hurt('harms')
        break
      case 'bp-set':
      case 'ko':
      case 'freeze':
      case 'return':
      case 'morph':
        if (reaches(b, card, o.who, true)) hurt('harms')
        break
      case 'lose-ability':
        // Its own ▲ ability has been used: losing it costs nothing.
        if (reaches(b, card, o.who, false)) hurt('harms')
        break
      case 'draw':
      case 'search':
      case 'unfreeze':
      case 'bp-double':
      case 'many-back-ups':
      case 'damage':
      case 'heal':
      case 'nothing':
        break
      default:
        hurt('harms')
    }
  }
  return worst
}

/**
 * A deck cut to `left` cards: it loses the game when the draws it leaves run out before the ring, this character
 * included from next turn, brings the goldfish down at its pace now (the k-th draw from k cards takes the last).
 */
function shortens(b: Board, card: number, left: number): EntryCost {
  if (left >= b.size('deck')) return 'none'
  let ready = 0
  let ring = b.facts[card].bp
  for (let s = 0; s < b.slots; s++) {
    if (b.occupant(s) < 0) continue
    ring += b.bp(s)
    if (!cannotAttack(b, s)) ready += b.bp(s)
  }
  return ready + Math.max(0, left - 1) * ring < b.goldfishHp ? 'loses' : 'harms'
}

/** Whether a part of a ▲ text reaches a character of yours now: one in the ring, or (`self`) the one entering. */
function reaches(b: Board, card: number, who: Who, self: boolean): boolean {
  if (who.pick === 'any-number' || who.pick === 'picked') return false
  const fits = (bp: number, frozen: boolean, backed: boolean, triangle: boolean) =>
    (who.frozen === undefined || frozen === who.frozen) &&
    (!who.backed || backed) &&
    (!who.triangle || triangle) &&
    (who.minBp === undefined || bp >= who.minBp) &&
    (who.maxBp === undefined || bp <= who.maxBp)
  if (who.pick !== 'self') {
    for (let s = 0; s < b.slots; s++) {
      const other = b.occupant(s)
      if (other >= 0 && fits(b.bp(s), b.frozen(s) > 0, b.backers(s) > 0, b.facts[other].triangle && !b.abilityLost(s))) return true
    }
  }
  if (!self) return false
  const alsoSelf = who.pick === 'self' || who.orSelf || (who.pick !== 'other' && who.pick !== 'others')
  const f = b.facts[card]
  return Boolean(alsoSelf) && fits(f.bp, false, false, f.triangle)
}

/** A card in hand (other than `card`) that a discard would take and the policy would play: a character, or an action that helps. */
function keeps(b: Board, card: number, filter: CardFilter): boolean {
  for (const i of inPile(b, 'hand', filter)) {
    const other = b.at('hand', i)
    if (other !== card && worth(b.facts[other]) > 100) return true
  }
  return false
}

/**
 * How much the policy wants `card` to enter now, or −1 when it may not or should not: the strongest first,
 * one whose ▲ text costs nothing now before one whose text harms, that one only into an empty ring (nothing
 * better to place), and never one whose text would lose the game.
 */
export function placeScore(b: Board, card: number, placed: number, ringEmpty: boolean): number {
  if (cannotPlace(b, card, placed)) return -1
  const cost = entryCost(b, card)
  if (cost === 'loses' || (cost === 'harms' && !ringEmpty)) return -1
  return b.facts[card].bp + (cost === 'harms' ? 0 : BP_CAP + 1)
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
    else if ((o.op === 'bp' && gains(o.n)) || o.op === 'many-back-ups') useful ||= ringed
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
