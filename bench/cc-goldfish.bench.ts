// Capcom Crossovers goldfish games per second on one core, against the naive way in the same run (object copies,
// every combo scored again), and the best-combo search on a 12-card hand. Run: npm run bench -- cc-goldfish
import { it } from 'vitest'
import { parseCards } from '../src/main/games/cc/cards'
import { bestCombo } from '../src/main/games/cc/combo'
import { GAMBIT } from '../src/main/games/cc/examples'
import { simulateCc } from '../src/main/games/cc/goldfish'
import { combatOf } from '../src/main/games/cc/sheet'
import { naiveCcGame } from './naive-cc'
import { record } from './results'

/** The median of five timed runs after one warm-up on a tenth of the work (single runs vary by a third here). */
function median(n: number, run: (n: number) => number): { ms: number; result: number } {
  run(Math.ceil(n / 10))
  const runs = Array.from({ length: 5 }, () => {
    const start = performance.now()
    const result = run(n)
    return { ms: performance.now() - start, result }
  })
  return runs.sort((a, b) => a.ms - b.ms)[2]
}

const meanKo = (kills: Int32Array) => {
  let games = 0
  let turns = 0
  kills.forEach((k, t) => ((games += k), (turns += k * t)))
  return turns / games
}

it('cc goldfish: games, and the best combo of a 12-card hand', () => {
  const ours = median(50_000, (n) => meanKo(simulateCc(GAMBIT, { games: n, seed: 1 }).kills))
  const naive = median(500, (n) => {
    const kos = Array.from({ length: n }, () => naiveCcGame(GAMBIT, 100, true)).filter((t) => t > 0)
    return kos.reduce((s, t) => s + t, 0) / kos.length
  })
  const rate = (n: number, ms: number) => (n / ms) * 1000
  console.log(
    `cc games, Gambit at HP 100, one core: ours ${(rate(50_000, ours.ms) / 1e3).toFixed(1)} k/s, mean KO turn ${ours.result.toFixed(3)} | ` +
      `naive (object copies, every combo scored again) ${(rate(500, naive.ms) / 1e3).toFixed(2)} k/s, mean KO turn ${naive.result.toFixed(3)} | ` +
      `${(rate(50_000, ours.ms) / rate(500, naive.ms)).toFixed(0)}x`,
  )
  const hand = parseCards('4S 5D 6H 7C QH JH AS 10C 10D KS 2H 3D')
  if (!hand.ok) throw new Error(hand.problem)
  const gambit = combatOf(GAMBIT)
  const search = median(20_000, (n) => {
    let damage = 0
    for (let i = 0; i < n; i++) damage = bestCombo(gambit, hand.cards).damage
    return damage
  })
  console.log(`best combo of a 12-card hand (scored and laid out): ${((search.ms / 20_000) * 1000).toFixed(1)} µs, ${search.result} damage`)
  record(
    'cc-goldfish',
    {
      name: 'whole games, Gambit at HP 100, one core',
      value: rate(50_000, ours.ms),
      unit: 'games/s',
      baseline: { name: 'naive: object copies, every combo scored again', value: rate(500, naive.ms) },
    },
    { name: 'best combo of a 12-card hand, scored and laid out', value: (search.ms / 20_000) * 1000, unit: 'µs' },
  )
})
