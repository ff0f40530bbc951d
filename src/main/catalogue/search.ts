// Card search: SQLite FTS5 finds candidates (typos corrected against the index's own vocabulary),
// then a small scorer ranks exact name hits above prefixes, typos and rules-text hits.
import type { SearchResult } from '../../shared/contract'
import type { Filter } from '../core/query'
import { parseQuery } from '../core/query'
import { editDistance, squash, words } from '../core/text'
import { CARD_COLUMNS, type Catalogue, type CardRow } from './catalogue'

/** How many FTS candidates are ranked; the rest only count towards `total`. */
const CANDIDATES = 1000
/** How many spellings of one typed word are looked up. */
const EXPANSIONS = 24

const FIELD_WEIGHT = { name: 1, squash: 1, alt: 0.8, text: 0.5 } as const

interface Vocabulary {
  terms: string[] // sorted
  byLength: Map<number, string[]>
}

type Expansion = Map<string, number> // term -> match quality in (0, 1]

export class CardSearch {
  private vocabulary: Vocabulary | null = null
  private vocabularyRevision = -1

  constructor(private readonly catalogue: Catalogue) {}

  search(query: string, limit = 50): SearchResult {
    const parsed = parseQuery(query)
    const where: string[] = []
    const params: Record<string, unknown> = {}
    this.filterSql(parsed.filters, where, params)

    const typed = parsed.text.flatMap(words)
    if (typed.length === 0) {
      const sql = `FROM cards c JOIN sets s ON s.id = c.set_id ${where.length ? 'WHERE ' + where.join(' AND ') : ''}`
      const db = this.catalogue.db
      const total = db.prepare(`SELECT count(*) ${sql}`).pluck().get(params) as number
      const rows = db
        .prepare(`SELECT ${CARD_COLUMNS} ${sql} ORDER BY s.position, c.id LIMIT @limit`)
        .all({ ...params, limit }) as CardRow[]
      return { query, total, cards: this.catalogue.toCards(rows).map((c) => ({ ...c, score: 1 })) }
    }

    const expansions = typed.map((w) => this.expand(w))
    if (expansions.some((e) => e.size === 0)) return { query, total: 0, cards: [] }
    params.match = expansions.map((e) => `(${[...e.keys()].map((t) => `"${t}"`).join(' OR ')})`).join(' AND ')
    where.push('cards_fts MATCH @match')
    const from = `FROM cards_fts JOIN cards c ON c.id = cards_fts.rowid JOIN sets s ON s.id = c.set_id WHERE ${where.join(' AND ')}`
    const db = this.catalogue.db
    const rows = db
      .prepare(`SELECT ${CARD_COLUMNS}, c.squash, s.position ${from} ORDER BY bm25(cards_fts, 10, 10, 6, 1) LIMIT ${CANDIDATES}`)
      .all(params) as (CardRow & { squash: string; position: number })[]
    const total = rows.length < CANDIDATES ? rows.length : (db.prepare(`SELECT count(*) ${from}`).pluck().get(params) as number)

    const whole = squash(parsed.text.join(' '))
    const scored = rows.map((row, order) => ({ row, order, score: scoreRow(row, expansions, whole) }))
    scored.sort((a, b) => b.score - a.score || a.row.position - b.row.position || a.order - b.order)
    const top = scored.slice(0, limit)
    const cards = this.catalogue.toCards(top.map((s) => s.row))
    return { query, total, cards: cards.map((c, i) => ({ ...c, score: top[i].score })) }
  }

  private filterSql(filters: Filter[], where: string[], params: Record<string, unknown>): void {
    let setFiltered = false
    filters.forEach((f, i) => {
      const p = `f${i}`
      switch (f.field) {
        case 'kind':
          where.push(`c.kind IN (SELECT value FROM json_each(@${p}))`)
          params[p] = JSON.stringify(f.kinds)
          break
        case 'rarity':
          where.push(`upper(c.rarity) IN (SELECT value FROM json_each(@${p}))`)
          params[p] = JSON.stringify(f.values)
          break
        case 'set':
          setFiltered = true
          if (!f.values.includes('all')) {
            where.push(`c.set_id IN (SELECT value FROM json_each(@${p}))`)
            params[p] = JSON.stringify(f.values)
          }
          break
        case 'ability': {
          const none = f.types.includes('none')
          const types = f.types.filter((t) => t !== 'none')
          const parts = [
            ...(types.length ? [`c.ability_type IN (SELECT value FROM json_each(@${p}))`] : []),
            ...(none ? ['(c.ability_text IS NULL AND c.ability_name IS NULL)'] : []),
          ]
          where.push(`(${parts.join(' OR ')})`)
          params[p] = JSON.stringify(types)
          break
        }
        case 'backup': {
          // Names are case-sensitive (Zero and ZERO are different cards); a name typed in the wrong
          // case still finds its cards when no card is listed under that exact spelling.
          const exact = this.catalogue.db.prepare('SELECT 1 FROM card_backups WHERE name = ? LIMIT 1').get(f.name)
          where.push(
            `EXISTS (SELECT 1 FROM card_backups b WHERE b.card_id = c.id AND b.name = @${p}${exact ? '' : ' COLLATE NOCASE'})`,
          )
          params[p] = f.name
          break
        }
        default: {
          const ops = { '=': '=', '<': '<', '<=': '<=', '>': '>', '>=': '>=' } as const
          where.push(`c.${f.field} ${ops[f.op]} @${p}`)
          params[p] = f.value
        }
      }
    })
    if (!setFiltered) {
      where.push('s.in_default_scope = 1')
    }
  }

  /** The indexed spellings a typed word may mean: itself, words it begins, and near misses. */
  private expand(word: string): Expansion {
    const vocab = this.vocab()
    const found: Expansion = new Map()
    if (binaryHas(vocab.terms, word)) found.set(word, 1)
    if (word.length >= 2) {
      for (let i = lowerBound(vocab.terms, word); i < vocab.terms.length && vocab.terms[i].startsWith(word); i++) {
        const t = vocab.terms[i]
        if (t !== word) found.set(t, 0.8 + 0.1 * (word.length / t.length))
        if (found.size >= EXPANSIONS * 4) break
      }
    }
    const max = word.length <= 3 || /\d/.test(word) ? 0 : word.length <= 6 ? 1 : 2
    for (let len = word.length - max; len <= word.length + max && max > 0; len++) {
      for (const t of vocab.byLength.get(len) ?? []) {
        if (found.has(t)) continue
        const d = editDistance(word, t, max)
        if (d <= max) found.set(t, d === 1 ? 0.7 : 0.5)
      }
    }
    return new Map([...found].sort((a, b) => b[1] - a[1]).slice(0, EXPANSIONS))
  }

  private vocab(): Vocabulary {
    if (this.vocabulary && this.vocabularyRevision === this.catalogue.revision) return this.vocabulary
    const terms = (this.catalogue.db.prepare('SELECT term FROM cards_vocab').pluck().all() as string[]).sort()
    const byLength = new Map<number, string[]>()
    for (const t of terms) {
      if (/\d/.test(t)) continue // numbers are matched exactly, never corrected
      const list = byLength.get(t.length)
      if (list) list.push(t)
      else byLength.set(t.length, [t])
    }
    this.vocabulary = { terms, byLength }
    this.vocabularyRevision = this.catalogue.revision
    return this.vocabulary
  }
}

function scoreRow(row: CardRow & { squash: string }, expansions: Expansion[], whole: string): number {
  const fields: [keyof typeof FIELD_WEIGHT, string[]][] = [
    ['name', words(row.name)],
    ['squash', row.squash.split(' ')],
    ['alt', words((JSON.parse(row.alt_names) as string[]).join(' '))],
    ['text', words(`${row.ability_name ?? ''} ${row.ability_text ?? ''} ${row.text ?? ''}`)],
  ]
  let sum = 0
  for (const e of expansions) {
    let best = 0
    for (const [field, tokens] of fields) {
      for (const t of tokens) best = Math.max(best, FIELD_WEIGHT[field] * (e.get(t) ?? 0))
    }
    sum += best
  }
  const name = squash(row.name)
  const bonus = name === whole ? 0.5 : name.startsWith(whole) ? 0.25 : 0
  return Math.round(((sum / expansions.length + bonus) / 1.5) * 1000) / 1000
}

function lowerBound(sorted: string[], key: string): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid] < key) lo = mid + 1
    else hi = mid
  }
  return lo
}

function binaryHas(sorted: string[], key: string): boolean {
  return sorted[lowerBound(sorted, key)] === key
}
