// Capcom Crossovers for two, 1 on 1: the turn, a block met by the next attack, the answers to a first attack (take,
// dodge, counter, negation, tech hit), the combo that follows, time over and the KO, each against the rule book, on
// the shipped Gambit and Ryu with their decks stacked.
import { describe, expect, it } from 'vitest'
import type { CcDuelMove, CcSeat } from '../../../../src/shared/games/cc/duel'
import { CcDuel } from '../../../../src/main/games/cc/duel/engine'
import { GAMBIT, RYU } from '../../../../src/main/games/cc/examples'
import type { CharacterSheet } from '../../../../src/main/games/cc/sheet'

const A: CcSeat = 0
const B: CcSeat = 1

/** Cards no test plays, to fill a deck after the hand and the cards a test draws. */
const FILLER = ['2D', '3D', '4D', '5D', '7D', '9D', '10D', 'JD', 'QD', 'KD', 'AD']

/** A game of A against B, the decks stacked as `hand` then `library`, both hands kept: the first player to move. */
function game(
  a: { sheet: typeof GAMBIT; hand: string[]; library?: string[] },
  b: { sheet: typeof GAMBIT; hand: string[]; library?: string[] },
  first: CcSeat = A,
) {
  const deck = (side: typeof a) => [...side.hand, ...(side.library ?? FILLER.filter((c) => !side.hand.includes(c)))]
  const duel = new CcDuel([[a.sheet], [b.sheet]], { seed: 1, first, stacked: [deck(a), deck(b)] })
  play(duel, [first, { type: 'keep' }], [(1 - first) as CcSeat, { type: 'keep' }])
  return duel
}

function play(duel: CcDuel, ...moves: [CcSeat, CcDuelMove][]) {
  for (const [seat, move] of moves) {
    const refused = duel.play(seat, move)
    if (refused) throw new Error(`${JSON.stringify(move)} refused: ${refused}`)
  }
}

const hp = (duel: CcDuel) => duel.state.players.map((p) => p.fighters[p.active].hp)
const endTurn = (seat: CcSeat): [CcSeat, CcDuelMove] => [seat, { type: 'end-turn' }]

/** Gambit (A, first) against Ryu, each with a hand of every kind of attack. */
const gambitFirst = () =>
  game({ sheet: GAMBIT, hand: ['4S', '5S', '6S', 'JH', 'QS', 'KS', 'AS'] }, { sheet: RYU, hand: ['6H', '3S', 'JC', 'QC', 'KD', '9S', '2C'] })

/** `sheet`, under another id, with its move called `move` changed. */
const changed = (sheet: CharacterSheet, id: string, move: string, change: Partial<CharacterSheet['moves'][number]>): CharacterSheet => ({
  ...sheet,
  id,
  moves: sheet.moves.map((m) => (m.name === move ? { ...m, ...change } : m)),
})

describe('the turn for two', () => {
  it('deals seven to each, lets each take one mulligan, the first player first, and skips the first draw', () => {
    const duel = new CcDuel([[GAMBIT], [RYU]], { seed: 4, first: B })
    expect(duel.state.players.map((p) => p.hand.length)).toEqual([7, 7])
    expect(duel.toMove()).toBe(B)
    expect(duel.play(A, { type: 'keep' })).toBe("it is B's move")
    play(duel, [B, { type: 'mulligan' }])
    expect(duel.play(B, { type: 'mulligan' })).toBe('each player may only take one mulligan per game')
    play(duel, [B, { type: 'keep' }], [A, { type: 'keep' }])
    expect(duel.state).toMatchObject({ turn: 1, active: B, phase: 'combat' })
    expect(duel.state.players.map((p) => [p.hand.length, p.library.length])).toEqual([
      [7, 45],
      [7, 45],
    ])
    play(duel, [B, { type: 'pass' }], endTurn(B))
    expect(duel.state).toMatchObject({ turn: 2, active: A, phase: 'draw' })
    expect(duel.play(A, { type: 'draw', count: 4 })).toMatch(/at most Gambit's Speed \(3\)/)
    play(duel, [A, { type: 'draw', count: 3 }])
    expect(duel.state.players[A].hand).toHaveLength(10)
  })

  it('refuses a move out of its phase or from the wrong player, and undo takes a move back', () => {
    const duel = game({ sheet: GAMBIT, hand: ['4S', '5S', '6H', 'JH', 'QS', 'KS', 'AS'] }, { sheet: RYU, hand: ['2H', '3S', '9S', '9H', 'JC', 'QC', 'KC'] })
    expect(duel.play(B, { type: 'pass' })).toBe("it is A's move")
    expect(duel.play(A, { type: 'take' })).toBe('there is no attack to answer')
    expect(duel.play(A, { type: 'block', card: 'QS' })).toMatch(/a block is a number card at or below Gambit's Strength \(7\); QS is not one/)
    expect(duel.play(A, { type: 'block', card: '2S' })).toBe('2S is not in the hand')
    expect(duel.play(A, { type: 'attack', cards: ['4S', '5S'] })).toBe('lay one attack: 4S 5S make 2')
    play(duel, [A, { type: 'attack', cards: ['4S'] }])
    expect(duel.state.phase).toBe('answer')
    expect(duel.undo()).toBe(true)
    expect(duel.state.phase).toBe('combat')
    expect(duel.state.players[A].hand).toContain('4S')
  })

  it('refuses every move out of its phase with the phase it belongs to, and takes laid cards out of the hand', () => {
    const duel = game({ sheet: GAMBIT, hand: ['4S', '5S', '6H', 'JH', 'QS', 'KS', 'AS'] }, { sheet: RYU, hand: ['2H', '3S', '9S', '9H', 'JC', 'QC', 'KC'] })
    const moves: CcDuelMove[] = [
      { type: 'keep' },
      { type: 'draw', count: 1 },
      { type: 'block', card: '4S' },
      { type: 'attack', cards: ['4S'] },
      { type: 'pass' },
      { type: 'take' },
      { type: 'dodge' },
      { type: 'counter', cards: ['JC'] },
      { type: 'variable-counter' },
      { type: 'tech', cards: ['9S', '9H'] },
      { type: 'combo', cards: ['5S'] },
      { type: 'shot', cards: ['4S'] },
      { type: 'bank', card: 'QS' },
      { type: 'tag', cards: ['9S', '9H'] },
      { type: 'discard', card: 'QS' },
      { type: 'search', pay: ['QS'], ace: 'AS', from: 'discard' },
      { type: 'end-turn' },
    ]
    /** What each move meets now, tried on a copy of the game so that none is played. */
    const refusals = (seat: CcSeat) => Object.fromEntries(moves.map((m) => [m.type, duel.fork().play(seat, m)]))
    const outOfPhase = {
      keep: 'the opening hands have been kept: a mulligan is only taken before the first turn',
      draw: 'cards are drawn in the draw phase, at the start of the turn',
      block: 'a block is laid in the combat phase, instead of attacking',
      attack: 'an attack is made in the combat phase, after the draw',
      pass: 'a turn is passed in its combat phase',
      take: 'there is no attack to answer',
      dodge: 'a dodge answers the first attack of a combat phase',
      counter: 'a counter answers the first attack of a combat phase',
      'variable-counter': 'a variable counter answers the first attack of a combat phase',
      tech: 'a tech hit answers a throw',
      combo: 'a combo goes on only after its first attack has landed',
      shot: 'a ranged attack follows a successful dodge',
      bank: 'cards go to the super meter in the clean-up, after combat',
      tag: 'tagging, recovery and jokers are for tag battles',
      discard: 'cards are discarded down to Endurance in the clean-up',
      search: 'the ace search is made in the clean-up',
      'end-turn': 'the turn ends after its clean-up',
    }
    expect(refusals(A)).toEqual({ ...outOfPhase, block: null, attack: null, pass: null })
    play(duel, [A, { type: 'attack', cards: ['4S'] }])
    expect(duel.state.players[A].hand).not.toContain('4S')
    expect(refusals(B)).toEqual({
      ...outOfPhase,
      take: null,
      dodge: null,
      counter: null,
      'variable-counter': 'variable counters are for tag battles',
      tech: 'a tech hit answers a throw, and this attack is not one',
    })
    play(duel, [B, { type: 'take' }])
    expect(refusals(A)).toEqual({ ...outOfPhase, combo: null })
  })

  it('ends on time when a player cannot take a draw phase: the higher HP wins, equal HP is a draw', () => {
    const duel = game(
      { sheet: GAMBIT, hand: ['4S', '5S', '6H', 'JH', 'QS', 'KS', 'AS'], library: ['2C'] },
      { sheet: RYU, hand: ['2H', '3S', '9S', '9H', 'JC', 'QC', 'KC'], library: ['2S'] },
    )
    play(duel, [A, { type: 'pass' }], endTurn(A), [B, { type: 'draw', count: 1 }], [B, { type: 'pass' }], [B, { type: 'discard', card: '9S' }], endTurn(B))
    play(duel, [A, { type: 'draw', count: 1 }], [A, { type: 'pass' }], [A, { type: 'discard', card: 'AS' }], endTurn(A))
    expect(duel.state.result).toEqual({ winner: null, outcome: 'time-over', turn: 4 })
    expect(duel.toMove()).toBeNull()
    expect(duel.state.log.at(-1)).toBe(`Time over: B cannot draw; equal HP, a draw (${GAMBIT.hp} to ${RYU.hp})`)
  })

  it('on time, the side with more HP wins, whichever cannot draw', () => {
    for (const hurt of [A, B]) {
      const duel = game(
        { sheet: GAMBIT, hand: ['4S', '5S', '6H', 'JH', 'QS', 'KS', 'AS'], library: ['2C'] },
        { sheet: RYU, hand: ['2H', '3S', '9S', '9H', 'JC', 'QC', 'KC'], library: ['2S'] },
      )
      duel.state.players[hurt].fighters[0].hp -= 1
      play(duel, [A, { type: 'pass' }], endTurn(A), [B, { type: 'draw', count: 1 }], [B, { type: 'pass' }], [B, { type: 'discard', card: '9S' }], endTurn(B))
      play(duel, [A, { type: 'draw', count: 1 }], [A, { type: 'pass' }], [A, { type: 'discard', card: 'AS' }], endTurn(A))
      const winner = hurt === A ? B : A
      expect(duel.state.result).toEqual({ winner, outcome: 'time-over', turn: 4 })
      const hp = [GAMBIT.hp, RYU.hp].map((n, seat) => (seat === hurt ? n - 1 : n))
      expect(duel.state.log.at(-1)).toBe(`Time over: B cannot draw; ${winner === A ? 'A' : 'B'} wins on HP (${hp[0]} to ${hp[1]})`)
    }
  })
})

describe('blocking', () => {
  it('takes (6 + Defense Bonus 2) × 2 = 16 off a super (the rule book), discards the block card, and allows no combo', () => {
    // Gambit (Defense Bonus 2) blocks with the 6 on his turn; Ryu's Shinku Hadouken (35) meets it.
    const duel = game({ sheet: RYU, hand: ['AS', '2H', '3S', '4C', 'JC', 'QC', 'KC'] }, { sheet: GAMBIT, hand: ['6H', '4S', '5S', 'JH', 'QS', 'KS', '8C'] }, B)
    play(duel, [B, { type: 'block', card: '6H' }], endTurn(B), [A, { type: 'draw', count: 1 }], [A, { type: 'attack', cards: ['AS'] }])
    expect(hp(duel)).toEqual([100, 100 - (35 - 16)])
    expect(duel.state.players[B].discard).toContain('6H')
    expect(duel.state.players[B].hand).not.toContain('6H')
    expect(duel.state.players[B].block).toBeNull()
    expect(duel.state.phase).toBe('clean-up')
    expect(duel.state.log.join('\n')).toMatch(/the block 6H meets it, taking 16 off; the block card is discarded/)
  })

  it('lets a throw through a block: its damage in full, the block card discarded, and the combo goes on', () => {
    const duel = game({ sheet: RYU, hand: ['9S', '9H', '2H', '3S', 'JC', 'QC', 'KC'] }, { sheet: GAMBIT, hand: ['5C', '4S', '6H', 'JH', 'QS', 'KS', '8C'] }, B)
    play(duel, [B, { type: 'block', card: '5C' }], endTurn(B), [A, { type: 'draw', count: 1 }], [A, { type: 'attack', cards: ['9S', '9H'] }])
    expect(hp(duel)).toEqual([100, 100 - 7])
    expect(duel.state.phase).toBe('combo')
    expect(duel.state.players[B].discard).toContain('5C')
    // Ryu (Combo 6) has 4 points after the throw: 2 and 3, then Shoryuken (2 points, 12) to end it.
    play(duel, [A, { type: 'combo', cards: ['2H', '3S', 'QC'] }])
    expect(hp(duel)).toEqual([100, 100 - 7 - 2 - 3 - 12])
    expect(duel.state.players[A].discard).toEqual(['9S', '9H', '2H', '3S', 'QC'])
    expect(duel.state.phase).toBe('clean-up')
  })

  it('gives the block card back when the defence is greater than the damage, and back at the next turn when no attack came', () => {
    const duel = game({ sheet: RYU, hand: ['4S', '2H', '3S', '9C', 'JC', 'QC', 'KC'] }, { sheet: GAMBIT, hand: ['5C', '4D', '6H', 'JH', 'QS', 'KS', '8C'] }, B)
    play(duel, [B, { type: 'block', card: '5C' }], endTurn(B), [A, { type: 'draw', count: 1 }], [A, { type: 'attack', cards: ['4S'] }])
    // A basic attack deals nothing blocked; 4 is not greater than 5 + 2: the card comes back.
    expect(hp(duel)).toEqual([100, 100])
    expect(duel.state.players[B].hand).toContain('5C')
    expect(duel.state.phase).toBe('clean-up')
    const quiet = game({ sheet: RYU, hand: ['4S', '2H', '3S', '9C', 'JC', 'QC', 'KC'] }, { sheet: GAMBIT, hand: ['5C', '4D', '6H', 'JH', 'QS', 'KS', '8C'] }, B)
    play(
      quiet,
      [B, { type: 'block', card: '5C' }],
      endTurn(B),
      [A, { type: 'draw', count: 1 }],
      [A, { type: 'pass' }],
      [A, { type: 'discard', card: '9C' }],
      endTurn(A),
    )
    expect(quiet.state.players[B].hand).toContain('5C')
    expect(quiet.state.players[B].block).toBeNull()
  })
})

describe('answering the first attack', () => {
  it('taken, it deals its damage and the attacker may combo on', () => {
    const duel = gambitFirst()
    play(duel, [A, { type: 'attack', cards: ['4S'] }], [B, { type: 'take' }])
    expect(hp(duel)).toEqual([100, 96])
    expect(duel.play(A, { type: 'combo', cards: ['6S'] })).toMatch(/after a 4 comes a 5/)
    play(duel, [A, { type: 'combo', cards: ['5S', 'QS'] }])
    expect(hp(duel)).toEqual([100, 96 - 5 - 6])
  })

  it('countered by higher priority: the attack is discarded, the counter hits and combos on with its points', () => {
    const duel = gambitFirst()
    play(duel, [A, { type: 'attack', cards: ['4S'] }])
    // Ryu's Hadouken (priority 3) against a basic attack (2), then Tatsumaki (7) and Shoryuken (12).
    play(duel, [B, { type: 'counter', cards: ['JC'] }])
    expect(hp(duel)).toEqual([92, 100])
    expect(duel.state.players[A].discard).toEqual(['4S'])
    expect(duel.toMove()).toBe(B)
    play(duel, [B, { type: 'combo', cards: ['KD', 'QC'] }])
    expect(hp(duel)).toEqual([92 - 7 - 12, 100])
    expect(duel.state).toMatchObject({ phase: 'clean-up', active: A })
  })

  it('refuses a counter of lower priority, and negates a basic attack with one of the other colour and at least its value', () => {
    const duel = gambitFirst()
    play(duel, [A, { type: 'attack', cards: ['5S'] }])
    expect(duel.play(B, { type: 'counter', cards: ['3S'] })).toMatch(/other colour|at most its value/)
    play(duel, [B, { type: 'counter', cards: ['6H'] }])
    expect(hp(duel)).toEqual([100, 100])
    expect(duel.state.players[A].discard).toEqual(['5S'])
    expect(duel.state.players[B].discard).toEqual(['6H'])
    expect(duel.state.phase).toBe('clean-up')
    const kinetic = gambitFirst()
    play(kinetic, [A, { type: 'attack', cards: ['JH'] }])
    // Kinetic Card has priority 2 and range: a basic attack of priority 2 cannot negate a special.
    expect(kinetic.play(B, { type: 'counter', cards: ['6H'] })).toMatch(/basic attack cannot negate a special/)
  })

  it('dodged on a top card at or below Agility: the attack is discarded, and one ranged attack may follow', () => {
    const duel = game(
      { sheet: GAMBIT, hand: ['4S', '5S', '6S', 'JH', 'QS', 'KS', 'AS'] },
      { sheet: RYU, hand: ['6H', '3S', 'JC', 'QC', 'KD', '9S', '2C'], library: ['4H', ...FILLER.filter((c) => c !== 'KD')] },
    )
    play(duel, [A, { type: 'attack', cards: ['QS'] }], [B, { type: 'dodge' }])
    expect(duel.state.players[B].discard).toEqual(['4H'])
    expect(duel.state.players[A].discard).toEqual(['QS'])
    expect(duel.state.phase).toBe('shot')
    expect(duel.play(B, { type: 'shot', cards: ['QC'] })).toMatch(/only a ranged \(R\) attack/)
    play(duel, [B, { type: 'shot', cards: ['JC'] }])
    expect(hp(duel)).toEqual([92, 100])
    expect(duel.state.phase).toBe('clean-up')
  })

  it('not dodged on a top card above Agility: the attack lands and the combo goes on', () => {
    const duel = game(
      { sheet: GAMBIT, hand: ['4S', '5S', '6S', 'JH', 'QS', 'KS', 'AS'] },
      { sheet: RYU, hand: ['6H', '3S', 'JC', 'QC', 'KD', '9S', '2C'], library: ['9H', ...FILLER.filter((c) => c !== 'KD')] },
    )
    play(duel, [A, { type: 'attack', cards: ['4S'] }], [B, { type: 'dodge' }])
    expect(hp(duel)).toEqual([100, 96])
    expect(duel.state.phase).toBe('combo')
  })

  it('meets a throw with a tech hit of two cards above Strength at or above its value, ending the combat phase', () => {
    const duel = game({ sheet: RYU, hand: ['8S', '8D', '2H', '3S', 'JC', 'QC', 'KC'] }, { sheet: GAMBIT, hand: ['8H', '8C', '9C', '9H', 'QS', 'KS', '4S'] })
    play(duel, [A, { type: 'attack', cards: ['8S', '8D'] }])
    expect(duel.play(B, { type: 'tech', cards: ['8H', '9C'] })).toMatch(/same value/)
    play(duel, [B, { type: 'tech', cards: ['8H', '8C'] }])
    expect(hp(duel)).toEqual([100, 100])
    expect(duel.state.players[A].discard).toEqual(['8S', '8D'])
    expect(duel.state.players[B].discard).toEqual(['8H', '8C'])
    expect(duel.state.phase).toBe('clean-up')
  })

  it('ends the combat phase at once where nothing may follow: a type B move, or no combo points left', () => {
    const slash = gambitFirst()
    play(slash, [A, { type: 'attack', cards: ['QS'] }], [B, { type: 'take' }])
    expect(slash.state.phase).toBe('clean-up')
    expect(slash.state.players[A].discard).toEqual(['QS'])
    const escape = game({ sheet: RYU, hand: ['JC', '2H', '3S', '9C', '4C', 'QC', '5C'] }, { sheet: GAMBIT, hand: ['KS', 'KH', '6H', 'JH', 'QS', '4S', '8C'] })
    play(escape, [A, { type: 'attack', cards: ['JC'] }])
    // Gambit's Cajun Escape (type E, priority 4, all 5 of his points) counters Hadouken and deals nothing itself.
    play(escape, [B, { type: 'counter', cards: ['KS'] }])
    expect(hp(escape)).toEqual([100, 100])
    expect(escape.state.phase).toBe('clean-up')
    expect(escape.state.players[B].discard).toEqual(['KS'])
  })

  it('KOs a character at 0 HP, and the game is won', () => {
    const duel = gambitFirst()
    duel.state.players[B].fighters[0].hp = 10
    play(duel, [A, { type: 'attack', cards: ['AS'] }], [B, { type: 'take' }])
    expect(duel.state.result).toEqual({ winner: A, outcome: 'ko', turn: 1 })
    expect(duel.state.players[A].discard).toEqual(['AS'])
    expect(duel.toMove()).toBeNull()
  })
})

describe('tag battles', () => {
  const HAND_A = ['X', 'X', '4S', '4H', 'QS', '2C', '8C']
  const HAND_B = ['X', '6H', '5C', '4D', 'JC', 'QC', '9S']
  /** A tag battle of Gambit and Ryu (A) against Ryu and Gambit (B), each with two jokers, decks stacked. */
  function tag(a: readonly (typeof GAMBIT)[] = [GAMBIT, RYU], b: readonly (typeof GAMBIT)[] = [RYU, GAMBIT], first: CcSeat = A, hands = [HAND_A, HAND_B]) {
    const rest = (hand: string[]) => [...hand, ...FILLER.filter((c) => !hand.includes(c)), ...(hand.filter((c) => c === 'X').length < 2 ? ['X'] : [])]
    const duel = new CcDuel([a, b], { seed: 1, first, stacked: [rest(hands[0]), rest(hands[1])] })
    play(duel, [first, { type: 'keep' }], [(1 - first) as CcSeat, { type: 'keep' }])
    return duel
  }
  const fighters = (duel: CcDuel, seat: CcSeat) => duel.state.players[seat].fighters.map((f) => [f.name, f.hp, f.ko])
  const active = (duel: CcDuel, seat: CcSeat) => duel.state.players[seat].fighters[duel.state.players[seat].active].name

  it('refuses teams of unequal size, and jokers outside a tag battle', () => {
    expect(() => new CcDuel([[GAMBIT, RYU], [RYU]], { seed: 1, first: A })).toThrow(/one character, or a tag team of two/)
    expect(
      () =>
        new CcDuel(
          [
            [GAMBIT, RYU, GAMBIT],
            [RYU, GAMBIT, RYU],
          ],
          { seed: 1, first: A },
        ),
    ).toThrow(/one character, or a tag team of two/)
    expect(() => new CcDuel([[], []], { seed: 1, first: A })).toThrow(/one character, or a tag team of two/)
    expect(
      new CcDuel(
        [
          [GAMBIT, RYU],
          [RYU, GAMBIT],
        ],
        { seed: 1, first: A },
      ).state.players[0].library,
    ).toHaveLength(54 - 7)
    expect(() => new CcDuel([[GAMBIT], [RYU]], { seed: 1, first: A, stacked: [['X', ...FILLER], FILLER] })).toThrow(/jokers are for tag battles/)
  })

  it('a tag super: both [TS] supers added (30 + 35), and the inactive character tagged in after it', () => {
    const duel = tag()
    play(duel, [A, { type: 'attack', cards: ['X', 'X'] }], [B, { type: 'take' }])
    expect(fighters(duel, B)).toEqual([
      ['Ryu', 35, false],
      ['Gambit', 100, false],
    ])
    expect(active(duel, A)).toBe('Ryu')
    expect(duel.state.phase).toBe('clean-up')
    expect(duel.state.players[A].discard).toEqual(['X', 'X'])
  })

  it('a blocked tag super meets (6 + Defense Bonus 2) × 4 = 32 (the rule book)', () => {
    const duel = tag([RYU, GAMBIT], [GAMBIT, RYU], B, [
      ['X', 'X', '2H', '3S', 'JC', 'QC', 'KC'],
      ['X', '6H', '5C', '4D', 'JH', 'QS', '9S'],
    ])
    play(duel, [B, { type: 'block', card: '6H' }], endTurn(B), [A, { type: 'draw', count: 1 }], [A, { type: 'attack', cards: ['X', 'X'] }])
    expect(fighters(duel, B)[0]).toEqual(['Gambit', 100 - (65 - 32), false])
    expect(active(duel, A)).toBe('Gambit')
  })

  it('a tag super cannot be negated; countered by higher priority, its damage falls on the inactive character, who is tagged in', () => {
    const fast = changed(RYU, 'fast-ryu', 'Shoryuken', { priority: 6 })
    const duel = tag([GAMBIT, RYU], [fast, GAMBIT])
    play(duel, [A, { type: 'attack', cards: ['X', 'X'] }])
    expect(duel.play(B, { type: 'counter', cards: ['JC'] })).toMatch(/needs priority 5 or more/)
    play(duel, [B, { type: 'counter', cards: ['QC'] }])
    expect(fighters(duel, A)).toEqual([
      ['Gambit', 100, false],
      ['Ryu', 88, false],
    ])
    expect(active(duel, A)).toBe('Ryu')
    expect(duel.state.phase).toBe('clean-up')
  })

  it("a variable counter pays a joker for the inactive character's [VC] move: higher hits, equal negates, lower hurts the inactive one", () => {
    // Ryu's Shoryuken (priority 4) against Gambit's basic attack (2): Gambit takes 12, and Ryu is tagged in.
    const hits = tag([GAMBIT, RYU], [GAMBIT, RYU])
    play(hits, [A, { type: 'attack', cards: ['4S'] }], [B, { type: 'variable-counter' }])
    expect(fighters(hits, A)[0]).toEqual(['Gambit', 88, false])
    expect(active(hits, B)).toBe('Ryu')
    expect(hits.state.players[B].hand).not.toContain('X')
    expect(hits.state.phase).toBe('clean-up')
    // Gambit's Kinetic Card (2) against a basic attack (2): both negated.
    const even = tag()
    play(even, [A, { type: 'attack', cards: ['4S'] }], [B, { type: 'variable-counter' }])
    expect([fighters(even, A)[0][1], fighters(even, B)[0][1], fighters(even, B)[1][1]]).toEqual([100, 100, 100])
    expect(active(even, B)).toBe('Gambit')
    // Against a stronger attack the inactive character takes it: Cajun Slash (3) over Kinetic Card (2).
    const hurt = tag()
    play(hurt, [A, { type: 'attack', cards: ['QS'] }], [B, { type: 'variable-counter' }])
    expect(fighters(hurt, B)).toEqual([
      ['Ryu', 100, false],
      ['Gambit', 94, false],
    ])
    expect(active(hurt, B)).toBe('Gambit')
  })

  it('tags in the clean-up with two cards of one value at or below Strength, once; the inactive one recovers its Defense Bonus a turn', () => {
    const duel = tag()
    play(duel, [A, { type: 'pass' }])
    expect(duel.play(A, { type: 'tag', cards: ['4S', '2C'] })).toBe('a tag takes two number cards of the same value')
    expect(duel.play(A, { type: 'tag', cards: ['8C', '8C'] })).toBe('a card is laid once')
    play(duel, [A, { type: 'tag', cards: ['4S', '4H'] }])
    expect(active(duel, A)).toBe('Ryu')
    expect(duel.play(A, { type: 'tag', cards: ['X', 'X'] })).toBe('the characters have been tagged this clean-up')
    expect(duel.play(A, { type: 'recover', card: 'QS' })).toBe('Gambit is at full HP (100)')
    duel.state.players[A].fighters[0].hp = 99
    play(duel, [A, { type: 'recover', card: 'QS' }])
    expect(fighters(duel, A)[0]).toEqual(['Gambit', 100, false])
    duel.state.players[A].fighters[0].hp = 90
    expect(duel.play(A, { type: 'recover', card: '2C' })).toMatch(/one card a turn/)
    // A new turn of A's may tag and recover again.
    play(duel, endTurn(A), [B, { type: 'draw', count: 1 }], [B, { type: 'pass' }], [B, { type: 'discard', card: '9S' }], endTurn(B))
    play(duel, [A, { type: 'draw', count: 1 }], [A, { type: 'pass' }], [A, { type: 'recover', card: '2C' }])
    expect(fighters(duel, A)[0]).toEqual(['Gambit', 92, false])
  })

  it('refuses a tag above Strength or to a KOed partner, and discards both cards of a tag', () => {
    const duel = tag()
    /** The engine keeps a state per move (for undo): read it afresh after each move. */
    const p = () => duel.state.players[A]
    p().hand.push('8H', '8D')
    expect(duel.play(A, { type: 'tag', cards: ['4S', '4H'] })).toBe('the tag is made in the clean-up')
    expect(duel.play(A, { type: 'recover', card: 'QS' })).toBe('the recovery is made in the clean-up')
    expect(duel.play(A, { type: 'joker-back', pay: [] })).toBe('the joker recovery is made in the clean-up')
    play(duel, [A, { type: 'pass' }])
    // Gambit's Strength is 7.
    expect(duel.play(A, { type: 'tag', cards: ['8H', '8D'] })).toBe("a tag takes cards at or below Gambit's Strength (7)")
    p().fighters[1].ko = true
    expect(duel.play(A, { type: 'tag', cards: ['4S', '4H'] })).toBe('the inactive character has been KOed: there is no one to tag in')
    p().fighters[1].ko = false
    play(duel, [A, { type: 'tag', cards: ['4S', '4H'] }])
    expect(p().hand).not.toContain('4S')
    expect(p().hand).not.toContain('4H')
    expect(p().discard).toEqual(expect.arrayContaining(['4S', '4H']))
    expect(duel.state.log.at(-1)).toBe('A: Ryu is tagged in')
  })

  it('recovers only a living inactive character, with a card from the hand that goes to the discard pile', () => {
    const duel = tag()
    const p = () => duel.state.players[A]
    play(duel, [A, { type: 'pass' }])
    p().fighters[1].hp = 80
    p().fighters[1].ko = true
    expect(duel.play(A, { type: 'recover', card: 'QS' })).toBe('the inactive character has been KOed: it does not recover')
    p().fighters[1].ko = false
    expect(duel.play(A, { type: 'recover', card: 'KH' })).toBe('KH is not in the hand')
    play(duel, [A, { type: 'recover', card: 'QS' }])
    // Ryu's Defense Bonus is 3.
    expect(fighters(duel, A)[1]).toEqual(['Ryu', 83, false])
    expect(p().hand).not.toContain('QS')
    expect(p().discard).toContain('QS')
    expect(duel.state.log.at(-1)).toBe('A: discards QS; Ryu recovers to 83 HP')
  })

  it('shuffles a joker back only from the discard pile, paid with meter cards adding up to 50 or more, which are discarded', () => {
    const duel = tag()
    const p = () => duel.state.players[A]
    p().meter.push('10S', '10H', '10D', '10C', '6C', '4C')
    play(duel, [A, { type: 'pass' }])
    expect(duel.play(A, { type: 'joker-back', pay: ['10S', '10H', '10D', '10C', '6C', '4C'] })).toBe('there is no joker in the discard pile')
    p().discard.push('X')
    expect(duel.play(A, { type: 'joker-back', pay: ['10S', '10S', '10D', '10C', '6C', '4C'] })).toBe(
      'pay with cards of the super meter, each once (the meter holds 10S 10H 10D 10C 6C 4C)',
    )
    expect(duel.play(A, { type: 'joker-back', pay: ['10S', '10H', '10D', '10C', '6C', '9H'] })).toMatch(/^pay with cards of the super meter/)
    const library = p().library.length
    play(duel, [A, { type: 'joker-back', pay: ['10S', '10H', '10D', '10C', '6C', '4C'] }])
    expect(p().meter).toEqual([])
    expect(p().discard).toEqual(['10S', '10H', '10D', '10C', '6C', '4C'])
    expect(p().library).toHaveLength(library + 1)
    expect(duel.state.log.at(-1)).toBe('A: pays 10S 10H 10D 10C 6C 4C (50) to shuffle a joker into the draw pile')
  })

  it('a KOed character leaves the game, its partner comes in, and the game is won when both are KOed', () => {
    const duel = tag()
    duel.state.players[B].fighters[0].hp = 4
    play(duel, [A, { type: 'attack', cards: ['QS'] }], [B, { type: 'take' }])
    expect(fighters(duel, B)[0]).toEqual(['Ryu', 0, true])
    expect(active(duel, B)).toBe('Gambit')
    expect(duel.state.result).toBeNull()
    expect(duel.play(B, { type: 'variable-counter' })).not.toBeNull()
    duel.state.players[B].fighters[1].hp = 1
    play(duel, [A, { type: 'end-turn' }], [B, { type: 'draw', count: 1 }], [B, { type: 'pass' }])
    // B holds a joker after a KO: to the meter, as a 10.
    play(duel, [B, { type: 'bank', card: 'X' }])
    expect(duel.state.players[B].meter).toEqual(['X'])
    play(duel, endTurn(B), [A, { type: 'draw', count: 1 }], [A, { type: 'attack', cards: ['2C'] }], [B, { type: 'take' }])
    expect(duel.state.result).toEqual({ winner: A, outcome: 'ko', turn: 3 })
  })

  it('shuffles the discard pile into a new draw pile when the draw pile runs out, and pays 50 from the meter to shuffle a joker back', () => {
    const duel = tag()
    const b = duel.state.players[B]
    b.discard.push(...b.library.splice(0, b.library.length))
    play(duel, [A, { type: 'pass' }], endTurn(A))
    expect(b.library.length).toBe(0)
    expect(duel.state.players[B].library.length).toBeGreaterThan(0)
    expect(duel.state.players[B].discard).toEqual([])
    expect(duel.state.phase).toBe('draw')
    const again = tag()
    const p = again.state.players[A]
    p.meter.push('10S', '10H', '10D', '10C', '9C', '8D')
    p.discard.push('X')
    p.hand = p.hand.filter((c) => c !== 'X')
    play(again, [A, { type: 'pass' }])
    expect(again.play(A, { type: 'joker-back', pay: ['10S', '10H', '10D', '9C'] })).toBe('the meter cards paid add up to 39; a joker costs 50')
    play(again, [A, { type: 'joker-back', pay: ['10S', '10H', '10D', '10C', '9C', '8D'] }])
    expect(again.state.players[A].meter).toEqual([])
    expect(again.state.players[A].library.filter((c) => c === 'X')).toHaveLength(1)
    expect(again.state.players[A].discard).not.toContain('X')
  })

  it('refuses a tag super after a KO, without a [TS] super on both sheets, or with one joker', () => {
    const ko = tag()
    ko.state.players[A].fighters[1].ko = true
    expect(ko.play(A, { type: 'attack', cards: ['X', 'X'] })).toBe('a tag super needs both characters: one has been KOed')
    const plain = tag([GAMBIT, changed(RYU, 'ryu-plain', 'Shinku Hadouken', { tag: [] })])
    expect(plain.play(A, { type: 'attack', cards: ['X', 'X'] })).toBe('a tag super needs a [TS] super on both sheets; Ryu has none')
    const one = tag()
    const hand = one.state.players[A].hand
    hand.splice(hand.indexOf('X'), 1)
    expect(one.play(A, { type: 'attack', cards: ['X', 'X'] })).toBe('X is not in the hand (or not as often)')
  })

  it('a dodged tag super: its jokers discarded, and the inactive character tagged in all the same', () => {
    // B flips the 2D on top of its draw pile: at or below Ryu's Agility (4).
    const duel = tag()
    play(duel, [A, { type: 'attack', cards: ['X', 'X'] }], [B, { type: 'dodge' }])
    expect(duel.state.phase).toBe('shot')
    expect(active(duel, A)).toBe('Ryu')
    expect(duel.state.players[A].discard).toEqual(['X', 'X'])
    expect(fighters(duel, B)[0]).toEqual(['Ryu', 100, false])
  })

  it('refuses a variable counter without a joker, from a KOed partner, or by a [VC] move the partner lacks', () => {
    const attacked = (b: readonly (typeof GAMBIT)[] = [RYU, GAMBIT]) => {
      const duel = tag([GAMBIT, RYU], b)
      play(duel, [A, { type: 'attack', cards: ['4S'] }])
      return duel
    }
    const none = attacked()
    const hand = none.state.players[B].hand
    hand.splice(hand.indexOf('X'), 1)
    expect(none.play(B, { type: 'variable-counter' })).toBe('a variable counter costs a joker, and the hand holds none')
    const ko = attacked()
    ko.state.players[B].fighters[1].ko = true
    expect(ko.play(B, { type: 'variable-counter' })).toBe('the inactive character has been KOed: no variable counter')
    const named = attacked()
    expect(named.play(B, { type: 'variable-counter', move: 'Hadouken' })).toBe('Gambit has no [VC] move called "Hadouken"')
    play(named, [B, { type: 'variable-counter', move: ' kinetic card ' }])
    expect(active(named, B)).toBe('Gambit')
    const lacking = attacked([RYU, changed(GAMBIT, 'gambit-plain', 'Kinetic Card', { tag: [] })])
    expect(lacking.play(B, { type: 'variable-counter' })).toBe('Gambit has no [VC] move')
  })

  it('a tag super meets a variable counter: equal priority cannot negate it, higher hits, and both sides tag in', () => {
    const even = tag([GAMBIT, RYU], [RYU, changed(GAMBIT, 'gambit-five', 'Kinetic Card', { priority: 5 })])
    play(even, [A, { type: 'attack', cards: ['X', 'X'] }])
    expect(even.play(B, { type: 'variable-counter' })).toBe('a tag super cannot be negated: this variable counter is of equal priority')
    const higher = tag([GAMBIT, RYU], [RYU, changed(GAMBIT, 'gambit-six', 'Kinetic Card', { priority: 6 })])
    play(higher, [A, { type: 'attack', cards: ['X', 'X'] }], [B, { type: 'variable-counter' }])
    expect(fighters(higher, A)).toEqual([
      ['Gambit', 92, false],
      ['Ryu', 100, false],
    ])
    expect([active(higher, A), active(higher, B)]).toEqual(['Ryu', 'Gambit'])
    expect(higher.state.phase).toBe('clean-up')
  })

  it('ends the game when a variable counter KOs the last character standing', () => {
    const duel = tag([GAMBIT, RYU], [GAMBIT, RYU])
    duel.state.players[A].fighters[1].ko = true
    duel.state.players[A].fighters[0].hp = 12
    // Ryu's Shoryuken (12) as B's variable counter.
    play(duel, [A, { type: 'attack', cards: ['4S'] }], [B, { type: 'variable-counter' }])
    expect([duel.state.phase, duel.state.result, duel.toMove()]).toEqual(['over', { winner: B, outcome: 'ko', turn: 1 }, null])
  })

  it('tags only with two number cards', () => {
    const duel = tag()
    play(duel, [A, { type: 'pass' }])
    duel.state.players[A].hand.push('QH')
    expect(duel.play(A, { type: 'tag', cards: ['4S'] })).toBe('a tag takes two number cards of the same value')
    expect(duel.play(A, { type: 'tag', cards: ['QS', 'QH'] })).toBe('a tag takes two number cards of the same value')
    expect(duel.play(A, { type: 'tag', cards: ['4S', '4H', '2C'] })).toBe('a tag takes two number cards of the same value')
  })
})

// Each rule below had no test that read it: a mutation run (TESTING.md) changed it and every test still passed.
describe('the rules each move keeps, one by one', () => {
  /** Ryu with his Hadouken given other attributes (homing, stun). */
  const ryuWith = (attributes: ('R' | 'H' | 'S')[]) => changed(RYU, `ryu-${attributes.join('').toLowerCase()}`, 'Hadouken', { attributes })

  it('refuses a sheet that cannot play, and any move once the game is over', () => {
    expect(() => new CcDuel([[{ ...GAMBIT, hp: 0 }], [RYU]], { seed: 1, first: A })).toThrow(/^Gambit cannot play: hp: /)
    const duel = gambitFirst()
    duel.state.players[B].fighters[0].hp = 4
    play(duel, [A, { type: 'attack', cards: ['4S'] }], [B, { type: 'take' }])
    expect(duel.state.result?.winner).toBe(A)
    expect(duel.play(A, { type: 'pass' })).toBe('the game is over')
    expect(duel.play(B, { type: 'pass' })).toBe('the game is over')
  })

  it('has nothing to undo before the first move, and undo puts the game back as it was', () => {
    const duel = new CcDuel([[GAMBIT], [RYU]], { seed: 3, first: A })
    expect(duel.undo()).toBe(false)
    const before = structuredClone(duel.state)
    play(duel, [A, { type: 'mulligan' }])
    expect(duel.undo()).toBe(true)
    expect(duel.state).toEqual(before)
  })

  it('draws a whole number of cards from 1 to Speed, no more than the draw pile holds', () => {
    const duel = gambitFirst()
    play(duel, [A, { type: 'pass' }], endTurn(A))
    for (const count of [0, 1.5, -1])
      expect(duel.play(B, { type: 'draw', count })).toBe("draw from 1 to 3 cards: at least one card must be drawn, at most Ryu's Speed (3)")
    duel.state.players[B].library.splice(2)
    expect(duel.play(B, { type: 'draw', count: 3 })).toBe(
      "draw from 1 to 2 cards: at least one card must be drawn, at most Ryu's Speed (3) (the draw pile holds 2)",
    )
    play(duel, [B, { type: 'draw', count: 2 }])
    expect(duel.state.players[B].library).toEqual([])
  })

  it('blocks only with a number card at or below Strength', () => {
    const duel = gambitFirst()
    expect(duel.play(A, { type: 'block', card: 'QS' })).toBe("a block is a number card at or below Gambit's Strength (7); QS is not one")
    duel.state.players[A].hand.push('8C')
    expect(duel.play(A, { type: 'block', card: '8C' })).toBe("a block is a number card at or below Gambit's Strength (7); 8C is not one")
    play(duel, [A, { type: 'block', card: '6S' }])
    expect(duel.state.players[A].block).toBe('6S')
  })

  it('ends a turn only with the hand at or below Endurance', () => {
    const duel = gambitFirst()
    play(duel, [A, { type: 'pass' }])
    duel.state.players[A].hand.push('8C', '9C')
    expect(duel.play(A, { type: 'end-turn' })).toBe("discard 2 more: the hand holds 9, Gambit's Endurance is 7")
    play(duel, [A, { type: 'discard', card: '8C' }], [A, { type: 'discard', card: '9C' }], endTurn(A))
    expect(duel.state.active).toBe(B)
  })

  it('reads one attack from the cards laid: some cards, no joker, one attack', () => {
    const duel = gambitFirst()
    expect(duel.play(A, { type: 'attack', cards: [] })).toBe('lay the cards of one attack')
    expect(duel.play(A, { type: 'attack', cards: ['4S', '5S'] })).toBe('lay one attack: 4S 5S make 2')
    expect(duel.play(A, { type: 'attack', cards: ['KH'] })).toBe('KH is not in the hand')
    duel.state.players[A].hand.push('X')
    expect(duel.play(A, { type: 'attack', cards: ['X'] })).toBe('a joker is not an attack: two of them make a tag super, one pays for a variable counter')
    expect(duel.play(A, { type: 'attack', cards: ['X', 'X'] })).toBe('a tag super is two jokers in a tag battle')
  })

  it('refuses a counter, a tech hit or the rest of a combo laid with cards not in the hand', () => {
    const duel = gambitFirst()
    play(duel, [A, { type: 'attack', cards: ['4S'] }])
    expect(duel.play(B, { type: 'counter', cards: ['JD'] })).toBe('JD is not in the hand')
    play(duel, [B, { type: 'take' }])
    expect(duel.play(A, { type: 'combo', cards: ['5S', 'QH'] })).toBe('QH is not in the hand')
    const thrown = game({ sheet: GAMBIT, hand: ['8S', '8H', '2S', '3S', 'QS', 'KS', 'AS'] }, { sheet: RYU, hand: ['9S', '9H', 'JC', 'QC', 'KD', '2C', '3C'] })
    play(thrown, [A, { type: 'attack', cards: ['8S', '8H'] }])
    expect(thrown.play(B, { type: 'tech', cards: ['9S', '9D'] })).toBe('9D is not in the hand')
    play(thrown, [B, { type: 'tech', cards: ['9S', '9H'] }])
    expect(thrown.state.phase).toBe('clean-up')
  })

  it('cannot dodge a homing (H) move, nor with an empty draw pile', () => {
    const homing = game(
      { sheet: ryuWith(['R', 'H']), hand: ['JC', '2C', '3C', '4C', '5C', '6C', '7C'] },
      { sheet: GAMBIT, hand: ['4S', '5S', '6S', 'JH', 'QS', 'KS', 'AS'] },
    )
    play(homing, [A, { type: 'attack', cards: ['JC'] }])
    expect(homing.play(B, { type: 'dodge' })).toBe('a homing (H) move cannot be dodged')
    const duel = gambitFirst()
    play(duel, [A, { type: 'attack', cards: ['4S'] }])
    duel.state.players[B].library.length = 0
    expect(duel.play(B, { type: 'dodge' })).toBe('there is no card to flip: the draw pile is empty')
  })

  it('ends the game at a KO from a negation, or from a ranged attack after a dodge', () => {
    // Ryu's ranged Hadouken negates Gambit's Cajun Slash of equal priority (3), dealing half its 8.
    const negated = gambitFirst()
    negated.state.players[A].fighters[0].hp = 4
    play(negated, [A, { type: 'attack', cards: ['QS'] }], [B, { type: 'counter', cards: ['JC'] }])
    expect([negated.state.phase, negated.state.result, negated.toMove()]).toEqual(['over', { winner: B, outcome: 'ko', turn: 1 }, null])
    // Ryu flips the 2D on top of his draw pile and dodges, then hits with Hadouken (8).
    const shot = game({ sheet: GAMBIT, hand: ['4S', '5S', '6S', 'JH', 'QS', 'KS', 'AS'] }, { sheet: RYU, hand: ['JC', 'KD', '3S', '6H', 'QC', '9S', '2C'] })
    shot.state.players[A].fighters[0].hp = 8
    play(shot, [A, { type: 'attack', cards: ['QS'] }], [B, { type: 'dodge' }], [B, { type: 'shot', cards: ['JC'] }])
    expect([shot.state.phase, shot.state.result, shot.toMove()]).toEqual(['over', { winner: B, outcome: 'ko', turn: 1 }, null])
  })

  it('a counter may open with a type E move, which may not attack, and its combo goes on with the points left', () => {
    const counterOnly = changed(RYU, 'ryu-counter', 'Hadouken', { type: 'E' })
    const attacking = game(
      { sheet: counterOnly, hand: ['JC', '2C', '3C', '4C', '5C', '6C', '7C'] },
      { sheet: GAMBIT, hand: ['4S', '5S', '6S', 'JH', 'QS', 'KS', 'AS'] },
    )
    expect(attacking.play(A, { type: 'attack', cards: ['JC'] })).toBe(
      "Type E moves may only be used to counter an opponent's attack: Hadouken (JC) cannot attack",
    )
    const duel = game(
      { sheet: GAMBIT, hand: ['4S', '5S', '6S', 'JH', 'QS', 'KS', 'AS'] },
      { sheet: counterOnly, hand: ['JC', 'KD', '3S', '6H', 'QC', '9S', '2C'] },
    )
    play(duel, [A, { type: 'attack', cards: ['4S'] }], [B, { type: 'counter', cards: ['JC'] }])
    expect(duel.state.phase).toBe('counter-combo')
    play(duel, [B, { type: 'combo', cards: ['KD'] }])
    expect(hp(duel)).toEqual([100 - 8 - 7, 100])
  })

  it('after a dodge, a ranged stun (S) attack lets the dodger combo on; one without it ends the combat phase', () => {
    for (const [attributes, phase] of [
      [['R', 'S'], 'counter-combo'],
      [['R'], 'clean-up'],
    ] as const) {
      // Ryu flips the 2D on top of his draw pile: at or below his Agility (4), a dodge.
      const duel = game(
        { sheet: GAMBIT, hand: ['4S', '5S', '6S', 'JH', 'QS', 'KS', 'AS'] },
        { sheet: ryuWith([...attributes]), hand: ['JC', 'KD', '3S', '6H', 'QC', '9S', '2C'] },
      )
      play(duel, [A, { type: 'attack', cards: ['QS'] }], [B, { type: 'dodge' }])
      expect(duel.state.phase).toBe('shot')
      expect(duel.play(B, { type: 'shot', cards: ['JD'] })).toBe('JD is not in the hand')
      play(duel, [B, { type: 'shot', cards: ['JC'] }])
      expect(hp(duel)).toEqual([92, 100])
      expect(duel.state.phase).toBe(phase)
    }
  })
})
