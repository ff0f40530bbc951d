// The moves the rules allow, the policies that pick among them, and deck-against-deck matchups.
import { describe, expect, it } from 'vitest'
import type { Card } from '../../../../../src/shared/card'
import type { DuelMove, DuelState, Seat } from '../../../../../src/shared/games/cfs/duel'
import { Duel } from '../../../../../src/main/games/cfs/duel/duel'
import { legalMoves } from '../../../../../src/main/games/cfs/duel/moves'
import { greedyPolicy, randomPolicy, searchPlayouts, standing } from '../../../../../src/main/games/cfs/duel/policies'
import {
  duelMatchupReport,
  duelSimulator,
  emptyDuelTally,
  recordGame,
  simulateDuels,
  type DuelRun,
  type DuelSide,
} from '../../../../../src/main/games/cfs/duel/matchup'
import { readRecord, writeRecord } from '../../../../../src/main/games/cfs/duel/record'
import { replay } from '../../../../../src/main/games/cfs/duel/replay'
import { partySimulator } from '../../../../../src/main/games/tf/party'
import { tuneSimulator } from '../../../../../src/main/games/cfs/tune/run'
import { simulatorOf } from '../../../../../src/main/games'
import { addTallies } from '../../../../../src/main/game-kit/game'
import { gameRng } from '../../../../../src/main/core/rng'
import { sharedServices } from '../../../../helpers'
import { testCard } from '../../../../test-cards'

const services = sharedServices()
const base = (number: string): Card => {
  const card = services.catalogue.card('cfs-base', number)
  if (!card) throw new Error(`no ${number}`)
  return card
}

/** A deck of every kind: characters with Back-Ups among them, actions, reactions, a ■ ability. */
const MIXED = ['C001', 'C002', 'C019', 'C003', 'C047', 'S019', 'C008', 'C013', 'A001', 'A002', 'R001', 'R002', 'S137', 'C116', 'C004']
const deckOf = (numbers: string[], copies: number) => numbers.flatMap((n) => Array<Card>(copies).fill(base(n)))

function newDuel(seed: number, strikers: boolean): Duel {
  const cards: Card[] = []
  const ids = (list: Card[]) => list.map((c) => cards.push(c) - 1)
  const main = deckOf(MIXED, 3)
  const extra = strikers ? [base('C047'), base('C048'), base('C093')] : []
  const decks = [0, 1].map(() => ({ main: ids(main), strikers: ids(extra) })) as [
    { main: number[]; strikers: number[] },
    { main: number[]; strikers: number[] },
  ]
  return new Duel(cards, decks, { first: (seed % 2) as Seat, hp: 3000, seed })
}

/** Every move worth trying now, accepted or not: each hand and Striker position, slot and target. */
function candidates(s: DuelState): DuelMove[] {
  const seat = s.phase === 'answer' ? 1 - s.active : s.active
  const p = s.players[seat]
  const hands = p.hand.map((_, hand) => hand)
  const slots = [0, 1, 2]
  const strikers = p.strikers.map((_, i) => i)
  const pairs = slots.flatMap((a) => slots.flatMap((b) => [[a, b], ...slots.map((c) => [a, b, c])]))
  // A text aimed at one character: each slot of either ring.
  const aims = ([0, 1] as Seat[]).flatMap((who) => slots.map((slot) => [{ seat: who, slot }]))
  return [
    ...hands.flatMap((hand) => [
      ...slots.flatMap((slot): DuelMove[] => [
        { type: 'place', hand, slot },
        { type: 'backup', hand, slot },
      ]),
      { type: 'action', hand } as DuelMove,
      { type: 'arena', hand } as DuelMove,
      { type: 'react', hand } as DuelMove,
      ...aims.flatMap((on): DuelMove[] => [
        { type: 'action', hand, on },
        { type: 'react', hand, on },
      ]),
    ]),
    ...strikers.flatMap((striker) => [...slots.map((at): DuelMove => ({ type: 'striker', striker, at })), { type: 'striker-defends', striker } as DuelMove]),
    ...slots.flatMap((slot): DuelMove[] => [
      { type: 'square', slot },
      ...aims.map((on): DuelMove => ({ type: 'square', slot, on })),
      { type: 'attack', slot },
      { type: 'counter', slot },
    ]),
    ...pairs.map((slots): DuelMove => ({ type: 'union', slots })),
    { type: 'take' },
    { type: 'end' },
  ]
}

/** A move with each hand or Striker position moved to the first holding the same card: copies are alike. */
function firstCopy(s: DuelState, cards: readonly Card[], move: DuelMove): DuelMove {
  const p = s.players[s.phase === 'answer' ? 1 - s.active : s.active]
  if ('hand' in move) return { ...move, hand: p.hand.findIndex((id) => cards[id] === cards[p.hand[move.hand]]) }
  if ('striker' in move) return { ...move, striker: p.strikers.findIndex((id) => cards[id] === cards[p.strikers[move.striker]]) }
  return move
}

describe('the moves the rules allow', () => {
  it('are exactly the moves the engine accepts, all through random games, and a refused move changes nothing', () => {
    for (let game = 0; game < 12; game++) {
      const duel = newDuel(game, game % 3 === 0)
      const rng = gameRng(99, game)
      while (duel.state.phase !== 'over' && duel.state.turn < 60) {
        const seat = duel.toMove()!
        const legal = legalMoves(duel).map((m) => JSON.stringify(m))
        expect(new Set(legal).size).toBe(legal.length)
        const accepted = new Set<string>()
        for (const move of candidates(duel.state)) {
          const trial = duel.fork()
          const before = JSON.stringify(trial.state)
          const refused = trial.play(seat, move)
          if (refused === null) accepted.add(JSON.stringify(firstCopy(duel.state, duel.cards, move)))
          else expect(JSON.stringify(trial.state)).toBe(before)
        }
        expect([...accepted].sort()).toEqual([...legal].sort())
        expect(duel.play(seat, randomPolicy(duel, rng))).toBeNull()
      }
    }
  })

  it('of some types only are those of the whole list, in its order', () => {
    const types = [new Set(['place', 'backup', 'action', 'striker'] as const), new Set(['attack', 'union', 'square'] as const), new Set(['end'] as const)]
    let kept = 0
    for (let game = 0; game < 6; game++) {
      const duel = newDuel(game, game % 2 === 0)
      const rng = gameRng(98, game)
      while (duel.state.phase !== 'over' && duel.state.turn < 40) {
        const all = legalMoves(duel, duel.state, false)
        for (const only of types) {
          const some = legalMoves(duel, duel.state, false, only)
          expect(some).toEqual(all.filter((m) => only.has(m.type as never)))
          kept += some.length
        }
        expect(duel.play(duel.toMove()!, randomPolicy(duel, rng))).toBeNull()
      }
    }
    expect(kept).toBeGreaterThan(300)
  })
})

describe('the moves the rules allow, with every kind of card', () => {
  it('are still exactly what the engine accepts: arenas, actions, reactions, Back-Up lists, Strikers', () => {
    const tower = testCard('Tower', 'capcom', {
      bp: 900,
      sp: 4,
      backups: [
        { name: 'Prop', number: null },
        { name: 'Prop', number: null },
      ],
    })
    const prop = testCard('Prop', 'snk', { bp: 300, sp: 3 })
    const kinds = [
      tower,
      tower,
      prop,
      prop,
      prop,
      testCard('Stage', 'arena'),
      testCard('Jab', 'action', { cost: 1 }),
      testCard('Block', 'reaction', { cost: 1 }),
    ]
    const met = new Set<string>()
    for (let game = 0; game < 8; game++) {
      const cards: Card[] = []
      const ids = (list: Card[]) => list.map((c) => cards.push(c) - 1)
      const deck = Array.from({ length: 5 }, () => kinds).flat()
      const strikers = [testCard('Dan', 'capcom', { bp: 200 }), testCard('Dan', 'capcom', { bp: 200 })]
      const duel = new Duel(
        cards,
        [
          { main: ids(deck), strikers: ids(strikers) },
          { main: ids(deck), strikers: ids(strikers) },
        ],
        { first: (game % 2) as Seat, hp: 3000, seed: game },
      )
      const rng = gameRng(7, game)
      while (duel.state.phase !== 'over') {
        const seat = duel.toMove()!
        const legal = legalMoves(duel).map((m) => JSON.stringify(m))
        const accepted = new Set<string>()
        for (const move of candidates(duel.state)) {
          if (duel.fork().play(seat, move) === null) accepted.add(JSON.stringify(firstCopy(duel.state, duel.cards, move)))
        }
        expect([...accepted].sort()).toEqual([...legal].sort())
        const move = randomPolicy(duel, rng)
        met.add(move.type)
        expect(duel.play(seat, move)).toBeNull()
      }
    }
    // The random games played every kind of move, so each kind's list was held to the engine's.
    expect([...met].sort()).toEqual(expect.arrayContaining(['arena', 'action', 'backup', 'react', 'striker', 'striker-defends', 'counter', 'union', 'take']))
  })
})

describe('the greedy policy', () => {
  /** A's `attacker` and B's `defender`, each alone in slot 1 and ready, A to move on turn 3. */
  function facing(attacker: string, defender: string): Duel {
    const cards: Card[] = []
    const ids = (list: Card[]) => list.map((c) => cards.push(c) - 1)
    const filler = deckOf(['C013'], 20)
    const duel = new Duel(
      cards,
      [
        { main: ids([base(attacker), ...filler]), strikers: [] },
        { main: ids([base(defender), ...filler]), strikers: [] },
      ],
      { first: 0, hp: 3000, seed: null },
    )
    for (const [seat, move] of [
      [0, { type: 'place', hand: 0, slot: 0 }],
      [0, { type: 'end' }],
      [1, { type: 'place', hand: 0, slot: 0 }],
      [1, { type: 'end' }],
    ] as [Seat, DuelMove][])
      expect(duel.play(seat, move)).toBeNull()
    return duel
  }

  it('places its strongest character first, into the first empty slot', () => {
    const cards = [base('C013'), base('C008'), base('C001'), ...deckOf(['C013'], 10)]
    const duel = new Duel(cards, [0, 1].map(() => ({ main: cards.map((_, i) => i), strikers: [] })) as never, { first: 0, hp: 3000, seed: null })
    // Dee Jay (300), Zangief (700), Ryu (1000): Ryu.
    expect(greedyPolicy(duel, gameRng(1, 0))).toEqual({ type: 'place', hand: 2, slot: 0 })
  })

  it('uses the ■ ability or attack that pays best, and counters when that pays', () => {
    // Ryu (1000) against Dee Jay (300): Ryu's ■ (two cards from hand for 500 damage) KOs Dee Jay and leaves Ryu
    // whole, which beats an attack Dee Jay would counter.
    const duel = facing('C001', 'C013')
    duel.play(0, { type: 'place', hand: 0, slot: 1 })
    expect(greedyPolicy(duel, gameRng(1, 0))).toEqual({ type: 'square', slot: 0 })
    // Attacked, B counters: losing Dee Jay for 300 of Ryu's BP beats taking 1000.
    duel.play(0, { type: 'attack', slot: 0 })
    expect(greedyPolicy(duel, gameRng(1, 0))).toEqual({ type: 'counter', slot: 0 })
  })

  it('does not attack into a stronger ready defender', () => {
    // Dee Jay (300) against Geese (1500): a counter would KO Dee Jay for nothing.
    const duel = facing('C013', 'S019')
    duel.play(0, { type: 'place', hand: 0, slot: 1 })
    expect(greedyPolicy(duel, gameRng(1, 0))).toEqual({ type: 'end' })
  })

  it('beats the random policy nearly always', () => {
    const run: DuelRun = { a: side('greedy'), b: side('random'), hp: 3000, policies: ['greedy', 'random'] }
    const report = duelMatchupReport(simulateDuels(run, 5, 0, 60), run, 5)
    expect(report.winRate).toBeGreaterThan(0.85)
    expect([report.a.name, report.b.name]).toEqual(['greedy', 'random'])
    // A deck against itself: each side told by its seat.
    const mirror: DuelRun = { ...run, b: { ...run.b, name: 'greedy' } }
    const named = duelMatchupReport(simulateDuels(mirror, 5, 0, 4), mirror, 5)
    expect([named.a.name, named.b.name]).toEqual(['greedy (A)', 'greedy (B)'])
  })

  it('weighs a won game above any position, and HP and ring BP alike', () => {
    const duel = facing('C001', 'C013')
    const even = standing(duel.state, 0)
    expect(even).toBe(1000 - 300)
    expect(standing(duel.state, 1)).toBe(-even)
  })
})

function side(name: string) {
  return { name, main: deckOf(MIXED.slice(0, 8), 3).concat(deckOf(['A001', 'R001'], 3)), strikers: [] }
}

describe('the search player', () => {
  it('beats greedy in the mirror, the same games on any split', () => {
    const run: DuelRun = { a: side('A'), b: side('B'), hp: 3000, policies: ['search', 'greedy'] }
    const mirror = { ...run, b: { ...run.a, name: 'B' } }
    const whole = simulateDuels(mirror, 3, 0, 12)
    expect(whole.aWins).toBeGreaterThanOrEqual(9)
    expect(addTallies(simulateDuels(mirror, 3, 0, 5), simulateDuels(mirror, 3, 5, 12))).toEqual(whole)
  }, 90_000)

  it('spends its budget a decision as playouts: 8 a move at the default 100 ms, at least one', () => {
    expect([1, 10, 12, 13, 25, 30, 100, 250].map(searchPlayouts)).toEqual([1, 1, 1, 1, 2, 2, 8, 20])
    const run: DuelRun = { a: side('A'), b: { ...side('A'), name: 'B' }, hp: 3000, policies: ['search', 'greedy'] }
    const plain = simulateDuels(run, 5, 0, 3)
    expect(simulateDuels({ ...run, budgetMs: 100 }, 5, 0, 3)).toEqual(plain)
    expect(simulateDuels({ ...run, budgetMs: 10 }, 5, 0, 3)).not.toEqual(plain)
  }, 90_000)
})

describe('a matchup', () => {
  const run: DuelRun = { a: side('A'), b: side('B'), hp: 3000, policies: ['greedy', 'random'] }

  it('adds up to the same tally in any split of its games, so threads change nothing', () => {
    const whole = simulateDuels(run, 8, 0, 30)
    const split = addTallies(addTallies(simulateDuels(run, 8, 0, 7), simulateDuels(run, 8, 7, 19)), simulateDuels(run, 8, 19, 30))
    expect(split).toEqual(whole)
    expect(simulateDuels(run, 9, 0, 30)).not.toEqual(whole)
  })

  it('alternates who goes first and reports A’s view', () => {
    const tally = simulateDuels(run, 8, 0, 30)
    expect(tally.aFirst).toBe(15)
    const report = duelMatchupReport(tally, run, 8)
    expect(report.games).toBe(30)
    expect(report.wins.a + report.wins.b + report.draws).toBe(30)
    expect(report.endings.hp + report.endings.deckOut).toBe(report.wins.a + report.wins.b)
    expect(report.interval[0]).toBeLessThanOrEqual(report.winRate)
    expect(report.interval[1]).toBeGreaterThanOrEqual(report.winRate)
    expect(report.aFirst.games + report.aSecond.games).toBe(30)
    // Each of A's different cards once, in its deck's order; every decided game drew five cards at least.
    expect(report.cards.map((c) => c.number)).toEqual([...new Set(run.a.main.map((c) => c.number))])
    const decided = report.wins.a + report.wins.b
    for (const c of report.cards) expect(c.drawn).toBeLessThanOrEqual(decided)
    expect(report.cards.reduce((n, c) => n + c.drawn, 0)).toBeGreaterThanOrEqual(2 * decided)
    for (const [k, c] of report.cards.entries()) expect(tally.drawnWins[k]).toBeLessThanOrEqual(Math.min(c.drawn, tally.aWins))
    expect(emptyDuelTally().games).toBe(0)
  })
})

describe('matches of best two out of three', () => {
  const run: DuelRun = { a: side('A'), b: side('B'), hp: 3000, policies: ['greedy', 'random'], bestOf: 3 }

  it('play two or three games a match, each match decided by two wins, the same in any split of the matches', () => {
    const whole = simulateDuels(run, 4, 0, 12)
    expect(whole.matches).toBe(12)
    expect(whole.games).toBeGreaterThanOrEqual(24)
    expect(whole.games).toBeLessThanOrEqual(36)
    expect(whole.aMatchWins + whole.bMatchWins).toBeLessThanOrEqual(12)
    // Greedy wins most games; a match it wins 2–0 has no third game.
    expect(whole.aMatchWins).toBeGreaterThan(whole.bMatchWins)
    expect(addTallies(simulateDuels(run, 4, 0, 5), simulateDuels(run, 4, 5, 12))).toEqual(whole)
  })

  it('let the loser of each game go first in the next', () => {
    // Greedy (A) wins nearly every game, so B, the loser, goes first in nearly every game after a match's first.
    const tally = simulateDuels(run, 4, 0, 12)
    expect(tally.aFirst).toBeLessThan(tally.games / 2)
    // Single games alternate who goes first, half and half.
    expect(simulateDuels({ ...run, bestOf: 1 }, 4, 0, 12).aFirst).toBe(6)
    const report = duelMatchupReport(tally, run, 4)
    expect(report.match).toMatchObject({ bestOf: 3, matches: 12, wins: { a: tally.aMatchWins, b: tally.bMatchWins } })
    expect(report.match!.undecided).toBe(12 - tally.aMatchWins - tally.bMatchWins)
    expect(duelMatchupReport(simulateDuels({ ...run, bestOf: 1 }, 4, 0, 4), { ...run, bestOf: 1 }, 4).match).toBeNull()
  })
})

describe('a simulated game as a record', () => {
  it('replays move for move to the same end as the game the matchup played', () => {
    const run: DuelRun = { a: side('A'), b: side('B'), hp: 3000, policies: ['greedy', 'random'] }
    const lines = (s: DuelSide) => s.main.map((c) => `1 ${c.number} ${c.name}`).join('\n')
    for (const index of [0, 3]) {
      const played = recordGame(run, 8, index)
      const text = writeRecord({
        format: 'cfs-classic',
        first: played.first,
        seed: played.seed,
        hp: null,
        decks: [lines(run.a), lines(run.b)],
        moves: played.moves,
      })
      const read = readRecord(text)
      if (!read.ok) throw new Error(JSON.stringify(read.problems))
      const again = replay(read.record, [run.a, run.b], 3000)
      expect(again.refused).toBeNull()
      const alone = simulateDuels(run, 8, index, index + 1)
      expect(again.duel.state.winner).toBe(alone.aWins === 1 ? 0 : 1)
      expect(again.duel.state.turn).toBe(alone.lengths.findIndex((n) => n === 1))
      expect(played.first).toBe(index % 2)
    }
  })
})

describe('the runner', () => {
  it("finds a game's matchup runs by `<id>:matchup`, its parties by `<id>:party`, its tuning by `<id>:tune` and its own by its id", () => {
    expect(simulatorOf('cfs:matchup')).toBe(duelSimulator)
    expect(simulatorOf('cfs:tune')).toBe(tuneSimulator)
    expect(simulatorOf('cfs')).not.toBe(duelSimulator)
    expect(simulatorOf('tf:party')).toBe(partySimulator)
    expect(() => simulatorOf('tf:matchup')).toThrow('unknown batch run "tf:matchup" (known: cfs, cfs:matchup, cfs:tune, cc, cc:matchup, tf, tf:party, cs)')
  })
})
