// A deck's tune as the app and the command ask for it, put together from what the wiring reads for it (TuneBooks:
// the deck's cards and format, the catalogue, the collection, the gauntlet): the pool of cards to swap in, the
// opponents, and the format's check of every swapped deck.
import type { Card } from '../../../../shared/card'
import type { Deck, DeckEntry } from '../../../../shared/deck'
import { invalid } from '../../../../shared/errors'
import { MIN_TUNE_GAMES, type TuneGoalKind, type TunePool } from '../../../../shared/games/cfs/tune'
import type { DuelSide } from '../duel/matchup'
import type { DuelPolicyName } from '../duel/policies'
import type { TuneGoal } from './run'
import { candidateSwaps, type Candidate, type TuneDeck, type TunePlan } from './tune'

/** What a tune reads of the rest of Ringside. */
export interface TuneBooks {
  /** A Card Fighters Special deck laid out for a tune (refused for another game's), at its format's HP or `hp`. */
  deck(deck: Deck, hp?: number): TuneDeck
  /** A deck as the side of a matchup. */
  side(deck: Deck): DuelSide
  /** The gauntlet's decks as sides. */
  gauntlet(): DuelSide[]
  /** The cards of these entries, in their order. */
  cards(entries: readonly DeckEntry[]): Card[]
  /** The cards the deck's format lets Main take: of its sets (else the deck's) and of its kinds. */
  catalogue(deck: Deck): Card[]
  /** Copies of a card the player owns. */
  owned(set: string, number: string): number
  /** Every rule of its format the deck breaks, in words. */
  violations(deck: Deck): string[]
}

export interface TuneAsk {
  goal: TuneGoalKind
  /** The deck a matchup is played against. */
  against?: Deck
  /** The catalogue (the format's cards), the cards owned beyond the deck's copies, or the cards a list names. */
  pool: TunePool
  list?: DeckEntry[]
  games: number
  seed: number
  /** The most swaps measured on `games` games; the rest are screened on fewer first. */
  measure: number
  /** The deck's policy and the opponents', greedy by default. */
  policies?: readonly [DuelPolicyName, DuelPolicyName]
  hp?: number
}

export function tunePlan(books: TuneBooks, deck: Deck, ask: TuneAsk): TunePlan {
  if (!Number.isInteger(ask.games) || ask.games < MIN_TUNE_GAMES) throw invalid(`a tune needs at least ${MIN_TUNE_GAMES} games a swap`, 'games')
  const base = books.deck(deck, ask.hp)
  const policies = ask.policies ?? (['greedy', 'greedy'] as const)
  let goal: TuneGoal = { kind: 'goldfish' }
  if (ask.goal === 'matchup') {
    if (!ask.against) throw invalid('a matchup goal needs the deck to play against', 'against')
    goal = { kind: 'matchup', opponents: [books.side(ask.against)], policies }
  } else if (ask.goal === 'gauntlet') goal = { kind: 'matchup', opponents: books.gauntlet(), policies }
  return {
    deck: base,
    goal,
    goalKind: ask.goal,
    against: goal.kind === 'matchup' ? goal.opponents.map((o) => o.name) : [],
    pool: ask.pool,
    candidates: offerSwaps(books, deck, ask, base),
    games: ask.games,
    seed: ask.seed,
    measure: ask.measure,
  }
}

/**
 * The swaps the asked pool offers a deck (`laid`: the deck laid out for a tune, when the caller has it), each
 * keeping to the deck's format: what each step of a search offers the deck as it now is.
 */
export function offerSwaps(books: TuneBooks, deck: Deck, ask: TuneAsk, laid: TuneDeck = books.deck(deck, ask.hp)): Candidate[] {
  return candidateSwaps(laid, poolCards(books, deck, ask), keepsFormat(books, deck))
}

/** The cards a swap may bring in. */
function poolCards(books: TuneBooks, deck: Deck, ask: TuneAsk): Card[] {
  if (ask.pool === 'list') return books.cards(ask.list ?? [])
  const cards = books.catalogue(deck)
  if (ask.pool === 'catalogue') return cards
  // The collection: a card owned in more copies than the deck holds already.
  const held = (c: Card) => [...deck.main, ...deck.strikers].filter((e) => e.set === c.set && e.number === c.number).reduce((n, e) => n + e.count, 0)
  return cards.filter((c) => books.owned(c.set, c.number) > held(c))
}

/** Whether a swapped Main keeps to the deck's format: it breaks no rule the deck did not break already. */
function keepsFormat(books: TuneBooks, deck: Deck): (main: { card: Card; count: number }[]) => boolean {
  const before = new Set(books.violations(deck))
  return (main) =>
    books.violations({ ...deck, main: main.map((e) => ({ set: e.card.set, number: e.card.number, count: e.count })) }).every((p) => before.has(p))
}
