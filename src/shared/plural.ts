// Counts in words: "1 card", "2 cards", "1,000 games".

/** `n` and the word, in the plural unless `n` is 1; numbers grouped by thousands. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`
}
