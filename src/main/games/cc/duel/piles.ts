// A player's cards in Capcom Crossovers for two: the decks (52 cards, and two jokers for a tag battle), seeded
// shuffles, and the checks and moves every engine step makes on a hand.
import type { CcDuelPlayer } from '../../../../shared/games/cc/duel'
import { refused } from '../../../../shared/errors'
import { gameRng, shufflePrefix } from '../../../core/rng'
import { formatCard } from '../cards'
import { card } from '../clean-up'
import { HAND_SIZE } from '../goldfish'
import { DECK } from '../table'

/** A tag battle's deck: the 52 cards and two jokers ("Tag battles must include two joker cards in the deck"). */
export const TAG_DECK: readonly string[] = [...DECK, 'X', 'X']

export { DECK }

/** Two jokers laid as one attack: a tag super. */
export const isTagSuper = (cards: readonly string[]) => cards.length === 2 && cards[0] === 'X' && cards[1] === 'X'

/** Whether `pile` holds every card of `cards`, as often as `cards` names it (two jokers are alike). */
export function fits(cards: readonly string[], pile: readonly string[]): boolean {
  const left = [...pile]
  for (const c of cards) {
    const at = left.indexOf(c)
    if (at < 0) return false
    left.splice(at, 1)
  }
  return true
}

/** Why `cards` cannot be laid from the hand (each once, jokers as often as held), or null. */
export function notInHand(p: CcDuelPlayer, cards: readonly string[]): string | null {
  if (!Array.isArray(cards) || cards.some((c) => typeof c !== 'string')) return 'name the cards as written: 4S, 10C, QH, X'
  if (cards.some((c, k) => c !== 'X' && cards.indexOf(c) !== k)) return 'a card is laid once'
  if (!fits(cards, p.hand)) return `${cards.find((c) => !p.hand.includes(c)) ?? 'X'} is not in the hand${cards.includes('X') ? ' (or not as often)' : ''}`
  return null
}

/** A card from the hand to the discard pile. */
export function discardFromHand(p: CcDuelPlayer, written: string): void {
  p.hand.splice(p.hand.indexOf(written), 1)
  p.discard.push(written)
}

/** The cards in a seeded uniform order: stream `stream` of the game's seed. */
export function shuffled(cards: readonly string[], seed: number, stream: number): string[] {
  const order = Int32Array.from(cards, (_, i) => i)
  shufflePrefix(order, order.length, gameRng(seed, stream))
  return Array.from(order, (i) => cards[i])
}

/** A stacked deck (top first) checked against the deck it stands for. */
export function stackedDeck(cards: readonly string[], tag: boolean): string[] {
  const deck = cards.map((c) => formatCard(card(c)))
  const unknown = deck.find((c) => !(tag ? TAG_DECK : DECK).includes(c))
  if (unknown !== undefined) throw refused(`${unknown} is not in a 1-on-1 deck (jokers are for tag battles)`)
  if (!fits(deck, tag ? TAG_DECK : DECK)) throw refused('a card is in the stacked deck more often than in a deck')
  if (deck.length < HAND_SIZE) throw refused(`a stacked deck needs at least ${HAND_SIZE} cards for the opening hand`)
  return deck
}
