// The party table, hot seat: charge announced in order, every card face down before the reveal, each winner's
// combo in turn, the damage at once; every move out of turn or against the rules refused with the reason; and no
// seat's hand or face-down card shown to anyone else.
import { describe, expect, it } from 'vitest'
import { CHUN_LI, KEN } from '../../../../src/main/games/tf/examples'
import { PartyTable } from '../../../../src/main/games/tf/party-table'

const ken = (name: string) => KEN.cards.findIndex((c) => c.name === name)

describe('the Table Fighter party table', () => {
  it('plays a turn of three: announcements in order, hidden picks, the reveal, a combo, the damage', () => {
    const table = new PartyTable([KEN, KEN, KEN], false)
    const start = table.view(null)
    expect(start).toMatchObject({ turn: 1, step: 'charge', toMove: 0, viewer: null, hand: [] })
    expect(start.seats.map((s) => [s.name, s.health, s.handSize])).toEqual([
      ['Ken (seat 1)', 20, 3],
      ['Ken (seat 2)', 20, 3],
      ['Ken (seat 3)', 20, 3],
    ])
    // All at 20: seat order. Seat 2 may not announce before seat 1.
    expect(() => table.move({ type: 'no-charge', seat: 1 })).toThrow('it is the charge step: Ken (seat 1) announces')
    for (const seat of [0, 1, 2]) table.move({ type: 'no-charge', seat })
    // Ken's saved order puts Jab, Roundhouse and Hadoken in every hand.
    const hand = table.view(0).hand.map((c) => c.name)
    expect(hand).toEqual(KEN.order.slice(0, 3))
    expect(() => table.move({ type: 'pick', seat: 0, card: ken('Shoulder Throw') })).toThrow("Shoulder Throw is not in Ken (seat 1)'s hand")
    table.move({ type: 'pick', seat: 0, card: ken('Jab') })
    // A face-down card is no one's to see: the seat shows it is in, not what it is.
    expect(table.view(1).seats[0]).toMatchObject({ picked: true, played: [] })
    expect(() => table.move({ type: 'pick', seat: 0, card: ken(hand[1]) })).toThrow('Ken (seat 1) has set a card face down already')
    table.move({ type: 'pick', seat: 1, card: ken('Jab') })
    table.move({ type: 'pick', seat: 2, card: ken('Jab') })
    // Three of one card: ties all round, no combo and no damage.
    const after = table.view(null)
    expect(after.step).toBe('clean-up')
    expect(after.seats.map((s) => s.health)).toEqual([20, 20, 20])
    expect(after.log.at(-1)).toBe('No card beats an opponent: no damage this turn')
    table.move({ type: 'next-turn' })
    expect(table.view(null)).toMatchObject({ turn: 2, step: 'charge' })
  })

  it('lets every winner combo in seat order, then deals each combo to every opponent it beat', () => {
    const table = new PartyTable([KEN, KEN, KEN], false)
    for (const seat of [0, 1, 2]) table.move({ type: 'no-charge', seat })
    // Jab (Strike), Guard (Block), Hadoken (Projectile): Guard beats Jab and Hadoken; Hadoken beats Jab.
    table.move({ type: 'pick', seat: 0, card: ken('Jab') })
    table.move({ type: 'pick', seat: 1, card: ken('Guard') })
    table.move({ type: 'pick', seat: 2, card: ken('Hadoken') })
    const revealed = table.view(1)
    expect(revealed).toMatchObject({ step: 'combo', toMove: 1, links: [ken('Jab')] })
    expect(revealed.seats.map((s) => [s.played, s.beats])).toEqual([
      [['Jab'], []],
      [['Guard'], [0, 2]],
      [['Hadoken'], [0]],
    ])
    expect(() => table.move({ type: 'end-combo', seat: 2 })).toThrow('it is the combo step: Ken (seat 2) combos or ends the combo')
    expect(() => table.move({ type: 'combo', seat: 1, card: ken('Hadoken') })).toThrow('Guard does not combo into')
    table.move({ type: 'combo', seat: 1, card: ken('Jab') })
    table.move({ type: 'end-combo', seat: 1 })
    table.move({ type: 'end-combo', seat: 2 })
    // Guard → Jab (1 + 2) to seats 1 and 3; Hadoken (3) to seat 1; all at once.
    const done = table.view(null)
    expect(done.step).toBe('clean-up')
    expect(done.seats.map((s) => s.health)).toEqual([14, 20, 17])
    expect(done.log).toContain("Ken (seat 2)'s 3 damage goes to Ken (seat 1), Ken (seat 3)")
  })

  it('refuses a charge paid with the super, a move of another step, and anything once the party is over', () => {
    const table = new PartyTable([KEN, CHUN_LI, KEN, CHUN_LI], true)
    expect(table.view(null).seats.map((s) => s.team)).toEqual([1, 1, 2, 2])
    expect(() => table.move({ type: 'pick', seat: 0, card: 0 })).toThrow(
      'a card is set face down in the action step; it is the charge step: Ken (seat 1) announces',
    )
    expect(() => table.move({ type: 'charge', seat: 0, cost: [ken('Shinryuken'), 0] })).toThrow('is the super')
    expect(() => table.move({ type: 'next-turn' })).toThrow('the turn ends after every combo')
    expect(() => table.view(9)).toThrow('there is no seat 10 at this table')
  })

  it('plays a party to its end: the last team standing wins, and no move is taken after', () => {
    const table = new PartyTable([KEN, CHUN_LI, CHUN_LI, KEN], true)
    for (let moves = 0; moves < 2000 && table.view(null).step !== 'over'; moves++) {
      const v = table.view(null)
      if (v.step === 'clean-up') table.move({ type: 'next-turn' })
      else if (v.step === 'charge') table.move({ type: 'no-charge', seat: v.toMove! })
      else if (v.step === 'pick') table.move({ type: 'pick', seat: v.toMove!, card: table.view(v.toMove).hand[moves % 3].card })
      else table.move({ type: 'end-combo', seat: v.toMove! })
    }
    const end = table.view(null)
    expect(end.step).toBe('over')
    const standing = end.seats.filter((s) => !s.out)
    expect(new Set(standing.map((s) => s.team)).size).toBeLessThanOrEqual(1)
    expect(end.result!.winners).toEqual(standing.length ? end.seats.filter((s) => s.team === standing[0].team).map((s) => s.name) : [])
    expect(() => table.move({ type: 'next-turn' })).toThrow('the party is over')
  })
})
