// Capcom Crossovers for two at the table: a game started from two characters or two tag teams on the table every game
// for two shares (play/duel-table.svelte.ts), and the groups its moves are shown in.
import type { CcDuelMove, CcDuelView, CcRecordSteps } from '../../../../shared/games/cc/duel'
import { DuelTableState } from '../../play/duel-table.svelte'

export interface CcDuelSetup {
  a: string[]
  b: string[]
  seed: number
  first: 'A' | 'B'
  /** Null: hot seat, both seats played on this screen. */
  computer: { seat: 'A' | 'B'; policy: 'random' | 'greedy' | 'search' } | null
}

export class CcDuelTable extends DuelTableState<CcDuelSetup, CcDuelMove, CcDuelView, CcRecordSteps> {
  constructor() {
    super({ start: 'startCcDuel', move: 'ccDuelMove', undo: 'undoCcDuel', state: 'ccDuelState', openRecord: 'ccOpenRecord', recordStep: 'ccRecordStep' })
  }

  /** A record that stops at a move the rules refuse says where, and why. */
  protected override opened(opened: CcRecordSteps | null): void {
    super.opened(opened)
    if (opened?.refused) this.message = `line ${opened.refused.line}: ${opened.refused.move}: refused: ${opened.refused.reason}`
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
