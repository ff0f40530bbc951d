// Generated hostile input through the readers fuzz.test.ts does not cover: share codes, search queries, print
// options, moves at the goldfish table and library files. Counts in fuzz-runs.ts (TESTING.md has the figures).
import fs from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readLibraryJson } from '../../src/main/decks/deck-json'
import { decodeShareCode, encodeShareCode, ShareCodeError } from '../../src/main/decks/share-code'
import { parseQuery, QuerySyntaxError } from '../../src/main/core/query'
import { createDispatch } from '../../src/main/ipc/dispatch'
import { API, type ApiMethod } from '../../src/shared/contract'
import { frontPlaces, printPages } from '../../src/shared/print-pages'
import { CARD_SIZES, layoutSheet, PAPERS, printProblems, type PrintOptions } from '../../src/shared/print'
import type { TableState } from '../../src/shared/playtest'
import { freshServices, sharedServices } from '../helpers'
import { FUZZ_RUNS, VALIDATOR_WORDS } from './fuzz-runs'

describe('fuzzed share codes', () => {
  const real = encodeShareCode({
    name: 'Shoto',
    format: 'cfs-legends',
    sets: ['cfs-base'],
    main: [{ set: 'cfs-base', number: 'C001', count: 3 }],
    strikers: [{ set: 'cfs-base', number: 'S010', count: 1 }],
  })
  const code = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), maxLength: 400 }).map((s) => `RS1-${s}`),
    fc.tuple(fc.nat(), fc.nat(), fc.constantFrom(...'Aa0-_+/=~ ')).map(([at, cut, c]) => {
      const i = at % real.length
      return (real.slice(0, i) + c + real.slice(i + 1)).slice(0, real.length - (cut % 4))
    }),
  )

  it('any text is a deck or a ShareCodeError, and the app opens it or names every problem, never throwing', () => {
    const decks = sharedServices().decks
    fc.assert(
      fc.property(code, (text) => {
        try {
          decodeShareCode(text)
        } catch (err) {
          expect(err).toBeInstanceOf(ShareCodeError)
        }
        const read = decks.fromShareCode(text)
        if (!read.ok) for (const p of read.problems) expect(p.message).not.toMatch(VALIDATOR_WORDS)
      }),
      { numRuns: FUZZ_RUNS.shareCode },
    )
  })
})

describe('fuzzed search queries', () => {
  const piece = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(
      '"',
      "'",
      '(',
      ')',
      '*',
      '^',
      ':',
      '-',
      'NOT',
      'OR',
      'AND',
      'NEAR(',
      'NEAR(a b, 2)',
      '{',
      '}',
      '+',
      '; DROP TABLE cards; --',
      "' OR 1=1 --",
      '\\',
      '%',
      '_',
    ),
    fc.constantFrom('kind:', 'bp>=', 'sp<', 'cost=', 'name:', 'text:', 'set:', 'number:', 'owned:', 'missing:', 'ryu', 'ken', 'capcom', '1000'),
  )
  const query = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(fc.sample(fc.constantFrom(' ', '', '  '), 1)[0]))

  it('any text parses or is refused with the place of the error, and a search answers or refuses the same way', () => {
    const search = sharedServices().search
    fc.assert(
      fc.property(query, (q) => {
        try {
          parseQuery(q)
        } catch (err) {
          expect(err).toBeInstanceOf(QuerySyntaxError)
        }
        // The search also refuses what parses but names nothing here (an unknown set or kind), in the same words.
        try {
          const found = search.search(q, 20)
          expect(found.cards.length).toBeLessThanOrEqual(20)
        } catch (err) {
          expect(err, q).toBeInstanceOf(QuerySyntaxError)
          expect((err as Error).message.length).toBeGreaterThan(0)
        }
      }),
      { numRuns: FUZZ_RUNS.query },
    )
  })
})

describe('fuzzed print options', () => {
  const mm = (min: number, max: number) => fc.oneof(fc.double({ min, max, noNaN: true }), fc.constantFrom(min, max))
  const options: fc.Arbitrary<PrintOptions> = fc.record({
    paper: fc.constantFrom(...(Object.keys(PAPERS) as (keyof typeof PAPERS)[])),
    card: fc.oneof(
      fc.constantFrom(...Object.values(CARD_SIZES).map((c) => ({ width: c.width, height: c.height }))),
      fc.record({ width: mm(20, 200), height: mm(20, 280) }),
    ),
    gap: mm(0, 20),
    bleed: mm(0, 5),
    cutMarks: fc.constantFrom('crop', 'corners', 'none'),
    outline: fc.boolean(),
    strikers: fc.boolean(),
    backs: fc.option(fc.record({ flip: fc.constantFrom('long', 'short'), offsetX: mm(-10, 10), offsetY: mm(-10, 10) }), { nil: null }),
    decklist: fc.boolean(),
    calibration: fc.boolean(),
  })

  it('any options the dialog can send either print, every card on the paper, or are refused in words', () => {
    fc.assert(
      fc.property(options, fc.integer({ min: 1, max: 80 }), (o, cards) => {
        const problems = printProblems(o)
        if (problems.length) return void expect(problems.join(' ')).toMatch(/does not fit/)
        const layout = layoutSheet(o)
        expect(layout.cols * layout.rows).toBeGreaterThan(0)
        const pages = printPages(layout, o, cards)
        expect(pages.length).toBeGreaterThan(0)
        for (const page of pages) {
          if (page.kind !== 'front') continue
          for (const place of frontPlaces(layout, o, page.sheet)) {
            expect(place.box.x).toBeGreaterThanOrEqual(0)
            expect(place.box.y).toBeGreaterThanOrEqual(0)
            expect(place.box.x + place.box.width).toBeLessThanOrEqual(layout.page.width + 1e-9)
            expect(place.box.y + place.box.height).toBeLessThanOrEqual(layout.page.height + 1e-9)
          }
        }
      }),
      { numRuns: FUZZ_RUNS.printOptions },
    )
  })
})

describe('fuzzed moves at the goldfish table', () => {
  it('any move the page can send: answered, never a crash; a refusal changes nothing; every card is always somewhere', async () => {
    const s = freshServices()
    const imported = s.deckFiles.importDeck(fs.readFileSync('examples/shoto-rush.deck.txt', 'utf8'), 'shoto.deck.txt')
    if (!imported.ok) throw new Error('the example deck did not import')
    const dispatch = createDispatch(s)
    const index = fc.integer({ min: -1, max: 12 })
    const slot = fc.integer({ min: -1, max: 3 })
    const picks = fc.record({ target: slot, targets: fc.array(slot, { maxLength: 3 }), option: fc.integer({ min: -1, max: 3 }) }, { requiredKeys: [] })
    const move = fc.oneof(
      fc.tuple(index, slot, picks).map(([hand, slot, p]) => ({ type: 'place', hand, slot, ...p })),
      fc.tuple(index, slot).map(([hand, slot]) => ({ type: 'back-up', hand, slot })),
      fc.tuple(index, picks).map(([hand, p]) => ({ type: 'action', hand, ...p })),
      index.map((hand) => ({ type: 'arena', hand })),
      fc.integer({ min: -1, max: 4 }).map((striker) => ({ type: 'striker', striker })),
      fc.tuple(slot, picks).map(([slot, p]) => ({ type: 'square', slot, ...p })),
      slot.map((slot) => ({ type: 'attack', slot })),
      fc.array(slot, { minLength: 1, maxLength: 4 }).map((slots) => ({ type: 'union', slots })),
      fc.constantFrom({ type: 'end-turn' }, { type: 'auto-turn' }, { type: 'end-turn' }),
      fc
        .tuple(
          fc.constantFrom('freeze', 'unfreeze', 'ko', 'to-hand', 'to-deck', 'attack-on-entry', 'extra-character', 'destroy-arena'),
          fc.option(slot, { nil: undefined }),
        )
        .map(([what, slot]) => ({ type: 'override', what, slot })),
      fc
        .tuple(fc.constantFrom('hand', 'discard', 'library'), index, fc.constantFrom('hand', 'discard', 'library-top', 'library-bottom'))
        .map(([from, index, to]) => ({ type: 'move', from, index, to })),
      fc.record(
        {
          type: fc.constant('adjust'),
          slot,
          bp: fc.integer({ min: -5, max: 9500 }),
          hp: fc.integer({ min: 0, max: 5000 }),
          sp: fc.integer({ min: 0, max: 999 }),
        },
        { requiredKeys: ['type'] },
      ),
    )
    const cardsOf = (t: TableState) =>
      [...t.library, ...t.hand, ...t.discard, ...t.strikers, ...t.removed, ...t.arenas, ...t.ring.flatMap((f) => (f ? [f.card, ...f.backers] : []))].length
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), fc.array(move, { maxLength: 40 }), async (seed, first, moves) => {
        const started = await dispatch('startTable', { game: 'cfs', deckId: imported.deck.id, seed, first })
        if (!started.ok) throw new Error(started.error.message)
        const { tableId } = started.value as { tableId: number; state: TableState }
        let state = (started.value as { state: TableState }).state
        const total = cardsOf(state)
        for (const m of moves) {
          const answer = await dispatch('playMove', { game: 'cfs', tableId, move: m })
          if (!answer.ok) {
            expect(answer.error.code, JSON.stringify(m)).not.toBe('INTERNAL')
            continue
          }
          const result = answer.value as { ok: true; state: TableState } | { ok: false; reason: string }
          if (!result.ok) {
            expect(result.reason.length).toBeGreaterThan(0)
            // The table as it stands now, read through a move that changes nothing: the same as before the refusal.
            const now = await dispatch('playMove', { game: 'cfs', tableId, move: { type: 'adjust' } })
            if (now.ok && (now.value as { ok: boolean }).ok) {
              const after = (now.value as { state: TableState }).state
              expect({ ...after, log: [] }, JSON.stringify(m)).toEqual({ ...state, log: [] })
              state = after
            }
            continue
          }
          state = result.state
          expect(cardsOf(state), JSON.stringify(m)).toBe(total)
        }
      }),
      { numRuns: FUZZ_RUNS.cfsTable },
    )
  })
})

describe('fuzzed library files', () => {
  it("anything JSON or almost JSON is read or refused by field, never thrown, never the validator's words", () => {
    const entry = fc.record(
      {
        set: fc.constantFrom('cfs-base', '', 'x'.repeat(50)),
        number: fc.constantFrom('C001', '', 'S010'),
        count: fc.oneof(fc.integer({ min: -2, max: 1200 }), fc.anything()),
      },
      { requiredKeys: [] },
    )
    const deck = fc.record(
      {
        ringside: fc.constantFrom('deck', 'decks', 3),
        version: fc.constantFrom(1, 2, '1'),
        name: fc.oneof(fc.string(), fc.constant(null)),
        format: fc.constantFrom('cfs-classic', null, 7),
        sets: fc.oneof(fc.constant(['cfs-base']), fc.anything()),
        main: fc.array(entry, { maxLength: 4 }),
        tags: fc.oneof(fc.array(fc.string({ maxLength: 50 }), { maxLength: 3 }), fc.anything()),
        folder: fc.oneof(fc.string({ maxLength: 250 }), fc.anything()),
        notes: fc.oneof(fc.string(), fc.anything()),
        __proto__: fc.anything(),
      },
      { requiredKeys: [] },
    )
    const library = fc.record(
      { ringside: fc.constantFrom('decks', 'deck'), version: fc.constantFrom(1, 2), decks: fc.oneof(fc.array(deck, { maxLength: 4 }), fc.anything()) },
      { requiredKeys: [] },
    )
    const text = fc.oneof(
      fc.json(),
      library.map((l) => JSON.stringify(l)),
      fc
        .tuple(
          library.map((l) => JSON.stringify(l)),
          fc.nat(),
        )
        .map(([t, cut]) => t.slice(0, cut % (t.length + 1))),
    )
    fc.assert(
      fc.property(text, (t) => {
        const read = readLibraryJson(t)
        if (!read.ok) expect(read.message).not.toMatch(VALIDATOR_WORDS)
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      }),
      { numRuns: FUZZ_RUNS.libraryJson },
    )
  })
})

describe('hostile IPC payloads', () => {
  it('every channel refuses huge strings, deep nesting, __proto__ keys, NaN and path traversal in every field, in words, never INTERNAL', async () => {
    const s = freshServices()
    const desktop = { chooseFileToOpen: async () => null, chooseWhereToSave: async () => null, openFile: () => {}, writeClipboard: () => {}, restart: () => {} }
    const dispatch = createDispatch(s, desktop)
    let deep: unknown = 'bottom'
    for (let i = 0; i < 5_000; i++) deep = [deep]
    const hostile: unknown[] = [
      'x'.repeat(5_000_000),
      deep,
      JSON.parse('{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}}'),
      NaN,
      Infinity,
      -0,
      '../../../../etc/passwd',
      '..\\..\\windows\\win.ini',
      '/etc/passwd',
      'C:\\Windows\\System32',
      '\u0000',
      { toString: 'not a function' },
    ]
    const methods = Object.keys(API) as ApiMethod[]
    let answers = 0
    for (const method of methods) {
      const schema = (API[method] as { input: { shape?: Record<string, unknown> } }).input
      const keys = Object.keys(schema.shape ?? {})
      for (const h of hostile) {
        for (const payload of [h, Object.fromEntries(keys.map((k) => [k, h])), ...keys.map((k) => ({ [k]: h }))]) {
          const answer = await dispatch(method, payload)
          answers++
          expect(answer, method).toHaveProperty('ok')
          if (!answer.ok) {
            expect(answer.error.code, `${method}: ${answer.error.message}`).not.toBe('INTERNAL')
            expect(answer.error.message.length, method).toBeLessThan(2_000)
            expect(answer.error.message, method).not.toMatch(VALIDATOR_WORDS)
          }
        }
      }
    }
    expect(answers).toBeGreaterThan(3_000)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  }, 120_000)
})

describe('fuzzed OCTGN decks and collection files', () => {
  it('OCTGN decks: any text, and deck-file fragments, give a deck or every problem by line, never a throw', () => {
    const decks = sharedServices().decks
    const fragment = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        '<?xml version="1.0"?>',
        '<deck game="e3d56d9e">',
        '</deck>',
        '<section name="Main">',
        '<section name="Strikers">',
        '<section name="Sideboard">',
        '</section>',
        '<card qty="3" id="x">Ryu</card>',
        '<card qty="0">Ken</card>',
        '<card qty="1e9">',
        '<notes><![CDATA[',
        ']]></notes>',
        '&amp;',
        '&lt;',
        '&#x26;',
        '&bogus;',
        '<!DOCTYPE d [<!ENTITY e "x">]>',
        '<__proto__>',
        '\u0000',
      ),
    )
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 30 }), (parts) => {
        const read = decks.parseFile(parts.join('\n'), 'fuzz.o8d')
        if (read.ok) return
        expect(read.problems.length).toBeGreaterThan(0)
        for (const p of read.problems) expect(p.message).not.toMatch(VALIDATOR_WORDS)
      }),
      { numRuns: FUZZ_RUNS.o8d },
    )
  })

  it('collection CSV: read all or nothing, every problem by line, never a throw', () => {
    const s = freshServices()
    const cell = fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.integer({ min: -5, max: 2000 }).map(String),
      fc.constantFrom('cfs-base', 'C001', 'S010', 'Ryu', '"', ',', '\n', '=1+1', '3.5', 'NaN', ''),
    )
    const csv = fc
      .tuple(
        fc.constantFrom('set,number,name,owned', 'number,set,owned', 'SET,NUMBER,OWNED', 'set,number', 'x'),
        fc.array(fc.array(cell, { maxLength: 5 }), { maxLength: 10 }),
      )
      .map(([header, rows]) => [header, ...rows.map((r) => r.join(','))].join('\n'))
    fc.assert(
      fc.property(csv, (text) => {
        const before = s.collection.exportCsv()
        const read = s.collection.importCsv(text, 'fuzz.csv')
        if (read.ok) return
        expect(s.collection.exportCsv()).toBe(before)
        for (const p of read.problems) expect(JSON.stringify(p)).not.toMatch(VALIDATOR_WORDS)
      }),
      { numRuns: FUZZ_RUNS.collectionCsv },
    )
  })
})
