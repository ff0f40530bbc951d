// The Table Fighter Characters view's state and what it does: the list and its search, the character open (or a
// new one being made), the import preview and the export format. Its parts read and act on this one object; every
// change to the stored characters is told to `changed`, so the players' pickers list them too.
import type { CharacterImport } from '../../../shared/characters'
import type { TfCharacter } from '../../../shared/tf-character'
import { call, reporting } from '../lib/api'
import { latest } from '../lib/latest'
import { blankCharacter, inputOf } from './tf-draft'

/** The contract's limit on a character file's text. */
const MAX_FILE_BYTES = 16 * 1024 * 1024

export class TfCharactersScreen {
  query = $state('')
  list: TfCharacter[] = $state.raw([])
  /** The saved character open, or null. */
  character: TfCharacter | null = $state.raw(null)
  /** A new character's first draft, while one is being made. */
  start: TfCharacter | null = $state.raw(null)
  error = $state('')
  /** What the last action did, for the form's status line. */
  notice = $state('')
  confirmingDelete = $state(false)
  importing: { fileName: string; text: string; preview: CharacterImport } | null = $state.raw(null)
  exportAs: 'json' | 'csv' = $state('json')

  private readonly listings = latest()

  constructor(private readonly changed: () => Promise<void>) {}

  private attempt(action: () => Promise<unknown>): Promise<void> {
    return reporting(action, (message) => (this.error = message))
  }

  /** The characters the search box finds (all of them when it is empty); the latest search wins. */
  async search(query: string): Promise<void> {
    const current = this.listings.start()
    try {
      const found = await call('tfSearchCharacters', { query })
      if (current()) this.list = found
    } catch (err) {
      if (current()) this.error = (err as Error).message
    }
  }

  open = (character: TfCharacter) => {
    this.character = character
    this.start = null
    this.confirmingDelete = false
    this.notice = ''
    this.error = ''
  }

  newCharacter = () => {
    this.character = null
    this.start = blankCharacter()
    this.confirmingDelete = false
    this.notice = ''
    this.error = ''
  }

  /** After a save: the lists follow, and the saved character stays open. */
  saved = async (character: TfCharacter, notice: string) => {
    await this.refresh()
    this.open(character)
    this.notice = notice
  }

  /** A copy under a free id ("ken-copy", "ken-copy-2", …) and a new name, saved and opened to edit. */
  duplicate = () =>
    this.attempt(async () => {
      const from = this.character
      if (!from) return
      const taken = new Set((await call('tfListCharacters')).map((c) => c.id))
      const base = from.id.slice(0, 30).replace(/-+$/, '')
      let id = `${base}-copy`
      for (let n = 2; taken.has(id); n++) id = `${base}-copy-${n}`
      const copy = { ...inputOf(from), id, name: `${from.name} (copy)`.slice(0, 100), example: false }
      const result = await call('tfSaveCharacter', { character: copy, replacing: null })
      if (!result.saved) throw new Error(`${from.name} could not be copied: ${result.problems[0]?.message ?? 'refused'}`)
      await this.saved(result.saved, `Copied ${from.name} to ${result.saved.name}: edit it and save`)
    })

  /** Deletes the open character; main's refusal is returned for the form to show. */
  remove = async (): Promise<string> => {
    const character = this.character
    if (!character) return ''
    this.confirmingDelete = false
    try {
      await call('tfDeleteCharacter', { id: character.id })
    } catch (err) {
      return (err as Error).message
    }
    this.character = null
    await this.refresh()
    this.notice = `Deleted ${character.name}`
    return ''
  }

  /** A character file picked: read and checked for the preview; nothing is saved yet. */
  readFile = (file: File) =>
    this.attempt(async () => {
      if (file.size > MAX_FILE_BYTES) throw new Error(`${file.name} is ${Math.round(file.size / 1024 / 1024)} MB; a character file is at most 16 MB`)
      const text = await file.text()
      const preview = await call('tfImportCharacters', { fileName: file.name, text, apply: false })
      this.importing = { fileName: file.name, text, preview }
    })

  /** Imports the previewed file, all or nothing, then opens its first character. */
  applyImport = async (): Promise<void> => {
    const file = this.importing
    if (!file) return
    const done = await call('tfImportCharacters', { fileName: file.fileName, text: file.text, apply: true })
    this.importing = null
    await this.refresh()
    const first = (await call('tfListCharacters')).find((c) => c.id === done.sheets[0]?.id)
    if (first) this.open(first)
    const count = (status: string) => done.sheets.filter((s) => s.status === status).length
    this.notice = `Imported ${file.fileName}: ${count('new')} new, ${count('replaces')} replaced, ${count('unchanged')} unchanged`
  }

  exportFile = () =>
    this.attempt(async () => {
      const character = this.character
      if (!character) return
      const saved = await call('tfSaveCharacterFile', { ids: [character.id], as: this.exportAs })
      if (saved) this.notice = `Exported ${character.name} as ${this.exportAs.toUpperCase()} to ${saved.path}`
    })

  /** The list (as the search box has it) and the players' pickers after a change to the stored characters. */
  private async refresh(): Promise<void> {
    await Promise.all([this.search(this.query), this.changed()])
  }
}
