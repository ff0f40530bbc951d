// Deck tuning by simulation: what a tune run measured, as the command prints it and the app shows it.

/** What a swap is measured against: the goldfish's kill turn, or the win rate against one deck or the gauntlet. */
export type TuneGoalKind = 'goldfish' | 'matchup' | 'gauntlet'

/** Where the cards to swap in come from. */
export type TunePool = 'catalogue' | 'collection' | 'list'

export interface TuneCardName {
  set: string
  number: string
  name: string
}

/** One swap measured on the same games as the deck before it. */
export interface TuneSwap {
  out: TuneCardName
  in: TuneCardName
  /**
   * After minus before, game by game: turns for the kill turn (negative is sooner), or the win rate's change for a
   * matchup (0.015: 1.5 points more); with its 95 % interval.
   */
  change: number
  interval: [number, number]
  /** The interval excludes no change, and the change is for the better. */
  better: boolean
  /** The interval excludes no change, and the change is for the worse. */
  worse: boolean
}

/** One card of the deck, over the deck's own games: how the goal went when it was drawn, played, held, or not drawn. */
export interface TuneCardPart {
  set: string
  number: string
  name: string
  copies: number
  /** Games in which a copy was drawn, a copy left the hand (played), a copy was still in hand at the end (held). */
  drawn: number
  played: number
  held: number
  /** The goal's figure (kill turn or win rate) in those games, and in the games it was not drawn; null: no such game. */
  whenDrawn: number | null
  whenPlayed: number | null
  whenHeld: number | null
  whenNotDrawn: number | null
}

/** A run of swaps: what was measured, the deck's own figure, each swap ranked, and each card's part. */
export interface TuneReport {
  deck: string
  goal: { kind: TuneGoalKind; against: string[] }
  /** 'kill-turn': the turn the goldfish falls (lower is better; a game with no kill counts as turn 31). */
  metric: 'kill-turn' | 'win-rate'
  games: number
  seed: number
  pool: TunePool
  /** The deck as it is: its figure and its 95 % interval. */
  before: { value: number; interval: [number, number] }
  /** Swaps the pool offered. */
  candidates: number
  /**
   * The screenings that narrowed them to the measured ones, each on fewer games of other streams: on the goldfish
   * (a large pool for a matchup) or on the goal's own games; none when the pool offered no more than are measured.
   */
  screened: { on: 'goldfish' | 'goal'; swaps: number; kept: number; games: number }[]
  /** Every measured swap, the better first (by change), those the interval does not tell last. */
  swaps: TuneSwap[]
  /** In plain words: the best swap, or that none changes the figure by more than the intervals allow. */
  verdict: string
  cards: TuneCardPart[]
  /** The cards of the deck no game played (drawn, never left the hand). */
  neverPlayed: string[]
}

/** A search over several swaps, one at a time, each step measured on new games. */
export interface TuneSearch {
  steps: { report: TuneReport; applied: TuneSwap | null }[]
  /** The deck's Main after the swaps applied. */
  main: { set: string; number: string; count: number }[]
  gamesPlayed: number
  /** Why it stopped: no swap was sure, the steps were made, the next would pass the games' budget, or the time's. */
  stopped: 'sure' | 'steps' | 'games' | 'time'
}

/** The most swaps measured in one run (the rest are screened out on fewer games first). */
export const MAX_MEASURED = 200

/** The smallest run whose intervals mean anything. */
export const MIN_TUNE_GAMES = 10

/** A tune run as the app follows it: screening (no report yet), or measuring (the report of the games so far). */
export interface TuneView {
  stage: 'screen' | 'measure'
  /** Swaps the run screens or measures at this stage, and how far the stage has got (in game indices). */
  swaps: number
  progress: { played: number; games: number }
  report: TuneReport | null
}

export interface TuneProgress {
  runId: number
  played: number
  games: number
  done: boolean
  report: TuneView
}
