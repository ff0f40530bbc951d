// The card-versus-card grid of two Table Fighter characters: each card of A against each card of B, uncharged, as
// the reveal would settle it, with the winning card's damage and how far a combo can reach from it.
import type { TfGridCell } from '../../../shared/games/tf/table'
import type { TfCard, TfCharacter } from './character'
import { HAND_SIZE } from './piles'
import { bestChain, damageOf, matchup } from './rules'

/**
 * grid[i][j]: A's i-th card against B's j-th, in the characters' card order. The reach is the combo that deals
 * the most from the winning card with the winner's own cards, as a hand could hold them: three basic cards (the
 * winning card among them when it is basic) and the super.
 */
export function matchupGrid(a: TfCharacter, b: TfCharacter): TfGridCell[][] {
  return a.cards.map((ca) =>
    b.cards.map((cb): TfGridCell => {
      const outcome = matchup(ca, false, cb, false)
      const cell: TfGridCell = { a: ca.name, b: cb.name, winner: 'tie', why: outcome.why, damage: 0, reach: { damage: 0, cards: [] } }
      if (outcome.winner === null) return cell
      const [side, card] = outcome.winner === 0 ? [a, ca] : [b, cb]
      return { ...cell, winner: outcome.winner === 0 ? 'a' : 'b', damage: damageOf(card, false), reach: reach(side.cards, side.cards.indexOf(card)) }
    }),
  )
}

function reach(cards: readonly TfCard[], start: number): TfGridCell['reach'] {
  const others = cards.map((_, i) => i).filter((i) => i !== start)
  const chain = bestChain(cards, start, others, false, HAND_SIZE)
  return { damage: chain.damage, cards: chain.cards.map((i) => cards[i].name) }
}
