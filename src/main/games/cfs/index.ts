// Card Fighters Special (with the Legends expansion and the original Card Fighter Project rules): the first
// game behind the game-system interface.
import { isCharacter } from '../../../shared/card'
import { addTallies, type GameSystem, type OddsGroup, type PlayableDeck, type Simulator } from '../../game-kit/game'
import type { TextReading } from '../../../shared/playtest'
import { cardProblems, characterNames, LIMITS } from './card-rules'
import { FORMATS } from './formats'
import { compileDeck, type GoldfishDeck } from './goldfish/deck'
import { factsOf } from './goldfish/board'
import { readCard } from './goldfish/text/read'
import type { Reading } from './goldfish/text/model'
import { readForTwo } from './duel/texts'
import { report, reportCoverage } from './goldfish/report'
import { emptyTally, simulateGames, type Tally } from './goldfish/simulate'
import { Table, textPicksTarget } from './goldfish/table'
import { checkLegality } from './legality'
import { atLeast, atLeastBoth, atLeastBothWithRedraw, atLeastWithRedraw } from './odds'
import { deckStats } from './stats'
import { refused } from '../../../shared/errors'

const simulator: Simulator<GoldfishDeck, Tally> = {
  compile(deck, options) {
    const counts = new Map<number, number>()
    for (const i of deck.main) counts.set(i, (counts.get(i) ?? 0) + 1)
    const compiled = compileDeck(
      [...counts].map(([i, count]) => ({ card: deck.cards[i], count })),
      deck.strikers.length,
      deck.hp,
      options,
    )
    if (compiled.characters === 0) throw refused('the deck has no character, so no opening hand can be kept')
    return { compiled, meta: { ...options, hp: deck.hp, coverage: reportCoverage(compiled.coverage) } }
  },
  simulate: (compiled, seed, from, to, first, into) => simulateGames(compiled, seed, from, to, first, into),
  empty: emptyTally,
  merge: addTallies,
  report,
}

/** Draw odds with the CFS opening-hand rule: a hand with no character is redrawn. */
function odds(deck: PlayableDeck, want: OddsGroup, draws: number, redraw: boolean, also?: OddsGroup): number {
  const { cards, main } = deck
  const size = main.length
  const characters = main.filter((i) => isCharacter(cards[i].kind)).length
  const group = ({ cards: members, atLeast: k }: OddsGroup) => {
    const inDeck = main.filter((i) => members.has(i))
    return { count: inDeck.length, characters: inDeck.filter((i) => isCharacter(cards[i].kind)).length, atLeast: k }
  }
  const a = group(want)
  if (also) {
    const b = group(also)
    return redraw ? atLeastBothWithRedraw({ size, characters }, a, b, draws) : atLeastBoth(size, a.count, a.atLeast, b.count, b.atLeast, draws)
  }
  return redraw ? atLeastWithRedraw({ size, characters }, a.count, a.characters, draws, a.atLeast) : atLeast(size, a.count, draws, a.atLeast)
}

export const cfs: GameSystem = {
  id: 'cfs',
  name: 'Card Fighters Special',
  builds: 'a 50-card deck (60 with 3 Strikers in Legends) from the catalogue',
  solo: 'the goldfish table and batch runs: the opponent never acts',
  formats: FORMATS,
  cards: {
    limits: LIMITS,
    problems: cardProblems,
    nameable: (card) => isCharacter(card.kind),
    names: characterNames,
  },
  legality: checkLegality,
  stats: deckStats,
  table: (deck, options) => new Table(deck.cards, deck.main, deck.strikers, { ...options, hp: deck.hp }),
  picksTarget: (card) => textPicksTarget(factsOf(card).text),
  readText: (card) => textReading(readCard(card)),
  readTextForTwo: (card) => textReading(readForTwo(card)),
  simulator: simulator as Simulator,
  odds,
  // pdf-lib loads with the faces, when a PDF is drawn: a search or a check never needs it.
  faces: async () => {
    const { drawBack, drawTextFace } = await import('./faces')
    return { front: drawTextFace, back: drawBack }
  },
}

/** A reading as the command and the page report it: its class, the structured text, and the reason. */
function textReading(r: Reading | null): TextReading | null {
  if (!r) return null
  return { class: r.class, ...('text' in r && r.text ? { effect: r.text } : {}), ...('reason' in r ? { reason: r.reason } : {}) }
}
