// The player's collection: owned counts by card, what a deck lacks, and the collection as a CSV file.
import { z } from 'zod'
import { MAX_OWNED, type CollectionImport, type DeckLack, type Shortfall } from '../collection'
import { cardNumber, entries, setId } from './fields'
import { takes } from './method'

export type { CollectionImport, DeckLack, MissingCard, OwnedCard, Shortfall } from '../collection'

const card = { set: setId, number: cardNumber }

export const collectionApi = {
  /** Copies owned of one card. */
  ownedCount: takes(z.strictObject(card)).answers<number>(),
  /** Sets a catalogue card's owned count (0 removes it); answers the count set. */
  setOwned: takes(z.strictObject({ ...card, owned: z.number().int().min(0).max(MAX_OWNED) })).answers<number>(),
  /** How many different cards and copies the collection holds. */
  collectionTotals: takes(z.undefined()).answers<{ cards: number; copies: number }>(),
  /**
   * What a deck lacks of the collection, per card; `tracked`: the collection holds any card at all (a player
   * who keeps none is not told that every card is missing).
   */
  deckShortfall: takes(z.strictObject({ main: entries, strikers: entries })).answers<Shortfall & { tracked: boolean }>(),
  /**
   * What each library deck lacks of the collection (copies and different cards; none: it can be built now), by
   * deck id; `tracked` as for deckShortfall.
   */
  libraryShortfalls: takes(z.undefined()).answers<{ tracked: boolean; decks: DeckLack[] }>(),
  /** Asks which collection CSV to read, then sets its counts all or nothing; null when the player cancelled. */
  openCollectionFile: takes(z.undefined()).answers<CollectionImport | null>(),
  /** Writes the collection as CSV where the player chooses; null when they cancelled. */
  saveCollectionFile: takes(z.undefined()).answers<{ path: string; cards: number } | null>(),
}
