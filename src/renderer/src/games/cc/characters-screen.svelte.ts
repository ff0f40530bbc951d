// The Characters screen's state and what it does: the list and its search, the sheet open (or a new one being
// made), its versions, the tag teams, the view, and the import and print dialogs. Its parts read and act on this
// one object.
import type { CharacterSheet } from '../../../../shared/games/cc/sheet'
import type { CharacterEntry, CharacterImport, CharacterVersion, Team } from '../../../../shared/characters'
import { ask, gameCall, reporting } from '../../lib/api'
import { latest } from '../../lib/latest'
import { blankSheet, inputOf } from './sheet-draft'
import { fileText } from '../../lib/file-text'

export type CharacterView = 'sheet' | 'table' | 'batch' | 'duel'

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
  exportAs: 'json' | 'csv' = $state('json')
  teams: Team[] = $state.raw([])
  /** The team shown instead of a character: a saved one, or 'new' while one is being made. */
  team: Team | 'new' | null = $state.raw(null)

  private readonly listings = latest()

  constructor(private readonly say: (message: string) => void) {}

  private attempt(action: () => Promise<unknown>): Promise<void> {
    return reporting(action, (message) => (this.error = message))
  }

  /** The characters the search box finds (all of them when it is empty); the latest search wins. */
  async search(query: string): Promise<void> {
    const current = this.listings.start()
    try {
      const found = await gameCall('cc', 'searchCharacters', { query })
      if (current()) this.entries = found
    } catch (err) {
      if (current()) this.error = (err as Error).message
    }
  }

  open = (id: string) =>
    this.attempt(async () => {
      this.sheet = await gameCall('cc', 'getCharacter', { id })
      this.start = null
      this.team = null
      this.view = 'sheet'
      this.confirmingDelete = false
    })

  newCharacter = () => {
    this.sheet = null
    this.start = blankSheet()
    this.team = null
    this.view = 'sheet'
    this.confirmingDelete = false
  }

  saved = async (entry: CharacterEntry) => {
    await this.search(this.query)
    await this.open(entry.id)
    // A team shows its members' names and problems, which the save may have changed.
    await this.loadTeams()
    this.say(`Saved ${entry.name}`)
  }

  /** A copy under a free id ("gambit-copy", "gambit-copy-2", …) and a new name, saved and opened to edit. */
  duplicate = () =>
    this.attempt(async () => {
      const from = this.sheet
      if (!from) return
      const base = from.id.slice(0, 30).replace(/-+$/, '')
      let id = `${base}-copy`
      for (let n = 2; (await ask('getCharacter', { game: 'cc', id })).ok; n++) id = `${base}-copy-${n}`
      const copy = { ...inputOf(from), id, name: `${from.name} (copy)`.slice(0, 100), example: false }
      const result = await gameCall('cc', 'saveCharacter', { character: copy, replacing: null })
      if (!result.saved) throw new Error(`${from.name} could not be copied: ${result.problems[0]?.message ?? 'refused'}`)
      await this.search(this.query)
      await this.open(result.saved.id)
      this.say(`Copied ${from.name} to ${result.saved.name}: edit it and save`)
    })

  /** Deletes the open character; main's refusal (a character in a team stays) is returned for the sheet to show. */
  remove = async (): Promise<string> => {
    const sheet = this.sheet
    if (!sheet) return ''
    this.confirmingDelete = false
    try {
      await gameCall('cc', 'deleteCharacter', { id: sheet.id })
    } catch (err) {
      return (err as Error).message
    }
    this.sheet = null
    await this.search(this.query)
    this.say(`Deleted ${sheet.name}`)
    return ''
  }

  /** The sheet as it was in the version; main keeps the sheet it replaces as a version first. */
  restore = async (version: CharacterVersion): Promise<void> => {
    const entry = await gameCall('cc', 'restoreCharacterVersion', { versionId: version.id })
    await this.search(this.query)
    await this.open(entry.id)
    await this.loadTeams()
    this.say(`Restored ${entry.name} as it was in “${version.label}”`)
  }

  loadTeams = () =>
    this.attempt(async () => {
      this.teams = await gameCall('cc', 'listTeams', {})
      const open = this.team
      if (open && open !== 'new') this.team = this.teams.find((t) => t.id === open.id) ?? null
    })

  openTeam = (id: number) => {
    const team = this.teams.find((t) => t.id === id)
    if (!team) return
    this.team = team
    this.error = ''
  }

  newTeam = () => {
    this.team = 'new'
    this.error = ''
  }

  /** Saves the team and keeps it open; main's refusal is thrown for the team's form to show. */
  saveTeam = async (id: number | null, name: string, members: [string, string]): Promise<Team> => {
    const team = await gameCall('cc', 'saveTeam', { id, name, members })
    this.teams = await gameCall('cc', 'listTeams', {})
    this.team = this.teams.find((t) => t.id === team.id) ?? team
    this.say(`Saved team ${team.name}`)
    return team
  }

  deleteTeam = async (team: Team): Promise<void> => {
    await gameCall('cc', 'deleteTeam', { id: team.id })
    this.team = null
    this.teams = await gameCall('cc', 'listTeams', {})
    this.say(`Deleted team ${team.name}`)
  }

  /** A character file picked or dropped: read and checked for the preview; nothing is saved yet. */
  readFile = (file: File) =>
    this.attempt(async () => {
      if (file.size > MAX_FILE_BYTES) throw new Error(`${file.name} is ${Math.round(file.size / 1024 / 1024)} MB; a character file is at most 16 MB`)
      const text = await fileText(file)
      const preview = await gameCall('cc', 'importCharacters', { fileName: file.name, text, apply: false })
      this.importing = { fileName: file.name, text, preview }
    })

  /** Imports the previewed file, all or nothing, then opens its first character. */
  applyImport = async (): Promise<void> => {
    const file = this.importing
    if (!file) return
    const done = await gameCall('cc', 'importCharacters', { fileName: file.fileName, text: file.text, apply: true })
    this.importing = null
    await this.search(this.query)
    const first = done.sheets[0]
    if (first) await this.open(first.id)
    await this.loadTeams()
    const count = (status: string) => done.sheets.filter((s) => s.status === status).length
    this.say(`Imported ${file.fileName}: ${count('new')} new, ${count('replaces')} replaced, ${count('unchanged')} unchanged`)
  }

  exportFile = () =>
    this.attempt(async () => {
      const sheet = this.sheet
      if (!sheet) return
      const saved = await gameCall('cc', 'saveCharacterFile', { ids: [sheet.id], as: this.exportAs })
      if (saved) this.say(`Exported ${sheet.name} as ${this.exportAs.toUpperCase()} to ${saved.path}`)
    })
}
