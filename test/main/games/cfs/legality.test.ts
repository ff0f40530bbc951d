import { describe, expect, it } from 'vitest'
import type { CardKind } from '../../../../src/shared/card'
import type { Deck, DeckEntry } from '../../../../src/shared/deck'
import { FORMATS, findFormat } from '../../../../src/main/games/cfs/formats'
import { checkLegality, type KindLookup } from '../../../../src/main/games/cfs/legality'

// A small catalogue: characters C001..C030, actions A001..A010, reactions R001..R005, an arena X001.
const kinds = new Map<string, CardKind>()
for (let i = 1; i <= 30; i++) kinds.set(`C${String(i).padStart(3, '0')}`, i % 2 ? 'capcom' : 'snk')
for (let i = 1; i <= 10; i++) kinds.set(`A${String(i).padStart(3, '0')}`, 'action')
for (let i = 1; i <= 5; i++) kinds.set(`R${String(i).padStart(3, '0')}`, 'reaction')
kinds.set('X001', 'arena')
// Set "reprint" holds C001 under the same name (a reprint) and C002 under another name.
const lookup: KindLookup = (set, number) =>
  set === 'test' && kinds.has(number)
    ? { name: `Card ${number}`, kind: kinds.get(number)! }
    : set === 'reprint' && (number === 'C001' || number === 'C002')
      ? { name: number === 'C001' ? 'card c001' : 'Someone else', kind: 'capcom' }
      : undefined

const e = (number: string, count: number): DeckEntry => ({ set: 'test', number, count })
/** `n` cards spread 3 per number over characters and actions. */
function filler(n: number, from = 1): DeckEntry[] {
  const out: DeckEntry[] = []
  const numbers = [...kinds.keys()].filter((k) => k !== 'X001')
  for (let i = from - 1; n > 0; i++) {
    const c = Math.min(3, n)
    out.push(e(numbers[i], c))
    n -= c
  }
  return out
}
const deck = (main: DeckEntry[], strikers: DeckEntry[] = []): Deck => ({ name: null, format: null, sets: ['test'], main, strikers })
const check = (d: Deck, format: string) => checkLegality(d, findFormat(format)!, lookup)
const codes = (d: Deck, format: string) => check(d, format).violations.map((v) => v.code)

describe('formats', () => {
  it('are data for cfs-classic, cfs-legends and cfp-original', () => {
    expect(FORMATS.map((f) => f.id)).toEqual(['cfs-classic', 'cfs-legends', 'cfp-original'])
    expect(findFormat('cfs-legends')!.construction).toMatchObject({ deckSize: 60, copyLimit: 3, strikers: { count: 3 } })
    expect(findFormat('cfp-original')!.hp.choices).toEqual([1000, 2000, 3000])
    expect(findFormat('cfs-classic')!.construction.allowedKinds).not.toContain('arena')
  })

  it('name and describe themselves as `ringside formats` and the app show them', () => {
    expect(FORMATS.map((f) => [f.id, f.name, f.game, f.construction.kind, f.description])).toEqual([
      ['cfs-classic', 'Card Fighters Special', 'cfs', 'constructed', 'The base game: 50 cards, at most 3 of a card number, HP 3000.'],
      [
        'cfs-legends',
        'Card Fighters Special: Legends',
        'cfs',
        'constructed',
        '60 cards, of which exactly 3 are Strikers (character cards pulled before the shuffle); arena cards allowed; at most 3 of a card number, Strikers included; HP 3000.',
      ],
      [
        'cfp-original',
        'Card Fighter Project (original rules)',
        'cfp',
        'constructed',
        '50 cards, at most 3 of a card number; HP chosen at setup: 1000, 2000 or 3000.',
      ],
    ])
    expect(FORMATS.map((f) => f.hp)).toEqual([
      { choices: [3000], default: 3000 },
      { choices: [3000], default: 3000 },
      { choices: [1000, 2000, 3000], default: 3000 },
    ])
    expect(FORMATS.map((f) => f.construction.allowedKinds)).toEqual([
      ['capcom', 'snk', 'action', 'reaction'],
      ['capcom', 'snk', 'action', 'reaction', 'arena'],
      ['capcom', 'snk', 'action', 'reaction'],
    ])
  })
})

describe('checkLegality', () => {
  it('passes a 50-card classic deck with at most 3 of each', () => {
    const result = check(deck(filler(50)), 'cfs-classic')
    expect(result).toEqual({ format: 'cfs-classic', legal: true, size: 50, violations: [] })
  })

  it('DECK_SIZE says how many to remove or add', () => {
    const big = check(deck(filler(53)), 'cfs-classic')
    expect(big.violations).toEqual([{ code: 'DECK_SIZE', message: '53 cards, cfs-classic needs exactly 50', cards: [], fix: 'remove 3' }])
    expect(check(deck(filler(48)), 'cfp-original').violations[0]).toMatchObject({ code: 'DECK_SIZE', fix: 'add 2' })
    expect(check(deck([e('C001', 1)]), 'cfs-classic')).toMatchObject({
      legal: false,
      size: 1,
      violations: [{ message: '1 card, cfs-classic needs exactly 50' }],
    })
  })

  it('COPY_LIMIT names the card and the excess', () => {
    const d = deck([...filler(46, 2), e('C001', 4)])
    expect(check(d, 'cfs-classic').violations).toEqual([
      { code: 'COPY_LIMIT', message: '4 copies of C001 Card C001, at most 3', cards: ['C001'], fix: 'remove 1' },
    ])
  })

  it('COPY_LIMIT counts Strikers too', () => {
    const d = deck([...filler(55, 3), e('C001', 2)], [e('C001', 2), e('C002', 1)])
    expect(codes(d, 'cfs-legends')).toEqual(['COPY_LIMIT'])
  })

  it('COPY_LIMIT counts a reprint (same number and name in another set) as the same card', () => {
    const d = deck([...filler(44, 2), e('C001', 3), { set: 'reprint', number: 'C001', count: 3 }])
    expect(check(d, 'cfs-classic').violations).toEqual([
      {
        code: 'COPY_LIMIT',
        message: '6 copies of C001 Card C001 (3 from test, 3 from reprint), at most 3',
        cards: ['C001', 'reprint:C001'],
        fix: 'remove 3',
      },
    ])
    // The same entry on two lines is one card, named once.
    const twice = deck([...filler(46, 2), e('C001', 2), e('C001', 2)])
    expect(check(twice, 'cfs-classic').violations).toEqual([
      expect.objectContaining({ code: 'COPY_LIMIT', message: '4 copies of C001 Card C001, at most 3', cards: ['C001'] }),
    ])
    // The same number under another name is another card.
    const other = deck([...filler(44, 3), e('C002', 3), { set: 'reprint', number: 'C002', count: 3 }])
    expect(codes(other, 'cfs-classic')).toEqual([])
  })

  it('NO_CHARACTER when Main holds no character: no opening hand could be kept', () => {
    // A001..A010 and R001..R005, 3 of each minus 1: 44 cards, none a character.
    const noCharacters = filler(44, 31)
    expect(check(deck(noCharacters), 'cfs-classic').violations).toContainEqual({
      code: 'NO_CHARACTER',
      message: 'no character in Main, so no opening hand can be kept',
      cards: [],
      fix: 'add character cards to Main',
    })
    // Strikers do not count: they are set aside before the shuffle.
    expect(codes(deck(noCharacters, [e('C001', 3)]), 'cfs-legends')).toContain('NO_CHARACTER')
    // One character is enough.
    expect(codes(deck([...noCharacters, e('C002', 3), e('C004', 3)]), 'cfs-classic')).toEqual([])
    // An unknown card might be a character, so nothing is claimed then (UNKNOWN_CARD says the rest).
    expect(codes(deck([...noCharacters, e('C999', 3), e('C004', 3)]), 'cfs-classic')).not.toContain('NO_CHARACTER')
    expect(codes(deck([...noCharacters, e('C998', 3), e('C999', 3)]), 'cfs-classic')).toEqual(['UNKNOWN_CARD', 'UNKNOWN_CARD'])
    expect(check(deck([]), 'cfs-classic').violations).toContainEqual(
      expect.objectContaining({ code: 'NO_CHARACTER', message: 'Main is empty, so no opening hand can be kept' }),
    )
  })

  it('reports every problem at once', () => {
    const d = deck([...filler(47, 2), e('C001', 5), e('X001', 1)], [e('C030', 1)])
    expect(codes(d, 'cfs-classic').sort()).toEqual(['COPY_LIMIT', 'DECK_SIZE', 'KIND_NOT_ALLOWED', 'STRIKERS_NOT_ALLOWED'])
  })

  it('Legends: 60 cards with exactly 3 character Strikers is legal, arenas allowed', () => {
    const d = deck([...filler(56, 2), e('X001', 1)], [e('C001', 3)])
    expect(check(d, 'cfs-legends')).toMatchObject({ legal: true, size: 60 })
  })

  it('STRIKER_COUNT when Legends has too few or too many Strikers', () => {
    const few = check(deck(filler(58, 2), [e('C001', 2)]), 'cfs-legends')
    expect(few.violations).toEqual([
      { code: 'STRIKER_COUNT', message: '2 Strikers, cfs-legends needs exactly 3', cards: ['C001'], fix: 'add 1 character card to Strikers' },
    ])
    const none = check(deck(filler(60, 2)), 'cfs-legends')
    expect(none.violations.map((v) => [v.message, v.fix])).toEqual([['0 Strikers, cfs-legends needs exactly 3', 'add 3 character cards to Strikers']])
    const many = check(deck(filler(56, 3), [e('C001', 2), e('C002', 2)]), 'cfs-legends')
    expect(many.violations.map((v) => [v.code, v.fix])).toEqual([['STRIKER_COUNT', 'move 1 from Strikers to Main']])
  })

  it('STRIKER_NOT_CHARACTER for an action among the Strikers', () => {
    const d = deck(filler(57, 2), [e('C001', 2), e('A010', 1)])
    expect(check(d, 'cfs-legends').violations).toEqual([
      {
        code: 'STRIKER_NOT_CHARACTER',
        message: 'A010 Card A010 is an action card; Strikers must be character cards',
        cards: ['A010'],
        fix: 'move A010 to Main and pick a character as Striker',
      },
    ])
    const reaction = deck(filler(57, 2), [e('C001', 2), e('R001', 1)])
    expect(check(reaction, 'cfs-legends').violations[0].message).toBe('R001 Card R001 is a reaction card; Strikers must be character cards')
  })

  it('STRIKERS_NOT_ALLOWED outside Legends', () => {
    const d = deck(filler(47, 2), [e('C001', 3)])
    expect(check(d, 'cfs-classic').violations).toEqual([
      {
        code: 'STRIKERS_NOT_ALLOWED',
        message: '3 Strikers, but cfs-classic has no Strikers zone',
        cards: ['C001'],
        fix: 'move them to Main, or play cfs-legends',
      },
    ])
    const one = deck(filler(49, 2), [e('C001', 1)])
    expect(check(one, 'cfs-classic').violations[0]).toMatchObject({
      message: '1 Striker, but cfs-classic has no Strikers zone',
      fix: 'move it to Main, or play cfs-legends',
    })
  })

  it('KIND_NOT_ALLOWED for an arena card in classic', () => {
    const d = deck([...filler(48), e('X001', 2)])
    expect(check(d, 'cfs-classic').violations).toEqual([
      {
        code: 'KIND_NOT_ALLOWED',
        message: '2 arena cards (X001 Card X001), cfs-classic does not allow arena cards',
        cards: ['X001'],
        fix: 'remove 2',
      },
    ])
    const one = deck([...filler(49), e('X001', 1)])
    expect(check(one, 'cfs-classic').violations[0].message).toBe('1 arena card (X001 Card X001), cfs-classic does not allow arena cards')
  })

  it('UNKNOWN_CARD for a saved deck whose card left the catalogue', () => {
    const d = deck([...filler(48), e('C999', 2)])
    expect(check(d, 'cfs-classic').violations).toEqual([
      { code: 'UNKNOWN_CARD', message: 'C999 is not in the catalogue (set test)', cards: ['C999'], fix: 'remove 2 copies of C999, or restore set test' },
    ])
    const one = deck([...filler(49), e('C999', 1)])
    expect(check(one, 'cfs-classic').violations[0].fix).toBe('remove 1 copy of C999, or restore set test')
  })

  it("qualifies cards from a set other than the deck's first", () => {
    const d: Deck = { ...deck([...filler(46), e('C001', 4)]), sets: ['other', 'test'] }
    expect(check(d, 'cfs-classic').violations.find((v) => v.code === 'COPY_LIMIT')!.cards).toEqual(['test:C001'])
  })

  describe("a format's own lists", () => {
    const classic = findFormat('cfs-classic')!
    /** Classic with C001 banned, C003 limited to 1 and C005 to 2, and cards from the set "test" only. */
    const listed = {
      ...classic,
      id: 'club-night',
      construction: {
        ...classic.construction,
        banned: ['c001'],
        limited: [
          { card: 'C003', copies: 1 as const },
          { card: 'C005', copies: 2 as const },
        ],
        sets: ['test'],
      },
    }
    const listedCheck = (d: Deck) => checkLegality(d, listed, lookup)

    it('BANNED names the card and the format, a reprint included, and asks for every copy out', () => {
      const d = deck([...filler(44, 2), e('C001', 3), { set: 'reprint', number: 'C001', count: 3 }])
      expect(listedCheck(d).violations).toContainEqual({
        code: 'BANNED',
        message: 'C001 Card C001 (3 from test, 3 from reprint) is banned in club-night',
        cards: ['C001', 'reprint:C001'],
        fix: 'remove all 6',
      })
      expect(listedCheck(deck([...filler(49, 6), e('C001', 1)])).violations).toEqual([
        { code: 'BANNED', message: 'C001 Card C001 is banned in club-night', cards: ['C001'], fix: 'remove it' },
      ])
    })

    it('LIMITED holds a card to its list, below the copy limit, and says whose list', () => {
      const d = deck([...filler(45, 6), e('C003', 2), e('C005', 3)])
      expect(listedCheck(d).violations).toEqual([
        { code: 'LIMITED', message: "2 copies of C003 Card C003, club-night's limited list allows 1", cards: ['C003'], fix: 'remove 1' },
        { code: 'LIMITED', message: "3 copies of C005 Card C005, club-night's limited list allows 2", cards: ['C005'], fix: 'remove 1' },
      ])
      expect(listedCheck(deck([...filler(47, 6), e('C003', 1), e('C005', 2)])).legal).toBe(true)
      // Above the copy limit too, one violation: the list's.
      expect(listedCheck(deck([...filler(46, 6), e('C003', 4)])).violations.map((v) => [v.code, v.fix])).toEqual([['LIMITED', 'remove 3']])
    })

    it('SET_NOT_ALLOWED names the cards from other sets and where to take them', () => {
      const d = deck([...filler(47, 6), { set: 'reprint', number: 'C002', count: 3 }])
      expect(listedCheck(d).violations).toEqual([
        {
          code: 'SET_NOT_ALLOWED',
          message: '3 cards from set reprint (reprint:C002 Someone else), club-night takes cards from test only',
          cards: ['reprint:C002'],
          fix: 'remove 3, or take the same cards from test',
        },
      ])
    })

    it('the shipped formats ban and limit nothing, from every set', () => {
      for (const f of FORMATS) expect(f.construction).toMatchObject({ sets: null, banned: [], limited: [] })
    })
  })
})
