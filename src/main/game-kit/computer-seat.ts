// A table for two with the computer in one seat: its moves made as soon as it is to move, and undo, which takes back
// the last move a person made with the computer's moves after it. `SeatedTables` keeps a game's open tables: each
// game says how a move is kept for its record and how a table is seen.
import { refused } from '../../shared/errors'
import { gameRng, type Rng } from '../core/rng'
import { JobTable } from '../jobs/jobs'

type Seat = 0 | 1
type SeatName = 'A' | 'B'

export const seatOf = (name: SeatName): Seat => (name === 'A' ? 0 : 1)

/** A move made at the table, and whether the computer made it. */
interface SeatMove {
  byComputer: boolean
}

/** Takes back the last move a person made and every move of the computer after it, `undo` once for each. */
function undoPersonMove(moves: SeatMove[], undo: () => void): void {
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
function playComputer<M>(waitsForIt: () => boolean, decide: () => M, play: (move: M) => string | null, made: (move: M) => void): void {
  while (waitsForIt()) {
    const move = decide()
    const refusal = play(move)
    if (refusal !== null) throw new Error(`the computer's move was refused: ${JSON.stringify(move)}: ${refusal}`)
    made(move)
  }
}

/** A game's engine as a table plays it: whose move it is, a move (or why not), and a move taken back. */
interface SeatedGame<M> {
  toMove(): Seat | null
  play(seat: Seat, move: M): string | null
  undo(): boolean
}

/** An open table: its game and seed, the seat the computer plays with its policy, and each move so far as kept. */
export interface SeatedTable<G, P extends string, Kept> {
  duel: G
  seed: number
  computer: { seat: Seat; policy: P } | null
  moves: (Kept & SeatMove)[]
}

/** The tables of one game for two kept open at once; the oldest is dropped past `MAX_OPEN`. */
export abstract class SeatedTables<M, G extends SeatedGame<M>, P extends string, Kept, T extends SeatedTable<G, P, Kept>, View> {
  protected readonly tables: JobTable<T>

  constructor(
    what: string,
    private readonly policies: Readonly<Record<P, (duel: G, rng: Rng) => M>>,
  ) {
    this.tables = new JobTable<T>(what, MAX_OPEN)
  }

  /** Plays the viewer's move; the computer answers at once. A refusal changes nothing. */
  move(duelId: number, viewer: SeatName, move: M): { ok: true; view: View } | { ok: false; reason: string } {
    const table = this.tables.get(duelId)
    const seat = seatOf(viewer)
    if (table.computer?.seat === seat) return { ok: false, reason: `the computer plays ${viewer}` }
    const kept = this.kept(table, seat, move)
    const reason = table.duel.play(seat, move)
    if (reason !== null) return { ok: false, reason }
    table.moves.push({ ...kept, byComputer: false })
    this.computerMoves(table)
    return { ok: true, view: this.view(duelId, table, seat) }
  }

  /** Takes back the last move a person made, and the computer's moves after it. */
  undo(duelId: number, viewer: SeatName): View {
    const table = this.tables.get(duelId)
    undoPersonMove(table.moves, () => table.duel.undo())
    return this.view(duelId, table, seatOf(viewer))
  }

  state(duelId: number, viewer: SeatName): View {
    return this.view(duelId, this.tables.get(duelId), seatOf(viewer))
  }

  /** Keeps a new table, lets the computer open if it is to move, and shows it to a person: the first player in hot seat. */
  protected open(table: T, first: Seat): View {
    const { id, job } = this.tables.add(() => table)
    this.computerMoves(job)
    return this.view(id, job, job.computer ? ((1 - job.computer.seat) as Seat) : first)
  }

  /** A move as the table keeps it for its record, read before it is played. */
  protected abstract kept(table: T, seat: Seat, move: M): Kept

  protected abstract view(duelId: number, table: T, viewer: Seat): View

  /** The computer's moves while it is to move; each seeded by the game's seed and the move's number. */
  private computerMoves(table: T): void {
    const computer = table.computer
    if (!computer) return
    const policy = this.policies[computer.policy]
    let kept: Kept
    playComputer(
      () => table.duel.toMove() === computer.seat,
      () => policy(table.duel, gameRng(table.seed, table.moves.length)),
      (move) => {
        kept = this.kept(table, computer.seat, move)
        return table.duel.play(computer.seat, move)
      },
      () => table.moves.push({ ...kept, byComputer: true }),
    )
  }
}

/** Tables kept open at once, of each game. */
const MAX_OPEN = 10
