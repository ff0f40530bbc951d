import { cardKey } from '../../shared/card'
import { DECK_ZONES, type DeckDiff, type DeckEntry, type DiffLine } from '../../shared/deck'

type Zones = { main: DeckEntry[]; strikers: DeckEntry[]; considering?: DeckEntry[] }

/** A quantity-aware diff: for each card and zone, how many copies each side has, where they differ. */
export function diffDecks(from: Zones, to: Zones, labels: { from: string; to: string }, nameOf: (set: string, number: string) => string | undefined): DeckDiff {
  const lines: DiffLine[] = []
  for (const zone of DECK_ZONES) {
    const counts = new Map<string, { set: string; number: string; from: number; to: number }>()
    const add = (entries: DeckEntry[], side: 'from' | 'to') => {
      for (const e of entries) {
        const key = cardKey(e)
        const row = counts.get(key) ?? { set: e.set, number: e.number, from: 0, to: 0 }
        row[side] += e.count
        counts.set(key, row)
      }
    }
    add(from[zone] ?? [], 'from')
    add(to[zone] ?? [], 'to')
    const changed = [...counts.values()].filter((r) => r.from !== r.to)
    changed.sort((a, b) => a.set.localeCompare(b.set) || a.number.localeCompare(b.number))
    for (const r of changed) lines.push({ zone, ...r, name: nameOf(r.set, r.number) ?? null })
  }
  return { from: labels.from, to: labels.to, lines }
}
