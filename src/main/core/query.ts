// The search query language: free text plus field filters, e.g. `kind:capcom bp>=800 ability:square backup:Ryu`.
import { ABILITY_TYPES, CARD_KINDS, type AbilityType, type CardKind } from '../../shared/card'
import { RingsideError } from '../../shared/errors'

export type Comparison = '=' | '<' | '<=' | '>' | '>='
export type NumericField = 'bp' | 'sp' | 'cost'

export type Filter =
  | { field: 'kind'; kinds: CardKind[] }
  | { field: 'rarity'; values: string[] }
  | { field: 'set'; values: string[] }
  | { field: 'number'; values: string[] }
  | { field: 'ability'; types: (AbilityType | 'none')[] }
  | { field: 'backup'; name: string }
  | { field: NumericField; op: Comparison; value: number }

export interface ParsedQuery {
  /** Free-text words and quoted phrases, as typed. */
  text: string[]
  filters: Filter[]
}

export class QuerySyntaxError extends RingsideError {
  constructor(
    message: string,
    readonly token: string,
  ) {
    super('BAD_QUERY', message)
    this.name = 'QuerySyntaxError'
  }
}

const FILTER_KEYS = ['kind', 'rarity', 'set', 'number', 'ability', 'backup', 'bp', 'sp', 'cost'] as const
const KIND_WORDS: Record<string, CardKind[]> = {
  ...Object.fromEntries(CARD_KINDS.map((k) => [k, [k]])),
  character: ['capcom', 'snk'],
  characters: ['capcom', 'snk'],
}
/** A filter with a quoted value (`backup:"Chun Li"`), a quoted phrase, or a bare word. */
const TOKEN = /(?:([A-Za-z]+)(:|>=|<=|=|<|>))?"([^"]*)"?|(\S+)/g
const FILTER = /^([A-Za-z]+)(:|>=|<=|=|<|>)(.*)$/

/** Splits a query into free text and filters; a malformed filter throws QuerySyntaxError naming it. */
export function parseQuery(query: string): ParsedQuery {
  const parsed: ParsedQuery = { text: [], filters: [] }
  for (const m of query.matchAll(TOKEN)) {
    const token = m[0]
    const [key, op, value] = m[4] !== undefined ? (FILTER.exec(m[4])?.slice(1) ?? []) : [m[1], m[2], m[3]]
    if (key === undefined) {
      const text = (m[4] ?? m[3]).trim()
      if (text) parsed.text.push(text)
      continue
    }
    const field = key.toLowerCase()
    if (!(FILTER_KEYS as readonly string[]).includes(field)) {
      throw new QuerySyntaxError(`unknown filter "${key}${op}" (filters: ${FILTER_KEYS.join(', ')})`, token)
    }
    parsed.filters.push(readFilter(field as (typeof FILTER_KEYS)[number], op as Comparison | ':', value, token))
  }
  return parsed
}

function readFilter(key: (typeof FILTER_KEYS)[number], op: Comparison | ':', value: string, token: string): Filter {
  const list = value.split(',').map((v) => v.trim()).filter(Boolean)
  if (list.length === 0) throw new QuerySyntaxError(`"${token}" needs a value`, token)
  const textOnly = () => {
    if (op !== ':' && op !== '=') throw new QuerySyntaxError(`"${key}" takes ":" not "${op}" in "${token}"`, token)
  }
  switch (key) {
    case 'kind': {
      textOnly()
      const kinds = list.flatMap((v) => {
        const k = KIND_WORDS[v.toLowerCase()]
        if (!k) throw new QuerySyntaxError(`unknown kind "${v}" (kinds: ${[...CARD_KINDS, 'character'].join(', ')})`, token)
        return k
      })
      return { field: 'kind', kinds: [...new Set(kinds)] }
    }
    case 'ability': {
      textOnly()
      const types = list.map((v) => {
        const t = v.toLowerCase()
        if (t !== 'none' && !(ABILITY_TYPES as readonly string[]).includes(t)) {
          throw new QuerySyntaxError(`unknown ability type "${v}" (${ABILITY_TYPES.join(', ')}, none)`, token)
        }
        return t as AbilityType | 'none'
      })
      return { field: 'ability', types }
    }
    case 'rarity':
      textOnly()
      return { field: 'rarity', values: list.map((v) => v.toUpperCase()) }
    case 'set':
      textOnly()
      return { field: 'set', values: list }
    case 'number':
      textOnly()
      return { field: 'number', values: list.map((v) => v.toUpperCase()) }
    case 'backup':
      textOnly()
      return { field: 'backup', name: value.trim() }
    default: {
      if (!/^-?\d+$/.test(value.trim())) throw new QuerySyntaxError(`"${key}" needs a whole number in "${token}"`, token)
      return { field: key, op: op === ':' ? '=' : op, value: Number(value) }
    }
  }
}
