// A table for two with the computer in one seat: its moves made as soon as it is to move, and undo, which takes back
// the last move a person made with the computer's moves after it.
import { refused } from '../../shared/errors'

/** A move made at the table, and whether the computer made it. */
export interface SeatMove {
  byComputer: boolean
}

/** Takes back the last move a person made and every move of the computer after it, `undo` once for each. */
export function undoPersonMove(moves: SeatMove[], undo: () => void): void {
  if (!moves.some((m) => !m.byComputer)) throw refused('no move of yours to take back')
  for (;;) {
    const last = moves.pop()!
    undo()
    if (!last.byComputer) return
  }
}

/**
 * Plays the computer's moves while the game waits for its seat: `decide` picks each (it is told how many moves the
 * table has seen, for its seeded stream), `play` makes it, `made` keeps it. A policy picks among the moves the engine
 * accepts, so a refusal here is a bug, not a game event.
 */
export function playComputer<M>(waitsForIt: () => boolean, decide: () => M, play: (move: M) => string | null, made: (move: M) => void): void {
  while (waitsForIt()) {
    const move = decide()
    const refusal = play(move)
    if (refusal !== null) throw new Error(`the computer's move was refused: ${JSON.stringify(move)}: ${refusal}`)
    made(move)
  }
}
