// The Events screen's state: the events, the one open, and each organiser's action on it. Every action reads the
// event back whole from main, so what the screen shows is what the database holds; a refusal is shown in main's words.
import type { ApiInput, EventInfo, EventView } from '../../../shared/contract'
import type { DeckSummary, Violation } from '../../../shared/deck'
import type { Format } from '../../../shared/format'
import { call, callFor } from '../lib/api'

/** A result as the organiser picks it at a table: the first player's games won, lost and drawn. */
export const RESULTS: [number, number, number][] = [
  [2, 0, 0],
  [2, 1, 0],
  [1, 0, 0],
  [1, 1, 1],
  [1, 1, 0],
  [0, 0, 3],
  [0, 1, 0],
  [1, 2, 0],
  [0, 2, 0],
]

export const score = ([won, lost, drawn]: readonly number[]) => `${won}–${lost}${drawn ? `–${drawn}` : ''}`
export const pct = (x: number) => `${(x * 100).toFixed(1)} %`

/** Where the event stands: registration, a Swiss round of so many, or a round of the bracket or the top cut. */
export function phaseText({ event, round, bracket }: EventView): string {
  if (round === 0) return 'registration open'
  if (event.structure === 'swiss' && round <= event.rounds) return `round ${round} of ${event.rounds}`
  const where = event.topCut ? `the top ${event.topCut}` : 'the bracket'
  return bracket?.champion ? `${where} played out: ${bracket.champion} won` : `round ${round}, ${where}`
}

/** Whether every round the event will have is played. */
export function over({ event, round, bracket, matches }: EventView): boolean {
  const done = matches.every((m) => m.result !== null)
  return done && (bracket ? bracket.champion !== null : event.structure === 'swiss' && !event.topCut && round >= event.rounds)
}

export class EventDesk {
  events: EventInfo[] = $state.raw([])
  formats: Format[] = $state.raw([])
  decks: DeckSummary[] = $state.raw([])
  view: EventView | null = $state.raw(null)
  error = $state('')
  /** The problems of the last deck refused at registration, with the player it was for. */
  refused: { player: string; deck: string; violations: Violation[] } | null = $state.raw(null)

  constructor(private readonly say: (message: string) => void) {}

  async load(): Promise<void> {
    await this.attempt(async () => {
      ;[this.events, this.formats, this.decks] = await Promise.all([call('listEvents'), call('listFormats'), call('listDecks', {})])
      this.characters = { tf: await callFor<{ id: string; name: string }[]>('listCharacters', { game: 'tf' }) }
    })
  }

  async open(id: number): Promise<void> {
    await this.attempt(async () => {
      this.refused = null
      this.view = await call('eventView', { id })
    })
  }

  async create(event: ApiInput<'createEvent'>): Promise<boolean> {
    return this.attempt(async () => {
      const made = await call('createEvent', event)
      this.events = await call('listEvents')
      await this.open(made.id)
      this.say(`Created “${made.name}”: register the players, then pair round 1`)
    })
  }

  /** The characters of the games whose events seat them (Table Fighter's), by game. */
  characters: Record<string, { id: string; name: string }[]> = $state.raw({})

  async register(player: string, deck: number | string, plan: string): Promise<boolean> {
    const view = this.view
    if (!view) return false
    return this.attempt(async () => {
      const what = typeof deck === 'string' ? { character: deck } : { deck }
      const done = await call('registerPlayer', { id: view.event.id, player, ...what, ...(plan.trim() ? { plan } : {}) })
      const deckName = this.decks.find((d) => d.id === deck)?.name ?? String(deck)
      this.refused = done.ok ? null : { player, deck: deckName, violations: done.legality.violations }
      if (!done.ok) throw new Error(`${deckName} is not legal for ${view.event.format}: ${player} is not registered`)
      await this.reload()
      this.say(`${done.player.name} registered with ${typeof deck === 'string' ? 'character' : 'deck'} ${done.player.hash}`)
    })
  }

  pair = () => this.act(async (id) => call('pairRound', { id }))
  lock = () => this.act((id) => call('lockEvent', { id }))
  swap = (first: string, second: string) => this.act((id) => call('swapPlayers', { id, first, second }))
  enter = (player: string, [won, lost, drawn]: readonly number[]) => this.act((id) => call('enterResult', { id, player, won, lost, drawn }))
  drop = (player: string) => this.act((id) => call('dropPlayer', { id, player }))

  async print(): Promise<void> {
    await this.act(async (id) => {
      const printed = await call('printEventSheets', { id })
      if (printed) this.say(`Saved ${printed.sheets} registration ${printed.sheets === 1 ? 'sheet' : 'sheets'} to ${printed.path}`)
    })
  }

  async save(): Promise<void> {
    await this.act(async (id) => {
      const saved = await call('saveEventFile', { id })
      if (saved) this.say(`Saved the event to ${saved.path}`)
    })
  }

  private async act(action: (id: number) => Promise<unknown>): Promise<boolean> {
    const view = this.view
    if (!view) return false
    return this.attempt(async () => {
      await action(view.event.id)
      await this.reload()
    })
  }

  private async reload(): Promise<void> {
    if (this.view) this.view = await call('eventView', { id: this.view.event.id })
  }

  /** Runs an action; its refusal is shown on the screen. Answers whether it went through. */
  private async attempt(action: () => Promise<unknown>): Promise<boolean> {
    try {
      this.error = ''
      await action()
      return true
    } catch (err) {
      this.error = (err as Error).message
      return false
    }
  }
}
