// Card Fighters Special for two (docs/rules.md, "Head to head"): the state of a game between two players, A and B,
// and the moves that change it. The engine (main/games/cfs/duel/) checks every move; the page and the game records
// read these shapes.
import type { Card } from '../../card'
import type { TurnRule } from '../../playtest'
import type { FirstPlayerFigures, MatchupOutcome } from '../../api/two-player'

export { MAX_RECORD_BYTES } from '../../game-records'

/** A player's seat: 0 is A, 1 is B. */
export type Seat = 0 | 1

export const SEAT_NAMES = ['A', 'B'] as const
export type SeatName = (typeof SEAT_NAMES)[number]

/** A character in a ring slot. Cards are ids into the game's cards, one id a copy. */
export interface DuelFighter {
  card: number
  bp: number
  /** The turn it entered the ring: on standby until its player's next turn. */
  entered: number
  /** Turned sideways after it acted: it can neither attack nor counter until its player's next activate phase. */
  frozen: boolean
  backers: number[]
  backedUpOnTurn: number
  /** The opponent's turn on which it countered an attack: a character counters one attacker a turn. */
  counteredOnTurn: number
  /** The turn it last attacked (alone or in a union). */
  attackedOnTurn: number
  /** A text took its ability away. */
  abilityLost: boolean
  /** A text keeps it frozen through its next activate phase. */
  stayFrozen: boolean
  /** A text lets it take any number of Back-Ups this turn. */
  manyBackUps: boolean
  /** A text keeps it from attacking on this turn, or from countering on this one (0: none). */
  noAttackOnTurn: number
  noCounterOnTurn: number
}

/** What a text can bar the opponent from for a turn: playing actions or reactions, attacking, drawing. */
export type DuelBar = 'actions' | 'reactions' | 'attacks' | 'draw'

export interface DuelPlayer {
  hp: number
  sp: number
  /** The draw pile, top first. */
  deck: number[]
  hand: number[]
  discard: number[]
  /** Legends: the Striker pile; a Striker used is removed from the game. */
  strikers: number[]
  removed: number[]
  ring: (DuelFighter | null)[]
  /** Characters placed this turn (one a turn). */
  placed: number
}

/** An attack waiting for the defender's answer. */
export type DuelAttack =
  /** A single attack (one slot) or a union (two or three slots, in the order they hit). */
  | {
      kind: 'attack'
      slots: number[]
      /** Declared as a union: it stays one (and pierces) though a reaction leaves a single attacker in it. */
      union: boolean
      /** A reaction's: the attack failed (it ends at once); countered, it pierces nothing; taken, it fails. */
      stopped?: boolean
      shield?: boolean
      withdrawIfTaken?: boolean
    }
  /** A Striker sent at the character in the defender's slot `at`. */
  | { kind: 'striker'; card: number; at: number }

export interface DuelState {
  /** Turns so far, both players' (turn 1 is the first player's first). */
  turn: number
  /** The player whose turn it is. */
  active: Seat
  first: Seat
  /**
   * main: the Main phase (characters, Back-Ups, actions, arenas, Strikers); attacks: an attack or a ■ ability has
   * been declared, so only more of those and the end of the turn remain; answer: the defender answers `pending`;
   * over: the game is won.
   */
  phase: 'main' | 'attacks' | 'answer' | 'over'
  pending: DuelAttack | null
  /** A single attack or union has been declared this turn: ■ abilities come before them. */
  attacked: boolean
  /** The seed texts draw their random picks from (0 for a game in the order written), and how many they drew. */
  seed: number
  chance: number
  /** What the texts played this turn allow or forbid until its end (the active player's). */
  turnRules: TurnRule[]
  /** What texts barred a player from on a turn. */
  bars: { seat: Seat; what: DuelBar; turn: number }[]
  /** The arena stack, the one in force last. */
  arenas: { card: number; owner: Seat }[]
  players: [DuelPlayer, DuelPlayer]
  winner: Seat | null
  /** How the game ended: a player's HP fell to 0, or a player drew their last card. */
  ending: 'hp' | 'deck-out' | null
  log: string[]
  /** The card texts met so far that the engine does not play yet, each to be applied by hand. */
  byHand: { turn: number; card: number; what: string }[]
}

/** A character in play, by its player's seat and ring slot (0–2). */
export interface DuelTarget {
  seat: Seat
  slot: number
}

/** A move, made by the seat the state waits for; hand and Striker positions are as the state lists them. */
export type DuelMove =
  | { type: 'place'; hand: number; slot: number }
  | { type: 'backup'; hand: number; slot: number }
  | { type: 'action'; hand: number; on?: DuelTarget[] }
  | { type: 'arena'; hand: number }
  /** A Striker from the pile sent at the opponent's character in slot `at`. */
  | { type: 'striker'; striker: number; at: number }
  | { type: 'square'; slot: number; on?: DuelTarget[] }
  | { type: 'attack'; slot: number }
  /** Two or three ring slots, in the order they hit. */
  | { type: 'union'; slots: number[] }
  /** The defender's reaction, before any defence. */
  | { type: 'react'; hand: number; on?: DuelTarget[] }
  | { type: 'counter'; slot: number }
  | { type: 'striker-defends'; striker: number }
  /** No defence: the attack hits the defender's HP. */
  | { type: 'take' }
  | { type: 'end' }

/** A character in a ring slot as a player sees it. */
export interface DuelSlotView {
  card: Card
  bp: number
  frozen: boolean
  /** Entered this turn: it cannot attack or take a Back-Up yet, but it can counter. */
  standby: boolean
  backups: number
}

/** One player's side as the one looking sees it: the hand only when it is theirs, else its size. */
export interface DuelSideView {
  name: string
  hp: number
  sp: number
  ring: (DuelSlotView | null)[]
  /** Null: the other player's hand, face down. */
  hand: Card[] | null
  handSize: number
  deck: number
  discard: number
  strikers: Card[]
}

/** A game for two at the table, as the player `viewer` sees it. */
export interface DuelView {
  duelId: number
  viewer: Seat
  turn: number
  active: Seat
  toMove: Seat | null
  phase: DuelState['phase']
  /** The attack that waits for the defender's answer, in words. */
  pending: string | null
  winner: Seat | null
  ending: DuelState['ending']
  sides: [DuelSideView, DuelSideView]
  /** The moves the viewer may make now, each with its words in a game record; none while another player is to move. */
  moves: { move: DuelMove; words: string; cost?: number }[]
  /** The seat the computer plays, if any. */
  computer: Seat | null
  log: string[]
  /** The card texts met that the engine does not play yet, for the players to apply by hand. */
  byHand: string[]
  /** The game as a game record (docs/game-records.md), to save or replay. */
  record: string
}

/** A game record opened at the table, to step through: each move as written, and the one refused if any. */
export interface RecordSteps {
  replayId: number
  steps: { line: number; seat: SeatName; words: string }[]
  /** The first move the rules refuse: the record stops before it. */
  refused: { line: number; move: string; reason: string } | null
  /** The game after its setup (step 0), both hands shown. */
  view: DuelView
}

/** What `ringside matchup` says of two decks (A's view). */
export interface DuelMatchupReport extends MatchupOutcome, FirstPlayerFigures {
  game: 'cfs'
  a: { name: string }
  b: { name: string }
  games: number
  seed: number
  policies: { a: DuelPolicyName; b: DuelPolicyName }
  /** The search player's budget a decision in milliseconds, when one was given (else its default, 100). */
  budgetMs?: number
  hp: number
  endings: { hp: number; deckOut: number }
  /** Best of three: the matches, A's match win rate with its 95 % interval, and each side's match wins; else null. */
  match: { bestOf: 3; matches: number; winRate: number; interval: [number, number]; wins: { a: number; b: number }; undecided: number } | null
  /** Each of A's different cards: the games in which A drew it, and A's win rate in them (null: never drawn). */
  cards: { number: string; name: string; drawn: number; winRate: number | null }[]
}

/** How far a matchup run in the app has got, and its report so far. */
export interface DuelRunProgress {
  runId: number
  played: number
  games: number
  done: boolean
  report: DuelMatchupReport
}

/**
 * The opponents that play a seat: any move the rules allow; the goldfish's plan with a defence; or that plan with each
 * attack and answer weighed by playing the game out from it.
 */
export const DUEL_POLICIES = ['random', 'greedy', 'search'] as const
export type DuelPolicyName = (typeof DUEL_POLICIES)[number]
