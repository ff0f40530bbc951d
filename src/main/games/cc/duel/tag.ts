// Tag battles in Capcom Crossovers for two (section 7; docs/games.md): what a player does with two characters in the
// clean-up (tagging, the inactive character's recovery, shuffling a joker back), and a tag in.
import { CC_SEATS, type CcDuelState, type CcSeat } from '../../../../shared/games/cc/duel'
import { numberValue } from '../cards'
import { card, meterSum, paidFrom } from '../clean-up'
import type { CharacterSheet } from '../sheet'
import { discardFromHand, notInHand, shuffled } from './piles'

/** Meter cards adding up to this shuffle a joker back into the draw pile ("a sum of the values of the cards equaling 50 or more"). */
export const JOKER_BACK_COST = 50

/** "the player must discard two of the same card equal to or below the character's strength" to switch characters. */
export function tagOut(s: CcDuelState, seat: CcSeat, cards: readonly string[], active: CharacterSheet): string | null {
  const p = s.players[seat]
  if (p.tagged) return 'the characters have been tagged this clean-up'
  if (p.fighters[1 - p.active].ko) return 'the inactive character has been KOed: there is no one to tag in'
  const missing = notInHand(p, cards)
  if (missing) return missing
  const values = cards.map((c) => numberValue(card(c)))
  const { strength, name } = active
  if (cards.length !== 2 || values[0] === null || values[0] !== values[1]) return 'a tag takes two number cards of the same value'
  if (values[0] > strength) return `a tag takes cards at or below ${name}'s Strength (${strength})`
  for (const c of cards) discardFromHand(p, c)
  p.tagged = true
  tagIn(s, seat)
  return null
}

/** "you may discard a card to recover the inactive character's HP ... equal to the character's defense bonus", once a turn, up to its starting HP. */
export function recover(s: CcDuelState, seat: CcSeat, written: string, sheet: CharacterSheet): string | null {
  const p = s.players[seat]
  if (p.recovered) return "one card a turn goes to the inactive character's recovery"
  const resting = p.fighters[1 - p.active]
  if (resting.ko) return 'the inactive character has been KOed: it does not recover'
  if (resting.hp >= sheet.hp) return `${sheet.name} is at full HP (${sheet.hp})`
  if (!p.hand.includes(written)) return `${written} is not in the hand`
  discardFromHand(p, written)
  p.recovered = true
  resting.hp = Math.min(sheet.hp, resting.hp + sheet.defenseBonus)
  s.log.push(`${CC_SEATS[seat]}: discards ${written}; ${sheet.name} recovers to ${resting.hp} HP`)
  return null
}

/** Meter cards adding up to 50 or more shuffle a joker from the discard pile back into the draw pile. */
export function jokerBack(s: CcDuelState, seat: CcSeat, pay: readonly string[]): string | null {
  const p = s.players[seat]
  if (!p.discard.includes('X')) return 'there is no joker in the discard pile'
  if (!Array.isArray(pay) || !paidFrom(p.meter, pay)) {
    return `pay with cards of the super meter, each once (the meter holds ${p.meter.join(' ') || 'nothing'})`
  }
  const sum = meterSum(pay)
  if (sum < JOKER_BACK_COST) return `the meter cards paid add up to ${sum}; a joker costs ${JOKER_BACK_COST}`
  for (const c of pay) p.meter.splice(p.meter.indexOf(c), 1)
  p.discard.push(...pay)
  p.discard.splice(p.discard.indexOf('X'), 1)
  p.library = shuffled([...p.library, 'X'], s.seed, 2 * p.shuffles++ + seat)
  s.log.push(`${CC_SEATS[seat]}: pays ${pay.join(' ')} (${sum}) to shuffle a joker into the draw pile`)
  return null
}

/** The inactive character, if not KOed, becomes the active one. */
export function tagIn(s: CcDuelState, seat: CcSeat): void {
  const p = s.players[seat]
  if (p.fighters.length < 2 || p.fighters[1 - p.active].ko) return
  p.active = 1 - p.active
  s.log.push(`${CC_SEATS[seat]}: ${p.fighters[p.active].name} is tagged in`)
}
