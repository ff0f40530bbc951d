import type { CardKind } from './card'

/** A card on a format's limited list: at most `copies` of it, Strikers included. */
export interface LimitedCard {
  card: string
  copies: 1 | 2
}

/**
 * A deck format is data: the legality checker reads these fields and has no per-format branches.
 * `construction` leaves room for the sibling games (poker decks plus a character sheet, fixed ordered decks).
 */
export interface Format {
  id: string
  name: string
  game: string
  description: string
  construction: {
    kind: 'constructed'
    /** Total cards, Strikers included. */
    deckSize: number
    /** Most copies of one (set, number), Strikers included. */
    copyLimit: number
    /** Strikers pulled before the shuffle, or null when the format has no Strikers zone. */
    strikers: { count: number; kinds: CardKind[] } | null
    allowedKinds: CardKind[]
    /** The sets a deck may draw its cards from (set ids), or null for every set. */
    sets: string[] | null
    /** Cards no deck may hold, by number as printed (C017): the card of that number in every set. */
    banned: string[]
    /** Cards a deck may hold fewer copies of than the copy limit, by number: at most 1 or 2. */
    limited: LimitedCard[]
  }
  hp: { choices: number[]; default: number }
  /**
   * The card data it was made for: each set's version (a hash of its cards) when the format was made, by set id.
   * Absent when not said (the shipped formats follow the data they ship with).
   */
  cards?: Record<string, string>
}

/** A problem of a format the player makes, by its field (`construction.deckSize`, `hp.default`; '' for the whole). */
export interface FormatProblem {
  field: string
  message: string
}

export type FormatCheck = { ok: true; format: Format } | { ok: false; problems: FormatProblem[] }
