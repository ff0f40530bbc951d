// Exact odds of Card Shot!, beside the simulator's rates: what the opening five of a shuffled 54-card deck holds
// (a joker, a card of the character's suit, a special card, one that absorbs), and how far a hit mills a deck before
// a joker stops it. Hypergeometric counts: every hand of five, or every order of a deck, is as likely as any other.

import { DECK_SIZE, JOKERS, type CsOpeningOdds } from '../../../shared/games/cs/table'
import { SPECIAL_RANKS, type CsCharacter } from './character'
import { choose } from '../../game-kit/probability'
import { absorbEffect, HAND_SIZE } from './rules'

/** Cards of one suit in the deck; the jokers have none. */
export const SUIT_CARDS = 13
/** Cards that play as special cards: the four suits' A, K, Q, J and 2. */
export const SPECIAL_CARDS = 4 * SPECIAL_RANKS.length

/** The chance that `draws` cards from a deck of `deck` hold exactly `k` of a group of `group` cards. */
export function exactly(group: number, k: number, draws: number, deck = DECK_SIZE): number {
  return (choose(group, k) * choose(deck - group, draws - k)) / choose(deck, draws)
}

/** The chance that `draws` cards from a deck of `deck` hold at least one of a group of `group` cards. */
export function atLeastOne(group: number, draws: number, deck = DECK_SIZE): number {
  return 1 - choose(deck - group, draws) / choose(deck, draws)
}

/** The special cards whose effect absorbs damage: four of each such rank. */
export function absorbCards(character: CsCharacter): number {
  return SPECIAL_RANKS.filter((rank) => absorbEffect(character.specials[rank] ?? null) > 0).length * 4
}

/**
 * The opening five, before any joker is swapped: at least one joker (1 − C(52,5)/C(54,5)), at least one card of
 * the character's suit (13 of them), at least one special card (20), at least one special card that absorbs.
 */
export function openingOdds(character: CsCharacter, hand = HAND_SIZE): CsOpeningOdds {
  return {
    joker: atLeastOne(JOKERS, hand),
    suit: atLeastOne(SUIT_CARDS, hand),
    special: atLeastOne(SPECIAL_CARDS, hand),
    absorb: atLeastOne(absorbCards(character), hand),
  }
}

/**
 * The chance that a hit of `damage` on a deck of `deck` cards holding `jokers` jokers is cut short: a joker among
 * its first damage − 1 cards ("the rest of the damage is prevented"; a joker milled last stops nothing).
 */
export function jokerStop(deck: number, jokers: number, damage: number): number {
  const reach = Math.min(damage, deck) - 1
  if (reach <= 0) return 0
  return atLeastOne(jokers, reach, deck)
}

/**
 * The mean number of cards a hit of `damage` mills from a deck of `deck` cards holding `jokers` jokers: card i is
 * milled when none of the i − 1 before it is a joker, so the mean is the sum over i of C(deck − jokers, i − 1) /
 * C(deck, i − 1).
 */
export function expectedMill(deck: number, jokers: number, damage: number): number {
  let sum = 0
  for (let i = 0; i < Math.min(damage, deck); i++) sum += choose(deck - jokers, i) / choose(deck, i)
  return sum
}
