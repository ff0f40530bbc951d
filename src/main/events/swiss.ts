// A Swiss event's standings and pairings, matches best of three. Standings go by match points (a win 3, a draw 1,
// a bye a 2–0 win), then the customary tie-breakers: opponents' match-win %, game-win %, opponents' game-win %, each
// player's percentages floored at 33 % before opponents' are averaged, and a bye counted for no one's opponents.
// Pairings are a maximum-weight matching (edmonds-blossom-fixed) that pairs as many players as can be paired,
// then prefers: no repeat pairing where any other is possible, equal points, neighbours in the standings, and the bye
// to the lowest-ranked player who has not had one.
import maxWeightMatching from 'edmonds-blossom-fixed'
import type { Standing } from '../../shared/events'

export type { Standing } from '../../shared/events'

/** A match as entered: the two players (b null: a bye), each one's games won, and the games drawn. */
export interface MatchResult {
  round: number
  a: string
  b: string | null
  winsA: number
  winsB: number
  drawn: number
}

/** The customary floor of a player's percentages, so a poor record does not sink its opponents' tie-breakers. */
const FLOOR = 1 / 3

interface Tally {
  points: number
  matches: number
  won: number
  lost: number
  drawn: number
  gamePoints: number
  games: number
  opponents: string[]
}

function tallies(players: readonly string[], results: readonly MatchResult[]): Map<string, Tally> {
  const by = new Map(players.map((p) => [p, { points: 0, matches: 0, won: 0, lost: 0, drawn: 0, gamePoints: 0, games: 0, opponents: [] as string[] }]))
  const side = (player: string, mine: number, theirs: number, drawn: number, opponent: string | null) => {
    const t = by.get(player)
    if (!t) return
    t.matches++
    if (mine > theirs) [t.won, t.points] = [t.won + 1, t.points + 3]
    else if (mine < theirs) t.lost++
    else [t.drawn, t.points] = [t.drawn + 1, t.points + 1]
    t.gamePoints += 3 * mine + drawn
    t.games += mine + theirs + drawn
    if (opponent !== null) t.opponents.push(opponent)
  }
  for (const r of results) {
    // A bye is a match won 2–0 that no one lost.
    if (r.b === null) side(r.a, 2, 0, 0, null)
    else {
      side(r.a, r.winsA, r.winsB, r.drawn, r.b)
      side(r.b, r.winsB, r.winsA, r.drawn, r.a)
    }
  }
  return by
}

const floored = (x: number) => Math.max(FLOOR, x)
const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0)

/** Every player's standing, ranked: points, then opponents' match-win %, game-win %, opponents' game-win %, then the order given. */
export function standings(players: readonly string[], results: readonly MatchResult[]): Standing[] {
  return ranked(players, tallies(players, results))
}

function ranked(players: readonly string[], by: Map<string, Tally>): Standing[] {
  const matchWin = (t: Tally) => (t.matches ? floored(t.points / (3 * t.matches)) : FLOOR)
  const gameWin = (t: Tally) => (t.games ? floored(t.gamePoints / (3 * t.games)) : FLOOR)
  const unranked = players.map((player) => {
    const t = by.get(player)!
    const opponents = t.opponents.map((o) => by.get(o)).filter((o): o is Tally => o !== undefined)
    return {
      player,
      points: t.points,
      record: { won: t.won, lost: t.lost, drawn: t.drawn },
      matchWin: matchWin(t),
      gameWin: gameWin(t),
      opponentsMatchWin: opponents.length ? mean(opponents.map(matchWin)) : FLOOR,
      opponentsGameWin: opponents.length ? mean(opponents.map(gameWin)) : FLOOR,
    }
  })
  unranked.sort((x, y) => y.points - x.points || y.opponentsMatchWin - x.opponentsMatchWin || y.gameWin - x.gameWin || y.opponentsGameWin - x.opponentsGameWin)
  return unranked.map((s, i) => ({ rank: i + 1, ...s }))
}

/** An edge's weight: a pairing not played before outweighs any number of repeats, so repeats come last. */
const FRESH = 1_000_000
const REPEAT = 1

/**
 * The next round's pairings among the players still in (not dropped): each pair the higher-ranked first, in the order
 * of the standings, then at most one bye (a null opponent) when their number is odd. The same standings give the
 * same pairings.
 */
export function pairSwissRound(playing: readonly string[], results: readonly MatchResult[]): { a: string; b: string | null }[] {
  const by = tallies(playing, results)
  const table = ranked(playing, by)
  const hadBye = new Set(results.filter((r) => r.b === null).map((r) => r.a))
  const n = table.length
  const edges: [number, number, number][] = []
  // Closer points weigh more (their square's difference), then closer places.
  const closeness = (pointsApart: number, placesApart: number) => 1000 * (100 - Math.min(100, pointsApart ** 2)) + (n - placesApart)
  for (let i = 0; i < n; i++) {
    const met = by.get(table[i].player)!.opponents
    for (let j = i + 1; j < n; j++) {
      const base = met.includes(table[j].player) ? REPEAT : FRESH
      edges.push([i, j, base + (base === FRESH ? closeness(table[i].points - table[j].points, j - i) : 0)])
    }
  }
  // An odd number: a bye stands in as one more player, below the last, taken most gladly by the lowest-ranked.
  const bye = n % 2 === 1 ? n : -1
  if (bye >= 0) {
    const byePoints = Math.min(...table.map((s) => s.points)) - 3
    for (let i = 0; i < n; i++) edges.push([i, bye, hadBye.has(table[i].player) ? REPEAT : FRESH + closeness(table[i].points - byePoints, n - i)])
  }
  const mate: number[] = n > 0 ? maxWeightMatching(edges, true) : []
  // A player matched to the bye, or to no one, sits out the round with a bye.
  const sitsOut = (i: number) => (mate[i] ?? -1) === bye || (mate[i] ?? -1) === -1
  const pairs: { a: string; b: string | null }[] = []
  for (let i = 0; i < n; i++) if (!sitsOut(i) && mate[i] > i) pairs.push({ a: table[i].player, b: table[mate[i]].player })
  for (let i = 0; i < n; i++) if (sitsOut(i)) pairs.push({ a: table[i].player, b: null })
  return pairs
}
