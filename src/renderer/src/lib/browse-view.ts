// How the card browser shows its cards, rows of text or a grid of faces, kept across restarts like the theme.
export type BrowseView = 'list' | 'grid'
const KEY = 'ringside.browse-view'

export function loadBrowseView(): BrowseView {
  return localStorage.getItem(KEY) === 'grid' ? 'grid' : 'list'
}

export function saveBrowseView(view: BrowseView): void {
  localStorage.setItem(KEY, view)
}
