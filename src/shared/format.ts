import type { CardKind } from './card'

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
  }
  hp: { choices: number[]; default: number }
}
