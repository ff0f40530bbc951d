// Exact draw odds: hypergeometric, multivariate ("A and B"), and with the CFS opening-hand redraw rule
// (a first 5 with no character is shown, reshuffled and redrawn, so the kept hand always has one).

export const OPENING_HAND = 5

/** ln C(n, k), exact enough for decks of any size here. */
function lnChoose(n: number, k: number): number {
  if (k < 0 || k > n) return -Infinity
  return lnFact(n) - lnFact(k) - lnFact(n - k)
}

const FACT: number[] = [0]
function lnFact(n: number): number {
  for (let i = FACT.length; i <= n; i++) FACT[i] = FACT[i - 1] + Math.log(i)
  return FACT[n]
}

function choose(n: number, k: number): number {
  return Math.exp(lnChoose(n, k))
}

/** P(exactly k of `hits` cards among `draws` cards drawn from `size`). */
export function hypergeometric(size: number, hits: number, draws: number, k: number): number {
  if (k < 0 || k > hits || k > draws || draws - k > size - hits) return 0
  return Math.exp(lnChoose(hits, k) + lnChoose(size - hits, draws - k) - lnChoose(size, draws))
}

/** P(at least k of `hits` cards among the first `draws`). */
export function atLeast(size: number, hits: number, draws: number, k: number): number {
  let p = 0
  for (let i = Math.max(k, 0); i <= Math.min(hits, draws); i++) p += hypergeometric(size, hits, draws, i)
  return Math.min(1, p)
}

/**
 * P(at least kA of group A and at least kB of group B among the first `draws`), A and B disjoint:
 * the multivariate hypergeometric summed over both counts.
 */
export function atLeastBoth(size: number, a: number, kA: number, b: number, kB: number, draws: number): number {
  const total = lnChoose(size, draws)
  let p = 0
  for (let i = Math.max(kA, 0); i <= Math.min(a, draws); i++) {
    for (let j = Math.max(kB, 0); j <= Math.min(b, draws - i); j++) {
      p += Math.exp(lnChoose(a, i) + lnChoose(b, j) + lnChoose(size - a - b, draws - i - j) - total)
    }
  }
  return Math.min(1, p)
}

export interface DeckMakeup {
  /** Cards in the draw pile (Strikers already set aside). */
  size: number
  /** Characters in it. */
  characters: number
}

/** The chance the first 5 holds no character, so the hand is redrawn; and the mean number of redraws. */
export function redrawOdds(deck: DeckMakeup): { redrawRate: number; meanRedraws: number } {
  const none = hypergeometric(deck.size, deck.characters, Math.min(OPENING_HAND, deck.size), 0)
  return { redrawRate: none, meanRedraws: none >= 1 ? Infinity : none / (1 - none) }
}

/**
 * P(at least k of the target cards in the first `draws` cards), with the redraw rule: the opening 5 is
 * conditioned on holding a character. `targetCharacters` of the targets are themselves characters.
 */
export function atLeastWithRedraw(deck: DeckMakeup, targets: number, targetCharacters: number, draws: number, k: number): number {
  const { size, characters } = deck
  const hand = Math.min(OPENING_HAND, size)
  const tc = targetCharacters // targets that are characters
  const to = targets - tc // targets that are not
  const oc = characters - tc // characters that are not targets
  const rest = size - targets - oc
  let kept = 0
  let hit = 0
  // Every makeup of the opening hand by the four groups.
  for (let a = 0; a <= Math.min(tc, hand); a++) {
    for (let b = 0; b <= Math.min(to, hand - a); b++) {
      for (let c = 0; c <= Math.min(oc, hand - a - b); c++) {
        const d = hand - a - b - c
        if (d > rest) continue
        if (a + c === 0) continue // no character: this hand is redrawn
        const p = (choose(tc, a) * choose(to, b) * choose(oc, c) * choose(rest, d)) / choose(size, hand)
        kept += p
        hit +=
          draws <= hand
            ? p * atLeast(hand, a + b, draws, k) // the first `draws` of the kept hand
            : p * atLeast(size - hand, targets - a - b, draws - hand, k - a - b)
      }
    }
  }
  return kept === 0 ? 0 : Math.min(1, hit / kept)
}

export interface Group {
  /** Cards of the group in the draw pile, and how many of them are characters. */
  count: number
  characters: number
  atLeast: number
}

/**
 * P(at least a.atLeast of group A and at least b.atLeast of group B among the first `draws` cards),
 * A and B disjoint, with the redraw rule: the opening 5 is conditioned on holding a character.
 */
export function atLeastBothWithRedraw(deck: DeckMakeup, a: Group, b: Group, draws: number): number {
  const hand = Math.min(OPENING_HAND, deck.size)
  const groups = [a.characters, a.count - a.characters, b.characters, b.count - b.characters]
  const otherCharacters = deck.characters - a.characters - b.characters
  const rest = deck.size - a.count - b.count - otherCharacters
  const sizes = [...groups, otherCharacters, rest]
  let kept = 0
  let hit = 0
  const makeup = new Array<number>(6).fill(0)
  const visit = (k: number, left: number, p: number) => {
    if (k === 5) {
      if (left > sizes[5]) return
      makeup[5] = left
      if (makeup[0] + makeup[2] + makeup[4] === 0) return // no character: redrawn
      const chance = (p * choose(sizes[5], left)) / choose(deck.size, hand)
      const inA = makeup[0] + makeup[1]
      const inB = makeup[2] + makeup[3]
      kept += chance
      hit +=
        chance *
        (draws <= hand
          ? atLeastBoth(hand, inA, a.atLeast, inB, b.atLeast, draws)
          : atLeastBoth(deck.size - hand, a.count - inA, a.atLeast - inA, b.count - inB, b.atLeast - inB, draws - hand))
      return
    }
    for (let x = 0; x <= Math.min(sizes[k], left); x++) {
      makeup[k] = x
      visit(k + 1, left - x, p * choose(sizes[k], x))
    }
  }
  visit(0, hand, 1)
  return kept === 0 ? 0 : Math.min(1, hit / kept)
}
