// The card model shared by every layer. A card is identified by (set, number).

export const CARD_KINDS = ['capcom', 'snk', 'action', 'reaction', 'arena'] as const
export type CardKind = (typeof CARD_KINDS)[number]

/** Capcom and SNK cards are characters: they enter the Ring, back up and strike. */
export const CHARACTER_KINDS: readonly CardKind[] = ['capcom', 'snk']

export const ABILITY_TYPES = ['triangle', 'circle', 'square'] as const
export type AbilityType = (typeof ABILITY_TYPES)[number]

export const RARITIES = ['D', 'C', 'B', 'A', 'S'] as const

/** The letter a card number starts with, by kind: C001 Capcom, S001 SNK, A001 action, R001 reaction, F001 arena (field). */
/** The longest name and text a card holds, and the most entries in its Back-Up list and its other names. */
export const CARD_LENGTHS = {
  name: 120,
  text: 2000,
  /** Entries in a Back-Up list, and other names: as many as a card form takes. */
  backups: 20,
  altNames: 20,
} as const

export const NUMBER_LETTERS: Record<CardKind, string> = { capcom: 'C', snk: 'S', action: 'A', reaction: 'R', arena: 'F' }

/** The number for a new card of a kind: one past the highest of its letter among `taken` (C001 when none). */
export function nextNumber(kind: CardKind, taken: Iterable<string>): string {
  const letter = NUMBER_LETTERS[kind]
  let highest = 0
  for (const n of taken) if (n[0]?.toUpperCase() === letter) highest = Math.max(highest, Number.parseInt(n.slice(1), 10) || 0)
  return `${letter}${String(highest + 1).padStart(3, '0')}`
}

export interface Ability {
  name: string | null
  type: AbilityType | null
  text: string
}

/** One printed Back-Up name; `number` is the card in the same set it means, when known. */
export interface BackUpName {
  name: string
  number: string | null
}

export interface Card {
  set: string
  number: string
  name: string
  kind: CardKind
  rarity: string | null
  bp: number | null
  sp: number | null
  cost: number | null
  ability: Ability | null
  /** An action's, reaction's or arena's own text. */
  text: string | null
  /** The printed Back-Up list, repeats kept: a name may back up once per listing. */
  backups: BackUpName[]
  altNames: string[]
  origin: string | null
  /** The content hash of the card's picture, when one is attached (read from the database only). */
  image?: string
  /** Art drawn inside the face's frame, when attached (read from the database only); a picture (`image`) wins. */
  art?: CardArt
}

/**
 * A stored picture drawn in the face's art box, cropped to fill it: `x` and `y` (0–1 across and down the picture)
 * is the point at the box's centre where the edges allow, and `zoom` (1–4) enlarges past filling the box.
 */
export interface CardArt {
  hash: string
  /** The stored picture's pixels, so a face places it before it loads. */
  width: number
  height: number
  x: number
  y: number
  zoom: number
}

export const DEFAULT_CROP = { x: 0.5, y: 0.5, zoom: 1 } as const
export const MAX_ART_ZOOM = 4

export interface CardRef {
  set: string
  number: string
  name: string
  kind: CardKind
}

export interface CardSet {
  id: string
  name: string
  shipped: boolean
  cards: number
  /** Searched when a query names no set (`set:`): the base set and new sets; not copies or optional extras. */
  searched: boolean
  /** The game its cards belong to (`cfs`). */
  game: string
  /** Its own card back (a stored picture's hash), printed behind its cards; absent: the game's. */
  back?: string
}

/** One string per card, (set, number): for maps and sets of cards. */
export function cardKey(card: { set: string; number: string }): string {
  return `${card.set}\u0000${card.number}`
}

export function isCharacter(kind: CardKind): boolean {
  return CHARACTER_KINDS.includes(kind)
}
