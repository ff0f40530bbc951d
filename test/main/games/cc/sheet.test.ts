import { describe, expect, it } from 'vitest'
import { type Card, parseCards } from '../../../../src/main/games/cc/cards'
import { bestCombo, type LegalCombo, scoreCombo } from '../../../../src/main/games/cc/combo'
import { EXAMPLES, GAMBIT, RYU } from '../../../../src/main/games/cc/examples'
import {
  type CharacterSheet,
  checkSheet,
  checkTeam,
  combatOf,
  readSheet,
  type SheetCode,
  type SheetMove,
  type SheetProblem,
} from '../../../../src/main/games/cc/sheet'

function cards(text: string): Card[] {
  const read = parseCards(text)
  if (!read.ok) throw new Error(read.problem)
  return read.cards
}

function legal(result: ReturnType<typeof scoreCombo>): LegalCombo {
  if (!result.legal) throw new Error(`refused: ${result.problem}`)
  return result
}

/** Gambit as a file would hold him: plain JSON. */
function gambitJson(): Record<string, unknown> & { moves: Record<string, unknown>[] } {
  return JSON.parse(JSON.stringify(GAMBIT)) as Record<string, unknown> & { moves: Record<string, unknown>[] }
}

function refused(json: unknown): string[] {
  const read = readSheet(json, 'gambit.json')
  if (read.ok) throw new Error('read a sheet that should be refused')
  return read.problems
}

/** Gambit with some fields changed; values the types forbid are how a form or old file can still send them. */
function gambitWith(changes: Record<string, unknown>): CharacterSheet {
  return { ...GAMBIT, ...changes } as CharacterSheet
}

/** Gambit with the move at `index` changed. */
function moveChanged(index: number, changes: Record<string, unknown>, sheet: CharacterSheet = GAMBIT): CharacterSheet {
  const moves = sheet.moves.map((move, at) => (at === index ? ({ ...move, ...changes } as SheetMove) : move))
  return { ...sheet, moves }
}

function only(problems: SheetProblem[]): SheetProblem {
  expect(problems).toHaveLength(1)
  return problems[0]
}

const SHEET_FIELDS =
  "a sheet's fields are id, name, example, hp, strength, speed, agility, endurance, combo, basicAttackPriority, " +
  'defenseBonus, throwDamage, specialAbility, moves'
const MOVE_FIELDS = "a move's fields are name, kind, cards, type, attributes, damage, priority, points, tag, text"

describe('readSheet', () => {
  it('reads a sheet file back as the sheet it was written from', () => {
    for (const sheet of EXAMPLES) {
      const read = readSheet(JSON.parse(JSON.stringify(sheet)), `${sheet.id}.json`)
      expect(read).toEqual({ ok: true, sheet })
    }
  })

  it('fills what a hand-written file may leave out: example, attributes, marks, text, additional cards', () => {
    const json = gambitJson()
    delete json.example
    json.moves = [{ name: 'Cajun Slash', kind: 'special', cards: { rank: 'Q' }, type: 'B', damage: 6, priority: 3, points: 1 }]
    const read = readSheet(json, 'gambit.json')
    expect(read.ok && read.sheet.example).toBe(false)
    expect(read.ok && read.sheet.moves[0]).toEqual({ ...GAMBIT.moves[1], cards: { rank: 'Q', additional: 0 } })
  })

  it('refuses an unknown field by name, saying which fields there are', () => {
    expect(refused({ ...gambitJson(), colour: 'purple' })).toEqual([`gambit.json: colour: unknown field "colour"; ${SHEET_FIELDS}`])
    const json = gambitJson()
    json.moves[1].colour = 'red'
    ;(json.moves[2].cards as Record<string, unknown>).suit = 'S'
    expect(refused(json)).toEqual([
      `gambit.json: moves.1.colour: unknown field "colour"; ${MOVE_FIELDS}`,
      'gambit.json: moves.2.cards.suit: unknown field "suit"; a move\'s cards are rank, additional',
    ])
    expect(refused({ ...gambitJson(), 'hit points': 100 })).toEqual([`gambit.json: hit points: unknown field "hit points"; ${SHEET_FIELDS}`])
  })

  it('refuses a wrong type, and tells a missing field from one of the wrong type', () => {
    expect(refused({ ...gambitJson(), strength: '7' })).toEqual(['gambit.json: strength: must be a number'])
    expect(refused({ ...gambitJson(), example: 'yes' })).toEqual(['gambit.json: example: must be true or false'])
    expect(refused({ ...gambitJson(), moves: {} })).toEqual(['gambit.json: moves: must be a list'])
    const { hp: _hp, ...noHp } = gambitJson()
    expect(refused(noHp)).toEqual(['gambit.json: hp: missing'])
    const json = gambitJson()
    json.moves[0].damage = '8'
    delete json.moves[1].points
    expect(refused(json)).toEqual(['gambit.json: moves.0.damage: must be a number, or null for an effect', 'gambit.json: moves.1.points: missing'])
  })

  it('refuses what is past any sheet: huge figures, long texts, too many moves', () => {
    expect(refused({ ...gambitJson(), hp: 1e9 })).toEqual(['gambit.json: hp: at most 1,000,000'])
    expect(refused({ ...gambitJson(), combo: -2e6 })).toEqual(['gambit.json: combo: at least -1,000,000'])
    expect(refused({ ...gambitJson(), name: 'G'.repeat(101) })).toEqual(['gambit.json: name: at most 100 characters'])
    const many = Array.from({ length: 41 }, (_, index) => ({ ...gambitJson().moves[1], name: `Slash ${index}` }))
    expect(refused({ ...gambitJson(), moves: many })).toEqual(['gambit.json: moves: at most 40 entries'])
    expect(refused({ ...gambitJson(), strength: Infinity })).toEqual(['gambit.json: strength: must be a number'])
  })

  it('refuses a move type, rank, kind, attribute or mark that is not in the game', () => {
    const json = gambitJson()
    json.moves[2].type = 'F'
    json.moves[0].cards = { rank: '10', additional: 0 }
    json.moves[1].kind = 'ultra'
    json.moves[3].attributes = ['R', 'X']
    json.moves[3].tag = ['TAG']
    expect(refused(json)).toEqual([
      'gambit.json: moves.0.cards.rank: must be "J" or "Q" or "K" or "A"',
      'gambit.json: moves.1.kind: must be "special" or "super"',
      'gambit.json: moves.2.type: must be "A" or "B" or "C" or "D" or "E"',
      'gambit.json: moves.3.attributes.1: must be "R" or "U" or "H" or "S" or "T"',
      'gambit.json: moves.3.tag.0: must be "VC" or "TS"',
    ])
  })

  it('refuses a __proto__ key as an unknown field, and nothing reaches a prototype', () => {
    const text = JSON.stringify(gambitJson())
      .replace(/^\{/, '{"__proto__": {"polluted": true, "strength": 99},')
      .replace('"name":"Cajun Slash"', '"__proto__": {"polluted": true}, "name":"Cajun Slash"')
    expect(refused(JSON.parse(text))).toEqual([
      `gambit.json: moves.1.__proto__: unknown field "__proto__"; ${MOVE_FIELDS}`,
      `gambit.json: __proto__: unknown field "__proto__"; ${SHEET_FIELDS}`,
    ])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    const read = readSheet(gambitJson(), 'gambit.json')
    expect(read.ok && Object.getPrototypeOf(read.sheet)).toBe(Object.prototype)
  })

  it('refuses anything that is not an object', () => {
    for (const value of [null, undefined, 'Gambit', 7, [], true]) {
      expect(refused(value)).toEqual(['gambit.json: a character sheet is an object: {"id": "gambit", "name": "Gambit", …}'])
    }
  })

  it('reports every problem at once, and stops after 100', () => {
    expect(refused({ ...gambitJson(), hp: 'lots', speed: null, colour: 1 })).toEqual([
      'gambit.json: hp: must be a number',
      'gambit.json: speed: must be a number',
      `gambit.json: colour: unknown field "colour"; ${SHEET_FIELDS}`,
    ])
    const junk = Object.fromEntries(Array.from({ length: 150 }, (_, index) => [`junk${index}`, index]))
    const problems = refused({ ...gambitJson(), ...junk })
    expect(problems).toHaveLength(101)
    expect(problems[100]).toBe('gambit.json: stopped after 100 problems')
  })

  it('never throws, whatever it is given', () => {
    const throwing = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
        ownKeys() {
          throw new Error('trap')
        },
      },
    )
    const getter = gambitJson()
    Object.defineProperty(getter, 'name', {
      enumerable: true,
      get() {
        throw new Error('getter')
      },
    })
    const looped: Record<string, unknown> = gambitJson()
    looped.moves = [looped]
    const odd: unknown[] = [throwing, getter, looped, Symbol('s'), 10n, () => 1, NaN, Object.create(null), new Date(0)]
    for (const value of odd) {
      const read = readSheet(value, 'odd.json')
      expect(read.ok).toBe(false)
      if (!read.ok) for (const problem of read.problems) expect(problem).toMatch(/^odd\.json: /)
    }
    expect(readSheet(throwing, 'odd.json')).toEqual({
      ok: false,
      problems: ['odd.json: could not be read as a character sheet'],
    })
  })
})

describe('checkSheet', () => {
  it('passes the shipped examples, marked as examples', () => {
    expect(EXAMPLES.map((sheet) => [sheet.id, sheet.example, checkSheet(sheet)])).toEqual([
      ['gambit', true, []],
      ['ryu', true, []],
    ])
  })

  it('SHEET_ID: an id is a slug, and the fix offers one', () => {
    expect(only(checkSheet(gambitWith({ id: 'Gambit Prime!' })))).toEqual({
      code: 'SHEET_ID',
      level: 'error',
      field: 'id',
      message: 'the id is "Gambit Prime!"; an id is lower-case letters and digits, words joined by -, at most 40 characters',
      fix: 'set the id to "gambit-prime"',
    })
    expect(only(checkSheet(gambitWith({ id: '' }))).fix).toBe('set the id to "gambit"')
    expect(only(checkSheet(gambitWith({ id: 'a'.repeat(41) }))).code).toBe('SHEET_ID')
    for (const id of ['gambit', 'chun-li', 'm-bison-2']) expect(checkSheet(gambitWith({ id }))).toEqual([])
    for (const id of ['-ryu', 'ryu-', 'chun--li', 'Ryu', 'ryu_2']) {
      expect(only(checkSheet(gambitWith({ id }))).code).toBe('SHEET_ID')
    }
  })

  it('SHEET_NAME: the character has a name', () => {
    expect(only(checkSheet(gambitWith({ name: '  ' })))).toMatchObject({
      code: 'SHEET_NAME',
      field: 'name',
      message: 'the character has no name',
      fix: 'write the character\'s name, e.g. "Gambit"',
    })
  })

  it('STAT_WHOLE: every stat is there and a whole number', () => {
    expect(only(checkSheet(gambitWith({ strength: 7.5 })))).toEqual({
      code: 'STAT_WHOLE',
      level: 'error',
      field: 'strength',
      message: 'Strength is 7.5, not a whole number',
      fix: 'set Strength to a whole number from 2 to 10',
    })
    expect(only(checkSheet(gambitWith({ hp: undefined })))).toMatchObject({
      code: 'STAT_WHOLE',
      field: 'hp',
      message: 'HP is missing',
      fix: 'set HP to a whole number, at least 1',
    })
    expect(only(checkSheet(gambitWith({ agility: '5' }))).message).toBe('Agility is "5", not a whole number')
    expect(only(checkSheet(gambitWith({ defenseBonus: NaN }))).field).toBe('defenseBonus')
  })

  it('STAT_RANGE: Strength 2–10, Speed, Combo, Endurance and HP at least 1, the rest at least 0', () => {
    expect(only(checkSheet(gambitWith({ strength: 11 })))).toEqual({
      code: 'STAT_RANGE',
      level: 'error',
      field: 'strength',
      message: 'Strength is 11, but it must be 2 to 10: basic attacks are the number cards 2 to 10',
      fix: 'set Strength to a whole number from 2 to 10',
    })
    expect(only(checkSheet(gambitWith({ speed: 0 })))).toMatchObject({
      field: 'speed',
      message: 'Speed is 0, but it must be at least 1: at least one card must be drawn each turn',
      fix: 'set Speed to a whole number, at least 1',
    })
    expect(only(checkSheet(gambitWith({ throwDamage: -1 })))).toMatchObject({
      field: 'throwDamage',
      message: 'throw damage is -1, but it must be at least 0',
      fix: 'set throw damage to a whole number, at least 0',
    })
    const bounds: [string, number, number][] = [
      ['hp', 0, 1],
      ['strength', 1, 2],
      ['strength', 11, 10],
      ['speed', 0, 1],
      ['agility', -1, 0],
      ['endurance', 0, 1],
      ['combo', 0, 1],
      ['basicAttackPriority', -1, 0],
      ['defenseBonus', -1, 0],
      ['throwDamage', -1, 0],
    ]
    for (const [stat, out, edge] of bounds) {
      expect(only(checkSheet(gambitWith({ [stat]: out })))).toMatchObject({ code: 'STAT_RANGE', field: stat })
      const atEdge = checkSheet(gambitWith({ [stat]: edge }))
      // Combo 1 leaves Gambit's dearer moves unplayable: that is the moves' problem, not the stat's.
      expect(atEdge.filter((problem) => problem.field === stat)).toEqual([])
    }
  })

  it('MOVE_NAME: every move has a name, written without spaces around it', () => {
    expect(only(checkSheet(moveChanged(1, { name: '' })))).toEqual({
      code: 'MOVE_NAME',
      level: 'error',
      field: 'moves[1].name',
      message: 'move 2 has no name',
      fix: 'name the move as its moves list does, e.g. "Hadouken"',
    })
    expect(only(checkSheet(moveChanged(1, { name: ' Cajun Slash' })))).toMatchObject({
      code: 'MOVE_NAME',
      message: '" Cajun Slash" starts or ends with a space',
      fix: 'name it "Cajun Slash"',
    })
  })

  it('DUPLICATE_MOVE: move names are unique, whatever their case', () => {
    expect(only(checkSheet(moveChanged(2, { name: 'kinetic CARD' })))).toEqual({
      code: 'DUPLICATE_MOVE',
      level: 'error',
      field: 'moves[2].name',
      message: 'moves[0] and moves[2] are both called "kinetic CARD"; a move is named as it is played, so each name is one move',
      fix: 'rename or remove moves[2]',
    })
  })

  it('MOVE_RANK: specials on J, Q or K, supers on A', () => {
    expect(only(checkSheet(moveChanged(0, { cards: { rank: 'A', additional: 0 } })))).toEqual({
      code: 'MOVE_RANK',
      level: 'error',
      field: 'moves[0].cards.rank',
      message: 'Kinetic Card is a special on an Ace; specials are played on Jacks, Queens and Kings',
      fix: 'make it a super, or play it on a J, Q or K',
    })
    expect(only(checkSheet(moveChanged(3, { cards: { rank: 'Q', additional: 0 } })))).toMatchObject({
      code: 'MOVE_RANK',
      message: 'Royal Flush is a super on a Queen; supers are played on Aces',
      fix: 'make it a special, or play it on an A',
    })
    expect(only(checkSheet(moveChanged(1, { kind: 'ultra' })))).toMatchObject({
      code: 'MOVE_RANK',
      field: 'moves[1].kind',
      message: 'Cajun Slash is "ultra"; a move is a special or a super',
      fix: 'make it a special',
    })
    expect(only(checkSheet(moveChanged(1, { cards: { rank: 10, additional: 0 } })))).toMatchObject({
      code: 'MOVE_RANK',
      message: 'Cajun Slash is played on 10; a move is played on J, Q, K or A',
    })
  })

  it('MOVE_CARDS: at most three additional cards, as a deck holds four of a rank', () => {
    expect(only(checkSheet(moveChanged(2, { cards: { rank: 'K', additional: 4 } })))).toEqual({
      code: 'MOVE_CARDS',
      level: 'error',
      field: 'moves[2].cards.additional',
      message: 'Cajun Escape takes 4 additional Kings; a deck holds four of each rank, so a move takes 0 to 3 more',
      fix: 'set the additional Kings to a whole number from 0 to 3',
    })
    for (const additional of [-1, 1.5]) {
      expect(only(checkSheet(moveChanged(2, { cards: { rank: 'K', additional } }))).code).toBe('MOVE_CARDS')
    }
    expect(checkSheet(moveChanged(2, { cards: { rank: 'K', additional: 3 } }))).toEqual([])
  })

  it('MOVE_TYPE: a type from A to E', () => {
    expect(only(checkSheet(moveChanged(1, { type: 'F' })))).toEqual({
      code: 'MOVE_TYPE',
      level: 'error',
      field: 'moves[1].type',
      message: 'Cajun Slash\'s type is "F"; the types are A, B, C, D, E',
      fix: 'pick one of A, B, C, D, E',
    })
  })

  it('MOVE_ATTRIBUTE: attributes from R, U, H, S, T, each once', () => {
    const problems = checkSheet(moveChanged(0, { attributes: ['R', 'X', 'R'] }))
    expect(problems).toEqual([
      {
        code: 'MOVE_ATTRIBUTE',
        level: 'error',
        field: 'moves[0].attributes[1]',
        message: 'Kinetic Card has the attribute "X"; the attributes are R (range), U (unblockable), H (homing), S (stun), ' + 'T (triggered effect)',
        fix: 'pick from R, U, H, S, T, or remove it',
      },
      {
        code: 'MOVE_ATTRIBUTE',
        level: 'error',
        field: 'moves[0].attributes[2]',
        message: 'Kinetic Card lists "R" twice',
        fix: 'remove the second',
      },
    ])
    expect(checkSheet(moveChanged(0, { attributes: ['R', 'U', 'H', 'S', 'T'] }))).toEqual([])
  })

  it('MOVE_DAMAGE: damage is a whole number, 0 or more', () => {
    expect(only(checkSheet(moveChanged(1, { damage: -6 })))).toEqual({
      code: 'MOVE_DAMAGE',
      level: 'error',
      field: 'moves[1].damage',
      message: 'Cajun Slash deals -6; damage is a whole number, 0 or more, or none when an effect takes its place',
      fix: 'set the damage to a whole number from 0, or to none and write the effect in the text',
    })
    expect(only(checkSheet(moveChanged(1, { damage: 6.5 }))).code).toBe('MOVE_DAMAGE')
    expect(checkSheet(moveChanged(1, { damage: 0 }))).toEqual([])
  })

  it('MOVE_EFFECT: a move without damage says its effect in its text', () => {
    expect(only(checkSheet(moveChanged(2, { text: ' ' })))).toEqual({
      code: 'MOVE_EFFECT',
      level: 'error',
      field: 'moves[2].text',
      message: 'Cajun Escape has no damage and no text; a move without damage says its effect in its place ("Avoid 1 special ' + 'move attack")',
      fix: "write the effect in the move's text, or give it damage",
    })
  })

  it('MOVE_PRIORITY: a priority is a whole number, 0 or more', () => {
    expect(only(checkSheet(moveChanged(3, { priority: -1 })))).toEqual({
      code: 'MOVE_PRIORITY',
      level: 'error',
      field: 'moves[3].priority',
      message: "Royal Flush's priority is -1; a priority is a whole number, 0 or more",
      fix: 'set the priority to a whole number from 0',
    })
    expect(checkSheet(moveChanged(3, { priority: 0 }))).toEqual([])
  })

  it("MOVE_POINTS: a move's combo points are a whole number, and never more than Combo", () => {
    expect(only(checkSheet(moveChanged(3, { points: 6 })))).toEqual({
      code: 'MOVE_POINTS',
      level: 'error',
      field: 'moves[3].points',
      message: "Royal Flush uses 6 combo points, but Gambit's Combo is 5, so it could never be played",
      fix: 'lower its combo points to 5 or less, or raise Combo to 6',
    })
    expect(only(checkSheet(moveChanged(3, { points: -1 })))).toMatchObject({
      code: 'MOVE_POINTS',
      message: 'Royal Flush uses -1 combo points; combo points are a whole number, 0 or more',
    })
    // Cajun Escape uses all 5 of Gambit's points: as many as Combo is allowed.
    expect(GAMBIT.moves[2].points).toBe(GAMBIT.combo)
    // A wrong Combo is said once, as the stat.
    expect(checkSheet(gambitWith({ combo: 0 })).map((problem) => problem.code)).toEqual(['STAT_RANGE'])
    expect(checkSheet(gambitWith({ combo: 3 })).map((problem) => problem.field)).toEqual(['moves[2].points'])
  })

  it('MOVE_TAG: [VC] only on a special, [TS] only on a super, each once, and no other mark', () => {
    expect(only(checkSheet(moveChanged(3, { tag: ['VC'] })))).toEqual({
      code: 'MOVE_TAG',
      level: 'error',
      field: 'moves[3].tag[0]',
      message: 'Royal Flush is marked [VC], but a variable counter is a special move and Royal Flush is a super',
      fix: 'remove [VC], or mark it [TS] for tag supers',
    })
    expect(only(checkSheet(moveChanged(1, { tag: ['TS'] })))).toMatchObject({
      field: 'moves[1].tag[0]',
      message: 'Cajun Slash is marked [TS], but a tag super is made of two supers and Cajun Slash is a special',
      fix: 'remove [TS], or mark it [VC] if it is a variable counter',
    })
    expect(only(checkSheet(moveChanged(3, { tag: ['TS', 'TS'] })))).toMatchObject({
      field: 'moves[3].tag[1]',
      message: 'Royal Flush is marked [TS] twice',
    })
    expect(only(checkSheet(moveChanged(1, { tag: ['XX'] })))).toMatchObject({
      message: 'Cajun Slash is marked "XX"; the marks are VC (variable counter) and TS (tag super)',
    })
  })

  it('reports every problem at once, in the order of the sheet', () => {
    let sheet = gambitWith({ id: 'Gambit', name: '', strength: 12, speed: 1.5 })
    sheet = moveChanged(0, { type: 'Z', damage: -1 }, sheet)
    sheet = moveChanged(1, { name: 'Kinetic Card', kind: 'super', priority: 2.5 }, sheet)
    sheet = moveChanged(3, { points: 9, tag: ['VC'] }, sheet)
    const codes: [SheetCode, string][] = checkSheet(sheet).map((problem) => [problem.code, problem.field])
    expect(codes).toEqual([
      ['SHEET_ID', 'id'],
      ['SHEET_NAME', 'name'],
      ['STAT_RANGE', 'strength'],
      ['STAT_WHOLE', 'speed'],
      ['MOVE_TYPE', 'moves[0].type'],
      ['MOVE_DAMAGE', 'moves[0].damage'],
      ['DUPLICATE_MOVE', 'moves[1].name'],
      ['MOVE_RANK', 'moves[1].cards.rank'],
      ['MOVE_PRIORITY', 'moves[1].priority'],
      ['MOVE_POINTS', 'moves[3].points'],
      ['MOVE_TAG', 'moves[3].tag[0]'],
    ])
  })
})

describe('checkTeam', () => {
  it('passes two different sheets with a [TS] super each', () => {
    expect(checkTeam(GAMBIT, RYU)).toEqual([])
  })

  it('TEAM_SAME_SHEET: a tag team is two different sheets', () => {
    expect(checkTeam(GAMBIT, GAMBIT)).toEqual([
      {
        code: 'TEAM_SAME_SHEET',
        level: 'error',
        field: 'team',
        message: 'both characters of the team are Gambit (gambit); a tag team is two different sheets',
        fix: 'pick another sheet for the second character',
      },
    ])
  })

  it('TEAM_NO_TAG_SUPER: a warning for each character without a [TS] super, naming the supers to mark', () => {
    const ryu = moveChanged(3, { tag: [] }, RYU)
    expect(checkTeam(GAMBIT, ryu)).toEqual([
      {
        code: 'TEAM_NO_TAG_SUPER',
        level: 'warning',
        field: 'ryu.moves',
        message: 'Ryu has no super marked [TS], so the team cannot make a tag super (it takes a [TS] super from each character)',
        fix: "mark one of Ryu's supers [TS] (Shinku Hadouken)",
      },
    ])
    const noSupers: CharacterSheet = { ...GAMBIT, moves: GAMBIT.moves.slice(0, 3) }
    expect(checkTeam(noSupers, RYU).map((problem) => [problem.field, problem.fix])).toEqual([
      ['gambit.moves', 'give Gambit a super on an Ace and mark it [TS]'],
    ])
  })

  it("checks each sheet too, naming the problem's field after the sheet's id", () => {
    expect(checkTeam(GAMBIT, { ...RYU, strength: 11 })).toEqual([
      {
        code: 'STAT_RANGE',
        level: 'error',
        field: 'ryu.strength',
        message: 'Ryu: Strength is 11, but it must be 2 to 10: basic attacks are the number cards 2 to 10',
        fix: 'set Strength to a whole number from 2 to 10',
      },
    ])
  })
})

describe('the shipped Gambit in the rule book worked examples', () => {
  const gambit = combatOf(GAMBIT)

  it("keeps the rule book's figures (and combo.test.ts's Gambit)", () => {
    expect([gambit.name, gambit.strength, gambit.combo, gambit.throwDamage]).toEqual(['Gambit', 7, 5, 6])
    const figures = gambit.moves.map((move) => [move.name, move.kind, move.cards.rank, move.cards.additional, move.type, move.damage, move.points])
    expect(figures).toEqual([
      ['Kinetic Card', 'special', 'J', 0, 'C', 8, 2],
      ['Cajun Slash', 'special', 'Q', 0, 'B', 6, 1],
      ['Cajun Escape', 'special', 'K', 1, 'E', null, 5],
      ['Royal Flush', 'super', 'A', 0, 'B', 30, 3],
    ])
    expect(GAMBIT.moves[2].text).toBe('Avoid 1 special move attack, add an additional King to deal 8 damage.')
    // "Gambit decides to bluff with a lower priority move, the Kinetic Card".
    expect(GAMBIT.moves[0].priority).toBeLessThan(GAMBIT.moves[3].priority)
  })

  it('4♠, 5♦, then Cajun Slash deals 15', () => {
    const combo = legal(scoreCombo(gambit, cards('4♠ 5♦ Q♥')))
    expect(combo.damage).toBe(15)
    expect(combo.steps.map((step) => step.move)).toEqual(['basic attack', 'basic attack', 'Cajun Slash'])
  })

  it('Kinetic Card then Royal Flush deals 38', () => {
    const combo = legal(scoreCombo(gambit, cards('J♥ A♠')))
    expect(combo.damage).toBe(38)
    expect(combo.steps.map((step) => [step.move, step.damage])).toEqual([
      ['Kinetic Card', 8],
      ['Royal Flush', 30],
    ])
    expect(combo.pointsLeft).toBe(0)
  })

  it('a throw with 10♣ 10♦ (6, leaving 3 points), 6♥, then Kinetic Card deals 20', () => {
    const combo = legal(scoreCombo(gambit, cards('10♣ 10♦ 6♥ J♠')))
    expect(combo.damage).toBe(20)
    expect(combo.steps.map((step) => [step.move, step.damage, step.pointsLeft])).toEqual([
      ['throw', 6, 3],
      ['basic attack', 6, 2],
      ['Kinetic Card', 8, 0],
    ])
  })

  it("Ryu's Hadouken is the rule book's, and opens a combo", () => {
    const hadouken = RYU.moves[0]
    expect(hadouken).toMatchObject({
      kind: 'special',
      cards: { rank: 'J', additional: 0 },
      type: 'A',
      attributes: ['R'],
      damage: 8,
      priority: 3,
      points: 1,
    })
    expect(legal(scoreCombo(combatOf(RYU), cards('JH 2S 3C'))).damage).toBe(13)
    expect(bestCombo(combatOf(GAMBIT), cards('4S 5D 6H QH JH AS 10C 10D')).damage).toBe(41)
  })
})
