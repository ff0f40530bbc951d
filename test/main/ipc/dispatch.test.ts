import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PRINT } from '../../../src/shared/print'
import { createDispatch } from '../../../src/main/ipc/dispatch'
import { logFileIn, openLog, useLog } from '../../../src/main/system/log'
import { deckText, freshServices, sharedServices, tempDir } from '../../helpers'

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

describe("a player's mistakes answer with their code and reason in every domain, never INTERNAL", () => {
  it('catalogue, decks, playtest, printing and the card database', async () => {
    const s = freshServices()
    const d = createDispatch(s, {
      chooseFileToOpen: async () => null,
      chooseWhereToSave: async () => '/nowhere/x.pdf',
      openFile: () => {},
      writeClipboard: () => {},
      restart: () => {},
    })
    const deck = s.library.create({ name: 'Actions only', main: [{ set: 'cfs-base', number: 'A001', count: 10 }] })
    const mistakes: [string, unknown, { code: string; message: string | RegExp; field?: string }][] = [
      ['getCard', { set: 'cfs-base', number: 'C999' }, { code: 'NOT_FOUND', message: 'no card C999 in set cfs-base' }],
      ['searchCards', { query: 'set:nope' }, { code: 'BAD_QUERY', message: /^unknown set "nope"/ }],
      ['getDeck', { id: 999 }, { code: 'NOT_FOUND', message: 'no deck 999' }],
      ['updateDeck', { id: deck.id, changes: { format: 'nope' } }, { code: 'INVALID_INPUT', message: /^unknown format "nope"/ }],
      [
        'startTable',
        { game: 'cfs', deckId: deck.id, seed: 1, first: true },
        { code: 'REFUSED', message: 'the deck has no character, so no opening hand can be kept' },
      ],
      ['playMove', { game: 'cfs', tableId: 999, move: { type: 'end-turn' } }, { code: 'NOT_FOUND', message: 'no game 999' }],
      ['stepRun', { game: 'cfs', runId: 999 }, { code: 'NOT_FOUND', message: 'no run 999' }],
      // The play protocol names its game: one it does not know is refused at the field, before any game is asked.
      ['startTable', { game: 'chess', seed: 1 }, { code: 'INVALID_INPUT', message: 'startTable: game: is none of the kinds this takes', field: 'game' }],
      ['playMove', { game: 'tf', tableId: 999, move: { type: 'draw' } }, { code: 'NOT_FOUND', message: 'no Table Fighter table 999' }],
      [
        'drawOdds',
        { deckId: deck.id, cards: [{ set: 'cfs-base', number: 'A001' }], atLeast: 1, draws: 60, redraw: false },
        { code: 'INVALID_INPUT', message: 'draws must be from 1 to 10', field: 'draws' },
      ],
      ['printProgress', { jobId: 999 }, { code: 'NOT_FOUND', message: 'no print job 999' }],
      ['printDeck', { deckId: 999, options: DEFAULT_PRINT, open: false }, { code: 'NOT_FOUND', message: 'no deck 999' }],
      ['deleteSet', { id: 'cfs-base' }, { code: 'REFUSED', message: /shipped|read-only/ }],
      ['searchSet', { id: 'nope', searched: true }, { code: 'NOT_FOUND', message: 'no set nope' }],
      ['previewImport', { importId: 999 }, { code: 'NOT_FOUND', message: 'no import 999: open the file again' }],
      ['importProgress', { jobId: 999 }, { code: 'NOT_FOUND', message: 'no import 999' }],
      ['restoreBackup', { file: 'nope.db' }, { code: 'NOT_FOUND', message: 'no backup nope.db' }],
    ]
    for (const [method, input, error] of mistakes) {
      const answer = await d(method, input)
      expect(answer, method).toMatchObject({
        ok: false,
        error: { ...error, message: error.message instanceof RegExp ? expect.stringMatching(error.message) : error.message },
      })
    }
  })
})

describe('a bug in a handler', () => {
  it('answers INTERNAL and writes its stack to the log', async () => {
    const log = openLog(logFileIn(tempDir()))
    useLog(log)
    try {
      const s = freshServices()
      s.catalogue.sets = () => {
        throw new TypeError('sets is not iterable')
      }
      expect(await createDispatch(s)('listSets', undefined)).toMatchObject({ ok: false, error: { code: 'INTERNAL', message: 'sets is not iterable' } })
      expect(fs.readFileSync(log.file, 'utf8')).toMatch(/main: INTERNAL answer to listSets: sets is not iterable\nTypeError: sets is not iterable\n\s+at /)
    } finally {
      useLog(null)
    }
  })
})
