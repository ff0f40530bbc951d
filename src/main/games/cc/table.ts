// The Capcom Crossovers solo table: one 1-on-1 game against a goldfish, played move by move (docs/games.md).
// Deal 7 and one mulligan; draw 1 to Speed cards (none on the first player's turn 1); lay a combo card by card,
// each card refused with the rule it breaks; the clean-up in docs/games.md's order (one card above Strength to the
// meter, discard down to Endurance, then one ace search for 40 or more, and down to Endurance again if its ace
// took the hand above); time over when the draw phase cannot be taken. Every accepted move is logged and can be
// undone; shuffles draw from numbered streams of the seed.
import type { CcComboView, CcMove, CcMoveResult, CcTablePlay, CcTableState } from '../../../shared/games/cc/table'
import { refused } from '../../../shared/errors'
import { gameRng, shufflePrefix } from '../../core/rng'
import { formatCard, numberValue } from './cards'
import { bestCombo, scoreCombo, type Character, type ComboResult } from './combo'
import { ACE_SEARCH_COST, DEFAULT_HP, HAND_SIZE } from './goldfish'
import { combatOf, sheetErrors, type CharacterSheet } from './sheet'
import { bank, cannotEndTurn, card, discardDown, freshCleanUp, searchAce } from './clean-up'

const SUITS = ['S', 'H', 'D', 'C'] as const
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const

/** The 52-card deck of a 1-on-1 game (jokers are for tag battles), in a fixed order before the shuffle. */
export const DECK: readonly string[] = RANKS.flatMap((rank) => SUITS.map((suit) => rank + suit))

export interface CcTableOptions {
  seed: number
  /** True by default. */
  first?: boolean
  /** The goldfish's HP; 100 by default. */
  hp?: number
  /** The deck top first, instead of a seeded shuffle: for tests and for replaying a known deal. */
  stacked?: readonly string[]
}

export class CcTable {
  private history: CcTableState[] = []
  private readonly character: Character
  state: CcTableState

  constructor(
    readonly sheet: CharacterSheet,
    options: CcTableOptions,
  ) {
    const errors = sheetErrors(sheet)
    if (errors.length > 0) throw refused(`${sheet.name} cannot play: ${errors[0].field}: ${errors[0].message}`)
    const hp = options.hp ?? DEFAULT_HP
    if (!Number.isInteger(hp) || hp < 1) throw refused("the goldfish's HP must be a whole number, 1 or more")
    this.character = combatOf(sheet)
    const deck = options.stacked ? stackedDeck(options.stacked) : shuffled(DECK, options.seed, 0)
    this.state = {
      seed: options.seed,
      first: options.first ?? true,
      character: { id: sheet.id, name: sheet.name },
      turn: 0,
      phase: 'opening',
      hp,
      goldfishHp: hp,
      library: deck.slice(HAND_SIZE),
      hand: deck.slice(0, HAND_SIZE),
      combo: [],
      named: {},
      meter: [],
      discard: [],
      mulligan: 'open',
      banked: false,
      discarded: 0,
      searched: false,
      shuffles: options.stacked ? 0 : 1,
      result: null,
      log: [`Seed ${options.seed}; ${sheet.name} against a goldfish of ${hp} HP, going ${(options.first ?? true) ? 'first' : 'second'}`],
    }
  }

  play(move: CcMove): CcMoveResult {
    const next = structuredClone(this.state)
    const refusal = this.apply(next, move)
    if (refusal !== null) return { ok: false, reason: refusal }
    this.history.push(this.state)
    this.state = next
    return { ok: true, ...this.view() }
  }

  /** Takes the last accepted move back. */
  undo(): boolean {
    const previous = this.history.pop()
    if (!previous) return false
    this.state = previous
    return true
  }

  /** The game as it stands, the combo laid so far, and why each hand card could not join it now. */
  view(): CcTablePlay {
    return {
      state: this.state,
      combo: comboView(this.score(this.state.combo, this.state.named)),
      add: this.state.hand.map((card) => this.refusal({ type: 'add', card })),
    }
  }

  /** Why a move would be refused now, or null when it would be played; the game does not change. */
  refusal(move: CcMove): string | null {
    return this.apply(structuredClone(this.state), move)
  }

  private score(combo: readonly string[], named: Record<number, string>): ComboResult {
    return scoreCombo(this.character, combo.map(card), { moves: named })
  }

  /**
   * The move the goldfish's policy would make now (goldfish.ts, "The turn as played here"), as a suggestion; null
   * once the game is over. Equal choices may fall otherwise than in the simulator's own arrays.
   */
  suggest(): CcMove | null {
    const s = this.state
    const damage = (hand: readonly string[]) => bestCombo(this.character, hand.map(card)).damage
    switch (s.phase) {
      case 'over':
        return null
      case 'opening':
        // Unhappy with a hand that has no legal attack: the one mulligan; the second seven are kept.
        return s.mulligan === 'open' && damage(s.hand) < 1 ? { type: 'mulligan' } : { type: 'keep' }
      case 'draw':
        return { type: 'draw', count: Math.min(this.sheet.speed, s.library.length) }
      case 'combat':
        // The best combo of the hand, laid then played; a combo laid by hand is played as it is when it is legal.
        if (s.combo.length > 0) return this.score(s.combo, s.named).legal ? { type: 'attack' } : { type: 'best' }
        return damage(s.hand) > 0 ? { type: 'best' } : { type: 'attack' }
      case 'clean-up':
        return this.cleanUp(s, damage)
    }
  }

  /** The clean-up as the goldfish plays it: bank, discard down, search, discard down again, then the next turn. */
  private cleanUp(s: CcTableState, damage: (hand: readonly string[]) => number): CcMove {
    const above = s.hand.filter((c) => (numberValue(card(c)) ?? 0) > this.sheet.strength)
    if (!s.banked && s.discarded === 0 && !s.searched && above.length > 0) {
      const value = (c: string) => numberValue(card(c)) ?? 0
      return { type: 'bank', card: above.reduce((top, c) => (value(c) > value(top) ? c : top)) }
    }
    if (s.hand.length > this.sheet.endurance) {
      // The card whose loss leaves the best combo of the rest highest; of equals, the one least worth keeping.
      const left = s.hand.map((_, i) => damage(s.hand.filter((_, j) => j !== i)))
      const pick = s.hand.reduce((at, c, i) => (left[i] > left[at] || (left[i] === left[at] && this.keepRank(c) < this.keepRank(s.hand[at])) ? i : at), 0)
      return { type: 'discard', card: s.hand[pick] }
    }
    const pay = s.searched ? null : cheapestPayment(s.meter)
    const ace = (pile: readonly string[]) => pile.find((c) => c.startsWith('A'))
    if (pay !== null) {
      const fromDiscard = [...'SHDC'].map((suit) => `A${suit}`).find((a) => s.discard.includes(a))
      if (fromDiscard) return { type: 'search', pay, ace: fromDiscard, from: 'discard' }
      const fromDraw = ace(s.library)
      if (fromDraw) return { type: 'search', pay, ace: fromDraw, from: 'draw' }
    }
    return { type: 'end-turn' }
  }

  /** How much a card is worth keeping (the goldfish's keepRank): dead cards first, then numbers above Strength, basic attacks, face cards, aces; lower numbers first within each. */
  private keepRank(written: string): number {
    const c = card(written)
    const value = numberValue(c) ?? 0
    const usable = this.sheet.moves.some((m) => m.damage !== null && m.type !== 'E' && m.points <= this.sheet.combo && m.cards.rank === c.rank)
    const kind = value > this.sheet.strength ? 1 : value > 0 ? 2 : usable ? (c.rank === 'A' ? 4 : 3) : 0
    return kind * 16 + value
  }

  private apply(s: CcTableState, move: CcMove): string | null {
    if (s.phase === 'over') return 'the game is over'
    switch (move.type) {
      case 'mulligan':
      case 'keep':
        return this.opening(s, move.type)
      case 'draw':
        return this.draw(s, move.count)
      case 'add':
        return this.add(s, move.card, move.move)
      case 'take-back':
        return this.takeBack(s)
      case 'best':
        return this.best(s)
      case 'attack':
        return this.attack(s)
      case 'bank':
        return this.bank(s, move.card)
      case 'discard':
        return this.discard(s, move.card)
      case 'search':
        return this.search(s, move.pay, move.ace, move.from)
      case 'end-turn':
        return this.endTurn(s)
      default:
        return 'not a move of the Capcom Crossovers table'
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // Setup and the draw phase

  /** "they may choose to reshuffle their hand into their deck and draw their seven cards again" — once. */
  private opening(s: CcTableState, choice: 'mulligan' | 'keep'): string | null {
    if (s.phase !== 'opening') return 'the opening hand has been kept: a mulligan is only taken before the first turn'
    if (choice === 'mulligan') {
      if (s.mulligan === 'taken') return 'each player may only take one mulligan per game'
      const deck = shuffled([...s.hand, ...s.library], s.seed, s.shuffles++)
      s.hand = deck.slice(0, HAND_SIZE)
      s.library = deck.slice(HAND_SIZE)
      s.mulligan = 'taken'
      s.log.push(`Mulligan: the hand shuffled back; new hand ${s.hand.join(' ')}`)
      return null
    }
    if (s.mulligan === 'open') s.mulligan = 'kept'
    s.log.push(`Kept ${s.hand.join(' ')}`)
    this.startTurn(s)
    return null
  }

  /** A new turn: the draw phase, skipped on the first player's turn 1; an empty draw pile is time over. */
  private startTurn(s: CcTableState): void {
    s.turn++
    freshCleanUp(s)
    s.log.push(`Turn ${s.turn}`)
    if (s.turn === 1 && s.first) {
      s.log.push('No draw: the player who goes first does not draw on the first turn')
      s.phase = 'combat'
    } else if (s.library.length === 0) {
      s.phase = 'over'
      s.result = { outcome: 'time-over', turn: s.turn }
      s.log.push(`Time over: the draw pile is empty, so no draw phase can be taken (goldfish at ${s.goldfishHp} HP)`)
    } else {
      s.phase = 'draw'
    }
  }

  /** "You may draw any number of cards equal or less than your character's speed value. At least one card…" */
  private draw(s: CcTableState, count: number): string | null {
    if (s.phase !== 'draw') return 'cards are drawn in the draw phase, at the start of the turn'
    const most = Math.min(this.sheet.speed, s.library.length)
    if (!Number.isInteger(count) || count < 1 || count > most) {
      const pile = s.library.length < this.sheet.speed ? ` (the draw pile holds ${s.library.length})` : ''
      return `draw from 1 to ${most} cards: at least one card must be drawn, at most ${this.sheet.name}'s Speed (${this.sheet.speed})${pile}`
    }
    const drawn = s.library.splice(0, count)
    s.hand.push(...drawn)
    s.phase = 'combat'
    s.log.push(`Drew ${drawn.join(' ')}`)
    return null
  }

  // -------------------------------------------------------------------------------------------------------------
  // Combat

  private add(s: CcTableState, written: string, moveName: string | undefined): string | null {
    if (s.phase !== 'combat') return 'combos are laid in combat, after the draw'
    const at = s.hand.indexOf(written)
    if (at < 0) return `${written} is not in the hand`
    const combo = [...s.combo, written]
    const named = moveName === undefined ? s.named : { ...s.named, [s.combo.length]: moveName }
    const result = this.score(combo, named)
    if (!result.legal) {
      // A card above Strength waits for its pair (a throw takes two number cards of one value), unless the throw
      // itself would break a rule: then that rule is the reason.
      const pair = result.at === s.combo.length ? this.pairFor(written) : null
      if (pair === null) return result.problem
      const completed = this.score([...combo, pair], named)
      if (!completed.legal) return completed.problem.replace(`${written} ${pair}`, `${written} and a second ${pair.slice(0, -1)}`)
    }
    s.hand.splice(at, 1)
    s.combo = combo
    s.named = named
    return null
  }

  /** A card that pairs `written` in a throw, when it is a number above Strength; else null. */
  private pairFor(written: string): string | null {
    const value = numberValue(card(written))
    if (value === null || value <= this.sheet.strength) return null
    // Any card of the value pairs it: a throw's damage is the character's own, whatever the suits.
    return `${value}${written.endsWith('S') ? 'H' : 'S'}`
  }

  private takeBack(s: CcTableState): string | null {
    if (s.phase !== 'combat') return 'only the combo being laid can be taken back'
    const last = s.combo.pop()
    if (last === undefined) return 'no card has been laid this turn'
    delete s.named[s.combo.length]
    s.hand.push(last)
    return null
  }

  private best(s: CcTableState): string | null {
    if (s.phase !== 'combat') return 'combos are laid in combat, after the draw'
    s.hand.push(...s.combo)
    const best = bestCombo(this.character, s.hand.map(card))
    s.combo = best.play.map(formatCard)
    s.named = {}
    let at = 0
    for (const step of best.steps) {
      if (step.kind === 'special' || step.kind === 'super') s.named[at] = step.move
      at += step.cards.length
    }
    for (const played of s.combo) s.hand.splice(s.hand.indexOf(played), 1)
    return null
  }

  /** "All cards used in the combo are discarded"; "The game ends when one character's HP reaches 0." */
  private attack(s: CcTableState): string | null {
    if (s.phase !== 'combat') return 'the combo is played in combat, after the draw'
    if (s.combo.length === 0) {
      s.log.push('No attack this turn')
    } else {
      const result = this.score(s.combo, s.named)
      if (!result.legal) return result.problem
      s.goldfishHp -= result.damage
      s.discard.push(...s.combo)
      const steps = result.steps.map((step) => `${step.cards.join(' ')} ${step.move} ${step.damage}`)
      s.log.push(`Combo ${steps.join(', ')}: ${result.damage} damage, ${result.pointsLeft} combo points left; goldfish at ${s.goldfishHp} HP`)
      s.combo = []
      s.named = {}
      if (s.goldfishHp <= 0) {
        s.phase = 'over'
        s.result = { outcome: 'ko', turn: s.turn }
        s.log.push(`K.O. on turn ${s.turn}`)
        return null
      }
    }
    s.phase = 'clean-up'
    return null
  }

  // -------------------------------------------------------------------------------------------------------------
  // Clean-up: the meter, discard down to Endurance, and only then the ace search

  private bank(s: CcTableState, written: string): string | null {
    if (s.phase !== 'clean-up') return 'cards go to the super meter in the clean-up, after combat'
    return bank(s, this.sheet, written, (line) => s.log.push(line))
  }

  private discard(s: CcTableState, written: string): string | null {
    if (s.phase !== 'clean-up') return 'cards are discarded down to Endurance in the clean-up'
    return discardDown(s, this.sheet, written, (line) => s.log.push(line))
  }

  private search(s: CcTableState, pay: readonly string[], ace: string, from: 'discard' | 'draw'): string | null {
    if (s.phase !== 'clean-up') return 'the ace search is made in the clean-up'
    return searchAce(
      s,
      this.sheet,
      { pay, ace, from },
      (cards) => shuffled(cards, s.seed, s.shuffles++),
      (line) => s.log.push(line),
    )
  }

  private endTurn(s: CcTableState): string | null {
    if (s.phase === 'opening') return 'keep the opening hand or take the mulligan first'
    if (s.phase === 'draw') return 'draw first: at least one card must be drawn each turn'
    if (s.phase === 'combat') return 'play the combo (or no attack) before the clean-up'
    const refusal = cannotEndTurn(s, this.sheet)
    if (refusal) return refusal
    this.startTurn(s)
    return null
  }
}

/** The meter cards of the smallest sum of 40 or more, the fewest cards for that sum; null when the meter holds less. */
function cheapestPayment(meter: readonly string[]): string[] | null {
  // Every card is at most 10, so that sum is at most 49: the fewest cards for each sum below 50 (a 0/1 knapsack).
  let fewest: (number[] | null)[] = Array.from({ length: 50 }, (_, sum) => (sum === 0 ? [] : null))
  meter.forEach((written, at) => {
    const value = numberValue(card(written)) ?? 0
    const next = [...fewest]
    for (let sum = value; sum < 50; sum++) {
      const from = fewest[sum - value]
      if (from && (next[sum] === null || from.length + 1 < next[sum]!.length)) next[sum] = [...from, at]
    }
    fewest = next
  })
  const paid = fewest.slice(ACE_SEARCH_COST).find((way) => way !== null)
  return paid ? paid.map((at) => meter[at]) : null
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
  return deck
}

function comboView(result: ComboResult): CcComboView {
  if (!result.legal) return { legal: false, damage: 0, pointsUsed: 0, pointsLeft: 0, steps: [], problem: result.problem }
  const steps = result.steps.map((step) => ({ cards: step.cards, move: step.move, damage: step.damage, points: step.points }))
  return { legal: true, damage: result.damage, pointsUsed: result.pointsUsed, pointsLeft: result.pointsLeft, steps, problem: null }
}
