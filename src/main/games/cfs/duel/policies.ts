// Opponents that play Card Fighters Special for two (docs/rules.md, "Head to head: the policies"). Each picks one of
// the moves the rules allow (moves.ts) for the seat the game waits for.
import { DUEL_POLICIES, type DuelMove, type DuelPolicyName, type DuelState, type Seat } from '../../../../shared/games/cfs/duel'
import { high, type Rng } from '../../../core/rng'
import { bestByPlayouts, dealUnseen } from '../../../game-kit/playouts'
import type { Duel } from './duel'
import { legalMoves } from './moves'
import { IN_HAND, PRESENCE, weighDefences } from './weigh'

export type DuelPolicy = (duel: Duel, rng: Rng) => DuelMove

export { DUEL_POLICIES, type DuelPolicyName }

/** Any move the rules allow, each as likely. */
export const randomPolicy: DuelPolicy = (duel, rng) => {
  const moves = legalMoves(duel)
  return moves[high(rng.next(), moves.length)]
}

/**
 * What a character in the ring is worth beyond its BP (PRESENCE: the attacks and counters it has yet to make; a
 * character traded for damage of less than this is a bad trade), and a card in hand (IN_HAND: what it may yet
 * become, so a text that draws is worth playing).
 */
export { IN_HAND, PRESENCE }

/**
 * How good the game is for `seat`: won or lost first; else HP, and the BP and characters in each ring, each side's
 * against the other's.
 */
export function standing(s: DuelState, seat: Seat): number {
  if (s.winner !== null) return s.winner === seat ? 1e9 - s.turn : -1e9 + s.turn
  const side = (who: Seat) => {
    const p = s.players[who]
    let worth = p.hp + IN_HAND * p.hand.length
    for (const f of p.ring) if (f) worth += f.bp + PRESENCE
    return worth
  }
  return side(seat) - side((1 - seat) as Seat)
}

/**
 * The goldfish's plan for two, with its defence. Main phase: the strongest character into the ring, then every
 * Back-Up, then each action whose text leaves the game better; a Striker at a character it would KO. Then each ■
 * ability, attack or union in turn, the one that leaves the game best once the defender has answered as this policy
 * would, while one beats ending the turn. Defending: the answer that leaves the game best (a counter when it pays,
 * else no defence), after a reaction when the reaction and that answer leave it better still. Arenas are never
 * played: their texts are applied by hand.
 */
export const greedyPolicy: DuelPolicy = (duel) => {
  const s = duel.state
  const seat = duel.toMove()!
  if (s.phase === 'answer') return answer(duel, seat, legalMoves(duel, s, false))
  // The attacks are checked only once nothing is left to develop: most moves of a game are made before them.
  const developing = develop(duel, seat, legalMoves(duel, s, false, DEVELOPING))
  if (developing) return developing
  const attacks = legalMoves(duel, s, false, ATTACKING)
  const end: DuelMove = { type: 'end' }
  if (attacks.length === 0) return end
  // Each attack is weighed with the defender's best answer to it; ending the turn is weighed as it stands.
  const after = (move: DuelMove) => {
    if (move.type === 'attack' || move.type === 'union') {
      const slots = move.type === 'attack' ? [move.slot] : move.slots
      const weighed = weighDefences(s, duel.facts, slots, move.type === 'union', true)
      // The defender takes the answer best for it, the worst for the attacker.
      if (weighed) return weighed.reduce((worst, w) => Math.min(worst, w.standing), Infinity)
    }
    const trial = duel.trial()
    trial.play(seat, move)
    if (trial.state.phase === 'answer') trial.play(trial.toMove()!, greedyPolicy(trial, NO_RNG))
    return standing(trial.state, seat)
  }
  const stay = standing(s, seat)
  let chosen: DuelMove = end
  let score = stay
  for (const move of attacks) {
    const value = after(move)
    if (value > score) {
      chosen = move
      score = value
    }
  }
  return chosen
}

/** The moves greedy's Main phase makes before any attack, and the attacks it weighs after. */
const DEVELOPING: ReadonlySet<DuelMove['type']> = new Set(['place', 'backup', 'action', 'striker'])
const ATTACKING: ReadonlySet<DuelMove['type']> = new Set(['attack', 'union', 'square'])

/**
 * Greedy's Main phase before any attack, which the search player keeps too: the strongest character into the ring,
 * then every Back-Up, then each action that leaves the game better, then a Striker at a character it would KO; null
 * when none of these is left to make.
 */
function develop(duel: Duel, seat: Seat, moves: DuelMove[]): DuelMove | null {
  const s = duel.state
  const p = s.players[seat]
  const bp = (hand: number) => duel.cards[p.hand[hand]].bp ?? 0
  const places = moves.filter((m): m is Extract<DuelMove, { type: 'place' }> => m.type === 'place')
  if (places.length) return places.reduce((a, b) => (bp(b.hand) > bp(a.hand) ? b : a))
  const backup = moves.find((m) => m.type === 'backup' && (p.ring[m.slot]?.bp ?? 0) < 3000)
  if (backup) return backup
  const action = better(
    duel,
    seat,
    moves.filter((m) => m.type === 'action'),
  )
  if (action) return action
  const opponent = s.players[1 - seat]
  return moves.find((m) => m.type === 'striker' && opponent.ring[m.at]!.bp <= 200) ?? null
}

/** Of `moves`, the one that leaves the game best for `seat` once played, if it beats making none of them. */
function better(duel: Duel, seat: Seat, moves: DuelMove[]): DuelMove | null {
  if (moves.length === 0) return null
  const chosen = top(duel, seat, moves)
  return chosen.score > standing(duel.state, seat) ? chosen.move : null
}

/**
 * The defender's answer: the counter, Striker or no defence that leaves the game best, or a reaction first when the
 * reaction followed by the best of those leaves it better still.
 */
function answer(duel: Duel, seat: Seat, moves: DuelMove[]): DuelMove {
  const defence = (d: Duel) => {
    const attack = d.state.pending
    const weighed = attack?.kind === 'attack' ? weighDefences(d.state, d.facts, attack.slots, attack.union, false) : null
    if (!weighed)
      return top(
        d,
        seat,
        legalMoves(d, d.state, false).filter((m) => m.type !== 'react'),
      )
    // The first of the best, as `top` takes it; the standing is the defender's, the other side of the attacker's.
    let chosen: { move: DuelMove; score: number } = { move: weighed[0].defence, score: -Infinity }
    for (const w of weighed) if (-w.standing > chosen.score) chosen = { move: w.defence, score: -w.standing }
    return chosen
  }
  let chosen = defence(duel)
  for (const move of moves) {
    if (move.type !== 'react') continue
    const trial = duel.trial()
    trial.play(seat, move)
    // A reaction may end the attack itself: then nothing is left to answer.
    const score = trial.state.phase === 'answer' ? defence(trial).score : standing(trial.state, seat)
    if (score > chosen.score) chosen = { move, score }
  }
  return chosen.move
}

/** The move whose outcome stands best for `seat`, with that standing; the first of equals. */
function top(duel: Duel, seat: Seat, moves: DuelMove[]): { move: DuelMove; score: number } {
  let chosen = { move: moves[0], score: -Infinity }
  for (const move of moves) {
    const trial = duel.trial()
    trial.play(seat, move)
    const score = standing(trial.state, seat)
    if (score > chosen.score) chosen = { move, score }
  }
  return chosen
}

/** The greedy policy draws no random numbers. */
const NO_RNG: Rng = {
  next: () => {
    throw new Error('the greedy policy draws no random numbers')
  },
}

/** How many games a search player plays out for each move it weighs, at its default budget. */
export const SEARCH_PLAYOUTS = 8

/** The search player's default budget a decision, in milliseconds on one core. */
export const SEARCH_BUDGET_MS = 100

/**
 * The playouts a move that a budget of `budgetMs` buys (at least one). The budget is turned into playouts, not
 * timed, so that a matchup's games are the same bytes on any machine and any number of threads; the rate is the
 * default's, whose p95 decision takes about a third of its 100 ms on one core (BENCHMARKS.md).
 */
export function searchPlayouts(budgetMs: number): number {
  return Math.max(1, Math.floor((budgetMs * SEARCH_PLAYOUTS) / SEARCH_BUDGET_MS))
}

/** Turns a playout runs at most before it is scored by the standing (a game lasts some 25 turns). */
const PLAYOUT_TURNS = 16

/**
 * A player that searches: for each attack, union or answer it could make (its Main phase is greedy's), it plays the
 * game out `playouts` times from there, both sides greedy, each time with the hidden cards dealt anew (the
 * opponent's hand and both decks shuffled from what it cannot see), and takes the move that won most. Seeded by the
 * game's stream, so a matchup's games come out the same on any number of threads.
 */
export function searchPolicy(playouts = SEARCH_PLAYOUTS): DuelPolicy {
  return (duel, rng) => {
    const s = duel.state
    const seat = duel.toMove()!
    const moves = legalMoves(duel, s, false)
    const developing = s.phase === 'answer' ? null : develop(duel, seat, moves)
    if (developing) return developing
    // Never empty: an answer may always be to take the attack, and a turn may always end.
    const weighed =
      s.phase === 'answer' ? moves.filter((m) => m.type !== 'react') : moves.filter((m) => m.type === 'attack' || m.type === 'union' || m.type === 'end')
    if (weighed.length === 1) return weighed[0]
    return bestByPlayouts(weighed, playouts, (move) => {
      const trial = duel.trial()
      dealUnseen(trial.state.players[1 - seat], trial.state.players[seat], 'deck', rng)
      trial.play(seat, move)
      for (const end = trial.state.turn + PLAYOUT_TURNS; trial.state.phase !== 'over' && trial.state.turn < end;) {
        trial.play(trial.toMove()!, greedyPolicy(trial, rng))
      }
      return trial.state.winner === null ? 1 / (1 + Math.exp(-standing(trial.state, seat) / 1000)) : trial.state.winner === seat ? 1 : 0
    })
  }
}

/** Each policy by its name, the search player on a budget of `budgetMs` a decision. */
export function duelPolicies(budgetMs = SEARCH_BUDGET_MS): Readonly<Record<DuelPolicyName, DuelPolicy>> {
  return { random: randomPolicy, greedy: greedyPolicy, search: searchPolicy(searchPlayouts(budgetMs)) }
}

/** Each policy by its name, the search player on its default budget. */
export const DUEL_POLICY = duelPolicies()
