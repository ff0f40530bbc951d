// The moves Capcom Crossovers for two allows the seat the game waits for: what a policy picks from. The attacks a
// hand can lay are read by the combo rules (combo.ts), the answers by the rules of defence (defence.ts), so each move
// listed is one the engine accepts (the matchup runs stop at any refusal).
import type { CcDuelMove, CcDuelState, CcSeat } from '../../../../shared/games/cc/duel'
import { numberValue } from '../cards'
import { card, meterSum } from '../clean-up'
import type { ComboStep, LegalCombo } from '../combo'
import { ACE_SEARCH_COST } from '../goldfish'
import type { CharacterSheet } from '../sheet'
import { answerAttack, cannotDodge, cannotTechHit, variableCounter, type Strike } from '../defence'
import { strikeOf, type CcDuel } from './engine'
import { scoreOf } from './score'
import { JOKER_BACK_COST } from './tag'

/** One attack a hand can lay: its cards, the move named for its first card, and how it scores and meets a defence. */
export interface AttackOption {
  cards: string[]
  move?: string
  step: ComboStep
  strike: Strike
}

/**
 * Every single attack `hand` can lay: each basic attack, a throw of each pair above Strength, and each move on the
 * cards of its rank (with each number of additional cards it takes). `counter`: as the first attack of a counter's
 * combo (type E and moves that deal no damage may open it).
 */
export function singleAttacks(sheet: CharacterSheet, hand: readonly string[], counter: boolean): AttackOption[] {
  const options: AttackOption[] = []
  const add = (cards: string[], move?: string) => {
    const scored = scoreOf(sheet, cards, move === undefined ? {} : { 0: move }, counter)
    if (!scored.legal || scored.steps.length !== 1) return
    options.push({ cards, ...(move === undefined ? {} : { move }), step: scored.steps[0], strike: strikeOf(sheet, scored.steps[0], card(cards[0])) })
  }
  const numbers = hand.filter((c) => numberValue(card(c)) !== null)
  for (const c of numbers) if (numberValue(card(c))! <= sheet.strength) add([c])
  const pairs = new Map<number, string[]>()
  for (const c of numbers) {
    const value = numberValue(card(c))!
    if (value > sheet.strength) pairs.set(value, [...(pairs.get(value) ?? []), c])
  }
  for (const same of pairs.values()) if (same.length >= 2) add(same.slice(0, 2))
  for (const move of sheet.moves) {
    const ranked = hand.filter((c) => c.startsWith(move.cards.rank) && !c.startsWith('10'))
    for (let k = 1; k <= Math.min(ranked.length, 1 + Math.max(0, move.cards.additional)); k++) add(ranked.slice(0, k), move.name)
  }
  return options
}

/** The attacks that may follow `laid` in one combo: each single attack the rest of the hand adds legally. */
export function nextAttacks(
  sheet: CharacterSheet,
  laid: { cards: readonly string[]; named: Record<number, string> },
  hand: readonly string[],
  counter: boolean,
): string[][] {
  return singleAttacks(sheet, hand, false)
    .filter((o) => {
      const named = o.move === undefined ? laid.named : { ...laid.named, [laid.cards.length]: o.move }
      return scoreOf(sheet, [...laid.cards, ...o.cards], named, counter).legal
    })
    .map((o) => o.cards)
}

/** Every move the engine accepts now from the seat it waits for, the rest of a combo one attack at a time. */
export function legalMoves(duel: CcDuel, s: CcDuelState = duel.state): CcDuelMove[] {
  const seat = duel.toMove(s)
  if (seat === null) return []
  const p = s.players[seat]
  const sheet = duel.sheet(s, seat)
  switch (s.phase) {
    case 'opening':
      return p.mulligan === 'open' ? [{ type: 'keep' }, { type: 'mulligan' }] : [{ type: 'keep' }]
    case 'draw':
      return Array.from({ length: Math.min(sheet.speed, p.library.length) }, (_, k) => ({ type: 'draw', count: k + 1 }))
    case 'combat':
      return [{ type: 'pass' }, ...blocks(sheet, p.hand), ...firstAttacks(duel, s, seat)]
    case 'answer':
      return answers(duel, s, seat)
    case 'combo':
    case 'counter-combo': {
      const laid = s.laid!
      const rest = nextAttacks(sheet, laid, p.hand, laid.as === 'counter').map((cards): CcDuelMove => ({ type: 'combo', cards }))
      return [{ type: 'combo', cards: [] }, ...rest]
    }
    case 'shot':
      return [
        { type: 'shot', cards: [] },
        ...singleAttacks(sheet, p.hand, false)
          .filter((o) => o.strike.attributes.includes('R'))
          .map((o): CcDuelMove => ({ type: 'shot', cards: o.cards, ...(o.move === undefined ? {} : { move: o.move }) })),
      ]
    case 'clean-up':
      return cleanUps(duel, s, seat)
    default:
      return []
  }
}

function blocks(sheet: CharacterSheet, hand: readonly string[]): CcDuelMove[] {
  return hand.filter((c) => (numberValue(card(c)) ?? Infinity) <= sheet.strength).map((c): CcDuelMove => ({ type: 'block', card: c }))
}

function firstAttacks(duel: CcDuel, s: CcDuelState, seat: CcSeat): CcDuelMove[] {
  const p = s.players[seat]
  const moves = singleAttacks(duel.sheet(s, seat), p.hand, false).map((o): CcDuelMove => ({
    type: 'attack',
    cards: o.cards,
    ...(o.move === undefined ? {} : { move: o.move }),
  }))
  if (duel.tag && p.hand.filter((c) => c === 'X').length >= 2 && p.fighters.every((f) => !f.ko) && tagSupers(duel, s, seat))
    moves.push({ type: 'attack', cards: ['X', 'X'] })
  return moves
}

/** Both characters have a [TS] super. */
function tagSupers(duel: CcDuel, s: CcDuelState, seat: CcSeat): boolean {
  return [duel.sheet(s, seat), duel.sheet(s, seat, true)].every((sheet) => sheet.moves.some((m) => m.kind === 'super' && m.tag.includes('TS')))
}

function answers(duel: CcDuel, s: CcDuelState, seat: CcSeat): CcDuelMove[] {
  const p = s.players[seat]
  const sheet = duel.sheet(s, seat)
  const attack = duel.laidAttack(s)
  const moves: CcDuelMove[] = [{ type: 'take' }]
  if (cannotDodge(attack.strike) === null && p.library.length > 0) moves.push({ type: 'dodge' })
  for (const o of singleAttacks(sheet, p.hand, true)) {
    if (answerAttack(attack.strike, o.strike).ok) moves.push({ type: 'counter', cards: o.cards, ...(o.move === undefined ? {} : { move: o.move }) })
  }
  if (attack.strike.kind === 'throw') {
    const thrown = numberValue(card(s.laid!.cards[0]))!
    const numbers = p.hand.filter((c) => numberValue(card(c)) !== null)
    for (const [k, a] of numbers.entries()) {
      const b = numbers.slice(k + 1).find((c) => numberValue(card(c)) === numberValue(card(a)))
      if (b && cannotTechHit(thrown, [card(a), card(b)], sheet.strength) === null) moves.push({ type: 'tech', cards: [a, b] })
    }
  }
  if (duel.tag && p.hand.includes('X') && !p.fighters[1 - p.active].ko) {
    for (const m of duel.sheet(s, seat, true).moves.filter((x) => x.tag.includes('VC'))) {
      const strike: Strike = { kind: m.kind, damage: m.damage ?? 0, priority: m.priority, type: m.type, attributes: m.attributes }
      if (!(attack.strike.kind === 'tag-super' && variableCounter(attack.strike, strike) === 'negated')) moves.push({ type: 'variable-counter', move: m.name })
    }
  }
  return moves
}

function cleanUps(duel: CcDuel, s: CcDuelState, seat: CcSeat): CcDuelMove[] {
  const p = s.players[seat]
  const sheet = duel.sheet(s, seat)
  const moves: CcDuelMove[] = []
  const over = p.hand.length > sheet.endurance
  if (!p.banked && p.discarded === 0 && !p.searched) {
    const ko = p.fighters.some((f) => f.ko)
    for (const c of new Set(p.hand)) if ((numberValue(card(c)) ?? 0) > sheet.strength || (c === 'X' && ko)) moves.push({ type: 'bank', card: c })
  }
  if (over) for (const c of new Set(p.hand)) moves.push({ type: 'discard', card: c })
  if (!p.searched && !over && meterSum(p.meter) >= ACE_SEARCH_COST) {
    const ace = (pile: readonly string[]) => pile.find((c) => c.startsWith('A'))
    const pay = payment(p.meter, ACE_SEARCH_COST)
    const fromDiscard = ace(p.discard)
    const fromDraw = ace(p.library)
    if (pay && fromDiscard) moves.push({ type: 'search', pay, ace: fromDiscard, from: 'discard' })
    if (pay && fromDraw) moves.push({ type: 'search', pay, ace: fromDraw, from: 'draw' })
  }
  if (duel.tag) {
    const resting = p.fighters[1 - p.active]
    if (!p.tagged && !resting.ko) {
      const low = p.hand.filter((c) => (numberValue(card(c)) ?? Infinity) <= sheet.strength)
      for (const [k, a] of low.entries()) {
        const b = low.slice(k + 1).find((c) => numberValue(card(c)) === numberValue(card(a)))
        if (b && !moves.some((m) => m.type === 'tag' && numberValue(card(m.cards[0])) === numberValue(card(a)))) moves.push({ type: 'tag', cards: [a, b] })
      }
    }
    if (!p.recovered && !resting.ko && resting.hp < duel.sheet(s, seat, true).hp) for (const c of new Set(p.hand)) moves.push({ type: 'recover', card: c })
    const pay = p.discard.includes('X') ? payment(p.meter, JOKER_BACK_COST) : null
    if (pay) moves.push({ type: 'joker-back', pay })
  }
  if (!over) moves.push({ type: 'end-turn' })
  return moves
}

/** Meter cards, fewest first from the highest, that add up to `cost`; null when the meter holds less. */
export function payment(meter: readonly string[], cost: number): string[] | null {
  const sorted = [...meter].sort((a, b) => meterSum([b]) - meterSum([a]))
  const pay: string[] = []
  for (const c of sorted) {
    if (meterSum(pay) >= cost) break
    pay.push(c)
  }
  return meterSum(pay) >= cost ? pay : null
}

/** Cards laid so far in a combo, with the moves named for them by their place. */
type Laid = { readonly cards: readonly string[]; readonly named: Record<number, string> }

/** One way a combo may go on: its cards, the moves named for them (by their place in the rest), the damage it adds. */
export interface ComboRest {
  cards: string[]
  named: Record<number, string>
  damage: number
}

/**
 * The ways a combo may go on after `laid`, whole (one attack or several), the most damage first, at most `limit`:
 * what a player picks from at the table, where the rest of a combo is laid at once.
 */
export function comboRests(sheet: CharacterSheet, laid: Laid, hand: readonly string[], counter: boolean, limit = 24): ComboRest[] {
  const start = scoreOf(sheet, laid.cards, laid.named, counter)
  if (!start.legal) return []
  const found = new Map<string, ComboRest>()
  restsOf(sheet, laid, hand, counter, (next, moves, scored) => {
    const rest = next.slice(laid.cards.length)
    const restNamed = Object.fromEntries(
      Object.entries(moves).flatMap(([k, v]) => (Number(k) >= laid.cards.length ? [[String(Number(k) - laid.cards.length), v]] : [])),
    )
    const key = rest.join(' ') + JSON.stringify(restNamed)
    if (!found.has(key)) found.set(key, { cards: rest, named: restNamed, damage: scored.damage - start.damage })
  })
  // The most damage first; of equals, the first found (a stable sort keeps the search's order).
  return [...found.values()].sort((a, b) => b.damage - a.damage).slice(0, limit)
}

/**
 * comboRests' first way, found by the same search without listing the others (the first found of the most damage):
 * greedy's rest of a combo, and what a counter's combo is worth to it. Null when `laid` is not a legal start.
 */
export function bestComboRest(sheet: CharacterSheet, laid: Laid, hand: readonly string[], counter: boolean): { cards: string[]; damage: number } | null {
  const start = scoreOf(sheet, laid.cards, laid.named, counter)
  if (!start.legal) return null
  let best: { cards: string[]; damage: number } | null = null
  restsOf(sheet, laid, hand, counter, (next, _named, scored) => {
    const damage = scored.damage - start.damage
    if (best === null || damage > best.damage) best = { cards: next.slice(laid.cards.length), damage }
  })
  return best
}

/** Each legal way `laid` goes on with single attacks from `hand`, in the search's order (a way may come up twice). */
function restsOf(
  sheet: CharacterSheet,
  laid: Laid,
  hand: readonly string[],
  counter: boolean,
  visit: (cards: string[], named: Record<number, string>, scored: LegalCombo) => void,
): void {
  const search = (cards: string[], named: Record<number, string>, left: readonly string[]) => {
    for (const o of singleAttacks(sheet, left, false)) {
      const next = [...cards, ...o.cards]
      const moves = o.move === undefined ? named : { ...named, [cards.length]: o.move }
      const scored = scoreOf(sheet, next, moves, counter)
      if (!scored.legal) continue
      visit(next, moves, scored)
      const leftAfter = [...left]
      for (const c of o.cards) leftAfter.splice(leftAfter.indexOf(c), 1)
      search(next, moves, leftAfter)
    }
  }
  search([...laid.cards], laid.named, hand)
}
