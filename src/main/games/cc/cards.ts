// The playing cards Capcom Crossovers is played with: a standard 52-card deck, plus two jokers for tag battles.
// Cards are written rank then suit ("4S", "10C", "QH"); a joker is "X".

export type Suit = 'S' | 'H' | 'D' | 'C'
export type NumberRank = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10
export type FaceRank = 'J' | 'Q' | 'K'
export type Rank = NumberRank | FaceRank | 'A'

export type Card = { readonly rank: Rank; readonly suit: Suit } | { readonly rank: 'X' }

export type CardResult = { ok: true; card: Card } | { ok: false; problem: string }
export type CardsResult = { ok: true; cards: Card[] } | { ok: false; problem: string; at: number }

const SUITS: Readonly<Record<string, Suit>> = {
  S: 'S',
  H: 'H',
  D: 'D',
  C: 'C',
  '♠': 'S',
  '♥': 'H',
  '♦': 'D',
  '♣': 'C',
}
const LETTER_RANKS: ReadonlySet<string> = new Set(['J', 'Q', 'K', 'A'])

/** Reads one card, in any case; the rule book's suit symbols (4♠) are read too. */
export function parseCard(text: string): CardResult {
  const written = text.trim().toUpperCase()
  if (written === '') return refuse(text, 'there is nothing there')
  if (written === 'X') return { ok: true, card: { rank: 'X' } }
  if (written.startsWith('X')) return refuse(text, 'a joker is written X alone, with no suit')
  const suit = SUITS[written.slice(-1)]
  if (suit === undefined) return refuse(text, 'it must end in a suit: S, H, D or C')
  const rank = readRank(written.slice(0, -1))
  if (rank === null) return refuse(text, 'the rank must be 2 to 10, J, Q, K or A')
  return { ok: true, card: { rank, suit } }
}

function readRank(written: string): Rank | null {
  if (LETTER_RANKS.has(written)) return written as FaceRank | 'A'
  if (!/^\d+$/.test(written)) return null
  const value = Number(written)
  return value >= 2 && value <= 10 && String(value) === written ? (value as NumberRank) : null
}

function refuse(text: string, why: string): { ok: false; problem: string } {
  return { ok: false, problem: `"${text}" is not a card: ${why}` }
}

/** Reads a list of cards separated by spaces (or commas); a bad one is named by its place in the list. */
export function parseCards(text: string): CardsResult {
  const words = text.split(/[\s,]+/).filter((word) => word !== '')
  const cards: Card[] = []
  for (const [at, word] of words.entries()) {
    const read = parseCard(word)
    if (!read.ok) return { ok: false, problem: `card ${at + 1} of ${words.length}: ${read.problem}`, at }
    cards.push(read.card)
  }
  return { ok: true, cards }
}

export function formatCard(card: Card): string {
  return card.rank === 'X' ? 'X' : `${card.rank}${card.suit}`
}

export function formatCards(cards: readonly Card[]): string {
  return cards.map(formatCard).join(' ')
}

/** A number card's value (2–10); null for face cards, aces and jokers. */
export function numberValue(card: Card): NumberRank | null {
  return typeof card.rank === 'number' ? card.rank : null
}
