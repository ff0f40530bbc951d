import { describe, expect, it } from 'vitest'
import type { DeckSummary } from '../../../src/shared/deck'
import { folderTree, parentFolder } from '../../../src/renderer/src/lib/deck-folders'

const deck = (id: number, folder: string): DeckSummary => ({
  id,
  name: `D${id}`,
  format: 'cfs-classic',
  tags: [],
  folder,
  size: 0,
  legal: false,
  updatedAt: '',
})

describe('the library as a folder tree', () => {
  it('nests each path part, sorts folders by name, keeps decks in list order and counts every deck below', () => {
    const root = folderTree([deck(1, 'Tournaments/2026'), deck(2, ''), deck(3, 'Casual'), deck(4, 'Tournaments/2026'), deck(5, 'Tournaments')])
    expect(root.decks.map((d) => d.id)).toEqual([2])
    expect(root.count).toBe(5)
    expect(root.folders.map((f) => [f.path, f.name, f.count])).toEqual([
      ['Casual', 'Casual', 1],
      ['Tournaments', 'Tournaments', 3],
    ])
    const tournaments = root.folders[1]
    expect(tournaments.decks.map((d) => d.id)).toEqual([5])
    expect(tournaments.folders.map((f) => [f.path, f.name, f.count, f.decks.map((d) => d.id)])).toEqual([['Tournaments/2026', '2026', 2, [1, 4]]])
  })

  it('makes the folders above a deep deck even when they hold no deck of their own', () => {
    const root = folderTree([deck(1, 'a/b/c')])
    expect(root.folders[0]).toMatchObject({ path: 'a', count: 1, decks: [] })
    expect(root.folders[0].folders[0].folders[0]).toMatchObject({ path: 'a/b/c', name: 'c', count: 1 })
    expect([parentFolder('a/b/c'), parentFolder('a')]).toEqual(['a/b', ''])
  })
})
