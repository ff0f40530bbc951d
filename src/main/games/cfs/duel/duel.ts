// Card Fighters Special for two players, move by move: both players' turns in full, the attacks and the defender's
// Counter-Attack phase (counters, unions, Strikers, reactions). Every move is checked and refused with the rule it
// breaks; every accepted move is logged and can be undone. The rules, and what the rule book leaves open, are in
// docs/rules.md ("Head to head"). Card texts are not played yet: each one met is logged and listed to apply by hand.
import type { Card } from '../../../../shared/card'
import { isCharacter } from '../../../../shared/card'
import { SEAT_NAMES, type DuelFighter, type DuelMove, type DuelPlayer, type DuelState, type Seat } from '../../../../shared/games/cfs/duel'
import { refused } from '../../../../shared/errors'
import { gameRng, Shuffler } from '../../../core/rng'
import { BACK_UP_BONUS, BP_CAP, HAND, RING_SLOTS, STRIKER_DAMAGE, UNION_BP_CAP, UNION_COST } from '../goldfish/rules'
import { unionHits } from './combat'

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

  constructor(
    readonly cards: readonly Card[],
    decks: readonly [DuelDeck, DuelDeck],
    options: DuelOptions,
  ) {
    const log: string[] = []
    const players = decks.map((deck, seat) => this.setUp(deck, seat as Seat, options, log)) as [DuelPlayer, DuelPlayer]
    this.state = {
      turn: 0,
      active: other(options.first),
      first: options.first,
      phase: 'main',
      pending: null,
      attacked: false,
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
  fork(): Duel {
    const duel = Object.create(Duel.prototype) as Duel
    Object.assign(duel, { cards: this.cards, history: [], keepHistory: false, state: copyState(this.state) })
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

  /** The next player's turn: activate (their characters unfreeze), then draw (not on the first player's first turn). */
  private startTurn(s: DuelState): void {
    s.turn++
    s.active = other(s.active)
    s.phase = 'main'
    s.attacked = false
    const p = s.players[s.active]
    p.placed = 0
    s.log.push(`Turn ${s.turn}: ${SEAT_NAMES[s.active]}`)
    for (const f of p.ring) if (f) f.frozen = false
    if (s.turn > 1) this.draw(s, s.active)
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
    s.byHand.push({ turn: s.turn, card, what })
    s.log.push(`${what}: apply its text by hand`)
  }

  /** Changes `s` and returns nothing, or returns why the move is refused. */
  private apply(s: DuelState, seat: Seat, move: DuelMove): string | void {
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
    const inHand = (h: number) => (Number.isInteger(h) && h >= 0 && h < p.hand.length ? p.hand[h] : undefined)
    const mainPhase = () => (s.phase === 'main' ? null : 'the Main phase is over: an attack has been declared')
    switch (move.type) {
      case 'place': {
        const card = inHand(move.hand)
        if (card === undefined) return 'no such card in hand'
        if (!isCharacter(this.cards[card].kind)) return `${this.name(card)} is not a character`
        const late = mainPhase()
        if (late) return late
        if (!inSlots(move.slot)) return 'no such ring slot'
        if (p.ring[move.slot]) return 'that ring slot is taken'
        if (p.placed >= 1) return 'one character a turn enters the ring'
        p.hand.splice(move.hand, 1)
        p.ring[move.slot] = { card, bp: this.cards[card].bp ?? 0, entered: s.turn, frozen: false, backers: [], backedUpOnTurn: 0, counteredOnTurn: 0 }
        p.placed++
        p.sp += this.cards[card].sp ?? 0
        s.log.push(`${SEAT_NAMES[seat]} places ${this.name(card)} in slot ${move.slot + 1} (standby, +${this.cards[card].sp ?? 0} SP)`)
        if (this.cards[card].ability?.type === 'triangle') this.byHand(s, card, `${this.name(card)} enters: ▲ ${this.cards[card].ability!.name}`)
        return
      }
      case 'backup': {
        const card = inHand(move.hand)
        if (card === undefined) return 'no such card in hand'
        const late = mainPhase()
        if (late) return late
        const f = inSlots(move.slot) ? p.ring[move.slot] : null
        if (!f) return 'no character in that slot'
        if (!isCharacter(this.cards[card].kind)) return `${this.name(card)} is not a character`
        if (f.entered >= s.turn) return `${this.name(f.card)} is on standby this turn`
        if (f.frozen) return `${this.name(f.card)} is frozen`
        if (f.backedUpOnTurn === s.turn) return `${this.name(f.card)} has been backed up this turn`
        const backing = this.cards[card].name
        const listed = this.cards[f.card].backups.filter((b) => b.name === backing).length
        if (listed === 0) return `${backing} is not on ${this.name(f.card)}'s Back-Up list`
        if (f.backers.filter((b) => this.cards[b].name === backing).length >= listed)
          return `${backing} has backed up ${this.name(f.card)} as often as it is listed`
        p.hand.splice(move.hand, 1)
        f.backers.push(card)
        f.backedUpOnTurn = s.turn
        f.bp = Math.min(BP_CAP, f.bp + BACK_UP_BONUS)
        s.log.push(`${this.name(card)} backs up ${this.name(f.card)}: ${f.bp} BP`)
        return
      }
      case 'action': {
        const card = inHand(move.hand)
        if (card === undefined) return 'no such card in hand'
        if (this.cards[card].kind !== 'action') return `${this.name(card)} is not an action`
        const late = mainPhase()
        if (late) return 'actions are played before the first attack'
        const cost = this.cards[card].cost ?? 0
        if (p.sp < cost) return `${this.name(card)} costs ${cost} SP; ${SEAT_NAMES[seat]} has ${p.sp}`
        p.hand.splice(move.hand, 1)
        p.sp -= cost
        p.discard.push(card)
        this.byHand(s, card, `${SEAT_NAMES[seat]} plays ${this.name(card)} (−${cost} SP)`)
        return
      }
      case 'arena': {
        const card = inHand(move.hand)
        if (card === undefined) return 'no such card in hand'
        if (this.cards[card].kind !== 'arena') return `${this.name(card)} is not an arena`
        if (mainPhase()) return 'arenas are played before the first attack'
        p.hand.splice(move.hand, 1)
        s.arenas.push({ card, owner: seat })
        this.byHand(s, card, `${SEAT_NAMES[seat]} plays the arena ${this.name(card)}`)
        return
      }
      case 'striker': {
        if (!Number.isInteger(move.striker) || move.striker < 0 || move.striker >= p.strikers.length) return 'no such Striker'
        if (mainPhase()) return 'Strikers are sent in before the first attack'
        const target = inSlots(move.at) ? s.players[other(seat)].ring[move.at] : null
        if (!target) return 'a Striker attacks a character in play, and that slot is empty'
        const [card] = p.strikers.splice(move.striker, 1)
        p.removed.push(card)
        s.pending = { kind: 'striker', card, at: move.at }
        s.phase = 'answer'
        s.log.push(`${SEAT_NAMES[seat]} sends the Striker ${this.name(card)} at ${this.name(target.card)}`)
        return
      }
      case 'square': {
        const f = inSlots(move.slot) ? p.ring[move.slot] : null
        if (!f) return 'no character in that slot'
        const ability = this.cards[f.card].ability
        if (ability?.type !== 'square') return `${this.name(f.card)} has no ■ ability`
        if (s.attacked) return '■ abilities come before single attacks and unions'
        const why = this.cannotAct(s, f)
        if (why) return why
        f.frozen = true
        s.phase = 'attacks'
        this.byHand(s, f.card, `${this.name(f.card)} uses ■ ${ability.name}`)
        return
      }
      case 'attack':
      case 'union': {
        const slots = move.type === 'attack' ? [move.slot] : move.slots
        if (move.type === 'union' && (slots.length < 2 || slots.length > 3)) return 'a union is two or three characters'
        if (new Set(slots).size !== slots.length) return 'a character joins a union once'
        for (const slot of slots) {
          const f = inSlots(slot) ? p.ring[slot] : null
          if (!f) return `no character in slot ${Number.isInteger(slot) ? slot + 1 : slot}`
          const why = this.cannotAct(s, f)
          if (why) return why
        }
        const cost = move.type === 'union' ? UNION_COST[slots.length as 2 | 3] : 0
        if (p.sp < cost) return `a union of ${slots.length} costs ${cost} SP; ${SEAT_NAMES[seat]} has ${p.sp}`
        p.sp -= cost
        for (const slot of slots) p.ring[slot]!.frozen = true
        s.attacked = true
        s.phase = 'answer'
        s.pending = { kind: 'attack', slots: [...slots] }
        const names = slots.map((slot) => `${this.name(p.ring[slot]!.card)} (${p.ring[slot]!.bp})`)
        s.log.push(move.type === 'attack' ? `${names[0]} attacks` : `Union of ${names.join(', ')} attacks (−${cost} SP)`)
        return
      }
      case 'react': {
        const card = inHand(move.hand)
        if (card === undefined) return 'no such card in hand'
        if (this.cards[card].kind !== 'reaction') return `${this.name(card)} is not a reaction`
        const cost = this.cards[card].cost ?? 0
        if (p.sp < cost) return `${this.name(card)} costs ${cost} SP; ${SEAT_NAMES[seat]} has ${p.sp}`
        p.hand.splice(move.hand, 1)
        p.sp -= cost
        p.discard.push(card)
        this.byHand(s, card, `${SEAT_NAMES[seat]} reacts with ${this.name(card)} (−${cost} SP)`)
        return
      }
      case 'counter':
        return this.counter(s, seat, move.slot)
      case 'striker-defends':
        return this.strikerDefends(s, seat, move.striker)
      case 'take':
        this.take(s, seat)
        return
      case 'end':
        s.log.push(`${SEAT_NAMES[seat]} ends the turn`)
        this.startTurn(s)
        return
    }
  }

  /** Why a character cannot attack or use its ■ ability now, or null. */
  private cannotAct(s: DuelState, f: DuelFighter): string | null {
    if (f.entered >= s.turn) return `${this.name(f.card)} is on standby this turn`
    if (f.frozen) return `${this.name(f.card)} is frozen`
    return null
  }

  private counter(s: DuelState, seat: Seat, slot: number): string | void {
    const attack = s.pending!
    const p = s.players[seat]
    const f = inSlots(slot) ? p.ring[slot] : null
    if (!f) return 'no character in that slot'
    if (attack.kind === 'striker' && slot !== attack.at) return `the Striker attacks ${this.name(p.ring[attack.at]!.card)}: only it can counter`
    if (f.frozen) return `${this.name(f.card)} is frozen: a frozen character cannot counter`
    if (f.counteredOnTurn === s.turn) return `${this.name(f.card)} has countered an attacker this turn`
    f.counteredOnTurn = s.turn
    s.log.push(`${SEAT_NAMES[seat]} counters with ${this.name(f.card)} (${f.bp})`)
    if (attack.kind === 'striker') {
      f.bp = Math.max(0, f.bp - STRIKER_DAMAGE)
      s.log.push(`${this.name(f.card)} takes the Striker's ${STRIKER_DAMAGE}: ${f.bp} BP`)
      if (f.bp === 0) this.ko(s, seat, slot)
    } else {
      const attackers = s.players[s.active].ring
      const fight = unionHits(
        attack.slots.map((a) => attackers[a]!.bp),
        f.bp,
      )
      this.settle(s, attack.slots, fight.attackers)
      f.bp = fight.defender
      if (f.bp === 0) this.ko(s, seat, slot)
      else s.log.push(`${this.name(f.card)} is at ${f.bp} BP`)
      if (fight.pierce > 0) this.hit(s, seat, Math.min(UNION_BP_CAP, fight.pierce), 'The union pierces')
    }
    this.answered(s)
  }

  private strikerDefends(s: DuelState, seat: Seat, striker: number): string | void {
    const attack = s.pending!
    const p = s.players[seat]
    if (!Number.isInteger(striker) || striker < 0 || striker >= p.strikers.length) return 'no such Striker'
    if (attack.kind === 'striker') return 'a Striker cannot defend against another Striker'
    const [card] = p.strikers.splice(striker, 1)
    p.removed.push(card)
    s.log.push(`${SEAT_NAMES[seat]} defends with the Striker ${this.name(card)} (${STRIKER_DAMAGE})`)
    const attackers = s.players[s.active].ring
    const fight = unionHits(
      attack.slots.map((a) => attackers[a]!.bp),
      STRIKER_DAMAGE,
    )
    this.settle(s, attack.slots, fight.attackers)
    s.log.push(`The Striker ${this.name(card)} is removed from the game`)
    if (fight.pierce > 0) this.hit(s, seat, Math.min(UNION_BP_CAP, fight.pierce), 'The union pierces')
    this.answered(s)
  }

  private take(s: DuelState, seat: Seat): void {
    const attack = s.pending!
    if (attack.kind === 'striker') this.hit(s, seat, STRIKER_DAMAGE, `${SEAT_NAMES[seat]} takes the Striker`)
    else {
      const attackers = s.players[s.active].ring
      const total = attack.slots.reduce((sum, a) => sum + attackers[a]!.bp, 0)
      this.hit(s, seat, attack.slots.length > 1 ? Math.min(UNION_BP_CAP, total) : total, `${SEAT_NAMES[seat]} takes the attack`)
    }
    this.answered(s)
  }

  /** The attackers' BP after the fight: each at 0 is KO'd. */
  private settle(s: DuelState, slots: number[], after: number[]): void {
    const ring = s.players[s.active].ring
    slots.forEach((slot, k) => {
      const f = ring[slot]!
      const before = f.bp
      f.bp = after[k]
      if (f.bp === 0) this.ko(s, s.active, slot)
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
    pending: s.pending && (s.pending.kind === 'attack' ? { kind: 'attack', slots: s.pending.slots.slice() } : { ...s.pending }),
    arenas: s.arenas.map((a) => ({ ...a })),
    players: [player(s.players[0]), player(s.players[1])],
    log: [],
    byHand: s.byHand.slice(),
  }
}
