// The naive engine the benchmarks compare against: the same greedy policy and the same card texts as
// simulate.ts, played the obvious way — move by move at the table (every move checked, the whole state copied
// at each move, a log written), with the per-turn statistics recomputed from the cards seen so far.
import type { Card } from '../src/shared/card'
import { autoplayTurn } from '../src/main/games/cfs/goldfish/autoplay'
import { MAX_TURNS } from '../src/main/games/cfs/goldfish/simulate'
import { Table } from '../src/main/games/cfs/goldfish/table'

/** One game's result: the kill turn (0 for none) and, per turn, the statistics the report shows. */
export interface NaiveGame {
  killTurn: number
  turns: { characterSeen: boolean; pairSeen: boolean; sp: number; damage: number }[]
}

export function naiveShuffle<T>(cards: T[]): T[] {
  return [...cards].sort(() => Math.random() - 0.5)
}

export function naiveGame(cards: Card[], main: number[], seed: number, first: boolean, hp: number): NaiveGame {
  const table = new Table(cards, main, [], { seed, first, hp })
  const turns: NaiveGame['turns'] = []
  const stats = () => {
    // Seen: every card of Main that is no longer in the deck.
    const left = [...table.state.library]
    const seen = main.filter((c) => {
      const i = left.indexOf(c)
      if (i < 0) return true
      left.splice(i, 1)
      return false
    })
    const characters = seen.filter((c) => cards[c].kind === 'capcom' || cards[c].kind === 'snk')
    const pairSeen = characters.some((a, i) => characters.some((b, j) => i !== j && cards[a].backups.some((x) => x.name === cards[b].name)))
    turns.push({ characterSeen: characters.length > 0, pairSeen, sp: table.state.sp, damage: hp - table.state.goldfishHp })
  }
  const auto = {
    get state() {
      return table.state
    },
    view: () => table.view(),
    play: (move: Parameters<Table['play']>[0]) => {
      if (move.type === 'end-turn') {
        stats()
        if (table.state.turn === MAX_TURNS) return { ok: true }
      }
      return table.play(move)
    },
  }
  while (table.state.phase !== 'over' && turns.length < MAX_TURNS) autoplayTurn(auto)
  if (table.state.phase === 'over') stats()
  const result = table.state.result
  return { killTurn: result?.outcome === 'win' ? result.turn : 0, turns }
}
