// Plays a game record (record.ts) on the engine (duel.ts), move by move, until the last move or the first refused
// one; and the game as `ringside replay --json` gives it (docs/game-records.md).
import type { Card } from '../../../../shared/card'
import { SEAT_NAMES, type DuelMove, type DuelState, type Seat } from '../../../../shared/games/cfs/duel'
import { Duel } from './duel'
import type { GameRecord, RecordLine, RecordMove } from './record'

/** A player's cards as the record's deck lines give them, one entry a copy, Main in the order written. */
export interface ReplayDeck {
  main: Card[]
  strikers: Card[]
}

/** A move played, with the log lines it wrote. */
export interface PlayedLine {
  line: number
  seat: Seat
  text: string
  log: string[]
}

export interface Replay {
  duel: Duel
  /** The setup's log lines (the opening hands), before the first move. */
  setup: string[]
  played: PlayedLine[]
  refused: { line: number; move: string; reason: string } | null
}

/**
 * Sets the game up from the record's header and decks, then plays its moves; stops at the first refused one.
 * `seen` is shown the game after its setup and after each move played (the app keeps each, to step through them).
 */
export function replay(record: GameRecord, decks: readonly [ReplayDeck, ReplayDeck], hp: number, seen?: (duel: Duel) => void): Replay {
  const cards: Card[] = []
  const ids = (list: Card[]) => list.map((card) => cards.push(card) - 1)
  const seats = decks.map((d) => ({ main: ids(d.main), strikers: ids(d.strikers) })) as [
    { main: number[]; strikers: number[] },
    { main: number[]; strikers: number[] },
  ]
  const duel = new Duel(cards, seats, { first: record.first, hp, seed: record.seed })
  const setup = [...duel.state.log]
  const played: PlayedLine[] = []
  seen?.(duel)
  for (const line of record.moves) {
    const before = duel.state.log.length
    const move = toDuelMove(duel, line)
    const reason = typeof move === 'string' ? move : duel.play(line.seat, move)
    if (reason !== null) return { duel, setup, played, refused: { line: line.line, move: `${SEAT_NAMES[line.seat]}: ${line.text}`, reason } }
    played.push({ line: line.line, seat: line.seat, text: line.text, log: duel.state.log.slice(before) })
    seen?.(duel)
  }
  return { duel, setup, played, refused: null }
}

/** The engine's move for a record's line: its cards found in the hand or Striker pile as they are now. */
function toDuelMove(duel: Duel, { seat, move }: RecordLine): DuelMove | string {
  const p = duel.state.players[seat]
  const inHand = (ref: string) => findCard(duel.cards, p.hand, ref, `${SEAT_NAMES[seat]}'s hand`)
  const inStrikers = (ref: string) => findCard(duel.cards, p.strikers, ref, `${SEAT_NAMES[seat]}'s Strikers`)
  const withCard = (found: number | string, make: (at: number) => DuelMove) => (typeof found === 'string' ? found : make(found))
  const m: RecordMove = move
  switch (m.type) {
    case 'place':
    case 'backup':
      return withCard(inHand(m.card), (hand) => ({ type: m.type, hand, slot: m.slot }))
    case 'action':
    case 'react':
      return withCard(inHand(m.card), (hand) => ({ type: m.type, hand, on: m.on }))
    case 'arena':
      return withCard(inHand(m.card), (hand) => ({ type: 'arena', hand }))
    case 'striker':
      return withCard(inStrikers(m.card), (striker) => ({ type: 'striker', striker, at: m.at.slot }))
    case 'striker-defends':
      return withCard(inStrikers(m.card), (striker) => ({ type: 'striker-defends', striker }))
    default:
      return m
  }
}

/**
 * Where a card named in a move is in a pile: by its number, else its exact name, else its name in any case. Copies
 * are alike, so the first one found serves.
 */
export function findCard(cards: readonly Card[], pile: readonly number[], ref: string, where: string): number | string {
  const want = ref.trim()
  const lower = want.toLowerCase()
  const tests: ((c: Card) => boolean)[] = [(c) => c.number.toLowerCase() === lower, (c) => c.name === want, (c) => c.name.toLowerCase() === lower]
  for (const test of tests) {
    const at = pile.findIndex((id) => test(cards[id]))
    if (at >= 0) return at
  }
  const held = pile.map((id) => `${cards[id].number} ${cards[id].name}`)
  return `no "${want}" in ${where} (${held.length ? `it holds ${held.join(', ')}` : 'it is empty'})`
}

/** A ring slot as the JSON gives it. */
export interface SlotView {
  name: string
  number: string
  bp: number
  frozen: boolean
  standby: boolean
}

/** A player as the JSON gives it: the hand and deck as counts, the discard pile by name. */
export interface PlayerView {
  hp: number
  sp: number
  ring: (SlotView | null)[]
  hand: number
  deck: number
  discard: string[]
  strikers: string[]
}

export interface ReplayView {
  winner: 'A' | 'B' | null
  ending: DuelState['ending']
  turn: number
  /** The player the game waits for; null once it is over. */
  toMove: 'A' | 'B' | null
  players: { A: PlayerView; B: PlayerView }
  /** The card texts met that the engine does not play, to be applied by hand. */
  byHand: { turn: number; card: string; what: string }[]
}

/** The game as it stands, for `--json`. */
export function replayView(duel: Duel): ReplayView {
  const s = duel.state
  const label = (id: number) => `${duel.cards[id].number} ${duel.cards[id].name}`
  const player = (seat: Seat): PlayerView => {
    const p = s.players[seat]
    return {
      hp: p.hp,
      sp: p.sp,
      ring: p.ring.map((f) =>
        f
          ? {
              name: duel.cards[f.card].name,
              number: duel.cards[f.card].number,
              bp: f.bp,
              frozen: f.frozen,
              // On standby until its player's next turn begins.
              standby: f.entered === s.turn && s.active === seat,
            }
          : null,
      ),
      hand: p.hand.length,
      deck: p.deck.length,
      discard: p.discard.map((id) => duel.cards[id].name),
      strikers: p.strikers.map((id) => duel.cards[id].name),
    }
  }
  const toMove = duel.toMove()
  return {
    winner: s.winner === null ? null : SEAT_NAMES[s.winner],
    ending: s.ending,
    turn: s.turn,
    toMove: toMove === null ? null : SEAT_NAMES[toMove],
    players: { A: player(0), B: player(1) },
    byHand: s.byHand.map((b) => ({ turn: b.turn, card: label(b.card), what: b.what })),
  }
}
