// The interactive goldfish table: one CFS game played move by move. Every move is checked against the
// rules (docs/rules.md, "The turn") and refused with a reason; each accepted move is logged and can be
// undone. Card texts are not applied here: the player applies them with `adjust`.
import type { Card } from '../../../../shared/card'
import { isCharacter } from '../../../../shared/card'
import type { Fighter, Move, MoveResult, TableMoves, TableState } from '../../../../shared/playtest'
import { gameRng, Shuffler, type Rng } from '../../../core/rng'
import { cardEffects } from './effects'
import { HAND, RING_SLOTS, BACK_UP_BONUS, STRIKER_DAMAGE, BP_CAP, UNION_BP_CAP, HP_CAP, UNION_COST } from './rules'
import { refused } from '../../../../shared/errors'


export class Table {
  private history: TableState[] = []
  state: TableState

  /**
   * Sets a game up: Strikers aside, shuffle (seeded), draw 5, redraw a hand with no character, then
   * turn 1 begins (no draw for the player going first). `stacked` keeps `main` in the given order
   * (top first) instead of shuffling it: for tests and for replaying a known deal.
   */
  constructor(
    readonly cards: readonly Card[],
    main: number[],
    strikers: number[],
    options: { seed: number; first: boolean; hp: number; strikerTarget?: boolean; stacked?: boolean },
  ) {
    if (!main.some((i) => isCharacter(cards[i].kind))) throw refused('the deck has no character, so no opening hand can be kept')
    if (main.length < HAND) throw refused(`the deck has ${main.length} cards; an opening hand needs ${HAND}`)
    const rng: Rng = gameRng(options.seed, 0)
    const order = Int32Array.from(main)
    const shuffler = new Shuffler(order.length)
    let redraws = 0
    for (;;) {
      if (!options.stacked) shuffler.shuffle(order, rng)
      if ([...order.subarray(0, HAND)].some((i) => isCharacter(cards[i].kind))) break
      if (options.stacked) throw refused('a stacked deck must open with a character')
      redraws++
    }
    const all = [...order]
    this.state = {
      seed: options.seed,
      first: options.first,
      strikerTarget: options.strikerTarget ?? false,
      turn: 0,
      phase: 'main',
      hp: options.hp,
      goldfishHp: options.hp,
      sp: 0,
      library: all.slice(HAND),
      hand: all.slice(0, HAND),
      discard: [],
      strikers: [...strikers],
      removed: [],
      arenas: [],
      ring: Array(RING_SLOTS).fill(null),
      placedThisTurn: false,
      attackedThisTurn: false,
      redraws,
      result: null,
      log: [`Seed ${options.seed}; ${redraws ? `opening hand redrawn ${redraws}×` : 'opening hand kept'}; going ${options.first ? 'first' : 'second'}`],
    }
    this.startTurn(this.state)
  }

  play(move: Move): MoveResult {
    const next = structuredClone(this.state)
    const refusal = this.apply(next, move)
    if (refusal) return { ok: false, reason: refusal }
    this.history.push(this.state)
    this.state = next
    return { ok: true, state: next, moves: this.moves() }
  }

  /** Why a move would be refused now, or null when it would be played; the game does not change. */
  refusal(move: Move): string | null {
    return this.apply(structuredClone(this.state), move) ?? null
  }

  /** What each ring slot's attack and square ability would meet now: the page disables what is refused. */
  moves(): TableMoves {
    const check = (type: 'attack' | 'square') =>
      this.state.ring.map((f, slot) => (f && (type === 'attack' || this.cards[f.card].ability?.type === 'square') ? this.refusal({ type, slot }) : null))
    return { attack: check('attack'), square: check('square') }
  }

  /** Takes the last accepted move back. */
  undo(): boolean {
    const previous = this.history.pop()
    if (!previous) return false
    this.state = previous
    return true
  }

  private name(i: number): string {
    return `${this.cards[i].number} ${this.cards[i].name}`
  }

  private startTurn(s: TableState): void {
    s.turn++
    s.phase = 'main'
    s.placedThisTurn = false
    s.attackedThisTurn = false
    for (const f of s.ring) if (f) {
      f.frozen = false
      f.acted = false
    }
    s.log.push(`Turn ${s.turn}`)
    if (s.turn === 1 && s.first) return
    this.draw(s)
  }

  /** Draws a card; drawing from an empty deck, or drawing its last card, loses the game. */
  private draw(s: TableState): void {
    const card = s.library.shift()
    if (card === undefined) {
      s.result = { outcome: 'deck-out', turn: s.turn }
      s.phase = 'over'
      s.log.push('No card to draw: the game is lost')
      return
    }
    s.hand.push(card)
    s.log.push(`Draw ${this.name(card)}`)
    if (s.library.length === 0) {
      s.result = { outcome: 'deck-out', turn: s.turn }
      s.phase = 'over'
      s.log.push('That was the last card: the game is lost')
    }
  }

  /**
   * Applies a card's text when it is one of the simple effects; else asks the player to. `target` is the
   * ring slot a "one character" effect goes to; without it, the only character that fits is taken.
   */
  private resolve(s: TableState, card: number, what: string, target?: number): void {
    const known = cardEffects(this.cards[card])
    if (!known || known.effects.length === 0) {
      s.log.push(`${what}: apply its text by hand`)
      return
    }
    s.log.push(`${what}: applied`)
    for (const e of known.effects) {
      if (e.kind === 'damage') this.hit(s, e.amount, this.name(card))
      else if (e.kind === 'heal') s.hp = Math.min(HP_CAP, s.hp + e.amount)
      else if (e.kind === 'sp') s.sp += e.amount
      else if (e.kind === 'draw') for (let i = 0; i < e.count && s.phase !== 'over'; i++) this.draw(s)
      else if (e.kind === 'opponent-sp') s.log.push(`The goldfish has no SP to lose`)
      else {
        // BP goes to any of your characters; unfreezing only matters to a frozen one.
        const fit = s.ring.filter((f): f is Fighter => f !== null && (e.kind === 'bp' || f.frozen))
        const picked = target !== undefined ? fit.filter((f) => f === s.ring[target]) : fit.length === 1 ? fit : []
        const fighters = e.target === 'all' ? fit : picked
        const label = e.kind === 'bp' ? `+${e.amount} BP` : 'Unfreeze'
        if (fighters.length === 0) s.log.push(`${label}: ${fit.length > 1 && target === undefined ? 'pick the character by hand' : 'no character it applies to'}`)
        for (const f of fighters) {
          if (e.kind === 'bp') f.bp = Math.min(BP_CAP, f.bp + e.amount)
          else f.frozen = false // it still acts only once a turn
          s.log.push(`${label}: ${this.name(f.card)}${e.kind === 'bp' ? ` at ${f.bp} BP` : ''}`)
        }
      }
    }
  }

  /** Changes `s` and returns nothing, or returns why the move is refused. */
  private apply(s: TableState, move: Move): string | void {
    if (s.phase === 'over' && move.type !== 'adjust' && move.type !== 'move') return 'the game is over'
    const inHand = (h: number) => (h >= 0 && h < s.hand.length ? s.hand[h] : undefined)
    const fighter = (slot: number) => (slot >= 0 && slot < RING_SLOTS ? s.ring[slot] : undefined)
    const ready = (f: Fighter) => f.entered < s.turn
    switch (move.type) {
      case 'place': {
        const card = inHand(move.hand)
        if (card === undefined) return 'no such card in hand'
        if (s.phase !== 'main') return 'characters enter in the Main phase, before the first attack'
        if (!isCharacter(this.cards[card].kind)) return `${this.name(card)} is not a character`
        if (move.slot < 0 || move.slot >= RING_SLOTS) return 'no such ring slot'
        if (s.ring[move.slot]) return 'that ring slot is taken'
        if (s.placedThisTurn) return 'one character a turn enters the ring'
        if (move.target !== undefined && move.target !== move.slot && !s.ring[move.target]) return 'no character in the target slot'
        s.hand.splice(move.hand, 1)
        s.ring[move.slot] = { card, bp: this.cards[card].bp ?? 0, entered: s.turn, frozen: false, acted: false, backers: [], backedUpOnTurn: 0 }
        s.placedThisTurn = true
        s.sp += this.cards[card].sp ?? 0
        s.log.push(`Place ${this.name(card)} in slot ${move.slot + 1} (standby, +${this.cards[card].sp ?? 0} SP)`)
        if (this.cards[card].ability?.type === 'triangle') this.resolve(s, card, `${this.name(card)} enters: ${this.cards[card].ability?.name ?? 'ability'}`, move.target)
        return
      }
      case 'back-up': {
        const card = inHand(move.hand)
        const f = fighter(move.slot)
        if (card === undefined) return 'no such card in hand'
        if (!f) return 'no character in that slot'
        if (s.phase !== 'main') return 'Back-Up happens in the Main phase'
        if (!ready(f)) return `${this.name(f.card)} is on standby this turn`
        if (f.frozen) return `${this.name(f.card)} is frozen`
        if (f.backedUpOnTurn === s.turn) return `${this.name(f.card)} has been backed up this turn`
        if (!isCharacter(this.cards[card].kind)) return `${this.name(card)} is not a character`
        const listed = this.cards[f.card].backups.filter((b) => b.name === this.cards[card].name).length
        if (listed === 0) return `${this.cards[card].name} is not on ${this.name(f.card)}'s Back-Up list`
        const used = f.backers.filter((b) => this.cards[b].name === this.cards[card].name).length
        if (used >= listed) return `${this.cards[card].name} has backed up ${this.name(f.card)} as often as it is listed`
        s.hand.splice(move.hand, 1)
        f.backers.push(card)
        f.backedUpOnTurn = s.turn
        f.bp = Math.min(BP_CAP, f.bp + BACK_UP_BONUS)
        s.log.push(`${this.name(card)} backs up ${this.name(f.card)}: ${f.bp} BP`)
        return
      }
      case 'action': {
        const card = inHand(move.hand)
        if (card === undefined) return 'no such card in hand'
        if (s.phase !== 'main') return 'actions are played before the first attack'
        if (this.cards[card].kind !== 'action') return `${this.name(card)} is not an action`
        const cost = this.cards[card].cost ?? 0
        if (s.sp < cost) return `${this.name(card)} costs ${cost} SP; you have ${s.sp}`
        if (move.target !== undefined && !s.ring[move.target]) return 'no character in the target slot'
        s.hand.splice(move.hand, 1)
        s.sp -= cost
        s.discard.push(card)
        this.resolve(s, card, `Play ${this.name(card)} (−${cost} SP)`, move.target)
        return
      }
      case 'arena': {
        const card = inHand(move.hand)
        if (card === undefined) return 'no such card in hand'
        if (s.phase !== 'main') return 'arenas are played before the first attack'
        if (this.cards[card].kind !== 'arena') return `${this.name(card)} is not an arena`
        s.hand.splice(move.hand, 1)
        s.arenas.push(card)
        s.log.push(`Arena ${this.name(card)} covers the arena below it`)
        return
      }
      case 'striker': {
        if (move.striker < 0 || move.striker >= s.strikers.length) return 'no such Striker'
        if (s.phase !== 'main') return 'Strikers go in before the first attack'
        if (!s.strikerTarget) return 'a Striker attacks a character in play, and the goldfish has none (start a game where it has one)'
        const [card] = s.strikers.splice(move.striker, 1)
        s.removed.push(card)
        this.hit(s, STRIKER_DAMAGE, `Striker ${this.name(card)}`)
        return
      }
      case 'square': {
        const f = fighter(move.slot)
        if (!f) return 'no character in that slot'
        if (this.cards[f.card].ability?.type !== 'square') return `${this.name(f.card)} has no square ability`
        if (s.attackedThisTurn) return 'square abilities come before single attacks and unions'
        const why = this.cannotAct(s, f)
        if (why) return why
        if (move.target !== undefined && !s.ring[move.target]) return 'no character in the target slot'
        s.phase = 'attack'
        f.acted = true
        f.frozen = true
        this.resolve(s, f.card, `${this.name(f.card)} uses ${this.cards[f.card].ability?.name ?? 'its ability'}`, move.target)
        return
      }
      case 'attack': {
        const f = fighter(move.slot)
        if (!f) return 'no character in that slot'
        const why = this.cannotAct(s, f)
        if (why) return why
        s.phase = 'attack'
        s.attackedThisTurn = true
        f.acted = true
        f.frozen = true
        this.hit(s, f.bp, `${this.name(f.card)} attacks`)
        return
      }
      case 'union': {
        const slots = [...new Set(move.slots)]
        if (slots.length !== 2 && slots.length !== 3) return 'a union is 2 or 3 characters'
        const fighters = slots.map(fighter)
        if (fighters.some((f) => !f)) return 'no character in one of those slots'
        for (const f of fighters as Fighter[]) {
          const why = this.cannotAct(s, f)
          if (why) return why
        }
        const cost = UNION_COST[slots.length as 2 | 3]
        if (s.sp < cost) return `a union of ${slots.length} costs ${cost} SP; you have ${s.sp}`
        s.sp -= cost
        s.phase = 'attack'
        s.attackedThisTurn = true
        let bp = 0
        for (const f of fighters as Fighter[]) {
          f.acted = true
          f.frozen = true
          bp += f.bp
        }
        this.hit(s, Math.min(UNION_BP_CAP, bp), `Union of ${(fighters as Fighter[]).map((f) => this.name(f.card)).join(', ')} (−${cost} SP)`)
        return
      }
      case 'end-turn':
        this.startTurn(s)
        return
      case 'move': {
        const pile = s[move.from]
        if (move.index < 0 || move.index >= pile.length) return `no card ${move.index + 1} in the ${move.from === 'library' ? 'deck' : move.from}`
        const [card] = pile.splice(move.index, 1)
        if (move.to === 'hand') s.hand.push(card)
        else if (move.to === 'discard') s.discard.push(card)
        else if (move.to === 'library-top') s.library.unshift(card)
        else s.library.push(card)
        s.log.push(`Move ${this.name(card)} from ${move.from === 'library' ? 'deck' : move.from} to ${move.to.replace('library-', 'deck ')} (by hand)`)
        return
      }
      case 'adjust': {
        if (move.slot !== undefined) {
          const f = fighter(move.slot)
          if (!f) return 'no character in that slot'
          if (move.bp !== undefined) {
            f.bp = Math.max(0, Math.min(BP_CAP, move.bp))
            if (f.bp === 0) {
              s.ring[move.slot] = null
              s.discard.push(f.card, ...f.backers)
              s.log.push(`${this.name(f.card)} is KO'd`)
            }
          }
        }
        if (move.hp !== undefined) s.hp = Math.max(0, Math.min(HP_CAP, move.hp))
        if (move.sp !== undefined) s.sp = Math.max(0, move.sp)
        if (move.goldfishHp !== undefined) this.hit(s, s.goldfishHp - Math.min(HP_CAP, move.goldfishHp), 'Adjust')
        s.log.push('Adjusted by hand')
        return
      }
    }
  }

  private cannotAct(s: TableState, f: Fighter): string | void {
    if (f.entered >= s.turn) return `${this.name(f.card)} is on standby this turn`
    if (f.frozen || f.acted) return `${this.name(f.card)} has already acted (frozen)`
  }

  private hit(s: TableState, damage: number, what: string): void {
    s.goldfishHp = Math.max(0, s.goldfishHp - damage)
    s.log.push(`${what}: ${damage} damage, goldfish at ${s.goldfishHp} HP`)
    if (s.goldfishHp === 0 && !s.result) {
      s.result = { outcome: 'win', turn: s.turn }
      s.phase = 'over'
      s.log.push(`The goldfish is down on turn ${s.turn}`)
    }
  }
}
