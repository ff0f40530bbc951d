// What a card dropped on the Card Shot! table means (see play/table-drops.ts).
import type { CsMove, CsPlayer } from '../../../../shared/games/cs/table'
import { isFrom } from '../../play/table-drops'

/** A Card Shot! card picked up from its player's hand. */
export type CsDragged = { game: 'cs'; player: CsPlayer; card: string }
/** A player's attack place, upright (effect A) or its sideways half (effect B). */
export type CsPlace = { at: 'attack'; player: CsPlayer; sideways: boolean }

export function csDrop(dragged: unknown, place: CsPlace): Extract<CsMove, { type: 'place' }> | null {
  if (!isFrom<CsDragged>('cs', dragged) || dragged.player !== place.player) return null
  return { type: 'place', player: dragged.player, card: dragged.card, sideways: place.sideways }
}
