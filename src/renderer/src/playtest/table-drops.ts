// What a card dropped somewhere on the goldfish table means: the same Move the buttons send. A drop that has
// no meaning gives null (the place is not lit as a target while dragging); a drop that has one but breaks a
// rule now (a second character this turn, an attack on standby) gives its Move all the same, so main refuses
// it with its reason, as it refuses the button.
import { isCharacter, type Card } from '../../../shared/card'
import type { Move, TableState } from '../../../shared/playtest'

/** A card picked up from the table: from the hand, the Ring, the Strikers, the discard pile or the deck's top. */
export type Dragged =
  { from: 'hand'; index: number } | { from: 'ring'; slot: number } | { from: 'striker'; index: number } | { from: 'discard'; index: number } | { from: 'deck' }

/** Where a card can land: a Ring slot, the play area (actions and arenas), the goldfish, a pile, the hand. */
export type DropPlace = { at: 'slot'; slot: number } | { at: 'play' } | { at: 'goldfish' } | { at: 'discard' } | { at: 'deck' } | { at: 'hand' }

/** What the table knows when it reads a drop. */
export interface DropTable {
  state: Pick<TableState, 'hand' | 'ring' | 'strikers' | 'discard' | 'library'>
  cards: Pick<Card, 'kind'>[]
  /** Per card: its text goes to one character of the player's choice. */
  picksTarget: boolean[]
}

/** The move a drop makes, or null when the card cannot go there. */
export function dropMove(dragged: Dragged, place: DropPlace, table: DropTable): Move | null {
  const { state } = table
  switch (dragged.from) {
    case 'hand': {
      const card = state.hand[dragged.index]
      if (card === undefined) return null
      return fromHand(dragged.index, table.cards[card].kind, table.picksTarget[card] ?? false, place, state.ring)
    }
    case 'ring':
      if (!state.ring[dragged.slot]) return null
      return fromRing(dragged.slot, place, state.ring)
    case 'striker':
      if (state.strikers[dragged.index] === undefined) return null
      return place.at === 'goldfish' ? { type: 'striker', striker: dragged.index } : null
    case 'discard':
      if (state.discard[dragged.index] === undefined) return null
      if (place.at === 'hand') return { type: 'move', from: 'discard', index: dragged.index, to: 'hand' }
      if (place.at === 'deck') return { type: 'move', from: 'discard', index: dragged.index, to: 'library-top' }
      return null
    case 'deck':
      if (!state.library.length) return null
      // The top card by hand, for a text that draws or mills.
      if (place.at === 'hand') return { type: 'move', from: 'library', index: 0, to: 'hand' }
      if (place.at === 'discard') return { type: 'move', from: 'library', index: 0, to: 'discard' }
      return null
  }
  // A payload from another table: it lands nowhere here.
  return null
}

function fromHand(hand: number, kind: Card['kind'], picksTarget: boolean, place: DropPlace, ring: TableState['ring']): Move | null {
  switch (place.at) {
    case 'discard':
      return { type: 'move', from: 'hand', index: hand, to: 'discard' }
    case 'deck':
      return { type: 'move', from: 'hand', index: hand, to: 'library-top' }
    case 'play':
      if (kind === 'action') return { type: 'action', hand }
      if (kind === 'arena') return { type: 'arena', hand }
      return null
    case 'slot':
      // A character enters an empty slot, or backs up the one there; an action aimed at "1 character" goes to it.
      if (isCharacter(kind)) return ring[place.slot] ? { type: 'back-up', hand, slot: place.slot } : { type: 'place', hand, slot: place.slot }
      if (kind === 'action' && picksTarget && ring[place.slot]) return { type: 'action', hand, target: place.slot }
      return null
    default:
      return null
  }
}

function fromRing(slot: number, place: DropPlace, ring: TableState['ring']): Move | null {
  switch (place.at) {
    case 'goldfish':
      return { type: 'attack', slot }
    case 'slot':
      // One character onto another: the two attack together as a Union.
      if (place.slot === slot || !ring[place.slot]) return null
      return { type: 'union', slots: [slot, place.slot].sort((a, b) => a - b) }
    // By hand, for texts the table does not play: KO'd, back to the hand, shuffled into the deck.
    case 'discard':
      return { type: 'override', what: 'ko', slot }
    case 'hand':
      return { type: 'override', what: 'to-hand', slot }
    case 'deck':
      return { type: 'override', what: 'to-deck', slot }
    default:
      return null
  }
}
