// One player's cards at the Card Shot! table, and the rule book's moves between the piles: draw, discard from the
// hand, mill the deck. Cards are numbers 0–53 (shared/games/cs/table.ts). Every one of a player's 54 cards is always in
// exactly one place: the deck, the hand, the discard pile, or face down on the table.

import { DECK_SIZE, isJoker, type CsCard } from '../../../shared/games/cs/table'
import { Shuffler, type Rng } from '../../core/rng'
import { millOf, type Mill } from './rules'

/** Nothing placed yet this turn (NOTHING, -1, is the "unidentified card" of an empty hand). */
export const UNPLACED = -2

export interface Side {
  /** Top first. */
  deck: CsCard[]
  hand: CsCard[]
  /** In the order the cards went there, the first at the bottom; face up. */
  discard: CsCard[]
  /** The card placed this turn: face down until the reveal, then face up until the combat is over. */
  placed: CsCard
  sideways: boolean
  /** This turn's draw step: drawn to hand size, and done (no joker left to decide on). */
  drawn: boolean
  ready: boolean
  /** This turn's discard step is done. */
  discarded: boolean
}

const shuffler = new Shuffler(DECK_SIZE)

/** "Each player shuffles his or her deck": the 54 cards in a uniform order drawn from `rng` (Fisher–Yates), top first. */
export function shuffledDeck(rng: Rng): CsCard[] {
  const cards = new Int32Array(DECK_SIZE)
  for (let card = 0; card < DECK_SIZE; card++) cards[card] = card
  shuffler.shuffle(cards, rng)
  return Array.from(cards)
}

export function newSide(deck: readonly CsCard[]): Side {
  return { deck: [...deck], hand: [], discard: [], placed: UNPLACED, sideways: false, drawn: false, ready: false, discarded: false }
}

/** Draws from the top until the hand holds `size` cards or the deck is empty; returns how many were drawn. */
export function drawTo(side: Side, size: number): number {
  let drawn = 0
  while (side.hand.length < size && side.deck.length > 0) {
    side.hand.push(side.deck.shift()!)
    drawn++
  }
  return drawn
}

/** Draws `count` cards (fewer when the deck runs out); returns how many were drawn. */
export function drawCards(side: Side, count: number): number {
  return drawTo(side, side.hand.length + count)
}

export function hasJoker(side: Side): boolean {
  for (const card of side.hand) if (isJoker(card)) return true
  return false
}

/** Moves cards from the hand to the discard pile, in the order given. */
export function discardFromHand(side: Side, cards: readonly CsCard[]): void {
  for (const card of cards) {
    side.hand.splice(side.hand.indexOf(card), 1)
    side.discard.push(card)
  }
}

/** Discards `amount` cards from the top of the deck to the discard pile, one at a time (rules.ts, millOf). */
export function mill(side: Side, amount: number, jokersStop: boolean): Mill & { cards: CsCard[] } {
  const result = millOf(side.deck, amount, jokersStop)
  const cards = side.deck.splice(0, result.count)
  side.discard.push(...cards)
  return { ...result, cards }
}

/** Every card of a side, wherever it is: what the invariants count (54). */
export function cardCount(side: Side): number {
  return side.deck.length + side.hand.length + side.discard.length + (side.placed >= 0 ? 1 : 0)
}
