// Card texts for two: how the base set's texts are classed, and texts played at the table for two — aimed at the
// enemy's characters, carried out on the opponent's cards, reactions answering the attack, ● rules and bars.
import { describe, expect, it } from 'vitest'
import type { Card } from '../../../../../src/shared/card'
import type { DuelMove, Seat } from '../../../../../src/shared/games/cfs/duel'
import { Duel } from '../../../../../src/main/games/cfs/duel/duel'
import { readForTwo } from '../../../../../src/main/games/cfs/duel/texts'
import { greedyPolicy } from '../../../../../src/main/games/cfs/duel/policies'
import { gameRng } from '../../../../../src/main/core/rng'
import { testCard as card } from '../../../../test-cards'
import { sharedServices } from '../../../../helpers'

const A: Seat = 0
const B: Seat = 1
const filler = card('Sakura', 'capcom', { bp: 500, sp: 3 })
const geese = card('Geese', 'snk', { bp: 800, sp: 9 })
const ryu = card('Ryu', 'capcom', { bp: 1000, sp: 9 })
const withText = (name: string, type: 'triangle' | 'square' | 'circle', text: string, bp = 500) =>
  card(name, 'capcom', { bp, sp: 9, ability: { name: `${name}'s ability`, type, text } })
const reaction = (name: string, text: string) => card(name, 'reaction', { cost: 0, text })
const action = (name: string, text: string) => card(name, 'action', { cost: 0, text })

/** Both decks in the order written, A first, HP 3000. */
function duel(a: Card[], b: Card[]) {
  const cards: Card[] = []
  const ids = (list: Card[]) => list.map((c) => cards.push(c) - 1)
  const fill = (list: Card[]) => [...list, ...Array.from({ length: 25 }, () => filler)]
  return new Duel(
    cards,
    [
      { main: ids(fill(a)), strikers: [] },
      { main: ids(fill(b)), strikers: [] },
    ],
    { first: A, hp: 3000, seed: null },
  )
}

function play(d: Duel, ...moves: [Seat, DuelMove][]) {
  for (const [seat, move] of moves) {
    const refused = d.play(seat, move)
    if (refused) throw new Error(`${JSON.stringify(move)} refused: ${refused}`)
  }
}
const end = (seat: Seat): [Seat, DuelMove] => [seat, { type: 'end' }]
const place = (seat: Seat, hand: number, slot: number): [Seat, DuelMove] => [seat, { type: 'place', hand, slot }]

/** Where the first copy of `c` is in the seat's hand. */
const inHand = (d: Duel, seat: Seat, c: Card) => d.state.players[seat].hand.findIndex((id) => d.cards[id] === c)

/** A's first card in slot 1 and B's in slot 1, both past standby: A to move on turn 3. */
function facing(a: Card[], b: Card[]) {
  const d = duel(a, b)
  play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B))
  return d
}

describe('the base set for two', () => {
  it('classes every text: at least 85 % exact, at least 30 of the 40 reactions, and each other one says why', () => {
    const cards = sharedServices().catalogue.setCards('cfs-base')
    const read = cards.flatMap((c) => {
      const r = readForTwo(c)
      return r ? [{ card: c, r }] : []
    })
    expect(read).toHaveLength(324)
    const exact = read.filter((x) => x.r.class === 'exact')
    expect(exact.length / read.length).toBeGreaterThanOrEqual(0.85)
    const reactions = read.filter((x) => x.card.kind === 'reaction')
    expect(reactions).toHaveLength(40)
    expect(reactions.filter((x) => x.r.class === 'exact').length).toBeGreaterThanOrEqual(30)
    // Nothing is "no effect" for two: a text is played, in part, or by hand, with its reason.
    for (const { card: c, r } of read) {
      expect(['exact', 'partial', 'not-modelled'], c.number).toContain(r.class)
      if (r.class !== 'exact') expect('reason' in r && r.reason.length > 0, c.number).toBe(true)
      // Its reason is the game for two's, not the goldfish's.
      if ('reason' in r) expect(r.reason, c.number).not.toMatch(/goldfish/)
    }
  })

  it('reads whose characters a text touches, and the opponent in what a goldfish cannot feel', () => {
    const base = (n: string) => readForTwo(sharedServices().catalogue.card('cfs-base', n)!)
    // C001 Ryu: "1 character takes 500 damage": either player's.
    expect(base('C001')).toMatchObject({ class: 'exact', text: { ops: [{ op: 'bp', who: { pick: 'one' }, n: -500 }] } })
    expect((base('C001') as { text: { ops: { who: object }[] } }).text.ops[0].who).not.toHaveProperty('side')
    // R003 Robot Punch: an enemy character only.
    expect(base('R003')).toMatchObject({ class: 'exact', text: { ops: [{ op: 'bp', who: { pick: 'one', side: 'enemy' }, n: -300 }] } })
    // C133: the opponent discards at random.
    expect(base('C133')).toMatchObject({ class: 'exact', text: { ops: [{ op: 'opponent', ops: [{ op: 'discard', count: 1, random: true }] }] } })
  })
})

describe('texts at the table for two', () => {
  it("a ■ aimed at the enemy's character hurts it; aimed at an empty slot, it is refused and nothing changes", () => {
    const hado = withText('Ryu (U)', 'square', 'Deal 300 damage to 1 character.')
    const d = facing([hado], [geese])
    expect(d.play(A, { type: 'square', slot: 0, on: [{ seat: B, slot: 2 }] })).toBe('no character in the target slot')
    play(d, [A, { type: 'square', slot: 0, on: [{ seat: B, slot: 0 }] }])
    expect(d.state.players[B].ring[0]!.bp).toBe(500)
    expect(d.state.players[A].ring[0]!.frozen).toBe(true)
  })

  it('left to pick, a text that harms goes to the enemy and one that helps to the player', () => {
    const hado = withText('Ryu (U)', 'square', 'Deal 300 damage to 1 character.')
    const d = facing([hado], [geese])
    play(d, [A, { type: 'square', slot: 0 }])
    expect(d.state.players[B].ring[0]!.bp).toBe(500)
    expect(d.state.players[A].ring[0]!.bp).toBe(500)
    const boost = action('Power Up', '1 character on the field gets +300 BP.')
    const e = facing([ryu, boost], [geese])
    play(e, [A, { type: 'action', hand: 0 }])
    expect(e.state.players[A].ring[0]!.bp).toBe(1300)
    expect(e.state.players[B].ring[0]!.bp).toBe(800)
  })

  it("carries out the opponent's part on the opponent's cards: a discard at random, SP lost, cards drawn", () => {
    const thief = withText('Thief', 'triangle', 'Opponent discards 1 random card from hand.')
    const d = duel([thief], [geese])
    play(d, place(A, 0, 0))
    expect(d.state.players[B].hand).toHaveLength(4)
    expect(d.state.players[B].discard).toHaveLength(1)
    const drain = action('Drain', 'Opponent loses 6 SP.')
    const e = facing([ryu, drain], [geese])
    expect(e.state.players[B].sp).toBe(9)
    play(e, [A, { type: 'action', hand: 0 }])
    expect(e.state.players[B].sp).toBe(3)
    const both = action('Gift', 'Both players draw 2 cards.')
    const f = facing([ryu, both], [geese])
    const [a, b] = [f.state.players[A].hand.length, f.state.players[B].hand.length]
    play(f, [A, { type: 'action', hand: 0 }])
    expect(f.state.players[A].hand.length).toBe(a - 1 + 2)
    expect(f.state.players[B].hand.length).toBe(b + 2)
  })

  it("makes the player's choice on the opponent's deck: a card they would keep goes under it, and the best are discarded", () => {
    const spy = withText('Spy', 'triangle', "Look at the opponent's top card; you may move it to the bottom.")
    const junk = reaction('Junk', 'Nothing happens.')
    const name = (d: Duel, id: number | undefined) => (id === undefined ? undefined : d.cards[id].name)
    const down = duel([spy], [geese, filler, filler, filler, filler, ryu])
    play(down, place(A, 0, 0))
    expect(name(down, down.state.players[B].deck.at(-1))).toBe('Ryu')
    expect(name(down, down.state.players[B].deck[0])).toBe('Sakura')
    const stays = duel([spy], [geese, filler, filler, filler, filler, junk])
    play(stays, place(A, 0, 0))
    expect(name(stays, stays.state.players[B].deck[0])).toBe('Junk')
    const sorry = withText('Sorry', 'triangle', "Look at the opponent's top 3 cards and discard 2 of them.")
    const d = duel([sorry], [geese, filler, filler, filler, filler, junk, ryu, geese])
    play(d, place(A, 0, 0))
    expect(d.state.players[B].discard.map((id) => d.cards[id].name).sort()).toEqual(['Geese', 'Ryu'])
    expect(name(d, d.state.players[B].deck[0])).toBe('Junk')
    expect(d.state.players[B].deck).toHaveLength(25 + 1)
    // Rock's ■: the hand card least worth keeping on top of their deck, their bottom card to the hand.
    const rock = withText('Rock', 'square', "Put 1 card from your hand on top of the opponent's deck; take the bottom card of their deck into your hand.")
    const t = facing([rock, junk, ryu], [geese, filler, filler, filler, filler, filler, ryu])
    const bottom = t.state.players[B].deck.at(-1)!
    const hand = t.state.players[A].hand.length
    play(t, [A, { type: 'square', slot: 0 }])
    expect(name(t, t.state.players[B].deck[0])).toBe('Junk')
    expect(t.state.players[A].hand).toContain(bottom)
    expect(t.state.players[A].hand).toHaveLength(hand)
    expect(t.state.players[A].hand.some((id) => t.cards[id] === junk)).toBe(false)
    // Cammy (D)'s ▲: the best card of the opponent's hand goes under their deck.
    const cammy = withText('Cammy', 'triangle', "Put 1 card from the opponent's hand on the top or bottom of their deck.")
    const c = duel([cammy], [ryu, junk, filler, filler, filler])
    play(c, place(A, 0, 0))
    expect(name(c, c.state.players[B].deck.at(-1))).toBe('Ryu')
    expect(c.state.players[B].hand.map((id) => c.cards[id].name)).not.toContain('Ryu')
    expect(c.state.players[B].hand).toHaveLength(4)
    // Pride: the bigger hand is discarded and drawn again up to the smaller one's size, whoever holds it.
    const pride = action('Pride', "The player holding more cards (after this is played) discards their hand and redraws up to the other player's hand size.")
    const theirs = facing([ryu, pride], [geese])
    const [mine, bigger] = [theirs.state.players[A].hand.length - 1, theirs.state.players[B].hand.length]
    expect(bigger).toBeGreaterThan(mine)
    play(theirs, [A, { type: 'action', hand: inHand(theirs, A, pride) }])
    expect(theirs.state.players[B].hand).toHaveLength(mine)
    expect(theirs.state.players[B].discard).toHaveLength(bigger)
    expect(theirs.state.players[A].hand).toHaveLength(mine)
    const spark = action('Spark', 'Nothing happens.')
    const own = duel([pride], [geese, spark])
    play(own, end(A), place(B, 0, 0))
    play(own, [B, { type: 'action', hand: inHand(own, B, spark) }], end(B))
    const [more, fewer] = [own.state.players[A].hand.length - 1, own.state.players[B].hand.length]
    expect(more).toBeGreaterThan(fewer)
    play(own, [A, { type: 'action', hand: inHand(own, A, pride) }])
    expect(own.state.players[A].hand).toHaveLength(fewer)
    expect(own.state.players[A].discard).toHaveLength(more + 1)
    expect(own.state.players[B].hand).toHaveLength(fewer)
  })

  it('a reaction answers the attack: it hurts an attacker, KOs the strong ones, or makes the attack fail', () => {
    const punch = reaction('Robot Punch', 'Deal 300 damage to 1 enemy character.')
    const d = facing([ryu], [geese, punch])
    play(d, [A, { type: 'attack', slot: 0 }], [B, { type: 'react', hand: 0 }])
    expect(d.state.players[A].ring[0]!.bp).toBe(700)
    play(d, [B, { type: 'take' }])
    expect(d.state.players[B].hp).toBe(2300)

    const hunt = reaction('Cruel Hunting', 'KO every attacking character with 800 BP or more.')
    const e = facing([ryu], [geese, hunt])
    play(e, [A, { type: 'attack', slot: 0 }], [B, { type: 'react', hand: 0 }])
    // The only attacker is gone: the attack ends, and B is not asked again.
    expect(e.state.players[A].ring[0]).toBeNull()
    expect(e.state.phase).toBe('attacks')
    expect(e.toMove()).toBe(A)

    const song = reaction("Manali's Song", "If your ring is empty, the opponent's attack fails; the attackers are withdrawn and frozen.")
    const f = duel([ryu], [song])
    play(f, place(A, 0, 0), end(A), end(B), [A, { type: 'attack', slot: 0 }], [B, { type: 'react', hand: inHand(f, B, song) }])
    expect(f.state.players[B].hp).toBe(3000)
    expect(f.state.players[A].ring[0]!.frozen).toBe(true)
    expect(f.state.pending).toBeNull()
  })

  it('a reaction that says so keeps a countered union from piercing, or withdraws an attack not countered', () => {
    const guard = reaction('Assault', 'When your character counters a Unite attack, you lose no HP.')
    const d = duel([ryu, ryu], [filler, guard])
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B), place(A, 0, 1), end(A), end(B))
    play(d, [A, { type: 'union', slots: [0, 1] }], [B, { type: 'react', hand: inHand(d, B, guard) }], [B, { type: 'counter', slot: 0 }])
    expect(d.state.players[B].hp).toBe(3000)
    expect(d.state.players[B].ring[0]).toBeNull()

    const wait = reaction('Waiting in Vain', 'If you do not block, the attacking characters are withdrawn (their abilities still apply).')
    const e = facing([ryu], [geese, wait])
    play(e, [A, { type: 'attack', slot: 0 }], [B, { type: 'react', hand: 0 }], [B, { type: 'take' }])
    expect(e.state.players[B].hp).toBe(3000)
  })

  it('● rules for two: a character that cannot counter is refused; a countered attacker draws by its text', () => {
    const still = withText('Still', 'circle', 'This character cannot counter.', 2000)
    const d = facing([ryu], [still])
    play(d, [A, { type: 'attack', slot: 0 }])
    expect(d.play(B, { type: 'counter', slot: 0 })).toMatch(/Still cannot counter$/)
    const lucky = withText('Lucky', 'circle', 'When his attack is countered, draw 1 card.', 1000)
    const e = facing([lucky], [geese])
    play(e, [A, { type: 'attack', slot: 0 }])
    const hand = e.state.players[A].hand.length
    play(e, [B, { type: 'counter', slot: 0 }])
    expect(e.state.players[A].hand.length).toBe(hand + 1)
  })

  it("a bar holds for the opponent's next turn only: no action then, and the turn after it may", () => {
    const jam = action('Jam', 'Opponent cannot play action cards during their next turn.')
    const spark = action('Spark', 'Opponent loses 300 HP.')
    const d = duel([filler, jam], [spark])
    play(d, place(A, 0, 0), [A, { type: 'action', hand: 0 }], end(A))
    expect(d.play(B, { type: 'action', hand: inHand(d, B, spark) })).toBe('a text says you cannot play actions this turn')
    play(d, end(B), end(A), [B, { type: 'action', hand: inHand(d, B, spark) }])
    expect(d.state.players[A].hp).toBe(2700)
  })

  it('a text the engine does not play is named to apply by hand, and the move is still made', () => {
    const clone = reaction('Clone', 'Discard a card with an ability from hand; 1 of your characters in play gains that ability.')
    const d = facing([ryu], [geese, clone])
    play(d, [A, { type: 'attack', slot: 0 }], [B, { type: 'react', hand: 0 }])
    expect(d.state.byHand.map((x) => d.cards[x.card].name)).toEqual(['Clone'])
  })

  it('greedy plays a reaction when it turns the fight, and an action when it leaves the game better', () => {
    // Ryu (1000) attacks Geese (800): 300 damage first, and Geese's counter KOs Ryu.
    const punch = reaction('Robot Punch', 'Deal 300 damage to 1 enemy character.')
    const d = facing([ryu], [geese, punch])
    play(d, [A, { type: 'attack', slot: 0 }])
    expect(greedyPolicy(d, gameRng(1, 0))).toEqual({ type: 'react', hand: inHand(d, B, punch) })
    play(d, [B, { type: 'react', hand: inHand(d, B, punch) }])
    expect(greedyPolicy(d, gameRng(1, 0))).toEqual({ type: 'counter', slot: 0 })
    // On its turn, an action that hurts the opponent is played; one that would only hurt itself is not.
    const spark = action('Spark', 'Opponent loses 300 HP.')
    const folly = action('Folly', 'Gain 0 HP.')
    const e = facing([ryu, folly, spark], [geese])
    const placing = greedyPolicy(e, gameRng(1, 0))
    expect(placing.type).toBe('place')
    play(e, [A, placing])
    expect(greedyPolicy(e, gameRng(1, 0))).toEqual({ type: 'action', hand: inHand(e, A, spark) })
    play(e, [A, { type: 'action', hand: inHand(e, A, spark) }])
    expect(greedyPolicy(e, gameRng(1, 0)).type).not.toBe('action')
  })
})

describe('texts for two, where the rules meet them', () => {
  it("a character that stays unfrozen after attacking does so alone, and freezes in a union (the rule book's Ken)", () => {
    const ken = withText('Ken', 'circle', 'Does not enter Freeze Phase after attacking.', 700)
    const d = duel([ken, ryu], [filler])
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B))
    play(d, place(A, inHand(d, A, ryu), 1), [A, { type: 'attack', slot: 0 }], [B, { type: 'take' }])
    expect(d.state.players[A].ring[0]!.frozen).toBe(false)
    // It has attacked this turn: it may not attack again.
    expect(d.play(A, { type: 'attack', slot: 0 })).toMatch(/has attacked this turn$/)
    play(d, end(A), end(B), [A, { type: 'union', slots: [0, 1] }], [B, { type: 'take' }])
    expect(d.state.players[A].ring[0]!.frozen).toBe(true)
  })

  it('■ on the turn a character enters, where a ● allows it, is still once a turn', () => {
    const batsu = withText('Batsu', 'circle', 'Characters can use square abilities on the turn they enter the ring.')
    const zap = withText('Zap', 'square', 'Opponent loses 100 HP.')
    const d = facing([batsu, zap], [geese])
    play(d, place(A, 0, 1), [A, { type: 'square', slot: 1 }])
    expect(d.state.players[B].hp).toBe(2900)
    expect(d.play(A, { type: 'square', slot: 1 })).toMatch(/has already acted$/)
  })

  it('a skipped draw phase skips the extra draws a ● gives', () => {
    const skip = action('Skip', 'Opponent skips their next draw phase.')
    const tron = withText('Tron', 'circle', 'Draw 1 extra card during your draw phase.')
    const d = duel([filler, skip], [tron])
    play(d, place(A, 0, 0), [A, { type: 'action', hand: 0 }], end(A))
    // B's turn 2: no draw at all, Tron not yet in play; then turn 4, Tron in play: two draws.
    expect(d.state.players[B].hand).toHaveLength(5)
    play(d, place(B, 0, 0), end(B), end(A))
    expect(d.state.players[B].hand).toHaveLength(6)
  })

  it('each pick a text makes takes the next character the move names, and "as many as you like" takes them all', () => {
    const sacrifice = action('Sacrifice', 'Sacrifice 1 of your characters to KO 1 enemy character.')
    const d = duel([filler, filler, sacrifice], [geese, ryu])
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B), place(A, 0, 1), end(A))
    play(d, place(B, inHand(d, B, ryu), 1), end(B))
    play(d, [
      A,
      {
        type: 'action',
        hand: inHand(d, A, sacrifice),
        on: [
          { seat: A, slot: 1 },
          { seat: B, slot: 1 },
        ],
      },
    ])
    expect(d.state.players[A].ring.map((f) => f !== null)).toEqual([true, false, false])
    expect(d.state.players[B].ring.map((f) => (f?.card === undefined ? null : d.cards[f.card].name))).toEqual(['Geese', null, null])
    const cash = action('Cash', "KO as many of your own characters as you like; +2 SP per character KO'd.")
    const e = duel([filler, filler, cash], [geese])
    play(e, place(A, 0, 0), end(A), end(B), place(A, 0, 1), end(A), end(B))
    const sp = e.state.players[A].sp
    play(e, [
      A,
      {
        type: 'action',
        hand: inHand(e, A, cash),
        on: [
          { seat: A, slot: 0 },
          { seat: A, slot: 1 },
        ],
      },
    ])
    expect(e.state.players[A].ring.every((f) => f === null)).toBe(true)
    expect(e.state.players[A].sp).toBe(sp + 4)
  })

  it("a countered attacker's text acts though the fight KOs it, and a Striker's defence counts as a counter", () => {
    const karin = withText('Karin', 'circle', 'When her attack is countered, the opponent loses 200 HP.', 500)
    const d = facing([karin], [geese])
    play(d, [A, { type: 'attack', slot: 0 }], [B, { type: 'counter', slot: 0 }])
    expect(d.state.players[A].ring[0]).toBeNull()
    expect(d.state.players[B].hp).toBe(2800)
  })

  it('a union a reaction leaves with one attacker is still a union, and pierces', () => {
    const punch = reaction('Robot Punch', 'Deal 300 damage to 1 enemy character.')
    const small = card('Small', 'capcom', { bp: 300, sp: 9 })
    const d = duel([small, ryu], [filler, punch])
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B))
    play(d, place(A, inHand(d, A, ryu), 1), end(A), end(B))
    play(d, [A, { type: 'union', slots: [0, 1] }])
    play(d, [B, { type: 'react', hand: inHand(d, B, punch), on: [{ seat: A, slot: 0 }] }])
    expect(d.state.pending).toMatchObject({ kind: 'attack', slots: [1], union: true })
    // Ryu (1000) KOs Sakura (500) and pierces with the 500 left.
    play(d, [B, { type: 'counter', slot: 0 }])
    expect(d.state.players[B].hp).toBe(2500)
  })

  it("countering at the attacker's BP, an attack that goes through, and small attackers no one counters", () => {
    const twelve = withText('Twelve', 'circle', "When countering, its BP becomes equal to the attacker's BP.", 100)
    const d = facing([ryu], [twelve])
    play(d, [A, { type: 'attack', slot: 0 }], [B, { type: 'counter', slot: 0 }])
    // Equal BP: both KO'd.
    expect([d.state.players[A].ring[0], d.state.players[B].ring[0]]).toEqual([null, null])
    const haohmaru = withText('Haohmaru', 'circle', "His attack damage goes through to the opponent's HP.", 1000)
    const e = facing([haohmaru], [geese])
    play(e, [A, { type: 'attack', slot: 0 }], [B, { type: 'counter', slot: 0 }])
    expect(e.state.players[B].hp).toBe(2000)
    const cody = withText('Cody', 'circle', 'Attackers with 300 BP or less that attack alone cannot be countered.', 300)
    const f = facing([cody], [geese])
    play(f, [A, { type: 'attack', slot: 0 }])
    expect(f.play(B, { type: 'counter', slot: 0 })).toMatch(/cannot be countered/)
  })

  it("a Striker whose character a reaction returns to its owner's hand is spent", () => {
    const home = reaction('Cash Profits', 'Return any of your characters to your hand; draw 1 card.')
    const dan = card('Dan', 'capcom', { bp: 200 })
    const cards: Card[] = []
    const ids = (list: Card[]) => list.map((c) => cards.push(c) - 1)
    const fill = (list: Card[]) => [...list, ...Array.from({ length: 25 }, () => filler)]
    const d = new Duel(
      cards,
      [
        { main: ids(fill([ryu])), strikers: ids([dan]) },
        { main: ids(fill([geese, home])), strikers: [] },
      ],
      { first: A, hp: 3000, seed: null },
    )
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B), [A, { type: 'striker', striker: 0, at: 0 }])
    play(d, [B, { type: 'react', hand: inHand(d, B, home), on: [{ seat: B, slot: 0 }] }])
    expect(d.state.players[B].ring[0]).toBeNull()
    expect(d.state.pending).toBeNull()
    expect(d.state.phase).toBe('main')
    expect(d.state.players[B].hp).toBe(3000)
  })

  it('a move names no more characters than its text picks, and the engine, left to pick, KOs the strongest enemy', () => {
    const ko = action('Sweep', 'KO 1 other character.')
    const d = duel([filler, ko], [filler, geese])
    play(d, place(A, 0, 0), end(A), place(B, 0, 0), end(B), end(A))
    play(d, place(B, inHand(d, B, geese), 1), end(B))
    expect(
      d.play(A, {
        type: 'action',
        hand: inHand(d, A, ko),
        on: [
          { seat: B, slot: 0 },
          { seat: B, slot: 1 },
        ],
      }),
    ).toMatch(/picks 1 character: name no more$/)
    play(d, [A, { type: 'action', hand: inHand(d, A, ko) }])
    expect(d.state.players[B].ring.map((f) => (f ? d.cards[f.card].name : null))).toEqual(['Sakura', null, null])
  })

  it('a ● text the engine does not play is listed when its character enters, to keep by hand while it is in play', () => {
    const makoto = withText('Makoto', 'circle', 'Takes no extra damage when countering a Unite attack.')
    const d = duel([makoto], [filler])
    play(d, place(A, 0, 0))
    expect(d.state.byHand).toHaveLength(1)
    expect(d.state.byHand[0].what).toMatch(/Makoto enters: ● /)
  })
})
