// What a card dropped on the Table Fighter table means (see play/table-drops.ts).
import type { TfMove, TfPlayer, TfStep } from '../../../../shared/games/tf/table'
import { isFrom } from '../../play/table-drops'

/** A Table Fighter card picked up from its player's hand. */
export type TfDragged = { game: 'tf'; player: TfPlayer; card: string }
/** Where it lands: a player's play spot, where the pick is set face down and the combo is played. */
export type TfPlace = { at: 'play'; player: TfPlayer }

export function tfDrop(dragged: unknown, place: TfPlace, step: TfStep): Extract<TfMove, { type: 'pick' | 'combo' }> | null {
  if (!isFrom<TfDragged>('tf', dragged) || dragged.player !== place.player) return null
  // In the combo step the card links into the combo; in any other it is the card picked face down.
  return step === 'combo' ? { type: 'combo', card: dragged.card } : { type: 'pick', player: dragged.player, card: dragged.card }
}
