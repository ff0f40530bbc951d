// A tune run: the deck and each candidate swap played on the same games. Game g of the run deals every deck from
// stream g of the seed, and a swap puts its card in the very place of the copy it takes out, so the deck before
// and after meet the same shuffles, the same first player and the same opponent: what differs between the two
// games is the swap, and the difference, game by game, measures it with far fewer games than independent runs.
// Every count is a whole number (kill turns, or 2 a win and 1 a draw), so ranges merge by adding, on any number
// of threads.
import type { Card } from '../../../../shared/card'
import { invalid } from '../../../../shared/errors'
import { gameRng } from '../../../core/rng'
import { addTallies, rangeSimulator, type RangeSimulator } from '../../../game-kit/game'
import { checkRange } from '../../../game-kit/matchup-report'
import type { Batch } from '../../../game-kit/runs'
import { compileDeck } from '../goldfish/deck'
import { GoldfishGames, MAX_TURNS as GOLDFISH_TURNS } from '../goldfish/simulate'
import { differentCards, duelTable, playDuelGame, type DuelSide, type DuelTable } from '../duel/matchup'
import type { DuelPolicyName } from '../duel/policies'

/** What the swaps are measured on: the goldfish, or each opponent in turn (one deck, or the gauntlet's six). */
export type TuneGoal = { kind: 'goldfish' } | { kind: 'matchup'; opponents: DuelSide[]; policies: readonly [DuelPolicyName, DuelPolicyName] }

/** One copy of Main (its place in the deck as written, one entry a copy) replaced by another card. */
export interface Swap {
  slot: number
  card: Card
}

/** A run as a worker thread takes it: plain objects only. */
export interface TuneRun {
  goal: TuneGoal
  hp: number
  /** The deck, one entry a copy, Main in the order written. */
  main: Card[]
  strikers: Card[]
  swaps: Swap[]
}

/** A goldfish game with no kill counts as the turn after the last one played. */
export const NO_KILL = GOLDFISH_TURNS + 1

/** The most swaps one run plays, and the most different cards a deck may have for its cards' parts. */
export const MAX_SWAPS = 1024
const MAX_DIFFERENT = 256

export interface TuneTally {
  games: number
  /** The deck's own figure: the sum of its games' values and of their squares. */
  sum: number
  sumSq: number
  /** Per swap: the sum of after minus before, game by game, and of its squares. */
  diff: Float64Array
  diffSq: Float64Array
  /** Per different card of Main (in the order first written): games drawn, played, held, and the values' sums in them. */
  drawn: Float64Array
  drawnSum: Float64Array
  played: Float64Array
  playedSum: Float64Array
  held: Float64Array
  heldSum: Float64Array
}

export function emptyTuneTally(): TuneTally {
  const per = (n: number) => new Float64Array(n)
  return {
    games: 0,
    sum: 0,
    sumSq: 0,
    diff: per(MAX_SWAPS),
    diffSq: per(MAX_SWAPS),
    drawn: per(MAX_DIFFERENT),
    drawnSum: per(MAX_DIFFERENT),
    played: per(MAX_DIFFERENT),
    playedSum: per(MAX_DIFFERENT),
    held: per(MAX_DIFFERENT),
    heldSum: per(MAX_DIFFERENT),
  }
}

/** Per copy of Main: whether it came into the hand, was played from hand, was still in hand at the end (1 or 0). */
interface Copies {
  drawn: Uint8Array
  played: Uint8Array
  held: Uint8Array
}

/** Plays one game of one deck: its value, and what became of each copy when `copies` is given (the deck's own games). */
type PlayOne = (g: number, copies?: Copies) => number

interface Prepared {
  base: PlayOne
  swaps: PlayOne[]
  /** Each copy's place among the deck's different cards, and how many there are. */
  of: number[]
  different: number
}

/** Each run's decks laid out once per thread and seed, not once per step. */
const prepared = new WeakMap<TuneRun, Map<number, Prepared>>()

function prepare(run: TuneRun, seed: number): Prepared {
  let bySeed = prepared.get(run)
  if (!bySeed) prepared.set(run, (bySeed = new Map()))
  const found = bySeed.get(seed)
  if (found) return found
  if (run.swaps.length > MAX_SWAPS) throw invalid(`a tune run plays at most ${MAX_SWAPS} swaps, not ${run.swaps.length}`, 'swaps')
  const { cards, of } = differentCards(run.main)
  if (cards.length > MAX_DIFFERENT) throw invalid(`a deck of more than ${MAX_DIFFERENT} different cards cannot be tuned`, 'deck')
  for (const swap of run.swaps)
    if (!Number.isInteger(swap.slot) || swap.slot < 0 || swap.slot >= run.main.length) throw invalid(`no copy ${swap.slot} in the deck's Main`, 'swaps')
  const swapped = (swap: Swap) => run.main.map((card, i) => (i === swap.slot ? swap.card : card))
  const player = run.goal.kind === 'goldfish' ? goldfishPlayer(run, seed) : duelPlayer(run, seed, run.goal)
  const made = { base: player(run.main), swaps: run.swaps.map((swap) => player(swapped(swap))), of, different: cards.length }
  bySeed.set(seed, made)
  return made
}

/** Goldfish games: A going first in even games; the value is the kill turn (NO_KILL when there is none). */
function goldfishPlayer(run: TuneRun, seed: number): (main: Card[]) => PlayOne {
  return (main) => {
    const games = new GoldfishGames(
      compileDeck(
        main.map((card) => ({ card, count: 1 })),
        run.strikers.length,
        run.hp,
      ),
    )
    return (g, copies) => games.play(gameRng(seed, g), g % 2 === 0, copies) || NO_KILL
  }
}

/**
 * Games for two: game g meets opponent g mod n, the deck going first in the even rounds of the opponents; the value
 * is 2 a win, 1 a draw, 0 a loss.
 */
function duelPlayer(run: TuneRun, seed: number, goal: Extract<TuneGoal, { kind: 'matchup' }>): (main: Card[]) => PlayOne {
  const rules = { hp: run.hp, policies: goal.policies }
  return (main) => {
    const tables: DuelTable[] = goal.opponents.map((b) => duelTable({ a: { name: '', main, strikers: run.strikers }, b }))
    return (g, copies) => {
      const n = goal.opponents.length
      const first = Math.floor(g / n) % 2 === 0 ? 0 : 1
      const game = playDuelGame(tables[g % n], rules, seed, g, first)
      if (copies) {
        // A's Main are ids 0… of the table, in order.
        const mark = (into: Uint8Array, ids: Iterable<number>) => {
          into.fill(0)
          for (const id of ids) if (id < main.length) into[id] = 1
        }
        mark(copies.drawn, game.seen)
        mark(copies.played, game.played)
        mark(copies.held, game.duel.state.players[0].hand)
      }
      return game.winner === null ? 1 : game.winner === 0 ? 2 : 0
    }
  }
}

/** Games [from, to) of a run seeded with `seed`: the deck's games and each swap's, into the tally. */
export function simulateTune(run: TuneRun, seed: number, from: number, to: number, _first = true, tally: TuneTally = emptyTuneTally()): TuneTally {
  checkRange(from, to)
  const { base, swaps, of, different } = prepare(run, seed)
  const size = run.main.length
  const copies: Copies = { drawn: new Uint8Array(size), played: new Uint8Array(size), held: new Uint8Array(size) }
  const { drawn, played, held } = copies
  const seen = new Uint8Array(different)
  const kept = new Uint8Array(different)
  const used = new Uint8Array(different)
  for (let g = from; g < to; g++) {
    const value = base(g, copies)
    tally.games++
    tally.sum += value
    tally.sumSq += value * value
    seen.fill(0)
    kept.fill(0)
    used.fill(0)
    for (let i = 0; i < size; i++) {
      if (!drawn[i]) continue
      seen[of[i]] = 1
      if (held[i]) kept[of[i]] = 1
      if (played[i]) used[of[i]] = 1
    }
    for (let k = 0; k < different; k++) {
      if (!seen[k]) continue
      tally.drawn[k]++
      tally.drawnSum[k] += value
      if (used[k]) {
        tally.played[k]++
        tally.playedSum[k] += value
      }
      if (kept[k]) {
        tally.held[k]++
        tally.heldSum[k] += value
      }
    }
    for (let s = 0; s < swaps.length; s++) {
      const d = swaps[s](g) - value
      tally.diff[s] += d
      tally.diffSq[s] += d * d
    }
  }
  return tally
}

export const tuneSimulator: RangeSimulator<TuneRun, TuneTally> = rangeSimulator<TuneRun, TuneTally>(
  (run, seed, from, to) => simulateTune(run, seed, from, to),
  emptyTuneTally,
  addTallies,
)

/**
 * A run of `games` as the runner plays it on worker threads (`cfs:tune`), told about every tenth of a second: a
 * game index plays the deck and every swap once.
 */
export function tuneBatch(run: TuneRun, seed: number, games: number): Batch<TuneRun, TuneTally> {
  const perIndex = 1 + run.swaps.length
  const gamesPerStep = run.goal.kind === 'goldfish' ? 25_000 : 100
  return { game: { id: 'cfs:tune', simulator: tuneSimulator }, compiled: run, seed, first: true, games, step: Math.max(1, Math.floor(gamesPerStep / perIndex)) }
}
