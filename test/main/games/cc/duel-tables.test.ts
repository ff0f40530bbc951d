// The app's tables for Capcom Crossovers for two: each player sees their own hand only and the block face down, the
// moves offered are the rules' (a combo's rest whole), the computer answers at once, and undo takes back a person's
// move with the computer's after it.
import { describe, expect, it } from 'vitest'
import { CcDuelTables } from '../../../../src/main/games/cc/duel/tables'
import { GAMBIT, RYU } from '../../../../src/main/games/cc/examples'

const sheets = { gambit: GAMBIT, ryu: RYU }
const tables = () => new CcDuelTables((id) => sheets[id as keyof typeof sheets])

describe('the tables for two', () => {
  it('show each player their own hand only, and offer the moves of the seat to move', () => {
    const t = tables()
    const start = t.start({ a: ['gambit'], b: ['ryu'], seed: 2, first: 'A', computer: null })
    expect(start.viewer).toBe(0)
    expect(start.sides[0].hand).toHaveLength(7)
    expect(start.sides[1].hand).toBeNull()
    expect(start.sides[1].handSize).toBe(7)
    expect(start.moves.map((m) => m.words)).toEqual(['Keep the hand', 'Mulligan: shuffle the hand back and draw seven again'])
    const kept = t.move(start.duelId, 'A', { type: 'keep' })
    expect(kept.ok && kept.view.moves).toEqual([])
    expect(t.move(start.duelId, 'A', { type: 'keep' })).toEqual({ ok: false, reason: "it is B's move" })
    const b = t.state(start.duelId, 'B')
    expect(b.sides[1].hand).toHaveLength(7)
    expect(b.sides[0].hand).toBeNull()
    expect(b.moves.length).toBe(2)
  })

  it("lets the computer play its seat at once, and undo takes a move back with the computer's after it", () => {
    const t = tables()
    const start = t.start({ a: ['gambit', 'ryu'], b: ['ryu', 'gambit'], seed: 4, first: 'A', computer: { seat: 'B', policy: 'greedy' } })
    expect(start.tag).toBe(true)
    expect(start.sides[0].fighters.map((f) => [f.name, f.active])).toEqual([
      ['Gambit', true],
      ['Ryu', false],
    ])
    const kept = t.move(start.duelId, 'A', { type: 'keep' })
    if (!kept.ok) throw new Error(kept.reason)
    // B kept at once; A is to move in the combat phase of turn 1.
    expect(kept.view).toMatchObject({ turn: 1, phase: 'combat', toMove: 0 })
    const attack = kept.view.moves.find((m) => m.move.type === 'attack')!
    const played = t.move(start.duelId, 'A', attack.move)
    if (!played.ok) throw new Error(played.reason)
    // The computer answered: the game waits on A again, or the turn went on.
    expect(played.view.toMove === 0 || played.view.phase === 'over').toBe(true)
    expect(played.view.log.join('\n')).toMatch(/B: (takes it|dodges|counters|negates|flips|a variable counter|tech hit)/)
    const undone = t.undo(start.duelId, 'A')
    expect(undone).toMatchObject({ turn: 1, phase: 'combat', toMove: 0 })
    expect(t.move(start.duelId, 'B', { type: 'pass' })).toEqual({ ok: false, reason: 'the computer plays B' })
  })

  it('offers the rest of a combo whole, the most damage first', () => {
    const t = tables()
    const start = t.start({ a: ['gambit'], b: ['ryu'], seed: 11, first: 'A', computer: { seat: 'B', policy: 'random' } })
    t.move(start.duelId, 'A', { type: 'keep' })
    // Play until a combo waits to go on, attacking with a basic attack whenever A may.
    let view = t.state(start.duelId, 'A')
    for (let n = 0; n < 200 && view.phase !== 'combo' && view.phase !== 'over'; n++) {
      const basic = view.moves.find((m) => m.move.type === 'attack' && m.words.includes('basic attack'))
      const next = basic ?? view.moves.find((m) => m.move.type === 'end-turn') ?? view.moves[0]
      const r = t.move(start.duelId, 'A', next.move)
      if (!r.ok) throw new Error(r.reason)
      view = r.view
    }
    expect(view.phase).toBe('combo')
    expect(view.moves[0].words).toBe('End the combo')
    const rests = view.moves.slice(1)
    expect(rests.length).toBeGreaterThan(0)
    expect(rests.every((m) => m.words.startsWith('Combo on: '))).toBe(true)
    const longest = Math.max(...rests.map((m) => (m.move.type === 'combo' ? m.move.cards.length : 0)))
    expect(rests.some((m) => m.move.type === 'combo' && m.move.cards.length === longest)).toBe(true)
  })

  it('write the game so far as a record, which opens again to be stepped through, both hands shown', () => {
    const t = tables()
    const start = t.start({ a: ['gambit'], b: ['ryu'], seed: 6, first: 'B', computer: { seat: 'A', policy: 'greedy' } })
    let view = start
    for (let n = 0; n < 40 && view.toMove === 1; n++) {
      const r = t.move(start.duelId, 'B', view.moves[0].move)
      if (!r.ok) throw new Error(r.reason)
      view = r.view
    }
    expect(view.record).toMatch(
      /^# Capcom Crossovers for two.*\ngame: cc\nfirst: B\nseed: 6\ncharacters A: gambit\ncharacters B: ryu\n\nmoves:\nB: keep\nA: keep\n/s,
    )
    const opened = t.openRecord(view.record)
    expect(opened.refused).toBeNull()
    expect(opened.steps[0]).toEqual({ line: 9, seat: 'B', words: 'keep' })
    expect(opened.view.sides.every((s) => s.hand !== null)).toBe(true)
    const last = t.recordStep(opened.replayId, opened.steps.length)
    expect(last.sides[0].fighters).toEqual(view.sides[0].fighters)
    expect(last.turn).toBe(view.turn)
    expect(() => t.recordStep(opened.replayId, opened.steps.length + 1)).toThrow(/there is no step/)
    expect(() => t.openRecord('game: cc\nfirst: C')).toThrow(/line 2: first: is A or B/)
  })
})
