// The game-system registry: each format belongs to one game, decks and sets record theirs, and the
// catalogue reaches a game's rules only through it.
import { describe, expect, it } from 'vitest'
import { FORMATS, findFormat, game, gameOfFormat, GAMES } from '../../../src/main/games/index'
import { freshServices } from '../../helpers'

describe('the games Ringside knows', () => {
  it('Card Fighters Special, with its three formats', () => {
    expect(GAMES.map((g) => [g.id, g.name])).toEqual([['cfs', 'Card Fighters Special']])
    expect(FORMATS.map((f) => f.id)).toEqual(['cfs-classic', 'cfs-legends', 'cfp-original'])
    for (const f of FORMATS) expect(gameOfFormat(f).id).toBe('cfs')
    expect(findFormat('cfs-legends')?.name).toBe('Card Fighters Special: Legends')
    expect(() => game('chess')).toThrow('unknown game "chess" (known: cfs)')
  })

  it('decks and sets record their game', () => {
    const s = freshServices()
    const deck = s.library.create({ name: 'Mine', format: 'cfp-original' })
    expect(deck.game).toBe('cfs')
    s.editor.createSet('mine', 'Mine')
    expect(s.catalogue.set('mine')?.game).toBe('cfs')
    expect(s.catalogue.gameOfSet('mine')).toBe('cfs')
  })

  it('each part of the interface answers for Card Fighters Special as the modules behind it do', () => {
    const s = freshServices()
    const cfs = game('cfs')
    const ryu = s.catalogue.card('cfs-base', 'C001')!
    expect(cfs.cards.nameable(ryu)).toBe(true)
    expect(cfs.cards.problems({ ...ryu, bp: 50 })).toEqual([{ field: 'bp', message: 'must be 100 to 3000 in steps of 100' }])
    const deck = { cards: [ryu], main: Array(20).fill(0), strikers: [], hp: 3000 }
    const table = cfs.table(deck, { seed: 1, first: true, strikerTarget: false })
    expect(table.state.hand).toHaveLength(5)
    const { compiled, meta } = cfs.simulator.compile(deck, { seed: 1, first: true, strikerTarget: false })
    const report = cfs.simulator.report(cfs.simulator.simulate(compiled, 1, 0, 100, true), meta)
    expect(report).toMatchObject({ games: 100, openingHand: { redrawRate: 0 } })
    expect(cfs.odds(deck, { cards: new Set([0]), atLeast: 1 }, 5, true)).toBe(1)
  })
})
