// Capcom Crossovers for two at the table: a game started from two characters or two tag teams (hot seat, or one
// seat played by the computer), the moves the player holding the device may make, undo, and the hand-over between
// players, during which no hand is shown.
import type { CcDuelMove, CcDuelView, CcRecordSteps, CcSeat } from '../../../../shared/games/cc/duel'
import { call } from '../../lib/api'

const NAMES = ['A', 'B'] as const

export interface CcDuelSetup {
  a: string[]
  b: string[]
  seed: number
  first: 'A' | 'B'
  /** Null: hot seat, both seats played on this screen. */
  computer: { seat: 'A' | 'B'; policy: 'random' | 'greedy' | 'search' } | null
}

export class CcDuelTable {
  view = $state.raw<CcDuelView | null>(null)
  /** Why the last move was refused, or what failed. */
  message = $state('')
  /** Hot seat: the player the device goes to next, while it changes hands (no hand is shown). */
  passTo = $state<CcSeat | null>(null)
  /** A game record opened to step through (null: the table plays a game), and the step shown. */
  record = $state.raw<CcRecordSteps | null>(null)
  at = $state(0)
  /** Moves go to main one after another, in the order clicked. */
  private queue: Promise<unknown> = Promise.resolve()

  /** Opens a record's text (or its share code): its game as set up, to step through move by move. */
  openRecord(text: string): Promise<void> {
    return this.later(async () => {
      const opened = await call('ccOpenRecord', { text })
      this.record = opened
      this.view = opened.view
      this.at = 0
      this.passTo = null
      if (opened.refused) this.message = `line ${opened.refused.line}: ${opened.refused.move}: refused: ${opened.refused.reason}`
    })
  }

  /** Shows the recorded game after its first `at` moves. */
  stepTo(at: number): Promise<void> {
    return this.later(async () => {
      const record = this.record
      if (!record || at < 0 || at > record.steps.length) return
      this.view = await call('ccRecordStep', { replayId: record.replayId, at })
      this.at = at
    })
  }

  start(setup: CcDuelSetup): Promise<void> {
    return this.later(async () => {
      this.view = await call('startCcDuel', setup)
      this.record = null
      this.passTo = null
      this.followTurn()
    })
  }

  play(move: CcDuelMove): Promise<void> {
    return this.later(async () => {
      const view = this.view
      if (!view) return
      const result = await call('ccDuelMove', { duelId: view.duelId, viewer: NAMES[view.viewer], move })
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
      this.view = await call('undoCcDuel', { duelId: view.duelId, viewer: NAMES[view.viewer] })
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
      this.view = await call('ccDuelState', { duelId: view.duelId, viewer: NAMES[to] })
      this.passTo = null
    })
  }

  /** Hot seat: when the rules wait for the other player, the device changes hands before anything is shown. */
  private followTurn(): void {
    const view = this.view
    if (!view || view.computer !== null || view.toMove === null) return
    if (view.toMove !== view.viewer) this.passTo = view.toMove
  }

  private later(step: () => Promise<void>): Promise<void> {
    const next = this.queue
      .then(() => {
        this.message = ''
        return step()
      })
      .catch((err: Error) => void (this.message = err.message))
    this.queue = next
    return next
  }
}

/** The groups the moves are shown in, each with its title, in the order of a turn. */
export const MOVE_GROUPS: { title: string; types: CcDuelMove['type'][] }[] = [
  { title: 'Opening hand', types: ['keep', 'mulligan'] },
  { title: 'Draw', types: ['draw'] },
  { title: 'Combat', types: ['attack', 'block', 'pass'] },
  { title: 'Answer the attack', types: ['take', 'dodge', 'counter', 'tech', 'variable-counter'] },
  { title: 'The combo goes on', types: ['combo'] },
  { title: 'After the dodge', types: ['shot'] },
  { title: 'Clean-up', types: ['bank', 'discard', 'search', 'tag', 'recover', 'joker-back', 'end-turn'] },
]
