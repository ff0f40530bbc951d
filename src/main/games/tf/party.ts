// Table Fighter's party mode (the rule book, "PARTY MODE"): three to eight players at one table, each against every
// other, or two teams (2v2, 4v4) whose teammates' cards are not compared. "If you would win the action step against
// one of your opponents: You may combo. Then, the opponents that would have lost action step to you take the damage."
// A turn runs as the two-player one does (draw, charge, action, combo, clean-up, super) for every player still in.
//
// What the rule book leaves open is decided here (docs/games.md): every player announces charge, the one with the
// most health first (then by seat), so no one is left unable to announce; every combo is played before any damage,
// so the damage of one turn lands at once; a player at 0 health or less leaves the table; the last player (or team)
// with anyone left wins, and a turn that leaves no one is a draw, as is a game still going after MAX_TURNS.
//
// The simulator plays game i on the i-th stream of the seed, with tallies that add, so the same run gives the same
// tallies on any number of threads.

import { invalid } from '../../../shared/errors'
import { TF_POLICIES, type TfPolicyName } from '../../../shared/games/tf/table'
import { below, gameRng, type Rng } from '../../core/rng'
import { addTallies, rangeSimulator, type RangeSimulator } from '../../game-kit/game'
import { checkRange } from '../../game-kit/matchup-report'
import { wilson } from '../../game-kit/probability'
import type { TfCharacter } from './character'
import { MAX_TURNS } from './matchup'
import { cleanUp, drawToHand, newSide, payCost, superStep, type Side } from './piles'
import { bestChain, comboDamage, matchWinner, START_HEALTH } from './rules'
import { greedyCharge, greedyLink, holdingsOf, randomCharge, randomLink, randomPick } from './policies'
import { fighterOf, type Fighter } from './turn'

export const PARTY_SIZE = { min: 3, max: 8 } as const
/** Team play is the rule book's: two teams of two or of four. */
export const TEAM_SIZES = [4, 8] as const

/** A party run as a worker thread takes it: the characters by seat, whether the two halves play as teams, and the policy. */
export interface PartyRun {
  characters: TfCharacter[]
  teams: boolean
  policy: TfPolicyName
}

export interface PartyTally {
  games: number
  draws: number
  /** Games won, by seat: a seat's team's wins in team play. */
  wins: Int32Array
  /** Games won by team 1 and team 2 (team play only). */
  teamWins: Int32Array
  /** Games ended on each turn (stalls not counted). */
  lengths: Int32Array
}

export function emptyPartyTally(): PartyTally {
  return { games: 0, draws: 0, wins: new Int32Array(PARTY_SIZE.max), teamWins: new Int32Array(2), lengths: new Int32Array(MAX_TURNS + 1) }
}

export interface Party {
  fighters: Fighter[]
  /** Each seat's team: team play halves the seats, the first half team 0; free-for-all, each seat its own. */
  team: number[]
  sides: Side[]
  turn: number
}

/** The seats' teams, or a refusal in words: three to eight players; teams of two or four. */
export function partyTeams(players: number, teams: boolean): number[] {
  if (players < PARTY_SIZE.min || players > PARTY_SIZE.max)
    throw invalid(`a party is ${PARTY_SIZE.min} to ${PARTY_SIZE.max} players, not ${players}`, 'characters')
  if (teams && !(TEAM_SIZES as readonly number[]).includes(players))
    throw invalid(`team play is 2v2 or 4v4: 4 or 8 characters, the first half one team; not ${players}`, 'teams')
  return Array.from({ length: players }, (_, seat) => (teams ? (seat < players / 2 ? 0 : 1) : seat))
}

/** A party at its first turn: the characters by seat, every one at 20 health. */
export function newParty(characters: readonly TfCharacter[], teams: boolean): Party {
  const fighters = characters.map((c) => fighterOf(c))
  return { fighters, team: partyTeams(characters.length, teams), sides: fighters.map((f) => newSide(f.order, START_HEALTH)), turn: 1 }
}

/** The seats still at the table: above 0 health. */
export const seatsIn = (party: Party) => party.sides.flatMap((side, seat) => (side.health > 0 ? [seat] : []))

/** The game's end once it has one: the winning team (a seat in free-for-all) or null for a draw, and its last turn. */
export function partyEnd(party: Party): { winner: number | null; turn: number } | null {
  const teamsLeft = new Set(seatsIn(party).map((seat) => party.team[seat]))
  if (teamsLeft.size <= 1) return { winner: teamsLeft.size === 1 ? [...teamsLeft][0] : null, turn: party.turn - 1 }
  return party.turn > MAX_TURNS ? { winner: null, turn: MAX_TURNS } : null
}

/** Plays one game to its end. */
export function playParty(party: Party, policy: PartyPolicy, rng: Rng): { winner: number | null; turn: number } {
  for (;;) {
    const end = partyEnd(party)
    if (end) return end
    partyTurn(party, policy, rng)
  }
}

/** One turn for every player still in: draw, charge, action, combos, the damage at once, clean-up and super. */
export function partyTurn(party: Party, policy: PartyPolicy, rng: Rng): void {
  for (const seat of drawStep(party)) announceCharge(party, seat, policy.charge(party, seat, rng))
  // Every card is set face down before any is revealed: no pick sees another.
  const alive = seatsIn(party)
  const picks = alive.map((seat) => policy.pick(party, seat, alive, rng))
  alive.forEach((seat, i) => setPick(party, seat, picks[i]))
  const beaten = revealStep(party)
  for (const seat of alive) {
    if (beaten[seat].length === 0) continue
    for (let card = policy.combo(party, seat, rng); card >= 0; card = policy.combo(party, seat, rng)) comboInto(party, seat, card)
  }
  damageStep(party, beaten)
  endTurn(party)
}

// The steps of a turn, as the simulator and the party table both play them.

/** 1. Draw: every player still in draws to three; answers the order they announce charge in, the most health first, then by seat. */
export function drawStep(party: Party): number[] {
  const alive = seatsIn(party)
  for (const seat of alive) drawToHand(party.sides[seat], party.fighters[seat].superCard)
  return [...alive].sort((x, y) => party.sides[y].health - party.sides[x].health || x - y)
}

/** 2. Charge: pays a cost the caller has checked (null: no charge). */
export function announceCharge(party: Party, seat: number, cost: readonly number[] | null): void {
  const side = party.sides[seat]
  if (cost) {
    payCost(side, cost)
    side.charged = true
  }
  side.announced = true
}

/** 3. Action: a card of the hand set face down. */
export function setPick(party: Party, seat: number, card: number): void {
  const side = party.sides[seat]
  side.hand.splice(side.hand.indexOf(card), 1)
  side.pick = card
}

/** The reveal: every face-down card turned up; answers, by seat, the opponents each card would win against. */
export function revealStep(party: Party): number[][] {
  const alive = seatsIn(party)
  for (const seat of alive) {
    const side = party.sides[seat]
    side.played.push(side.pick)
    side.pick = -1
  }
  return party.sides.map((_, seat) =>
    alive.includes(seat) ? alive.filter((other) => party.team[other] !== party.team[seat] && beats(party, seat, other)) : [],
  )
}

/** 4. Combo: a card of the hand linked after the last one played. */
export function comboInto(party: Party, seat: number, card: number): void {
  const side = party.sides[seat]
  side.hand.splice(side.hand.indexOf(card), 1)
  side.played.push(card)
}

/** The damage of a seat's action card and combo, charged or not. */
export function comboDamageOf(party: Party, seat: number): number {
  const side = party.sides[seat]
  return comboDamage(
    side.played.map((card) => party.fighters[seat].cards[card]),
    side.charged,
  )
}

/** Every combo's damage to every opponent its card beat, all at once. */
export function damageStep(party: Party, beaten: readonly (readonly number[])[]): void {
  const damage = beaten.map((beat, seat) => (beat.length ? comboDamageOf(party, seat) : 0))
  beaten.forEach((beat, seat) => beat.forEach((other) => (party.sides[other].health -= damage[seat])))
}

/** 5. Clean-up and 6. super, for the players who were in this turn; the next turn. */
export function endTurn(party: Party): void {
  party.sides.forEach((side, seat) => {
    // Only the players who were in this turn (every one of them announced).
    if (!side.announced) return
    cleanUp(side, party.fighters[seat].superCard)
    superStep(side, party.fighters[seat].superCard)
    side.charged = false
    side.announced = false
  })
  party.turn++
}

function beats(party: Party, seat: number, other: number): boolean {
  const [mine, theirs] = [party.sides[seat], party.sides[other]]
  const card = (s: number, side: Side) => party.fighters[s].cards[side.played[0]]
  return matchWinner(card(seat, mine), mine.charged, card(other, theirs), theirs.charged) === 0
}

// ---------------------------------------------------------------------------------------------------------------
// Policies: the two-player ones' rules, against every opponent at once

export interface PartyPolicy {
  charge(party: Party, seat: number, rng: Rng): number[] | null
  pick(party: Party, seat: number, alive: readonly number[], rng: Rng): number
  /** The next card of the combo, or -1 to end it. */
  combo(party: Party, seat: number, rng: Rng): number
}

/** Random: charge with even odds when the cost can be paid; any card; at each link, any allowed card or stopping. */
const randomParty: PartyPolicy = {
  charge: (party, seat, rng) => randomCharge(party.fighters[seat], party.sides[seat], rng),
  pick: (party, seat, _alive, rng) => randomPick(party.sides[seat], rng),
  combo: (party, seat, rng) => randomLink(party.fighters[seat], party.sides[seat], rng),
}

/**
 * Greedy, as for two: the card that wins against the most of what the opponents still in can hold (each one's basic
 * cards not face up, and the super off the table), then the fewest losses, then the longest reach, then the stream;
 * the combo for the most damage; charge when the super is in the hand, a card gains by it, and the discard pays.
 */
const greedyParty: PartyPolicy = {
  charge: (party, seat) => greedyCharge(party.fighters[seat], party.sides[seat]),
  pick(party, seat, alive, rng) {
    const me = party.fighters[seat]
    const side = party.sides[seat]
    const opponents = alive.filter((other) => party.team[other] !== party.team[seat])
    let best: number[] = []
    let bestScore = [-Infinity, 0, 0]
    for (const card of side.hand) {
      let [wins, losses] = [0, 0]
      for (const other of opponents) {
        const them = party.fighters[other]
        for (const theirs of holdingsOf(them, party.sides[other])) {
          const winner = matchWinner(me.cards[card], side.charged, them.cards[theirs], party.sides[other].charged)
          if (winner === 0) wins++
          else if (winner === 1) losses++
        }
      }
      const score = [wins, -losses, bestChain(me.cards, card, side.hand, side.charged).damage]
      const order = score.findIndex((x, i) => x !== bestScore[i])
      if (order >= 0 && score[order] > bestScore[order]) [best, bestScore] = [[card], score]
      else if (order < 0) best.push(card)
    }
    return best.length === 1 ? best[0] : best[below(best.length, rng)]
  },
  combo: (party, seat) => greedyLink(party.fighters[seat], party.sides[seat]),
}

const PARTY_POLICIES: Readonly<Record<TfPolicyName, PartyPolicy>> = { random: randomParty, greedy: greedyParty }

// ---------------------------------------------------------------------------------------------------------------
// The simulator and its report

/** Games [from, to) of a party run seeded with `seed`, as tallies. Refuses an illegal character with its first problem. */
export function simulateParty(run: PartyRun, seed: number, from: number, to: number): PartyTally {
  checkRange(from, to)
  const team = partyTeams(run.characters.length, run.teams)
  if (!TF_POLICIES.includes(run.policy)) throw invalid(`the policy is ${TF_POLICIES.join(' or ')}, not ${String(run.policy)}`, 'policy')
  const policy = PARTY_POLICIES[run.policy]
  const tally = emptyPartyTally()
  for (let index = from; index < to; index++) {
    const { winner, turn } = playParty(newParty(run.characters, run.teams), policy, gameRng(seed | 0, index))
    tally.games++
    if (winner === null) {
      tally.draws++
      continue
    }
    tally.lengths[turn]++
    team.forEach((t, seat) => t === winner && tally.wins[seat]++)
    if (run.teams) tally.teamWins[winner]++
  }
  return tally
}

export const partySimulator: RangeSimulator<PartyRun, PartyTally> = rangeSimulator(
  (run, seed, from, to) => simulateParty(run, seed, from, to),
  emptyPartyTally,
  addTallies,
)

export interface PartyShare {
  wins: number
  winRate: number
  /** The 95 % Wilson interval of the win rate. */
  interval: [number, number]
}

export interface TfPartyReport {
  game: 'tf'
  mode: 'party'
  games: number
  seed: number
  policy: TfPolicyName
  seats: ({ seat: number; character: { id: string; name: string }; team: number | null } & PartyShare)[]
  /** Team play: each team's seats and wins; null in free-for-all. */
  teams: ({ team: number; seats: number[] } & PartyShare)[] | null
  draws: number
  /** The mean length of the games won, in turns, to one decimal; null when none was won. */
  meanTurns: number | null
}

const share = (wins: number, games: number): PartyShare => ({ wins, winRate: games ? wins / games : 0, interval: games ? wilson(wins, games) : [0, 1] })

export function partyReport(t: PartyTally, run: PartyRun, seed: number): TfPartyReport {
  const team = partyTeams(run.characters.length, run.teams)
  let [won, turns] = [0, 0]
  t.lengths.forEach((n, turn) => ([won, turns] = [won + n, turns + n * turn]))
  return {
    game: 'tf',
    mode: 'party',
    games: t.games,
    seed,
    policy: run.policy,
    seats: run.characters.map((c, seat) => ({
      seat: seat + 1,
      character: { id: c.id, name: c.name },
      team: run.teams ? team[seat] + 1 : null,
      ...share(t.wins[seat], t.games),
    })),
    teams: run.teams
      ? [0, 1].map((k) => ({ team: k + 1, seats: team.flatMap((x, seat) => (x === k ? [seat + 1] : [])), ...share(t.teamWins[k], t.games) }))
      : null,
    draws: t.draws,
    meanTurns: won ? Math.round((turns / won) * 10) / 10 : null,
  }
}
