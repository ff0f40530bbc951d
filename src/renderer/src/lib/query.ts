// Filter chips, turned into the same query syntax the search box and the CLI take.
export interface Chips {
  kinds: string[]
  rarities: string[]
  abilities: string[]
  bpMin: number | null
  bpMax: number | null
  spMin: number | null
  spMax: number | null
}

export const NO_CHIPS: Chips = { kinds: [], rarities: [], abilities: [], bpMin: null, bpMax: null, spMin: null, spMax: null }

export function chipQuery(c: Chips): string {
  const parts: string[] = []
  if (c.kinds.length) parts.push(`kind:${c.kinds.join(',')}`)
  if (c.rarities.length) parts.push(`rarity:${c.rarities.join(',')}`)
  if (c.abilities.length) parts.push(`ability:${c.abilities.join(',')}`)
  if (c.bpMin !== null) parts.push(`bp>=${c.bpMin}`)
  if (c.bpMax !== null) parts.push(`bp<=${c.bpMax}`)
  if (c.spMin !== null) parts.push(`sp>=${c.spMin}`)
  if (c.spMax !== null) parts.push(`sp<=${c.spMax}`)
  return parts.join(' ')
}

export type SortKey = 'relevance' | 'name' | 'bp' | 'sp'

export function sortCards<T extends { name: string; bp: number | null; sp: number | null; cost: number | null }>(cards: T[], key: SortKey): T[] {
  if (key === 'relevance') return cards
  const value = (c: T) => (key === 'bp' ? (c.bp ?? -1) : (c.sp ?? c.cost ?? -1))
  return [...cards].sort((a, b) => (key === 'name' ? a.name.localeCompare(b.name) : value(b) - value(a)))
}

/** An upper-case OR outside quotes: with chips after it, the typed text needs parentheses to stay one group. */
const HOLDS_OR = /(^|[\s()])OR(?=$|[\s()])/

/**
 * The query searched: the typed text, then the chips. `ryu OR ken kind:snk` would read as `ryu OR (ken
 * kind:snk)`, so text holding OR is wrapped in parentheses when chips follow. `textAt`: where the text's first
 * character is in the query (below 0 when spaces before it were trimmed).
 */
export function searchQuery(text: string, chips: Chips): { query: string; textAt: number } {
  const typed = text.trim()
  const lead = text.length - text.trimStart().length
  const filters = chipQuery(chips)
  if (!typed) return { query: filters, textAt: filters.length + 1 }
  if (!filters) return { query: typed, textAt: -lead }
  const unquoted = typed.replace(/"[^"]*("|$)/g, '""')
  // Unbalanced text is left as it is, so its error points at the player's parenthesis, not ours.
  if (!HOLDS_OR.test(unquoted) || !balanced(unquoted)) return { query: `${typed} ${filters}`, textAt: -lead }
  return { query: `(${typed}) ${filters}`, textAt: 1 - lead }
}

function balanced(text: string): boolean {
  let depth = 0
  for (const c of text) {
    depth += c === '(' ? 1 : c === ')' ? -1 : 0
    if (depth < 0) return false
  }
  return depth === 0
}

export interface QueryErrorView {
  /** The message, its "at character N" counted in the text as typed. */
  message: string
  /** The bad part of the typed text, when it is there. */
  start: number
  end: number
}

/**
 * Where a search error points in the typed text: the parser says "at character N" (in the query searched);
 * an unknown set or rarity is found by its quoted value after a ":" or ",". No span (-1) when not in the text.
 */
export function queryErrorView(message: string, text: string, textAt: number): QueryErrorView {
  const at = /at character (\d+)/.exec(message)
  let start = -1
  let renumbered = message
  if (at) {
    start = Number(at[1]) - 1 - textAt
    if (start >= 0 && start <= text.length) renumbered = message.replace(at[0], `at character ${start + 1}`)
  } else {
    const value = /^unknown (?:set|rarity) "([^"]*)"/.exec(message)?.[1]
    const found = value ? new RegExp(`[:,]${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[\\s,)])`, 'i').exec(text) : null
    if (found) start = found.index + 1
  }
  if (start < 0 || start > text.length) return { message, start: -1, end: -1 }
  const rest = text.slice(start)
  const length = /^[()]/.test(rest) ? 1 : rest.startsWith('"') ? rest.indexOf('"', 1) + 1 || rest.length : (/^[^\s(),]*/.exec(rest)?.[0].length ?? 0)
  return { message: renumbered, start, end: start + Math.max(length, 0) }
}
