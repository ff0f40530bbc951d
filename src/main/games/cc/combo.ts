// The combo rules of Capcom Crossovers: The Card Game v3 ("5. Combos" in the rule book, as settled in docs/games.md):
// how the cards a player lays down split into attacks, whether the combo is legal, what it deals, and the best
// combo a hand can make. Rule book quotes in the comments are from the Capcom Crossovers rule book (v3).

import { RANK_NAMES, type Move, type MoveRank, type MoveType } from '../../../shared/games/cc/sheet'
import { type Card, type NumberRank, type Rank, formatCard, numberValue } from './cards'

export type { Attribute, Move, MoveCards, MoveRank, MoveType } from '../../../shared/games/cc/sheet'

/** The combat facts of a character sheet that a combo needs. */
export interface Character {
  readonly name: string
  /** The highest number card the character attacks with (2–10); higher ones throw or go to the super meter. */
  readonly strength: number
  /** The most combo points the character may use in a turn. */
  readonly combo: number
  /** A throw deals the character's own throw damage, whatever the two cards are. */
  readonly throwDamage: number
  readonly moves: readonly Move[]
}

export interface ComboStep {
  /** The cards of this attack, written as "4S", "10C", "QH". */
  cards: string[]
  move: string
  kind: 'basic' | 'throw' | 'special' | 'super'
  type: MoveType
  damage: number
  points: number
  /** Combo points left after this attack. */
  pointsLeft: number
}

export interface LegalCombo {
  legal: true
  damage: number
  pointsUsed: number
  pointsLeft: number
  steps: ComboStep[]
}

export interface RefusedCombo {
  legal: false
  problem: string
  /** The index in the played cards of the card that broke the rule. */
  at?: number
}

export type ComboResult = LegalCombo | RefusedCombo

/**
 * The player's word on which move a face card or ace starts, by the card's index in the combo. A moves list may
 * put two moves on one rank; the rule book has the player announce the move as it is played ("the Kinetic Card,
 * using a Jack of Hearts"), so a named move is taken as said. Unnamed, a card plays the first move on its rank.
 * Naming a move also starts a new attack at that card rather than adding it to the move before.
 */
export interface ComboChoices {
  readonly moves?: Readonly<Record<number, string>>
  /**
   * The combo starts with a counter (the game for two): its first attack may be a type E move ("You may spend any
   * remaining combo points after a Type E move as you would a type A move") or one whose moves list gives an effect
   * in place of damage (it deals none).
   */
  readonly counter?: boolean
}

export const BASIC_ATTACK = 'basic attack'
export const THROW = 'throw'

/** Throws cost two combo points (docs/games.md; the rule book's worked example leaves Gambit 3 of 5 after one). */
export const THROW_POINTS = 2

export { RANK_NAMES } from '../../../shared/games/cc/sheet'

/** One attack of a combo, before the rules are checked. */
interface Attack {
  /** Index of its first card in the played cards. */
  at: number
  cards: Card[]
  name: string
  kind: ComboStep['kind']
  type: MoveType
  damage: number | null
  points: number
  /** The number on a basic attack's card. */
  value: number | null
  /** What a type C move's uses are counted by. */
  key: string
}

type Split = { ok: true; attacks: Attack[] } | { ok: false; problem: string; at?: number }

/** The moves the player named, by card index (ComboChoices.moves). */
type Named = Readonly<Record<number, string>>

/** Scores the cards played as one combo, in the order played; refuses it, naming the rule and the card, if illegal. */
export function scoreCombo(character: Character, cards: readonly Card[], choices: ComboChoices = {}): ComboResult {
  const split = splitAttacks(character, cards, choices)
  if (!split.ok) {
    const { problem, at } = split
    return at === undefined ? { legal: false, problem } : { legal: false, problem, at }
  }
  return checkCombo(character, split.attacks, choices.counter ?? false)
}

// ---------------------------------------------------------------------------------------------------------------
// Splitting the cards into attacks

function splitAttacks(character: Character, cards: readonly Card[], choices: ComboChoices): Split {
  const named = choices.moves ?? {}
  const twice = playedTwice(cards)
  if (twice !== null) return { ok: false, ...twice }
  const stray = strayChoice(cards, named)
  if (stray !== null) return { ok: false, ...stray }
  const attacks: Attack[] = []
  for (let at = 0; at < cards.length;) {
    const read = readAttack(character, cards, at, named)
    if (!read.ok) return read
    attacks.push(read.attack)
    at += read.attack.cards.length
  }
  return { ok: true, attacks }
}

/** A 1-on-1 deck holds each card once; only a tag battle's two jokers are alike (and jokers never attack). */
function playedTwice(cards: readonly Card[]): { problem: string; at: number } | null {
  const seen = new Set<string>()
  for (const [at, card] of cards.entries()) {
    if (card.rank === 'X') continue
    const written = formatCard(card)
    if (seen.has(written)) return { problem: `${written} is played twice: a deck holds each card once`, at }
    seen.add(written)
  }
  return null
}

function strayChoice(cards: readonly Card[], named: Named): { problem: string; at?: number } | null {
  for (const key of Object.keys(named)) {
    const at = Number(key)
    const card = cards[at]
    if (card === undefined) {
      return { problem: `a move is named for card ${at + 1}, but the combo has ${count(cards.length, 'card')}` }
    }
    if (moveRank(card) === null) {
      return { problem: `a move is named for ${formatCard(card)}, but only a face card or an ace plays a move`, at }
    }
  }
  return null
}

type Read = { ok: true; attack: Attack } | { ok: false; problem: string; at: number }

function readAttack(character: Character, cards: readonly Card[], at: number, named: Named): Read {
  const card = cards[at]
  if (card.rank === 'X') {
    return { ok: false, problem: 'a joker is not an attack: jokers only pay for tag team attacks', at }
  }
  const value = numberValue(card)
  if (value === null) return readMove(character, cards, at, named)
  // "The character may attack using a number card of any value equal or below his or her strength."
  if (value <= character.strength) return { ok: true, attack: basicAttack(card, at, value) }
  return readThrow(character, cards, at, value)
}

/**
 * "Each number card used for basic attacks deals damage equal to its value"; "Basic attacks use one combo point
 * per card"; "Basic attacks are considered 'Type C'".
 */
function basicAttack(card: Card, at: number, value: number): Attack {
  const key = `basic ${value}`
  return { at, cards: [card], name: BASIC_ATTACK, kind: 'basic', type: 'C', damage: value, points: 1, value, key }
}

/**
 * "Throws are made using the number cards above a character's strength. A character must use two number cards of
 * the same value"; "Most throws are considered 'Type A'" (docs/games.md: every throw is type A, two points).
 */
function readThrow(character: Character, cards: readonly Card[], at: number, value: number): Read {
  const card = cards[at]
  const partner = cards[at + 1] as Card | undefined
  if (partner === undefined || numberValue(partner) !== value) {
    const next = partner === undefined ? 'nothing follows it' : `${formatCard(partner)} follows it`
    return {
      ok: false,
      problem:
        `${formatCard(card)} is above ${character.name}'s Strength (${character.strength}), so it can only attack in ` +
        `a throw, and a throw takes two number cards of one value; ${next}`,
      at,
    }
  }
  return {
    ok: true,
    attack: {
      at,
      cards: [card, partner],
      name: THROW,
      kind: 'throw',
      type: 'A',
      damage: character.throwDamage,
      points: THROW_POINTS,
      value: null,
      key: THROW,
    },
  }
}

/** "Special move attacks are made using the face cards"; "Super moves work similar to special moves, using Aces". */
function readMove(character: Character, cards: readonly Card[], at: number, named: Named): Read {
  const card = cards[at]
  const rank = moveRank(card) as MoveRank
  const chosen = chooseMove(character, rank, named[at])
  if (typeof chosen === 'string') return { ok: false, problem: `${formatCard(card)}: ${chosen}`, at }
  const played = [card]
  // Further cards of the rank join the move, up to what it may take, unless the player names a new move there.
  while (played.length <= chosen.cards.additional) {
    const next = cards[at + played.length] as Card | undefined
    if (next === undefined || next.rank !== rank || named[at + played.length] !== undefined) break
    played.push(next)
  }
  return {
    ok: true,
    attack: {
      at,
      cards: played,
      name: chosen.name,
      kind: chosen.kind,
      type: chosen.type,
      damage: chosen.damage,
      points: chosen.points,
      value: null,
      key: `move ${chosen.name}`,
    },
  }
}

/** The move a card of `rank` plays: the one named, else the first on the rank; or why there is none. */
function chooseMove(character: Character, rank: MoveRank, name: string | undefined): Move | string {
  const onRank = character.moves.filter((move) => move.cards.rank === rank)
  if (name === undefined) return onRank[0] ?? `${character.name} has no move played on ${aRank(rank)}`
  const wanted = name.trim().toLowerCase()
  const move = character.moves.find((candidate) => candidate.name.toLowerCase() === wanted)
  if (move === undefined) return `${character.name} has no move called "${name}"`
  if (move.cards.rank !== rank) {
    return `${character.name}'s ${move.name} is played on ${aRank(move.cards.rank)}, not ${aRank(rank)}`
  }
  return move
}

/** "a Jack", "an Ace". */
function aRank(rank: MoveRank): string {
  return `${rank === 'A' ? 'an' : 'a'} ${RANK_NAMES[rank]}`
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`
}

function moveRank(card: Card): MoveRank | null {
  return card.rank === 'J' || card.rank === 'Q' || card.rank === 'K' || card.rank === 'A' ? card.rank : null
}

// ---------------------------------------------------------------------------------------------------------------
// The rules of a combo

interface Progress {
  pointsUsed: number
  lastBasic: number | null
  uses: Map<string, number>
}

function checkCombo(character: Character, attacks: readonly Attack[], counter: boolean): ComboResult {
  const progress: Progress = { pointsUsed: 0, lastBasic: null, uses: new Map() }
  const steps: ComboStep[] = []
  for (const [index, attack] of attacks.entries()) {
    const problem = brokenRule(character, attacks, index, progress, counter && index === 0)
    if (problem !== null) return { legal: false, problem, at: attack.at }
    progress.pointsUsed += attack.points
    if (attack.kind === 'basic') progress.lastBasic = attack.value
    progress.uses.set(attack.key, (progress.uses.get(attack.key) ?? 0) + 1)
    steps.push({
      cards: attack.cards.map(formatCard),
      move: attack.name,
      kind: attack.kind,
      type: attack.type,
      damage: attack.damage ?? 0,
      points: attack.points,
      pointsLeft: character.combo - progress.pointsUsed,
    })
  }
  const damage = steps.reduce((sum, step) => sum + step.damage, 0)
  const { pointsUsed } = progress
  return { legal: true, damage, pointsUsed, pointsLeft: character.combo - pointsUsed, steps }
}

/** The first rule the attack at `index` breaks, in plain words; null if it breaks none. */
function brokenRule(character: Character, attacks: readonly Attack[], index: number, progress: Progress, counters = false): string | null {
  const attack = attacks[index]
  const played = `${attack.name} (${attack.cards.map(formatCard).join(' ')})`
  const before = index > 0 ? attacks[index - 1] : null
  // "Type E: This move may only be used to counter an opponent's attack."
  if (attack.type === 'E' && !counters) return `Type E moves may only be used to counter an opponent's attack: ${played} cannot attack`
  // "Some moves may only be used to counter or avoid an attack. This will be noted in place of the 'damage' stat."
  if (attack.damage === null && !counters) {
    return `${played} may only be used to counter or avoid an attack: its moves list gives an effect in place of damage`
  }
  // "If a Type B move is used at any point in a combo, the combo ends, and the combat phase for that turn is over."
  if (before?.type === 'B') return `Type B moves end the combo: nothing may follow ${before.name}, so ${played} may not`
  // "Type D: This move may not be used in a combo. It may only be used as a single attack."
  if (before?.type === 'D' || (attack.type === 'D' && index > 0)) {
    const single = attack.type === 'D' ? attack : (before as Attack)
    return `Type D moves may only be used as a single attack, never in a combo: ${single.name} cannot be combined ` + 'with other attacks'
  }
  // "Type A moves may not be used at any time except as the first attack of the combat phase."
  if (attack.type === 'A' && index > 0) {
    return `Type A moves may only be the first attack of the combat phase: ${played} is attack ${index + 1}`
  }
  // "Type C moves may be used a maximum of two times per combo". Counted move by move ("as long as the combo
  // points of the move permit it"); a basic attack counts by its number, which the sequence rule never repeats.
  if (attack.type === 'C' && (progress.uses.get(attack.key) ?? 0) >= 2) {
    return `Type C moves may be used at most twice per combo: ${played} would be ${attack.name}'s third`
  }
  const sequence = basicSequenceBroken(attack, progress.lastBasic)
  if (sequence !== null) return sequence
  // "Combo: The max number of combo points this character may use each turn."
  const left = character.combo - progress.pointsUsed
  if (attack.points > left) {
    return (
      `the combo's points may not exceed ${character.name}'s Combo (${character.combo}): ${played} needs ` +
      `${attack.points} and ${left} ${left === 1 ? 'is' : 'are'} left`
    )
  }
  return null
}

/**
 * "When using basic attacks in a combo, the player must use the cards in sequential order. You may not skip cards
 * in the sequence for a basic attack combo." The combo's basic attacks make one sequence, each one higher than the
 * basic attack before it, even with a special move between them.
 */
function basicSequenceBroken(attack: Attack, lastBasic: number | null): string | null {
  if (attack.kind !== 'basic' || lastBasic === null || attack.value === lastBasic + 1) return null
  const card = formatCard(attack.cards[0])
  const expected = lastBasic + 1
  return `basic attacks in a combo must go up in sequence, one each card, without skipping: after a ${lastBasic} ` + `comes a ${expected}, not ${card}`
}

// ---------------------------------------------------------------------------------------------------------------
// The best combo a hand can make

export interface BestCombo extends LegalCombo {
  /** The cards to lay down, in order. */
  play: Card[]
  /** The move each face card or ace in `play` plays, so that scoreCombo(character, play, choices) agrees. */
  choices: ComboChoices
}

/** A combo up to order: what it deals, costs and holds. */
interface Plan {
  damage: number
  points: number
  cards: number
  opener: Opener | null
  run: Run | null
  middle: Move[]
  closer: Move | null
}

/** The first attack, when it must be first: a throw (of two cards of this value) or a type A move. */
type Opener = { throwValue: number } | { move: Move }

/** Basic attacks start, start + 1, …, start + length - 1. */
interface Run {
  start: number
  length: number
  damage: number
}

/** The cards of the hand by move rank, and number cards by value. */
type Stock = Record<MoveRank, number> & { numbers: number[] }

const NO_COMBO: Plan = { damage: 0, points: 0, cards: 0, opener: null, run: null, middle: [], closer: null }

/**
 * The highest-damage legal combo in `hand`; ties go to fewer points used, then fewer cards. Order changes only
 * legality, never damage or points, and any legal combo can be laid out as: an opener (a throw or a type A move),
 * one run of basic attacks, type C moves, then a type B move to close; or as one type D move alone. So the search
 * tries every opener, closer and count (0–2) of each type C move, with the best run for the points left: every
 * legal combo up to order, and nothing else. Additional cards on a move add nothing here, so none are played.
 */
export function bestCombo(character: Character, hand: readonly Card[]): BestCombo {
  return layOut(character, hand, bestPlan(character, hand))
}

/** The damage of the best combo in `hand`, without laying it out: for a policy that only compares hands. */
export function bestDamage(character: Character, hand: readonly Card[]): number {
  return bestPlan(character, hand).damage
}

function bestPlan(character: Character, hand: readonly Card[]): Plan {
  const stock = rankStock(hand)
  const runs = bestRuns(character, stock)
  const usable = character.moves.filter((move) => move.damage !== null && move.type !== 'E' && move.points <= character.combo && stock[move.cards.rank] > 0)
  let best = NO_COMBO
  const consider = (plan: Plan) => {
    if (better(plan, best)) best = plan
  }
  for (const move of usable) if (move.type === 'D') consider(alone(move))
  const middle = usable.filter((move) => move.type === 'C')
  const closers = [null, ...usable.filter((move) => move.type === 'B')]
  for (const opener of openers(character, stock, usable)) {
    for (const closer of closers) {
      const plan = ends(character, opener, closer)
      if (plan.points > character.combo || !take(stock, opener, closer)) continue
      fillMiddle(plan, middle, 0, stock, runs, character.combo, consider)
      give(stock, opener, closer)
    }
  }
  return best
}

function rankStock(hand: readonly Card[]): Stock {
  const stock: Stock = { J: 0, Q: 0, K: 0, A: 0, numbers: new Array<number>(11).fill(0) }
  for (const card of hand) {
    const rank = moveRank(card)
    if (rank !== null) stock[rank]++
    const value = numberValue(card)
    if (value !== null) stock.numbers[value]++
  }
  return stock
}

/** For each p up to Combo, the best run of basic attacks costing at most p points (one a card). */
function bestRuns(character: Character, stock: Stock): (Run | null)[] {
  const best = new Array<Run | null>(character.combo + 1).fill(null)
  const top = Math.min(character.strength, 10)
  for (let start = 2; start <= top; start++) {
    let damage = 0
    for (let value = start; value <= top && stock.numbers[value] > 0; value++) {
      damage += value
      const length = value - start + 1
      for (let points = length; points <= character.combo; points++) {
        const held = best[points]
        if (held === null || damage > held.damage || (damage === held.damage && length < held.length)) {
          best[points] = { start, length, damage }
        }
      }
    }
  }
  return best
}

function openers(character: Character, stock: Stock, usable: readonly Move[]): (Opener | null)[] {
  const found: (Opener | null)[] = [null]
  // Every throw deals the same, so one pair is enough; the lowest leaves the higher cards for the super meter.
  for (let value = character.strength + 1; value <= 10; value++) {
    if (stock.numbers[value] >= 2) {
      found.push({ throwValue: value })
      break
    }
  }
  for (const move of usable) if (move.type === 'A') found.push({ move })
  return found
}

function alone(move: Move): Plan {
  return { ...NO_COMBO, damage: move.damage ?? 0, points: move.points, cards: 1, opener: { move } }
}

/** The plan with only its opener and closer. */
function ends(character: Character, opener: Opener | null, closer: Move | null): Plan {
  const plan: Plan = { ...NO_COMBO, opener, closer }
  if (opener !== null && 'move' in opener) add(plan, opener.move.damage ?? 0, opener.move.points, 1)
  if (opener !== null && 'throwValue' in opener) add(plan, character.throwDamage, THROW_POINTS, 2)
  if (closer !== null) add(plan, closer.damage ?? 0, closer.points, 1)
  return plan
}

function add(plan: Plan, damage: number, points: number, cards: number): void {
  plan.damage += damage
  plan.points += points
  plan.cards += cards
}

/** Takes the opener's and closer's cards from the stock; false, with nothing taken, if the hand lacks them. */
function take(stock: Stock, opener: Opener | null, closer: Move | null): boolean {
  give(stock, opener, closer, -1)
  const short = stock.J < 0 || stock.Q < 0 || stock.K < 0 || stock.A < 0 || stock.numbers.some((count) => count < 0)
  if (short) give(stock, opener, closer)
  return !short
}

function give(stock: Stock, opener: Opener | null, closer: Move | null, sign = 1): void {
  if (closer !== null) stock[closer.cards.rank] += sign
  if (opener !== null && 'move' in opener) stock[opener.move.cards.rank] += sign
  if (opener !== null && 'throwValue' in opener) stock.numbers[opener.throwValue] += 2 * sign
}

/** Tries 0, 1 and 2 uses of each type C move from `index` on, then adds the best run for the points left. */
function fillMiddle(
  plan: Plan,
  middle: readonly Move[],
  index: number,
  stock: Stock,
  runs: readonly (Run | null)[],
  combo: number,
  consider: (plan: Plan) => void,
): void {
  if (index === middle.length) {
    const run = runs[combo - plan.points]
    if (run === null) return consider(plan)
    const withRun = { ...plan, run }
    add(withRun, run.damage, run.length, run.length)
    return consider(withRun)
  }
  fillMiddle(plan, middle, index + 1, stock, runs, combo, consider)
  const move = middle[index]
  const rank = move.cards.rank
  let current = plan
  let uses = 0
  while (uses < 2 && stock[rank] > 0 && current.points + move.points <= combo) {
    stock[rank]--
    uses++
    current = { ...current, middle: [...current.middle, move] }
    add(current, move.damage ?? 0, move.points, 1)
    fillMiddle(current, middle, index + 1, stock, runs, combo, consider)
  }
  stock[rank] += uses
}

function better(plan: Plan, than: Plan): boolean {
  if (plan.damage !== than.damage) return plan.damage > than.damage
  if (plan.points !== than.points) return plan.points < than.points
  return plan.cards < than.cards
}

/** Picks the plan's cards from the hand in playing order, naming every move, and scores them as played. */
function layOut(character: Character, hand: readonly Card[], plan: Plan): BestCombo {
  const moves: Record<number, string> = {}
  const play = pickCards(hand, plan, moves)
  const choices: ComboChoices = { moves }
  const scored = scoreCombo(character, play, choices)
  // An invariant of the search: every plan it makes is a legal combo.
  if (!scored.legal) throw new Error(`bestCombo planned an illegal combo: ${scored.problem}`)
  return { ...scored, play, choices }
}

/**
 * The best combo's damage and cards in playing order, not scored again: for the goldfish, which plays thousands
 * of them (bestCombo checks each plan with scoreCombo; the tests hold the two to the same cards).
 */
export function bestPlay(character: Character, hand: readonly Card[]): { damage: number; play: Card[] } {
  const plan = bestPlan(character, hand)
  return { damage: plan.damage, play: pickCards(hand, plan, null) }
}

/**
 * The plan's cards from the hand in playing order: each the first card left of its rank. `moves`, when given,
 * gets the move each face card or ace plays, by its index in the play.
 */
function pickCards(hand: readonly Card[], plan: Plan, moves: Record<number, string> | null): Card[] {
  const left = [...hand]
  const play: Card[] = []
  const playCard = (rank: Rank) => {
    const at = left.findIndex((card) => card.rank === rank)
    // An invariant of the search: it only plans with cards the hand holds.
    if (at < 0) throw new Error('bestCombo planned a card the hand does not hold')
    play.push(left.splice(at, 1)[0])
  }
  const playMove = (move: Move) => {
    if (moves !== null) moves[play.length] = move.name
    playCard(move.cards.rank)
  }
  const { opener, run } = plan
  if (opener !== null && 'move' in opener) playMove(opener.move)
  if (opener !== null && 'throwValue' in opener) {
    playCard(opener.throwValue as NumberRank)
    playCard(opener.throwValue as NumberRank)
  }
  if (run !== null) {
    for (let value = run.start; value < run.start + run.length; value++) playCard(value as NumberRank)
  }
  plan.middle.forEach(playMove)
  if (plan.closer !== null) playMove(plan.closer)
  return play
}
