// A card list from a query: the first screenful at once, the rest of a long list in pages (the lists
// render only what is on screen), shown as it grows.
import type { CardRef } from '../../../shared/card'
import type { CardSummary } from '../../../shared/contract'
import { ask } from './api'

const FIRST = 300
const PAGE = 20_000
/**
 * The rest of a list, and the count of a broad query, are asked for once the player has stopped typing
 * for this long, so that a keystroke never waits behind them in main.
 */
const FOLLOW_UP_MS = 150

/** What a list shows: its cards so far, and how many there are (at least, until `counted`). */
export interface Listing {
  cards: CardSummary[]
  total: number
  counted: boolean
  /** A new list (the first page of a query), rather than the same list grown or counted. */
  first: boolean
  /** The nearest cards when the words matched none (first page only). */
  suggestions: CardRef[]
  /** When no card holds every word: how many of the words the first cards hold (first page only). */
  partial?: { matched: number; of: number }
}

/** The words for a list's count: "1 card", "1,234 cards", or "300+ cards" until it is counted. */
export function countText({ total, counted }: Pick<Listing, 'total' | 'counted'>): string {
  return `${total.toLocaleString('en')}${counted ? '' : '+'} ${total === 1 && counted ? 'card' : 'cards'}`
}

/**
 * Shows the query's cards while `current()` holds (a newer query stops an older one). Returns the first
 * page's error message, or null; a later page that fails ends the paging.
 */
export async function browsePaged(query: string, current: () => boolean, show: (listing: Listing) => void): Promise<string | null> {
  const first = await ask('browseCards', { query, limit: FIRST })
  if (!current()) return null
  if (!first.ok) return first.error.message
  let { cards, total, counted } = first.value
  show({ cards, total, counted, first: true, suggestions: first.value.suggestions, ...(first.value.partial ? { partial: first.value.partial } : {}) })
  const more = () => !counted || cards.length < total
  if (more()) await new Promise((resolve) => setTimeout(resolve, FOLLOW_UP_MS))
  while (current() && more()) {
    const page = await ask('browseCards', { query, limit: PAGE, offset: cards.length })
    if (!current() || !page.ok) break
    if (page.value.cards.length > 0) cards = [...cards, ...page.value.cards]
    ;({ total, counted } = page.value)
    show({ cards, total, counted, first: false, suggestions: [] })
    if (page.value.cards.length === 0) break
  }
  return null
}
