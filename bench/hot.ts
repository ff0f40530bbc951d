// The hot loops the goldfish benchmark times. goldfish.bench.ts bundles this file the way the app's build
// bundles the simulator and runs it in a Node process of its own, as the app runs batches on a worker
// thread: inside the test runner's process the same loops run 15-50% slower (its module wrapper and
// heap). Run as `node hot.mjs <deck.json>`: prints the timings as JSON.
import fs from 'node:fs'
import type { Card } from '../src/shared/card'
import { compileDeck } from '../src/main/games/cfs/goldfish/deck'
import { simulateGames } from '../src/main/games/cfs/goldfish/simulate'
import { seededRng, Shuffler } from '../src/main/core/rng'
import { naiveGame, naiveShuffle } from './naive-goldfish'

export interface HotResults {
  hands: { count: number; ms: number; redrawn: number }
  naiveHands: { count: number; ms: number; redrawn: number }
  /** Mean kill turn over the games that ended in a kill: the two engines must play the same game. */
  games: { count: number; ms: number; meanKillTurn: number }
  naiveGames: { count: number; ms: number; meanKillTurn: number }
}

/** Opening hands with the redraw rule: the first 5 places of a lazily dealt Fisher–Yates shuffle. */
export function openingHands(character: Uint8Array, hands: number, seed: number): { redrawn: number } {
  const rng = seededRng(seed)
  const order = Int32Array.from({ length: character.length }, (_, i) => i)
  const shuffler = new Shuffler(character.length)
  let redrawn = 0
  for (let h = 0; h < hands; h++) {
    let first = true
    for (;;) {
      shuffler.dealHand(order, rng)
      if (character[order[0]] | character[order[1]] | character[order[2]] | character[order[3]] | character[order[4]]) break
      if (first) redrawn++
      first = false
    }
  }
  return { redrawn }
}

export function naiveOpeningHands(character: Uint8Array, hands: number): { redrawn: number } {
  const deck = Array.from(character)
  let redrawn = 0
  for (let h = 0; h < hands; h++) {
    let first = true
    while (
      !naiveShuffle(deck)
        .slice(0, 5)
        .some((c) => c === 1)
    ) {
      if (first) redrawn++
      first = false
    }
  }
  return { redrawn }
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length

/**
 * Runs `run` once to warm up on a tenth of the work, then five times: the median time and its result (the
 * machines are shared: single runs vary by a third).
 */
function median<T>(n: number, run: (n: number) => T): { count: number; ms: number; result: T } {
  run(Math.ceil(n / 10))
  const runs: { ms: number; result: T }[] = []
  for (let i = 0; i < 5; i++) {
    const start = performance.now()
    const result = run(n)
    runs.push({ ms: performance.now() - start, result })
  }
  const mid = runs.sort((a, b) => a.ms - b.ms)[2]
  return { count: n, ...mid }
}

/** Opening hands on a deck of 10 characters in 50 (redraws common enough to count), and whole games of `main`. */
export function measure(main: { card: Card; count: number }[]): HotResults {
  const tenCharacters = Uint8Array.from({ length: 50 }, (_, i) => (i < 10 ? 1 : 0))
  const hands = median(10_000_000, (n) => openingHands(tenCharacters, n, 1))
  const naiveHands = median(200_000, (n) => naiveOpeningHands(tenCharacters, n))
  const deck = compileDeck(main, 0, 3000)
  const games = median(1_000_000, (n) => simulateGames(deck, 1, 0, n, true))
  const cards = main.map((e) => e.card)
  const order = main.flatMap((e, i) => Array<number>(e.count).fill(i))
  const naiveGames = median(5_000, (n) => Array.from({ length: n }, (_, g) => naiveGame(cards, order, g, true, 3000).killTurn))
  const kills = Array.from(games.result.kills)
  return {
    hands: { count: hands.count, ms: hands.ms, redrawn: hands.result.redrawn },
    naiveHands: { count: naiveHands.count, ms: naiveHands.ms, redrawn: naiveHands.result.redrawn },
    games: { count: games.count, ms: games.ms, meanKillTurn: kills.reduce((s, k, t) => s + k * t, 0) / kills.reduce((s, k) => s + k, 0) },
    naiveGames: { count: naiveGames.count, ms: naiveGames.ms, meanKillTurn: mean(naiveGames.result.filter((t) => t > 0)) },
  }
}

const input = process.argv[2]
if (input?.endsWith('.json')) console.log(JSON.stringify(measure(JSON.parse(fs.readFileSync(input, 'utf8')))))
