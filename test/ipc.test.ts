import { describe, expect, it } from 'vitest'
import { createDispatch } from '../src/main/ipc/dispatch'
import { deckText, freshServices, sharedServices } from './helpers'

const dispatch = () => createDispatch(sharedServices())

describe('IPC dispatch', () => {
  it('answers each contract method', async () => {
    const d = dispatch()
    const found = await d('searchCards', { query: 'chunli', limit: 3 })
    expect(found).toMatchObject({ ok: true, value: { total: 2, cards: [{ number: 'C003', name: 'Chun Li' }, {}] } })
    expect(await d('getCard', { set: 'cfs-base', number: 'C001' })).toMatchObject({ ok: true, value: { card: { name: 'Ryu' } } })
    expect(await d('listSets', undefined)).toMatchObject({ ok: true, value: [{ id: 'cfs-base' }, { id: 'cfc-1999' }] })
    expect(await d('listFormats', undefined)).toMatchObject({ ok: true, value: [{ id: 'cfs-classic' }, {}, {}] })
    const deck = await d('checkDeck', { text: deckText(['3 Ryu']) })
    expect(deck).toMatchObject({
      ok: true,
      value: { ok: true, legality: { legal: false, violations: [{ code: 'DECK_SIZE' }] }, text: 'Main\n3 C001 Ryu\n' },
    })
  })

  it('validates every payload and names the field', async () => {
    const d = dispatch()
    expect(await d('searchCards', { query: 42 })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'query' } })
    expect(await d('searchCards', { query: 'x', limit: 10_000 })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'limit' } })
    expect(await d('searchCards', { query: 'x', sql: 'DROP TABLE cards' })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    expect(await d('getCard', null)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    expect(await d('listSets', { all: true })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    expect(await d('checkDeck', { text: 'x'.repeat(1_000_001) })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'text' } })
  })

  it('answers unknown methods, missing cards and bad queries with typed errors', async () => {
    const d = dispatch()
    expect(await d('constructor', {})).toMatchObject({ ok: false, error: { code: 'UNKNOWN_METHOD' } })
    expect(await d('__proto__', {})).toMatchObject({ ok: false, error: { code: 'UNKNOWN_METHOD' } })
    expect(await d('getCard', { set: 'cfs-base', number: 'C999' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    expect(await d('searchCards', { query: 'bp>=many' })).toMatchObject({ ok: false, error: { code: 'BAD_QUERY' } })
  })

  it('returns deck problems by line rather than failing', async () => {
    const r = await dispatch()('checkDeck', { text: 'Main\n3 Ryu\n2 Chun-Lee\n' })
    expect(r).toMatchObject({ ok: true, value: { ok: false, problems: [{ line: 3 }] } })
    const bad = await dispatch()('checkDeck', { text: 'Ryu', format: 'cfs-modern' })
    expect(bad).toMatchObject({ ok: true, value: { ok: false, problems: [{ line: 0, message: expect.stringContaining('cfs-modern') }] } })
  })
})

describe('one edit, one round trip', () => {
  it('updateDeck answers the saved deck, its legality and stats, and its cards', async () => {
    const s = freshServices()
    const dispatch = createDispatch(s)
    const deck = s.library.create({ name: 'Shoto' })
    const r = await dispatch('updateDeck', { id: deck.id, changes: { main: [{ set: 'cfs-base', number: 'C001', count: 4 }] } })
    expect(r).toMatchObject({
      ok: true,
      value: {
        deck: { id: deck.id, main: [{ number: 'C001', count: 4 }] },
        analysis: { legality: { legal: false, violations: [{ code: 'DECK_SIZE' }, { code: 'COPY_LIMIT' }] }, stats: { main: 4 } },
        cards: [{ set: 'cfs-base', number: 'C001', name: 'Ryu' }],
      },
    })
  })
})
