// A card list from a query: the first screenful at once, the rest of a long list in pages (the lists
// render only what is on screen), shown as it grows.
import type { CardRef } from '../../../shared/card'
import type { CardSummary } from '../../../shared/contract'
import { ask } from './api'

const FIRST = 300
const PAGE = 20_000

/**
 * Shows the query's cards while `current()` holds (a newer query stops an older one); `first` marks a new
 * list, the later calls the same list grown. Returns the first
 * page's error message, or null; a later page that fails ends the paging.
 */
export async function browsePaged(
  query: string,
  current: () => boolean,
  show: (cards: CardSummary[], total: number, first: boolean, suggestions: CardRef[]) => void,
): Promise<string | null> {
  const first = await ask('browseCards', { query, limit: FIRST })
  if (!current()) return null
  if (!first.ok) return first.error.message
  let cards = first.value.cards
  const total = first.value.total
  show(cards, total, true, first.value.suggestions)
  while (cards.length < total) {
    const more = await ask('browseCards', { query, limit: PAGE, offset: cards.length })
    if (!current() || !more.ok || more.value.cards.length === 0) break
    cards = [...cards, ...more.value.cards]
    show(cards, total, false, [])
  }
  return null
}
