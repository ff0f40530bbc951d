// The tables for two at which the app plays Card Fighters Special: two library decks, hot seat or one seat played
// by the computer (a policy of policies.ts, its moves made as soon as it is to move and shown in the log). Each player
// sees their own hand only; undo takes back the last move of a person (and the computer's moves after it).
import type { Card } from '../../../../shared/card'
import { SEAT_NAMES, type DuelMove, type DuelPolicyName, type DuelState, type DuelView, type RecordSteps, type Seat } from '../../../../shared/games/cfs/duel'
import { invalid } from '../../../../shared/errors'
import { RecordReplays } from '../../../game-kit/record-replays'
import { SeatedTables, seatOf, type SeatedTable } from '../../../game-kit/computer-seat'
import { Duel } from './duel'
import { legalMoves } from './moves'
import { actionCost, reactionCost } from './in-play'
import { moveWords } from './move-words'
import { DUEL_POLICY } from './policies'
import { readRecord, writeRecord, type GameRecord } from './record'
import { BatchRuns, runWorker, type BatchProgress, type RunHerald } from '../../../game-kit/runs'
import { duelBatch, duelMatchupReport, type DuelMatchupReport, type DuelRun } from './matchup'
import { GAUNTLET, planOf } from './gauntlet'
import { replay, type ReplayDeck } from './replay'
import { decodeRecordCode, encodeRecordCode, isRecordCode } from '../../../game-kit/record-code'

/** A library deck laid out for play: its name and format, its cards one entry a copy, its deck lines and HP. */
export interface DuelDeckOf {
  name: string
  format: string
  main: Card[]
  strikers: Card[]
  /** The deck's lines in a deck file, for the game's record. */
  text: string
  hp: number
}

export interface DuelStart {
  deckA: number
  deckB: number
  seed: number
  first: 'A' | 'B'
  computer: { seat: 'A' | 'B'; policy: DuelPolicyName } | null
}

/** A table: its game, the decks' names, each move kept in its words, and what its record's header says. */
interface Table extends SeatedTable<Duel, DuelPolicyName, { seat: Seat; text: string }> {
  names: [string, string]
  record: { format: string; first: Seat; hp: number; decks: [string, string] }
}

/** A deck to play: a library deck by id, or a deck of the gauntlet by its place in it. */
export type DuelDeckRef = number | { gauntlet: number }

/** What a matchup run in the app plays: deck A (a library deck) against deck B, the policies, games or matches. */
export interface DuelRunStart {
  deckA: number
  deckB: DuelDeckRef
  games: number
  seed: number
  policies: { a: DuelPolicyName; b: DuelPolicyName }
  bestOf: 1 | 3
}

export class DuelTables extends SeatedTables<DuelMove, Duel, DuelPolicyName, { seat: Seat; text: string }, Table, DuelView> {
  private readonly runs: BatchRuns<DuelMatchupReport>

  private readonly replays = new RecordReplays<DuelState, Replayed, DuelView>('game record', (replayId, replayed, state) =>
    viewOf(replayId, state, replayed.cards, replayed.names, state.active, { computer: null, moves: [], record: replayed.record, reveal: true }),
  )

  constructor(
    private readonly load: (deck: DuelDeckRef) => DuelDeckOf,
    private readonly readDecks: RecordDecksOf,
    herald?: RunHerald,
  ) {
    super('game for two', DUEL_POLICY)
    this.runs = new BatchRuns('matchup run', true, runWorker, herald && { runs: 'cfs-matchup', herald })
  }

  /** Starts a matchup run of deck against deck on the runner's worker threads; its progress is told as it goes. */
  startRun(input: DuelRunStart): Promise<BatchProgress<DuelMatchupReport>> {
    const side = (ref: DuelDeckRef) => {
      const deck = this.load(ref)
      return { deck, side: { name: deck.name, main: deck.main, strikers: deck.strikers } }
    }
    const a = side(input.deckA)
    const run: DuelRun = { a: a.side, b: side(input.deckB).side, hp: a.deck.hp, policies: [input.policies.a, input.policies.b], bestOf: input.bestOf }
    return this.runs.start(duelBatch(run, input.seed, input.games), (tally) => duelMatchupReport(tally, run, input.seed))
  }

  cancelRun(runId: number): void {
    this.runs.cancel(runId)
  }

  /** The gauntlet's decks, by name and plan, for the page to offer. */
  gauntlet(): { name: string; plan: string }[] {
    return GAUNTLET.map((g, i) => ({ name: this.load({ gauntlet: i }).name, plan: planOf(g.text) }))
  }

  /** Reads a record and plays it through, keeping the game after each move to step back and forth in. */
  openRecord(given: string, fileName?: string): RecordSteps {
    const text = isRecordCode(given) ? decodeRecordCode(given) : given
    const read = readRecord(text)
    // A record from a file is named by its file; a pasted one by its lines.
    const fail = (problems: { line: number; message: string }[]) => {
      throw invalid(`${fileName ? `${fileName}: ` : ''}${problems.map((p) => `line ${p.line}: ${p.message}`).join('; ')}`, 'text')
    }
    if (!read.ok) return fail(read.problems)
    const decks = this.readDecks(read.record, text, fileName ?? 'game.record.txt')
    if (!decks.ok) return fail(decks.problems)
    const states: DuelState[] = []
    const played = replay(read.record, decks.decks, decks.hp, (duel) => states.push(structuredClone(duel.state)))
    const names: [string, string] = [decks.decks[0].name, decks.decks[1].name]
    return this.replays.open({ cards: played.duel.cards, names, states, record: text }, played)
  }

  /** A record's text as a share code. */
  recordCode(text: string): string {
    return encodeRecordCode(text)
  }

  /** The game of an opened record after its first `at` moves (0: as set up), both hands shown. */
  recordStep(replayId: number, at: number): DuelView {
    return this.replays.step(replayId, at)
  }

  start(input: DuelStart): DuelView {
    const a = this.load(input.deckA)
    const b = this.load(input.deckB)
    const cards: Card[] = []
    const ids = (list: Card[]) => list.map((card) => cards.push(card) - 1)
    const first = seatOf(input.first)
    const duel = new Duel(
      cards,
      [
        { main: ids(a.main), strikers: ids(a.strikers) },
        { main: ids(b.main), strikers: ids(b.strikers) },
      ],
      { first, hp: a.hp, seed: input.seed },
    )
    const computer = input.computer && { seat: seatOf(input.computer.seat), policy: input.computer.policy }
    return this.open(
      { duel, seed: input.seed, names: [a.name, b.name], computer, moves: [], record: { format: a.format, first, hp: a.hp, decks: [a.text, b.text] } },
      first,
    )
  }

  /** A move in its words, read before it is played: they name the cards where they are. */
  protected kept(table: Table, seat: Seat, move: DuelMove) {
    return { seat, text: moveWords(table.duel.state, table.duel.cards, seat, move) }
  }

  protected view(duelId: number, table: Table, viewer: Seat): DuelView {
    const s = table.duel.state
    const cards = table.duel.cards
    const moves =
      table.duel.toMove() === viewer && table.computer?.seat !== viewer
        ? legalMoves(table.duel).map((move) => ({ move, words: moveWords(s, cards, viewer, move), ...costNow(table.duel, viewer, move) }))
        : []
    return viewOf(duelId, s, cards, table.names, viewer, {
      computer: table.computer?.seat ?? null,
      moves,
      record: writeRecord({ ...table.record, seed: table.seed, hp: null, moves: table.moves }),
      reveal: false,
    })
  }
}

/** An opened record: its cards, the game after its setup and after each move, and its text. */
interface Replayed {
  cards: readonly Card[]
  names: [string, string]
  states: DuelState[]
  record: string
}

/** What reads a record's decks against the catalogue (playtest/record-decks.ts). */
export type RecordDecksOf = (
  record: GameRecord,
  text: string,
  fileName: string,
) =>
  | { ok: true; hp: number; decks: [ReplayDeck & { name: string }, ReplayDeck & { name: string }]; warnings: string[] }
  | { ok: false; problems: { line: number; message: string }[] }

/**
 * A game as the player `viewer` sees it: the other hand face down unless `reveal` (a record stepped through shows
 * both), the moves the viewer may make, the game so far as a record.
 */
function viewOf(
  duelId: number,
  s: DuelState,
  cards: readonly Card[],
  names: [string, string],
  viewer: Seat,
  extra: { computer: Seat | null; moves: DuelView['moves']; record: string; reveal: boolean },
): DuelView {
  const toMove = s.phase === 'over' ? null : s.phase === 'answer' ? ((1 - s.active) as Seat) : s.active
  const pending = s.pending
  const attackers = s.players[s.active].ring
  const side = (seat: Seat) => {
    const p = s.players[seat]
    return {
      name: names[seat],
      hp: p.hp,
      sp: p.sp,
      ring: p.ring.map((f) =>
        f ? { card: cards[f.card], bp: f.bp, frozen: f.frozen, standby: f.entered === s.turn && s.active === seat, backups: f.backers.length } : null,
      ),
      hand: seat === viewer || extra.reveal ? p.hand.map((id) => cards[id]) : null,
      handSize: p.hand.length,
      deck: p.deck.length,
      discard: p.discard.length,
      strikers: p.strikers.map((id) => cards[id]),
    }
  }
  return {
    duelId,
    viewer,
    turn: s.turn,
    active: s.active,
    toMove,
    phase: s.phase,
    pending:
      pending === null
        ? null
        : pending.kind === 'striker'
          ? `${SEAT_NAMES[s.active]} sends the Striker ${cards[pending.card].name} at ${strikerTarget(s, cards, pending.at)}`
          : `${pending.slots.map((slot) => `${cards[attackers[slot]!.card].name} (${attackers[slot]!.bp})`).join(' and ')} ${pending.union ? 'attack as a union' : 'attacks'}`,
    winner: s.winner,
    ending: s.ending,
    sides: [side(0), side(1)],
    moves: extra.moves,
    computer: extra.computer,
    log: s.log.slice(-200),
    byHand: s.byHand.map((b) => b.what),
    record: extra.record,
  }
}

/** The character a Striker was sent at, or, when a reaction has taken it out of the ring, the slot it left. */
function strikerTarget(s: DuelState, cards: readonly Card[], at: number): string {
  const f = s.players[1 - s.active].ring[at]
  return f ? cards[f.card].name : `slot ${at + 1} (now empty)`
}

/** What an action or reaction costs now, with every ● in play that changes it: the page shows it on the move. */
function costNow(duel: Duel, seat: Seat, move: DuelMove): { cost?: number } {
  if (move.type !== 'action' && move.type !== 'react') return {}
  const card = duel.state.players[seat].hand[move.hand]
  return { cost: move.type === 'action' ? actionCost(duel.state, duel.facts, card) : reactionCost(duel.state, duel.facts, card) }
}
