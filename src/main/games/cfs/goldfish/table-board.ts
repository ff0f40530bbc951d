// The table's game as a Board (board.ts): its JSON state read and changed in place, every change logged, so
// card texts play at the table by the same code as in the simulator.
import { below, gameRng } from '../../../core/rng'
import type { Fighter, TableState, TurnRule } from '../../../../shared/playtest'
import { shuffleWith, type Board, type Facts, type Leave, type Pile } from './board'

const PILES = { hand: 'hand', deck: 'library', discard: 'discard' } as const

export class TableBoard implements Board {
  readonly slots: number
  readonly logging = true

  constructor(
    readonly s: TableState,
    readonly facts: readonly Facts[],
    /** Logs a hit and ends the game at 0 (the table's own). */
    private readonly onHit: (s: TableState, amount: number) => void,
    private readonly onDraw: (s: TableState) => void,
  ) {
    this.slots = s.ring.length
  }

  get turn(): number {
    return this.s.turn
  }
  get hp(): number {
    return this.s.hp
  }
  set hp(hp: number) {
    this.s.hp = hp
  }
  get sp(): number {
    return this.s.sp
  }
  set sp(sp: number) {
    this.s.sp = sp
  }
  get goldfishHp(): number {
    return this.s.goldfishHp
  }
  get over(): boolean {
    return this.s.phase === 'over'
  }

  /** Each random choice draws from its own stream of the game's seed, counted in the state, so undo replays it. */
  random(range: number): number {
    return below(range, gameRng(this.s.seed, 1 + this.s.chance++))
  }

  hit(amount: number): void {
    this.onHit(this.s, amount)
  }

  size(pile: Pile): number {
    return this.s[PILES[pile]].length
  }
  at(pile: Pile, i: number): number {
    return this.s[PILES[pile]][i]
  }
  take(pile: Pile, i: number): number {
    return this.s[PILES[pile]].splice(i, 1)[0]
  }
  put(pile: Pile, card: number, where: 'top' | 'bottom' = 'top'): void {
    if (pile === 'deck' && where === 'top') this.s.library.unshift(card)
    else this.s[PILES[pile]].push(card)
  }

  shuffleDeck(): void {
    shuffleWith(this.s.library, (range) => this.random(range))
  }

  draw(): void {
    this.onDraw(this.s)
  }

  private fighter(slot: number): Fighter {
    return this.s.ring[slot]!
  }
  occupant(slot: number): number {
    return this.s.ring[slot]?.card ?? -1
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
    return this.fighter(slot).attacked
  }
  acted(slot: number): boolean {
    return this.fighter(slot).acted
  }
  readyNow(slot: number): boolean {
    return this.fighter(slot).readyNow
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

  leave(slot: number, to: Leave): void {
    const f = this.fighter(slot)
    this.s.ring[slot] = null
    this.s.discard.push(...f.backers)
    if (to === 'discard') this.s.discard.push(f.card)
    else if (to === 'hand') this.s.hand.push(f.card)
    else this.put('deck', f.card, to === 'deck' ? 'top' : 'bottom')
  }

  turnRule(rule: TurnRule): number {
    return this.s.turnRules.filter((r) => r === rule).length
  }
  setTurnRule(rule: TurnRule): void {
    this.s.turnRules.push(rule)
  }

  log(line: string): void {
    this.s.log.push(line)
  }
}
