// Driving a two-player table in tests, the same for every game: moves that must be accepted, a move that must be
// refused without changing the game, and a whole game of suggested moves.
import { expect } from 'vitest'

interface ScriptedTable<Move> {
  readonly state: { readonly log: readonly string[] }
  play(move: Move): { ok: true } | { ok: false; reason: string }
  refusal(move: Move): string | null
}

/** Plays each move; a refused one fails the test with its reason. */
export function played<Move>(t: ScriptedTable<Move>, ...moves: Move[]): void {
  for (const move of moves) {
    const result = t.play(move)
    if (!result.ok) throw new Error(`${JSON.stringify(move)} refused: ${result.reason}`)
  }
}

/** The reason a move is refused; the game must not change. */
export function refusal<Move>(t: ScriptedTable<Move>, move: Move): string {
  const before = JSON.stringify(t.state)
  expect(t.refusal(move)).not.toBe(null)
  const result = t.play(move)
  expect(result.ok).toBe(false)
  expect(JSON.stringify(t.state)).toBe(before)
  return result.ok ? '' : result.reason
}

/** Plays the moves `next` suggests until it has none, calling `each` after every move; at most 2000 moves. */
export function playOut<Move>(t: ScriptedTable<Move>, next: () => Move | null, each: () => void = () => {}): number {
  let moves = 0
  for (let move = next(); move !== null; move = next()) {
    played(t, move)
    each()
    expect(++moves).toBeLessThan(2000)
  }
  return moves
}
