// The editor of a game of two fixed characters (Table Fighter, Card Shot!), the same for every such game: the draft
// of the character open (its fields as typed), every change checked by main a moment after the typing stops, each
// problem kept for the field it names, the save (refused while an error stands) and the delete. A game gives how
// its draft is made from a character, and the character (with a problem for each field it cannot read) from it.
import { untrack } from 'svelte'
import type { CharacterProblem } from '../../../shared/characters'
import { ApiCallError } from '../lib/api'
import { latest } from '../lib/latest'
import { slugOf } from './slug'
import type { ListedCharacter, TwoPlayerCharactersScreen } from './two-player-characters.svelte'

/** What every game's draft has: the name and the id, as typed. */
export interface DraftBase {
  id: string
  name: string
}

/** How a game's draft is made and read. */
export interface DraftKind<C, D, I, P> {
  draftOf(character: C): D
  /**
   * The character the draft makes, and a problem for each field that holds nothing the contract can carry (such a
   * field is sent as its last good number, kept per field in `good`, so the rest is still checked).
   */
  characterOf(draft: D, good: Map<string, number>): { character: I; local: P[] }
  /** The draft as text, to tell whether anything was changed. */
  draftText(draft: D): string
}

/** The wait after the last keystroke before main checks the character. */
const CHECK_AFTER_MS = 150

export class CharacterEditor<C extends ListedCharacter, D extends DraftBase, I extends object, P extends CharacterProblem> {
  // Declared here, made state (or derived) in the constructor, where the screen and the game's kind are.
  declare draft: D
  baseline = $state('')
  /** A new character's id (or a copy's) follows its name until the player types one. */
  idFollows = $state(false)
  /** Main's problems with the character as last checked. */
  checked: P[] = $state.raw([])
  /** The fields the draft cannot read (text where a number goes). */
  local: P[] = $state.raw([])
  busy = $state(false)
  message = $state('')
  form: HTMLFormElement | undefined = $state()
  /** Each number field's last good number, by field. */
  readonly good = new Map<string, number>()
  private readonly checks = latest()

  /** The character the form was opened on: the saved one, or a new one's first draft. */
  declare readonly from: C | null
  declare readonly isNew: boolean
  declare readonly readOnly: boolean
  declare readonly dirty: boolean
  /** A field the form cannot read hides main's word on it, which was about its last good number. */
  declare readonly problems: P[]
  declare readonly status: string
  readonly screen: TwoPlayerCharactersScreen<C, I, P>
  private readonly kind: DraftKind<C, D, I, P>

  constructor(screen: TwoPlayerCharactersScreen<C, I, P>, kind: DraftKind<C, D, I, P>, blank: C) {
    this.screen = screen
    this.kind = kind
    this.draft = $state(kind.draftOf(blank))
    this.from = $derived(screen.character ?? screen.start)
    this.isNew = $derived(screen.character === null)
    this.readOnly = $derived(screen.character?.example ?? false)
    this.dirty = $derived(kind.draftText(this.draft) !== this.baseline)
    this.problems = $derived.by(() => {
      const mine = new Set(this.local.map((p) => p.field))
      return [...this.local, ...this.checked.filter((p) => !mine.has(p.field))]
    })
    this.status = $derived(this.message || screen.notice)

    // Another character (or a new one) replaces the draft.
    $effect(() => {
      const character = this.from
      if (!character) return
      untrack(() => {
        this.draft = kind.draftOf(character)
        this.baseline = kind.draftText(this.draft)
        this.idFollows = character.id === '' || /-copy(-\d+)?$/.test(character.id)
        this.checked = []
        this.local = []
        this.message = ''
        this.good.clear()
      })
    })

    // Every change is checked by main, a moment after the typing stops.
    $effect(() => {
      const text = JSON.stringify(this.draft)
      if (this.readOnly) return
      const current = this.checks.start()
      const timer = setTimeout(() => void this.check(JSON.parse(text) as D, current), CHECK_AFTER_MS)
      return () => clearTimeout(timer)
    })
  }

  private async check(draft: D, current: () => boolean): Promise<void> {
    const made = this.kind.characterOf(draft, this.good)
    let found: P[]
    try {
      found = await this.screen.calls.check(made.character)
    } catch (err) {
      found = [this.problem('CHARACTER_FIELD', '', (err as Error).message, 'change the character and try again')]
    }
    if (!current()) return
    this.local = made.local
    this.checked = found
  }

  private problem(code: string, field: string, message: string, fix: string): P {
    return { code, level: 'error', field, message, fix } as P
  }

  /** The problems of one field. */
  of = (field: string): P[] => this.problems.filter((p) => p.field === field)

  /** The character the draft makes as typed: a field that holds no number shows its last good one. */
  made(): I {
    return this.kind.characterOf(this.draft, new Map(this.good)).character
  }

  nameTyped = () => {
    if (this.idFollows) this.draft.id = slugOf(this.draft.name)
  }

  /** Takes the player to a problem's field, or the nearest thing that holds it. */
  go = (field: string) => {
    for (let f = field; f; f = f.replace(/(\[\d+\]|\.[^.[\]]+)$/, '')) {
      const at = this.form?.querySelector<HTMLElement>(`[data-focus="${CSS.escape(f)}"]`)
      if (!at) continue
      at.scrollIntoView({ block: 'center' })
      const target = at.matches('input, button, select, textarea')
        ? at
        : at.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled]), select, textarea')
      target?.focus()
      return
    }
  }

  revert = () => {
    if (!this.from) return
    this.draft = this.kind.draftOf(this.from)
    this.message = ''
  }

  save = async () => {
    const made = this.kind.characterOf($state.snapshot(this.draft) as D, this.good)
    this.local = made.local
    if (made.local.length) {
      this.message = `Not saved: ${count(made.local.length, 'field')} to fix`
      return
    }
    this.busy = true
    try {
      const result = await this.screen.calls.save(made.character, this.screen.character?.id ?? null)
      if (!result.saved) {
        this.checked = result.problems
        this.message = `Not saved: ${count(result.problems.filter((p) => p.level === 'error').length, 'error')} to fix`
        return
      }
      const warnings = result.problems.length
      await this.screen.saved(result.saved, warnings ? `Saved ${result.saved.name}, with ${count(warnings, 'warning')}` : `Saved ${result.saved.name}`)
    } catch (err) {
      if (err instanceof ApiCallError && err.error.code === 'CONFLICT') {
        this.checked = [...this.checked, this.problem('CHARACTER_ID', 'id', err.message, 'pick an id no other character has')]
        this.message = 'Not saved: the id is taken'
      } else this.message = (err as Error).message
    } finally {
      this.busy = false
    }
  }

  remove = async () => {
    const refusal = await this.screen.remove()
    if (refusal) this.message = `Not deleted: ${refusal}`
  }
}

export const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`
