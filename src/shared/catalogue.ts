// What the card database manager reports: saved cards, import previews, integrity findings and backups.
import type { Card } from './card'

/** One problem with one field of a card, as a form shows it. */
export interface FieldProblem {
  field: string
  message: string
  /** For a Back-Up name: which entry, from 0, and the catalogue's nearest names to offer instead. */
  entry?: number
  suggestions?: string[]
}

/** Saving a card from the form: the card as stored, or every problem with it (nothing saved). */
export type CardSave = { ok: true; card: Card } | { ok: false; problems: FieldProblem[] }

/** One problem in a card file: its line (CSV) or record (JSON) from 1, 0 for the whole file, and field. */
export interface FileProblem {
  line: number
  field: string | null
  message: string
}

/** What importing a file would do to a set; nothing is written until it is applied. */
export interface ImportPreview {
  file: string
  set: { id: string; name: string; isNew: boolean }
  added: { line: number; number: string; name: string }[]
  changed: { line: number; number: string; name: string; fields: string[] }[]
  unchanged: number
  /** The set's cards the file does not list: an import keeps them. */
  untouched: number
  problems: FileProblem[]
  /** How the file was read, for the player to know (a CSV read with semicolons). */
  notices?: string[]
}

/** What the page is sent of a preview: the first `SHOWN_CHANGES` new and changed cards, and how many there are. */
export interface PagePreview extends ImportPreview {
  counts: { added: number; changed: number }
}

export const SHOWN_CHANGES = 200

export function pagePreview(p: ImportPreview): PagePreview {
  return {
    ...p,
    added: p.added.slice(0, SHOWN_CHANGES),
    changed: p.changed.slice(0, SHOWN_CHANGES),
    counts: { added: p.added.length, changed: p.changed.length },
  }
}

/** An import being applied off the main thread. */
export interface ImportProgress {
  jobId: number
  /** Cards written so far, of those to write; 0 of 0 while the file is read and checked. */
  done: number
  total: number
  finished: boolean
  /** What the file did, once finished; with problems, nothing was written. */
  preview: PagePreview | null
  applied: boolean
  /** The integrity check after an applied import. */
  findings: IntegrityFinding[]
  error: string | null
}

export interface IntegrityFinding {
  code: 'UNKNOWN_BACKUP' | 'DUPLICATE_NUMBER' | 'DECK_MISSING_CARD' | 'IMAGE_MISSING' | 'DATABASE'
  message: string
  /** The card to open for it, when there is one. */
  card: { set: string; number: string } | null
  deck: { id: number; name: string } | null
}

/** Why a backup was written, in the words the backup lists use. */
export const BACKUP_REASONS: Record<string, string> = {
  manual: 'made on request',
  import: 'written before an import',
  imported: 'written after an import',
  migration: 'written before an update of the database',
  close: 'written when Ringside closed',
}

export interface BackupInfo {
  file: string
  reason: string
  /** What it protects ("before importing fan.csv into fan"); a backup without one has its reason's words. */
  label: string
  /** When an undo of its import put it back, as an ISO date; else null. */
  undone: string | null
  time: string
  bytes: number
}
