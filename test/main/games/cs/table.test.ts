import { describe, expect, it } from 'vitest'
import { ROOK, WREN } from '../../../../src/main/games/cs/examples'
import { cardCount } from '../../../../src/main/games/cs/piles'
import { CsTable } from '../../../../src/main/games/cs/table'
import { apply, fightersOf, newGame, type CsGame } from '../../../../src/main/games/cs/turn'
import { cardOfName, type CsMove } from '../../../../src/shared/games/cs/table'
import { played, playOut, refusal } from '../scripted-table'

// Rook (player 0, clubs, the Active Player of turn 1) against Wren (player 1, hearts), with the tops of their decks
// stacked: Rook's Haymaker is A (9: A +1 value, B opponent discards 2), Iron Guard K (/5, absorb 2); Wren's Second
// Wind is J (/5, opponent discards 2), Mend 2 (/3, absorb 2), Thorn Lash Q (7: A discard 1, B +1).
const ROOK_TOP = ['9C', 'AS', 'KH', '3D', 'JOKER1', '5C', '7D', '10C', '4S', '6D', '8S']
const WREN_TOP = ['8H', 'QS', 'JD', '2H', '4C', 'JOKER1', '6S', '10H', '3S', '5H', '9D', '3C']

function table(): CsTable {
  return new CsTable([ROOK, WREN], { seed: 5, stacked: [ROOK_TOP, WREN_TOP] })
}

const draw = (player: 0 | 1): CsMove => ({ type: 'draw', player })
const keep = (player: 0 | 1): CsMove => ({ type: 'keep', player })
const joker = (player: 0 | 1, card: string): CsMove => ({ type: 'joker', player, card })
const place = (player: 0 | 1, card: string, sideways = false): CsMove => ({ type: 'place', player, card, sideways })
const reveal: CsMove = { type: 'reveal' }
const absorb = (player: 0 | 1, ...cards: string[]): CsMove => ({ type: 'absorb', player, cards })
const discard = (player: 0 | 1, ...cards: string[]): CsMove => ({ type: 'discard', player, cards })

/** Turn 1 played through: a joker swap, a tie, Haymaker's B effect, Rook's optional discard. */
function afterTurnOne(): CsTable {
  const t = table()
  played(t, draw(0), joker(0, 'JOKER1'), draw(1), place(0, 'AS', true), place(1, '8H'), reveal, discard(0, '3D'), discard(1))
  return t
}

describe('a scripted game, step by step', () => {
  it('turn 1: draw to five, the joker swap, face-down attacks, a tie, a discard effect, the discard step', () => {
    const t = table()
    expect(t.state).toMatchObject({ turn: 1, step: 'draw', active: 0, toMove: 0 })
    expect(t.state.players[0]).toMatchObject({ drawn: false, swapping: false })
    expect(t.state.players.map((p) => p.deckSize)).toEqual([54, 54])
    expect(t.state.log).toEqual(['Rook (clubs) against Wren (hearts), 54 cards each; Rook goes first; seed 5'])
    expect(refusal(t, draw(1))).toBe('the Active Player, Rook, draws first')
    expect(refusal(t, place(0, '9C'))).toBe('a card is placed face down in the attack step; it is the draw step: Rook draws')
    played(t, draw(0))
    expect(t.state.players[0]).toMatchObject({ hand: ['9C', 'AS', 'KH', '3D', 'JOKER1'], deckSize: 49, drawn: false, swapping: true })
    // A joker in hand after drawing: swap it or keep the hand, before Wren draws.
    expect(t.state.toMove).toBe(0)
    expect(refusal(t, draw(0))).toBe('Rook has already drawn this turn; swap a joker or keep the hand')
    expect(refusal(t, draw(1))).toBe('the Active Player, Rook, draws first')
    expect(refusal(t, joker(0, '3D'))).toBe('3♦ is not a joker; only a joker is discarded to draw two more cards')
    expect(refusal(t, joker(0, 'JOKER2'))).toBe("Joker is not in Rook's hand")
    played(t, joker(0, 'JOKER1'))
    expect(t.state.players[0]).toMatchObject({ hand: ['9C', 'AS', 'KH', '3D', '5C', '7D'], discard: ['JOKER1'], deckSize: 47, drawn: true, swapping: false })
    expect(t.state.log.slice(1)).toEqual(['Turn 1: Rook is the Active Player', 'Rook draws 5 cards', 'Rook discards a joker to draw 2 more cards'])
    expect(refusal(t, keep(0))).toBe('Rook has already drawn this turn')
    played(t, draw(1))
    // No joker in Wren's hand: her draw step is over, and so is the step.
    expect(t.state).toMatchObject({ step: 'attack', toMove: 0 })
    expect(t.state.players[1].hand).toEqual(['8H', 'QS', 'JD', '2H', '4C'])

    expect(refusal(t, place(1, '8H'))).toBe('the Active Player, Rook, places a card first')
    expect(refusal(t, place(0, '8H'))).toBe("8♥ is not in Rook's hand")
    expect(refusal(t, { type: 'place', player: 0, card: null })).toBe('a card must be played if at all possible: Rook has 6 cards in hand')
    expect(refusal(t, place(0, 'X9'))).toBe('"X9" is not a card: write the rank and the suit, e.g. 7H, 10S, QD, AC, or JOKER1, JOKER2')
    expect(refusal(t, reveal)).toBe('the cards are revealed once both are placed; it is the attack step: Rook places a card face down')
    played(t, place(0, 'AS', true))
    expect(refusal(t, place(0, '9C'))).toBe('Rook has already placed a card this turn')
    played(t, place(1, '8H'))
    expect(t.state.log.slice(-2)).toEqual(['Rook places a card face down, sideways', 'Wren places a card face down, upright'])
    played(t, reveal)
    // Haymaker sideways: effect B at 9; 8♥ in Wren's suit: 9. A tie, then Haymaker's B: Wren discards 2, through her joker.
    expect(t.state.combat).toEqual({
      attacks: [
        { card: 'AS', value: 9, defense: false, effect: 'B', why: 'A♠ Haymaker 9, sideways for effect B' },
        { card: '8H', value: 9, defense: false, effect: null, why: "8♥ in Wren's suit: 8 + 1 = 9" },
      ],
      damage: null,
      outcome: '9 against 9: equal values, no damage',
    })
    expect(t.state.log.slice(-2)).toEqual([
      "Rook reveals A♠ Haymaker 9, sideways for effect B; Wren reveals 8♥ in Wren's suit: 8 + 1 = 9. 9 against 9: equal values, no damage",
      "Rook's effect: Wren discards 2 cards from the top of the deck (Joker, 6♠)",
    ])
    expect(t.state.step).toBe('discard')
    expect(t.state.players[0].discard).toEqual(['JOKER1', 'AS'])
    expect(t.state.players[1].discard).toEqual(['JOKER1', '6S', '8H'])
    expect(t.state.players[1].deckSize).toBe(47)

    // Five in hand: nothing to discard, one more if Rook wishes.
    expect(refusal(t, discard(0, '3D', '5C'))).toBe('Rook has 5 cards in hand: at most 1 card may be discarded; 2 given')
    expect(refusal(t, discard(1))).toBe('the Active Player, Rook, discards first')
    played(t, discard(0, '3D'))
    expect(refusal(t, discard(0))).toBe('Rook has already discarded this turn')
    played(t, discard(1))
    expect(t.state).toMatchObject({ turn: 2, step: 'draw', active: 1, toMove: 1, combat: null })
    expect(t.state.log.slice(-2)).toEqual(['Rook discards 3♦', 'Wren discards nothing'])
  })

  it("turn 2: a defense value lower than the attack takes the difference; absorption; the mill; the Active Player's effect", () => {
    const t = afterTurnOne()
    expect(refusal(t, draw(0))).toBe('the Active Player, Wren, draws first')
    played(t, draw(1), draw(0))
    expect(t.state.players.map((p) => p.hand)).toEqual([
      ['9C', 'KH', '5C', '7D', '10C'],
      ['QS', 'JD', '2H', '4C', '10H'],
    ])
    played(t, place(1, 'JD'), place(0, '10C'), reveal)
    // Second Wind /5 against 10♣ (already 10): Wren takes 5.
    expect(t.state.combat?.damage).toEqual({ to: 1, amount: 5 })
    expect(t.state.log.at(-1)).toBe(
      "Wren reveals J♦ Second Wind /5, a defense value; Rook reveals 10♣ in Rook's suit: 10, already the most a value can be. 5 against 10: Wren takes 5 damage",
    )
    expect(t.state).toMatchObject({ step: 'absorb', toMove: 1 })
    expect(refusal(t, absorb(0, '9C'))).toBe('Rook takes no damage this turn: Wren absorbs')
    expect(refusal(t, discard(1))).toBe(
      'cards are discarded in the discard step, at the end of a turn; it is Damage Absorption: Wren absorbs 5 damage or takes it',
    )
    expect(refusal(t, absorb(1, '2H', '10H', '4C'))).toBe('the damage is 5 and these cards absorb 6, 4♣ not needed: give only the cards the damage needs')
    expect(refusal(t, absorb(1, '2H', '2H'))).toBe('2♥ is given twice')
    expect(refusal(t, absorb(1, '9C'))).toBe("9♣ is not in Wren's hand")
    // Mend in Wren's suit: 2 + 1; 4♣: 1. One damage is left: the top card of her deck.
    played(t, absorb(1, '2H', '4C'))
    expect(t.state.log.slice(-3)).toEqual([
      'Wren absorbs 4 (2♥ Mend: 2 + 1 in suit; 4♣: 1)',
      'Wren takes 1 damage, discarding 1 card from the deck (3♠)',
      "Wren's effect: Rook discards 2 cards from the top of the deck (4♠, 6♦)",
    ])
    expect(t.state.players[1].discard).toEqual(['JOKER1', '6S', '8H', '2H', '4C', '3S', 'JD'])
    expect(t.state.players[0].discard).toEqual(['JOKER1', 'AS', '3D', '4S', '6D', '10C'])
    expect(t.state.players.map((p) => p.deckSize)).toEqual([44, 45])
    expect(t.state.step).toBe('discard')
  })

  it('turn 3: a defense value higher than the attack does no damage, even to the lower value', () => {
    const t = afterTurnOne()
    played(t, draw(1), draw(0), place(1, 'JD'), place(0, '10C'), reveal, absorb(1, '2H', '4C'), discard(1), discard(0))
    played(t, draw(0), draw(1))
    expect(t.state.players[0].hand).toEqual(['9C', 'KH', '5C', '7D', '8S'])
    expect(t.state.players[1].hand).toEqual(['QS', '10H', '5H', '9D', '3C'])
    played(t, place(0, 'KH'), place(1, '3C'), reveal)
    expect(t.state.combat).toMatchObject({ damage: null, outcome: "5 against 3: Rook's higher value is a defense value, so no damage is done" })
    expect(t.state.step).toBe('discard')
  })
})

describe('what each player may see', () => {
  it("the other player's hand and face-down card are hidden until the reveal; the orientation shows; nobody sees a deck's order", () => {
    const t = table()
    played(t, draw(0), joker(0, 'JOKER1'), draw(1), place(0, 'AS', true))
    const wren = t.view(1)
    expect(wren.players[0]).toMatchObject({ hand: null, handSize: 5, placed: true, sideways: true, card: null, deck: null, deckSize: 47 })
    expect(wren.players[1]).toMatchObject({ hand: ['8H', 'QS', 'JD', '2H', '4C'], placed: false, sideways: null, card: null, deck: null })
    expect(wren.players[0].discard).toEqual(['JOKER1'])
    const rook = t.view(0)
    expect(rook.players[0]).toMatchObject({ hand: ['9C', 'KH', '3D', '5C', '7D'], card: 'AS', deck: null })
    expect(rook.players[1].hand).toBe(null)
    const nobody = t.view(null)
    expect(nobody.players.map((p) => [p.hand, p.card, p.deck])).toEqual([
      [null, null, null],
      [null, null, null],
    ])
    // The log says only what both may see: never a face-down card or a drawn card.
    for (const line of t.state.log) expect(line).not.toMatch(/A♠|9♣|8♥/)
    expect(t.state.players[0].deck?.slice(0, 3)).toEqual(['10C', '4S', '6D'])
    played(t, place(1, '8H'), reveal)
    expect(t.view(1).players[0]).toMatchObject({ hand: null, card: null, placed: false })
    expect(t.view(1).combat?.attacks.map((a) => a.card)).toEqual(['AS', '8H'])
  })
})

describe('undo', () => {
  it('takes back each accepted move, log and all, back to the start', () => {
    const t = table()
    expect(t.undo()).toBe(false)
    const states = [JSON.stringify(t.state)]
    for (const move of [
      draw(0),
      joker(0, 'JOKER1'),
      draw(1),
      place(0, 'AS', true),
      place(1, '8H'),
      reveal,
      discard(0, '3D'),
      discard(1),
      draw(1),
      draw(0),
      place(1, 'JD'),
      place(0, '10C'),
      reveal,
      absorb(1, '2H', '4C'),
    ]) {
      played(t, move)
      states.push(JSON.stringify(t.state))
    }
    states.pop()
    while (states.length > 0) {
      expect(t.undo()).toBe(true)
      expect(JSON.stringify(t.state)).toBe(states.pop())
    }
    expect(t.undo()).toBe(false)
  })
})

describe('the end of a game: "If a player is reduced to 0 cards in his or her deck at any time, that player loses"', () => {
  const fighters = fightersOf(ROOK, WREN)
  const cards = (...names: string[]) => names.map((n) => cardOfName(n)!)
  const play = (g: CsGame, ...moves: Parameters<typeof apply>[2][]) => {
    const log: string[] = []
    for (const move of moves) {
      const refusal = apply(fighters, g, move, (line) => log.push(line))
      if (refusal !== null) throw new Error(refusal)
    }
    return log
  }
  const c = (name: string) => cardOfName(name)!

  it('by drawing the last card', () => {
    const g = newGame([cards('3S', '4S', '5S', '6S', '7S'), cards('3H', '4H', '5H', '6H', '7H', '8H')], 0)
    const log = play(g, { type: 'draw', player: 0 })
    expect(g.result).toEqual({ winner: 1, turn: 1, why: "Rook's deck is empty" })
    expect(g.step).toBe('over')
    expect(log.at(-1)).toBe("Rook's deck is empty: Rook loses, and Wren wins on turn 1")
    expect(apply(fighters, g, { type: 'draw', player: 1 }, null)).toBe('the game is over: Wren won on turn 1')
  })

  it('by damage; and a milled joker stops the rest of it', () => {
    const g = newGame([cards('10S', '4S', '5S', '6S', '7S', '8S', '9S', '10D'), cards('3H', '4D', '5D', '6D', '7D', '8D', 'JOKER1', '9D', '3S')], 0)
    play(
      g,
      { type: 'draw', player: 0 },
      { type: 'draw', player: 1 },
      { type: 'place', player: 0, card: c('10S') },
      { type: 'place', player: 1, card: c('3H') },
      { type: 'reveal' },
    )
    // 10 against 4: 6 damage; the joker is the second card milled: 4 prevented.
    const log = play(g, { type: 'absorb', player: 1, cards: [] })
    expect(log[0]).toBe('Wren takes 6 damage, discarding 2 cards from the deck (8♦, Joker): the joker stops the rest (4 prevented)')
    expect(g.sides[1].deck).toEqual(cards('9D', '3S'))
    expect(g.result).toBe(null)
    // Next turn Wren draws one of her last two cards, and 4 damage on the last one ends it.
    play(g, { type: 'discard', player: 0, cards: [] }, { type: 'discard', player: 1, cards: [] }, { type: 'draw', player: 1 })
    expect(g.sides[1].deck).toEqual(cards('3S'))
    play(g, { type: 'draw', player: 0 }, { type: 'place', player: 1, card: c('4D') }, { type: 'place', player: 0, card: c('8S') }, { type: 'reveal' })
    const end = play(g, { type: 'absorb', player: 1, cards: [] })
    expect(end).toEqual(['Wren takes 4 damage, discarding 1 card from the deck (3♠)', "Wren's deck is empty: Wren loses, and Rook wins on turn 2"])
    expect(g.result).toEqual({ winner: 0, turn: 2, why: "Wren's deck is empty" })
  })

  it('by a discard effect, which no absorption reduces', () => {
    // Rook's Body Blow (Q): the opponent discards 1.
    const g = newGame([cards('QS', '4S', '5S', '6S', '7S', '8S'), cards('10H', '4D', '5D', '6D', '7D', '8D')], 0)
    play(
      g,
      { type: 'draw', player: 0 },
      { type: 'draw', player: 1 },
      { type: 'place', player: 0, card: c('QS') },
      { type: 'place', player: 1, card: c('10H') },
      { type: 'reveal' },
    )
    const log = play(g, { type: 'absorb', player: 0, cards: [c('4S'), c('5S'), c('6S')] })
    expect(log).toEqual([
      'Rook absorbs 3 (4♠: 1; 5♠: 1; 6♠: 1)',
      'Rook takes no damage',
      "Rook's effect: Wren discards 1 card from the top of the deck (8♦)",
      "Wren's deck is empty: Wren loses, and Rook wins on turn 1",
    ])
    expect(g.result?.winner).toBe(0)
  })
})

describe('05-04 step 7: "The Active Player\'s effects are executed first"', () => {
  it("both cards' discard effects, the Active Player's first; once a deck is empty nothing more happens", () => {
    const fighters = fightersOf(ROOK, WREN)
    const names = (...n: string[]) => n.map((x) => cardOfName(x)!)
    // Body Blow (Rook's Q) and Thorn Lash (Wren's Q, upright: A) are both 7 and both make the other discard 1.
    const g = newGame([names('QS', '4S', '5S', '6S', '7S', '8S', '9S'), names('QH', '4D', '5D', '6D', '7D', '8D', '9D')], 1)
    const log = play(fighters, g)
    expect(log.slice(-3)).toEqual([
      'Wren reveals Q♥ Thorn Lash 7, upright for effect A; Rook reveals Q♠ Body Blow 7. 7 against 7: equal values, no damage',
      "Wren's effect: Rook discards 1 card from the top of the deck (8♠)",
      "Rook's effect: Wren discards 1 card from the top of the deck (8♦)",
    ])
    expect(g.result).toBe(null)
    // With one card left in Rook's deck, Wren's effect ends the game before Rook's is done.
    const h = newGame([names('QS', '4S', '5S', '6S', '7S', '8S'), names('QH', '4D', '5D', '6D', '7D', '8D', '9D')], 1)
    expect(play(fighters, h).slice(-2)).toEqual([
      "Wren's effect: Rook discards 1 card from the top of the deck (8♠)",
      "Rook's deck is empty: Rook loses, and Wren wins on turn 1",
    ])
    expect(h.result).toEqual({ winner: 1, turn: 1, why: "Rook's deck is empty" })
    expect(h.sides[1].deck).toEqual(names('8D', '9D'))
  })

  function play(fighters: ReturnType<typeof fightersOf>, g: CsGame): string[] {
    const log: string[] = []
    for (const move of [
      { type: 'draw', player: 1 },
      { type: 'draw', player: 0 },
      { type: 'place', player: 1, card: cardOfName('QH')! },
      { type: 'place', player: 0, card: cardOfName('QS')! },
      { type: 'reveal' },
    ] as const)
      expect(apply(fighters, g, move, (line) => log.push(line))).toBe(null)
    return log
  }
})

describe('the discard step', () => {
  it('above five: down to five, and one more at most', () => {
    const fighters = fightersOf(ROOK, WREN)
    const names = (...n: string[]) => n.map((x) => cardOfName(x)!)
    // Rook swaps a joker (six cards), plays one: five left; a draw effect (Jab A) makes six.
    const g = newGame([names('JOKER1', 'JS', '4S', '5S', '6S', '7S', '8S', '9S', '10S', '3D'), names('3H', '4D', '5D', '6D', '7D', '8D', '9D')], 0)
    const run = (move: Parameters<typeof apply>[2]) => apply(fighters, g, move, null)
    for (const move of [
      { type: 'draw', player: 0 },
      { type: 'joker', player: 0, card: 52 },
      { type: 'draw', player: 1 },
      { type: 'place', player: 0, card: cardOfName('JS')! },
      { type: 'place', player: 1, card: cardOfName('3H')! },
      { type: 'reveal' },
    ] as const)
      expect(run(move)).toBe(null)
    // Jab 4 against 4♥ (3 + 1): equal; Jab's A draws 1.
    expect(g.sides[0].hand).toHaveLength(6)
    expect(run({ type: 'discard', player: 0, cards: [] })).toBe('Rook has 6 cards in hand: discard 1 down to five (and 1 more if you wish); 0 given')
    expect(run({ type: 'discard', player: 0, cards: names('4S', '5S', '6S') })).toBe(
      'Rook has 6 cards in hand: discard 1 down to five, and 1 more at most; 3 given',
    )
    expect(run({ type: 'discard', player: 0, cards: names('4S', '5S') })).toBe(null)
    expect(g.sides[0].hand).toHaveLength(4)
  })
})

describe('a whole game played by the engine through play', () => {
  it('the suggested moves of two policies play to a deck-out; every move accepted, 54 cards each always', () => {
    for (const seed of [1, 2, 3]) {
      const t = new CsTable([ROOK, WREN], { seed, first: (seed % 2) as 0 | 1 })
      playOut(
        t,
        () => t.suggest(['greedy', 'random']),
        () => {
          for (const side of t.game.sides) expect(cardCount(side)).toBe(54)
        },
      )
      const result = t.state.result!
      expect(result).not.toBe(null)
      expect(t.state.players[result.loser].deckSize).toBe(0)
      expect(t.state.players[result.winner].deckSize).toBeGreaterThan(0)
      expect(t.state.log.at(-1)).toMatch(new RegExp(`wins on turn ${result.turn}$`))
    }
  })

  it('the same seed deals and suggests the same game; another seed another', () => {
    const play = (seed: number) => {
      const t = new CsTable([ROOK, WREN], { seed })
      playOut(t, () => t.suggest(['random', 'random']))
      return t.state.log
    }
    expect(play(11)).toEqual(play(11))
    expect(play(11)).not.toEqual(play(12))
  })

  it('refuses to sit down an illegal character, a bad seed or a bad stacked deck', () => {
    expect(() => new CsTable([{ ...ROOK, suit: null }, WREN])).toThrow(/^Rook cannot play: suit: the character has no suit/)
    expect(() => new CsTable([ROOK, WREN], { seed: 1.5 })).toThrow('the seed must be a whole number')
    expect(() => new CsTable([ROOK, WREN], { stacked: [['9C', '9C'], undefined] })).toThrow("Rook's stacked deck has 9C twice")
    expect(() => new CsTable([ROOK, WREN], { stacked: [undefined, ['1Z']] })).toThrow('Wren\'s stacked deck: "1Z" is not a card')
    const mirror = new CsTable([ROOK, ROOK])
    expect(mirror.state.log[0]).toBe('Rook (player 1) (clubs) against Rook (player 2) (clubs), 54 cards each; Rook (player 1) goes first; seed 0')
  })

  it('refuses what is not a move', () => {
    const t = table()
    expect(refusal(t, { type: 'uppercut' } as unknown as CsMove)).toBe('not a move of the Card Shot! table')
    expect(refusal(t, { type: 'draw', player: 2 as 0 })).toBe('name the player: 0 or 1')
    expect(refusal(t, { type: 'absorb', player: 0, cards: 'AS' as unknown as string[] })).toBe('give the cards as a list of names, e.g. ["7H", "QS"]')
  })
})
