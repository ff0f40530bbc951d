// A game for two seen from one seat as the card texts' Board (goldfish/board.ts): the player's own ring is slots
// 0–2 and the opponent's 3–5, the piles, HP and SP are the player's, and a hit lands on the opponent. So a text is
// played for two by the same code as against a goldfish (play-text.ts), with whose characters it touches known.
import type { DuelBar, DuelFighter, DuelState, Seat } from '../../../../shared/games/cfs/duel'
import type { TurnRule } from '../../../../shared/playtest'
import { below, gameRng } from '../../../core/rng'
import { shuffleWith, type Board, type Facts, type Leave, type Pile } from '../goldfish/board'
import { RING_SLOTS } from '../goldfish/rules'

/** What the board asks of the game: the rules' own hit (the game ends at 0 HP) and draw (it ends on the last card). */
export interface DuelRules {
  hit(s: DuelState, seat: Seat, damage: number, what: string): void
  draw(s: DuelState, seat: Seat): void
}

export class DuelBoard implements Board {
  readonly slots = 2 * RING_SLOTS

  constructor(
    readonly s: DuelState,
    readonly seat: Seat,
    readonly facts: readonly Facts[],
    private readonly rules: DuelRules,
    /** A game at the table logs what texts do; a simulated one skips building the lines. */
    readonly logging = true,
  ) {}

  /** The attack being answered, if any. */
  private get answering() {
    return this.s.pending?.kind === 'attack' ? this.s.pending : null
  }

  private get me() {
    return this.s.players[this.seat]
  }
  private get them() {
    return this.s.players[this.seat === 0 ? 1 : 0]
  }
  private owner(slot: number) {
    return slot < RING_SLOTS ? this.me : this.them
  }
  private fighter(slot: number): DuelFighter {
    return this.owner(slot).ring[slot % RING_SLOTS]!
  }

  get turn(): number {
    return this.s.turn
  }
  get hp(): number {
    return this.me.hp
  }
  set hp(hp: number) {
    this.me.hp = hp
  }
  get sp(): number {
    return this.me.sp
  }
  set sp(sp: number) {
    this.me.sp = sp
  }
  get goldfishHp(): number {
    return this.them.hp
  }
  get over(): boolean {
    return this.s.phase === 'over'
  }

  /** Each random pick draws from its own stream of the game's seed, counted in the state, so undo replays it. */
  random(range: number): number {
    return below(range, gameRng(this.s.seed, 2 + this.s.chance++))
  }

  hit(amount: number): void {
    this.rules.hit(this.s, this.seat === 0 ? 1 : 0, amount, 'The text hits')
  }

  size(pile: Pile): number {
    return this.me[pile].length
  }
  at(pile: Pile, i: number): number {
    return this.me[pile][i]
  }
  take(pile: Pile, i: number): number {
    return this.me[pile].splice(i, 1)[0]
  }
  put(pile: Pile, card: number, where: 'top' | 'bottom' = 'top'): void {
    if (pile === 'deck' && where === 'top') this.me.deck.unshift(card)
    else this.me[pile].push(card)
  }
  shuffleDeck(): void {
    shuffleWith(this.me.deck, (range) => this.random(range))
  }
  draw(): void {
    this.rules.draw(this.s, this.seat)
  }

  occupant(slot: number): number {
    return this.owner(slot).ring[slot % RING_SLOTS]?.card ?? -1
  }
  bp(slot: number): number {
    return this.fighter(slot).bp
  }
  setBp(slot: number, bp: number): void {
    this.fighter(slot).bp = bp
  }
  frozen(slot: number): number {
    const f = this.fighter(slot)
    return f.frozen ? (f.stayFrozen ? 2 : 1) : 0
  }
  setFrozen(slot: number, state: number): void {
    const f = this.fighter(slot)
    f.frozen = state > 0
    f.stayFrozen = state === 2
  }
  entered(slot: number): number {
    return this.fighter(slot).entered
  }
  backers(slot: number): number {
    return this.fighter(slot).backers.length
  }
  attacked(slot: number): boolean {
    return this.fighter(slot).attackedOnTurn === this.s.turn
  }
  /** A character that acted (attacked, or used its ■ ability) is frozen; for two, frozen is what counts. */
  acted(slot: number): boolean {
    return this.fighter(slot).frozen
  }
  readyNow(): boolean {
    return false
  }
  abilityLost(slot: number): boolean {
    return this.fighter(slot).abilityLost
  }
  loseAbility(slot: number): void {
    this.fighter(slot).abilityLost = true
  }
  allowManyBackUps(slot: number): void {
    this.fighter(slot).manyBackUps = true
  }

  /** The character leaves its owner's ring: its Back-Ups to its owner's discard pile, it to the pile named. */
  leave(slot: number, to: Leave): void {
    const p = this.owner(slot)
    const f = this.fighter(slot)
    p.ring[slot % RING_SLOTS] = null
    p.discard.push(...f.backers)
    if (to === 'discard') p.discard.push(f.card)
    else if (to === 'hand') p.hand.push(f.card)
    else if (to === 'deck-bottom') p.deck.push(f.card)
    else {
      p.deck.unshift(f.card)
      // The texts shuffle the player's own deck after; the opponent's is shuffled here.
      if (p !== this.me) this.rival().shuffleDeck()
    }
  }

  turnRule(rule: TurnRule): number {
    return this.s.active === this.seat ? this.s.turnRules.filter((r) => r === rule).length : 0
  }
  setTurnRule(rule: TurnRule): void {
    if (this.s.active === this.seat) this.s.turnRules.push(rule)
  }

  log(line: string): void {
    this.s.log.push(line)
  }

  isEnemy(slot: number): boolean {
    return slot >= RING_SLOTS
  }
  facing(slot: number): number {
    return slot < RING_SLOTS ? slot + RING_SLOTS : slot - RING_SLOTS
  }
  attacking(slot: number): boolean {
    const active = this.s.active === this.seat ? slot < RING_SLOTS : slot >= RING_SLOTS
    return active && (this.answering?.slots.includes(slot % RING_SLOTS) ?? false)
  }
  rival(): Board {
    return new DuelBoard(this.s, this.seat === 0 ? 1 : 0, this.facts, this.rules, this.logging)
  }
  stopAttack(): void {
    if (this.answering) this.answering.stopped = true
  }
  shield(ifTaken: boolean): void {
    if (!this.answering) return
    if (ifTaken) this.answering.withdrawIfTaken = true
    else this.answering.shield = true
  }
  /** The opponent's turn now (a reaction's "this turn") or their next. */
  bar(what: DuelBar, next: boolean): void {
    const seat = this.seat === 0 ? 1 : 0
    this.s.bars.push({ seat, what, turn: next ? nextTurnOf(this.s, seat) : this.s.turn })
  }
  hold(slot: number, what: 'attack' | 'counter'): void {
    const f = this.fighter(slot)
    if (what === 'counter') f.noCounterOnTurn = this.s.turn
    else f.noAttackOnTurn = nextTurnOf(this.s, slot < RING_SLOTS ? this.seat : this.seat === 0 ? 1 : 0)
  }
}

/** The number of `seat`'s next turn: turns alternate, so the next after now, or the one after that. */
export function nextTurnOf(s: DuelState, seat: Seat): number {
  return s.active === seat ? s.turn + 2 : s.turn + 1
}
