// A search player's playouts. What the player cannot see is dealt anew for each: the opponent's hand and draw pile
// shuffled together and dealt again as many as each held, and the player's own draw pile shuffled, so a playout
// never reads a card the player could not know. The move whose playouts score most is taken.
import { shuffleInPlace, type Rng } from '../core/rng'

export function dealUnseen<T, K extends string>(them: { hand: T[] } & Record<K, T[]>, mine: Record<K, T[]>, pile: K, rng: Rng): void {
  const unseen = [...them.hand, ...them[pile]]
  shuffleInPlace(unseen, rng)
  const held = them.hand.length
  them.hand = unseen.slice(0, held)
  ;(them as Record<K, T[]>)[pile] = unseen.slice(held)
  shuffleInPlace(mine[pile], rng)
}

/** The move whose `playouts` playouts add up to the most (the first of equals), tried in the order given. */
export function bestByPlayouts<M>(moves: readonly M[], playouts: number, playout: (move: M) => number): M {
  let chosen = moves[0]
  let top = -Infinity
  for (const move of moves) {
    let score = 0
    for (let k = 0; k < playouts; k++) score += playout(move)
    if (score > top) [chosen, top] = [move, score]
  }
  return chosen
}
