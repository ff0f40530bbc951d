// How the simulator (and the table's suggestion) plays a side of Card Shot!. Every choice a policy makes is one the
// engine would accept, and it uses only what that player may know: its own hand, which cards are left in its own
// deck (not their order), and both discard piles (face up). Randomness comes from the game's seeded stream only.
//
// random: swaps a joker or keeps it with even odds; places any card of the hand, upright or sideways alike; absorbs
//   with a random handful of cards (those the damage needs); discards down to five at random, and one more half
//   the time.
// greedy: counts everything in deck cards, since a player's deck is its life: a point of damage mills one card,
//   so a card's worth as an attack is the damage it deals less the damage it takes, averaged over every card the
//   other player may still hold (all of theirs not in their discard pile, each played at its better value), plus
//   what its discard effect mills. Then:
//   - it places the card of the highest worth (ties: the off-suit card, which absorbs less; then the stream);
//   - a card given in absorption saves what it absorbs (up to the damage left) but costs one more draw at the next
//     draw step, and its place in the hand goes to a card of the deck's average worth; so it absorbs with every
//     card whose saving less one, plus the deck's average worth less the card's own, is above 0 (the best first),
//     and with any card at all when the damage left would otherwise empty its deck;
//   - for the same reason a discard costs one deck card and swaps the card for one of the deck's average worth: it
//     discards down to five the least worthy cards, then one more when that gains more than the card it costs; and
//     it swaps a joker on the same count (a swap costs two draws now and saves one later), unless the two draws
//     would empty its deck.
//   A deck's worth drifts little by little, and a hand holds five cards: a one-turn look ahead is what a player at
//   the table does.

import { DECK_SIZE, isJoker, type CsCard, type CsPolicyName } from '../../../shared/games/cs/table'
import { below, type Rng } from '../../core/rng'
import { HAND_SIZE, JOKER_DRAW, NOTHING, damageOf, type CsSeat } from './rules'
import { attackFor, other, toMove, type EngineMove, type Fighters, type CsGame } from './turn'

export interface Policy {
  /** A joker of the hand to swap for two cards, or null to keep the hand. */
  joker(fighters: Fighters, game: CsGame, seat: CsSeat, rng: Rng): CsCard | null
  /** The card to place face down (never NOTHING: the hand is not empty), and how. */
  place(fighters: Fighters, game: CsGame, seat: CsSeat, rng: Rng): { card: CsCard; sideways: boolean }
  /** The cards of the hand that absorb this turn's damage: only cards the damage needs. */
  absorb(fighters: Fighters, game: CsGame, seat: CsSeat, rng: Rng): CsCard[]
  /** The cards to discard: down to five, and at most one more. */
  discard(fighters: Fighters, game: CsGame, seat: CsSeat, rng: Rng): CsCard[]
}

/** `count` different cards of `cards`, at random. */
function sample(cards: readonly CsCard[], count: number, rng: Rng): CsCard[] {
  const pool = [...cards]
  const out: CsCard[] = []
  for (let i = 0; i < count && pool.length > 0; i++) out.push(pool.splice(below(pool.length, rng), 1)[0])
  return out
}

/** The cards less those the damage does not need: the least absorbing dropped while the rest still absorb it all. */
export function needed(absorbs: Int8Array, cards: readonly CsCard[], damage: number): CsCard[] {
  const kept = [...cards]
  for (;;) {
    let total = 0
    let least = -1
    for (let i = 0; i < kept.length; i++) {
      total += absorbs[kept[i]]
      if (least < 0 || absorbs[kept[i]] < absorbs[kept[least]]) least = i
    }
    if (least < 0 || total - absorbs[kept[least]] < damage) return kept
    kept.splice(least, 1)
  }
}

export const randomPolicy: Policy = {
  joker(_fighters, game, seat, rng) {
    const joker = game.sides[seat].hand.find(isJoker)
    return joker !== undefined && below(2, rng) === 0 ? joker : null
  },
  place(_fighters, game, seat, rng) {
    const hand = game.sides[seat].hand
    return { card: hand[below(hand.length, rng)], sideways: below(2, rng) === 1 }
  },
  absorb(fighters, game, seat, rng) {
    const hand = game.sides[seat].hand
    const cards = sample(hand, below(hand.length + 1, rng), rng)
    return needed(fighters[seat].absorbs, cards, game.combat!.amount)
  },
  discard(_fighters, game, seat, rng) {
    const hand = game.sides[seat].hand
    const over = Math.max(0, hand.length - HAND_SIZE)
    return sample(hand, over + below(2, rng), rng)
  },
}

// ---------------------------------------------------------------------------------------------------------------
// greedy

/**
 * nets[seat][(mine * 2 + sideways) * 54 + theirs]: the damage `seat` deals less the damage it takes when it plays
 * `mine` so placed against the other player's `theirs` at its better value; worked out once per pair of fighters.
 */
const netTables = new WeakMap<Fighters, [Int8Array, Int8Array]>()

function nets(fighters: Fighters, seat: CsSeat): Int8Array {
  let tables = netTables.get(fighters)
  if (tables === undefined) {
    tables = [netTable(fighters, 0), netTable(fighters, 1)]
    netTables.set(fighters, tables)
  }
  return tables[seat]
}

function netTable(fighters: Fighters, seat: CsSeat): Int8Array {
  const me = fighters[seat]
  const them = fighters[other(seat)]
  const table = new Int8Array(DECK_SIZE * 2 * DECK_SIZE)
  for (let theirs = 0; theirs < DECK_SIZE; theirs++) {
    const upright = attackFor(them, theirs, false)
    const sideways = attackFor(them, theirs, true)
    const their = sideways.value > upright.value ? sideways : upright
    for (let mine = 0; mine < DECK_SIZE * 2; mine++) {
      // damageOf's seat 0 is its first argument: this player's card.
      const { to, amount } = damageOf(attackFor(me, mine >> 1, (mine & 1) === 1), their)
      table[mine * DECK_SIZE + theirs] = to === null ? 0 : to === 0 ? -amount : amount
    }
  }
  return table
}

/** What the greedy player may know of a game: the other player's cards it may meet, and its own deck's cards. */
interface Knowledge {
  table: Int8Array
  /** The other player's cards not in their discard pile: in their deck, hand, or face down. */
  theirs: CsCard[]
  /** The mean worth of a card of this player's own deck: what a card drawn in place of another is worth. */
  deckWorth: number
}

function know(fighters: Fighters, game: CsGame, seat: CsSeat): Knowledge {
  const table = nets(fighters, seat)
  const seen = new Uint8Array(DECK_SIZE)
  for (const card of game.sides[other(seat)].discard) seen[card] = 1
  const theirs: CsCard[] = []
  for (let card = 0; card < DECK_SIZE; card++) if (seen[card] === 0) theirs.push(card)
  const k: Knowledge = { table, theirs, deckWorth: 0 }
  const deck = deckCards(game, seat)
  let sum = 0
  for (const card of deck) sum += worth(fighters, k, seat, card)
  k.deckWorth = deck.length > 0 ? sum / deck.length : 0
  return k
}

/** The cards of this player's own deck as it may know them: all its cards not in the hand, the discard pile or on the table. */
function deckCards(game: CsGame, seat: CsSeat): CsCard[] {
  const side = game.sides[seat]
  const out = new Uint8Array(DECK_SIZE)
  for (const card of side.hand) out[card] = 1
  for (const card of side.discard) out[card] = 1
  if (side.placed >= 0) out[side.placed] = 1
  const cards: CsCard[] = []
  for (let card = 0; card < DECK_SIZE; card++) if (out[card] === 0) cards.push(card)
  return cards
}

/** A card's worth as an attack placed this way, in deck cards: its mean net damage, and what its discard effect mills. */
function placedWorth(fighters: Fighters, k: Knowledge, seat: CsSeat, card: CsCard, sideways: boolean): number {
  if (k.theirs.length === 0) return 0
  const row = (card * 2 + (sideways ? 1 : 0)) * DECK_SIZE
  let sum = 0
  for (const theirs of k.theirs) sum += k.table[row + theirs]
  const form = attackFor(fighters[seat], card, sideways).form
  return sum / k.theirs.length + (form?.kind === 'discard' ? form.amount : 0)
}

/** A card's worth at its better placing. */
function worth(fighters: Fighters, k: Knowledge, seat: CsSeat, card: CsCard): number {
  return Math.max(placedWorth(fighters, k, seat, card, false), placedWorth(fighters, k, seat, card, true))
}

/** Cards of the hand by what swapping each for a card of the deck gains, the most first. */
function byGain(fighters: Fighters, k: Knowledge, seat: CsSeat, cards: readonly CsCard[]): { card: CsCard; gain: number }[] {
  return cards.map((card) => ({ card, gain: k.deckWorth - worth(fighters, k, seat, card) })).sort((x, y) => y.gain - x.gain || x.card - y.card)
}

/** A discard costs one deck card (one more draw at the next draw step). */
const DISCARD_COST = 1

export const greedyPolicy: Policy = {
  joker(fighters, game, seat) {
    const side = game.sides[seat]
    const joker = side.hand.find(isJoker)
    if (joker === undefined || side.deck.length <= JOKER_DRAW) return null
    const k = know(fighters, game, seat)
    return k.deckWorth - worth(fighters, k, seat, joker) > DISCARD_COST ? joker : null
  },
  place(fighters, game, seat, rng) {
    const me = fighters[seat]
    const k = know(fighters, game, seat)
    let best: { card: CsCard; sideways: boolean }[] = []
    let bestScore = -Infinity
    for (const card of game.sides[seat].hand) {
      for (const sideways of [false, true]) {
        // A card with one effect or none is the same card either way: placed upright.
        if (sideways && attackFor(me, card, true).effect !== 'B') continue
        // The off-suit card first on a tie: the suited one absorbs 2 later.
        const score = placedWorth(fighters, k, seat, card, sideways) - (me.absorbs[card] > 1 ? 1e-6 : 0)
        if (score > bestScore + 1e-9) {
          best = [{ card, sideways }]
          bestScore = score
        } else if (Math.abs(score - bestScore) <= 1e-9) {
          best.push({ card, sideways })
        }
      }
    }
    return best.length === 1 ? best[0] : best[below(best.length, rng)]
  },
  absorb(fighters, game, seat) {
    const side = game.sides[seat]
    const absorbs = fighters[seat].absorbs
    const k = know(fighters, game, seat)
    const damage = game.combat!.amount
    let left = damage
    const chosen: CsCard[] = []
    const rest: CsCard[] = []
    for (const { card, gain } of byGain(fighters, k, seat, side.hand)) {
      if (left > 0 && Math.min(absorbs[card], left) - DISCARD_COST + gain > 0) {
        chosen.push(card)
        left -= absorbs[card]
      } else {
        rest.push(card)
      }
    }
    // The mill would empty the deck (a joker may stop it, but that is not to be counted on): absorb with anything.
    for (const card of rest) {
      if (left < side.deck.length) break
      chosen.push(card)
      left -= absorbs[card]
    }
    return needed(absorbs, chosen, damage)
  },
  discard(fighters, game, seat) {
    const hand = game.sides[seat].hand
    const k = know(fighters, game, seat)
    const ranked = byGain(fighters, k, seat, hand)
    const over = Math.max(0, hand.length - HAND_SIZE)
    const cards = ranked.slice(0, over).map((r) => r.card)
    const next = ranked[over]
    if (next !== undefined && next.gain > DISCARD_COST && game.sides[seat].deck.length > DISCARD_COST) cards.push(next.card)
    return cards
  },
}

export const POLICIES: Readonly<Record<CsPolicyName, Policy>> = { random: randomPolicy, greedy: greedyPolicy }

/** The move the policies make next, whoever's it is; null when the game is over. */
export function decide(fighters: Fighters, game: CsGame, policies: readonly [Policy, Policy], rng: Rng): EngineMove | null {
  const seat = toMove(game)
  switch (game.step) {
    case 'draw': {
      if (!game.sides[seat!].drawn) return { type: 'draw', player: seat! }
      const joker = policies[seat!].joker(fighters, game, seat!, rng)
      return joker === null ? { type: 'keep', player: seat! } : { type: 'joker', player: seat!, card: joker }
    }
    case 'attack': {
      if (seat === null) return { type: 'reveal' }
      if (game.sides[seat].hand.length === 0) return { type: 'place', player: seat, card: NOTHING }
      const { card, sideways } = policies[seat].place(fighters, game, seat, rng)
      return { type: 'place', player: seat, card, sideways }
    }
    case 'absorb':
      return { type: 'absorb', player: seat!, cards: policies[seat!].absorb(fighters, game, seat!, rng) }
    case 'discard':
      return { type: 'discard', player: seat!, cards: policies[seat!].discard(fighters, game, seat!, rng) }
    default:
      return null
  }
}
