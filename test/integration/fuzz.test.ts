// Generated hostile input through every reader a player's file or the page's payload reaches. Each property
// runs the number of cases fuzz-runs.ts gives (listed in TESTING.md); a failure prints the smallest input that breaks it.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readCardFile } from '../../src/main/cards/card-file'
import { readCharacterFile } from '../../src/main/games/cc/sheet-file'
import { TF_CSV_COLUMNS, writeTfCsv } from '../../src/main/games/tf/csv'
import { CS_CSV_COLUMNS, writeCsCsv } from '../../src/main/games/cs/csv'
import { checkCsCharacter, readCsCharacter } from '../../src/main/games/cs/character'
import { ROOK } from '../../src/main/games/cs/examples'
import { CHARACTER_CSV_COLUMNS } from '../../src/main/games/cc/csv'
import { GAMBIT, RYU } from '../../src/main/games/cc/examples'
import { CcTable, DECK } from '../../src/main/games/cc/table'
import { checkTfCharacter, readTfCharacter } from '../../src/main/games/tf/character'
import { KEN } from '../../src/main/games/tf/examples'
import type { CcMove } from '../../src/shared/games/cc/table'
import { MAX_PROBLEMS, MAX_QUOTE } from '../../src/main/decks/deck-text'
import { createDispatch, type Desktop } from '../../src/main/ipc/dispatch'
import { API, type ApiMethod } from '../../src/shared/contract'
import { freshServices, sharedServices } from '../helpers'
import { FUZZ_RUNS, VALIDATOR_WORDS } from './fuzz-runs'

/** Lines a fuzzer likes: numbers, names, headers, sections, quantities, junk and very long runs. */
const deckLine = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    'Main',
    'Strikers:',
    'name: x',
    'format: cfs-legends',
    'sets: cfs-base, cfc-1999',
    '# note',
    '3 C001 Ryu',
    '2x Sakura',
    'x3 S001',
    '0 C001',
    '-2 C001',
    '1000 C001',
  ),
  fc.tuple(fc.integer({ min: -5, max: 1200 }), fc.string({ maxLength: 40 })).map(([n, s]) => `${n} ${s}`),
  fc.tuple(fc.constantFrom('x', 'NaN ', '!', 'Ryu', '[', '{'), fc.integer({ min: 100, max: 20_000 })).map(([c, n]) => c.repeat(n)),
)

describe('fuzzed deck files', () => {
  it("deck text: never throws; at most the capped problems, each short, never the validator's words", () => {
    const decks = sharedServices().decks
    fc.assert(
      fc.property(fc.array(deckLine, { maxLength: 40 }), fc.constantFrom('\n', '\r\n', '\r'), (lines, eol) => {
        const read = decks.parseFile(lines.join(eol), 'fuzz.deck.txt')
        if (read.ok) return
        expect(read.problems.length).toBeLessThanOrEqual(MAX_PROBLEMS + 1)
        for (const p of read.problems) {
          expect(p.message.length).toBeLessThan(MAX_QUOTE * 2 + 200)
          expect(p.message).not.toMatch(VALIDATOR_WORDS)
        }
      }),
      { numRuns: FUZZ_RUNS.deckText },
    )
  })

  it('deck JSON: anything JSON or almost JSON is refused in plain words or read, never thrown', () => {
    const decks = sharedServices().decks
    const deckish = fc.record(
      {
        ringside: fc.oneof(fc.constant('deck'), fc.anything()),
        version: fc.oneof(fc.constant(1), fc.anything()),
        name: fc.oneof(fc.string(), fc.constant(null), fc.anything()),
        format: fc.oneof(fc.constantFrom('cfs-classic', 'cfs-legends', 'nope'), fc.anything()),
        sets: fc.oneof(fc.constant(['cfs-base']), fc.anything()),
        main: fc.oneof(
          fc.array(fc.record({ set: fc.constantFrom('cfs-base', 'x'), number: fc.constantFrom('C001', 'Z9'), count: fc.integer({ min: -2, max: 2000 }) })),
          fc.anything(),
        ),
      },
      { requiredKeys: [] },
    )
    const text = fc.oneof(
      fc.json(),
      deckish.map((d) => JSON.stringify(d)),
      fc
        .tuple(
          deckish.map((d) => JSON.stringify(d)),
          fc.nat(),
        )
        .map(([t, cut]) => t.slice(0, cut % (t.length + 1))),
    )
    fc.assert(
      fc.property(text, (t) => {
        const read = decks.parseFile(t, 'fuzz.deck.json')
        if (!read.ok) for (const p of read.problems) expect(p.message).not.toMatch(VALIDATOR_WORDS)
      }),
      { numRuns: FUZZ_RUNS.deckJson },
    )
  })
})

describe('fuzzed card files', () => {
  it('CSV: never throws, every problem by line and in plain words', () => {
    const cell = fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String), fc.constantFrom('=1+1', '"', '""', ',', '\n', 'capcom', 'C001', '▲'))
    const csv = fc
      .tuple(
        fc.constantFrom('number,name,kind,bp,sp', 'number,name,kind,rarity,bp,sp,cost,ability_type,ability_name,ability_text,text,backups', 'x,y'),
        fc.array(fc.array(cell, { maxLength: 14 }), { maxLength: 12 }),
      )
      .map(([header, rows]) => [header, ...rows.map((r) => r.join(','))].join('\n'))
    fc.assert(
      fc.property(csv, (text) => {
        for (const p of readCardFile('fuzz.csv', text, 'mine').problems) expect(p.message).not.toMatch(VALIDATOR_WORDS)
      }),
      { numRuns: FUZZ_RUNS.cardCsv },
    )
  })

  it('JSON: never throws, unknown fields refused by name, no prototype touched', () => {
    const record = fc.dictionary(
      fc.oneof(
        fc.constantFrom('number', 'name', 'kind', 'bp', 'sp', 'cost', 'backups', 'ability', 'effect', '__proto__', 'constructor', 'prototype'),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(fc.anything(), fc.constantFrom('C001', 'capcom', 800, null), fc.array(fc.string(), { maxLength: 30 })),
    )
    fc.assert(
      fc.property(fc.array(record, { maxLength: 6 }), (records) => {
        const text = JSON.stringify(records)
        for (const p of readCardFile('fuzz.json', text, 'mine').problems) expect(p.message).not.toMatch(VALIDATOR_WORDS)
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      }),
      { numRuns: FUZZ_RUNS.cardJson },
    )
  })
})

describe('fuzzed character files and games at the table', () => {
  it('character files, JSON and CSV: never throw, every problem names the file, never the validator', () => {
    const value = fc.oneof(fc.anything(), fc.constantFrom('J', 'special', 'A', 7, -1, 1e9, null, '=1+1'))
    const sheetish = fc.dictionary(
      fc.oneof(
        fc.constantFrom('id', 'name', 'hp', 'strength', 'moves', 'cards', 'type', 'damage', 'tag', '__proto__', 'constructor'),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(value, fc.array(fc.dictionary(fc.constantFrom('name', 'kind', 'cards', 'type', 'damage', 'points', '__proto__'), value), { maxLength: 4 })),
    )
    const json = fc.oneof(
      sheetish,
      fc.array(sheetish, { maxLength: 4 }),
      fc.record({ characters: fc.oneof(fc.array(sheetish, { maxLength: 3 }), value) }),
      fc.constant({ ...GAMBIT }),
    )
    const cell = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -20, max: 60 }).map(String),
      fc.constantFrom('J', 'special', 'super', 'A', 'R U', '"', ',', '\n', '=cmd', 'gambit'),
    )
    const csv = fc
      .array(fc.array(cell, { minLength: 0, maxLength: CHARACTER_CSV_COLUMNS.length + 1 }), { maxLength: 8 })
      .map((rows) => [CHARACTER_CSV_COLUMNS.join(','), ...rows.map((r) => r.join(','))].join('\n'))
    fc.assert(
      fc.property(
        fc.oneof(
          json.map((j) => ['fuzz.json', JSON.stringify(j)] as const),
          csv.map((c) => ['fuzz.csv', c] as const),
        ),
        ([name, text]) => {
          const read = readCharacterFile(name, text)
          for (const p of read.problems) {
            expect(p.startsWith(name)).toBe(true)
            expect(p).not.toMatch(VALIDATOR_WORDS)
          }
          expect(({} as Record<string, unknown>).polluted).toBeUndefined()
        },
      ),
      { numRuns: FUZZ_RUNS.characterFiles },
    )
  })

  it('Table Fighter characters: never throw, every problem names the file and its field, never the validator', () => {
    const value = fc.oneof(fc.anything(), fc.constantFrom('Strike', '▲', 'Jab', 7, -1, 1e9, null, '=1+1', true))
    const cardish = fc.dictionary(
      fc.oneof(fc.constantFrom('name', 'type', 'damage', 'speed', 'wins', 'loses', 'combos', 'charge', 'super', '__proto__'), fc.string({ maxLength: 6 })),
      fc.oneof(value, fc.record({ name: value, symbol: value }), fc.array(value, { maxLength: 3 })),
    )
    const characterish = fc.oneof(
      fc.dictionary(
        fc.constantFrom('id', 'name', 'example', 'cards', 'order', '__proto__', 'constructor'),
        fc.oneof(value, fc.array(cardish, { maxLength: 8 })),
      ),
      fc.constant(KEN).map((k) => ({ ...k, cards: k.cards.map((c, i) => (i === 2 ? { ...c, damage: -3, wins: [...c.wins, ...c.loses] } : c)) })),
    )
    fc.assert(
      fc.property(characterish, (json) => {
        const read = readTfCharacter(JSON.parse(JSON.stringify(json)), 'fuzz.json')
        if (read.ok) {
          for (const p of checkTfCharacter(read.character)) expect(p.field.length + p.message.length + p.fix.length).toBeGreaterThan(0)
        } else {
          for (const p of read.problems) {
            expect(p.startsWith('fuzz.json')).toBe(true)
            expect(p).not.toMatch(VALIDATOR_WORDS)
          }
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      }),
      { numRuns: FUZZ_RUNS.characterFiles },
    )
  })

  it('Table Fighter character files, JSON and CSV: never throw, every problem names the file, nothing imported from a bad one', () => {
    fuzzCharacterFiles(freshServices().tfCharacters, TF_CSV_COLUMNS, writeTfCsv([{ ...KEN, id: 'gouki' }]), ['yes', 'no', 'Strike, Throw', '▲', 'ken', 'gouki'])
  })

  it('Card Shot! characters: never throw, every problem names the file and its field, never the validator', () => {
    const value = fc.oneof(fc.anything(), fc.constantFrom('clubs', '♥', 'H', 'Haymaker', 7, -1, 1e9, null, '/5', true, 'absorb'))
    const effectish = fc.oneof(value, fc.dictionary(fc.constantFrom('text', 'form', '__proto__'), fc.oneof(value, fc.record({ kind: value, amount: value }))))
    const specialish = fc.dictionary(
      fc.oneof(fc.constantFrom('name', 'value', 'defense', 'a', 'b', 'text', '__proto__'), fc.string({ maxLength: 6 })),
      fc.oneof(value, effectish),
    )
    const characterish = fc.oneof(
      fc.dictionary(
        fc.constantFrom('id', 'name', 'example', 'suit', 'specials', '__proto__', 'constructor'),
        fc.oneof(value, fc.dictionary(fc.constantFrom('A', 'K', 'Q', 'J', '2', '3', '__proto__'), specialish)),
      ),
      fc.constant(ROOK).map((r) => ({
        ...r,
        suit: null,
        specials: { ...r.specials, K: { ...r.specials.K!, value: 40, a: { text: '', form: { kind: 'absorb', amount: -2 } } } },
      })),
    )
    fc.assert(
      fc.property(characterish, (json) => {
        const read = readCsCharacter(JSON.parse(JSON.stringify(json)), 'fuzz.json')
        if (read.ok) {
          for (const p of checkCsCharacter(read.character)) expect(p.field.length + p.message.length + p.fix.length).toBeGreaterThan(0)
        } else {
          for (const p of read.problems) {
            expect(p.startsWith('fuzz.json')).toBe(true)
            expect(p).not.toMatch(VALIDATOR_WORDS)
          }
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      }),
      { numRuns: FUZZ_RUNS.characterFiles },
    )
  })

  it('Card Shot! character files, JSON and CSV: never throw, every problem names the file, nothing imported from a bad one', () => {
    fuzzCharacterFiles(freshServices().csCharacters, CS_CSV_COLUMNS, writeCsCsv([{ ...ROOK, id: 'bishop' }]), ['clubs', '/5', 'K', 'absorb', 'rook', 'bishop'])
  })

  it('random moves at the Capcom Crossovers table: never throw, a refusal changes nothing, the 52 cards are always all there', () => {
    const card = fc.constantFrom(...DECK, 'X', '11S', '')
    const move: fc.Arbitrary<CcMove> = fc.oneof(
      fc.constantFrom<CcMove>({ type: 'mulligan' }, { type: 'keep' }, { type: 'take-back' }, { type: 'best' }, { type: 'attack' }, { type: 'end-turn' }),
      fc.integer({ min: -1, max: 6 }).map((count) => ({ type: 'draw', count }) as CcMove),
      card.map((c) => ({ type: 'add', card: c }) as CcMove),
      card.map((c) => ({ type: 'bank', card: c }) as CcMove),
      card.map((c) => ({ type: 'discard', card: c }) as CcMove),
      fc
        .tuple(fc.array(card, { maxLength: 6 }), card, fc.constantFrom('discard', 'draw'))
        .map(([pay, ace, from]) => ({ type: 'search', pay, ace, from }) as CcMove),
    )
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), fc.array(move, { maxLength: 60 }), (seed, first, moves) => {
        const table = new CcTable(seed % 2 ? GAMBIT : RYU, { seed, first })
        for (const m of moves) {
          const before = JSON.stringify(table.state)
          const result = table.play(m)
          if (!result.ok) expect(JSON.stringify(table.state)).toBe(before)
          const s = table.state
          expect([...s.library, ...s.hand, ...s.combo, ...s.meter, ...s.discard].sort()).toEqual([...DECK].sort())
        }
      }),
      { numRuns: FUZZ_RUNS.ccTable },
    )
  })
})

/**
 * A game's character import: CSV rows of any cells (`words` are the game's own), a good file (`good`, written by
 * the game) with one row broken by a cell too many, any JSON and wrapped lists of any game.
 */
function fuzzCharacterFiles(
  store: { all(): unknown[]; importFile(name: string, text: string, apply: boolean): { problems: string[] } },
  columns: readonly string[],
  good: string,
  words: string[],
) {
  const cell = fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -30, max: 30 }).map(String), fc.constantFrom('"', ',', '\n', '=cmd', '', ...words))
  const csv = fc
    .array(fc.array(cell, { maxLength: columns.length + 1 }), { maxLength: 9 })
    .map((rows) => [columns.join(','), ...rows.map((r) => r.join(','))].join('\n'))
  const lines = good.trim().split('\n')
  const broken = fc
    .tuple(fc.integer({ min: 1, max: lines.length - 1 }), cell)
    .map(([at, c]) => lines.map((line, i) => (i === at ? `${line},${c}` : line)).join('\n'))
  const json = fc.oneof(
    fc.anything(),
    fc.record({
      ringside: fc.constantFrom('characters', 'x'),
      game: fc.constantFrom('tf', 'cc', 'cs', 3),
      characters: fc.oneof(fc.anything(), fc.array(fc.anything(), { maxLength: 3 })),
    }),
  )
  fc.assert(
    fc.property(
      fc.oneof(
        csv.map((c) => ['fuzz.csv', c] as const),
        broken.map((c) => ['fuzz.csv', c] as const),
        json.map((j) => ['fuzz.json', JSON.stringify(j) ?? 'null'] as const),
      ),
      ([name, text]) => {
        const before = store.all().length
        const preview = store.importFile(name, text, false)
        for (const p of preview.problems) expect(p.startsWith(name)).toBe(true)
        if (preview.problems.length > 0) expect(() => store.importFile(name, text, true)).toThrow(/nothing imported/)
        expect(store.all().length).toBe(before)
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      },
    ),
    { numRuns: FUZZ_RUNS.characterFiles },
  )
}

describe('fuzzed IPC payloads', () => {
  it('every channel refuses what its schema does not allow, in plain words, and never throws', async () => {
    const s = freshServices()
    // The desktop answers "cancelled": no dialog, no file, no restart.
    const desktop: Desktop = {
      chooseFileToOpen: async () => null,
      chooseWhereToSave: async () => null,
      openFile: () => {},
      writeClipboard: () => {},
      restart: () => {},
    }
    const dispatch = createDispatch(s, desktop)
    const methods = Object.keys(API) as ApiMethod[]
    expect(methods.length).toBeGreaterThanOrEqual(56)
    const payload = fc.oneof(
      fc.anything({ withObjectString: true, withNullPrototype: true }),
      fc.object(),
      fc.constant(undefined),
      fc.constant({ __proto__: { polluted: 1 } }),
    )
    for (const method of methods) {
      const samples = fc.sample(payload, { numRuns: FUZZ_RUNS.ipcPerChannel, seed: method.length })
      for (const input of samples) {
        const answer = await dispatch(method, input)
        expect(answer, method).toHaveProperty('ok')
        if (!answer.ok && answer.error.code === 'INVALID_INPUT') expect(answer.error.message, method).not.toMatch(VALIDATOR_WORDS)
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
