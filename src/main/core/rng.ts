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

/** One batch of Fisher–Yates steps that share a random word: their ranges and the bias cut-off. */
export interface Batch {
  ranges: Int32Array
  word: number
  /** 1 / word: multiplying by it is exact (word is a power of two) and cheaper than dividing. */
  scale: number
  product: number
  /** Leftovers below this are the biased zone: the word is drawn again. */
  threshold: number
}

export function makeBatch(ranges: number[], bits = 32): Batch {
  const word = 2 ** bits
  const product = ranges.reduce((p, r) => p * r, 1)
  if (product > word) throw new Error('ranges do not fit in one word')
  return { ranges: Int32Array.from(ranges), word, scale: 1 / word, product, threshold: (word - product) % product }
}

/**
 * Splits one uniform word x in [0, word) into uniform indices for the batch's ranges (Brackett-Rozinsky
 * and Lemire's batched ranged draws): each step multiplies the leftover by the next range and keeps the
 * high part as the index. Returns false when x falls in the small biased zone and must be drawn again.
 */
export function splitWord(x: number, batch: Batch, out: Int32Array): boolean {
  const ranges = batch.ranges
  const word = batch.word
  const scale = batch.scale
  let left = x
  for (let i = 0; i < ranges.length; i++) {
    const m = left * ranges[i]
    const index = Math.floor(m * scale)
    out[i] = index
    left = m - index * word
  }
  return left >= batch.product || left >= batch.threshold
}

/**
 * Fisher–Yates over the first `count` places of `size` items: a uniform random prefix, the rest left
 * for later draws. Several swaps share one 32-bit draw, as many as their ranges' product fits in.
 */
export class Shuffler {
  private readonly batches: Batch[] = []
  private readonly indices = new Int32Array(32)

  constructor(size: number, count = size) {
    const last = Math.min(count, size - 1)
    for (let i = 0; i < last; ) {
      const ranges: number[] = []
      let product = 1
      while (i < last && product * (size - i) <= TWO_32) {
        product *= size - i
        ranges.push(size - i)
        i++
      }
      this.batches.push(makeBatch(ranges))
    }
  }

  shuffle(items: Int32Array, rng: Rng): void {
    const indices = this.indices
    let i = 0
    for (let b = 0; b < this.batches.length; b++) {
      const batch = this.batches[b]
      while (!splitWord(rng.next() >>> 0, batch, indices)) {
        // the biased zone: draw again
      }
      for (let s = 0; s < batch.ranges.length; s++, i++) {
        const j = i + indices[s]
        const t = items[i]
        items[i] = items[j]
        items[j] = t
      }
    }
  }
}

/** A one-off uniform shuffle of the first `count` places (see Shuffler). */
export function shufflePrefix(items: Int32Array, count: number, rng: Rng): void {
  new Shuffler(items.length, count).shuffle(items, rng)
}
