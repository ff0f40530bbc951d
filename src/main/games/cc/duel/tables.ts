// The tables for two at which the app plays Capcom Crossovers: two characters or two tag teams, hot seat or one seat
// played by the computer (a policy of policies.ts, its moves made as soon as it is to move and shown in the log).
// Each player sees their own hand only, and a block face down; undo takes back the last move of a person (and the
// computer's moves after it).
import { CC_SEATS, type CcDuelMove, type CcDuelState, type CcDuelView, type CcRecordSteps, type CcSeat } from '../../../../shared/games/cc/duel'
import { decodeRecordCode, isRecordCode } from '../../../game-kit/record-code'
import { readCcRecord, replayCcRecord, writeCcRecord } from './record'
import { invalid } from '../../../../shared/errors'
import { SeatedTables, seatOf, type SeatedTable } from '../../../game-kit/computer-seat'
import { RecordReplays } from '../../../game-kit/record-replays'
import type { CharacterSheet } from '../sheet'
import { CcDuel } from './engine'
import { comboRests, legalMoves } from './moves'
import { CC_DUEL_POLICY, type CcDuelPolicyName } from './policies'
import { moveWords } from './words'

export interface CcDuelStart {
  a: string[]
  b: string[]
  seed: number
  first: 'A' | 'B'
  computer: { seat: 'A' | 'B'; policy: CcDuelPolicyName } | null
}

/** A table: its game, the teams by id and who went first (for its record), each move kept as played. */
interface Table extends SeatedTable<CcDuel, CcDuelPolicyName, { seat: CcSeat; move: CcDuelMove }> {
  first: CcSeat
  teams: [string[], string[]]
}

/** An opened record: the game (for its characters), its state after its setup and after each move, and its text. */
interface Replayed {
  duel: CcDuel
  states: CcDuelState[]
  record: string
}

export class CcDuelTables extends SeatedTables<CcDuelMove, CcDuel, CcDuelPolicyName, { seat: CcSeat; move: CcDuelMove }, Table, CcDuelView> {
  private readonly replays = new RecordReplays<CcDuelState, Replayed, CcDuelView>('Capcom Crossovers game record', (replayId, replayed, state) =>
    viewOf(replayId, replayed.duel, state, state.active, { computer: null, moves: [], record: replayed.record, reveal: true }),
  )

  /** `sheet`: a character by id (the store's, an example or the player's). */
  constructor(private readonly sheet: (id: string) => CharacterSheet) {
    super('Capcom Crossovers game for two', CC_DUEL_POLICY)
  }

  start(input: CcDuelStart): CcDuelView {
    const first = seatOf(input.first)
    const duel = new CcDuel([input.a.map(this.sheet), input.b.map(this.sheet)], { seed: input.seed, first })
    const computer = input.computer && { seat: seatOf(input.computer.seat), policy: input.computer.policy }
    return this.open({ duel, seed: input.seed, first, teams: [[...input.a], [...input.b]], computer, moves: [] }, first)
  }

  /** Reads a record (or its share code) and plays it through, keeping the game after each move to step back and forth in. */
  openRecord(given: string): CcRecordSteps {
    const text = isRecordCode(given) ? decodeRecordCode(given) : given
    const read = readCcRecord(text)
    if (!read.ok) throw invalid(read.problems.map((p) => `line ${p.line}: ${p.message}`).join('; '), 'text')
    const states: CcDuelState[] = []
    const played = replayCcRecord(read.record, this.sheet, (duel) => states.push(structuredClone(duel.state)))
    return this.replays.open({ duel: played.duel, states, record: text }, played)
  }

  /** An opened record's game after its first `at` moves (0: as set up), both hands shown. */
  recordStep(replayId: number, at: number): CcDuelView {
    return this.replays.step(replayId, at)
  }

  protected kept(_table: Table, seat: CcSeat, move: CcDuelMove) {
    return { seat, move }
  }

  protected view(duelId: number, table: Table, viewer: CcSeat): CcDuelView {
    const { duel } = table
    const s = duel.state
    const mine = duel.toMove() === viewer && table.computer?.seat !== viewer
    return viewOf(duelId, duel, s, viewer, {
      computer: table.computer?.seat ?? null,
      moves: mine ? tableMoves(duel, s).map((move) => ({ move, words: moveWords(duel, s, viewer, move) })) : [],
      record: writeCcRecord({ first: table.first, seed: table.seed, teams: table.teams, decks: null, moves: table.moves }),
      reveal: false,
    })
  }
}

/**
 * The moves offered at the table: those the rules allow, with the rest of a combo offered whole (one attack or
 * several, the most damage first) rather than one attack at a time.
 */
function tableMoves(duel: CcDuel, s: CcDuelState): CcDuelMove[] {
  if (s.phase !== 'combo' && s.phase !== 'counter-combo') return legalMoves(duel, s)
  const seat = duel.toMove(s)!
  const laid = s.laid!
  const rests = comboRests(duel.sheet(s, seat), laid, s.players[seat].hand, laid.as === 'counter')
  return [
    { type: 'combo', cards: [] },
    ...rests.map((r): CcDuelMove => ({ type: 'combo', cards: r.cards, ...(Object.keys(r.named).length ? { named: r.named } : {}) })),
  ]
}

/** A game as the player `viewer` sees it: the other hand face down, the block card face down, the moves the viewer may make. */
function viewOf(
  duelId: number,
  duel: CcDuel,
  s: CcDuelState,
  viewer: CcSeat,
  extra: { computer: CcSeat | null; moves: CcDuelView['moves']; record: string; reveal: boolean },
): CcDuelView {
  const side = (seat: CcSeat) => {
    const p = s.players[seat]
    return {
      name: p.fighters.map((f) => f.name).join(' & '),
      fighters: p.fighters.map((f, k) => ({ name: f.name, hp: f.hp, maxHp: duel.teams[seat][k].hp, ko: f.ko, active: k === p.active })),
      hand: seat === viewer || extra.reveal ? [...p.hand] : null,
      handSize: p.hand.length,
      library: p.library.length,
      discard: [...p.discard],
      meter: [...p.meter],
      blocking: p.block !== null,
    }
  }
  const laid = s.laid
  const by: CcSeat | null = laid === null ? null : laid.as === 'attack' ? s.active : ((1 - s.active) as CcSeat)
  return {
    duelId,
    viewer,
    turn: s.turn,
    active: s.active,
    toMove: duel.toMove(s),
    phase: s.phase,
    tag: duel.tag,
    sides: [side(0), side(1)],
    laid:
      laid === null || by === null
        ? null
        : {
            by,
            words: `${CC_SEATS[by]}: ${moveWords(duel, s, by, { type: laid.as === 'counter' ? 'counter' : 'attack', cards: laid.cards, ...(laid.named[0] ? { move: laid.named[0] } : {}) }).replace(/^\w+: /, '')}`,
          },
    moves: extra.moves,
    computer: extra.computer,
    result: s.result,
    log: s.log.slice(-200),
    record: extra.record,
  }
}
