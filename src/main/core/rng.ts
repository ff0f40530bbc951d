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
 * floor(x · range / 2^32) for a 32-bit word x and a range below 2^15: the index Lemire's multiply-and-
 * shift takes from x. Done on 16-bit halves, whose sums stay below 2^32; floating-point multiply and
 * floor would be exact too, but cost more in the hot loop.
 */
export function high(x: number, range: number): number {
  return ((x >>> 16) * range + (((x & 0xffff) * range) >>> 16)) >>> 16
}

/**
 * Fisher–Yates on a pile of `size` items, dealt lazily: `dealTo(items, n)` makes the first n places a
 * uniform random draw and leaves the rest for later, so a game pays only for the cards it draws.
 *
 * Several swaps share one 32-bit draw (Brackett-Rozinsky and Lemire's batched ranged draws): each step
 * takes the high part of the word times its range as the index and keeps the low part for the next step.
 * The low part left after a batch is x · product mod 2^32; when it falls below the batch's threshold the
 * indices would be biased, so the word is drawn again before any swap. Every order stays equally likely.
 */
export class Shuffler {
  /** Batch b deals places [ends[b - 1], ends[b]) from one word. */
  private readonly ends: Int32Array
  /** Each batch's product of ranges (as a 32-bit integer, for Math.imul) and its bias cut-off. */
  private readonly products: Int32Array
  private readonly thresholds: Uint32Array
  /** The first batch deals exactly 5 places: dealHand takes its unrolled path. */
  private readonly unrolledHand: boolean
  private readonly handProduct: number
  private readonly handThreshold: number
  private batch = 0
  /** Places dealt in the current shuffle. */
  dealt = 0

  /**
   * `hand`: the first batch stops after this many places when it could hold more, so a new shuffle's
   * opening hand is one batch that `dealHand` deals unrolled.
   */
  constructor(
    readonly size: number,
    readonly hand = 5,
  ) {
    // Internal invariant: decks are at most a few hundred cards; the batch tables are sized for 2^15.
    if (size >= 1 << 15) throw new Error(`a pile of ${size} cards is too large to shuffle`)
    const ends: number[] = []
    const products: number[] = []
    const thresholds: number[] = []
    const last = size - 1 // the last place has nothing left to swap with
    for (let i = 0; i < last;) {
      let product = 1
      while (i < last && product * (size - i) <= TWO_32 && !(ends.length === 0 && i === hand)) product *= size - i++
      ends.push(i)
      products.push(product | 0)
      thresholds.push((TWO_32 - product) % product)
    }
    this.ends = Int32Array.from(ends)
    this.products = Int32Array.from(products)
    this.thresholds = Uint32Array.from(thresholds)
    this.unrolledHand = hand === 5 && ends[0] === 5
    this.handProduct = products[0] ?? 0
    this.handThreshold = thresholds[0] ?? 0
  }

  /** Starts a new shuffle: every place is back in play. */
  restart(): void {
    this.batch = 0
    this.dealt = 0
  }

  /** Starts a new shuffle and deals the opening hand: the first `hand` places. */
  dealHand(items: Int32Array, rng: Rng): void {
    if (!this.unrolledHand) {
      this.restart()
      this.dealTo(items, this.hand, rng)
      return
    }
    // The hottest path of a simulation: one word, five swaps at known places (the batch's numbers read
    // from plain fields, which V8 keeps cheaper than the typed arrays' loads).
    const n = this.size
    const product = this.handProduct
    let x = rng.next()
    while (Math.imul(x, product) >>> 0 < this.handThreshold) x = rng.next()
    swap(items, 0, high(x, n))
    const x1 = Math.imul(x, n)
    swap(items, 1, 1 + high(x1, n - 1))
    const x2 = Math.imul(x1, n - 1)
    swap(items, 2, 2 + high(x2, n - 2))
    const x3 = Math.imul(x2, n - 2)
    swap(items, 3, 3 + high(x3, n - 3))
    swap(items, 4, 4 + high(Math.imul(x3, n - 3), n - 4))
    this.batch = 1
    this.dealt = 5
  }

  /** Deals until the first `count` places are a uniform random draw from the whole pile. */
  dealTo(items: Int32Array, count: number, rng: Rng): void {
    while (this.dealt < count && this.batch < this.ends.length) this.dealBatch(items, rng)
  }

  shuffle(items: Int32Array, rng: Rng): void {
    this.restart()
    this.dealTo(items, this.size, rng)
  }

  /** Marks every place dealt: the caller has shuffled the pile itself, so later draws take places as they stand. */
  settle(): void {
    this.dealt = this.size
    this.batch = this.ends.length
  }

  private dealBatch(items: Int32Array, rng: Rng): void {
    const b = this.batch++
    let x = this.word(b, rng)
    const size = this.size
    const end = this.ends[b]
    for (let i = this.dealt; i < end; i++) {
      swap(items, i, i + high(x, size - i))
      x = Math.imul(x, size - i)
    }
    this.dealt = end
  }

  /**
   * A word for batch b. The low part left after the batch's steps is x · product mod 2^32; below the
   * threshold the indices would be biased, so the word is drawn again before any swap.
   */
  private word(b: number, rng: Rng): number {
    const product = this.products[b]
    const threshold = this.thresholds[b]
    let x = rng.next()
    while (Math.imul(x, product) >>> 0 < threshold) x = rng.next()
    return x
  }
}

/** A uniform whole number below `range` (< 2^15): Lemire's multiply-and-shift, drawn again in the biased zone. */
export function below(range: number, rng: Rng): number {
  const threshold = (TWO_32 - range) % range
  let x = rng.next()
  while (Math.imul(x, range) >>> 0 < threshold) x = rng.next()
  return high(x, range)
}

function swap(items: Int32Array, i: number, j: number): void {
  const t = items[j]
  items[j] = items[i]
  items[i] = t
}

/** A one-off uniform shuffle of the first `count` places (see Shuffler). */
export function shufflePrefix(items: Int32Array, count: number, rng: Rng): void {
  new Shuffler(items.length).dealTo(items, count, rng)
}

/** Fisher–Yates from the end, each swap one draw of `rng`: a uniform order of a small array, in place. */
export function shuffleInPlace<T>(items: T[], rng: Rng): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = high(rng.next(), i + 1)
    ;[items[i], items[j]] = [items[j], items[i]]
  }
}
