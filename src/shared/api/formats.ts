// Formats of the player's own: made and changed in the app with every problem beside its field, kept in the
// database, and shared as format files. The shipped formats are read-only.
import { z } from 'zod'
import type { Format, FormatCheck } from '../format'
import { formatId } from './fields'
import { takes } from './method'

export type { FormatCheck, FormatProblem } from '../format'

/** A format as the form builds it: checked field by field in main, so any object is taken here. */
const draft = z.record(z.string(), z.unknown())

export const formatsApi = {
  /** The player's own formats, by id (listFormats gives the shipped ones before them). */
  ownFormats: takes(z.undefined()).answers<Format[]>(),
  /** A format as the form holds it, checked: the format, or every problem by its field. */
  checkFormat: takes(z.strictObject({ format: draft })).answers<FormatCheck>(),
  /**
   * Keeps a format of the player's own (a shipped format's id refused by its field), made for the card data as it is
   * now; `replaced`: one of its id was kept before.
   */
  saveFormat: takes(z.strictObject({ format: draft })).answers<FormatCheck & { replaced?: boolean }>(),
  /** The card data a format was made for (each set's version), and the sets whose data has changed since. */
  formatCardData: takes(z.strictObject({ id: formatId })).answers<{
    made: Record<string, string> | null
    changes: { set: string; made: string; now: string | null }[]
  }>(),
  /** Forgets a format of the player's own. */
  removeFormat: takes(z.strictObject({ id: formatId })).answers<{ id: string }>(),
  /** Asks which format file to read, checks it and keeps it; null when the player cancelled. */
  openFormatFile: takes(z.undefined()).answers<(FormatCheck & { replaced?: boolean; fileName: string }) | null>(),
  /** Writes a format as a file where the player chooses; null when they cancelled. */
  saveFormatFile: takes(z.strictObject({ id: formatId })).answers<{ path: string } | null>(),
}
