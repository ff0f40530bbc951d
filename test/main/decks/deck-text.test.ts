import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Deck } from '../../../src/shared/deck'
import { fixDeckText, parseDeckSyntax } from '../../../src/main/decks/deck-text'
import { freshServices, sharedServices } from '../../helpers'

const parse = (text: string) => sharedServices().decks.parse(text)
const problems = (text: string) => {
  const r = parse(text)
  return r.ok ? [] : r.problems
}

describe('deck text: reading', () => {
  it('reads the README example', () => {
    const r = parse(
      ['# comments start with #', 'name: Shoto Rush', 'format: cfs-legends', 'Main', '3 C001 Ryu', '2x Sakura', 'Strikers', '1 C028 Sakura'].join('\n'),
    )
    expect(r).toEqual({
      ok: true,
      deck: {
        name: 'Shoto Rush',
        format: 'cfs-legends',
        sets: ['cfs-base'],
        main: [
          { set: 'cfs-base', number: 'C001', count: 3 },
          { set: 'cfs-base', number: 'C028', count: 2 },
        ],
        strikers: [{ set: 'cfs-base', number: 'C028', count: 1 }],
      },
    })
  })

  it('reads a Considering section: cards the player may put in, left out of legality, stats and the count', () => {
    const s = sharedServices()
    const r = s.decks.parse(['name: Maybe', 'Main', '3 C001 Ryu', 'Considering:', '4 C002 Ken', '1 C001'].join('\n'))
    expect(r.ok && r.deck.considering).toEqual([
      { set: 'cfs-base', number: 'C002', count: 4 },
      { set: 'cfs-base', number: 'C001', count: 1 },
    ])
    if (!r.ok) return
    // Four Kens, and a fourth Ryu counting both zones, would each break the copy limit in the deck.
    const legality = s.decks.legality(r.deck)
    expect(legality.size).toBe(3)
    expect(legality.violations.map((v) => v.code)).not.toContain('COPY_LIMIT')
    const text = s.decks.write(r.deck)
    expect(text).toBe('name: Maybe\nMain\n3 C001 Ryu\nConsidering\n4 C002 Ken\n1 C001 Ryu\n')
    expect(s.decks.parse(text)).toEqual(r)
    // No Considering section when it holds nothing.
    expect(s.decks.write({ ...r.deck, considering: [] })).not.toContain('Considering')
  })

  it('takes every quantity form, and no quantity as 1', () => {
    const r = parse(['3 C001', '3x C002', 'x3 C003', '3X C004', 'C005', 'C006 Blanka'].join('\n'))
    expect(r.ok && r.deck.main.map((e) => e.count)).toEqual([3, 3, 3, 3, 1, 1])
  })

  it('adds repeated lines up and puts cards before any section in Main', () => {
    const r = parse(['C001', '2 Ryu', 'strikers:', '1 C028', 'MAIN', 'C001'].join('\n'))
    expect(r.ok && r.deck.main).toEqual([{ set: 'cfs-base', number: 'C001', count: 4 }])
    expect(r.ok && r.deck.strikers).toEqual([{ set: 'cfs-base', number: 'C028', count: 1 }])
  })

  it('resolves names exactly, else by a unique case-insensitive match', () => {
    const r = parse(['Chun Li', 'chun li (u)', 'GEESE'].join('\n'))
    expect(r.ok && r.deck.main.map((e) => e.number)).toEqual(['C003', 'C020', 'S019'])
  })

  it('reads names as players type them, as OCTGN decks are read: without case, spaces or punctuation, and by other names', () => {
    const r = parse(['3 Chun-Li', '3 Akuma', '3 Fei Long', '3 E. Honda', '3 Evil Ryu', '3 M.Bison', 'Ryu x3', '3 x Ken', 'Sakura 2x', 'x 2 Guile'].join('\n'))
    expect(r.ok && r.deck.main.map((e) => `${e.count} ${e.number}`)).toEqual([
      '3 C003',
      '3 C018',
      '3 C015',
      '3 C005',
      '3 C049',
      '3 C012',
      '3 C001',
      '3 C002',
      '2 C028',
      '2 C004',
    ])
    // Still never a guess: a name two cards answer to is refused, naming both.
    expect(problems('3 chunli')).toEqual([])
    expect(problems('Ryu x0')).toEqual([{ line: 1, message: 'quantity must be at least 1: "Ryu x0"' }])
  })

  it("names the set of a card the deck's sets lack, rather than suggesting another card", () => {
    const s = freshServices()
    s.editor.createSet('fan-cards', 'Fan cards')
    const rose = s.editor.duplicate({ set: 'cfs-base', number: 'C022' }, 'fan-cards')
    expect(s.editor.save('fan-cards', { ...rose, name: 'Rose (Fan)', backups: [] }, rose.number)).toMatchObject({ ok: true })
    const r = s.decks.parse('3 Rose (Fan)\n')
    expect(r.ok ? [] : r.problems).toEqual([{ line: 1, message: 'Rose (Fan) is in set fan-cards: add it to "sets:"' }])
    expect(s.decks.parse('sets: cfs-base, fan-cards\n3 Rose (Fan)\n')).toMatchObject({ ok: true, deck: { main: [{ set: 'fan-cards', count: 3 }] } })
  })

  it('reads loose card numbers: c1, C01 and #C001 are C001', () => {
    // A line starting with # stays a comment; after a quantity, #C003 is the number.
    const r = parse(['3 c1', '2 C02', '1 #C003', '#S001 Terry', 's1 Terry'].join('\n'))
    expect(r.ok && r.deck.main.map((e) => `${e.count} ${e.number}`)).toEqual(['3 C001', '2 C002', '1 C003', '1 S001'])
    expect(problems('c999')).toEqual([{ line: 1, message: 'unknown card number c999' }])
  })

  it('keeps names case-sensitive: ZERO and Zero are different cards', () => {
    const r = parse(['ZERO', 'Zero'].join('\n'))
    expect(r.ok && r.deck.main.length).toBe(2)
    expect(problems('zero')).toEqual([{ line: 1, message: expect.stringMatching(/could be .* or .* — write the number/) }])
  })

  it('reads a name that starts with a number', () => {
    const r = parse(['3 Shimai (3 Sisters)', '2 3 Taku QUIZ (Tri-Quiz)'].join('\n'))
    expect(r.ok && r.deck.main.map((e) => e.count)).toEqual([1, 2])
  })

  it('never resolves a fuzzy match silently: it names the line and suggests cards', () => {
    expect(problems(['3 C001 Ryu', '', '2 Chun-Lee'].join('\n'))).toEqual([
      { line: 3, message: expect.stringMatching(/^unknown card "Chun-Lee" — did you mean C003 Chun Li/), fix: '2 C003 Chun Li' },
    ])
  })

  it('gives each misspelt card its fix, the nearest card, and the file fixed when every problem has one', () => {
    const text = 'Main\n3 Ryu\n2 Chun-Lee\nsets: x\n'
    expect(problems('Main\n3 Ryu\n2 Chun-Lee\n')).toEqual([{ line: 3, message: expect.stringContaining('unknown card "Chun-Lee"'), fix: '2 C003 Chun Li' }])
    const read = parse('Main\n3 Ryu\n2 Chun-Lee\n')
    expect(read.ok ? null : fixDeckText('Main\n3 Ryu\n2 Chun-Lee\n', read.problems)).toBe('Main\n3 Ryu\n2 C003 Chun Li\n')
    // A problem with no fix (an unknown number, a misplaced header) leaves the file to the player.
    const unfixable = parse(text)
    expect(unfixable.ok ? 'read' : fixDeckText(text, unfixable.problems)).toBeNull()
    expect(problems('C999')[0].fix).toBeUndefined()
  })

  it('reports every bad line at once, in line order', () => {
    const text = ['name: X', 'colour: red', 'Main', '0 C001', '-2 C002', 'C999', 'C001 Ken', 'format: cfs-classic'].join('\n')
    expect(problems(text)).toEqual([
      { line: 2, message: 'unknown header "colour:" (headers are name:, format: and sets:)' },
      { line: 4, message: 'quantity must be at least 1: "0 C001"' },
      { line: 5, message: 'quantity must be at least 1: "-2 C002"' },
      { line: 6, message: 'unknown card number C999' },
      { line: 7, message: 'C001 is Ryu, not "Ken"' },
      { line: 8, message: 'header "format:" must come before the first section' },
    ])
  })

  it('refuses unknown formats and sets, and duplicated headers', () => {
    expect(problems('format: cfs-modern\nC001')).toEqual([{ line: 1, message: expect.stringContaining('unknown format "cfs-modern"') }])
    expect(problems('sets: cfs-base, nope\nC001')).toEqual([{ line: 1, message: expect.stringContaining('unknown set "nope"') }])
    expect(problems('name: a\nname: b')).toEqual([{ line: 2, message: '"name:" is given twice' }])
  })

  it("resolves numbers through the deck's sets in order, and set-qualified numbers", () => {
    const r = parse(['sets: cfc-1999, cfs-base', 'Main', 'C001', 'cfs-base:C001', 'C160'].join('\n'))
    expect(r.ok && r.deck.main).toEqual([
      { set: 'cfc-1999', number: 'C001', count: 1 },
      { set: 'cfs-base', number: 'C001', count: 1 },
      { set: 'cfs-base', number: 'C160', count: 1 },
    ])
    expect(problems('cfc-1999:C001')).toEqual([{ line: 1, message: expect.stringContaining("not among the deck's sets") }])
  })

  it('handles CRLF files and blank or comment-only input', () => {
    const r = parse('name: Win\r\nMain\r\n2 C001\r\n')
    expect(r.ok && r.deck).toMatchObject({ name: 'Win', main: [{ number: 'C001', count: 2 }] })
    expect(parse('# nothing\n\n')).toMatchObject({ ok: true, deck: { main: [], strikers: [] } })
  })

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const r = parse(text)
        expect(typeof r.ok).toBe('boolean')
        if (!r.ok) for (const p of r.problems) expect(p.line).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 300 },
    )
  })

  it('syntax keeps the line number of every card line', () => {
    const { syntax } = parseDeckSyntax('# c\n\n2 Ryu\nStrikers\nKen')
    expect(syntax.lines.map((l) => [l.line, l.zone, l.count, l.card])).toEqual([
      [3, 'main', 2, 'Ryu'],
      [5, 'strikers', 1, 'Ken'],
    ])
  })
})

describe('deck text: writing', () => {
  it('writes the canonical 3 C001 Ryu form', () => {
    const r = parse('name: Shoto\nformat: cfs-legends\n2x Sakura\nRyu\nRyu\nStrikers\nC028')
    expect(r.ok && sharedServices().decks.write(r.deck)).toBe('name: Shoto\nformat: cfs-legends\nMain\n2 C028 Sakura\n2 C001 Ryu\nStrikers\n1 C028 Sakura\n')
  })

  it('round-trips losslessly: parse(write(deck)) is the deck', () => {
    const s = sharedServices()
    const base = s.catalogue.indexCards(['cfs-base'])
    const clash = s.catalogue.indexCards(['cfc-1999'])
    const bySet: Record<string, typeof base> = { 'cfs-base': base, 'cfc-1999': clash }
    const entry = (sets: string[]) => fc.record({ card: fc.constantFrom(...sets.flatMap((set) => bySet[set])), count: fc.integer({ min: 1, max: 9 }) })
    const zone = (sets: string[]) =>
      fc.array(entry(sets), { maxLength: 12 }).map((list) => {
        const seen = new Map<string, { set: string; number: string; count: number }>()
        for (const { card, count } of list) {
          const k = `${card.set}/${card.number}`
          if (!seen.has(k)) seen.set(k, { set: card.set, number: card.number, count })
        }
        return [...seen.values()]
      })
    const name = fc.string({ minLength: 1, maxLength: 30 }).map((n) => n.replace(/\s+/g, ' ').trim())
    const deck: fc.Arbitrary<Deck> = fc.constantFrom<string[]>(['cfs-base'], ['cfc-1999'], ['cfs-base', 'cfc-1999'], ['cfc-1999', 'cfs-base']).chain((sets) =>
      fc.record({
        name: fc.option(name.filter(Boolean), { nil: null }),
        format: fc.option(fc.constantFrom('cfs-classic', 'cfs-legends', 'cfp-original'), { nil: null }),
        sets: fc.constant(sets),
        main: zone(sets),
        strikers: zone(sets),
      }),
    )
    fc.assert(
      fc.property(deck, (d) => {
        const text = s.decks.write(d)
        const again = s.decks.parse(text)
        expect(again).toEqual({ ok: true, deck: d })
        expect(again.ok && s.decks.write(again.deck)).toBe(text)
      }),
      { numRuns: 300 },
    )
  })
})
