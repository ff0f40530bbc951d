// One test per kind of text — triggers, conditions, costs, effects, rules in force — on real base-set cards,
// each a stacked game worked out by hand, played by the simulator and by the table (which must agree), and
// the table's moves checked where the text leaves the player something to see.
import { describe, expect, it } from 'vitest'
import type { Card } from '../../../../../src/shared/card'
import { Table } from '../../../../../src/main/games/cfs/goldfish/table'
import { placeScore } from '../../../../../src/main/games/cfs/goldfish/greedy'
import { sharedServices } from '../../../../helpers'
import { bothEngines, stack } from './two-engines'

const c = (n: string): Card => sharedServices().catalogue.card('cfs-base', n)!
const times = (n: number, card: string) => Array<Card>(n).fill(c(card))
/** Fillers: Dee Jay (300 BP, 4 SP, no ability); Fight! (an action the policy never plays). */
const DEE_JAY = 'C013'
const FIGHT = 'A001'

function table(list: Card[], options: { first?: boolean; hp?: number } = {}): Table {
  const { cards, main } = stack(list)
  return new Table(cards, main, [], { seed: 1, first: options.first ?? true, hp: options.hp ?? 3000, stacked: true })
}

describe('triggers', () => {
  it('▲ on entry: S060 Kyo takes 500 HP as he enters', () => {
    // T1 Kyo enters: 500. T2 Dee Jay enters, Kyo attacks: 1300. T3: 2400. T4: Kyo's attack finishes it.
    const g = bothEngines([c('S060'), ...times(14, DEE_JAY)])
    expect(g).toMatchObject({ outcome: 'win', turn: 4, damage: [500, 1300, 2400, 3000] })
    const t = table([c('S060'), ...times(14, DEE_JAY)])
    expect(t.play({ type: 'place', hand: 0, slot: 0 })).toMatchObject({ ok: true, state: { goldfishHp: 2500 } })
    expect(t.state.log.slice(-2)).toEqual(['S060 Kyo enters: OROCHI Nagi (Orochi Wave)', 'The goldfish is hit: 500 damage, goldfish at 2500 HP'])
  })

  it('● at the start of your turn: S090 Moriya takes 100 each turn before the draw', () => {
    // T1 Moriya enters. T2: 100 at the start, Moriya attacks 500 (Dee Jay enters): 600. T3: 100 + 500 + 300: 1500.
    expect(bothEngines([c('S090'), ...times(14, DEE_JAY)]).damage.slice(0, 3)).toEqual([0, 600, 1500])
  })

  it('● when he hits the opponent directly: C065 Jedah draws, and the deck runs out a turn sooner', () => {
    // 8 cards, going first: T1 Jedah enters (3 left). T2 draw (2), Jedah hits and draws (1). T3 draw the last: lost.
    expect(bothEngines([c('C065'), ...times(7, DEE_JAY)])).toMatchObject({ outcome: 'deck-out', turn: 3 })
    // Dee Jay alone would last to turn 4.
    expect(bothEngines(times(8, DEE_JAY))).toMatchObject({ outcome: 'deck-out', turn: 4 })
  })

  it('● after he attacks alone: S111 Gai gains 200 each time', () => {
    // Gai alone with actions: 300, 500, 700, 900, 1100 → 3500 on turn 6.
    expect(bothEngines([c('S111'), ...times(14, FIGHT)])).toMatchObject({ outcome: 'win', turn: 6, damage: [0, 300, 800, 1500, 2400, 3000] })
  })
})

describe('conditions', () => {
  it('HP at most 1000: S154 Hinako draws 2 on entry at HP 1000, not at 3000', () => {
    // 7 cards, going first, 2 left after the opening hand.
    expect(bothEngines([c('S154'), ...times(6, FIGHT)], { hp: 1000 })).toMatchObject({ outcome: 'deck-out', turn: 1 })
    expect(bothEngines([c('S154'), ...times(6, FIGHT)], { hp: 3000 })).toMatchObject({ outcome: 'deck-out', turn: 3 })
  })

  it('no SP: C141 Zaki gains 10 SP when the pool is empty, nothing when it is not', () => {
    expect(bothEngines([c('C141'), ...times(14, FIGHT)]).sp[0]).toBe(10)
    // Dee Jay (same BP, first by number) enters first with 4 SP; Zaki on turn 2 finds 4 SP and gives nothing.
    expect(bothEngines([c('C141'), c(DEE_JAY), ...times(13, FIGHT)]).sp.slice(0, 2)).toEqual([4, 4])
  })
})

describe('costs', () => {
  it('a discard from hand: S030 Kasumi pays an action for 200, on her entry turn where Kula lets her', () => {
    // T1 Kula enters. T2 Kasumi enters; on standby she cannot attack, so her ■ (200, paid with Fight!) beats
    // doing nothing; Kula attacks 800: 1000. T3 Kasumi attacks (400 beats 200): 2200.
    const list = [c('S155'), c('S030'), ...times(13, FIGHT)]
    expect(bothEngines(list).damage.slice(0, 3)).toEqual([0, 1000, 2200])
    const t = table(list)
    t.play({ type: 'place', hand: 0, slot: 0 })
    t.play({ type: 'end-turn' })
    t.play({ type: 'place', hand: 0, slot: 1 })
    const discardBefore = t.state.discard.length
    expect(t.play({ type: 'square', slot: 1 })).toMatchObject({ ok: true, state: { goldfishHp: 2800 } })
    expect(t.state.discard.length).toBe(discardBefore + 1)
    expect(t.cards[t.state.discard.at(-1)!].number).toBe(FIGHT)
  })

  it('a cost that cannot be paid is refused with the reason', () => {
    const t = table([c('S155'), c('S030'), ...times(13, DEE_JAY)])
    t.play({ type: 'place', hand: 0, slot: 0 })
    t.play({ type: 'end-turn' })
    t.play({ type: 'place', hand: 0, slot: 1 })
    expect(t.play({ type: 'square', slot: 1 })).toEqual({ ok: false, reason: 'S030 Kasumi: it needs 1 action card in hand to discard' })
  })

  it('KO one of your characters: C052 Morrigan (D) turns Dee Jay into 8 SP; the back-ups go with him', () => {
    const t = table([c(DEE_JAY), c('C052'), ...times(13, FIGHT)])
    t.play({ type: 'place', hand: 1, slot: 0 }) // Morrigan (D)
    t.play({ type: 'end-turn' })
    t.play({ type: 'place', hand: 0, slot: 1 }) // Dee Jay
    const sp = t.state.sp
    expect(t.play({ type: 'square', slot: 0, target: 1 })).toMatchObject({ ok: true, state: { sp: sp + 8, ring: [expect.anything(), null, null] } })
    expect(t.state.discard).toContain(0)
    expect(t.state.log).toContain("C013 Dee Jay is KO'd")
  })
})

describe('effects', () => {
  it('a deck search: C012 Vega takes Juni and Juli, and Juni backs him up next turn', () => {
    // T1 Vega enters and takes Juni and Juli. T2 Juli (400) enters, Juni backs Vega up: 1100.
    const list = [c('C012'), ...times(4, FIGHT), ...times(8, FIGHT), c('C033'), c('C034')]
    const g = bothEngines(list)
    expect(g.damage.slice(0, 2)).toEqual([0, 1100])
    const t = table(list)
    t.play({ type: 'place', hand: 0, slot: 0 })
    expect(t.state.hand.map((i) => t.cards[i].number).sort()).toEqual(['A001', 'A001', 'A001', 'A001', 'C033', 'C034'])
  })

  it('an action that pays: A024 Psyche Up then A012 Grenade on the same turn', () => {
    // T1 Dee Jay (4 SP); Psyche Up (free) makes 9; Grenade (5) takes 300, 4 SP left.
    const g = bothEngines([c(DEE_JAY), c('A012'), c('A024'), ...times(12, FIGHT)])
    expect(g.damage[0]).toBe(300)
    expect(g.sp[0]).toBe(4)
  })

  it('+BP to one character: S007 Duck King gives his 300 to the one who attacks', () => {
    // T1 Dee Jay enters. T2 Duck King enters (+300 to Dee Jay, who attacks this turn): 600.
    expect(bothEngines([c(DEE_JAY), c('S007'), ...times(13, FIGHT)]).damage.slice(0, 2)).toEqual([0, 600])
  })
})

describe('damage counted as the text is played', () => {
  it("A010 Tokkou: the KO'd character's remaining BP is taken off the one picked, not added to it", () => {
    // T1 Zangief (700) enters. T2 Cammy (300, 5 SP) enters; Tokkou (4 SP) KOs the weaker, Cammy, and her
    // 300 is dealt to Zangief: 400.
    const t = table([c('C008'), c('C016'), c('A010'), ...times(12, FIGHT)])
    t.play({ type: 'place', hand: 0, slot: 0 })
    t.play({ type: 'end-turn' })
    t.play({ type: 'place', hand: 0, slot: 1 })
    const tokkou = t.state.hand.findIndex((i) => t.cards[i].number === 'A010')
    expect(t.play({ type: 'action', hand: tokkou })).toMatchObject({ ok: true })
    expect(t.state.ring.map((f) => f && [t.cards[f.card].number, f.bp])).toEqual([['C008', 400], null, null])
  })

  it('S116 Marco: 100 damage per card discarded, taken off every other character', () => {
    // T1 Ryu enters. T2 Marco enters. T3 Marco discards the 5 cards in hand: Ryu takes 500.
    const t = table([c('C001'), c('S116'), ...times(13, FIGHT)])
    t.play({ type: 'place', hand: 0, slot: 0 })
    t.play({ type: 'end-turn' })
    t.play({ type: 'place', hand: 0, slot: 1 })
    t.play({ type: 'end-turn' })
    expect(t.state.hand).toHaveLength(5)
    expect(t.play({ type: 'square', slot: 1 })).toMatchObject({ ok: true })
    expect(t.state.hand).toHaveLength(0)
    expect(t.state.ring.map((f) => f && [t.cards[f.card].number, f.bp])).toEqual([['C001', 500], ['S116', 400], null])
  })
})

describe('the policy and ▲ texts that harm', () => {
  const inRing = (t: Table) => t.state.ring.map((f) => f && t.cards[f.card].number)
  const inHand = (t: Table, number: string) => t.state.hand.find((i) => t.cards[i].number === number)!
  const t0 = (t: Table, number: string) => t.state.hand.findIndex((i) => t.cards[i].number === number)

  it('C160 Shin Gouki is not placed when its swap would leave the deck empty (the next draw loses)', () => {
    const t = table([c('C160'), ...times(14, FIGHT)])
    expect(placeScore(t.view(), inHand(t, 'C160'), 0, true)).toBe(-1)
    t.play({ type: 'auto-turn' })
    expect(inRing(t)).toEqual([null, null, null])
    expect(t.state.phase).not.toBe('over')
  })

  it('another character goes before one whose ▲ harms now; one whose ▲ costs nothing now is placed as any', () => {
    // C011 Sagat would discard Grenade (an action the policy plays): Dee Jay (300) enters before him (1000).
    const grenade = table([c('C011'), c(DEE_JAY), c('A012'), ...times(12, FIGHT)])
    grenade.play({ type: 'auto-turn' })
    expect(inRing(grenade)).toEqual([DEE_JAY, null, null])
    expect(placeScore(grenade.view(), inHand(grenade, 'C011'), 0, false)).toBe(-1)
    // With Fight! only (never played), his discard costs nothing: he enters first.
    const fight = table([c('C011'), c(DEE_JAY), ...times(13, FIGHT)])
    fight.play({ type: 'auto-turn' })
    expect(inRing(fight)).toEqual(['C011', null, null])
    // C003 Chun Li: at 0 SP into an empty ring she costs nothing; with Dee Jay's 4 SP in the pool and Dee Jay
    // in the ring (he would become 100 BP) she stays out.
    const chun = table([c(DEE_JAY), c('C003'), ...times(13, FIGHT)])
    expect(placeScore(chun.view(), inHand(chun, 'C003'), 0, true)).toBe(500 + 3001)
    chun.play({ type: 'place', hand: t0(chun, DEE_JAY), slot: 0 })
    expect(placeScore(chun.view(), inHand(chun, 'C003'), 0, false)).toBe(-1)
  })
})

describe('an action card while its text plays', () => {
  it('A047 Osentaku shuffles the discard pile into the deck, but not itself: it is still being played', () => {
    // T1 Dee Jay enters (4 SP), Fight! (2 SP) goes to the discard pile. T2 Dee Jay enters (6 SP): Osentaku.
    const t = table([c(DEE_JAY), c(DEE_JAY), c('A047'), ...times(12, FIGHT)])
    t.play({ type: 'place', hand: 0, slot: 0 })
    t.play({ type: 'action', hand: t.state.hand.findIndex((i) => t.cards[i].number === FIGHT) })
    t.play({ type: 'end-turn' })
    t.play({ type: 'place', hand: t.state.hand.findIndex((i) => t.cards[i].number === DEE_JAY), slot: 1 })
    const deck = t.state.library.length
    expect(t.play({ type: 'action', hand: t.state.hand.findIndex((i) => t.cards[i].number === 'A047') })).toMatchObject({ ok: true })
    expect(t.state.discard.map((i) => t.cards[i].number)).toEqual(['A047'])
    expect(t.state.library).toHaveLength(deck + 1)
  })

  it('A048 Kenkyau cannot take itself back from the discard pile', () => {
    const t = table([c(DEE_JAY), c('A048'), ...times(13, FIGHT)])
    t.play({ type: 'place', hand: 0, slot: 0 })
    expect(t.play({ type: 'action', hand: t.state.hand.findIndex((i) => t.cards[i].number === 'A048') })).toMatchObject({ ok: true })
    expect(t.state.discard.map((i) => t.cards[i].number)).toEqual(['A048'])
  })
})

describe('rules in force', () => {
  it('S120 Athena deals 600 when she attacks alone; in a union she adds her BP, as any character', () => {
    // T1 Athena enters, T2 Dee Jay (6 SP). T3: Athena at 1000 BP (set by hand).
    const ready = () => {
      const t = table([c('S120'), c(DEE_JAY), ...times(13, FIGHT)])
      t.play({ type: 'place', hand: 0, slot: 0 })
      t.play({ type: 'end-turn' })
      t.play({ type: 'place', hand: 0, slot: 1 })
      t.play({ type: 'end-turn' })
      t.play({ type: 'adjust', slot: 0, bp: 1000 })
      return t
    }
    expect(ready().play({ type: 'attack', slot: 0 })).toMatchObject({ ok: true, state: { goldfishHp: 2400 } })
    expect(ready().play({ type: 'union', slots: [0, 1] })).toMatchObject({ ok: true, state: { goldfishHp: 3000 - 1300 } })
  })

  it('S016 Alfred attacks on the turn he enters', () => {
    expect(bothEngines([c('S016'), ...times(14, FIGHT)]).damage[0]).toBe(200)
  })

  it('C082 Kyosuke makes actions 2 SP cheaper: Grenade on turn 1 with his 3 SP', () => {
    expect(bothEngines([c('C082'), c('A012'), ...times(13, FIGHT)]).damage[0]).toBe(300)
    expect(bothEngines([c('C008'), c('A012'), ...times(13, FIGHT)]).damage[0]).toBe(0) // Zangief's 2 SP do not pay 5
  })

  it('C152 Tron draws one more card a turn: the deck runs out sooner', () => {
    // 9 cards, going first: T1 Tron enters (4 left). T2 draws 2 (2 left). T3 draws 2: the last one loses.
    expect(bothEngines([c('C152'), ...times(8, FIGHT)])).toMatchObject({ outcome: 'deck-out', turn: 3 })
  })

  it('S139 Seishirou never unfreezes: he attacks once, then stays frozen', () => {
    expect(bothEngines([c('S139'), ...times(14, FIGHT)]).damage.slice(0, 4)).toEqual([0, 700, 700, 700])
  })
})
