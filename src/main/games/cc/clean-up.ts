// A player's clean-up in Capcom Crossovers (docs/games.md, "The turn"): one card above Strength to the super meter,
// discard down to Endurance, then one ace search for meter cards of 40 or more. The solo table and the game for two
// play it alike, each on its own player's piles; the phase each belongs to is the caller's to check.
import { formatCard, numberValue, parseCard, type Card } from './cards'
import { ACE_SEARCH_COST } from './goldfish'
import { refused } from '../../../shared/errors'

/** A player's piles and what their clean-up has done so far this turn. */
export interface CleanUpSide {
  library: string[]
  hand: string[]
  meter: string[]
  discard: string[]
  banked: boolean
  discarded: number
  searched: boolean
}

/** What the clean-up reads of the character: its name for messages, Strength and Endurance. */
export interface CleanUpRules {
  name: string
  strength: number
  endurance: number
  /** A tag battle with a character KOed: "If a Joker is drawn after one character is KOed, it may be placed in the super meter". */
  jokerToMeter?: boolean
}

/** "the player may put a number card above their character's strength into his or her super meter" — one. */
export function bank(side: CleanUpSide, rules: CleanUpRules, written: string, log: (line: string) => void): string | null {
  if (side.banked) return 'one card a clean-up goes to the super meter, and one has gone this turn'
  if (side.discarded > 0 || side.searched) return 'the meter comes first in the clean-up, before the discard and the ace search'
  const at = side.hand.indexOf(written)
  if (at < 0) return `${written} is not in the hand`
  const value = numberValue(card(written))
  const joker = written === 'X' && (rules.jokerToMeter ?? false)
  if (!joker && (value === null || value <= rules.strength)) {
    return `only a number card above ${rules.name}'s Strength (${rules.strength}) goes to the super meter; ${written} is not one`
  }
  side.hand.splice(at, 1)
  side.meter.push(written)
  side.banked = true
  log(`${written} to the super meter (${meterSum(side.meter)})`)
  return null
}

/**
 * "You may not discard cards at the end of the turn unless the number of cards in your hand exceeds your endurance."
 * After the search only its ace can take the hand above Endurance, and "Endurance: The max number of cards allowed
 * in a player's hand at the end of a turn", so a card then goes again.
 */
export function discardDown(side: CleanUpSide, rules: CleanUpRules, written: string, log: (line: string) => void): string | null {
  if (side.hand.length <= rules.endurance) {
    return `the hand holds ${side.hand.length}, not more than ${rules.name}'s Endurance (${rules.endurance}): no card may be discarded`
  }
  const at = side.hand.indexOf(written)
  if (at < 0) return `${written} is not in the hand`
  side.hand.splice(at, 1)
  side.discard.push(written)
  side.discarded++
  log(`Discarded ${written} (hand ${side.hand.length}, Endurance ${rules.endurance})`)
  return null
}

/**
 * Meter cards adding up to 40 fetch an ace from either pile, "one Ace per turn"; the draw pile is shuffled after
 * (`shuffle` gives it in a new seeded order).
 */
export function searchAce(
  side: CleanUpSide,
  rules: CleanUpRules,
  move: { pay: readonly string[]; ace: string; from: 'discard' | 'draw' },
  shuffle: (cards: readonly string[]) => string[],
  log: (line: string) => void,
): string | null {
  const { pay, ace, from } = move
  if (side.searched) return 'only one ace may be recovered a turn'
  if (side.hand.length > rules.endurance) return `discard down to Endurance (${rules.endurance}) before the ace search`
  if (!Array.isArray(pay) || !paidFrom(side.meter, pay)) {
    return `pay with cards of the super meter, each once (the meter holds ${side.meter.join(' ') || 'nothing'})`
  }
  const sum = meterSum(pay)
  if (sum < ACE_SEARCH_COST) return `the meter cards paid add up to ${sum}; an ace costs ${ACE_SEARCH_COST}`
  const pile = from === 'discard' ? side.discard : from === 'draw' ? side.library : null
  if (pile === null) return 'an ace comes from the discard pile or the draw pile'
  if (typeof ace !== 'string' || !/^A[SHDC]$/.test(ace) || !pile.includes(ace)) {
    const aces = pile.filter((c) => c.startsWith('A'))
    return `${String(ace)} is not an ace in the ${from} pile (${aces.length ? `it holds ${aces.join(' ')}` : 'it holds none'})`
  }
  for (const c of pay) side.meter.splice(side.meter.indexOf(c), 1)
  side.discard.push(...pay)
  pile.splice(pile.indexOf(ace), 1)
  side.hand.push(ace)
  side.searched = true
  if (from === 'draw') side.library = shuffle(side.library)
  log(`Paid ${pay.join(' ')} (${sum}) from the meter for ${ace} from the ${from} pile${from === 'draw' ? ', then shuffled it' : ''}`)
  return null
}

/** Whether the meter holds each card paid, as often as it is paid (a tag battle's two jokers are alike; any other card is one). */
export function paidFrom(meter: readonly string[], pay: readonly unknown[]): boolean {
  const left = [...meter]
  for (const c of pay) {
    const at = typeof c === 'string' ? left.indexOf(c) : -1
    if (at < 0) return false
    left.splice(at, 1)
  }
  return true
}

/** Why the turn cannot end yet: "Endurance: The max number of cards allowed in a player's hand at the end of a turn". */
export function cannotEndTurn(side: CleanUpSide, rules: CleanUpRules): string | null {
  const over = side.hand.length - rules.endurance
  return over > 0 ? `discard ${over} more: the hand holds ${side.hand.length}, ${rules.name}'s Endurance is ${rules.endurance}` : null
}

/** A new turn's clean-up has done nothing yet. */
export function freshCleanUp(side: CleanUpSide): void {
  side.banked = false
  side.discarded = 0
  side.searched = false
}

/** What meter cards add up to: a joker, which goes there only after a KO, "counts as a number value 10 card". */
export function meterSum(cards: readonly string[]): number {
  return cards.reduce((sum, c) => sum + (c === 'X' ? 10 : (numberValue(card(c)) ?? 0)), 0)
}

/** Each card written as the games write it ("4S", "X"), read once: a simulation reads the same few all the time. */
const READ = new Map<string, Card>()

export function card(written: string): Card {
  const known = READ.get(written)
  if (known) return known
  const read = parseCard(written)
  if (!read.ok) throw refused(read.problem)
  // Only the 53 spellings a game writes are kept, so the map stays small whatever a player types.
  if (READ.size < 64 && written === formatCard(read.card)) READ.set(written, read.card)
  return read.card
}
