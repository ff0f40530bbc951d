// Table Fighter over IPC: the table played move by move as each player sees it, and matchup runs in steps.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHUN_LI, KEN } from '../../../../src/main/games/tf/examples'
import { runMatchup } from '../../../../src/main/games/tf/matchup'
import { createDispatch } from '../../../../src/main/ipc/dispatch'
import { TF_PLAY, TF_RUN_STEP, tfExample } from '../../../../src/main/games/tf/module'
import { TwoPlayerPlaytest } from '../../../../src/main/game-kit/two-player'
import { EXAMPLES } from '../../../../src/main/games/tf/examples'
import type { TfTableStart } from '../../../../src/shared/games/tf/api'
import type { TfMove, TfTableState } from '../../../../src/shared/games/tf/table'
import { freshServices } from '../../../helpers'
import { call, type Dispatch, refusedWith } from '../../../ipc-calls'

type D = Dispatch

/** A plain rule for both players: no charge, the first card in hand, every combo the engine takes. */
async function nextMove(d: D, tableId: number, s: TfTableState): Promise<{ move: TfMove; viewer: 0 | 1 | null }> {
  switch (s.step) {
    case 'draw':
      return { move: { type: 'draw' }, viewer: null }
    case 'charge':
      return { move: { type: 'no-charge', player: s.announcer! }, viewer: s.announcer }
    case 'action': {
      for (const p of [0, 1] as const) {
        if (s.players[p].picked) continue
        const mine: TfTableState = await call(d, 'tableState', { game: 'tf', tableId, viewer: p })
        const hand = mine.players[p].hand!
        return { move: { type: 'pick', player: p, card: p === 0 ? hand[0] : hand[hand.length - 1] }, viewer: p }
      }
      return { move: { type: 'reveal' }, viewer: null }
    }
    case 'combo': {
      const mine: TfTableState = await call(d, 'tableState', { game: 'tf', tableId, viewer: s.winner })
      for (const card of mine.players[s.winner!].hand!) {
        const tried = await call(d, 'playMove', { game: 'tf', tableId, move: { type: 'combo', card }, viewer: s.winner })
        if (tried.ok) return nextMove(d, tableId, tried.state)
      }
      return { move: { type: 'end-combo' }, viewer: s.winner }
    }
    default:
      return { move: { type: 'next-turn' }, viewer: null }
  }
}

describe('Table Fighter over IPC', () => {
  it('lists the example characters with their cards', async () => {
    const d = createDispatch(freshServices())
    const list = await call(d, 'listCharacters', { game: 'tf' })
    expect(list.map((c: { id: string }) => c.id)).toEqual(['ken', 'chun-li'])
    expect(list[0].cards).toHaveLength(7)
  })

  it('refuses bad payloads, naming the field', async () => {
    const d = createDispatch(freshServices())
    expect(await refusedWith(d, 'startTable', { game: 'tf', a: 'ken', seed: 1 })).toMatchObject({ code: 'INVALID_INPUT', field: 'b' })
    expect(await refusedWith(d, 'startTable', { game: 'tf', a: 'ken', b: 'chun-li', seed: 'x' })).toMatchObject({ code: 'INVALID_INPUT', field: 'seed' })
    expect(await refusedWith(d, 'startTable', { game: 'tf', a: 'ken', b: 'chun-li', seed: 1, extra: true })).toMatchObject({ code: 'INVALID_INPUT' })
    expect(await refusedWith(d, 'startTable', { game: 'tf', a: 'ryu', b: 'chun-li', seed: 1 })).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining('"ryu"'),
    })
    const start: TfTableStart = await call(d, 'startTable', { game: 'tf', a: 'ken', b: 'chun-li', seed: 1 })
    const { tableId } = start
    expect(await refusedWith(d, 'playMove', { game: 'tf', tableId, move: { type: 'punch' } })).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'move.type',
    })
    expect(await refusedWith(d, 'playMove', { game: 'tf', tableId, move: { type: 'pick', player: 2, card: 'Jab' } })).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'move.player',
    })
    expect(await refusedWith(d, 'playMove', { game: 'tf', tableId, move: { type: 'draw' }, viewer: 'all' })).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'viewer',
    })
    expect(await refusedWith(d, 'playMove', { game: 'tf', tableId: 0, move: { type: 'draw' } })).toMatchObject({ code: 'INVALID_INPUT', field: 'tableId' })
    expect(await refusedWith(d, 'playMove', { game: 'tf', tableId: 999, move: { type: 'draw' } })).toMatchObject({ code: 'NOT_FOUND' })
    expect(await refusedWith(d, 'tableState', { game: 'tf', tableId, viewer: 'all' })).toMatchObject({
      code: 'REFUSED',
      message: expect.stringContaining('hidden'),
    })
    expect(await refusedWith(d, 'undoMove', { game: 'tf', tableId })).toMatchObject({ code: 'REFUSED', message: expect.stringContaining('nothing to undo') })
    const run = { a: 'ken', b: 'chun-li', games: 10, seed: 1, policies: { a: 'greedy', b: 'random' } }
    expect(await refusedWith(d, 'startRun', { game: 'tf', ...run, games: 0 })).toMatchObject({ code: 'INVALID_INPUT', field: 'games' })
    expect(await refusedWith(d, 'startRun', { game: 'tf', ...run, policies: { a: 'smart', b: 'random' } })).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'policies.a',
    })
    expect(await refusedWith(d, 'stepRun', { game: 'tf', runId: 'one' })).toMatchObject({ code: 'INVALID_INPUT', field: 'runId' })
  })

  it('hides each player’s hand and face-down card from the other, refuses moves with the rule, and undoes', async () => {
    const d = createDispatch(freshServices())
    const { tableId, characters, state }: TfTableStart = await call(d, 'startTable', { game: 'tf', a: 'ken', b: 'chun-li', seed: 5 })
    expect(characters.map((c) => c.name)).toEqual(['Ken', 'Chun-Li'])
    expect(state).toMatchObject({
      step: 'draw',
      viewer: null,
      players: [
        { health: 20, hand: null },
        { health: 20, hand: null },
      ],
    })
    expect(await call(d, 'playMove', { game: 'tf', tableId, move: { type: 'reveal' } })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('draw step'),
    })
    const drawn = await call(d, 'playMove', { game: 'tf', tableId, move: { type: 'draw' }, viewer: 0 })
    expect(drawn.state.players[0].hand).toHaveLength(3)
    expect(drawn.state.players[1]).toMatchObject({ hand: null, handSize: 3, deck: null })
    let s: TfTableState = drawn.state
    while (s.step === 'charge') s = (await call(d, 'playMove', { game: 'tf', tableId, move: { type: 'no-charge', player: s.announcer } })).state
    expect(s.step).toBe('action')
    const kens: TfTableState = await call(d, 'tableState', { game: 'tf', tableId, viewer: 0 })
    const card = kens.players[0].hand![0]
    expect(await call(d, 'playMove', { game: 'tf', tableId, move: { type: 'pick', player: 0, card: 'Kikoken' } })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Ken has no card called "Kikoken"'),
    })
    const picked = await call(d, 'playMove', { game: 'tf', tableId, move: { type: 'pick', player: 0, card }, viewer: 1 })
    expect(picked.state.players[0]).toMatchObject({ picked: true, pick: null, hand: null })
    expect(JSON.stringify(picked.state)).not.toContain(`"pick":"${card}"`)
    expect((await call(d, 'tableState', { game: 'tf', tableId, viewer: 0 })).players[0].pick).toBe(card)
    expect(await call(d, 'playMove', { game: 'tf', tableId, move: { type: 'reveal' } })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('waiting for Chun-Li'),
    })
    const undone: TfTableState = await call(d, 'undoMove', { game: 'tf', tableId, viewer: 0 })
    expect(undone.players[0]).toMatchObject({ picked: false, pick: null })
    expect(undone.players[0].hand).toContain(card)
  })

  it('plays a table through IPC to a winner, then shows everything', async () => {
    const d = createDispatch(freshServices())
    const { tableId, state }: TfTableStart = await call(d, 'startTable', { game: 'tf', a: 'ken', b: 'chun-li', seed: 3 })
    let s = state
    for (let moves = 0; s.result === null; moves++) {
      expect(moves).toBeLessThan(2000)
      const { move, viewer } = await nextMove(d, tableId, s)
      const played = await call(d, 'playMove', { game: 'tf', tableId, move, viewer })
      if (!played.ok) throw new Error(`${JSON.stringify(move)}: ${played.reason}`)
      s = played.state
    }
    expect(s.step).toBe('over')
    const loser = s.players[s.result.loser]
    expect(loser.health).toBeLessThanOrEqual(0)
    expect(s.log.at(-1)).toMatch(/wins on turn \d+$/)
    const all: TfTableState = await call(d, 'tableState', { game: 'tf', tableId, viewer: 'all' })
    expect(all.players[0].hand).not.toBeNull()
    expect(all.players[1].deck).not.toBeNull()
    expect(await call(d, 'playMove', { game: 'tf', tableId, move: { type: 'draw' } })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('the game is over'),
    })
  })

  it('steps a matchup run to the same report as runMatchup, and cancels one', async () => {
    const d = createDispatch(freshServices())
    const games = TF_RUN_STEP * 2 + 300
    const started = await call(d, 'startRun', { game: 'tf', a: 'ken', b: 'chun-li', games, seed: 11, policies: { a: 'greedy', b: 'random' } })
    expect(started).toMatchObject({ played: TF_RUN_STEP, games, done: false })
    let p = started
    while (!p.done) p = await call(d, 'stepRun', { game: 'tf', runId: p.runId })
    const expected = runMatchup({ a: KEN, b: CHUN_LI, policies: ['greedy', 'random'] }, games, 11)
    expect(p.report).toEqual(expected)
    expect(await call(d, 'runReport', { game: 'tf', runId: p.runId })).toEqual(expected)
    expect(p.report.grid).toHaveLength(7)
    const cancelled = await call(d, 'startRun', { game: 'tf', a: 'chun-li', b: 'ken', games: TF_RUN_STEP * 3, seed: 2, policies: { a: 'random', b: 'random' } })
    expect(await call(d, 'cancelRun', { game: 'tf', runId: cancelled.runId })).toBeNull()
    expect(await refusedWith(d, 'stepRun', { game: 'tf', runId: cancelled.runId })).toMatchObject({ code: 'NOT_FOUND' })
  })

  // The built worker (npx electron-vite build) plays the steps in the app; from source there is none to run.
  const built = path.resolve('out/main/goldfish-worker.js')
  it.skipIf(!fs.existsSync(built))('steps a run on the built worker thread to the same report', async () => {
    const play = new TwoPlayerPlaytest(
      TF_PLAY,
      tfExample,
      () => EXAMPLES,
      () => built,
    )
    let p = await play.startRun('chun-li', 'ken', { games: TF_RUN_STEP + 500, seed: 4, policies: { a: 'random', b: 'greedy' } })
    while (!p.done) p = await play.step(p.runId)
    expect(p.report).toEqual(runMatchup({ a: CHUN_LI, b: KEN, policies: ['random', 'greedy'] }, TF_RUN_STEP + 500, 4))
  })
})
