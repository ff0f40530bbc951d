// Importing a card file into a set: a preview of what would change (new, changed, unchanged, every
// problem by line and field), then an all-or-nothing apply in one transaction, after a backup.
import type { Card } from '../../shared/card'
import type { FileProblem, ImportPreview } from '../../shared/catalogue'
import { game } from '../games/registry'
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

function changedFields(old: Card, next: Card): string[] {
  return Object.entries(FIELDS)
    .filter(([, get]) => JSON.stringify(get(old)) !== JSON.stringify(get(next)))
    .map(([field]) => field)
}

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
   */
  apply(request: ImportRequest, onProgress?: (done: number, total: number) => void): ImportPreview {
    const { preview, write, replace } = this.plan(request)
    if (preview.problems.length || (!write.length && !preview.set.isNew)) return preview
    if (this.dbFile !== ':memory:') writeBackup(this.catalogue.db, this.dbFile, 'import')
    this.catalogue.db.transaction(() => {
      this.catalogue.saveSet(preview.set.id, preview.set.name)
      this.catalogue.deleteCards(preview.set.id, replace)
      this.catalogue.insertCards(preview.set.id, write, onProgress && ((done) => onProgress(done, write.length)))
    })()
    // And after: the latest backup then holds the new cards, should the database be damaged later.
    if (this.dbFile !== ':memory:') writeBackup(this.catalogue.db, this.dbFile, 'imported')
    onProgress?.(write.length, write.length)
    return preview
  }

  private plan(request: ImportRequest): Plan {
    const problems: FileProblem[] = []
    const file = readCardFile(request.fileName, request.text, request.setId ?? '')
    const setId = request.setId ?? file.set?.id ?? ''
    const existing = setId ? this.catalogue.set(setId) : undefined
    const set = { id: setId, name: existing?.name ?? request.setName ?? file.set?.name ?? setId, isNew: !existing }
    const empty = { file: request.fileName, set, added: [], changed: [], unchanged: 0, untouched: existing?.cards ?? 0 }
    if (!SET_ID.test(setId)) problems.push({ line: 0, field: null, message: setId ? `"${setId}" is not a set id (lower-case letters, digits and dashes)` : 'name the set to import into' })
    else if (existing?.shipped) problems.push({ line: 0, field: null, message: `${setId} is a shipped set and cannot be changed; import into a set of your own` })
    if (problems.length) return { preview: { ...empty, problems }, write: [], replace: [] }
    problems.push(...file.problems)

    const cards = file.cards.map(({ line, card }) => ({ line, card: { ...card, set: setId } }))
    const old = new Map(this.catalogue.setCards(setId).map((c) => [c.number, c]))
    const firstLine = new Map<string, number>()
    for (const { line, card } of cards) {
      const seen = firstLine.get(card.number)
      if (seen !== undefined) problems.push({ line, field: 'number', message: `${card.number} is also on line ${seen}` })
      else firstLine.set(card.number, line)
    }
    // Back-Up names may name any character the set will hold once the file is in (case-sensitive).
    const byNumber = new Map(old)
    for (const { line, card } of cards) if (firstLine.get(card.number) === line) byNumber.set(card.number, card)
    const rules = game(this.catalogue.gameOfSet(setId)).cards
    const characters = [...byNumber.values()].filter(rules.nameable)
    // A character on a line with its own problems still counts, so its partners are not reported too.
    const rejected = file.rejected.filter((r) => r.kind === 'capcom' || r.kind === 'snk').map((r) => r.name)
    const names = rules.names(setId, characters, rejected)
    for (const { line, card } of cards) for (const p of rules.problems(card, names)) problems.push({ line, field: p.field, message: p.message })

    // In file order, so a player fixes them from the top; a line's own problems stay in field order.
    const preview: ImportPreview = { ...empty, problems: problems.sort((a, b) => a.line - b.line).slice(0, 500) }
    const write: Card[] = []
    const replace: string[] = []
    for (const { line, card } of cards) {
      if (firstLine.get(card.number) !== line) continue
      const before = old.get(card.number)
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
    return { preview, write, replace }
  }
}
