// Solo playtesting for library decks: interactive tables, batch runs played on a worker thread while the page
// shows their progress (and can cancel), and exact draw odds; each through the deck's game.
import { cardKey } from '../../shared/card'
import { MAX_DECK_CARDS } from '../../shared/deck'
import type { GoldfishReport, Move, MoveResult, RunProgress, TablePlay, TableView } from '../../shared/playtest'
import type { DeckService } from '../decks/decks'
import { type DeckLibrary, toDeck } from '../decks/library'
import type { GameSystem, GameTable, PlayableDeck } from '../game-kit/game'
import { JobTable } from '../jobs/jobs'
import { compileRun, playable } from './goldfish'
import { BatchRuns, RUN_STEP, type RunHerald, runWorker } from '../game-kit/runs'
import { invalid, refused } from '../../shared/errors'

type CardKey = { set: string; number: string }

const MAX_OPEN = 20

export class Playtest {
  private readonly tables = new JobTable<GameTable>('game', MAX_OPEN)
  private readonly runs: BatchRuns<GoldfishReport>

  /** `herald`: who tells the page of each run as it goes (the app's); without one, runs are only asked after. */
  constructor(
    private readonly library: DeckLibrary,
    private readonly decks: DeckService,
    herald?: RunHerald,
  ) {
    this.runs = new BatchRuns('run', false, runWorker, herald && { runs: 'deck', herald })
  }

  private load(deckId: number, hp?: number): { game: GameSystem; deck: PlayableDeck } {
    const deck = toDeck(this.library.get(deckId))
    // A deck kept from before the size limit: refused with the limit (for a game, a run and odds alike) before a
    // copy of each card is laid out, not left to fail deep in the shuffle.
    const size = [...deck.main, ...deck.strikers].reduce((n, e) => n + e.count, 0)
    if (size > MAX_DECK_CARDS)
      throw refused(`a deck of ${size.toLocaleString('en')} cards is too big to play: a deck holds at most ${MAX_DECK_CARDS.toLocaleString('en')} in all`)
    return { game: this.decks.gameOf(deck), deck: playable(this.decks, deck, hp) }
  }

  startGame(deckId: number, options: { seed: number; first: boolean; hp?: number; strikerTarget?: boolean }): TableView {
    const { game, deck } = this.load(deckId, options.hp)
    const table = game.table(deck, { seed: options.seed, first: options.first, strikerTarget: options.strikerTarget ?? false })
    const { id: tableId } = this.tables.add(() => table)
    return {
      tableId,
      cards: deck.cards,
      picksTarget: deck.cards.map(game.picksTarget),
      readings: deck.cards.map(game.readText),
      state: table.state,
      moves: table.moves(),
    }
  }

  move(tableId: number, move: Move): MoveResult {
    return this.tables.get(tableId).play(move)
  }

  undo(tableId: number): TablePlay {
    const table = this.tables.get(tableId)
    if (!table.undo()) throw refused('nothing to undo')
    return { state: table.state, moves: table.moves() }
  }

  /** The move the simulator would play next at a table; null once its game is over. */
  suggest(tableId: number): Move | null {
    return this.tables.get(tableId).suggest()
  }

  state(tableId: number): TablePlay {
    const table = this.tables.get(tableId)
    return { state: table.state, moves: table.moves() }
  }

  startRun(deckId: number, options: { games: number; seed: number; first: boolean; hp?: number; strikerTarget?: boolean }): Promise<RunProgress> {
    const { game, deck } = this.load(deckId, options.hp)
    const { compiled, meta } = compileRun(game, deck, { seed: options.seed, first: options.first, strikerTarget: options.strikerTarget ?? false })
    const batch = { game, compiled, seed: options.seed, first: options.first, games: options.games, step: RUN_STEP }
    return this.runs.start(batch, (tally) => game.simulator.report(tally, meta))
  }

  /** How far a run has got, at its next progress; a finished run is answered once, then forgotten. */
  step(runId: number): Promise<RunProgress> {
    return this.runs.progress(runId)
  }

  /** The report of a run's games so far, while it is kept. */
  report(runId: number): GoldfishReport {
    return this.runs.report(runId)
  }

  cancelRun(runId: number): void {
    this.runs.cancel(runId)
  }

  /**
   * P(at least `want.atLeast` of the wanted cards among the first `draws` cards of the deck's Main, and
   * at least `also.atLeast` of a second group when given), exactly, with or without the opening redraw.
   */
  odds(
    deckId: number,
    want: { cards: CardKey[]; atLeast: number },
    draws: number,
    redraw: boolean,
    also?: { cards: CardKey[]; atLeast: number },
  ): { probability: number; size: number; targets: number } {
    const { game, deck } = this.load(deckId)
    const inA = new Set(want.cards.map(cardKey))
    const inB = new Set((also?.cards ?? []).map(cardKey))
    for (const k of inA) if (inB.has(k)) throw invalid('a card cannot be in both groups', 'also')
    const size = deck.main.length
    if (draws < 1 || draws > size) throw invalid(`draws must be from 1 to ${size}`, 'draws')
    // Each group as the deck's card indexes its keys name.
    const group = (keys: Set<string>, atLeast: number) => ({ cards: new Set(deck.cards.flatMap((c, i) => (keys.has(cardKey(c)) ? [i] : []))), atLeast })
    const a = group(inA, want.atLeast)
    const probability = game.odds(deck, a, draws, redraw, also ? group(inB, also.atLeast) : undefined)
    return { probability, size, targets: deck.main.filter((i) => a.cards.has(i)).length }
  }
}
