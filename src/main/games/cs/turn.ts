// The Card Shot! turn (the Card Shot! rule book, "03-04. Turn Sequence" and "04. Combat"): the game's state and every
// move checked against the step it belongs to, refused with the rule as the reason, or played. The table
// (table.ts) and the matchup simulator (matchup.ts) both play through `apply`, so both obey the same rules.
// Nothing here is random: the decks come shuffled (or stacked) from the caller.
//
// Steps as played here, each with the Active Player first ("the Active Player performs his or her items first,
// the allows the next player to do his or her items"):
// 1 draw: each player draws to five, then may discard a joker from the hand to draw two more, as often as a joker
//   is in the hand (a joker so drawn may be swapped too), or keep the hand;
// 2–4 attack: each player places a card face down, upright or sideways; the reveal values both (step 3), compares
//   them (4), and the damage goes to Damage Absorption (6) when there is any; the cards' other effects follow,
//   the Active Player's first (7), and the two cards go to their discard piles;
// 5 discard: each player discards down to five, then one more card if they wish; then the other player is active.
// The pre- and post-attack steps are passed over: nothing the engine models is used there.
// A player whose deck reaches 0 cards, by drawing, damage or a discard effect, loses at once.

import { refused } from '../../../shared/errors'
import { cardLabel, DECK_SIZE, isJoker, type CsCard, type CsMoveOf, type CsStep } from '../../../shared/games/cs/table'
import { csErrors, type CsCharacter, type CsSuit } from './character'
import { discardFromHand, drawCards, drawTo, hasJoker, mill, newSide, UNPLACED, type Side } from './piles'
import { absorbOf, absorbRefusal, absorbWhy, attackOf, combat, damageOf, HAND_SIZE, JOKER_DRAW, NOTHING, type Attack, type CsSeat } from './rules'

/** A character ready for the table: every card's worth as an attack and in absorption, worked out once. */
export interface Fighter {
  /** The character's name as the log says it ("Rook (player 1)" in a mirror match). */
  name: string
  character: CsCharacter
  view: { id: string; name: string; suit: CsSuit }
  /** attacks[card * 2 + (sideways ? 1 : 0)] for the 54 cards. */
  attacks: readonly Attack[]
  nothing: Attack
  /** absorbs[card]: what the card absorbs given in Damage Absorption. */
  absorbs: Int8Array
}

export type Fighters = readonly [Fighter, Fighter]

/** The two characters at the table; in a mirror match the log tells them apart as "Rook (player 1)" and "Rook (player 2)". */
export function fightersOf(a: CsCharacter, b: CsCharacter): Fighters {
  const first = fighterOf(a)
  const second = fighterOf(b)
  if (first.name !== second.name) return [first, second]
  return [
    { ...first, name: `${first.name} (player 1)` },
    { ...second, name: `${second.name} (player 2)` },
  ]
}

/** A legal character as the engine plays it; an illegal one is refused with its first problem. */
export function fighterOf(character: CsCharacter): Fighter {
  const errors = csErrors(character)
  if (errors.length > 0) throw refused(`${character.name} cannot play: ${errors[0].field}: ${errors[0].message}`)
  const attacks: Attack[] = []
  const absorbs = new Int8Array(DECK_SIZE)
  for (let card = 0; card < DECK_SIZE; card++) {
    attacks.push(attackOf(character, card, false), attackOf(character, card, true))
    absorbs[card] = absorbOf(character, card)
  }
  return {
    name: character.name,
    character,
    view: { id: character.id, name: character.name, suit: character.suit! },
    attacks,
    nothing: attackOf(character, NOTHING, false),
    absorbs,
  }
}

export function attackFor(f: Fighter, card: CsCard, sideways: boolean): Attack {
  return card === NOTHING ? f.nothing : f.attacks[card * 2 + (sideways ? 1 : 0)]
}

/** The revealed combat of this turn. */
export interface Combat {
  /** The cards as placed (NOTHING for an empty hand's nothing), and how. */
  cards: [CsCard, CsCard]
  sideways: [boolean, boolean]
  /** Who takes damage and how much before absorption; to null: nobody. */
  to: CsSeat | null
  amount: number
  why: string
}

export interface CsGame {
  turn: number
  step: CsStep
  /** This turn's Active Player. */
  active: CsSeat
  sides: [Side, Side]
  combat: Combat | null
  result: { winner: CsSeat; turn: number; why: string } | null
}

/** "Each player shuffles his or her deck": the decks (top first) come from the caller, shuffled or stacked. */
export function newGame(decks: readonly [readonly CsCard[], readonly CsCard[]], first: CsSeat): CsGame {
  return { turn: 1, step: 'draw', active: first, sides: [newSide(decks[0]), newSide(decks[1])], combat: null, result: null }
}

export type EngineMove = CsMoveOf<CsCard>
/** Where the accepted moves are told, in plain sentences; null in batch runs. */
export type Log = ((line: string) => void) | null

/** What a batch run counts as it happens; null elsewhere. */
export interface Counter {
  damage(to: CsSeat, amount: number): void
  absorbed(by: CsSeat, amount: number): void
  jokerStop(seat: CsSeat): void
}

/** Plays `move` on `game` (changing it), or says why the rules refuse it (leaving the game as it was). */
export function apply(fighters: Fighters, game: CsGame, move: EngineMove, log: Log, count: Counter | null = null): string | null {
  if (game.result !== null) {
    return `the game is over: ${fighters[game.result.winner].name} won on turn ${game.result.turn}`
  }
  if (typeof move !== 'object' || move === null) return 'not a move of the Card Shot! table'
  switch (move.type) {
    case 'draw':
      return draw(fighters, game, move.player, log)
    case 'joker':
      return joker(fighters, game, move.player, move.card, log)
    case 'keep':
      return keep(fighters, game, move.player, log)
    case 'place':
      return place(fighters, game, move.player, move.card, move.sideways, log)
    case 'reveal':
      return reveal(fighters, game, log, count)
    case 'absorb':
      return absorb(fighters, game, move.player, move.cards, log, count)
    case 'discard':
      return discard(fighters, game, move.player, move.cards, log)
    default:
      return 'not a move of the Card Shot! table'
  }
}

export function other(seat: CsSeat): CsSeat {
  return seat === 0 ? 1 : 0
}

function isSeat(player: unknown): player is CsSeat {
  return player === 0 || player === 1
}

/** Who must move now: the Active Player first in each step; null when the reveal is next or the game is over. */
export function toMove(game: CsGame): CsSeat | null {
  const first = game.active
  const second = other(first)
  switch (game.step) {
    case 'draw':
      return game.sides[first].ready ? second : first
    case 'attack':
      if (game.sides[first].placed === UNPLACED) return first
      return game.sides[second].placed === UNPLACED ? second : null
    case 'absorb':
      return game.combat!.to
    case 'discard':
      return game.sides[first].discarded ? second : first
    default:
      return null
  }
}

/** Why a move of another step cannot be played now: where the game stands. */
function notNow(fighters: Fighters, game: CsGame): string {
  const who = toMove(game)
  const name = who === null ? '' : fighters[who].name
  switch (game.step) {
    case 'draw':
      return game.sides[who!].drawn ? `it is the draw step: ${name} swaps a joker or keeps the hand` : `it is the draw step: ${name} draws`
    case 'attack':
      return who === null ? 'it is the attack step: both cards are placed, reveal them' : `it is the attack step: ${name} places a card face down`
    case 'absorb':
      return `it is Damage Absorption: ${name} absorbs ${game.combat!.amount} damage or takes it`
    case 'discard':
      return `it is the discard step: ${name} discards`
    default:
      return 'the game is over'
  }
}

/**
 * Why `player` may not act now in a step where the players act in turn, or null when they may: the Active Player
 * acts first, and a player who is done with the step says so.
 */
function outOfTurn(fighters: Fighters, game: CsGame, player: unknown, what: string, done: string): string | null {
  if (!isSeat(player)) return 'name the player: 0 or 1'
  const who = toMove(game)
  if (who === player) return null
  if (who === game.active) return `the Active Player, ${fighters[who].name}, ${what} first`
  return `${fighters[player].name} ${done} this turn`
}

/** "If a player is reduced to 0 cards in his or her deck at any time, that player loses." True when the game ended. */
function deckOut(fighters: Fighters, game: CsGame, seat: CsSeat, log: Log): boolean {
  if (game.sides[seat].deck.length > 0) return false
  const why = `${fighters[seat].name}'s deck is empty`
  game.result = { winner: other(seat), turn: game.turn, why }
  game.step = 'over'
  log?.(`${why}: ${fighters[seat].name} loses, and ${fighters[other(seat)].name} wins on turn ${game.turn}`)
  return true
}

function cardsWord(n: number): string {
  return `${n} card${n === 1 ? '' : 's'}`
}

/** The side's hand names a card: why it cannot be given, or null. */
function notInHand(fighters: Fighters, side: Side, seat: CsSeat, card: unknown): string | null {
  if (typeof card !== 'number' || !Number.isInteger(card) || card < 0 || card >= DECK_SIZE) return 'that is not a card of the deck'
  return side.hand.includes(card) ? null : `${cardLabel(card)} is not in ${fighters[seat].name}'s hand`
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Draw

/** "If a player has less than five cards in hand, he or she draws until he or she has five cards". */
function draw(fighters: Fighters, game: CsGame, player: unknown, log: Log): string | null {
  if (game.step !== 'draw') return `cards are drawn in the draw step, at the start of a turn; ${notNow(fighters, game)}`
  const turn = outOfTurn(fighters, game, player, 'draws', 'has already drawn')
  if (turn !== null) return turn
  const seat = player as CsSeat
  const side = game.sides[seat]
  if (side.drawn) return `${fighters[seat].name} has already drawn this turn; swap a joker or keep the hand`
  if (seat === game.active && log) log(`Turn ${game.turn}: ${fighters[seat].name} is the Active Player`)
  const drawn = drawTo(side, HAND_SIZE)
  log?.(`${fighters[seat].name} draws ${cardsWord(drawn)}`)
  if (deckOut(fighters, game, seat, log)) return null
  side.drawn = true
  if (!hasJoker(side)) drawDone(game, seat)
  return null
}

/** "If you have a Joker in your hand after you have drawn cards for this step, you may discard it ... to draw two more cards." */
function joker(fighters: Fighters, game: CsGame, player: unknown, card: CsCard, log: Log): string | null {
  if (game.step !== 'draw') return `a joker is swapped in the draw step, after drawing; ${notNow(fighters, game)}`
  const turn = outOfTurn(fighters, game, player, 'draws', 'has already drawn')
  if (turn !== null) return turn
  const seat = player as CsSeat
  const side = game.sides[seat]
  if (!side.drawn) return `${fighters[seat].name} draws to five first; a joker in the hand after drawing may then be swapped`
  const missing = notInHand(fighters, side, seat, card)
  if (missing !== null) return missing
  if (!isJoker(card)) return `${cardLabel(card)} is not a joker; only a joker is discarded to draw two more cards`
  discardFromHand(side, [card])
  const drawn = drawCards(side, JOKER_DRAW)
  log?.(`${fighters[seat].name} discards a joker to draw ${JOKER_DRAW} more cards${drawn < JOKER_DRAW ? ` and draws ${drawn}` : ''}`)
  if (deckOut(fighters, game, seat, log)) return null
  if (!hasJoker(side)) drawDone(game, seat)
  return null
}

function keep(fighters: Fighters, game: CsGame, player: unknown, log: Log): string | null {
  if (game.step !== 'draw') return `a hand is kept in the draw step, after drawing; ${notNow(fighters, game)}`
  const turn = outOfTurn(fighters, game, player, 'draws', 'has already drawn')
  if (turn !== null) return turn
  const seat = player as CsSeat
  if (!game.sides[seat].drawn) return `${fighters[seat].name} draws to five first`
  log?.(`${fighters[seat].name} keeps the hand`)
  drawDone(game, seat)
  return null
}

function drawDone(game: CsGame, seat: CsSeat): void {
  game.sides[seat].ready = true
  if (game.sides[other(seat)].ready) game.step = 'attack'
}

// ---------------------------------------------------------------------------------------------------------------
// 2–4. Attack

/**
 * "The Active Player chooses a card from his or her hand and places it face down in front of him or her. The
 * opposing player then does the same." "A player MUST play a card during the Attack Step, if at all possible."
 */
function place(fighters: Fighters, game: CsGame, player: unknown, card: CsCard | null, sideways: unknown, log: Log): string | null {
  if (game.step !== 'attack') return `a card is placed face down in the attack step; ${notNow(fighters, game)}`
  const turn = outOfTurn(fighters, game, player, 'places a card', 'has already placed a card')
  if (turn !== null) return turn
  if (sideways !== undefined && typeof sideways !== 'boolean') return 'a card is placed upright (sideways false) or sideways (true)'
  const seat = player as CsSeat
  const side = game.sides[seat]
  const me = fighters[seat].name
  if (card === null || card === NOTHING) {
    if (side.hand.length > 0) return `a card must be played if at all possible: ${me} has ${cardsWord(side.hand.length)} in hand`
    side.placed = NOTHING
    side.sideways = false
    log?.(`${me} has no card to place: it counts as an unidentified card with no suit and a value of 0`)
    return null
  }
  const missing = notInHand(fighters, side, seat, card)
  if (missing !== null) return missing
  side.hand.splice(side.hand.indexOf(card), 1)
  side.placed = card
  side.sideways = sideways === true
  log?.(`${me} places a card face down, ${side.sideways ? 'sideways' : 'upright'}`)
  return null
}

/** "Once both players have placed their cards in this way, the cards are then turned face up." Steps 2 to 4 of 05-04. */
function reveal(fighters: Fighters, game: CsGame, log: Log, count: Counter | null): string | null {
  if (game.step !== 'attack') return `the cards are revealed in the attack step; ${notNow(fighters, game)}`
  const waiting = toMove(game)
  if (waiting !== null) return `the cards are revealed once both are placed; ${notNow(fighters, game)}`
  const [a, b] = game.sides
  const attacks = [attackFor(fighters[0], a.placed, a.sideways), attackFor(fighters[1], b.placed, b.sideways)] as const
  // Told with the Active Player's card first, as the cards were placed.
  const first = game.active
  const second = other(first)
  const outcome = log
    ? combat(attacks[first], attacks[second], [fighters[first].name, fighters[second].name])
    : { ...damageOf(attacks[first], attacks[second]), why: '' }
  const to = outcome.to === null ? null : outcome.to === 0 ? first : second
  game.combat = { cards: [a.placed, b.placed], sideways: [a.sideways, b.sideways], to, amount: outcome.amount, why: outcome.why }
  if (log) {
    const shown = (seat: CsSeat) => `${fighters[seat].name} reveals ${attacks[seat].why}`
    log(`${shown(game.active)}; ${shown(other(game.active))}. ${outcome.why}`)
  }
  if (to !== null) {
    count?.damage(to, outcome.amount)
    game.step = 'absorb'
    return null
  }
  afterDamage(fighters, game, log)
  return null
}

/**
 * 04-02 Damage Absorption: "For each card that you discard from your hand, the damage is reduced on a 1-for-1
 * basis", 2 in the character's suit, a special card's own amount (+1 in suit); then the rest is discarded from the
 * top of the deck one at a time, and a milled joker prevents the rest.
 */
function absorb(fighters: Fighters, game: CsGame, player: unknown, cards: readonly CsCard[], log: Log, count: Counter | null): string | null {
  if (game.step !== 'absorb') return `damage is absorbed in Damage Absorption, when damage is done; ${notNow(fighters, game)}`
  if (!isSeat(player)) return 'name the player: 0 or 1'
  const seat = game.combat!.to!
  if (player !== seat) return `${fighters[player].name} takes no damage this turn: ${fighters[seat].name} absorbs`
  if (!Array.isArray(cards)) return 'give the cards from the hand that absorb the damage, or none'
  const side = game.sides[seat]
  const f = fighters[seat]
  for (let i = 0; i < cards.length; i++) {
    const missing = notInHand(fighters, side, seat, cards[i])
    if (missing !== null) return missing
    if (cards.indexOf(cards[i]) !== i) return `${cardLabel(cards[i])} is given twice`
  }
  const damage = game.combat!.amount
  const refusal = absorbRefusal(f.character, cards, damage)
  if (refusal !== null) return refusal
  let absorbed = 0
  for (const card of cards) absorbed += f.absorbs[card]
  discardFromHand(side, cards)
  const left = Math.max(0, damage - absorbed)
  count?.absorbed(seat, Math.min(damage, absorbed))
  if (log && cards.length > 0) log(`${f.name} absorbs ${absorbed} (${cards.map((card) => absorbWhy(f.character, card)).join('; ')})`)
  if (left === 0) {
    log?.(`${f.name} takes no damage`)
  } else {
    const milled = mill(side, left, true)
    if (milled.stopped) count?.jokerStop(seat)
    if (log) {
      const shown = milled.cards.map(cardLabel).join(', ')
      const stop = milled.stopped ? `: the joker stops the rest (${left - milled.count} prevented)` : ''
      log(`${f.name} takes ${left} damage, discarding ${cardsWord(milled.count)} from the deck (${shown})${stop}`)
    }
    if (deckOut(fighters, game, seat, log)) return null
  }
  afterDamage(fighters, game, log)
  return null
}

/**
 * 05-04 step 7, "Do any other effects of the attacks", the Active Player's first: a draw effect draws, a discard
 * effect discards from the top of the other player's deck (not damage, so no absorption and no joker stop). Then
 * the two cards go to their discard piles and the discard step begins.
 */
function afterDamage(fighters: Fighters, game: CsGame, log: Log): void {
  const c = game.combat!
  for (const seat of [game.active, other(game.active)]) {
    const form = attackFor(fighters[seat], c.cards[seat], c.sideways[seat]).form
    if (form === null) continue
    if (form.kind === 'draw') {
      const drawn = drawCards(game.sides[seat], form.amount)
      log?.(`${fighters[seat].name}'s effect: draws ${cardsWord(drawn)}`)
      if (deckOut(fighters, game, seat, log)) return
    } else if (form.kind === 'discard') {
      const them = other(seat)
      const milled = mill(game.sides[them], form.amount, false)
      log?.(
        `${fighters[seat].name}'s effect: ${fighters[them].name} discards ${cardsWord(milled.count)} from the top of the deck (${milled.cards.map(cardLabel).join(', ')})`,
      )
      if (deckOut(fighters, game, them, log)) return
    }
  }
  for (const side of game.sides) {
    if (side.placed >= 0) side.discard.push(side.placed)
    side.placed = UNPLACED
  }
  game.step = 'discard'
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Discard

/**
 * "If a player has more than five cards in his or her hand, that player chooses and discards until he or she has
 * five cards in his or her hand. Each player may then discard one card from his or her hand." One move per player:
 * the cards down to five, and one more if the player wishes.
 */
function discard(fighters: Fighters, game: CsGame, player: unknown, cards: readonly CsCard[], log: Log): string | null {
  if (game.step !== 'discard') return `cards are discarded in the discard step, at the end of a turn; ${notNow(fighters, game)}`
  const turn = outOfTurn(fighters, game, player, 'discards', 'has already discarded')
  if (turn !== null) return turn
  if (!Array.isArray(cards)) return 'give the cards to discard, or none'
  const seat = player as CsSeat
  const side = game.sides[seat]
  const me = fighters[seat].name
  for (let i = 0; i < cards.length; i++) {
    const missing = notInHand(fighters, side, seat, cards[i])
    if (missing !== null) return missing
    if (cards.indexOf(cards[i]) !== i) return `${cardLabel(cards[i])} is given twice`
  }
  const over = Math.max(0, side.hand.length - HAND_SIZE)
  if (cards.length < over) {
    return `${me} has ${cardsWord(side.hand.length)} in hand: discard ${over} down to five (and 1 more if you wish); ${cards.length} given`
  }
  if (cards.length > over + 1) {
    return over === 0
      ? `${me} has ${cardsWord(side.hand.length)} in hand: at most 1 card may be discarded; ${cards.length} given`
      : `${me} has ${cardsWord(side.hand.length)} in hand: discard ${over} down to five, and 1 more at most; ${cards.length} given`
  }
  discardFromHand(side, cards)
  side.discarded = true
  log?.(cards.length === 0 ? `${me} discards nothing` : `${me} discards ${cards.map(cardLabel).join(', ')}`)
  if (game.sides[other(seat)].discarded) nextTurn(game)
  return null
}

/** "Once the turn is over, the opposing playing becomes the "Active Player"." */
function nextTurn(game: CsGame): void {
  for (const side of game.sides) {
    side.drawn = false
    side.ready = false
    side.discarded = false
    side.sideways = false
  }
  game.turn++
  game.active = other(game.active)
  game.combat = null
  game.step = 'draw'
}
