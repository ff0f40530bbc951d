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
