// The Capcom Crossovers goldfish: one player's games against an opponent who never blocks, dodges or counters
// (docs/games.md, "The goldfish"), on the 52-card deck of a 1-on-1 game. A fast batch simulator with integer tallies
// (simulateCc) and one game on a stacked deck with a turn-by-turn log (playStacked), sharing one engine. The
// engine looks a hand's best combo up by the hand's signature (ComboMemo) rather than searching every hand.
// Rule book quotes are from the Capcom Crossovers rule book (v3); where docs/games.md settles a point, it wins.
//
// The turn as played here:
//  0. Setup: "The players shuffle their cards then deal themselves the top seven cards of their deck." The
//     mulligan ("if they are unhappy with their hand, they may choose to reshuffle their hand into their deck and
//     draw their seven cards again. Each player may only take one mulligan per game"): the policy is unhappy with
//     a hand whose best combo deals less than `mulliganBelow` (1 by default: a hand with no legal attack), and
//     keeps the second seven whatever they are.
//  1. Draw: "The player who goes first does not draw any additional cards on their first turn." Otherwise
//     "Speed: The max number of cards this character can draw during their draw phase. You may draw any number of
//     cards equal or less than your character's speed value. At least one card must be drawn each turn." The
//     policy draws the most it may: Speed cards, or what is left of the draw pile if fewer. An empty draw pile is
//     "Time Over": "If one player cannot take a draw phase, it is considered 'time over'" (no reshuffle of the
//     discard pile: that is a tag battle rule).
//  2. Combat: the highest-damage legal combo of the hand (combo.ts's bestCombo); "all cards used in the combo are
//     discarded". "The game ends when one character's HP reaches 0": the goldfish is KOed at 0 HP or less.
//  3. Clean-up, in docs/games.md's order "meter, discard down to Endurance, and only then the ace search":
//     a. "the player may put a number card above their character's strength into his or her super meter" ("one
//        card ... during each clean-up phase"): the policy banks its highest such card when it holds one.
//     b. "must chose cards to discard if the total number of cards in his or her hand exceeds the character's
//        endurance. You may not discard cards at the end of the turn unless the number of cards in your hand
//        exceeds your endurance stat." The policy discards one card at a time, the one whose loss leaves the best
//        combo of the rest highest; ties go to the card least worth keeping (keepRank below).
//     c. "the player may discard any of the cards in his or her super meter adding up to a sum of 40 to search
//        either the draw pile or discard pile for an ace. If searching through the draw pile, it is shuffled
//        afterwards"; "You may only recover one Ace per turn." The paid meter cards are discarded (the rule book's
//        word), to the discard pile. The policy searches whenever the meter holds 40 and an ace is in either pile,
//        pays the smallest sum of 40 or more (then the fewest cards), and takes the ace from the discard pile when
//        one is there (the draw pile then keeps its aces for later draws), else from the draw pile, then shuffled.
//     d. "Endurance: The max number of cards allowed in a player's hand at the end of a turn": when the fetched ace
//        takes the hand above Endurance, the policy discards down to it again, as in b.

import { below, gameRng, Shuffler, type Rng } from '../../core/rng'
import { invalid } from '../../../shared/errors'
import type { Card, Suit } from './cards'
import { parseCards, formatCard } from './cards'
import { bestCombo, bestPlay, type Character } from './combo'
import { attackingFaces } from './odds'
import { combatOf, sheetErrors, type CharacterSheet } from './sheet'

/** The last turn a game may last; a 52-card deck runs out long before (at least one card is drawn a turn). */
export const MAX_TURNS = 50
export const DEFAULT_HP = 100
export const HAND_SIZE = 7
/** "adding up to a sum of 40". */
export const ACE_SEARCH_COST = 40
const DECK_SIZE = 52

export interface CcOptions {
  games: number
  seed: number
  /** The goldfish's HP; 100 by default (docs/games.md). */
  hp?: number
  /** The player goes first (no draw on turn 1); true by default. */
  first?: boolean
  /** Mulligan an opening seven whose best combo deals less than this; 1 by default (no legal attack). */
  mulliganBelow?: number
}

/** Integer tallies of a run of games, merged by adding (addTallies). Arrays are by turn, 1-based. */
export interface CcTally {
  games: number
  mulligans: number
  /** Games whose first seven (before any mulligan) held a throw, an ace, a card of an attacking special move. */
  openingThrow: number
  openingAce: number
  openingSpecial: number
  /** Games ended on time: the player had to draw from an empty draw pile. */
  timeOvers: number
  /**
   * Of those, the games won and drawn: "the character with the highest HP wins", equal HP is "a draw game". The
   * goldfish never attacks, so the character's HP is its sheet's; the rest of the time overs are lost.
   */
  timeOverWins: number
  timeOverDraws: number
  /** Games neither won nor lost by MAX_TURNS (none with a 52-card deck). */
  unfinished: number
  /** kills[t]: games whose goldfish was KOed on turn t. */
  kills: Int32Array
  /** played[t]: games that reached combat on turn t (the denominator of the rows below). */
  played: Int32Array
  /** damage[t]: the sum over games of the damage the combo dealt on turn t (whole numbers). */
  damage: Float64Array
  /** throwAvailable[t]: games whose hand held two number cards of one value above Strength at combat. */
  throwAvailable: Int32Array
  /** superAvailable[t]: games whose hand held an ace at combat. */
  superAvailable: Int32Array
}

/** A count for each turn, 1-based: index 0 stays unused. */
const byTurn = () => new Int32Array(MAX_TURNS + 1)

export function emptyCcTally(): CcTally {
  return {
    games: 0,
    mulligans: 0,
    openingThrow: 0,
    openingAce: 0,
    openingSpecial: 0,
    timeOvers: 0,
    timeOverWins: 0,
    timeOverDraws: 0,
    unfinished: 0,
    kills: byTurn(),
    played: byTurn(),
    damage: new Float64Array(MAX_TURNS + 1),
    throwAvailable: byTurn(),
    superAvailable: byTurn(),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Cards as numbers: id = rank index × 4 + suit, rank index 0–8 for 2–10, then J, Q, K, A.

const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C']
const RANKS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 'J', 'Q', 'K', 'A'] as const
const ACE_INDEX = 12
const FIRST_ACE = ACE_INDEX * 4

const CARDS: readonly Card[] = Array.from({ length: DECK_SIZE }, (_, id) => Object.freeze({ rank: RANKS[id >> 2], suit: SUITS[id & 3] }))

function idOf(card: Card): number {
  if (card.rank === 'X') throw invalid('a joker is not in a 1-on-1 deck (jokers are for tag battles)')
  const rank = typeof card.rank === 'number' ? card.rank - 2 : RANKS.indexOf(card.rank)
  return rank * 4 + SUITS.indexOf(card.suit)
}

/** A number card's value, 0 for face cards and aces. */
function valueOf(id: number): number {
  const rank = id >> 2
  return rank <= 8 ? rank + 2 : 0
}

// ---------------------------------------------------------------------------------------------------------------
// The best combo by hand signature

const RANK_COUNT = 13
/** The Jack's rank index: the number cards come before it, the face cards and the ace from it on. */
const FIRST_FACE = 9
/** The most cards of one rank a hand holds: a 52-card deck has four. */
const MOST_OF_A_RANK = 4
const PER_RANK = MOST_OF_A_RANK + 1

/** A best combo as the goldfish plays it: its damage and, in playing order, the rank index of each card. */
interface RankPlay {
  damage: number
  ranks: Int8Array
}

/**
 * The best combo of a hand depends on less than the whole hand. A combo holds at most one card of each basic
 * attack's value (the run goes up one at a time), at most one pair above Strength (a throw is type A, so first,
 * so once), and of a face rank or aces at most what its moves can use: one type A or D move, one type B move
 * (it closes the combo) and two of each type C move. Two hands that agree on which values up to Strength they
 * hold, which values above Strength they hold twice, and how many of each face card and ace up to that use,
 * make the same combo. That is the hand's signature: 9 bits for the numbers, then a digit per face rank. The
 * table indexed by it (6,144 signatures for Gambit, 12,288 for Ryu) fills as signatures come up, so the search
 * runs once a signature rather than once a hand, and a turn is look-ups. Within a rank, the first cards in the
 * hand are played, as bestPlay picks them.
 */
class ComboMemo {
  /** parts[rank * PER_RANK + count]: what holding `count` cards of `rank` adds to a hand's signature. */
  private readonly parts = new Int32Array(RANK_COUNT * PER_RANK)
  /** Per face rank (J, Q, K, A), the most cards a combo can use, and the signature's step for one card. */
  private readonly faceCap = new Int32Array(4)
  private readonly faceStep = new Int32Array(4)
  private readonly plays: (RankPlay | undefined)[]

  constructor(private readonly character: Character) {
    const usable = character.moves.filter((move) => move.damage !== null && move.type !== 'E' && move.points <= character.combo)
    let size = 1 << FIRST_FACE
    for (let face = 0; face < 4; face++) {
      const onRank = usable.filter((move) => move.cards.rank === RANKS[FIRST_FACE + face])
      const first = onRank.some((move) => move.type === 'A' || move.type === 'D') ? 1 : 0
      const closer = onRank.some((move) => move.type === 'B') ? 1 : 0
      const middle = 2 * onRank.filter((move) => move.type === 'C').length
      this.faceCap[face] = Math.min(MOST_OF_A_RANK, first + closer + middle)
      this.faceStep[face] = size
      size *= this.faceCap[face] + 1
    }
    for (let rank = 0; rank < RANK_COUNT; rank++) {
      for (let count = 0; count <= MOST_OF_A_RANK; count++) {
        this.parts[rank * PER_RANK + count] = this.partOf(rank, count)
      }
    }
    this.plays = new Array<RankPlay | undefined>(size)
  }

  private partOf(rank: number, count: number): number {
    if (rank >= FIRST_FACE) {
      const face = rank - FIRST_FACE
      return Math.min(count, this.faceCap[face]) * this.faceStep[face]
    }
    // A number card: up to Strength it is a basic attack, wanted once; above, it only throws, as a pair.
    const basic = rank + 2 <= this.character.strength
    return (basic ? count >= 1 : count >= 2) ? 1 << rank : 0
  }

  part(rank: number, count: number): number {
    return this.parts[rank * PER_RANK + count]
  }

  /** The best combo of every hand with this signature. */
  best(signature: number): RankPlay {
    return this.plays[signature] ?? this.search(signature)
  }

  /** Searches the least hand with the signature: one card of each value held, two of each pair, the faces counted. */
  private search(signature: number): RankPlay {
    const hand: Card[] = []
    for (let rank = 0; rank < FIRST_FACE; rank++) {
      if ((signature & (1 << rank)) === 0) continue
      hand.push(CARDS[rank * 4])
      if (rank + 2 > this.character.strength) hand.push(CARDS[rank * 4 + 1])
    }
    for (let face = 0; face < 4; face++) {
      const count = Math.floor(signature / this.faceStep[face]) % (this.faceCap[face] + 1)
      for (let suit = 0; suit < count; suit++) hand.push(CARDS[(FIRST_FACE + face) * 4 + suit])
    }
    const found = bestPlay(this.character, hand)
    const play: RankPlay = { damage: found.damage, ranks: Int8Array.from(found.play, (card) => idOf(card) >> 2) }
    this.plays[signature] = play
    return play
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The log of a stacked game

export interface CcTurnLog {
  turn: number
  /** Cards drawn this turn, in order. */
  drew: string[]
  /** The hand at combat. */
  hand: string[]
  /** The combo played, in order, with each attack's move; [] when the hand has no legal attack. */
  combo: string[]
  moves: string[]
  damage: number
  /** The goldfish's HP after combat. */
  hpLeft: number
  /** The card banked in the super meter this clean-up. */
  banked: string | null
  /** Cards discarded down to Endurance, before the ace search and after it (when its ace took the hand above). */
  discarded: string[]
  /** The ace search, if one was made: the meter cards paid (discarded), the ace, and the pile it came from. */
  search: { paid: string[]; ace: string; from: 'discard' | 'draw' } | null
  /** At the end of the turn (or at the KO). */
  handAfter: string[]
  meter: string[]
  /** The discard pile's cards, by rank then suit (its order never matters). */
  discardPile: string[]
  drawPile: number
}

export interface CcGameLog {
  /** The first seven dealt, and whether the policy took its mulligan (then `opening` is the second seven). */
  firstSeven: string[]
  mulligan: boolean
  opening: string[]
  turns: CcTurnLog[]
  end: 'ko' | 'time-over' | 'unfinished'
  /** The turn the game ended on: the KO's, or the one whose draw phase could not be taken. */
  endTurn: number
}

export interface StackedOptions {
  hp?: number
  first?: boolean
  mulliganBelow?: number
  /** Seeds the shuffles a stacked game still makes (a mulligan without mulliganOrder; a draw-pile ace search). */
  seed?: number
  /** The deck, top first, after a mulligan's reshuffle; drawn from a seeded shuffle when not given. */
  mulliganOrder?: readonly Card[] | string
}

// ---------------------------------------------------------------------------------------------------------------
// The engine: one table reused game after game.

const END_KO = 1
const END_TIME = 2
const END_CAP = 3

class Table {
  private readonly character: Character
  private readonly strength: number
  private readonly speed: number
  private readonly endurance: number
  /** The rank index of the lowest number card above Strength (value Strength + 1). */
  private readonly firstAbove: number
  /** Per face rank (J, Q, K): a special move on it attacks. */
  private readonly attackingFace: boolean[]
  /** Per card id, how worth keeping it is when discarding down to Endurance: lower goes first. */
  private readonly keepRank = new Int32Array(DECK_SIZE)
  private readonly hand = new Int32Array(DECK_SIZE)
  private handSize = 0
  /** The hand's cards of each rank, and its signature for the best-combo table. */
  private readonly rankCounts = new Int32Array(RANK_COUNT)
  private signature = 0
  private readonly combos: ComboMemo
  /** While discarding: the best combo's damage without one card of each rank. */
  private readonly damageWithout = new Int32Array(RANK_COUNT)
  private readonly meter = new Int32Array(DECK_SIZE)
  private meterSize = 0
  private meterSum = 0
  private readonly inDiscard = new Uint8Array(DECK_SIZE)
  private discardAces = 0
  /** The deck, top first; order[top] is the next card drawn. */
  order: Int32Array = new Int32Array(DECK_SIZE)
  size = DECK_SIZE
  top = 0
  /** Deals the 52-card deck lazily in simulation; null when the order is already set (a stacked deck). */
  private shuffler: Shuffler | null = null
  rng: Rng = gameRng(0, 0)
  /** Subset sums for paying the ace search: pay[(i * 50) + s] = fewest of the first i meter cards summing to s. */
  private readonly pay = new Int8Array((DECK_SIZE + 1) * 50)
  private readonly paid = new Uint8Array(DECK_SIZE)
  hp = DEFAULT_HP
  hpLeft = 0
  first = true
  mulliganBelow = 1
  tookMulligan = false
  turn = 0
  log: CcGameLog | null = null

  constructor(sheet: CharacterSheet) {
    this.character = combatOf(sheet)
    this.combos = new ComboMemo(this.character)
    this.strength = sheet.strength
    this.speed = sheet.speed
    this.endurance = sheet.endurance
    this.firstAbove = sheet.strength - 1
    this.attackingFace = (['J', 'Q', 'K'] as const).map((rank) => attackingFaces(sheet).has(rank))
    const usable = new Set(sheet.moves.filter((move) => move.damage !== null && move.type !== 'E' && move.points <= sheet.combo).map((move) => move.cards.rank))
    for (let id = 0; id < DECK_SIZE; id++) {
      const value = valueOf(id)
      const rank = RANKS[id >> 2]
      // Dead cards (a face card or ace with no attack on it) first, then numbers above Strength, then basic
      // attacks, then face cards, then aces; lower numbers first within each.
      let kind = 0
      if (value > this.strength) kind = 1
      else if (value > 0) kind = 2
      else if (usable.has(rank as 'J' | 'Q' | 'K' | 'A')) kind = rank === 'A' ? 4 : 3
      this.keepRank[id] = kind * 16 + value
    }
  }

  /** Game `game` of a seeded run: a fresh, lazily shuffled 52-card deck. */
  dealSeeded(seed: number, game: number): void {
    this.rng = gameRng(seed, game)
    this.size = DECK_SIZE
    if (this.order.length !== DECK_SIZE) this.order = new Int32Array(DECK_SIZE)
    // Every game starts from the same order, so its shuffle depends on its own stream only.
    for (let id = 0; id < DECK_SIZE; id++) this.order[id] = id
    this.shuffler ??= new Shuffler(DECK_SIZE, HAND_SIZE)
    this.shuffler.restart()
  }

  dealStacked(order: Int32Array, seed: number): void {
    this.rng = gameRng(seed, 0)
    this.order = Int32Array.from(order)
    this.size = order.length
    this.shuffler = null
  }

  /** Plays one game; returns how it ended (END_KO, END_TIME, END_CAP) with the turn in `this.turn`. */
  play(tally: CcTally | null, mulliganOrder: Int32Array | null): number {
    this.reset()
    this.drawOpening()
    const log = this.log
    if (log !== null) log.firstSeven = this.handText()
    if (tally !== null) this.countOpening(tally)
    if (this.combos.best(this.signature).damage < this.mulliganBelow) {
      this.tookMulligan = true
      if (tally !== null) tally.mulligans++
      this.reshuffleForMulligan(mulliganOrder)
      this.drawOpening()
    }
    if (log !== null) {
      log.mulligan = this.tookMulligan
      log.opening = this.handText()
    }
    for (this.turn = 1; this.turn <= MAX_TURNS; this.turn++) {
      const t = this.turn
      // 1. Draw: an empty draw pile is a time-over, and the turn goes no further.
      const drawPhase = !(this.first && t === 1)
      if (drawPhase && this.top >= this.size) return END_TIME
      const entry = log === null ? null : this.newEntry()
      const draws = drawPhase ? Math.min(this.speed, this.size - this.top) : 0
      for (let i = 0; i < draws; i++) {
        const id = this.drawCard()
        this.addToHand(id)
        entry?.drew.push(formatCard(CARDS[id]))
      }
      // 2. Combat.
      if (tally !== null) this.countChances(tally, t)
      if (entry !== null) {
        entry.hand = this.handText()
        // A logged game also names each attack's move, from the combo scored and laid out.
        entry.moves = bestCombo(this.character, this.cardsInHand()).steps.map((step) => step.move)
      }
      const best = this.combos.best(this.signature)
      for (const rank of best.ranks) {
        const id = this.firstOfRank(rank)
        this.discardFromHand(id)
        entry?.combo.push(formatCard(CARDS[id]))
      }
      this.hpLeft -= best.damage
      if (tally !== null) tally.damage[t] += best.damage
      if (entry !== null) {
        entry.damage = best.damage
        entry.hpLeft = this.hpLeft
      }
      if (this.hpLeft <= 0) {
        if (tally !== null) tally.kills[t]++
        if (entry !== null) this.closeEntry(entry)
        return END_KO
      }
      // 3. Clean-up: meter, discard down to Endurance, the ace search, then down to Endurance again if its ace
      // took the hand above.
      this.bank(entry)
      this.discardDown(entry)
      this.searchAce(entry)
      this.discardDown(entry)
      if (entry !== null) this.closeEntry(entry)
    }
    return END_CAP
  }

  private reset(): void {
    this.emptyHand()
    this.meterSize = 0
    this.meterSum = 0
    this.inDiscard.fill(0)
    this.discardAces = 0
    this.top = 0
    this.hpLeft = this.hp
    this.tookMulligan = false
    this.turn = 0
  }

  private drawOpening(): void {
    this.emptyHand()
    this.top = 0
    const count = Math.min(HAND_SIZE, this.size)
    if (this.shuffler !== null) this.shuffler.dealTo(this.order, count, this.rng)
    for (let i = 0; i < count; i++) this.addToHand(this.order[this.top++])
  }

  /** "reshuffle their hand into their deck": the hand is still the top of `order`, so the whole deck is reshuffled. */
  private reshuffleForMulligan(mulliganOrder: Int32Array | null): void {
    if (this.shuffler !== null) {
      this.shuffler.restart()
      return
    }
    if (mulliganOrder !== null) this.order.set(mulliganOrder)
    else shuffleRange(this.order, 0, this.size, this.rng)
  }

  private drawCard(): number {
    if (this.shuffler !== null) this.shuffler.dealTo(this.order, this.top + 1, this.rng)
    return this.order[this.top++]
  }

  private countChances(tally: CcTally, t: number): void {
    tally.played[t]++
    if (this.holdsThrow()) tally.throwAvailable[t]++
    if (this.rankCounts[ACE_INDEX] > 0) tally.superAvailable[t]++
  }

  /** The first seven, beside the exact odds of odds.ts. */
  private countOpening(tally: CcTally): void {
    if (this.holdsThrow()) tally.openingThrow++
    if (this.rankCounts[ACE_INDEX] > 0) tally.openingAce++
    for (let rank = FIRST_FACE; rank < ACE_INDEX; rank++) {
      if (this.attackingFace[rank - FIRST_FACE] && this.rankCounts[rank] > 0) {
        tally.openingSpecial++
        break
      }
    }
  }

  private holdsThrow(): boolean {
    for (let rank = this.firstAbove; rank < FIRST_FACE; rank++) if (this.rankCounts[rank] >= 2) return true
    return false
  }

  private emptyHand(): void {
    this.handSize = 0
    this.rankCounts.fill(0)
    this.signature = 0
  }

  private addToHand(id: number): void {
    this.hand[this.handSize++] = id
    this.count(id >> 2, 1)
  }

  /** Takes card `id` out of the hand, keeping the order of the rest. */
  private removeFromHand(id: number): void {
    let at = 0
    while (this.hand[at] !== id) at++
    for (let i = at + 1; i < this.handSize; i++) this.hand[i - 1] = this.hand[i]
    this.handSize--
    this.count(id >> 2, -1)
  }

  /** Keeps the rank counts and the signature in step with a card in or out of the hand. */
  private count(rank: number, change: number): void {
    const held = this.rankCounts[rank]
    this.rankCounts[rank] = held + change
    this.signature += this.combos.part(rank, held + change) - this.combos.part(rank, held)
  }

  /** The first card of the rank in the hand: the one bestPlay would play. */
  private firstOfRank(rank: number): number {
    let at = 0
    while (this.hand[at] >> 2 !== rank) at++
    return this.hand[at]
  }

  private toDiscard(id: number): void {
    this.inDiscard[id] = 1
    if (id >= FIRST_ACE) this.discardAces++
  }

  private discardFromHand(id: number): void {
    this.removeFromHand(id)
    this.toDiscard(id)
  }

  /** a. One number card above Strength to the meter: the highest (the first of equals in the hand). */
  private bank(entry: CcTurnLog | null): void {
    let rank = FIRST_FACE - 1
    while (rank >= this.firstAbove && this.rankCounts[rank] === 0) rank--
    if (rank < this.firstAbove) return
    const id = this.firstOfRank(rank)
    this.removeFromHand(id)
    this.meter[this.meterSize++] = id
    this.meterSum += valueOf(id)
    if (entry !== null) entry.banked = formatCard(CARDS[id])
  }

  /** b. Down to Endurance, one card at a time: the card whose loss leaves the best combo of the rest highest. */
  private discardDown(entry: CcTurnLog | null): void {
    while (this.handSize > this.endurance) {
      // Losing a card costs what losing any card of its rank costs: one look-up a rank held.
      for (let rank = 0; rank < RANK_COUNT; rank++) {
        const held = this.rankCounts[rank]
        if (held === 0) continue
        const without = this.signature - this.combos.part(rank, held) + this.combos.part(rank, held - 1)
        this.damageWithout[rank] = this.combos.best(without).damage
      }
      let pick = -1
      let pickDamage = -1
      for (let i = 0; i < this.handSize; i++) {
        const id = this.hand[i]
        const damage = this.damageWithout[id >> 2]
        if (damage > pickDamage || (damage === pickDamage && this.keepRank[id] < this.keepRank[this.hand[pick]])) {
          pick = i
          pickDamage = damage
        }
      }
      const id = this.hand[pick]
      this.discardFromHand(id)
      entry?.discarded.push(formatCard(CARDS[id]))
    }
  }

  /** c. Meter cards summing to 40 or more fetch an ace, from the discard pile first, else the draw pile. */
  private searchAce(entry: CcTurnLog | null): void {
    if (this.meterSum < ACE_SEARCH_COST) return
    let pileAce = -1
    if (this.discardAces === 0) {
      for (let i = this.top; i < this.size && pileAce < 0; i++) if (this.order[i] >= FIRST_ACE) pileAce = i
      if (pileAce < 0) return
    }
    const paid = entry === null ? null : ([] as string[])
    this.payMeter(paid)
    let ace: number
    if (this.discardAces > 0) {
      ace = FIRST_ACE
      while (this.inDiscard[ace] === 0) ace++
      this.inDiscard[ace] = 0
      this.discardAces--
    } else {
      // Take the ace from the draw pile; the rest of the pile is shuffled ("it is shuffled afterwards").
      ace = this.order[pileAce]
      this.order[pileAce] = this.order[this.top]
      this.order[this.top] = ace
      this.top++
      shuffleRange(this.order, this.top, this.size, this.rng)
      this.shuffler?.settle()
    }
    this.addToHand(ace)
    if (entry !== null && paid !== null) {
      entry.search = { paid, ace: formatCard(CARDS[ace]), from: pileAce < 0 ? 'discard' : 'draw' }
    }
  }

  /**
   * Discards the meter cards of the smallest sum of 40 or more, the fewest cards for that sum. Every card is at
   * most 10, so that sum is at most 49: a 0/1 knapsack over sums 0–49.
   */
  private payMeter(paid: string[] | null): void {
    const m = this.meterSize
    const pay = this.pay
    const none = 127
    pay.fill(none, 0, 50)
    pay[0] = 0
    for (let i = 0; i < m; i++) {
      const v = valueOf(this.meter[i])
      const from = i * 50
      const to = from + 50
      for (let s = 0; s < 50; s++) {
        let best = pay[from + s]
        if (s >= v && pay[from + s - v] !== none && pay[from + s - v] + 1 < best) best = pay[from + s - v] + 1
        pay[to + s] = best
      }
    }
    let sum = ACE_SEARCH_COST
    while (pay[m * 50 + sum] === none) sum++
    this.paid.fill(0, 0, m)
    for (let i = m - 1; i >= 0; i--) {
      if (pay[(i + 1) * 50 + sum] !== pay[i * 50 + sum]) {
        this.paid[i] = 1
        sum -= valueOf(this.meter[i])
      }
    }
    let kept = 0
    for (let i = 0; i < m; i++) {
      const id = this.meter[i]
      if (this.paid[i] === 1) {
        this.toDiscard(id)
        this.meterSum -= valueOf(id)
        paid?.push(formatCard(CARDS[id]))
      } else {
        this.meter[kept++] = id
      }
    }
    this.meterSize = kept
  }

  private cardsInHand(): Card[] {
    return Array.from(this.hand.subarray(0, this.handSize), (id) => CARDS[id])
  }

  private handText(): string[] {
    const text: string[] = []
    for (let i = 0; i < this.handSize; i++) text.push(formatCard(CARDS[this.hand[i]]))
    return text
  }

  private newEntry(): CcTurnLog {
    const entry: CcTurnLog = {
      turn: this.turn,
      drew: [],
      hand: [],
      combo: [],
      moves: [],
      damage: 0,
      hpLeft: this.hpLeft,
      banked: null,
      discarded: [],
      search: null,
      handAfter: [],
      meter: [],
      discardPile: [],
      drawPile: 0,
    }
    this.log?.turns.push(entry)
    return entry
  }

  private closeEntry(entry: CcTurnLog): void {
    entry.handAfter = this.handText()
    entry.meter = Array.from(this.meter.subarray(0, this.meterSize), (id) => formatCard(CARDS[id]))
    entry.discardPile = []
    for (let id = 0; id < DECK_SIZE; id++) if (this.inDiscard[id] === 1) entry.discardPile.push(formatCard(CARDS[id]))
    entry.drawPile = this.size - this.top
  }
}

/** Fisher–Yates on order[from, to). */
function shuffleRange(order: Int32Array, from: number, to: number, rng: Rng): void {
  for (let i = from; i < to - 1; i++) {
    const j = i + below(to - i, rng)
    const t = order[i]
    order[i] = order[j]
    order[j] = t
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Entry points

function checkPlayable(sheet: CharacterSheet): void {
  const errors = sheetErrors(sheet)
  if (errors.length > 0) throw invalid(`${sheet.name} cannot play: ${errors[0].message}`, errors[0].field)
}

function wholeAtLeast(value: number, min: number, field: string): void {
  if (!Number.isInteger(value) || value < min) throw invalid(`${field} must be a whole number, ${min} or more`, field)
}

function setUp(table: Table, options: { hp?: number; first?: boolean; mulliganBelow?: number }): void {
  table.hp = options.hp ?? DEFAULT_HP
  table.first = options.first ?? true
  table.mulliganBelow = options.mulliganBelow ?? 1
  wholeAtLeast(table.hp, 1, 'hp')
  wholeAtLeast(table.mulliganBelow, 0, 'mulliganBelow')
}

/**
 * Games [from, to) of a run of `options.games` goldfish games. Game g shuffles with gameRng(seed, g) alone, so the
 * tallies of [0, k) and [k, n) add up to those of [0, n), on any split between threads.
 */
export function simulateCc(sheet: CharacterSheet, options: CcOptions, from = 0, to = options.games): CcTally {
  checkPlayable(sheet)
  wholeAtLeast(options.games, 0, 'games')
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from || to > options.games) {
    throw invalid(`the games to play, [${from}, ${to}), must lie within [0, ${options.games})`, 'games')
  }
  const table = new Table(sheet)
  setUp(table, options)
  const tally = emptyCcTally()
  for (let game = from; game < to; game++) {
    table.dealSeeded(options.seed | 0, game)
    const end = table.play(tally, null)
    tally.games++
    if (end === END_TIME) {
      tally.timeOvers++
      // "the character with the highest HP wins"; the character, never attacked, has its sheet's HP.
      if (sheet.hp > table.hpLeft) tally.timeOverWins++
      else if (sheet.hp === table.hpLeft) tally.timeOverDraws++
    } else if (end === END_CAP) tally.unfinished++
  }
  return tally
}

/** One game with the deck in the given order (top first, any number of distinct cards), with its log. */
export function playStacked(sheet: CharacterSheet, order: readonly Card[] | string, options: StackedOptions = {}): CcGameLog {
  checkPlayable(sheet)
  const table = new Table(sheet)
  setUp(table, options)
  const deck = deckIds(order, 'order')
  const mulliganOrder = options.mulliganOrder === undefined ? null : deckIds(options.mulliganOrder, 'mulliganOrder')
  if (mulliganOrder !== null && [...mulliganOrder].sort((a, b) => a - b).join() !== [...deck].sort((a, b) => a - b).join()) {
    throw invalid('mulliganOrder must hold the same cards as the deck: a mulligan reshuffles the same deck', 'mulliganOrder')
  }
  table.dealStacked(deck, options.seed ?? 0)
  const log: CcGameLog = { firstSeven: [], mulligan: false, opening: [], turns: [], end: 'unfinished', endTurn: 0 }
  table.log = log
  const end = table.play(null, mulliganOrder)
  log.end = end === END_KO ? 'ko' : end === END_TIME ? 'time-over' : 'unfinished'
  log.endTurn = Math.min(table.turn, MAX_TURNS)
  return log
}

function deckIds(order: readonly Card[] | string, field: string): Int32Array {
  let cards: readonly Card[]
  if (typeof order === 'string') {
    const read = parseCards(order)
    if (!read.ok) throw invalid(read.problem, field)
    cards = read.cards
  } else {
    cards = order
  }
  const ids = Int32Array.from(cards, idOf)
  const seen = new Uint8Array(DECK_SIZE)
  for (const id of ids) {
    if (seen[id] === 1) throw invalid(`${formatCard(CARDS[id])} is in the deck twice; a deck holds each card once`, field)
    seen[id] = 1
  }
  return ids
}
