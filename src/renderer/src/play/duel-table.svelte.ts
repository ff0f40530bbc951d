// A game for two at the table, in any game that has one (Card Fighters Special, Capcom Crossovers): a game started hot
// seat or with one seat played by the computer, the moves the player holding the device may make, undo, a game record
// opened and stepped through, and the hand-over between players, during which no hand is shown. Each game gives its
// calls to main; moves go to main one after another, in the order clicked.
import type { ApiInput, ApiMethod, ApiOutputs } from '../../../shared/contract'
import { call } from '../lib/api'

type Seat = 0 | 1
type SeatName = 'A' | 'B'
const NAMES = ['A', 'B'] as const

/** What the table reads of a game's view: whose it is, who plays the computer's seat, and whose move it is. */
export interface SeatedView {
  duelId: number
  viewer: Seat
  computer: Seat | null
  toMove: Seat | null
}

/** An opened game record: its steps, the first move the rules refuse, and the game as set up. */
export interface OpenedRecord<View> {
  replayId: number
  steps: readonly unknown[]
  refused: { line: number; move: string; reason: string } | null
  view: View
}

/** A game's calls to main for its table for two. */
export interface DuelCalls<Setup, Move, View, Opened> {
  start(setup: Setup): Promise<View>
  move(duelId: number, viewer: SeatName, move: Move): Promise<{ ok: true; view: View } | { ok: false; reason: string }>
  undo(duelId: number, viewer: SeatName): Promise<View>
  state(duelId: number, viewer: SeatName): Promise<View>
  openRecord(text: string): Promise<Opened>
  recordStep(replayId: number, at: number): Promise<View>
}

/** A method of main that takes `I` and answers `O`. */
type Taking<I, O> = { [M in ApiMethod]: [I] extends [ApiInput<M>] ? ([ApiOutputs[M]] extends [O] ? M : never) : never }[ApiMethod]

/** A game's methods of main for its table for two, by name: the compiler holds each to what the table sends and reads. */
export interface DuelMethods<Setup, Move, View, Opened> {
  start: Taking<Setup, View>
  move: Taking<{ duelId: number; viewer: SeatName; move: Move }, { ok: true; view: View } | { ok: false; reason: string }>
  undo: Taking<{ duelId: number; viewer: SeatName }, View>
  state: Taking<{ duelId: number; viewer: SeatName }, View>
  openRecord: Taking<{ text: string }, Opened>
  recordStep: Taking<{ replayId: number; at: number }, View>
}

/** The calls to a game's methods named in `methods`. */
function callsTo<Setup, Move, View, Opened>(methods: DuelMethods<Setup, Move, View, Opened>): DuelCalls<Setup, Move, View, Opened> {
  // Each name was checked against what it takes and answers (Taking), which `call` cannot see through a variable.
  const to = call as unknown as <O>(method: ApiMethod, input: unknown) => Promise<O>
  return {
    start: (setup) => to(methods.start, setup),
    move: (duelId, viewer, move) => to(methods.move, { duelId, viewer, move }),
    undo: (duelId, viewer) => to(methods.undo, { duelId, viewer }),
    state: (duelId, viewer) => to(methods.state, { duelId, viewer }),
    openRecord: (text) => to(methods.openRecord, { text }),
    recordStep: (replayId, at) => to(methods.recordStep, { replayId, at }),
  }
}

export class DuelTableState<Setup, Move, View extends SeatedView, Opened extends OpenedRecord<View>> {
  view = $state.raw<View | null>(null)
  /** Why the last move was refused, or what failed. */
  message = $state('')
  /** Hot seat: the player the device goes to next, while it changes hands (no hand is shown). */
  passTo = $state<Seat | null>(null)
  /** A game record opened to step through (null: the table plays a game), and the step shown. */
  record = $state.raw<Opened | null>(null)
  at = $state(0)
  private queue: Promise<unknown> = Promise.resolve()

  private readonly calls: DuelCalls<Setup, Move, View, Opened>

  constructor(methods: DuelMethods<Setup, Move, View, Opened>) {
    this.calls = callsTo(methods)
  }

  start(setup: Setup): Promise<void> {
    return this.later(async () => {
      this.view = await this.calls.start(setup)
      this.record = null
      this.passTo = null
      this.followTurn()
    })
  }

  /** Opens a record's text (or its share code): its game as set up, to step through move by move. */
  openRecord(text: string): Promise<void> {
    return this.later(async () => this.opened(await this.calls.openRecord(text)))
  }

  /** Shows the recorded game after its first `at` moves. */
  stepTo(at: number): Promise<void> {
    return this.later(async () => {
      const record = this.record
      if (!record || at < 0 || at > record.steps.length) return
      this.view = await this.calls.recordStep(record.replayId, at)
      this.at = at
    })
  }

  play(move: Move): Promise<void> {
    return this.later(async () => {
      const view = this.view
      if (!view) return
      const result = await this.calls.move(view.duelId, NAMES[view.viewer], move)
      if (!result.ok) {
        this.message = result.reason
        return
      }
      this.view = result.view
      this.followTurn()
    })
  }

  undo(): Promise<void> {
    return this.later(async () => {
      const view = this.view
      if (!view) return
      this.view = await this.calls.undo(view.duelId, NAMES[view.viewer])
      this.passTo = null
      this.followTurn()
    })
  }

  /** The player the device went to takes it: their view, their hand. */
  takeOver(): Promise<void> {
    return this.later(async () => {
      const view = this.view
      const to = this.passTo
      if (!view || to === null) return
      this.view = await this.calls.state(view.duelId, NAMES[to])
      this.passTo = null
    })
  }

  /** A record opened (none: the player cancelled): its game as set up. */
  protected opened(opened: Opened | null): void {
    if (!opened) return
    this.record = opened
    this.view = opened.view
    this.at = 0
    this.passTo = null
  }

  /** Runs `step` after the steps before it; what fails is said in `message`. */
  protected later(step: () => Promise<void>): Promise<void> {
    const next = this.queue
      .then(() => {
        this.message = ''
        return step()
      })
      .catch((err: Error) => void (this.message = err.message))
    this.queue = next
    return next
  }

  /** Hot seat: when the rules wait for the other player, the device changes hands before anything is shown. */
  private followTurn(): void {
    const view = this.view
    if (!view || view.computer !== null || view.toMove === null) return
    if (view.toMove !== view.viewer) this.passTo = view.toMove
  }
}
