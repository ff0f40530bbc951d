// Capcom Crossovers for two, move by move (rule book v3, sections 2 to 7; docs/games.md, "Capcom Crossovers for
// two"): 1 on 1, or a tag battle of two characters a player. Each player deals 7 and may take one mulligan; the active
// player draws, then blocks, attacks or passes; the defender answers the first attack (takes it, dodges, counters, a
// tech hit against a throw, or in a tag battle a variable counter; a block laid on their last turn meets it alone);
// the combo goes on where the rules let it; the clean-up is the solo table's (clean-up.ts), with tagging, the
// inactive character's recovery and joker recovery in a tag battle. Every move is checked and refused with the rule
// it breaks, logged, and can be undone; each player's shuffles draw from numbered streams of the seed.
import { CC_SEATS, type CcDuelMove, type CcDuelPlayer, type CcDuelState, type CcFighter, type CcLaid, type CcSeat } from '../../../../shared/games/cc/duel'
import { refused } from '../../../../shared/errors'
import { numberValue, type Card } from '../cards'
import type { ComboStep } from '../combo'
import { HAND_SIZE } from '../goldfish'
import { sheetErrors, type CharacterSheet } from '../sheet'
import { bank, cannotEndTurn, card, discardDown, freshCleanUp, searchAce } from '../clean-up'
import { answerAttack, blockAttack, cannotDodge, cannotTechHit, dodgeValue, dodges, variableCounter, type Strike } from '../defence'
import { DECK, TAG_DECK, discardFromHand, isTagSuper, notInHand, shuffled, stackedDeck } from './piles'
import { scoreOf } from './score'
import { jokerBack, recover, tagIn, tagOut } from './tag'

export interface CcDuelOptions {
  seed: number
  first: CcSeat
  /** Each player's deck top first, instead of a seeded shuffle: for tests and for replaying a known deal. */
  stacked?: readonly [readonly string[], readonly string[]]
}

const other = (seat: CcSeat): CcSeat => (seat === 0 ? 1 : 0)

/** An attack read from the cards a player lays: the step as the combo rules score it, and how a defence meets it. */
export interface Read {
  step: ComboStep
  strike: Strike
}

export class CcDuel {
  private history: CcDuelState[] = []
  /** Whether moves can be undone: a game at the table keeps each state before a move; a simulated one does not. */
  private keepHistory = true
  state: CcDuelState
  /** A game of two characters a player. */
  readonly tag: boolean

  /** `teams`: each player's character, or two for a tag battle (both players alike), the first one starting active. */
  constructor(
    readonly teams: readonly [readonly CharacterSheet[], readonly CharacterSheet[]],
    options: CcDuelOptions,
  ) {
    const sizes = teams.map((t) => t.length)
    if (sizes.some((n) => n < 1 || n > 2) || sizes[0] !== sizes[1]) throw refused('each player plays one character, or a tag team of two in a tag battle')
    this.tag = sizes[0] === 2
    for (const sheet of teams.flat()) {
      const errors = sheetErrors(sheet)
      if (errors.length > 0) throw refused(`${sheet.name} cannot play: ${errors[0].field}: ${errors[0].message}`)
    }
    const players = ([0, 1] as const).map((seat): CcDuelPlayer => {
      const deck = options.stacked ? stackedDeck(options.stacked[seat], this.tag) : shuffled(this.tag ? TAG_DECK : DECK, options.seed, seat)
      return {
        fighters: teams[seat].map((sheet): CcFighter => ({ id: sheet.id, name: sheet.name, hp: sheet.hp, ko: false })),
        active: 0,
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
        tagged: false,
        recovered: false,
        shuffles: options.stacked ? 0 : 1,
      }
    }) as [CcDuelPlayer, CcDuelPlayer]
    const names = (seat: CcSeat) => teams[seat].map((t) => t.name).join(' & ')
    this.state = {
      seed: options.seed,
      turn: 0,
      active: options.first,
      first: options.first,
      phase: 'opening',
      players,
      laid: null,
      result: null,
      log: [
        `${options.stacked ? 'Decks in the order written' : `Seed ${options.seed}`}; A ${names(0)} against B ${names(1)}, ${CC_SEATS[options.first]} going first`,
      ],
    }
  }

  /** The sheet of `seat`'s active character (or, `inactive`, of its partner). */
  sheet(s: CcDuelState, seat: CcSeat, inactive = false): CharacterSheet {
    const p = s.players[seat]
    return this.teams[seat][inactive ? 1 - p.active : p.active]
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
    // Every rule is checked before the first change, so a game without history is changed in place.
    if (!this.keepHistory) return this.apply(this.state, seat, move)
    const next = structuredClone(this.state)
    const refusal = this.apply(next, seat, move)
    if (refusal !== null) return refusal
    this.history.push(this.state)
    this.state = next
    return null
  }

  /** A copy of the game as it stands, without history (its moves cannot be undone): to try moves on, or to simulate. */
  fork(): CcDuel {
    const copy = Object.create(CcDuel.prototype) as CcDuel
    return Object.assign(copy, { teams: this.teams, tag: this.tag, history: [], keepHistory: false, state: structuredClone(this.state) })
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
    const sheet = { ...this.sheet(s, seat), jokerToMeter: p.fighters.some((f) => f.ko) }
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
      case 'variable-counter':
        return this.variableCounter(s, seat, move.move)
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
      case 'tag':
      case 'recover':
      case 'joker-back':
        if (!this.tag) return 'tagging, recovery and jokers are for tag battles'
        if (s.phase !== 'clean-up')
          return `the ${move.type === 'joker-back' ? 'joker recovery' : move.type === 'tag' ? 'tag' : 'recovery'} is made in the clean-up`
        if (move.type === 'tag') return tagOut(s, seat, move.cards, this.sheet(s, seat))
        return move.type === 'recover' ? recover(s, seat, move.card, this.sheet(s, seat, true)) : jokerBack(s, seat, move.pay)
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
    p.tagged = false
    p.recovered = false
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
    // "When a player runs out of cards to draw from the draw pile, the discard pile is then reshuffled at the beginning of their next turn".
    if (this.tag && p.library.length === 0 && p.discard.length > 0) {
      p.library = shuffled(p.discard, s.seed, 2 * p.shuffles++ + s.active)
      p.discard = []
      s.log.push(`${CC_SEATS[s.active]}: the discard pile is shuffled to make the draw pile`)
    }
    if (p.library.length === 0) {
      const [a, b] = s.players.map((x) => x.fighters.reduce((sum, f) => sum + f.hp, 0))
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
    const speed = this.sheet(s, seat).speed
    const most = Math.min(speed, p.library.length)
    if (!Number.isInteger(count) || count < 1 || count > most) {
      const pile = p.library.length < speed ? ` (the draw pile holds ${p.library.length})` : ''
      return `draw from 1 to ${most} cards: at least one card must be drawn, at most ${this.sheet(s, seat).name}'s Speed (${speed})${pile}`
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
    const { strength, name } = this.sheet(s, seat)
    if (value === null || value > strength) return `a block is a number card at or below ${name}'s Strength (${strength}); ${written} is not one`
    p.hand.splice(at, 1)
    p.block = written
    s.phase = 'clean-up'
    s.log.push(`${CC_SEATS[seat]}: blocks with a card face down`)
    return null
  }

  private attack(s: CcDuelState, seat: CcSeat, cards: readonly string[], named: string | undefined): string | null {
    if (s.phase !== 'combat') return 'an attack is made in the combat phase, after the draw'
    const read = isTagSuper(cards) ? this.tagSuper(s, seat) : this.readOne(s, seat, cards, named, false)
    if (typeof read === 'string') return read
    const missing = notInHand(s.players[seat], cards)
    if (missing) return missing
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
    const blocked = blockAttack(read.strike, value, this.sheet(s, them).defenseBonus)
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
    if (blocked.combo || isTagSuper(cards)) this.goOn(s, 'combo')
    else this.endCombat(s)
    return null
  }

  /**
   * A tag super, the first attack of two jokers: the two [TS] supers' damage added, at the priority and with the type
   * and attributes of the active character's; refused outside a tag battle or without both characters' supers.
   */
  tagSuper(s: CcDuelState, seat: CcSeat): Read | string {
    if (!this.tag) return 'a tag super is two jokers in a tag battle'
    const p = s.players[seat]
    if (p.fighters.some((f) => f.ko)) return 'a tag super needs both characters: one has been KOed'
    const [active, inactive] = [this.sheet(s, seat), this.sheet(s, seat, true)]
    const supers = [active, inactive].map((sheet) => sheet.moves.find((m) => m.kind === 'super' && m.tag.includes('TS')))
    const [mine, theirs] = supers
    if (!mine || !theirs) return `a tag super needs a [TS] super on both sheets; ${(mine ? inactive : active).name} has none`
    const damage = (mine.damage ?? 0) + (theirs.damage ?? 0)
    const step: ComboStep = {
      cards: ['X', 'X'],
      move: `tag super (${mine.name} and ${theirs.name})`,
      kind: 'super',
      type: mine.type,
      damage,
      points: mine.points,
      pointsLeft: active.combo - mine.points,
    }
    return { step, strike: { kind: 'tag-super', damage, priority: mine.priority, type: mine.type, attributes: mine.attributes } }
  }

  private take(s: CcDuelState, seat: CcSeat): string | null {
    if (s.phase !== 'answer') return 'there is no attack to answer'
    const read = this.laidAttack(s)
    s.log.push(`${CC_SEATS[seat]}: takes it`)
    this.hit(s, seat, read.step.damage)
    if (!isOver(s)) this.goOn(s, 'combo')
    return null
  }

  /** "the defending player flips the top card of his or her draw pile ... and then discards it". */
  private dodge(s: CcDuelState, seat: CcSeat): string | null {
    if (s.phase !== 'answer') return 'a dodge answers the first attack of a combat phase'
    const read = this.laidAttack(s)
    const why = cannotDodge(read.strike)
    if (why) return why
    const p = s.players[seat]
    const top = p.library.shift()
    if (top === undefined) return 'there is no card to flip: the draw pile is empty'
    p.discard.push(top)
    const agility = this.sheet(s, seat).agility
    if (dodges(card(top), agility)) {
      s.log.push(`${CC_SEATS[seat]}: dodges, flipping ${top} (${dodgeValue(card(top))}, Agility ${agility})`)
      // "the opponent's attack is avoided and they discard the card used to attack. A successful dodge ends the opponent's combat phase."
      if (isTagSuper(s.laid!.cards)) tagIn(s, s.active)
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
    const attack = this.laidAttack(s)
    const read = this.readOne(s, seat, cards, named, true)
    if (typeof read === 'string') return read
    const answered = answerAttack(attack.strike, read.strike)
    if (!answered.ok) return answered.reason
    const attacker = other(seat)
    this.discardLaid(s)
    if (answered.outcome === 'negate') {
      for (const c of cards) discardFromHand(s.players[seat], c)
      s.log.push(`${CC_SEATS[seat]}: negates it with ${described(read.step)}${answered.damage ? `, dealing ${answered.damage} (half, a ranged move)` : ''}`)
      this.hit(s, attacker, answered.damage)
      if (!isOver(s)) s.phase = 'clean-up'
      return null
    }
    this.lay(s, seat, cards, named, 'counter')
    s.log.push(`${CC_SEATS[seat]}: counters with ${described(read.step)}`)
    if (attack.strike.kind === 'tag-super') {
      // "If a tag super is countered by any move ... the damage is dealt to the inactive character", who is tagged in.
      this.hit(s, attacker, read.step.damage, true)
      if (!isOver(s)) tagIn(s, attacker)
    } else this.hit(s, attacker, read.step.damage)
    // The counter is the first attack of the defender's combo, which goes on with the rest of their points.
    if (!isOver(s)) this.goOn(s, 'counter-combo')
    return null
  }

  /** Two number cards of one value above Strength against a throw: both throws are discarded and the combat phase ends. */
  private techHit(s: CcDuelState, seat: CcSeat, cards: readonly string[]): string | null {
    if (s.phase !== 'answer') return 'a tech hit answers a throw'
    const attack = this.laidAttack(s)
    if (attack.strike.kind !== 'throw') return 'a tech hit answers a throw, and this attack is not one'
    const p = s.players[seat]
    const missing = notInHand(p, cards)
    if (missing) return missing
    const thrown = numberValue(card(s.laid!.cards[0]))!
    const why = cannotTechHit(thrown, cards.map(card), this.sheet(s, seat).strength)
    if (why) return why
    this.discardLaid(s)
    for (const c of cards) discardFromHand(p, c)
    s.log.push(`${CC_SEATS[seat]}: tech hit with ${cards.join(' ')}: the throw is negated`)
    s.phase = 'clean-up'
    return null
  }

  /**
   * A variable counter: the defender discards a joker for the inactive character's [VC] move, "regardless of the
   * priority of the opponent's attack"; higher, and the attacker takes its base damage; equal, and both are negated;
   * lower, and the inactive character takes the attack's damage. The inactive character is tagged in after it.
   */
  private variableCounter(s: CcDuelState, seat: CcSeat, named: string | undefined): string | null {
    if (s.phase !== 'answer') return 'a variable counter answers the first attack of a combat phase'
    if (!this.tag) return 'variable counters are for tag battles'
    const p = s.players[seat]
    if (!p.hand.includes('X')) return 'a variable counter costs a joker, and the hand holds none'
    if (p.fighters[1 - p.active].ko) return 'the inactive character has been KOed: no variable counter'
    const inactive = this.sheet(s, seat, true)
    const counters = inactive.moves.filter((m) => m.tag.includes('VC'))
    const move = named === undefined ? counters[0] : counters.find((m) => m.name.toLowerCase() === named.trim().toLowerCase())
    if (!move) return named === undefined ? `${inactive.name} has no [VC] move` : `${inactive.name} has no [VC] move called "${named}"`
    const attack = this.laidAttack(s)
    const strike: Strike = { kind: move.kind, damage: move.damage ?? 0, priority: move.priority, type: move.type, attributes: move.attributes }
    const outcome = variableCounter(attack.strike, strike)
    if (outcome === 'negated' && attack.strike.kind === 'tag-super') return 'a tag super cannot be negated: this variable counter is of equal priority'
    discardFromHand(p, 'X')
    s.log.push(
      `${CC_SEATS[seat]}: a variable counter, ${inactive.name}'s ${move.name}: ${outcome === 'hits' ? 'it counters' : outcome === 'negated' ? 'both are negated' : 'the attack is stronger'}`,
    )
    const attacker = other(seat)
    if (outcome === 'hits') this.hit(s, attacker, strike.damage)
    else if (outcome === 'hurt') this.hit(s, seat, attack.step.damage, true)
    if (isOver(s)) return null
    if (isTagSuper(s.laid!.cards)) tagIn(s, attacker)
    tagIn(s, seat)
    this.endCombat(s)
    return null
  }

  /** The rest of a combo after its first attack landed (or after a counter, or a stun's ranged attack): all of it at once. */
  private combo(s: CcDuelState, seat: CcSeat, cards: readonly string[], named: Record<number, string>): string | null {
    if (s.phase !== 'combo' && s.phase !== 'counter-combo') return 'a combo goes on only after its first attack has landed'
    const laid = s.laid!
    if (cards.length > 0) {
      const p = s.players[seat]
      const missing = notInHand(p, cards)
      if (missing) return missing
      const first = this.score(s, seat, laid.cards, laid.named, laid.as === 'counter')
      const moves = { ...laid.named, ...Object.fromEntries(Object.entries(named).map(([k, v]) => [Number(k) + laid.cards.length, v])) }
      const whole = this.score(s, seat, [...laid.cards, ...cards], moves, laid.as === 'counter')
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
    if (isTagSuper(laid.cards)) {
      // "After a tag super is used, the inactive character is tagged in": nothing follows it.
      tagIn(s, s.active)
      this.endCombat(s)
      return
    }
    const seat = laid.as === 'attack' ? s.active : other(s.active)
    const scored = this.score(s, seat, laid.cards, laid.named, laid.as === 'counter')
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
    const missing = notInHand(s.players[seat], cards)
    if (missing) return missing
    if (cards.includes('X')) return 'a joker is not an attack: two of them make a tag super, one pays for a variable counter'
    const scored = this.score(s, seat, cards, named === undefined ? {} : { 0: named }, counter)
    if (!scored.legal) return scored.problem
    if (scored.steps.length !== 1) return `lay one attack: ${cards.join(' ')} make ${scored.steps.length}`
    const step = scored.steps[0]
    return { step, strike: strikeOf(this.sheet(s, seat), step, card(cards[0])) }
  }

  private score(s: CcDuelState, seat: CcSeat, cards: readonly string[], named: Record<number, string>, counter: boolean) {
    return scoreOf(this.sheet(s, seat), cards, named, counter)
  }

  /** The first attack laid (the attacker's, or the defender's counter or ranged attack), read again: it was checked when laid. */
  laidAttack(s: CcDuelState = this.state): Read {
    const laid = s.laid!
    const seat = laid.as === 'attack' ? s.active : other(s.active)
    if (isTagSuper(laid.cards)) return this.tagSuper(s, seat) as Read
    const scored = this.score(s, seat, laid.cards, laid.named, laid.as === 'counter')
    if (!scored.legal) throw new Error(`the laid attack is not legal: ${scored.problem}`)
    return { step: scored.steps[0], strike: strikeOf(this.sheet(s, seat), scored.steps[0], card(laid.cards[0])) }
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

  /**
   * Damage to `seat`'s active character (or, `inactive`, its partner): at 0 HP it is KOed and leaves the game; the
   * partner, if any, takes its place; the game is won when a player has no character left.
   */
  private hit(s: CcDuelState, seat: CcSeat, damage: number, inactive = false): void {
    if (damage <= 0) return
    const p = s.players[seat]
    const f = p.fighters[inactive ? 1 - p.active : p.active]
    f.hp = Math.max(0, f.hp - damage)
    s.log.push(`${CC_SEATS[seat]}: ${f.name} takes ${damage}: ${f.hp} HP`)
    if (f.hp > 0) return
    f.ko = true
    s.log.push(`${CC_SEATS[seat]}: ${f.name} is KOed`)
    if (p.fighters.some((x) => !x.ko)) {
      if (!inactive) tagIn(s, seat)
      return
    }
    s.phase = 'over'
    s.result = { winner: other(seat), outcome: 'ko', turn: s.turn }
    this.discardLaid(s)
    s.log.push(`K.O.: ${CC_SEATS[other(seat)]} wins on turn ${s.turn}`)
  }
}

/** Whether the game has ended (read anew: a hit may have just ended it). */
const isOver = (s: CcDuelState) => s.phase === 'over'

/** How a defence meets an attack the combo rules scored: a basic attack at the character's priority, a throw, a move. */
export function strikeOf(sheet: CharacterSheet, step: ComboStep, first: Card): Strike {
  if (step.kind === 'basic') return { kind: 'basic', damage: step.damage, priority: sheet.basicAttackPriority, type: 'C', attributes: [], card: first }
  if (step.kind === 'throw') return { kind: 'throw', damage: step.damage, priority: 0, type: 'A', attributes: [] }
  const move = sheet.moves.find((m) => m.name === step.move)!
  return { kind: move.kind, damage: move.damage ?? 0, priority: move.priority, type: move.type, attributes: move.attributes }
}

/** "4S basic attack", "QH Cajun Slash". */
function described(step: ComboStep): string {
  return `${step.cards.join(' ')} ${step.move}`
}
