// The Table Fighter turn (the Table Fighter rule book, "HOW TO PLAY"): the game's state and every move checked
// against the step it belongs to, refused with the rule as the reason, or played. The table (table.ts) and the
// matchup simulator (matchup.ts) both play through `apply`, so both obey the same rules. Nothing here is random:
// the starting decks are the players' saved orders.
//
// Steps as played here: 1 draw (both players at once); 2 charge (in priority order, skipped when neither may
// announce); 3 action (both pick face down, then the reveal); 4 combo (the winner links cards, then the damage);
// 5 clean-up and 6 super, taken together by `next-turn` in the numbered order (the rule book prints 6 before 5, but
// says "Follow steps one through six in order"; the super taken back to the table in clean-up can come back to the
// hand in the super step).

import { refused } from '../../../shared/errors'
import type { TfMoveOf, TfStep } from '../../../shared/games/tf/table'
import { tfErrors, type TfCard, type TfCharacter } from './character'
import { basicInHand, cleanUp, costRefusal, drawToHand, newSide, payCost, superStep, type Side } from './piles'
import { cardLabel, chargePriority, comboDamage, comboRefusal, matchup, matchWinner, priorityFirst, START_HEALTH, type Priority, type TfSeat } from './rules'

/** A character ready for the table: its cards by index, the super's index and the deck order as indexes. */
export interface Fighter {
  id: string
  /** The character's name as the log says it ("Ken (player 1)" in a ditto). */
  name: string
  character: { id: string; name: string }
  cards: readonly TfCard[]
  superCard: number
  order: readonly number[]
  byName: ReadonlyMap<string, number>
}

export type Fighters = readonly [Fighter, Fighter]

/** The two characters at the table; in a ditto the log tells them apart as "Ken (player 1)" and "Ken (player 2)". */
export function fightersOf(a: TfCharacter, b: TfCharacter, orders?: readonly [readonly string[] | undefined, readonly string[] | undefined]): Fighters {
  const first = fighterOf(a, orders?.[0])
  const second = fighterOf(b, orders?.[1])
  if (first.name !== second.name) return [first, second]
  return [
    { ...first, name: `${first.name} (player 1)` },
    { ...second, name: `${second.name} (player 2)` },
  ]
}

/** A legal character as the engine plays it; an illegal one is refused with its first problem. */
export function fighterOf(character: TfCharacter, order?: readonly string[]): Fighter {
  const errors = tfErrors(order ? { ...character, order } : character)
  if (errors.length > 0) throw refused(`${character.name} cannot play: ${errors[0].field}: ${errors[0].message}`)
  const byName = new Map(character.cards.map((card, i) => [card.name, i]))
  return {
    id: character.id,
    name: character.name,
    character: { id: character.id, name: character.name },
    cards: character.cards,
    superCard: character.cards.findIndex((card) => card.super),
    order: (order ?? character.order).map((name) => byName.get(name)!),
    byName,
  }
}

export interface TfGame {
  turn: number
  step: TfStep
  sides: [Side, Side]
  /** This turn's charge priority, set at the draw. */
  priority: Priority | null
  /** The winner of the last action step; null before the first or after a tie. */
  lastWinner: TfSeat | null
  /** This turn's action step winner, who combos. */
  winner: TfSeat | null
  outcome: string | null
  result: { winner: TfSeat; turn: number } | null
}

/** "Both players begin at 20 health ... Begin in the draw step." */
export function newGame(fighters: Fighters): TfGame {
  return {
    turn: 1,
    step: 'draw',
    sides: [newSide(fighters[0].order, START_HEALTH), newSide(fighters[1].order, START_HEALTH)],
    priority: null,
    lastWinner: null,
    winner: null,
    outcome: null,
    result: null,
  }
}

export type EngineMove = TfMoveOf<number>
/** Where the accepted moves are told, in plain sentences; null in batch runs. */
export type Log = ((line: string) => void) | null

/** Plays `move` on `game` (changing it), or says why the rules refuse it (leaving the game as it was). */
export function apply(fighters: Fighters, game: TfGame, move: EngineMove, log: Log): string | null {
  if (game.result !== null) {
    return `the game is over: ${fighters[game.result.winner].name} won on turn ${game.result.turn}`
  }
  switch (move?.type) {
    case 'draw':
      return draw(fighters, game, log)
    case 'charge':
    case 'no-charge':
      return announce(fighters, game, move.player, move.type === 'charge' ? move.cost : null, log)
    case 'pick':
      return pick(fighters, game, move.player, move.card, log)
    case 'reveal':
      return reveal(fighters, game, log)
    case 'combo':
      return combo(fighters, game, move.card, log)
    case 'end-combo':
      return endCombo(fighters, game, log)
    case 'next-turn':
      return nextTurn(fighters, game, log)
    default:
      return 'not a move of the Table Fighter table'
  }
}

/** Whose turn it is to announce charge: the priority holder first, then the other. */
export function announcer(game: TfGame): TfSeat | null {
  if (game.step !== 'charge' || game.priority?.first == null) return null
  const first = game.priority.first
  return game.sides[first].announced ? other(first) : first
}

export function other(seat: TfSeat): TfSeat {
  return seat === 0 ? 1 : 0
}

function isSeat(player: unknown): player is TfSeat {
  return player === 0 || player === 1
}

/** Why a move of another step cannot be played now: where the game stands. */
function notNow(fighters: Fighters, game: TfGame): string {
  switch (game.step) {
    case 'draw':
      return 'it is the draw step: both players draw to three basic cards first'
    case 'charge':
      return `it is the charge step: ${fighters[announcer(game)!].name} announces whether they charge`
    case 'action': {
      const waiting = ([0, 1] as const).filter((p) => game.sides[p].pick < 0).map((p) => fighters[p].name)
      return waiting.length > 0
        ? `it is the action step: waiting for ${waiting.join(' and ')} to pick a card face down`
        : 'it is the action step: both cards are in, reveal them'
    }
    case 'combo':
      return `it is the combo step: ${fighters[game.winner!].name} combos or ends the combo`
    case 'clean-up':
      return 'the turn is over: clean up and go on to the next turn'
    default:
      return 'the game is over'
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Draw

function draw(fighters: Fighters, game: TfGame, log: Log): string | null {
  if (game.step !== 'draw') return `cards are drawn in the draw step, at the start of a turn; ${notNow(fighters, game)}`
  log?.(`Turn ${game.turn}`)
  for (const p of [0, 1] as const) {
    const drawn = drawToHand(game.sides[p], fighters[p].superCard)
    if (!log) continue
    if (drawn.flipped > 0) log(`${fighters[p].name}'s deck is empty: the discard pile (${drawn.flipped} cards) is flipped over as the deck, its order kept`)
    log(`${fighters[p].name} draws ${drawn.drawn} card${drawn.drawn === 1 ? '' : 's'}`)
  }
  const facts = {
    names: [fighters[0].name, fighters[1].name] as const,
    health: [game.sides[0].health, game.sides[1].health] as const,
    lastWinner: game.lastWinner,
    superDamage: [fighters[0].cards[fighters[0].superCard].damage, fighters[1].cards[fighters[1].superCard].damage] as const,
  }
  // Batch runs (no log) skip the words.
  game.priority = log ? chargePriority(facts) : { first: priorityFirst(facts), why: '' }
  if (game.priority.first === null) {
    log?.(`No charge this turn: ${game.priority.why}`)
    game.step = 'action'
  } else {
    log?.(`${fighters[game.priority.first].name} announces charge first: ${game.priority.why}`)
    game.step = 'charge'
  }
  return null
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Charge

function announce(fighters: Fighters, game: TfGame, player: unknown, cost: readonly number[] | null, log: Log): string | null {
  if (!isSeat(player)) return 'name the player who announces: 0 or 1'
  if (game.step !== 'charge') {
    if (game.step === 'action' && game.priority?.first === null && game.sides.every((side) => !side.announced)) {
      return `neither player may announce charge this turn: ${game.priority.why}`
    }
    return `charge is announced in the charge step; ${notNow(fighters, game)}`
  }
  const side = game.sides[player]
  const me = fighters[player]
  if (side.announced) return `${me.name} has already announced ${side.charged ? 'charge' : 'no charge'} this turn`
  const first = game.priority!.first!
  if (player !== first && !game.sides[first].announced) return `${fighters[first].name} announces first: ${game.priority!.why}`
  if (cost !== null) {
    const refusal = costRefusal(side, me.superCard, cost, (card) => me.cards[card]?.name ?? `card ${card}`)
    if (refusal !== null) return refusal
    // Cards paid from the hand are not revealed; those from the discard pile lay face up.
    const fromDiscard = cost.filter((card) => side.discard.includes(card))
    const fromHand = payCost(side, cost)
    side.charged = true
    if (log) {
      const paid: string[] = []
      if (fromHand > 0) paid.push(`${fromHand} card${fromHand === 1 ? '' : 's'} from the hand`)
      if (fromDiscard.length > 0) paid.push(`${fromDiscard.map((card) => me.cards[card].name).join(' and ')} from the discard pile`)
      log(`${me.name} charges, paying ${paid.join(' and ')} to the bottom of the deck`)
    }
  } else {
    log?.(`${me.name} does not charge`)
  }
  side.announced = true
  if (game.sides[other(player)].announced) game.step = 'action'
  return null
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Action

function pick(fighters: Fighters, game: TfGame, player: unknown, card: number, log: Log): string | null {
  if (!isSeat(player)) return 'name the player who picks: 0 or 1'
  if (game.step !== 'action') return `a card is set face down in the action step; ${notNow(fighters, game)}`
  const side = game.sides[player]
  const me = fighters[player]
  if (side.pick >= 0) return `${me.name} has already set a card face down this turn`
  const at = side.hand.indexOf(card)
  if (at < 0) return `${me.cards[card]?.name ?? 'that card'} is not in ${me.name}'s hand`
  side.hand.splice(at, 1)
  side.pick = card
  log?.(`${me.name} sets a card face down`)
  return null
}

/** "Once both players have done this, reveal the face-down cards selected." */
function reveal(fighters: Fighters, game: TfGame, log: Log): string | null {
  if (game.step !== 'action') return `the cards are revealed in the action step; ${notNow(fighters, game)}`
  const [a, b] = game.sides
  if (a.pick < 0 || b.pick < 0) return `the cards are revealed once both are in; ${notNow(fighters, game)}`
  const ca = fighters[0].cards[a.pick]
  const cb = fighters[1].cards[b.pick]
  const outcome = log ? matchup(ca, a.charged, cb, b.charged) : { winner: matchWinner(ca, a.charged, cb, b.charged), why: '' }
  a.played.push(a.pick)
  b.played.push(b.pick)
  a.pick = -1
  b.pick = -1
  game.winner = outcome.winner
  game.lastWinner = outcome.winner
  game.outcome = log ? outcome.why : null
  if (log) {
    const shown = (p: TfSeat, card: TfCard) => `${fighters[p].name} reveals ${cardLabel(card)}${game.sides[p].charged ? ', charged' : ''}`
    log(`${shown(0, ca)}; ${shown(1, cb)}: ${outcome.why}`)
  }
  if (outcome.winner === null) {
    log?.('Both cards are discarded: neither player combos or takes damage')
    game.step = 'clean-up'
  } else {
    game.step = 'combo'
  }
  return null
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Combo

/** "You can keep linking cards from left to right until you either decide to stop the combo or have no cards left." */
function combo(fighters: Fighters, game: TfGame, card: number, log: Log): string | null {
  if (game.step !== 'combo') return `only the winner of the action step combos, in the combo step; ${notNow(fighters, game)}`
  const seat = game.winner!
  const side = game.sides[seat]
  const me = fighters[seat]
  const at = side.hand.indexOf(card)
  if (at < 0) return `${me.cards[card]?.name ?? 'that card'} is not in ${me.name}'s hand`
  const last = me.cards[side.played[side.played.length - 1]]
  const refusal = comboRefusal(last, me.cards[card])
  if (refusal !== null) return refusal
  side.hand.splice(at, 1)
  side.played.push(card)
  log?.(`${me.name} combos into ${cardLabel(me.cards[card])}`)
  return null
}

/** "deal damage to your opponent equal to the sum of the damage of the cards you played"; at 0 or less, they lose. */
function endCombo(fighters: Fighters, game: TfGame, log: Log): string | null {
  if (game.step !== 'combo') return `a combo is ended in the combo step; ${notNow(fighters, game)}`
  const seat = game.winner!
  const loser = other(seat)
  const side = game.sides[seat]
  const cards = side.played.map((card) => fighters[seat].cards[card])
  const damage = comboDamage(cards, side.charged)
  game.sides[loser].health -= damage
  if (log) {
    const parts = cards.length > 1 ? ` (${cards.map((card) => card.name).join(' → ')})` : ''
    log(`${fighters[seat].name} deals ${damage} damage${parts}; ${fighters[loser].name} is at ${game.sides[loser].health} health`)
  }
  if (game.sides[loser].health <= 0) {
    game.result = { winner: seat, turn: game.turn }
    game.step = 'over'
    log?.(`${fighters[loser].name} is at ${game.sides[loser].health} health and loses: ${fighters[seat].name} wins on turn ${game.turn}`)
    return null
  }
  game.step = 'clean-up'
  return null
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Clean-up and 6. Super

function nextTurn(fighters: Fighters, game: TfGame, log: Log): string | null {
  if (game.step !== 'clean-up') return `the turn ends after the action and combo steps; ${notNow(fighters, game)}`
  for (const p of [0, 1] as const) {
    const side = game.sides[p]
    const me = fighters[p]
    if (side.played.includes(me.superCard)) log?.(`${me.name}'s super ${me.cards[me.superCard].name} goes back on the table`)
    cleanUp(side, me.superCard)
  }
  for (const p of [0, 1] as const) {
    const me = fighters[p]
    if (superStep(game.sides[p], me.superCard)) {
      log?.(`${me.name} has ${game.sides[p].discard.length} cards in the discard pile: the super ${me.cards[me.superCard].name} goes to the hand`)
    }
  }
  for (const side of game.sides) {
    side.charged = false
    side.announced = false
  }
  game.turn++
  game.step = 'draw'
  game.priority = null
  game.winner = null
  game.outcome = null
  return null
}

/** Every card of a side, wherever it is: what the invariants count. */
export function basicCount(side: Side, superCard: number): number {
  let n = side.deck.length + side.discard.length + basicInHand(side, superCard)
  if (side.pick >= 0 && side.pick !== superCard) n++
  for (const card of side.played) if (card !== superCard) n++
  return n
}
