// What a card dropped on a sibling game's table means: the same move the card's button sends. A drop with no
// meaning gives null (the place is not lit while dragging); a drop that has one but breaks a rule now (a pick
// in the charge step, a card that does not follow the combo) gives its move all the same, so main refuses it
// with its reason, as it refuses the button.
// Only a card of the hand the player holds the device for is ever picked up: a hidden hand or a face-down card
// carries no payload, so a drag names no card the player may not see.
import type { CcMove, CcPhase } from '../../../shared/games/cc/table'
import type { CsMove, CsPlayer } from '../../../shared/games/cs/table'
import type { TfMove, TfPlayer, TfStep } from '../../../shared/games/tf/table'

/** A Table Fighter card picked up from its player's hand. */
export type TfDragged = { game: 'tf'; player: TfPlayer; card: string }
/** Where it lands: a player's play spot, where the pick is set face down and the combo is played. */
export type TfPlace = { at: 'play'; player: TfPlayer }

export function tfDrop(dragged: unknown, place: TfPlace, step: TfStep): Extract<TfMove, { type: 'pick' | 'combo' }> | null {
  if (!isFrom('tf', dragged) || dragged.player !== place.player) return null
  // In the combo step the card links into the combo; in any other it is the card picked face down.
  return step === 'combo' ? { type: 'combo', card: dragged.card } : { type: 'pick', player: dragged.player, card: dragged.card }
}

/** A Card Shot! card picked up from its player's hand. */
export type CsDragged = { game: 'cs'; player: CsPlayer; card: string }
/** A player's attack place, upright (effect A) or its sideways half (effect B). */
export type CsPlace = { at: 'attack'; player: CsPlayer; sideways: boolean }

export function csDrop(dragged: unknown, place: CsPlace): Extract<CsMove, { type: 'place' }> | null {
  if (!isFrom('cs', dragged) || dragged.player !== place.player) return null
  return { type: 'place', player: dragged.player, card: dragged.card, sideways: place.sideways }
}

/** A Capcom Crossovers card picked up from the hand. */
export type CcDragged = { game: 'cc'; card: string }
/** The combo being laid (in combat); the super meter and the discard pile (in the clean-up). */
export type CcPlace = { at: 'combo' } | { at: 'meter' } | { at: 'discard' }

export function ccDrop(dragged: unknown, place: CcPlace, phase: CcPhase): Extract<CcMove, { type: 'add' | 'bank' | 'discard' }> | null {
  if (!isFrom('cc', dragged)) return null
  switch (place.at) {
    case 'combo':
      return phase === 'combat' ? { type: 'add', card: dragged.card } : null
    case 'meter':
      return phase === 'clean-up' ? { type: 'bank', card: dragged.card } : null
    case 'discard':
      return phase === 'clean-up' ? { type: 'discard', card: dragged.card } : null
  }
}

type Dragged = TfDragged | CsDragged | CcDragged

/** A payload of this game's table; one from another table lands nowhere here. */
function isFrom<G extends Dragged['game']>(game: G, dragged: unknown): dragged is Extract<Dragged, { game: G }> {
  return typeof dragged === 'object' && dragged !== null && (dragged as Dragged).game === game && typeof (dragged as Dragged).card === 'string'
}
