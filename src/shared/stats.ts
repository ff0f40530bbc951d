import type { CardKind } from './card'

export interface BackUpCoverage {
  characters: {
    set: string
    number: string
    name: string
    count: number
    partners: { name: string; number: string | null; inDeck: boolean }[]
  }[]
  /** Characters whose Back-Up names are all missing from the deck (or who have none). */
  unpartnered: { set: string; number: string; name: string }[]
}

export interface DeckStats {
  size: number
  main: number
  strikers: number
  /** Copies in Main whose card is not in the catalogue. */
  unknown: number
  byKind: Record<CardKind, number>
  /** Characters in Main by ability type. */
  byAbility: { triangle: number; circle: number; square: number; none: number }
  /** Characters in Main by BP and by SP: value → copies. */
  bpCurve: { value: number; count: number }[]
  spCurve: { value: number; count: number }[]
  spTotal: number
  spAverage: number | null
  backUp: BackUpCoverage
}
