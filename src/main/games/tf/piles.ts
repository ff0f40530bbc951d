// One player's cards at the Table Fighter table, and the rule book's moves between the piles: draw to three basic
// cards (flipping the discard pile), the charge cost, clean-up and the super step. Cards are indexes into the
// character's seven cards. The super is wherever it is not: in the hand, face down, played, or else on the table.

/** "Both players draw cards until there are three basic (non super) cards in hand." */
export const HAND_SIZE = 3
/** "The charge cost is paid by selecting any combination of two basic (non-super) cards". */
export const CHARGE_COST = 2
/** "If a player has four or more cards in their discard pile, that player adds their Super card ... to their hand". */
export const SUPER_AT = 4

export interface Side {
  /** Top first. */
  deck: number[]
  hand: number[]
  /** In the order the cards were put there, the first at the bottom of the pile. */
  discard: number[]
  /** The card set face down in the action step; -1 when none. */
  pick: number
  /** The revealed action card, then the combo's cards, in play order; discarded at clean-up. */
  played: number[]
  health: number
  /** Announced charge this turn, and paid. */
  charged: boolean
  /** Announced this turn, charge or not. */
  announced: boolean
}

export function newSide(order: readonly number[], health: number): Side {
  return { deck: [...order], hand: [], discard: [], pick: -1, played: [], health, charged: false, announced: false }
}

export function basicInHand(side: Side, superCard: number): number {
  let n = 0
  for (const card of side.hand) if (card !== superCard) n++
  return n
}

/** The super stays on the table unless it is in the hand, face down, or played this turn. */
export function superOnTable(side: Side, superCard: number): boolean {
  return side.pick !== superCard && !side.hand.includes(superCard) && !side.played.includes(superCard)
}

export interface Drawn {
  drawn: number
  /** Cards of the discard pile flipped over as the new deck (0: no flip). */
  flipped: number
}

/**
 * Draws until the hand holds three basic cards. "If you have to draw a card but there are no cards in your deck,
 * then flip over your entire discard pile, maintaining the order of the cards": the pile is turned face down as
 * it lies, so the card discarded first is the new top of the deck.
 */
export function drawToHand(side: Side, superCard: number): Drawn {
  const result: Drawn = { drawn: 0, flipped: 0 }
  while (basicInHand(side, superCard) < HAND_SIZE) {
    if (side.deck.length === 0) {
      if (side.discard.length === 0) break // never at a legal table: six basic cards fill a hand of three
      result.flipped += side.discard.length
      side.deck = side.discard
      side.discard = []
    }
    side.hand.push(side.deck.shift()!)
    result.drawn++
  }
  return result
}

/** Why these two cards cannot pay the charge cost, or null when they can. `name` says a card's name. */
export function costRefusal(side: Side, superCard: number, cost: readonly number[], name: (card: number) => string): string | null {
  if (!Array.isArray(cost) || cost.length !== CHARGE_COST) {
    return `the charge cost is ${CHARGE_COST} basic cards from the hand or the discard pile; ${Array.isArray(cost) ? cost.length : 'no cards'} given`
  }
  if (cost[0] === cost[1]) return `the charge cost is two different cards; ${name(cost[0])} is given twice`
  for (const card of cost) {
    if (card === superCard) {
      return `${name(card)} is the super: "You cannot use your super card to pay the charge cost, because it can never enter your deck or discard"`
    }
    if (!side.hand.includes(card) && !side.discard.includes(card)) {
      return `${name(card)} is neither in the hand nor in the discard pile; the charge cost is paid from there`
    }
  }
  return null
}

/** "You then move the two cards selected to the bottom of your deck." Returns how many came from the hand. */
export function payCost(side: Side, cost: readonly number[]): number {
  let fromHand = 0
  for (const card of cost) {
    const inHand = side.hand.indexOf(card)
    if (inHand >= 0) {
      side.hand.splice(inHand, 1)
      fromHand++
    } else {
      side.discard.splice(side.discard.indexOf(card), 1)
    }
    side.deck.push(card)
  }
  return fromHand
}

/**
 * "Both players place any cards used in the action or combo phase into their Discard pile in the order the cards
 * were played. Super cards go back on the table face up instead of in the discard pile."
 */
export function cleanUp(side: Side, superCard: number): void {
  for (const card of side.played) if (card !== superCard) side.discard.push(card)
  side.played = []
}

/** The super step: the super from the table to the hand when the discard pile holds four or more. */
export function superStep(side: Side, superCard: number): boolean {
  if (side.discard.length < SUPER_AT || !superOnTable(side, superCard)) return false
  side.hand.push(superCard)
  return true
}
