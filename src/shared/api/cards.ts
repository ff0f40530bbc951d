// The card database: sets, cards, pictures, card files, the integrity check and backups.
import { z } from 'zod'
import { type Card, type CardSet, MAX_ART_ZOOM } from '../card'
import type { PackApplied, PackShown } from '../picture-packs'
import type { BackupInfo, CardSave, FieldProblem, ImportProgress, IntegrityFinding, PagePreview } from '../catalogue'
import { cardInput, cardNumber, cardRef, importTarget, jobId, setId, setName } from './fields'
import { takes } from './method'

/** A card file being imported: main keeps it (or where it is) under this id. */
export interface CardImport {
  importId: number
  fileName: string
}

export const cardsApi = {
  createSet: takes(z.strictObject({ id: setId, name: setName })).answers<CardSet>(),
  renameSet: takes(z.strictObject({ id: setId, name: setName })).answers<CardSet>(),
  copySet: takes(z.strictObject({ from: setId, id: setId, name: setName })).answers<CardSet>(),
  deleteSet: takes(z.strictObject({ id: setId })).answers<null>(),
  /** Whether a search that names no set covers this set. */
  searchSet: takes(z.strictObject({ id: setId, searched: z.boolean() })).answers<CardSet>(),
  /** `replacing`: the number of the card being edited, null for a new card. */
  checkCard: takes(z.strictObject({ card: cardInput, replacing: cardNumber.nullable() })).answers<FieldProblem[]>(),
  saveCard: takes(z.strictObject({ card: cardInput, replacing: cardNumber.nullable() })).answers<CardSave>(),
  duplicateCard: takes(z.strictObject({ from: cardRef, to: setId })).answers<Card>(),
  deleteCard: takes(cardRef).answers<null>(),
  /** A picture dropped on the form, as base64 (at most 40 MB of picture). */
  attachImage: takes(z.strictObject({ set: setId, number: cardNumber, fileName: z.string().max(260), data: z.base64().max(56_000_000) })).answers<Card>(),
  /** null when the player cancelled the dialog. */
  chooseImage: takes(cardRef).answers<Card | null>(),
  removeImage: takes(cardRef).answers<Card>(),
  /** Art drawn inside the card's frame, dropped on the form, as base64. */
  attachArt: takes(z.strictObject({ set: setId, number: cardNumber, fileName: z.string().max(260), data: z.base64().max(56_000_000) })).answers<Card>(),
  /** null when the player cancelled the dialog. */
  chooseArt: takes(cardRef).answers<Card | null>(),
  removeArt: takes(cardRef).answers<Card>(),
  /** The point of the art at its box's centre (0–1 across and down) and the zoom past filling the box. */
  cropArt: takes(
    z.strictObject({
      set: setId,
      number: cardNumber,
      x: z.number().min(0).max(1),
      y: z.number().min(0).max(1),
      zoom: z.number().min(1).max(MAX_ART_ZOOM),
    }),
  ).answers<Card>(),
  /** Asks for a picture to print behind the set's cards (a deck's own back wins); null when cancelled. */
  chooseSetBack: takes(z.strictObject({ id: setId })).answers<CardSet | null>(),
  /** The set's cards go back to the game's back. */
  removeSetBack: takes(z.strictObject({ id: setId })).answers<CardSet>(),
  /** Opens a pack (.zip or .o8c) the player picks and matches it, writing nothing; null when cancelled. */
  choosePicturePack: takes(z.strictObject({ use: z.enum(['picture', 'art']), set: setId.nullable() })).answers<PackShown | null>(),
  /** Stores and attaches every match of the pack shown, all at once. */
  applyPicturePack: takes(z.strictObject({ packId: z.number().int().positive() })).answers<PackApplied>(),
  /** The pack shown is let go without being applied (its dialog closed). */
  closePicturePack: takes(z.strictObject({ packId: z.number().int().positive() })).answers<null>(),
  /** A data: URL of the JPEG, or null when its file is missing. */
  cardImage: takes(z.strictObject({ hash: z.string().regex(/^[0-9a-f]{64}$/), size: z.enum(['full', 'thumb']) })).answers<string | null>(),
  openCardFile: takes(z.undefined()).answers<CardImport | null>(),
  /** A card file dropped on the window. */
  startImport: takes(z.strictObject({ fileName: z.string().max(260), text: z.string().max(64 * 1024 * 1024) })).answers<CardImport>(),
  /** Re-reads a file chosen in the dialog, so a player can fix it and look again. */
  previewImport: takes(z.strictObject(importTarget)).answers<PagePreview>(),
  /** Starts applying the file off the main thread (all or nothing); poll importProgress. */
  applyImport: takes(z.strictObject(importTarget)).answers<ImportProgress>(),
  importProgress: takes(z.strictObject({ jobId })).answers<ImportProgress>(),
  cancelImport: takes(z.strictObject({ jobId })).answers<null>(),
  saveSetFile: takes(z.strictObject({ set: setId, as: z.enum(['csv', 'json']) })).answers<{ path: string } | null>(),
  checkIntegrity: takes(z.undefined()).answers<IntegrityFinding[]>(),
  backupNow: takes(z.undefined()).answers<BackupInfo>(),
  listBackups: takes(z.undefined()).answers<BackupInfo[]>(),
  /** A backup by its file name (as listBackups gives it); the app restarts on it. */
  /** The file the replaced database was kept as. */
  restoreBackup: takes(
    z.strictObject({
      file: z
        .string()
        .regex(/^[\w.-]+\.db$/)
        .max(200),
    }),
  ).answers<{ replaced: string | null }>(),
  /**
   * Puts the whole database back as it was before the last import (decks and collection too); the app restarts
   * on it. `dryRun`: only the backup it would restore, or the reason there is none.
   */
  undoLastImport: takes(z.strictObject({ dryRun: z.boolean() })).answers<{ backup: BackupInfo; replaced: string | null }>(),
}
