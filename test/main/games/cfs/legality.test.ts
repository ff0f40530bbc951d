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
})

describe('checkLegality', () => {
  it('passes a 50-card classic deck with at most 3 of each', () => {
    const result = check(deck(filler(50)), 'cfs-classic')
    expect(result).toEqual({ format: 'cfs-classic', legal: true, size: 50, violations: [] })
  })

  it('DECK_SIZE says how many to remove or add', () => {
    const big = check(deck(filler(53)), 'cfs-classic')
    expect(big.violations).toEqual([
      { code: 'DECK_SIZE', message: '53 cards, cfs-classic needs exactly 50', cards: [], fix: 'remove 3' },
    ])
    expect(check(deck(filler(48)), 'cfp-original').violations[0]).toMatchObject({ code: 'DECK_SIZE', fix: 'add 2' })
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
    const many = check(deck(filler(56, 3), [e('C001', 2), e('C002', 2)]), 'cfs-legends')
    expect(many.violations.map((v) => [v.code, v.fix])).toEqual([['STRIKER_COUNT', 'move 1 from Strikers to Main']])
  })

  it('STRIKER_NOT_CHARACTER for an action among the Strikers', () => {
    const d = deck(filler(57, 2), [e('C001', 2), e('A010', 1)])
    expect(check(d, 'cfs-legends').violations).toEqual([
      expect.objectContaining({ code: 'STRIKER_NOT_CHARACTER', cards: ['A010'] }),
    ])
  })

  it('STRIKERS_NOT_ALLOWED outside Legends', () => {
    const d = deck(filler(47, 2), [e('C001', 3)])
    expect(check(d, 'cfs-classic').violations).toEqual([
      expect.objectContaining({ code: 'STRIKERS_NOT_ALLOWED', cards: ['C001'], fix: 'move them to Main, or play cfs-legends' }),
    ])
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
  })

  it('UNKNOWN_CARD for a saved deck whose card left the catalogue', () => {
    const d = deck([...filler(48), e('C999', 2)])
    expect(check(d, 'cfs-classic').violations).toEqual([
      expect.objectContaining({ code: 'UNKNOWN_CARD', cards: ['C999'], fix: 'remove 2 copies of C999, or restore set test' }),
    ])
  })

  it('qualifies cards from a set other than the deck\'s first', () => {
    const d: Deck = { ...deck([...filler(46), e('C001', 4)]), sets: ['other', 'test'] }
    expect(check(d, 'cfs-classic').violations.find((v) => v.code === 'COPY_LIMIT')!.cards).toEqual(['test:C001'])
  })
})
