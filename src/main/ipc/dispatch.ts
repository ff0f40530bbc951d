// Main's side of the contract: every call is checked against its schema before it reaches a service.
// No electron here; src/main/app binds this to ipcMain, and the e2e harness binds it to the test page.
import path from 'node:path'
import { FileError, readPlayerFile, readTextFile, writeFileAtomic } from '../system/files'
import { API_CHANNELS, API_INPUTS, type ApiError, type ApiInput, type ApiMethod, type ApiOutputs, type ApiResult } from '../../shared/contract'
import { plainIssues } from '../../shared/plain-issue'
import { DECK_FILE_TOO_BIG, MAX_DECK_FILE_BYTES } from '../../shared/deck'
import { printProblems } from '../../shared/print'
import { CardImports } from '../cards/card-imports'
import { pagePreview } from '../../shared/catalogue'
import { checkRingsideDatabase, restoreBackup } from '../storage/backups'
import { databaseFailure } from '../storage/database'
import { EditError } from '../cards/editor'
import { ImageError, MAX_IMAGE_BYTES } from '../cards/images'
import { QuerySyntaxError } from '../core/query'
import { LibraryError } from '../decks/library'
import type { Services } from '../services'

/** What a file dialog is for: it titles the dialog and filters the files shown. */
export type FileKind = 'deck' | 'cards' | 'image' | 'pdf'

/** What only the desktop can do: the OS file dialogs and the clipboard. The app passes Electron's. */
export interface Desktop {
  /** A file the player picked to open, or null when cancelled. */
  chooseFileToOpen(kind: Exclude<FileKind, 'pdf'>): Promise<string | null>
  /** Where the player chose to save, or null when cancelled. */
  chooseWhereToSave(defaultName: string, kind: FileKind): Promise<string | null>
  /** Opens a file the app wrote in the system's viewer for it. */
  openFile(file: string): void
  writeClipboard(text: string): void
  /** Starts the app again (after its database was replaced). */
  restart(): void
}

type Handlers = { [M in ApiMethod]: (input: ApiInput<M>) => ApiOutputs[M] | Promise<ApiOutputs[M]> }

export type Dispatch = (method: string, payload: unknown) => Promise<ApiResult<unknown>>

/** Thrown by a handler to answer with a typed error. */
class ApiFailure extends Error {
  constructor(readonly error: ApiError) {
    super(error.message)
  }
}

export function createDispatch(services: Services, desktop?: Desktop): Dispatch {
  const lib = services.library
  const editor = services.editor
  const imports = new CardImports()
  const needDesktop = (): Desktop => {
    if (!desktop) throw new ApiFailure({ code: 'INTERNAL', message: 'no desktop here: file dialogs and the clipboard need the app' })
    return desktop
  }
  const handlers: Handlers = {
    searchCards: ({ query, limit }) => services.search.search(query, limit ?? 100),
    browseCards: ({ query, limit, offset }) => services.search.browse(query, limit ?? 1000, offset ?? 0),
    getCard: ({ set, number }) => {
      const detail = services.cardDetail(set, number)
      if (!detail) throw new ApiFailure({ code: 'NOT_FOUND', message: `no card ${number} in set ${set}` })
      return detail
    },
    listSets: () => services.catalogue.sets(),
    listFormats: () => [...services.formats],
    checkDeck: ({ text, format }) => {
      const check = services.decks.check(text, format)
      return check.ok ? { ...check, text: services.decks.write(check.deck) } : check
    },
    getCards: ({ cards }) => services.cards(cards),
    analyzeDeck: ({ deck }) => services.analyze(deck),
    listDecks: ({ search }) => lib.list(search),
    getDeck: ({ id }) => lib.get(id),
    createDeck: ({ name, format }) => lib.create({ name, format }),
    updateDeck: ({ id, changes }) => lib.update(id, changes),
    duplicateDeck: ({ id }) => lib.duplicate(id),
    deleteDeck: ({ id }) => {
      lib.delete(id)
      return null
    },
    restoreDeck: ({ id }) => lib.restore(id),
    snapshotDeck: ({ id, label }) => lib.snapshot(id, label),
    listVersions: ({ id }) => lib.versions(id),
    diffDecks: ({ from, to }) => lib.diff(from, to),
    importDeck: ({ text, fileName }) => services.importDeck(text, fileName),
    exportDeck: ({ id, as }) => services.exportDeck(id, as),
    openDeckFile: async () => {
      const file = await needDesktop().chooseFileToOpen('deck')
      if (!file) return null
      const name = path.basename(file)
      let text: string
      try {
        text = readTextFile(file, MAX_DECK_FILE_BYTES, DECK_FILE_TOO_BIG)
      } catch (err) {
        if (!(err instanceof FileError)) throw err
        return { ok: false, fileName: name, problems: [{ line: 0, message: `cannot read: ${err.reason}` }] }
      }
      return services.importDeck(text, name)
    },
    saveDeckFile: async ({ id, as }) => {
      const exported = services.exportDeck(id, as)
      const file = await needDesktop().chooseWhereToSave(exported.fileName, 'deck')
      if (!file) return null
      writeFileAtomic(file, exported.text)
      return { path: file }
    },
    copyText: ({ text }) => {
      needDesktop().writeClipboard(text)
      return null
    },
    startGame: ({ deckId, ...options }) => services.playtest.startGame(deckId, options),
    playMove: ({ gameId, move }) => services.playtest.move(gameId, move),
    undoMove: ({ gameId }) => services.playtest.undo(gameId),
    startRun: ({ deckId, ...options }) => services.playtest.startRun(deckId, options),
    stepRun: ({ runId }) => services.playtest.step(runId),
    cancelRun: ({ runId }) => {
      services.playtest.cancelRun(runId)
      return null
    },
    drawOdds: ({ deckId, cards, atLeast, draws, redraw, also }) => services.playtest.odds(deckId, { cards, atLeast }, draws, redraw, also),
    printDeck: async ({ deckId, options, open }) => {
      const problems = printProblems(options)
      if (problems.length) throw new ApiFailure({ code: 'INVALID_INPUT', message: problems.join('; '), field: 'options' })
      const name = `${lib.get(deckId).name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'deck'} proxies.pdf`
      const desk = needDesktop()
      const file = await desk.chooseWhereToSave(name, 'pdf')
      if (!file) return null
      return services.printing.start(deckId, options, file, open ? (saved) => desk.openFile(saved) : undefined)
    },
    printProgress: ({ jobId }) => services.printing.progress(jobId),
    cancelPrint: ({ jobId }) => {
      services.printing.cancel(jobId)
      return null
    },
    createSet: ({ id, name }) => {
      editor.createSet(id, name)
      return services.catalogue.set(id)!
    },
    renameSet: ({ id, name }) => {
      editor.renameSet(id, name)
      return services.catalogue.set(id)!
    },
    copySet: ({ from, id, name }) => {
      editor.copySet(from, id, name)
      return services.catalogue.set(id)!
    },
    deleteSet: ({ id }) => {
      editor.deleteSet(id)
      return null
    },
    searchSet: ({ id, searched }) => {
      if (!services.catalogue.set(id)) throw new ApiFailure({ code: 'NOT_FOUND', message: `no set ${id}` })
      services.catalogue.setSearched(id, searched)
      return services.catalogue.set(id)!
    },
    checkCard: ({ card, replacing }) => editor.check(card.set, card, replacing),
    saveCard: ({ card, replacing }) => editor.save(card.set, card, replacing),
    duplicateCard: ({ from, to }) => editor.duplicate(from, to),
    deleteCard: ({ set, number }) => {
      editor.delete(set, number)
      return null
    },
    attachImage: ({ set, number, fileName, data }) => editor.attachImage(set, number, Buffer.from(data, 'base64'), fileName),
    chooseImage: async ({ set, number }) => {
      if (!services.catalogue.card(set, number)) throw new ApiFailure({ code: 'NOT_FOUND', message: `no card ${number} in set ${set}` })
      const file = await needDesktop().chooseFileToOpen('image')
      if (!file) return null
      let bytes: Buffer
      try {
        bytes = readPlayerFile(file, MAX_IMAGE_BYTES, `larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`)
      } catch (err) {
        throw err instanceof FileError ? new EditError(`${path.basename(file)}: ${err.reason}`) : err
      }
      return editor.attachImage(set, number, bytes, path.basename(file))
    },
    removeImage: ({ set, number }) => editor.removeImage(set, number),
    cardImage: ({ hash, size }) => {
      const bytes = services.images.read(hash, size)
      return bytes && `data:image/jpeg;base64,${bytes.toString('base64')}`
    },
    openCardFile: async () => {
      const file = await needDesktop().chooseFileToOpen('cards')
      return file ? imports.fromPath(file) : null
    },
    startImport: ({ fileName, text }) => imports.fromText(fileName, text),
    previewImport: ({ importId, ...target }) => pagePreview(services.importer.preview(imports.request(importId, target))),
    applyImport: ({ importId, ...target }) => services.imports.start(imports.request(importId, target)),
    importProgress: ({ jobId }) => services.imports.progress(jobId),
    cancelImport: ({ jobId }) => {
      services.imports.cancel(jobId)
      return null
    },
    saveSetFile: async ({ set, as }) => {
      if (!services.catalogue.set(set)) throw new ApiFailure({ code: 'NOT_FOUND', message: `no set ${set}` })
      const exported = services.exportSet(set, as)
      const file = await needDesktop().chooseWhereToSave(exported.fileName, 'cards')
      if (!file) return null
      writeFileAtomic(file, exported.text)
      return { path: file }
    },
    checkIntegrity: () => services.integrity(),
    backupNow: () => services.backup(),
    listBackups: () => services.backups(),
    restoreBackup: ({ file }) => {
      const desk = needDesktop()
      const backup = services.backups().find((b) => path.basename(b.file) === file)
      if (!backup) throw new ApiFailure({ code: 'NOT_FOUND', message: `no backup ${file}` })
      checkRingsideDatabase(backup.file) // a broken or foreign file is refused while the app still runs on its database
      services.close()
      const { replaced } = restoreBackup(backup.file, services.file)
      desk.restart()
      return { replaced }
    },
  }

  return async (method, payload) => {
    if (!Object.hasOwn(API_CHANNELS, method)) {
      return { ok: false, error: { code: 'UNKNOWN_METHOD', message: `no such method "${method}"` } }
    }
    const m = method as ApiMethod
    const input = API_INPUTS[m].safeParse(payload)
    if (!input.success) {
      const { path: field, message } = plainIssues(input.error, payload)[0]
      return { ok: false, error: { code: 'INVALID_INPUT', message: `${m}: ${field ? `${field}: ` : ''}${message}`, field } }
    }
    try {
      return { ok: true, value: await (handlers[m] as (i: unknown) => unknown)(input.data) }
    } catch (err) {
      if (err instanceof ApiFailure) return { ok: false, error: err.error }
      if (err instanceof LibraryError) return { ok: false, error: { code: err.code, message: err.message } }
      if (err instanceof EditError || err instanceof ImageError) return { ok: false, error: { code: 'REFUSED', message: err.message } }
      if (err instanceof QuerySyntaxError) return { ok: false, error: { code: 'BAD_QUERY', message: err.message } }
      const database = databaseFailure(err, services.file)
      if (database) return { ok: false, error: { code: 'REFUSED', message: database.message } }
      return { ok: false, error: { code: 'INTERNAL', message: (err as Error).message } }
    }
  }
}
