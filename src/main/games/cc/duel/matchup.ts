// Capcom Crossovers matchups: side A (a character or a tag team) against side B, N games with a policy for each,
// played through the same engine as the table. Game i always plays on the i-th stream of the seed (core/rng.ts), A
// going first in even games and B in odd ones, and the tallies are whole numbers that merge by adding, so ranges of
// games on any number of threads add up to the same tallies and the report is a pure function of the sides, games,
// seed and policies. A game past MAX_TURNS (a bug, not a game event: every turn draws) counts as a draw.
import type { CcAttackCount, CcDuelMatchupReport, CcDuelMove, CcSeat } from '../../../../shared/games/cc/duel'
import { gameRng } from '../../../core/rng'
import { checkRange, countFirstPlayer, emptyFirstPlayerTally, firstPlayerWins, matchupRuns, playMatchups, policyPair } from '../../../game-kit/matchup-report'
import type { FirstPlayerTally, MatchupPlay } from '../../../game-kit/matchup-report'
import { matchupOutcome } from '../../../game-kit/probability'
import type { RangeSimulator } from '../../../game-kit/game'
import type { CharacterSheet } from '../sheet'
import { CcDuel } from './engine'
import { CC_DUEL_POLICIES, CC_DUEL_POLICY, type CcDuelPolicyName } from './policies'
import { singleAttacks } from './moves'
import { answerAttack } from '../defence'

export const MAX_TURNS = 300

/** A batch run as a worker thread takes it: plain objects only. */
export interface CcDuelRun {
  a: CharacterSheet[]
  b: CharacterSheet[]
  /** A's policy, then B's. */
  policies: readonly [CcDuelPolicyName, CcDuelPolicyName]
  /** The sides' names where a team has one of its own; else the characters' names. */
  names?: readonly [string, string]
}

/** What became of a first attack: it landed (taken, or a dodge failed), was blocked, dodged, countered, negated. */
export const OUTCOMES = ['landed', 'blocked', 'dodged', 'countered', 'negated'] as const
type Outcome = (typeof OUTCOMES)[number]

/** The most first attacks a side's list of moves can name: the basic attack, the throw, the tag super and 40 moves a sheet. */
const MAX_ATTACKS = 3 + 2 * 40

export interface CcDuelTally extends FirstPlayerTally {
  /** Games ended on time: won by A, by B, and drawn on equal HP. */
  timeA: number
  timeB: number
  timeDraws: number
  /** By side, first attack (its index in `attacksOf`) and outcome: how often it met each. */
  attacks: Int32Array
}

export function emptyCcDuelTally(): CcDuelTally {
  return {
    ...emptyFirstPlayerTally(MAX_TURNS),
    timeA: 0,
    timeB: 0,
    timeDraws: 0,
    attacks: new Int32Array(2 * MAX_ATTACKS * OUTCOMES.length),
  }
}

/** The first attacks a side may make, by name, in the order the report lists them. */
export function attacksOf(team: readonly CharacterSheet[]): string[] {
  const moves = team.flatMap((sheet) => sheet.moves.filter((m) => m.type !== 'E' && m.damage !== null).map((m) => m.name))
  return ['basic attack', 'throw', ...new Set(moves), ...(team.length === 2 ? ['tag super'] : [])]
}

/** The matchup runs as the runner plays them on worker threads (`cc:matchup`), and a run of N games. */
const runs = matchupRuns('cc:matchup', simulateCcDuels, emptyCcDuelTally)
export const ccDuelSimulator: RangeSimulator<CcDuelRun, CcDuelTally> = runs.simulator
export const ccDuelBatch = runs.batch

/** Games [from, to) of a run seeded with `seed`, as tallies. */
export function simulateCcDuels(run: CcDuelRun, seed: number, from: number, to: number): CcDuelTally {
  checkRange(from, to)
  const policies = policyPair(run.policies, CC_DUEL_POLICIES, CC_DUEL_POLICY)
  const names = [attacksOf(run.a), attacksOf(run.b)]
  const tally = emptyCcDuelTally()
  return playMatchups(from, to, tally, (index): MatchupPlay<CcDuelMove> => {
    const rng = gameRng(seed | 0, index)
    const first: CcSeat = index % 2 === 0 ? 0 : 1
    // Played in place, with no history: nothing is undone in a simulated game.
    const duel = new CcDuel([run.a, run.b], { seed: rng.next(), first }).fork()
    const wonFirst = countFirstPlayer(tally, first)
    /** The side and index of the first attack waiting for its answer, if any. */
    let pending: [CcSeat, number] | null = null
    const count = (outcome: Outcome) => {
      if (pending === null) return
      const [side, at] = pending
      tally.attacks[(side * MAX_ATTACKS + at) * OUTCOMES.length + OUTCOMES.indexOf(outcome)]++
      pending = null
    }
    return {
      result: () => {
        const r = duel.state.result
        return r && r.winner !== null ? { winner: r.winner, turn: Math.min(r.turn, MAX_TURNS) } : null
      },
      // A game on time with equal HP is a draw (counted here: the run asks once, and ends the game); so is one past the turn limit.
      stalled: () => {
        if (duel.state.result?.winner === null) {
          tally.timeDraws++
          return true
        }
        return duel.state.turn > MAX_TURNS
      },
      decide: () => policies[duel.toMove()!](duel, rng),
      apply: (move) => {
        const seat = duel.toMove()!
        // What the move is, read before it is played: a block may meet an attack, and a counter may end the combat phase, at once.
        const attack = move.type === 'attack' ? attackName(duel, seat, move.cards, move.move) : null
        const countered = move.type === 'counter' ? counterOutcome(duel, seat, move.cards, move.move) : null
        const refusal = duel.play(seat, move)
        if (refusal !== null) return refusal
        const s = duel.state
        s.log.length = 0
        if (attack !== null) {
          pending = [seat, Math.max(0, names[seat].indexOf(attack))]
          if (s.phase !== 'answer') count('blocked')
        } else if (move.type === 'take') count('landed')
        else if (move.type === 'dodge') count(s.phase === 'shot' ? 'dodged' : 'landed')
        else if (countered !== null) count(countered)
        else if (move.type === 'tech' || move.type === 'variable-counter') count('countered')
        return null
      },
      won: (winner) => {
        if (duel.state.result?.outcome === 'time-over') {
          if (winner === 0) tally.timeA++
          else tally.timeB++
        }
        wonFirst(winner)
      },
    }
  })
}

/** The move a first attack plays: the basic attack, the throw, a move by its name, or the tag super. */
function attackName(duel: CcDuel, seat: CcSeat, cards: readonly string[], move: string | undefined): string {
  if (cards[0] === 'X') return 'tag super'
  const option = singleAttacks(duel.sheet(duel.state, seat), cards, false).find(
    (o) => o.cards.length === cards.length && (move === undefined || o.move === move),
  )
  return option?.step.move ?? 'basic attack'
}

/** Whether a counter about to be played counters the attack waiting for it (higher priority) or negates it (equal). */
function counterOutcome(duel: CcDuel, seat: CcSeat, cards: readonly string[], move: string | undefined): 'countered' | 'negated' {
  const option = singleAttacks(duel.sheet(duel.state, seat), cards, true).find(
    (o) => o.cards.length === cards.length && (move === undefined || o.move === move),
  )
  const answered = option ? answerAttack(duel.laidAttack().strike, option.strike) : null
  return answered?.ok && answered.outcome === 'negate' ? 'negated' : 'countered'
}

export function ccDuelReport(tally: CcDuelTally, run: CcDuelRun, seed: number): CcDuelMatchupReport {
  const outcome = matchupOutcome(tally.aWins, tally.games, tally.lengths)
  const side = (team: readonly CharacterSheet[], k: 0 | 1) => ({ ids: team.map((t) => t.id), name: run.names?.[k] ?? team.map((t) => t.name).join(' & ') })
  const attacks = (seat: CcSeat, team: readonly CharacterSheet[]): CcAttackCount[] =>
    attacksOf(team)
      .map((move, at) => {
        const count = (o: Outcome) => tally.attacks[(seat * MAX_ATTACKS + at) * OUTCOMES.length + OUTCOMES.indexOf(o)]
        const [landed, blocked, dodged, countered, negated] = OUTCOMES.map(count)
        return { move, made: landed + blocked + dodged + countered + negated, landed, blocked, dodged, countered, negated }
      })
      .filter((c) => c.made > 0)
  return {
    game: 'cc',
    a: side(run.a, 0),
    b: side(run.b, 1),
    games: tally.games,
    seed,
    policies: { a: run.policies[0], b: run.policies[1] },
    ...firstPlayerWins(tally, outcome, MAX_TURNS),
    timeOver: { a: tally.timeA, b: tally.timeB, draws: tally.timeDraws },
    meanTurns: outcome.meanTurns,
    attacks: { a: attacks(0, run.a), b: attacks(1, run.b) },
    turns: outcome.turns,
  }
}
