// Opponents that play Capcom Crossovers for two (docs/games.md, "Capcom Crossovers for two: the policies"). Each picks
// one of the moves the rules allow (moves.ts) for the seat the game waits for.
import type { CcDuelMove, CcDuelState, CcSeat } from '../../../../shared/games/cc/duel'
import { high, type Rng } from '../../../core/rng'
import { bestByPlayouts, dealUnseen } from '../../../game-kit/playouts'
import { numberValue } from '../cards'
import { card } from '../clean-up'
import { bestCombo, bestDamage } from '../combo'
import type { CharacterSheet } from '../sheet'
import { answerAttack, dodgeValue, variableCounter, type Strike } from '../defence'
import type { CcDuel } from './engine'
import { bestComboRest, legalMoves, singleAttacks, type AttackOption } from './moves'
import { characterOf } from './score'

export type CcDuelPolicy = (duel: CcDuel, rng: Rng) => CcDuelMove

export const CC_DUEL_POLICIES = ['random', 'greedy', 'search'] as const
export type CcDuelPolicyName = (typeof CC_DUEL_POLICIES)[number]

/** Any move the rules allow, each as likely (the rest of a combo one attack at a time). */
export const randomPolicy: CcDuelPolicy = (duel, rng) => {
  const moves = legalMoves(duel)
  return moves[high(rng.next(), moves.length)]
}

/**
 * The goldfish's plan with a defence. Opening: the mulligan for a hand with no attack. Draw as many as Speed allows.
 * Combat: a tag super where it deals more than the best combo of the hand; else the best combo's first attack (a throw
 * or an unblockable move first when a block waits); else a block with the highest card it may block with; else pass.
 * Answering: whatever leaves the most damage on the attacker for the least taken (a counter's damage, a negation's
 * half, a dodge's chance from the cards left in the draw pile, a variable counter that hits). Then the best rest of a
 * combo, the strongest ranged attack after a dodge, and the goldfish's clean-up, with a tag when the active
 * character is low and its partner stronger, and a recovery when a card can be spared.
 */
export const greedyPolicy: CcDuelPolicy = (duel) => {
  const s = duel.state
  const seat = duel.toMove()!
  const p = s.players[seat]
  const sheet = duel.sheet(s, seat)
  const hand = p.hand.filter((c) => c !== 'X')
  switch (s.phase) {
    case 'opening':
      return p.mulligan === 'open' && singleAttacks(sheet, hand, false).length === 0 ? { type: 'mulligan' } : { type: 'keep' }
    case 'draw':
      return { type: 'draw', count: Math.min(sheet.speed, p.library.length) }
    case 'combat':
      return combat(duel, s, seat, sheet, hand)
    case 'answer':
      return answer(duel, s, seat, sheet)
    case 'combo':
    case 'counter-combo': {
      const laid = s.laid!
      return { type: 'combo', cards: bestRest(sheet, laid, hand, laid.as === 'counter').cards }
    }
    case 'shot': {
      const ranged = singleAttacks(sheet, hand, false).filter((o) => o.strike.attributes.includes('R'))
      const best = strongest(ranged)
      return best ? { type: 'shot', cards: best.cards, ...named(best) } : { type: 'shot', cards: [] }
    }
    default:
      return cleanUp(duel, s, seat, sheet)
  }
}

function combat(duel: CcDuel, s: CcDuelState, seat: CcSeat, sheet: CharacterSheet, hand: string[]): CcDuelMove {
  const moves = legalMoves(duel, s)
  const tagSuper = moves.find((m) => m.type === 'attack' && m.cards[0] === 'X')
  const options = singleAttacks(sheet, hand, false)
  // The best combo of the hand (the combo rules' exact search): its first attack, with the rest to follow once it lands.
  const plan = bestCombo(characterOf(sheet), hand.map(card))
  const opening = plan.steps[0]
  const first = opening ? (options.find((o) => o.cards.join(' ') === opening.cards.join(' ') && o.step.move === opening.move) ?? null) : null
  const best = plan.damage
  const tagged = tagSuper ? duel.tagSuper(s, seat) : null
  if (tagSuper && tagged && typeof tagged !== 'string' && tagged.step.damage >= best) return tagSuper
  const blocking = s.players[1 - seat].block !== null
  if (blocking) {
    // A block waits: only a throw or an unblockable move gets through and lets the combo go on.
    const through = strongest(options.filter((o) => o.strike.kind === 'throw' || o.strike.attributes.includes('U')))
    if (through) return { type: 'attack', cards: through.cards, ...named(through) }
  }
  if (first) return { type: 'attack', cards: first.cards, ...named(first) }
  const block = hand.filter((c) => (numberValue(card(c)) ?? Infinity) <= sheet.strength).sort((a, b) => numberValue(card(b))! - numberValue(card(a))!)[0]
  return block ? { type: 'block', card: block } : { type: 'pass' }
}

function answer(duel: CcDuel, s: CcDuelState, seat: CcSeat, sheet: CharacterSheet): CcDuelMove {
  const p = s.players[seat]
  const attack = duel.laidAttack(s)
  const taken = attack.step.damage
  let chosen: CcDuelMove = { type: 'take' }
  let score = -taken
  const consider = (move: CcDuelMove, value: number) => {
    if (value > score) [chosen, score] = [move, value]
  }
  for (const move of legalMoves(duel, s)) {
    if (move.type === 'dodge') {
      const avoids = p.library.filter((c) => (dodgeValue(card(c)) ?? Infinity) <= duel.sheet(s, seat).agility).length / p.library.length
      consider(move, -(1 - avoids) * taken)
    } else if (move.type === 'counter') {
      const o = singleAttacks(sheet, move.cards, true).find((x) => x.cards.length === move.cards.length)!
      const outcome = answerAttack(attack.strike, o.strike)
      const rest = bestRest(sheet, { cards: move.cards, named: move.move === undefined ? {} : { 0: move.move } }, without(p.hand, move.cards), true).damage
      consider(move, outcome.ok && outcome.outcome === 'negate' ? outcome.damage : o.step.damage + rest)
    } else if (move.type === 'tech') consider(move, 0)
    else if (move.type === 'variable-counter') {
      const m = duel.sheet(s, seat, true).moves.find((x) => x.name === move.move)!
      const strike: Strike = { kind: m.kind, damage: m.damage ?? 0, priority: m.priority, type: m.type, attributes: m.attributes }
      const outcome = variableCounter(attack.strike, strike)
      consider(move, outcome === 'hits' ? strike.damage : outcome === 'negated' ? 0 : -taken)
    }
  }
  return chosen
}

/** The goldfish's clean-up, with a tag, a recovery and a joker shuffled back where they pay; then the end of the turn. */
function cleanUp(duel: CcDuel, s: CcDuelState, seat: CcSeat, sheet: CharacterSheet): CcDuelMove {
  const p = s.players[seat]
  const moves = legalMoves(duel, s)
  const of = <T extends CcDuelMove['type']>(type: T) => moves.filter((m): m is Extract<CcDuelMove, { type: T }> => m.type === type)
  const value = (c: string) => (c === 'X' ? 10 : (numberValue(card(c)) ?? 0))
  const bank = of('bank').sort((a, b) => value(b.card) - value(a.card))[0]
  if (bank) return bank
  const discards = of('discard')
  if (discards.length) return { type: 'discard', card: spare(sheet, p.hand) }
  const search = of('search').sort((a, b) => (a.from === 'discard' ? -1 : 1) - (b.from === 'discard' ? -1 : 1))[0]
  if (search) return search
  const active = p.fighters[p.active]
  const resting = p.fighters[1 - p.active]
  const tag = of('tag')[0]
  if (tag && active.hp * 10 <= sheet.hp * 4 && resting.hp > active.hp) return tag
  if (of('recover').length && p.hand.length > 4) return { type: 'recover', card: spare(sheet, p.hand) }
  const joker = of('joker-back')[0]
  if (joker) return joker
  return { type: 'end-turn' }
}

/** The card the hand misses least: the one whose loss leaves the best combo highest, then the lowest. */
function spare(sheet: CharacterSheet, hand: readonly string[]): string {
  const character = characterOf(sheet)
  let pick = hand[0]
  let left = -1
  for (const [k, c] of hand.entries()) {
    if (c === 'X') continue
    const damage = bestDamage(character, hand.filter((x, j) => j !== k && x !== 'X').map(card))
    if (damage > left || (damage === left && (numberValue(card(c)) ?? 20) < (numberValue(card(pick)) ?? 20))) [pick, left] = [c, damage]
  }
  return pick
}

/** The most damage the rest of a combo can add after `laid` from `hand`, and its cards (the first such way found). */
export function bestRest(
  sheet: CharacterSheet,
  laid: { cards: readonly string[]; named: Record<number, string> },
  hand: readonly string[],
  counter: boolean,
): { cards: string[]; damage: number } {
  const best = bestComboRest(sheet, laid, hand, counter)
  return best && best.damage > 0 ? best : { cards: [], damage: 0 }
}

function strongest(options: readonly AttackOption[]): AttackOption | null {
  return options.reduce<AttackOption | null>((best, o) => (best === null || o.step.damage > best.step.damage ? o : best), null)
}

const named = (o: AttackOption) => (o.move === undefined ? {} : { move: o.move })

function without(hand: readonly string[], cards: readonly string[]): string[] {
  const left = [...hand]
  for (const c of cards) left.splice(left.indexOf(c), 1)
  return left
}

/** How many games a search player plays out for each move it weighs, and the turns each runs at most. */
export const CC_SEARCH_PLAYOUTS = 8
const PLAYOUT_TURNS = 2

/**
 * A player that searches: in its combat phase (pass, its best block, each first attack it could make) and when it
 * answers an attack (each answer the rules allow), it plays the game out `playouts` times from each move, both sides
 * greedy for at most a few turns, each time with what it cannot see dealt anew (the opponent's hand and both draw
 * piles shuffled from what it cannot see; a block face down stays the one laid), and takes the move that won most;
 * everything else is greedy's. Seeded by the game's stream, so a matchup's games come out the same on any number of
 * threads.
 */
export function searchPolicy(playouts = CC_SEARCH_PLAYOUTS, turns = PLAYOUT_TURNS): CcDuelPolicy {
  return (duel, rng) => {
    const s = duel.state
    if (s.phase !== 'combat' && s.phase !== 'answer') return greedyPolicy(duel, rng)
    const seat = duel.toMove()!
    const moves = weighed(duel, s)
    if (moves.length === 1) return moves[0]
    return bestByPlayouts(moves, playouts, (move) => {
      const trial = duel.fork()
      dealUnseen(trial.state.players[1 - seat], trial.state.players[seat], 'library', rng)
      trial.play(seat, move)
      for (const end = trial.state.turn + turns; trial.toMove() !== null && trial.state.turn < end;) {
        trial.play(trial.toMove()!, greedyPolicy(trial, rng))
        trial.state.log.length = 0
      }
      return worth(trial.state, seat)
    })
  }
}

/** The moves a search weighs: in combat, passing, the best block and every first attack; answering, every answer. */
function weighed(duel: CcDuel, s: CcDuelState): CcDuelMove[] {
  const moves = legalMoves(duel, s)
  if (s.phase === 'answer') return moves
  const blocks = moves.filter((m): m is Extract<CcDuelMove, { type: 'block' }> => m.type === 'block')
  const best = blocks.sort((a, b) => (numberValue(card(b.card)) ?? 0) - (numberValue(card(a.card)) ?? 0))[0]
  return moves.filter((m) => m.type !== 'block' || m === best)
}

/** A playout's end for `seat`: a win 1, a loss 0, else the HP lead squashed into (0, 1); a draw on time ½. */
function worth(s: CcDuelState, seat: CcSeat): number {
  if (s.result) return s.result.winner === null ? 0.5 : s.result.winner === seat ? 1 : 0
  const hp = (who: number) => s.players[who].fighters.reduce((sum, f) => sum + f.hp, 0)
  return 1 / (1 + Math.exp(-(hp(seat) - hp(1 - seat)) / 20))
}

/** Each policy by its name. */
export const CC_DUEL_POLICY: Readonly<Record<CcDuelPolicyName, CcDuelPolicy>> = { random: randomPolicy, greedy: greedyPolicy, search: searchPolicy() }
