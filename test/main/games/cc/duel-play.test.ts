// Capcom Crossovers for two, played by its policies: every move listed is one the engine accepts, the policies play
// whole games 1 on 1 and in tag battles, and a matchup's tallies are the same however its games are split.
import { describe, expect, it } from 'vitest'
import type { CcSeat } from '../../../../src/shared/games/cc/duel'
import { CcDuel } from '../../../../src/main/games/cc/duel/engine'
import fc from 'fast-check'
import { bestComboRest, comboRests, legalMoves, singleAttacks } from '../../../../src/main/games/cc/duel/moves'
import { DECK } from '../../../../src/main/games/cc/duel/piles'
import { card } from '../../../../src/main/games/cc/clean-up'
import { parseCard } from '../../../../src/main/games/cc/cards'
import { CC_DUEL_POLICY } from '../../../../src/main/games/cc/duel/policies'
import { ccDuelReport, ccDuelSimulator, simulateCcDuels, type CcDuelRun } from '../../../../src/main/games/cc/duel/matchup'
import { GAMBIT, RYU } from '../../../../src/main/games/cc/examples'
import { simulatorOf } from '../../../../src/main/games'
import { gameRng } from '../../../../src/main/core/rng'

const ONE: CcDuelRun = { a: [GAMBIT], b: [RYU], policies: ['greedy', 'random'] }
const TAG: CcDuelRun = { a: [GAMBIT, RYU], b: [RYU, GAMBIT], policies: ['greedy', 'random'] }

describe('the moves the rules allow', () => {
  it.each([
    ['1 on 1', [[GAMBIT], [RYU]]],
    [
      'a tag battle',
      [
        [GAMBIT, RYU],
        [RYU, GAMBIT],
      ],
    ],
  ] as const)('are each accepted by the engine, all through random games (%s)', (_, teams) => {
    let tried = 0
    for (let seed = 0; seed < 4; seed++) {
      const duel = new CcDuel([[...teams[0]], [...teams[1]]], { seed, first: (seed % 2) as CcSeat })
      const rng = gameRng(seed, 9)
      for (let n = 0; duel.toMove() !== null && n < 400; n++) {
        const seat = duel.toMove()!
        const moves = legalMoves(duel)
        expect(moves.length, duel.state.phase).toBeGreaterThan(0)
        for (const move of moves) {
          const refusal = duel.fork().play(seat, move)
          expect(refusal, `${duel.state.phase}: ${JSON.stringify(move)}`).toBeNull()
          tried++
        }
        expect(duel.play(seat, CC_DUEL_POLICY.random(duel, rng))).toBeNull()
      }
    }
    expect(tried).toBeGreaterThan(500)
  })
})

describe('cards as written', () => {
  it('read the same each time, in any spelling, and a bad one is refused each time', () => {
    for (const written of ['4S', '4s', ' 4S', '10C', 'X', 'QH', 'qh', '4♠', '4S', '4s']) {
      const read = parseCard(written)
      expect(read.ok && card(written)).toEqual(read.ok && read.card)
    }
    for (let k = 0; k < 2; k++) expect(() => card('4Z')).toThrow(/"4Z" is not a card/)
  })
})

describe('the rest of a combo', () => {
  it("greedy's best rest is the first of the table's list, for any hand and any first attack", () => {
    const hands = fc.shuffledSubarray([...DECK], { minLength: 2, maxLength: 12 })
    let found = 0
    fc.assert(
      fc.property(fc.constantFrom(GAMBIT, RYU), hands, fc.nat(), fc.boolean(), (sheet, cards, pick, counter) => {
        // The first attack is one the hand can lay, or (with none) its first two cards, which may not be one.
        const openings = singleAttacks(sheet, cards, counter)
        const opening = openings.length ? openings[pick % openings.length] : { cards: cards.slice(0, 2), move: undefined }
        const laid = { cards: opening.cards, named: (opening.move === undefined ? {} : { 0: opening.move }) as Record<number, string> }
        const hand = cards.filter((c) => !opening.cards.includes(c))
        const listed = comboRests(sheet, laid, hand, counter, 1)
        const best = bestComboRest(sheet, laid, hand, counter)
        if (listed.length > 0) found++
        expect(best === null ? [] : [{ cards: best.cards, damage: best.damage }]).toEqual(listed.map(({ cards, damage }) => ({ cards, damage })))
      }),
      { numRuns: 300, seed: 37 },
    )
    expect(found).toBeGreaterThan(150)
  })
})

describe('matchups', () => {
  it.each([
    ['1 on 1', ONE],
    ['a tag battle', TAG],
  ] as const)('greedy beats random (%s), and every game ends', (_, run) => {
    const report = ccDuelReport(simulateCcDuels(run, 3, 0, 40), run, 3)
    expect(report.winRate).toBeGreaterThan(0.8)
    expect(report.wins.a + report.wins.b + report.draws).toBe(40)
    for (const side of [report.attacks.a, report.attacks.b])
      for (const c of side) expect(c.made).toBe(c.landed + c.blocked + c.dodged + c.countered + c.negated)
    expect(report.attacks.a.reduce((n, c) => n + c.made, 0)).toBeGreaterThan(40)
  })

  it('merge to the same tallies however the games are split, and another seed gives others', () => {
    const run: CcDuelRun = { ...TAG, policies: ['random', 'greedy'] }
    const whole = ccDuelSimulator.simulate(run, 5, 0, 12, true)
    expect(ccDuelSimulator.merge(ccDuelSimulator.simulate(run, 5, 0, 5, true), ccDuelSimulator.simulate(run, 5, 5, 12, true))).toEqual(whole)
    expect(ccDuelSimulator.simulate(run, 6, 0, 12, true)).not.toEqual(whole)
    expect(simulatorOf('cc:matchup')).toBe(ccDuelSimulator)
  })

  it('alternate the first player, and count the time overs', () => {
    const report = ccDuelReport(simulateCcDuels({ ...ONE, policies: ['random', 'random'] }, 1, 0, 30), { ...ONE, policies: ['random', 'random'] }, 1)
    expect(report.aFirst.games).toBe(15)
    expect(report.timeOver.a + report.timeOver.b + report.timeOver.draws).toBeGreaterThan(0)
  })
})

describe('the search player', () => {
  it('beats greedy in the mirror, the same games on any split', () => {
    const run: CcDuelRun = { a: [GAMBIT], b: [GAMBIT], policies: ['search', 'greedy'] }
    const whole = simulateCcDuels(run, 7, 0, 6)
    expect(whole.aWins).toBeGreaterThanOrEqual(5)
    expect(ccDuelSimulator.merge(simulateCcDuels(run, 7, 0, 2), simulateCcDuels(run, 7, 2, 6))).toEqual(whole)
  })
})
