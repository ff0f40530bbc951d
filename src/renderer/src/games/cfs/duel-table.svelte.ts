// The table for two's state and what it does: a game started from two library decks (hot seat, or one seat played
// by the computer), the moves the player holding the device may make, undo, and the hand-over between players, during
// which no hand is shown.
import { SEAT_NAMES, type DuelMove, type DuelPolicyName, type DuelTarget, type DuelView, type RecordSteps, type Seat } from '../../../../shared/games/cfs/duel'
import { call } from '../../lib/api'

const NAMES = ['A', 'B'] as const

export interface DuelSetup {
  deckA: number
  deckB: number
  seed: number
  first: 'A' | 'B'
  /** Null: hot seat, both seats played on this screen. */
  computer: { seat: 'A' | 'B'; policy: DuelPolicyName } | null
}

export class DuelTable {
  view = $state.raw<DuelView | null>(null)
  /** Why the last move was refused, or what failed. */
  message = $state('')
  /** Hot seat: the player the device goes to next, while it changes hands (no hand is shown). */
  passTo = $state<Seat | null>(null)

  /** A game record opened to step through (null: the table plays a game), and the step shown. */
  record = $state.raw<RecordSteps | null>(null)
  at = $state(0)

  async start(setup: DuelSetup): Promise<void> {
    await this.try(async () => {
      this.view = await call('startDuel', setup)
      this.record = null
      this.passTo = null
      this.followTurn()
    })
  }

  /** Opens a record's text: its game as set up, to step through move by move. */
  async openRecord(text: string): Promise<void> {
    await this.try(async () => {
      const opened = await call('openRecord', { text })
      this.record = opened
      this.view = opened.view
      this.at = 0
      this.passTo = null
    })
  }

  /** Opens a record file the player picks, as openRecord does; nothing when the dialog is cancelled. */
  async openRecordFile(): Promise<void> {
    await this.try(async () => {
      const opened = await call('openRecordFile', {})
      if (!opened) return
      this.record = opened
      this.view = opened.view
      this.at = 0
      this.passTo = null
    })
  }

  /** Shows the recorded game after its first `at` moves. */
  async stepTo(at: number): Promise<void> {
    const record = this.record
    if (!record || at < 0 || at > record.steps.length) return
    await this.try(async () => {
      this.view = await call('recordStep', { replayId: record.replayId, at })
      this.at = at
    })
  }

  async play(move: DuelMove): Promise<void> {
    const view = this.view
    if (!view) return
    await this.try(async () => {
      const result = await call('duelMove', { duelId: view.duelId, viewer: NAMES[view.viewer], move })
      if (!result.ok) {
        this.message = result.reason
        return
      }
      this.view = result.view
      this.followTurn()
    })
  }

  async undo(): Promise<void> {
    const view = this.view
    if (!view) return
    await this.try(async () => {
      this.view = await call('undoDuel', { duelId: view.duelId, viewer: NAMES[view.viewer] })
      this.followTurn()
    })
  }

  /** The player the device went to takes it: their view, their hand. */
  async takeOver(): Promise<void> {
    const view = this.view
    const to = this.passTo
    if (!view || to === null) return
    await this.try(async () => {
      this.view = await call('duelState', { duelId: view.duelId, viewer: NAMES[to] })
      this.passTo = null
    })
  }

  /** Hot seat: when the rules wait for the other player, the device changes hands before anything is shown. */
  private followTurn(): void {
    const view = this.view
    if (!view || view.computer !== null || view.toMove === null) return
    if (view.toMove !== view.viewer) this.passTo = view.toMove
  }

  private async try(action: () => Promise<void>): Promise<void> {
    this.message = ''
    try {
      await action()
    } catch (err) {
      this.message = (err as Error).message
    }
  }
}

/** A move in words a player reads on its button: "Attack with Ryu (1000)". */
/** A move in words for its button; `cost`: what an action or reaction costs now (● texts change it). */
export function moveLabel(view: DuelView, move: DuelMove, cost?: number): string {
  const me = view.sides[view.viewer]
  const them = view.sides[1 - view.viewer]
  const hand = (i: number) => me.hand?.[i]?.name ?? '?'
  const mine = (slot: number) => {
    const f = me.ring[slot]
    return f ? `${f.card.name} (${f.bp})` : `slot ${slot + 1}`
  }
  switch (move.type) {
    case 'place':
      return `Place ${hand(move.hand)} in slot ${move.slot + 1}`
    case 'backup':
      return `Back up ${me.ring[move.slot]?.card.name ?? `slot ${move.slot + 1}`} with ${hand(move.hand)}`
    case 'action':
      return `Play ${hand(move.hand)} (${cost ?? me.hand?.[move.hand]?.cost ?? 0} SP)${aim(view, move.on)}`
    case 'react':
      return `React with ${hand(move.hand)} (${cost ?? me.hand?.[move.hand]?.cost ?? 0} SP)${aim(view, move.on)}`
    case 'arena':
      return `Arena ${hand(move.hand)}`
    case 'striker':
      return `Send Striker ${me.strikers[move.striker]?.name ?? '?'} at ${them.ring[move.at]?.card.name ?? '?'}`
    case 'striker-defends':
      return `Defend with Striker ${me.strikers[move.striker]?.name ?? '?'}`
    case 'square':
      return `■ ability of ${mine(move.slot)}${aim(view, move.on)}`
    case 'attack':
      return `Attack with ${mine(move.slot)}`
    case 'union':
      return `Union: ${move.slots.map(mine).join(' then ')}`
    case 'counter':
      return `Counter with ${mine(move.slot)}`
    case 'take':
      return 'Take it (no defence)'
    case 'end':
      return 'End the turn'
  }
}

/** The character a move's text is aimed at, by name and place ("on Geese, B1"); nothing when the engine picks. */
function aim(view: DuelView, on: DuelTarget[] | undefined): string {
  const t = on?.[0]
  if (!t) return ''
  const f = view.sides[t.seat].ring[t.slot]
  return ` on ${f ? f.card.name : 'an empty slot'}, ${SEAT_NAMES[t.seat]}${t.slot + 1}`
}
