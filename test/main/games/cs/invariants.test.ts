import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ROOK, WREN } from '../../../../src/main/games/cs/examples'
import { cardCount } from '../../../../src/main/games/cs/piles'
import { CsTable } from '../../../../src/main/games/cs/table'
import type { CsGame } from '../../../../src/main/games/cs/turn'
import { cardName, DECK_SIZE, type CsMove, type CsPolicyName } from '../../../../src/shared/games/cs/table'

const NAMES = Array.from({ length: DECK_SIZE }, (_, card) => cardName(card)).concat(['1Z'])
const player = fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>
const name = fc.constantFrom(...NAMES)

/** Any move at all, legal or not, with any player and any card. */
const anyMove: fc.Arbitrary<CsMove> = fc.oneof(
  fc.constant<CsMove>({ type: 'reveal' }),
  fc.record({ type: fc.constantFrom('draw' as const, 'keep' as const), player }),
  fc.record({ type: fc.constant('joker' as const), player, card: name }),
  fc.record({ type: fc.constant('place' as const), player, card: fc.option(name), sideways: fc.boolean() }),
  fc.record({ type: fc.constantFrom('absorb' as const, 'discard' as const), player, cards: fc.array(name, { maxLength: 4 }) }),
)

/** 54 cards per player, each in one place; decks only shrink; a game is over exactly when a deck is empty. */
function checkInvariants(g: Readonly<CsGame>, before: CsGame): void {
  for (const p of [0, 1] as const) {
    const side = g.sides[p]
    expect(cardCount(side)).toBe(DECK_SIZE)
    const all = [...side.deck, ...side.hand, ...side.discard, ...(side.placed >= 0 ? [side.placed] : [])]
    expect(new Set(all).size).toBe(DECK_SIZE)
    expect(all.every((card) => Number.isInteger(card) && card >= 0 && card < DECK_SIZE)).toBe(true)
    expect(side.deck.length).toBeLessThanOrEqual(before.sides[p].deck.length)
    expect(side.discard.length).toBeGreaterThanOrEqual(before.sides[p].discard.length)
  }
  if (g.result !== null) {
    expect(g.sides[1 - g.result.winner].deck).toHaveLength(0)
    expect(g.step).toBe('over')
  } else {
    expect(g.sides.every((side) => side.deck.length > 0)).toBe(true)
  }
}

describe('invariants under any sequence of moves', () => {
  it('legal moves mixed with random ones: nothing throws, refusals change nothing, no card is lost or doubled, undo restores', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>,
        fc.constantFrom<[CsPolicyName, CsPolicyName]>(['random', 'random'], ['greedy', 'random'], ['random', 'greedy'], ['greedy', 'greedy']),
        fc.array(fc.tuple(fc.nat(9), anyMove, fc.boolean()), { minLength: 50, maxLength: 300 }),
        (seed, first, policies, script) => {
          const t = new CsTable([ROOK, WREN], { seed, first })
          for (const [roll, noise, undoIt] of script) {
            const before = structuredClone(t.game) as CsGame
            const view = JSON.stringify(t.state)
            // Mostly the policies' legal move; now and then anything at all.
            const move = roll < 3 ? noise : t.suggest(policies)
            if (move === null) break
            const result = t.play(move)
            if (!result.ok) {
              expect(typeof result.reason).toBe('string')
              expect(JSON.stringify(t.state)).toBe(view)
              continue
            }
            checkInvariants(t.game, before)
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

  it('whole games to the end, by the policies alone: the cards stay 54 per player until a deck is empty', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom<[CsPolicyName, CsPolicyName]>(['random', 'random'], ['greedy', 'random'], ['greedy', 'greedy']),
        (seed, policies) => {
          const t = new CsTable([ROOK, WREN], { seed })
          let moves = 0
          for (let move = t.suggest(policies); move !== null; move = t.suggest(policies)) {
            const before = structuredClone(t.game) as CsGame
            expect(t.play(move).ok).toBe(true)
            checkInvariants(t.game, before)
            expect(++moves).toBeLessThan(1000)
          }
          expect(t.game.result).not.toBe(null)
          expect(t.game.turn).toBeLessThanOrEqual(53)
        },
      ),
      { numRuns: 20 },
    )
  })
})
