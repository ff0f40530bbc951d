// Goldfish runs for a deck: resolve its cards, set the Strikers aside, simulate with its game's simulator (on
// worker threads when asked) and report. Game i always uses the i-th seeded stream, so the thread count never
// changes results.
import type { Card } from '../../shared/card'
import type { Deck } from '../../shared/deck'
import type { GoldfishReport } from '../../shared/playtest'
import type { DeckService } from '../decks/decks'
import type { GameSystem, PlayableDeck, RunMeta, SoloOptions } from '../game-kit/game'
import { playBatch, RUN_STEP } from '../game-kit/runs'
import { invalid } from '../../shared/errors'

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
  const { game, compiled, meta } = prepare(decks, deck, options)
  const tally = await playBatch({ game, compiled, seed: options.seed, first: options.first, games: options.games, step: RUN_STEP }, threads)
  return game.simulator.report(tally, meta)
}

function prepare(decks: DeckService, deck: Deck, options: GoldfishOptions): CompiledRun {
  if (!Number.isInteger(options.games) || options.games < 1 || options.games > MAX_GAMES) {
    throw invalid(`games must be a whole number from 1 to ${MAX_GAMES}`, 'games')
  }
  return compileRun(decks.gameOf(deck), playable(decks, deck, options.hp), {
    seed: options.seed,
    first: options.first,
    strikerTarget: options.strikerTarget ?? false,
  })
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

/** A deck's cards for a game for two: one entry a copy, Main in its order, Strikers where its format has them. */
export function playableCards(decks: DeckService, deck: Deck, hp?: number): { main: Card[]; strikers: Card[]; hp: number } {
  const played = playable(decks, deck, hp)
  const cards = (ids: number[]) => ids.map((i) => played.cards[i])
  return { main: cards(played.main), strikers: cards(played.strikers), hp: played.hp }
}

/** The game's simulator's layout of a playable deck, and what the report says of the run. */
export function compileRun(game: GameSystem, deck: PlayableDeck, options: SoloOptions): CompiledRun {
  return { game, ...game.simulator.compile(deck, options) }
}
