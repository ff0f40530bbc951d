import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { RunProgress, TableView } from '../../../src/shared/playtest'
import { atLeast, atLeastBothWithRedraw, atLeastWithRedraw } from '../../../src/main/games/cfs/odds'
import { goldfish } from '../../../src/main/playtest/goldfish'
import { createDispatch } from '../../../src/main/ipc/dispatch'
import { toDeck } from '../../../src/main/decks/library'
import { freshServices } from '../../helpers'

function withDeck(file = 'examples/shoto-rush.deck.txt') {
  const s = freshServices()
  const imported = s.deckFiles.importDeck(fs.readFileSync(file, 'utf8'), file)
  if (!imported.ok) throw new Error('example deck')
  return { s, deck: imported.deck, dispatch: createDispatch(s) }
}
const value = <T>(r: { ok: boolean }) => (r as { ok: true; value: T }).value

describe('playtest over IPC', () => {
  it('starts a seeded game, plays moves, refuses illegal ones with a reason, undoes', async () => {
    const { deck, dispatch } = withDeck()
    const view = value<TableView>(await dispatch('startTable', { game: 'cfs', deckId: deck.id, seed: 5, first: true }))
    expect(view.state).toMatchObject({ turn: 1, hp: 3000, goldfishHp: 3000 })
    expect(view.state.hand).toHaveLength(5)
    const again = value<TableView>(await dispatch('startTable', { game: 'cfs', deckId: deck.id, seed: 5, first: true }))
    expect(again.state.hand).toEqual(view.state.hand)
    const charAt = view.state.hand.findIndex((i) => ['capcom', 'snk'].includes(view.cards[i].kind))
    const placed = await dispatch('playMove', { game: 'cfs', tableId: view.tableId, move: { type: 'place', hand: charAt, slot: 1 } })
    expect(placed).toMatchObject({ ok: true, value: { ok: true, state: { placed: 1 }, moves: { attack: [null, expect.stringContaining('standby'), null] } } })
    expect(await dispatch('playMove', { game: 'cfs', tableId: view.tableId, move: { type: 'attack', slot: 1 } })).toMatchObject({
      ok: true,
      value: { ok: false, reason: expect.stringContaining('standby') },
    })
    expect(await dispatch('playMove', { game: 'cfs', tableId: view.tableId, move: { type: 'fly' } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    })
    expect(await dispatch('playMove', { game: 'cfs', tableId: view.tableId, move: { type: 'attack', slot: 7 } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    })
    expect(await dispatch('undoMove', { game: 'cfs', tableId: view.tableId })).toMatchObject({ ok: true, value: { state: { placed: 0 } } })
    expect(await dispatch('playMove', { game: 'cfs', tableId: 999, move: { type: 'end-turn' } })).toMatchObject({
      ok: false,
      error: { message: 'no game 999' },
    })
  })

  it('plays the turn like the simulator even when a move of its plan is refused, rather than trying it for ever', async () => {
    // Found by fuzzing: after SP and BP were set by hand, the greedy plan wanted a move the table refuses.
    const { deck, dispatch } = withDeck()
    const view = value<TableView>(await dispatch('startTable', { game: 'cfs', deckId: deck.id, seed: 454422712, first: true }))
    const moves = [
      { type: 'attack', slot: 3 },
      { type: 'adjust', slot: 3, bp: 8130, hp: 330, sp: 250 },
      { type: 'auto-turn' },
      { type: 'striker', striker: 0 },
      { type: 'union', slots: [2, 3] },
      { type: 'square', slot: 3, target: 0, targets: [], option: -1 },
      { type: 'square', slot: 0, target: 0, targets: [2], option: 2 },
      { type: 'back-up', hand: 11, slot: 0 },
    ]
    for (const move of moves) await dispatch('playMove', { game: 'cfs', tableId: view.tableId, move })
    const turn = value<{ ok: true; state: { turn: number } }>(await dispatch('playMove', { game: 'cfs', tableId: view.tableId, move: { type: 'auto-turn' } }))
    expect(turn.ok).toBe(true)
    expect(turn.state.turn).toBeGreaterThan(view.state.turn)
  }, 10_000)

  it('runs a batch in steps to the same report as one run, and can cancel', async () => {
    const { s, deck, dispatch } = withDeck()
    let progress = value<RunProgress>(await dispatch('startRun', { game: 'cfs', deckId: deck.id, games: 60_000, seed: 3, first: true }))
    const seen = [progress.played]
    while (!progress.done) {
      progress = value<RunProgress>(await dispatch('stepRun', { game: 'cfs', runId: progress.runId }))
      seen.push(progress.played)
    }
    expect(seen).toEqual([25_000, 50_000, 60_000])
    expect(progress.report).toEqual(goldfish(s.decks, toDeck(s.library.get(deck.id)), { games: 60_000, seed: 3, first: true }))
    expect(await dispatch('stepRun', { game: 'cfs', runId: progress.runId })).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('no run') },
    })
    const other = value<RunProgress>(await dispatch('startRun', { game: 'cfs', deckId: deck.id, games: 100_000, seed: 3, first: true }))
    expect(await dispatch('cancelRun', { game: 'cfs', runId: other.runId })).toEqual({ ok: true, value: null })
    expect(await dispatch('stepRun', { game: 'cfs', runId: other.runId })).toMatchObject({ ok: false })
  })

  it('plays at the HP the player chose (Card Fighter Project: 1000), at the table and in runs', async () => {
    const s = freshServices()
    const text = fs.readFileSync('examples/shoto-rush.deck.txt', 'utf8').replace('format: cfs-classic', 'format: cfp-original')
    const imported = s.deckFiles.importDeck(text, 'cfp.deck.txt')
    if (!imported.ok) throw new Error('example deck')
    const dispatch = createDispatch(s)
    const view = value<TableView>(await dispatch('startTable', { game: 'cfs', deckId: imported.deck.id, seed: 5, first: true, hp: 1000 }))
    expect(view.state).toMatchObject({ hp: 1000, goldfishHp: 1000 })
    const at = async (hp: number) =>
      value<RunProgress>(await dispatch('startRun', { game: 'cfs', deckId: imported.deck.id, games: 2000, seed: 3, first: true, hp })).report
    const low = await at(1000)
    const high = await at(3000)
    expect(low.hp).toBe(1000)
    expect(high.hp).toBe(3000)
    expect(low.killTurn.mean!).toBeLessThan(high.killTurn.mean! - 1)
    expect(await dispatch('startRun', { game: 'cfs', deckId: imported.deck.id, games: 10, seed: 3, first: true, hp: 1500 })).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('HP 1000, 2000, 3000') },
    })
  })

  it('gives exact odds, with and without the redraw rule', async () => {
    const { deck, dispatch } = withDeck()
    // Shoto Rush: 50 cards, 38 characters; 3 Fight! (A001), not characters.
    const plain = value<{ probability: number }>(
      await dispatch('drawOdds', { deckId: deck.id, cards: [{ set: 'cfs-base', number: 'A001' }], atLeast: 1, draws: 6, redraw: false }),
    )
    expect(plain.probability).toBeCloseTo(atLeast(50, 3, 6, 1), 12)
    const redraw = value<{ probability: number }>(
      await dispatch('drawOdds', { deckId: deck.id, cards: [{ set: 'cfs-base', number: 'A001' }], atLeast: 1, draws: 6, redraw: true }),
    )
    expect(redraw.probability).toBeCloseTo(atLeastWithRedraw({ size: 50, characters: 38 }, 3, 0, 6, 1), 12)
    expect(redraw.probability).not.toBeCloseTo(plain.probability, 6)
    // Fight! and Ryu together: A001 (3, not characters) and C001 (3 characters).
    const both = value<{ probability: number }>(
      await dispatch('drawOdds', {
        deckId: deck.id,
        cards: [{ set: 'cfs-base', number: 'A001' }],
        atLeast: 1,
        draws: 6,
        redraw: true,
        also: { cards: [{ set: 'cfs-base', number: 'C001' }], atLeast: 1 },
      }),
    )
    expect(both.probability).toBeCloseTo(
      atLeastBothWithRedraw({ size: 50, characters: 38 }, { count: 3, characters: 0, atLeast: 1 }, { count: 3, characters: 3, atLeast: 1 }, 6),
      12,
    )
    expect(both.probability).toBeLessThan(redraw.probability)
    expect(
      await dispatch('drawOdds', {
        deckId: deck.id,
        cards: [{ set: 'cfs-base', number: 'A001' }],
        atLeast: 1,
        draws: 6,
        redraw: false,
        also: { cards: [{ set: 'cfs-base', number: 'A001' }], atLeast: 1 },
      }),
    ).toMatchObject({ ok: false, error: { message: 'a card cannot be in both groups' } })
    expect(await dispatch('drawOdds', { deckId: deck.id, cards: [{ set: 'cfs-base', number: 'A001' }], atLeast: 1, draws: 99, redraw: true })).toMatchObject({
      ok: false,
      error: { message: 'draws must be from 1 to 50' },
    })
  })
})
