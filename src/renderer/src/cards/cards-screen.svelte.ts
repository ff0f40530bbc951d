// The Cards screen's state and what it does: the sets, the chosen set's cards, the card in the form, the
// dialogs. Its parts (set list, card list, card pane, dialogs) read and act on this one object.
import { type Card, type CardKind, type CardSet, nextNumber } from '../../../shared/card'
import type { BackupInfo, IntegrityFinding, PagePreview } from '../../../shared/catalogue'
import type { CardImport, CardSummary } from '../../../shared/contract'
import { ask, call, reporting } from '../lib/api'
import { browsePaged } from '../lib/browse'
import { blankDraft, type Draft } from './card-draft'
import { latest } from '../lib/latest'
import { events } from '../stores/events'
import { fileText } from '../lib/file-text'

export type SetDialog = { mode: 'new' | 'copy' | 'rename'; id: string; name: string; error: string }

export class CardsScreen {
  sets: CardSet[] = $state.raw([])
  setId = $state('')
  filter = $state('')
  cards: CardSummary[] = $state.raw([])
  total = $state(0)
  /** False while `total` is only a lower bound (see browsePaged). */
  counted = $state(true)
  /** The set's character names, offered to Back-Up entries; main checks every name whatever the list holds. */
  names: string[] = $state.raw([])
  card: Card | null = $state.raw(null)
  /** A new card's first draft, when one is being made. */
  start: Draft | null = $state.raw(null)
  newKind: CardKind = $state('capcom')
  copyTo = $state('')
  error = $state('')
  confirming: 'set' | 'card' | null = $state(null)
  setDialog: SetDialog | null = $state(null)
  importing: (CardImport & { fromDialog: boolean }) | null = $state.raw(null)
  /** The picture pack dialog is open. */
  packing = $state(false)
  checking: { findings: IntegrityFinding[] | null } | null = $state.raw(null)
  /** The backup "Undo last import" would put back, while the player confirms it. */
  undoing: BackupInfo | null = $state.raw(null)
  /** Said once an undo is done, as the app restarts on the database put back. */
  restarting = $state('')

  set = $derived(this.sets.find((s) => s.id === this.setId))
  editable = $derived(this.sets.filter((s) => !s.shipped))

  private readonly listings = latest()

  constructor(private readonly say: (message: string) => void) {}

  private attempt(action: () => Promise<unknown>): Promise<void> {
    return reporting(action, (message) => (this.error = message))
  }

  async loadSets(select?: string): Promise<void> {
    this.sets = await call('listSets')
    this.setId = select ?? (this.sets.some((s) => s.id === this.setId) ? this.setId : ((this.sets.find((s) => !s.shipped) ?? this.sets[0])?.id ?? ''))
  }

  /** The set's cards, filtered by the search box (the browser's query language). */
  async list(id: string, q: string): Promise<void> {
    const current = this.listings.start()
    const failed = await browsePaged(`set:${id} ${q}`, current, ({ cards, total, counted, first }) => {
      this.cards = cards
      this.total = total
      this.counted = counted
      if (first) this.error = ''
    })
    if (failed && current()) this.error = failed
  }

  async loadNames(id: string): Promise<void> {
    const r = await call('browseCards', { query: `set:${id} kind:character`, limit: 3000 })
    if (id === this.setId) this.names = [...new Set(r.cards.map((c) => c.name))].sort((a, b) => a.localeCompare(b))
  }

  pickSet(id: string): void {
    this.setId = id
    this.card = null
    this.start = null
    this.confirming = null
  }

  /** After a write: the lists again, the open card as it is now, and the rest of the app told. */
  private async changed(select?: string): Promise<void> {
    await this.loadSets(select)
    await this.list(this.setId, this.filter)
    await this.reopen()
    events.emit('catalogue.changed')
  }

  /** The card in the form as the catalogue has it now; a card of another set, or one that is gone, closes. */
  private async reopen(): Promise<void> {
    const card = this.card
    if (!card) return
    const result = card.set === this.setId ? await ask('getCard', { set: card.set, number: card.number }) : null
    this.card = result?.ok ? result.value.card : null
    if (!this.card) this.confirming = null
  }

  /** The set's own card back: a picture chosen, or back to the game's. */
  setBack = (choose: boolean) =>
    this.attempt(async () => {
      const changed = choose ? await call('chooseSetBack', { id: this.setId }) : await call('removeSetBack', { id: this.setId })
      if (!changed) return
      await this.changed()
      this.say(choose ? `${changed.name}: its own card back` : `${changed.name}: the game's card back`)
    })

  searchSet = (searched: boolean) =>
    this.attempt(async () => {
      await call('searchSet', { id: this.setId, searched })
      await this.changed()
    })

  open = (c: { set: string; number: string }) =>
    this.attempt(async () => {
      if (c.set !== this.setId) this.setId = c.set
      this.card = (await call('getCard', { set: c.set, number: c.number })).card
      this.start = null
      this.confirming = null
    })

  newCard = () => {
    this.card = null
    this.start = blankDraft(
      this.newKind,
      nextNumber(
        this.newKind,
        this.cards.map((c) => c.number),
      ),
    )
    this.confirming = null
  }

  saved = async (next: Card) => {
    this.card = next
    this.start = null
    await this.changed()
    this.say(`Saved ${next.number} ${next.name}`)
  }

  pictured = async (next: Card) => {
    this.card = next
    await this.changed()
  }

  /** After a picture pack: its cards show their new pictures everywhere. */
  packApplied = () => this.attempt(() => this.changed())

  duplicate = (to: string) =>
    this.attempt(async () => {
      const card = this.card
      if (!card) return
      const copy = await call('duplicateCard', { from: { set: card.set, number: card.number }, to })
      await this.changed(to)
      await this.open(copy)
      this.say(`Copied to ${to} as ${copy.number}`)
    })

  deleteCard = () =>
    this.attempt(async () => {
      const card = this.card
      if (!card) return
      await call('deleteCard', { set: card.set, number: card.number })
      this.say(`Deleted ${card.number} ${card.name}`)
      this.card = null
      this.confirming = null
      await this.changed()
    })

  deleteSet = () =>
    this.attempt(async () => {
      const id = this.setId
      await call('deleteSet', { id })
      this.say(`Deleted the set ${id}`)
      this.card = null
      this.confirming = null
      await this.changed(this.editable.find((s) => s.id !== id)?.id ?? 'cfs-base')
    })

  openSetDialog = (mode: SetDialog['mode']) => {
    const from = this.set
    this.setDialog =
      mode === 'new'
        ? { mode, id: '', name: '', error: '' }
        : mode === 'copy'
          ? { mode, id: `${from?.id ?? 'set'}-copy`.slice(0, 40), name: `${from?.name ?? 'Set'} (copy)`, error: '' }
          : { mode, id: from?.id ?? '', name: from?.name ?? '', error: '' }
  }

  submitSet = async () => {
    const d = this.setDialog
    if (!d) return
    try {
      if (d.mode === 'new') await call('createSet', { id: d.id.trim(), name: d.name })
      else if (d.mode === 'copy') await call('copySet', { from: this.setId, id: d.id.trim(), name: d.name })
      else await call('renameSet', { id: d.id, name: d.name })
      this.setDialog = null
      this.card = null
      await this.changed(d.id.trim())
    } catch (err) {
      d.error = (err as Error).message
    }
  }

  importFile = () =>
    this.attempt(async () => {
      const file = await call('openCardFile')
      if (file) this.importing = { ...file, fromDialog: true }
    })

  /** A card file dropped on the window while this screen is open. */
  importDropped = (file: File) =>
    this.attempt(async () => {
      this.importing = { ...(await call('startImport', { fileName: file.name, text: await fileText(file) })), fromDialog: false }
    })

  applied = async (preview: PagePreview, findings: IntegrityFinding[]) => {
    this.importing = null
    await this.changed(preview.set.id)
    this.say(`Imported ${preview.counts.added} new and ${preview.counts.changed} changed cards into ${preview.set.id}`)
    if (findings.length) this.checking = { findings }
  }

  /** Asks main which import it would undo; main says why when there is none. */
  askUndoImport = () =>
    this.attempt(async () => {
      this.undoing = (await call('undoLastImport', { dryRun: true })).backup
    })

  undoImport = () =>
    this.attempt(async () => {
      const { backup, replaced } = await call('undoLastImport', { dryRun: false })
      this.undoing = null
      const kept = replaced ? `; the database it replaced is kept as ${replaced.replace(/^.*[\\/]/, '')}` : ''
      this.restarting = `Undone: the database is as it was ${backup.label}. Ringside is restarting on it${kept}.`
    })

  exportSet = (as: 'csv' | 'json') =>
    this.attempt(async () => {
      const saved = await call('saveSetFile', { set: this.setId, as })
      if (saved) this.say(`Exported ${saved.path}`)
    })
}
