// Capcom Crossovers for two (rule book v3, sections 2 to 7, as settled in docs/games.md): the state of a game
// between two players, A and B, with a character each or a tag team each, and the moves that change it. The engine
// (main/games/cc/duel/) checks every move; cards are written as the command writes them ("4S", "10C", "QH", "AD").
import type { FirstPlayerFigures, MatchupOutcome } from '../../api/two-player'

/** A player's seat: 0 is A, 1 is B. */
export type CcSeat = 0 | 1

export const CC_SEATS = ['A', 'B'] as const

/**
 * opening: each player keeps their seven or takes the one mulligan, the first player first; draw and combat: the
 * active player's; answer: the defender answers the first attack; combo: the attacker lays the rest of the combo
 * after a first attack that landed; counter-combo: the defender lays the rest of theirs after a counter (or after the
 * ranged attack that follows a dodge, where a stun lets them); shot: the defender who dodged may make one ranged
 * attack; clean-up: the active player's; over: won, or time over.
 */
export type CcDuelPhase = 'opening' | 'draw' | 'combat' | 'answer' | 'combo' | 'counter-combo' | 'shot' | 'clean-up' | 'over'

/** A player's character: its sheet's id and name, its HP, and whether it has been KOed (it leaves the game). */
export interface CcFighter {
  id: string
  name: string
  hp: number
  ko: boolean
}

export interface CcDuelPlayer {
  /** One character, or two in a tag battle (section 7): the active one in play, the inactive one waiting. */
  fighters: CcFighter[]
  /** Which of `fighters` is the active character. */
  active: number
  /** Draw pile, top first. */
  library: string[]
  hand: string[]
  meter: string[]
  discard: string[]
  /** A card laid face down to block in the player's last combat phase; it waits for the opponent's next attack. */
  block: string | null
  mulligan: 'open' | 'taken' | 'kept'
  /** The opening hand is kept (after the mulligan or without it). */
  kept: boolean
  /** This clean-up: a card went to the meter; cards were discarded; an ace was fetched; a tag; an HP recovery. */
  banked: boolean
  discarded: number
  searched: boolean
  tagged: boolean
  recovered: boolean
  /** Shuffles of this player's cards so far: the next draws from stream `shuffles` of the seat's seed. */
  shuffles: number
}

/**
 * The first attack of a combo laid on the table: its cards, the move a face card or ace plays (by index in `cards`),
 * and what it was: the attacker's first attack, the defender's counter, or the ranged attack after a dodge.
 */
export interface CcLaid {
  cards: string[]
  named: Record<number, string>
  as: 'attack' | 'counter' | 'shot'
}

export interface CcDuelState {
  seed: number
  turn: number
  /** The player whose turn it is. */
  active: CcSeat
  first: CcSeat
  phase: CcDuelPhase
  players: [CcDuelPlayer, CcDuelPlayer]
  /**
   * The combo of this combat phase so far: its first attack waiting for an answer, then, in `combo`, the attacks it
   * may still add to; in `counter-combo` and `shot`, the defender's counter or ranged attack so far.
   */
  laid: CcLaid | null
  result: { winner: CcSeat | null; outcome: 'ko' | 'time-over'; turn: number } | null
  log: string[]
}

export type CcDuelMove =
  | { type: 'mulligan' }
  | { type: 'keep' }
  | { type: 'draw'; count: number }
  /** A number card at or below Strength laid face down: the combat phase ends. */
  | { type: 'block'; card: string }
  /**
   * The first attack: one attack's cards (a basic attack, a throw's pair, a move's cards; in a tag battle, two jokers
   * for a tag super); `move` names the move of a face card or ace.
   */
  | { type: 'attack'; cards: string[]; move?: string }
  /** No attack and no block this turn. */
  | { type: 'pass' }
  /** The defender takes the first attack. */
  | { type: 'take' }
  /** The defender flips their top card: at or below Agility avoids the attack. */
  | { type: 'dodge' }
  /** The defender answers with a move of equal or higher priority: one attack's cards. */
  | { type: 'counter'; cards: string[]; move?: string }
  /** Tag battles: the defender discards a joker for the inactive character's [VC] move, whatever the attack's priority. */
  | { type: 'variable-counter'; move?: string }
  /** Two number cards of one value above Strength against a throw. */
  | { type: 'tech'; cards: string[] }
  /** The rest of a combo, after its first attack (none: the combo ends); `named` by index in `cards`. */
  | { type: 'combo'; cards: string[]; named?: Record<number, string> }
  /** After a dodge: one ranged attack, or none. */
  | { type: 'shot'; cards: string[]; move?: string }
  | { type: 'bank'; card: string }
  /** Tag battles, in the clean-up: two number cards of one value at or below Strength discarded to switch characters. */
  | { type: 'tag'; cards: string[] }
  /** Tag battles, in the clean-up: a card discarded for the inactive character to recover its Defense Bonus in HP. */
  | { type: 'recover'; card: string }
  /** Tag battles, in the clean-up: meter cards adding up to 50 shuffle a joker from the discard pile into the draw pile. */
  | { type: 'joker-back'; pay: string[] }
  | { type: 'discard'; card: string }
  | { type: 'search'; pay: string[]; ace: string; from: 'discard' | 'draw' }
  | { type: 'end-turn' }

/** `ringside matchup <A> <B> --game cc --json`: side A (a character or a tag team) against side B, A's view. */
export interface CcDuelMatchupReport extends MatchupOutcome, FirstPlayerFigures {
  game: 'cc'
  a: { ids: string[]; name: string }
  b: { ids: string[]; name: string }
  games: number
  seed: number
  policies: { a: string; b: string }
  /** Games ended on time over: won by A, by B, drawn (on equal HP; the draws are these). */
  timeOver: { a: number; b: number; draws: number }
  /** Each side's first attacks by move, and what became of them. */
  attacks: { a: CcAttackCount[]; b: CcAttackCount[] }
}

export interface CcAttackCount {
  move: string
  made: number
  landed: number
  blocked: number
  dodged: number
  countered: number
  negated: number
}

/** One player's side as the one looking sees it: the hand only when it is theirs, the block card face down. */
export interface CcDuelSideView {
  /** The character's name, or the team's ("Gambit & Ryu"). */
  name: string
  fighters: { name: string; hp: number; maxHp: number; ko: boolean; active: boolean }[]
  /** Null: the other player's hand, face down. */
  hand: string[] | null
  handSize: number
  library: number
  discard: string[]
  meter: string[]
  /** A block card lies face down, waiting for the opponent's next attack. */
  blocking: boolean
}

/** A game for two at the table, as the player `viewer` sees it. */
export interface CcDuelView {
  duelId: number
  viewer: CcSeat
  turn: number
  active: CcSeat
  toMove: CcSeat | null
  phase: CcDuelPhase
  tag: boolean
  sides: [CcDuelSideView, CcDuelSideView]
  /** The attack on the table (the first attack waiting for its answer, a counter or a ranged attack going on), in words. */
  laid: { words: string; by: CcSeat } | null
  /** The moves the viewer may make now, each in words; none while another player is to move. */
  moves: { move: CcDuelMove; words: string }[]
  /** The seat the computer plays, if any. */
  computer: CcSeat | null
  result: CcDuelState['result']
  log: string[]
  /** The game so far as a game record (docs/game-records.md, "Capcom Crossovers"), to save, share or replay. */
  record: string
}

/** A game record opened at the table, to step through: each move as written, and the one refused if any. */
export interface CcRecordSteps {
  replayId: number
  steps: { line: number; seat: 'A' | 'B'; words: string }[]
  /** The first move the rules refuse: the record stops before it. */
  refused: { line: number; move: string; reason: string } | null
  /** The game after its setup (step 0), both hands shown. */
  view: CcDuelView
}
