// The Characters screen's state and what it does: the list and its search, the sheet open (or a new one being
// made), the view, and the import and print dialogs. Its parts read and act on this one object.
import type { CharacterSheet } from '../../../shared/cc-sheet'
import type { CharacterEntry, CharacterImport } from '../../../shared/characters'
import { ask, call, reporting } from '../lib/api'
import { latest } from '../lib/latest'
import { blankSheet, inputOf } from './sheet-draft'

export type CharacterView = 'sheet' | 'table' | 'batch'

/** The contract's limit on a character file's text. */
const MAX_FILE_BYTES = 16 * 1024 * 1024

export class CharactersScreen {
  query = $state('')
  entries: CharacterEntry[] = $state.raw([])
  /** The saved sheet open, or null. */
  sheet: CharacterSheet | null = $state.raw(null)
  /** A new character's first sheet, while one is being made. */
  start: CharacterSheet | null = $state.raw(null)
  view: CharacterView = $state('sheet')
  error = $state('')
  confirmingDelete = $state(false)
  importing: { fileName: string; text: string; preview: CharacterImport } | null = $state.raw(null)
  printing = $state(false)

  private readonly listings = latest()

  constructor(private readonly say: (message: string) => void) {}

  private attempt(action: () => Promise<unknown>): Promise<void> {
    return reporting(action, (message) => (this.error = message))
  }

  /** The characters the search box finds (all of them when it is empty); the latest search wins. */
  async search(query: string): Promise<void> {
    const current = this.listings.start()
    try {
      const found = await call('listCharacters', { query })
      if (current()) this.entries = found
    } catch (err) {
      if (current()) this.error = (err as Error).message
    }
  }

  open = (id: string) =>
    this.attempt(async () => {
      this.sheet = await call('getCharacter', { id })
      this.start = null
      this.view = 'sheet'
      this.confirmingDelete = false
    })

  newCharacter = () => {
    this.sheet = null
    this.start = blankSheet()
    this.view = 'sheet'
    this.confirmingDelete = false
  }

  saved = async (entry: CharacterEntry) => {
    await this.search(this.query)
    await this.open(entry.id)
    this.say(`Saved ${entry.name}`)
  }

  /** A copy under a free id ("gambit-copy", "gambit-copy-2", …) and a new name, saved and opened to edit. */
  duplicate = () =>
    this.attempt(async () => {
      const from = this.sheet
      if (!from) return
      const base = from.id.slice(0, 30).replace(/-+$/, '')
      let id = `${base}-copy`
      for (let n = 2; (await ask('getCharacter', { id })).ok; n++) id = `${base}-copy-${n}`
      const copy = { ...inputOf(from), id, name: `${from.name} (copy)`.slice(0, 100), example: false }
      const result = await call('saveCharacter', { sheet: copy, replacing: null })
      if (!result.saved) throw new Error(`${from.name} could not be copied: ${result.problems[0]?.message ?? 'refused'}`)
      await this.search(this.query)
      await this.open(result.saved.id)
      this.say(`Copied ${from.name} to ${result.saved.name}: edit it and save`)
    })

  remove = () =>
    this.attempt(async () => {
      const sheet = this.sheet
      if (!sheet) return
      await call('deleteCharacter', { id: sheet.id })
      this.sheet = null
      this.confirmingDelete = false
      await this.search(this.query)
      this.say(`Deleted ${sheet.name}`)
    })

  /** A character file picked or dropped: read and checked for the preview; nothing is saved yet. */
  readFile = (file: File) =>
    this.attempt(async () => {
      if (file.size > MAX_FILE_BYTES) throw new Error(`${file.name} is ${Math.round(file.size / 1024 / 1024)} MB; a character file is at most 16 MB`)
      const text = await file.text()
      const preview = await call('importCharacters', { fileName: file.name, text, apply: false })
      this.importing = { fileName: file.name, text, preview }
    })

  /** Imports the previewed file, all or nothing, then opens its first character. */
  applyImport = async (): Promise<void> => {
    const file = this.importing
    if (!file) return
    const done = await call('importCharacters', { fileName: file.fileName, text: file.text, apply: true })
    this.importing = null
    await this.search(this.query)
    const first = done.sheets[0]
    if (first) await this.open(first.id)
    const count = (status: string) => done.sheets.filter((s) => s.status === status).length
    this.say(`Imported ${file.fileName}: ${count('new')} new, ${count('replaces')} replaced, ${count('unchanged')} unchanged`)
  }

  exportFile = () =>
    this.attempt(async () => {
      const sheet = this.sheet
      if (!sheet) return
      const saved = await call('saveCharacterFile', { ids: [sheet.id] })
      if (saved) this.say(`Exported ${sheet.name} to ${saved.path}`)
    })
}
