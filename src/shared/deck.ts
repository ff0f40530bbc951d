// Decks as the domain sees them: counts of (set, number) in the Main and Strikers zones.

export const DEFAULT_SET = 'cfs-base'
export const DEFAULT_FORMAT = 'cfs-classic'

/** Deck files are small; anything larger is refused before it is read. */
export const MAX_DECK_FILE_BYTES = 1_000_000
export const DECK_FILE_TOO_BIG = `larger than ${MAX_DECK_FILE_BYTES / 1e6} MB: not a deck file`
// A deck's limits, far above any real deck (50 to 60 cards) and the same wherever a deck comes in (share code,
// deck text, deck JSON, library file, .o8d, the editor): so a deck that reads can be edited, analysed, played and
// printed, and a few characters of code cannot make one of millions of cards.
/** A deck's name, in UTF-16 units as the IPC schemas count (the database's CHECK counts characters: never fewer). */
export const MAX_DECK_NAME_LENGTH = 200
export const NAME_TOO_LONG = `at most ${MAX_DECK_NAME_LENGTH} characters`
/** Copies of one card in a zone, on one line or added up over several. */
export const MAX_COPIES = 999
/** Different cards in one zone. */
export const MAX_ZONE_ENTRIES = 500
export const ZONE_TOO_BIG = `at most ${MAX_ZONE_ENTRIES} different cards in a zone`
/** Cards in all of a deck's zones together. */
export const MAX_DECK_CARDS = 5_000
/** Cards in one proxy print: about 112 sheets of nine; a PDF takes about 2 ms and 35 KB a card to write. */
export const MAX_PRINT_CARDS = 1_000

/** Why a deck is too big, when the running count of its cards passes MAX_DECK_CARDS at `total`. */
export const tooManyCards = (total: number) => `${total.toLocaleString('en')} cards by here: a deck holds at most ${MAX_DECK_CARDS.toLocaleString('en')} in all`
/** Why a card has too many copies, when its lines add up to `count`. */
export const tooManyCopies = (label: string, count: number) => `${label}: ${count.toLocaleString('en')} copies by here; at most ${MAX_COPIES} of a card`

/** The first limit a deck's zones break, with the field (`main`, `considering.3.count`) and its path, or null. */
export function deckLimitProblem(deck: Pick<Deck, 'main' | 'strikers' | 'considering'>): { field: string; path: (string | number)[]; message: string } | null {
  let total = 0
  for (const zone of DECK_ZONES) {
    const entries = deck[zone] ?? []
    if (entries.length > MAX_ZONE_ENTRIES) return { field: zone, path: [zone], message: ZONE_TOO_BIG }
    for (const [i, e] of entries.entries()) {
      total += e.count
      if (total > MAX_DECK_CARDS) return { field: `${zone}.${i}.count`, path: [zone, i, 'count'], message: tooManyCards(total) }
    }
  }
  return null
}

/** A deck's share code (docs/share-codes.md), alone or in a longer text such as a chat message. */
export const SHARE_CODE_PATTERN = /RS[12]-[A-Za-z0-9_-]{8,}/
/** Text that is a share code of any version, so that a later one is refused by name, not read as deck text. */
export const isShareCode = (text: string): boolean => /^RS\d+-[A-Za-z0-9_-]*$/.test(text.trim())

/** The zones the game plays. */
export type Zone = 'main' | 'strikers'
/** Every zone of a deck: the played ones and Considering, cards the player may put in (legality, stats, play and
 * printing leave it out). */
export type DeckZone = Zone | 'considering'
export const DECK_ZONES: readonly DeckZone[] = ['main', 'strikers', 'considering']

export interface DeckEntry {
  set: string
  number: string
  count: number
}

export interface Deck {
  name: string | null
  /** The `format:` header, if the deck names one. */
  format: string | null
  /** The sets the deck's cards resolve against, in priority order. */
  sets: string[]
  main: DeckEntry[]
  strikers: DeckEntry[]
  /** Cards the player is considering: not part of the deck (none when absent). */
  considering?: DeckEntry[]
  /** The player's notes, carried by deck JSON and library files (not by deck text or share codes). */
  notes?: string
}

/** How a card is named in messages: its number, qualified with its set when that is not the deck's first set. */
export function cardLabel(deck: Pick<Deck, 'sets'>, entry: Pick<DeckEntry, 'set' | 'number'>): string {
  return entry.set === deck.sets[0] ? entry.number : `${entry.set}:${entry.number}`
}

export interface Violation {
  code: ViolationCode
  message: string
  /** Card numbers involved (set-qualified as `set:number` when not from the deck's first set). */
  cards: string[]
  fix: string
}

export type ViolationCode =
  | 'DECK_SIZE'
  | 'COPY_LIMIT'
  | 'LIMITED'
  | 'BANNED'
  | 'SET_NOT_ALLOWED'
  | 'STRIKER_COUNT'
  | 'STRIKER_NOT_CHARACTER'
  | 'STRIKERS_NOT_ALLOWED'
  | 'KIND_NOT_ALLOWED'
  | 'UNKNOWN_CARD'
  | 'NO_CHARACTER'

/** What a player reads for each violation code; the codes stay in JSON and on the command line. */
export const VIOLATION_TITLES: Record<ViolationCode, string> = {
  DECK_SIZE: 'Deck size',
  COPY_LIMIT: 'Too many copies',
  LIMITED: 'Limited card',
  BANNED: 'Banned card',
  SET_NOT_ALLOWED: 'Set not allowed',
  STRIKER_COUNT: 'Strikers',
  STRIKER_NOT_CHARACTER: 'Striker is not a character',
  STRIKERS_NOT_ALLOWED: 'No Strikers in this format',
  KIND_NOT_ALLOWED: 'Kind not allowed',
  UNKNOWN_CARD: 'Card not in the catalogue',
  NO_CHARACTER: 'No character',
}

export interface Legality {
  format: string
  legal: boolean
  size: number
  violations: Violation[]
}

/** A problem reading a deck file, tied to its 1-based line (0 when it concerns the whole file). */
export interface DeckProblem {
  line: number
  message: string
  /** The line as it would read fixed (a misspelt name replaced by the nearest card), when there is one fix. */
  fix?: string
}

/** A deck in the library. */
export interface SavedDeck {
  id: number
  name: string
  format: string
  /** The game its format belongs to (`cfs`). */
  game: string
  sets: string[]
  main: DeckEntry[]
  strikers: DeckEntry[]
  considering: DeckEntry[]
  tags: string[]
  /** The folder it is kept in, as a path ("Tournaments/2026"); '' at the top of the library. */
  folder: string
  /** The player's notes, Markdown shown as plain text. */
  notes: string
  createdAt: string
  updatedAt: string
}

export const MAX_FOLDER_LENGTH = 200
export const MAX_NOTES_LENGTH = 20_000

/** A folder path as the library keeps it: parts trimmed, empty parts dropped, "/" between them. */
export function cleanFolder(path: string): string {
  return path
    .split(/[\\/]/)
    .map((part) =>
      part
        .replace(/\p{Cc}/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join('/')
}

/** A deck as File → Open Recent names it. */
export interface RecentDeck {
  id: number
  name: string
}

export interface DeckSummary {
  id: number
  name: string
  format: string
  tags: string[]
  folder: string
  size: number
  legal: boolean
  updatedAt: string
}

export interface DeckVersion {
  id: number
  deckId: number
  label: string
  size: number
  createdAt: string
}

/** One side of a diff: a deck as it is now, or one of its saved versions. */
export type DeckSource = { deck: number } | { version: number }

export interface DiffLine {
  zone: DeckZone
  set: string
  number: string
  name: string | null
  from: number
  to: number
}

export interface DeckDiff {
  from: string
  to: string
  /** Only the cards whose counts differ, Main first, in card-number order. */
  lines: DiffLine[]
}
