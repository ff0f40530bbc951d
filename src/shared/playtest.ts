// The solo playtest's shapes, shared by main (which plays) and the page (which shows).
import type { Card } from './card'

export interface Fighter {
  /** Index into the game's cards. */
  card: number
  bp: number
  /** The turn it entered the ring: on standby until that turn ends. */
  entered: number
  frozen: boolean
  /** Acted this turn (attacked, joined a union or used its square ability). */
  acted: boolean
  backers: number[]
  backedUpOnTurn: number
}

export interface TableState {
  seed: number
  first: boolean
  /** The goldfish has one character, never blocking or countering, for Strikers to attack. */
  strikerTarget: boolean
  turn: number
  phase: 'main' | 'attack' | 'over'
  hp: number
  goldfishHp: number
  sp: number
  /** Draw pile, top first. */
  library: number[]
  hand: number[]
  discard: number[]
  strikers: number[]
  removed: number[]
  arenas: number[]
  ring: (Fighter | null)[]
  placedThisTurn: boolean
  /** A single attack or union has been made this turn: square abilities come before them. */
  attackedThisTurn: boolean
  redraws: number
  result: { outcome: 'win' | 'deck-out'; turn: number } | null
  log: string[]
}

export type Move =
  /** `target`: the ring slot of the character a "one character" text applies to, when it is the player's pick. */
  | { type: 'place'; hand: number; slot: number; target?: number }
  | { type: 'back-up'; hand: number; slot: number }
  | { type: 'action'; hand: number; target?: number }
  | { type: 'arena'; hand: number }
  | { type: 'striker'; striker: number }
  | { type: 'square'; slot: number; target?: number }
  | { type: 'attack'; slot: number }
  | { type: 'union'; slots: number[] }
  | { type: 'end-turn' }
  | { type: 'adjust'; slot?: number; bp?: number; hp?: number; goldfishHp?: number; sp?: number }
  /** By hand, for card texts the table does not apply: a card from one pile to another. */
  | { type: 'move'; from: 'hand' | 'discard' | 'library'; index: number; to: 'hand' | 'discard' | 'library-top' | 'library-bottom' }

/** Why each ring slot's attack and square ability would be refused now; null where the move is allowed. */
export interface TableMoves {
  attack: (string | null)[]
  square: (string | null)[]
}

/** A game as it stands, with what its characters may do now. */
export interface TablePlay {
  state: TableState
  moves: TableMoves
}

export type MoveResult = ({ ok: true } & TablePlay) | { ok: false; reason: string }

export interface GoldfishReport {
  games: number
  seed: number
  first: boolean
  hp: number
  /** The goldfish had a character for Strikers to attack (each hit for 200); else no Striker was sent. */
  strikerTarget: boolean
  coverage: { modelled: number; total: number }
  openingHand: { redrawRate: number; meanRedraws: number }
  killTurn: { mean: number | null; median: number | null; distribution: Record<string, number>; neverRate: number; turnsPlayed: number }
  deckOutRate: number
  perTurn: { turn: number; characterRate: number; backUpPairRate: number; meanSp: number; meanDamage: number; killedRate: number }[]
}

export interface TableView extends TablePlay {
  gameId: number
  /** The game's cards; the state refers to them by index. */
  cards: Card[]
  /** Per card: its text touches one character of the player's choice (a move may name the target). */
  picksTarget: boolean[]
}

export interface RunProgress {
  runId: number
  played: number
  games: number
  done: boolean
  report: GoldfishReport
}
