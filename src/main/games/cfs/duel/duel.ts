// Card Fighters Special for two players, move by move: both players' turns in full, the attacks and the defender's
// Counter-Attack phase (counters, unions, Strikers, reactions). Every move is checked and refused with the rule it
// breaks; every accepted move is logged and can be undone. The rules, and what the rule book leaves open, are in
// docs/rules.md ("Head to head"). Card texts are played as read for two (texts.ts); one the engine does not play is
// logged and listed to apply by hand.
import type { Card } from '../../../../shared/card'
import { isCharacter } from '../../../../shared/card'
import { SEAT_NAMES, type DuelFighter, type DuelMove, type DuelPlayer, type DuelState, type DuelTarget, type Seat } from '../../../../shared/games/cfs/duel'
import { refused } from '../../../../shared/errors'
import { gameRng, Shuffler } from '../../../core/rng'
import type { Facts } from '../goldfish/board'
import type { Op, Text, When, Who } from '../goldfish/text/model'
import { candidates, cannotPay, firstPick, playText, type Play } from '../goldfish/play-text'
import { BACK_UP_BONUS, BP_CAP, HAND, RING_SLOTS, STRIKER_DAMAGE, UNION_BP_CAP, UNION_COST } from '../goldfish/rules'
import { DuelBoard } from './board'
import { afterFight, unionHits } from './combat'
import { actionCost, barred, cannotAct, cannotCounter, cannotReact, fightBp, hasRule, inForce, reactionCost, turnRule } from './in-play'
import { duelFacts } from './texts'

/** A player's cards for one game: ids into the game's cards, one id a copy; Main in the order written. */
export interface DuelDeck {
  main: number[]
  strikers: number[]
}

export interface DuelOptions {
  first: Seat
  hp: number
  /** The shuffles' seed; null plays each deck in the order written, with no shuffle and no redraw. */
  seed: number | null
}

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0)

export class Duel {
  private history: DuelState[] = []
  /** Whether moves can be undone: a game at the table keeps each state before a move; a simulated one does not. */
  private keepHistory = true
  state: DuelState
  /** The cards' facts, their texts read for two. */
  readonly facts: readonly Facts[]

  constructor(
    readonly cards: readonly Card[],
    decks: readonly [DuelDeck, DuelDeck],
    options: DuelOptions,
  ) {
    this.facts = duelFacts(cards)
    const log: string[] = []
    const players = decks.map((deck, seat) => this.setUp(deck, seat as Seat, options, log)) as [DuelPlayer, DuelPlayer]
    this.state = {
      turn: 0,
      active: other(options.first),
      first: options.first,
      phase: 'main',
      pending: null,
      attacked: false,
      seed: options.seed ?? 0,
      chance: 0,
      turnRules: [],
      bars: [],
      arenas: [],
      players,
      winner: null,
      ending: null,
      log,
      byHand: [],
    }
    this.startTurn(this.state)
  }

  /** The seat the game waits for: the defender while an attack waits for its answer; null once the game is over. */
  toMove(s: DuelState = this.state): Seat | null {
    if (s.phase === 'over') return null
    return s.phase === 'answer' ? other(s.active) : s.active
  }

  /**
   * A copy of the game as it stands, to try moves on: no history, and a log of its own moves only. A simulated game
   * is played on such a copy.
   */
  /**
   * A copy to weigh a move on (the players' trials): like fork, but the texts' random picks come from another stream,
   * so a trial never shows a player how a random text will fall.
   */
  trial(): Duel {
    const duel = this.fork()
    duel.state.seed = (Math.imul(duel.state.seed ^ 0x5bd1e995, 0x2c1b3c6d) + duel.state.chance + 1) | 0
    return duel
  }

  fork(): Duel {
    const duel = Object.create(Duel.prototype) as Duel
    Object.assign(duel, { cards: this.cards, facts: this.facts, history: [], keepHistory: false, state: copyState(this.state) })
    return duel
  }

  /**
   * Plays `seat`'s move and returns null, or returns why it is refused (the game does not change: every check comes
   * before the first change, so a copy without history is changed in place).
   */
  play(seat: Seat, move: DuelMove): string | null {
    if (!this.keepHistory) return this.apply(this.state, seat, move) ?? null
    const next = structuredClone(this.state)
    const refusal = this.apply(next, seat, move)
    if (refusal) return refusal
    this.history.push(this.state)
    this.state = next
    return null
  }

  /** Takes the last accepted move back. */
  undo(): boolean {
    const previous = this.history.pop()
    if (!previous) return false
    this.state = previous
    return true
  }

  /** A card as the log names it: number and name. */
  name(card: number): string {
    return `${this.cards[card].number} ${this.cards[card].name}`
  }

  /** Strikers aside; Main shuffled (seeded, one stream a seat) until the first five hold a character; five drawn. */
  private setUp(deck: DuelDeck, seat: Seat, options: DuelOptions, log: string[]): DuelPlayer {
    const who = SEAT_NAMES[seat]
    if (deck.main.length < HAND) throw refused(`deck ${who} has ${deck.main.length} cards; an opening hand needs ${HAND}`)
    const order = Int32Array.from(deck.main)
    let redraws = 0
    if (options.seed !== null) {
      if (!deck.main.some((id) => isCharacter(this.cards[id].kind))) throw refused(`deck ${who} has no character, so no opening hand can be kept`)
      const rng = gameRng(options.seed, seat)
      const shuffler = new Shuffler(order.length)
      do {
        if (redraws++ > 0) log.push(`${who} shows a hand with no character and draws again`)
        shuffler.shuffle(order, rng)
      } while (![...order.subarray(0, HAND)].some((id) => isCharacter(this.cards[id].kind)))
    }
    const cards = [...order]
    log.push(`${who} draws ${HAND} cards${options.seed === null ? ' (the deck in the order written)' : ''}`)
    return {
      hp: options.hp,
      sp: 0,
      deck: cards.slice(HAND),
      hand: cards.slice(0, HAND),
      discard: [],
      strikers: [...deck.strikers],
      removed: [],
      ring: Array<DuelFighter | null>(RING_SLOTS).fill(null),
      placed: 0,
    }
  }

  /**
   * The next player's turn: activate (their characters unfreeze, unless a text keeps them frozen), the ● texts that
   * act at the start of a turn, then draw (not on the first player's first turn, nor when a text skips it).
   */
  private startTurn(s: DuelState): void {
    s.turn++
    s.active = other(s.active)
    s.phase = 'main'
    s.attacked = false
    s.turnRules = []
    s.bars = s.bars.filter((b) => b.turn >= s.turn)
    const p = s.players[s.active]
    p.placed = 0
    s.log.push(`Turn ${s.turn}: ${SEAT_NAMES[s.active]}`)
    for (const f of p.ring) {
      if (!f) continue
      f.manyBackUps = false
      if (hasRule(this.facts, f, 'self:never-unfreeze')) {
        if (f.frozen) s.log.push(`${this.name(f.card)} stays frozen (its text)`)
      } else if (f.stayFrozen) {
        f.stayFrozen = false
        s.log.push(`${this.name(f.card)} stays frozen this turn`)
      } else f.frozen = false
    }
    this.hooks(s, 'each-turn-start', s.active)
    this.hooks(s, 'turn-start', s.active)
    if (s.turn === 1 || isOver(s)) return
    // A skipped draw phase skips its extra draws too.
    if (barred(s, s.active, 'draw')) s.log.push(`${SEAT_NAMES[s.active]} skips the draw phase (a text)`)
    else {
      this.draw(s, s.active)
      for (let k = inForce(s, this.facts, 'extra-draw', s.active); k > 0 && !isOver(s); k--) this.draw(s, s.active)
    }
  }

  /** Draws the top card: drawing from an empty deck, or drawing the last card, loses the game. */
  private draw(s: DuelState, seat: Seat): void {
    const p = s.players[seat]
    const card = p.deck.shift()
    if (card === undefined) {
      s.log.push(`${SEAT_NAMES[seat]} has no card to draw`)
      this.lose(s, seat, 'deck-out')
      return
    }
    p.hand.push(card)
    s.log.push(`${SEAT_NAMES[seat]} draws`)
    if (p.deck.length === 0) {
      s.log.push(`That was ${SEAT_NAMES[seat]}'s last card`)
      this.lose(s, seat, 'deck-out')
    }
  }

  private lose(s: DuelState, seat: Seat, ending: 'hp' | 'deck-out'): void {
    if (s.phase === 'over') return
    s.phase = 'over'
    s.pending = null
    s.winner = other(seat)
    s.ending = ending
    s.log.push(`${SEAT_NAMES[other(seat)]} wins`)
  }

  private hit(s: DuelState, seat: Seat, damage: number, what: string): void {
    const p = s.players[seat]
    p.hp = Math.max(0, p.hp - damage)
    s.log.push(`${what}: ${damage} damage, ${SEAT_NAMES[seat]} at ${p.hp} HP`)
    if (p.hp === 0) this.lose(s, seat, 'hp')
  }

  /** A character leaves the ring KO'd: it and its Back-Ups go to its player's discard pile. */
  private ko(s: DuelState, seat: Seat, slot: number): void {
    const p = s.players[seat]
    const f = p.ring[slot]!
    p.ring[slot] = null
    p.discard.push(f.card, ...f.backers)
    s.log.push(`${this.name(f.card)} is KO'd`)
  }

  /** A text the engine does not play: logged and listed, for the players to apply by hand. */
  private byHand(s: DuelState, card: number, what: string): void {
    // A simulated game keeps no list: nobody is there to apply it.
    if (this.keepHistory) s.byHand.push({ turn: s.turn, card, what })
    s.log.push(`${what}: apply its text by hand`)
  }

  /** Changes `s` and returns nothing, or returns why the move is refused (and `s` is unchanged). */
  private apply(s: DuelState, seat: Seat, move: DuelMove): string | void {
    const why = this.check(s, seat, move)
    if (why) return why
    this.carryOut(s, seat, move)
  }

  /**
   * Why `seat`'s move is refused now, or null: every rule a move must keep, checked without changing the game, so
   * the moves a policy may pick (moves.ts) are exactly those the engine accepts.
   */
  check(s: DuelState, seat: Seat, move: DuelMove): string | null {
    if (s.phase === 'over') return 'the game is over'
    const waiting = this.toMove(s)!
    if (seat !== waiting) {
      return s.phase === 'answer' ? `${SEAT_NAMES[waiting]} answers the attack first` : `it is ${SEAT_NAMES[waiting]}'s turn`
    }
    const answering = s.phase === 'answer'
    const answers = move.type === 'react' || move.type === 'counter' || move.type === 'striker-defends' || move.type === 'take'
    if (answering && !answers) return 'an attack waits for its answer: react, counter with a character, defend with a Striker, or take it'
    if (!answering && answers) return 'there is no attack to answer'
    const p = s.players[seat]
    const facts = this.facts
    const inHand = (h: number) => (Number.isInteger(h) && h >= 0 && h < p.hand.length ? p.hand[h] : undefined)
    const mainPhase = s.phase === 'main'
    switch (move.type) {
      case 'place': {
        const card = inHand(move.hand)
        if (card === undefined) return 'no such card in hand'
        if (!isCharacter(this.cards[card].kind)) return `${this.name(card)} is not a character`
        if (!mainPhase) return 'the Main phase is over: an attack has been declared'
        if (!inSlots(move.slot)) return 'no such ring slot'
        if (p.ring[move.slot]) return 'that ring slot is taken'
        if (p.placed > turnRule(s, 'extra-character')) return 'one character a turn enters the ring'
        if (facts[card].bp >= 800 && inForce(s, facts, 'no-800')) return `${this.name(card)} has 800+ BP, and a character in play keeps those out`
        return null
      }
      case 'backup': {
        const card = inHand(move.hand)
        if (card === undefined) return 'no such card in hand'
        if (!mainPhase) return 'the Main phase is over: an attack has been declared'
        const f = inSlots(move.slot) ? p.ring[move.slot] : null
        if (!f) return 'no character in that slot'
        if (!isCharacter(this.cards[card].kind)) return `${this.name(card)} is not a character`
        if (f.entered >= s.turn && !inForce(s, facts, 'back-up-on-entry')) return `${this.name(f.card)} is on standby this turn`
        if (f.frozen) return `${this.name(f.card)} is frozen`
        if (f.backedUpOnTurn === s.turn && !f.manyBackUps && !turnRule(s, 'any-back-ups')) return `${this.name(f.card)} has been backed up this turn`
        const backing = this.cards[card].name
        const listed = this.cards[f.card].backups.filter((b) => b.name === backing).length
        if (listed === 0) return `${backing} is not on ${this.name(f.card)}'s Back-Up list`
        if (f.backers.filter((b) => this.cards[b].name === backing).length >= listed)
          return `${backing} has backed up ${this.name(f.card)} as often as it is listed`
        return null
      }
      case 'action': {
        const card = inHand(move.hand)
        if (card === undefined) return 'no such card in hand'
        if (this.cards[card].kind !== 'action') return `${this.name(card)} is not an action`
        if (!mainPhase && !(turnRule(s, 'free-action') && !s.attacked)) return 'actions are played before the first attack'
        if (barred(s, seat, 'actions')) return 'a text says you cannot play actions this turn'
        const cost = actionCost(s, facts, card)
        if (p.sp < cost) return `${this.name(card)} costs ${cost} SP; ${SEAT_NAMES[seat]} has ${p.sp}`
        return this.cannotPlay(s, seat, card, -1, move.on, card)
      }
      case 'arena': {
        const card = inHand(move.hand)
        if (card === undefined) return 'no such card in hand'
        if (this.cards[card].kind !== 'arena') return `${this.name(card)} is not an arena`
        if (!mainPhase) return 'arenas are played before the first attack'
        return null
      }
      case 'striker': {
        if (!Number.isInteger(move.striker) || move.striker < 0 || move.striker >= p.strikers.length) return 'no such Striker'
        if (!mainPhase) return 'Strikers are sent in before the first attack'
        const target = inSlots(move.at) ? s.players[other(seat)].ring[move.at] : null
        if (!target) return 'a Striker attacks a character in play, and that slot is empty'
        return null
      }
      case 'square': {
        const f = inSlots(move.slot) ? p.ring[move.slot] : null
        if (!f) return 'no character in that slot'
        const ability = this.cards[f.card].ability
        if (ability?.type !== 'square') return `${this.name(f.card)} has no ■ ability`
        if (s.attacked) return '■ abilities come before single attacks and unions'
        if (f.abilityLost) return `${this.name(f.card)} has lost its ability`
        if (inForce(s, facts, 'no-square')) return '■ abilities are disabled while a character in play says so'
        const why =
          f.entered >= s.turn && inForce(s, facts, 'square-on-entry')
            ? f.frozen || f.attackedOnTurn === s.turn
              ? `${this.name(f.card)} has already acted`
              : null
            : cannotAct(s, facts, f, this.name(f.card), false)
        if (why) return why
        return this.cannotPlay(s, seat, f.card, move.slot, move.on, f.card)
      }
      case 'attack':
      case 'union': {
        const slots = move.type === 'attack' ? [move.slot] : move.slots
        if (move.type === 'union' && (!Array.isArray(slots) || slots.length < 2 || slots.length > 3)) return 'a union is two or three characters'
        if (new Set(slots).size !== slots.length) return 'a character joins a union once'
        for (const slot of slots) {
          const f = inSlots(slot) ? p.ring[slot] : null
          if (!f) return `no character in slot ${Number.isInteger(slot) ? slot + 1 : slot}`
          const why = cannotAct(s, facts, f, this.name(f.card), true)
          if (why) return why
        }
        const cost = move.type === 'union' ? this.unionCost(s, slots.length as 2 | 3) : 0
        if (p.sp < cost) return `a union of ${slots.length} costs ${cost} SP; ${SEAT_NAMES[seat]} has ${p.sp}`
        return null
      }
      case 'react': {
        const card = inHand(move.hand)
        if (card === undefined) return 'no such card in hand'
        if (this.cards[card].kind !== 'reaction') return `${this.name(card)} is not a reaction`
        const barring = cannotReact(s, facts)
        if (barring) return barring
        const cost = reactionCost(s, facts, card)
        if (p.sp < cost) return `${this.name(card)} costs ${cost} SP; ${SEAT_NAMES[seat]} has ${p.sp}`
        return this.cannotPlay(s, seat, card, -1, move.on, card)
      }
      case 'counter': {
        const attack = s.pending!
        const f = inSlots(move.slot) ? p.ring[move.slot] : null
        if (!f) return 'no character in that slot'
        if (attack.kind === 'striker' && move.slot !== attack.at)
          return `the Striker attacks ${this.name(p.ring[attack.at]?.card ?? attack.card)}: only it can counter`
        return cannotCounter(s, facts, f, this.name(f.card))
      }
      case 'striker-defends': {
        if (!Number.isInteger(move.striker) || move.striker < 0 || move.striker >= p.strikers.length) return 'no such Striker'
        if (s.pending!.kind === 'striker') return 'a Striker cannot defend against another Striker'
        return null
      }
      case 'take':
      case 'end':
        return null
    }
  }

  /**
   * Why a card's text cannot be played now (its costs cannot be paid, or the character picked does not fit it), or
   * null. The card is still in hand: its costs are counted as they will be once it has left (it pays nothing itself).
   */
  private cannotPlay(s: DuelState, seat: Seat, card: number, slot: number, on: readonly DuelTarget[] | undefined, self: number): string | null {
    const text = this.facts[card].text
    const play = this.playOf(seat, card, slot, on)
    if (on?.length) {
      const who = text && firstPick(text, true)
      if (!who) return `${this.name(card)} picks no character: name none`
      const board = this.board(s, seat)
      if (play.picks?.length !== on.length || play.picks.some((at) => board.occupant(at) < 0)) return 'no character in the target slot'
      if (on.length > pickCount(text!)) return `${this.name(card)} picks ${pickCount(text!)} character${pickCount(text!) === 1 ? '' : 's'}: name no more`
      if (!candidates(board, who, play).includes(play.target!)) return `${this.name(board.occupant(play.target!))} cannot be picked for this text`
    }
    if (!text) return null
    // A card in hand pays with the rest of the hand: take it out to count, and put it back whatever happens.
    const p = s.players[seat]
    const at = slot < 0 ? p.hand.indexOf(self) : -1
    if (at >= 0) p.hand.splice(at, 1)
    try {
      const why = cannotPay(this.board(s, seat), text, play)
      return why ? `${this.name(card)}: ${why}` : null
    } finally {
      if (at >= 0) p.hand.splice(at, 0, self)
    }
  }

  /**
   * The characters `seat` may name for the first pick of a card's text ("1 character", "1 enemy character"), as the
   * move's `on`; none when the text picks no one character.
   */
  targets(s: DuelState, seat: Seat, card: number, slot: number): DuelTarget[] {
    const text = this.facts[card].text
    const who = text && firstPick(text, true)
    if (!who) return []
    const board = this.board(s, seat)
    return candidates(board, who, { card, slot }).map((at) => ({ seat: at < RING_SLOTS ? seat : other(seat), slot: at % RING_SLOTS }))
  }

  /** A play of a card's text by `seat`: a ring slot (−1 for a card from hand) and the character picked, if any. */
  private playOf(seat: Seat, card: number, slot: number, on?: readonly DuelTarget[]): Play {
    const picks = (on ?? []).flatMap((t) =>
      Number.isInteger(t.slot) && t.slot >= 0 && t.slot < RING_SLOTS ? [t.seat === seat ? t.slot : t.slot + RING_SLOTS] : [],
    )
    if (picks.length === 0) return { card, slot }
    // Each pick of one character takes the next named; "as many as you like" takes them all.
    return { card, slot, target: picks[0], picks, targets: picks }
  }

  private unionCost(s: DuelState, size: 2 | 3): number {
    return Math.max(0, UNION_COST[size] - 5 * turnRule(s, 'cheap-unions'))
  }

  /** Carries out a move `check` has let through. */
  private carryOut(s: DuelState, seat: Seat, move: DuelMove): void {
    const p = s.players[seat]
    const facts = this.facts
    switch (move.type) {
      case 'place': {
        const [card] = p.hand.splice(move.hand, 1)
        p.ring[move.slot] = fighter(card, facts[card].bp, s.turn)
        p.placed++
        p.sp += facts[card].sp
        s.log.push(`${SEAT_NAMES[seat]} places ${this.name(card)} in slot ${move.slot + 1} (standby, +${facts[card].sp} SP)`)
        const ability = this.cards[card].ability
        if (ability?.type === 'triangle') {
          if (inForce(s, facts, 'no-triangle')) s.log.push(`${this.name(card)}'s ▲ has no effect while a character in play says so`)
          else this.playCard(s, seat, card, `${this.name(card)} enters: ▲ ${ability.name}`, { card, slot: move.slot })
        }
        // A ● text the engine plays in part or not at all is the players' to keep while the character is in play.
        const reading = facts[card].reading
        if (ability?.type === 'circle' && reading && (reading.class === 'partial' || reading.class === 'not-modelled'))
          this.byHand(s, card, `${this.name(card)} enters: ● ${ability.name} (${reading.reason})`)
        return
      }
      case 'backup': {
        const [card] = p.hand.splice(move.hand, 1)
        const f = p.ring[move.slot]!
        f.backers.push(card)
        f.backedUpOnTurn = s.turn
        f.bp = Math.min(BP_CAP, f.bp + BACK_UP_BONUS)
        s.log.push(`${this.name(card)} backs up ${this.name(f.card)}: ${f.bp} BP`)
        for (let k = inForce(s, facts, 'back-up-draws'); k > 0 && s.phase !== 'over'; k--) this.draw(s, seat)
        return
      }
      case 'action': {
        const [card] = p.hand.splice(move.hand, 1)
        const cost = actionCost(s, facts, card)
        p.sp -= cost
        if (turnRule(s, 'free-action')) s.turnRules = s.turnRules.filter((r) => r !== 'free-action')
        this.playCard(s, seat, card, `${SEAT_NAMES[seat]} plays ${this.name(card)} (−${cost} SP)`, this.playOf(seat, card, -1, move.on))
        // Discarded once its text is done: while it plays, no text finds it in the discard pile.
        p.discard.push(card)
        return
      }
      case 'arena': {
        const [card] = p.hand.splice(move.hand, 1)
        s.arenas.push({ card, owner: seat })
        this.byHand(s, card, `${SEAT_NAMES[seat]} plays the arena ${this.name(card)}`)
        return
      }
      case 'striker': {
        const [card] = p.strikers.splice(move.striker, 1)
        p.removed.push(card)
        s.pending = { kind: 'striker', card, at: move.at }
        s.phase = 'answer'
        s.log.push(`${SEAT_NAMES[seat]} sends the Striker ${this.name(card)} at ${this.name(s.players[other(seat)].ring[move.at]!.card)}`)
        return
      }
      case 'square': {
        const f = p.ring[move.slot]!
        f.frozen = true
        s.phase = 'attacks'
        this.playCard(s, seat, f.card, `${this.name(f.card)} uses ■ ${this.cards[f.card].ability!.name}`, this.playOf(seat, f.card, move.slot, move.on))
        return
      }
      case 'attack':
      case 'union': {
        const slots = move.type === 'attack' ? [move.slot] : move.slots
        const cost = move.type === 'union' ? this.unionCost(s, slots.length as 2 | 3) : 0
        p.sp -= cost
        for (const slot of slots) {
          const f = p.ring[slot]!
          f.attackedOnTurn = s.turn
          // Staying unfrozen is a single attacker's: in a union it freezes (the rule book's Ken).
          if (!(move.type === 'attack' && hasRule(facts, f, 'self:stays-unfrozen')) && !turnRule(s, 'stay-unfrozen')) f.frozen = true
        }
        s.attacked = true
        s.phase = 'answer'
        s.pending = { kind: 'attack', slots: [...slots], union: move.type === 'union' }
        const names = slots.map((slot) => `${this.name(p.ring[slot]!.card)} (${p.ring[slot]!.bp})`)
        s.log.push(move.type === 'attack' ? `${names[0]} attacks` : `Union of ${names.join(', ')} attacks (−${cost} SP)`)
        return
      }
      case 'react': {
        const [card] = p.hand.splice(move.hand, 1)
        const cost = reactionCost(s, facts, card)
        p.sp -= cost
        this.playCard(s, seat, card, `${SEAT_NAMES[seat]} reacts with ${this.name(card)} (−${cost} SP)`, this.playOf(seat, card, -1, move.on))
        p.discard.push(card)
        this.afterReaction(s)
        return
      }
      case 'counter':
        this.counter(s, seat, move.slot)
        return
      case 'striker-defends':
        this.strikerDefends(s, seat, move.striker)
        return
      case 'take':
        this.take(s, seat)
        return
      case 'end':
        s.log.push(`${SEAT_NAMES[seat]} ends the turn`)
        this.hooks(s, 'turn-end', s.active)
        this.hooks(s, 'each-turn-end', s.active)
        if (s.phase !== 'over') this.startTurn(s)
        return
    }
  }

  /** The game seen from `seat` as the texts' board. */
  private board(s: DuelState, seat: Seat): DuelBoard {
    return new DuelBoard(
      s,
      seat,
      this.facts,
      {
        hit: (state, at, damage, what) => this.hit(state, at, damage, what),
        draw: (state, at) => this.draw(state, at),
      },
      this.keepHistory,
    )
  }

  /**
   * Plays a card's text for `seat`: exactly, or in part with the rest to apply by hand, or all of it by hand when
   * the engine does not read it.
   */
  private playCard(s: DuelState, seat: Seat, card: number, what: string, play: Play): void {
    const reading = this.facts[card].reading
    const text = this.facts[card].text
    if (!reading) {
      s.log.push(what)
      return
    }
    if (!text || reading.class === 'not-modelled') {
      this.byHand(s, card, what)
      return
    }
    // A ● text played in part was listed when its character entered the ring; any other, each time it is played.
    if (reading.class === 'partial' && !ACTS_IN_PLAY.has(text.when)) this.byHand(s, card, `${what} (played in part: ${reading.reason})`)
    else s.log.push(what)
    playText(this.board(s, seat), text, play)
  }

  /** Plays the ● texts of `seat`'s characters (or, for "every player's turn", both sides') that act at `when`. */
  private hooks(s: DuelState, when: 'turn-start' | 'turn-end' | 'each-turn-start' | 'each-turn-end', seat: Seat): void {
    const sides: Seat[] = when.startsWith('each') ? [seat, other(seat)] : [seat]
    for (const side of sides) {
      for (let slot = 0; slot < RING_SLOTS && s.phase !== 'over'; slot++) {
        const f = s.players[side].ring[slot]
        if (!f || f.abilityLost || this.facts[f.card].text?.when !== when) continue
        // "Every player's turn": the text acts for the player whose turn it is.
        const actor = when.startsWith('each') ? seat : side
        this.playCard(s, actor, f.card, `${this.name(f.card)}: ${this.cards[f.card].ability?.name ?? 'its ability'}`, {
          card: f.card,
          slot: actor === side ? slot : -1,
        })
      }
    }
  }

  /**
   * A character's own ● text set off by its attack or defence. It acts though the fight KO'd the character (its
   * parts on "this character" then touch nothing), but not once a text has taken its ability.
   */
  private trigger(s: DuelState, seat: Seat, card: number, when: 'after-attack' | 'direct-hit' | 'countered' | 'counters', hit?: number): void {
    if (s.phase === 'over' || this.facts[card].text?.when !== when) return
    const slot = s.players[seat].ring.findIndex((f) => f?.card === card)
    if (slot >= 0 && s.players[seat].ring[slot]!.abilityLost) return
    this.playCard(s, seat, card, `${this.name(card)}: ${this.cards[card].ability?.name ?? 'its ability'}`, {
      card,
      slot,
      ...(hit === undefined ? {} : { hit }),
    })
  }

  /** A single attacker's ● text that acts after it attacks, whatever the answer (void in a union). */
  private afterAttack(s: DuelState, attackers: readonly number[], union: boolean): void {
    if (!union && attackers.length === 1) this.trigger(s, s.active, attackers[0], 'after-attack')
  }

  /**
   * After a reaction: attackers it took out of the ring leave the attack (a union stays a union); an attack left
   * with no attacker ends; a failed one ends with its attackers frozen.
   */
  private afterReaction(s: DuelState): void {
    const attack = s.pending
    if (s.phase === 'over' || !attack) return
    if (attack.kind === 'striker') {
      // A Striker attacks a character: once a reaction has taken it out of the ring, the Striker is spent.
      if (!s.players[other(s.active)].ring[attack.at]) {
        s.log.push("The Striker's character has left the ring: the Striker is spent")
        this.answered(s)
      }
      return
    }
    const ring = s.players[s.active].ring
    attack.slots = attack.slots.filter((slot) => ring[slot] !== null)
    if (attack.slots.length === 0) {
      s.log.push('No attacker is left: the attack ends')
      this.answered(s)
    } else if (attack.stopped) {
      s.log.push('The attack fails: the attackers are withdrawn and frozen')
      for (const slot of attack.slots) ring[slot]!.frozen = true
      const attackers = attack.slots.map((slot) => ring[slot]!.card)
      this.answered(s)
      this.afterAttack(s, attackers, attack.union)
    }
  }

  private counter(s: DuelState, seat: Seat, slot: number): void {
    const attack = s.pending!
    const p = s.players[seat]
    const f = p.ring[slot]!
    f.counteredOnTurn = s.turn
    s.log.push(`${SEAT_NAMES[seat]} counters with ${this.name(f.card)} (${f.bp})`)
    const defender = f.card
    if (attack.kind === 'striker') {
      f.bp = Math.max(0, f.bp - STRIKER_DAMAGE)
      s.log.push(`${this.name(f.card)} takes the Striker's ${STRIKER_DAMAGE}: ${f.bp} BP`)
      if (f.bp === 0) this.ko(s, seat, slot)
    } else {
      const side = s.players[s.active]
      const attackers = attack.slots.map((a) => side.ring[a]!.card)
      const bps = attack.slots.map((a) => fightBp(s, this.facts, s.active, side.ring[a]!))
      // A single attacker whose text says so hits HP though countered.
      const through = !attack.union && hasRule(this.facts, side.ring[attack.slots[0]]!, 'self:goes-through')
      // A character whose text says so counters at the (first) attacker's BP.
      if (hasRule(this.facts, f, 'self:counter-matches')) {
        f.bp = bps[0]
        s.log.push(`${this.name(f.card)} counters at ${f.bp} BP (its text)`)
      }
      const defence = fightBp(s, this.facts, seat, f)
      const fight = unionHits(bps, defence, attack.union)
      this.settle(s, attack.slots, bps, fight.attackers)
      f.bp = afterFight(f.bp, defence, fight.defender)
      if (fight.defender === 0) this.ko(s, seat, slot)
      else s.log.push(`${this.name(f.card)} is at ${f.bp} BP`)
      if (fight.pierce > 0) {
        if (attack.shield) s.log.push('The union pierces nothing (a reaction)')
        else this.hit(s, seat, Math.min(UNION_BP_CAP, fight.pierce), 'The union pierces')
      }
      if (through) this.hit(s, seat, bps[0], 'The attack goes through to HP (its text)')
      for (const card of attackers) this.trigger(s, s.active, card, 'countered')
      this.trigger(s, seat, defender, 'counters')
      this.afterAttack(s, attackers, attack.union)
    }
    if (attack.kind === 'striker') this.trigger(s, seat, defender, 'counters')
    this.answered(s)
  }

  private strikerDefends(s: DuelState, seat: Seat, striker: number): void {
    const attack = s.pending as Extract<DuelState['pending'], { kind: 'attack' }>
    const p = s.players[seat]
    const [card] = p.strikers.splice(striker, 1)
    p.removed.push(card)
    s.log.push(`${SEAT_NAMES[seat]} defends with the Striker ${this.name(card)} (${STRIKER_DAMAGE})`)
    const side = s.players[s.active]
    const attackers = attack.slots.map((a) => side.ring[a]!.card)
    const bps = attack.slots.map((a) => fightBp(s, this.facts, s.active, side.ring[a]!))
    const fight = unionHits(bps, STRIKER_DAMAGE, attack.union)
    this.settle(s, attack.slots, bps, fight.attackers)
    s.log.push(`The Striker ${this.name(card)} is removed from the game`)
    if (fight.pierce > 0 && !attack.shield) this.hit(s, seat, Math.min(UNION_BP_CAP, fight.pierce), 'The union pierces')
    // A Striker's defence answers the attack as a counter does.
    for (const attacker of attackers) this.trigger(s, s.active, attacker, 'countered')
    this.afterAttack(s, attackers, attack.union)
    this.answered(s)
  }

  private take(s: DuelState, seat: Seat): void {
    const attack = s.pending!
    if (attack.kind === 'striker') this.hit(s, seat, STRIKER_DAMAGE, `${SEAT_NAMES[seat]} takes the Striker`)
    else if (attack.withdrawIfTaken) {
      s.log.push('The attackers are withdrawn (a reaction): no damage')
      // Their abilities still apply (the reaction says so): those that act after an attack do.
      this.afterAttack(
        s,
        attack.slots.map((a) => s.players[s.active].ring[a]!.card),
        attack.union,
      )
    } else {
      const side = s.players[s.active]
      const single = !attack.union
      const first = side.ring[attack.slots[0]]!
      const damage = single
        ? hasRule(this.facts, first, 'self:direct-600')
          ? 600
          : fightBp(s, this.facts, s.active, first)
        : Math.min(
            UNION_BP_CAP,
            attack.slots.reduce((sum, a) => sum + fightBp(s, this.facts, s.active, side.ring[a]!), 0),
          )
      this.hit(s, seat, damage, `${SEAT_NAMES[seat]} takes the attack`)
      // ● texts set off by a direct hit or by attacking are void in a union (docs/rules.md).
      if (single) {
        this.trigger(s, s.active, first.card, 'direct-hit', damage)
        this.trigger(s, s.active, first.card, 'after-attack')
      }
    }
    this.answered(s)
  }

  /** The attackers' BP after the fight (from their fighting BP before and after): each at 0 is KO'd. */
  private settle(s: DuelState, slots: number[], fought: number[], after: number[]): void {
    const ring = s.players[s.active].ring
    slots.forEach((slot, k) => {
      const f = ring[slot]!
      const before = f.bp
      f.bp = afterFight(f.bp, fought[k], after[k])
      if (after[k] === 0) this.ko(s, s.active, slot)
      else if (f.bp !== before) s.log.push(`${this.name(f.card)} is at ${f.bp} BP`)
    })
  }

  /** The attack is answered: a Striker leaves the Main phase open (it comes before attacks), an attack does not. */
  private answered(s: DuelState): void {
    if (s.phase === 'over') return
    s.phase = s.pending!.kind === 'striker' ? 'main' : 'attacks'
    s.pending = null
  }
}

/** A character as it enters the ring. */
export function fighter(card: number, bp: number, turn: number): DuelFighter {
  return {
    card,
    bp,
    entered: turn,
    frozen: false,
    backers: [],
    backedUpOnTurn: 0,
    counteredOnTurn: 0,
    attackedOnTurn: 0,
    abilityLost: false,
    stayFrozen: false,
    manyBackUps: false,
    noAttackOnTurn: 0,
    noCounterOnTurn: 0,
  }
}

/** The moments a ● text acts at while its character is in play. */
const ACTS_IN_PLAY = new Set<When>(['turn-start', 'turn-end', 'each-turn-start', 'each-turn-end', 'after-attack', 'direct-hit', 'countered', 'counters'])

/** How many characters a text picks one by one (each "1 character", its cost's too); "as many as you like": any. */
function pickCount(text: Text): number {
  const one = (who: Who) => (who.pick === 'any-number' ? Infinity : who.pick === 'one' || who.pick === 'other' || who.pick === 'all-but-one' ? 1 : 0)
  const count = (ops: readonly Op[]): number =>
    ops.reduce((n, o) => n + (o.op === 'choose' ? Math.max(...o.options.map(count)) : 'who' in o ? one(o.who) : 0), 0)
  return (text.cost ?? []).reduce((n, c) => n + (c.cost === 'ko' ? one(c.who) : 0), 0) + count(text.ops)
}

/** Whether the game has ended (read anew: a text or a draw may have just ended it). */
const isOver = (s: DuelState) => s.phase === 'over'

const inSlots = (slot: number) => Number.isInteger(slot) && slot >= 0 && slot < RING_SLOTS

/**
 * A copy of a game to play on, its log left empty: every array and object of the state copied by hand, which is many
 * times quicker than structuredClone for the greedy player's thousands of trial games (bench/duel.bench.ts).
 */
function copyState(s: DuelState): DuelState {
  const player = (p: DuelPlayer): DuelPlayer => ({
    ...p,
    deck: p.deck.slice(),
    hand: p.hand.slice(),
    discard: p.discard.slice(),
    strikers: p.strikers.slice(),
    removed: p.removed.slice(),
    ring: p.ring.map((f) => f && { ...f, backers: f.backers.slice() }),
  })
  return {
    ...s,
    pending: s.pending && (s.pending.kind === 'attack' ? { ...s.pending, slots: s.pending.slots.slice() } : { ...s.pending }),
    turnRules: s.turnRules.slice(),
    bars: s.bars.map((b) => ({ ...b })),
    arenas: s.arenas.map((a) => ({ ...a })),
    players: [player(s.players[0]), player(s.players[1])],
    log: [],
    byHand: s.byHand.slice(),
  }
}
