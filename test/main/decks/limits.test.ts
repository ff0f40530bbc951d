// Limits no real deck meets, kept alike wherever a deck comes in (share code, deck text, deck JSON, library file,
// .o8d, the editor), each refused at once with its field; names of at most 200 characters everywhere; readers'
// messages that say which limit, in words, with invisible characters shown.
import fs from 'node:fs'
import { deflateRawSync, crc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { Deck, DeckEntry } from '../../../src/shared/deck'
import { MAX_DECK_CARDS, MAX_DECK_NAME_LENGTH, MAX_PRINT_CARDS, MAX_ZONE_ENTRIES } from '../../../src/shared/deck'
import { decodeShareCode, encodeShareCode } from '../../../src/main/decks/share-code'
import { CardIndex, type IndexedCard } from '../../../src/main/core/card-index'
import { parseDeckText, quote } from '../../../src/main/decks/deck-text'
import { writeDeckJson, writeLibraryJson } from '../../../src/main/decks/deck-json'
import { CFC_GAME_ID } from '../../../src/main/decks/o8d'
import { proxyJob } from '../../../src/main/printing/print'
import { DEFAULT_PRINT } from '../../../src/shared/print'
import { createDispatch } from '../../../src/main/ipc/dispatch'
import { freshServices, sharedServices } from '../../helpers'

const decks = () => sharedServices().decks
/** The base set's cards then the 1999 set's: more different cards than a zone may hold. */
const allCards = () => sharedServices().catalogue.indexCards(['cfs-base', 'cfc-1999'])
const e = (number: string, count: number, set = 'cfs-base'): DeckEntry => ({ set, number, count })
const TWO_SETS = ['cfs-base', 'cfc-1999']

/** `n` different cards, one copy each, from both sets. */
const manyEntries = (n: number) =>
  allCards()
    .slice(0, n)
    .map((c) => e(c.number, 1, c.set))
/** Six lines of 999: 5,994 cards, over the limit at the sixth. */
const HUGE: Deck = {
  name: 'Huge',
  format: null,
  sets: ['cfs-base'],
  main: ['C001', 'C002', 'C003', 'C004', 'C005', 'C006'].map((n) => e(n, 999)),
  strikers: [],
}
const names = (d: Deck) => {
  const index = decks().indexFor(d.sets)
  return (set: string, number: string) => index.get(set, number)?.name
}
const o8d = (cards: string[], attrs = '') =>
  `<?xml version="1.0" encoding="utf-8"?>\n<deck game="${CFC_GAME_ID}"${attrs}>\n  <section name="Main">\n${cards.map((c) => `    ${c}`).join('\n')}\n  </section>\n</deck>\n`

describe("one limit on a deck's size, wherever it comes in", () => {
  it('keeps its limits far above any real deck, in one place', () => {
    expect(MAX_ZONE_ENTRIES).toBeGreaterThanOrEqual(300)
    expect(MAX_DECK_CARDS).toBeGreaterThanOrEqual(1000)
    expect(MAX_DECK_CARDS).toBeLessThanOrEqual(10_000)
    expect(MAX_PRINT_CARDS).toBeLessThanOrEqual(MAX_DECK_CARDS)
  })

  it('refuses a share code whose deck is over the limit, naming the card where it goes over and the limit', () => {
    // Two zones of 1,000 lines of 999: 1,998,000 cards in a code of about 128 characters.
    const lines = Array.from({ length: 1000 }, () => e('C001', 999))
    const code = encodeShareCode({ name: null, format: null, sets: ['cfs-base'], main: lines, strikers: lines })
    expect(code.length).toBeLessThan(200)
    expect(() => decodeShareCode(code)).toThrow(`main: at most ${MAX_ZONE_ENTRIES} different cards in a zone`)
    expect(() => decodeShareCode(encodeShareCode(HUGE))).toThrow('main card 6: 5,994 cards by here: a deck holds at most 5,000 in all')
    expect(() => decodeShareCode(encodeShareCode({ ...HUGE, main: HUGE.main.slice(0, 5), strikers: [e('C006', 6)] }))).toThrow(
      'strikers card 1: 5,001 cards by here',
    )
    expect(() => decodeShareCode(encodeShareCode({ ...HUGE, main: manyEntries(MAX_ZONE_ENTRIES + 1) }))).toThrow(
      `main: at most ${MAX_ZONE_ENTRIES} different cards`,
    )
    const read = decks().fromShareCode(encodeShareCode(HUGE))
    expect(read.ok).toBe(false)
  })

  it('refuses deck text over the limit on the line where it goes over', () => {
    const read = decks().parse('Main\n999 C001\n999 C002\n999 C003\n999 C004\n999 C005\n999 C006\n')
    expect(read).toEqual({ ok: false, problems: [{ line: 7, message: expect.stringMatching(/^5,994 cards by here: a deck holds at most 5,000 in all$/) }] })
  })

  it('refuses a card whose lines add up to more copies than a line may hold', () => {
    expect(decks().parse('Main\n999 C001 Ryu\n1 C001\n')).toEqual({
      ok: false,
      problems: [{ line: 3, message: 'C001: 1,000 copies by here; at most 999 of a card' }],
    })
  })

  it('refuses more different cards in a zone than the editor takes, in deck text, deck JSON, library files and .o8d', () => {
    const many = manyEntries(MAX_ZONE_ENTRIES + 1)
    const deck: Deck = { name: 'Many', format: null, sets: TWO_SETS, main: many, strikers: [] }
    const text = decks().parse(decks().write(deck))
    expect(text.ok ? [] : text.problems).toEqual([{ line: MAX_ZONE_ENTRIES + 4, message: `main: at most ${MAX_ZONE_ENTRIES} different cards in a zone` }])
    const json = decks().parseFile(writeDeckJson(deck, names(deck)), 'many.deck.json')
    expect(json.ok ? [] : json.problems).toEqual([{ line: 0, message: `main: at most ${MAX_ZONE_ENTRIES} entries` }])
    const lib = decks().parseLibrary(writeLibraryJson([{ deck, tags: [], folder: '' }], names(deck)))
    expect(lib.ok ? [] : lib.problems).toEqual([{ line: 0, message: `decks.0.main: at most ${MAX_ZONE_ENTRIES} entries` }])
    const octgn = decks().parseFile(decks().writeO8d(deck), 'many.o8d')
    expect(octgn.ok ? [] : octgn.problems).toEqual([{ line: MAX_ZONE_ENTRIES + 4, message: `main: at most ${MAX_ZONE_ENTRIES} different cards in a zone` }])
  })

  it('refuses deck JSON, a library file and an .o8d over the card limit, naming the field or line', () => {
    const six = HUGE
    const json = decks().parseFile(writeDeckJson(six, names(six)), 'huge.deck.json')
    expect(json).toEqual({ ok: false, problems: [{ line: 0, message: 'main.5.count: 5,994 cards by here: a deck holds at most 5,000 in all' }] })
    const lib = decks().parseLibrary(writeLibraryJson([{ deck: six, tags: [], folder: '' }], names(six)))
    expect(lib).toEqual({ ok: false, problems: [{ line: 0, message: 'decks.0.main.5.count: 5,994 cards by here: a deck holds at most 5,000 in all' }] })
    const octgn = decks().parseFile(decks().writeO8d(six), 'huge.o8d')
    expect(octgn).toEqual({ ok: false, problems: [{ line: 9, message: '5,994 cards by here: a deck holds at most 5,000 in all' }] })
    // Considering counts too: the deck is all its zones.
    const considering = { ...six, main: six.main.slice(0, 3), considering: six.main.slice(3) }
    expect(decks().parseFile(writeDeckJson(considering, names(considering)), 'c.deck.json')).toMatchObject({
      ok: false,
      problems: [{ message: expect.stringMatching(/^considering\.2\.count: 5,994 cards by here/) }],
    })
  })

  it('refuses an edit past the limits with the field, as the readers do, so a read deck can be edited and analysed', async () => {
    const s = freshServices()
    const dispatch = createDispatch(s)
    const deck = s.library.create({ name: 'Big' })
    const six = ['C001', 'C002', 'C003', 'C004', 'C005', 'C006'].map((n) => e(n, 999))
    expect(await dispatch('updateDeck', { id: deck.id, changes: { main: six } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', message: expect.stringContaining('5,994 cards by here: a deck holds at most 5,000 in all') },
    })
    // The total is over all zones, those sent and those kept.
    await dispatch('updateDeck', { id: deck.id, changes: { main: six.slice(0, 3) } })
    expect(await dispatch('updateDeck', { id: deck.id, changes: { considering: six.slice(3) } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'considering.2.count' },
    })
    expect(await dispatch('analyzeDeck', { deck: { format: 'cfs-classic', sets: ['cfs-base'], main: six, strikers: [] } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    })
    // The editor takes as many different cards as a reader does.
    const many = manyEntries(MAX_ZONE_ENTRIES)
    expect(await dispatch('updateDeck', { id: deck.id, changes: { sets: TWO_SETS, main: many } })).toMatchObject({ ok: true })
    expect(await dispatch('updateDeck', { id: deck.id, changes: { main: manyEntries(MAX_ZONE_ENTRIES + 1) } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    })
  })

  it('answers a refusal, not INTERNAL, to a game, a run, odds or a print of a deck kept from before the limits', async () => {
    const s = freshServices()
    const dispatch = createDispatch(s)
    const deck = s.library.create({ name: 'Old huge' })
    const main = sharedServices()
      .catalogue.indexCards(['cfs-base'])
      .slice(0, 300)
      .map((c) => e(c.number, 999))
    s.catalogue.db.prepare('UPDATE decks SET content = ? WHERE id = ?').run(JSON.stringify({ main, strikers: [] }), deck.id)
    const refusal = { ok: false, error: { code: 'REFUSED', message: expect.stringMatching(/299,700 cards.*at most 5,000/) } }
    expect(await dispatch('startTable', { game: 'cfs', deckId: deck.id, seed: 1, first: true })).toMatchObject(refusal)
    expect(await dispatch('startRun', { game: 'cfs', deckId: deck.id, games: 1000, seed: 1, first: true })).toMatchObject(refusal)
    expect(await dispatch('drawOdds', { deckId: deck.id, cards: [{ set: 'cfs-base', number: 'C001' }], atLeast: 1, draws: 7, redraw: false })).toMatchObject(
      refusal,
    )
    const printed = () => proxyJob(s.decks, { name: 'x', format: null, sets: ['cfs-base'], main, strikers: [] }, DEFAULT_PRINT, () => null)
    expect(printed).toThrow(/a proxy print holds at most 1,000 cards; this one has 299,700/)
  })

  it('prints up to its cap', () => {
    const main = [e('C001', 999), e('C002', 1)]
    expect(proxyJob(decks(), { name: 'x', format: null, sets: ['cfs-base'], main, strikers: [] }, DEFAULT_PRINT, () => null).cards).toHaveLength(
      MAX_PRINT_CARDS,
    )
    expect(() =>
      proxyJob(decks(), { name: 'x', format: null, sets: ['cfs-base'], main: [...main, e('C003', 1)], strikers: [] }, DEFAULT_PRINT, () => null),
    ).toThrow(/at most 1,000 cards/)
  })
})

describe("a deck's name: at most 200 characters, everywhere", () => {
  const long = 'x'.repeat(100_000)
  const message = `name: at most ${MAX_DECK_NAME_LENGTH} characters`

  it('is refused in deck text, deck JSON, a library file and an .o8d, with the line or field', () => {
    expect(decks().parse(`name: ${long}\nMain\n3 C001\n`)).toEqual({ ok: false, problems: [{ line: 1, message }] })
    expect(decks().parse(`name: ${'y'.repeat(MAX_DECK_NAME_LENGTH)}\nMain\n3 C001\n`).ok).toBe(true)
    const deck = { ...HUGE, main: [e('C001', 3)], name: long }
    expect(decks().parseFile(writeDeckJson(deck, names(deck)), 'n.deck.json')).toEqual({ ok: false, problems: [{ line: 0, message }] })
    expect(decks().parseLibrary(writeLibraryJson([{ deck, tags: [], folder: '' }], names(deck)))).toEqual({
      ok: false,
      problems: [{ line: 0, message: `decks.0.${message}` }],
    })
    expect(decks().parseFile(o8d(['<card qty="3">Ryu</card>'], ` name="${long}"`), 'n.o8d')).toEqual({ ok: false, problems: [{ line: 2, message }] })
  })

  it("is refused on import, never answered with the database's CHECK", async () => {
    const s = freshServices()
    const dispatch = createDispatch(s)
    const answer = await dispatch('importDeck', { text: `name: ${long}\nMain\n3 C001\n`, fileName: 'long.deck.txt' })
    expect(answer).toEqual({ ok: true, value: { ok: false, fileName: 'long.deck.txt', problems: [{ line: 1, message }] } })
    const renamed = await dispatch('updateDeck', { id: s.library.create({ name: 'A' }).id, changes: { name: long } })
    expect(renamed).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: `updateDeck: changes.${message}` } })
    expect(() => s.library.create({ name: long })).toThrow(message)
  })

  it('keeps "(2)" and "(copy)" within the limit', () => {
    const s = freshServices()
    const full = 'z'.repeat(MAX_DECK_NAME_LENGTH)
    const first = s.deckFiles.importDeck(`name: ${full}\nMain\n3 C001\n`)
    const second = s.deckFiles.importDeck(`name: ${full}\nMain\n2 C001\n`)
    expect(first.ok && second.ok).toBe(true)
    if (!first.ok || !second.ok) return
    expect(second.deck.name).toMatch(/z \(2\)$/)
    expect(second.deck.name.length).toBeLessThanOrEqual(MAX_DECK_NAME_LENGTH)
    const copy = s.library.duplicate(first.deck.id)
    expect(copy.name).toMatch(/ \(copy\)$/)
    expect(copy.name.length).toBeLessThanOrEqual(MAX_DECK_NAME_LENGTH)
  })
})

describe('a share code that unpacks too far', () => {
  it('says which limit, as docs/share-codes.md promises', () => {
    const payload = Buffer.alloc(300 * 1024)
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc32(payload))
    const code = `RS1-${Buffer.concat([deflateRawSync(payload), sum]).toString('base64url')}`
    expect(() => decodeShareCode(code)).toThrow('the code unpacks to more than 256 KiB, more than any deck holds')
  })
})

describe('names as typed: Unicode forms and invisible characters', () => {
  const cards: IndexedCard[] = [
    { set: 'fan', number: 'F001', name: 'Café', kind: 'capcom', altNames: [] },
    { set: 'fan', number: 'F002', name: 'Cafe', kind: 'capcom', altNames: [] },
    { set: 'fan', number: 'F003', name: 'Ünter Ñame', kind: 'capcom', altNames: [] },
  ] as IndexedCard[]
  const index = new CardIndex(['fan'], cards)
  const context = { formats: ['cfs-classic'], sets: ['fan'], indexFor: () => index }

  it('compares names after NFC, so a line typed in NFD (as macOS gives) reads as the card it shows', () => {
    const nfd = (s: string) => s.normalize('NFD')
    expect(index.byName(nfd('Café'))).toEqual({ kind: 'found', card: cards[0] })
    const read = parseDeckText(`sets: fan\nMain\n3 ${nfd('Café')}\n1 F003 ${nfd('Ünter Ñame')}\n`, context)
    expect(read).toEqual({ ok: true, deck: expect.objectContaining({ main: [e('F001', 3, 'fan'), e('F003', 1, 'fan')] }) })
  })

  it('shows invisible characters escaped in messages', () => {
    expect(quote('Ryu\u200B')).toBe('Ryu\\u200B')
    expect(quote('\u202EuyR')).toBe('\\u202EuyR')
    const read = parseDeckText('sets: fan\nMain\n1 F001 Caf\u00E9\u200D\n', context)
    expect(read).toEqual({ ok: false, problems: [{ line: 3, message: 'F001 is Café, not "Café\\u200D"' }] })
  })
})

describe('OCTGN files: problems capped and in words, UTF-16 decoded', () => {
  it('lists at most 100 problems, then how many more', () => {
    const text = o8d(Array.from({ length: 30_000 }, () => '<card qty="1">Nope</card>'))
    const read = decks().parseFile(text, 'junk.o8d')
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.problems).toHaveLength(101)
    expect(read.problems[100].message).toBe('… and 29,900 more problems from here on')
  })

  it('decodes a UTF-16 file by its byte-order mark, whichever way its bytes came in as text', () => {
    const file = Buffer.from(`\uFEFF${o8d(['<card qty="3">Ryu</card>'])}`, 'utf16le')
    const be = Buffer.from(file).swap16()
    for (const text of [file.toString('latin1'), file.toString('utf8'), be.toString('latin1')]) {
      expect(decks().parseFile(text, 'utf16.o8d')).toMatchObject({ ok: true, deck: { main: [e('C001', 3)] } })
    }
  })

  it("names an unclosed element, an element of no deck and stray text in words, not the parser's", () => {
    const problem = (text: string) => {
      const read = decks().parseFile(text, 'bad.o8d')
      return read.ok ? null : read.problems[0]
    }
    const cut = o8d(['<card qty="3">Ryu</card>']).replace(/ {2}<\/section>\n<\/deck>\n$/, '')
    expect(problem(cut)).toEqual({ line: 2, message: 'not well-formed XML: <deck> and <section> are never closed (the file may be cut short)' })
    expect(problem(o8d(['<card qty="3">Ryu</card>']).replace('</deck>', ''))).toEqual({
      line: 2,
      message: 'not well-formed XML: <deck> is never closed (the file may be cut short)',
    })
    expect(problem(o8d(['<card qty="3">Ryu</card>']).replace('</section>', '</sektion>'))).toEqual({
      line: 5,
      message: 'not well-formed XML: </sektion> where </section> should close the <section> of line 3',
    })
    expect(problem(o8d(['<__proto__>1</__proto__>']))).toEqual({ line: 4, message: 'not an OCTGN deck: <__proto__> is no element of a deck file' })
    expect(problem('just some words')).toEqual({ line: 1, message: 'not well-formed XML: text where a tag should start ("j")' })
    for (const text of [
      cut,
      o8d(['<__proto__>1</__proto__>']),
      'just some words',
      '<deck game=x></deck>',
      '<deck a="1" a="2"/>',
      '<deck/><deck/>',
      '<deck>&</deck>',
    ]) {
      expect(problem(text)?.message).not.toMatch(/Unclosed tag|Expected closing|is not expected|SECURITY|reserved JavaScript|Attribute '|Multiple possible/)
    }
  })
})

describe('the example decks', () => {
  it('still read', () => {
    for (const f of fs.readdirSync('examples').filter((n) => /\.(deck\.txt|o8d|deck\.json)$/.test(n) && !/broken|typo/.test(n))) {
      expect(decks().parseFile(fs.readFileSync(`examples/${f}`, 'utf8'), f).ok, f).toBe(true)
    }
  })
})
