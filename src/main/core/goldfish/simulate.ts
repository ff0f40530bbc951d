// The batch goldfish simulator: whole CFS games against an opponent who never blocks or acts, played by
// a greedy policy, on typed arrays with a seeded integer RNG. Every count is an integer, so splitting the
// games between threads cannot change the result.
import { gameRng, Shuffler, type Rng } from '../rng'
import { TRIGGER, type GoldfishDeck } from './deck'
import { HAND, RING_SLOTS, BACK_UP_BONUS, STRIKER_DAMAGE, BP_CAP } from './rules'

export const MAX_TURNS = 30

/** Integer tallies of a run of games; merged by adding. */
export interface Tally {
  games: number
  /** Games whose first 5 held no character. */
  redrawGames: number
  redraws: number
  /** kills[t] = games whose goldfish reached 0 HP on turn t (1-based); kills[0] unused. */
  kills: Int32Array
  deckOuts: number
  /** deckOutTurns[t] = games lost on turn t by drawing the last card. */
  deckOutTurns: Int32Array
  /** Per turn t: games with a character seen, with a character and a card that can back it up seen. */
  characterSeen: Int32Array
  pairSeen: Int32Array
  /** Per turn t: sums over games of SP in the pool at the end of the turn and damage dealt so far. */
  spSum: Float64Array
  damageSum: Float64Array
}

export function emptyTally(): Tally {
  return {
    games: 0,
    redrawGames: 0,
    redraws: 0,
    kills: new Int32Array(MAX_TURNS + 1),
    deckOuts: 0,
    deckOutTurns: new Int32Array(MAX_TURNS + 1),
    characterSeen: new Int32Array(MAX_TURNS + 1),
    pairSeen: new Int32Array(MAX_TURNS + 1),
    spSum: new Float64Array(MAX_TURNS + 1),
    damageSum: new Float64Array(MAX_TURNS + 1),
  }
}

export function mergeTallies(into: Tally, from: Tally): Tally {
  into.games += from.games
  into.redrawGames += from.redrawGames
  into.redraws += from.redraws
  into.deckOuts += from.deckOuts
  for (let t = 0; t <= MAX_TURNS; t++) {
    into.kills[t] += from.kills[t]
    into.deckOutTurns[t] += from.deckOutTurns[t]
    into.characterSeen[t] += from.characterSeen[t]
    into.pairSeen[t] += from.pairSeen[t]
    into.spSum[t] += from.spSum[t]
    into.damageSum[t] += from.damageSum[t]
  }
  return into
}

/** Reused buffers: one simulator runs one game at a time. */
class Table {
  order: Int32Array
  hand: Int32Array
  seen: Int32Array
  slotCard = new Int32Array(RING_SLOTS)
  slotBp = new Int32Array(RING_SLOTS)
  slotEntered = new Int32Array(RING_SLOTS)
  slotFrozen = new Uint8Array(RING_SLOTS)
  /** Bit k set: the card's k-th Back-Up listing has been used. */
  slotListingsUsed = new Int32Array(RING_SLOTS)
  shuffler: Shuffler
  constructor(size: number) {
    this.shuffler = new Shuffler(size)
    this.order = new Int32Array(size)
    this.hand = new Int32Array(size)
    this.seen = new Int32Array(size)
  }
}


/** Plays games [from, to) of the run seeded `seed` and adds them to `tally`. */
export function simulateGames(deck: GoldfishDeck, seed: number, from: number, to: number, first: boolean, tally: Tally = emptyTally()): Tally {
  if (deck.characters === 0) throw new Error('the deck has no character, so no opening hand can be kept')
  if (deck.size < HAND) throw new Error(`the deck has ${deck.size} cards; an opening hand needs ${HAND}`)
  const table = new Table(deck.size)
  for (let g = from; g < to; g++) playGame(deck, gameRng(seed, g), first, table, tally)
  return tally
}

/**
 * One game with the deck in a given order (slot indexes, top first): for tests of the rules, where a
 * shuffle would hide what is being checked. The order must give a first 5 with a character.
 */
export function playStacked(deck: GoldfishDeck, order: number[], first: boolean): Tally {
  const table = new Table(deck.size)
  const tally = emptyTally()
  playGame(deck, null, first, table, tally, order)
  return tally
}

function playGame(deck: GoldfishDeck, rng: Rng | null, first: boolean, s: Table, tally: Tally, stacked?: number[]): void {
  const { size, character, bp, sp, canBackUp, listStart, listName, nameId, trigger, cost } = deck
  const order = s.order
  for (let i = 0; i < size; i++) order[i] = stacked ? stacked[i] : i

  // Setup: shuffle and draw 5; a hand with no character is shown, reshuffled and redrawn.
  let redraws = 0
  for (;;) {
    if (rng) s.shuffler.shuffle(order, rng)
    let chars = 0
    for (let i = 0; i < HAND; i++) chars += character[order[i]]
    if (chars > 0) break
    if (!rng) throw new Error('a stacked deck must open with a character')
    redraws++
  }
  tally.games++
  tally.redraws += redraws
  if (redraws > 0) tally.redrawGames++

  const hand = s.hand
  let handSize = 0
  let next = 0
  let seenCount = 0
  let characterSeen = false
  let pairSeen = false
  const see = (card: number) => {
    if (character[card]) characterSeen = true
    if (!pairSeen) {
      for (let k = 0; k < seenCount; k++) {
        const other = s.seen[k]
        if (canBackUp[other * size + card] || canBackUp[card * size + other]) {
          pairSeen = true
          break
        }
      }
    }
    s.seen[seenCount++] = card
  }
  for (; next < HAND; next++) {
    hand[handSize++] = order[next]
    see(order[next])
  }

  s.slotCard.fill(-1)
  s.slotFrozen.fill(0)
  let opponent = deck.hp
  let spPool = 0
  let damage = 0
  let turn = 1
  let ended = false
  /** Draws a card; drawing the last card of the deck loses. */
  const draw = () => {
    const card = order[next++]
    hand[handSize++] = card
    see(card)
    if (next === size) {
      tally.deckOuts++
      tally.deckOutTurns[turn]++
      ended = true
    }
  }
  /** A card's modelled effects: damage to the goldfish, SP, draws. */
  const resolve = (card: number) => {
    opponent -= deck.damage[card]
    damage += deck.damage[card]
    spPool += deck.gainSp[card]
    for (let d = 0; d < deck.draw[card] && !ended; d++) draw()
  }
  for (; turn <= MAX_TURNS; turn++) {
    // Activate: frozen characters unfreeze.
    s.slotFrozen.fill(0)
    // Draw 1, except the player going first on turn 1. Drawing the last card loses.
    if (!(turn === 1 && first)) draw()
    if (!ended) {
      // Strikers go in on turn 1: 200 each, straight to the goldfish.
      if (turn === 1) {
        opponent -= deck.strikers * STRIKER_DAMAGE
        damage += deck.strikers * STRIKER_DAMAGE
      }
      // Place the strongest character in hand in an empty ring slot (at most one a turn).
      const empty = s.slotCard.indexOf(-1)
      if (empty >= 0) {
        let best = -1
        for (let h = 0; h < handSize; h++) if (character[hand[h]] && (best < 0 || bp[hand[h]] > bp[hand[best]])) best = h
        if (best >= 0) {
          const card = hand[best]
          hand[best] = hand[--handSize]
          s.slotCard[empty] = card
          s.slotBp[empty] = bp[card]
          s.slotEntered[empty] = turn
          s.slotListingsUsed[empty] = 0
          spPool += sp[card]
          if (trigger[card] === TRIGGER.entry) resolve(card)
        }
      }
      // Back-Up: each ready character takes one backer a turn, by an unused listing of its name.
      for (let r = 0; r < RING_SLOTS; r++) {
        const card = s.slotCard[r]
        if (card < 0 || s.slotEntered[r] >= turn) continue
        let taken = false
        for (let k = listStart[card]; k < listStart[card + 1] && !taken; k++) {
          const bit = 1 << (k - listStart[card])
          if (s.slotListingsUsed[r] & bit) continue
          for (let h = 0; h < handSize; h++) {
            if (character[hand[h]] && nameId[hand[h]] === listName[k]) {
              hand[h] = hand[--handSize]
              s.slotListingsUsed[r] |= bit
              s.slotBp[r] = Math.min(BP_CAP, s.slotBp[r] + BACK_UP_BONUS)
              taken = true
              break
            }
          }
        }
      }
      // Actions whose effects are modelled, while SP lasts.
      for (let h = 0; h < handSize && !ended; ) {
        const card = hand[h]
        if (trigger[card] === TRIGGER.play && cost[card] <= spPool) {
          hand[h] = hand[--handSize]
          spPool -= cost[card]
          resolve(card)
          h = 0
        } else h++
      }
      // Attack: every ready character acts once and freezes: its square ability when that hurts the
      // goldfish more than its BP would, else a single attack.
      for (let r = 0; r < RING_SLOTS && !ended; r++) {
        const card = s.slotCard[r]
        if (card < 0 || s.slotEntered[r] >= turn || s.slotFrozen[r]) continue
        if (trigger[card] === TRIGGER.square && deck.damage[card] > s.slotBp[r]) resolve(card)
        else {
          opponent -= s.slotBp[r]
          damage += s.slotBp[r]
        }
        s.slotFrozen[r] = 1
      }
    }
    if (characterSeen) tally.characterSeen[turn]++
    if (pairSeen) tally.pairSeen[turn]++
    tally.spSum[turn] += spPool
    tally.damageSum[turn] += damage
    if (ended) break
    if (opponent <= 0) {
      tally.kills[turn]++
      break
    }
  }
  // A finished game keeps its totals for the turns it did not play.
  for (let t = turn + 1; t <= MAX_TURNS; t++) {
    if (characterSeen) tally.characterSeen[t]++
    if (pairSeen) tally.pairSeen[t]++
    tally.spSum[t] += spPool
    tally.damageSum[t] += damage
  }
}
