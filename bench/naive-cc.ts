// The naive Capcom Crossovers goldfish the benchmark compares against: the same turn and the same policy as
// games/cc/goldfish.ts (ties in the discard broken by hand order), played the obvious way — the state as arrays
// of card objects copied whole at every step, every combo found and scored again with bestCombo (a scored
// layout each time), Math.random shuffles.
import { formatCard, numberValue, type Card } from '../src/main/games/cc/cards'
import { bestCombo } from '../src/main/games/cc/combo'
import { combatOf, type CharacterSheet } from '../src/main/games/cc/sheet'

interface State {
  deck: Card[]
  hand: Card[]
  meter: Card[]
  discard: Card[]
  hp: number
}

const SUITS = ['S', 'H', 'D', 'C'] as const
const RANKS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 'J', 'Q', 'K', 'A'] as const
const DECK: Card[] = RANKS.flatMap((rank) => SUITS.map((suit) => ({ rank, suit })))
const value = (c: Card) => numberValue(c) ?? 0
const same = (a: Card, b: Card) => formatCard(a) === formatCard(b)

function shuffled(cards: Card[]): Card[] {
  const out = structuredClone(cards)
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

/** One game; the KO turn, or 0 for a time over. */
export function naiveCcGame(sheet: CharacterSheet, hp: number, first: boolean): number {
  const character = combatOf(sheet)
  const damageOf = (hand: Card[]) => bestCombo(character, hand).damage
  let s: State = { deck: shuffled(DECK), hand: [], meter: [], discard: [], hp }
  s = { ...structuredClone(s), hand: s.deck.slice(0, 7), deck: s.deck.slice(7) }
  if (damageOf(s.hand) < 1) s = { ...structuredClone(s), deck: shuffled(DECK), hand: [] }
  if (s.hand.length === 0) s = { ...structuredClone(s), hand: s.deck.slice(0, 7), deck: s.deck.slice(7) }
  for (let turn = 1; turn <= 50; turn++) {
    if (!(first && turn === 1)) {
      if (s.deck.length === 0) return 0
      const n = Math.min(sheet.speed, s.deck.length)
      s = { ...structuredClone(s), hand: [...s.hand, ...s.deck.slice(0, n)], deck: s.deck.slice(n) }
    }
    const best = bestCombo(character, s.hand)
    s = structuredClone(s)
    for (const card of best.play)
      s.hand.splice(
        s.hand.findIndex((c) => same(c, card)),
        1,
      )
    s.discard.push(...best.play)
    s.hp -= best.damage
    if (s.hp <= 0) return turn
    // Clean-up: the highest card above Strength to the meter, discard down to Endurance, then the ace search.
    const high = s.hand.filter((c) => value(c) > sheet.strength).sort((a, b) => value(b) - value(a))[0]
    if (high) s = { ...structuredClone(s), hand: s.hand.filter((c) => !same(c, high)), meter: [...s.meter, high] }
    while (s.hand.length > sheet.endurance) {
      const losses = s.hand.map((card, i) => ({ card, left: damageOf(s.hand.filter((_, j) => j !== i)) }))
      const drop = losses.sort((a, b) => b.left - a.left)[0].card
      s = { ...structuredClone(s), hand: s.hand.filter((c) => !same(c, drop)), discard: [...s.discard, drop] }
    }
    const sum = s.meter.reduce((n, c) => n + value(c), 0)
    const ace = [...s.discard, ...s.deck].find((c) => c.rank === 'A')
    if (sum >= 40 && ace) {
      s = {
        ...structuredClone(s),
        discard: [...s.discard.filter((c) => !same(c, ace)), ...s.meter],
        meter: [],
        deck: shuffled(s.deck.filter((c) => !same(c, ace))),
        hand: [...s.hand, ace],
      }
    }
  }
  return 0
}
