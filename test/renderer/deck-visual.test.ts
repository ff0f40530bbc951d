// The visual deck's grouping (columns by kind or BP band, each card once with its count, each column's total),
// the drop rules every deck zone shares, and the view choices kept across restarts.
import { afterEach, describe, expect, it } from 'vitest'
import type { Card, CardKind } from '../../src/shared/card'
import type { DeckEntry } from '../../src/shared/deck'
import { dropCard, readDragged } from '../../src/renderer/src/lib/deck-drop'
import { loadDeckGrouping, loadDeckView, saveDeckGrouping, saveDeckView } from '../../src/renderer/src/lib/deck-view'
import { groupDeck, type DeckColumn } from '../../src/renderer/src/lib/deck-visual'

function card(number: string, kind: CardKind, bp: number | null, cost: number | null = null): Card {
  return {
    set: 'cfs-base',
    number,
    name: `Card ${number}`,
    kind,
    rarity: 'C',
    bp,
    sp: bp === null ? null : 1,
    cost,
    ability: null,
    text: null,
    backups: [],
    altNames: [],
    origin: null,
  }
}

const CARDS = new Map(
  [
    card('C001', 'capcom', 1000),
    card('C013', 'capcom', 300),
    card('C006', 'capcom', 400),
    card('C003', 'capcom', 500),
    card('S001', 'snk', 700),
    card('S021', 'snk', 100),
    card('S050', 'snk', 800),
    card('A001', 'action', null, 2),
    card('A002', 'action', null, 0),
    card('R004', 'reaction', null, 2),
    card('F001', 'arena', null, null),
  ].map((c) => [c.number, c]),
)
const lookup = (e: DeckEntry) => CARDS.get(e.number)
const entry = (number: string, count: number, set = 'cfs-base'): DeckEntry => ({ set, number, count })

const DECK = [
  entry('C001', 3),
  entry('S021', 2),
  entry('A001', 3),
  entry('C003', 1),
  entry('R004', 2),
  entry('C013', 3),
  entry('S001', 3),
  entry('C006', 2),
  entry('A002', 1),
  entry('S050', 1),
  entry('F001', 1),
  entry('X999', 2), // not in the catalogue
]

/** Each column as `title total: number×count …`, to compare whole. */
const shape = (columns: DeckColumn[]) => columns.map((c) => `${c.title} ${c.total}: ${c.cards.map((s) => `${s.number}×${s.count}`).join(' ')}`)

describe('groupDeck', () => {
  it('by kind: a column per kind in the list order, cheapest first, the unknown card last', () => {
    expect(shape(groupDeck(DECK, lookup, 'kind'))).toEqual([
      'Capcom 9: C013×3 C006×2 C003×1 C001×3',
      'SNK 6: S021×2 S001×3 S050×1',
      'Actions 4: A002×1 A001×3',
      'Reactions 2: R004×2',
      'Arenas 1: F001×1',
      'Not in the catalogue 2: X999×2',
    ])
  })

  it('by BP: characters in bands low to high, actions, reactions and arenas each in their own column', () => {
    const columns = groupDeck(DECK, lookup, 'bp')
    expect(shape(columns)).toEqual([
      'BP ≤300 5: S021×2 C013×3',
      'BP 400–500 3: C006×2 C003×1',
      'BP 600–700 3: S001×3',
      'BP 800+ 4: S050×1 C001×3',
      'Actions 4: A002×1 A001×3',
      'Reactions 2: R004×2',
      'Arenas 1: F001×1',
      'Not in the catalogue 2: X999×2',
    ])
    expect(columns.map((c) => c.id)).toEqual(['bp-300', 'bp-500', 'bp-700', 'bp-800', 'action', 'reaction', 'arena', 'unknown'])
  })

  it('shows each distinct card once, counts every copy, and keeps the card for its face', () => {
    for (const by of ['kind', 'bp'] as const) {
      const columns = groupDeck(DECK, lookup, by)
      const shown = columns.flatMap((c) => c.cards)
      expect(shown).toHaveLength(DECK.length)
      expect(new Set(shown.map((s) => s.number)).size).toBe(DECK.length)
      expect(columns.reduce((n, c) => n + c.total, 0)).toBe(24)
      for (const c of columns) expect(c.total).toBe(c.cards.reduce((n, s) => n + s.count, 0))
    }
    const [capcom] = groupDeck(DECK, lookup, 'kind')
    expect(capcom.cards.find((s) => s.number === 'C001')).toMatchObject({ count: 3, card: { name: 'Card C001', bp: 1000 } })
  })

  it('leaves out empty columns and cards at 0, keeps a reprint from another set apart, and puts a character without BP in its own column', () => {
    const noBp = { ...card('C900', 'capcom', null), set: 'mine' }
    const deck = [entry('C001', 2), entry('C001', 1, 'cfs-2'), entry('A001', 0), entry('C900', 1, 'mine')]
    const find = (e: DeckEntry) => (e.set === 'mine' ? noBp : CARDS.get(e.number))
    expect(shape(groupDeck(deck, find, 'bp'))).toEqual(['BP 800+ 3: C001×1 C001×2', 'No BP 1: C900×1'])
    expect(groupDeck(deck, find, 'bp')[0].cards.map((s) => s.set)).toEqual(['cfs-2', 'cfs-base'])
    expect(groupDeck([], lookup, 'kind')).toEqual([])
  })

  it('puts a band edge in the lower band', () => {
    const edges = [card('C101', 'capcom', 300), card('C102', 'capcom', 500), card('C103', 'capcom', 700), card('C104', 'capcom', 600)]
    const columns = groupDeck(
      edges.map((c) => entry(c.number, 1)),
      (e) => edges.find((c) => c.number === e.number),
      'bp',
    )
    expect(shape(columns)).toEqual(['BP ≤300 1: C101×1', 'BP 400–500 1: C102×1', 'BP 600–700 2: C104×1 C103×1'])
  })
})

describe('dropping a card on a zone', () => {
  function zones() {
    const moves: string[] = []
    return {
      moves,
      add: (c: { number: string }, zone: string) => void moves.push(`+${c.number} ${zone}`),
      remove: (c: { number: string }, zone: string) => void moves.push(`-${c.number} ${zone}`),
    }
  }

  it('adds a card from the browser, moves one from the other zone, and leaves one let go in its own zone', () => {
    const editor = zones()
    dropCard(editor, { set: 'cfs-base', number: 'C001' }, 'main')
    dropCard(editor, { set: 'cfs-base', number: 'C028', from: 'main' }, 'strikers')
    dropCard(editor, { set: 'cfs-base', number: 'C028', from: 'strikers' }, 'strikers')
    expect(editor.moves).toEqual(['+C001 main', '-C028 main', '+C028 strikers'])
  })

  it('reads only our own drags', () => {
    expect(readDragged('{"set":"cfs-base","number":"C001"}')).toEqual({ set: 'cfs-base', number: 'C001' })
    expect(readDragged('{"set":"cfs-base","number":"C001","from":"strikers"}')).toEqual({ set: 'cfs-base', number: 'C001', from: 'strikers' })
    expect(readDragged('{"set":"cfs-base","number":"C001","from":"sideboard"}')).toEqual({ set: 'cfs-base', number: 'C001' })
    for (const raw of ['', undefined, 'not json', 'null', '{"number":"C001"}', '[1]']) expect(readDragged(raw)).toBeNull()
  })
})

describe('the deck view choices', () => {
  const store = new Map<string, string>()
  ;(globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  }
  afterEach(() => store.clear())

  it('start as the list grouped by kind, and keep what was chosen', () => {
    expect([loadDeckView(), loadDeckGrouping()]).toEqual(['list', 'kind'])
    saveDeckView('visual')
    saveDeckGrouping('bp')
    expect([loadDeckView(), loadDeckGrouping()]).toEqual(['visual', 'bp'])
    store.set('ringside.deck-view', 'nonsense')
    expect(loadDeckView()).toBe('list')
  })
})
