// The card database's side of the contract: sets, cards, pictures, card files, the integrity check and
// backups.
import path from 'node:path'
import type { Card, CardSet } from '../../shared/card'
import type { cardsApi } from '../../shared/api/cards'
import type { Handlers } from '../../shared/api/method'
import { pagePreview, type IntegrityFinding } from '../../shared/catalogue'
import { notFound } from '../../shared/errors'
import { type Backup, checkRingsideDatabase, lastImport, markUndone, restoreBackup } from '../storage/backups'
import { type Desktop, needDesktop } from '../system/desktop'
import { writeFileAtomic } from '../system/files'
import { CardImports } from './card-imports'
import { type CardEditor, EditError } from './editor'
import type { ImageStore } from './images'
import type { ImportJobs } from './import-jobs'
import type { CardImporter } from './importer'
import { exportSetFile } from './card-file'
import { choosePicture } from './chosen-picture'
import type { PackImports } from './pack-imports'

export interface CardsDeps {
  /** The database file: a restore replaces it. */
  file: string
  catalogue: {
    set(id: string): CardSet | undefined
    setCards(id: string): Card[]
    card(set: string, number: string): Card | undefined
    setSearched(id: string, searched: boolean): void
    setBack(id: string, hash: string | null): void
  }
  editor: CardEditor
  images: ImageStore
  importer: CardImporter
  imports: ImportJobs
  packs: PackImports
  integrity(): IntegrityFinding[]
  backup(): Backup
  backups(): Backup[]
  /** Closes the database before a restore replaces it. */
  close(): void
}

export function cardsHandlers(s: CardsDeps, desktop?: Desktop): Handlers<typeof cardsApi> {
  const editor = s.editor
  const files = new CardImports()
  const set = (id: string) => {
    const found = s.catalogue.set(id)
    if (!found) throw notFound(`no set ${id}`)
    return found
  }
  const pick = () => choosePicture(desktop, (message) => new EditError(message))
  /** The player picks a picture for a card that is there and `attach` stores it; null when they cancel. */
  const pickFor = async (set: string, number: string, attach: (set: string, number: string, bytes: Uint8Array, name: string) => Promise<Card>) => {
    if (!s.catalogue.card(set, number)) throw notFound(`no card ${number} in set ${set}`)
    const picture = await pick()
    return picture && attach(set, number, picture.bytes, picture.name)
  }
  return {
    createSet: ({ id, name }) => {
      editor.createSet(id, name)
      return set(id)
    },
    renameSet: ({ id, name }) => {
      editor.renameSet(id, name)
      return set(id)
    },
    copySet: ({ from, id, name }) => {
      editor.copySet(from, id, name)
      return set(id)
    },
    deleteSet: ({ id }) => {
      editor.deleteSet(id)
      return null
    },
    searchSet: ({ id, searched }) => {
      set(id)
      s.catalogue.setSearched(id, searched)
      return set(id)
    },
    checkCard: ({ card, replacing }) => editor.check(card.set, card, replacing),
    saveCard: ({ card, replacing }) => editor.save(card.set, card, replacing),
    duplicateCard: ({ from, to }) => editor.duplicate(from, to),
    deleteCard: ({ set, number }) => {
      editor.delete(set, number)
      return null
    },
    attachImage: ({ set, number, fileName, data }) => editor.attachImage(set, number, Buffer.from(data, 'base64'), fileName),
    chooseImage: ({ set, number }) => pickFor(set, number, (...a) => editor.attachImage(...a)),
    removeImage: ({ set, number }) => editor.removeImage(set, number),
    attachArt: ({ set, number, fileName, data }) => editor.attachArt(set, number, Buffer.from(data, 'base64'), fileName),
    chooseArt: ({ set, number }) => pickFor(set, number, (...a) => editor.attachArt(...a)),
    removeArt: ({ set, number }) => editor.removeArt(set, number),
    cropArt: ({ set, number, ...crop }) => editor.cropArt(set, number, crop),
    chooseSetBack: async ({ id }) => {
      set(id)
      const picture = await pick()
      if (!picture) return null
      s.catalogue.setBack(id, await s.images.put(picture.bytes, picture.name))
      return set(id)
    },
    removeSetBack: ({ id }) => {
      set(id)
      s.catalogue.setBack(id, null)
      return set(id)
    },
    choosePicturePack: async ({ use, set: only }) => {
      if (only !== null) set(only)
      const file = await needDesktop(desktop).chooseFileToOpen('pack')
      return file ? s.packs.show(file, use, only === null ? undefined : [only]) : null
    },
    applyPicturePack: ({ packId }) => s.packs.apply(packId),
    closePicturePack: ({ packId }) => {
      s.packs.close(packId)
      return null
    },
    cardImage: ({ hash, size }) => {
      const bytes = s.images.read(hash, size)
      return bytes && `data:image/jpeg;base64,${bytes.toString('base64')}`
    },
    openCardFile: async () => {
      const file = await needDesktop(desktop).chooseFileToOpen('cards')
      return file ? files.fromPath(file) : null
    },
    startImport: ({ fileName, text }) => files.fromText(fileName, text),
    previewImport: ({ importId, ...target }) => pagePreview(s.importer.preview(files.request(importId, target))),
    applyImport: ({ importId, ...target }) => s.imports.start(files.request(importId, target)),
    importProgress: ({ jobId }) => s.imports.progress(jobId),
    cancelImport: ({ jobId }) => {
      s.imports.cancel(jobId)
      return null
    },
    saveSetFile: async ({ set: id, as }) => {
      set(id)
      const exported = exportSetFile(s.catalogue, id, as)
      const file = await needDesktop(desktop).chooseWhereToSave(exported.fileName, 'cards')
      if (!file) return null
      writeFileAtomic(file, exported.text)
      return { path: file }
    },
    checkIntegrity: () => s.integrity(),
    backupNow: () => s.backup(),
    listBackups: () => s.backups(),
    restoreBackup: ({ file }) => {
      const desk = needDesktop(desktop)
      const backup = s.backups().find((b) => path.basename(b.file) === file)
      if (!backup) throw notFound(`no backup ${file}`)
      checkRingsideDatabase(backup.file) // a broken or foreign file is refused while the app still runs on its database
      const { replaced } = restoreClosed(s, desk, backup.file)
      return { replaced }
    },
    undoLastImport: ({ dryRun }) => {
      const backup = lastImport(s.file)
      if (dryRun) return { backup, replaced: null }
      const desk = needDesktop(desktop)
      checkRingsideDatabase(backup.file)
      const { replaced } = restoreClosed(s, desk, backup.file, () => markUndone(backup))
      return { backup, replaced }
    },
  }
}

/**
 * Closes the app's database and restores over it, then starts the app again: on the restored file, or, when
 * the restore is refused (another Ringside has the file open), on the file as it was, since this one is closed.
 */
function restoreClosed(s: CardsDeps, desk: Desktop, backup: string, done?: () => void): { replaced: string | null } {
  s.close()
  try {
    const restored = restoreBackup(backup, s.file)
    done?.()
    return restored
  } finally {
    desk.restart()
  }
}
