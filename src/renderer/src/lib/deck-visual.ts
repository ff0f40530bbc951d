// The deck as stacks of faces: its cards in columns by kind or by BP band, each distinct card once with its
// count, each column with its total. Pure, so the grouping is tested without a page.
import type { Card, CardKind } from '../../../shared/card'
import type { DeckEntry } from '../../../shared/deck'

export type DeckGrouping = 'kind' | 'bp'

export const GROUPINGS: { id: DeckGrouping; label: string }[] = [
  { id: 'kind', label: 'Kind' },
  { id: 'bp', label: 'BP' },
]

/** One distinct card in a stack: the card itself, once the catalogue has answered, and how many copies. */
export interface StackedCard {
  set: string
  number: string
  count: number
  card: Card | undefined
}

export interface DeckColumn {
  id: string
  title: string
  /** Copies in the column, not distinct cards. */
  total: number
  cards: StackedCard[]
}

/**
 * BP bands for characters. The shipped sets run 100-1500 BP with most characters at 300-700, so the bands split
 * the low drops, the two crowded middles and the heavy hitters about evenly.
 */
export const BP_BANDS: { id: string; title: string; upTo: number }[] = [
  { id: 'bp-300', title: 'BP ≤300', upTo: 300 },
  { id: 'bp-500', title: 'BP 400–500', upTo: 500 },
  { id: 'bp-700', title: 'BP 600–700', upTo: 700 },
  { id: 'bp-800', title: 'BP 800+', upTo: Infinity },
]

const KIND_TITLES: Record<CardKind, string> = { capcom: 'Capcom', snk: 'SNK', action: 'Actions', reaction: 'Reactions', arena: 'Arenas' }
const KIND_ORDER: CardKind[] = ['capcom', 'snk', 'action', 'reaction', 'arena']
const UNKNOWN = { id: 'unknown', title: 'Not in the catalogue' }
const NO_BP = { id: 'bp-none', title: 'No BP' }

/** The column a card goes in. Actions, reactions and arenas keep their own column when grouping by BP. */
function columnOf(card: Card | undefined, by: DeckGrouping): { id: string; title: string } {
  if (!card) return UNKNOWN
  if (by === 'kind' || (card.kind !== 'capcom' && card.kind !== 'snk')) return { id: card.kind, title: KIND_TITLES[card.kind] }
  if (card.bp === null) return NO_BP
  const band = BP_BANDS.find((b) => card.bp! <= b.upTo)!
  return { id: band.id, title: band.title }
}

/** Column order: by kind as the list orders kinds; by BP low to high, then the cards without BP. */
const ORDER: Record<DeckGrouping, string[]> = {
  kind: [...KIND_ORDER, UNKNOWN.id],
  bp: [...BP_BANDS.map((b) => b.id), NO_BP.id, 'action', 'reaction', 'arena', UNKNOWN.id],
}

/** Within a column: cheapest first (BP for characters, cost for the rest), then by number. */
function weight(s: StackedCard): number {
  return s.card?.bp ?? s.card?.cost ?? Infinity
}

/** A zone's cards in columns; empty columns are left out. `lookup` finds an entry's card, if it is known. */
export function groupDeck(entries: readonly DeckEntry[], lookup: (entry: DeckEntry) => Card | undefined, by: DeckGrouping): DeckColumn[] {
  const columns = new Map<string, DeckColumn>()
  for (const entry of entries) {
    if (entry.count <= 0) continue
    const card = lookup(entry)
    const { id, title } = columnOf(card, by)
    let column = columns.get(id)
    if (!column) columns.set(id, (column = { id, title, total: 0, cards: [] }))
    column.cards.push({ set: entry.set, number: entry.number, count: entry.count, card })
    column.total += entry.count
  }
  for (const column of columns.values()) column.cards.sort((a, b) => weight(a) - weight(b) || a.number.localeCompare(b.number) || a.set.localeCompare(b.set))
  return ORDER[by].flatMap((id) => columns.get(id) ?? [])
}
