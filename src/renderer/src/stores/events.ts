// What happens in one part of the app that others must follow: named, typed events instead of counter props
// and calls into another component.
import type { OwnedCard } from '../../../shared/collection'
import type { SavedDeck } from '../../../shared/deck'

export interface AppEvents {
  /** The Cards screen wrote to the catalogue: lists, the open card and the deck's cards are read again. */
  'catalogue.changed': void
  /** An owned count changed (null: many, from a collection file): lists showing counts follow. */
  'collection.changed': OwnedCard | null
  /** A deck was opened, created or changed in the library: the deck list is read again. */
  'library.changed': void
  /** A deck left the library (it can be brought back). */
  'deck.deleted': Pick<SavedDeck, 'id' | 'name'>
  /** A card file dropped on the window while the Cards screen is open. */
  'cards.file-dropped': File
  /** A character file dropped on the window while the Characters screen is open. */
  'characters.file-dropped': File
  /** Undo (Ctrl+Z or the Edit menu) while the Characters screen is open: the open table's last move. */
  'characters.undo': void
  /** Help → Search Queries: the search box's operator list opens. */
  'query-help.open': void
}

type Listener<T> = (payload: T) => void

export class EventBus<E extends object> {
  private readonly listeners = new Map<keyof E, Set<Listener<never>>>()

  /** Listens to one event; the function it returns stops listening (an $effect's cleanup). */
  on<K extends keyof E>(name: K, listener: Listener<E[K]>): () => void {
    let set = this.listeners.get(name)
    if (!set) this.listeners.set(name, (set = new Set()))
    set.add(listener as Listener<never>)
    return () => set.delete(listener as Listener<never>)
  }

  emit<K extends keyof E>(name: K, ...payload: E[K] extends void ? [] : [E[K]]): void {
    for (const listener of this.listeners.get(name) ?? []) (listener as Listener<E[K]>)(payload[0] as E[K])
  }
}

/** The app's events. */
export const events = new EventBus<AppEvents>()
