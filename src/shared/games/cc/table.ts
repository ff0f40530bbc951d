// The Capcom Crossovers solo table as the page sees it: a game against a goldfish that never blocks, dodges or
// counters, played move by move. Cards are written as the command writes them: "4S", "10C", "QH", "AD".

export type CcPhase = 'opening' | 'draw' | 'combat' | 'clean-up' | 'over'

export interface CcTableState {
  seed: number
  /** The player goes first: no draw on turn 1. */
  first: boolean
  /** The character's sheet id and name. */
  character: { id: string; name: string }
  turn: number
  phase: CcPhase
  /** The goldfish's starting HP and what it has left. */
  hp: number
  goldfishHp: number
  /** Draw pile, top first. */
  library: string[]
  hand: string[]
  /** The cards laid this turn, in order, and the moves named for them by index. */
  combo: string[]
  named: Record<number, string>
  meter: string[]
  discard: string[]
  mulligan: 'open' | 'taken' | 'kept'
  /** This clean-up: a card went to the meter; cards were discarded; an ace was fetched. */
  banked: boolean
  discarded: number
  searched: boolean
  /** Shuffles made so far: the next draws from stream `shuffles` of the seed, so undo replays it. */
  shuffles: number
  result: { outcome: 'ko' | 'time-over'; turn: number } | null
  log: string[]
}

export type CcMove =
  | { type: 'mulligan' }
  | { type: 'keep' }
  | { type: 'draw'; count: number }
  /** A card from the hand onto the combo; `move` names the move a face card or ace starts. */
  | { type: 'add'; card: string; move?: string }
  /** The last card of the combo back to the hand. */
  | { type: 'take-back' }
  /** The combo laid out as the goldfish policy would play this hand (the highest damage). */
  | { type: 'best' }
  /** The combo is played (none: no attack this turn), and the clean-up begins. */
  | { type: 'attack' }
  | { type: 'bank'; card: string }
  | { type: 'discard'; card: string }
  /** Meter cards summing to 40 or more fetch `ace` from the discard or the draw pile. */
  | { type: 'search'; pay: string[]; ace: string; from: 'discard' | 'draw' }
  | { type: 'end-turn' }

/** What the combo laid so far comes to: its damage and points, or why it cannot be played yet. */
export interface CcComboView {
  legal: boolean
  damage: number
  pointsUsed: number
  pointsLeft: number
  steps: { cards: string[]; move: string; damage: number; points: number }[]
  problem: string | null
}

/** A game as it stands, with why each hand card could not be added to the combo now (null: it could). */
export interface CcTablePlay {
  state: CcTableState
  combo: CcComboView
  add: (string | null)[]
}

export type CcMoveResult = ({ ok: true } & CcTablePlay) | { ok: false; reason: string }

/** A batch of goldfish games with one character (`ringside goldfish <character> --json`). */
export interface CcReport {
  game: 'cc'
  character: { id: string; name: string }
  games: number
  seed: number
  first: boolean
  /** The goldfish's HP. */
  hp: number
  /** Games whose first seven had no legal attack, so the one mulligan was taken. */
  mulliganRate: number
  /** Games ended by an empty draw pile before the KO. */
  timeOverRate: number
  killTurn: { mean: number | null; median: number | null; distribution: Record<string, number>; neverRate: number; turnsPlayed: number }
  /** The first seven dealt (before any mulligan): the exact chance beside the simulated rate. */
  opening: Record<'throw' | 'ace' | 'special', { exact: number; simulated: number }>
  /**
   * By turn, up to the last any game reached: the share of games still going at combat, the mean damage dealt
   * that turn (over all games), and of the games still going, how many held a throw or an ace at combat.
   */
  perTurn: { turn: number; playingRate: number; meanDamage: number; throwRate: number; superRate: number; killedRate: number }[]
}

/** A new game at the table: its id and how it stands. */
export interface CcTableView extends CcTablePlay {
  tableId: number
  /** The sheet's numbers the table needs to say what is allowed: Strength, Speed, Endurance, Combo. */
  character: { id: string; name: string; strength: number; speed: number; endurance: number; combo: number }
}

export interface CcRunProgress {
  runId: number
  played: number
  games: number
  done: boolean
  report: CcReport
}
