// Solo playtesting for library decks: interactive tables, batch runs driven in steps (so the page can
// show progress and cancel), and exact draw odds.
import fs from 'node:fs'
import { cardKey, isCharacter } from '../../shared/card'
import type { Move, MoveResult, RunProgress, TablePlay, TableView } from '../../shared/playtest'
import type { GoldfishDeck } from '../games/cfs/goldfish/deck'
import { picksTarget } from '../games/cfs/goldfish/effects'
import { report } from '../games/cfs/goldfish/report'
import { emptyTally, mergeTallies, simulateGames, type Tally } from '../games/cfs/goldfish/simulate'
import { compileRun, playable, simulateOnWorker, WORKER_FILE, type PlayableDeck } from './goldfish'
import { Table } from '../games/cfs/goldfish/table'
import { JobTable } from '../jobs/jobs'
import { atLeast, atLeastBoth, atLeastBothWithRedraw, atLeastWithRedraw } from '../games/cfs/odds'
import { toDeck } from '../decks/library'
import type { DeckService } from '../decks/decks'
import type { DeckLibrary } from '../decks/library'

interface Run {
  deck: GoldfishDeck
  seed: number
  first: boolean
  games: number
  tally: Tally
  meta: Parameters<typeof report>[1]
}

type CardKey = { set: string; number: string }

/** Games per step of a batch run: about a tenth of a second of work. */
export const RUN_STEP = 25_000
const MAX_OPEN = 20

export class Playtest {
  private readonly tables = new JobTable<Table>('game', MAX_OPEN)
  private readonly runs = new JobTable<Run>('run', MAX_OPEN)

  constructor(
    private readonly library: DeckLibrary,
    private readonly decks: DeckService,
  ) {}

  private load(deckId: number, hp?: number): PlayableDeck {
    return playable(this.decks, toDeck(this.library.get(deckId)), hp)
  }

  startGame(deckId: number, options: { seed: number; first: boolean; hp?: number }): TableView {
    const { cards, main, strikers, hp } = this.load(deckId, options.hp)
    const table = new Table(cards, main, strikers, { seed: options.seed, first: options.first, hp })
    const { id: gameId } = this.tables.add(() => table)
    return { gameId, cards, picksTarget: cards.map(picksTarget), state: table.state, moves: table.moves() }
  }

  move(gameId: number, move: Move): MoveResult {
    return this.tables.get(gameId).play(move)
  }

  undo(gameId: number): TablePlay {
    const table = this.tables.get(gameId)
    if (!table.undo()) throw new Error('nothing to undo')
    return { state: table.state, moves: table.moves() }
  }

  startRun(deckId: number, options: { games: number; seed: number; first: boolean; hp?: number }): Promise<RunProgress> {
    const { compiled, meta } = compileRun(this.load(deckId, options.hp), options.seed, options.first)
    const { id } = this.runs.add(() => ({ deck: compiled, seed: options.seed, first: options.first, games: options.games, tally: emptyTally(), meta }))
    return this.step(id)
  }

  /**
   * Plays the next step of a run, on a worker thread when the built worker is there (in the app) so
   * main stays free; game i always uses the i-th stream, so neither steps nor threads change results.
   */
  async step(runId: number): Promise<RunProgress> {
    const run = this.runs.get(runId)
    const from = run.tally.games
    const to = Math.min(run.games, from + RUN_STEP)
    if (to > from) {
      if (fs.existsSync(WORKER_FILE)) mergeTallies(run.tally, await simulateOnWorker(run.deck, run.seed, from, to, run.first))
      else simulateGames(run.deck, run.seed, from, to, run.first, run.tally)
    }
    if (!this.runs.has(runId)) throw new Error(`run ${runId} was cancelled`)
    const done = run.tally.games >= run.games
    if (done) this.runs.delete(runId)
    return { runId, played: run.tally.games, games: run.games, done, report: report(run.tally, run.meta) }
  }

  cancelRun(runId: number): void {
    this.runs.delete(runId)
  }

  /**
   * P(at least `want.atLeast` of the wanted cards among the first `draws` cards of the deck's Main, and
   * at least `also.atLeast` of a second group when given), exactly, with or without the redraw rule.
   */
  odds(
    deckId: number,
    want: { cards: CardKey[]; atLeast: number },
    draws: number,
    redraw: boolean,
    also?: { cards: CardKey[]; atLeast: number },
  ): { probability: number; size: number; targets: number } {
    const { cards, main } = this.load(deckId)
    const keyOf = cardKey
    const inA = new Set(want.cards.map(keyOf))
    const inB = new Set((also?.cards ?? []).map(keyOf))
    for (const k of inA) if (inB.has(k)) throw new Error('a card cannot be in both groups')
    const size = main.length
    if (draws < 1 || draws > size) throw new Error(`draws must be from 1 to ${size}`)
    const group = (keys: Set<string>, atLeastCount: number) => {
      const members = main.filter((i) => keys.has(keyOf(cards[i])))
      return { count: members.length, characters: members.filter((i) => isCharacter(cards[i].kind)).length, atLeast: atLeastCount }
    }
    const a = group(inA, want.atLeast)
    const characters = main.filter((i) => isCharacter(cards[i].kind)).length
    let probability: number
    if (also) {
      const b = group(inB, also.atLeast)
      probability = redraw ? atLeastBothWithRedraw({ size, characters }, a, b, draws) : atLeastBoth(size, a.count, a.atLeast, b.count, b.atLeast, draws)
    } else {
      probability = redraw ? atLeastWithRedraw({ size, characters }, a.count, a.characters, draws, a.atLeast) : atLeast(size, a.count, draws, a.atLeast)
    }
    return { probability, size, targets: a.count }
  }

}
