// A two-player table played hot seat (Table Fighter, Card Shot!): two players on one device. Main plays every move,
// says why one is refused, and answers with the table as the player looking sees it. The page asks for a player's
// view only once that player holds the device; when the rules wait for the other player, the page drops the view
// (it never holds the other hand or face-down card then) and shows "pass the device" until the next player asks.

import type { TwoPlayerGameId } from '../../../shared/contract'
import { callFor } from '../lib/api'

export type Seat = 0 | 1
/** The two players, in the order the table was set. */
export const SEATS: readonly Seat[] = [0, 1]
export type Viewer = Seat | null | 'all'

/** A game's table calls: its start, moves, undo and views. */
export interface TableCalls<Start, State, Move> {
  start(seed: number): Promise<Start>
  play(tableId: number, move: Move, viewer: Seat | null): Promise<{ ok: true; state: State } | { ok: false; reason: string }>
  undo(tableId: number): Promise<State>
  view(tableId: number, viewer: Viewer): Promise<State>
  /** The move the game's policy would make now, for the player holding the device; null once the game is over. */
  suggest(tableId: number, viewer: Seat): Promise<Move | null>
}

/** A game's table calls over the play protocol (shared/api/play.ts), for the table of the two characters `chosen` names when it starts. */
function tableCalls<Start, State, Move>(game: TwoPlayerGameId, chosen: () => { a: string; b: string }): TableCalls<Start, State, Move> {
  return {
    start: (seed) => callFor('startTable', { game, ...chosen(), seed, viewer: null }),
    play: (tableId, move, viewer) => callFor('playMove', { game, tableId, move, viewer }),
    undo: (tableId) => callFor('undoMove', { game, tableId, viewer: null }),
    view: (tableId, viewer) => callFor('tableState', { game, tableId, viewer }),
    suggest: (tableId, viewer) => callFor('suggestMove', { game, tableId, viewer }),
  }
}

export const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
export const randomSeed = () => Math.floor(Math.random() * 1_000_000)

export class HotSeat<Start extends { tableId: number; state: State }, State extends { result: unknown }, Move> {
  seed = $state(randomSeed())
  table: Start | null = $state.raw(null)
  s: State | null = $state.raw(null)
  /** Whose hand the page shows: the player holding the device, or nobody. */
  looking: Seat | null = $state(null)
  message = $state('')
  private queue: Promise<unknown> = Promise.resolve()

  private readonly calls: TableCalls<Start, State, Move>

  /**
   * `game` and `chosen`: the game, and the two characters its table is started with (the play protocol).
   * `acting`: the player the rules wait for in a state, or null when the move is both players' or nobody's.
   * `allAtEnd`: once the game is over, everything is shown at once (else on `showAll`). `cleared`: told whenever
   * another state shows, to drop the cards chosen for the last one.
   */
  constructor(
    readonly game: TwoPlayerGameId,
    chosen: () => { a: string; b: string },
    private readonly acting: (s: State) => Seat | null,
    private readonly options: { allAtEnd: boolean; cleared?: () => void },
  ) {
    this.calls = tableCalls(game, chosen)
  }

  /** The player the rules wait for now. */
  get waiting(): Seat | null {
    return this.s && !this.s.result ? this.acting(this.s) : null
  }

  /** What the table's frame (play/TableFrame.svelte) shows of the seat and does with it; `name` names a player. */
  frame(name: (player: Seat) => string) {
    const acting = this.waiting
    return {
      message: this.message,
      pass: this.passing && acting !== null ? { to: name(acting), player: acting, away: name(acting === 0 ? 1 : 0) } : null,
      onstart: () => this.start(),
      onnew: () => this.start(true),
      onundo: () => this.undo(),
      onhandover: () => this.handOver(),
      // A suggestion is for the player holding the device, while the game is on.
      onsuggest: this.looking !== null && this.s !== null && !this.s.result ? () => this.playSuggested() : null,
    }
  }

  /** The cards of the hand the player holds the device for can be picked up; no other hand is in the page. */
  lifts(player: Seat): boolean {
    return this.s !== null && !this.s.result && this.looking === player
  }

  /** The device must change hands before the next move. */
  get passing(): boolean {
    return this.waiting !== null && this.looking !== this.waiting
  }

  /** Runs one step after the other, so a quick second click waits for the first; an error shows as the message. */
  private later(step: () => Promise<void>): Promise<void> {
    const next = this.queue.then(step).catch((err: Error) => void (this.message = err.message))
    this.queue = next
    return next
  }

  start(newSeed = false): Promise<void> {
    if (newSeed) this.seed = randomSeed()
    return this.later(async () => {
      this.looking = null
      this.table = await this.calls.start(Math.trunc(Number(this.seed)) || 0)
      await this.shown(this.table.state)
    })
  }

  /** Shows a state; when the player holding the device is not the one the rules wait for, nobody's hand is kept. */
  private async shown(next: State): Promise<void> {
    this.s = next
    this.message = ''
    this.options.cleared?.()
    if (!this.table) return
    if (next.result) {
      this.looking = null
      this.s = await this.calls.view(this.table.tableId, this.options.allAtEnd ? 'all' : null)
    } else if (this.looking !== null && this.acting(next) !== this.looking) {
      this.looking = null
      this.s = await this.calls.view(this.table.tableId, null)
    }
  }

  move(m: Move): Promise<void> {
    return this.later(async () => {
      if (!this.table) return
      const result = await this.calls.play(this.table.tableId, m, this.looking)
      if (result.ok) await this.shown(result.state)
      else this.message = sentence(result.reason)
    })
  }

  /** The player holding the device plays the move the game's policy suggests; main refuses it, saying why, when the move is not theirs. */
  playSuggested(): Promise<void> {
    return this.later(async () => {
      if (!this.table || this.looking === null) return
      const m = await this.calls.suggest(this.table.tableId, this.looking)
      if (m === null) return
      const result = await this.calls.play(this.table.tableId, m, this.looking)
      if (result.ok) await this.shown(result.state)
      else this.message = sentence(result.reason)
    })
  }

  undo(): Promise<void> {
    return this.later(async () => {
      if (!this.table) return
      this.looking = null
      await this.shown(await this.calls.undo(this.table.tableId))
    })
  }

  /** The player the rules wait for takes the device: the page asks for that player's view. */
  handOver(): Promise<void> {
    const p = this.waiting
    return this.later(async () => {
      if (!this.table || p === null) return
      this.s = await this.calls.view(this.table.tableId, p)
      this.looking = p
      this.message = ''
    })
  }

  /** Once the game is over: both hands and decks. */
  showAll(): Promise<void> {
    return this.later(async () => {
      if (!this.table || !this.s?.result) return
      this.s = await this.calls.view(this.table.tableId, 'all')
    })
  }
}
