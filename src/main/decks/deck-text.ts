// The `.deck.txt` format (README, "Deck files"): headers, Main/Strikers sections, quantity + number/name lines.
import type { Deck, DeckEntry, DeckProblem, DeckZone } from '../../shared/deck'
import type { Format } from '../../shared/format'
import {
  cardLabel,
  DEFAULT_SET,
  MAX_COPIES,
  MAX_DECK_CARDS,
  MAX_DECK_NAME_LENGTH,
  MAX_ZONE_ENTRIES,
  NAME_TOO_LONG,
  tooManyCards,
  tooManyCopies,
  ZONE_TOO_BIG,
} from '../../shared/deck'
import { escaped } from '../../shared/plain-line'
import type { CardIndex, IndexedCard } from '../core/card-index'

/** A message quotes at most this much of a line: a junk line of a megabyte is not read back whole. */
export const MAX_QUOTE = 80
/** At most this many problems are listed, then how many more there are. */
export const MAX_PROBLEMS = 100
/** "Did you mean" is worked out for this many unknown names; a file of junk lines gets plain messages after them. */
const MAX_SUGGESTED = 20

/** Characters a message would show as nothing (zero-width, bidi controls, control characters; a tab shows). */
const INVISIBLE = /(?!\t)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu

/**
 * Text from the file, cut to MAX_QUOTE characters for a message, each invisible character written as `\u200B`:
 * a line that reads like a card's name but is not one shows why.
 */
export function quote(text: string): string {
  const cut = text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE).replace(/[\uD800-\uDBFF]$/, '')}…` : text
  return cut.replace(INVISIBLE, escaped)
}

const HEADER_KEYS = ['name', 'format', 'sets'] as const
type HeaderKey = (typeof HEADER_KEYS)[number]

const SECTION = /^(main|strikers?|considering)\s*:?$/i
/** `key:` then a space or the end — so a set-qualified number like `cfc-1999:C001` is not a header. */
const HEADER = /^([A-Za-z][\w-]*)\s*:(?:\s+(.*)|)$/
const QUANTITY = /^(?:(\d+)(\s*[xX]?)|[xX]\s?(\d+))\s+(\S.*)$/
/** The quantity after the name, as some lists write it: "Ryu x3", "Ryu 3x". */
const QUANTITY_AFTER = /^(\S.*?)\s+(?:[xX]\s?(\d+)|(\d+)\s?[xX])$/
const NEGATIVE = /^-\s*\d+[xX]?\s/
const ZERO = /^(?:0+[xX]?|[xX]0+)\s/
const NUMBER = /^(#?[A-Za-z]{1,3}\d{1,4}[A-Za-z]?)(?:\s+(\S.*))?$/
const QUALIFIED = /^([a-z0-9][\w-]*):([A-Za-z]{1,3}\d{1,4}[A-Za-z]?)(?:\s+(\S.*))?$/

/** A card line as written, before it is looked up. */
export interface CardLine {
  line: number
  zone: DeckZone
  count: number
  /** The card as written: number, number and name, or name. */
  card: string
  /** The text after any quantity, when that quantity could be part of a name ("3 Shimai (3 Sisters)"). */
  whole: string | null
}

export interface DeckSyntax {
  name: string | null
  format: string | null
  formatLine: number
  sets: string[] | null
  setsLine: number
  lines: CardLine[]
}

/** Reads the structure of a deck file. Problems are collected for every bad line, not just the first. */
export function parseDeckSyntax(text: string): { syntax: DeckSyntax; problems: DeckProblem[] } {
  const syntax: DeckSyntax = { name: null, format: null, formatLine: 0, sets: null, setsLine: 0, lines: [] }
  const problems: DeckProblem[] = []
  const seen = new Set<HeaderKey>()
  let zone: DeckZone = 'main'
  let inSections = false

  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = i + 1
    const t = raw.trim()
    if (t === '' || t.startsWith('#')) return

    // Most lines start with their quantity: only a line starting with a letter can be a section or a header.
    const first = t.charCodeAt(0)
    const section = first > 57 ? SECTION.exec(t) : null
    if (section) {
      const name = section[1].toLowerCase()
      zone = name === 'main' ? 'main' : name === 'considering' ? 'considering' : 'strikers'
      inSections = true
      return
    }

    const header = first > 57 ? HEADER.exec(t) : null
    if (header) {
      const key = header[1].toLowerCase()
      const value = (header[2] ?? '').trim()
      if (!(HEADER_KEYS as readonly string[]).includes(key)) {
        problems.push({ line, message: `unknown header "${quote(header[1])}:" (headers are name:, format: and sets:)` })
        return
      }
      const k = key as HeaderKey
      if (inSections) {
        problems.push({ line, message: `header "${k}:" must come before the first section` })
      } else if (seen.has(k)) {
        problems.push({ line, message: `"${k}:" is given twice` })
      } else {
        seen.add(k)
        readHeader(syntax, k, value, line, problems)
      }
      return
    }

    if (NEGATIVE.test(t) || ZERO.test(t)) {
      problems.push({ line, message: `quantity must be at least 1: "${quote(t)}"` })
      return
    }
    const q = QUANTITY.exec(t)
    const after = q ? null : QUANTITY_AFTER.exec(t)
    const count = q ? Number(q[1] ?? q[3]) : after ? Number(after[2] ?? after[3]) : 1
    if (count > MAX_COPIES) {
      problems.push({ line, message: `quantity ${count} is too large (at most ${MAX_COPIES} on a line)` })
      return
    }
    if (count === 0) {
      problems.push({ line, message: `quantity must be at least 1: "${quote(t)}"` })
      return
    }
    const bareCount = q !== null && q[1] !== undefined && q[2] === ''
    const card = q ? q[4].trim() : after ? after[1].trim() : t
    syntax.lines.push({ line, zone, count, card, whole: bareCount ? t : after ? t : null })
  })

  return { syntax, problems }
}

function readHeader(syntax: DeckSyntax, key: HeaderKey, value: string, line: number, problems: DeckProblem[]) {
  if (key === 'name') {
    if (value.length > MAX_DECK_NAME_LENGTH) problems.push({ line, message: `name: ${NAME_TOO_LONG}` })
    syntax.name = value || null
  } else if (key === 'format') {
    if (!value) problems.push({ line, message: '"format:" needs a format id' })
    syntax.format = value || null
    syntax.formatLine = line
  } else {
    const sets = [
      ...new Set(
        value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ]
    if (sets.length === 0) problems.push({ line, message: '"sets:" needs at least one set id' })
    syntax.sets = sets
    syntax.setsLine = line
  }
}

export interface DeckContext {
  formats: readonly string[]
  sets: readonly string[]
  /** The cards of the given sets, in that priority order. */
  indexFor(sets: readonly string[]): CardIndex
}

/** A deck read; `carried`: a format of its sender's own that a share code brought with it. */
export type DeckParse = { ok: true; deck: Deck; carried?: Format } | { ok: false; problems: DeckProblem[] }

/** Parses deck text and resolves every card line; any problem means no deck (nothing half-read). */
export function parseDeckText(text: string, context: DeckContext): DeckParse {
  const { syntax, problems } = parseDeckSyntax(text)
  if (syntax.format && !context.formats.includes(syntax.format)) {
    problems.push({
      line: syntax.formatLine,
      message: `unknown format "${quote(syntax.format)}" (known: ${context.formats.join(', ')})`,
    })
  }
  const sets = syntax.sets ?? [DEFAULT_SET]
  const unknownSets = sets.filter((s) => !context.sets.includes(s))
  for (const s of unknownSets) {
    problems.push({ line: syntax.setsLine, message: `unknown set "${quote(s)}" (known: ${context.sets.join(', ')})` })
  }
  const index = context.indexFor(sets.filter((s) => context.sets.includes(s)))
  // Every set, looked at only for a name the deck's sets lack: it may be a card of a set not named in "sets:".
  let all: CardIndex | undefined
  const everySet = () => (all ??= context.indexFor(context.sets))

  const deck = new DeckZones(sets)
  let suggestions = MAX_SUGGESTED
  // A file may repeat a line thousands of times: each different line is looked up once.
  const seen = new Map<string, Resolved>()
  for (const [i, cl] of syntax.lines.entries()) {
    // A file this broken is no deck: its remaining lines are counted, not each looked up.
    if (problems.length >= MAX_PROBLEMS) {
      const rest = syntax.lines.length - i
      problems.push({
        line: cl.line,
        message: `${rest.toLocaleString('en')} more card ${rest === 1 ? 'line' : 'lines'} not checked: too many problems before ${rest === 1 ? 'it' : 'them'}`,
      })
      break
    }
    const key = `${cl.count}\u0000${cl.card}\u0000${cl.whole ?? ''}`
    let found = seen.get(key)
    if (!found) {
      found = resolveLine(cl, index, suggestions > 0, everySet)
      seen.set(key, found)
    }
    if ('problem' in found) {
      if (found.unknown) suggestions--
      const fix =
        found.nearest && `${cl.count} ${found.nearest.set === index.sets[0] ? '' : `${found.nearest.set}:`}${found.nearest.number} ${found.nearest.name}`
      problems.push({ line: cl.line, message: found.problem, ...(fix ? { fix } : {}) })
      continue
    }
    deck.add(cl.zone, found.card, found.count, cl.line, problems)
  }
  const { zones } = deck

  if (problems.length > 0) return { ok: false, problems: capProblems(problems.sort((a, b) => a.line - b.line)) }
  return {
    ok: true,
    deck: {
      name: syntax.name,
      format: syntax.format,
      sets,
      main: zones.main,
      strikers: zones.strikers,
      ...(zones.considering.length ? { considering: zones.considering } : {}),
    },
  }
}

/**
 * A deck's zones filled card line by card line, as a deck file is read: the lines of one card in one zone add up,
 * and each of the deck's limits is said once, on the line that breaks it (the deck's cards in all, a zone's
 * different cards, a card's copies).
 */
export class DeckZones {
  readonly zones: Record<DeckZone, DeckEntry[]> = { main: [], strikers: [], considering: [] }
  private readonly entries = new Map<string, DeckEntry>()
  private readonly overLimit = new Set<string>()
  private total = 0

  /** `sets`: the deck's sets, by which a card's label is written in a message. */
  constructor(private readonly sets: string[]) {}

  add(zone: DeckZone, card: { set: string; number: string }, count: number, line: number, problems: DeckProblem[]): void {
    if (this.total <= MAX_DECK_CARDS && (this.total += count) > MAX_DECK_CARDS) problems.push({ line, message: tooManyCards(this.total) })
    const key = `${zone}\u0000${card.set}\u0000${card.number}`
    const same = this.entries.get(key)
    if (same) {
      same.count += count
      if (same.count > MAX_COPIES && !this.overLimit.has(key)) {
        this.overLimit.add(key)
        problems.push({ line, message: tooManyCopies(cardLabel({ sets: this.sets }, same), same.count) })
      }
    } else if (this.zones[zone].length >= MAX_ZONE_ENTRIES) {
      if (!this.overLimit.has(zone)) problems.push({ line, message: `${zone}: ${ZONE_TOO_BIG}` })
      this.overLimit.add(zone)
    } else {
      const entry = { set: card.set, number: card.number, count }
      this.entries.set(key, entry)
      this.zones[zone].push(entry)
    }
  }
}

/** The problems, at most MAX_PROBLEMS of them and then one saying how many more there are. */
export function capProblems(problems: DeckProblem[]): DeckProblem[] {
  if (problems.length <= MAX_PROBLEMS + 1) return problems
  const more = problems.length - MAX_PROBLEMS
  return [...problems.slice(0, MAX_PROBLEMS), { line: problems[MAX_PROBLEMS].line, message: `… and ${more.toLocaleString('en')} more problems from here on` }]
}

/**
 * A line's card, or its problem; `unknown` marks a name that matched nothing (suggestions were looked for),
 * `nearest` the card suggested first, the line's fix.
 */
type Resolved = { card: IndexedCard; count: number } | { problem: string; unknown?: boolean; nearest?: IndexedCard }

function resolveLine(cl: CardLine, index: CardIndex, suggest: boolean, everySet: () => CardIndex): Resolved {
  const first = resolveCard(cl.card, index, suggest, everySet)
  if (!('problem' in first) || cl.whole === null) return 'problem' in first ? first : { card: first, count: cl.count }
  // "3 Shimai (3 Sisters)": the leading number may belong to the name.
  const whole = resolveCard(cl.whole, index, false, everySet)
  return 'problem' in whole ? first : { card: whole, count: 1 }
}

function resolveCard(
  text: string,
  index: CardIndex,
  suggest: boolean,
  everySet: () => CardIndex,
): IndexedCard | { problem: string; unknown?: boolean; nearest?: IndexedCard } {
  const qualified = QUALIFIED.exec(text)
  if (qualified) {
    const [, set, number, name] = qualified
    if (!index.sets.includes(set)) return { problem: `set "${quote(set)}" is not among the deck's sets (${index.sets.join(', ')}); add it to "sets:"` }
    const card = index.get(set, number)
    if (!card) return { problem: `no card ${number} in set ${set}` }
    return checkName(card, name)
  }
  const numbered = NUMBER.exec(text)
  if (numbered) {
    const card = index.byNumber(numbered[1])
    if (card) return checkName(card, numbered[2])
  }
  const match = index.byName(text)
  if (match.kind === 'found') return match.card
  if (match.kind === 'ambiguous') {
    return { problem: `"${quote(text)}" could be ${match.cards.map((c) => `${c.number} ${c.name}`).join(' or ')} — write the number` }
  }
  if (numbered && !numbered[2]) return { problem: `unknown card number ${numbered[1]}` }
  const elsewhere = everySet().byName(text)
  if (elsewhere.kind === 'found' && !index.sets.includes(elsewhere.card.set)) {
    return { problem: `${elsewhere.card.name} is in set ${elsewhere.card.set}: add it to "sets:"` }
  }
  const suggestions = suggest ? index.suggest(text) : []
  const hint = suggestions.length ? ` — did you mean ${suggestions.map((c) => `${c.number} ${c.name}`).join(', ')}?` : ''
  return { problem: `unknown card "${quote(text)}"${hint}`, unknown: suggest, ...(suggestions.length ? { nearest: suggestions[0] } : {}) }
}

/**
 * The deck text with every refused line replaced by its fix, or null when a problem has none (the player must
 * then fix the file by hand). The caller reads the result again: a fix is a suggestion, not a guess taken.
 */
export function fixDeckText(text: string, problems: readonly DeckProblem[]): string | null {
  if (problems.length === 0 || problems.some((p) => p.fix === undefined || p.line === 0)) return null
  const lines = text.split(/\r\n|\r|\n/)
  for (const p of problems) lines[p.line - 1] = p.fix!
  return lines.join('\n')
}

function checkName(card: IndexedCard, name: string | undefined): IndexedCard | { problem: string } {
  // Compared in one Unicode form: a name typed in NFD (as macOS keyboards give) is the name it shows.
  if (name === undefined) return card
  const [typed, own] = [name.normalize('NFC'), card.name.normalize('NFC')]
  if (typed === own || typed.toLowerCase() === own.toLowerCase()) return card
  return { problem: `${card.number} is ${card.name}, not "${quote(name)}"` }
}

/** The canonical text of a deck: `3 C001 Ryu` lines. parse(write(deck)) gives the same deck back. */
export function writeDeckText(deck: Deck, nameOf: (set: string, number: string) => string | undefined): string {
  const out: string[] = []
  if (deck.name) out.push(`name: ${deck.name}`)
  if (deck.format) out.push(`format: ${deck.format}`)
  if (deck.sets.length !== 1 || deck.sets[0] !== DEFAULT_SET) out.push(`sets: ${deck.sets.join(', ')}`)
  const line = (e: DeckEntry) => {
    const name = nameOf(e.set, e.number)
    return `${e.count} ${cardLabel(deck, e)}${name ? ` ${name}` : ''}`
  }
  out.push('Main', ...deck.main.map(line))
  if (deck.strikers.length > 0) out.push('Strikers', ...deck.strikers.map(line))
  if (deck.considering?.length) out.push('Considering', ...deck.considering.map(line))
  return out.join('\n') + '\n'
}
