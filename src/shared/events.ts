// An event as the organiser sees it: its players with their locked decks, each round's matches, the standings and
// the metagame. Main keeps events in the database (main/events); the command and the Events screen show them.
import type { Legality } from './deck'

/** Swiss rounds (with a top cut or none), a single-elimination bracket, or a double-elimination one. */
export const EVENT_STRUCTURES = ['swiss', 'single', 'double'] as const
export type EventStructure = (typeof EVENT_STRUCTURES)[number]
/** The players a Swiss event's top cut takes into a single-elimination bracket (0: no cut). */
export const TOP_CUTS = [0, 2, 4, 8, 16] as const

export interface EventInfo {
  id: number
  name: string
  format: string
  structure: EventStructure
  /** Swiss rounds; 0 for an elimination event, whose rounds follow from its bracket. */
  rounds: number
  /** The top cut after the Swiss rounds (0: none). */
  topCut: number
  /** The decklists are locked: no one registers after (pairing round 1 locks them too). */
  locked: boolean
  created: string
}

export interface EventPlayer {
  name: string
  /** The locked list's hash, printed on the decklist and shown at the table. */
  hash: string
  /** The deck's plan (its name unless the organiser gives one), for the metagame. */
  plan: string
  /** The round the player dropped after, or null while they play. */
  droppedAfter: number | null
}

export interface EventMatch {
  round: number
  /** Its table in the round, 1 for the top of the standings; a bye last. */
  table: number
  a: string
  /** Null: a bye. */
  b: string | null
  /** Games won by a and by b, and games drawn; null until entered. */
  result: { winsA: number; winsB: number; drawn: number } | null
  /** Its place in the bracket (W2.1, L3.2, F1), or null for a Swiss match. */
  bracket: string | null
}

export interface Standing {
  rank: number
  player: string
  points: number
  record: { won: number; lost: number; drawn: number }
  /** Match-win %, game-win %, opponents' match-win % and opponents' game-win %, as fractions (0.3333…). */
  matchWin: number
  gameWin: number
  opponentsMatchWin: number
  opponentsGameWin: number
}

/** A player's standing with their deck's hash and plan, and whether they dropped. */
export type EventStanding = Standing & { hash: string; plan: string; droppedAfter: number | null }

/** The metagame: each plan's players and match record, and how each plan fared against each other plan. */
export interface Metagame {
  plans: { plan: string; players: number; won: number; lost: number; drawn: number; winRate: number | null }[]
  /** Each pairing of two plans that met: the first plan's match wins, the second's, and the draws. */
  against: { plan: string; opponent: string; won: number; lost: number; drawn: number }[]
}

/** The whole event at one moment, as the Events screen shows it. */
export interface EventView {
  event: EventInfo
  /** The last round paired (0: none yet). */
  round: number
  players: EventPlayer[]
  matches: EventMatch[]
  standings: EventStanding[]
  metagame: Metagame
  /** The bracket once it is seeded (an elimination event's, or the top cut's), else null. */
  bracket: BracketView | null
}

/** A bracket: its seeds, each player's place so far (players out at one stage share it), and the champion once known. */
export interface BracketView {
  seeds: string[]
  placings: { player: string; place: number }[]
  champion: string | null
}

/** A registration: the player with their deck locked, or every problem the deck has in the event's format. */
export type Registration = { ok: true; player: EventPlayer } | { ok: false; legality: Legality }

/** How an event is played, in words: "3 rounds of Swiss and a top 8", "double elimination". */
export function structureText(event: Pick<EventInfo, 'structure' | 'rounds' | 'topCut'>): string {
  const how =
    event.structure === 'swiss'
      ? `${event.rounds} ${event.rounds === 1 ? 'round' : 'rounds'} of Swiss${event.topCut ? ` and a top ${event.topCut}` : ''}`
      : `${event.structure} elimination`
  return how
}

/** A match's place in words: W2.1 "winners' round 2" (in a single bracket "bracket round 2"), L3.1 "losers' round 3", F1 "grand final", F2 "grand final reset". */
export function bracketMatchName(id: string, double: boolean): string {
  if (id === 'F1') return 'grand final'
  if (id === 'F2') return 'grand final reset'
  const [, side, round] = /^([WL])(\d+)/.exec(id) ?? ['', 'W', '?']
  return side === 'L' ? `losers' round ${round}` : double ? `winners' round ${round}` : `bracket round ${round}`
}

/** The most rounds an event has. */
export const MAX_ROUNDS = 20
