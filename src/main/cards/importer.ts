// Importing a card file into a set: a preview of what would change (new, changed, unchanged, every
// problem by line and field), then an all-or-nothing apply in one transaction, after a backup.
import type { Card } from '../../shared/card'
import type { FileProblem, ImportPreview } from '../../shared/catalogue'
import { game } from '../games/index'
import { writeBackup } from '../storage/backups'
import { readCardFile } from './card-file'
import type { Catalogue } from '../catalogue/catalogue'

/** A set id: lower-case letters, digits and dashes, as in `cfs-base`. */
export const SET_ID = /^[a-z0-9][a-z0-9-]{0,39}$/

export interface ImportRequest {
  /** The file's name: `.json` is read as JSON, anything else as CSV. */
  fileName: string
  text: string
  /** The set to import into; a JSON export names its own set when this is left out. */
  setId?: string
  /** The name of a new set (default: the file's, or the id). */
  setName?: string
}

interface Plan {
  preview: ImportPreview
  /** New and changed cards, written in file order. */
  write: Card[]
  /** Changed cards' numbers: their old rows go first. */
  replace: string[]
}

/** The fields an import compares, in the file's own words. */
const FIELDS: Record<string, (c: Card) => unknown> = {
  name: (c) => c.name,
  kind: (c) => c.kind,
  rarity: (c) => c.rarity,
  bp: (c) => c.bp,
  sp: (c) => c.sp,
  cost: (c) => c.cost,
  ability_type: (c) => c.ability?.type ?? null,
  ability_name: (c) => c.ability?.name ?? null,
  ability_text: (c) => c.ability?.text ?? null,
  text: (c) => c.text,
  backups: (c) => c.backups.map((b) => [b.name, b.number]),
  alt_names: (c) => c.altNames,
  origin: (c) => c.origin,
}

const FIELD_ENTRIES = Object.entries(FIELDS)

function changedFields(old: Card, next: Card): string[] {
  const changed: string[] = []
  for (const [field, get] of FIELD_ENTRIES) {
    const a = get(old)
    const b = get(next)
    // The same value is the same JSON: only lists (and values that differ) need writing out.
    if (a !== b && JSON.stringify(a) !== JSON.stringify(b)) changed.push(field)
  }
  return changed
}

/**
 * The steps of an import, each reported to `apply`'s `clock` as it ends: reading the file (parsing it and
 * checking each record's fields), checking the cards against the set and each other, the backup before,
 * writing the rows, adding their search entries, committing, and the backup after.
 */
export type ImportStep = 'read' | 'check' | 'backup' | 'write' | 'index' | 'commit' | 'backup after'

export class CardImporter {
  constructor(
    private readonly catalogue: Catalogue,
    /** The database file, for the backup written before an import; none for an in-memory one. */
    private readonly dbFile: string,
  ) {}

  /** What importing the file would do; writes nothing. */
  preview(request: ImportRequest): ImportPreview {
    return this.plan(request).preview
  }

  /**
   * Imports the file when it has no problems, all or nothing: one transaction, with a backup of the
   * database before it and after it. A file that changes nothing writes nothing. Returns the preview either way.
   * `clock` hears each step as it ends (bench/import.bench.ts times them).
   */
  apply(request: ImportRequest, onProgress?: (done: number, total: number) => void, clock?: (step: ImportStep) => void): ImportPreview {
    const { preview, write, replace } = this.plan(request, clock)
    if (preview.problems.length || (!write.length && !preview.set.isNew)) return preview
    const { catalogue } = this
    const what = `${request.fileName} into ${preview.set.id}`
    if (this.dbFile !== ':memory:') writeBackup(catalogue.db, this.dbFile, 'import', `before importing ${what}`)
    clock?.('backup')
    catalogue.db.transaction(() => {
      catalogue.saveSet(preview.set.id, preview.set.name)
      catalogue.deleteCards(preview.set.id, replace)
      const rows = catalogue.insertCardRows(preview.set.id, write, onProgress && ((done) => onProgress(done, write.length)))
      clock?.('write')
      catalogue.indexCardRows(rows)
      clock?.('index')
    })()
    clock?.('commit')
    // And after: the latest backup then holds the new cards, should the database be damaged later.
    if (this.dbFile !== ':memory:') writeBackup(catalogue.db, this.dbFile, 'imported', `after importing ${what}`)
    clock?.('backup after')
    onProgress?.(write.length, write.length)
    return preview
  }

  private plan(request: ImportRequest, clock?: (step: ImportStep) => void): Plan {
    const problems: FileProblem[] = []
    const file = readCardFile(request.fileName, request.text, request.setId ?? '')
    clock?.('read')
    const setId = request.setId ?? file.set?.id ?? ''
    const existing = setId ? this.catalogue.set(setId) : undefined
    const set = { id: setId, name: existing?.name ?? request.setName ?? file.set?.name ?? setId, isNew: !existing }
    const empty = {
      file: request.fileName,
      set,
      added: [],
      changed: [],
      unchanged: 0,
      untouched: existing?.cards ?? 0,
      ...(file.notices ? { notices: file.notices } : {}),
    }
    if (!SET_ID.test(setId))
      problems.push({
        line: 0,
        field: null,
        message: setId ? `"${setId}" is not a set id (lower-case letters, digits and dashes)` : 'name the set to import into',
      })
    else if (existing?.shipped)
      problems.push({ line: 0, field: null, message: `${setId} is a shipped set and cannot be changed; import into a set of your own` })
    if (problems.length) return { preview: { ...empty, problems }, write: [], replace: [] }
    problems.push(...file.problems)

    // Read for the set asked for, the cards are that set's already; a JSON export's own set is put on its cards here.
    const cards = file.cards.map((entry) => (entry.card.set === setId ? entry : { line: entry.line, card: { ...entry.card, set: setId } }))
    const old = new Map(this.catalogue.setCards(setId).map((c) => [c.number, c]))
    const firstLine = new Map<string, number>()
    // Whether each card is the first with its number (a later one is a problem, and neither written nor named).
    const first: boolean[] = new Array(cards.length)
    for (let i = 0; i < cards.length; i++) {
      const { line, card } = cards[i]
      const seen = firstLine.get(card.number)
      if (seen !== undefined) problems.push({ line, field: 'number', message: `${card.number} is also on line ${seen}` })
      else firstLine.set(card.number, line)
      first[i] = seen === undefined
    }
    // Back-Up names may name any character the set will hold once the file is in (case-sensitive): the set's
    // cards in their order, each replaced by the file's card of its number, then the file's new cards. A new set
    // holds the file's cards alone.
    const byNumber = old.size ? new Map(old) : null
    const fileCards: Card[] = []
    for (let i = 0; i < cards.length; i++) {
      if (!first[i]) continue
      const { card } = cards[i]
      if (byNumber) byNumber.set(card.number, card)
      else fileCards.push(card)
    }
    const rules = game(this.catalogue.gameOfSet(setId)).cards
    const characters = (byNumber ? [...byNumber.values()] : fileCards).filter(rules.nameable)
    // A character on a line with its own problems still counts, so its partners are not reported too.
    const rejected = file.rejected.filter((r) => r.kind === 'capcom' || r.kind === 'snk').map((r) => r.name)
    const playedWith = this.catalogue.playedWith(setId)
    const names = rules.names(setId, characters, rejected, { sets: playedWith.sets, cards: playedWith.cards.filter(rules.nameable) })
    for (const { line, card } of cards) for (const p of rules.problems(card, names)) problems.push({ line, field: p.field, message: p.message })

    // In file order, so a player fixes them from the top; a line's own problems stay in field order.
    const preview: ImportPreview = { ...empty, problems: problems.sort((a, b) => a.line - b.line).slice(0, 500) }
    const write: Card[] = []
    const replace: string[] = []
    for (let i = 0; i < cards.length; i++) {
      if (!first[i]) continue
      const { line, card } = cards[i]
      const before = old.size ? old.get(card.number) : undefined
      if (!before) {
        preview.added.push({ line, number: card.number, name: card.name })
        write.push(card)
        continue
      }
      const fields = changedFields(before, card)
      if (!fields.length) {
        preview.unchanged++
        continue
      }
      preview.changed.push({ line, number: card.number, name: card.name, fields })
      write.push(card)
      replace.push(card.number)
    }
    preview.untouched = [...old.keys()].filter((n) => !firstLine.has(n)).length
    clock?.('check')
    return { preview, write, replace }
  }
}
