import Fuse from 'fuse.js'
import type { CardRef } from '../../shared/card'
import { editDistance, squash } from './text'

export interface IndexedCard extends CardRef {
  altNames: string[]
}

export type NameMatch =
  | { kind: 'found'; card: IndexedCard }
  | { kind: 'ambiguous'; cards: IndexedCard[] }
  | { kind: 'none' }

/**
 * The cards a deck can use (its sets, in priority order) with the lookups the deck text format needs:
 * by number, by exact or case-insensitive name, and fuzzy suggestions for names that match nothing.
 */
export class CardIndex {
  readonly sets: readonly string[]
  private readonly byKey = new Map<string, IndexedCard>()
  private readonly byExactName = new Map<string, IndexedCard[]>()
  private readonly byFoldedName = new Map<string, IndexedCard[]>()
  private fuse: Fuse<IndexedCard> | null = null

  constructor(
    sets: readonly string[],
    cards: readonly IndexedCard[],
  ) {
    this.sets = sets
    const rank = (c: IndexedCard) => sets.indexOf(c.set)
    const ordered = cards.filter((c) => rank(c) >= 0).sort((a, b) => rank(a) - rank(b))
    for (const card of ordered) {
      this.byKey.set(key(card.set, card.number.toUpperCase()), card)
      push(this.byExactName, card.name, card)
      push(this.byFoldedName, card.name.toLowerCase(), card)
    }
  }

  get(set: string, number: string): IndexedCard | undefined {
    return this.byKey.get(key(set, number.toUpperCase()))
  }

  /** An unqualified number means the first of the deck's sets that has it. */
  byNumber(number: string): IndexedCard | undefined {
    for (const set of this.sets) {
      const card = this.get(set, number)
      if (card) return card
    }
    return undefined
  }

  /** Exact, case-sensitive name first, else a unique case-insensitive match; the deck's earliest set wins. */
  byName(name: string): NameMatch {
    const matches = this.byExactName.get(name) ?? this.byFoldedName.get(name.toLowerCase())
    if (!matches) return { kind: 'none' }
    const inFirstSet = matches.filter((c) => c.set === matches[0].set)
    return inFirstSet.length === 1 ? { kind: 'found', card: inFirstSet[0] } : { kind: 'ambiguous', cards: inFirstSet }
  }

  /** The closest cards to a name that matched nothing, best first. Never used to resolve. */
  suggest(text: string, limit = 3): IndexedCard[] {
    this.fuse ??= new Fuse([...this.byKey.values()], {
      keys: [
        { name: 'name', weight: 2 },
        { name: 'altNames', weight: 1 },
      ],
      threshold: 0.45,
      ignoreLocation: true,
    })
    // Fuse finds the candidates; the closest spelling of the whole name ranks them.
    const typed = squash(text)
    const closeness = (c: IndexedCard) =>
      Math.min(...[c.name, ...c.altNames].map((n) => editDistance(typed, squash(n), 64) * 100 + Math.abs(n.length - text.length)))
    return this.fuse
      .search(text, { limit: limit * 4 })
      .map((r, order) => ({ card: r.item, rank: closeness(r.item), order }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .slice(0, limit)
      .map((r) => r.card)
  }
}

function key(set: string, number: string): string {
  return `${set}\u0000${number}`
}

function push<K, V>(map: Map<K, V[]>, k: K, v: V): void {
  const list = map.get(k)
  if (list) list.push(v)
  else map.set(k, [v])
}
