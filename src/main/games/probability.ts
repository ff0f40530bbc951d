// Counting and confidence shared by the games' odds and matchup reports.

/** n choose k, exact for the hands the games deal from a deck of up to 54 cards. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0
  const m = Math.min(k, n - k)
  let result = 1
  for (let i = 1; i <= m; i++) result = (result * (n - m + i)) / i
  return Math.round(result)
}

/** The 95 % Wilson score interval of `successes` out of `n`; [0, 1] when n is 0. */
export function wilson(successes: number, n: number, z = 1.959963984540054): [number, number] {
  if (n <= 0) return [0, 1]
  const p = successes / n
  const z2 = z * z
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n)
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))
  return [Math.max(0, centre - half), Math.min(1, centre + half)]
}
