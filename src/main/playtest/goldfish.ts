// Goldfish runs for a deck: resolve its cards, set the Strikers aside, simulate (on worker threads when
// asked) and report. Game i always uses the i-th seeded stream, so the thread count never changes results.
import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { Card } from '../../shared/card'
import type { Deck } from '../../shared/deck'
import { compileDeck } from '../games/cfs/goldfish/deck'
import type { GoldfishReport } from '../../shared/playtest'
import { report } from '../games/cfs/goldfish/report'
import { emptyTally, mergeTallies, simulateGames, type Tally } from '../games/cfs/goldfish/simulate'
import type { GoldfishDeck } from '../games/cfs/goldfish/deck'
import type { DeckService } from '../decks/decks'

export const MAX_GAMES = 1_000_000

export interface GoldfishOptions {
  games: number
  seed: number
  first: boolean
  /** HP for formats that let the player choose (cfp-original); else the format's. */
  hp?: number
}

/** The built worker script, beside the built main code; absent when running from source. */
export const WORKER_FILE = path.join(__dirname, 'goldfish-worker.js')

export function goldfish(decks: DeckService, deck: Deck, options: GoldfishOptions): GoldfishReport {
  const { compiled, meta } = prepare(decks, deck, options)
  return report(simulateGames(compiled, options.seed, 0, options.games, options.first), meta)
}

/** The same run split over `threads` worker threads: the same report, sooner. */
export async function goldfishOnThreads(decks: DeckService, deck: Deck, options: GoldfishOptions, threads: number): Promise<GoldfishReport> {
  const { compiled, meta } = prepare(decks, deck, options)
  if (threads <= 1 || !fs.existsSync(WORKER_FILE)) return report(simulateGames(compiled, options.seed, 0, options.games, options.first), meta)
  const tallies = await runOnThreads(compiled, options.seed, options.games, options.first, threads)
  return report(tallies.reduce(mergeTallies, emptyTally()), meta)
}

export async function runOnThreads(
  deck: GoldfishDeck,
  seed: number,
  games: number,
  first: boolean,
  threads: number,
  workerFile = WORKER_FILE,
): Promise<Tally[]> {
  const per = Math.ceil(games / threads)
  const jobs = Array.from({ length: threads }, (_, i) => ({ from: i * per, to: Math.min(games, (i + 1) * per) })).filter((j) => j.from < j.to)
  return Promise.all(jobs.map(({ from, to }) => simulateOnWorker(deck, seed, from, to, first, workerFile)))
}

/** Games [from, to) on a worker thread, so the calling thread stays free. */
export function simulateOnWorker(deck: GoldfishDeck, seed: number, from: number, to: number, first: boolean, workerFile = WORKER_FILE): Promise<Tally> {
  return new Promise<Tally>((resolve, reject) => {
    const worker = new Worker(workerFile)
    worker.once('message', (answer: { ok: true; tally: Tally } | { ok: false; message: string }) => {
      void worker.terminate()
      if (answer.ok) resolve(answer.tally)
      else reject(new Error(answer.message))
    })
    worker.once('error', reject)
    worker.postMessage({ deck, seed, from, to, first })
  })
}

function prepare(decks: DeckService, deck: Deck, options: GoldfishOptions) {
  if (!Number.isInteger(options.games) || options.games < 1 || options.games > MAX_GAMES) {
    throw new Error(`games must be a whole number from 1 to ${MAX_GAMES}`)
  }
  return compileRun(playable(decks, deck, options.hp), options.seed, options.first)
}

/** A deck resolved for play: its cards, and Main and Strikers as one entry per copy (indexes into cards). */
export interface PlayableDeck {
  cards: Card[]
  main: number[]
  strikers: number[]
  hp: number
}

/** Resolves a deck's cards and the HP it plays at; Strikers only where the format has them. */
export function playable(decks: DeckService, deck: Deck, hp?: number): PlayableDeck {
  const format = decks.formatOf(deck)
  const chosen = hp ?? format.hp.default
  if (!format.hp.choices.includes(chosen)) throw new Error(`${format.id} plays at HP ${format.hp.choices.join(', ')}, not ${chosen}`)
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

/** The simulator's layout of a playable deck, and what the report says of the run. */
export function compileRun(deck: PlayableDeck, seed: number, first: boolean) {
  const counts = new Map<number, number>()
  for (const i of deck.main) counts.set(i, (counts.get(i) ?? 0) + 1)
  const compiled = compileDeck([...counts].map(([i, count]) => ({ card: deck.cards[i], count })), deck.strikers.length, deck.hp)
  if (compiled.characters === 0) throw new Error('the deck has no character, so no opening hand can be kept')
  return { compiled, meta: { seed, first, hp: deck.hp, modelled: compiled.modelled, total: compiled.size } }
}
