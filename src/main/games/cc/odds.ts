// Exact odds of a Capcom Crossovers hand, beside the goldfish's simulated rates: the first seven cards dealt
// from a shuffled 52-card deck (four of each rank) hold a throw, an ace, a special move.
import type { CharacterSheet } from './sheet'
import { choose } from '../../game-kit/probability'

const DECK = 52
const PER_RANK = 4

/** The chance that `hand` cards hold at least one of `ranks` ranks (four cards each). */
export function anyOfRanks(ranks: number, hand: number): number {
  return 1 - choose(DECK - PER_RANK * ranks, hand) / choose(DECK, hand)
}

/**
 * The chance that `hand` cards hold a pair of some number above Strength: a throw. Hands without one take, of
 * each of the 10 − Strength values above it, no card or exactly one (4 ways), and the rest from the other ranks.
 */
export function throwInHand(strength: number, hand: number): number {
  const high = Math.max(0, 10 - strength)
  const rest = DECK - PER_RANK * high
  let without = 0
  for (let singles = 0; singles <= Math.min(high, hand); singles++) {
    without += choose(high, singles) * PER_RANK ** singles * choose(rest, hand - singles)
  }
  return 1 - without / choose(DECK, hand)
}

/** The face ranks (J, Q, K) that start an attacking move of the sheet: one that deals damage and is not type E. */
export function attackingFaces(sheet: CharacterSheet): Set<string> {
  return new Set(sheet.moves.filter((move) => move.kind === 'special' && move.damage !== null && move.type !== 'E').map((move) => move.cards.rank))
}

export interface OpeningOdds {
  throw: number
  ace: number
  special: number
}

/** The first seven dealt, before any mulligan. */
export function openingOdds(sheet: CharacterSheet, hand = 7): OpeningOdds {
  return { throw: throwInHand(sheet.strength, hand), ace: anyOfRanks(1, hand), special: anyOfRanks(attackingFaces(sheet).size, hand) }
}
