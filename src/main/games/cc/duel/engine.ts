// Capcom Crossovers for two, 1 on 1, move by move (rule book v3, sections 2 to 6; docs/games.md, "Capcom Crossovers
// for two"). Each player deals 7 and may take one mulligan; the active player draws, then blocks, attacks or passes;
// the defender answers the first attack (takes it, dodges, counters, or a tech hit against a throw; a block laid on
// their last turn meets it alone); the combo goes on where the rules let it; the clean-up is the solo table's
// (clean-up.ts). Every move is checked and refused with the rule it breaks, logged, and can be undone; each player's
// shuffles draw from numbered streams of the seed.
import { CC_SEATS, type CcDuelMove, type CcDuelPlayer, type CcDuelState, type CcLaid, type CcSeat } from '../../../../shared/games/cc/duel'
import { refused } from '../../../../shared/errors'
import { gameRng, shufflePrefix } from '../../../core/rng'
import { formatCard, numberValue, type Card } from '../cards'
import { scoreCombo, type ComboStep } from '../combo'
import { HAND_SIZE } from '../goldfish'
import { combatOf, sheetErrors, type CharacterSheet } from '../sheet'
import { DECK } from '../table'
import { bank, cannotEndTurn, card, discardDown, freshCleanUp, searchAce } from '../clean-up'
import { answerAttack, blockAttack, cannotDodge, cannotTechHit, dodgeValue, dodges, type Strike } from '../defence'

export interface CcDuelOptions {
  seed: number
  first: CcSeat
  /** Each player's deck top first, instead of a seeded shuffle: for tests and for replaying a known deal. */
  stacked?: readonly [readonly string[], readonly string[]]
}

const other = (seat: CcSeat): CcSeat => (seat === 0 ? 1 : 0)

/** An attack read from the cards a player lays: the step as the combo rules score it, and how a defence meets it. */
interface Read {
  step: ComboStep
  strike: Strike
}

export class CcDuel {
  private history: CcDuelState[] = []
  state: CcDuelState

  constructor(
    readonly sheets: readonly [CharacterSheet, CharacterSheet],
    options: CcDuelOptions,
  ) {
    for (const sheet of sheets) {
      const errors = sheetErrors(sheet)
      if (errors.length > 0) throw refused(`${sheet.name} cannot play: ${errors[0].field}: ${errors[0].message}`)
    }
    const players = ([0, 1] as const).map((seat): CcDuelPlayer => {
      const sheet = sheets[seat]
      const deck = options.stacked ? stackedDeck(options.stacked[seat]) : shuffled(DECK, options.seed, seat)
      return {
        character: { id: sheet.id, name: sheet.name },
        hp: sheet.hp,
        library: deck.slice(HAND_SIZE),
        hand: deck.slice(0, HAND_SIZE),
        meter: [],
        discard: [],
        block: null,
        mulligan: 'open',
        kept: false,
        banked: false,
        discarded: 0,
        searched: false,
        shuffles: options.stacked ? 0 : 1,
      }
    }) as [CcDuelPlayer, CcDuelPlayer]
    this.state = {
      seed: options.seed,
      turn: 0,
      active: options.first,
      first: options.first,
      phase: 'opening',
      players,
      laid: null,
      result: null,
      log: [`Seed ${options.seed}; A ${sheets[0].name} against B ${sheets[1].name}, ${CC_SEATS[options.first]} going first`],
    }
  }

  /** The seat the game waits for: each player's opening in turn, the defender's answers, else the active player; null once over. */
  toMove(s: CcDuelState = this.state): CcSeat | null {
    switch (s.phase) {
      case 'over':
        return null
      case 'opening':
        return s.players[s.first].kept ? other(s.first) : s.first
      case 'answer':
      case 'counter-combo':
      case 'shot':
        return other(s.active)
      default:
        return s.active
    }
  }

  /** Plays `seat`'s move and returns null, or returns why it is refused (and the game does not change). */
  play(seat: CcSeat, move: CcDuelMove): string | null {
    const waiting = this.toMove()
    if (waiting === null) return 'the game is over'
    if (seat !== waiting) return `it is ${CC_SEATS[waiting]}'s move`
    const next = structuredClone(this.state)
    const refusal = this.apply(next, seat, move)
    if (refusal !== null) return refusal
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

  private apply(s: CcDuelState, seat: CcSeat, move: CcDuelMove): string | null {
    const p = s.players[seat]
    const sheet = this.sheets[seat]
    const log = (line: string) => s.log.push(`${CC_SEATS[seat]}: ${line}`)
    switch (move.type) {
      case 'mulligan':
      case 'keep':
        return this.opening(s, seat, move.type)
      case 'draw':
        return this.draw(s, seat, move.count)
      case 'block':
        return this.block(s, seat, move.card)
      case 'pass':
        if (s.phase !== 'combat') return 'a turn is passed in its combat phase'
        log('no attack this turn')
        s.phase = 'clean-up'
        return null
      case 'attack':
        return this.attack(s, seat, move.cards, move.move)
      case 'take':
        return this.take(s, seat)
      case 'dodge':
        return this.dodge(s, seat)
      case 'counter':
        return this.counter(s, seat, move.cards, move.move)
      case 'tech':
        return this.techHit(s, seat, move.cards)
      case 'combo':
        return this.combo(s, seat, move.cards, move.named ?? {})
      case 'shot':
        return this.shot(s, seat, move.cards, move.move)
      case 'bank':
        return s.phase === 'clean-up' ? bank(p, sheet, move.card, log) : 'cards go to the super meter in the clean-up, after combat'
      case 'discard':
        return s.phase === 'clean-up' ? discardDown(p, sheet, move.card, log) : 'cards are discarded down to Endurance in the clean-up'
      case 'search':
        if (s.phase !== 'clean-up') return 'the ace search is made in the clean-up'
        return searchAce(p, sheet, move, (cards) => shuffled(cards, s.seed, 2 * p.shuffles++ + seat), log)
      case 'end-turn': {
        if (s.phase !== 'clean-up') return 'the turn ends after its clean-up'
        const refusal = cannotEndTurn(p, sheet)
        if (refusal) return refusal
        this.startTurn(s)
        return null
      }
      default:
        return 'not a move of Capcom Crossovers for two'
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // The opening, the turn and the draw phase

  /** Each player keeps their seven or reshuffles them once ("Each player may only take one mulligan per game"). */
  private opening(s: CcDuelState, seat: CcSeat, choice: 'mulligan' | 'keep'): string | null {
    if (s.phase !== 'opening') return 'the opening hands have been kept: a mulligan is only taken before the first turn'
    const p = s.players[seat]
    if (choice === 'mulligan') {
      if (p.mulligan !== 'open') return 'each player may only take one mulligan per game'
      const deck = shuffled([...p.hand, ...p.library], s.seed, 2 * p.shuffles++ + seat)
      p.hand = deck.slice(0, HAND_SIZE)
      p.library = deck.slice(HAND_SIZE)
      p.mulligan = 'taken'
      s.log.push(`${CC_SEATS[seat]}: mulligan, the hand shuffled back and seven drawn again`)
      return null
    }
    if (p.mulligan === 'open') p.mulligan = 'kept'
    p.kept = true
    s.log.push(`${CC_SEATS[seat]}: keeps the opening hand`)
    if (s.players.every((x) => x.kept)) this.startTurn(s)
    return null
  }

  /**
   * A new turn: a block the opponent did not attack comes back to its player's hand; the draw phase, skipped on the
   * first player's turn 1; a player who cannot take a draw phase ends the game on time, the higher HP winning.
   */
  private startTurn(s: CcDuelState): void {
    s.turn++
    if (s.turn > 1) s.active = other(s.active)
    const p = s.players[s.active]
    freshCleanUp(p)
    s.log.push(`Turn ${s.turn}: ${CC_SEATS[s.active]}`)
    if (p.block !== null) {
      p.hand.push(p.block)
      s.log.push(`${CC_SEATS[s.active]}: the block card ${p.block} comes back to the hand (no attack met it)`)
      p.block = null
    }
    if (s.turn === 1) {
      s.phase = 'combat'
      return
    }
    if (p.library.length === 0) {
      const [a, b] = s.players.map((x) => x.hp)
      const winner: CcSeat | null = a > b ? 0 : b > a ? 1 : null
      s.phase = 'over'
      s.result = { winner, outcome: 'time-over', turn: s.turn }
      s.log.push(`Time over: ${CC_SEATS[s.active]} cannot draw; ${winner === null ? 'equal HP, a draw' : `${CC_SEATS[winner]} wins on HP`} (${a} to ${b})`)
      return
    }
    s.phase = 'draw'
  }

  private draw(s: CcDuelState, seat: CcSeat, count: number): string | null {
    if (s.phase !== 'draw') return 'cards are drawn in the draw phase, at the start of the turn'
    const p = s.players[seat]
    const speed = this.sheets[seat].speed
    const most = Math.min(speed, p.library.length)
    if (!Number.isInteger(count) || count < 1 || count > most) {
      const pile = p.library.length < speed ? ` (the draw pile holds ${p.library.length})` : ''
      return `draw from 1 to ${most} cards: at least one card must be drawn, at most ${this.sheets[seat].name}'s Speed (${speed})${pile}`
    }
    p.hand.push(...p.library.splice(0, count))
    s.phase = 'combat'
    s.log.push(`${CC_SEATS[seat]}: draws ${count}`)
    return null
  }

  // -------------------------------------------------------------------------------------------------------------
  // Combat: a block, the first attack and its answer, the rest of a combo

  /** "take a card from your hand that is of equal or lesser value than your character's strength stat, and place it face down". */
  private block(s: CcDuelState, seat: CcSeat, written: string): string | null {
    if (s.phase !== 'combat') return 'a block is laid in the combat phase, instead of attacking'
    const p = s.players[seat]
    const at = p.hand.indexOf(written)
    if (at < 0) return `${written} is not in the hand`
    const value = numberValue(card(written))
    const strength = this.sheets[seat].strength
    if (value === null || value > strength)
      return `a block is a number card at or below ${this.sheets[seat].name}'s Strength (${strength}); ${written} is not one`
    p.hand.splice(at, 1)
    p.block = written
    s.phase = 'clean-up'
    s.log.push(`${CC_SEATS[seat]}: blocks with a card face down`)
    return null
  }

  private attack(s: CcDuelState, seat: CcSeat, cards: readonly string[], named: string | undefined): string | null {
    if (s.phase !== 'combat') return 'an attack is made in the combat phase, after the draw'
    const read = this.readOne(s, seat, cards, named, false)
    if (typeof read === 'string') return read
    this.lay(s, seat, cards, named, 'attack')
    s.log.push(`${CC_SEATS[seat]}: attacks with ${described(read.step)}`)
    const them = other(seat)
    const defender = s.players[them]
    if (defender.block === null) {
      s.phase = 'answer'
      return null
    }
    // A block laid last turn meets the attack alone: "You may not counter with any moves while blocking."
    const value = numberValue(card(defender.block))!
    const blocked = blockAttack(read.strike, value, this.sheets[them].defenseBonus)
    const back = blocked.blockCard === 'hand'
    ;(back ? defender.hand : defender.discard).push(defender.block)
    s.log.push(
      `${CC_SEATS[them]}: the block ${defender.block} meets it` +
        (blocked.absorbed ? `, taking ${blocked.absorbed} off` : ', and is broken') +
        `; the block card ${back ? 'comes back to the hand' : 'is discarded'}`,
    )
    defender.block = null
    this.hit(s, them, blocked.damage)
    if (isOver(s)) return null
    // After a blocked first attack only a throw or an unblockable move goes on into a combo.
    if (blocked.combo) this.goOn(s, 'combo')
    else this.endCombat(s)
    return null
  }

  private take(s: CcDuelState, seat: CcSeat): string | null {
    if (s.phase !== 'answer') return 'there is no attack to answer'
    const read = this.laidRead(s)
    s.log.push(`${CC_SEATS[seat]}: takes it`)
    this.hit(s, seat, read.step.damage)
    if (!isOver(s)) this.goOn(s, 'combo')
    return null
  }

  /** "the defending player flips the top card of his or her draw pile ... and then discards it". */
  private dodge(s: CcDuelState, seat: CcSeat): string | null {
    if (s.phase !== 'answer') return 'a dodge answers the first attack of a combat phase'
    const read = this.laidRead(s)
    const why = cannotDodge(read.strike)
    if (why) return why
    const p = s.players[seat]
    const top = p.library.shift()
    if (top === undefined) return 'there is no card to flip: the draw pile is empty'
    p.discard.push(top)
    const agility = this.sheets[seat].agility
    if (dodges(card(top), agility)) {
      s.log.push(`${CC_SEATS[seat]}: dodges, flipping ${top} (${dodgeValue(card(top))}, Agility ${agility})`)
      // "the opponent's attack is avoided and they discard the card used to attack. A successful dodge ends the opponent's combat phase."
      this.discardLaid(s)
      s.phase = 'shot'
      return null
    }
    s.log.push(`${CC_SEATS[seat]}: flips ${top} (${dodgeValue(card(top)) ?? 'no number'}, Agility ${agility}) and fails to dodge`)
    this.hit(s, seat, read.step.damage)
    if (!isOver(s)) this.goOn(s, 'combo')
    return null
  }

  private counter(s: CcDuelState, seat: CcSeat, cards: readonly string[], named: string | undefined): string | null {
    if (s.phase !== 'answer') return 'a counter answers the first attack of a combat phase'
    const attack = this.laidRead(s)
    const read = this.readOne(s, seat, cards, named, true)
    if (typeof read === 'string') return read
    const answered = answerAttack(attack.strike, read.strike)
    if (!answered.ok) return answered.reason
    const attacker = other(seat)
    this.discardLaid(s)
    if (answered.outcome === 'negate') {
      for (const c of cards) this.discardFromHand(s.players[seat], c)
      s.log.push(`${CC_SEATS[seat]}: negates it with ${described(read.step)}${answered.damage ? `, dealing ${answered.damage} (half, a ranged move)` : ''}`)
      this.hit(s, attacker, answered.damage)
      if (!isOver(s)) s.phase = 'clean-up'
      return null
    }
    this.lay(s, seat, cards, named, 'counter')
    s.log.push(`${CC_SEATS[seat]}: counters with ${described(read.step)}`)
    this.hit(s, attacker, read.step.damage)
    // The counter is the first attack of the defender's combo, which goes on with the rest of their points.
    if (!isOver(s)) this.goOn(s, 'counter-combo')
    return null
  }

  /** Two number cards of one value above Strength against a throw: both throws are discarded and the combat phase ends. */
  private techHit(s: CcDuelState, seat: CcSeat, cards: readonly string[]): string | null {
    if (s.phase !== 'answer') return 'a tech hit answers a throw'
    const attack = this.laidRead(s)
    if (attack.strike.kind !== 'throw') return 'a tech hit answers a throw, and this attack is not one'
    const p = s.players[seat]
    const missing = this.notInHand(p, cards)
    if (missing) return missing
    const thrown = numberValue(card(s.laid!.cards[0]))!
    const why = cannotTechHit(thrown, cards.map(card), this.sheets[seat].strength)
    if (why) return why
    this.discardLaid(s)
    for (const c of cards) this.discardFromHand(p, c)
    s.log.push(`${CC_SEATS[seat]}: tech hit with ${cards.join(' ')}: the throw is negated`)
    s.phase = 'clean-up'
    return null
  }

  /** The rest of a combo after its first attack landed (or after a counter, or a stun's ranged attack): all of it at once. */
  private combo(s: CcDuelState, seat: CcSeat, cards: readonly string[], named: Record<number, string>): string | null {
    if (s.phase !== 'combo' && s.phase !== 'counter-combo') return 'a combo goes on only after its first attack has landed'
    const laid = s.laid!
    if (cards.length > 0) {
      const p = s.players[seat]
      const missing = this.notInHand(p, cards)
      if (missing) return missing
      const first = this.score(seat, laid.cards, laid.named, laid.as === 'counter')
      const moves = { ...laid.named, ...Object.fromEntries(Object.entries(named).map(([k, v]) => [Number(k) + laid.cards.length, v])) }
      const whole = this.score(seat, [...laid.cards, ...cards], moves, laid.as === 'counter')
      if (!whole.legal) return whole.problem
      if (!first.legal) return first.problem
      for (const c of cards) p.hand.splice(p.hand.indexOf(c), 1)
      laid.cards.push(...cards)
      const damage = whole.damage - first.damage
      s.log.push(`${CC_SEATS[seat]}: the combo goes on with ${whole.steps.slice(first.steps.length).map(described).join(', ')}: ${damage} damage`)
      this.hit(s, other(seat), damage)
      if (isOver(s)) return null
    }
    this.endCombat(s)
    return null
  }

  /** After a dodge: "the player that dodges may make a single ranged attack against the opponent", or none. */
  private shot(s: CcDuelState, seat: CcSeat, cards: readonly string[], named: string | undefined): string | null {
    if (s.phase !== 'shot') return 'a ranged attack follows a successful dodge'
    if (cards.length === 0) {
      s.log.push(`${CC_SEATS[seat]}: no ranged attack`)
      s.phase = 'clean-up'
      return null
    }
    const read = this.readOne(s, seat, cards, named, false)
    if (typeof read === 'string') return read
    if (!read.strike.attributes.includes('R')) return `after a dodge only a ranged (R) attack may be made; ${read.step.move} has no range`
    this.lay(s, seat, cards, named, 'shot')
    s.log.push(`${CC_SEATS[seat]}: a ranged attack, ${described(read.step)}`)
    this.hit(s, other(seat), read.step.damage)
    if (isOver(s)) return null
    // "A ranged stun attack allows the character to combo after the attack if it is hit after a successful dodge."
    if (read.strike.attributes.includes('S')) this.goOn(s, 'counter-combo')
    else this.endCombat(s)
    return null
  }

  /**
   * After a first attack that landed (or a counter, or a stun's ranged attack): the combo goes on in `phase`, unless
   * nothing may follow it (a type B or D move, or no combo points left), and then the combat phase ends.
   */
  private goOn(s: CcDuelState, phase: 'combo' | 'counter-combo'): void {
    const laid = s.laid!
    const seat = laid.as === 'attack' ? s.active : other(s.active)
    const scored = this.score(seat, laid.cards, laid.named, laid.as === 'counter')
    const last = scored.legal ? scored.steps.at(-1) : undefined
    if (!last || last.type === 'B' || last.type === 'D' || last.pointsLeft === 0) this.endCombat(s)
    else s.phase = phase
  }

  /** The combat phase ends: the cards laid are discarded, and the active player's clean-up begins. */
  private endCombat(s: CcDuelState): void {
    this.discardLaid(s)
    s.phase = 'clean-up'
  }

  // -------------------------------------------------------------------------------------------------------------
  // Reading the cards laid

  /** The cards as one attack from `seat`'s hand (a counter may be a type E move, or one that deals no damage). */
  private readOne(s: CcDuelState, seat: CcSeat, cards: readonly string[], named: string | undefined, counter: boolean): Read | string {
    if (!Array.isArray(cards) || cards.length === 0) return 'lay the cards of one attack'
    const missing = this.notInHand(s.players[seat], cards)
    if (missing) return missing
    const scored = this.score(seat, cards, named === undefined ? {} : { 0: named }, counter)
    if (!scored.legal) return scored.problem
    if (scored.steps.length !== 1) return `lay one attack: ${cards.join(' ')} make ${scored.steps.length}`
    const step = scored.steps[0]
    return { step, strike: strikeOf(this.sheets[seat], step, card(cards[0])) }
  }

  private score(seat: CcSeat, cards: readonly string[], named: Record<number, string>, counter: boolean) {
    return scoreCombo(combatOf(this.sheets[seat]), cards.map(card), { moves: named, counter })
  }

  /** The first attack laid, read again (it was checked when laid). */
  private laidRead(s: CcDuelState): Read {
    const laid = s.laid!
    const seat = laid.as === 'attack' ? s.active : other(s.active)
    const scored = this.score(seat, laid.cards, laid.named, laid.as === 'counter')
    if (!scored.legal) throw new Error(`the laid attack is not legal: ${scored.problem}`)
    return { step: scored.steps[0], strike: strikeOf(this.sheets[seat], scored.steps[0], card(laid.cards[0])) }
  }

  private notInHand(p: CcDuelPlayer, cards: readonly string[]): string | null {
    if (new Set(cards).size !== cards.length) return 'a card is laid once'
    const gone = cards.find((c) => !p.hand.includes(c))
    return gone === undefined ? null : `${gone} is not in the hand`
  }

  /** Takes the cards out of `seat`'s hand onto the table as the first attack of a combo. */
  private lay(s: CcDuelState, seat: CcSeat, cards: readonly string[], named: string | undefined, as: CcLaid['as']): void {
    const p = s.players[seat]
    for (const c of cards) p.hand.splice(p.hand.indexOf(c), 1)
    s.laid = { cards: [...cards], named: named === undefined ? {} : { 0: named }, as }
  }

  /** "All cards used in this action are discarded": the cards on the table go to their player's discard pile. */
  private discardLaid(s: CcDuelState): void {
    if (!s.laid) return
    const owner = s.laid.as === 'attack' ? s.active : other(s.active)
    s.players[owner].discard.push(...s.laid.cards)
    s.laid = null
  }

  private discardFromHand(p: CcDuelPlayer, written: string): void {
    p.hand.splice(p.hand.indexOf(written), 1)
    p.discard.push(written)
  }

  /** Damage to `seat`'s character: at 0 HP it is KOed and the game is won. */
  private hit(s: CcDuelState, seat: CcSeat, damage: number): void {
    if (damage <= 0) return
    const p = s.players[seat]
    p.hp = Math.max(0, p.hp - damage)
    s.log.push(`${CC_SEATS[seat]} takes ${damage}: ${p.hp} HP`)
    if (p.hp === 0) {
      s.phase = 'over'
      s.result = { winner: other(seat), outcome: 'ko', turn: s.turn }
      this.discardLaid(s)
      s.log.push(`K.O.: ${CC_SEATS[other(seat)]} wins on turn ${s.turn}`)
    }
  }
}

/** Whether the game has ended (read anew: a hit may have just ended it). */
const isOver = (s: CcDuelState) => s.phase === 'over'

/** How a defence meets an attack the combo rules scored: a basic attack at the character's priority, a throw, a move. */
function strikeOf(sheet: CharacterSheet, step: ComboStep, first: Card): Strike {
  if (step.kind === 'basic') return { kind: 'basic', damage: step.damage, priority: sheet.basicAttackPriority, type: 'C', attributes: [], card: first }
  if (step.kind === 'throw') return { kind: 'throw', damage: step.damage, priority: 0, type: 'A', attributes: [] }
  const move = sheet.moves.find((m) => m.name === step.move)!
  return { kind: move.kind, damage: move.damage ?? 0, priority: move.priority, type: move.type, attributes: move.attributes }
}

/** "4S basic attack", "QH Cajun Slash". */
function described(step: ComboStep): string {
  return `${step.cards.join(' ')} ${step.move}`
}

/** The cards in a seeded uniform order: stream `stream` of the game's seed. */
function shuffled(cards: readonly string[], seed: number, stream: number): string[] {
  const order = Int32Array.from(cards, (_, i) => i)
  shufflePrefix(order, order.length, gameRng(seed, stream))
  return Array.from(order, (i) => cards[i])
}

function stackedDeck(cards: readonly string[]): string[] {
  const deck = cards.map((c) => formatCard(card(c)))
  const unknown = deck.find((c) => !DECK.includes(c))
  if (unknown !== undefined) throw refused(`${unknown} is not in a 1-on-1 deck (jokers are for tag battles)`)
  if (new Set(deck).size !== deck.length) throw refused('a card is in the stacked deck twice')
  if (deck.length < HAND_SIZE) throw refused(`a stacked deck needs at least ${HAND_SIZE} cards for the opening hand`)
  return deck
}
