// What a card dropped on the Capcom Crossovers table means (see play/table-drops.ts).
import type { CcMove, CcPhase } from '../../../../shared/games/cc/table'
import { isFrom } from '../../play/table-drops'

/** A Capcom Crossovers card picked up from the hand. */
export type CcDragged = { game: 'cc'; card: string }
/** The combo being laid (in combat); the super meter and the discard pile (in the clean-up). */
export type CcPlace = { at: 'combo' } | { at: 'meter' } | { at: 'discard' }

export function ccDrop(dragged: unknown, place: CcPlace, phase: CcPhase): Extract<CcMove, { type: 'add' | 'bank' | 'discard' }> | null {
  if (!isFrom<CcDragged>('cc', dragged)) return null
  switch (place.at) {
    case 'combo':
      return phase === 'combat' ? { type: 'add', card: dragged.card } : null
    case 'meter':
      return phase === 'clean-up' ? { type: 'bank', card: dragged.card } : null
    case 'discard':
      return phase === 'clean-up' ? { type: 'discard', card: dragged.card } : null
  }
}
