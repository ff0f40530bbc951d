// Card Fighters Special's table for two: a game started from two library decks on the table every game for two shares
// (play/duel-table.svelte.ts), a record file opened, and each move in the words of its button.
import { SEAT_NAMES, type DuelMove, type DuelPolicyName, type DuelTarget, type DuelView, type RecordSteps } from '../../../../shared/games/cfs/duel'
import { call } from '../../lib/api'
import { DuelTableState } from '../../play/duel-table.svelte'

export interface DuelSetup {
  deckA: number
  deckB: number
  seed: number
  first: 'A' | 'B'
  /** Null: hot seat, both seats played on this screen. */
  computer: { seat: 'A' | 'B'; policy: DuelPolicyName } | null
}

export class DuelTable extends DuelTableState<DuelSetup, DuelMove, DuelView, RecordSteps> {
  constructor() {
    super({ start: 'startDuel', move: 'duelMove', undo: 'undoDuel', state: 'duelState', openRecord: 'openRecord', recordStep: 'recordStep' })
  }

  /** Opens a record file the player picks, as openRecord does; nothing when the dialog is cancelled. */
  openRecordFile(): Promise<void> {
    return this.later(async () => this.opened(await call('openRecordFile', {})))
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
