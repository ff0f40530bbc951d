// Deck against deck: N games of Card Fighters Special for two, each side played by a policy, through the same engine
// as a replayed record. Game i always plays on the i-th stream of the seed (core/rng.ts), A going first in even games
// and B in odd ones, and the tallies are whole numbers that merge by adding, so ranges of games on any number of
// threads add up to the same tallies and the report is a pure function of the decks, games, seed and policies.
import type { Card } from '../../../../shared/card'
import type { Seat } from '../../../../shared/games/cfs/duel'
import { gameRng } from '../../../core/rng'
import {
  checkRange,
  countFirstPlayer,
  emptyFirstPlayerTally,
  firstPlayerWins,
  matchupRuns,
  playMatchups,
  policyPair,
  rateOf,
} from '../../../game-kit/matchup-report'
import type { FirstPlayerTally, MatchupPlay } from '../../../game-kit/matchup-report'
import { matchupOutcome } from '../../../game-kit/probability'
import { invalid } from '../../../../shared/errors'
import type { RangeSimulator } from '../../../game-kit/game'

import { Duel, type DuelDeck } from './duel'
import { moveWords } from './move-words'
import { DUEL_POLICIES, DUEL_POLICY, duelPolicies, type DuelPolicyName } from './policies'
import type { DuelMatchupReport, DuelMove } from '../../../../shared/games/cfs/duel'

export type { DuelMatchupReport }

/**
 * A game lasts at most until both decks run out: a turn draws a card, and drawing the last one loses. The cap is
 * above any 60-card game; a game past it (a bug, not a game event) would count as a draw.
 */
export const MAX_TURNS = 200

/** One side of a matchup: its name, and its cards one entry a copy (Strikers aside). */
export interface DuelSide {
  name: string
  main: Card[]
  strikers: Card[]
}

/** A batch run as a worker thread takes it: plain objects only. */
export interface DuelRun {
  a: DuelSide
  b: DuelSide
  hp: number
  /** A's policy, then B's. */
  policies: readonly [DuelPolicyName, DuelPolicyName]
  /**
   * 3: the run's units are matches of best two games out of three, as tournaments play (the rule book), rather than
   * single games. Match m plays games 3m, 3m + 1 and (when needed) 3m + 2 of the seed's streams; A goes first in
   * even matches' first games and B in odd ones, then the loser of each game goes first in the next.
   */
  bestOf?: 1 | 3
  /** The search player's budget a decision in milliseconds (policies.ts's searchPlayouts); absent, its default. */
  budgetMs?: number
}

export interface DuelTally extends FirstPlayerTally {
  /** Games won by bringing HP to 0, and by the loser drawing their last card. */
  hpWins: number
  deckOutWins: number
  /** By A's different cards in the order of its deck: games in which A drew the card, and A's wins in them. */
  drawn: Int32Array
  drawnWins: Int32Array
  /** Best of three: the matches played, and each side's match wins (the rest undecided). */
  matches: number
  aMatchWins: number
  bMatchWins: number
}

/** A deck holds at most this many different cards (a zone's limit), so a tally has room for each. */
const MAX_DIFFERENT = 500

export function emptyDuelTally(): DuelTally {
  return {
    ...emptyFirstPlayerTally(MAX_TURNS),
    hpWins: 0,
    deckOutWins: 0,
    drawn: new Int32Array(MAX_DIFFERENT),
    drawnWins: new Int32Array(MAX_DIFFERENT),
    matches: 0,
    aMatchWins: 0,
    bMatchWins: 0,
  }
}

/** The matchup runs as the runner plays them on worker threads (`cfs:matchup`; who goes first is the run's own), and a run of N games (app or command). */
const runs = matchupRuns('cfs:matchup', simulateDuels, emptyDuelTally)
export const duelSimulator: RangeSimulator<DuelRun, DuelTally> = runs.simulator
export const duelBatch = runs.batch

/** Games [from, to) of a run seeded with `seed`, as tallies. */
export function simulateDuels(run: DuelRun, seed: number, from: number, to: number): DuelTally {
  checkRange(from, to)
  const table = tableOf(run)
  const tally = emptyDuelTally()
  const different = matchedCards(run.a.main)
  /** Game `index` of the seed's streams, `first` going first, played into the tally; its winner, or null. */
  const playGame = (index: number, first: Seat): Seat | null => {
    let winner: Seat | null = null
    playMatchups(index, index + 1, tally, () => {
      const play = gamePlay(index, first)
      return { ...play, won: (w) => ((winner = w), play.won!(w)) }
    })
    return winner
  }
  if (run.bestOf === 3) {
    for (let match = from; match < to; match++) {
      const wins = [0, 0]
      let first: Seat = match % 2 === 0 ? 0 : 1
      for (let game = 0; game < 3 && wins[0] < 2 && wins[1] < 2; game++) {
        const winner = playGame(3 * match + game, first)
        if (winner === null) continue
        wins[winner]++
        first = (1 - winner) as Seat
      }
      tally.matches++
      if (wins[0] > wins[1]) tally.aMatchWins++
      else if (wins[1] > wins[0]) tally.bMatchWins++
    }
    return tally
  }
  for (let index = from; index < to; index++) playGame(index, index % 2 === 0 ? 0 : 1)
  return tally

  function gamePlay(index: number, first: Seat): MatchupPlay<DuelMove> {
    const game = startGame(table, run, seed, index, first)
    const { duel } = game
    const wonFirst = countFirstPlayer(tally, first)
    return {
      ...game.play,
      apply: (move) => {
        const refusal = game.play.apply(move)
        // The log of a simulated game is read by no one.
        duel.state.log.length = 0
        return refusal
      },
      won: (winner) => {
        // A's cards drawn: those of its Main that have left the deck (ids 0… are A's Main, in order).
        const left = new Set(duel.state.players[0].deck)
        const seen = new Set<number>()
        for (let id = 0; id < run.a.main.length; id++) if (!left.has(id)) seen.add(different.of[id])
        for (const k of seen) {
          tally.drawn[k]++
          if (winner === 0) tally.drawnWins[k]++
        }
        if (duel.state.ending === 'hp') tally.hpWins++
        else tally.deckOutWins++
        wonFirst(winner)
      },
    }
  }
}

/** Game `index` of a run as a record's parts: who went first, the shuffles' seed, and every move in its words. */
export function recordGame(run: DuelRun, seed: number, index: number): { first: Seat; seed: number; moves: { seat: Seat; text: string }[] } {
  checkRange(index, index + 1)
  const game = startGame(tableOf(run), run, seed, index)
  const moves: { seat: Seat; text: string }[] = []
  const tally = emptyDuelTally()
  playMatchups(index, index + 1, tally, () => ({
    ...game.play,
    apply: (move) => {
      const seat = game.duel.toMove()!
      moves.push({ seat, text: moveWords(game.duel.state, game.duel.cards, seat, move) })
      return game.play.apply(move)
    },
  }))
  return { first: game.first, seed: game.shuffles, moves }
}

/** A deck's different cards, in the order they first come, and each copy's place among them. */
export function differentCards(main: readonly Card[]): { cards: Card[]; of: number[] } {
  const cards: Card[] = []
  const of = main.map((card) => {
    const at = cards.findIndex((c) => c.set === card.set && c.number === card.number)
    if (at >= 0) return at
    cards.push(card)
    return cards.length - 1
  })
  return { cards, of }
}

/** A's different cards as a matchup counts them, within the room its tally has. */
function matchedCards(main: readonly Card[]): { cards: Card[]; of: number[] } {
  const different = differentCards(main)
  if (different.cards.length > MAX_DIFFERENT) throw invalid(`a deck of more than ${MAX_DIFFERENT} different cards cannot be matched up`, 'a')
  return different
}

/** Two decks laid out for a game: their cards, one id a copy (A's Main first, in order), and each deck by those ids. */
export interface DuelTable {
  cards: Card[]
  decks: [DuelDeck, DuelDeck]
}

/** The run's cards, one id a copy, and each side's deck by those ids. */
function tableOf(run: Pick<DuelRun, 'a' | 'b'>): DuelTable {
  const cards: Card[] = []
  const ids = (list: Card[]) => list.map((card) => cards.push(card) - 1)
  const decks = [run.a, run.b].map((side) => ({ main: ids(side.main), strikers: ids(side.strikers) })) as [DuelDeck, DuelDeck]
  return { cards, decks }
}
export { tableOf as duelTable }

/**
 * One game on stream `index` of the seed, `first` going first, played to its end by the run's policies: the winner
 * (null: no winner by MAX_TURNS, a draw), the game as it ended, the cards A played from its hand and those it held.
 */
export function playDuelGame(
  table: DuelTable,
  run: Pick<DuelRun, 'hp' | 'policies' | 'budgetMs'>,
  seed: number,
  index: number,
  first: Seat,
): { winner: Seat | null; duel: Duel; played: Set<number>; seen: Set<number> } {
  const game = startGame(table, run, seed, index, first)
  let winner: Seat | null = null
  const played = new Set<number>()
  // The cards A held at some point: its hand after each move (a card comes to hand only as a move is played).
  const seen = new Set<number>(game.duel.state.players[0].hand)
  playMatchups(index, index + 1, emptyFirstPlayerTally(MAX_TURNS), () => ({
    ...game.play,
    apply: (move) => {
      const { state } = game.duel
      const card = 'hand' in move && game.duel.toMove() === 0 ? state.players[0].hand[move.hand] : undefined
      const refusal = game.play.apply(move)
      if (refusal === null && card !== undefined) played.add(card)
      for (const id of game.duel.state.players[0].hand) seen.add(id)
      game.duel.state.log.length = 0
      return refusal
    },
    won: (w) => void (winner = w),
  }))
  return { winner, duel: game.duel, played, seen }
}

/**
 * Game `index` set up: A goes first in even games, B in odd ones; the shuffles take a seed of their own from the
 * game's stream and the policies draw from the rest of it.
 */
function startGame(table: DuelTable, run: Pick<DuelRun, 'hp' | 'policies' | 'budgetMs'>, seed: number, index: number, first: Seat = index % 2 === 0 ? 0 : 1) {
  const policies = policyPair(run.policies, DUEL_POLICIES, run.budgetMs === undefined ? DUEL_POLICY : duelPolicies(run.budgetMs))
  const rng = gameRng(seed | 0, index)
  const shuffles = rng.next()
  const duel = new Duel(table.cards, table.decks, { first, hp: run.hp, seed: shuffles }).fork()
  const play: MatchupPlay<DuelMove> = {
    result: () => (duel.state.winner === null ? null : { winner: duel.state.winner, turn: Math.min(duel.state.turn, MAX_TURNS) }),
    stalled: () => duel.state.turn > MAX_TURNS,
    decide: () => policies[duel.toMove()!](duel, rng),
    apply: (move) => duel.play(duel.toMove()!, move),
  }
  return { duel, first, shuffles, play }
}

export function duelMatchupReport(tally: DuelTally, run: DuelRun, seed: number): DuelMatchupReport {
  const outcome = matchupOutcome(tally.aWins, tally.games, tally.lengths)
  // A mirror's two sides share a name: each is told by its seat.
  const mirror = run.a.name === run.b.name
  return {
    game: 'cfs',
    a: { name: mirror ? `${run.a.name} (A)` : run.a.name },
    b: { name: mirror ? `${run.b.name} (B)` : run.b.name },
    games: tally.games,
    seed,
    policies: { a: run.policies[0], b: run.policies[1] },
    budgetMs: run.budgetMs,
    hp: run.hp,
    ...firstPlayerWins(tally, outcome, MAX_TURNS),
    meanTurns: outcome.meanTurns,
    endings: { hp: tally.hpWins, deckOut: tally.deckOutWins },
    match:
      run.bestOf === 3
        ? {
            bestOf: 3,
            matches: tally.matches,
            ...matchOutcome(tally.aMatchWins, tally.matches),
            wins: { a: tally.aMatchWins, b: tally.bMatchWins },
            undecided: tally.matches - tally.aMatchWins - tally.bMatchWins,
          }
        : null,
    cards: matchedCards(run.a.main).cards.map((card, k) => ({
      number: card.number,
      name: card.name,
      drawn: tally.drawn[k],
      winRate: rateOf(tally.drawnWins[k], tally.drawn[k]),
    })),
    turns: outcome.turns,
  }
}

/** A's match win rate and its 95 % interval. */
function matchOutcome(wins: number, matches: number): { winRate: number; interval: [number, number] } {
  const { winRate, interval } = matchupOutcome(wins, matches, [])
  return { winRate, interval }
}
