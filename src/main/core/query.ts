// The search query language: free text plus field filters, e.g. `kind:capcom bp>=800 ability:square backup:Ryu`,
// combined with `-` / `NOT` (negation), `OR` and parentheses. Grammar (AND is implied between neighbours):
//   or    := and ("OR" and)*
//   and   := unary+
//   unary := ("-" | "NOT" | "not" before a filter or "(") unary | atom
//   atom  := "(" or ")" | filter | word | "phrase"
// Operators are upper case: a lower-case `or` is a word, and so is a lower-case `not` before a word (a card is
// named "Machiboke (Waiting in Vain/They're Not Coming)"). A `-` negates only when something follows it at once.
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
  | { field: 'name' | 'text'; words: string; exact: boolean }
  | { field: NumericField; op: Comparison; value: number }
  /** Copies the player owns (the collection); a card not in it is owned 0 times. */
  | { field: 'owned'; op: Comparison; value: number }
  /** `missing:` / `missing:yes`: owned 0 times; `missing:no`: owned at least once. */
  | { field: 'missing'; missing: boolean }

/** A part of the query that is not plain ranked text nor a filter that narrows everything: a SQL condition. */
export type Condition =
  | { op: 'not'; item: Condition }
  | { op: 'and' | 'or'; items: Condition[] }
  | { op: 'filter'; filter: Filter }
  /** A word or phrase matched as typed (no typo correction): a bare word also as the start of a word. */
  | { op: 'word'; text: string; exact: boolean }

export interface ParsedQuery {
  /** Free-text words and quoted phrases, as typed: ranked, typo-tolerant. */
  text: string[]
  /** Filters every card must pass. */
  filters: Filter[]
  /** Negations and OR groups; absent when the query has none. */
  conditions?: Condition[]
}

/** Where a part of the query is: a character offset (from 0) and a length. */
export interface Span {
  offset: number
  length: number
}

export class QuerySyntaxError extends RingsideError {
  constructor(
    message: string,
    readonly token: string,
    /** Where the bad token starts in the query (from 0), or -1 when unknown. */
    readonly offset = -1,
    readonly length = token.length,
  ) {
    super('BAD_QUERY', message)
    this.name = 'QuerySyntaxError'
  }
}

/** An error at a span of the query; the message says where, counting characters from 1. */
export function queryError(what: string, token: string, at: Span, hint = ''): QuerySyntaxError {
  return new QuerySyntaxError(`${what} at character ${at.offset + 1}${hint ? ` ${hint}` : ''}`, token, at.offset, at.length)
}

const FILTER_KEYS = ['kind', 'rarity', 'set', 'number', 'ability', 'backup', 'bp', 'sp', 'cost', 'owned', 'missing', 'name', 'text'] as const
type FilterKey = (typeof FILTER_KEYS)[number]
const KIND_WORDS: Record<string, CardKind[]> = {
  ...Object.fromEntries(CARD_KINDS.map((k) => [k, [k]])),
  character: ['capcom', 'snk'],
  characters: ['capcom', 'snk'],
}
/** Deeper nesting is refused: no real query needs it, and it keeps parsing and SQL bounded. */
const MAX_DEPTH = 32

type Token =
  | { type: '(' | ')' | 'OR' | 'NOT' | 'not' | '-'; at: Span; raw: string }
  | { type: 'filter'; at: Span; raw: string; key: string; op: string; value: string; valueAt: number; quoted: boolean }
  | { type: 'word'; at: Span; raw: string; text: string; quoted: boolean }

const KEY_OP = /([A-Za-z]+)(>=|<=|:|=|<|>)/y
const SPACE = /\s/

/** Splits a query into tokens; a quote left open runs to the end (the player is still typing). */
function tokenize(query: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  const n = query.length
  const quoted = (from: number) => {
    const close = query.indexOf('"', from + 1)
    const end = close < 0 ? n : close + 1
    return { text: query.slice(from + 1, close < 0 ? n : close), end }
  }
  while (i < n) {
    const c = query[i]
    if (SPACE.test(c)) {
      i++
      continue
    }
    if (c === '(' || c === ')') {
      tokens.push({ type: c, at: { offset: i, length: 1 }, raw: c })
      i++
      continue
    }
    // A "-" right before something that is not a space or ")" negates it.
    if (c === '-' && i + 1 < n && !SPACE.test(query[i + 1]) && query[i + 1] !== ')') {
      tokens.push({ type: '-', at: { offset: i, length: 1 }, raw: c })
      i++
      continue
    }
    if (c === '"') {
      const q = quoted(i)
      tokens.push({ type: 'word', at: { offset: i, length: q.end - i }, raw: query.slice(i, q.end), text: q.text, quoted: true })
      i = q.end
      continue
    }
    KEY_OP.lastIndex = i
    const keyOp = KEY_OP.exec(query)
    if (keyOp) {
      const valueAt = i + keyOp[0].length
      if (query[valueAt] === '"') {
        const q = quoted(valueAt)
        tokens.push({
          type: 'filter',
          at: { offset: i, length: q.end - i },
          raw: query.slice(i, q.end),
          key: keyOp[1],
          op: keyOp[2],
          value: q.text,
          valueAt: valueAt + 1,
          quoted: true,
        })
        i = q.end
      } else {
        let end = valueAt
        while (end < n && !SPACE.test(query[end]) && query[end] !== '(' && query[end] !== ')') end++
        tokens.push({
          type: 'filter',
          at: { offset: i, length: end - i },
          raw: query.slice(i, end),
          key: keyOp[1],
          op: keyOp[2],
          value: query.slice(valueAt, end),
          valueAt,
          quoted: false,
        })
        i = end
      }
      continue
    }
    let end = i
    while (end < n && !SPACE.test(query[end]) && query[end] !== '(' && query[end] !== ')') end++
    const raw = query.slice(i, end)
    const at = { offset: i, length: end - i }
    if (raw === 'OR' || raw === 'NOT' || raw === 'not') tokens.push({ type: raw, at, raw })
    else tokens.push({ type: 'word', at, raw, text: raw, quoted: false })
    i = end
  }
  return tokens
}

/** Splits a query into ranked free text, filters and conditions; a malformed query throws QuerySyntaxError saying where. */
export function parseQuery(query: string): ParsedQuery {
  const tokens = tokenize(query)
  let pos = 0
  const peek = () => tokens[pos]
  const end = (): Span => ({ offset: query.length, length: 0 })

  // A lower-case "not" negates only a filter or a group; before anything else it is a word.
  const isNegation = (t: Token | undefined): boolean =>
    t !== undefined && (t.type === '-' || t.type === 'NOT' || (t.type === 'not' && (tokens[pos + 1]?.type === 'filter' || tokens[pos + 1]?.type === '(')))

  function parseOr(depth: number): Condition {
    const items = [parseAnd(depth)]
    while (peek()?.type === 'OR') {
      const or = tokens[pos++]
      const next = peek()
      if (!next || next.type === ')' || next.type === 'OR') throw queryError('"OR" needs something after it', 'OR', or.at)
      items.push(parseAnd(depth))
    }
    return items.length === 1 ? items[0] : { op: 'or', items }
  }

  function parseAnd(depth: number): Condition {
    const items: Condition[] = []
    for (let t = peek(); t && t.type !== ')' && t.type !== 'OR'; t = peek()) items.push(parseUnary(depth))
    const t = peek()
    if (items.length === 0) {
      if (t?.type === 'OR') throw queryError('"OR" needs something before it', 'OR', t.at)
      if (t?.type === ')') throw queryError('empty group "()"', ')', t.at)
      throw queryError('empty query', '', end())
    }
    return items.length === 1 ? items[0] : { op: 'and', items }
  }

  function parseUnary(depth: number): Condition {
    if (depth > MAX_DEPTH) throw queryError(`nested deeper than ${MAX_DEPTH} levels`, tokens[pos].raw, tokens[pos].at)
    const t = tokens[pos]
    if (isNegation(t)) {
      pos++
      const next = peek()
      if (!next || next.type === ')' || next.type === 'OR') throw queryError(`"${t.raw}" needs something to negate after it`, t.raw, t.at)
      return { op: 'not', item: parseUnary(depth + 1) }
    }
    pos++
    switch (t.type) {
      case '(': {
        if (peek()?.type === ')') throw queryError('empty group "()"', '(', t.at)
        if (!peek()) throw queryError('"(" is never closed', '(', t.at)
        const inner = parseOr(depth + 1)
        if (peek()?.type !== ')') throw queryError('"(" is never closed', '(', t.at)
        pos++
        return inner
      }
      case 'filter':
        return { op: 'filter', filter: readFilter(t) }
      case 'word':
        return { op: 'word', text: t.text, exact: t.quoted }
      case 'not':
        return { op: 'word', text: t.raw, exact: false }
      case 'NOT':
      case '-':
      case 'OR':
      case ')':
        throw queryError(`unexpected "${t.raw}"`, t.raw, t.at)
    }
  }

  const parsed: ParsedQuery = { text: [], filters: [] }
  if (tokens.length === 0) return parsed
  const root = parseOr(0)
  if (pos < tokens.length) {
    const t = tokens[pos]
    throw queryError(t.type === ')' ? '")" has no "(" to close' : `unexpected "${t.raw}"`, t.raw, t.at)
  }
  // The top level's plain words and filters keep today's meaning; the rest become conditions.
  const conditions: Condition[] = []
  for (const item of root.op === 'and' ? flatten(root.items) : [root]) {
    if (item.op === 'word') {
      const text = item.text.trim()
      if (text) parsed.text.push(text)
    } else if (item.op === 'filter' && item.filter.field !== 'name' && item.filter.field !== 'text') parsed.filters.push(item.filter)
    else conditions.push(item)
  }
  if (conditions.length) parsed.conditions = conditions
  return parsed
}

/** A group inside a group of the same kind (`a (b c)`) is one group. */
function flatten(items: Condition[]): Condition[] {
  return items.flatMap((c) => (c.op === 'and' ? flatten(c.items) : [c]))
}

function readFilter(t: Extract<Token, { type: 'filter' }>): Filter {
  const field = t.key.toLowerCase()
  const token = t.raw
  if (!(FILTER_KEYS as readonly string[]).includes(field)) {
    throw queryError(`unknown filter "${t.key}${t.op}"`, token, t.at, `(filters: ${FILTER_KEYS.join(', ')})`)
  }
  const key = field as FilterKey
  const list: { value: string; at: Span }[] = []
  let from = 0
  for (const part of t.value.split(',')) {
    const lead = part.length - part.trimStart().length
    const value = part.trim()
    if (value) list.push({ value, at: { offset: t.valueAt + from + lead, length: value.length } })
    from += part.length + 1
  }
  const textOnly = () => {
    if (t.op !== ':' && t.op !== '=') throw queryError(`"${key}" takes ":" not "${t.op}" in "${token}"`, token, t.at)
  }
  // `missing:` alone is a whole filter: the cards the player owns no copy of.
  if (key === 'missing' && list.length === 0 && !t.quoted) {
    textOnly()
    return { field: 'missing', missing: true }
  }
  if (list.length === 0) throw queryError(`"${token}" needs a value`, token, t.at)
  switch (key) {
    case 'kind': {
      textOnly()
      const kinds = list.flatMap(({ value, at }) => {
        const k = KIND_WORDS[value.toLowerCase()]
        if (!k) throw queryError(`unknown kind "${value}"`, value, at, `(kinds: ${[...CARD_KINDS, 'character'].join(', ')})`)
        return k
      })
      return { field: 'kind', kinds: [...new Set(kinds)] }
    }
    case 'ability': {
      textOnly()
      const types = list.map(({ value, at }) => {
        const v = value.toLowerCase()
        if (v !== 'none' && !(ABILITY_TYPES as readonly string[]).includes(v)) {
          throw queryError(`unknown ability type "${value}"`, value, at, `(${ABILITY_TYPES.join(', ')}, none)`)
        }
        return v as AbilityType | 'none'
      })
      return { field: 'ability', types }
    }
    case 'rarity':
      textOnly()
      return { field: 'rarity', values: list.map((v) => v.value.toUpperCase()) }
    case 'set':
      textOnly()
      return { field: 'set', values: list.map((v) => v.value) }
    case 'number':
      textOnly()
      return { field: 'number', values: list.map((v) => v.value.toUpperCase()) }
    case 'backup':
      textOnly()
      return { field: 'backup', name: t.value.trim() }
    case 'name':
    case 'text':
      textOnly()
      return { field: key, words: t.value.trim(), exact: t.quoted }
    case 'missing': {
      textOnly()
      const v = t.value.trim().toLowerCase()
      if (v !== 'yes' && v !== 'no') throw queryError(`"missing" takes yes or no, not "${t.value.trim()}"`, token, t.at, '(missing: alone means yes)')
      return { field: 'missing', missing: v === 'yes' }
    }
    default: {
      if (!/^-?\d+$/.test(t.value.trim())) throw queryError(`"${key}" needs a whole number in "${token}"`, token, t.at)
      return { field: key, op: t.op === ':' ? '=' : (t.op as Comparison), value: Number(t.value) }
    }
  }
}
