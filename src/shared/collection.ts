// The player's collection as the page and the command see it: owned counts by (set, number), and what a deck
// lacks of them. Pure, so the deck panel, the print dialog and main compute a shortfall the same way.
import type { Deck, DeckEntry } from './deck'

/** At most this many copies of one card are counted. */
export const MAX_OWNED = 999

export interface OwnedCard {
  set: string
  number: string
  owned: number
}

/** Why a count is refused, or null when it is a whole number from 0 to MAX_OWNED. */
export function ownedProblem(value: unknown): string | null {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_OWNED ? null : `a whole number from 0 to ${MAX_OWNED}`
}

/** A problem of a collection file. */
export interface CollectionProblem {
  /** The file's line (1 is the header); 0 for the file as a whole. */
  line: number
  /** The column at fault, when one is. */
  field?: string
  message: string
}

/** Reading a collection file: how many cards' counts it set, or every problem (and nothing set). */
export type CollectionImport = { ok: true; cards: number } | { ok: false; fileName: string; problems: CollectionProblem[] }

/** `file:line: field: message`, as the command and the app show a problem. */
export function problemLine(fileName: string, p: CollectionProblem): string {
  return `${fileName}:${p.line ? `${p.line}:` : ''} ${p.field ? `${p.field}: ` : ''}${p.message}`
}

/** One card a deck holds more copies of than the player owns. */
export interface MissingCard {
  set: string
  number: string
  /** Copies in the deck, Main and Strikers together. */
  count: number
  owned: number
  /** count − owned, always > 0. */
  missing: number
}

/** What a deck lacks: every card short, the copies lacking in all, and how many different cards. */
export interface Shortfall {
  cards: MissingCard[]
  copies: number
  different: number
}

/** What a library deck lacks of the collection: 0 copies, and it can be built now. */
export interface DeckLack {
  id: number
  copies: number
  different: number
}

/** The key a card's count is kept under. */
export function ownedKey(set: string, number: string): string {
  return `${set}\u0000${number.toUpperCase()}`
}

/** The cards of a deck the player has fewer copies of than it holds (a card in Main and Strikers counts once). */
export function shortfall(deck: Pick<Deck, 'main' | 'strikers'>, owned: (set: string, number: string) => number): Shortfall {
  const counts = new Map<string, { set: string; number: string; count: number }>()
  for (const e of [...deck.main, ...deck.strikers]) {
    const key = ownedKey(e.set, e.number)
    const seen = counts.get(key)
    if (seen) seen.count += e.count
    else counts.set(key, { set: e.set, number: e.number, count: e.count })
  }
  const cards: MissingCard[] = []
  for (const c of counts.values()) {
    const have = owned(c.set, c.number)
    if (c.count > have) cards.push({ ...c, owned: have, missing: c.count - have })
  }
  return { cards, copies: cards.reduce((n, c) => n + c.missing, 0), different: cards.length }
}

/**
 * The copies of a deck the player lacks, as a deck: each card's owned copies cover Main first, then Strikers;
 * what is left uncovered stays. Entries with nothing left go.
 */
export function missingCopies<D extends Pick<Deck, 'main' | 'strikers'>>(deck: D, owned: (set: string, number: string) => number): D {
  const left = new Map<string, number>()
  const take = (entries: DeckEntry[]) =>
    entries.flatMap((e) => {
      const key = ownedKey(e.set, e.number)
      const cover = Math.min(e.count, left.get(key) ?? owned(e.set, e.number))
      left.set(key, (left.get(key) ?? owned(e.set, e.number)) - cover)
      return e.count > cover ? [{ ...e, count: e.count - cover }] : []
    })
  const main = take(deck.main)
  return { ...deck, main, strikers: take(deck.strikers) }
}

/** "Missing 5 cards (3 different)", or null when nothing is missing. */
export function shortfallLine(s: Shortfall): string | null {
  if (s.copies === 0) return null
  return `Missing ${s.copies} ${s.copies === 1 ? 'card' : 'cards'} (${s.different} different)`
}
