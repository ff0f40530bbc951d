// The Characters view of a game of two fixed characters (Table Fighter, Card Shot!): its state and what it does,
// the same for every such game. The list and its search, the character open (or a new one being made), the import
// preview and the export format. Its parts read and act on this one object; every change to the stored characters
// is told to `changed`, so the players' pickers list them too. A game gives its id (`tf`, for the character protocol),
// a blank character and the copy of a character the contract takes.
import type { CharacterImport, CharacterProblem } from '../../../shared/characters'
import type { TwoPlayerGameId } from '../../../shared/contract'
import { callFor, reporting } from '../lib/api'
import { latest } from '../lib/latest'
import { fileText } from '../lib/file-text'

/** The contract's limit on a character file's text. */
const MAX_FILE_BYTES = 16 * 1024 * 1024

/** What every game's stored character has. */
export interface ListedCharacter {
  id: string
  name: string
  example: boolean
}

/** A game's character methods (shared/api/two-player.ts), by what they do; `I` is the character the page sends. */
export interface CharacterCalls<C, I, P> {
  list(): Promise<C[]>
  search(query: string): Promise<C[]>
  check(character: I): Promise<P[]>
  save(character: I, replacing: string | null): Promise<{ saved: C | null; problems: P[] }>
  remove(id: string): Promise<unknown>
  importFile(fileName: string, text: string, apply: boolean): Promise<CharacterImport>
  saveFile(ids: string[], as: 'json' | 'csv'): Promise<{ path: string } | null>
}

/** A game's calls of the character protocol (shared/api/characters.ts), which gives each game the same methods. */
export function callsOf<C, I, P>(game: TwoPlayerGameId): CharacterCalls<C, I, P> {
  // The inputs and answers are the same for every such game, as the types above say.
  return {
    list: () => callFor('listCharacters', { game }),
    search: (query) => callFor('searchCharacters', { game, query }),
    check: (character) => callFor('checkCharacter', { game, character }),
    save: (character, replacing) => callFor('saveCharacter', { game, character, replacing }),
    remove: (id) => callFor('deleteCharacter', { game, id }),
    importFile: (fileName, text, apply) => callFor('importCharacters', { game, fileName, text, apply }),
    saveFile: (ids, as) => callFor('saveCharacterFile', { game, ids, as }),
  }
}

/** What a game gives its Characters view besides its methods. */
export interface CharacterKind<C, I> {
  /** A new character's first draft. */
  blank(): C
  /** The character as the contract takes it (its lists writable), for a copy. */
  inputOf(character: C): I
}

/** What a game's Characters view says of its characters. */
export interface CharacterWords<C> {
  /** A character in the list, under its name: its figures, then its cards. */
  summary(character: C): { stats: string; cards: string }
  /** What the search looks at, e.g. "Search names, cards, types". */
  placeholder: string
  /** What a character is, under the list. */
  hint: string
  /** What the pane says while no character is open. */
  empty: string
}

/** What a game's form is given: its screen, and how to open the print dialog. */
export interface FormProps<S> {
  screen: S
  onprint: (unsaved: boolean) => void
}

/** What a game's print dialog is given: the saved character, whether the form holds changes, and how to close. */
export interface PrintProps<C> {
  character: C
  unsaved: boolean
  onprinted: (message: string) => void
  onclose: () => void
}

export class TwoPlayerCharactersScreen<C extends ListedCharacter, I extends object = object, P extends CharacterProblem = CharacterProblem> {
  query = $state('')
  list: C[] = $state.raw([])
  /** The saved character open, or null. */
  character: C | null = $state.raw(null)
  /** A new character's first draft, while one is being made. */
  start: C | null = $state.raw(null)
  error = $state('')
  /** What the last action did, for the form's status line. */
  notice = $state('')
  confirmingDelete = $state(false)
  importing: { fileName: string; text: string; preview: CharacterImport } | null = $state.raw(null)
  exportAs: 'json' | 'csv' = $state('json')

  private readonly listings = latest()

  constructor(
    readonly calls: CharacterCalls<C, I, P>,
    private readonly kind: CharacterKind<C, I>,
    private readonly changed: () => Promise<void>,
  ) {}

  private attempt(action: () => Promise<unknown>): Promise<void> {
    return reporting(action, (message) => (this.error = message))
  }

  /** The characters the search box finds (all of them when it is empty); the latest search wins. */
  async search(query: string): Promise<void> {
    const current = this.listings.start()
    try {
      const found = await this.calls.search(query)
      if (current()) this.list = found
    } catch (err) {
      if (current()) this.error = (err as Error).message
    }
  }

  open = (character: C) => {
    this.character = character
    this.start = null
    this.confirmingDelete = false
    this.notice = ''
    this.error = ''
  }

  newCharacter = () => {
    this.character = null
    this.start = this.kind.blank()
    this.confirmingDelete = false
    this.notice = ''
    this.error = ''
  }

  /** After a save: the lists follow, and the saved character stays open. */
  saved = async (character: C, notice: string) => {
    await this.refresh()
    this.open(character)
    this.notice = notice
  }

  /** A copy under a free id ("ken-copy", "ken-copy-2", …) and a new name, saved and opened to edit. */
  duplicate = () =>
    this.attempt(async () => {
      const from = this.character
      if (!from) return
      const taken = new Set((await this.calls.list()).map((c) => c.id))
      const base = from.id.slice(0, 30).replace(/-+$/, '')
      let id = `${base}-copy`
      for (let n = 2; taken.has(id); n++) id = `${base}-copy-${n}`
      const copy = { ...this.kind.inputOf(from), id, name: `${from.name} (copy)`.slice(0, 100), example: false }
      const result = await this.calls.save(copy, null)
      if (!result.saved) throw new Error(`${from.name} could not be copied: ${result.problems[0]?.message ?? 'refused'}`)
      await this.saved(result.saved, `Copied ${from.name} to ${result.saved.name}: edit it and save`)
    })

  /** Deletes the open character; main's refusal is returned for the form to show. */
  remove = async (): Promise<string> => {
    const character = this.character
    if (!character) return ''
    this.confirmingDelete = false
    try {
      await this.calls.remove(character.id)
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
      const text = await fileText(file)
      const preview = await this.calls.importFile(file.name, text, false)
      this.importing = { fileName: file.name, text, preview }
    })

  /** Imports the previewed file, all or nothing, then opens its first character. */
  applyImport = async (): Promise<void> => {
    const file = this.importing
    if (!file) return
    const done = await this.calls.importFile(file.fileName, file.text, true)
    this.importing = null
    await this.refresh()
    const first = (await this.calls.list()).find((c) => c.id === done.sheets[0]?.id)
    if (first) this.open(first)
    const count = (status: string) => done.sheets.filter((s) => s.status === status).length
    this.notice = `Imported ${file.fileName}: ${count('new')} new, ${count('replaces')} replaced, ${count('unchanged')} unchanged`
  }

  exportFile = () =>
    this.attempt(async () => {
      const character = this.character
      if (!character) return
      const saved = await this.calls.saveFile([character.id], this.exportAs)
      if (saved) this.notice = `Exported ${character.name} as ${this.exportAs.toUpperCase()} to ${saved.path}`
    })

  /** The list (as the search box has it) and the players' pickers after a change to the stored characters. */
  private async refresh(): Promise<void> {
    await Promise.all([this.search(this.query), this.changed()])
  }
}
