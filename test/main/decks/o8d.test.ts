// OCTGN decks (.o8d): the plugin's files read by card name, every card that matches nothing listed with its line,
// hostile XML refused with a reason, and any deck back whole from the file Ringside writes.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Deck } from '../../../src/shared/deck'
import { deckLimitProblem, MAX_DECK_FILE_BYTES } from '../../../src/shared/deck'
import type { IndexedCard } from '../../../src/main/core/card-index'
import { CFC_GAME_ID, isO8d, O8dCards, o8dCardId, readO8d, writeO8d } from '../../../src/main/decks/o8d'
import { createDispatch } from '../../../src/main/ipc/dispatch'
import { freshServices, sharedServices } from '../../helpers'

const decks = () => sharedServices().decks

/** An OCTGN deck file as the plugin saves it: the sections, each `[qty, name]`, every card with an id of its own. */
function o8d(sections: Record<string, [number, string][]>): string {
  const lines = ['<?xml version="1.0" encoding="utf-8" standalone="yes"?>', `<deck game="${CFC_GAME_ID}">`]
  let n = 0
  for (const [name, cards] of Object.entries(sections)) {
    lines.push(`  <section name="${name}" shared="False">`)
    for (const [qty, card] of cards) lines.push(`    <card qty="${qty}" id="f286cc08-ae18-4a40-bd66-${String(n++).padStart(12, '0')}">${card}</card>`)
    lines.push('  </section>')
  }
  lines.push('  <notes><![CDATA[]]></notes>', '</deck>')
  return lines.join('\n') + '\n'
}

const problemsOf = (text: string, fileName = 'deck.o8d') => {
  const read = decks().parseFile(text, fileName)
  if (read.ok) throw new Error(`read as a deck: ${JSON.stringify(read.deck)}`)
  return read.problems
}

describe('reading an OCTGN deck', () => {
  it('reads the Main and Strikers sections by card name, whatever the case, spaces and punctuation', () => {
    const text = o8d({
      Main: [
        [3, 'Ryu'],
        [2, 'chun-li'],
        [1, 'E. HONDA'],
        [3, 'Fight!'],
      ],
      Strikers: [
        [1, 'Bob'],
        [1, 'twelve'],
      ],
    })
    const read = decks().parseFile(text, 'Shoto.o8d')
    expect(read).toEqual({
      ok: true,
      deck: {
        name: null,
        format: null,
        sets: ['cfs-base'],
        main: [
          { set: 'cfs-base', number: 'C001', count: 3 },
          { set: 'cfs-base', number: 'C003', count: 2 },
          { set: 'cfs-base', number: 'C005', count: 1 },
          { set: 'cfs-base', number: 'A001', count: 3 },
        ],
        strikers: [
          { set: 'cfs-base', number: 'S010', count: 1 },
          { set: 'cfs-base', number: 'C045', count: 1 },
        ],
      },
    })
  })

  it('takes "Deck" and "Main Deck" for Main, adds repeated cards up, and matches another name of a card', () => {
    const read = decks().parseFile(
      o8d({
        Deck: [
          [2, 'Ryu'],
          [1, 'Akuma'],
        ],
        'Main Deck': [[1, 'RYU']],
      }),
      'x.o8d',
    )
    expect(read.ok && read.deck.main).toEqual([
      { set: 'cfs-base', number: 'C001', count: 3 },
      // Gouki, whose other name is Akuma: the base set comes before the optional cfc-1999, which prints an Akuma.
      { set: 'cfs-base', number: 'C018', count: 1 },
    ])
  })

  it('matches names in the sets a file names first, then the base set', () => {
    const text = o8d({ Main: [[2, 'Ryu']] }).replace('<deck game=', '<deck sets="cfc-1999" game=')
    const read = decks().parseFile(text, 'x.o8d')
    expect(read.ok && read.deck).toMatchObject({ sets: ['cfc-1999'], main: [{ set: 'cfc-1999', number: 'C001', count: 2 }] })
  })

  it('lists every card that matches nothing, each by name and line, and reads no deck', () => {
    const text = o8d({
      Main: [
        [3, 'Ryu'],
        [2, 'Terry Bogardo'],
        [1, 'Ken'],
        [1, 'Goku (Super)'],
      ],
      Strikers: [[1, 'Mr. Nobody']],
    })
    const problems = problemsOf(text)
    expect(problems).toEqual([
      { line: 5, message: 'no card named "Terry Bogardo" in cfs-base, cfc-1999' },
      { line: 7, message: 'no card named "Goku (Super)" in cfs-base, cfc-1999' },
      { line: 10, message: 'no card named "Mr. Nobody" in cfs-base, cfc-1999' },
    ])
    expect(text.split('\n')[4]).toContain('Terry Bogardo')
  })

  it('says when a name means two cards of one set, naming both', () => {
    expect(problemsOf(o8d({ Main: [[1, 'Kaede']] }))).toEqual([{ line: 4, message: '"Kaede" could be S088 kaede or S089 KAEDE (set cfs-base)' }])
    // The exact name decides first: Zero and ZERO are two cards.
    const read = decks().parseFile(
      o8d({
        Main: [
          [1, 'Zero'],
          [1, 'ZERO'],
        ],
      }),
      'x.o8d',
    )
    expect(read.ok && read.deck.main.map((e) => e.number)).toEqual(['S156', 'C112'])
  })

  it('refuses a section Ringside decks do not have when it holds cards, naming it; an empty one is no matter', () => {
    expect(
      problemsOf(
        o8d({
          Main: [[1, 'Ryu']],
          Sideboard: [
            [2, 'Ken'],
            [1, 'Guile'],
          ],
        }),
      ),
    ).toEqual([{ line: 6, message: 'section "Sideboard": a Ringside deck has Main, Strikers and Considering only, so its 2 cards were not read' }])
    expect(decks().parseFile(o8d({ Main: [[1, 'Ryu']], Sideboard: [] }), 'x.o8d').ok).toBe(true)
  })

  it('reads a Considering (or Maybeboard) section as the cards the player is considering', () => {
    const read = decks().parseFile(o8d({ Main: [[1, 'Ryu']], Maybeboard: [[2, 'Ken']] }), 'x.o8d')
    expect(read.ok && read.deck.considering).toEqual([{ set: 'cfs-base', number: 'C002', count: 2 }])
  })

  it('refuses a quantity that is not a whole number from 1 to 999, and a card with no name', () => {
    const text = o8d({
      Main: [
        [0, 'Ryu'],
        [1, ''],
        [1000, 'Ken'],
      ],
    }).replace('qty="1" ', 'qty="two" ')
    expect(problemsOf(text)).toEqual([
      { line: 4, message: '"Ryu": qty must be a whole number from 1 to 999, not "0"' },
      { line: 5, message: 'a card with no name' },
      { line: 6, message: '"Ken": qty must be a whole number from 1 to 999, not "1000"' },
    ])
  })

  it('reads the notes OCTGN keeps with the deck', () => {
    const text = o8d({ Main: [[1, 'Ryu']] }).replace('<![CDATA[]]>', '<![CDATA[Mulligan for Ryu.\n<b>not markup</b>]]>')
    const read = decks().parseFile(text, 'x.o8d')
    expect(read.ok && read.deck.notes).toBe('Mulligan for Ryu.\n<b>not markup</b>')
    expect(problemsOf(o8d({ Main: [[1, 'Ryu']] }).replace('<![CDATA[]]>', `<![CDATA[${'n'.repeat(20_001)}]]>`))).toEqual([
      { line: 0, message: 'notes: 20,001 characters, at most 20,000' },
    ])
  })

  it("decodes XML's entities and character references in names, and counts lines across CRLF", () => {
    const text = o8d({
      Main: [
        [1, 'Chun&#32;Li'],
        [1, 'Nobody &amp; Co'],
      ],
    }).replace(/\n/g, '\r\n')
    expect(problemsOf(text)).toEqual([{ line: 5, message: 'no card named "Nobody & Co" in cfs-base, cfc-1999' }])
  })

  it('is chosen by the .o8d name or by text that starts like XML, not for deck text or JSON', () => {
    expect(isO8d('3 Ryu', 'a.o8d')).toBe(true)
    expect(isO8d('\uFEFF<?xml version="1.0"?><deck/>', 'pasted')).toBe(true)
    expect(isO8d('  <deck game="x">', 'pasted')).toBe(true)
    expect(isO8d('3 Ryu\n', 'a.deck.txt')).toBe(false)
    expect(isO8d('{"ringside":"deck"}', 'a.json')).toBe(false)
    // An .o8d dropped on the app or given to a command is read as one.
    expect(decks().parseFile(o8d({ Main: [[2, 'Ken']] }), 'pasted text').ok).toBe(true)
  })
})

describe('hostile or broken OCTGN files', () => {
  it('refuses a DOCTYPE, so no entity is ever declared or expanded', () => {
    const bomb =
      '<?xml version="1.0"?>\n<!DOCTYPE deck [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<deck><section name="Main"><card qty="1">&b;</card></section></deck>'
    expect(problemsOf(bomb)).toEqual([{ line: 2, message: 'a DOCTYPE is not allowed in an OCTGN deck file' }])
    expect(problemsOf('<!doctype deck SYSTEM "file:///etc/passwd"><deck/>')[0].message).toMatch(/DOCTYPE is not allowed/)
  })

  it('leaves an undeclared entity as written', () => {
    expect(problemsOf(o8d({ Main: [[1, '&foo;']] }))).toEqual([{ line: 4, message: 'no card named "&foo;" in cfs-base, cfc-1999' }])
  })

  it('refuses a file over the deck file limit before parsing it', () => {
    const huge = o8d({ Main: [[1, 'Ryu']] }).replace('<notes>', `<notes>${'x'.repeat(MAX_DECK_FILE_BYTES)}`)
    expect(problemsOf(huge)).toEqual([{ line: 0, message: 'larger than 1 MB: not a deck file' }])
  })

  it('says where text stops being XML', () => {
    const broken = o8d({ Main: [[1, 'Ryu']] }).replace('</section>', '</sektion>')
    const [problem] = problemsOf(broken)
    expect(problem.line).toBe(5)
    expect(problem.message).toMatch(/^not well-formed XML: /)
    expect(problemsOf('just some words', 'words.o8d')[0].message).toMatch(/^not well-formed XML: /)
  })

  it('refuses a file whose root is not <deck>', () => {
    expect(problemsOf('<?xml version="1.0"?>\n<decklist><card qty="1">Ryu</card></decklist>')).toEqual([
      { line: 0, message: 'not an OCTGN deck: the file\'s root element must be <deck game="…">' },
    ])
  })

  it('refuses an unknown set or format named by a file it wrote', () => {
    expect(problemsOf('<deck sets="nope"><section name="Main"><card qty="1">Ryu</card></section></deck>')[0].message).toMatch(/^sets: unknown set "nope"/)
    expect(problemsOf('<deck format="cfs-nope"><section name="Main"><card qty="1">Ryu</card></section></deck>')[0].message).toMatch(
      /^format: unknown format "cfs-nope"/,
    )
  })
})

describe('writing an OCTGN deck', () => {
  it("writes the plugin's game, a Main section and Strikers, each base set card by the plugin's id and name", () => {
    const deck: Deck = {
      name: 'Fatal <Fury> & Co',
      format: 'cfs-legends',
      sets: ['cfs-base'],
      main: [{ set: 'cfs-base', number: 'C001', count: 3 }],
      strikers: [{ set: 'cfs-base', number: 'S010', count: 1 }],
      notes: 'Send Bob first.\nA note with ]]> in it.',
    }
    const text = decks().writeO8d(deck)
    expect(text).toBe(
      [
        '<?xml version="1.0" encoding="utf-8" standalone="yes"?>',
        `<deck game="${CFC_GAME_ID}" name="Fatal &lt;Fury&gt; &amp; Co" format="cfs-legends" sets="cfs-base">`,
        '  <section name="Main" shared="False">',
        '    <card qty="3" id="4f2454d7-2294-47a2-a473-a838c1f7d874">Ryu</card>',
        '  </section>',
        '  <section name="Strikers" shared="False">',
        '    <card qty="1" id="0cc81206-ad63-4ea9-b74c-57947b531f11">Bob</card>',
        '  </section>',
        '  <notes><![CDATA[Send Bob first.',
        'A note with ]]]]><![CDATA[> in it.]]></notes>',
        '</deck>',
        '',
      ].join('\n'),
    )
    // A card the plugin does not have gets an id from its set and number.
    expect(o8dCardId('cfs-base', 'C001')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(o8dCardId('cfs-base', 'C001')).not.toBe(o8dCardId('cfc-1999', 'C001'))
    expect(decks().parseFile(text, 'back.o8d')).toEqual({ ok: true, deck })
  })

  it('keeps two cards of one name apart through their ids', () => {
    const deck: Deck = {
      name: null,
      format: null,
      sets: ['cfs-base'],
      main: [
        { set: 'cfs-base', number: 'S088', count: 1 },
        { set: 'cfs-base', number: 'S089', count: 2 },
      ],
      strikers: [],
    }
    expect(decks().parseFile(decks().writeO8d(deck), 'x.o8d')).toEqual({ ok: true, deck })
  })
})

describe('OCTGN decks in the library', () => {
  it('imports a file as a new deck named after it, exports it as .o8d through IPC, and imports that back the same', async () => {
    const s = freshServices()
    const dispatch = createDispatch(s)
    const made = s.deckFiles.importDeck(
      o8d({
        Main: [
          [3, 'Ryu'],
          [2, 'Ken'],
        ],
        Strikers: [[1, 'Bob']],
      }),
      'Shoto Rush.o8d',
    )
    if (!made.ok) throw new Error('the deck did not import')
    expect(made.deck).toMatchObject({
      name: 'Shoto Rush',
      main: [
        { number: 'C001', count: 3 },
        { number: 'C002', count: 2 },
      ],
      strikers: [{ number: 'S010', count: 1 }],
    })
    const exported = await dispatch('exportDeck', { id: made.deck.id, as: 'o8d' })
    if (!exported.ok) throw new Error(exported.error.message)
    expect(exported.value).toMatchObject({ fileName: 'Shoto Rush.o8d', text: expect.stringContaining('>Ryu</card>') })
    const again = s.deckFiles.importDeck((exported.value as { text: string }).text, 'copy.o8d')
    expect(again.ok && again.deck).toMatchObject({ name: 'Shoto Rush', main: made.deck.main, strikers: made.deck.strikers })
  })

  it('imports nothing from a file with unmatched cards, and lists each', () => {
    const s = freshServices()
    const before = s.library.list().length
    const r = s.deckFiles.importDeck(
      o8d({
        Main: [
          [1, 'Goku'],
          [1, 'Ryu'],
          [1, 'Vegeta'],
        ],
      }),
      'dbz.o8d',
    )
    expect(r).toEqual({
      ok: false,
      fileName: 'dbz.o8d',
      problems: [
        { line: 4, message: 'no card named "Goku" in cfs-base, cfc-1999' },
        { line: 6, message: 'no card named "Vegeta" in cfs-base, cfc-1999' },
      ],
    })
    expect(s.library.list().length).toBe(before)
  })
})

// A catalogue of its own for the properties: names repeat within and across sets, and only ids tell them apart.
const SETS = ['cfs-base', 'extra', 'more']
const xmlText = fc
  .string({ minLength: 1, maxLength: 30, unit: 'grapheme' })
  .filter((s) => s.trim() === s && !/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u.test(s))
const catalogue = fc.uniqueArray(
  fc.record({
    set: fc.constantFrom(...SETS),
    number: fc.stringMatching(/^[CSAR]\d{3}$/),
    name: fc.oneof(xmlText, fc.constantFrom('Ryu', 'ryu', 'R.Y.U', 'Zero')),
    kind: fc.constant('capcom' as const),
    altNames: fc.array(xmlText, { maxLength: 2 }),
  }),
  { minLength: 1, maxLength: 40, selector: (c) => `${c.set}:${c.number}` },
)
const lookup = (cards: IndexedCard[]) => (preferred: readonly string[]) => new O8dCards([...new Set([...preferred, ...SETS])], cards)

describe('properties', () => {
  it('any deck → .o8d → the same deck', () => {
    fc.assert(
      fc.property(
        catalogue.chain((cards) =>
          fc.record({
            cards: fc.constant<IndexedCard[]>(cards),
            deck: fc.record({
              name: fc.option(xmlText, { nil: null }),
              format: fc.option(fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/), { nil: null }),
              sets: fc.shuffledSubarray(SETS, { minLength: 1 }),
              main: fc.uniqueArray(fc.record({ card: fc.constantFrom(...cards), count: fc.integer({ min: 1, max: 999 }) }), {
                selector: (e) => e.card,
                maxLength: 60,
              }),
              strikers: fc.uniqueArray(fc.record({ card: fc.constantFrom(...cards), count: fc.integer({ min: 1, max: 3 }) }), {
                selector: (e) => e.card,
                maxLength: 3,
              }),
              // XML reads a carriage return in CDATA as a line feed: the app's notes have none.
              notes: fc.option(
                fc.oneof(
                  xmlText.filter((t) => !t.includes('\r')),
                  fc.constantFrom(' a ]]> b\n\tc ', ']]>', 'x]]]]>y'),
                ),
                { nil: undefined },
              ),
            }),
          }),
        ),
        ({ cards, deck: d }) => {
          const entry = (e: { card: IndexedCard; count: number }) => ({ set: e.card.set, number: e.card.number, count: e.count })
          const used = [...d.main, ...d.strikers].map((e) => e.card.set)
          const deck: Deck = {
            name: d.name,
            format: d.format,
            sets: [...new Set([...d.sets, ...used])],
            main: d.main.map(entry),
            strikers: d.strikers.map(entry),
            ...(d.notes ? { notes: d.notes } : {}),
          }
          const names = new Map(cards.map((c) => [`${c.set}:${c.number}`, c.name]))
          const text = writeO8d(deck, (set, number) => names.get(`${set}:${number}`))
          // A deck past the size limit is refused on its way in, whichever file brings it.
          if (deckLimitProblem(deck))
            expect(readO8d(text, lookup(cards), SETS)).toMatchObject({
              ok: false,
              problems: [{ message: expect.stringMatching(/cards by here: a deck holds at most/) }],
            })
          else expect(readO8d(text, lookup(cards), SETS)).toEqual({ ok: true, deck })
        },
      ),
      { numRuns: 200 },
    )
  })

  it('any text → a deck or problems, never a throw', () => {
    const cards: IndexedCard[] = [{ set: 'cfs-base', number: 'C001', name: 'Ryu', kind: 'capcom', altNames: [] }]
    const fragments = fc.constantFrom(
      '<?xml version="1.0"?>',
      '<deck game="x">',
      '</deck>',
      '<deck/>',
      '<section name="Main">',
      '<section name="Strikers">',
      '<section name="Side">',
      '</section>',
      '<card qty="1">',
      '<card qty="x" id="y">',
      '</card>',
      'Ryu',
      '&amp;',
      '&#0;',
      '&#x110000;',
      '&#65;',
      '<![CDATA[',
      ']]>',
      '<!DOCTYPE',
      '<!-- ',
      ' -->',
      '<notes>',
      '</notes>',
      '\n',
      '\r\n',
      '<',
      '>',
      '"',
      '=',
      '<card/>',
      '<section/>',
      '<deck section="1" card="2">',
      '<__proto__>',
      '</__proto__>',
      '<constructor qty="1">',
    )
    const texts = fc.oneof(
      fc.string(),
      fc.array(fragments, { maxLength: 40 }).map((f) => f.join('')),
      fc.array(fc.oneof(fragments, fc.string({ maxLength: 3 })), { maxLength: 40 }).map((f) => f.join('')),
    )
    fc.assert(
      fc.property(texts, (text) => {
        const read = readO8d(text, lookup(cards), SETS)
        if (read.ok) expect(read.deck.main.every((e) => e.count >= 1)).toBe(true)
        else expect(read.problems.length).toBeGreaterThan(0)
      }),
      { numRuns: 2000 },
    )
  })
})
