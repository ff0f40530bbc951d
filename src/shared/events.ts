// An event as the organiser sees it: its players with their locked decks, each round's matches, the standings and
// the metagame. Main keeps events in the database (main/events); the command and the Events screen show them.
import type { Legality } from './deck'

export interface EventInfo {
  id: number
  name: string
  format: string
  rounds: number
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
}

/** A registration: the player with their deck locked, or every problem the deck has in the event's format. */
export type Registration = { ok: true; player: EventPlayer } | { ok: false; legality: Legality }

/** The most rounds an event has. */
export const MAX_ROUNDS = 20
