// The hot loops the goldfish benchmark times, bundled like the app bundles them (one module, direct
// calls) rather than run through the test runner's module wrapper, which slows calls between modules.
import { seededRng, Shuffler } from '../src/main/core/rng'
import { naiveShuffle } from './naive-goldfish'

export { compileDeck } from '../src/main/core/goldfish/deck'
export { simulateGames } from '../src/main/core/goldfish/simulate'
export { naiveGame } from './naive-goldfish'

/** Opening hands with the redraw rule: a 5-place Fisher–Yates prefix on a typed array. */
export function openingHands(character: Uint8Array, hands: number, seed: number): { redrawn: number } {
  const rng = seededRng(seed)
  const order = Int32Array.from({ length: character.length }, (_, i) => i)
  const shuffler = new Shuffler(character.length, 5)
  let redrawn = 0
  for (let h = 0; h < hands; h++) {
    let first = true
    for (;;) {
      shuffler.shuffle(order, rng)
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
    while (!naiveShuffle(deck).slice(0, 5).some((c) => c === 1)) {
      if (first) redrawn++
      first = false
    }
  }
  return { redrawn }
}
