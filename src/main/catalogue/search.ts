// Card search: each typed word is matched against the FTS5 index's own vocabulary (exact, prefix, a
// run-together pair like "chunli", then typos), FTS5 finds the cards, and a small scorer ranks exact
// name hits above prefixes, typos, alternative names and rules text.
import { RARITIES, type CardRef } from '../../shared/card'
import type { BrowseResult, SearchResult, SearchScope } from '../../shared/contract'
import { nearestNames } from '../core/card-index'
import type { Condition, Filter } from '../core/query'
import { parseQuery, QuerySyntaxError } from '../core/query'
import { editDistance, looseCardNumber, squash, words } from '../core/text'
import { artOf, CARD_COLUMNS, statsOf, type Catalogue, type CardRow } from './catalogue'

/** How many FTS candidates (best bm25 first) are re-ranked; the rest only count towards `total`. */
const CANDIDATES = 200
/**
 * A list's first screen ranks at most this many matches (the first in the catalogue's order) and does not
 * count the rest: at 100k cards a one-letter word matches 10k cards, and ranking and counting them all
 * takes tens of milliseconds, too long for a keystroke. The count follows when the list asks for more.
 */
const FIRST_SCREEN_MATCHES = 500
/** How many spellings of one typed word are looked up. */
const EXPANSIONS = 24

const FIELD_WEIGHT = { name: 1, alt: 0.8, text: 0.5 } as const
const OPS = { '=': '=', '<': '<', '<=': '<=', '>': '>', '>=': '>=' } as const
/** The copies of card `c` the player owns (the collection keeps counts by set and number; none is 0). */
const OWNED = '(SELECT coalesce(max(o.owned), 0) FROM collection o WHERE o.set_id = c.set_id AND o.number = c.number)'

interface Vocabulary {
  terms: string[] // sorted
  /** Terms that may be typo-corrected, by length, each with its letterMask. */
  byLength: Map<number, { terms: string[]; masks: Int32Array }>
}

/** What one typed word may mean: indexed terms (one, or two in a row) with a match quality in (0, 1]. */
type Expansion = { terms: string[]; quality: number }[]

/** A card number typed alone ("C001", "s12", "#c1") means that card in each set searched. */
const CARD_NUMBER = /^#?[A-Za-z]{1,3}\d{1,4}[A-Za-z]?$/

/** The number typed alone, as typed (less a leading #) and padded; three digits or more alone are a number too. */
function looseNumber(text: string): { typed: string; letters: string; padded: string } | null {
  const loose = looseCardNumber(text)
  if (!loose || !(CARD_NUMBER.test(text) || /^#?\d{3,4}$/.test(text))) return null
  return { typed: text.replace(/^#/, ''), ...loose }
}

interface Found {
  total: number
  /** False when `total` is only a lower bound: the first screen was found without counting every match. */
  counted: boolean
  rows: CardRow[]
  scores: number[]
  sets: string[]
  suggestions: CardRef[]
  partial?: SearchScope['partial']
}

export class CardSearch {
  private vocabulary: Vocabulary | null = null
  private vocabularyRevision = -1
  private knownRarities: { revision: number; values: Set<string> } | null = null

  constructor(private readonly catalogue: Catalogue) {}

  /** Best first, as whole cards; every match ranked and counted. */
  search(query: string, limit = 50): SearchResult {
    const { rows, scores, counted: _, ...found } = this.find(query, limit, 0, false)
    return { query, ...found, cards: this.catalogue.toCards(rows).map((c, i) => ({ ...c, score: scores[i] })) }
  }

  /**
   * Best first, as the short rows a card list shows; `offset` pages through a long list. The first page
   * (offset 0) of a large catalogue may come uncounted (see FIRST_SCREEN_MATCHES); any later page counts.
   */
  browse(query: string, limit = 50, offset = 0): BrowseResult {
    const { rows, scores, ...found } = this.find(query, limit, offset, offset === 0)
    const owned = this.ownedOf(rows)
    return {
      query,
      ...found,
      cards: rows.map((r, i) => ({
        ...statsOf(r),
        ability: r.ability_type || r.ability_name ? { name: r.ability_name, type: r.ability_type } : null,
        image: r.image,
        art: artOf(r) ?? null,
        score: scores[i],
        owned: owned[i],
      })),
    }
  }

  /** The copies owned of each row's card, in the rows' order (one read). */
  private ownedOf(rows: readonly CardRow[]): number[] {
    if (rows.length === 0) return []
    const found = this.catalogue.db
      .prepare(
        `SELECT k.key AS i, o.owned FROM json_each(?) k JOIN collection o ON o.set_id = json_extract(k.value, '$[0]') AND o.number = json_extract(k.value, '$[1]')`,
      )
      .all(JSON.stringify(rows.map((r) => [r.set_id, r.number]))) as { i: number; owned: number }[]
    const owned = rows.map(() => 0)
    for (const f of found) owned[f.i] = f.owned
    return owned
  }

  /** `firstScreen`: the first page only, found without ranking or counting every match of a broad query. */
  private find(query: string, limit: number, offset: number, firstScreen: boolean): Found {
    const parsed = parseQuery(query)
    const where: string[] = []
    const params: Record<string, unknown> = {}
    const sets = this.filterSql(parsed.filters, parsed.conditions ?? [], where, params)
    const none = { total: 0, counted: true, rows: [], scores: [], sets, suggestions: [] }

    const loose = parsed.text.length === 1 ? looseNumber(parsed.text[0]) : null
    if (loose) {
      // As typed first ("F1" in a set of the player's), else padded: c1, C01 and #C001 are C001, and 001 any set's.
      const padded = loose.letters ? 'upper(c.number) = @padded' : `ltrim(upper(c.number), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') = @padded`
      for (const [condition, value] of [
        ['c.number = @number COLLATE NOCASE', loose.typed],
        [padded, loose.padded],
      ] as const) {
        const byNumber = this.list([...where, condition], { ...params, number: value, padded: value }, limit, offset)
        if (byNumber.total > 0) return { ...none, ...byNumber }
      }
    }
    const typed = parsed.text.flatMap(words)
    if (typed.length === 0) return { ...none, ...(firstScreen ? this.firstOfList(sets, where, params, limit) : this.list(where, params, limit, offset)) }

    const expansions = typed.map((w) => this.expand(w))
    const found = expansions.some((e) => e.length === 0) ? none : this.match(expansions, parsed.text, where, params, limit, offset, firstScreen)
    if (found.total === 0 && expansions.length > 1) {
      const most = this.mostWords(expansions, where, params, limit, offset)
      if (most) return { ...none, ...most }
    }
    const suggestions = found.total === 0 && offset === 0 ? this.suggest(expansions, parsed.text.join(' '), params.scope) : []
    return { ...none, ...found, suggestions }
  }

  /**
   * No card holds every word ("terry bogard", "kyo kusanagi ryu"): the cards that hold the most of them, most
   * first, then by rank; `partial` says how many of the words the first ones hold. Null when none holds any.
   */
  private mostWords(expansions: Expansion[], where: string[], params: Record<string, unknown>, limit: number, offset: number) {
    const usable = expansions.filter((e) => e.length > 0)
    if (usable.length === 0) return null
    const any = (e: Expansion) => `(${e.map((alt) => `"${alt.terms.join(' ')}"`).join(' OR ')})`
    const from = `FROM cards_fts JOIN cards c ON c.id = cards_fts.rowid WHERE ${[...where, 'cards_fts MATCH @match'].join(' AND ')}`
    const db = this.catalogue.db
    const ids = db
      .prepare(`SELECT c.id ${from} ORDER BY bm25(cards_fts, 10, 6, 1) LIMIT ${CANDIDATES}`)
      .pluck()
      .all({ ...params, match: usable.map(any).join(' OR ') }) as number[]
    if (ids.length === 0) return null
    const held = new Map(ids.map((id) => [id, 0]))
    const among = { ...params, ids: JSON.stringify(ids) }
    for (const e of usable) {
      const holding = db
        .prepare(`SELECT c.id ${from} AND c.id IN (SELECT value FROM json_each(@ids))`)
        .pluck()
        .all({ ...among, match: any(e) }) as number[]
      for (const id of holding) held.set(id, held.get(id)! + 1)
    }
    // Most words first; equal counts keep bm25's order.
    const order = [...ids].sort((a, b) => held.get(b)! - held.get(a)!)
    const page = order.slice(offset, offset + limit)
    const byId = new Map(
      (
        db
          .prepare(`SELECT ${CARD_COLUMNS}, c.id AS row_id FROM cards c WHERE c.id IN (SELECT value FROM json_each(@page))`)
          .all({ page: JSON.stringify(page) }) as (CardRow & { row_id: number })[]
      ).map((r) => [r.row_id, r]),
    )
    const rows = page.map((id) => byId.get(id)!)
    return {
      total: ids.length,
      counted: true,
      rows,
      scores: page.map((id) => Math.round((held.get(id)! / expansions.length) * 1000) / 1000),
      partial: { matched: held.get(order[0])!, of: expansions.length },
    }
  }

  /**
   * Nothing matched every word ("terry bogard"): the cards whose names hold any of the words (FTS finds
   * them, so this stays fast at 100k cards), the ones that look like what was typed, nearest first.
   */
  private suggest(expansions: Expansion[], text: string, scope: unknown): CardRef[] {
    const any = expansions.flat().map((alt) => `"${alt.terms.join(' ')}"`)
    if (any.length === 0) return []
    const rows = this.catalogue.db
      .prepare(
        `SELECT c.set_id AS "set", c.number, c.name, c.kind, c.alt_names FROM cards_fts JOIN cards c ON c.id = cards_fts.rowid
         WHERE cards_fts MATCH @match AND c.set_id IN (SELECT value FROM json_each(@scope)) ORDER BY bm25(cards_fts, 10, 6, 1) LIMIT 50`,
      )
      .all({ match: `{name alt} : (${any.join(' OR ')})`, scope }) as (CardRef & { alt_names: string })[]
    const candidates = rows.map(({ alt_names, ...card }) => ({ ...card, altNames: JSON.parse(alt_names) as string[] }))
    return nearestNames(text, candidates, 3).map(({ set, number, name, kind }) => ({ set, number, name, kind }))
  }

  /** The cards the filters let through, in set and number order. */
  private list(where: string[], params: Record<string, unknown>, limit: number, offset: number) {
    const sql = `FROM cards c JOIN sets s ON s.id = c.set_id ${where.length ? 'WHERE ' + where.join(' AND ') : ''}`
    const db = this.catalogue.db
    const total = db.prepare(`SELECT count(*) ${sql}`).pluck().get(params) as number
    const rows = db
      .prepare(`SELECT ${CARD_COLUMNS} ${sql} ORDER BY s.position, c.set_id, c.id LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit, offset }) as CardRow[]
    return { total, counted: true, rows, scores: rows.map(() => 1) }
  }

  /**
   * The first page of `list`, read set by set in the sets' order (each in card order through its index), and
   * stopping when full: no sort and no count of a 100k-card list. A page that is not full was counted.
   */
  private firstOfList(sets: string[], where: string[], params: Record<string, unknown>, limit: number) {
    const db = this.catalogue.db
    const rows: CardRow[] = []
    for (const set of sets) {
      const sql = `SELECT ${CARD_COLUMNS} FROM cards c WHERE ${[...where, 'c.set_id = @set'].join(' AND ')} ORDER BY c.id LIMIT @limit`
      rows.push(...(db.prepare(sql).all({ ...params, set, limit: limit - rows.length }) as CardRow[]))
      if (rows.length >= limit) break
    }
    return { total: rows.length, counted: rows.length < limit, rows, scores: rows.map(() => 1) }
  }

  /**
   * The cards whose text holds every typed word (as one of its spellings), best first. Only the best
   * CANDIDATES by bm25 are re-ranked; on a first screen, only among the first FIRST_SCREEN_MATCHES matches.
   */
  private match(
    expansions: Expansion[],
    text: string[],
    where: string[],
    params: Record<string, unknown>,
    limit: number,
    offset: number,
    firstScreen: boolean,
  ) {
    const match = expansions.map((e) => `(${e.map((alt) => `"${alt.terms.join(' ')}"`).join(' OR ')})`).join(' AND ')
    const from = `FROM cards_fts JOIN cards c ON c.id = cards_fts.rowid JOIN sets s ON s.id = c.set_id WHERE ${[...where, 'cards_fts MATCH @match'].join(' AND ')}`
    const all = { ...params, match }
    const db = this.catalogue.db
    // The best candidates' ids are ranked first and only then joined to their cards: the sort carries ids, not rows.
    const ranked = `SELECT c.id, bm25(cards_fts, 10, 6, 1) AS rank ${from}`
    const best = firstScreen
      ? `SELECT id, rank, count(*) OVER () AS matched FROM (${ranked} LIMIT ${FIRST_SCREEN_MATCHES}) ORDER BY rank LIMIT ${CANDIDATES}`
      : `SELECT id, rank, NULL AS matched FROM (${ranked}) ORDER BY rank LIMIT ${CANDIDATES}`
    // Past the candidates, a page holds nothing more: only the count is wanted.
    const rows = (
      offset < CANDIDATES
        ? db
            .prepare(
              `SELECT ${CARD_COLUMNS}, c.squash, s.position, b.matched FROM (${best}) b JOIN cards c ON c.id = b.id JOIN sets s ON s.id = c.set_id ORDER BY b.rank`,
            )
            .all(all)
        : []
    ) as (CardRow & { squash: string; position: number; matched: number | null })[]
    let total: number
    let counted = true
    if (firstScreen) {
      total = rows[0]?.matched ?? 0
      counted = total < FIRST_SCREEN_MATCHES
    } else {
      total = offset < CANDIDATES && rows.length < CANDIDATES ? rows.length : (db.prepare(`SELECT count(*) ${from}`).pluck().get(all) as number)
    }

    const whole = squash(text.join(' '))
    const scored = rows.map((row, order) => ({ row, order, score: scoreRow(row, expansions, whole) }))
    scored.sort((a, b) => b.score - a.score || a.row.position - b.row.position || a.order - b.order)
    const top = scored.slice(offset, offset + limit)
    return { total, counted, rows: top.map((s) => s.row), scores: top.map((s) => s.score) }
  }

  /** The rarities a `rarity:` filter may name: the game's, and any a card file brought. */
  private rarities(): Set<string> {
    if (this.knownRarities?.revision !== this.catalogue.revision) {
      const used = this.catalogue.db.prepare('SELECT DISTINCT upper(rarity) FROM cards WHERE rarity IS NOT NULL').pluck().all() as string[]
      this.knownRarities = { revision: this.catalogue.revision, values: new Set([...RARITIES, ...used]) }
    }
    return this.knownRarities.values
  }

  /**
   * Adds the filters' and conditions' SQL; returns the sets searched. A `set:` among the top-level filters
   * narrows the sets searched; one inside an OR, a group or a negation is a condition on the card's set, and
   * the sets it names join those searched. Unknown sets and rarities are refused with the known ones.
   */
  private filterSql(filters: Filter[], conditions: Condition[], where: string[], params: Record<string, unknown>): string[] {
    let sets: string[] | null = null
    filters.forEach((f, i) => {
      if (f.field === 'set') {
        const named = this.namedSets(f)
        sets = sets ? sets.filter((id) => named.includes(id)) : named
      } else where.push(this.filterCondition(f, `f${i}`, params))
    })
    const widen = new Set<string>()
    let n = 0
    const sql = (c: Condition): string => {
      switch (c.op) {
        case 'not':
          // A card without the value (an action's BP) is not "BP >= 1000": NULL counts as false.
          return `NOT coalesce(${sql(c.item)}, 0)`
        case 'and':
        case 'or':
          return `(${c.items.map(sql).join(c.op === 'and' ? ' AND ' : ' OR ')})`
        case 'word':
          return this.ftsCondition('', c.text, c.exact, `q${n++}`, params)
        case 'filter': {
          const f = c.filter
          if (f.field === 'name') return this.ftsCondition('{name alt} : ', f.words, f.exact, `q${n++}`, params)
          if (f.field === 'text') return this.ftsCondition('{text} : ', f.words, f.exact, `q${n++}`, params)
          if (f.field !== 'set') return this.filterCondition(f, `q${n++}`, params)
          const named = this.namedSets(f)
          for (const id of named) widen.add(id)
          const p = `q${n++}`
          params[p] = JSON.stringify(named)
          return `c.set_id IN (SELECT value FROM json_each(@${p}))`
        }
      }
    }
    for (const c of conditions) where.push(sql(c))
    const base: string[] = sets ?? this.catalogue.defaultScope()
    const scope = [...base, ...this.catalogue.setIds().filter((id) => widen.has(id) && !base.includes(id))]
    // Widened past the top-level set: filter, the card must still be in one of those sets.
    if (sets && scope.length > base.length) {
      where.push('c.set_id IN (SELECT value FROM json_each(@narrow))')
      params.narrow = JSON.stringify(base)
    }
    where.push('c.set_id IN (SELECT value FROM json_each(@scope))')
    params.scope = JSON.stringify(scope)
    return scope
  }

  /** The sets a `set:` filter names (`all`: every set); an unknown one is refused, pointing at it. */
  private namedSets(f: Extract<Filter, { field: 'set' }>): string[] {
    const known = this.catalogue.setIds()
    const bad = f.values.findIndex((v) => v !== 'all' && !known.includes(v))
    if (bad >= 0) throw this.badValue(f, bad, `unknown set "${f.values[bad]}"`, `(sets: ${[...known, 'all'].join(', ')})`)
    return f.values.includes('all') ? known : known.filter((id) => f.values.includes(id))
  }

  /**
   * An unknown set or rarity: found in the catalogue, not by the parser, and worded as before (the command's
   * scripts may read it), so it says no position; the app finds the quoted value in the query itself.
   */
  private badValue(f: Filter & { values: string[] }, index: number, what: string, hint: string): QuerySyntaxError {
    return new QuerySyntaxError(`${what} ${hint}`, f.values[index])
  }

  /** A word or phrase matched through the index (`columns`: an FTS5 column filter), or always true when it holds no word. */
  private ftsCondition(columns: string, text: string, exact: boolean, p: string, params: Record<string, unknown>): string {
    const typed = words(text)
    if (typed.length === 0) return '1'
    // Folded words hold only letters and digits, so quoting them keeps FTS5's syntax out of the match.
    params[p] = `${columns}"${typed.join(' ')}"${exact ? '' : ' *'}`
    return `c.id IN (SELECT rowid FROM cards_fts WHERE cards_fts MATCH @${p})`
  }

  /** One filter (not `set:`, `name:` or `text:`) as a SQL condition on the card `c`. */
  private filterCondition(f: Filter, p: string, params: Record<string, unknown>): string {
    switch (f.field) {
      case 'kind':
        params[p] = JSON.stringify(f.kinds)
        return `c.kind IN (SELECT value FROM json_each(@${p}))`
      case 'rarity': {
        const known = this.rarities()
        const bad = f.values.findIndex((v) => !known.has(v))
        if (bad >= 0) throw this.badValue(f, bad, `unknown rarity "${f.values[bad]}"`, `(rarities: ${[...known].join(', ')})`)
        params[p] = JSON.stringify(f.values)
        return `upper(c.rarity) IN (SELECT value FROM json_each(@${p}))`
      }
      case 'number':
        params[p] = JSON.stringify(f.values)
        return `upper(c.number) IN (SELECT value FROM json_each(@${p}))`
      case 'ability': {
        const none = f.types.includes('none')
        const types = f.types.filter((t) => t !== 'none')
        const parts = [
          ...(types.length ? [`c.ability_type IN (SELECT value FROM json_each(@${p}))`] : []),
          ...(none ? ['(c.ability_text IS NULL AND c.ability_name IS NULL)'] : []),
        ]
        params[p] = JSON.stringify(types)
        return `(${parts.join(' OR ')})`
      }
      case 'backup': {
        // Names are case-sensitive (Zero and ZERO are different cards); a name typed in the wrong
        // case still finds its cards when no card is listed under that exact spelling.
        const exact = this.catalogue.db.prepare('SELECT 1 FROM card_backups WHERE name = ? LIMIT 1').get(f.name)
        params[p] = f.name
        return `EXISTS (SELECT 1 FROM card_backups b WHERE b.card_id = c.id AND b.name = @${p}${exact ? '' : ' COLLATE NOCASE'})`
      }
      case 'bp':
      case 'sp':
      case 'cost': {
        params[p] = f.value
        return `c.${f.field} ${OPS[f.op]} @${p}`
      }
      case 'owned':
        params[p] = f.value
        return `${OWNED} ${OPS[f.op]} @${p}`
      case 'missing':
        return `${OWNED} ${f.missing ? '=' : '>'} 0`
      default:
        throw new Error(`filter ${f.field} is not a plain condition`)
    }
  }

  /** The indexed spellings a typed word may mean: itself, words it begins, two words run together, near misses. */
  private expand(word: string): Expansion {
    const vocab = this.vocab()
    const found = new Map<string, Expansion[number]>()
    const add = (terms: string[], quality: number) => {
      const key = terms.join(' ')
      if ((found.get(key)?.quality ?? 0) < quality) found.set(key, { terms, quality })
    }
    if (binaryHas(vocab.terms, word)) add([word], 1)
    if (word.length >= 2) {
      for (let i = lowerBound(vocab.terms, word), n = 0; i < vocab.terms.length && vocab.terms[i].startsWith(word) && n < EXPANSIONS * 4; i++, n++) {
        if (vocab.terms[i] !== word) add([vocab.terms[i]], 0.8 + 0.1 * (word.length / vocab.terms[i].length))
      }
    }
    // "chunli" for Chun Li, "mbison" for M.Bison.
    for (let i = 1; i < word.length; i++) {
      const left = word.slice(0, i)
      const right = word.slice(i)
      if (binaryHas(vocab.terms, left) && binaryHas(vocab.terms, right)) add([left, right], 0.95)
    }
    const max = word.length <= 3 || /\d/.test(word) ? 0 : word.length <= 6 ? 1 : 2
    const mask = letterMask(word)
    for (let len = word.length - max; len <= word.length + max && max > 0; len++) {
      const bucket = vocab.byLength.get(len)
      if (!bucket) continue
      for (let i = 0; i < bucket.terms.length; i++) {
        // Each edit changes at most two letters of the set of letters used: a cheap test before the real one.
        if (popcount(mask ^ bucket.masks[i]) > 2 * max) continue
        const d = editDistance(word, bucket.terms[i], max)
        if (d > 0 && d <= max) add([bucket.terms[i]], d === 1 ? 0.7 : 0.5)
      }
    }
    return [...found.values()].sort((a, b) => b.quality - a.quality).slice(0, EXPANSIONS)
  }

  private vocab(): Vocabulary {
    if (this.vocabulary && this.vocabularyRevision === this.catalogue.revision) return this.vocabulary
    const terms = this.savedTerms() ?? this.indexTerms()
    const lists = new Map<number, string[]>()
    for (const t of terms) {
      if (/\d/.test(t)) continue // numbers are matched exactly, never corrected
      const list = lists.get(t.length)
      if (list) list.push(t)
      else lists.set(t.length, [t])
    }
    const byLength = new Map([...lists].map(([len, list]) => [len, { terms: list, masks: Int32Array.from(list, letterMask) }]))
    this.vocabulary = { terms, byLength }
    this.vocabularyRevision = this.catalogue.revision
    return this.vocabulary
  }

  /**
   * Saves the vocabulary for the next start when the saved one no longer matches the index (run at close:
   * listing the index's words takes about 0.1 s at 100k cards, reading them back 1 ms). It is only a cache:
   * a database that is read-only, busy or damaged goes without it, and the next start lists the words again.
   */
  saveVocabulary(): void {
    try {
      if (this.savedTerms() !== null) return
      this.catalogue.db
        .prepare('INSERT OR REPLACE INTO search_vocabulary (id, index_structure, terms) VALUES (1, @structure, @terms)')
        .run({ structure: this.indexStructure(), terms: this.indexTerms().join('\n') })
    } catch (err) {
      if (!String((err as { code?: unknown }).code).startsWith('SQLITE_')) throw err
    }
  }

  /** Every word of the index, sorted, from the index itself (reads all of it). */
  private indexTerms(): string[] {
    return (this.catalogue.db.prepare('SELECT term FROM cards_vocab').pluck().all() as string[]).sort()
  }

  /** The saved vocabulary if it was built from the index as it is now, else null. */
  private savedTerms(): string[] | null {
    const saved = this.catalogue.db.prepare('SELECT index_structure, terms FROM search_vocabulary WHERE id = 1').get() as
      { index_structure: Buffer; terms: string } | undefined
    if (!saved || !saved.index_structure.equals(this.indexStructure())) return null
    return saved.terms === '' ? [] : saved.terms.split('\n')
  }

  /** FTS5's structure record of the card index (row 10 of its data table), rewritten whenever the index changes. */
  private indexStructure(): Buffer {
    return (this.catalogue.db.prepare('SELECT block FROM cards_fts_data WHERE id = 10').pluck().get() as Buffer | undefined) ?? Buffer.alloc(0)
  }
}

function scoreRow(row: CardRow & { squash: string }, expansions: Expansion[], whole: string): number {
  const name = words(row.name)
  const alt = row.alt_names === '[]' ? [] : words((JSON.parse(row.alt_names) as string[]).join(' '))
  let text: string[] | null = null // tokenized only when a word is not found in the names
  let sum = 0
  for (const alternatives of expansions) {
    let best = 0
    for (const { terms, quality } of alternatives) {
      if (FIELD_WEIGHT.name * quality > best && containsRun(name, terms)) best = FIELD_WEIGHT.name * quality
      else if (FIELD_WEIGHT.alt * quality > best && containsRun(alt, terms)) best = FIELD_WEIGHT.alt * quality
    }
    for (const { terms, quality } of alternatives) {
      if (FIELD_WEIGHT.text * quality <= best) continue
      text ??= words(`${row.ability_name ?? ''} ${row.ability_text ?? ''} ${row.text ?? ''}`)
      if (containsRun(text, terms)) best = FIELD_WEIGHT.text * quality
    }
    sum += best
  }
  const names = row.squash.split(' ')
  const bonus = names[0] === whole ? 0.5 : names.includes(whole) ? 0.4 : names[0].startsWith(whole) ? 0.25 : 0
  return Math.round(((sum / expansions.length + bonus) / 1.5) * 1000) / 1000
}

function containsRun(tokens: string[], run: string[]): boolean {
  for (let i = 0; i + run.length <= tokens.length; i++) {
    if (run.every((t, k) => tokens[i + k] === t)) return true
  }
  return false
}

/** One bit per letter a–z (anything else shares bit 26). */
function letterMask(term: string): number {
  let mask = 0
  for (let i = 0; i < term.length; i++) {
    const c = term.charCodeAt(i) - 97
    mask |= 1 << (c >= 0 && c < 26 ? c : 26)
  }
  return mask
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
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
