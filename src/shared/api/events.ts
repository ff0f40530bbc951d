// Events: an organiser's events from registration to standings, their decklists printed and the whole event saved.
// Names and counts are bounded here; the event's own rules (a result for a dropped player, a repeat result) in main.
import { z } from 'zod'
import { EVENT_STRUCTURES, MAX_ROUNDS, TOP_CUTS, type EventInfo, type EventMatch, type EventPlayer, type EventView, type Registration } from '../events'
import { deckId, formatId, seed } from './fields'
import { takes } from './method'

export type { EventInfo, EventMatch, EventPlayer, EventStanding, EventView, Metagame, Registration } from '../events'

const id = z.number().int().positive()
const player = z.string().min(1).max(60)
const games = z.number().int().min(0).max(3)

export const eventsApi = {
  /** Every event, oldest first. */
  listEvents: takes(z.undefined()).answers<EventInfo[]>(),
  /** A new event, matches best of three, in a format Ringside knows: Swiss rounds (rounds 1 to 20, a top cut or none), or an elimination bracket (rounds 0). */
  createEvent: takes(
    z.strictObject({
      name: z.string().min(1).max(80),
      format: formatId,
      structure: z.enum(EVENT_STRUCTURES),
      rounds: z.number().int().min(0).max(MAX_ROUNDS),
      topCut: z.literal([...TOP_CUTS]),
    }),
  ).answers<EventInfo>(),
  /** The whole event now: players, matches, standings, metagame. */
  eventView: takes(z.strictObject({ id })).answers<EventView>(),
  /**
   * Registers a player with a library deck (or, in an event that seats characters, a character by id), locked from
   * now on; a deck that breaks the format answers every problem.
   */
  registerPlayer: takes(
    z.union([
      z.strictObject({ id, player, deck: deckId, plan: z.string().max(60).optional() }),
      z.strictObject({ id, player, character: z.string().min(1).max(60), plan: z.string().max(60).optional() }),
    ]),
  ).answers<Registration>(),
  /** Locks the decklists: no one registers after. */
  lockEvent: takes(z.strictObject({ id })).answers<EventPlayer[]>(),
  /** Swaps two players' seats in the round just paired, before its results; refused into a repeat pairing or a second bye. */
  swapPlayers: takes(z.strictObject({ id, first: player, second: player })).answers<EventMatch[]>(),
  /** Pairs the next round; `seed` shuffles the players level on every tie-breaker. */
  pairRound: takes(z.strictObject({ id, seed: seed.optional() })).answers<EventMatch[]>(),
  /** A match of the current round, from `player`'s side: games won, lost and drawn. */
  enterResult: takes(z.strictObject({ id, player, won: games, lost: games, drawn: games })).answers<EventMatch>(),
  /** Drops a player after the current round. */
  dropPlayer: takes(z.strictObject({ id, player })).answers<EventPlayer>(),
  /** Every decklist as one PDF of registration sheets where the organiser chooses, then opened; null when cancelled. */
  printEventSheets: takes(z.strictObject({ id })).answers<{ path: string; sheets: number } | null>(),
  /** The whole event as a JSON file where the organiser chooses; null when cancelled. */
  saveEventFile: takes(z.strictObject({ id })).answers<{ path: string } | null>(),
}
