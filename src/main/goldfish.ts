// Goldfish runs for a deck: resolve its cards, set the Strikers aside, simulate and report.
import type { Card } from '../shared/card'
import type { Deck } from '../shared/deck'
import { compileDeck } from './core/goldfish/deck'
import { report, type GoldfishReport } from './core/goldfish/report'
import { simulateGames } from './core/goldfish/simulate'
import type { Services } from './services'

export const MAX_GAMES = 1_000_000

export interface GoldfishOptions {
  games: number
  seed: number
  first: boolean
  /** HP for formats that let the player choose (cfp-original); else the format's. */
  hp?: number
}

export function goldfish(services: Services, deck: Deck, options: GoldfishOptions): GoldfishReport {
  if (!Number.isInteger(options.games) || options.games < 1 || options.games > MAX_GAMES) {
    throw new Error(`games must be a whole number from 1 to ${MAX_GAMES}`)
  }
  const format = services.decks.formatOf(deck)
  const hp = options.hp ?? format.hp.default
  if (!format.hp.choices.includes(hp)) throw new Error(`${format.id} plays at HP ${format.hp.choices.join(', ')}, not ${hp}`)
  const cards = new Map(services.cards(deck.main).map((c) => [`${c.set}\u0000${c.number}`, c]))
  const main: { card: Card; count: number }[] = []
  for (const e of deck.main) {
    const card = cards.get(`${e.set}\u0000${e.number}`)
    if (!card) throw new Error(`${e.number} is not in the catalogue (set ${e.set})`)
    main.push({ card, count: e.count })
  }
  const strikers = format.construction.strikers ? deck.strikers.reduce((n, e) => n + e.count, 0) : 0
  const compiled = compileDeck(main, strikers, hp)
  const tally = simulateGames(compiled, options.seed, 0, options.games, options.first)
  return report(tally, { seed: options.seed, first: options.first, hp, modelled: compiled.modelled, total: compiled.size })
}
