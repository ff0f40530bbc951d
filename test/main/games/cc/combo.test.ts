import { describe, expect, it } from 'vitest'
import { type Card, formatCard, formatCards, parseCard, parseCards } from '../../../../src/main/games/cc/cards'
import { bestCombo, bestDamage, bestPlay, type Character, type ComboResult, type LegalCombo, type Move, scoreCombo } from '../../../../src/main/games/cc/combo'

function cards(text: string): Card[] {
  const read = parseCards(text)
  if (!read.ok) throw new Error(read.problem)
  return read.cards
}

type Rank = Move['cards']['rank']

function move(name: string, rank: Rank, type: Move['type'], damage: number | null, points: number, extra: Partial<Move> = {}): Move {
  return {
    name,
    kind: rank === 'A' ? 'super' : 'special',
    cards: { rank, additional: 0 },
    type,
    attributes: [],
    damage,
    priority: 3,
    points,
    text: '',
    ...extra,
  }
}

// Gambit from the rule book: Combo 5 ("uses all 5 of Gambit's combo points"); a throw deals 6; Kinetic Card on a
// Jack for 8, type C (it opens one worked example and follows a basic attack in another), and 2 points (it fills
// the 2 points left before Royal Flush, and the 2 left after the throw and the 6); Cajun Slash on a Queen, type B,
// 1 point, 6; Cajun Escape (King + up to 1 additional King), all 5 points, an effect in place of damage, used only
// in response (type E); Royal Flush on an Ace, type B, 3 points, 30. Strength: the 4, 5 and 6 are basic attacks
// and the 10s throw, so anything from 6 to 9; 7 here. Priorities are not given; Kinetic Card is "lower" than Royal Flush.
const GAMBIT: Character = {
  name: 'Gambit',
  strength: 7,
  combo: 5,
  throwDamage: 6,
  moves: [
    move('Kinetic Card', 'J', 'C', 8, 2, { priority: 2 }),
    move('Cajun Slash', 'Q', 'B', 6, 1),
    move('Cajun Escape', 'K', 'E', null, 5, {
      cards: { rank: 'K', additional: 1 },
      priority: 4,
      text: 'Avoid 1 special move attack, add an additional King to deal 8 damage.',
    }),
    move('Royal Flush', 'A', 'B', 30, 3, { priority: 5 }),
  ],
}

// Ryu: Hadouken as the rule book prints it (Jack, type A(R), 8, priority 3, 1 point); the rest filled in plainly.
const RYU: Character = {
  name: 'Ryu',
  strength: 6,
  combo: 6,
  throwDamage: 7,
  moves: [
    move('Hadouken', 'J', 'A', 8, 1, { attributes: ['R'] }),
    move('Shoryuken', 'Q', 'B', 12, 2),
    move('Tatsumaki Senpukyaku', 'K', 'C', 7, 1),
    move('Shinku Hadouken', 'A', 'D', 35, 4, { attributes: ['R'] }),
  ],
}

function legal(result: ComboResult): LegalCombo {
  if (!result.legal) throw new Error(`refused: ${result.problem}`)
  return result
}

function refusal(result: ComboResult): { problem: string; at?: number } {
  if (result.legal) throw new Error(`accepted for ${result.damage}`)
  return result
}

describe('cards', () => {
  it('reads number cards, faces, aces and the joker, in any case and with suit symbols', () => {
    expect(parseCard('4S')).toEqual({ ok: true, card: { rank: 4, suit: 'S' } })
    expect(parseCard('10C')).toEqual({ ok: true, card: { rank: 10, suit: 'C' } })
    expect(parseCard('QH')).toEqual({ ok: true, card: { rank: 'Q', suit: 'H' } })
    expect(parseCard('x')).toEqual({ ok: true, card: { rank: 'X' } })
    expect(parseCard(' ad ')).toEqual({ ok: true, card: { rank: 'A', suit: 'D' } })
    expect(parseCard('4♠')).toEqual({ ok: true, card: { rank: 4, suit: 'S' } })
  })

  it('writes every card back as it reads it', () => {
    const ranks = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']
    const written = [...ranks.flatMap((rank) => ['S', 'H', 'D', 'C'].map((suit) => rank + suit)), 'X']
    for (const text of written) {
      const read = parseCard(text.toLowerCase())
      expect(read.ok && formatCard(read.card)).toBe(text)
    }
  })

  it.each([
    ['1S', 'rank'],
    ['11H', 'rank'],
    ['010C', 'rank'],
    ['4Z', 'suit'],
    ['Q', 'suit'],
    ['XS', 'joker'],
    ['', 'nothing'],
  ])('refuses "%s", naming the text and what is wrong (%s)', (text, why) => {
    const read = parseCard(text)
    expect(read.ok).toBe(false)
    if (!read.ok) {
      expect(read.problem).toContain(`"${text}"`)
      expect(read.problem).toContain(why)
    }
  })

  it('reads a list, and names the first bad card by its place', () => {
    const read = parseCards('4S 5d  QH\tX')
    expect(read.ok && formatCards(read.cards)).toBe('4S 5D QH X')
    const bad = parseCards('4S 5Z QH 1C')
    expect(bad).toMatchObject({ ok: false, at: 1 })
    if (!bad.ok) expect(bad.problem).toMatch(/^card 2 of 4: "5Z" is not a card/)
    expect(parseCards('  ')).toEqual({ ok: true, cards: [] })
  })
})

describe('the rule book worked examples', () => {
  it('4♠, 5♦, then Cajun Slash deals 15', () => {
    const combo = legal(scoreCombo(GAMBIT, cards('4♠ 5♦ QH')))
    expect(combo.damage).toBe(15)
    expect(combo.steps.map((step) => [step.cards, step.move, step.damage, step.points])).toEqual([
      [['4S'], 'basic attack', 4, 1],
      [['5D'], 'basic attack', 5, 1],
      [['QH'], 'Cajun Slash', 6, 1],
    ])
    expect(combo.pointsUsed).toBe(3)
    expect(combo.pointsLeft).toBe(2)
  })

  it('Kinetic Card then Royal Flush deals 38', () => {
    const combo = legal(scoreCombo(GAMBIT, cards('JH AS')))
    expect(combo.damage).toBe(38)
    expect(combo.steps.map((step) => step.move)).toEqual(['Kinetic Card', 'Royal Flush'])
    expect(combo.steps[1].kind).toBe('super')
    expect(combo.pointsLeft).toBe(0)
  })

  it('a throw with 10♣ 10♦ (6, leaving 3 points), 6♥, then Kinetic Card deals 20', () => {
    const combo = legal(scoreCombo(GAMBIT, cards('10C 10D 6H JS')))
    expect(combo.steps[0]).toEqual({
      cards: ['10C', '10D'],
      move: 'throw',
      kind: 'throw',
      type: 'A',
      damage: 6,
      points: 2,
      pointsLeft: 3,
    })
    expect(combo.steps.map((step) => step.damage)).toEqual([6, 6, 8])
    expect(combo.damage).toBe(20)
    expect(combo.pointsLeft).toBe(0)
  })
})

describe('attacks', () => {
  it('a basic attack is a number card at or below Strength: its value in damage, 1 point, type C', () => {
    const combo = legal(scoreCombo(GAMBIT, cards('7H')))
    expect(combo.steps[0]).toMatchObject({ move: 'basic attack', kind: 'basic', type: 'C', damage: 7, points: 1 })
  })

  it('a number card above Strength attacks only in a throw, with a second card of its value right after', () => {
    const alone = refusal(scoreCombo(GAMBIT, cards('8S')))
    expect(alone.at).toBe(0)
    expect(alone.problem).toMatch(/above Gambit's Strength \(7\).*throw/)
    expect(refusal(scoreCombo(GAMBIT, cards('8S 9S'))).problem).toMatch(/two number cards of one value; 9S follows/)
    expect(refusal(scoreCombo(GAMBIT, cards('8S 4H 8H'))).at).toBe(0)
  })

  it("a throw deals the character's throw damage, whatever its value, for 2 points", () => {
    for (const pair of ['8S 8H', '10C 10D']) {
      expect(legal(scoreCombo(GAMBIT, cards(pair))).steps[0]).toMatchObject({ damage: 6, points: 2 })
    }
    expect(legal(scoreCombo(RYU, cards('7S 7H'))).damage).toBe(7)
  })

  it('a face card or ace plays the move on its rank', () => {
    expect(legal(scoreCombo(RYU, cards('KS'))).steps[0]).toMatchObject({ move: 'Tatsumaki Senpukyaku', damage: 7, points: 1 })
    const noKing = { ...RYU, moves: RYU.moves.filter((each) => each.cards.rank !== 'K') }
    expect(scoreCombo(noKing, cards('KS'))).toEqual({ legal: false, problem: 'KS: Ryu has no move played on a King', at: 0 })
  })

  it('a joker is no attack', () => {
    expect(refusal(scoreCombo(GAMBIT, cards('4S X')))).toMatchObject({ at: 1, problem: expect.stringMatching(/joker/) })
  })

  it('refuses a card played twice, naming it: a deck holds each card once', () => {
    expect(scoreCombo(GAMBIT, cards('10C 10C'))).toEqual({
      legal: false,
      problem: '10C is played twice: a deck holds each card once',
      at: 1,
    })
    expect(refusal(scoreCombo(GAMBIT, cards('JH JH QH')))).toMatchObject({ at: 1, problem: expect.stringMatching(/^JH is played twice/) })
    // Written another way, the same card.
    expect(refusal(scoreCombo(GAMBIT, cards('4S 5D 4♠')))).toMatchObject({ at: 2, problem: expect.stringMatching(/^4S is played twice/) })
    // Two of one rank in different suits are two cards.
    expect(legal(scoreCombo(GAMBIT, cards('10C 10D'))).damage).toBe(6)
  })

  it('no cards is a pass: a legal combo of nothing', () => {
    expect(scoreCombo(GAMBIT, [])).toEqual({ legal: true, damage: 0, pointsUsed: 0, pointsLeft: 5, steps: [] })
  })

  it('further cards of the rank join a move up to its additional cards, then start a new one', () => {
    const twoKings = move('Double Card', 'K', 'C', 5, 1, { cards: { rank: 'K', additional: 1 } })
    const character = { ...RYU, combo: 10, moves: [twoKings] }
    const combo = legal(scoreCombo(character, cards('KS KH KD')))
    expect(combo.steps.map((step) => step.cards)).toEqual([['KS', 'KH'], ['KD']])
    expect(combo.damage).toBe(10)
    const named = legal(scoreCombo(character, cards('KS KH'), { moves: { 1: 'Double Card' } }))
    expect(named.steps.map((step) => step.cards)).toEqual([['KS'], ['KH']])
  })
})

describe('two moves on one rank', () => {
  const character: Character = {
    ...RYU,
    moves: [move('Jab Card', 'J', 'C', 3, 1), move('Big Card', 'J', 'A', 9, 2)],
  }

  it('a card plays the first move on its rank unless the player names another', () => {
    expect(legal(scoreCombo(character, cards('JS'))).steps[0].move).toBe('Jab Card')
    expect(legal(scoreCombo(character, cards('JS JH'), { moves: { 0: 'big card' } })).steps.map((step) => step.move)).toEqual(['Big Card', 'Jab Card'])
  })

  it('refuses a named move the character lacks, one on another rank, or a name on a number card', () => {
    expect(scoreCombo(character, cards('JS'), { moves: { 0: 'Hadouken' } })).toEqual({
      legal: false,
      problem: 'JS: Ryu has no move called "Hadouken"',
      at: 0,
    })
    expect(refusal(scoreCombo(RYU, cards('JS'), { moves: { 0: 'Shoryuken' } })).problem).toBe("JS: Ryu's Shoryuken is played on a Queen, not a Jack")
    expect(refusal(scoreCombo(character, cards('4S JS'), { moves: { 0: 'Jab Card' } })).at).toBe(0)
    expect(scoreCombo(character, cards('JS'), { moves: { 3: 'Jab Card' } })).toEqual({
      legal: false,
      problem: 'a move is named for card 4, but the combo has 1 card',
    })
  })
})

describe('the combo rules', () => {
  it('type A may only be the first attack: a throw or Hadouken opens, never follows', () => {
    expect(legal(scoreCombo(RYU, cards('JS 5H QD'))).damage).toBe(25)
    const hadouken = refusal(scoreCombo(RYU, cards('5H JS')))
    expect(hadouken).toMatchObject({ at: 1, problem: expect.stringMatching(/^Type A moves may only be the first attack/) })
    const thrown = refusal(scoreCombo(GAMBIT, cards('4S 10C 10D')))
    expect(thrown).toMatchObject({ at: 1, problem: expect.stringMatching(/^Type A .*throw \(10C 10D\) is attack 2/) })
  })

  it('type B ends the combo: nothing may follow it, though it may come first', () => {
    expect(legal(scoreCombo(GAMBIT, cards('QH'))).damage).toBe(6)
    const after = refusal(scoreCombo(GAMBIT, cards('QH 4S')))
    expect(after).toMatchObject({
      at: 1,
      problem: expect.stringMatching(/^Type B moves end the combo: nothing may follow Cajun Slash/),
    })
    expect(refusal(scoreCombo(GAMBIT, cards('QH AS'))).at).toBe(1)
  })

  it('type C may come anywhere, at most twice per combo, counted move by move', () => {
    const character: Character = {
      ...RYU,
      combo: 10,
      moves: [move('Jab Card', 'J', 'C', 3, 1), move('Hook Card', 'Q', 'C', 4, 1)],
    }
    expect(legal(scoreCombo(character, cards('JS JH QD QC 2S'))).damage).toBe(16)
    const third = refusal(scoreCombo(character, cards('JS QD JH JC')))
    expect(third).toMatchObject({
      at: 3,
      problem: expect.stringMatching(/^Type C moves may be used at most twice per combo: Jab Card \(JC\)/),
    })
  })

  it('type D only alone: nothing before it and nothing after it', () => {
    expect(legal(scoreCombo(RYU, cards('AH'))).damage).toBe(35)
    const after = refusal(scoreCombo(RYU, cards('AH 2S')))
    expect(after).toMatchObject({ at: 1, problem: expect.stringMatching(/^Type D moves may only be used as a single attack/) })
    expect(refusal(scoreCombo(RYU, cards('2S AH')))).toMatchObject({ at: 1, problem: expect.stringMatching(/^Type D/) })
  })

  it('type E only counters: it cannot attack, first or later, with one King or two', () => {
    for (const text of ['KS', 'KS KH']) {
      const counter = refusal(scoreCombo(GAMBIT, cards(text)))
      expect(counter).toMatchObject({ at: 0, problem: expect.stringMatching(/^Type E moves may only be used to counter/) })
    }
    expect(refusal(scoreCombo(GAMBIT, cards('4S KS'))).at).toBe(1)
  })

  it('a move with an effect in place of damage only counters or avoids', () => {
    const character = { ...RYU, moves: [move('Parry', 'K', 'C', null, 1, { text: 'Avoid 1 basic attack' })] }
    expect(refusal(scoreCombo(character, cards('KS'))).problem).toMatch(/may only be used to counter or avoid an attack/)
  })

  it("the combo's points never exceed Combo", () => {
    expect(legal(scoreCombo(GAMBIT, cards('JH JS QH'))).pointsLeft).toBe(0)
    const over = refusal(scoreCombo(GAMBIT, cards('JH JS AS')))
    expect(over).toMatchObject({
      at: 2,
      problem: "the combo's points may not exceed Gambit's Combo (5): Royal Flush (AS) needs 3 and 1 is left",
    })
    expect(legal(scoreCombo(GAMBIT, cards('2S 3C 4S 5D 6C'))).damage).toBe(20)
    expect(refusal(scoreCombo(GAMBIT, cards('2S 3C 4S 5D 6C 7H'))).at).toBe(5)
  })

  it('basic attacks go up by one each card, with no skipping, falling or repeating', () => {
    for (const [text, at] of [
      ['4S 6H', 1],
      ['5S 4H', 1],
      ['4S 4H', 1],
      ['2S 3H 5D', 2],
    ] as const) {
      const broken = refusal(scoreCombo(GAMBIT, cards(text)))
      expect(broken).toMatchObject({ at, problem: expect.stringMatching(/^basic attacks in a combo must go up in sequence/) })
    }
  })

  it("the sequence holds across a special move between basic attacks (the combo's basic attacks are one sequence)", () => {
    expect(legal(scoreCombo(GAMBIT, cards('4S JH 5D'))).damage).toBe(17)
    expect(refusal(scoreCombo(GAMBIT, cards('4S JH 6D')))).toMatchObject({
      at: 2,
      problem: expect.stringMatching(/after a 4 comes a 5, not 6D/),
    })
  })

  it('basic attacks may follow a throw and a special move', () => {
    expect(legal(scoreCombo(GAMBIT, cards('8C 8D JH 7S'))).damage).toBe(21)
  })

  it('reports the card index in the played cards, counting both cards of a throw', () => {
    expect(refusal(scoreCombo(GAMBIT, cards('10C 10D 6H 8S'))).at).toBe(3)
  })
})

describe('bestCombo', () => {
  function best(character: Character, hand: string) {
    const found = bestCombo(character, cards(hand))
    return { damage: found.damage, points: found.pointsUsed, play: formatCards(found.play) }
  }

  it("Gambit with an ace: Royal Flush closing a 6, 7 run beats the rule book's bluff", () => {
    // Royal Flush takes 3 of 5 points for 30; the 2 left buy 5 + 6 (11) rather than Kinetic Card (8) or a throw (6).
    expect(best(GAMBIT, '4S 5D 6H QH JH AS 10C 10D')).toEqual({ damage: 41, points: 5, play: '5D 6H AS' })
  })

  it('Gambit without an ace: the longest run and Cajun Slash', () => {
    // 4+5+6+7 and Cajun Slash (28) beats Kinetic Card + 6 + 7 + Slash (27) and any throw (at most 6 + 13 + 6).
    expect(best(GAMBIT, '4S 5D 6H 7C QH JH 10C 10D')).toEqual({ damage: 28, points: 5, play: '4S 5D 6H 7C QH' })
  })

  it('Ryu, 12 cards: Hadouken, a 6, Tatsumaki twice, Shoryuken; the type D super alone is worth less', () => {
    // 8 + 6 + 7 + 7 + 12 = 40 for 6 points; Shinku Hadouken alone is 35, Hadouken + 4 5 6 + Shoryuken 35.
    const found = bestCombo(RYU, cards('2C 3C 4H 5S 6D JS QH KD KC AH 9S 9H'))
    expect(found.damage).toBe(40)
    expect(formatCards(found.play)).toBe('JS 6D KD KC QH')
    expect(found.steps.map((step) => step.move)).toEqual(['Hadouken', 'basic attack', 'Tatsumaki Senpukyaku', 'Tatsumaki Senpukyaku', 'Shoryuken'])
    expect(scoreCombo(RYU, found.play, found.choices)).toEqual({
      legal: true,
      damage: found.damage,
      pointsUsed: found.pointsUsed,
      pointsLeft: found.pointsLeft,
      steps: found.steps,
    })
  })

  it('Gambit, 12 cards: Royal Flush after a 6, 7 run', () => {
    expect(best(GAMBIT, '2S 3H 4D 5C 6S 7H JH JD QS AS 9C 9D')).toEqual({ damage: 43, points: 5, play: '6S 7H AS' })
  })

  it('a type D move alone when it is the best', () => {
    expect(best(RYU, '2C 4H AH KD 9S 10H X')).toEqual({ damage: 35, points: 4, play: 'AH' })
  })

  it('a throw opens when the points allow it', () => {
    // Combo 5: throw, Kinetic Card, Cajun Slash (6 + 8 + 6). Combo 4: throw + Kinetic Card ties Kinetic Card +
    // Cajun Slash at 14, and the tie goes to the one with fewer points.
    expect(best(GAMBIT, '9C 9D JH QS')).toEqual({ damage: 20, points: 5, play: '9C 9D JH QS' })
    expect(best({ ...GAMBIT, combo: 4 }, '9C 9D JH QS')).toEqual({ damage: 14, points: 3, play: 'JH QS' })
  })

  it('nothing to play is a pass', () => {
    expect(best(GAMBIT, '8S 9H KD X')).toEqual({ damage: 0, points: 0, play: '' })
  })

  it('ties go to fewer points, then fewer cards', () => {
    const moves = [move('Slow Card', 'J', 'C', 6, 2), move('Quick Card', 'Q', 'C', 7, 2)]
    const character: Character = { ...RYU, combo: 2, moves }
    expect(best(character, '6S JH')).toEqual({ damage: 6, points: 1, play: '6S' })
    expect(best(character, '3S 4S QH')).toEqual({ damage: 7, points: 2, play: 'QH' })
  })

  it('picks among two moves on one rank and names the one it plays', () => {
    const character: Character = { ...RYU, moves: [move('Jab Card', 'J', 'C', 3, 1), move('Big Card', 'J', 'A', 9, 2)] }
    const found = bestCombo(character, cards('JS JH'))
    expect(found.steps.map((step) => step.move)).toEqual(['Big Card', 'Jab Card'])
    expect(found.damage).toBe(12)
    expect(found.choices).toEqual({ moves: { 0: 'Big Card', 1: 'Jab Card' } })
  })

  it('agrees with trying every order of every subset of the hand', () => {
    let seed = 12345
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed / 2147483648
    }
    const ranks = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']
    const deck = cards(`${ranks.flatMap((rank) => ['S', 'H', 'D', 'C'].map((suit) => rank + suit)).join(' ')} X X`)
    for (const character of [GAMBIT, RYU, { ...RYU, combo: 3, strength: 4 }]) {
      for (let round = 0; round < 25; round++) {
        const hand = [...deck]
        for (let i = 0; i < 6; i++) {
          const j = i + Math.floor(random() * (hand.length - i))
          ;[hand[i], hand[j]] = [hand[j], hand[i]]
        }
        hand.length = 6
        const found = bestCombo(character, hand)
        const expected = bruteForce(character, hand)
        expect([found.damage, found.pointsUsed, found.play.length], formatCards(hand)).toEqual(expected)
        // The goldfish's unscored shortcuts play the same cards for the same damage.
        expect(bestPlay(character, hand)).toEqual({ damage: found.damage, play: found.play })
        expect(bestDamage(character, hand)).toBe(found.damage)
      }
    }
  })
})

/** The best [damage, points, cards] over every ordered subset of the hand, each scored on its own. */
function bruteForce(character: Character, hand: readonly Card[]): [number, number, number] {
  let best: [number, number, number] = [0, 0, 0]
  const used = new Array<boolean>(hand.length).fill(false)
  const extend = (played: Card[]) => {
    // No pruning on an illegal prefix: a throw's first card alone is illegal, and the pair legal.
    const result = scoreCombo(character, played)
    if (result.legal) {
      const score: [number, number, number] = [result.damage, result.pointsUsed, played.length]
      const [damage, points, count] = best
      if (score[0] > damage || (score[0] === damage && (score[1] < points || (score[1] === points && score[2] < count)))) {
        best = score
      }
    }
    for (const [index, card] of hand.entries()) {
      if (used[index]) continue
      used[index] = true
      extend([...played, card])
      used[index] = false
    }
  }
  extend([])
  return best
}
