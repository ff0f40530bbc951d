// How the deck panel shows a deck, rows of text or stacks of faces, and how the stacks are grouped; kept across
// restarts like the browser's List/Grid choice.
import type { DeckGrouping } from './deck-visual'

export type DeckView = 'list' | 'visual'
const VIEW_KEY = 'ringside.deck-view'
const GROUPING_KEY = 'ringside.deck-grouping'

export function loadDeckView(): DeckView {
  return localStorage.getItem(VIEW_KEY) === 'visual' ? 'visual' : 'list'
}

export function saveDeckView(view: DeckView): void {
  localStorage.setItem(VIEW_KEY, view)
}

export function loadDeckGrouping(): DeckGrouping {
  return localStorage.getItem(GROUPING_KEY) === 'bp' ? 'bp' : 'kind'
}

export function saveDeckGrouping(grouping: DeckGrouping): void {
  localStorage.setItem(GROUPING_KEY, grouping)
}
