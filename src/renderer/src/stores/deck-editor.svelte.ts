// The deck being edited: its cards, undo/redo history, live analysis from main and autosave.
import type { Card } from '../../../shared/card'
import type { DeckAnalysis } from '../../../shared/contract'
import type { DeckEntry, DeckZone, SavedDeck } from '../../../shared/deck'
import { call } from '../lib/api'
import { latest } from '../lib/latest'
import { cardKey } from '../lib/keys'

type Content = Pick<SavedDeck, 'name' | 'format' | 'sets' | 'main' | 'strikers' | 'considering'>

const HISTORY_LIMIT = 200

export class DeckEditor {
  deck: SavedDeck | null = $state.raw(null)
  analysis: DeckAnalysis | null = $state.raw(null)
  /** Cards in the deck, by cardKey, for names and stats. */
  cards: Map<string, Card> = $state.raw(new Map())
  error = $state('')
  private past: Content[] = $state.raw([])
  private future: Content[] = $state.raw([])
  /** Checks of the deck as it was: only the newest one's answer is shown. */
  private readonly checks = latest()
  private saving: Promise<unknown> = Promise.resolve()

  canUndo = $derived(this.past.length > 0)
  canRedo = $derived(this.future.length > 0)

  async open(id: number): Promise<void> {
    const deck = await call('openDeck', { id })
    this.past = []
    this.future = []
    this.deck = deck
    await this.analyze()
  }

  close(): void {
    this.deck = null
    this.analysis = null
    this.past = []
    this.future = []
  }

  count(card: { set: string; number: string }, zone: DeckZone): number {
    return this.deck?.[zone].find((e) => e.set === card.set && e.number === card.number)?.count ?? 0
  }

  add(card: { set: string; number: string }, zone: DeckZone = 'main', by = 1): void {
    this.setCount(card, zone, this.count(card, zone) + by)
  }

  remove(card: { set: string; number: string }, zone: DeckZone = 'main', by = 1): void {
    this.setCount(card, zone, this.count(card, zone) - by)
  }

  setCount(card: { set: string; number: string }, zone: DeckZone, count: number): void {
    const deck = this.deck
    if (!deck) return
    const n = Math.max(0, Math.min(99, count))
    const entries = deck[zone]
    const next = withCount(entries, card, n)
    if (next === entries) return
    // A card from a set the deck does not list yet (a player's own set) brings its set along.
    this.edit({ [zone]: next, ...(n > 0 && !deck.sets.includes(card.set) ? { sets: [...deck.sets, card.set] } : {}) })
  }

  /**
   * A swap in Main as one edit (one copy of `out` fewer, one of `into` more), the deck as it was kept first as a
   * version named `label`: Undo takes the swap back, and the Versions tab compares before and after.
   */
  async swap(out: { set: string; number: string }, into: { set: string; number: string }, label: string): Promise<void> {
    const deck = this.deck
    if (!deck) return
    await this.flush()
    await call('snapshotDeck', { id: deck.id, label })
    const now = this.deck
    if (now?.id !== deck.id) return // another deck was opened meanwhile
    const count = (entries: DeckEntry[], card: { set: string; number: string }) =>
      entries.find((e) => e.set === card.set && e.number === card.number)?.count ?? 0
    const fewer = withCount(now.main, out, count(now.main, out) - 1)
    const main = withCount(fewer, into, count(fewer, into) + 1)
    this.edit({ main, ...(!now.sets.includes(into.set) ? { sets: [...now.sets, into.set] } : {}) })
  }

  setFormat(format: string): void {
    if (this.deck && this.deck.format !== format) this.edit({ format })
  }

  rename(name: string): void {
    const trimmed = name.trim()
    if (this.deck && trimmed && trimmed !== this.deck.name) this.edit({ name: trimmed })
  }

  setTags(tags: string[]): Promise<void> {
    return this.saveDetails({ tags })
  }

  setFolder(folder: string): Promise<void> {
    return this.saveDetails({ folder })
  }

  /** `id`: the deck the notes were typed for, which another deck may have replaced on screen since. */
  setNotes(notes: string, id = this.deck?.id): Promise<void> {
    return this.saveDetails({ notes }, id)
  }

  /** Tags, folder and notes are not deck content: they are saved at once and are not part of undo. */
  private async saveDetails(changes: Partial<Pick<SavedDeck, 'tags' | 'folder' | 'notes'>>, id = this.deck?.id): Promise<void> {
    if (id === undefined) return
    await this.saving
    try {
      const { deck: saved } = await call('updateDeck', { id, changes })
      if (this.deck?.id === saved.id) this.deck = { ...this.deck, tags: saved.tags, folder: saved.folder, notes: saved.notes }
      this.error = ''
    } catch (err) {
      this.error = `Not saved: ${(err as Error).message}`
    }
  }

  undo(): void {
    const target = this.past.at(-1)
    if (!this.deck || !target) return
    this.past = this.past.slice(0, -1)
    this.future = [...this.future, content(this.deck)]
    this.apply(target)
  }

  redo(): void {
    const target = this.future.at(-1)
    if (!this.deck || !target) return
    this.future = this.future.slice(0, -1)
    this.past = [...this.past, content(this.deck)]
    this.apply(target)
  }

  /** Waits for the last save to reach main. */
  flush(): Promise<unknown> {
    return this.saving
  }

  private edit(change: Partial<Content>): void {
    const deck = this.deck
    if (!deck) return
    this.past = [...this.past.slice(-HISTORY_LIMIT + 1), content(deck)]
    this.future = []
    this.apply({ ...content(deck), ...change })
  }

  /** Shows the new content at once, then saves it: main answers with the deck checked again and its cards. */
  private apply(next: Content): void {
    const deck = this.deck
    if (!deck) return
    this.deck = { ...deck, ...next }
    const id = deck.id
    const current = this.checks.start()
    this.saving = this.saving
      .then(() => call('updateDeck', { id, changes: content(next) }))
      .then(({ analysis, cards }) => {
        this.error = ''
        if (!current() || this.deck?.id !== id) return // a later edit's answer is on its way
        this.cards = new Map(cards.map((c) => [cardKey(c), c]))
        this.analysis = analysis
      })
      .catch((err: Error) => (this.error = `Not saved: ${err.message}`))
  }

  /** The catalogue was edited: the deck's cards are fetched again and the deck checked again. */
  catalogueChanged(): void {
    this.cards = new Map()
    this.analyze().catch((err: Error) => (this.error = `Not checked: ${err.message}`))
  }

  private async analyze(): Promise<void> {
    const deck = this.deck
    if (!deck) return
    const current = this.checks.start()
    // The cards of every zone: Considering's are shown too, though the check leaves them out.
    const entries = [...deck.main, ...deck.strikers, ...(deck.considering ?? [])]
    const missing = entries.filter((e) => !this.cards.has(cardKey(e)))
    const [analysis, cards] = await Promise.all([
      call('analyzeDeck', { deck: { format: deck.format, sets: deck.sets, main: deck.main, strikers: deck.strikers } }),
      missing.length ? call('getCards', { cards: missing.map(({ set, number }) => ({ set, number })) }) : Promise.resolve([]),
    ])
    if (cards.length) this.cards = new Map([...this.cards, ...cards.map((c) => [cardKey(c), c] as const)])
    if (current()) this.analysis = analysis
  }
}

/** Entries with `card` at `n` copies (0 takes it out; a new card comes last); the same array when nothing changes. */
function withCount(entries: DeckEntry[], card: { set: string; number: string }, n: number): DeckEntry[] {
  const i = entries.findIndex((e) => e.set === card.set && e.number === card.number)
  if (i < 0) return n > 0 ? [...entries, { set: card.set, number: card.number, count: n }] : entries
  if (n <= 0) return entries.filter((_, j) => j !== i)
  return entries.map((e, j) => (j === i ? { ...e, count: n } : e))
}

function content(d: Content): Content {
  return { name: d.name, format: d.format, sets: d.sets, main: d.main, strikers: d.strikers, considering: d.considering }
}
