import { describe, expect, it } from 'vitest'
import { GAMBIT, RYU } from '../../../../src/main/games/cc/examples'
import { CcTable, DECK } from '../../../../src/main/games/cc/table'
import type { CcMove } from '../../../../src/shared/games/cc/table'

// Gambit (examples.ts): HP 100, Strength 7, Speed 3, Endurance 7, Combo 5. Kinetic Card (J, type C, 2 points, 8);
// Cajun Slash (Q, type B, 1 point, 6); Cajun Escape (K, type E); Royal Flush (A, type B, 3 points, 30); a throw
// (two of 8, 9 or 10) deals 6 for 2 points. Stacked decks are written top first.

function table(deck: string, options: { first?: boolean; hp?: number } = {}): CcTable {
  return new CcTable(GAMBIT, { seed: 1, stacked: deck.split(/\s+/), ...options })
}

function played(t: CcTable, ...moves: CcMove[]): void {
  for (const move of moves) {
    const result = t.play(move)
    if (!result.ok) throw new Error(`${JSON.stringify(move)} refused: ${result.reason}`)
  }
}

function refusal(t: CcTable, move: CcMove): string {
  const before = JSON.stringify(t.state)
  const result = t.play(move)
  expect(result.ok).toBe(false)
  expect(JSON.stringify(t.state)).toBe(before)
  return result.ok ? '' : result.reason
}

const add = (card: string, move?: string): CcMove => (move === undefined ? { type: 'add', card } : { type: 'add', card, move })

describe('the opening and the draw', () => {
  it('deals 7 from a seeded shuffle: the same seed deals the same hand, another seed another', () => {
    const a = new CcTable(GAMBIT, { seed: 42 })
    const b = new CcTable(GAMBIT, { seed: 42 })
    const c = new CcTable(GAMBIT, { seed: 43 })
    expect(a.state.hand).toHaveLength(7)
    expect(a.state.library).toHaveLength(45)
    expect([...a.state.hand, ...a.state.library].sort()).toEqual([...DECK].sort())
    expect(b.state.hand).toEqual(a.state.hand)
    expect(c.state.hand).not.toEqual(a.state.hand)
    expect(a.state.phase).toBe('opening')
  })

  it('takes one mulligan (the hand shuffled back in, seven new), and refuses a second', () => {
    const t = new CcTable(GAMBIT, { seed: 42 })
    const first = t.state.hand
    played(t, { type: 'mulligan' })
    expect(t.state.hand).not.toEqual(first)
    expect([...t.state.hand, ...t.state.library].sort()).toEqual([...DECK].sort())
    expect(refusal(t, { type: 'mulligan' })).toBe('each player may only take one mulligan per game')
    // The same seed's mulligan deals the same second seven.
    const again = new CcTable(GAMBIT, { seed: 42 })
    played(again, { type: 'mulligan' })
    expect(again.state.hand).toEqual(t.state.hand)
  })

  it('the first player does not draw on turn 1; a mulligan is refused once the hand is kept', () => {
    const t = new CcTable(GAMBIT, { seed: 5 })
    played(t, { type: 'keep' })
    expect(t.state.turn).toBe(1)
    expect(t.state.phase).toBe('combat')
    expect(refusal(t, { type: 'draw', count: 1 })).toBe('cards are drawn in the draw phase, at the start of the turn')
    expect(refusal(t, { type: 'mulligan' })).toMatch(/only taken before the first turn/)
  })

  it('draws 1 to Speed (3) cards from the top, never 0 and never more', () => {
    const t = table('2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS', { first: false })
    played(t, { type: 'keep' })
    expect(t.state.phase).toBe('draw')
    expect(refusal(t, { type: 'draw', count: 0 })).toMatch(/^draw from 1 to 3 cards: at least one card must be drawn, at most Gambit's Speed \(3\)$/)
    expect(refusal(t, { type: 'draw', count: 4 })).toMatch(/from 1 to 3/)
    expect(refusal(t, { type: 'end-turn' })).toMatch(/draw first/)
    played(t, { type: 'draw', count: 2 })
    expect(t.state.hand.slice(7)).toEqual(['9S', '10S'])
    expect(t.state.library).toEqual(['JS', 'QS', 'KS'])
  })

  it('is time over when the draw phase cannot be taken', () => {
    const t = table('2S 3S 4S 5S 6S 7S JS 8S', { hp: 1000 })
    played(t, { type: 'keep' }, { type: 'attack' }, { type: 'end-turn' }, { type: 'draw', count: 1 }, { type: 'attack' })
    // Hand of 8 above Endurance 7: one discard, then the turn ends and turn 3 finds no card to draw.
    expect(refusal(t, { type: 'end-turn' })).toBe("discard 1 more: the hand holds 8, Gambit's Endurance is 7")
    played(t, { type: 'discard', card: '8S' }, { type: 'end-turn' })
    expect(t.state.phase).toBe('over')
    expect(t.state.result).toEqual({ outcome: 'time-over', turn: 3 })
    expect(refusal(t, { type: 'draw', count: 1 })).toBe('the game is over')
  })
})

describe('combos laid card by card', () => {
  it("plays the rule book's Gambit example: 4♠ 5♦ then Cajun Slash for 15", () => {
    const t = table('4S 5D QH 2C 3C KS KH 9D')
    played(t, { type: 'keep' }, add('4S'), add('5D'), add('QH'))
    const view = t.view()
    expect(view.combo).toMatchObject({ legal: true, damage: 15, pointsUsed: 3, pointsLeft: 2 })
    expect(view.combo.steps.map((s) => s.move)).toEqual(['basic attack', 'basic attack', 'Cajun Slash'])
    played(t, { type: 'attack' })
    expect(t.state.goldfishHp).toBe(85)
    expect(t.state.discard).toEqual(['4S', '5D', 'QH'])
    expect(t.state.phase).toBe('clean-up')
    expect(t.state.log.at(-1)).toBe('Combo 4S basic attack 4, 5D basic attack 5, QH Cajun Slash 6: 15 damage, 2 combo points left; goldfish at 85 HP')
  })

  it('the throw example: 10♣ waits for its pair, then 10♦, 6♥ and Kinetic Card deal 20 with 3 points left after the throw', () => {
    const t = table('10C 10D 6H JH 2C KS KH 9D')
    played(t, { type: 'keep' }, add('10C'))
    expect(t.view().combo.legal).toBe(false)
    expect(refusal(t, { type: 'attack' })).toMatch(/can only attack in a throw/)
    played(t, add('10D'))
    expect(t.view().combo.steps[0]).toMatchObject({ move: 'throw', damage: 6, points: 2 })
    played(t, add('6H'), add('JH'))
    expect(t.view().combo).toMatchObject({ legal: true, damage: 20, pointsUsed: 5, pointsLeft: 0 })
  })

  it('refuses a card that breaks a rule, with the rule, and leaves the combo as it was', () => {
    const t = table('9D 9H 4S 6D QH 2C KS')
    played(t, { type: 'keep' }, add('9D'))
    // A lone 9 waits for its pair: a 2 cannot follow it.
    expect(refusal(t, add('2C'))).toMatch(/a throw takes two number cards of one value; 2C follows it$/)
    played(t, add('9H'), add('4S'))
    expect(refusal(t, add('6D'))).toMatch(/6D/)
    expect(refusal(t, add('KS'))).toMatch(/Cajun Escape/)
    expect(refusal(t, add('5S'))).toBe('5S is not in the hand')
    // The view says, per hand card, why it could not be added now.
    const { state, add: why } = t.view()
    expect(state.combo).toEqual(['9D', '9H', '4S'])
    expect(why[state.hand.indexOf('QH')]).toBeNull()
    expect(why[state.hand.indexOf('6D')]).toMatch(/6D/)
  })

  it('a card that starts a throw the rules forbid here is refused with that rule', () => {
    const t = table('4S 9D 9H QH 2C KS KH')
    played(t, { type: 'keep' }, add('4S'))
    expect(refusal(t, add('9D'))).toBe('Type A moves may only be the first attack of the combat phase: throw (9D and a second 9) is attack 2')
  })

  it('takes the last card back, and names a move for a face card', () => {
    const t = table('7S JH QH AS 2C 3C 4C 8D')
    played(t, { type: 'keep' }, add('7S'), { type: 'take-back' })
    expect(t.state.combo).toEqual([])
    expect(t.state.hand.at(-1)).toBe('7S')
    expect(refusal(t, add('JH', 'Cajun Slash'))).toBe("JH: Gambit's Cajun Slash is played on a Queen, not a Jack")
    played(t, add('JH', 'Kinetic Card'))
    expect(t.state.named).toEqual({ 0: 'Kinetic Card' })
  })

  it('lays out the highest-damage combo of the hand on request', () => {
    const t = table('AS 6S 7S KS KH KD KC')
    played(t, { type: 'keep' }, add('6S'), { type: 'best' })
    expect(t.state.combo).toEqual(['6S', '7S', 'AS'])
    expect(t.view().combo.damage).toBe(43)
    expect(t.state.hand.sort()).toEqual(['KC', 'KD', 'KH', 'KS'])
  })

  it('KOs the goldfish at 0 HP and ends the game', () => {
    const t = table('AS 6S 7S KS KH KD KC', { hp: 43 })
    played(t, { type: 'keep' }, { type: 'best' }, { type: 'attack' })
    expect(t.state.goldfishHp).toBe(0)
    expect(t.state.result).toEqual({ outcome: 'ko', turn: 1 })
    expect(refusal(t, { type: 'end-turn' })).toBe('the game is over')
  })
})

describe('the clean-up', () => {
  // Gambit holds 8 after drawing: 10S 10H 9S above Strength 7.
  const deck = '10S 10H 9S 2C 3C KS KH  8D  JS JH JD'

  it('banks one number card above Strength, first in the clean-up, once a turn', () => {
    const t = table(deck, { first: false })
    played(t, { type: 'keep' }, { type: 'draw', count: 1 })
    expect(refusal(t, { type: 'bank', card: '10S' })).toMatch(/in the clean-up, after combat/)
    played(t, { type: 'attack' })
    expect(refusal(t, { type: 'bank', card: '3C' })).toBe("only a number card above Gambit's Strength (7) goes to the super meter; 3C is not one")
    expect(refusal(t, { type: 'bank', card: 'KS' })).toMatch(/KS is not one/)
    played(t, { type: 'bank', card: '10S' })
    expect(t.state.meter).toEqual(['10S'])
    expect(refusal(t, { type: 'bank', card: '10H' })).toBe('one card a clean-up goes to the super meter, and one has gone this turn')
  })

  it('discards only above Endurance, and the meter may not follow a discard', () => {
    const t = table(deck, { first: false })
    played(t, { type: 'keep' }, { type: 'draw', count: 1 }, { type: 'attack' }, { type: 'discard', card: '2C' })
    expect(refusal(t, { type: 'bank', card: '10S' })).toBe('the meter comes first in the clean-up, before the discard and the ace search')
    expect(refusal(t, { type: 'discard', card: '3C' })).toBe("the hand holds 7, not more than Gambit's Endurance (7): no card may be discarded")
    played(t, { type: 'end-turn' })
    expect(t.state.turn).toBe(2)
    expect(t.state.phase).toBe('draw')
  })

  it('fetches one ace a turn for meter cards adding up to 40, from the discard pile or the draw pile (shuffled after)', () => {
    const t = table('AS 2C 3C 4C 5C 6C 7C 9S 9H 9D 8H AH QS')
    t.state.meter = ['10S', '10H', '10D', '10C', '8S']
    played(t, { type: 'keep' }, { type: 'best' }, { type: 'attack' })
    expect(t.state.discard).toContain('AS')
    expect(refusal(t, { type: 'search', pay: ['10S', '10H', '8S'], ace: 'AS', from: 'discard' })).toBe('the meter cards paid add up to 28; an ace costs 40')
    expect(refusal(t, { type: 'search', pay: ['10S', '10S', '10H', '10D'], ace: 'AS', from: 'discard' })).toMatch(/each once/)
    expect(refusal(t, { type: 'search', pay: ['10S', '10H', '10D', '10C'], ace: 'AH', from: 'discard' })).toBe(
      'AH is not an ace in the discard pile (it holds AS)',
    )
    played(t, { type: 'search', pay: ['10S', '10H', '10D', '10C'], ace: 'AS', from: 'discard' })
    expect(t.state.hand).toContain('AS')
    expect(t.state.meter).toEqual(['8S'])
    expect(t.state.discard).not.toContain('AS')
    expect(t.state.discard).toEqual(expect.arrayContaining(['10S', '10H', '10D', '10C']))
    expect(refusal(t, { type: 'search', pay: ['8S'], ace: 'AH', from: 'draw' })).toBe('only one ace may be recovered a turn')
  })

  it('an ace from the draw pile shuffles the pile with the next stream of the seed', () => {
    const t = table('2C 3C 4C 5C 6C 7C 8C  AH 2D 3D 4D 5D 6D 7D 8D 9D')
    t.state.meter = ['10S', '10H', '10D', '10C']
    played(t, { type: 'keep' }, { type: 'attack' }, { type: 'search', pay: ['10S', '10H', '10D', '10C'], ace: 'AH', from: 'draw' })
    expect(t.state.hand).toContain('AH')
    expect(t.state.library.sort()).toEqual(['2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D'])
    expect(t.state.shuffles).toBe(1)
    expect(t.state.log.at(-1)).toBe('Paid 10S 10H 10D 10C (40) from the meter for AH from the draw pile, then shuffled it')
  })

  it('the ace search waits for the discard down to Endurance', () => {
    const t = table('AS 2C 3C 4C 5C 6C 7C 10S 10H 9H', { first: false })
    t.state.meter = ['10D', '10C', '9S', '9D']
    played(t, { type: 'keep' }, { type: 'draw', count: 3 }, { type: 'attack' })
    expect(refusal(t, { type: 'search', pay: ['10D', '10C', '9S', '9D'], ace: 'AS', from: 'draw' })).toMatch(
      /^discard down to Endurance \(7\) before the ace search/,
    )
  })
})

describe('undo and the log', () => {
  it('undo takes back each accepted move, the shuffle streams with it', () => {
    const t = new CcTable(RYU, { seed: 9 })
    const opening = structuredClone(t.state)
    played(t, { type: 'mulligan' })
    const afterMulligan = structuredClone(t.state)
    expect(t.undo()).toBe(true)
    expect(t.state).toEqual(opening)
    played(t, { type: 'mulligan' })
    expect(t.state).toEqual(afterMulligan)
    expect(t.undo()).toBe(true)
    expect(t.undo()).toBe(false)
  })

  it('a refused move is not logged and changes nothing', () => {
    const t = new CcTable(GAMBIT, { seed: 3 })
    const log = [...t.state.log]
    expect(refusal(t, { type: 'attack' })).toMatch(/in combat/)
    expect(t.state.log).toEqual(log)
    expect(t.undo()).toBe(false)
  })

  it('refuses a sheet that cannot play, and a move that is not one', () => {
    expect(() => new CcTable({ ...GAMBIT, strength: 11 }, { seed: 1 })).toThrow(/Gambit cannot play: strength/)
    const t = new CcTable(GAMBIT, { seed: 1 })
    expect(refusal(t, { type: 'shout' } as unknown as CcMove)).toBe('not a move of the Capcom Crossovers table')
  })
})

describe('the rules of each phase, pinned', () => {
  it('the goldfish has a whole number of HP, 1 or more', () => {
    expect(() => new CcTable(GAMBIT, { seed: 1, hp: 0 })).toThrow(/HP must be a whole number, 1 or more/)
    expect(() => new CcTable(GAMBIT, { seed: 1, hp: 2.5 })).toThrow(/whole number/)
    expect(new CcTable(GAMBIT, { seed: 1, hp: 1 }).state).toMatchObject({ hp: 1, goldfishHp: 1, first: true, mulligan: 'open', shuffles: 1 })
    expect(new CcTable(GAMBIT, { seed: 1, first: false }).state.log[0]).toBe('Seed 1; Gambit against a goldfish of 100 HP, going second')
  })

  it('a kept hand says kept, a mulligan stays taken, and each shuffle takes the next stream', () => {
    const kept = new CcTable(GAMBIT, { seed: 4 })
    played(kept, { type: 'keep' })
    expect(kept.state.mulligan).toBe('kept')
    expect(kept.state.log.slice(1, 3)).toEqual([`Kept ${kept.state.hand.join(' ')}`, 'Turn 1'])
    const took = new CcTable(GAMBIT, { seed: 4 })
    played(took, { type: 'mulligan' }, { type: 'keep' })
    expect(took.state.mulligan).toBe('taken')
    expect(took.state.shuffles).toBe(2)
  })

  it('says how many the draw pile holds when it holds fewer than Speed', () => {
    const t = table('2S 3S 4S 5S 6S 7S 8S 9S 10S', { first: false })
    played(t, { type: 'keep' })
    expect(refusal(t, { type: 'draw', count: 3 })).toBe(
      "draw from 1 to 2 cards: at least one card must be drawn, at most Gambit's Speed (3) (the draw pile holds 2)",
    )
  })

  it('a card at Strength is a basic attack, never the start of a throw', () => {
    const t = table('4S 7S 7H 2C 3C KS KH')
    played(t, { type: 'keep' }, add('4S'))
    expect(refusal(t, add('7S'))).toMatch(/after a 4 comes a 5, not 7S/)
  })

  it('take-back and best combo only in combat; no card to take back; best names each move it plays', () => {
    const t = table('AS 6S 7S KS KH KD KC 2H 3H 4H', { first: false })
    played(t, { type: 'keep' })
    expect(refusal(t, { type: 'take-back' })).toBe('only the combo being laid can be taken back')
    expect(refusal(t, { type: 'best' })).toBe('combos are laid in combat, after the draw')
    played(t, { type: 'draw', count: 1 })
    expect(refusal(t, { type: 'take-back' })).toBe('no card has been laid this turn')
    played(t, { type: 'best' })
    expect(t.state.named).toEqual({ 2: 'Royal Flush' })
    played(t, { type: 'attack' })
    expect(refusal(t, { type: 'attack' })).toBe('the combo is played in combat, after the draw')
    expect(refusal(t, add('2H'))).toBe('combos are laid in combat, after the draw')
  })

  it('no attack is logged; the meter, the discard and the turn start again each turn', () => {
    const t = table('10S 9S 2C 3C 4C KS KH  10H JS QS  9H 8H 8S', { first: false })
    played(t, { type: 'keep' }, { type: 'draw', count: 3 })
    played(t, { type: 'attack' })
    expect(t.state.log.at(-1)).toBe('No attack this turn')
    expect(refusal(t, { type: 'bank', card: '7S' })).toBe('7S is not in the hand')
    played(t, { type: 'bank', card: '10S' })
    expect(t.state.log.at(-1)).toBe('10S to the super meter (10)')
    played(t, { type: 'discard', card: '2C' })
    expect(t.state.log.at(-1)).toBe('Discarded 2C (hand 8, Endurance 7)')
    expect(refusal(t, { type: 'discard', card: '5D' })).toBe('5D is not in the hand')
    played(t, { type: 'discard', card: '3C' }, { type: 'end-turn' }, { type: 'draw', count: 3 }, { type: 'attack' })
    // A new turn: the meter takes a card again.
    played(t, { type: 'bank', card: '10H' })
    expect(t.state.meter).toEqual(['10S', '10H'])
  })

  // This test once pinned the ace ending the turn one above Endurance; the rule book's "Endurance: The max number
  // of cards allowed in a player's hand at the end of a turn" forbids it, so the ace's hand discards again.
  it('an ace search that takes the hand above Endurance is followed by a discard: the turn never ends above it', () => {
    const t = table('2C 3C 4C 5C 6C 7C 8C  AH 2D 3D')
    t.state.meter = ['10S', '10H', '10D', '10C']
    played(t, { type: 'keep' }, { type: 'attack' }, { type: 'search', pay: ['10S', '10H', '10D', '10C'], ace: 'AH', from: 'draw' })
    expect(t.state.hand).toHaveLength(8)
    expect(refusal(t, { type: 'end-turn' })).toBe("discard 1 more: the hand holds 8, Gambit's Endurance is 7")
    played(t, { type: 'discard', card: '2C' })
    expect(t.state.log.at(-1)).toBe('Discarded 2C (hand 7, Endurance 7)')
    expect(refusal(t, { type: 'discard', card: '3C' })).toBe("the hand holds 7, not more than Gambit's Endurance (7): no card may be discarded")
    expect(refusal(t, { type: 'bank', card: '8C' })).toMatch(/^the meter comes first/)
    played(t, { type: 'end-turn' })
    expect(t.state).toMatchObject({ turn: 2, phase: 'draw' })
    expect(t.state.hand).toHaveLength(7)
    expect(t.state.hand).toContain('AH')
  })

  it('the ace search is refused outside the clean-up, and with meter cards it does not hold or a card that is no ace', () => {
    const t = table('AS 2C 3C 4C 5C 6C 7C 9S 9H 9D 8H AH QS')
    t.state.meter = ['10S', '10H', '10D', '10C']
    const pay = ['10S', '10H', '10D', '10C']
    expect(refusal(t, { type: 'search', pay, ace: 'AH', from: 'draw' })).toBe('the ace search is made in the clean-up')
    played(t, { type: 'keep' }, { type: 'attack' })
    expect(refusal(t, { type: 'search', pay: ['10S', '9S', '10D', '10C'], ace: 'AH', from: 'draw' })).toBe(
      'pay with cards of the super meter, each once (the meter holds 10S 10H 10D 10C)',
    )
    expect(refusal(t, { type: 'search', pay, ace: 'QS', from: 'draw' })).toBe('QS is not an ace in the draw pile (it holds AH)')
    expect(refusal(t, { type: 'search', pay, ace: 'AS', from: 'discard' })).toBe('AS is not an ace in the discard pile (it holds none)')
    expect(refusal(t, { type: 'search', pay, ace: 'AH', from: 'hand' as 'draw' })).toBe('an ace comes from the discard pile or the draw pile')
    played(t, { type: 'search', pay, ace: 'AH', from: 'draw' })
    expect(t.state.meter).toEqual([])
    expect(t.state.library).not.toContain('AH')
  })

  it('the turn cannot end before the draw or the combat', () => {
    const t = table('2S 3S 4S 5S 6S 7S 8S 9S', { first: false })
    expect(refusal(t, { type: 'end-turn' })).toBe('keep the opening hand or take the mulligan first')
    played(t, { type: 'keep' })
    expect(refusal(t, { type: 'end-turn' })).toBe('draw first: at least one card must be drawn each turn')
    played(t, { type: 'draw', count: 1 })
    expect(refusal(t, { type: 'end-turn' })).toBe('play the combo (or no attack) before the clean-up')
  })

  it('a stacked deck holds 1-on-1 cards, each once', () => {
    expect(() => table('2S 2S')).toThrow('a card is in the stacked deck twice')
    expect(() => table('2S X')).toThrow('X is not in a 1-on-1 deck (jokers are for tag battles)')
  })
})
