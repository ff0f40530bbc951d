// Card Fighters Special for two: each rule of the turn, the attacks and the Counter-Attack phase, and the moves
// the engine refuses.
import { describe, expect, it } from 'vitest'
import type { Card } from '../../../../../src/shared/card'
import { testCard } from '../../../../test-cards'
import type { DuelMove, Seat } from '../../../../../src/shared/games/cfs/duel'
import { Duel } from '../../../../../src/main/games/cfs/duel/duel'
import { clash, unionHits } from '../../../../../src/main/games/cfs/duel/combat'

const card = testCard

const ryu = card('Ryu', 'capcom', { bp: 1000, sp: 3, backups: [{ name: 'Sakura', number: null }] })
const sakura = card('Sakura', 'capcom', { bp: 500, sp: 3 })
const guile = card('Guile', 'capcom', { bp: 700, sp: 4 })
const ken = card('Ken', 'capcom', { bp: 500, sp: 2 })
const geese = card('Geese', 'snk', { bp: 800, sp: 0 })
const dan = card('Dan', 'capcom', { bp: 200, sp: 6 })
const fight = card('Fight!', 'action', { cost: 2 })
const guard = card('Guard!', 'reaction', { cost: 4 })
const stage = card('Stage', 'arena')
const hadoken = card('Ryu (U)', 'capcom', { bp: 700, sp: 1, ability: { name: 'Hado-ken', type: 'square', text: '1 character takes 300 damage.' } })

/** Both decks in the order written (top first), A first, HP 3000; `strikers` per seat. */
function duel(a: Card[], b: Card[], options: { strikers?: [Card[], Card[]]; first?: Seat; seed?: number | null } = {}) {
  const cards: Card[] = []
  const ids = (list: Card[]) => list.map((c) => cards.push(c) - 1)
  const strikers = options.strikers ?? [[], []]
  return new Duel(
    cards,
    [
      { main: ids(a), strikers: ids(strikers[0]) },
      { main: ids(b), strikers: ids(strikers[1]) },
    ],
    { first: options.first ?? 0, hp: 3000, seed: options.seed === undefined ? null : options.seed },
  )
}

/** Plays moves that must be accepted; a refusal fails the test with its reason. */
function play(d: Duel, ...moves: [Seat, DuelMove][]) {
  for (const [seat, move] of moves) {
    const refused = d.play(seat, move)
    if (refused) throw new Error(`${JSON.stringify(move)} refused: ${refused}`)
  }
}

const A: Seat = 0
const B: Seat = 1
const fillers = (k: number) => Array.from({ length: k }, () => sakura)
const end = (seat: Seat): [Seat, DuelMove] => [seat, { type: 'end' }]
const place = (seat: Seat, hand: number, slot: number): [Seat, DuelMove] => [seat, { type: 'place', hand, slot }]

/** A's Ryu (hand 0) in slot 1 and B's first card in slot 1, both past standby, A to move on turn 3. */
function facing(bHand: Card[], aHand: Card[] = [ryu]) {
  const d = duel([...aHand, ...fillers(20)], [...bHand, ...fillers(20)])
  play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B))
  return d
}

describe('a fight', () => {
  it('leaves the stronger at its BP less the weaker, the weaker KO, equal both KO (docs/rules.md)', () => {
    expect(clash(1000, 300)).toEqual({ attacker: 700, defender: 0 })
    expect(clash(300, 1000)).toEqual({ attacker: 0, defender: 700 })
    expect(clash(500, 500)).toEqual({ attacker: 0, defender: 0 })
  })

  it('plays a union attacker by attacker, and what is left after the defender falls pierces', () => {
    expect(unionHits([500, 500], 800)).toEqual({ attackers: [0, 200], defender: 0, pierce: 200 })
    // The third attacker meets no defender: all of its BP pierces.
    expect(unionHits([500, 500, 400], 800)).toEqual({ attackers: [0, 200, 400], defender: 0, pierce: 600 })
    // A defender that stands stops the whole union.
    expect(unionHits([300, 300], 800)).toEqual({ attackers: [0, 0], defender: 200, pierce: 0 })
    // Equal BP KO both; the next attacker then pierces whole.
    expect(unionHits([800, 500], 800)).toEqual({ attackers: [0, 500], defender: 0, pierce: 500 })
    // A single attack never pierces.
    expect(unionHits([1000], 300)).toEqual({ attackers: [700], defender: 0, pierce: 0 })
  })
})

describe('the turn', () => {
  it('starts with five cards each; the first player does not draw on turn 1, the second does on turn 2', () => {
    const d = duel(fillers(10), fillers(10))
    expect(d.state.players.map((p) => [p.hand.length, p.deck.length])).toEqual([
      [5, 5],
      [5, 5],
    ])
    expect([d.state.turn, d.toMove()]).toEqual([1, A])
    play(d, end(A))
    expect([d.state.turn, d.toMove()]).toEqual([2, B])
    expect(d.state.players[B].hand.length).toBe(6)
    play(d, end(B))
    expect(d.state.players[A].hand.length).toBe(6)
  })

  it('lets B go first when the record says so', () => {
    const d = duel(fillers(10), fillers(10), { first: B })
    expect(d.toMove()).toBe(B)
    expect(d.state.players[B].hand.length).toBe(5)
    expect(d.play(A, { type: 'end' })).toBe("it is B's turn")
  })

  it('loses the game for the player who draws their last card', () => {
    const d = duel(fillers(7), fillers(6))
    play(d, end(A))
    expect(d.state.phase).toBe('over')
    expect([d.state.winner, d.state.ending]).toEqual([A, 'deck-out'])
    expect(d.play(A, { type: 'end' })).toBe('the game is over')
  })

  it('keeps the order written with no seed, and shuffles the same way for the same seed', () => {
    const d = duel([ryu, geese, ...fillers(8)], fillers(10))
    expect(d.state.players[A].hand.map((id) => d.cards[id].name)).toEqual(['Ryu', 'Geese', 'Sakura', 'Sakura', 'Sakura'])
    const deck = [ryu, geese, guile, ken, dan, fight, guard, stage, sakura, hadoken, ...fillers(10)]
    const one = duel(deck, deck, { seed: 5 })
    const two = duel(deck, deck, { seed: 5 })
    const other = duel(deck, deck, { seed: 6 })
    const hands = (x: Duel) => x.state.players.map((p) => p.hand.map((id) => x.cards[id].name))
    expect(hands(one)).toEqual(hands(two))
    expect(hands(one)).not.toEqual(hands(other))
    // A and B shuffle with streams of their own: the same deck does not deal the same hand.
    expect(hands(one)[0]).not.toEqual(hands(one)[1])
  })

  it('redraws a shuffled hand with no character, and refuses a deck with none', () => {
    const deck = [fight, fight, fight, guard, guard, guard, stage, stage, ryu]
    for (let seed = 0; seed < 20; seed++) {
      const d = duel(deck, deck, { seed })
      for (const p of d.state.players) expect(p.hand.some((id) => d.cards[id].name === 'Ryu')).toBe(true)
    }
    expect(() => duel([fight, fight, fight, guard, guard, guard], fillers(10), { seed: 1 })).toThrow('deck A has no character')
  })

  it('lets one character a turn enter the ring, on standby, for its SP', () => {
    const d = duel([ryu, sakura, ...fillers(10)], fillers(10))
    play(d, place(A, 0, 0))
    expect(d.state.players[A].sp).toBe(3)
    expect(d.play(A, { type: 'place', hand: 0, slot: 1 })).toBe('one character a turn enters the ring')
    expect(d.play(A, { type: 'attack', slot: 0 })).toMatch(/on standby this turn/)
    expect(d.play(A, { type: 'place', hand: 0, slot: 0 })).toBe('that ring slot is taken')
  })

  it('unfreezes a player’s characters in their own activate phase, not the opponent’s', () => {
    const d = facing([sakura])
    play(d, [A, { type: 'attack', slot: 0 }], [B, { type: 'take' }])
    expect(d.state.players[A].ring[0]!.frozen).toBe(true)
    play(d, end(A))
    expect(d.state.players[A].ring[0]!.frozen).toBe(true)
    play(d, end(B))
    expect(d.state.players[A].ring[0]!.frozen).toBe(false)
  })

  it('undoes a move', () => {
    const d = duel(fillers(10), fillers(10))
    play(d, place(A, 0, 2))
    expect(d.undo()).toBe(true)
    expect(d.state.players[A].ring).toEqual([null, null, null])
    expect(d.state.players[A].hand.length).toBe(5)
    expect(d.undo()).toBe(false)
  })
})

describe('a fork', () => {
  it('is a game of its own: moves on it leave the game it came from as it was, log and all', () => {
    const d = duel([ryu, sakura, ...fillers(20)], [geese, dan, ...fillers(20)], { strikers: [[dan], [dan]] })
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B), [A, { type: 'backup', hand: 0, slot: 0 }])
    const before = JSON.stringify(d.state)
    const fork = d.fork()
    expect(fork.state.log).toEqual([])
    for (const [seat, move] of [
      [A, { type: 'striker', striker: 0, at: 0 }],
      [B, { type: 'counter', slot: 0 }],
      [A, { type: 'attack', slot: 0 }],
      [B, { type: 'striker-defends', striker: 0 }],
      [A, { type: 'end' }],
    ] as [Seat, DuelMove][])
      expect(fork.play(seat, move)).toBeNull()
    expect(JSON.stringify(d.state)).toBe(before)
    expect(fork.state.players[B].ring[0]!.bp).toBe(600)
  })
})

describe('Back-Up', () => {
  it('adds 300 BP to a character past standby, from its list, once a turn', () => {
    const d = duel([ryu, sakura, sakura, geese, ...fillers(10)], fillers(10))
    play(d, place(A, 0, 0))
    expect(d.play(A, { type: 'backup', hand: 0, slot: 0 })).toMatch(/on standby this turn/)
    play(d, end(A), end(B))
    expect(d.play(A, { type: 'backup', hand: 2, slot: 0 })).toBe(`Geese is not on ${ryu.number} Ryu's Back-Up list`)
    play(d, [A, { type: 'backup', hand: 0, slot: 0 }])
    expect(d.state.players[A].ring[0]!.bp).toBe(1300)
    expect(d.play(A, { type: 'backup', hand: 0, slot: 0 })).toMatch(/has been backed up this turn/)
  })

  it('takes each listed name as often as it is listed, and never on a frozen character', () => {
    const d = duel([ryu, sakura, sakura, ...fillers(10)], fillers(10))
    play(d, place(A, 0, 0), end(A), end(B), [A, { type: 'backup', hand: 0, slot: 0 }], end(A), end(B))
    expect(d.play(A, { type: 'backup', hand: 0, slot: 0 })).toMatch(/Sakura has backed up .* as often as it is listed/)
    play(d, [A, { type: 'attack', slot: 0 }], [B, { type: 'take' }])
    expect(d.play(A, { type: 'backup', hand: 0, slot: 0 })).toBe('the Main phase is over: an attack has been declared')
  })
})

describe('attacks and counters', () => {
  it("hits the defender's HP with the attacker's BP when there is no counter, and freezes the attacker", () => {
    const d = facing([geese])
    play(d, [A, { type: 'attack', slot: 0 }])
    expect(d.toMove()).toBe(B)
    play(d, [B, { type: 'take' }])
    expect(d.state.players[B].hp).toBe(2000)
    expect(d.state.players[A].ring[0]!.frozen).toBe(true)
    expect(d.play(A, { type: 'attack', slot: 0 })).toMatch(/frozen/)
  })

  it('settles a counter by BP and never reaches HP: the rule book’s Ryu at 1000 against a 300-BP defender', () => {
    const d = facing([card('Guile (300)', 'capcom', { bp: 300 })])
    play(d, [A, { type: 'attack', slot: 0 }], [B, { type: 'counter', slot: 0 }])
    expect(d.state.players[A].ring[0]!.bp).toBe(700)
    expect(d.state.players[B].ring[0]).toBeNull()
    expect(d.state.players[B].discard.map((id) => d.cards[id].name)).toEqual(['Guile (300)'])
    expect(d.state.players[B].hp).toBe(3000)
  })

  it('KOs the attacker when the defender is stronger, and both at equal BP', () => {
    const stronger = facing([card('Big', 'snk', { bp: 1500 })])
    play(stronger, [A, { type: 'attack', slot: 0 }], [B, { type: 'counter', slot: 0 }])
    expect(stronger.state.players[A].ring[0]).toBeNull()
    expect(stronger.state.players[B].ring[0]!.bp).toBe(500)
    const equal = facing([card('Twin', 'snk', { bp: 1000 })])
    play(equal, [A, { type: 'attack', slot: 0 }], [B, { type: 'counter', slot: 0 }])
    expect([equal.state.players[A].ring[0], equal.state.players[B].ring[0]]).toEqual([null, null])
  })

  it('discards a KO’d character’s Back-Ups with it', () => {
    const d = duel([sakura, ...fillers(10)], [ryu, sakura, ...fillers(10)])
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B), end(A), [B, { type: 'backup', hand: 0, slot: 0 }])
    play(d, [B, { type: 'attack', slot: 0 }], [A, { type: 'counter', slot: 0 }])
    expect(d.state.players[A].discard.map((id) => d.cards[id].name)).toEqual(['Sakura'])
    expect(d.state.players[B].ring[0]!.bp).toBe(800)
  })

  it('lets a character on standby counter, but not a frozen one, and each only once a turn', () => {
    const d = duel([ryu, sakura, ...fillers(20)], [ken, ...fillers(20)])
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B), place(A, 0, 1), end(A))
    // B's Ken attacks and is taken; it is frozen on A's next turn too? No: it unfreezes in B's activate only.
    play(d, [B, { type: 'attack', slot: 0 }], [A, { type: 'take' }], end(B))
    expect(d.state.players[B].ring[0]!.frozen).toBe(true)
    play(d, [A, { type: 'attack', slot: 0 }])
    expect(d.play(B, { type: 'counter', slot: 0 })).toMatch(/frozen character cannot counter/)
    play(d, [B, { type: 'take' }])
    expect(d.state.players[B].hp).toBe(2000)
  })

  it('lets one character counter one attacker a turn', () => {
    const d = duel([ryu, ken, ...fillers(20)], [card('Wall', 'snk', { bp: 2500 }), ...fillers(20)])
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B), place(A, 0, 1), end(A), end(B))
    play(d, [A, { type: 'attack', slot: 0 }], [B, { type: 'counter', slot: 0 }], [A, { type: 'attack', slot: 1 }])
    expect(d.play(B, { type: 'counter', slot: 0 })).toMatch(/has countered an attacker this turn/)
    play(d, [B, { type: 'take' }])
    expect(d.state.players[B].ring[0]!.bp).toBe(1500)
    expect(d.state.players[B].hp).toBe(2500)
  })

  it('asks for the answer before anything else, from the defender only', () => {
    const d = facing([geese])
    play(d, [A, { type: 'attack', slot: 0 }])
    expect(d.play(A, { type: 'end' })).toBe('B answers the attack first')
    expect(d.play(B, { type: 'end' })).toMatch(/an attack waits for its answer/)
    play(d, [B, { type: 'take' }])
    expect(d.play(B, { type: 'take' })).toBe("it is A's turn")
    expect(d.play(A, { type: 'take' })).toBe('there is no attack to answer')
  })

  it('wins the game when the defender’s HP falls to 0', () => {
    const big = card('Big', 'capcom', { bp: 3000 })
    const d = facing([geese], [big])
    play(d, [A, { type: 'attack', slot: 0 }], [B, { type: 'take' }])
    expect(d.state.players[B].hp).toBe(0)
    expect([d.state.phase, d.state.winner, d.state.ending]).toEqual(['over', A, 'hp'])
    expect(d.toMove()).toBeNull()
  })
})

describe('unions', () => {
  /** A's Ken and Ryu (and Sakura) in slots 1–3, past standby, SP 8; B's `defender` in slot 1. */
  function unionTable(defender: Card) {
    const d = duel([ken, ryu, sakura, ...fillers(20)], [defender, ...fillers(20)])
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B), place(A, 0, 1), end(A), end(B), place(A, 0, 2), end(A), end(B))
    return d
  }

  it('cost 5 SP for two and 10 for three, in the order declared, and pierce what is left', () => {
    const d = unionTable(geese)
    expect(d.state.players[A].sp).toBe(8)
    expect(d.play(A, { type: 'union', slots: [0, 1, 2] })).toBe('a union of 3 costs 10 SP; A has 8')
    play(d, [A, { type: 'union', slots: [0, 1] }], [B, { type: 'counter', slot: 0 }])
    // Ken (500) into Geese (800): Ken KO'd, Geese at 300; Ryu (1000) KOs Geese and is left at 700, which pierces.
    expect(d.state.players[A].sp).toBe(3)
    expect(d.state.players[A].ring.map((f) => f?.bp ?? null)).toEqual([null, 700, 500])
    expect(d.state.players[B].hp).toBe(2300)
    expect(d.state.players[A].ring[1]!.frozen).toBe(true)
  })

  it('deal their whole BP when taken', () => {
    const d = unionTable(geese)
    play(d, [A, { type: 'union', slots: [1, 0] }], [B, { type: 'take' }])
    expect(d.state.players[B].hp).toBe(1500)
  })

  it('are two or three different ready characters', () => {
    const d = unionTable(geese)
    expect(d.play(A, { type: 'union', slots: [0] })).toBe('a union is two or three characters')
    expect(d.play(A, { type: 'union', slots: [0, 0] })).toBe('a character joins a union once')
    play(d, [A, { type: 'attack', slot: 2 }], [B, { type: 'take' }])
    expect(d.play(A, { type: 'union', slots: [0, 2] })).toMatch(/frozen/)
  })
})

describe('the Main phase and the attack phase', () => {
  it('plays actions and arenas before the first attack only, paying SP', () => {
    const d = facing([geese], [ryu, fight, stage])
    expect(d.play(A, { type: 'action', hand: 2 })).toMatch(/is not an action/)
    const fightAt = d.state.players[A].hand.findIndex((id) => d.cards[id].name === 'Fight!')
    play(d, [A, { type: 'action', hand: fightAt }])
    expect(d.state.players[A].sp).toBe(1)
    expect(d.state.byHand.map((b) => b.what)).toEqual([`A plays ${fight.number} Fight! (−2 SP)`])
    play(d, [A, { type: 'attack', slot: 0 }], [B, { type: 'take' }])
    const stageAt = d.state.players[A].hand.findIndex((id) => d.cards[id].name === 'Stage')
    expect(d.play(A, { type: 'arena', hand: stageAt })).toBe('arenas are played before the first attack')
  })

  it('takes ■ abilities before single attacks and unions, freezing the character', () => {
    const d = facing([geese], [hadoken, ryu])
    play(d, place(A, 0, 1), end(A), end(B))
    play(d, [A, { type: 'square', slot: 0 }])
    expect(d.state.players[A].ring[0]!.frozen).toBe(true)
    expect(d.play(A, { type: 'place', hand: 0, slot: 2 })).toBe('the Main phase is over: an attack has been declared')
    play(d, [A, { type: 'attack', slot: 1 }], [B, { type: 'take' }])
    expect(d.play(A, { type: 'square', slot: 1 })).toMatch(/no ■ ability/)
  })

  it('lets the defender react, paying SP, before any defence and never after', () => {
    const d = duel([ryu, ...fillers(20)], [dan, guard, ...fillers(20)])
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B))
    expect(d.play(B, { type: 'react', hand: 0 })).toBe("it is A's turn")
    play(d, [A, { type: 'attack', slot: 0 }], [B, { type: 'react', hand: 0 }])
    expect(d.state.players[B].sp).toBe(2)
    expect(d.state.players[B].discard.map((id) => d.cards[id].name)).toEqual(['Guard!'])
    expect(d.play(B, { type: 'react', hand: 0 })).toMatch(/is not a reaction/)
    play(d, [B, { type: 'take' }])
  })
})

describe('Strikers', () => {
  const legends = (a: Card[], b: Card[]) =>
    duel(a, b, {
      strikers: [
        [dan, dan, dan],
        [dan, dan, dan],
      ],
    })

  it('attack a character before the first attack: countered, 200 BP off it; taken, 200 HP', () => {
    const d = legends([ryu, ...fillers(20)], [geese, ...fillers(20)])
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B))
    play(d, [A, { type: 'striker', striker: 0, at: 0 }], [B, { type: 'counter', slot: 0 }])
    expect(d.state.players[B].ring[0]!.bp).toBe(600)
    expect([d.state.players[A].strikers.length, d.state.players[A].removed.length]).toEqual([2, 1])
    // The Main phase goes on after a Striker.
    play(d, [A, { type: 'striker', striker: 0, at: 0 }], [B, { type: 'take' }])
    expect(d.state.players[B].hp).toBe(2800)
    play(d, [A, { type: 'attack', slot: 0 }], [B, { type: 'take' }])
    expect(d.play(A, { type: 'striker', striker: 0, at: 0 })).toBe('Strikers are sent in before the first attack')
  })

  it('defend an attack as a 200-BP defender and leave the game, but never against a Striker', () => {
    const d = legends([ryu, ...fillers(20)], [geese, ...fillers(20)])
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B))
    play(d, [A, { type: 'striker', striker: 0, at: 0 }])
    expect(d.play(B, { type: 'striker-defends', striker: 0 })).toBe('a Striker cannot defend against another Striker')
    play(d, [B, { type: 'take' }], [A, { type: 'attack', slot: 0 }], [B, { type: 'striker-defends', striker: 0 }])
    expect(d.state.players[A].ring[0]!.bp).toBe(800)
    expect(d.state.players[B].hp).toBe(2800)
    expect(d.state.players[B].removed.length).toBe(1)
  })

  it('only the character a Striker attacks may counter it, and a Striker at 200 KOs a 200-BP character', () => {
    const d = legends([ryu, ...fillers(20)], [dan, geese, ...fillers(20)])
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B), end(A), place(B, 0, 1), end(B))
    play(d, [A, { type: 'striker', striker: 0, at: 0 }])
    expect(d.play(B, { type: 'counter', slot: 1 })).toMatch(/only it can counter/)
    play(d, [B, { type: 'counter', slot: 0 }])
    expect(d.state.players[B].ring[0]).toBeNull()
  })
})

describe('what the engine refuses outright', () => {
  it('refuses hand positions, slots and Strikers that are not there', () => {
    const d = duel([ryu, ...fillers(20)], [geese, ...fillers(20)], { strikers: [[dan], []] })
    for (const hand of [-1, 5, 1.5]) expect(d.play(A, { type: 'place', hand, slot: 0 })).toBe('no such card in hand')
    for (const slot of [-1, 3, 0.5]) expect(d.play(A, { type: 'place', hand: 0, slot })).toBe('no such ring slot')
    expect(d.play(A, { type: 'attack', slot: 3 })).toBe('no character in slot 4')
    expect(d.play(A, { type: 'backup', hand: 0, slot: 3 })).toBe('no character in that slot')
    expect(d.play(A, { type: 'square', slot: -1 })).toBe('no character in that slot')
    for (const striker of [-1, 1, 0.5]) expect(d.play(A, { type: 'striker', striker, at: 0 })).toBe('no such Striker')
    expect(d.play(A, { type: 'striker', striker: 0, at: 0 })).toBe('a Striker attacks a character in play, and that slot is empty')
    expect(d.play(A, { type: 'action', hand: 0 })).toBe(`${ryu.number} Ryu is not an action`)
    expect(d.play(A, { type: 'arena', hand: 0 })).toBe(`${ryu.number} Ryu is not an arena`)
    expect(d.play(A, { type: 'backup', hand: 1, slot: 0 })).toBe('no character in that slot')
    expect(d.state.players[A].hand).toHaveLength(5)
  })

  it('refuses a deck too small for an opening hand', () => {
    expect(() => duel(fillers(4), fillers(10))).toThrow('deck A has 4 cards; an opening hand needs 5')
    expect(duel(fillers(5), fillers(5)).state.players[A].hand).toHaveLength(5)
  })

  it('refuses a Back-Up that is not a character', () => {
    const d = duel([ryu, fight, sakura, ...fillers(20)], [geese, ...fillers(20)])
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B))
    expect(d.play(A, { type: 'backup', hand: 0, slot: 0 })).toBe(`${fight.number} Fight! is not a character`)
  })

  it('takes each name of a Back-Up list in its own right', () => {
    const both = card('Ryu (both)', 'capcom', {
      bp: 1000,
      backups: [
        { name: 'Sakura', number: null },
        { name: 'Ken', number: null },
      ],
    })
    const d = duel([both, sakura, ken, ...fillers(20)], fillers(20))
    play(d, place(A, 0, 0), end(A), end(B), [A, { type: 'backup', hand: 0, slot: 0 }], end(A), end(B))
    play(d, [A, { type: 'backup', hand: 0, slot: 0 }])
    expect(d.state.players[A].ring[0]!.bp).toBe(1600)
  })

  it('plays an arena onto the arena stack in the Main phase, for its text to be applied by hand', () => {
    const d = duel([stage, ...fillers(20)], fillers(20))
    play(d, [A, { type: 'arena', hand: 0 }])
    expect(d.state.arenas).toEqual([{ card: d.state.arenas[0].card, owner: A }])
    expect(d.cards[d.state.arenas[0].card].name).toBe('Stage')
    expect(d.state.players[A].hand).toHaveLength(4)
    expect(d.state.byHand.map((b) => b.what)).toEqual([`A plays the arena ${stage.number} Stage`])
  })

  it('refuses a ■ ability once a single attack has been declared', () => {
    const d = duel([hadoken, ryu, ...fillers(20)], [geese, ...fillers(20)])
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B), place(A, 0, 1), end(A), end(B))
    play(d, [A, { type: 'attack', slot: 1 }], [B, { type: 'take' }])
    expect(d.play(A, { type: 'square', slot: 0 })).toBe('■ abilities come before single attacks and unions')
  })

  it('lets a union pierce a defending Striker, and the turn go on once the Striker has defended', () => {
    const d = duel([ken, ryu, ...fillers(20)], [geese, ...fillers(20)], { strikers: [[], [dan]] })
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B), place(A, 0, 1), end(A), end(B))
    play(d, [A, { type: 'union', slots: [0, 1] }], [B, { type: 'striker-defends', striker: 0 }])
    // Ken (500) into the Striker (200): Ken at 300; Ryu (1000) meets no defender: 300 + 1000 pierce.
    expect(d.state.players[B].hp).toBe(3000 - 1300)
    expect(d.state.players[A].ring.map((f) => f?.bp)).toEqual([300, 1000, undefined])
    expect(d.toMove()).toBe(A)
    play(d, end(A))
  })
})
