// The interactive goldfish table: one CFS game played move by move. Every move is checked against the
// rules (docs/rules.md, "The turn") and refused with a reason; each accepted move is logged and can be
// undone. Card texts the engine reads are played by the same code as in the simulator (play-text.ts); the
// others the player carries out by hand (adjust, move, override), each logged and undoable.
import type { Card } from '../../../../shared/card'
import { isCharacter } from '../../../../shared/card'
import type { Fighter, Move, MoveResult, Override, Picks, TableMoves, TableState } from '../../../../shared/playtest'
import { gameRng, Shuffler, type Rng } from '../../../core/rng'
import { factsOf, type Facts } from './board'
import { actionCost, attackPower, cannotAttack, cannotPlace, cannotTakeBackUp, cannotUseSquare, inForce, unionPower } from './in-force'
import { candidates, cannotPay, firstPick, playText, type Play } from './play-text'
import { HAND, RING_SLOTS, BACK_UP_BONUS, STRIKER_DAMAGE, BP_CAP, UNION_BP_CAP, HP_CAP, UNION_COST } from './rules'
import { TableBoard } from './table-board'
import { autoplayTurn } from './autoplay'
import type { Text } from './text/model'
import { refused } from '../../../../shared/errors'

export class Table {
  private history: TableState[] = []
  readonly facts: Facts[]
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
    this.facts = cards.map((card) => factsOf(card))
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
      placed: 0,
      turnRules: [],
      chance: 0,
      attackedThisTurn: false,
      redraws,
      result: null,
      log: [`Seed ${options.seed}; ${redraws ? `opening hand redrawn ${redraws}×` : 'opening hand kept'}; going ${options.first ? 'first' : 'second'}`],
    }
    this.startTurn(this.board(this.state))
  }

  play(move: Move): MoveResult {
    if (move.type === 'auto-turn') return this.autoTurn()
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

  /** The game as it stands, as a board to read (the policy's view; nothing is changed through it). */
  view(): TableBoard {
    return new TableBoard(
      this.state,
      this.facts,
      () => {},
      () => {},
    )
  }

  /** Plays the rest of the turn as the simulator would, then ends it: one step for undo. */
  private autoTurn(): MoveResult {
    if (this.state.phase === 'over') return { ok: false, reason: 'the game is over' }
    const start = this.state
    const depth = this.history.length
    autoplayTurn(this)
    this.history.length = depth
    this.history.push(start)
    // The note closes the turn it was about, before the next turn's lines.
    const s = this.state
    const next = s.turn > start.turn ? s.log.lastIndexOf(`Turn ${s.turn}`) : -1
    s.log.splice(next < 0 ? s.log.length : next, 0, '(that turn was played as the simulator plays)')
    return { ok: true, state: this.state, moves: this.moves() }
  }

  /**
   * The move the simulator would play next (the first of its turn from here), as a suggestion; null once the game
   * is over. The game does not change: the turn is played out and taken back.
   */
  suggest(): Move | null {
    if (this.state.phase === 'over') return null
    const start = this.state
    const depth = this.history.length
    let first: Move | null = null
    const play = (move: Move) => {
      const played = this.play(move)
      if (played.ok) first ??= move
      return played
    }
    const state = () => this.state
    autoplayTurn({
      get state() {
        return state()
      },
      view: () => this.view(),
      play,
    })
    this.state = start
    this.history.length = depth
    return first
  }

  /** Takes the last accepted move back. */
  undo(): boolean {
    const previous = this.history.pop()
    if (!previous) return false
    this.state = previous
    return true
  }

  private board(s: TableState): TableBoard {
    return new TableBoard(
      s,
      this.facts,
      (state, amount) => this.hit(state, amount),
      (state) => this.draw(state),
    )
  }

  private name(i: number): string {
    return this.facts[i].label
  }

  /** The end of the turn (● texts that act then), then the next: activate, ● texts at its start, draw. */
  private endTurn(b: TableBoard): void {
    this.hooks(b, 'turn-end')
    if (b.over) return
    this.startTurn(b)
  }

  private startTurn(b: TableBoard): void {
    const s = b.s
    s.turn++
    s.phase = 'main'
    s.placed = 0
    s.turnRules = []
    s.attackedThisTurn = false
    s.log.push(`Turn ${s.turn}`)
    s.ring.forEach((f) => {
      if (!f) return
      f.acted = false
      f.attacked = false
      f.manyBackUps = false
      f.readyNow = false
      // Activate: a character unfreezes, unless a text keeps it frozen.
      if (this.facts[f.card].rules.includes('self:never-unfreeze') && !f.abilityLost) {
        if (f.frozen) s.log.push(`${this.name(f.card)} stays frozen (its text)`)
      } else if (f.stayFrozen) {
        f.stayFrozen = false
        s.log.push(`${this.name(f.card)} stays frozen this turn`)
      } else f.frozen = false
    })
    this.hooks(b, 'turn-start')
    if (b.over || (s.turn === 1 && s.first)) return
    this.draw(s)
    for (let k = inForce(b, 'extra-draw'); k > 0 && !b.over; k--) this.draw(s)
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

  /** Plays the ● texts that act at a moment of the turn, slot by slot. */
  private hooks(b: TableBoard, when: 'turn-start' | 'turn-end'): void {
    for (let r = 0; r < RING_SLOTS && !b.over; r++) {
      const f = b.s.ring[r]
      if (!f || f.abilityLost || this.facts[f.card].text?.when !== when) continue
      this.playCard(b, f.card, `${this.name(f.card)}: ${this.cards[f.card].ability?.name ?? 'its ability'}`, { card: f.card, slot: r })
    }
  }

  /**
   * Plays a card's text, or logs why it does nothing against the goldfish, or asks the player to apply it
   * by hand when the engine does not read it.
   */
  private playCard(b: TableBoard, card: number, what: string, play: Play): void {
    const reading = this.facts[card].reading
    const text = this.facts[card].text
    if (!reading) return
    if (reading.class === 'not-modelled') {
      b.log(`${what}: apply its text by hand (${reading.reason})`)
      return
    }
    if (!text) {
      b.log(`${what}: nothing happens (${'reason' in reading ? reading.reason : ''})`)
      return
    }
    b.log(`${what}${reading.class === 'partial' ? ` (played in part: ${reading.reason})` : ''}`)
    playText(b, text, play)
  }

  /** Why the player's picks do not fit the text, or null. */
  private wrongPicks(b: TableBoard, text: Text | null, play: Play): string | null {
    if (!text || play.target === undefined) return null
    if (!b.s.ring[play.target]) return 'no character in the target slot'
    const who = firstPick(text)
    if (who && !candidates(b, who, play).includes(play.target)) return `${this.name(b.s.ring[play.target]!.card)} cannot be picked for this text`
    return null
  }

  /** Changes `s` and returns nothing, or returns why the move is refused. */
  private apply(s: TableState, move: Move): string | void {
    if (s.phase === 'over' && move.type !== 'adjust' && move.type !== 'move') return 'the game is over'
    const b = this.board(s)
    const inHand = (h: number) => (h >= 0 && h < s.hand.length ? s.hand[h] : undefined)
    const fighter = (slot: number) => (slot >= 0 && slot < RING_SLOTS ? s.ring[slot] : undefined)
    const picks = (m: Picks) => ({ target: m.target, targets: m.targets, option: m.option })
    switch (move.type) {
      case 'place': {
        const card = inHand(move.hand)
        if (card === undefined) return 'no such card in hand'
        if (s.phase !== 'main') return 'characters enter in the Main phase, before the first attack'
        if (!isCharacter(this.cards[card].kind)) return `${this.name(card)} is not a character`
        if (move.slot < 0 || move.slot >= RING_SLOTS) return 'no such ring slot'
        if (s.ring[move.slot]) return 'that ring slot is taken'
        const why = cannotPlace(b, card, s.placed)
        if (why) return why
        if (move.target !== undefined && move.target !== move.slot && !s.ring[move.target]) return 'no character in the target slot'
        s.hand.splice(move.hand, 1)
        s.ring[move.slot] = fresh(card, this.cards[card].bp ?? 0, s.turn)
        s.placed++
        s.sp += this.cards[card].sp ?? 0
        s.log.push(`Place ${this.name(card)} in slot ${move.slot + 1} (standby, +${this.cards[card].sp ?? 0} SP)`)
        if (this.cards[card].ability?.type === 'triangle') {
          if (inForce(b, 'no-triangle')) s.log.push(`${this.name(card)}'s ▲ has no effect while a character in the ring says so`)
          else this.playCard(b, card, `${this.name(card)} enters: ${this.cards[card].ability?.name ?? 'ability'}`, { card, slot: move.slot, ...picks(move) })
        }
        return
      }
      case 'back-up': {
        const card = inHand(move.hand)
        const f = fighter(move.slot)
        if (card === undefined) return 'no such card in hand'
        if (!f) return 'no character in that slot'
        if (s.phase !== 'main') return 'Back-Up happens in the Main phase'
        const why = cannotTakeBackUp(b, move.slot, f.backedUpOnTurn === s.turn, f.manyBackUps)
        if (why) return why
        if (!isCharacter(this.cards[card].kind)) return `${this.name(card)} is not a character`
        const listed = this.cards[f.card].backups.filter((x) => x.name === this.cards[card].name).length
        if (listed === 0) return `${this.cards[card].name} is not on ${this.name(f.card)}'s Back-Up list`
        const used = f.backers.filter((x) => this.cards[x].name === this.cards[card].name).length
        if (used >= listed) return `${this.cards[card].name} has backed up ${this.name(f.card)} as often as it is listed`
        s.hand.splice(move.hand, 1)
        f.backers.push(card)
        f.backedUpOnTurn = s.turn
        f.bp = Math.min(BP_CAP, f.bp + BACK_UP_BONUS)
        s.log.push(`${this.name(card)} backs up ${this.name(f.card)}: ${f.bp} BP`)
        for (let k = inForce(b, 'back-up-draws'); k > 0 && !b.over; k--) this.draw(s)
        return
      }
      case 'action': {
        const card = inHand(move.hand)
        if (card === undefined) return 'no such card in hand'
        const free = b.turnRule('free-action') > 0
        if (s.phase !== 'main' && !(free && !s.attackedThisTurn)) return 'actions are played before the first attack'
        if (this.cards[card].kind !== 'action') return `${this.name(card)} is not an action`
        const cost = actionCost(b, card)
        if (s.sp < cost) return `${this.name(card)} costs ${cost} SP; you have ${s.sp}`
        const text = this.facts[card].text
        const play = { card, slot: -1, ...picks(move) }
        const wrong = this.wrongPicks(b, text, play)
        if (wrong) return wrong
        const why = text && cannotPay(b, text, play)
        if (why) return `${this.name(card)}: ${why}`
        s.hand.splice(move.hand, 1)
        s.sp -= cost
        if (free) s.turnRules = s.turnRules.filter((r) => r !== 'free-action')
        this.playCard(b, card, `Play ${this.name(card)} (−${cost} SP)`, play)
        // Discarded once its text is done: while it plays, no text finds it in the discard pile (A047, A048).
        s.discard.push(card)
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
        const why = cannotUseSquare(b, move.slot)
        if (why) return why
        const text = this.facts[f.card].text
        const play = { card: f.card, slot: move.slot, ...picks(move) }
        const wrong = this.wrongPicks(b, text, play)
        if (wrong) return wrong
        const unpaid = text && cannotPay(b, text, play)
        if (unpaid) return `${this.name(f.card)}: ${unpaid}`
        s.phase = 'attack'
        f.acted = true
        f.frozen = true
        this.playCard(b, f.card, `${this.name(f.card)} uses ${this.cards[f.card].ability?.name ?? 'its ability'}`, play)
        return
      }
      case 'attack': {
        const f = fighter(move.slot)
        if (!f) return 'no character in that slot'
        const why = cannotAttack(b, move.slot)
        if (why) return why
        s.phase = 'attack'
        s.attackedThisTurn = true
        f.acted = true
        f.attacked = true
        f.frozen = true
        const damage = attackPower(b, move.slot)
        this.hit(s, damage, `${this.name(f.card)} attacks`)
        // ● texts set off by its attack: a direct hit (the goldfish never blocks), then "after attacking".
        const text = this.facts[f.card].text
        if (!b.over && !f.abilityLost && (text?.when === 'direct-hit' || text?.when === 'after-attack')) {
          this.playCard(b, f.card, `${this.name(f.card)}: ${this.cards[f.card].ability?.name ?? 'its ability'}`, { card: f.card, slot: move.slot, hit: damage })
        }
        return
      }
      case 'union': {
        const slots = [...new Set(move.slots)]
        if (slots.length !== 2 && slots.length !== 3) return 'a union is 2 or 3 characters'
        const fighters = slots.map(fighter)
        if (fighters.some((f) => !f)) return 'no character in one of those slots'
        for (const slot of slots) {
          const why = cannotAttack(b, slot)
          if (why) return why
        }
        const cost = Math.max(0, UNION_COST[slots.length as 2 | 3] - 5 * b.turnRule('cheap-unions'))
        if (s.sp < cost) return `a union of ${slots.length} costs ${cost} SP; you have ${s.sp}`
        s.sp -= cost
        s.phase = 'attack'
        s.attackedThisTurn = true
        let bp = 0
        slots.forEach((slot, k) => {
          const f = fighters[k]!
          f.acted = true
          f.attacked = true
          f.frozen = true
          bp += unionPower(b, slot)
        })
        // ● texts that act after an attack are void in a union (the rule book).
        this.hit(s, Math.min(UNION_BP_CAP, bp), `Union of ${(fighters as Fighter[]).map((f) => this.name(f.card)).join(', ')} (−${cost} SP)`)
        return
      }
      case 'end-turn':
        this.endTurn(b)
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
      case 'override':
        return this.override(b, move.what, move.slot)
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

  /** A move by hand for a card's text the engine does not play; the log marks it and names the card. */
  private override(b: TableBoard, what: Override, slot?: number): string | void {
    const s = b.s
    if (what === 'extra-character') {
      if (s.phase !== 'main') return 'characters enter in the Main phase, before the first attack'
      b.setTurnRule('extra-character')
      s.log.push('By hand: one more character may enter the ring this turn')
      return
    }
    if (what === 'destroy-arena') {
      const top = s.arenas.pop()
      if (top === undefined) return 'no arena in play'
      s.discard.push(top)
      s.log.push(`By hand: arena ${this.name(top)} is destroyed${s.arenas.length ? `; ${this.name(s.arenas.at(-1)!)} is the arena again` : ''}`)
      return
    }
    const f = slot !== undefined && slot >= 0 && slot < RING_SLOTS ? s.ring[slot] : null
    if (!f || slot === undefined) return 'no character in that slot'
    const name = this.name(f.card)
    switch (what) {
      case 'freeze':
        if (f.frozen) return `${name} is already frozen`
        f.frozen = true
        s.log.push(`By hand: ${name} is frozen`)
        return
      case 'unfreeze':
        if (!f.frozen) return `${name} is not frozen`
        f.frozen = false
        f.stayFrozen = false
        s.log.push(`By hand: ${name} unfreezes${f.acted ? ' (it has acted this turn: it still acts once a turn)' : ''}`)
        return
      case 'ko':
        b.leave(slot, 'discard')
        s.log.push(`By hand: ${name} is KO'd${f.backers.length ? ', its back-ups discarded' : ''}`)
        return
      case 'to-hand':
      case 'to-deck':
        b.leave(slot, what === 'to-hand' ? 'hand' : 'deck')
        if (what === 'to-deck') b.shuffleDeck()
        s.log.push(
          `By hand: ${name} returns to your ${what === 'to-hand' ? 'hand' : 'deck (shuffled)'}, its stats reset${f.backers.length ? ', its back-ups discarded' : ''}`,
        )
        return
      case 'attack-on-entry':
        if (f.entered < s.turn) return `${name} is not on standby`
        f.readyNow = true
        s.log.push(`By hand: ${name} may attack this turn`)
        return
    }
  }

  private hit(s: TableState, damage: number, what?: string): void {
    s.goldfishHp = Math.max(0, s.goldfishHp - damage)
    s.log.push(`${what ?? 'The goldfish is hit'}: ${damage} damage, goldfish at ${s.goldfishHp} HP`)
    if (s.goldfishHp === 0 && !s.result) {
      s.result = { outcome: 'win', turn: s.turn }
      s.phase = 'over'
      s.log.push(`The goldfish is down on turn ${s.turn}`)
    }
  }
}

/** A character entering the ring, stats as printed. */
function fresh(card: number, bp: number, turn: number): Fighter {
  return {
    card,
    bp,
    entered: turn,
    frozen: false,
    stayFrozen: false,
    acted: false,
    attacked: false,
    backers: [],
    backedUpOnTurn: 0,
    abilityLost: false,
    manyBackUps: false,
    readyNow: false,
  }
}

/** Whether a card's text lets the player pick one character (the page offers "on slot N"). */
export function textPicksTarget(text: Text | null): boolean {
  return text !== null && firstPick(text) !== null
}
