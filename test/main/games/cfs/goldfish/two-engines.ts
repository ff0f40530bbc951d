// One stacked game played by both engines: the batch simulator, and the table driven by the greedy policy
// (autoplay). What each returns is comparable turn for turn.
import { expect } from 'vitest'
import type { Card } from '../../../../../src/shared/card'
import { autoplayTurn, type AutoTable } from '../../../../../src/main/games/cfs/goldfish/autoplay'
import { compileDeck } from '../../../../../src/main/games/cfs/goldfish/deck'
import { MAX_TURNS, playStacked } from '../../../../../src/main/games/cfs/goldfish/simulate'
import { Table } from '../../../../../src/main/games/cfs/goldfish/table'

export interface Game {
  outcome: string
  turn: number
  /** Per turn: damage dealt so far (to the goldfish's 0), SP at the end of the turn. */
  damage: number[]
  sp: number[]
}

export function simulated(cards: Card[], counts: number[], order: number[], first: boolean, hp: number, seed: number): Game {
  const deck = compileDeck(
    cards.map((card, i) => ({ card, count: counts[i] })),
    0,
    hp,
  )
  const t = playStacked(deck, order, first, seed)
  const won = t.kills.findIndex((k) => k > 0)
  const lost = t.deckOutTurns.findIndex((k) => k > 0)
  const turn = won > 0 ? won : lost > 0 ? lost : MAX_TURNS
  const range = Array.from({ length: turn }, (_, i) => i + 1)
  return {
    outcome: won > 0 ? 'win' : lost > 0 ? 'deck-out' : 'none',
    turn,
    damage: range.map((k) => Math.min(hp, t.damageSum[k])),
    sp: range.map((k) => t.spSum[k]),
  }
}

export function atTable(cards: Card[], main: number[], first: boolean, hp: number, seed: number): Game {
  const table = new Table(cards, main, [], { seed, first, hp, stacked: true })
  const damage: number[] = []
  const sp: number[] = []
  const refused: string[] = []
  const record = () => {
    damage.push(hp - table.state.goldfishHp)
    sp.push(table.state.sp)
  }
  const auto: AutoTable = {
    get state() {
      return table.state
    },
    view: () => table.view(),
    play(move) {
      if (move.type === 'end-turn') {
        record()
        if (table.state.turn === MAX_TURNS) return { ok: true }
      }
      const r = table.play(move)
      if (!r.ok) refused.push(`turn ${table.state.turn}: ${JSON.stringify(move)}: ${r.reason}`)
      return r
    },
  }
  while (table.state.phase !== 'over' && damage.length < MAX_TURNS) autoplayTurn(auto)
  if (table.state.phase === 'over') record()
  expect(refused).toEqual([])
  const result = table.state.result
  return { outcome: result?.outcome ?? 'none', turn: result?.turn ?? MAX_TURNS, damage, sp }
}

/** A deck of cards in this order (top first) as both engines take it: distinct cards, counts, slot order, table main. */
export function stack(list: Card[]): { cards: Card[]; counts: number[]; order: number[]; main: number[] } {
  const cards = [...new Set(list)]
  const counts = cards.map((c) => list.filter((x) => x === c).length)
  const start = counts.map((_, i) => counts.slice(0, i).reduce((a, b) => a + b, 0))
  const seen = cards.map(() => 0)
  const order = list.map((c) => {
    const i = cards.indexOf(c)
    return start[i] + seen[i]++
  })
  return { cards, counts, order, main: list.map((c) => cards.indexOf(c)) }
}

/** Plays a stacked deck in both engines; they must agree. */
export function bothEngines(list: Card[], options: { first?: boolean; hp?: number; seed?: number } = {}): Game {
  const { cards, counts, order, main } = stack(list)
  const first = options.first ?? true
  const hp = options.hp ?? 3000
  const seed = options.seed ?? 1
  const sim = simulated(cards, counts, order, first, hp, seed)
  expect(atTable(cards, main, first, hp, seed)).toEqual(sim)
  return sim
}
