import { describe, expect, it } from 'vitest'
import {
  checkTfCharacter,
  KNOWN_TYPES,
  readTfCharacter,
  tfErrors,
  type TfCard,
  type TfCharacter,
  type TfProblem,
} from '../../../../src/main/games/tf/character'
import { CHUN_LI, EXAMPLES, KEN } from '../../../../src/main/games/tf/examples'

/** A character as a file would hold it: plain JSON, free to change. */
function json(character: TfCharacter = KEN): Record<string, unknown> & { cards: Record<string, unknown>[]; order: string[] } {
  return JSON.parse(JSON.stringify(character)) as Record<string, unknown> & { cards: Record<string, unknown>[]; order: string[] }
}

/** Ken with cards changed by index; values the types forbid are how a form or an old file can still send them. */
function kenWith(cards: Record<number, Partial<Record<keyof TfCard, unknown>>>, rest: Record<string, unknown> = {}): TfCharacter {
  return { ...KEN, cards: KEN.cards.map((card, i) => ({ ...card, ...cards[i] })), ...rest } as TfCharacter
}

const codes = (problems: TfProblem[]) => problems.map((p) => `${p.code} ${p.field}`)

describe('the examples', () => {
  it('Ken and Chun-Li are legal, marked as examples, with 6 basic cards, a super and the order of the six', () => {
    expect(EXAMPLES.map((c) => c.id)).toEqual(['ken', 'chun-li'])
    for (const character of EXAMPLES) {
      expect(checkTfCharacter(character)).toEqual([])
      expect(character.example).toBe(true)
      expect(character.cards.filter((c) => !c.super)).toHaveLength(6)
      expect(character.cards.filter((c) => c.super)).toHaveLength(1)
      expect([...character.order].sort()).toEqual(
        character.cards
          .filter((c) => !c.super)
          .map((c) => c.name)
          .sort(),
      )
    }
  })

  it("Ken's super can be charged (the rule book's only word on his cards)", () => {
    const shinryuken = KEN.cards.find((c) => c.super)!
    expect(shinryuken.charge?.bonus).toEqual({ damage: 2, speed: 2 })
  })

  it('every type the examples name is a known type', () => {
    const known = new Set(KNOWN_TYPES.map((t) => t.name))
    for (const card of [...KEN.cards, ...CHUN_LI.cards]) {
      expect(known.has(card.type.name)).toBe(true)
      expect(KNOWN_TYPES.find((t) => t.name === card.type.name)!.symbol).toBe(card.type.symbol)
      for (const name of [...card.wins, ...card.loses, ...card.combos]) expect(known.has(name)).toBe(true)
    }
  })
})

describe('reading a character file', () => {
  it('reads Ken back from JSON as he is', () => {
    const read = readTfCharacter(json(), 'ken.json')
    expect(read).toEqual({ ok: true, character: KEN })
  })

  it('fills a missing order with the basic cards as listed, and the defaults of a card', () => {
    const file = json()
    delete (file as Record<string, unknown>).order
    const card = file.cards[0]
    for (const key of ['speed', 'wins', 'loses', 'combos', 'charge', 'super']) delete card[key]
    const read = readTfCharacter(file, 'ken.json')
    if (!read.ok) throw new Error(read.problems.join('\n'))
    expect(read.character.order).toEqual(['Jab', 'Roundhouse', 'Hadoken', 'Shoryuken', 'Shoulder Throw', 'Guard'])
    expect(read.character.cards[0]).toEqual({
      name: 'Jab',
      type: { name: 'Strike', symbol: '▲' },
      damage: 2,
      speed: null,
      wins: [],
      loses: [],
      combos: [],
      charge: null,
      super: false,
    })
    expect(read.character.example).toBe(true)
  })

  it('refuses what is not a character at all, naming each field', () => {
    expect(readTfCharacter([1, 2], 'x.json')).toEqual({
      ok: false,
      problems: ['x.json: a Table Fighter character is an object: {"id": "ken", "name": "Ken", "cards": […]}'],
    })
    const file = json()
    file.cards[0].damage = 'two'
    file.cards[1].speed = 'fast'
    file.cards[2].colour = 'red'
    file.cards[3].name = 'x'.repeat(61)
    file.cards[4].wins = Array.from({ length: 13 }, () => 'Strike')
    delete (file.cards[5] as Record<string, unknown>).type
    ;(file as Record<string, unknown>).sprite = 'ken.png'
    const read = readTfCharacter(file, 'ken.json')
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.problems).toEqual([
      'ken.json: cards.0.damage: must be a number',
      'ken.json: cards.1.speed: must be a number, or null for a card with no speed',
      'ken.json: cards.2.colour: unknown field "colour"; a card\'s fields are name, type, damage, speed, wins, loses, combos, charge, super',
      'ken.json: cards.3.name: at most 60 characters',
      'ken.json: cards.4.wins: at most 12 entries',
      'ken.json: cards.5.type: missing',
      'ken.json: sprite: unknown field "sprite"; a character\'s fields are id, name, example, cards, order',
    ])
  })

  it('refuses a charge in the wrong shape, with the fields it takes', () => {
    const file = json()
    file.cards[2].charge = { text: '+2 damage', bonus: { damage: 2, power: 1 } }
    file.cards[3].charge = '+1 damage'
    const read = readTfCharacter(file, 'ken.json')
    expect(read.ok ? [] : read.problems).toEqual([
      'ken.json: cards.2.charge.bonus.power: unknown field "power"; a charge bonus\'s fields are damage, speed',
      'ken.json: cards.3.charge: must be an object, or null for a card with no charge effect',
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
    expect(readTfCharacter(hostile, 'x.json')).toEqual({ ok: false, problems: ['x.json: could not be read as a Table Fighter character'] })
  })
})

describe('legality: every problem at once, each with a code, the field, a message and a fix', () => {
  it('finds every problem of a character in one pass', () => {
    const broken = kenWith(
      {
        0: { wins: ['Throw', 'Trhow'], combos: ['Strike', 'Projectile', 'Jump'] },
        1: { type: { name: 'Strike', symbol: '△' }, loses: ['Block', 'Throw'] },
        2: { damage: 25, charge: { text: '', bonus: { damage: 0, speed: 0 } } },
        3: { speed: -1, combos: ['Super', 'Super'] },
        4: { name: 'Jab' },
      },
      { id: 'Ken Masters!', name: ' ', order: ['Jab', 'Shinryuken', 'Hadoken', 'Hadoken', 'Guard', 'Nobody'] },
    )
    const problems = checkTfCharacter(broken)
    expect(codes(problems)).toEqual([
      'CHARACTER_ID id',
      'CHARACTER_NAME name',
      'UNKNOWN_TYPE cards[0].wins[1]',
      'COMBO_UNREACHABLE cards[0].combos[2]',
      'TYPE_SYMBOL cards[1].type.symbol',
      'WIN_AND_LOSE cards[1].loses[1]',
      'DAMAGE_RANGE cards[2].damage',
      'CHARGE_TEXT cards[2].charge.text',
      'CHARGE_BONUS cards[2].charge.bonus',
      'SPEED_RANGE cards[3].speed',
      'BOX_REPEAT cards[3].combos[1]',
      'DUPLICATE_CARD cards[4].name',
      'ORDER_SUPER order[1]',
      'ORDER_REPEAT order[3]',
      'ORDER_UNKNOWN order[5]',
      'ORDER_MISSING order',
      'ORDER_MISSING order',
    ])
    for (const p of problems) {
      expect(p.message.length).toBeGreaterThan(10)
      expect(p.fix.length).toBeGreaterThan(5)
    }
    const by = (field: string) => problems.find((p) => p.field === field)!
    expect(by('id').fix).toBe('set the id to "ken-masters"')
    expect(by('cards[0].wins[1]').fix).toBe('write "Throw"')
    expect(by('cards[0].combos[2]').level).toBe('warning')
    expect(by('cards[0].combos[2]').message).toBe('Jab combos into Jump, but no other card of the character is Jump, so that combo can never be made')
    expect(by('cards[1].type.symbol')).toMatchObject({
      message: "Roundhouse's type Strike has the symbol △, but cards[0] shows Strike as ▲; a type has one symbol",
      fix: 'set the symbol to ▲',
    })
    expect(by('cards[1].loses[1]')).toMatchObject({
      message: 'Roundhouse both wins and loses against Throw',
      fix: 'remove Throw from the win box or from the lose box',
    })
    expect(by('cards[2].damage').message).toBe('Hadoken deals 25; damage is a whole number from 0 to 20 (both players start at 20 health)')
    expect(by('order[1]').message).toBe('the deck order lists the super Shinryuken; the super starts on the table and never enters the deck')
    expect(problems.filter((p) => p.code === 'ORDER_MISSING').map((p) => p.fix)).toEqual(['add Roundhouse to the order', 'add Shoryuken to the order'])
    // Warnings do not keep a character from the table; errors do.
    expect(tfErrors(broken).some((p) => p.code === 'COMBO_UNREACHABLE')).toBe(false)
    expect(tfErrors(broken)).toHaveLength(problems.length - 1)
  })

  it('exactly 6 basic cards and 1 super', () => {
    const twoSupers = kenWith({ 0: { super: true } })
    expect(checkTfCharacter(twoSupers).filter((p) => p.code.endsWith('_COUNT'))).toEqual([
      { code: 'BASIC_COUNT', level: 'error', field: 'cards', message: 'the character has 5 basic cards; a character has exactly 6', fix: 'add 1 basic card' },
      {
        code: 'SUPER_COUNT',
        level: 'error',
        field: 'cards',
        message: 'the character has 2 supers; a character has exactly 1, which starts on the table',
        fix: 'mark only one of Jab, Shinryuken as the super',
      },
    ])
    const noSuper = kenWith({ 6: { super: false } })
    expect(checkTfCharacter(noSuper).map((p) => `${p.code}: ${p.fix}`)).toEqual([
      'BASIC_COUNT: remove 1 basic card',
      'SUPER_COUNT: mark one card as the super',
      'ORDER_MISSING: add Shinryuken to the order',
    ])
  })

  it('a box may name a type only a card of the character has; a near miss gets the right spelling', () => {
    const own = kenWith({ 4: { type: { name: 'Grab', symbol: '✋' } }, 0: { wins: ['Grab'] } })
    expect(checkTfCharacter(own)).toEqual([])
    const missed = kenWith({ 0: { wins: ['strike', 'Dash'] } })
    const problems = checkTfCharacter(missed)
    expect(problems.map((p) => p.fix)).toEqual([
      'write "Strike"',
      'pick one of Strike, Throw, Block, Projectile, Jump, Anti-Air, Super, or give a card that type',
    ])
    expect(problems[1].message).toBe(
      'Jab wins against "Dash", which is neither a type of the character\'s cards nor a known type (Strike, Throw, Block, Projectile, Jump, Anti-Air, Super)',
    )
  })

  it('a card needs a type and a symbol; a known type is offered its own symbol', () => {
    const problems = checkTfCharacter(kenWith({ 0: { type: { name: '', symbol: '▲' } }, 5: { type: { name: 'Block', symbol: '' } } }))
    expect(problems.map((p) => [p.code, p.field, p.fix])).toEqual([
      ['TYPE_NAME', 'cards[0].type.name', 'give it a type, e.g. one of Strike, Throw, Block, Projectile, Jump, Anti-Air, Super'],
      ['TYPE_SYMBOL', 'cards[5].type.symbol', 'give it the symbol ■'],
    ])
  })

  it('a speed may be none; a charge bonus is whole and within ±10', () => {
    expect(checkTfCharacter(kenWith({ 0: { speed: null } }))).toEqual([])
    const problems = checkTfCharacter(kenWith({ 2: { charge: { text: '+11 damage', bonus: { damage: 11, speed: 0.5 } } } }))
    expect(codes(problems)).toEqual(['CHARGE_BONUS cards[2].charge.bonus.damage', 'CHARGE_BONUS cards[2].charge.bonus.speed'])
    // A text-only charge (bonus null) is the players' to apply by hand: legal.
    expect(checkTfCharacter(kenWith({ 2: { charge: { text: 'Wins against Jump as well', bonus: null } } }))).toEqual([])
  })
})
