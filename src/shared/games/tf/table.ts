// The Table Fighter table as the page sees it: two players on one screen (hot seat), each pick hidden until both
// are in, every step enforced (the Table Fighter rule book, "HOW TO PLAY"); and the matchup simulator's report.
// Cards are named by their names, which are unique within a character.
import type { MatchupReportOf } from '../../api/two-player'

/** The rule book's steps; clean-up and the super step are taken together by `next-turn`. */
export type TfStep = 'draw' | 'charge' | 'action' | 'combo' | 'clean-up' | 'over'
/** A turn's steps in order, as the table names them. */
export const TF_STEPS: Readonly<Record<Exclude<TfStep, 'over'>, string>> = {
  draw: 'Draw',
  charge: 'Charge',
  action: 'Pick and reveal',
  combo: 'Combo',
  'clean-up': 'Clean-up',
}
/** Player 0 and player 1: the two characters in the order the table was set. */
export type TfPlayer = 0 | 1

/** A move at the table; cards are names at the page, indexes inside the engine. */
export type TfMoveOf<C> =
  /** 1. Both players draw to three basic cards. */
  | { type: 'draw' }
  /** 2. A player announces charge and pays with two basic cards from the hand or the discard pile. */
  | { type: 'charge'; player: TfPlayer; cost: readonly C[] }
  /** 2. A player announces no charge. */
  | { type: 'no-charge'; player: TfPlayer }
  /** 3. A player sets a card from the hand face down. */
  | { type: 'pick'; player: TfPlayer; card: C }
  /** 3. Both face-down cards are revealed and matched up. */
  | { type: 'reveal' }
  /** 4. The action step's winner links a card from the hand into the combo. */
  | { type: 'combo'; card: C }
  /** 4. The combo is over: its damage is dealt. */
  | { type: 'end-combo' }
  /** 5–6. Clean-up and the super step, then the next turn's draw step. */
  | { type: 'next-turn' }

export type TfMove = TfMoveOf<string>

/**
 * Where a super is: "Place your super card on the table face up"; in the hand after four discards; set face down
 * ('picked', shown to the other player as 'hand' until the reveal); played this turn.
 */
export type TfSuperPlace = 'table' | 'hand' | 'picked' | 'played'

/** One player's side as a viewer sees it: null where it is hidden from that viewer. */
export interface TfSideView {
  character: { id: string; name: string }
  health: number
  /** Top first; null when hidden (the other player's deck). */
  deck: string[] | null
  deckSize: number
  /** Null when hidden; the super is in it when it is in the hand. */
  hand: string[] | null
  handSize: number
  /** In the order the cards went there, the first at the bottom; face up, so never hidden. */
  discard: string[]
  super: { name: string; at: TfSuperPlace }
  /** A card is set face down; which one is hidden from the other player until the reveal. */
  picked: boolean
  pick: string | null
  /** The revealed action card and the combo's cards, in play order. */
  played: string[]
  announced: boolean
  charged: boolean
}

export interface TfTableState {
  seed: number
  turn: number
  step: TfStep
  /** Who this view is for: a player, 'all' (everything shown: tests, the end of a game), or null (both hidden). */
  viewer: TfPlayer | 'all' | null
  players: [TfSideView, TfSideView]
  /** This turn's charge priority (null before the draw): who announces first, or null for a tie, and why. */
  priority: { first: TfPlayer | null; why: string } | null
  /** Whose turn it is to announce charge, in the charge step. */
  announcer: TfPlayer | null
  /** The winner of this turn's action step, who combos; null before the reveal or on a tie. */
  winner: TfPlayer | null
  /** The reveal's outcome in words, once revealed. */
  outcome: string | null
  result: { winner: TfPlayer; loser: TfPlayer; turn: number } | null
  log: string[]
}

export type TfMoveResult = { ok: true; state: TfTableState } | { ok: false; reason: string }

// ---------------------------------------------------------------------------------------------------------------
// The matchup simulator

export const TF_POLICIES = ['random', 'greedy'] as const
export type TfPolicyName = (typeof TF_POLICIES)[number]

/** One card of A against one card of B, both uncharged. */
export interface TfGridCell {
  a: string
  b: string
  winner: 'a' | 'b' | 'tie'
  why: string
  /** The winning card's own damage; 0 on a tie. */
  damage: number
  /** The combo that deals the most from the winning card, with the winner's own cards (3 basic in hand and the super). */
  reach: { damage: number; cards: string[] }
}

/** `ringside matchup <A> <B> --json`: a pure function of the characters, games, seed and policies. */
export interface TfMatchupReport extends MatchupReportOf<'tf', TfPolicyName> {
  /** Times each side announced charge, and played its super, over all games. */
  charges: { a: number; b: number }
  supers: { a: number; b: number }
  /** grid[i][j]: A's i-th card against B's j-th card, in the characters' card order. */
  grid: TfGridCell[][]
}
