// `ringside replay`: the rule book's two worked examples played from their records, a refused move, an unreadable
// record.
import fs from 'node:fs'
import path from 'node:path'
import { encodeRecordCode } from '../../src/main/game-kit/record-code'
import { describe, expect, it } from 'vitest'
import { commandTests } from './command'

const { run, file } = commandTests('replay')
const RECORDS = path.join(__dirname, '../../examples/records')

describe('ringside replay', () => {
  it("plays the rule book single attack: Ryu at 1000 against Guile at 300 is left at 700, Guile KO'd", async () => {
    const played = await run('replay', path.join(RECORDS, 'rule-book-single-attack.record.txt'), '--json')
    expect(played.err).toBe('')
    expect(played.code).toBe(0)
    const view = JSON.parse(played.out)
    expect(view.players.A.ring[0]).toEqual({ name: 'Ryu', number: 'C001', bp: 700, frozen: true, standby: false })
    expect(view.players.B.ring).toEqual([null, null, null])
    expect(view.players.B.discard).toEqual(['Guile'])
    expect(view.players.A.discard).toEqual(['Ryuhaku'])
    // A single attack that is countered never reaches HP.
    expect([view.players.A.hp, view.players.B.hp]).toEqual([3000, 3000])
  })
})

describe('ringside replay, the rule book union', () => {
  it("Ken and Ryu at 500 each against Geese at 800: Ken KO'd, Geese KO'd, Ryu at 200, 200 damage", async () => {
    const played = await run('replay', path.join(RECORDS, 'rule-book-union.record.txt'), '--json')
    expect(played.code).toBe(0)
    const view = JSON.parse(played.out)
    expect(view.players.A.ring).toEqual([null, null, { name: 'Ryu (U)', number: 'C019', bp: 200, frozen: true, standby: false }])
    expect(view.players.A.discard).toEqual(['Zangief', 'Ken'])
    expect(view.players.B.discard).toEqual(['Retsu', 'Retsu', 'Geese'])
    expect(view.players.B.hp).toBe(2800)
    expect(view.players.A.sp).toBe(0)
    expect(view).toMatchObject({ winner: null, turn: 10, toMove: 'B' })
    // Geese's ▲ text is played (B's hand holds no action or reaction for it to discard): nothing is left to do by hand.
    expect(view.byHand).toEqual([])
  })

  it('prints the game move by move, each move with its line and what it did', async () => {
    const played = await run('replay', path.join(RECORDS, 'rule-book-union.record.txt'))
    const lines = played.out.split('\n')
    const union = lines.findIndex((l) => /^\s+\d+ {2}A: union 2 3$/.test(l))
    expect(lines.slice(union + 1, union + 3)).toEqual(['        Union of C002 Ken (500), C019 Ryu (U) (500) attacks (−5 SP)', '  74  B: counter with 1'])
    expect(lines).toContain('        The union pierces: 200 damage, B at 2800 HP')
    expect(lines.at(-1)).toBe('the record ends on turn 10, B to move: A 3000 HP, B 2800 HP')
  })
})

/** A record of two legal decks in the order written: A holds Ryu and Ken first, B Geese. */
function record(moves: string[], header = ['format: cfs-classic', 'first: A', 'order: as written']): string {
  const filler = ['3 C013 Dee Jay', '3 C014 T.Hawk', '3 C015 Fei-Long', '3 C016 Cammy', '3 C023 Nash (Charlie)', '3 C024 Sodom', '3 C025 Birdie', '3 C026 Adon']
  const more = ['3 C030 Rolento', '3 C032 Rainbow Mika', '3 C033 Juni', '3 C036 Yun', '3 C037 Yang', '3 C042 Necro', '3 C054 Zabel (Raptor)', '3 C055 Victor']
  const rest = [...filler, ...more]
  return [...header, 'deck A:', '1 C001 Ryu', '1 C002 Ken', ...rest, 'deck B:', '2 S019 Geese', ...rest, 'moves:', ...moves].join('\n')
}

describe('ringside replay, a share code', () => {
  it("plays a file that holds a record's share code as the record itself", async () => {
    const text = fs.readFileSync(path.join(RECORDS, 'rule-book-union.record.txt'), 'utf8')
    const played = await run('replay', file('union.code.txt', `${encodeRecordCode(text)}\n`), '--json')
    expect(played.code).toBe(0)
    expect(JSON.parse(played.out).players.B.hp).toBe(2800)
    const broken = await run('replay', file('broken.code.txt', encodeRecordCode(text).slice(0, -4)))
    expect(broken).toMatchObject({ code: 2, err: expect.stringMatching(/broken\.code\.txt:1: record code: its checksum does not match/) })
  })
})

describe('ringside replay, a refused move', () => {
  it('stops with exit 1, the line, the move and the rule, and gives the state before it in JSON', async () => {
    const text = record(['A: place Ryu 1', 'A: attack 1', 'A: end'])
    const f = file('standby.record.txt', text)
    const refusedAt = text.split('\n').indexOf('A: attack 1') + 1
    const played = await run('replay', f)
    expect(played.code).toBe(1)
    expect(played.err).toBe(`${f}:${refusedAt}: refused: A: attack 1: C001 Ryu is on standby this turn`)
    const json = JSON.parse((await run('replay', f, '--json')).out)
    expect(json.refused).toEqual({ line: refusedAt, move: 'A: attack 1', reason: 'C001 Ryu is on standby this turn' })
    expect(json.players.A.ring[0]).toEqual({ name: 'Ryu', number: 'C001', bp: 1000, frozen: false, standby: true })
  })

  it('refuses a card that is not in the hand, naming what the hand holds', async () => {
    const played = await run('replay', file('missing.record.txt', record(['A: place Zangief 1'])))
    expect(played.code).toBe(1)
    expect(played.err).toMatch(
      /refused: A: place Zangief 1: no "Zangief" in A's hand \(it holds C001 Ryu, C002 Ken, C013 Dee Jay, C013 Dee Jay, C013 Dee Jay\)$/,
    )
  })

  it('refuses a move by the player whose turn it is not', async () => {
    const played = await run('replay', file('order.record.txt', record(['B: end'])))
    expect(played.code).toBe(1)
    expect(played.err).toMatch(/refused: B: end: it is A's turn$/)
  })
})

describe('ringside replay, an unreadable record', () => {
  it('exits 2 naming each line: a header left out, an unknown move, a card no set has', async () => {
    const text = record(['A: place Ryu 1', 'A: dance'], ['format: cfs-classic', 'order: as written'])
    const played = await run('replay', file('broken.record.txt', text))
    expect(played.code).toBe(2)
    const dance = text.split('\n').indexOf('A: dance') + 1
    expect(played.err.split('\n')).toEqual([
      expect.stringMatching(/broken\.record\.txt:1: the header needs "first: A" or "first: B"/),
      expect.stringMatching(new RegExp(`broken\\.record\\.txt:${dance}: A: dance: unknown move "dance"`)),
    ])
    const typo = record(['A: end']).replace('1 C002 Ken', '1 C002 Kenn')
    const deck = await run('replay', file('typo.record.txt', typo), '--json')
    expect(deck.code).toBe(2)
    const at = typo.split('\n').indexOf('1 C002 Kenn') + 1
    expect(JSON.parse(deck.out).errors).toEqual([{ line: at, message: expect.stringMatching(/^deck A: /) }])
  })

  it('exits 2 for a file that is not there and for HP the format does not play', async () => {
    expect((await run('replay', 'no-such.record.txt')).code).toBe(2)
    const hp = await run('replay', file('hp.record.txt', record([], ['format: cfs-classic', 'first: A', 'order: as written', 'hp: 2000'])))
    expect(hp.code).toBe(2)
    expect(hp.err).toMatch(/hp\.record\.txt:4: cfs-classic plays at HP 3000, not 2000$/)
  })
})
