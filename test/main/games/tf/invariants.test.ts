import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CHUN_LI, KEN } from '../../../../src/main/games/tf/examples'
import { basicInHand, HAND_SIZE } from '../../../../src/main/games/tf/piles'
import { TfTable } from '../../../../src/main/games/tf/table'
import { basicCount, type TfGame } from '../../../../src/main/games/tf/turn'
import type { TfMove, TfPolicyName } from '../../../../src/shared/games/tf/table'

const NAMES = [...KEN.cards, ...CHUN_LI.cards].map((c) => c.name).concat(['Sonic Boom'])

/** Any move at all, legal or not, with any player and any card of either character. */
const anyMove: fc.Arbitrary<TfMove> = fc.oneof(
  fc.constantFrom<TfMove>({ type: 'draw' }, { type: 'reveal' }, { type: 'end-combo' }, { type: 'next-turn' }),
  fc.record({ type: fc.constant('no-charge' as const), player: fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1> }),
  fc.record({
    type: fc.constant('charge' as const),
    player: fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>,
    cost: fc.array(fc.constantFrom(...NAMES), { maxLength: 3 }),
  }),
  fc.record({ type: fc.constant('pick' as const), player: fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>, card: fc.constantFrom(...NAMES) }),
  fc.record({ type: fc.constant('combo' as const), card: fc.constantFrom(...NAMES) }),
)

/** Six basic cards per player wherever they are; the super never in the deck or discard pile, and in one place. */
function checkInvariants(t: TfTable, before: TfGame): void {
  const g = t.game
  for (const p of [0, 1] as const) {
    const side = g.sides[p]
    const superCard = t.fighters[p].superCard
    expect(basicCount(side, superCard)).toBe(6)
    const all = [...side.deck, ...side.hand, ...side.discard, ...side.played, ...(side.pick >= 0 ? [side.pick] : [])]
    expect(new Set(all).size).toBe(all.length)
    expect(side.deck.includes(superCard) || side.discard.includes(superCard)).toBe(false)
    expect(basicInHand(side, superCard)).toBeLessThanOrEqual(HAND_SIZE)
    // Health only goes down.
    expect(side.health).toBeLessThanOrEqual(before.sides[p].health)
  }
  if (g.result !== null) expect(g.sides[1 - g.result.winner].health).toBeLessThanOrEqual(0)
  else expect(g.sides.every((side) => side.health > 0)).toBe(true)
}

describe('invariants under any sequence of moves', () => {
  it('legal moves mixed with random ones: refusals change nothing, cards are conserved, health only goes down, undo restores', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom<[TfPolicyName, TfPolicyName]>(['random', 'random'], ['greedy', 'random'], ['random', 'greedy']),
        fc.array(fc.tuple(fc.nat(9), anyMove, fc.boolean()), { minLength: 50, maxLength: 400 }),
        (seed, policies, script) => {
          const t = new TfTable([KEN, CHUN_LI], { seed })
          for (const [roll, noise, undoIt] of script) {
            const before = structuredClone(t.game)
            const view = JSON.stringify(t.state)
            // Mostly the policies' legal move; now and then anything at all.
            const move = roll < 3 ? noise : t.suggest(policies)
            if (move === null) break
            const result = t.play(move)
            if (!result.ok) {
              expect(JSON.stringify(t.state)).toBe(view)
              continue
            }
            checkInvariants(t, before)
            if (undoIt && roll === 9) {
              expect(t.undo()).toBe(true)
              expect(JSON.stringify(t.state)).toBe(view)
              expect(t.play(move).ok).toBe(true)
            }
          }
        },
      ),
      { numRuns: 150 },
    )
  })
})
