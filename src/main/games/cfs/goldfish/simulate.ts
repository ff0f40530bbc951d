// The batch goldfish simulator: whole CFS games against an opponent who never blocks or acts, played by
// a greedy policy, on typed arrays with a seeded integer RNG. Every count is an integer, so splitting the
// games between threads cannot change the result.
import { below, gameRng, Shuffler, type Rng } from '../../../core/rng'
import type { Board, Facts, Leave, Pile, TurnRule } from './board'
import { HOOK, placeKey, type GoldfishDeck } from './deck'
import { actionScore, placeScore, squareBeatsAttack, worthPlaying } from './greedy'
import { actionCost, attackPower, cannotAttack, cannotTakeBackUp, hasRule, inForce } from './in-force'
import { playText } from './play-text'
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

/** Turn rules by index in the simulator's counts. */
const RULE = { 'free-action': 0, 'any-back-ups': 1, 'cheap-unions': 2, 'extra-character': 3, 'no-attack': 4, 'stay-unfrozen': 5 } as const

/**
 * One simulator's table, reused game after game so a game allocates nothing for its plain parts: the pile,
 * the hand, the discard pile, the ring, and the game's running numbers as fields (cheaper for V8 than
 * variables shared with closures). It is the batch engine's Board: card texts play on it through play-text.ts.
 */
class Simulator implements Board {
  private readonly order: Int32Array
  private readonly identity: Int32Array
  /** The hand, characters apart from the rest: the greedy policy looks for one kind at a time. */
  private readonly handCharacters: Int32Array
  private readonly handOthers: Int32Array
  /** Characters in hand by name, so a Back-Up listing with no match in hand costs no search. */
  private readonly handByName: Int32Array
  /** Actions in hand whose text helps (the policy plays them when it can). */
  private playable = 0
  private readonly pile: Int32Array
  private discards = 0
  private readonly shuffler: Shuffler
  private readonly slotCard = new Int32Array(RING_SLOTS)
  private readonly slotBp = new Int32Array(RING_SLOTS)
  private readonly slotEntered = new Int32Array(RING_SLOTS)
  /**
   * Per slot, turns rather than flags, so a new turn needs no clearing: frozen through turn slotFrozen[r];
   * attacked, or used its ■ ability, on turn slotAttacked[r] / slotSquared[r]; may take many back-ups on turn
   * slotMany[r].
   */
  private readonly slotFrozen = new Int32Array(RING_SLOTS)
  private readonly slotAttacked = new Int32Array(RING_SLOTS)
  private readonly slotSquared = new Int32Array(RING_SLOTS)
  private readonly slotLost = new Uint8Array(RING_SLOTS)
  private readonly slotMany = new Int32Array(RING_SLOTS)
  /** The turn the slot's character last took a back-up. */
  private readonly slotBackedOn = new Int32Array(RING_SLOTS)
  /** Bit k set: the slot's card has used its k-th Back-Up listing. */
  private readonly slotListingsUsed = new Int32Array(RING_SLOTS)
  /** The slot's back-ups: slotBackers[slot * size + k] for k below slotBackerCount[slot]. */
  private readonly slotBackers: Int32Array
  private readonly slotBackerCount = new Int32Array(RING_SLOTS)
  /**
   * Per copy, for lastGame: the game in which it last came into the hand, and the one that last played it from
   * hand (into the ring, as a back-up, as an action).
   */
  private readonly handIn: Int32Array
  private readonly playedIn: Int32Array
  private games = 0
  /** HOOK bits of the characters in the ring (with their abilities): 0 skips every ● check. */
  private ringHooks = 0
  /** Some card of the deck has HOOK bits (else the ring's never need working out). */
  private readonly anyHooks: boolean
  private readonly rules = new Int32Array(6)
  /** Some turn rule was set this turn (the counts need clearing). */
  private rulesSet = false
  private placed = 0
  /** For the "pair seen" statistic: names of the characters seen, and the names they list (deck.nameBit's bits). */
  private readonly seenNames: Int32Array
  private readonly listedNames: Int32Array
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

  /** Deals the pile (null: a stacked game keeps its order). */
  private rng: Rng | null = null
  /**
   * Chance in a stacked game's texts (random discards, shuffles): each choice draws from stream 1, 2, … of
   * `stackSeed`, as the table does, so a stacked game plays the same in both. A dealt game uses its deal's stream.
   */
  private stackSeed = 0
  private chances = 0
  private characters = 0
  private others = 0
  private next = 0
  turn = 0
  /** The game is over: the goldfish is down (won) or the player drew from an empty deck or took its last card. */
  private ended = false
  private won = false
  private opponent = 0
  hp = 0
  sp = 0
  private damage = 0
  private characterSeen = false
  private pairSeen = false

  readonly facts: Facts[]
  readonly slots = RING_SLOTS
  readonly logging = false

  constructor(
    private readonly deck: GoldfishDeck,
    private readonly tally: Tally,
  ) {
    this.facts = deck.facts
    this.anyHooks = deck.hooks.some((h) => h !== 0)
    this.order = new Int32Array(deck.size)
    this.identity = Int32Array.from({ length: deck.size }, (_, i) => i)
    this.handCharacters = new Int32Array(deck.size)
    this.handOthers = new Int32Array(deck.size)
    this.pile = new Int32Array(deck.size)
    this.slotBackers = new Int32Array(RING_SLOTS * deck.size)
    this.handIn = new Int32Array(deck.size)
    this.playedIn = new Int32Array(deck.size)
    this.shuffler = new Shuffler(deck.size, HAND)
    this.handByName = new Int32Array(Math.max(0, ...deck.nameId, ...deck.listName) + 1)
    this.seenNames = new Int32Array(deck.pairWords)
    this.listedNames = new Int32Array(deck.pairWords)
  }

  /**
   * Plays one game. The pile starts in slot order each game, so a game depends only on its own random
   * stream, never on the game before it (or on how the games were split between threads).
   */
  play(rng: Rng | null, first: boolean, stacked?: { order: number[]; seed: number }): void {
    const { deck, tally, order } = this
    this.rng = rng
    this.games++
    if (stacked) {
      order.set(stacked.order)
      this.stackSeed = stacked.seed
      this.chances = 0
    } else order.set(this.identity)

    // Setup: shuffle and draw 5; a hand with no character is shown, reshuffled and redrawn.
    let redraws = 0
    for (;;) {
      if (rng) this.shuffler.dealHand(order, rng)
      const c = deck.character
      if (c[order[0]] | c[order[1]] | c[order[2]] | c[order[3]] | c[order[4]]) break
      if (!rng) throw refused('a stacked deck must open with a character')
      redraws++
    }
    if (!rng) this.shuffler.dealt = deck.size
    tally.games++
    tally.redraws += redraws
    if (redraws > 0) tally.redrawGames++

    // The last game's hand is all that handByName counts.
    for (let h = 0; h < this.characters; h++) this.handByName[deck.nameId[this.handCharacters[h]]] = 0
    this.characters = 0
    this.others = 0
    this.playable = 0
    this.discards = 0
    this.characterSeen = false
    this.pairSeen = false
    for (let w = 0; w < deck.pairWords; w++) {
      this.seenNames[w] = 0
      this.listedNames[w] = 0
    }
    for (let i = 0; i < HAND; i++) {
      this.toHand(order[i])
    }
    this.next = HAND
    for (let r = 0; r < RING_SLOTS; r++) this.slotCard[r] = -1
    this.ringHooks = 0
    this.opponent = deck.hp
    this.hp = deck.hp
    this.sp = 0
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
      tally.spSum[turn] += this.sp
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
      carry.sp[turn + 1] += this.sp
      carry.damage[turn + 1] += this.damage
    }
  }

  /** The turn the last game's goldfish fell, or 0. */
  killedOn(): number {
    return this.won ? this.turn : 0
  }

  /** A copy played from hand this game. */
  private played(card: number): number {
    this.playedIn[card] = this.games
    return card
  }

  /**
   * The last game as a game-by-game comparison reads it (tune/): the turn the goldfish fell (0: it did not), and
   * per copy whether it came into the hand (`drawn`), was played from hand (`played`), is still in hand (`held`):
   * 1 or 0.
   */
  lastGame(drawn: Uint8Array, played: Uint8Array, held: Uint8Array): number {
    held.fill(0)
    for (let i = 0; i < this.deck.size; i++) {
      drawn[i] = this.handIn[i] === this.games ? 1 : 0
      played[i] = this.playedIn[i] === this.games ? 1 : 0
    }
    for (let h = 0; h < this.characters; h++) held[this.handCharacters[h]] = 1
    for (let h = 0; h < this.others; h++) held[this.handOthers[h]] = 1
    return this.killedOn()
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
    // A pair: a seen character lists this card's name, or this card lists a seen character's name.
    const word = deck.nameWord[card]
    if (this.listedNames[word] & deck.nameBit[card]) this.pairSeen = true
    for (let w = 0, at = card * deck.pairWords; w < deck.pairWords; w++) {
      const listed = deck.listMask[at + w]
      if (this.seenNames[w] & listed) this.pairSeen = true
      this.listedNames[w] |= listed
    }
    this.seenNames[word] |= deck.nameBit[card]
  }

  // ---- The board (see board.ts) ----

  get over(): boolean {
    return this.ended
  }

  get goldfishHp(): number {
    return this.opponent
  }

  random(range: number): number {
    return below(range, this.rng ?? gameRng(this.stackSeed, 1 + this.chances++))
  }

  /** The goldfish loses HP; at 0 the game is won at once (no later card is played or drawn). */
  hit(amount: number): void {
    this.opponent -= amount
    this.damage += amount
    if (this.opponent <= 0) {
      this.won = true
      this.ended = true
    }
  }

  /** Draws a card. Drawing from an empty deck, or drawing its last card, loses the game. */
  draw(): void {
    const { order, deck } = this
    if (this.next < deck.size) {
      if (this.rng && this.next >= this.shuffler.dealt) this.shuffler.dealTo(order, this.next + 1, this.rng)
      this.toHand(order[this.next++])
    }
    if (this.next === deck.size) this.ended = true
  }

  size(pile: Pile): number {
    return pile === 'hand' ? this.characters + this.others : pile === 'deck' ? this.deck.size - this.next : this.discards
  }

  at(pile: Pile, i: number): number {
    if (pile === 'hand') return i < this.characters ? this.handCharacters[i] : this.handOthers[i - this.characters]
    if (pile === 'discard') return this.pile[i]
    this.dealTo(this.next + i + 1)
    return this.order[this.next + i]
  }

  take(pile: Pile, i: number): number {
    if (pile === 'hand') return this.fromHand(i)
    if (pile === 'discard') {
      const card = this.pile[i]
      this.pile.copyWithin(i, i + 1, this.discards--)
      return card
    }
    // From the deck: the cards above it move down one place, keeping their order.
    const { order, next } = this
    this.dealTo(next + i + 1)
    const card = order[next + i]
    order.copyWithin(next + 1, next, next + i)
    this.next++
    return card
  }

  put(pile: Pile, card: number, where: 'top' | 'bottom' = 'top'): void {
    if (pile === 'hand') this.toHand(card)
    else if (pile === 'discard') this.pile[this.discards++] = card
    else if (where === 'top') this.order[--this.next] = card
    else {
      this.dealTo(this.deck.size)
      this.order.copyWithin(this.next - 1, this.next, this.deck.size)
      this.order[this.deck.size - 1] = card
      this.next--
    }
  }

  /** Fisher–Yates over the deck, top first (as the table shuffles); the lazy deal has nothing left to do. */
  shuffleDeck(): void {
    const { order } = this
    const size = this.deck.size
    for (let i = this.next; i < size - 1; i++) {
      const j = i + this.random(size - i)
      const t = order[i]
      order[i] = order[j]
      order[j] = t
    }
    this.shuffler.settle()
  }

  /** Makes the deck's first places a uniform draw before they are read (the deal is lazy). */
  private dealTo(place: number): void {
    if (this.rng && place > this.shuffler.dealt) this.shuffler.dealTo(this.order, place, this.rng)
  }

  /** A card comes to hand. */
  private toHand(card: number): void {
    const { deck } = this
    this.handIn[card] = this.games
    if (deck.character[card]) {
      this.handCharacters[this.characters++] = card
      this.handByName[deck.nameId[card]]++
    } else {
      this.handOthers[this.others++] = card
      if (deck.playable[card]) this.playable++
    }
    this.see(card)
  }

  /** Takes hand card i (characters first, then the rest); the last card of its kind takes its place. */
  private fromHand(i: number): number {
    const { deck } = this
    if (i < this.characters) {
      const card = this.handCharacters[i]
      this.handCharacters[i] = this.handCharacters[--this.characters]
      this.handByName[deck.nameId[card]]--
      return card
    }
    const k = i - this.characters
    const card = this.handOthers[k]
    this.handOthers[k] = this.handOthers[--this.others]
    if (deck.playable[card]) this.playable--
    return card
  }

  occupant(slot: number): number {
    return this.slotCard[slot]
  }
  bp(slot: number): number {
    return this.slotBp[slot]
  }
  setBp(slot: number, bp: number): void {
    this.slotBp[slot] = bp
  }
  frozen(slot: number): number {
    const until = this.slotFrozen[slot]
    return until < this.turn ? 0 : until > this.turn ? 2 : 1
  }
  setFrozen(slot: number, state: number): void {
    this.slotFrozen[slot] = state === 0 ? 0 : this.turn + state - 1
  }
  entered(slot: number): number {
    return this.slotEntered[slot]
  }
  backers(slot: number): number {
    return this.slotBackerCount[slot]
  }
  attacked(slot: number): boolean {
    return this.slotAttacked[slot] === this.turn
  }
  acted(slot: number): boolean {
    return this.slotAttacked[slot] === this.turn || this.slotSquared[slot] === this.turn
  }
  readyNow(): boolean {
    return false
  }
  abilityLost(slot: number): boolean {
    return this.slotLost[slot] === 1
  }
  loseAbility(slot: number): void {
    this.slotLost[slot] = 1
    this.ringChanged()
  }
  allowManyBackUps(slot: number): void {
    this.slotMany[slot] = this.turn
  }

  leave(slot: number, to: Leave): void {
    const card = this.slotCard[slot]
    const size = this.deck.size
    for (let k = 0; k < this.slotBackerCount[slot]; k++) this.pile[this.discards++] = this.slotBackers[slot * size + k]
    this.slotBackerCount[slot] = 0
    this.slotCard[slot] = -1
    if (to === 'discard') this.pile[this.discards++] = card
    else if (to === 'hand') this.toHand(card)
    else this.put('deck', card, to === 'deck' ? 'top' : 'bottom')
    this.ringChanged()
  }

  turnRule(rule: TurnRule): number {
    return this.rulesSet ? this.rules[RULE[rule]] : 0
  }
  setTurnRule(rule: TurnRule): void {
    this.rules[RULE[rule]]++
    this.rulesSet = true
  }

  log(): void {}

  // ---- The greedy turn ----

  private ringChanged(): void {
    if (!this.anyHooks) return
    let hooks = 0
    for (let r = 0; r < RING_SLOTS; r++) if (this.slotCard[r] >= 0 && !this.slotLost[r]) hooks |= this.deck.hooks[this.slotCard[r]]
    this.ringHooks = hooks
  }

  /** Plays the ● texts of one kind (HOOK bit) of the characters in the ring, slot by slot. */
  private hooks(bit: number, hit = 0): void {
    for (let r = 0; r < RING_SLOTS && !this.ended; r++) {
      const card = this.slotCard[r]
      if (card >= 0 && !this.slotLost[r] && this.deck.hooks[card] & bit) playText(this, this.facts[card].text!, { card, slot: r, hit })
    }
  }

  private playTurn(turn: number, first: boolean): void {
    const { deck, slotFrozen } = this
    // Activate: characters unfreeze (a frozen character is frozen through a turn: nothing to do), except one
    // that never unfreezes: it stays frozen.
    if (this.ringHooks & HOOK.rules) {
      for (let r = 0; r < RING_SLOTS; r++)
        if (slotFrozen[r] === turn - 1 && this.slotCard[r] >= 0 && hasRule(this, r, 'self:never-unfreeze')) slotFrozen[r] = turn
    }
    if (this.rulesSet) {
      this.rules.fill(0)
      this.rulesSet = false
    }
    this.placed = 0
    if (this.ringHooks & HOOK.turnStart) {
      this.hooks(HOOK.turnStart)
      if (this.ended) return
    }
    // Draw 1 (and 1 more for each character that says so), except the player going first on turn 1.
    if (!(turn === 1 && first)) {
      this.draw()
      if (this.ringHooks & HOOK.rules) for (let k = inForce(this, 'extra-draw'); k > 0 && !this.ended; k--) this.draw()
    }
    if (this.ended) return
    // Strikers go in on turn 1, 200 each, when the goldfish has a character for them to attack (it never
    // counters, so the damage reaches its HP). Against an empty ring no Striker can be sent.
    if (turn === 1 && deck.strikerTarget) {
      for (let k = 0; k < deck.strikers && !this.ended; k++) this.hit(STRIKER_DAMAGE)
      if (this.ended) return
    }
    // Each step is called only when it has something to do (the calls cost more than the checks).
    if (this.characters > 0) {
      this.place()
      if (this.ended) return
      if (this.characters > 0) this.backUps()
      if (this.ended) return
    }
    if (this.playable > 0) {
      this.actions()
      if (this.ended) return
    }
    this.attacks()
    if (this.ended) return
    if (this.ringHooks & HOOK.turnEnd) this.hooks(HOOK.turnEnd)
  }

  /**
   * Places the strongest character in hand that may enter, in the first empty slot (one a turn, more when a
   * text allows), by greedy.ts's placeScore: one whose ▲ text harms now only into an empty ring, after the
   * others, and never one whose text would lose the game.
   */
  private place(): void {
    const { deck, handCharacters, slotCard } = this
    for (;;) {
      // One character a turn, more when a text allows (cannotPlace's first rule, checked once for the hand).
      if (this.placed > (this.rulesSet ? this.rules[3] : 0)) return
      let empty = -1
      for (let r = 0; r < RING_SLOTS && empty < 0; r++) if (slotCard[r] < 0) empty = r
      if (empty < 0 || this.characters === 0) return
      const ringEmpty = slotCard[0] < 0 && slotCard[1] < 0 && slotCard[2] < 0
      // Without ● rules or texts to weigh, only the one-a-turn rule and BP count (the common case, kept fast).
      const plain = !(this.ringHooks & HOOK.rules)
      let best = -1
      let bestKey = -1
      for (let h = 0; h < this.characters; h++) {
        const card = handCharacters[h]
        let key = deck.placeKey[card]
        if (!plain || key < 0) {
          const score = placeScore(this, card, this.placed, ringEmpty)
          key = score < 0 ? -1 : placeKey(score, deck.rank[card])
        }
        if (key > bestKey) {
          best = h
          bestKey = key
        }
      }
      if (best < 0) return
      this.enter(this.played(this.fromHand(best)), empty)
      if (this.ended) return
    }
  }

  private enter(card: number, slot: number): void {
    const { deck } = this
    this.slotCard[slot] = card
    this.slotBp[slot] = deck.bp[card]
    this.slotEntered[slot] = this.turn
    this.slotFrozen[slot] = 0
    this.slotAttacked[slot] = 0
    this.slotSquared[slot] = 0
    this.slotLost[slot] = 0
    this.slotMany[slot] = 0
    this.slotBackedOn[slot] = 0
    this.slotListingsUsed[slot] = 0
    this.slotBackerCount[slot] = 0
    this.placed++
    this.sp += deck.sp[card]
    this.ringChanged()
    if (deck.entry[card] && !(this.ringHooks & HOOK.rules && inForce(this, 'no-triangle'))) playText(this, this.facts[card].text!, { card, slot })
  }

  /** Back-Up: each character that may take one takes one a turn (more when a text allows), by an unused listing. */
  private backUps(): void {
    const rules = this.ringHooks & HOOK.rules
    for (let r = 0; r < RING_SLOTS && this.characters > 0 && !this.ended; r++) {
      const card = this.slotCard[r]
      if (card < 0) continue
      for (;;) {
        const backed = this.slotBackedOn[r] === this.turn
        const many = this.slotMany[r] === this.turn
        if (rules || many || this.rulesSet) {
          if (cannotTakeBackUp(this, r, backed, many)) break
        } else if (this.slotEntered[r] >= this.turn || this.slotFrozen[r] >= this.turn || backed) break
        if (!this.backUp(r, card)) break
        if (!(rules || many || this.rulesSet)) break // one back-up a turn
        if (rules) for (let k = inForce(this, 'back-up-draws'); k > 0 && !this.ended; k--) this.draw()
        if (this.ended || this.slotCard[r] !== card) break
      }
    }
  }

  /**
   * Backs up the character in slot r from hand, by the first unused listing that a card in hand matches (of
   * two different cards with that name, the first by number).
   */
  private backUp(r: number, card: number): boolean {
    const { deck, handCharacters } = this
    const { listStart, listName, nameId } = deck
    for (let k = listStart[card]; k < listStart[card + 1]; k++) {
      const bit = 1 << (k - listStart[card])
      if (this.slotListingsUsed[r] & bit || this.handByName[listName[k]] === 0) continue
      let pick = -1
      for (let h = 0; h < this.characters; h++) {
        if (nameId[handCharacters[h]] === listName[k] && (pick < 0 || deck.rank[handCharacters[h]] < deck.rank[handCharacters[pick]])) pick = h
      }
      const backer = this.played(this.fromHand(pick))
      this.slotBackers[r * deck.size + this.slotBackerCount[r]++] = backer
      this.slotListingsUsed[r] |= bit
      this.slotBackedOn[r] = this.turn
      this.slotBp[r] = Math.min(BP_CAP, this.slotBp[r] + BACK_UP_BONUS)
      return true
    }
    return false
  }

  /** Actions worth playing, best first, while SP lasts; after one, characters it lets in or back up are played. */
  private actions(): void {
    const { handOthers, deck, facts } = this
    while (this.playable > 0 && !this.ended) {
      // Without ● costs or turn rules an action costs what it says: one it cannot pay needs no closer look.
      const printedCost = !(this.ringHooks & HOOK.rules) && !this.rulesSet
      let best = -1
      let bestScore = 0
      for (let k = 0; k < this.others; k++) {
        const card = handOthers[k]
        if (!deck.playable[card] || (printedCost && facts[card].cost > this.sp) || !worthPlaying(this, card)) continue
        const score = actionScore(this, card)
        if (best < 0 || score > bestScore || (score === bestScore && deck.rank[card] < deck.rank[handOthers[best]])) {
          best = k
          bestScore = score
        }
      }
      if (best < 0) return
      const card = handOthers[best]
      this.sp -= actionCost(this, card)
      this.played(this.fromHand(this.characters + best))
      if (this.rules[0]) this.rules[0] = 0 // "the next action costs 0" is used up
      playText(this, this.facts[card].text!, { card, slot: -1 })
      // Discarded once its text is done, as at the table (table.ts).
      this.pile[this.discards++] = card
      if (this.ended) return
      if (this.rules[3]) this.place()
      if (this.rules[1]) this.backUps()
    }
  }

  /**
   * Attack phase: ■ abilities first, where one hurts the goldfish more than the character's attack would,
   * then every character that can attacks alone. Each acts once and freezes.
   */
  private attacks(): void {
    const { deck, slotCard } = this
    const rules = this.ringHooks & HOOK.rules
    for (let r = 0; r < RING_SLOTS && this.ringHooks & HOOK.square && !this.ended; r++) {
      const card = slotCard[r]
      if (card < 0 || !(deck.hooks[card] & HOOK.square) || !squareBeatsAttack(this, r, deck.squareDamage[card])) continue
      this.slotFrozen[r] = this.turn
      this.slotSquared[r] = this.turn // acted: no attack after its ability
      playText(this, this.facts[card].text!, { card, slot: r })
    }
    for (let r = 0; r < RING_SLOTS && !this.ended; r++) {
      const card = slotCard[r]
      if (card < 0) continue
      if (
        rules || this.rulesSet
          ? cannotAttack(this, r)
          : this.slotEntered[r] >= this.turn || this.slotFrozen[r] >= this.turn || this.slotSquared[r] === this.turn
      )
        continue
      const damage = rules ? attackPower(this, r) : this.slotBp[r]
      this.slotAttacked[r] = this.turn
      this.slotFrozen[r] = this.turn
      this.hit(damage)
      if (this.ended) return
      if (this.ringHooks & (HOOK.directHit | HOOK.afterAttack) && deck.hooks[card] & (HOOK.directHit | HOOK.afterAttack) && !this.slotLost[r]) {
        const text = this.facts[card].text!
        playText(this, text, { card, slot: r, hit: damage })
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
 * shuffle would hide what is being checked. The order must give a first 5 with a character. Chance in the
 * game's texts comes from `seed` as at a table started with it (stacked), so both play the same game.
 */
export function playStacked(deck: GoldfishDeck, order: number[], first: boolean, seed = 1): Tally {
  const tally = emptyTally()
  const simulator = new Simulator(deck, tally)
  simulator.play(null, first, { order, seed })
  simulator.finish()
  return tally
}

/**
 * A deck's games one at a time, each read back as it ends (Simulator.lastGame): for runs that compare two decks
 * game by game on the same streams. Its tally is its own, and read by no one.
 */
export class GoldfishGames {
  private readonly simulator: Simulator

  constructor(deck: GoldfishDeck) {
    if (deck.characters === 0) throw refused('the deck has no character, so no opening hand can be kept')
    if (deck.size < HAND) throw refused(`the deck has ${deck.size} cards; an opening hand needs ${HAND}`)
    this.simulator = new Simulator(deck, emptyTally())
  }

  /**
   * Plays a game on `rng`; the turn the goldfish fell (0: it did not), with each copy drawn, played and held as
   * lastGame says when `copies` is given.
   */
  play(rng: Rng, first: boolean, copies?: { drawn: Uint8Array; played: Uint8Array; held: Uint8Array }): number {
    this.simulator.play(rng, first)
    return copies ? this.simulator.lastGame(copies.drawn, copies.played, copies.held) : this.simulator.killedOn()
  }
}
