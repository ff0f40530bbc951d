// The catalogue: searching and browsing the cards, one card's detail, the sets.
import { z } from 'zod'
import type { Ability, Card, CardArt, CardRef, CardSet } from '../card'
import { cardNumber, setId } from './fields'
import { takes } from './method'

export interface SearchHit extends Card {
  score: number
}

/** What a search answers besides its cards: the sets it covered, and the nearest cards when none matched. */
export interface SearchScope {
  query: string
  total: number
  /** The sets searched: the ones named by `set:`, else the sets searched by default. */
  sets: string[]
  /** When the words match no card: the cards whose names are nearest, best first (never as results). */
  suggestions: CardRef[]
  /** When no card holds every word: the cards listed hold some of them, the first ones `matched` of the `of` words. */
  partial?: { matched: number; of: number }
}

export interface SearchResult extends SearchScope {
  cards: SearchHit[]
}

/** A card as a list shows it. */
export interface CardSummary extends Pick<Card, 'set' | 'number' | 'name' | 'kind' | 'rarity' | 'bp' | 'sp' | 'cost'> {
  ability: { name: string | null; type: Ability['type'] } | null
  /** The content hash of the card's picture, or null. */
  image: string | null
  /** The art drawn inside its frame, or null. */
  art: CardArt | null
  score: number
  /** Copies the player owns (the collection). */
  owned: number
}

export interface BrowseResult extends SearchScope {
  cards: CardSummary[]
  /**
   * False when `total` is only a lower bound: a first page of a large catalogue is found without counting
   * every match, and the next page's answer carries the count.
   */
  counted: boolean
}

export interface CardDetail {
  card: Card
  /** The printed Back-Up names, each with the card it means when the catalogue has it. */
  backedUpBy: { name: string; card: CardRef | null }[]
  /** The characters whose Back-Up lists name this card. */
  canBackUp: CardRef[]
}

export const catalogueApi = {
  searchCards: takes(z.strictObject({ query: z.string().max(1000), limit: z.number().int().min(1).max(1000).optional() })).answers<SearchResult>(),
  browseCards: takes(
    z.strictObject({
      query: z.string().max(1000),
      limit: z.number().int().min(1).max(50_000).optional(),
      offset: z.number().int().min(0).optional(),
    }),
  ).answers<BrowseResult>(),
  getCard: takes(z.strictObject({ set: setId, number: cardNumber })).answers<CardDetail>(),
  listSets: takes(z.undefined()).answers<CardSet[]>(),
  getCards: takes(z.strictObject({ cards: z.array(z.strictObject({ set: setId, number: cardNumber })).max(2000) })).answers<Card[]>(),
}
