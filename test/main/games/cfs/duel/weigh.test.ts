// The greedy player's sums of a fight (weigh.ts) against the engine playing the same moves on a copy: over games of
// the gauntlet's decks, at every attack the rules allow and every defence against it, the standing worked out is the
// standing played out, and the defences are the moves the rules allow.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Card } from '../../../../../src/shared/card'
import type { DuelMove, Seat } from '../../../../../src/shared/games/cfs/duel'
import { Duel, fighter as entered } from '../../../../../src/main/games/cfs/duel/duel'
import { legalMoves } from '../../../../../src/main/games/cfs/duel/moves'
import { DUEL_POLICY, standing } from '../../../../../src/main/games/cfs/duel/policies'
import { weighDefences } from '../../../../../src/main/games/cfs/duel/weigh'
import { gameRng } from '../../../../../src/main/core/rng'
import { playableCards } from '../../../../../src/main/playtest/goldfish'
import { sharedServices } from '../../../../helpers'

const services = sharedServices()

function deck(file: string): { main: Card[]; strikers: Card[] } {
  const read = services.decks.parseFile(fs.readFileSync(file, 'utf8'), file)
  if (!read.ok) throw new Error(file)
  return playableCards(services.decks, read.deck)
}

const DECKS = ['examples/shoto-rush.deck.txt', ...fs.readdirSync('examples/gauntlet').map((f) => `examples/gauntlet/${f}`)].map(deck)

function newDuel(a: number, b: number, seed: number): Duel {
  const cards: Card[] = []
  const ids = (list: Card[]) => list.map((c) => cards.push(c) - 1)
  const decks = [DECKS[a], DECKS[b]].map((d) => ({ main: ids(d.main), strikers: ids(d.strikers) })) as [
    { main: number[]; strikers: number[] },
    { main: number[]; strikers: number[] },
  ]
  return new Duel(cards, decks, { first: (seed % 2) as Seat, hp: 3000, seed })
}

/** The defences the rules allow now, as the greedy player weighs them: one Striker stands for all (they defend alike). */
function allowedDefences(duel: Duel): DuelMove[] {
  const moves = legalMoves(duel, duel.state, false).filter((m) => m.type !== 'react')
  return moves.filter((m, k) => m.type !== 'striker-defends' || moves.findIndex((n) => n.type === 'striker-defends') === k)
}

/** Each weighed defence of the attack waiting in `duel`, held to the engine playing it on a copy. */
function checkDefences(duel: Duel, reactions: boolean): number {
  const attack = duel.state.pending
  if (attack?.kind !== 'attack') return 0
  const attacker = duel.state.active
  const weighed = weighDefences(duel.state, duel.facts, attack.slots, attack.union, reactions)
  if (!weighed) return 0
  expect(weighed.map((w) => w.defence)).toEqual(allowedDefences(duel))
  for (const w of weighed) {
    const copy = duel.fork()
    expect(copy.play(copy.toMove()!, w.defence)).toBeNull()
    expect(w.standing, JSON.stringify(w.defence)).toBe(standing(copy.state, attacker))
  }
  return weighed.length
}

describe('the sums of a fight', () => {
  it.each([0, 1, 2, 3])('are what the engine plays, over games of the gauntlet (seed %i)', (seed) => {
    let weighedAttacks = 0
    let weighedAnswers = 0
    for (let a = 0; a < DECKS.length; a++) {
      const duel = newDuel(a, (a + 1 + seed) % DECKS.length, seed)
      const rng = gameRng(seed, a)
      // Random and greedy moves in turn, so the games reach states of every kind.
      for (let move = 0; duel.state.phase !== 'over' && duel.state.turn < 60; move++) {
        const s = duel.state
        const seat = duel.toMove()!
        if (s.phase === 'answer') weighedAnswers += checkDefences(duel, false)
        else {
          for (const m of legalMoves(duel, s, false)) {
            if (m.type !== 'attack' && m.type !== 'union') continue
            const slots = m.type === 'attack' ? [m.slot] : m.slots
            const before = weighDefences(s, duel.facts, slots, m.type === 'union', true)
            const declared = duel.fork()
            expect(declared.play(seat, m)).toBeNull()
            // Declaring the attack changes nothing the sums read.
            if (before) {
              expect(weighDefences(declared.state, declared.facts, slots, m.type === 'union', true)).toEqual(before)
              weighedAttacks += checkDefences(declared, true)
            }
          }
        }
        duel.play(seat, DUEL_POLICY[move % 3 === 0 ? 'random' : 'greedy'](duel, rng))
      }
    }
    // The sums are made in most fights: a test that weighed none would hold nothing.
    expect(weighedAttacks).toBeGreaterThan(200)
    expect(weighedAnswers).toBeGreaterThan(20)
  })

  it('leave a fight to be played out where a text may act in it', () => {
    // Takato (S112): "●" a text set off when he counters. He waits among B's Strikers, to be put in the ring by hand.
    const takato = services.catalogue.card('cfs-base', 'S112')!
    const cards: Card[] = [...DECKS[0].main, ...DECKS[0].main, takato]
    const main = DECKS[0].main.map((_, k) => k)
    const duel = new Duel(
      cards,
      [
        { main, strikers: [] },
        { main: main.map((k) => k + main.length), strikers: [cards.length - 1] },
      ],
      { first: 0, hp: 3000, seed: 1 },
    )
    const s = duel.state
    const me = s.players[s.active]
    const them = s.players[1 - s.active]
    // Put a character in each ring, ready to fight.
    const character = (seat: Seat) => s.players[seat].deck.find((c) => duel.facts[c].character && !duel.facts[c].text)!
    const fighter = (card: number) => entered(card, 500, 0)
    me.ring[0] = fighter(character(s.active))
    them.ring[0] = fighter(character((1 - s.active) as Seat))
    them.hand = them.hand.filter((c) => !duel.facts[c].reaction)
    expect(weighDefences(s, duel.facts, [0], false, true)).not.toBeNull()
    // A reaction in the defender's hand may change the fight, unless the defender weighs its defence alone.
    const reaction = duel.facts.findIndex((f) => f.reaction)
    expect(reaction).toBeGreaterThanOrEqual(0)
    them.hand.push(reaction)
    expect(weighDefences(s, duel.facts, [0], false, true)).toBeNull()
    expect(weighDefences(s, duel.facts, [0], false, false)).not.toBeNull()
    them.hand.pop()
    // A ● text set off by countering.
    expect(duel.facts[cards.length - 1].text?.when).toBe('counters')
    them.ring[0] = fighter(cards.length - 1)
    expect(weighDefences(s, duel.facts, [0], false, true)).toBeNull()
    them.ring[0]!.abilityLost = true
    expect(weighDefences(s, duel.facts, [0], false, true)).not.toBeNull()
  })

  /**
   * A fight set up by hand: A's characters against B's, by number (`S120:900`: at 900 BP, as Back-Ups would leave
   * it), B holding one Striker and no reaction.
   */
  function fight(mine: string[], theirs: string[], hp = 3000): Duel {
    const bps = [...mine, ...theirs].map((n) => Number(n.split(':')[1] ?? 0))
    const extra = [...mine, ...theirs].map((n) => services.catalogue.card('cfs-base', n.split(':')[0])!)
    const cards: Card[] = [...DECKS[0].main, ...DECKS[0].main, ...extra]
    const n = DECKS[0].main.length
    const main = DECKS[0].main.map((_, k) => k)
    const duel = new Duel(
      cards,
      [
        { main, strikers: [] },
        { main: main.map((k) => k + n), strikers: [0] },
      ],
      { first: 0, hp, seed: 3 },
    )
    const s = duel.state
    const place = (seat: Seat, ids: number[]) =>
      ids.forEach((card, slot) => {
        s.players[seat].ring[slot] = entered(card, bps[card - 2 * n] || duel.facts[card].bp, 0)
      })
    place(
      0,
      mine.map((_, k) => 2 * n + k),
    )
    place(
      1,
      theirs.map((_, k) => 2 * n + mine.length + k),
    )
    s.players[1].hand = s.players[1].hand.filter((c) => !duel.facts[c].reaction)
    s.players[0].sp = 10
    return duel
  }

  it.each([
    ['a single attacker that hits for 600 when taken (Athena)', ['S120:900'], ['C001', 'C002'], false],
    ['a single attacker that goes through a counter to HP (Haohmaru)', ['S031'], ['C004'], false],
    ["a defender that counters at the attacker's BP (Twelve)", ['C001'], ['C045', 'C002'], false],
    ['a defender that cannot counter (Iori)', ['C002'], ['S076', 'C001'], false],
    ['an attacker the last defender cannot counter (GUY)', ['C021'], ['C003'], false],
    ['an attacker a stronger defender cannot counter (Hokutomaru)', ['S129'], ['C001', 'C116'], false],
    ['a union that KOs the defender and pierces', ['C001', 'C002'], ['C003'], true],
    ['a union of three at full BP against one', ['C001:3000', 'C002:3000', 'C004:3000'], ['C003:100'], true],
    ['a union of three against two', ['C001', 'C002', 'C004'], ['S031', 'C116'], true],
  ] as const)('are what the engine plays: %s', (_, mine, theirs, union) => {
    for (const hp of [3000, 600]) {
      const duel = fight([...mine], [...theirs], hp)
      const slots = mine.map((__, k) => k)
      expect(duel.play(0, union ? { type: 'union', slots } : { type: 'attack', slot: 0 })).toBeNull()
      expect(checkDefences(duel, true)).toBeGreaterThan(0)
    }
  })
})
