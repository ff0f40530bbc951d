// The player's collection as the page follows it: a revision that every view showing owned counts or what a
// deck lacks reads again when it moves, and the one way the page changes a count.
import type { OwnedCard } from '../../../shared/collection'
import { call } from '../lib/api'
import { events } from './events'

export const collection = $state({ revision: 0 })

/** Sets a card's owned count in main; answers the count kept. */
export async function setOwned(card: { set: string; number: string }, owned: number): Promise<number> {
  const kept = await call('setOwned', { set: card.set, number: card.number, owned })
  collection.revision++
  events.emit('collection.changed', { set: card.set, number: card.number, owned: kept })
  return kept
}

/** Many counts changed at once (a collection file read): everything showing them reads them again. */
export function collectionReplaced(): void {
  collection.revision++
  events.emit('collection.changed', null)
}

export type { OwnedCard }
