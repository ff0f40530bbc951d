// Text folding shared by search and name resolution. Mirrors SQLite's unicode61 tokenizer with
// remove_diacritics: case and accents fold away, anything that is not a letter or digit separates words.

const MARKS = /\p{M}+/gu
const SEPARATORS = /[^\p{L}\p{N}]+/u

export function fold(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase()
}

export function words(text: string): string[] {
  return fold(text).split(SEPARATORS).filter(Boolean)
}

/** A name with everything but letters and digits removed: "Chun Li" and "chunli" meet here. */
export function squash(text: string): string {
  return words(text).join('')
}

// Three reused rows: the distance is computed millions of times per search over a large vocabulary.
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)]

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent swaps), giving up past `max`:
 * returns max + 1 as soon as the distance is sure to exceed it.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  const n = b.length
  if (rows[0].length <= n) rows = rows.map(() => new Int32Array(n * 2 + 1))
  let [prev2, prev, cur] = rows
  for (let j = 0; j <= n; j++) prev[j] = j
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i
    let rowMin = i
    const ai = a.charCodeAt(i - 1)
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1)
      let d = prev[j - 1] + (ai === bj ? 0 : 1)
      if (prev[j] + 1 < d) d = prev[j] + 1
      if (cur[j - 1] + 1 < d) d = cur[j - 1] + 1
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj && prev2[j - 2] + 1 < d) {
        d = prev2[j - 2] + 1
      }
      cur[j] = d
      if (d < rowMin) rowMin = d
    }
    if (rowMin > max) return max + 1
    const t = prev2
    prev2 = prev
    prev = cur
    cur = t
  }
  return Math.min(prev[n], max + 1)
}

/** A character id: lower-case letters and digits, words joined by -, at most 40 characters. */
export function isSlug(id: unknown): boolean {
  return typeof id === 'string' && id.length <= 40 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)
}

/** The id a name suggests: its plain words joined by -. */
export function slugOf(name: unknown): string {
  if (typeof name !== 'string') return ''
  const plain = words(name).map((word) => word.replace(/[^a-z0-9]/g, ''))
  return plain
    .filter((word) => word !== '')
    .join('-')
    .slice(0, 40)
    .replace(/-+$/, '')
}

const LOOSE_NUMBER = /^#?([A-Za-z]{0,3})(\d{1,4})([A-Za-z]?)$/

/**
 * A card number as players type it, `c1`, `C01`, `#C001` or `001`: its letters (none when only digits were
 * typed) and the digits padded to three, upper case; null when it is no number. Sets number their cards
 * C001, S012: the padded form finds them, and the number as typed is still tried first by the caller.
 */
export function looseCardNumber(text: string): { letters: string; padded: string } | null {
  const m = LOOSE_NUMBER.exec(text.trim())
  if (!m) return null
  const digits = String(Number(m[2])).padStart(3, '0')
  return { letters: m[1].toUpperCase(), padded: `${m[1]}${digits}${m[3]}`.toUpperCase() }
}
