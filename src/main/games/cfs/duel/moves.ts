// The moves the rules allow the seat the game waits for: what a policy picks from. The candidates are found from the
// state, and each is kept only when the engine's own check (Duel.check) lets it through, so the two never disagree.
// Hand and Striker positions that hold the same card give one move, since copies are alike.
import { isCharacter, type Card } from '../../../../shared/card'
import type { DuelMove, DuelState, Seat } from '../../../../shared/games/cfs/duel'
import type { Duel } from './duel'

/**
 * Every move the engine would accept now from the seat the game waits for; none once the game is over. `aimed`:
 * with the moves that name the character a text picks (the greedy players leave that pick to the engine, which
 * makes it as they would, so they ask without them). `only`: the moves of these types alone, in the same order (the
 * rest go unchecked).
 */
export function legalMoves(duel: Duel, s: DuelState = duel.state, aimed = true, only?: ReadonlySet<DuelMove['type']>): DuelMove[] {
  const seat = duel.toMove(s)
  if (seat === null) return []
  const candidates = s.phase === 'answer' ? answers(s, seat, duel.cards) : ownMoves(s, seat, duel.cards)
  const legal = candidates.filter((move) => (only === undefined || only.has(move.type)) && duel.check(s, seat, move) === null)
  return aimed ? [...legal, ...legal.flatMap((move) => aimedAt(duel, s, seat, move))] : legal
}

/**
 * A text that picks one character may name it: the move once for each character it may pick (the move without a
 * name leaves the pick to the engine).
 */
function aimedAt(duel: Duel, s: DuelState, seat: Seat, move: DuelMove): DuelMove[] {
  if (move.type !== 'action' && move.type !== 'react' && move.type !== 'square') return []
  const p = s.players[seat]
  const card = move.type === 'square' ? p.ring[move.slot]!.card : p.hand[move.hand]
  // A card from hand is no longer in it when its text picks.
  const slot = move.type === 'square' ? move.slot : -1
  return duel
    .targets(s, seat, card, slot)
    .map((t) => ({ ...move, on: [t] }))
    .filter((m) => duel.check(s, seat, m) === null)
}

/** The first position of each different card in a pile. */
function distinct(pile: readonly number[], cards: readonly Card[], keep: (card: Card) => boolean): number[] {
  const seen = new Set<Card>()
  const at: number[] = []
  pile.forEach((id, i) => {
    const card = cards[id]
    if (!seen.has(card) && keep(card)) {
      seen.add(card)
      at.push(i)
    }
  })
  return at
}

function answers(s: DuelState, seat: Seat, cards: readonly Card[]): DuelMove[] {
  const p = s.players[seat]
  const moves: DuelMove[] = distinct(p.hand, cards, (c) => c.kind === 'reaction').map((hand) => ({ type: 'react', hand }))
  p.ring.forEach((f, slot) => f && moves.push({ type: 'counter', slot }))
  for (const striker of distinct(p.strikers, cards, () => true)) moves.push({ type: 'striker-defends', striker })
  moves.push({ type: 'take' })
  return moves
}

function ownMoves(s: DuelState, seat: Seat, cards: readonly Card[]): DuelMove[] {
  const p = s.players[seat]
  const opponent = s.players[1 - seat]
  const moves: DuelMove[] = []
  const filled = p.ring.flatMap((f, slot) => (f ? [slot] : []))
  // Cheap cuts the check would make anyway: a frozen character neither attacks nor acts, and a Back-Up is listed.
  const unfrozen = filled.filter((slot) => !p.ring[slot]!.frozen)
  if (s.phase === 'main') {
    const characters = distinct(p.hand, cards, (c) => isCharacter(c.kind))
    for (const hand of characters) p.ring.forEach((f, slot) => f || moves.push({ type: 'place', hand, slot }))
    for (const slot of unfrozen) {
      const listed = cards[p.ring[slot]!.card].backups
      for (const hand of characters) if (listed.some((b) => b.name === cards[p.hand[hand]].name)) moves.push({ type: 'backup', hand, slot })
    }
    for (const hand of distinct(p.hand, cards, (c) => c.kind === 'arena')) moves.push({ type: 'arena', hand })
    for (const striker of distinct(p.strikers, cards, () => true)) opponent.ring.forEach((f, at) => f && moves.push({ type: 'striker', striker, at }))
  }
  for (const hand of distinct(p.hand, cards, (c) => c.kind === 'action')) moves.push({ type: 'action', hand })
  for (const slot of unfrozen) if (cards[p.ring[slot]!.card].ability?.type === 'square') moves.push({ type: 'square', slot })
  for (const slot of unfrozen) moves.push({ type: 'attack', slot })
  for (const slots of orderings(unfrozen)) moves.push({ type: 'union', slots })
  moves.push({ type: 'end' })
  return moves
}

/** Every ordered choice of two or three of the slots: the orders a union may hit in. */
function orderings(slots: readonly number[]): number[][] {
  const out: number[][] = []
  for (const a of slots) {
    for (const b of slots) {
      if (b === a) continue
      out.push([a, b])
      for (const c of slots) if (c !== a && c !== b) out.push([a, b, c])
    }
  }
  return out
}
