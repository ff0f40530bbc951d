// A move of Capcom Crossovers for two in the words a player reads on its button: "Attack: 4S basic attack (4)",
// "Counter: JC Hadouken", "Tag in Ryu: discard 4S 4H".
import type { CcDuelMove, CcDuelState, CcSeat } from '../../../../shared/games/cc/duel'
import type { CcDuel } from './engine'
import { singleAttacks } from './moves'

export function moveWords(duel: CcDuel, s: CcDuelState, seat: CcSeat, move: CcDuelMove): string {
  const sheet = duel.sheet(s, seat)
  const attack = (cards: readonly string[], named?: string, counter = false) => {
    if (cards.length === 2 && cards[0] === 'X' && cards[1] === 'X') {
      const read = duel.tagSuper(s, seat)
      return typeof read === 'string' ? 'X X tag super' : `X X ${read.step.move} (${read.step.damage})`
    }
    const option = singleAttacks(sheet, cards, counter).find((o) => o.cards.length === cards.length && (named === undefined || o.move === named))
    return option ? `${cards.join(' ')} ${option.step.move} (${option.step.damage})` : cards.join(' ')
  }
  switch (move.type) {
    case 'mulligan':
      return 'Mulligan: shuffle the hand back and draw seven again'
    case 'keep':
      return 'Keep the hand'
    case 'draw':
      return `Draw ${move.count}`
    case 'block':
      return `Block with ${move.card} (face down)`
    case 'attack':
      return `Attack: ${attack(move.cards, move.move)}`
    case 'pass':
      return 'Pass: no attack, no block'
    case 'take':
      return 'Take it'
    case 'dodge':
      return `Dodge (flip the top card: ${sheet.agility} or less avoids it)`
    case 'counter':
      return `Counter: ${attack(move.cards, move.move, true)}`
    case 'tech':
      return `Tech hit: ${move.cards.join(' ')}`
    case 'variable-counter':
      return `Variable counter: ${duel.sheet(s, seat, true).name}'s ${move.move ?? '[VC] move'} (a joker)`
    case 'combo':
      return move.cards.length === 0 ? 'End the combo' : `Combo on: ${move.cards.join(' ')}`
    case 'shot':
      return move.cards.length === 0 ? 'No ranged attack' : `Ranged attack: ${attack(move.cards, move.move)}`
    case 'bank':
      return `${move.card} to the super meter`
    case 'discard':
      return `Discard ${move.card}`
    case 'search':
      return `Fetch ${move.ace} from the ${move.from === 'draw' ? 'draw pile' : 'discard pile'} (pay ${move.pay.join(' ')})`
    case 'tag':
      return `Tag in ${duel.sheet(s, seat, true).name}: discard ${move.cards.join(' ')}`
    case 'recover':
      return `${duel.sheet(s, seat, true).name} recovers ${duel.sheet(s, seat, true).defenseBonus} HP: discard ${move.card}`
    case 'joker-back':
      return `Shuffle a joker back into the draw pile (pay ${move.pay.join(' ')})`
    case 'end-turn':
      return 'End the turn'
  }
}
