// The moves the rules allow the seat the game waits for, found from the state as duel.ts checks them: what a policy
// picks from. Hand and Striker positions that hold the same card give one move, since copies are alike.
import { isCharacter, type Card } from '../../../../shared/card'
import type { DuelFighter, DuelMove, DuelState, Seat } from '../../../../shared/games/cfs/duel'
import { UNION_COST } from '../goldfish/rules'

/** Every move the engine would accept now from the seat the game waits for; none once the game is over. */
export function legalMoves(s: DuelState, cards: readonly Card[]): DuelMove[] {
  if (s.phase === 'over') return []
  return s.phase === 'answer' ? answers(s, cards) : ownMoves(s, cards)
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

function answers(s: DuelState, cards: readonly Card[]): DuelMove[] {
  const seat = (1 - s.active) as Seat
  const p = s.players[seat]
  const attack = s.pending!
  const moves: DuelMove[] = distinct(p.hand, cards, (c) => c.kind === 'reaction' && (c.cost ?? 0) <= p.sp).map((hand) => ({ type: 'react', hand }))
  p.ring.forEach((f, slot) => {
    if (f && !f.frozen && f.counteredOnTurn !== s.turn && (attack.kind === 'attack' || slot === attack.at)) moves.push({ type: 'counter', slot })
  })
  if (attack.kind === 'attack') for (const striker of distinct(p.strikers, cards, () => true)) moves.push({ type: 'striker-defends', striker })
  moves.push({ type: 'take' })
  return moves
}

const ready = (s: DuelState, f: DuelFighter | null): f is DuelFighter => f !== null && f.entered < s.turn && !f.frozen

function ownMoves(s: DuelState, cards: readonly Card[]): DuelMove[] {
  const p = s.players[s.active]
  const opponent = s.players[1 - s.active]
  const moves: DuelMove[] = []
  if (s.phase === 'main') {
    const empty = p.ring.flatMap((f, slot) => (f ? [] : [slot]))
    if (p.placed < 1)
      for (const hand of distinct(p.hand, cards, (c) => isCharacter(c.kind))) for (const slot of empty) moves.push({ type: 'place', hand, slot })
    p.ring.forEach((f, slot) => {
      if (!f || f.entered >= s.turn || f.frozen || f.backedUpOnTurn === s.turn) return
      const listed = cards[f.card].backups
      for (const hand of distinct(p.hand, cards, (c) => isCharacter(c.kind))) {
        const name = cards[p.hand[hand]].name
        const times = listed.filter((b) => b.name === name).length
        if (times > f.backers.filter((b) => cards[b].name === name).length) moves.push({ type: 'backup', hand, slot })
      }
    })
    for (const hand of distinct(p.hand, cards, (c) => c.kind === 'action' && (c.cost ?? 0) <= p.sp)) moves.push({ type: 'action', hand })
    for (const hand of distinct(p.hand, cards, (c) => c.kind === 'arena')) moves.push({ type: 'arena', hand })
    for (const striker of distinct(p.strikers, cards, () => true)) opponent.ring.forEach((f, at) => f && moves.push({ type: 'striker', striker, at }))
  }
  const readySlots = p.ring.flatMap((f, slot) => (ready(s, f) ? [slot] : []))
  if (!s.attacked) for (const slot of readySlots) if (cards[p.ring[slot]!.card].ability?.type === 'square') moves.push({ type: 'square', slot })
  for (const slot of readySlots) moves.push({ type: 'attack', slot })
  for (const slots of orderings(readySlots)) if (UNION_COST[slots.length as 2 | 3] <= p.sp) moves.push({ type: 'union', slots })
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
