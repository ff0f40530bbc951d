// Capcom Crossovers' defences for two (rule book v3, "6. Defense/Countering", the tag attacks of "7. Tag Team
// Battles"), each rule against the book's words and worked numbers, on the shipped examples' moves.
import { describe, expect, it } from 'vitest'
import type { Attribute, Move } from '../../../../src/shared/games/cc/sheet'
import { parseCard, type Card } from '../../../../src/main/games/cc/cards'
import { GAMBIT, RYU } from '../../../../src/main/games/cc/examples'
import { answerAttack, blockAttack, cannotDodge, cannotTechHit, dodges, dodgeValue, variableCounter, type Strike } from '../../../../src/main/games/cc/defence'

const card = (text: string): Card => {
  const read = parseCard(text)
  if (!read.ok) throw new Error(read.problem)
  return read.card
}

/** A move of a shipped sheet as a strike. */
function move(sheet: { moves: readonly Move[] }, name: string): Strike {
  const m = sheet.moves.find((x) => x.name === name)!
  return { kind: m.kind, damage: m.damage ?? 0, priority: m.priority, type: m.type, attributes: m.attributes }
}

/** A basic attack on a number card, at a basic attack priority. */
const basic = (text: string, priority = 2): Strike => {
  const c = card(text)
  return { kind: 'basic', damage: c.rank as number, priority, type: 'C', attributes: [], card: c }
}
const special = (damage: number, priority: number, attributes: Attribute[] = []): Strike => ({ kind: 'special', damage, priority, type: 'C', attributes })
const superMove = (damage: number, priority: number, attributes: Attribute[] = []): Strike => ({ kind: 'super', damage, priority, type: 'B', attributes })

describe('blocking', () => {
  it('takes the block card and the Defense Bonus off the damage, doubled against a super (the rule book: a 6 and bonus 2 take 16)', () => {
    expect(blockAttack(superMove(30, 5), 6, 2)).toEqual({ damage: 14, absorbed: 16, blockCard: 'discard', combo: false })
    // Royal Flush, 30: 6 and 2 doubled are 16, and the rest gets through.
    expect(blockAttack(move(GAMBIT, 'Royal Flush'), 6, 2).absorbed).toBe(16)
  })

  it('takes the defence ×4 off a tag super (the rule book: a 6 and bonus 2 take 32)', () => {
    expect(blockAttack({ kind: 'tag-super', damage: 65, priority: 5, type: 'B', attributes: [] }, 6, 2)).toEqual({
      damage: 33,
      absorbed: 32,
      blockCard: 'discard',
      combo: false,
    })
  })

  it('gives the block card back when the defence is greater than the damage, and discards it when not', () => {
    expect(blockAttack(special(8, 3), 5, 2)).toEqual({ damage: 1, absorbed: 7, blockCard: 'discard', combo: false })
    expect(blockAttack(special(7, 3), 5, 2)).toEqual({ damage: 0, absorbed: 7, blockCard: 'discard', combo: false })
    expect(blockAttack(special(6, 3), 5, 2)).toEqual({ damage: 0, absorbed: 7, blockCard: 'hand', combo: false })
  })

  it('lets a throw through a block: full damage, the block card discarded, and the combo goes on', () => {
    const thrown: Strike = { kind: 'throw', damage: 6, priority: 0, type: 'A', attributes: [] }
    expect(blockAttack(thrown, 9, 3)).toEqual({ damage: 6, absorbed: 0, blockCard: 'discard', combo: true })
    // An unblockable (U) move likewise.
    expect(blockAttack(special(9, 3, ['U']), 9, 3)).toEqual({ damage: 9, absorbed: 0, blockCard: 'discard', combo: true })
  })

  it('absorbs a basic attack whole, discarding the block card only when the attack is greater than the defence', () => {
    expect(blockAttack(basic('9S'), 5, 2)).toEqual({ damage: 0, absorbed: 7, blockCard: 'discard', combo: false })
    expect(blockAttack(basic('7S'), 5, 2)).toEqual({ damage: 0, absorbed: 7, blockCard: 'hand', combo: false })
    expect(blockAttack(basic('6S'), 5, 2).blockCard).toBe('hand')
  })

  it('lets a triggered effect (T) deal nothing when blocked', () => {
    expect(blockAttack(special(12, 3, ['T']), 2, 1)).toEqual({ damage: 0, absorbed: 3, blockCard: 'discard', combo: false })
    expect(blockAttack(special(2, 3, ['T']), 2, 1).blockCard).toBe('hand')
  })
})

describe('dodging', () => {
  it('avoids the attack when the top card is at or below Agility, an ace counting 1', () => {
    expect(dodges(card('4H'), 4)).toBe(true)
    expect(dodges(card('5H'), 4)).toBe(false)
    expect(dodges(card('AS'), 1)).toBe(true)
    expect(dodges(card('AS'), 0)).toBe(false)
    expect([dodgeValue(card('JC')), dodgeValue(card('QC')), dodgeValue(card('KC'))]).toEqual([11, 12, 13])
    expect(dodges(card('KC'), 12)).toBe(false)
    expect(dodges({ rank: 'X' }, 13)).toBe(false)
  })

  it('cannot be tried against a homing (H) move', () => {
    expect(cannotDodge(special(5, 2, ['H']))).toMatch(/homing/)
    expect(cannotDodge(move(RYU, 'Hadouken'))).toBeNull()
  })
})

describe('countering and negation', () => {
  it('counters with higher priority, whatever the range', () => {
    expect(answerAttack(move(RYU, 'Hadouken'), move(RYU, 'Shoryuken'))).toEqual({ ok: true, outcome: 'counter' })
    expect(answerAttack(special(8, 3, ['R']), basic('2S', 4))).toEqual({ ok: true, outcome: 'counter' })
    // Type E moves counter: Gambit's Cajun Escape (priority 4) against Ryu's Hadouken (3).
    expect(answerAttack(move(RYU, 'Hadouken'), move(GAMBIT, 'Cajun Escape'))).toEqual({ ok: true, outcome: 'counter' })
  })

  it('refuses an answer of lower priority', () => {
    expect(answerAttack(special(8, 4), special(8, 3))).toEqual({ ok: false, reason: 'a counter needs priority 4 or more; this move has 3' })
  })

  it('negates with equal priority only where the attack value holds: super > special > basic', () => {
    expect(answerAttack(special(8, 3), superMove(30, 3))).toEqual({ ok: true, outcome: 'negate', damage: 0 })
    expect(answerAttack(special(8, 3), special(5, 3))).toEqual({ ok: true, outcome: 'negate', damage: 0 })
    expect(answerAttack(superMove(30, 3), special(8, 3))).toMatchObject({ ok: false, reason: expect.stringMatching(/cannot negate a super/) })
    expect(answerAttack(special(8, 2), basic('9H', 2))).toMatchObject({ ok: false, reason: expect.stringMatching(/basic attack cannot negate a special/) })
  })

  it('negates a basic attack only with one of the other colour and at least its value', () => {
    expect(answerAttack(basic('6S'), basic('6H'))).toEqual({ ok: true, outcome: 'negate', damage: 0 })
    expect(answerAttack(basic('6S'), basic('9D'))).toEqual({ ok: true, outcome: 'negate', damage: 0 })
    expect(answerAttack(basic('6S'), basic('5H'))).toMatchObject({ ok: false, reason: expect.stringMatching(/at most its value/) })
    expect(answerAttack(basic('6S'), basic('7C'))).toMatchObject({ ok: false, reason: expect.stringMatching(/other colour \(red\)/) })
    expect(answerAttack(basic('6H'), basic('7D'))).toMatchObject({ ok: false, reason: expect.stringMatching(/other colour \(black\)/) })
  })

  it('negates a ranged attack only with a ranged move or one of greater attack value', () => {
    const hadouken = move(RYU, 'Hadouken')
    expect(answerAttack(hadouken, special(9, 3))).toMatchObject({ ok: false, reason: expect.stringMatching(/ranged/) })
    expect(answerAttack(hadouken, special(9, 3, ['R']))).toEqual({ ok: true, outcome: 'negate', damage: 0 })
    expect(answerAttack(hadouken, superMove(30, 3))).toEqual({ ok: true, outcome: 'negate', damage: 0 })
  })

  it('gives a ranged move that negates one without range half its damage, rounded down', () => {
    expect(answerAttack(special(12, 3), special(9, 3, ['R']))).toEqual({ ok: true, outcome: 'negate', damage: 4 })
    expect(answerAttack(basic('6S', 3), special(9, 3, ['R']))).toEqual({ ok: true, outcome: 'negate', damage: 4 })
    expect(answerAttack(special(12, 3, ['R']), superMove(31, 3, ['R']))).toEqual({ ok: true, outcome: 'negate', damage: 0 })
  })

  it('never lets a throw counter or negate, nor be countered', () => {
    const thrown: Strike = { kind: 'throw', damage: 6, priority: 0, type: 'A', attributes: [] }
    expect(answerAttack(special(8, 3), thrown)).toMatchObject({ ok: false, reason: expect.stringMatching(/throw cannot counter/) })
    expect(answerAttack(thrown, special(8, 9))).toMatchObject({ ok: false, reason: expect.stringMatching(/tech hit/) })
  })

  it('never negates a tag super: only higher priority counters it', () => {
    const tagSuper: Strike = { kind: 'tag-super', damage: 65, priority: 5, type: 'B', attributes: [] }
    expect(answerAttack(tagSuper, superMove(30, 5))).toMatchObject({ ok: false, reason: expect.stringMatching(/cannot be negated/) })
    expect(answerAttack(tagSuper, superMove(30, 6))).toEqual({ ok: true, outcome: 'counter' })
  })
})

describe('tech hits', () => {
  it('meet a throw with two cards of one value above Strength, at or above the throw (the rule book: 8♦ 8♥ against 8♦ 8♣)', () => {
    expect(cannotTechHit(8, [card('8D'), card('8H')], 6)).toBeNull()
    expect(cannotTechHit(8, [card('9D'), card('9H')], 6)).toBeNull()
    expect(cannotTechHit(8, [card('7D'), card('7H')], 6)).toMatch(/8 or more/)
    expect(cannotTechHit(8, [card('8D'), card('8H')], 8)).toMatch(/above Strength \(8\)/)
    expect(cannotTechHit(8, [card('8D'), card('9H')], 6)).toMatch(/same value/)
    expect(cannotTechHit(8, [card('QD'), card('QH')], 6)).toMatch(/number cards/)
  })
})

describe('variable counters', () => {
  it('hit on higher priority, negate on equal, and hurt the inactive character on lower, whatever the attack', () => {
    const shoryuken = move(RYU, 'Shoryuken')
    expect(variableCounter(special(8, 3), shoryuken)).toBe('hits')
    expect(variableCounter(special(8, 4), shoryuken)).toBe('negated')
    expect(variableCounter(superMove(30, 5), shoryuken)).toBe('hurt')
  })
})
