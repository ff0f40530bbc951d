import { describe, expect, it } from 'vitest'
import { type Card, formatCard, parseCards } from '../../../../src/main/games/cc/cards'
import { bestCombo, bestDamage } from '../../../../src/main/games/cc/combo'
import { GAMBIT, RYU } from '../../../../src/main/games/cc/examples'
import { playStacked, simulateCc, type CcTally } from '../../../../src/main/games/cc/goldfish'
import { ccReport } from '../../../../src/main/games/cc/report'
import { combatOf, type CharacterSheet, type SheetMove } from '../../../../src/main/games/cc/sheet'
import { addTallies } from '../../../../src/main/game-kit/game'

// Gambit (examples.ts): HP 100, Strength 7, Speed 3, Endurance 7, Combo 5. Basic attacks 2–7 in runs; Kinetic Card
// (J, type C, 2 points, 8); Cajun Slash (Q, type B, 1 point, 6); Cajun Escape (K, type E: never attacks); Royal
// Flush (A, type B, 3 points, 30); a throw (two of 8, 9 or 10) deals 6 for 2 points. Decks are written top first.

describe('a stacked Gambit game, turn by turn', () => {
  it('the first player does not draw on turn 1, then draws Speed (3) cards from the top each turn; KO on turn 3', () => {
    const deck = 'AS 6S 7S KS KH KD KC AH 6H 7H AD 6D 7D 2C 3C'
    const log = playStacked(GAMBIT, deck, { hp: 100 })
    expect(log.mulligan).toBe(false)
    expect(log.turns[0].drew).toEqual([])
    expect(log.turns[0].hand).toEqual(['AS', '6S', '7S', 'KS', 'KH', 'KD', 'KC'])
    // 6 + 7 then Royal Flush: 43, the most 5 combo points buy from this hand.
    expect(log.turns[0].combo).toEqual(['6S', '7S', 'AS'])
    expect(log.turns[0].moves).toEqual(['basic attack', 'basic attack', 'Royal Flush'])
    expect(log.turns[1].drew).toEqual(['AH', '6H', '7H'])
    expect(log.turns[2].drew).toEqual(['AD', '6D', '7D'])
    expect(log.turns.map((turn) => turn.damage)).toEqual([43, 43, 43])
    // 100 - 43 - 43 = 14 left after turn 2, so the third 43 KOs (HP 0 or less) on turn 3.
    expect(log.turns.map((turn) => turn.hpLeft)).toEqual([57, 14, -29])
    expect(log.end).toBe('ko')
    expect(log.endTurn).toBe(3)
    expect(log.turns).toHaveLength(3)
  })

  it('KOs at exactly 0 HP', () => {
    const log = playStacked(GAMBIT, 'AS 6S 7S KS KH KD KC AH 6H 7H AD 6D 7D 2C 3C', { hp: 86 })
    expect(log.turns.map((turn) => turn.hpLeft)).toEqual([43, 0])
    expect(log.end).toBe('ko')
    expect(log.endTurn).toBe(2)
  })

  it('the second player draws on turn 1', () => {
    const log = playStacked(GAMBIT, 'AS 6S 7S KS KH KD KC AH 6H 7H AD 6D 7D 2C 3C', { first: false })
    expect(log.turns[0].drew).toEqual(['AH', '6H', '7H'])
    expect(log.turns[0].hand).toHaveLength(10)
    expect(log.turns[1].drew).toEqual(['AD', '6D', '7D'])
  })

  it('banks one card above Strength a turn; a meter of exactly 40 fetches the played ace back for a Royal Flush', () => {
    const deck = 'AS 10S KS KH KD KC 2S  10H 3S 4S  10D 5S 6S  10C 2H 3H  JS 8S 9S'
    const log = playStacked(GAMBIT, deck, { hp: 1000 })
    const [t1, t2, t3, t4, t5] = log.turns
    // Turn 1: 2 then Royal Flush (32); the 10 goes to the meter; the four Kings stay (no attack, hand under 7).
    expect(t1.combo).toEqual(['2S', 'AS'])
    expect(t1.damage).toBe(32)
    expect(t1.banked).toBe('10S')
    expect(t1.handAfter).toEqual(['KS', 'KH', 'KD', 'KC'])
    expect(t1.meter).toEqual(['10S'])
    expect([t2.banked, t3.banked, t4.banked]).toEqual(['10H', '10D', '10C'])
    expect([t2.combo, t3.combo, t4.combo]).toEqual([
      ['3S', '4S'],
      ['5S', '6S'],
      ['2H', '3H'],
    ])
    expect([t1.search, t2.search, t3.search]).toEqual([null, null, null])
    expect(t3.meter).toEqual(['10S', '10H', '10D'])
    // Turn 4: the meter holds 40; the four 10s are discarded to fetch AS from the discard pile (no shuffle).
    expect(t4.search).toEqual({ paid: ['10S', '10H', '10D', '10C'], ace: 'AS', from: 'discard' })
    expect(t4.meter).toEqual([])
    expect(t4.handAfter).toEqual(['KS', 'KH', 'KD', 'KC', 'AS'])
    // The paid meter cards are discarded ("discard any of the cards in his or her super meter"); the ace left it.
    expect(t3.discardPile).toEqual(['2S', '3S', '4S', '5S', '6S', 'AS'])
    expect(t4.discardPile).toEqual(['2S', '2H', '3S', '3H', '4S', '5S', '6S', '10S', '10H', '10D', '10C'])
    // Turn 5: Kinetic Card then Royal Flush, the rule book's 38; the 9 is banked (the 8 is the lower).
    expect(t5.drew).toEqual(['JS', '8S', '9S'])
    expect(t5.combo).toEqual(['JS', 'AS'])
    expect(t5.moves).toEqual(['Kinetic Card', 'Royal Flush'])
    expect(t5.damage).toBe(38)
    expect(t5.banked).toBe('9S')
    expect(t5.meter).toEqual(['9S'])
    // The deck is spent: turn 6 cannot take its draw phase.
    expect(t5.drawPile).toBe(0)
    expect(log.end).toBe('time-over')
    expect(log.endTurn).toBe(6)
  })

  it('discards down to Endurance, the cards that cost the best combo nothing and are worth least', () => {
    // Second player: 7 + 3 = 10 cards; 2, 4, 6 make no run, so one 6 is the best combo and 9 cards remain.
    const log = playStacked(GAMBIT, 'KS KH KD KC 2S 4S 6S 2H 4H 6H 2D 4D', { first: false, hp: 1000 })
    const t1 = log.turns[0]
    expect(t1.combo).toEqual(['6S'])
    expect(t1.banked).toBeNull()
    // Kings never attack for Gambit (Cajun Escape is type E), so two of them go.
    expect(t1.discarded).toEqual(['KS', 'KH'])
    expect(t1.handAfter).toEqual(['KD', 'KC', '2S', '4S', '2H', '4H', '6H'])
    // Turn 2: 7 + the last 2 cards = 9, the 6 played, 8 left: one more discard, a King again.
    const t2 = log.turns[1]
    expect(t2.drew).toEqual(['2D', '4D'])
    expect(t2.combo).toEqual(['6H'])
    expect(t2.discarded).toEqual(['KD'])
    expect(t2.handAfter).toEqual(['KC', '2S', '4S', '2H', '4H', '2D', '4D'])
  })

  // This test once pinned the hand ending the turn one above Endurance after the search; the rule book's
  // "Endurance: The max number of cards allowed in a player's hand at the end of a turn" forbids it.
  it('searches for the ace after discarding, then discards down to Endurance again if the ace took it above', () => {
    const deck = 'AS 10S KS KH KD KC 2S  10H 2H 4H  10D 2D 4D  10C 2C 4S  3S 5S 6S'
    const log = playStacked(GAMBIT, deck, { hp: 1000 })
    const t4 = log.turns[3]
    expect(t4.combo).toEqual(['4S'])
    expect(t4.search).toEqual({ paid: ['10S', '10H', '10D', '10C'], ace: 'AS', from: 'discard' })
    // After the meter the hand is exactly 7 (Endurance): no discard before the search ("unless ... exceeds"); the
    // ace makes 8, so one card goes after it: a King, which never attacks for Gambit.
    expect(t4.discarded).toEqual(['KS'])
    expect(t4.handAfter).toEqual(['KH', 'KD', 'KC', '2H', '2D', '2C', 'AS'])
    for (const turn of log.turns) expect(turn.handAfter.length).toBeLessThanOrEqual(GAMBIT.endurance)
  })

  it('fetches from the draw pile when the discard pile has no ace, then shuffles the draw pile', () => {
    const deck = '10S KS KH KD KC 2S 3S  10H 4S 5S  10D 2H 3H  10C 4H 5H  AS 6S 7S 6H 7H 2D 3D'
    const fifthDraws = new Set<string>()
    for (let seed = 0; seed < 8; seed++) {
      const log = playStacked(GAMBIT, deck, { hp: 1000, seed })
      const t4 = log.turns[3]
      expect(t4.search).toEqual({ paid: ['10S', '10H', '10D', '10C'], ace: 'AS', from: 'draw' })
      expect(t4.handAfter).toEqual(['KS', 'KH', 'KD', 'KC', 'AS'])
      expect(t4.drawPile).toBe(6)
      const t5 = log.turns[4]
      expect(t5.moves.at(-1)).toBe('Royal Flush')
      expect(t5.drew.every((card) => ['6S', '7S', '6H', '7H', '2D', '3D'].includes(card))).toBe(true)
      fifthDraws.add(t5.drew.join(' '))
    }
    // Unshuffled, every seed would draw 6S 7S 6H.
    expect(fifthDraws.size).toBeGreaterThan(1)
  })

  it('draws what is left when fewer than Speed remain, and loses on time when the draw pile is empty', () => {
    const log = playStacked(GAMBIT, '2S 3S KS KH KD KC QS 9S 10S', { hp: 100 })
    // Turn 1: 2, 3 then Cajun Slash (type B closes): 11.
    expect(log.turns[0].combo).toEqual(['2S', '3S', 'QS'])
    expect(log.turns[0].damage).toBe(11)
    expect(log.turns[1].drew).toEqual(['9S', '10S'])
    // Two singles above Strength: no attack; the 10 goes to the meter.
    expect(log.turns[1].combo).toEqual([])
    expect(log.turns[1].damage).toBe(0)
    expect(log.turns[1].banked).toBe('10S')
    expect(log.end).toBe('time-over')
    expect(log.endTurn).toBe(3)
    expect(log.turns).toHaveLength(2)
  })
})

describe('the mulligan', () => {
  const dead = 'KS KH KD KC 8S 9S 10S AS 6S 7S 2S 3S'

  it('takes it on an opening seven with no legal attack, and deals the second seven', () => {
    const log = playStacked(GAMBIT, dead, { mulliganOrder: 'AS 6S 7S 2S 3S KS KH KD KC 8S 9S 10S' })
    expect(log.firstSeven).toEqual(['KS', 'KH', 'KD', 'KC', '8S', '9S', '10S'])
    expect(log.mulligan).toBe(true)
    expect(log.opening).toEqual(['AS', '6S', '7S', '2S', '3S', 'KS', 'KH'])
    expect(log.turns[0].damage).toBe(43)
  })

  it('takes only one: a second dead seven is kept', () => {
    const log = playStacked(GAMBIT, dead, { mulliganOrder: 'KC KD KH KS 10S 9S 8S AS 6S 7S 2S 3S' })
    expect(log.mulligan).toBe(true)
    expect(log.opening).toEqual(['KC', 'KD', 'KH', 'KS', '10S', '9S', '8S'])
    expect(log.turns[0].combo).toEqual([])
  })

  it('keeps a seven with any legal attack, even a lone Cajun Slash', () => {
    const log = playStacked(GAMBIT, 'QS KS KH KD KC 8S 9S 10S AS 6S', { mulliganOrder: 'AS 6S QS KS KH KD KC 8S 9S 10S' })
    expect(log.mulligan).toBe(false)
    expect(log.opening).toEqual(['QS', 'KS', 'KH', 'KD', 'KC', '8S', '9S'])
    // A pair above Strength is a legal attack (a throw) too.
    expect(playStacked(GAMBIT, 'KS KH KD KC 8S 8H 9S 10S').mulligan).toBe(false)
  })

  it('is counted once a game in the simulator', () => {
    const always = simulateCc(GAMBIT, { games: 200, seed: 3, mulliganBelow: 1000 })
    expect(always.mulligans).toBe(200)
    // Gambit lacks an attack in 7 cards only when they are all Kings and unpaired 8s, 9s, 10s: under 1 in 10,000.
    expect(simulateCc(GAMBIT, { games: 200, seed: 3 }).mulligans).toBe(0)
  })
})

describe('simulateCc', () => {
  it('gives the same tallies for the same seed and different ones for another seed', () => {
    const a = simulateCc(GAMBIT, { games: 300, seed: 11 })
    const b = simulateCc(GAMBIT, { games: 300, seed: 11 })
    expect(b).toEqual(a)
    const c = simulateCc(GAMBIT, { games: 300, seed: 12 })
    expect(c.kills).not.toEqual(a.kills)
    expect(c.damage).not.toEqual(a.damage)
  })

  it('adds up: games [0, k) plus [k, n) equal [0, n)', () => {
    const options = { games: 400, seed: 7, hp: 150, first: false }
    const whole = simulateCc(GAMBIT, options)
    for (const k of [0, 1, 137, 399, 400]) {
      const split = addTallies(simulateCc(GAMBIT, options, 0, k), simulateCc(GAMBIT, options, k, 400))
      expect(split).toEqual(whole)
    }
    const three = [simulateCc(GAMBIT, options, 0, 90), simulateCc(GAMBIT, options, 90, 250), simulateCc(GAMBIT, options, 250)]
    expect(three.reduce(addTallies)).toEqual(whole)
  })

  it('says who wins each time over: the highest HP, equal HP a draw game (the goldfish never hits back)', () => {
    // 100,000 HP outlasts the deck: every game is a time over, and the goldfish keeps more HP than Gambit's 100.
    const options = { games: 40, seed: 5, hp: 100_000 }
    const lost = simulateCc(GAMBIT, options)
    expect([lost.timeOvers, lost.timeOverWins, lost.timeOverDraws]).toEqual([40, 0, 0])
    expect(simulateCc({ ...GAMBIT, hp: 100_000 }, options).timeOverWins).toBe(40)
    // One game: the goldfish is left with 100,000 less what was dealt; a Gambit with exactly that HP draws it.
    const one = { ...options, games: 1 }
    const left = 100_000 - simulateCc(GAMBIT, one).damage.reduce((sum, n) => sum + n, 0)
    const draw = simulateCc({ ...GAMBIT, hp: left }, one)
    expect([draw.timeOvers, draw.timeOverWins, draw.timeOverDraws]).toEqual([1, 0, 1])
    expect(simulateCc({ ...GAMBIT, hp: left + 1 }, one).timeOverWins).toBe(1)
    // The report says the rule and the share of games won, drawn and lost on time.
    expect(ccReport(lost, GAMBIT, { seed: 5, first: true, hp: 100_000 }).timeOver).toEqual({
      rule: 'the highest HP wins; equal HP is a draw game',
      characterHp: 100,
      wonRate: 0,
      drawnRate: 0,
      lostRate: 1,
    })
    const merged = addTallies(addTallies(simulateCc(GAMBIT, { ...options, hp: 100 }), draw), lost)
    const report = ccReport(merged, GAMBIT, { seed: 5, first: true, hp: 100 })
    expect(report.timeOver.wonRate).toBe(0)
    expect(report.timeOver.drawnRate).toBeCloseTo(1 / 81, 6)
    expect(report.timeOver.lostRate).toBeCloseTo(40 / 81, 6)
    expect(report.timeOver.wonRate + report.timeOver.drawnRate + report.timeOver.lostRate).toBeCloseTo(report.timeOverRate, 4)
  })

  it('never ends a turn above Endurance, even after an ace search', () => {
    let seed = 99
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed / 2147483648
    }
    const ranks = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']
    const deck = ranks.flatMap((rank) => ['S', 'H', 'D', 'C'].map((suit) => rank + suit))
    const tight = { ...GAMBIT, endurance: 4 }
    let searches = 0
    for (let game = 0; game < 60; game++) {
      for (let i = deck.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1))
        ;[deck[i], deck[j]] = [deck[j], deck[i]]
      }
      const log = playStacked(tight, deck.join(' '), { hp: 1000, seed: game })
      for (const turn of log.turns) {
        if (turn.search !== null) searches++
        if (turn.hpLeft > 0) expect(turn.handAfter.length, `game ${game} turn ${turn.turn}`).toBeLessThanOrEqual(4)
      }
    }
    expect(searches).toBeGreaterThan(10)
  })

  it('plays 2,000 games of Gambit to a plausible KO', () => {
    const games = 2000
    const tally: CcTally = simulateCc(GAMBIT, { games, seed: 2024 })
    expect(tally.games).toBe(games)
    expect(tally.unfinished).toBe(0)
    const ended = tally.kills.reduce((sum, n) => sum + n, 0) + tally.timeOvers
    expect(ended).toBe(games)
    // The most Gambit can deal in a turn is 43 (6, 7, Royal Flush), and 2 × 43 < 100: no KO before turn 3.
    expect(tally.kills[1]).toBe(0)
    expect(tally.kills[2]).toBe(0)
    expect(tally.played[1]).toBe(games)
    // Each turn draws 3 of 45 cards, so the deck lasts 15 turns after the first; 100 HP falls long before.
    expect(tally.timeOvers).toBe(0)
    let turns = 0
    tally.kills.forEach((n, turn) => (turns += n * turn))
    const meanKo = turns / games
    // Plausible at about 5: a turn deals about 20 (a run of basics and a special, ~15, and 30 more on the turns an
    // ace is at hand), so 100 HP takes 4 to 6 turns; the first turn, with no draw, averages about 27 here.
    expect(meanKo).toBeGreaterThan(4.5)
    expect(meanKo).toBeLessThan(6.5)
    const firstTurn = tally.damage[1] / games
    expect(firstTurn).toBeGreaterThan(20)
    expect(firstTurn).toBeLessThan(35)
    // Exact odds: an ace among the first player's opening 7 (its turn-1 hand) is 1 - C(48,7)/C(52,7) = 0.4496.
    expect(tally.superAvailable[1] / games).toBeCloseTo(0.4496, 1)
    // A pair of 8s, 9s or 10s in that hand is rarer than an ace, but common.
    expect(tally.throwAvailable[1]).toBeGreaterThan(0)
    expect(tally.throwAvailable[1]).toBeLessThan(tally.superAvailable[1])
  })

  it('refuses a range outside the run and a bad HP', () => {
    expect(() => simulateCc(GAMBIT, { games: 10, seed: 1 }, 5, 11)).toThrow(/within/)
    expect(() => simulateCc(GAMBIT, { games: 10, seed: 1, hp: 0 })).toThrow(/hp/)
    expect(() => playStacked(GAMBIT, 'AS AS 2S')).toThrow(/twice/)
  })
})

describe('the best-combo table by hand signature', () => {
  type Rank = SheetMove['cards']['rank']
  const move = (name: string, rank: Rank, type: SheetMove['type'], damage: number, points: number): SheetMove => ({
    name,
    kind: rank === 'A' ? 'super' : 'special',
    cards: { rank, additional: 0 },
    type,
    attributes: [],
    damage,
    priority: 3,
    points,
    tag: [],
    text: '',
  })
  // Many moves on one rank (two type C moves twice each and a closer: more Jacks than a deck holds), an opener
  // and a type D move on Queens, a free type C move, an opener and a closer on Aces, and Strength 4, so most
  // numbers only throw.
  const crowded: CharacterSheet = {
    ...GAMBIT,
    id: 'crowded',
    name: 'Crowded',
    strength: 4,
    combo: 8,
    throwDamage: 5,
    moves: [
      move('Jab Card', 'J', 'C', 5, 2),
      move('Jolt', 'J', 'C', 3, 1),
      move('Jump Kick', 'J', 'B', 9, 2),
      move('Quick Throw', 'Q', 'A', 6, 1),
      move('Quake', 'Q', 'D', 20, 3),
      move('Kick', 'K', 'C', 2, 0),
      move('Arc', 'A', 'B', 25, 3),
      move('Aura', 'A', 'A', 10, 2),
    ],
  }
  const characters = [GAMBIT, RYU, crowded, { ...RYU, id: 'ryu-ten', strength: 10 }, { ...GAMBIT, id: 'gambit-two', strength: 2 }]
  const deck = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'].flatMap((rank) => ['S', 'H', 'D', 'C'].map((suit) => rank + suit))
  const hand = (text: readonly string[]): Card[] => {
    const read = parseCards(text.join(' '))
    if (!read.ok) throw new Error(read.problem)
    return read.cards
  }
  const without = (cards: readonly string[], gone: readonly string[]) => {
    const left = [...cards]
    for (const card of gone) left.splice(left.indexOf(card), 1)
    return left
  }

  it('plays the combo the search finds in the whole hand, and discards a card whose loss costs the least', () => {
    let seed = 2718
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed / 2147483648
    }
    for (const sheet of characters) {
      const character = combatOf(sheet)
      for (let game = 0; game < 30; game++) {
        const order = [...deck]
        for (let i = order.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1))
          ;[order[i], order[j]] = [order[j], order[i]]
        }
        const log = playStacked(sheet, order.join(' '), { hp: 1000, first: game % 2 === 0, seed: game })
        for (const turn of log.turns) {
          const best = bestCombo(character, hand(turn.hand))
          expect(turn.combo, turn.hand.join(' ')).toEqual(best.play.map(formatCard))
          expect(turn.damage).toBe(best.damage)
          // The hand after combat and the meter, then after each discard.
          let left = without(turn.hand, [...turn.combo, ...(turn.banked === null ? [] : [turn.banked])])
          for (const card of turn.discarded) {
            const kept = left.map((other) => bestDamage(character, hand(without(left, [other]))))
            expect(kept[left.indexOf(card)], `${left.join(' ')}: ${card}`).toBe(Math.max(...kept))
            left = without(left, [card])
          }
        }
      }
    }
  })
})
