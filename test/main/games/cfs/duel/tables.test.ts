// The tables for two the app opens: each player sees their own hand only, the computer answers at once, undo takes
// back a person's move with the computer's after it, and the game reads back as a record.
import { describe, expect, it } from 'vitest'
import type { Card } from '../../../../../src/shared/card'
import { DuelTables, type DuelDeckOf } from '../../../../../src/main/games/cfs/duel/tables'
import { readRecord } from '../../../../../src/main/games/cfs/duel/record'
import { sharedServices } from '../../../../helpers'
import { readRecordDecks } from '../../../../../src/main/playtest/record-decks'
import fs from 'node:fs'

const base = (number: string): Card => sharedServices().catalogue.card('cfs-base', number)!
const NUMBERS = ['C001', 'C002', 'C019', 'C013', 'C047', 'S019', 'C008', 'C014', 'C015', 'C016', 'C023', 'C024', 'C025', 'C026', 'C030', 'C032', 'C033']
const deck = (name: string): DuelDeckOf => {
  const main = NUMBERS.flatMap((n) => [base(n), base(n), base(n)]).slice(0, 50)
  return { name, format: 'cfs-classic', main, strikers: [], text: 'Main\n' + NUMBERS.map((n) => `3 ${n}`).join('\n'), hp: 3000 }
}
const tables = () =>
  new DuelTables(
    (id) => deck(id === 1 ? 'Alpha' : 'Beta'),
    (record, text, fileName) => readRecordDecks(sharedServices().decks, record, text, fileName),
  )

describe('a table for two', () => {
  it('shows each player their own hand only, and the moves only to the player the rules wait for', () => {
    const t = tables()
    const view = t.start({ deckA: 1, deckB: 2, seed: 4, first: 'A', computer: null })
    expect(view.sides.map((s) => s.name)).toEqual(['Alpha', 'Beta'])
    expect(view.sides[0].hand).toHaveLength(5)
    expect(view.sides[1].hand).toBeNull()
    expect(view.sides[1].handSize).toBe(5)
    expect(view.moves.length).toBeGreaterThan(0)
    const asB = t.state(view.duelId, 'B')
    expect(asB.sides[0].hand).toBeNull()
    expect(asB.sides[1].hand).toHaveLength(5)
    expect(asB.moves).toEqual([])
  })

  it('refuses a move with the rule, and a move for the other player', () => {
    const t = tables()
    const { duelId } = t.start({ deckA: 1, deckB: 2, seed: 4, first: 'A', computer: null })
    expect(t.move(duelId, 'A', { type: 'attack', slot: 0 })).toEqual({ ok: false, reason: 'no character in slot 1' })
    expect(t.move(duelId, 'B', { type: 'end' })).toEqual({ ok: false, reason: "it is A's turn" })
  })

  it('plays the computer’s moves at once, and undo takes a person’s move back with the computer’s after it', () => {
    const t = tables()
    const start = t.start({ deckA: 1, deckB: 2, seed: 4, first: 'B', computer: { seat: 'B', policy: 'greedy' } })
    // B went first and has played its turn: it is A's turn 2.
    expect([start.turn, start.toMove, start.viewer]).toEqual([2, 0, 0])
    expect(start.log.join('\n')).toMatch(/B places .* in slot 1/)
    expect(t.move(start.duelId, 'B', { type: 'end' })).toEqual({ ok: false, reason: 'the computer plays B' })
    const ended = t.move(start.duelId, 'A', { type: 'end' })
    if (!ended.ok) throw new Error(ended.reason)
    // The computer played B's turn 3 up to A's next decision: an attack to answer, or A's turn 4.
    expect(ended.view.toMove).toBe(0)
    expect(ended.view.turn).toBeGreaterThanOrEqual(3)
    const back = t.undo(start.duelId, 'A')
    expect([back.turn, back.toMove]).toEqual([2, 0])
    expect(() => t.undo(start.duelId, 'A')).toThrow('no move of yours to take back')
  })

  it('writes the game so far as a record that reads back', () => {
    const t = tables()
    const { duelId, moves } = t.start({ deckA: 1, deckB: 2, seed: 4, first: 'A', computer: null })
    const place = moves.find((m) => m.move.type === 'place')!
    const played = t.move(duelId, 'A', place.move)
    if (!played.ok) throw new Error(played.reason)
    const read = readRecord(played.view.record)
    if (!read.ok) throw new Error(JSON.stringify(read.problems))
    expect(read.record.seed).toBe(4)
    expect(read.record.moves.map((m) => m.text)).toEqual([place.words])
  })

  it('opens a record to step through, both hands shown, each step the game after that many moves', () => {
    const t = tables()
    const opened = t.openRecord(fs.readFileSync('examples/records/rule-book-union.record.txt', 'utf8'))
    expect(opened.refused).toBeNull()
    expect(opened.steps[0]).toEqual({ line: 53, seat: 'A', words: 'place Zangief 1' })
    expect(opened.view.sides.map((s) => s.hand?.length)).toEqual([5, 5])
    const last = t.recordStep(opened.replayId, opened.steps.length)
    expect(last.sides[1].hp).toBe(2800)
    expect(last.sides[0].ring[2]).toMatchObject({ bp: 200, frozen: true })
    expect(t.recordStep(opened.replayId, 1).sides[0].ring[0]?.card.name).toBe('Zangief')
    expect(() => t.recordStep(opened.replayId, opened.steps.length + 1)).toThrow(`the record has ${opened.steps.length} moves`)
  })

  it('refuses a record it cannot read, naming its lines', () => {
    expect(() => tables().openRecord('first: C\norder: as written\ndeck A:\ndeck B:\nmoves:')).toThrow('line 1: first: is A or B, not "C"')
  })

  it('runs deck against deck on the runner, and names the gauntlet’s decks by their plans', async () => {
    const t = tables()
    const first = await t.startRun({ deckA: 1, deckB: { gauntlet: 0 }, games: 6, seed: 2, policies: { a: 'random', b: 'random' }, bestOf: 1 })
    expect(first).toMatchObject({ played: 6, games: 6, done: true })
    expect(first.report).toMatchObject({ game: 'cfs', games: 6, a: { name: 'Alpha' }, b: { name: 'Beta' }, match: null })
    expect(t.gauntlet().map((g) => g.plan.split(':')[0])).toEqual(['Rush', 'Back-Up towers', 'Union control', 'Reactions', 'Legends Strikers', 'Swarm'])
  })
})
