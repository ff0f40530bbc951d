// The batch goldfish simulator: whole CFS games against an opponent who never blocks or acts, played by
// a greedy policy, on typed arrays with a seeded integer RNG. Every count is an integer, so splitting the
// games between threads cannot change the result.
import { gameRng, Shuffler, type Rng } from '../../../core/rng'
import { TRIGGER, type GoldfishDeck } from './deck'
import { HAND, RING_SLOTS, BACK_UP_BONUS, STRIKER_DAMAGE, BP_CAP } from './rules'
import { refused } from '../../../../shared/errors'

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

/**
 * One simulator's table, reused game after game so a game allocates nothing: the pile, the hand, the
 * ring, and the game's running numbers as fields (cheaper for V8 than variables shared with closures).
 */
class Simulator {
  private readonly order: Int32Array
  private readonly identity: Int32Array
  /** The hand, characters apart from the rest: the greedy policy looks for one kind at a time. */
  private readonly handCharacters: Int32Array
  private readonly handOthers: Int32Array
  /** Characters in hand by name, so a Back-Up listing with no match in hand costs no search. */
  private readonly handByName: Int32Array
  /** Cards in hand whose modelled effect is played as an action. */
  private playable = 0
  private readonly shuffler: Shuffler
  private readonly slotCard = new Int32Array(RING_SLOTS)
  private readonly slotBp = new Int32Array(RING_SLOTS)
  private readonly slotEntered = new Int32Array(RING_SLOTS)
  /** Bit k set: the slot's card has used its k-th Back-Up listing. */
  private readonly slotListingsUsed = new Int32Array(RING_SLOTS)
  /** For the "pair seen" statistic: characters seen by name, and how often each name is listed by them. */
  private readonly seenByName: Int32Array
  private readonly listedBySeen: Int32Array
  /** The three counts by name above, in one buffer cleared at once. */
  private readonly byName: Int32Array
  /**
   * Game totals for the turns a finished game did not play, added once at the end as running sums:
   * carry[t] is what every turn from t on gains.
   */
  private readonly carry = {
    characterSeen: new Float64Array(MAX_TURNS + 1),
    pairSeen: new Float64Array(MAX_TURNS + 1),
    sp: new Float64Array(MAX_TURNS + 1),
    damage: new Float64Array(MAX_TURNS + 1),
  }

  private rng: Rng | null = null
  private characters = 0
  private others = 0
  private next = 0
  private turn = 0
  /** The game is over: the goldfish is down (won) or the player drew from an empty deck or took its last card. */
  private ended = false
  private won = false
  private opponent = 0
  private spPool = 0
  private damage = 0
  private characterSeen = false
  private pairSeen = false

  constructor(
    private readonly deck: GoldfishDeck,
    private readonly tally: Tally,
  ) {
    this.order = new Int32Array(deck.size)
    this.identity = Int32Array.from({ length: deck.size }, (_, i) => i)
    this.handCharacters = new Int32Array(deck.size)
    this.handOthers = new Int32Array(deck.size)
    this.shuffler = new Shuffler(deck.size, HAND)
    const names = Math.max(0, ...deck.nameId, ...deck.listName) + 1
    this.byName = new Int32Array(3 * names)
    this.seenByName = this.byName.subarray(0, names)
    this.listedBySeen = this.byName.subarray(names, 2 * names)
    this.handByName = this.byName.subarray(2 * names)
  }

  /**
   * Plays one game. The pile starts in slot order each game, so a game depends only on its own random
   * stream, never on the game before it (or on how the games were split between threads).
   */
  play(rng: Rng | null, first: boolean, stacked?: number[]): void {
    const { deck, tally, order } = this
    this.rng = rng
    if (stacked) order.set(stacked)
    else order.set(this.identity)

    // Setup: shuffle and draw 5; a hand with no character is shown, reshuffled and redrawn.
    let redraws = 0
    for (;;) {
      if (rng) this.shuffler.dealHand(order, rng)
      const c = deck.character
      if (c[order[0]] | c[order[1]] | c[order[2]] | c[order[3]] | c[order[4]]) break
      if (!rng) throw refused('a stacked deck must open with a character')
      redraws++
    }
    tally.games++
    tally.redraws += redraws
    if (redraws > 0) tally.redrawGames++

    this.characters = 0
    this.others = 0
    this.playable = 0
    this.characterSeen = false
    this.pairSeen = false
    this.byName.fill(0)
    for (let i = 0; i < HAND; i++) {
      this.take(order[i])
    }
    this.next = HAND
    this.slotCard.fill(-1)
    this.opponent = deck.hp
    this.spPool = 0
    this.damage = 0
    this.ended = false
    this.won = false

    let characterFrom = this.characterSeen ? 1 : 0
    let pairFrom = this.pairSeen ? 1 : 0
    let turn = 1
    for (; turn <= MAX_TURNS; turn++) {
      this.turn = turn
      this.playTurn(turn, first)
      if (this.characterSeen && !characterFrom) characterFrom = turn
      if (this.pairSeen && !pairFrom) pairFrom = turn
      tally.spSum[turn] += this.spPool
      tally.damageSum[turn] += this.damage
      if (this.ended) {
        if (this.won) tally.kills[turn]++
        else {
          tally.deckOuts++
          tally.deckOutTurns[turn]++
        }
        break
      }
    }
    const carry = this.carry
    if (characterFrom) carry.characterSeen[characterFrom]++
    if (pairFrom) carry.pairSeen[pairFrom]++
    // A finished game keeps its totals for the turns it did not play.
    if (turn < MAX_TURNS) {
      carry.sp[turn + 1] += this.spPool
      carry.damage[turn + 1] += this.damage
    }
  }

  /** Adds the carried totals into the tally as running sums; call once after the last game. */
  finish(): void {
    const { carry, tally } = this
    let characterSeen = 0
    let pairSeen = 0
    let sp = 0
    let damage = 0
    for (let t = 1; t <= MAX_TURNS; t++) {
      characterSeen += carry.characterSeen[t]
      pairSeen += carry.pairSeen[t]
      sp += carry.sp[t]
      damage += carry.damage[t]
      tally.characterSeen[t] += characterSeen
      tally.pairSeen[t] += pairSeen
      tally.spSum[t] += sp
      tally.damageSum[t] += damage
    }
    for (const a of Object.values(carry)) a.fill(0)
  }

  /** A card comes into view (drawn or in the opening hand): is it a character, or half of a Back-Up pair? */
  private see(card: number): void {
    const { deck } = this
    if (!deck.character[card]) return
    this.characterSeen = true
    if (this.pairSeen) return // nothing more to find
    const name = deck.nameId[card]
    // A pair: a seen character lists this card's name, or this card lists a seen character's name.
    if (this.listedBySeen[name] > 0) this.pairSeen = true
    for (let k = deck.listStart[card]; k < deck.listStart[card + 1]; k++) {
      if (this.seenByName[deck.listName[k]] > 0) this.pairSeen = true
      this.listedBySeen[deck.listName[k]]++
    }
    this.seenByName[name]++
  }

  /** Draws a card. Drawing from an empty deck, or drawing its last card, loses the game. */
  private draw(): void {
    const { order, deck } = this
    if (this.next < deck.size) {
      if (this.rng && this.next >= this.shuffler.dealt) this.shuffler.dealTo(order, this.next + 1, this.rng)
      this.take(order[this.next++])
    }
    if (this.next === deck.size) this.ended = true
  }

  /** The goldfish loses HP; at 0 the game is won at once (no later card is played or drawn). */
  private hit(amount: number): void {
    this.opponent -= amount
    this.damage += amount
    if (this.opponent <= 0) {
      this.won = true
      this.ended = true
    }
  }

  /** A card comes to hand. */
  private take(card: number): void {
    const { deck } = this
    if (deck.character[card]) {
      this.handCharacters[this.characters++] = card
      this.handByName[deck.nameId[card]]++
    } else {
      this.handOthers[this.others++] = card
      if (deck.worth[card]) this.playable++
    }
    this.see(card)
  }

  /**
   * A card's modelled effects: damage to the goldfish, SP, BP, draws. (Unfreezing and the opponent's
   * SP change nothing here: every character acts once a turn anyway, and a goldfish has no SP.)
   */
  private resolve(card: number): void {
    const { deck, slotCard, slotBp } = this
    if (deck.damage[card]) this.hit(deck.damage[card])
    if (this.ended) return
    this.spPool += deck.gainSp[card]
    if (deck.bpAll[card]) for (let r = 0; r < RING_SLOTS; r++) if (slotCard[r] >= 0) slotBp[r] = Math.min(BP_CAP, slotBp[r] + deck.bpAll[card])
    if (deck.bpOne[card]) {
      const r = this.boostTarget()
      if (r >= 0) slotBp[r] = Math.min(BP_CAP, slotBp[r] + deck.bpOne[card])
    }
    for (let d = 0; d < deck.draw[card] && !this.ended; d++) this.draw()
  }

  /** Whom "+BP to one character" goes to: a character that attacks this turn if any, with the most room under the cap. */
  private boostTarget(): number {
    let best = -1
    let bestScore = -1
    for (let r = 0; r < RING_SLOTS; r++) {
      if (this.slotCard[r] < 0) continue
      const score = (this.slotEntered[r] < this.turn ? BP_CAP + 1 : 0) + (BP_CAP - this.slotBp[r])
      if (score > bestScore) {
        best = r
        bestScore = score
      }
    }
    return best
  }

  private playTurn(turn: number, first: boolean): void {
    const { deck, handCharacters, handOthers, slotCard, slotBp, slotEntered, slotListingsUsed } = this
    const { bp, trigger } = deck
    // Activate: frozen characters unfreeze (each attacks once a turn below, so nothing else to track).
    // Draw 1, except the player going first on turn 1. Drawing the last card loses.
    if (!(turn === 1 && first)) this.draw()
    if (this.ended) return
    // Strikers go in on turn 1, 200 each, when the goldfish has a character for them to attack (it never
    // counters, so the damage reaches its HP). Against an empty ring no Striker can be sent.
    if (turn === 1 && deck.strikerTarget && deck.strikers) {
      this.hit(deck.strikers * STRIKER_DAMAGE)
      if (this.ended) return
    }
    // Place the strongest character in hand in an empty ring slot (at most one a turn).
    let empty = -1
    for (let r = 0; r < RING_SLOTS && empty < 0; r++) if (slotCard[r] < 0) empty = r
    if (empty >= 0) {
      let best = -1
      for (let h = 0; h < this.characters; h++) if (best < 0 || bp[handCharacters[h]] > bp[handCharacters[best]]) best = h
      if (best >= 0) {
        const card = handCharacters[best]
        handCharacters[best] = handCharacters[--this.characters]
        this.handByName[deck.nameId[card]]--
        slotCard[empty] = card
        slotBp[empty] = bp[card]
        slotEntered[empty] = turn
        slotListingsUsed[empty] = 0
        this.spPool += deck.sp[card]
        if (trigger[card] === TRIGGER.entry) this.resolve(card)
        if (this.ended) return
      }
    }
    // Back-Up: each ready character takes one backer a turn, by an unused listing of its name.
    for (let r = 0; r < RING_SLOTS && this.characters > 0; r++) {
      const card = slotCard[r]
      if (card < 0 || slotEntered[r] >= turn) continue
      this.backUp(r, card)
    }
    // Actions that help, while SP lasts: damage, more SP than they cost, +BP with a character to take it,
    // draws that leave a card in the deck.
    for (let h = 0; h < this.others && this.playable > 0 && !this.ended; ) {
      const card = handOthers[h]
      if (
        deck.worth[card] &&
        deck.cost[card] <= this.spPool &&
        (this.ringed() || !(deck.bpOne[card] | deck.bpAll[card])) &&
        this.next + deck.draw[card] < deck.size
      ) {
        handOthers[h] = handOthers[--this.others]
        this.playable--
        this.spPool -= deck.cost[card]
        this.resolve(card)
        h = 0
      } else h++
    }
    // Attack: every ready character acts once and freezes: its square ability when that hurts the
    // goldfish more than its BP would, else a single attack.
    for (let r = 0; r < RING_SLOTS && !this.ended; r++) {
      const card = slotCard[r]
      if (card < 0 || slotEntered[r] >= turn) continue
      if (trigger[card] === TRIGGER.square && deck.damage[card] > slotBp[r]) this.resolve(card)
      else this.hit(slotBp[r])
    }
  }

  /** Whether any character is in the ring (a BP action with none would be wasted). */
  private ringed(): boolean {
    for (let r = 0; r < RING_SLOTS; r++) if (this.slotCard[r] >= 0) return true
    return false
  }

  /** Backs up the character in slot r from hand, by the first unused listing that a card in hand matches. */
  private backUp(r: number, card: number): void {
    const { deck, handCharacters } = this
    const { listStart, listName, nameId } = deck
    for (let k = listStart[card]; k < listStart[card + 1]; k++) {
      const bit = 1 << (k - listStart[card])
      if (this.slotListingsUsed[r] & bit || this.handByName[listName[k]] === 0) continue
      for (let h = 0; h < this.characters; h++) {
        if (nameId[handCharacters[h]] === listName[k]) {
          handCharacters[h] = handCharacters[--this.characters]
          this.handByName[listName[k]]--
          this.slotListingsUsed[r] |= bit
          this.slotBp[r] = Math.min(BP_CAP, this.slotBp[r] + BACK_UP_BONUS)
          return
        }
      }
    }
  }
}

/** Plays games [from, to) of the run seeded `seed` and adds them to `tally`. */
export function simulateGames(deck: GoldfishDeck, seed: number, from: number, to: number, first: boolean, tally: Tally = emptyTally()): Tally {
  if (deck.characters === 0) throw refused('the deck has no character, so no opening hand can be kept')
  if (deck.size < HAND) throw refused(`the deck has ${deck.size} cards; an opening hand needs ${HAND}`)
  const simulator = new Simulator(deck, tally)
  for (let g = from; g < to; g++) simulator.play(gameRng(seed, g), first)
  simulator.finish()
  return tally
}

/**
 * One game with the deck in a given order (slot indexes, top first): for tests of the rules, where a
 * shuffle would hide what is being checked. The order must give a first 5 with a character.
 */
export function playStacked(deck: GoldfishDeck, order: number[], first: boolean): Tally {
  const tally = emptyTally()
  const simulator = new Simulator(deck, tally)
  simulator.play(null, first, order)
  simulator.finish()
  return tally
}
