// The simulator and the table are two engines for one game: on the same deck in the same order, the table
// played by the greedy policy (autoplay) must play the game the simulator plays, turn for turn. Decks are drawn
// from the shipped sets' cards whose texts the engine plays, so every modelled text meets both engines.
import { describe, expect, it } from 'vitest'
import type { Card } from '../../../../../src/shared/card'
import { seededRng, below } from '../../../../../src/main/core/rng'
import { readCard } from '../../../../../src/main/games/cfs/goldfish/text/read'
import { sharedServices } from '../../../../helpers'
import { atTable, simulated } from './two-engines'

describe('the simulator and the table play the same game', () => {
  it('on random decks of every text the engine plays, in random orders, both turn orders', () => {
    const s = sharedServices()
    const pool = ['cfs-base', 'cfc-1999'].flatMap((set) =>
      s.search.search(`set:${set}`, 1000).cards.filter((c) => {
        const r = readCard(c)
        return r === null || r.class === 'exact' || r.class === 'no-effect'
      }),
    )
    const characters = pool.filter((c) => c.kind === 'capcom' || c.kind === 'snk')
    const rng = seededRng(2026)
    let games = 0
    const played = new Set<string>()
    for (let d = 0; d < 120; d++) {
      // 16 different cards, 2 or 3 of each, at least 4 characters.
      const picked = new Set<Card>()
      while (picked.size < 4) picked.add(characters[below(characters.length, rng)])
      while (picked.size < 16) picked.add(pool[below(pool.length, rng)])
      const cards = [...picked]
      const counts = cards.map(() => 2 + below(2, rng))
      const slots = cards.flatMap((_, i) => Array<number>(counts[i]).fill(i))
      for (const c of cards) played.add(`${c.set}:${c.number}`)
      for (let k = 0; k < 3; k++) {
        const order = slots.map((_, i) => i)
        for (let i = order.length - 1; i > 0; i--) {
          const j = below(i + 1, rng)
          ;[order[i], order[j]] = [order[j], order[i]]
        }
        if (!order.slice(0, 5).some((i) => cards[slots[i]].kind === 'capcom' || cards[slots[i]].kind === 'snk')) continue
        const first = k !== 1
        const hp = k === 2 ? 1000 : 3000
        const seed = 100 + d * 3 + k
        const sim = simulated(cards, counts, order, first, hp, seed)
        const tab = atTable(
          cards,
          order.map((i) => slots[i]),
          first,
          hp,
          seed,
        )
        expect({ deck: d, order: k, ...tab }).toEqual({ deck: d, order: k, ...sim })
        games++
      }
    }
    expect(games).toBeGreaterThan(300)
    // Most of the texts the engine plays were in some deck.
    expect(played.size).toBeGreaterThan(pool.length * 0.75)
  })
})
