// A move of the engine in a record's words (docs/game-records.md): `place Ryu 1`, `union 2 3`, `counter with 1`. Said
// before the move is played, since it names cards by where they are now.
import type { Card } from '../../../../shared/card'
import { SEAT_NAMES, type DuelMove, type DuelState, type DuelTarget, type Seat } from '../../../../shared/games/cfs/duel'

export function moveWords(s: DuelState, cards: readonly Card[], seat: Seat, move: DuelMove): string {
  const p = s.players[seat]
  // A card by its name, or by its number where another card of the game has the same name.
  const named = (id: number) => {
    const card = cards[id]
    return cards.some((c) => c.name === card.name && c.number !== card.number) ? card.number : card.name
  }
  const on = (targets: DuelTarget[] | undefined) => (targets?.length ? ` on ${targets.map((t) => `${SEAT_NAMES[t.seat]}${t.slot + 1}`).join(' ')}` : '')
  switch (move.type) {
    case 'place':
      return `place ${named(p.hand[move.hand])} ${move.slot + 1}`
    case 'backup':
      return `backup ${named(p.hand[move.hand])} on ${move.slot + 1}`
    case 'action':
    case 'react':
      return `${move.type} ${named(p.hand[move.hand])}${on(move.on)}`
    case 'arena':
      return `arena ${named(p.hand[move.hand])}`
    case 'striker':
      return `striker ${named(p.strikers[move.striker])} at ${SEAT_NAMES[1 - seat]}${move.at + 1}`
    case 'striker-defends':
      return `striker ${named(p.strikers[move.striker])} defends`
    case 'square':
      return `square ${move.slot + 1}${on(move.on)}`
    case 'attack':
      return `attack ${move.slot + 1}`
    case 'union':
      return `union ${move.slots.map((slot) => slot + 1).join(' ')}`
    case 'counter':
      return `counter with ${move.slot + 1}`
    case 'take':
    case 'end':
      return move.type
  }
}
