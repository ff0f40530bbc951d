// A two-player table's game as it is played: each move tried on a copy and kept only when the engine accepts it,
// every accepted move kept for undo with the log as it stood, so undo restores the game and its log exactly; and
// the hot-seat table every game of two players builds on it (play, try, undo, the whole state).
import { refused } from '../../shared/errors'

/** An engine's step: plays a move on `game` (a copy), logging what both players may see; the refusal, or null. */
export type Step<G> = (game: G, log: ((line: string) => void) | null) => string | null

export class MoveHistory<G> {
  private current: G
  private readonly lines: string[]
  private readonly history: { game: G; lines: number }[] = []

  constructor(game: G, firstLine: string) {
    this.current = game
    this.lines = [firstLine]
  }

  get game(): G {
    return this.current
  }

  get log(): string[] {
    return [...this.lines]
  }

  /** Moves accepted so far, undone ones taken off: the seed stream a suggestion draws from. */
  get moves(): number {
    return this.history.length
  }

  /** Plays the step on a copy and keeps it when accepted; the refusal, or null. */
  play(step: Step<G>): string | null {
    const next = structuredClone(this.current)
    const lines: string[] = []
    const refusal = step(next, (line) => lines.push(line))
    if (refusal !== null) return refusal
    this.history.push({ game: this.current, lines: this.lines.length })
    this.current = next
    this.lines.push(...lines)
    return null
  }

  /** Why the step would be refused now, or null; the game does not change. */
  refusal(step: Step<G>): string | null {
    return step(structuredClone(this.current), null)
  }

  /** Takes the last accepted move back; false when there is none. */
  undo(): boolean {
    const previous = this.history.pop()
    if (!previous) return false
    this.current = previous.game
    this.lines.length = previous.lines
    return true
  }
}

/**
 * A hot-seat table over a MoveHistory, as every game of two players keeps one: a move the page names is translated
 * to the engine's (or refused with the reason), then played on a copy or only tried; undo takes it back. A game
 * gives its translation, its engine's step and what each player may see.
 */
export abstract class HotSeatTable<F, G, Move, EngineMove, State, Player> {
  protected abstract readonly played: MoveHistory<G>
  /** Drives the suggested moves from the game's numbered streams (and, in a game that shuffles, the decks). */
  readonly seed: number

  /** `seed` is 0 when left out. */
  constructor(
    readonly fighters: F,
    seed: number | undefined,
  ) {
    this.seed = seed ?? 0
    if (!Number.isInteger(this.seed)) throw refused('the seed must be a whole number')
  }

  /** The page's move as the engine's, or why it is refused. */
  protected abstract translate(move: Move): EngineMove | string

  /** Plays the engine's move on `game` (a copy), logging what both players may see; the refusal, or null. */
  protected abstract step(game: G, move: EngineMove, log: ((line: string) => void) | null): string | null

  /** The game as `viewer` may see it. */
  abstract view(viewer: Player | 'all' | null): State

  /** The engine's state: for the invariants, the simulator's checks and tests; never sent to the page. */
  get game(): Readonly<G> {
    return this.played.game
  }

  /** Everything shown: for tests and the end of a game. The page shows `view(player)`. */
  get state(): State {
    return this.view('all')
  }

  play(move: Move): { ok: true; state: State } | { ok: false; reason: string } {
    const translated = this.translate(move)
    if (typeof translated === 'string') return { ok: false, reason: translated }
    const refusal = this.played.play((next, log) => this.step(next, translated, log))
    return refusal === null ? { ok: true, state: this.state } : { ok: false, reason: refusal }
  }

  /** Why a move would be refused now, or null when it would be played; the game does not change. */
  refusal(move: Move): string | null {
    const translated = this.translate(move)
    if (typeof translated === 'string') return translated
    return this.played.refusal((copy) => this.step(copy, translated, null))
  }

  /** Takes the last accepted move back. */
  undo(): boolean {
    return this.played.undo()
  }
}
