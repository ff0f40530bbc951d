import { describe, expect, it } from 'vitest'
import { CHUN_LI, KEN } from '../../../../src/main/games/tf/examples'
import { TfTable } from '../../../../src/main/games/tf/table'
import type { TfMove } from '../../../../src/shared/games/tf/table'
import { played, playOut, refusal } from '../scripted-table'

// Ken (player 0) deck, top first: Jab, Hadoken, Guard, Shoulder Throw, Roundhouse, Shoryuken; super Shinryuken (8).
// Chun-Li (player 1): Lightning Legs, Kikoken, Koshuto, Spinning Bird Kick, Hazanshu, Tenshokyaku; super Kikosho (7).

const draw: TfMove = { type: 'draw' }
const reveal: TfMove = { type: 'reveal' }
const endCombo: TfMove = { type: 'end-combo' }
const nextTurn: TfMove = { type: 'next-turn' }
const none = (player: 0 | 1): TfMove => ({ type: 'no-charge', player })
const pick = (player: 0 | 1, card: string): TfMove => ({ type: 'pick', player, card })
const combo = (card: string): TfMove => ({ type: 'combo', card })

/** Turns 1 to 4 of the scripted game, and turn 5's draw: both supers are in hand, Ken at 14, Chun-Li at 8. */
function toTurnFive(): TfTable {
  const t = new TfTable([KEN, CHUN_LI])
  played(
    t,
    draw,
    none(0),
    { type: 'charge', player: 1, cost: ['Koshuto', 'Lightning Legs'] },
    pick(0, 'Guard'),
    pick(1, 'Kikoken'),
    reveal,
    combo('Jab'),
    combo('Hadoken'),
    endCombo,
    nextTurn,
  )
  played(
    t,
    draw,
    { type: 'charge', player: 0, cost: ['Guard', 'Jab'] },
    none(1),
    pick(0, 'Shoryuken'),
    pick(1, 'Spinning Bird Kick'),
    reveal,
    endCombo,
    nextTurn,
  )
  played(t, draw, none(0), none(1), pick(0, 'Roundhouse'), pick(1, 'Hazanshu'), reveal, endCombo, nextTurn)
  played(t, draw, none(0), none(1), pick(0, 'Guard'), pick(1, 'Koshuto'), reveal, endCombo, nextTurn, draw)
  return t
}

describe('a scripted game, step by step', () => {
  it('turn 1: draw to three, charge in priority order, hidden picks, the reveal, a combo, the damage, clean-up', () => {
    const t = new TfTable([KEN, CHUN_LI])
    expect(t.state.step).toBe('draw')
    expect(t.state.players.map((p) => p.health)).toEqual([20, 20])
    played(t, draw)
    expect(t.state.players[0].hand).toEqual(['Jab', 'Hadoken', 'Guard'])
    expect(t.state.players[1].hand).toEqual(['Lightning Legs', 'Kikoken', 'Koshuto'])
    expect(t.state.step).toBe('charge')
    expect(t.state.announcer).toBe(0)
    // Even health, no action step won yet: Ken's super (8) outdamages Chun-Li's (7).
    expect(refusal(t, none(1))).toBe(
      "Ken announces first: both have 20 health, nobody won the last action step, and Ken's super has the higher base damage (8 to 7)",
    )
    played(t, none(0))
    expect(refusal(t, none(0))).toBe('Ken has already announced no charge this turn')
    expect(t.state.announcer).toBe(1)
    played(t, { type: 'charge', player: 1, cost: ['Koshuto', 'Lightning Legs'] })
    expect(t.state.players[1]).toMatchObject({
      hand: ['Kikoken'],
      deck: ['Spinning Bird Kick', 'Hazanshu', 'Tenshokyaku', 'Koshuto', 'Lightning Legs'],
      charged: true,
    })
    expect(t.state.log.at(-1)).toBe('Chun-Li charges, paying 2 cards from the hand to the bottom of the deck')
    expect(t.state.step).toBe('action')
    expect(refusal(t, reveal)).toBe('the cards are revealed once both are in; it is the action step: waiting for Ken and Chun-Li to pick a card face down')

    played(t, pick(0, 'Guard'))
    expect(refusal(t, pick(0, 'Jab'))).toBe('Ken has already set a card face down this turn')
    expect(refusal(t, reveal)).toBe('the cards are revealed once both are in; it is the action step: waiting for Chun-Li to pick a card face down')
    played(t, pick(1, 'Kikoken'), reveal)
    expect(t.state.log.at(-1)).toBe('Ken reveals Guard (Block ■); Chun-Li reveals Kikoken (Projectile ◆), charged: Guard wins against Projectile')
    expect(t.state).toMatchObject({ step: 'combo', winner: 0, outcome: 'Guard wins against Projectile' })
    expect(t.state.players.map((p) => p.played)).toEqual([['Guard'], ['Kikoken']])

    // Left to right: Guard combos only into Strike, then Jab into Strike or Projectile.
    expect(refusal(t, combo('Hadoken'))).toBe('Guard combos only into Strike, and Hadoken is Projectile')
    played(t, combo('Jab'), combo('Hadoken'))
    expect(refusal(t, nextTurn)).toBe('the turn ends after the action and combo steps; it is the combo step: Ken combos or ends the combo')
    played(t, endCombo)
    expect(t.state.log.at(-1)).toBe('Ken deals 6 damage (Guard → Jab → Hadoken); Chun-Li is at 14 health')
    expect(t.state.players.map((p) => p.health)).toEqual([20, 14])
    played(t, nextTurn)
    // In the order played.
    expect(t.state.players[0].discard).toEqual(['Guard', 'Jab', 'Hadoken'])
    expect(t.state.players[1].discard).toEqual(['Kikoken'])
    expect(t.state.players.map((p) => p.super.at)).toEqual(['table', 'table'])
    expect(t.state).toMatchObject({ turn: 2, step: 'draw', priority: null, winner: null })
  })

  it('turns 2 to 4: priority by health, the cost from the discard pile, speed, the super to hand at four discards', () => {
    const t = new TfTable([KEN, CHUN_LI])
    played(
      t,
      draw,
      none(0),
      { type: 'charge', player: 1, cost: ['Koshuto', 'Lightning Legs'] },
      pick(0, 'Guard'),
      pick(1, 'Kikoken'),
      reveal,
      combo('Jab'),
      combo('Hadoken'),
      endCombo,
      nextTurn,
    )

    played(t, draw)
    expect(t.state.priority).toEqual({ first: 0, why: 'Ken has more health (20 to 14)' })
    played(t, { type: 'charge', player: 0, cost: ['Guard', 'Jab'] })
    expect(t.state.log.at(-1)).toBe('Ken charges, paying Guard and Jab from the discard pile to the bottom of the deck')
    expect(t.state.players[0]).toMatchObject({ deck: ['Guard', 'Jab'], discard: ['Hadoken'], hand: ['Shoulder Throw', 'Roundhouse', 'Shoryuken'] })
    played(t, none(1), pick(0, 'Shoryuken'), pick(1, 'Spinning Bird Kick'), reveal)
    expect(t.state.outcome).toBe('Shoryuken wins against Jump')
    // Shinryuken is still on the table, so Shoryuken has nothing to combo into.
    expect(refusal(t, combo('Roundhouse'))).toBe('Shoryuken combos only into Super, and Roundhouse is Strike')
    played(t, endCombo)
    // Charged: Shoryuken's +1 damage.
    expect(t.state.players[1].health).toBe(8)
    played(t, nextTurn)

    played(t, draw, none(0), none(1), pick(0, 'Roundhouse'), pick(1, 'Hazanshu'), reveal)
    expect(t.state.outcome).toBe('both are Strike: Hazanshu has speed 3, Roundhouse has speed 2, so Hazanshu wins')
    expect(t.state.winner).toBe(1)
    played(t, endCombo, nextTurn)
    expect(t.state.players.map((p) => p.health)).toEqual([17, 8])

    played(t, draw)
    expect(t.state.players[0]).toMatchObject({ hand: ['Shoulder Throw', 'Guard', 'Jab'], deck: [] })
    played(t, none(0), none(1), pick(0, 'Guard'), pick(1, 'Koshuto'), reveal)
    expect(refusal(t, combo('Lightning Legs'))).toBe('Koshuto combos only into Projectile, and Lightning Legs is Strike')
    played(t, endCombo)
    expect(t.state.players[0].discard).toEqual(['Hadoken', 'Shoryuken', 'Roundhouse'])
    played(t, nextTurn)
    // Four cards in each discard pile: both supers come to the hand, outside the hand size, in plain sight.
    expect(t.state.players[0].discard).toEqual(['Hadoken', 'Shoryuken', 'Roundhouse', 'Guard'])
    expect(t.state.players[0].hand).toEqual(['Shoulder Throw', 'Jab', 'Shinryuken'])
    expect(t.view(1).players[0].super).toEqual({ name: 'Shinryuken', at: 'hand' })
    expect(t.state.log.slice(-2)).toEqual([
      'Ken has 4 cards in the discard pile: the super Shinryuken goes to the hand',
      'Chun-Li has 4 cards in the discard pile: the super Kikosho goes to the hand',
    ])
  })

  it('turn 5: the discard pile flips over in order; the super cannot pay; a KO at exactly 0 health ends the game', () => {
    const t = toTurnFive()
    expect(t.state.log).toContain("Ken's deck is empty: the discard pile (4 cards) is flipped over as the deck, its order kept")
    // Shoulder Throw and Jab were in hand; the flipped pile's first card (Hadoken, discarded first) is drawn.
    expect(t.state.players[0]).toMatchObject({
      hand: ['Shoulder Throw', 'Jab', 'Shinryuken', 'Hadoken'],
      deck: ['Shoryuken', 'Roundhouse', 'Guard'],
      discard: [],
    })
    expect(t.state.players[1]).toMatchObject({
      hand: ['Tenshokyaku', 'Lightning Legs', 'Kikosho', 'Kikoken'],
      deck: ['Spinning Bird Kick', 'Hazanshu', 'Koshuto'],
    })
    expect(refusal(t, { type: 'charge', player: 0, cost: ['Shinryuken', 'Jab'] })).toBe(
      'Shinryuken is the super: "You cannot use your super card to pay the charge cost, because it can never enter your deck or discard"',
    )
    played(t, none(0), none(1), pick(0, 'Shinryuken'), pick(1, 'Tenshokyaku'), reveal, endCombo)
    expect(t.state.result).toEqual({ winner: 0, loser: 1, turn: 5 })
    expect(t.state.step).toBe('over')
    expect(t.state.players[1].health).toBe(0)
    expect(t.state.log.at(-1)).toBe('Chun-Li is at 0 health and loses: Ken wins on turn 5')
    expect(refusal(t, nextTurn)).toBe('the game is over: Ken won on turn 5')
    expect(t.suggest()).toBe(null)
    // Undo goes back into the combo step.
    expect(t.undo()).toBe(true)
    expect(t.state).toMatchObject({ step: 'combo', result: null })
    expect(t.state.players[1].health).toBe(8)
  })

  it('a tie discards both cards and deals nothing; a played super goes back on the table', () => {
    const t = toTurnFive()
    played(t, none(0), none(1), pick(0, 'Shoulder Throw'), pick(1, 'Kikosho'))
    // Chun-Li's face-down super shows to Ken as still in her hand.
    expect(t.view(0).players[1].super.at).toBe('hand')
    expect(t.view(1).players[1].super.at).toBe('picked')
    played(t, reveal)
    expect(t.state.outcome).toBe('a tie: neither card wins against the other')
    expect(t.state.log.at(-1)).toBe('Both cards are discarded: neither player combos or takes damage')
    expect(t.state.step).toBe('clean-up')
    expect(refusal(t, endCombo)).toBe('a combo is ended in the combo step; the turn is over: clean up and go on to the next turn')
    expect(t.state.players[1].super.at).toBe('played')
    played(t, nextTurn)
    expect(t.state.log).toContain("Chun-Li's super Kikosho goes back on the table")
    expect(t.state.players[1]).toMatchObject({ discard: [], super: { name: 'Kikosho', at: 'table' } })
    expect(t.state.players[0].discard).toEqual(['Shoulder Throw'])
    expect(t.state.players.map((p) => p.health)).toEqual([14, 8])
  })
})

describe('hidden information', () => {
  it("each player's view hides the other's hand, deck order and face-down card until the reveal", () => {
    const t = new TfTable([KEN, CHUN_LI])
    played(t, draw, none(0), { type: 'charge', player: 1, cost: ['Koshuto', 'Lightning Legs'] }, pick(0, 'Guard'))
    const chun = t.view(1)
    expect(chun.players[0]).toMatchObject({ hand: null, handSize: 2, deck: null, deckSize: 3, picked: true, pick: null })
    expect(chun.players[1]).toMatchObject({ hand: ['Kikoken'], pick: null, picked: false })
    expect(t.view(0).players[0]).toMatchObject({ hand: ['Jab', 'Hadoken'], pick: 'Guard' })
    expect(t.view(0).players[1]).toMatchObject({ hand: null, deck: null, handSize: 1, deckSize: 5 })
    const nobody = t.view(null)
    expect(nobody.players.map((p) => p.hand)).toEqual([null, null])
    expect(nobody.players.map((p) => p.pick)).toEqual([null, null])
    // The log is shared: it names no card in a hand, paid from one, or face down.
    const log = t.state.log.join('\n')
    expect(log).not.toMatch(/Guard|Koshuto|Lightning Legs|Jab|Hadoken|Kikoken/)
    played(t, pick(1, 'Kikoken'), reveal)
    expect(t.view(1).players[0].played).toEqual(['Guard'])
    expect(t.view(0).players[1].played).toEqual(['Kikoken'])
  })
})

describe('refusals, with the rule as the reason', () => {
  it('every step in its place; names and players checked', () => {
    const t = new TfTable([KEN, CHUN_LI])
    expect(refusal(t, pick(0, 'Jab'))).toBe('a card is set face down in the action step; it is the draw step: both players draw to three basic cards first')
    expect(refusal(t, endCombo)).toBe('a combo is ended in the combo step; it is the draw step: both players draw to three basic cards first')
    expect(refusal(t, combo('Jab'))).toBe(
      'only the winner of the action step combos, in the combo step; it is the draw step: both players draw to three basic cards first',
    )
    expect(refusal(t, none(0))).toBe('charge is announced in the charge step; it is the draw step: both players draw to three basic cards first')
    played(t, draw)
    expect(refusal(t, draw)).toBe('cards are drawn in the draw step, at the start of a turn; it is the charge step: Ken announces whether they charge')
    expect(refusal(t, pick(0, 'Jab'))).toBe('a card is set face down in the action step; it is the charge step: Ken announces whether they charge')
    expect(refusal(t, { type: 'charge', player: 0, cost: ['Sonic Boom', 'Jab'] })).toBe('Ken has no card called "Sonic Boom"')
    expect(refusal(t, { type: 'charge', player: 0, cost: ['Jab'] })).toBe('the charge cost is 2 basic cards from the hand or the discard pile; 1 given')
    expect(refusal(t, { type: 'charge', player: 0, cost: ['Jab', 'Roundhouse'] })).toBe(
      'Roundhouse is neither in the hand nor in the discard pile; the charge cost is paid from there',
    )
    played(t, none(0), none(1))
    expect(refusal(t, pick(0, 'Roundhouse'))).toBe("Roundhouse is not in Ken's hand")
    expect(refusal(t, pick(0, 'Kikoken'))).toBe('Ken has no card called "Kikoken"')
    expect(refusal(t, { type: 'pick', player: 2 as 0, card: 'Jab' })).toBe('name the player: 0 or 1')
    expect(refusal(t, { type: 'uppercut' } as unknown as TfMove)).toBe('not a move of the Table Fighter table')
  })

  it('a ditto: neither player may announce charge until the tie is broken, so the charge step is passed', () => {
    const t = new TfTable([KEN, KEN])
    played(t, draw)
    expect(t.state.step).toBe('action')
    expect(t.state.priority?.first).toBe(null)
    expect(t.state.log.at(-1)).toBe(
      'No charge this turn: both have 20 health, nobody won the last action step, and both supers deal 8: Ken (player 1) and Ken (player 2) are tied for charge priority, so neither may announce charge until the tie is broken',
    )
    expect(refusal(t, { type: 'charge', player: 0, cost: ['Jab', 'Hadoken'] })).toMatch(/^neither player may announce charge this turn: both have 20 health/)
    // Picking the same card ties, and the tie leaves nobody the last winner: still no charge next turn.
    played(t, pick(0, 'Jab'), pick(1, 'Jab'), reveal, nextTurn, draw)
    expect(t.state.step).toBe('action')
    // Once the tie is broken (here by health), the charge step is back; the log tells the two Kens apart.
    played(t, pick(0, 'Guard'), pick(1, 'Shoulder Throw'), reveal)
    expect(t.state.outcome).toBe('Shoulder Throw wins against Block')
    played(t, endCombo, nextTurn, draw)
    expect(t.state.priority).toEqual({ first: 1, why: 'Ken (player 2) has more health (20 to 17)' })
    expect(t.state.players[0].character).toEqual({ id: 'ken', name: 'Ken' })
  })

  it('refuses to sit down an illegal character, or a deck order that is not the six basic cards', () => {
    const broken = { ...KEN, cards: KEN.cards.slice(1) }
    expect(() => new TfTable([broken, CHUN_LI])).toThrow(/^Ken cannot play: cards: the character has 5 basic cards/)
    expect(() => new TfTable([KEN, CHUN_LI], { orders: [['Jab', 'Jab', 'Guard', 'Hadoken', 'Roundhouse', 'Shoryuken'], undefined] })).toThrow(
      'Ken cannot play: order[1]: the deck order lists Jab twice',
    )
    const t = new TfTable([KEN, CHUN_LI], { orders: [['Shoryuken', 'Roundhouse', 'Shoulder Throw', 'Guard', 'Hadoken', 'Jab'], undefined] })
    played(t, draw)
    expect(t.state.players[0].hand).toEqual(['Shoryuken', 'Roundhouse', 'Shoulder Throw'])
  })
})

describe('undo', () => {
  it('takes back each accepted move, log and all, back to the start', () => {
    const t = new TfTable([KEN, CHUN_LI])
    expect(t.undo()).toBe(false)
    const start = JSON.stringify(t.state)
    const states = [start]
    for (const move of [draw, none(0), none(1), pick(0, 'Jab'), pick(1, 'Koshuto'), reveal]) {
      played(t, move)
      states.push(JSON.stringify(t.state))
    }
    expect(t.state.outcome).toBe('Jab wins against Throw')
    states.pop()
    while (states.length > 0) {
      expect(t.undo()).toBe(true)
      expect(JSON.stringify(t.state)).toBe(states.pop())
    }
    expect(t.undo()).toBe(false)
  })
})

describe('a whole game played by the engine through play', () => {
  it('the suggested moves of two policies play to a KO; every move accepted, health only going down', () => {
    for (const seed of [1, 2, 3]) {
      const t = new TfTable([KEN, CHUN_LI], { seed })
      let health = [20, 20]
      playOut(
        t,
        () => t.suggest(['greedy', 'random']),
        () => {
          const now = t.state.players.map((p) => p.health)
          expect(now[0]).toBeLessThanOrEqual(health[0])
          expect(now[1]).toBeLessThanOrEqual(health[1])
          health = now
        },
      )
      const result = t.state.result!
      expect(result).not.toBe(null)
      expect(t.state.players[result.loser].health).toBeLessThanOrEqual(0)
      expect(t.state.players[result.winner].health).toBeGreaterThan(0)
      expect(t.state.log.at(-1)).toMatch(new RegExp(`wins on turn ${result.turn}$`))
    }
  })

  it('the same seed suggests the same game', () => {
    const play = (seed: number) => {
      const t = new TfTable([KEN, CHUN_LI], { seed })
      playOut(t, () => t.suggest(['random', 'random']))
      return t.state.log
    }
    expect(play(11)).toEqual(play(11))
    expect(play(11)).not.toEqual(play(12))
  })
})
