// Share codes: every deck comes back whole from its code, and a damaged, cut, later or oversized code is refused
// with a reason, never read as another deck.
import fs from 'node:fs'
import { deflateRawSync } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { DeckImport } from '../../../src/shared/api'
import { deckLimitProblem, type Deck } from '../../../src/shared/deck'
import { decodeShareCode, encodeShareCode, SHARE_CODE_PATTERN, ShareCodeError } from '../../../src/main/decks/share-code'
import { RingsideError } from '../../../src/shared/errors'
import { readFormatFile } from '../../../src/shared/format-file'
import { createDispatch } from '../../../src/main/ipc/dispatch'
import { freshServices, sharedServices } from '../../helpers'

const SHOTO: Deck = {
  name: 'Shoto Rush',
  format: 'cfs-legends',
  sets: ['cfs-base'],
  main: [
    { set: 'cfs-base', number: 'C001', count: 3 },
    { set: 'cfs-base', number: 'A001', count: 2 },
  ],
  strikers: [{ set: 'cfs-base', number: 'S010', count: 1 }],
}

const entry = (sets: string[]) =>
  fc.record({ set: fc.constantFrom(...sets), number: fc.string({ minLength: 1, maxLength: 12 }), count: fc.integer({ min: 1, max: 999 }) })
const decks: fc.Arbitrary<Deck> = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 40 }), { minLength: 1, maxLength: 20 }).chain((sets) =>
  fc.record({
    name: fc.option(fc.string({ minLength: 1, maxLength: 200 }), { nil: null }),
    format: fc.option(fc.string({ minLength: 1, maxLength: 40 }), { nil: null }),
    sets: fc.constant(sets),
    main: fc.array(entry(sets), { maxLength: 60 }),
    strikers: fc.array(entry(sets), { maxLength: 3 }),
  }),
)

describe('share codes', () => {
  it("hold a deck whole: name, format, sets, each zone's cards and counts in order", () => {
    const code = encodeShareCode(SHOTO)
    expect(code).toMatch(/^RS1-[A-Za-z0-9_-]+$/)
    expect(code.length).toBeLessThan(90)
    expect(decodeShareCode(code)).toEqual(SHOTO)
    expect(decodeShareCode(`  ${code}\n`)).toEqual(SHOTO)
    expect(`look: ${code}!`.match(SHARE_CODE_PATTERN)?.[0]).toBe(code)
  })

  it('round-trips any deck', () => {
    fc.assert(
      fc.property(decks, (deck) => {
        // A deck past the size limit is the one thing a code refuses to hold: it says which limit.
        if (deckLimitProblem(deck)) expect(() => decodeShareCode(encodeShareCode(deck))).toThrow(/cards by here: a deck holds at most/)
        else expect(decodeShareCode(encodeShareCode(deck))).toEqual(deck)
      }),
    )
  })

  it('refuses any one character changed or any cut: the checksum or the reader catches it', () => {
    const code = encodeShareCode(SHOTO)
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    for (let i = 4; i < code.length; i++) {
      for (const c of [alphabet[(alphabet.indexOf(code[i]) + 1) % 64], alphabet[(alphabet.indexOf(code[i]) + 17) % 64]]) {
        const changed = code.slice(0, i) + c + code.slice(i + 1)
        let read: Deck | null = null
        try {
          read = decodeShareCode(changed)
        } catch (err) {
          expect(err).toBeInstanceOf(ShareCodeError)
        }
        // Base64's last character may carry unused bits: a change there can leave the bytes as they were.
        if (read) expect(read).toEqual(SHOTO)
      }
    }
    for (let end = 5; end < code.length; end++) expect(() => decodeShareCode(code.slice(0, end))).toThrow(ShareCodeError)
  })

  it('says why a code cannot be read', () => {
    const code = encodeShareCode(SHOTO)
    expect(() => decodeShareCode('hello')).toThrow('a share code starts with RS1-')
    expect(() => decodeShareCode('RS3-AAAAAAAAAA')).toThrow('this is a version 3 share code; this Ringside reads up to version 2')
    expect(() => decodeShareCode(`${code.slice(0, 10)} ${code.slice(10)}`)).toThrow('" " at character 11 is not part of a share code')
    expect(() => decodeShareCode(code.slice(0, -3))).toThrow(/checksum|unpack/)
    expect(() => decodeShareCode('RS1-' + 'A'.repeat(70_000))).toThrow(/at most 64000 characters/)
    // A short code that would unpack to megabytes is refused before it is read.
    const bomb = Buffer.concat([deflateRawSync(Buffer.alloc(4_000_000)), Buffer.alloc(4)]).toString('base64url')
    expect(bomb.length).toBeLessThan(64_000)
    expect(() => decodeShareCode(`RS1-${bomb}`)).toThrow('the code unpacks to more than 256 KiB, more than any deck holds')
  })

  it("refuses a damaged code as one of the error family: a player's input, never INTERNAL", () => {
    const err = (() => {
      try {
        decodeShareCode('RS1-xyzxyzxyz')
      } catch (e) {
        return e
      }
    })()
    expect(err).toBeInstanceOf(RingsideError)
    expect(err).toMatchObject({ name: 'ShareCodeError', code: 'INVALID_INPUT', field: 'code' })
  })

  it('never throws anything but a ShareCodeError on any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.base64String().map((s) => `RS1-${s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '')}`),
        ),
        (text) => {
          try {
            decodeShareCode(text)
          } catch (err) {
            expect(err).toBeInstanceOf(ShareCodeError)
          }
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('a share code against the catalogue', () => {
  it('opens a deck whose cards are all here', () => {
    const decks = sharedServices().decks
    expect(decks.fromShareCode(decks.shareCode(SHOTO))).toEqual({ ok: true, deck: SHOTO })
  })

  it('refuses a deck naming cards, sets or a format this catalogue does not have, naming each', () => {
    const decks = sharedServices().decks
    const odd: Deck = {
      ...SHOTO,
      format: 'cfs-future',
      sets: ['cfs-base', 'promo-99'],
      main: [...SHOTO.main, { set: 'cfs-base', number: 'C999', count: 1 }, { set: 'promo-99', number: 'P01', count: 2 }],
    }
    const read = decks.fromShareCode(encodeShareCode(odd))
    expect(read.ok).toBe(false)
    expect(read.ok ? [] : read.problems.map((p) => p.message)).toEqual([
      'sets: unknown set "promo-99"',
      expect.stringMatching(/^format: unknown format "cfs-future" \(known: cfs-classic/),
      'main: no card C999 in set cfs-base in this catalogue',
      'main: no card P01 in set promo-99 in this catalogue',
    ])
    expect(decks.fromShareCode('RS1-xyz')).toEqual({ ok: false, problems: [{ line: 0, message: expect.stringMatching(/^share code: /) }] })
  })
})

describe('a share code over IPC', () => {
  it('copies a library deck as its code, and importing the code in another library makes a deck with the same cards', async () => {
    const s = freshServices()
    const dispatch = createDispatch(s)
    const made = s.deckFiles.importDeck('name: Shoto\nformat: cfs-legends\n3 C001\n2 A001\nStrikers\n1 S010\n', 'shoto.deck.txt')
    if (!made.ok) throw new Error('the deck did not import')
    const code = await dispatch('shareCode', { id: made.deck.id })
    if (!code.ok) throw new Error(code.error.message)
    // In the library that has it, the code opens that deck rather than a second one of the same name.
    expect(await dispatch('importDeck', { text: code.value, fileName: 'pasted text' })).toMatchObject({
      ok: true,
      value: { ok: true, existing: true, deck: { id: made.deck.id } },
    })
    const elsewhere = createDispatch(freshServices())
    const opened = (await elsewhere('importDeck', { text: `${code.value}\n`, fileName: 'pasted text' })) as { ok: true; value: DeckImport }
    if (!opened.value.ok) throw new Error('the code did not open')
    const { deck } = opened.value
    expect(opened.value.existing).toBeUndefined()
    expect({ name: deck.name, format: deck.format, main: deck.main, strikers: deck.strikers }).toEqual({
      name: 'Shoto',
      format: 'cfs-legends',
      main: made.deck.main,
      strikers: made.deck.strikers,
    })
  })

  it('refuses a damaged code and adds nothing to the library', async () => {
    const s = freshServices()
    const dispatch = createDispatch(s)
    const before = s.library.list().length
    const answer = await dispatch('importDeck', { text: 'RS1-AAAAAAAAAAAA', fileName: 'pasted text' })
    expect(answer).toEqual({
      ok: true,
      value: { ok: false, fileName: 'pasted text', problems: [{ line: 0, message: expect.stringMatching(/^share code: /) }] },
    })
    // A later version's code is refused by name, not read as a deck list.
    expect(s.deckFiles.importDeck('RS7-AAAA')).toMatchObject({
      ok: false,
      problems: [{ message: 'share code: this is a version 7 share code; this Ringside reads up to version 2' }],
    })
    expect(s.library.list().length).toBe(before)
  })
})

describe('a share code of a deck in a format of the player’s own', () => {
  it('carries the format, which the Ringside that opens it learns and keeps; a shipped format is not carried', () => {
    const club = readFormatFile(fs.readFileSync('examples/formats/club-night.format.json', 'utf8'), 'club-night.format.json')
    if (!club.ok) throw new Error('the example format does not read')
    const mine = freshServices()
    mine.decks.saveFormat(club.format)
    const deck: Deck = { ...SHOTO, format: 'club-night', strikers: [] }
    const code = mine.decks.shareCode(deck)
    expect(code).toMatch(SHARE_CODE_PATTERN)
    expect(code.startsWith('RS2-')).toBe(true)
    expect(mine.decks.shareCode(SHOTO).startsWith('RS1-')).toBe(true)
    // Another player's Ringside has never seen the format: the code opens the deck and saves the format with it.
    const theirs = freshServices()
    expect(theirs.decks.formats).not.toContain('club-night')
    // Read alone (as `import-code` prints it), the format is known for the session and not kept.
    expect(theirs.decks.fromShareCode(code)).toEqual({ ok: true, deck, carried: club.format })
    expect(theirs.decks.savedFormats()).toEqual([])
    // Imported into the library, it is kept with the deck.
    const imported = theirs.deckFiles.importDeck(code)
    expect(imported).toMatchObject({ ok: true, deck: { name: 'Shoto Rush', format: 'club-night' } })
    expect(theirs.decks.savedFormats()).toEqual([club.format])
    expect(theirs.decks.legality(deck).format).toBe('club-night')
    // A Ringside that reads version 1 only is told the code is newer, not handed another deck.
    expect(decodeShareCode(code)).toEqual(deck)
  })

  it('refuses a carried format that does not read, or is not the deck’s, and learns nothing from it', () => {
    const badFormat = encodeShareCode({ ...SHOTO, format: 'club-night' }, JSON.stringify({ id: 'club-night', name: '' }))
    const theirs = freshServices()
    const refused = theirs.decks.fromShareCode(badFormat)
    expect(refused.ok).toBe(false)
    // Every problem of the carried format, each named by its field.
    expect(!refused.ok && refused.problems.map((p) => p.message)).toEqual([
      'share code: the format the code carries: name: empty',
      'share code: the format the code carries: game: must be "cfs" or "cfp"',
      'share code: the format the code carries: construction: missing',
      'share code: the format the code carries: hp: missing',
    ])
    const other = encodeShareCode(
      { ...SHOTO, format: 'club-night' },
      fs.readFileSync('examples/formats/club-night.format.json', 'utf8').replace('"club-night"', '"other-club"'),
    )
    expect(theirs.decks.fromShareCode(other)).toEqual({
      ok: false,
      problems: [{ line: 0, message: 'share code: it carries the format "other-club", not the deck\'s "club-night"' }],
    })
    // A deck with a card this catalogue lacks: refused, and its format not kept.
    const lacking = encodeShareCode(
      { ...SHOTO, format: 'club-night', main: [{ set: 'cfs-base', number: 'Z999', count: 1 }] },
      fs.readFileSync('examples/formats/club-night.format.json', 'utf8'),
    )
    expect(theirs.decks.fromShareCode(lacking).ok).toBe(false)
    expect(theirs.decks.formats).not.toContain('club-night')
    expect(theirs.decks.savedFormats()).toEqual([])
  })
})
