// Table Fighter's party mode: every card against every opponent's, the damage of each winner's combo to every
// opponent it beat, teammates' cards not compared, players out at 0 health, the last team standing; and the
// simulator's tallies the same in one range or several.
import { describe, expect, it } from 'vitest'
import { gameRng } from '../../../../src/main/core/rng'
import { CHUN_LI, KEN } from '../../../../src/main/games/tf/examples'
import {
  newParty,
  partyEnd,
  partyReport,
  partyTeams,
  partyTurn,
  simulateParty,
  partySimulator,
  type Party,
  type PartyPolicy,
  type PartyRun,
} from '../../../../src/main/games/tf/party'

const card = (name: string) => KEN.cards.findIndex((c) => c.name === name)

/** A party whose seats hold exactly these hands (three basic cards, so the draw takes none), playing `picks`, no charge and no combo. */
function scripted(hands: string[][], teams: boolean, picks: string[]): { party: Party; policy: PartyPolicy } {
  const party = newParty(
    hands.map(() => KEN),
    teams,
  )
  party.sides.forEach((side, seat) => {
    side.hand = hands[seat].map(card)
    side.deck = side.deck.filter((c) => !side.hand.includes(c))
  })
  const policy: PartyPolicy = { charge: () => null, pick: (_party, seat) => card(picks[seat]), combo: () => -1 }
  return { party, policy }
}

const health = (party: Party) => party.sides.map((s) => s.health)
const HAND = ['Jab', 'Shoulder Throw', 'Guard']

describe('a Table Fighter party', () => {
  it('deals a winner’s damage to every opponent who would lose to its card, and nothing between two ties', () => {
    // Jab (Strike) beats both Throws; the two Throws tie.
    const { party, policy } = scripted([HAND, HAND, HAND], false, ['Jab', 'Shoulder Throw', 'Shoulder Throw'])
    partyTurn(party, policy, gameRng(1, 0))
    expect(health(party)).toEqual([20, 18, 18])
    expect(party.turn).toBe(2)
  })

  it('does not compare teammates’ cards in 2v2', () => {
    // Seats 1 and 2 are team 1. Seat 1's Jab beats seat 4's Throw, and loses to seat 3's Guard; seat 2's Throw beats
    // seat 3's Guard. Seat 2's Throw against its teammate's Jab would lose it 2: teammates are not compared.
    const { party, policy } = scripted([HAND, HAND, HAND, HAND], true, ['Jab', 'Shoulder Throw', 'Guard', 'Shoulder Throw'])
    partyTurn(party, policy, gameRng(1, 0))
    expect(health(party)).toEqual([19, 20, 17, 18])
  })

  it('lets a winner combo first, and hits every beaten opponent with the whole combo', () => {
    const { party } = scripted([HAND.slice(0, 1).concat(['Roundhouse', 'Guard']), HAND, HAND], false, [])
    const policy: PartyPolicy = {
      charge: () => null,
      pick: (_p, seat) => card(seat === 0 ? 'Jab' : 'Shoulder Throw'),
      // Jab links into Roundhouse (a Strike), which links into nothing in this hand.
      combo: (p, seat) => (seat === 0 && p.sides[0].hand.includes(card('Roundhouse')) ? card('Roundhouse') : -1),
    }
    partyTurn(party, policy, gameRng(1, 0))
    expect(health(party)).toEqual([20, 14, 14])
  })

  it('ends with the last team standing, or a draw when no one is left', () => {
    const { party } = scripted([HAND, HAND, HAND], false, [])
    expect(partyEnd(party)).toBeNull()
    party.sides[1].health = 0
    party.sides[2].health = -3
    expect(partyEnd(party)).toEqual({ winner: 0, turn: 0 })
    party.sides[0].health = 0
    expect(partyEnd(party)).toEqual({ winner: null, turn: 0 })
  })

  it('seats three to eight, and teams of two or four', () => {
    expect(partyTeams(3, false)).toEqual([0, 1, 2])
    expect(partyTeams(4, true)).toEqual([0, 0, 1, 1])
    expect(() => partyTeams(2, false)).toThrow('a party is 3 to 8 players, not 2')
    expect(() => partyTeams(9, false)).toThrow('a party is 3 to 8 players, not 9')
    expect(() => partyTeams(6, true)).toThrow('team play is 2v2 or 4v4: 4 or 8 characters, the first half one team; not 6')
  })

  it('tallies the same in one range as in several, every game won by one seat or drawn', () => {
    const run: PartyRun = { characters: [KEN, CHUN_LI, KEN, CHUN_LI], teams: false, policy: 'random' }
    const whole = simulateParty(run, 9, 0, 300)
    const parts = partySimulator.merge(partySimulator.merge(simulateParty(run, 9, 0, 100), simulateParty(run, 9, 100, 250)), simulateParty(run, 9, 250, 300))
    expect(parts).toEqual(whole)
    expect(whole.wins.reduce((a, b) => a + b, 0) + whole.draws).toBe(300)
    const report = partyReport(whole, run, 9)
    expect(report.seats.map((s) => s.character.name)).toEqual(['Ken', 'Chun-Li', 'Ken', 'Chun-Li'])
    expect(report.teams).toBeNull()
    // The two Kens sit in the same chair twice over: their rates are close, but each seat is its own.
    expect(report.seats[0].interval[0]).toBeLessThan(report.seats[0].winRate)
  })

  it('counts a team’s win for both its seats', () => {
    const run: PartyRun = { characters: [KEN, CHUN_LI, KEN, CHUN_LI], teams: true, policy: 'random' }
    const t = simulateParty(run, 4, 0, 200)
    expect(t.wins[0]).toBe(t.teamWins[0])
    expect(t.wins[1]).toBe(t.teamWins[0])
    expect(t.wins[2]).toBe(t.teamWins[1])
    expect(t.teamWins[0] + t.teamWins[1] + t.draws).toBe(200)
  })
})
