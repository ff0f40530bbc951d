// Suggested moves over the play protocol (suggestMove): the move a game's policy would make now, for the games whose
// tables have one. A suggestion changes nothing at the table and is a move the table takes; at a hot seat it goes
// only to the player whose move it is, so it never shows a card of the other's hidden hand.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createDispatch } from '../../../src/main/ipc/dispatch'
import { freshServices } from '../../helpers'

type Dispatch = ReturnType<typeof createDispatch>
const ok = async (d: Dispatch, method: string, input: unknown) => {
  const answer = await d(method, input)
  if (!answer.ok) throw new Error(`${method}: ${answer.error.message}`)
  return answer.value as any
}

describe('suggested moves', () => {
  it("Card Fighters Special: the simulator's next move, which the table takes; asking changes nothing", async () => {
    const s = freshServices()
    const file = 'examples/shoto-rush.deck.txt'
    const imported = s.deckFiles.importDeck(fs.readFileSync(file, 'utf8'), file)
    if (!imported.ok) throw new Error('example deck')
    const d = createDispatch(s)
    const { tableId } = await ok(d, 'startTable', { game: 'cfs', deckId: imported.deck.id, seed: 5, first: true })
    const before = await ok(d, 'tableState', { game: 'cfs', tableId })
    const move = await ok(d, 'suggestMove', { game: 'cfs', tableId })
    expect(move).toMatchObject({ type: expect.any(String) })
    expect(await ok(d, 'tableState', { game: 'cfs', tableId })).toEqual(before)
    expect(await ok(d, 'suggestMove', { game: 'cfs', tableId })).toEqual(move)
    expect(await ok(d, 'playMove', { game: 'cfs', tableId, move })).toMatchObject({ ok: true })
  })

  it("Capcom Crossovers: the goldfish's policy, each move taken by the table, to the game's end", async () => {
    const d = createDispatch(freshServices())
    const played = new Set<string>()
    // Deals where the clean-up discards down to Endurance (seed 7) and searches the meter for an ace (14, 36).
    for (const [seed, first] of [
      [7, false],
      [14, true],
      [36, true],
    ] as const) {
      const { tableId } = await ok(d, 'startTable', { game: 'cc', id: 'gambit', seed, first, hp: 100 })
      for (let moves = 0; moves < 500; moves++) {
        const before = await ok(d, 'tableState', { game: 'cc', tableId })
        const move = await ok(d, 'suggestMove', { game: 'cc', tableId })
        expect(await ok(d, 'tableState', { game: 'cc', tableId })).toEqual(before)
        if (move === null) break
        played.add(move.type)
        expect(await ok(d, 'playMove', { game: 'cc', tableId, move }), JSON.stringify(move)).toMatchObject({ ok: true })
      }
      expect((await ok(d, 'tableState', { game: 'cc', tableId })).state.result, `seed ${seed}`).not.toBeNull()
    }
    expect([...played].sort()).toEqual(['attack', 'bank', 'best', 'discard', 'draw', 'end-turn', 'keep', 'search'])
  })

  for (const [game, a, b] of [
    ['tf', 'ken', 'chun-li'],
    ['cs', 'rook', 'wren'],
  ] as const) {
    it(`${game}: told only to the player whose move it is, each taken by the table, to the game's end`, async () => {
      const d = createDispatch(freshServices())
      const { tableId } = await ok(d, 'startTable', { game, a, b, seed: 3 })
      let refusedOther = 0
      for (let moves = 0; moves < 2_000; moves++) {
        const asked = await Promise.all([0, 1].map((viewer) => d('suggestMove', { game, tableId, viewer })))
        const told = asked.filter((answer) => answer.ok)
        // Nobody's move, or both players': both are told the same; one player's: only that player is told.
        for (const answer of asked) {
          if (!answer.ok) {
            expect(answer.error).toMatchObject({ code: 'REFUSED', message: expect.stringMatching(/^the next move is player [01]'s/) })
            refusedOther++
          }
        }
        expect(told.length).toBeGreaterThan(0)
        const move = (told[0] as { value: unknown }).value
        if (move === null) {
          expect((await ok(d, 'tableState', { game, tableId, viewer: 'all' })).result).not.toBeNull()
          expect(refusedOther).toBeGreaterThan(10)
          return
        }
        if ('player' in (move as object)) expect(told).toHaveLength(1)
        expect(await ok(d, 'playMove', { game, tableId, move, viewer: null })).toMatchObject({ ok: true })
      }
      throw new Error('the game did not end in 2,000 suggested moves')
    })
  }

  it('asks who is looking at a hot seat, and names a table that is not there', async () => {
    const d = createDispatch(freshServices())
    const { tableId } = await ok(d, 'startTable', { game: 'tf', a: 'ken', b: 'chun-li', seed: 1 })
    expect(await d('suggestMove', { game: 'tf', tableId, viewer: null })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'viewer' } })
    expect(await d('suggestMove', { game: 'tf', tableId: 999, viewer: 0 })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
  })
})
