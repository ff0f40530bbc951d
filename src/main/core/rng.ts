// Seeded randomness for shuffles: pure-rand's xoroshiro128+ and an unbiased bounded draw.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'

export interface Rng {
  next(): number
}

/** An independent generator for game `game` of a run seeded with `seed`: games never share a stream. */
export function gameRng(seed: number, game: number): Rng {
  return xoroshiro128plus(mix(seed, game))
}

export function seededRng(seed: number): Rng {
  return xoroshiro128plus(seed | 0)
}

/** 32-bit mixing (murmur3's finalizer) of the run seed and the game number. */
function mix(seed: number, game: number): number {
  let h = (seed ^ Math.imul(game + 1, 0x9e3779b1)) | 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) | 0
}

const TWO_32 = 4294967296

/**
 * A uniform integer in [0, n), n ≤ 2^21: Lemire's multiply-and-reject, so no value is favoured.
 * The product's low 32 bits come from Math.imul and its high bits from an exact division by 2^32.
 */
export function below(rng: Rng, n: number): number {
  for (;;) {
    const x = rng.next() >>> 0
    const low = Math.imul(x, n) >>> 0
    if (low >= n || low >= (TWO_32 - n) % n) return Math.floor((x * n) / TWO_32)
  }
}

/** Fisher–Yates over the first `count` places: a uniform random prefix, the rest left for later draws. */
export function shufflePrefix(items: Int32Array | number[], count: number, rng: Rng): void {
  const n = items.length
  for (let i = 0; i < count && i < n - 1; i++) {
    const j = i + below(rng, n - i)
    const t = items[i]
    items[i] = items[j]
    items[j] = t
  }
}
