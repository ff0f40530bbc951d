// How the simulator (and the table's suggestion) plays a side of Table Fighter. Every choice a policy makes is one
// the engine would accept, and it uses only what that player may know: its own cards, the other player's discard
// pile (face up), where the other's super is, and what the other announced. Randomness comes from the game's
// seeded stream only.
//
// random: charge or not with even odds when the cost can be paid (two cards drawn at random from the hand and
//   the discard pile); any card of the hand; at each link of a combo, any allowed card or stopping, alike.
// greedy: picks the card that wins against the most of what the other player can hold (their six basic cards
//   less their discard pile, plus the super when it is off the table); ties go to the card it loses to least,
//   then to the one whose best combo from this hand deals the most, then to the stream. Combos for the most
//   damage the hand allows (the shorter chain on a tie). Charges when its super is in the hand, a card in
//   the hand gains from charging (+damage or +speed), and the discard pile can pay the whole cost: paying from the
//   hand would weaken it, and paying from the discard pile while the super is on the table keeps the super away
//   (at the charge step the discard pile holds at most three cards, and the super needs four). It pays with the
//   two cards discarded first.

import type { TfPolicyName } from '../../../shared/games/tf/table'
import { below, type Rng } from '../../core/rng'
import { CHARGE_COST, superOnTable, type Side } from './piles'
import { bestChain, canCombo, matchWinner, type TfSeat } from './rules'
import { announcer, other, type EngineMove, type Fighter, type Fighters, type TfGame } from './turn'

export interface Policy {
  /** The charge cost to pay, or null for no charge. */
  charge(fighters: Fighters, game: TfGame, seat: TfSeat, rng: Rng): number[] | null
  /** The card to set face down. */
  pick(fighters: Fighters, game: TfGame, seat: TfSeat, rng: Rng): number
  /** The next card of the combo, or -1 to end it. */
  combo(fighters: Fighters, game: TfGame, seat: TfSeat, rng: Rng): number
}

function basics(me: Fighter, cards: readonly number[]): number[] {
  return cards.filter((card) => card !== me.superCard)
}

// One side's choices, as the two-player policies and the party's (party.ts) both make them.

/** The cards of the hand the last played card can combo into. */
export function comboLinks(me: Fighter, side: Side): number[] {
  const last = me.cards[side.played[side.played.length - 1]]
  return side.hand.filter((card) => canCombo(last, me.cards[card]))
}

/** Random's pick: any card of the hand. */
export function randomPick(side: Side, rng: Rng): number {
  return side.hand[below(side.hand.length, rng)]
}

/** Random's next link: any card the combo allows, or stopping (-1), alike. */
export function randomLink(me: Fighter, side: Side, rng: Rng): number {
  const options = comboLinks(me, side)
  const choice = below(options.length + 1, rng)
  return choice < options.length ? options[choice] : -1
}

/** Greedy's next link: the next card of the chain that deals the most damage the hand allows, or -1. */
export function greedyLink(me: Fighter, side: Side): number {
  const chain = bestChain(me.cards, side.played[side.played.length - 1], side.hand, side.charged)
  return chain.cards.length > 1 ? chain.cards[1] : -1
}

/** What a player may hold, as far as the others can know: their basic cards not face up, and the super off the table. */
export function holdingsOf(them: Fighter, side: Side): number[] {
  const cards: number[] = []
  them.cards.forEach((_, card) => {
    if (card === them.superCard) {
      if (!superOnTable(side, card)) cards.push(card)
    } else if (!side.discard.includes(card) && !side.played.includes(card)) {
      cards.push(card)
    }
  })
  return cards
}

/** Random's charge: with even odds when the cost can be paid, two cards drawn at random from the hand and the discard pile. */
export function randomCharge(me: Fighter, side: Side, rng: Rng): number[] | null {
  const payable = basics(me, [...side.hand, ...side.discard])
  if (payable.length < CHARGE_COST || below(2, rng) === 0) return null
  const first = below(payable.length, rng)
  let second = below(payable.length - 1, rng)
  if (second >= first) second++
  return [payable[first], payable[second]]
}

/** Greedy's charge: the super in the hand, a card of the hand that gains by it, and the discard pile paying the whole cost. */
export function greedyCharge(me: Fighter, side: Side): number[] | null {
  const gains = side.hand.some((card) => {
    const bonus = me.cards[card].charge?.bonus
    return bonus != null && (bonus.damage > 0 || bonus.speed > 0)
  })
  if (!gains || side.discard.length < CHARGE_COST || !side.hand.includes(me.superCard)) return null
  return side.discard.slice(0, CHARGE_COST)
}

export const randomPolicy: Policy = {
  charge: (fighters, game, seat, rng) => randomCharge(fighters[seat], game.sides[seat], rng),
  pick: (_fighters, game, seat, rng) => randomPick(game.sides[seat], rng),
  combo: (fighters, game, seat, rng) => randomLink(fighters[seat], game.sides[seat], rng),
}

/** What the other player may hold, as far as this player can know: their basic cards not face up, and the super off the table. */
export function possibleHoldings(fighters: Fighters, game: TfGame, seat: TfSeat): number[] {
  return holdingsOf(fighters[other(seat)], game.sides[other(seat)])
}

export const greedyPolicy: Policy = {
  charge: (fighters, game, seat) => greedyCharge(fighters[seat], game.sides[seat]),
  pick(fighters, game, seat, rng) {
    const me = fighters[seat]
    const side = game.sides[seat]
    const theirCharge = game.sides[other(seat)].charged
    const holdings = possibleHoldings(fighters, game, seat)
    let best: number[] = []
    let bestScore: [number, number, number] = [-1, 0, 0]
    for (const card of side.hand) {
      let wins = 0
      let losses = 0
      for (const theirs of holdings) {
        const winner = winnerOf(fighters, seat, card, side.charged, theirs, theirCharge)
        if (winner === seat) wins++
        else if (winner === other(seat)) losses++
      }
      const reach = bestChain(me.cards, card, side.hand, side.charged).damage
      const score: [number, number, number] = [wins, -losses, reach]
      const order = compare(score, bestScore)
      if (order > 0) {
        best = [card]
        bestScore = score
      } else if (order === 0) {
        best.push(card)
      }
    }
    return best.length === 1 ? best[0] : best[below(best.length, rng)]
  },
  combo: (fighters, game, seat) => greedyLink(fighters[seat], game.sides[seat]),
}

/** Every pairing's winner (0, 1, or 2 for a tie) by player 0's card and charge, then player 1's: looked up, not worked out, in the batch run's inner loop. */
const outcomes = new WeakMap<Fighters, Int8Array>()

function winnerOf(fighters: Fighters, seat: TfSeat, mine: number, myCharge: boolean, theirs: number, theirCharge: boolean): number {
  let table = outcomes.get(fighters)
  const n1 = fighters[1].cards.length
  if (table === undefined) {
    const [a, b] = fighters
    table = new Int8Array(a.cards.length * 2 * n1 * 2)
    a.cards.forEach((ca, i) =>
      b.cards.forEach((cb, j) => {
        for (const ci of [0, 1]) for (const cj of [0, 1]) table![((i * 2 + ci) * n1 + j) * 2 + cj] = matchWinner(ca, ci === 1, cb, cj === 1) ?? 2
      }),
    )
    outcomes.set(fighters, table)
  }
  const [c0, h0, c1, h1] = seat === 0 ? [mine, myCharge, theirs, theirCharge] : [theirs, theirCharge, mine, myCharge]
  return table[((c0 * 2 + (h0 ? 1 : 0)) * n1 + c1) * 2 + (h1 ? 1 : 0)]
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i]
  return 0
}

export const POLICIES: Readonly<Record<TfPolicyName, Policy>> = { random: randomPolicy, greedy: greedyPolicy }

/** The move the policies make next, whoever's it is; null when the game is over. Picks: player 0's first. */
export function decide(fighters: Fighters, game: TfGame, policies: readonly [Policy, Policy], rng: Rng): EngineMove | null {
  switch (game.step) {
    case 'draw':
      return { type: 'draw' }
    case 'charge': {
      const player = announcer(game)!
      const cost = policies[player].charge(fighters, game, player, rng)
      return cost === null ? { type: 'no-charge', player } : { type: 'charge', player, cost }
    }
    case 'action': {
      const player = game.sides[0].pick < 0 ? 0 : game.sides[1].pick < 0 ? 1 : null
      if (player === null) return { type: 'reveal' }
      return { type: 'pick', player, card: policies[player].pick(fighters, game, player, rng) }
    }
    case 'combo': {
      const card = policies[game.winner!].combo(fighters, game, game.winner!, rng)
      return card < 0 ? { type: 'end-combo' } : { type: 'combo', card }
    }
    case 'clean-up':
      return { type: 'next-turn' }
    default:
      return null
  }
}
