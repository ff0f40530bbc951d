// Game records opened at a table for two: the game after its setup and after each move, kept to step back and forth
// in. Each game reads and plays its own records and says how a step is seen; keeping them open is alike in every game.
import { invalid } from '../../shared/errors'
import { JobTable } from '../jobs/jobs'

const SEAT_NAMES = ['A', 'B'] as const

/** A record played through: each move played with its line, seat and words, and the first move the rules refuse. */
export interface PlayedRecord {
  played: readonly { line: number; seat: 0 | 1; text: string }[]
  refused: { line: number; move: string; reason: string } | null
}

/** An opened record as a game keeps it: its text, the game's state after its setup and after each move, and what else it needs to show one. */
export interface KeptRecord<S> {
  states: S[]
  record: string
}

/** A record opened: its steps, the first move refused, and its game as set up. */
export interface RecordStepsOf<View> {
  replayId: number
  steps: { line: number; seat: 'A' | 'B'; words: string }[]
  refused: { line: number; move: string; reason: string } | null
  view: View
}

export class RecordReplays<S, R extends KeptRecord<S>, View> {
  private readonly replays: JobTable<R>

  /** `viewOf`: the game of an opened record in the state of one of its steps. */
  constructor(
    what: string,
    private readonly viewOf: (replayId: number, kept: R, state: S) => View,
  ) {
    this.replays = new JobTable<R>(what, MAX_OPEN)
  }

  /** Keeps a record played through, and shows its game as set up with its steps. */
  open(kept: R, played: PlayedRecord): RecordStepsOf<View> {
    const { id } = this.replays.add(() => kept)
    return {
      replayId: id,
      steps: played.played.map((p) => ({ line: p.line, seat: SEAT_NAMES[p.seat], words: p.text })),
      refused: played.refused,
      view: this.viewOf(id, kept, kept.states[0]),
    }
  }

  /** An opened record's game after its first `at` moves (0: as set up). */
  step(replayId: number, at: number): View {
    const kept = this.replays.get(replayId)
    if (at >= kept.states.length) throw invalid(`the record has ${kept.states.length - 1} moves; there is no step ${at}`, 'at')
    return this.viewOf(replayId, kept, kept.states[at])
  }
}

/** Records kept open at once, of each game; the oldest is dropped past it. */
const MAX_OPEN = 10
