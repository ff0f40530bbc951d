// What a player cannot see, dealt anew for a search player's playouts: the opponent's hand and draw pile shuffled
// together and dealt again as many as each held, and the player's own draw pile shuffled, so a playout never reads a
// card the player could not know.
import { shuffleInPlace, type Rng } from '../core/rng'

export function dealUnseen<T, K extends string>(them: { hand: T[] } & Record<K, T[]>, mine: Record<K, T[]>, pile: K, rng: Rng): void {
  const unseen = [...them.hand, ...them[pile]]
  shuffleInPlace(unseen, rng)
  const held = them.hand.length
  them.hand = unseen.slice(0, held)
  ;(them as Record<K, T[]>)[pile] = unseen.slice(held)
  shuffleInPlace(mine[pile], rng)
}
