// A two-player table's game as it is played: each move tried on a copy and kept only when the engine accepts it,
// every accepted move kept for undo with the log as it stood, so undo restores the game and its log exactly.

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
