import { describe, expect, it } from 'vitest'
import type { Card } from '../../../../../src/shared/card'
import { compileDeck } from '../../../../../src/main/games/cfs/goldfish/deck'
import { report, reportCoverage } from '../../../../../src/main/games/cfs/goldfish/report'
import { emptyTally, playStacked, simulateGames } from '../../../../../src/main/games/cfs/goldfish/simulate'
import { hypergeometric } from '../../../../../src/main/games/cfs/odds'
import { goldfish } from '../../../../../src/main/playtest/goldfish'
import { sharedServices } from '../../../../helpers'
import { addTallies } from '../../../../../src/main/game-kit/game'

let n = 0
function card(name: string, bp: number | null, opts: Partial<Card> = {}): Card {
  return {
    set: 't',
    number: `T${String(++n).padStart(3, '0')}`,
    name,
    kind: bp === null ? 'action' : 'capcom',
    rarity: 'C',
    bp,
    sp: bp === null ? null : 1,
    cost: bp === null ? 2 : null,
    ability: null,
    text: null,
    backups: [],
    altNames: [],
    origin: null,
    ...opts,
  }
}
const backs = (...names: string[]) => names.map((name) => ({ name, number: null }))
/** Damage dealt by the end of each turn (index 1 = turn 1) in a one-game tally. */
const damage = (t: ReturnType<typeof emptyTally>) => Array.from(t.damageSum).slice(1, 8)
const killTurn = (t: ReturnType<typeof emptyTally>) => t.kills.findIndex((k) => k > 0)
const order = (size: number) => Array.from({ length: size }, (_, i) => i)

describe('the CFS turn, played greedily against a goldfish', () => {
  it('a character placed this turn is on standby: it first attacks next turn, then every turn', () => {
    const deck = compileDeck([{ card: card('Thousand', 1000), count: 20 }], 0, 3000)
    const t = playStacked(deck, order(20), true)
    expect(damage(t).slice(0, 3)).toEqual([0, 1000, 3000])
    expect(killTurn(t)).toBe(3)
  })

  it('one character a turn, and at most 3 in the ring', () => {
    const deck = compileDeck([{ card: card('Three', 300), count: 30 }], 0, 3000)
    const t = playStacked(deck, order(30), true)
    // 300, then 600, then 900 a turn: the 4th and later characters have no slot. On turn 6 the first
    // attack brings the goldfish to 0 and the game ends there: the other two never attack.
    expect(damage(t).slice(0, 6)).toEqual([0, 300, 900, 1800, 2700, 3000])
    expect(killTurn(t)).toBe(6)
  })

  it('Back-Up: +300 on a ready character, from a listed name in hand, one a turn per character', () => {
    const ryu = card('Ryu', 1000, { backups: backs('Sakura') })
    const sakura = card('Sakura', 100)
    const deck = compileDeck(
      [
        { card: ryu, count: 1 },
        { card: sakura, count: 9 },
      ],
      0,
      3000,
    )
    // Hand: Ryu and 4 Sakura. Turn 1: Ryu enters (no Back-Up on standby). Turn 2: one Sakura backs
    // Ryu up (1300) and a Sakura is placed; its list is empty.
    const t = playStacked(deck, order(10), true)
    expect(damage(t).slice(0, 3)).toEqual([0, 1300, 1300 + 1300 + 100])
  })

  it('a name backs up once per time it is listed (Q-Bee lists Q-Bee twice)', () => {
    const qbee = card('Q-Bee', 600, { backups: backs('Q-Bee', 'Q-Bee') })
    const deck = compileDeck([{ card: qbee, count: 12 }], 0, 9000)
    const t = playStacked(deck, order(12), true)
    // Turn 2: the first Q-Bee takes a Q-Bee (900); turn 3 another (1200); then its list is used up.
    // The second Q-Bee (placed turn 2) backs up from turn 3 on too.
    const d = damage(t)
    expect(d[1] - d[0]).toBe(900)
    expect(d[2] - d[1]).toBe(1200 + 900)
    expect(d[3] - d[2]).toBe(1200 + 1200 + 900)
  })

  it('BP caps at 3000', () => {
    const big = card('Big', 2900, { backups: backs('Small', 'Small') })
    const small = card('Small', 100)
    const deck = compileDeck(
      [
        { card: big, count: 1 },
        { card: small, count: 9 },
      ],
      0,
      99999,
    )
    const t = playStacked(deck, order(10), true)
    expect(damage(t)[1]).toBe(3000)
  })

  it('the player going first skips the turn-1 draw; drawing the last card loses', () => {
    const deck = compileDeck([{ card: card('Weak', 100), count: 7 }], 0, 3000)
    const first = playStacked(deck, order(7), true)
    const second = playStacked(deck, order(7), false)
    expect(first.deckOutTurns.indexOf(1)).toBe(3) // draws the 6th card on turn 2, the 7th (last) on turn 3
    expect(second.deckOutTurns.indexOf(1)).toBe(2)
    expect(first.kills.every((k) => k === 0)).toBe(true)
  })

  it('Strikers need a character to attack: none against an empty ring, 200 each on turn 1 when the goldfish has one', () => {
    const empty = compileDeck([{ card: card('Thousand', 1000), count: 20 }], 3, 3000)
    expect(damage(playStacked(empty, order(20), true)).slice(0, 3)).toEqual([0, 1000, 3000])
    const target = compileDeck([{ card: card('Thousand', 1000), count: 20 }], 3, 3000, { strikerTarget: true })
    // 600 on turn 1, 1000 on turn 2, and on turn 3 two attacks: the second finishes the goldfish.
    const t = playStacked(target, order(20), true)
    expect(damage(t).slice(0, 3)).toEqual([600, 1600, 3600])
    expect(killTurn(t)).toBe(3)
  })

  it('a win is immediate: nothing is played or drawn after the goldfish is down', () => {
    const jab = card('Jab', 100, { sp: 1, ability: { name: 'Poke', type: 'triangle', text: 'Opponent loses 500 HP.' } })
    const psyche = card('Psyche', null, { cost: 0, text: 'You gain 5 SP.' })
    const study = card('Study', null, { cost: 0, text: 'Draw 1 card.' })
    // Hand: Jab, Psyche, 3 Study; 4 cards left. Jab's entry wins on turn 1: no Psyche, no Study after it.
    const deck = compileDeck(
      [
        { card: jab, count: 1 },
        { card: psyche, count: 1 },
        { card: study, count: 7 },
      ],
      0,
      500,
    )
    const t = playStacked(deck, order(9), true)
    expect(killTurn(t)).toBe(1)
    expect(t.deckOuts).toBe(0)
    expect(t.spSum[1]).toBe(1) // Jab's own SP, no Psyche
    expect(t.damageSum[1]).toBe(500)
  })

  it('drawing from an empty deck loses: a 5-card deck loses at its first draw', () => {
    const deck = compileDeck([{ card: card('Weak', 100), count: 5 }], 0, 3000)
    const first = playStacked(deck, order(5), true)
    expect(first.deckOutTurns[2]).toBe(1) // no draw on turn 1 going first; turn 2 finds no card
    expect(first.deckOuts).toBe(1)
    const second = playStacked(deck, order(5), false)
    expect(second.deckOutTurns[1]).toBe(1)
    expect(simulateGames(deck, 3, 0, 100, true).deckOutTurns[2]).toBe(100)
  })

  it('plays only actions that help: no SP on unfreezing or healing, no draw that empties the deck', () => {
    const body = card('Body', 100, { sp: 5 })
    const fight = card('Fight!', null, { cost: 2, text: 'Unfreeze every character in your ring.' })
    const grace = card('Grace', null, { cost: 2, text: 'You gain 500 HP.' })
    const study = card('Study', null, { cost: 0, text: 'Draw 2 cards.' })
    const held = playStacked(
      compileDeck(
        [
          { card: body, count: 5 },
          { card: fight, count: 3 },
          { card: grace, count: 3 },
        ],
        0,
        3000,
      ),
      [0, 5, 8, 6, 9, 1, 2, 3, 4, 7, 10],
      true,
    )
    expect(held.spSum[1]).toBe(5) // the 5 SP are kept
    // Hand: Body and 4 Study, 2 cards left: a Study would draw both, the last one lost the game.
    const cautious = playStacked(
      compileDeck(
        [
          { card: body, count: 3 },
          { card: study, count: 4 },
        ],
        0,
        3000,
      ),
      [0, 3, 4, 5, 6, 1, 2],
      true,
    )
    expect(cautious.deckOutTurns[1]).toBe(0)
    expect(cautious.deckOutTurns[2]).toBe(0) // 1 card left: still no Study
    expect(cautious.deckOutTurns[3]).toBe(1) // the draw phase takes the last card
  })

  it('applies simple texts: ▲ on entry, actions while SP lasts, ■ when it beats the BP', () => {
    const jab = card('Jab', 100, { sp: 3, ability: { name: 'Poke', type: 'triangle', text: 'Opponent loses 500 HP.' } })
    const burn = card('Burn', null, { cost: 2, text: 'Opponent loses 300 HP.' })
    const deck = compileDeck(
      [
        { card: jab, count: 1 },
        { card: burn, count: 9 },
      ],
      0,
      9000,
    )
    expect(deck.coverage).toMatchObject({ exact: 10, total: 10 })
    // Turn 1: Jab enters (500), its 3 SP pays for one Burn (300); turn 2: Jab attacks (100), no SP left.
    const t = playStacked(deck, order(10), true)
    expect(damage(t).slice(0, 2)).toEqual([800, 900])
    expect(Array.from(t.spSum).slice(1, 3)).toEqual([1, 1])

    const beam = card('Beam', 100, { ability: { name: 'Beam', type: 'square', text: 'Opponent loses 600 HP.' } })
    const fist = card('Fist', 1000, { ability: { name: 'Weak beam', type: 'square', text: 'Opponent loses 200 HP.' } })
    // Beam uses its ability (600 beats its 100 BP); Fist attacks (its 1000 BP beats 200).
    const beams = playStacked(compileDeck([{ card: beam, count: 10 }], 0, 99999), order(10), true)
    expect(damage(beams).slice(0, 3)).toEqual([0, 600, 600 + 1200])
    const fists = playStacked(compileDeck([{ card: fist, count: 10 }], 0, 99999), order(10), true)
    expect(damage(fists).slice(0, 3)).toEqual([0, 1000, 1000 + 2000])
  })

  it('+BP texts: on one character or on every character', () => {
    const body = card('Body', 1000, { sp: 5 })
    const pump = card('Pump', null, { cost: 2, text: '1 character in play gets +300 BP.' })
    const rally = card('Rally', null, { cost: 2, text: 'Each of your characters in play gets +200 BP.' })
    // Turn 1: Body enters (5 SP) and takes two Pumps (4 SP): 1600 on turn 2.
    const pumped = playStacked(
      compileDeck(
        [
          { card: body, count: 1 },
          { card: pump, count: 9 },
        ],
        0,
        99999,
      ),
      order(10),
      true,
    )
    expect(damage(pumped).slice(0, 2)).toEqual([0, 1600])
    // Turn 1: A enters and takes two Rallies (1400). Turn 2: B enters (5 SP) and the two Rallies in hand
    // reach both: A attacks for 1800. Turn 3: the 2 SP left pay for the Rally drawn: 2000 + 1600.
    const rallied = playStacked(
      compileDeck(
        [
          { card: body, count: 2 },
          { card: rally, count: 8 },
        ],
        0,
        99999,
      ),
      order(10),
      true,
    )
    expect(damage(rallied).slice(0, 3)).toEqual([0, 1800, 1800 + 3600])
  })

  it('a draw the card makes the player take, that takes the last card, loses the game', () => {
    const scholar = card('Scholar', 100, { ability: { name: 'Read', type: 'triangle', text: 'Draw 2 cards.' } })
    const deck = compileDeck(
      [
        { card: scholar, count: 1 },
        { card: card('Body', 100), count: 5 },
      ],
      0,
      3000,
    )
    // Going first: hand = Scholar + 4 Body, 1 card left; Scholar enters and draws it: lost on turn 1.
    const t = playStacked(deck, order(6), true)
    expect(t.deckOutTurns[1]).toBe(1)
  })

  it("counts a Back-Up pair from the turn both halves are seen, and keeps a won game's totals to the last turn", () => {
    const ryu = card('Ryu', 1500, { backups: backs('Ken') })
    const ken = card('Ken', 1500)
    const burn = card('Burn', null)
    const deck = compileDeck(
      [
        { card: ryu, count: 1 },
        { card: burn, count: 6 },
        { card: ken, count: 1 },
      ],
      0,
      3000,
    )
    // Going first: hand = Ryu + 4 Burn; turn 2 draws a Burn, turn 3 draws Ken (slot 7 of 0-7).
    const t = playStacked(deck, [0, 1, 2, 3, 4, 5, 7, 6], true)
    expect(Array.from(t.characterSeen).slice(1, 5)).toEqual([1, 1, 1, 1])
    expect(Array.from(t.pairSeen).slice(1, 5)).toEqual([0, 0, 1, 1])
    // Ryu attacks for 1500 on turns 2 and 3: the goldfish is down on turn 3, and the totals stand after.
    expect(killTurn(t)).toBe(3)
    expect(t.damageSum[30]).toBe(3000)
    expect(t.pairSeen[30]).toBe(1)
    // Ken listed by a seen Ryu counts the same as Ryu listing a seen Ken.
    const kenFirst = playStacked(deck, [7, 1, 2, 3, 4, 5, 0, 6], true)
    expect(Array.from(kenFirst.pairSeen).slice(1, 5)).toEqual([0, 0, 1, 1])
  })

  it('finds a pair among more than 32 character names, and a card never pairs with itself', () => {
    // 40 names: the pair is names 38 and 39, past the first 32-bit word of names.
    const many = Array.from({ length: 40 }, (_, i) => card(`Name${i}`, 100, { backups: i === 39 ? backs('Name38') : [] }))
    const deck = compileDeck(
      many.map((c) => ({ card: c, count: 1 })),
      0,
      99999,
    )
    expect(deck.pairWords).toBe(2)
    // Going first: hand = slots 0-3 and 6 (name 6 shares its bit, in another word, with name 38); turn 2
    // draws 39, turn 3 draws 38.
    const rest = order(40).filter((i) => i > 3 && i < 38 && i !== 6)
    const t = playStacked(deck, [0, 1, 2, 3, 6, 39, 38, ...rest], true)
    expect(Array.from(t.pairSeen).slice(1, 5)).toEqual([0, 0, 1, 1])
    // One copy of a card that lists its own name is no pair; its second copy makes one.
    const narcissus = card('Narcissus', 100, { backups: backs('Narcissus') })
    const own = compileDeck(
      [
        { card: narcissus, count: 2 },
        { card: card('Burn', null), count: 8 },
      ],
      0,
      99999,
    )
    const alone = playStacked(own, [0, 2, 3, 4, 5, 6, 1, 7, 8, 9], true)
    expect(Array.from(alone.pairSeen).slice(1, 5)).toEqual([0, 0, 1, 1])
  })

  it('actions are drawn but never played, and do not count as characters', () => {
    const deck = compileDeck(
      [
        { card: card('Thousand', 1000), count: 1 },
        { card: card('Burn', null), count: 9 },
      ],
      0,
      3000,
    )
    const t = playStacked(deck, order(10), true)
    expect(damage(t).slice(0, 4)).toEqual([0, 1000, 2000, 3000])
    expect(deck.coverage).toMatchObject({ plain: 1, notModelled: 9, total: 10 })
  })
})

describe('batch simulation', () => {
  const makeDeck = (characters: number) =>
    compileDeck(
      [
        { card: card('Char', 700, { backups: backs('Char') }), count: characters },
        { card: card('Burn', null), count: 50 - characters },
      ],
      0,
      3000,
    )

  it('is a pure function of deck, seed and games, however the games are split', () => {
    const deck = makeDeck(20)
    const whole = simulateGames(deck, 99, 0, 2000, true)
    const parts = addTallies(addTallies(emptyTally(), simulateGames(deck, 99, 0, 700, true)), simulateGames(deck, 99, 700, 2000, true))
    const meta = { seed: 99, first: true, strikerTarget: false, hp: 3000, coverage: reportCoverage(deck.coverage) }
    expect(report(parts, meta)).toEqual(report(whole, meta))
    expect(report(simulateGames(deck, 99, 0, 2000, true), meta)).toEqual(report(whole, meta))
    expect(report(simulateGames(deck, 100, 0, 2000, true), meta)).not.toEqual(report(whole, meta))
  })

  it('redraws as often as the exact hypergeometric odds say', () => {
    const deck = makeDeck(10)
    const games = 40_000
    const t = simulateGames(deck, 2026, 0, games, true)
    const exact = hypergeometric(50, 10, 5, 0) // C(40,5)/C(50,5) ≈ 0.311
    const sigma = Math.sqrt((exact * (1 - exact)) / games)
    expect(Math.abs(t.redrawGames / games - exact)).toBeLessThan(4 * sigma)
    // Redraws are geometric: mean p / (1 - p).
    expect(t.redraws / games).toBeCloseTo(exact / (1 - exact), 1)
  })

  it('refuses a deck with no character instead of redrawing for ever', () => {
    const deck = compileDeck([{ card: card('Burn', null), count: 50 }], 0, 3000)
    expect(() => simulateGames(deck, 1, 0, 10, true)).toThrow(/no character/)
  })
})

describe('goldfish on a real deck', () => {
  it('reads the deck, sets Legends Strikers aside and reports coverage', () => {
    const s = sharedServices()
    const parsed = s.decks.parse(
      'format: cfs-legends\n3 C001\n3 C002\n3 C003\n3 C004\n3 C005\n3 C006\n3 C007\n3 C008\n3 C009\n3 C010\n3 C011\n3 C012\n3 C013\n3 C014\n3 C015\n3 C016\n3 C017\n3 C018\n3 C019\nStrikers\nC020\nC021\nC022\n',
    )
    if (!parsed.ok) throw new Error('bad test deck')
    const r = goldfish(s.decks, parsed.deck, { games: 500, seed: 5, first: true, strikerTarget: true })
    expect(r.coverage.total).toBe(57)
    expect(r.strikerTarget).toBe(true)
    expect(r.perTurn[0].meanDamage).toBe(600) // three Strikers on turn 1
    const noTarget = goldfish(s.decks, parsed.deck, { games: 500, seed: 5, first: true })
    expect(noTarget.strikerTarget).toBe(false)
    expect(noTarget.perTurn[0].meanDamage).toBe(0)
    expect(r.games).toBe(500)
    expect(Object.values(r.killTurn.distribution).reduce((a, b) => a + b, 0)).toBe(500 - r.killTurn.neverRate * 500)
    expect(() => goldfish(s.decks, parsed.deck, { games: 0, seed: 5, first: true })).toThrow(/games/)
    expect(() => goldfish(s.decks, { ...parsed.deck, format: 'cfp-original' }, { games: 5, seed: 5, first: true, hp: 1500 })).toThrow(/HP/)
  })

  it('a ▲ character that would lose the game is never placed: three C160 Shin Gouki no longer run the deck out', () => {
    const s = sharedServices()
    const deck = (x: string) => {
      const parsed = s.decks.parse(
        `format: cfs-classic\nMain\n3 ${x}\n3 C001\n3 C008\n3 C016\n3 C013\n3 A001\n3 A002\n3 A005\n3 A012\n3 A024\n3 A010\n3 A011\n3 A039\n3 A043\n3 A048\n3 A049\n2 A003\n`,
      )
      if (!parsed.ok) throw new Error('bad test deck')
      return parsed.deck
    }
    // Few characters: C160 is often the only one in hand on turn 1, when its swap leaves an empty deck (10 % lost
    // going first before). T.Hawk (400 BP, no ability) in its place never runs out.
    for (const first of [true, false]) {
      expect(goldfish(s.decks, deck('C014'), { games: 2000, seed: 7, first }).deckOutRate).toBe(0)
      expect(goldfish(s.decks, deck('C160'), { games: 2000, seed: 7, first }).deckOutRate).toBeLessThanOrEqual(0.002)
    }
  })
})
