// Card Shot! over IPC: the table played move by move as each player sees it, and matchup runs in steps.
import { describe, expect, it } from 'vitest'
import { ROOK, WREN } from '../../../../src/main/games/cs/examples'
import { runCsMatchup } from '../../../../src/main/games/cs/matchup'
import { createDispatch } from '../../../../src/main/ipc/dispatch'
import { CS_RUN_STEP } from '../../../../src/main/games/cs/module'
import type { CsTableStart } from '../../../../src/shared/games/cs/api'
import type { CsMove, CsTableState } from '../../../../src/shared/games/cs/table'
import { freshServices } from '../../../helpers'
import { call, type Dispatch, refusedWith } from '../../../ipc-calls'

type D = Dispatch

/** A plain rule for both players: keep any joker, attack with the first card, absorb nothing, discard down to five. */
async function nextMove(d: D, tableId: number, s: CsTableState): Promise<{ move: CsMove; viewer: 0 | 1 | null }> {
  const p = s.toMove
  if (p === null) return { move: { type: 'reveal' }, viewer: null }
  const hand: string[] = (await call(d, 'tableState', { game: 'cs', tableId, viewer: p })).players[p].hand
  switch (s.step) {
    case 'draw': {
      const drew = await call(d, 'playMove', { game: 'cs', tableId, move: { type: 'draw', player: p }, viewer: p })
      return drew.ok ? nextMove(d, tableId, drew.state) : { move: { type: 'keep', player: p }, viewer: p }
    }
    case 'attack':
      return { move: { type: 'place', player: p, card: hand[0] ?? null }, viewer: p }
    case 'absorb':
      return { move: { type: 'absorb', player: p, cards: [] }, viewer: p }
    default:
      return { move: { type: 'discard', player: p, cards: hand.slice(5) }, viewer: p }
  }
}

describe('Card Shot! over IPC', () => {
  it('lists the example characters with their special cards', async () => {
    const d = createDispatch(freshServices())
    const list = await call(d, 'listCharacters', { game: 'cs' })
    expect(list.map((c: { id: string }) => c.id)).toEqual(['rook', 'wren'])
    expect(Object.keys(list[0].specials)).toEqual(['2', 'A', 'K', 'Q', 'J'])
  })

  it('refuses bad payloads, naming the field', async () => {
    const d = createDispatch(freshServices())
    expect(await refusedWith(d, 'startTable', { game: 'cs', a: 'rook', seed: 1 })).toMatchObject({ code: 'INVALID_INPUT', field: 'b' })
    expect(await refusedWith(d, 'startTable', { game: 'cs', a: 'rook', b: 'nobody', seed: 1 })).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining('"nobody"'),
    })
    const { tableId }: CsTableStart = await call(d, 'startTable', { game: 'cs', a: 'rook', b: 'wren', seed: 1 })
    expect(await refusedWith(d, 'playMove', { game: 'cs', tableId, move: { type: 'shoot' } })).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'move.type',
    })
    expect(await refusedWith(d, 'playMove', { game: 'cs', tableId, move: { type: 'draw', player: 2 } })).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'move.player',
    })
    expect(await refusedWith(d, 'playMove', { game: 'cs', tableId, move: { type: 'absorb', player: 0, cards: 'all' } })).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'move.cards',
    })
    expect(await refusedWith(d, 'tableState', { game: 'cs', tableId, viewer: 'all' })).toMatchObject({
      code: 'REFUSED',
      message: expect.stringContaining('hidden'),
    })
    const run = { a: 'rook', b: 'wren', games: 10, seed: 1, policies: { a: 'greedy', b: 'random' } }
    expect(await refusedWith(d, 'startRun', { game: 'cs', ...run, first: 'c' })).toMatchObject({ code: 'INVALID_INPUT', field: 'first' })
    expect(await refusedWith(d, 'startRun', { game: 'cs', ...run, policies: { a: 'smart', b: 'random' } })).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'policies.a',
    })
  })

  it('hides the other hand and the face-down card but not its orientation, refuses moves with the rule, and undoes', async () => {
    const d = createDispatch(freshServices())
    const { tableId, characters, state }: CsTableStart = await call(d, 'startTable', { game: 'cs', a: 'rook', b: 'wren', seed: 5 })
    expect(characters.map((c) => c.name)).toEqual(['Rook', 'Wren'])
    expect(state).toMatchObject({
      step: 'draw',
      viewer: null,
      players: [
        { hand: null, deckSize: 54 },
        { hand: null, deckSize: 54 },
      ],
    })
    expect(await call(d, 'playMove', { game: 'cs', tableId, move: { type: 'reveal' } })).toMatchObject({ ok: false, reason: expect.any(String) })
    let s: CsTableState = state
    while (s.step === 'draw') s = (await call(d, 'playMove', { game: 'cs', tableId, ...(await nextMove(d, tableId, s)) })).state
    expect(s.step).toBe('attack')
    const p = s.toMove!
    const mine: CsTableState = await call(d, 'tableState', { game: 'cs', tableId, viewer: p })
    const card = mine.players[p].hand![0]
    expect(await call(d, 'playMove', { game: 'cs', tableId, move: { type: 'place', player: p, card: 'JOKER9' } })).toMatchObject({ ok: false })
    const placed = await call(d, 'playMove', { game: 'cs', tableId, move: { type: 'place', player: p, card, sideways: true }, viewer: 1 - p })
    expect(placed.state.players[p]).toMatchObject({ placed: true, sideways: true, card: null, hand: null })
    expect((await call(d, 'tableState', { game: 'cs', tableId, viewer: p })).players[p].card).toBe(card)
    const undone: CsTableState = await call(d, 'undoMove', { game: 'cs', tableId, viewer: p })
    expect(undone.players[p]).toMatchObject({ placed: false })
    expect(undone.players[p].hand).toContain(card)
  })

  it('plays a table through IPC until a deck runs out, then shows everything', async () => {
    const d = createDispatch(freshServices())
    const { tableId, state }: CsTableStart = await call(d, 'startTable', { game: 'cs', a: 'rook', b: 'wren', seed: 3 })
    let s = state
    for (let moves = 0; s.result === null; moves++) {
      expect(moves).toBeLessThan(3000)
      const { move, viewer } = await nextMove(d, tableId, s)
      const played = await call(d, 'playMove', { game: 'cs', tableId, move, viewer })
      if (!played.ok) throw new Error(`${JSON.stringify(move)}: ${played.reason}`)
      s = played.state
    }
    expect(s.step).toBe('over')
    expect(s.players[s.result.loser].deckSize).toBe(0)
    const all: CsTableState = await call(d, 'tableState', { game: 'cs', tableId, viewer: 'all' })
    expect(all.players[s.result.winner].deck).not.toBeNull()
  })

  it('steps a matchup run to the same report as runCsMatchup, and cancels one', async () => {
    const d = createDispatch(freshServices())
    const games = CS_RUN_STEP + 200
    let p = await call(d, 'startRun', { game: 'cs', a: 'rook', b: 'wren', games, seed: 11, policies: { a: 'greedy', b: 'random' }, first: 'a' })
    expect(p).toMatchObject({ played: CS_RUN_STEP, games, done: false })
    while (!p.done) p = await call(d, 'stepRun', { game: 'cs', runId: p.runId })
    const expected = runCsMatchup({ a: ROOK, b: WREN, policies: ['greedy', 'random'], first: 'a' }, games, 11)
    expect(p.report).toEqual(expected)
    expect(p.report.first).toBe('a')
    const alternate = await call(d, 'startRun', { game: 'cs', a: 'wren', b: 'rook', games: 50, seed: 2, policies: { a: 'random', b: 'random' } })
    expect(alternate.report.first).toBe('alternate')
    const cancelled = await call(d, 'startRun', { game: 'cs', a: 'wren', b: 'rook', games: CS_RUN_STEP * 2, seed: 2, policies: { a: 'random', b: 'random' } })
    expect(await call(d, 'cancelRun', { game: 'cs', runId: cancelled.runId })).toBeNull()
    expect(await refusedWith(d, 'stepRun', { game: 'cs', runId: cancelled.runId })).toMatchObject({ code: 'NOT_FOUND' })
  })
})
