import Fuse from 'fuse.js'
import { cardKey, type CardRef } from '../../shared/card'
import { editDistance, looseCardNumber, squash, words } from './text'

export interface IndexedCard extends CardRef {
  altNames: string[]
}

export type NameMatch = { kind: 'found'; card: IndexedCard } | { kind: 'ambiguous'; cards: IndexedCard[] } | { kind: 'none' }

/**
 * The cards a deck can use (its sets, in priority order) with the lookups the deck text format needs:
 * by number, by exact or case-insensitive name, and fuzzy suggestions for names that match nothing.
 */
export class CardIndex {
  readonly sets: readonly string[]
  private readonly byKey = new Map<string, IndexedCard>()
  private readonly byExactName = new Map<string, IndexedCard[]>()
  private readonly byFoldedName = new Map<string, IndexedCard[]>()
  private readonly bySquashedName = new Map<string, IndexedCard[]>()
  private readonly byOtherName = new Map<string, IndexedCard[]>()
  private fuse: Fuse<IndexedCard> | null = null
  /** The length of the longest name or other name, squashed. */
  private longestName = 0

  constructor(sets: readonly string[], cards: readonly IndexedCard[]) {
    this.sets = sets
    const rank = (c: IndexedCard) => sets.indexOf(c.set)
    const ordered = cards.filter((c) => rank(c) >= 0).sort((a, b) => rank(a) - rank(b))
    for (const card of ordered) {
      this.byKey.set(key(card.set, card.number.toUpperCase()), card)
      // Names compared in one Unicode form (NFC): a name typed in NFD, as macOS keyboards give, is the same name.
      const name = card.name.normalize('NFC')
      push(this.byExactName, name, card)
      push(this.byFoldedName, name.toLowerCase(), card)
      push(this.bySquashedName, squash(card.name), card)
      for (const n of card.altNames) push(this.byOtherName, squash(n), card)
      for (const n of [card.name, ...card.altNames]) this.longestName = Math.max(this.longestName, squash(n).length)
    }
  }

  get(set: string, number: string): IndexedCard | undefined {
    return this.byKey.get(key(set, number.toUpperCase()))
  }

  /** An unqualified number means the first of the deck's sets that has it; `c1` and `#C01` mean C001. */
  byNumber(number: string): IndexedCard | undefined {
    const loose = looseCardNumber(number)
    const forms = [number.replace(/^#/, ''), ...(loose?.letters ? [loose.padded] : [])]
    for (const form of forms) {
      for (const set of this.sets) {
        const card = this.get(set, form)
        if (card) return card
      }
    }
    return undefined
  }

  /**
   * The card a name means, as an OCTGN deck's names are read: the exact, case-sensitive name first, else the
   * name without case, else without case, spaces or punctuation ("chun-li" is Chun Li, "E. Honda" E.Honda),
   * else another name of the card ("Akuma" is Gouki). The deck's earliest set wins; two cards of that set
   * answering to the name are ambiguous.
   */
  byName(typed: string): NameMatch {
    const name = typed.normalize('NFC')
    const squashed = squash(name)
    const tiers = [this.byExactName.get(name) ?? this.byFoldedName.get(name.toLowerCase())]
    if (squashed) tiers.push(this.bySquashedName.get(squashed), this.byOtherName.get(squashed))
    const matches = tiers.find((t) => t !== undefined)
    if (!matches) return { kind: 'none' }
    const inFirstSet = [...new Set(matches.filter((c) => c.set === matches[0].set))]
    return inFirstSet.length === 1 ? { kind: 'found', card: inFirstSet[0] } : { kind: 'ambiguous', cards: inFirstSet }
  }

  /**
   * The closest cards to a name that matched nothing, best first; only names that look like it (a few
   * letters apart, or sharing a whole word), so "Ryu" never suggests "Mystery". Never used to resolve.
   */
  suggest(text: string, limit = 3): IndexedCard[] {
    // Longer than any name, it is no misspelt name: and the fuzzy search's cost grows with the text.
    if (text.length > 4 * this.longestName + 40) return []
    const typed = squash(text)
    if (typed.length === 0 || typed.length > this.longestName + 4) return []
    this.fuse ??= new Fuse([...this.byKey.values()], {
      keys: [
        { name: 'name', weight: 2 },
        { name: 'altNames', weight: 1 },
      ],
      threshold: 0.45,
      ignoreLocation: true,
    })
    // Fuse finds the candidates, each word of a full name ("mai shiranui") too: a card may carry only one.
    const candidates = new Set<IndexedCard>()
    for (const pattern of [text, ...nameWords(text)]) for (const r of this.fuse.search(pattern, { limit: limit * 4 })) candidates.add(r.item)
    return nearestNames(text, candidates, limit)
  }
}

/** The words of a typed name that may be a whole name word ("terry bogard" → terry, bogard). */
function nameWords(text: string): Set<string> {
  return new Set(words(text).filter((w) => w.length >= 3))
}

/**
 * The candidates whose names (or other names) look like `text`, nearest first, in their given order when
 * equally near; those that do not look like it at all are left out.
 */
export function nearestNames<T extends { name: string; altNames: readonly string[] }>(text: string, candidates: Iterable<T>, limit: number): T[] {
  const typed = squash(text)
  const typedWords = nameWords(text)
  const closeness = (c: T) => Math.min(...[c.name, ...c.altNames].map((n) => nameDistance(typed, typedWords, n) + Math.abs(n.length - text.length)))
  return [...candidates]
    .map((card, order) => ({ card, rank: closeness(card), order }))
    .filter((r) => r.rank < Infinity)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map((r) => r.card)
}

/**
 * How far a typed name is from a card's name, Infinity when it does not look like it. Nearest are names a
 * few edits apart (two in five letters), then one a prefix of the other ("Chun" → "Chun Li"), then names
 * sharing a whole word, fewest other words first ("mai shiranui" → "Mai" before "Tao (Mai Ling)").
 */
function nameDistance(typed: string, typedWords: Set<string>, name: string): number {
  // "Ken (Promo)", "Ryu (U)": the name without its bracketed tag counts as well.
  const bare = name.replace(/\s*\([^)]*\)/g, '').trim()
  const whole = distanceTo(typed, typedWords, name)
  return bare && bare !== name ? Math.min(whole, distanceTo(typed, typedWords, bare) + 50) : whole
}

function distanceTo(typed: string, typedWords: Set<string>, name: string): number {
  const squashed = squash(name)
  const allowed = Math.max(1, Math.floor(Math.max(typed.length, squashed.length) * 0.4))
  const d = editDistance(typed, squashed, allowed)
  if (d <= allowed) return d * 100
  if (typed.length >= 3 && (squashed.startsWith(typed) || typed.startsWith(squashed))) return 1000
  const nameWords = words(name)
  const shared = nameWords.filter((w) => typedWords.has(w)).length
  return shared ? 2000 + 100 * (nameWords.length - shared) : Infinity
}

function key(set: string, number: string): string {
  return cardKey({ set, number })
}

function push<K, V>(map: Map<K, V[]>, k: K, v: V): void {
  const list = map.get(k)
  if (list) list.push(v)
  else map.set(k, [v])
}
