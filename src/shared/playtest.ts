// The solo playtest's shapes, shared by main (which plays) and the page (which shows).
import type { Card } from './card'

export interface Fighter {
  /** Index into the game's cards. */
  card: number
  bp: number
  /** The turn it entered the ring: on standby until that turn ends. */
  entered: number
  frozen: boolean
  /** Frozen, and staying frozen through its next activate phase. */
  stayFrozen: boolean
  /** Acted this turn (attacked, joined a union or used its square ability). */
  acted: boolean
  /** Attacked this turn (alone or in a union). */
  attacked: boolean
  backers: number[]
  backedUpOnTurn: number
  /** A text took its ability away: its ▲ ■ ● text no longer counts. */
  abilityLost: boolean
  /** It may take any number of back-ups this turn. */
  manyBackUps: boolean
  /** It may attack this turn though it entered this turn (set by hand for a card's text). */
  readyNow: boolean
}

/**
 * How far the engine plays a card's text: as printed (`exact`); it changes nothing against a goldfish
 * (`no-effect`, the reason says why); in part (`partial`); not at all (`not-modelled`: applied by hand).
 */
export type TextClass = 'exact' | 'no-effect' | 'partial' | 'not-modelled'

/** A card's text as the engine reads it: its class, its structured form when played, the reason otherwise. */
export interface TextReading {
  class: TextClass
  effect?: unknown
  reason?: string
}

/** The counts `ringside effects`, the goldfish report and the app show, by class. */
export interface ClassCounts {
  exact: number
  noEffect: number
  partial: number
  notModelled: number
}

export function emptyCounts(): ClassCounts {
  return { exact: 0, noEffect: 0, partial: 0, notModelled: 0 }
}

const CLASS_KEY: Record<TextClass, keyof ClassCounts> = { exact: 'exact', 'no-effect': 'noEffect', partial: 'partial', 'not-modelled': 'notModelled' }

/** Adds `n` texts of a class. */
export function count(counts: ClassCounts, c: TextClass, n = 1): ClassCounts {
  counts[CLASS_KEY[c]] += n
  return counts
}

/** Rules a text sets until the end of the turn. */
export type TurnRule = 'free-action' | 'any-back-ups' | 'cheap-unions' | 'extra-character' | 'no-attack' | 'stay-unfrozen'

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
  /** Characters that entered the ring this turn. */
  placed: number
  /** Rules texts set this turn (repeats count: two "one more character" texts allow two more). */
  turnRules: TurnRule[]
  /** Random choices the game's texts have made so far: the next one draws from stream `chance` of the seed. */
  chance: number
  /** A single attack or union has been made this turn: square abilities come before them. */
  attackedThisTurn: boolean
  redraws: number
  result: { outcome: 'win' | 'deck-out'; turn: number } | null
  log: string[]
}

/**
 * The player's picks for a card's text: `target`, the ring slot of the character a "1 character" text goes to;
 * `targets`, the slots for "as many as you like"; `option`, which of a "pick one" text. Without them the
 * greedy policy picks, and the log says what it picked.
 */
export interface Picks {
  target?: number
  targets?: number[]
  option?: number
}

/** Moves made by hand for a text the engine does not play: each is logged, names the card, and can be undone. */
export type Override = 'freeze' | 'unfreeze' | 'ko' | 'to-hand' | 'to-deck' | 'attack-on-entry' | 'extra-character' | 'destroy-arena'

export type Move =
  | ({ type: 'place'; hand: number; slot: number } & Picks)
  | { type: 'back-up'; hand: number; slot: number }
  | ({ type: 'action'; hand: number } & Picks)
  | { type: 'arena'; hand: number }
  | { type: 'striker'; striker: number }
  | ({ type: 'square'; slot: number } & Picks)
  /** `slot`: the character it is done to (all but `extra-character` and `destroy-arena`). */
  | { type: 'override'; what: Override; slot?: number }
  /** The rest of the turn played as the batch simulator plays it, then the turn ended: one move to undo. */
  | { type: 'auto-turn' }
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
  /**
   * The deck's Main cards by how the engine plays their texts: exactly, doing nothing against a goldfish
   * (noEffect), in part, not at all (notModelled); characters with no ability (plain), reactions (never
   * played against a goldfish). `modelled`: the cards played as printed (all but partial and notModelled).
   */
  coverage: { total: number; modelled: number; exact: number; noEffect: number; partial: number; notModelled: number; plain: number; reactions: number }
  openingHand: { redrawRate: number; meanRedraws: number }
  killTurn: { mean: number | null; median: number | null; distribution: Record<string, number>; neverRate: number; turnsPlayed: number }
  deckOutRate: number
  perTurn: { turn: number; characterRate: number; backUpPairRate: number; meanSp: number; meanDamage: number; killedRate: number }[]
}

export interface TableView extends TablePlay {
  tableId: number
  /** The game's cards; the state refers to them by index. */
  cards: Card[]
  /** Per card: its text touches one character of the player's choice (a move may name the target). */
  picksTarget: boolean[]
  /** Per card: how the table plays its text (null: none to play), so the player knows what to do by hand. */
  readings: (TextReading | null)[]
}

export interface RunProgress {
  runId: number
  played: number
  games: number
  done: boolean
  report: GoldfishReport
}

/** A run's coverage in one line, as the command and the app say it. */
export function coverageLine(c: GoldfishReport['coverage']): string {
  return (
    `${c.modelled} of ${c.total} cards played as printed (${c.exact} texts exact, ${c.noEffect} with no effect on a goldfish, ` +
    `${c.plain} plain characters); ${c.partial} partial, ${c.notModelled} not modelled` +
    (c.reactions ? `; ${c.reactions} ${c.reactions === 1 ? 'reaction' : 'reactions'} never played, as a goldfish never attacks` : '')
  )
}
