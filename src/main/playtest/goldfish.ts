// Goldfish runs for a deck: resolve its cards, set the Strikers aside, simulate with its game's simulator (on
// worker threads when asked) and report. Game i always uses the i-th seeded stream, so the thread count never
// changes results.
import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { Card } from '../../shared/card'
import type { Deck } from '../../shared/deck'
import type { GoldfishReport } from '../../shared/playtest'
import type { DeckService } from '../decks/decks'
import type { GameSystem, PlayableDeck, RangeSimulator, RunMeta, SoloOptions } from '../games/game'
import type { GoldfishJob } from './goldfish-worker'
import { invalid } from '../../shared/errors'
import { builtWorker } from '../jobs/workers'

export const MAX_GAMES = 1_000_000

export interface GoldfishOptions {
  games: number
  seed: number
  first: boolean
  /** HP for formats that let the player choose (cfp-original); else the format's. */
  hp?: number
  /** The goldfish has a character for Strikers to attack; without it no Striker can be sent. */
  strikerTarget?: boolean
}

/**
 * The built worker script, beside the built main code (this module may be bundled into out/main/chunks/, a
 * folder below it); absent when running from source.
 */
export const WORKER_FILE = builtWorker(path.join(__dirname, 'goldfish-worker.js')) ?? path.join(__dirname, 'goldfish-worker.js')

/** A deck compiled for its game's simulator, and what the report says of the run. */
export interface CompiledRun {
  game: GameSystem
  compiled: unknown
  meta: RunMeta
}

export function goldfish(decks: DeckService, deck: Deck, options: GoldfishOptions): GoldfishReport {
  const { game, compiled, meta } = prepare(decks, deck, options)
  return game.simulator.report(game.simulator.simulate(compiled, options.seed, 0, options.games, options.first), meta)
}

/** The same run split over `threads` worker threads: the same report, sooner. */
export async function goldfishOnThreads(decks: DeckService, deck: Deck, options: GoldfishOptions, threads: number): Promise<GoldfishReport> {
  const run = prepare(decks, deck, options)
  const { simulator } = run.game
  if (threads <= 1 || !fs.existsSync(WORKER_FILE)) return simulator.report(simulator.simulate(run.compiled, options.seed, 0, options.games, options.first), run.meta)
  const tallies = await runOnThreads(run, options.seed, options.games, options.first, threads)
  return simulator.report(tallies.reduce((into, from) => simulator.merge(into, from), simulator.empty()), run.meta)
}

/** A run as a worker takes it: its game (by id) and what that game's simulator compiled. */
export interface ThreadRun {
  game: { id: string }
  compiled: unknown
}

export async function runOnThreads(run: ThreadRun, seed: number, games: number, first: boolean, threads: number, workerFile = WORKER_FILE): Promise<unknown[]> {
  const per = Math.ceil(games / threads)
  const jobs = Array.from({ length: threads }, (_, i) => ({ from: i * per, to: Math.min(games, (i + 1) * per) })).filter((j) => j.from < j.to)
  return Promise.all(jobs.map(({ from, to }) => simulateOnWorker(run, seed, from, to, first, workerFile)))
}

/** A batch run driven in steps (the page shows progress and can cancel between them). */
export interface SteppedRun extends ThreadRun {
  game: { id: string; simulator: RangeSimulator }
  seed: number
  first: boolean
  games: number
  played: number
  tally: unknown
}

/** Games per step of a batch run: about a tenth of a second of work. */
export const RUN_STEP = 25_000

/**
 * Plays a run's next step into its tally, on a worker thread when the built worker is there (in the app), so main
 * stays free; game i always uses the i-th stream, so neither steps nor threads change results.
 */
export async function playStep(run: SteppedRun): Promise<void> {
  const from = run.played
  const to = Math.min(run.games, from + RUN_STEP)
  if (to <= from) return
  const { simulator } = run.game
  if (fs.existsSync(WORKER_FILE)) simulator.merge(run.tally, await simulateOnWorker(run, run.seed, from, to, run.first))
  else simulator.simulate(run.compiled, run.seed, from, to, run.first, run.tally)
  run.played = to
}

/** Games [from, to) on a worker thread, so the calling thread stays free. */
export function simulateOnWorker(run: ThreadRun, seed: number, from: number, to: number, first: boolean, workerFile = WORKER_FILE): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile)
    worker.once('message', (answer: { ok: true; tally: unknown } | { ok: false; message: string }) => {
      void worker.terminate()
      if (answer.ok) resolve(answer.tally)
      else reject(new Error(answer.message))
    })
    worker.once('error', reject)
    const job: GoldfishJob = { game: run.game.id, deck: run.compiled, seed, from, to, first }
    worker.postMessage(job)
  })
}

function prepare(decks: DeckService, deck: Deck, options: GoldfishOptions): CompiledRun {
  if (!Number.isInteger(options.games) || options.games < 1 || options.games > MAX_GAMES) {
    throw invalid(`games must be a whole number from 1 to ${MAX_GAMES}`, 'games')
  }
  return compileRun(decks.gameOf(deck), playable(decks, deck, options.hp), { seed: options.seed, first: options.first, strikerTarget: options.strikerTarget ?? false })
}

/** Resolves a deck's cards and the HP it plays at; Strikers only where the format has them. */
export function playable(decks: DeckService, deck: Deck, hp?: number): PlayableDeck {
  const format = decks.formatOf(deck)
  const chosen = hp ?? format.hp.default
  if (!format.hp.choices.includes(chosen)) throw invalid(`${format.id} plays at HP ${format.hp.choices.join(', ')}, not ${chosen}`, 'hp')
  const found = decks.cardsOf(deck)
  const cards: Card[] = []
  const copies = (entries: Deck['main']) =>
    entries.flatMap((e) => {
      const card = found.of(e)
      cards.push(card)
      return Array<number>(e.count).fill(cards.length - 1)
    })
  const main = copies(deck.main)
  const strikers = format.construction.strikers ? copies(deck.strikers) : []
  return { cards, main, strikers, hp: chosen }
}

/** The game's simulator's layout of a playable deck, and what the report says of the run. */
export function compileRun(game: GameSystem, deck: PlayableDeck, options: SoloOptions): CompiledRun {
  return { game, ...game.simulator.compile(deck, options) }
}
