// Events in the database: matches best of three in Swiss rounds (with a top cut or none), or in a single- or
// double-elimination bracket, from registration to standings. A player is registered with one deck, locked: its
// list is kept with a short hash of it, and no deck changes after. Each round is paired once the round before it has
// every result; a result, a drop and a pairing each change the event whole or not at all, and every refusal says why
// (a result for a player who dropped, two results for one match, a draw in a bracket).
import { createHash } from 'node:crypto'
import { conflict, invalid, notFound, refused } from '../../shared/errors'
import { gameRng, shuffleInPlace } from '../core/rng'
import type { Db } from '../storage/db'
import {
  EVENT_STRUCTURES,
  MAX_ROUNDS,
  TOP_CUTS,
  type BracketView,
  type EventStructure,
  type EventInfo,
  type EventMatch,
  type EventPlayer,
  type EventStanding,
  type EventView,
  type Metagame,
} from '../../shared/events'
import { doubleBracket, outcomes, placings, playable, singleBracket, champion, type Bracket, type Outcome } from './bracket'
import { pairSwissRound, standings, type MatchResult } from './swiss'

export type { EventInfo, EventMatch, EventPlayer, EventStanding, EventView, Metagame } from '../../shared/events'

/** A locked list's hash: the first eight hex digits of its SHA-256, upper case (a glance, not a secret). */
export function deckHash(list: string): string {
  return createHash('sha256').update(list).digest('hex').slice(0, 8).toUpperCase()
}

interface MatchRow {
  round: number
  table_no: number
  a: string
  b: string | null
  wins_a: number | null
  wins_b: number | null
  drawn: number | null
  bracket: string | null
}

interface EventRow {
  id: number
  name: string
  format: string
  structure: EventStructure
  rounds: number
  top_cut: number
  locked: number
  created: string
}

const EVENT_SELECT = 'SELECT id, name, format, structure, rounds, top_cut, locked, created FROM events'

function toInfo(row: EventRow): EventInfo {
  const { top_cut, locked, ...rest } = row
  return { ...rest, rounds: row.structure === 'swiss' ? row.rounds : 0, topCut: top_cut, locked: locked === 1 }
}

export class EventStore {
  constructor(private readonly db: Db) {}

  /**
   * A new event; `format` is checked by the caller against the formats it knows. A Swiss event has 1 to 20 rounds and
   * a top cut or none; an elimination event's rounds follow from its bracket (`rounds` 0).
   */
  create(name: string, format: string, rounds: number, structure: EventStructure = 'swiss', topCut = 0): EventInfo {
    const trimmed = name.trim()
    if (trimmed.length < 1 || trimmed.length > 80) throw invalid('an event is named in 1 to 80 characters', 'name')
    if (!EVENT_STRUCTURES.includes(structure)) throw invalid(`an event is ${EVENT_STRUCTURES.join(', ')}, not ${structure}`, 'structure')
    const swiss = structure === 'swiss'
    if (swiss && (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS))
      throw invalid(`a Swiss event has 1 to ${MAX_ROUNDS} rounds, not ${rounds}`, 'rounds')
    if (!swiss && rounds !== 0) throw invalid(`a ${structure}-elimination event's rounds follow from its bracket: give 0, not ${rounds}`, 'rounds')
    if (!(TOP_CUTS as readonly number[]).includes(topCut))
      throw invalid(`a top cut takes ${TOP_CUTS.filter(Boolean).join(', ')} players or none, not ${topCut}`, 'topCut')
    if (!swiss && topCut) throw invalid(`a top cut follows Swiss rounds; a ${structure}-elimination event has none`, 'topCut')
    const created = new Date().toISOString()
    const id = Number(
      this.db
        .prepare('INSERT INTO events (name, format, structure, rounds, top_cut, created) VALUES (?, ?, ?, ?, ?, ?)')
        .run(trimmed, format, structure, swiss ? rounds : 1, topCut, created).lastInsertRowid,
    )
    return { id, name: trimmed, format, structure, rounds, topCut, locked: false, created }
  }

  get(id: number): EventInfo {
    const row = this.db.prepare(`${EVENT_SELECT} WHERE id = ?`).get(id) as EventRow | undefined
    if (!row) throw notFound(`no event ${id}`)
    return toInfo(row)
  }

  list(): EventInfo[] {
    return (this.db.prepare(`${EVENT_SELECT} ORDER BY id`).all() as EventRow[]).map(toInfo)
  }

  /** Registers a player with their deck's list (deck text) and its plan, locked from now on. Refused once round 1 is paired. */
  register(id: number, player: string, list: string, plan: string): EventPlayer {
    this.get(id)
    const name = player.trim()
    if (name.length < 1 || name.length > 60) throw invalid('a player is named in 1 to 60 characters', 'player')
    const planned = plan.trim()
    if (planned.length < 1 || planned.length > 60) throw invalid("a deck's plan is named in 1 to 60 characters", 'plan')
    if (this.round(id) > 0) throw refused(`registration is closed: round 1 of event ${id} is paired`)
    if (this.get(id).locked) throw refused(`registration is closed: the decklists of event ${id} are locked`)
    const already = this.findPlayer(id, name)
    if (already) throw conflict(`${name} is registered already, with deck ${already.hash}`)
    const hash = deckHash(list)
    this.db.prepare('INSERT INTO event_players (event_id, name, deck, hash, plan) VALUES (?, ?, ?, ?, ?)').run(id, name, list, hash, planned)
    return { name, hash, plan: planned, droppedAfter: null }
  }

  players(id: number): EventPlayer[] {
    this.get(id)
    return this.db
      .prepare('SELECT name, hash, plan, dropped_after AS droppedAfter FROM event_players WHERE event_id = ? ORDER BY name')
      .all(id) as EventPlayer[]
  }

  /** A registered player's locked list. */
  deck(id: number, player: string): string {
    const found = this.db.prepare('SELECT deck FROM event_players WHERE event_id = ? AND name = ?').pluck().get(id, player) as string | undefined
    if (found === undefined) throw notFound(`${player} is not registered in event ${id}`)
    return found
  }

  matches(id: number): EventMatch[] {
    this.get(id)
    const rows = this.db
      .prepare('SELECT round, table_no, a, b, wins_a, wins_b, drawn, bracket FROM event_matches WHERE event_id = ? ORDER BY round, table_no')
      .all(id) as MatchRow[]
    return rows.map(toMatch)
  }

  /** The last round paired (0: none yet). */
  round(id: number): number {
    return (this.db.prepare('SELECT max(round) FROM event_matches WHERE event_id = ?').pluck().get(id) as number | null) ?? 0
  }

  /**
   * Pairs the next round: a Swiss round among the players still in, or the bracket's matches now playable (the top
   * cut's bracket seeded from the standings once the Swiss rounds are done). The round before must have every result.
   * Players level on every tie-breaker (all of them in round 1) are taken in name order, or shuffled by `seed`.
   */
  pair(id: number, seed?: number): EventMatch[] {
    const event = this.get(id)
    const round = this.round(id)
    const played = this.matches(id)
    const open = played.filter((m) => m.result === null)
    if (open.length)
      throw refused(
        `round ${round} has ${open.length === 1 ? 'a match' : `${open.length} matches`} without a result: ${open.map((m) => `${m.a} against ${m.b}`).join(', ')}`,
      )
    const everyone = this.players(id)
    const playing = everyone.filter((p) => p.droppedAfter === null).map((p) => p.name)
    if (seed !== undefined) shuffleInPlace(playing, gameRng(seed, round))
    if (round === 0 && event.topCut > playing.length)
      throw refused(`a top ${event.topCut} needs ${event.topCut} players; ${playing.length} ${playing.length === 1 ? 'is' : 'are'} registered`)
    const swissLeft = event.structure === 'swiss' && round < event.rounds
    if (swissLeft || (event.structure === 'swiss' && !event.topCut)) {
      if (!swissLeft) throw refused(`all ${event.rounds} rounds of event ${id} are paired`)
      if (playing.length < 2) throw refused(`an event pairs 2 players or more; ${playing.length} ${playing.length === 1 ? 'is' : 'are'} playing`)
      return this.insertRound(id, round + 1, pairSwissRound(playing, resultsOf(played)))
    }
    const bracket = this.bracket(id, event, everyone, played) ?? this.seedBracket(id, event, everyone, played, playing)
    const now = playable(bracket.template, bracket.seeds, bracket.played, bracket.out)
    if (now.length === 0) {
      const decided = outcomes(bracket.template, bracket.seeds, bracket.played, bracket.out)
      throw refused(`the bracket of event ${id} is played out: ${champion(bracket.template, decided) ?? 'no one'} won`)
    }
    return this.insertRound(
      id,
      round + 1,
      now.map((m) => ({ a: m.a, b: m.b, bracket: m.id })),
    )
  }

  private insertRound(id: number, round: number, pairs: readonly { a: string; b: string | null; bracket?: string }[]): EventMatch[] {
    const insert = this.db.prepare(
      'INSERT INTO event_matches (event_id, round, table_no, a, b, wins_a, wins_b, drawn, bracket) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    this.db.transaction(() => {
      // A bye is won 2–0 as it is paired.
      pairs.forEach((p, at) =>
        insert.run(id, round, at + 1, p.a, p.b, p.b === null ? 2 : null, p.b === null ? 0 : null, p.b === null ? 0 : null, p.bracket ?? null),
      )
    })()
    return this.matches(id).filter((m) => m.round === round)
  }

  /** Seeds the bracket: the top cut from the standings, or every player still in (in name order or shuffled). */
  private seedBracket(id: number, event: EventInfo, players: readonly EventPlayer[], matches: readonly EventMatch[], playing: readonly string[]) {
    const still = standingsOf(players, matches).filter((s) => s.droppedAfter === null)
    // Drops since round 1 may leave fewer than the cut: the largest cut the players still in fill.
    const cut = Math.max(...TOP_CUTS.filter((c) => c <= Math.min(event.topCut, still.length)))
    const seeds = event.topCut ? still.slice(0, cut).map((s) => s.player) : [...playing]
    if (seeds.length < 2) throw refused(`a bracket needs 2 players or more; ${seeds.length} ${seeds.length === 1 ? 'is' : 'are'} playing`)
    const set = this.db.prepare('UPDATE event_players SET seed = ? WHERE event_id = ? AND name = ?')
    this.db.transaction(() => seeds.forEach((p, at) => set.run(at + 1, id, p)))()
    return this.bracket(id, event, players, matches)!
  }

  /** The event's bracket once seeded: its template, seeds, the matches played in it, and who left; else null. */
  private bracket(id: number, event: EventInfo, players: readonly EventPlayer[], matches: readonly EventMatch[]) {
    const seeds = this.db.prepare('SELECT name FROM event_players WHERE event_id = ? AND seed IS NOT NULL ORDER BY seed').pluck().all(id) as string[]
    if (seeds.length === 0) return null
    const template: Bracket = event.structure === 'double' ? doubleBracket(seeds.length) : singleBracket(seeds.length)
    const played = new Map<string, Outcome>()
    for (const m of matches)
      if (m.bracket && m.result && m.b !== null) {
        const aWon = m.result.winsA > m.result.winsB
        played.set(m.bracket, { winner: aWon ? m.a : m.b, loser: aWon ? m.b : m.a })
      }
    const out = new Set(players.filter((p) => p.droppedAfter !== null).map((p) => p.name))
    return { template, seeds, played, out }
  }

  /** The bracket's seeds, places and champion so far, once it is seeded. */
  bracketView(id: number): BracketView | null {
    return this.bracketOf(id, this.get(id), this.players(id), this.matches(id))
  }

  private bracketOf(id: number, event: EventInfo, players: readonly EventPlayer[], matches: readonly EventMatch[]): BracketView | null {
    const bracket = this.bracket(id, event, players, matches)
    if (!bracket) return null
    const decided = outcomes(bracket.template, bracket.seeds, bracket.played, bracket.out)
    return { seeds: bracket.seeds, placings: placings(bracket.template, bracket.seeds, decided), champion: champion(bracket.template, decided) }
  }

  /** Enters a match of the current round from `player`'s side: their games won, their opponent's, the games drawn. */
  result(id: number, player: string, won: number, lost: number, drawn = 0): EventMatch {
    const who = this.findPlayer(id, player)
    if (!who) throw notFound(`${player} is not registered in event ${id}`)
    if (who.droppedAfter !== null) throw refused(`${player} dropped after round ${who.droppedAfter}: no result to enter`)
    const games = [won, lost, drawn]
    if (
      games.some((g) => !Number.isInteger(g) || g < 0) ||
      won > 2 ||
      lost > 2 ||
      won + lost + drawn > 3 ||
      won + lost + drawn === 0 ||
      (won === 2 && lost === 2)
    )
      throw invalid(`${won}-${lost}${drawn ? `-${drawn}` : ''} is no result of a match best of three (2-0, 2-1, 1-1, 1-0, 0-0-3…)`, 'result')
    const round = this.round(id)
    const row = this.db
      .prepare('SELECT round, table_no, a, b, wins_a, wins_b, drawn, bracket FROM event_matches WHERE event_id = ? AND round = ? AND (a = ? OR b = ?)')
      .get(id, round, player, player) as MatchRow | undefined
    if (!row) throw refused(`${player} has no match in round ${round}`)
    if (row.b === null) throw refused(`${player} has a bye in round ${round}: it is won 2-0 already`)
    if (row.wins_a !== null)
      throw conflict(
        `the match ${row.a} against ${row.b} in round ${round} has its result already (${row.wins_a}-${row.wins_b}${row.drawn ? `-${row.drawn}` : ''})`,
      )
    if (row.bracket !== null && won === lost)
      throw invalid(
        `${won}-${lost}${drawn ? `-${drawn}` : ''} leaves the match without a winner, and a match of the bracket (${row.bracket}) needs one`,
        'result',
      )
    const [winsA, winsB] = row.a === player ? [won, lost] : [lost, won]
    this.db
      .prepare('UPDATE event_matches SET wins_a = ?, wins_b = ?, drawn = ? WHERE event_id = ? AND round = ? AND a = ?')
      .run(winsA, winsB, drawn, id, round, row.a)
    return toMatch({ ...row, wins_a: winsA, wins_b: winsB, drawn })
  }

  /** Locks the decklists: no one registers after. Answers the roster, each with their deck's hash. */
  lock(id: number): EventPlayer[] {
    const event = this.get(id)
    if (event.locked || this.round(id) > 0) throw refused(`the decklists of event ${id} are locked already`)
    const players = this.players(id)
    if (players.length === 0) throw refused(`event ${id} has no player registered: no decklist to lock`)
    this.db.prepare('UPDATE events SET locked = 1 WHERE id = ?').run(id)
    return players
  }

  /**
   * Swaps two players' seats in the round just paired, before either match has a result: an organiser's correction.
   * Refused in a bracket (its pairings follow from it), for two players at one table, and when it would pair two
   * players who have met already or give a player a second bye.
   */
  swap(id: number, first: string, second: string): EventMatch[] {
    if (first === second) throw invalid(`a swap is of two players; ${first} is named twice`, 'second')
    const round = this.round(id)
    if (round === 0) throw refused(`event ${id} has no round paired: nothing to swap`)
    const current = this.matches(id).filter((m) => m.round === round)
    const at = (player: string) => {
      const found = current.find((m) => m.a === player || m.b === player)
      if (!found) throw refused(`${player} has no seat in round ${round}`)
      if (found.bracket !== null) throw refused(`round ${round} is the bracket's: its pairings follow from the bracket`)
      if (found.result && found.b !== null) throw refused(`the match at table ${found.table} has its result already: enter the swap before the results`)
      return found
    }
    const [one, two] = [at(first), at(second)]
    if (one === two) throw refused(`${first} and ${second} play each other already, at table ${one.table}`)
    const moved = (m: EventMatch, out: string, into: string) => (m.a === out ? { ...m, a: into } : { ...m, b: into })
    const after = [moved(one, first, second), moved(two, second, first)]
    const before = this.matches(id).filter((m) => m.round < round)
    for (const m of after) {
      if (m.b === null) {
        if (before.some((p) => p.b === null && p.a === m.a)) throw refused(`${m.a} had a bye already: a swap that gives a second bye is refused`)
        continue
      }
      const met = before.find((p) => (p.a === m.a && p.b === m.b) || (p.a === m.b && p.b === m.a))
      if (met) throw refused(`${m.a} and ${m.b} met in round ${met.round}: a pairing edited into a repeat is refused`)
    }
    const remove = this.db.prepare('DELETE FROM event_matches WHERE event_id = ? AND round = ? AND table_no = ?')
    const insert = this.db.prepare('INSERT INTO event_matches (event_id, round, table_no, a, b, wins_a, wins_b, drawn) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    this.db.transaction(() => {
      for (const m of after) remove.run(id, round, m.table)
      for (const m of after) {
        // The bye's 2–0 goes with it to whoever sits there now.
        insert.run(id, round, m.table, m.a, m.b, m.b === null ? 2 : null, m.b === null ? 0 : null, m.b === null ? 0 : null)
      }
    })()
    return this.matches(id).filter((m) => m.round === round)
  }

  /** Drops a player after the current round: they are paired no more, and their results stay. */
  drop(id: number, player: string): EventPlayer {
    const who = this.findPlayer(id, player)
    if (!who) throw notFound(`${player} is not registered in event ${id}`)
    if (who.droppedAfter !== null) throw refused(`${player} dropped after round ${who.droppedAfter} already`)
    const after = this.round(id)
    this.db.prepare('UPDATE event_players SET dropped_after = ? WHERE event_id = ? AND name = ?').run(after, id, player)
    return { ...who, droppedAfter: after }
  }

  /** The standings from every result entered, each player with their deck's hash. */
  standings(id: number): EventStanding[] {
    return standingsOf(this.players(id), this.matches(id))
  }

  /** The metagame from every result entered: byes left out, a match between two decks of one plan counted for neither. */
  metagame(id: number): Metagame {
    return metagameOf(this.players(id), this.matches(id))
  }

  /** The whole event at this moment: its players, matches, standings and metagame. */
  view(id: number): EventView {
    // Each table read once: the screen asks for the whole event after every change.
    const event = this.get(id)
    const players = this.players(id)
    const matches = this.matches(id)
    return {
      event,
      round: matches.at(-1)?.round ?? 0,
      players,
      matches,
      standings: standingsOf(players, matches),
      metagame: metagameOf(players, matches),
      bracket: this.bracketOf(id, event, players, matches),
    }
  }

  private findPlayer(id: number, name: string): EventPlayer | undefined {
    this.get(id)
    return this.db.prepare('SELECT name, hash, plan, dropped_after AS droppedAfter FROM event_players WHERE event_id = ? AND name = ?').get(id, name) as
      EventPlayer | undefined
  }
}

/** The standings from every result entered, each player with their deck's hash, plan and drop. */
function standingsOf(players: readonly EventPlayer[], matches: readonly EventMatch[]): EventStanding[] {
  const byName = new Map(players.map((p) => [p.name, p]))
  return standings(
    players.map((p) => p.name),
    resultsOf(matches),
  ).map((s) => {
    const { hash, plan, droppedAfter } = byName.get(s.player)!
    return { ...s, hash, plan, droppedAfter }
  })
}

/** The metagame from every result entered: byes left out, a match between two decks of one plan counted for neither. */
function metagameOf(players: readonly EventPlayer[], matches: readonly EventMatch[]): Metagame {
  const planOf = new Map(players.map((p) => [p.name, p.plan]))
  const plans = [...new Set(players.map((p) => p.plan))].sort((a, b) => a.localeCompare(b))
  const record = new Map(plans.map((p) => [p, { won: 0, lost: 0, drawn: 0 }]))
  const grid = new Map<string, { won: number; lost: number; drawn: number }>()
  const count = (plan: string, opponent: string, mine: number, theirs: number) => {
    const key = `${plan}\u0000${opponent}`
    const cell = grid.get(key) ?? { won: 0, lost: 0, drawn: 0 }
    const outcome = mine > theirs ? 'won' : mine < theirs ? 'lost' : 'drawn'
    cell[outcome]++
    record.get(plan)![outcome]++
    grid.set(key, cell)
  }
  for (const m of matches) {
    if (m.b === null || m.result === null) continue
    const [a, b] = [planOf.get(m.a)!, planOf.get(m.b)!]
    if (a === b) continue
    count(a, b, m.result.winsA, m.result.winsB)
    count(b, a, m.result.winsB, m.result.winsA)
  }
  return {
    plans: plans.map((plan) => {
      const r = record.get(plan)!
      const decided = r.won + r.lost + r.drawn
      return { plan, players: players.filter((p) => p.plan === plan).length, ...r, winRate: decided ? r.won / decided : null }
    }),
    against: [...grid]
      .map(([key, cell]) => {
        const [plan, opponent] = key.split('\u0000')
        return { plan, opponent, ...cell }
      })
      .sort((x, y) => x.plan.localeCompare(y.plan) || x.opponent.localeCompare(y.opponent)),
  }
}

/** The matches with a result, as the standings and pairings read them. */
function resultsOf(matches: readonly EventMatch[]): MatchResult[] {
  return matches.flatMap((m) => (m.result ? [{ round: m.round, a: m.a, b: m.b, ...m.result }] : []))
}

function toMatch(row: MatchRow): EventMatch {
  return {
    round: row.round,
    table: row.table_no,
    a: row.a,
    b: row.b,
    result: row.wins_a === null ? null : { winsA: row.wins_a, winsB: row.wins_b ?? 0, drawn: row.drawn ?? 0 },
    bracket: row.bracket,
  }
}
