import { describe, expect, it } from 'vitest'
import { checkCsCharacter, csErrors, readCsCharacter, SPECIAL_RANKS, type CsCharacter, type CsProblem } from '../../../../src/main/games/cs/character'
import { EXAMPLES, ROOK, WREN } from '../../../../src/main/games/cs/examples'

/** A character as a file would hold it: plain JSON, free to change. */
type Json = Record<string, unknown> & { specials: Record<string, Record<string, unknown>> }
function json(character: CsCharacter = ROOK): Json {
  return JSON.parse(JSON.stringify(character)) as Json
}

/** Rook with special cards changed by rank; values the types forbid are how a form or an old file can still send them. */
function rookWith(specials: Record<string, unknown>, rest: Record<string, unknown> = {}): CsCharacter {
  const merged: Record<string, unknown> = { ...ROOK.specials }
  for (const [rank, change] of Object.entries(specials)) {
    if (change === undefined) delete merged[rank]
    else merged[rank] = { ...(ROOK.specials as Record<string, object>)[rank], ...(change as object) }
  }
  return { ...ROOK, specials: merged, ...rest } as CsCharacter
}

const codes = (problems: CsProblem[]) => problems.map((p) => `${p.code} ${p.field}`)

describe('the examples', () => {
  it('Rook and Wren are legal, marked as examples, with a suit and all five special cards', () => {
    expect(EXAMPLES.map((c) => c.id)).toEqual(['rook', 'wren'])
    for (const character of EXAMPLES) {
      expect(checkCsCharacter(character)).toEqual([])
      expect(character.example).toBe(true)
      expect(character.suit).not.toBe(null)
      expect(Object.keys(character.specials).sort()).toEqual([...SPECIAL_RANKS].sort())
    }
  })

  it('show what the rule book names: Clubs, a "/5" defense value, two-effect cards, absorbing, discarding, and an effect played by hand', () => {
    expect(ROOK.suit).toBe('clubs')
    expect(WREN.specials.J).toMatchObject({ value: 5, defense: true })
    const all = EXAMPLES.flatMap((c) => Object.values(c.specials))
    expect(all.some((s) => s.a !== null && s.b !== null)).toBe(true)
    const kinds = new Set(all.flatMap((s) => [s.a?.form?.kind, s.b?.form?.kind]).filter((k) => k !== undefined))
    expect([...kinds].sort()).toEqual(['absorb', 'discard', 'draw', 'value'])
    for (const character of EXAMPLES) expect(Object.values(character.specials).some((s) => s.a?.form === null || s.b?.form === null)).toBe(true)
  })
})

describe('reading a character file', () => {
  it('reads Rook back from JSON as he is', () => {
    expect(readCsCharacter(json(), 'rook.json')).toEqual({ ok: true, character: ROOK })
  })

  it('fills the defaults, takes a suit as a player writes it, and leaves a missing special card or suit to the checks', () => {
    const file = json()
    const q = file.specials.Q
    for (const key of ['defense', 'b', 'text']) delete q[key]
    file.suit = '♣'
    delete file.specials.J
    delete file.example
    const read = readCsCharacter(file, 'rook.json')
    if (!read.ok) throw new Error(read.problems.join('\n'))
    expect(read.character.suit).toBe('clubs')
    expect(read.character.example).toBe(false)
    expect(read.character.specials.Q).toEqual({ name: 'Body Blow', value: 7, defense: false, a: ROOK.specials.Q!.a, b: null, text: '' })
    expect(Object.keys(read.character.specials).sort()).toEqual(['2', 'A', 'K', 'Q'])
    for (const written of ['Clubs', 'club', 'C', ' clubs '])
      expect(readCsCharacter({ ...json(), suit: written }, 'x.json')).toMatchObject({ ok: true, character: { suit: 'clubs' } })
    const bare = readCsCharacter({ id: 'x', name: 'X' }, 'x.json')
    expect(bare).toEqual({ ok: true, character: { id: 'x', name: 'X', example: false, suit: null, specials: {} } })
  })

  it('refuses what is not a character at all, naming each field', () => {
    expect(readCsCharacter([1, 2], 'x.json')).toEqual({
      ok: false,
      problems: ['x.json: a Card Shot! character is an object: {"id": "rook", "name": "Rook", "suit": "clubs", "specials": {…}}'],
    })
    const file = json()
    file.specials.K.value = 'five'
    file.specials.A.a = "+1 to this card's value"
    file.specials.A.b = { text: 'Discard 2', form: { kind: 'mill', amount: 2 } }
    file.specials.Q.colour = 'red'
    file.specials.J.name = 'x'.repeat(61)
    delete file.specials['2'].value
    file.specials['3'] = { name: 'Three' }
    file.suit = 'stars'
    file.sprite = 'rook.png'
    const read = readCsCharacter(file, 'rook.json')
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.problems).toEqual([
      'rook.json: suit: must be "spades" or "hearts" or "diamonds" or "clubs", or null while it is not chosen',
      // An object lists a key like "2" first, whatever order the file has.
      'rook.json: specials.2.value: missing',
      'rook.json: specials.A.a: must be an object, or null for a card without that effect',
      'rook.json: specials.A.b.form.kind: must be "value" or "absorb" or "draw" or "discard"',
      'rook.json: specials.K.value: must be a number',
      'rook.json: specials.Q.colour: unknown field "colour"; a special card\'s fields are name, value, defense, a, b, text',
      'rook.json: specials.J.name: at most 60 characters',
      'rook.json: specials.3: unknown field "3"; the special cards are on A, K, Q, J, 2',
      'rook.json: sprite: unknown field "sprite"; a character\'s fields are id, name, example, suit, specials',
    ])
  })

  it('names the fields of an effect and of its form', () => {
    const file = json()
    file.specials.A.a = { text: '+1', form: { kind: 'value', amount: 1, when: 'higher' }, cost: 1 }
    const read = readCsCharacter(file, 'rook.json')
    expect(read.ok ? [] : read.problems).toEqual([
      'rook.json: specials.A.a.form.when: unknown field "when"; an effect\'s form has the fields kind, amount',
      'rook.json: specials.A.a.cost: unknown field "cost"; an effect\'s fields are text, form',
    ])
  })

  it('never throws, even on a value whose getters throw', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('boom')
        },
        ownKeys: () => {
          throw new Error('boom')
        },
      },
    )
    expect(readCsCharacter(hostile, 'x.json')).toEqual({ ok: false, problems: ['x.json: could not be read as a Card Shot! character'] })
  })
})

describe('legality: every problem at once, each with a code, the field, a message and a fix', () => {
  it('finds every problem of a character in one pass', () => {
    const broken = rookWith(
      {
        A: { value: 11, b: { text: '', form: { kind: 'draw', amount: 6 } } },
        K: { name: ' Iron Guard', a: null, b: null },
        Q: { a: null, b: { text: 'Your opponent discards 1', form: { kind: 'discard', amount: 1 } } },
        J: { value: 2.5, defense: true, a: { text: '', form: null } },
        '2': undefined,
      },
      { id: 'Rook the Bold!', name: '', suit: null },
    )
    const problems = checkCsCharacter(broken)
    expect(codes(problems)).toEqual([
      'CHARACTER_ID id',
      'CHARACTER_NAME name',
      'SUIT_MISSING suit',
      'VALUE_RANGE specials.A.value',
      'EFFECT_TEXT specials.A.b.text',
      'EFFECT_AMOUNT specials.A.b.form.amount',
      'SPECIAL_NAME specials.K.name',
      'EFFECT_MISSING specials.K.a',
      'EFFECT_MISSING specials.Q.a',
      'VALUE_RANGE specials.J.value',
      'EFFECT_TEXT specials.J.a.text',
      'SPECIAL_MISSING specials.2',
    ])
    for (const p of problems) {
      expect(p.level).toBe('error')
      expect(p.message.length).toBeGreaterThan(10)
      expect(p.fix.length).toBeGreaterThan(5)
    }
    const by = (field: string) => problems.find((p) => p.field === field)!
    expect(by('id').fix).toBe('set the id to "rook-the-bold"')
    expect(by('suit')).toMatchObject({
      message: 'the character has no suit; its number cards of that suit attack for +1 and its cards of that suit absorb 2 damage',
      fix: "pick the character's suit: spades, hearts, diamonds, clubs",
    })
    expect(by('specials.A.value')).toMatchObject({
      message: "Haymaker's attack value is 11; a value is a whole number from 0 to 10, as the number cards 3 to 10 are",
      fix: 'set the attack value to a whole number from 0 to 10',
    })
    expect(by('specials.A.b.text').fix).toBe('write the effect, e.g. "draw 6 cards"')
    expect(by('specials.A.b.form.amount').message).toBe("Haymaker's effect B (draw) has the amount 6; a draw effect's amount is a whole number from 1 to 5")
    expect(by('specials.K.name').fix).toBe('name it "Iron Guard"')
    expect(by('specials.K.a')).toMatchObject({ message: 'Iron Guard has no effect; a special card has one or two', fix: 'write its effect as effect A' })
    expect(by('specials.Q.a')).toMatchObject({
      message: 'Body Blow has an effect B but no effect A; the first effect is the one used upright',
      fix: 'move effect B to effect A',
    })
    expect(by('specials.J.value').message).toBe("Jab's defense value is 2.5; a value is a whole number from 0 to 10, as the number cards 3 to 10 are")
    expect(by('specials.2')).toMatchObject({
      message: 'the character has no special card on 2; the special cards are on A, K, Q, J, 2, and every 2 of the deck plays as it',
      fix: 'add the special card on 2: its name, an attack or defense value, and its effect',
    })
    expect(csErrors(broken)).toHaveLength(problems.length)
  })

  it('a character with no special cards and no suit has six problems, one per missing thing', () => {
    const bare = { id: 'x', name: 'X', example: false, suit: null, specials: {} } as CsCharacter
    expect(codes(checkCsCharacter(bare))).toEqual(['SUIT_MISSING suit', ...SPECIAL_RANKS.map((rank) => `SPECIAL_MISSING specials.${rank}`)])
  })

  it("values run 0 to 10 and amounts 1 to their kind's most; an effect given only as text is legal", () => {
    expect(checkCsCharacter(rookWith({ Q: { value: 0 }, A: { value: 10 } }))).toEqual([])
    expect(codes(checkCsCharacter(rookWith({ Q: { value: -1 } })))).toEqual(['VALUE_RANGE specials.Q.value'])
    expect(
      codes(
        checkCsCharacter(
          rookWith({ K: { a: { text: 'Absorb 11', form: { kind: 'absorb', amount: 11 } } }, Q: { a: { text: 'x', form: { kind: 'discard', amount: 0 } } } }),
        ),
      ),
    ).toEqual(['EFFECT_AMOUNT specials.K.a.form.amount', 'EFFECT_AMOUNT specials.Q.a.form.amount'])
    expect(checkCsCharacter(rookWith({ Q: { a: { text: 'Your opponent shows you their hand', form: null } } }))).toEqual([])
  })

  it('warns when effects A and B are the same: placing the card sideways changes nothing', () => {
    const same = rookWith({ J: { b: ROOK.specials.J!.a } })
    const problems = checkCsCharacter(same)
    expect(problems).toEqual([
      {
        code: 'EFFECT_SAME',
        level: 'warning',
        field: 'specials.J.b',
        message: "Jab's effects A and B are the same, so placing it sideways changes nothing",
        fix: 'give effect B another effect, or remove it',
      },
    ])
    expect(csErrors(same)).toEqual([])
  })
})
