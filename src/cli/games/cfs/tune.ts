// `ringside tune <deck> [--goal goldfish|matchup <deck>|gauntlet] [--pool collection|catalogue|<file>]`: what to add and
// what to cut, each candidate swap measured on the same games as the deck, with its 95 % interval; --steps K makes
// the best sure swap and measures again, K times at most (docs/tuning.md).
import type { Deck } from '../../../shared/deck'
import { MAX_MEASURED, MIN_TUNE_GAMES, type TuneGoalKind, type TunePool, type TuneReport, type TuneSwap } from '../../../shared/games/cfs/tune'
import { runBatch, runWorker } from '../../../main/game-kit/runs'
import { interval, runTune, searchSwaps, tuneReport, type TunePlan } from '../../../main/games/cfs/tune/tune'
import { DUEL_POLICIES, type DuelPolicyName } from '../../../main/games/cfs/duel/policies'
import type { Services } from '../../../main/services'
import { offerSwaps, tunePlan, type TuneAsk } from '../../../main/games/cfs/tune/plans'
import { plural } from '../../../shared/plural'
import type { Options } from '../../args'
import { readDeck, runOptions, warnIfIllegal, wholeNumber } from '../../decks'
import { EXIT, type Io, UsageError } from '../../io'

const GOALS: readonly TuneGoalKind[] = ['goldfish', 'matchup', 'gauntlet']

export async function tune(services: Services, args: string[], options: Options, io: Io): Promise<number> {
  const goal = (options.goal ?? 'goldfish') as TuneGoalKind
  if (!GOALS.includes(goal)) throw new UsageError(`--goal is goldfish, matchup <deck> or gauntlet, not "${options.goal}"`)
  if (goal === 'matchup' && args.length !== 2) throw new UsageError('--goal matchup needs the deck to play against: ringside tune <deck> --goal matchup <deck>')
  if (goal !== 'matchup' && args.length !== 1) throw new UsageError(`tune takes one deck (a second is for --goal matchup), got ${args.length}`)
  // 2,000 paired games show a change of a tenth of a turn, or a few points of win rate.
  const { games, seed, threads } = runOptions({ ...options, games: options.games ?? '2000' }, io, 0)
  if (games < MIN_TUNE_GAMES) throw new UsageError(`--games needs at least ${MIN_TUNE_GAMES} games a swap, got ${games}`)
  const measure = wholeNumber(options.candidates, '--candidates', 40)
  if (measure < 1 || measure > MAX_MEASURED) throw new UsageError(`--candidates takes 1 to ${MAX_MEASURED} swaps to measure, got ${measure}`)
  const steps = wholeNumber(options.steps, '--steps', 1)
  if (steps < 1 || steps > 20) throw new UsageError(`--steps takes 1 to 20, got ${steps}`)
  if (options.budget !== undefined && steps === 1) throw new UsageError('--budget limits the steps of --steps K (K above 1); the first step always runs')
  const { budget, seconds } = budgetOf(options.budget)
  const policy = (options.policy ?? 'greedy') as DuelPolicyName
  if (!DUEL_POLICIES.includes(policy)) throw new UsageError(`--policy is one of ${DUEL_POLICIES.join(', ')}, not "${options.policy}"`)

  const deck = readDeck(services, args[0], io, options.json)
  if (!deck) return EXIT.error
  warnIfIllegal(services, deck, args[0], undefined, io)
  let against: Deck | undefined
  if (goal === 'matchup') {
    against = readDeck(services, args[1], io, options.json) ?? undefined
    if (!against) return EXIT.error
  }
  const pool = poolOf(services, options.pool, io, options.json)
  if (!pool) return EXIT.error
  const hp = options.hp === undefined ? undefined : wholeNumber(options.hp, '--hp')
  const ask: TuneAsk = { goal, against, ...pool, games, seed, measure, policies: [policy, policy], hp }
  const plan = tunePlan(services.tuneBooks, deck, ask)
  const play = (p: TunePlan) => runTune(p, (batch) => runBatch(batch, threads > 1 ? threads : 0, runWorker())).done

  if (steps === 1) {
    const report = tuneReport(plan, await play(plan))
    if (options.json) io.out(JSON.stringify(report, null, 2))
    else printReport(report, io)
    return EXIT.ok
  }
  // Each step offers the swaps of the deck as it now is; the goal and its opponents stay the plan's.
  const offer = (d: typeof plan.deck) =>
    offerSwaps(services.tuneBooks, { ...deck, main: d.main.map((e) => ({ set: e.card.set, number: e.card.number, count: e.count })) }, ask, d)
  const search = await searchSwaps(plan, offer, play, { steps, budget, seconds })
  if (options.json) {
    io.out(JSON.stringify(search, null, 2))
    return EXIT.ok
  }
  for (const [k, step] of search.steps.entries()) {
    io.out(`step ${k + 1}:`)
    printReport(step.report, io, '  ')
  }
  const made = search.steps.flatMap((s) => (s.applied ? [s.applied] : []))
  const why = {
    sure: 'no swap was sure',
    steps: `${plural(steps, 'step')} made`,
    games: 'the next step would pass --budget',
    time: 'the time of --budget was spent',
  }
  io.out(
    `${made.length ? `swaps made: ${made.map(swapWords).join('; ')}` : 'no swap made'} (${plural(search.gamesPlayed, 'game')} played; stopped: ${why[search.stopped]})`,
  )
  return EXIT.ok
}

/** --budget: games (`200000`), or a time (`90s`, `5m`) after which no new step is started. */
function budgetOf(given: string | undefined): { budget: number; seconds?: number } {
  if (given === undefined) return { budget: Infinity }
  const time = /^(\d+)(s|m)$/.exec(given)
  if (time) return { budget: Infinity, seconds: Number(time[1]) * (time[2] === 'm' ? 60 : 1) }
  if (!/^\d+$/.test(given)) throw new UsageError(`--budget takes games (200000) or a time (90s, 5m), not "${given}"`)
  return { budget: Number(given) }
}

/** The pool an option names: the catalogue (the default), the collection, or a deck file listing the cards. */
function poolOf(services: Services, given: string | undefined, io: Io, json = false): Pick<TuneAsk, 'pool' | 'list'> | null {
  if (given === undefined || given === 'catalogue') return { pool: 'catalogue' }
  if (given === 'collection') return { pool: 'collection' }
  const list = readDeck(services, given, io, json)
  if (!list) return null
  return { pool: 'list' as TunePool, list: [...list.main, ...list.strikers] }
}

const swapWords = (s: TuneSwap) => `−1 ${s.out.number} ${s.out.name}, +1 ${s.in.number} ${s.in.name}`

function printReport(report: TuneReport, io: Io, indent = ''): void {
  const out = (line: string) => io.out(indent + line)
  const winRate = report.metric === 'win-rate'
  const figure = (x: number) => (winRate ? `${(x * 100).toFixed(1)}%` : x.toFixed(2))
  const goal = report.goal.kind === 'goldfish' ? 'the goldfish (kill turn)' : `${report.goal.against.join(', ')} (win rate)`
  out(
    `${report.deck} against ${goal}: ${plural(report.swaps.length, 'swap')} measured at ${plural(report.games, 'game')} each, seed ${report.seed}, pool: ${report.pool}`,
  )
  for (const s of report.screened)
    out(`  ${plural(s.swaps, 'swap')} screened on ${plural(s.games, 'game')} each of ${s.on === 'goldfish' ? 'the goldfish' : 'the goal'}, ${s.kept} kept`)
  const before = report.before
  out(`before: ${winRate ? 'win rate' : 'kill turn'} ${figure(before.value)} (95% interval ${figure(before.interval[0])}–${figure(before.interval[1])})`)
  for (const s of report.swaps) {
    const mark = s.better ? 'better' : s.worse ? 'worse ' : '  ?   '
    const change = winRate ? `${(s.change * 100).toFixed(1)} points` : `${s.change.toFixed(3)} turns`
    out(`  ${mark}  ${change.padStart(12)}  (${interval(s.interval, winRate)})  ${swapWords(s)}`)
  }
  out(report.verdict)
  out("each card, over the deck's own games (drawn / played / still in hand at the end):")
  const f = (x: number | null) => (x === null ? '–' : figure(x))
  for (const c of report.cards)
    out(
      `  ${c.number} ${c.name} ×${c.copies}: drawn ${c.drawn} (${f(c.whenDrawn)}), played ${c.played} (${f(c.whenPlayed)}), held ${c.held} (${f(c.whenHeld)}), not drawn (${f(c.whenNotDrawn)})`,
    )
  if (report.neverPlayed.length) out(`never played: ${report.neverPlayed.join(', ')}`)
}
