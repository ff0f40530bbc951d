// What to add and what to cut: every swap a pool offers (one copy of a card of Main out, one card in), measured on
// the same games as the deck before it (run.ts), ranked with each change's 95 % interval. When the pool offers more
// swaps than are to be measured, all of them are first screened on fewer games of other streams and the best go on
// to the measured run, so the figures reported are not the ones the screening picked them by.
import type { Card } from '../../../../shared/card'
import type { TuneCardName, TuneCardPart, TuneGoalKind, TunePool, TuneReport, TuneSearch, TuneSwap } from '../../../../shared/games/cfs/tune'
import { plural } from '../../../../shared/plural'
import { gameRng } from '../../../core/rng'
import { progressWaiters, type Batch, type BatchRun } from '../../../game-kit/runs'
import { round } from '../../../game-kit/kill-turn'
import { differentCards } from '../duel/matchup'
import { emptyTuneTally, MAX_SWAPS, tuneBatch, type TuneGoal, type TuneRun, type TuneTally } from './run'

/** A deck as a tune run takes it: Main as written (each entry's card and copies), its Strikers, the HP it plays at. */
export interface TuneDeck {
  name: string
  main: { card: Card; count: number }[]
  strikers: Card[]
  hp: number
}

/** A swap the pool offers: the card out (its last copy's place in Main), the card in. */
export interface Candidate {
  out: Card
  in: Card
  slot: number
}

export interface TunePlan {
  deck: TuneDeck
  goal: TuneGoal
  goalKind: TuneGoalKind
  /** The opponents' names (none against the goldfish). */
  against: string[]
  pool: TunePool
  candidates: Candidate[]
  games: number
  seed: number
  /** The most swaps measured on `games` games; more are screened first. */
  measure: number
}

const same = (a: { set: string; number: string }, b: { set: string; number: string }) => a.set === b.set && a.number === b.number

/**
 * Every swap `pool` offers: one copy of each different card of Main out (at its last copy's place), each card of the
 * pool in, never a card for itself; `keeps` says whether Main after the swap keeps to the deck's format.
 */
export function candidateSwaps(deck: TuneDeck, pool: readonly Card[], keeps: (main: { card: Card; count: number }[]) => boolean): Candidate[] {
  const ins: Card[] = []
  for (const card of pool) if (!ins.some((c) => same(c, card))) ins.push(card)
  const found: Candidate[] = []
  let slot = 0
  for (const entry of deck.main) {
    slot += entry.count
    if (entry.count < 1) continue
    for (const card of ins) {
      if (same(card, entry.card)) continue
      if (keeps(swapped(deck, entry.card, card).main)) found.push({ out: entry.card, in: card, slot: slot - 1 })
    }
  }
  return found
}

/** A new stream of seeds for stage `k` of a tune (a screening, a later step), from the run's seed. */
export function stageSeed(seed: number, k: number): number {
  return gameRng(seed, 0x4000_0000 + k).next() | 0
}

/** Games a swap gets in a screening on the goal's own games: a tenth of the measured games, at least 20. */
export const screenGames = (games: number): number => Math.max(20, Math.ceil(games / 10))

/** A matchup's screening first narrows a large pool on the goldfish (a thousand times faster) to this many times the measured swaps. */
const WIDE = 4
const GOLDFISH_SCREEN_GAMES = 200

/** A screening: on which games, how many swaps go in, how many come out, and the games each plays. */
export interface Screen {
  on: 'goldfish' | 'goal'
  swaps: number
  kept: number
  games: number
}

/**
 * The screenings a plan plays before its measured run: none when the pool offers no more swaps than are measured;
 * for a matchup goal and a pool of many times that, first the goldfish's; then the goal's own, on fewer games.
 */
export function screensOf(plan: Pick<TunePlan, 'goal' | 'candidates' | 'measure' | 'games'>): Screen[] {
  const screens: Screen[] = []
  let n = plan.candidates.length
  if (plan.goal.kind !== 'goldfish' && n > WIDE * plan.measure) {
    screens.push({ on: 'goldfish', swaps: n, kept: WIDE * plan.measure, games: GOLDFISH_SCREEN_GAMES })
    n = WIDE * plan.measure
  }
  if (n > plan.measure) screens.push({ on: 'goal', swaps: n, kept: plan.measure, games: screenGames(plan.games) })
  return screens
}

/** The batches a screening's swaps take (each plays the deck once a game, beside at most MAX_SWAPS swaps). */
const batchesOf = (screen: Screen) => Math.ceil(screen.swaps / MAX_SWAPS)

/** Main one entry a copy, in the order written: the places a swap's card takes. */
const copiesOf = (deck: TuneDeck): Card[] => deck.main.flatMap((e) => Array<Card>(e.count).fill(e.card))

/** The run of some swaps of a plan's deck, on the plan's goal or the goldfish. */
function runOf(plan: TunePlan, swaps: readonly Candidate[], goal: TuneGoal = plan.goal): TuneRun {
  return {
    goal,
    hp: plan.deck.hp,
    main: copiesOf(plan.deck),
    strikers: plan.deck.strikers,
    swaps: swaps.map((c) => ({ slot: c.slot, card: c.in })),
  }
}

/** What a tune run has got to: screening, or measuring its shortlist (with what it has measured so far). */
export interface TuneState {
  stage: 'screen' | 'measure'
  /** The swaps this stage screens or measures, and how far it has got in game indices. */
  swaps: number
  progress: { played: number; games: number }
  measured: Candidate[]
  tally: TuneTally
}

/** The batches of a stage: the swaps in runs of at most MAX_SWAPS. */
function batches(plan: TunePlan, swaps: readonly Candidate[], seed: number, games: number, goal?: TuneGoal): Batch<TuneRun, TuneTally>[] {
  const out: Batch<TuneRun, TuneTally>[] = []
  for (let at = 0; at < swaps.length || at === 0; at += MAX_SWAPS) out.push(tuneBatch(runOf(plan, swaps.slice(at, at + MAX_SWAPS), goal), seed, games))
  return out
}

/** The `keep` swaps of `swaps` that gained most, ties in the pool's order. */
function shortlist(swaps: readonly Candidate[], gains: number[], keep: number): Candidate[] {
  const order = swaps.map((_, i) => i).sort((a, b) => gains[b] - gains[a] || a - b)
  return order.slice(0, keep).map((i) => swaps[i])
}

/**
 * Plays a plan: its screenings (each on streams of its own), then the measured run, each batch as `play` starts it
 * (on worker threads, or here). Its progress counts game indices over every batch.
 */
export function runTune(plan: TunePlan, play: (batch: Batch<TuneRun, TuneTally>) => BatchRun<TuneTally>): BatchRun<TuneState> {
  const screens = screensOf(plan)
  const total = tuneGames(plan)
  let current: BatchRun<TuneTally> | null = null
  let before = 0
  /** Where the stage under way began, in the whole run's game indices. */
  let stageFrom = 0
  let state: TuneState = {
    stage: screens.length ? 'screen' : 'measure',
    swaps: plan.candidates.length,
    progress: { played: 0, games: 0 },
    measured: [],
    tally: emptyTuneTally(),
  }
  const begin = (stage: TuneState['stage'], swaps: number, games: number) => {
    stageFrom = before
    state = { ...state, stage, swaps, progress: { played: 0, games } }
  }
  let cancelled = false
  const { wait, wake } = progressWaiters()
  /** Plays a batch to its end, telling each step. */
  const played = async (batch: Batch<TuneRun, TuneTally>): Promise<TuneTally> => {
    if (cancelled) throw new Error('the run was cancelled')
    const run = (current = play(batch))
    let ended = false
    const done = run.done.finally(() => (ended = true))
    while (!ended) {
      await Promise.race([run.next(), done.catch(() => {})])
      wake()
    }
    const tally = await done
    before += batch.games
    current = null
    return tally
  }
  const done = (async () => {
    let swaps = plan.candidates
    for (const [k, screen] of screens.entries()) {
      begin('screen', swaps.length, batchesOf(screen) * screen.games)
      const gains: number[] = []
      const goal: TuneGoal = screen.on === 'goldfish' ? { kind: 'goldfish' } : plan.goal
      for (const batch of batches(plan, swaps, stageSeed(plan.seed, 1000 + k), screen.games, goal)) {
        const tally = await played(batch)
        for (let s = 0; s < batch.compiled.swaps.length; s++) gains.push(gain(goal, tally.diff[s]))
      }
      swaps = shortlist(swaps, gains, screen.kept)
    }
    begin('measure', swaps.length, plan.games)
    state.measured = swaps
    state.tally = await played(batches(plan, swaps, plan.seed, plan.games)[0])
    state.progress = { ...state.progress, played: plan.games }
    return state
  })()
  done.then(wake, wake)
  return {
    done,
    played: () => Math.min(total, before + (current?.played() ?? 0)),
    tally: () => {
      const progress = { ...state.progress, played: before - stageFrom + (current?.played() ?? 0) }
      return state.stage === 'measure' && current ? { ...state, progress, tally: current.tally() } : { ...state, progress }
    },
    next: wait,
    cancel: () => {
      cancelled = true
      current?.cancel()
    },
  }
}

/** How many game indices a plan plays over its stages (its progress's end). */
export function tuneGames(plan: Pick<TunePlan, 'goal' | 'candidates' | 'measure' | 'games'>): number {
  return screensOf(plan).reduce((n, s) => n + batchesOf(s) * s.games, 0) + plan.games
}

/** How many games a plan plays in all: the deck's and each swap's, screenings included. */
export function gamesOf(plan: TunePlan): number {
  const screening = screensOf(plan).reduce((n, s) => n + (s.swaps + batchesOf(s)) * s.games, 0)
  return screening + (1 + Math.min(plan.candidates.length, plan.measure)) * plan.games
}

/** A change for the better as a positive number: a sooner kill, or more of the games won. */
const gain = (goal: TuneGoal, change: number) => (goal.kind === 'goldfish' ? -change : change)

const Z95 = 1.959963984540054

/** A mean of n values from their sum and sum of squares, and its 95 % interval (normal, on the sample's spread). */
function meanInterval(n: number, sum: number, sumSq: number, scale: number): { mean: number; interval: [number, number] } {
  if (n === 0) return { mean: 0, interval: [0, 0] }
  const mean = sum / n
  const variance = n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0
  const half = Z95 * Math.sqrt(variance / n)
  return { mean: round(mean * scale), interval: [round((mean - half) * scale), round((mean + half) * scale)] }
}

const nameOf = (card: Card): TuneCardName => ({ set: card.set, number: card.number, name: card.name })

/** The report of a tune's state: the deck's figure, each measured swap ranked, each card's part. */
export function tuneReport(plan: TunePlan, state: TuneState): TuneReport {
  const { tally, measured } = state
  const n = tally.games
  // A value is a kill turn, or 2 a win and 1 a draw: a win rate is half of it.
  const scale = plan.goal.kind === 'goldfish' ? 1 : 0.5
  const swaps: TuneSwap[] = measured.map((c, s) => {
    const { mean, interval } = meanInterval(n, tally.diff[s], tally.diffSq[s], scale)
    const sign = plan.goal.kind === 'goldfish' ? -1 : 1
    const excludesNone = interval[0] > 0 || interval[1] < 0
    return {
      out: nameOf(c.out),
      in: nameOf(c.in),
      change: mean,
      interval,
      better: excludesNone && sign * mean > 0,
      worse: excludesNone && sign * mean < 0,
    }
  })
  const rank = (s: TuneSwap) => (s.better ? 0 : s.worse ? 2 : 1)
  const ranked = swaps
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s) - rank(b.s) || gain(plan.goal, b.s.change) - gain(plan.goal, a.s.change) || a.i - b.i)
    .map(({ s }) => s)
  const cards = cardParts(plan, tally, scale)
  const before = meanInterval(n, tally.sum, tally.sumSq, scale)
  return {
    deck: plan.deck.name,
    goal: { kind: plan.goalKind, against: plan.against },
    metric: plan.goal.kind === 'goldfish' ? 'kill-turn' : 'win-rate',
    games: n,
    seed: plan.seed,
    pool: plan.pool,
    before: { value: before.mean, interval: before.interval },
    candidates: plan.candidates.length,
    screened: screensOf(plan),
    swaps: ranked,
    verdict: verdict(plan, ranked, n),
    cards,
    neverPlayed: cards.filter((c) => c.played === 0).map((c) => c.name),
  }
}

/** The best swap in words, or how small any change must be that these games did not show. */
function verdict(plan: TunePlan, swaps: TuneSwap[], games: number): string {
  const winRate = plan.goal.kind !== 'goldfish'
  const amount = (x: number) => (winRate ? `${(Math.abs(x) * 100).toFixed(1)} points` : `${Math.abs(x).toFixed(3)} turns`)
  const each = `at ${plural(games, 'game')} each`
  if (swaps.length === 0) return 'No swap to measure: the pool offers no card the format allows in place of one of the deck.'
  const best = swaps[0]
  if (best.better) {
    const what = winRate ? `wins ${amount(best.change)} more often` : `kills ${amount(best.change)} sooner`
    return `Best: −1 ${best.out.name}, +1 ${best.in.name}: the deck ${what} (95 % interval ${interval(best.interval, winRate)}), ${each}.`
  }
  const bound = Math.max(...swaps.map((s) => Math.max(Math.abs(s.interval[0]), Math.abs(s.interval[1]))))
  const figure = winRate ? 'the win rate' : 'the kill turn'
  return `No swap among these ${swaps.length} changes ${figure} by more than ±${amount(bound)} ${each}.`
}

/** A change's interval in words: points of win rate, or turns. */
export function interval([lo, hi]: [number, number], winRate: boolean): string {
  const f = (x: number) => (winRate ? (x * 100).toFixed(1) : x.toFixed(3))
  return `${f(lo)} to ${f(hi)}${winRate ? ' points' : ' turns'}`
}

/** Each different card of Main: the goal's figure when it was drawn, played, held, and when it was not drawn. */
function cardParts(plan: TunePlan, tally: TuneTally, scale: number): TuneCardPart[] {
  const main = copiesOf(plan.deck)
  const { cards } = differentCards(main)
  const mean = (sum: number, n: number) => (n > 0 ? round((sum / n) * scale) : null)
  return cards.map((card, k) => ({
    set: card.set,
    number: card.number,
    name: card.name,
    copies: main.filter((c) => same(c, card)).length,
    drawn: tally.drawn[k],
    played: tally.played[k],
    held: tally.held[k],
    whenDrawn: mean(tally.drawnSum[k], tally.drawn[k]),
    whenPlayed: mean(tally.playedSum[k], tally.played[k]),
    whenHeld: mean(tally.heldSum[k], tally.held[k]),
    whenNotDrawn: mean(tally.sum - tally.drawnSum[k], tally.games - tally.drawn[k]),
  }))
}

/** The deck with a swap made: one copy of `out` fewer, one of `card` more (at the end when new). */
export function swapped(deck: TuneDeck, out: { set: string; number: string }, card: Card): TuneDeck {
  const main = deck.main.map((e) => (same(e.card, out) ? { ...e, count: e.count - 1 } : e)).filter((e) => e.count > 0)
  const there = main.find((e) => same(e.card, card))
  return { ...deck, main: there ? main.map((e) => (e === there ? { ...e, count: e.count + 1 } : e)) : [...main, { card, count: 1 }] }
}

/**
 * A search over several swaps: measure, make the best swap the interval is sure of, measure the new deck on new
 * games (stage k's seed), until no swap is sure, `steps` are made, the next step would pass `budget` games, or
 * `seconds` have passed (a time budget: how many steps fit depends on the machine, a budget of games does not).
 */
export async function searchSwaps(
  plan: TunePlan,
  offer: (deck: TuneDeck) => Candidate[],
  play: (plan: TunePlan) => Promise<TuneState>,
  limits: { steps: number; budget: number; seconds?: number },
): Promise<TuneSearch> {
  const steps: TuneSearch['steps'] = []
  const started = Date.now()
  let deck = plan.deck
  let gamesPlayed = 0
  let stopped: TuneSearch['stopped'] = 'steps'
  for (let k = 0; k < limits.steps; k++) {
    const step: TunePlan = { ...plan, deck, seed: k === 0 ? plan.seed : stageSeed(plan.seed, k), candidates: offer(deck) }
    const cost = gamesOf(step)
    if (k > 0 && gamesPlayed + cost > limits.budget) {
      stopped = 'games'
      break
    }
    if (k > 0 && limits.seconds !== undefined && Date.now() - started >= limits.seconds * 1000) {
      stopped = 'time'
      break
    }
    const state = await play(step)
    gamesPlayed += cost
    const report = tuneReport(step, state)
    const best = report.swaps[0]
    if (!best?.better) {
      steps.push({ report, applied: null })
      stopped = 'sure'
      break
    }
    const card = state.measured.find((c) => same(c.in, best.in) && same(c.out, best.out))!.in
    steps.push({ report, applied: best })
    deck = swapped(deck, best.out, card)
  }
  return { steps, main: deck.main.map((e) => ({ set: e.card.set, number: e.card.number, count: e.count })), gamesPlayed, stopped }
}
