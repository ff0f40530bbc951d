// A game record (docs/game-records.md): a game of Card Fighters Special for two as text a player reads and writes,
// like chess's PGN. This file reads its syntax (the header, each deck's lines, one move a line); the cards a move
// names are found when the move is played, in the hand or Striker pile of that moment (replay.ts).
import { SEAT_NAMES, type Seat } from '../../../../shared/games/cfs/duel'

/** A target as written: `B2` is the character in B's slot 2. */
export interface RecordTarget {
  seat: Seat
  slot: number
}

/** A move as written: cards by name or number, slots 0-based. */
export type RecordMove =
  | { type: 'place'; card: string; slot: number }
  | { type: 'backup'; card: string; slot: number }
  | { type: 'action'; card: string; on: RecordTarget[] }
  | { type: 'arena'; card: string }
  | { type: 'striker'; card: string; at: RecordTarget }
  | { type: 'striker-defends'; card: string }
  | { type: 'square'; slot: number; on: RecordTarget[] }
  | { type: 'attack'; slot: number }
  | { type: 'union'; slots: number[] }
  | { type: 'react'; card: string; on: RecordTarget[] }
  | { type: 'counter'; slot: number }
  | { type: 'take' }
  | { type: 'end' }

export interface RecordLine {
  line: number
  seat: Seat
  /** The move as written after the player's letter, for messages. */
  text: string
  move: RecordMove
}

/** A deck's lines: the text a deck file would hold, padded so that its line numbers are the record's. */
export interface RecordDeck {
  text: string
  line: number
}

export interface GameRecord {
  format: string | null
  first: Seat
  /** The shuffles' seed, or null: `order: as written`. */
  seed: number | null
  hp: number | null
  decks: [RecordDeck, RecordDeck]
  moves: RecordLine[]
}

export interface RecordProblem {
  line: number
  message: string
}

export type RecordRead = { ok: true; record: GameRecord } | { ok: false; problems: RecordProblem[] }

/** The words of the header; each at most once. */
const HEADER_KEYS = ['format', 'first', 'seed', 'order', 'hp'] as const
type HeaderKey = (typeof HEADER_KEYS)[number]

const TARGET = /^([AB])([1-3])$/i
const SLOT = /^[1-3]$/

/** Reads a record's text; every problem is listed by line, and nothing is half-read. */
export function readRecord(text: string): RecordRead {
  const problems: RecordProblem[] = []
  const header = new Map<HeaderKey, { value: string; line: number }>()
  const deckLines: [string[], string[]] = [[], []]
  const deckStart: [number, number] = [0, 0]
  const moves: RecordLine[] = []
  let part = 'header' as 'header' | Seat | 'moves'
  const lines = text.split(/\r\n|\r|\n/)
  lines.forEach((raw, i) => {
    const line = i + 1
    const trimmed = raw.trim()
    const section = /^(deck\s+([AB])|moves)\s*:\s*$/i.exec(trimmed)
    if (section) {
      const next = section[2] ? (section[2].toUpperCase() === 'A' ? 0 : 1) : 'moves'
      const expected = part === 'header' ? 0 : part === 0 ? 1 : part === 1 ? 'moves' : null
      if (next !== expected) problems.push({ line, message: `"${trimmed}" out of place: a record has "deck A:", then "deck B:", then "moves:", each once` })
      else if (next !== 'moves') deckStart[next] = line
      part = next
      return
    }
    if (part === 0 || part === 1) {
      deckLines[part].push(raw)
      return
    }
    if (trimmed === '' || trimmed.startsWith('#')) return
    if (part === 'header') readHeaderLine(trimmed, line, header, problems)
    else {
      const read = readMoveLine(trimmed)
      if ('problem' in read) problems.push({ line, message: read.problem })
      else moves.push({ line, ...read })
    }
  })
  if (part !== 'moves')
    problems.push({ line: lines.length, message: `the record ends before its ${part === 'header' ? '"deck A:"' : part === 0 ? '"deck B:"' : '"moves:"'} line` })

  const first = header.get('first')
  if (!first) problems.push({ line: 1, message: 'the header needs "first: A" or "first: B" (the player who goes first)' })
  const seed = header.get('seed')
  const order = header.get('order')
  if (seed && order) problems.push({ line: order.line, message: 'give "seed:" or "order: as written", not both' })
  if (!seed && !order) problems.push({ line: 1, message: 'the header needs "seed: N" (the decks are shuffled) or "order: as written" (they are not)' })
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.line - b.line) }
  const hp = header.get('hp')
  return {
    ok: true,
    record: {
      format: header.get('format')?.value ?? null,
      first: first!.value === 'A' ? 0 : 1,
      seed: seed ? Number(seed.value) : null,
      hp: hp ? Number(hp.value) : null,
      decks: [0, 1].map((seat) => ({ text: '\n'.repeat(deckStart[seat]) + deckLines[seat].join('\n'), line: deckStart[seat] + 1 })) as [RecordDeck, RecordDeck],
      moves,
    },
  }
}

function readHeaderLine(line: string, at: number, header: Map<HeaderKey, { value: string; line: number }>, problems: RecordProblem[]): void {
  const m = /^([A-Za-z]+)\s*:\s*(.*)$/.exec(line)
  if (!m) {
    problems.push({ line: at, message: `"${clip(line)}" is not a header line (key: value) and comes before "deck A:"` })
    return
  }
  const key = m[1].toLowerCase() as HeaderKey
  const value = m[2].trim()
  if (!HEADER_KEYS.includes(key)) {
    problems.push({ line: at, message: `unknown header "${clip(m[1])}:" (a record's header has ${HEADER_KEYS.map((k) => `${k}:`).join(', ')})` })
    return
  }
  if (header.has(key)) {
    problems.push({ line: at, message: `"${key}:" given twice` })
    return
  }
  const wrong = headerProblem(key, value)
  if (wrong) problems.push({ line: at, message: wrong })
  header.set(key, { value: key === 'first' ? value.toUpperCase() : value, line: at })
}

function headerProblem(key: HeaderKey, value: string): string | null {
  switch (key) {
    case 'first':
      return /^[AB]$/i.test(value) ? null : `first: is A or B, not "${clip(value)}"`
    case 'seed':
      return /^-?\d{1,10}$/.test(value) && Number.isSafeInteger(Number(value)) ? null : `seed: is a whole number, not "${clip(value)}"`
    case 'order':
      return /^as written$/i.test(value) ? null : `order: takes "as written", not "${clip(value)}"`
    case 'hp':
      return /^\d{1,5}$/.test(value) && Number(value) > 0 ? null : `hp: is a whole number above 0, not "${clip(value)}"`
    case 'format':
      return value ? null : 'format: needs a format id (ringside formats lists them)'
  }
}

/** One move line, `A: attack 1`; the player's letter, the verb and its words. */
export function readMoveLine(line: string): Omit<RecordLine, 'line'> | { problem: string } {
  const m = /^([AB])\s*:\s*(.*)$/i.exec(line)
  if (!m) return { problem: `"${clip(line)}" is not a move: a move is "A: …" or "B: …" (docs/game-records.md)` }
  const seat: Seat = m[1].toUpperCase() === 'A' ? 0 : 1
  const text = m[2].trim()
  const [verb = '', ...words] = text.split(/\s+/)
  const move = readMove(verb.toLowerCase(), words, seat)
  return typeof move === 'string' ? { problem: `${SEAT_NAMES[seat]}: ${clip(text)}: ${move}` } : { seat, text, move }
}

const VERBS = 'place, backup, action, arena, striker, square, attack, union, react, counter with, take, end'

function readMove(verb: string, words: string[], seat: Seat): RecordMove | string {
  const rest = words.join(' ')
  switch (verb) {
    case 'place': {
      const slot = words.at(-1)
      if (words.length < 2 || !slot || !SLOT.test(slot)) return 'write "place <card> <slot 1-3>"'
      return { type: 'place', card: words.slice(0, -1).join(' '), slot: Number(slot) - 1 }
    }
    case 'backup': {
      const m = /^(.+)\s+on\s+([1-3])$/i.exec(rest)
      if (!m) return 'write "backup <card> on <slot 1-3>"'
      return { type: 'backup', card: m[1], slot: Number(m[2]) - 1 }
    }
    case 'action':
    case 'react': {
      const read = withTargets(rest)
      if (typeof read === 'string') return read
      if (!read.before) return `write "${verb} <card> [on A1 B2 …]"`
      return { type: verb, card: read.before, on: read.on }
    }
    case 'arena':
      return rest ? { type: 'arena', card: rest } : 'write "arena <card>"'
    case 'striker': {
      const defends = /^(.+)\s+defends$/i.exec(rest)
      if (defends) return { type: 'striker-defends', card: defends[1] }
      const at = /^(.+)\s+at\s+(\S+)$/i.exec(rest)
      const target = at && TARGET.exec(at[2])
      if (!at || !target) return 'write "striker <card> at B1" (a character of the opponent) or "striker <card> defends"'
      const aimed = toTarget(target)
      if (aimed.seat === seat) return `a Striker attacks the opponent's character, not ${at[2].toUpperCase()}`
      return { type: 'striker', card: at[1], at: aimed }
    }
    case 'square': {
      const read = withTargets(rest)
      if (typeof read === 'string') return read
      if (!SLOT.test(read.before)) return 'write "square <slot 1-3> [on B2 …]"'
      return { type: 'square', slot: Number(read.before) - 1, on: read.on }
    }
    case 'attack':
      return words.length === 1 && SLOT.test(words[0]) ? { type: 'attack', slot: Number(words[0]) - 1 } : 'write "attack <slot 1-3>"'
    case 'union':
      return (words.length === 2 || words.length === 3) && words.every((w) => SLOT.test(w))
        ? { type: 'union', slots: words.map((w) => Number(w) - 1) }
        : 'write "union <slot> <slot> [<slot>]", in the order they hit'
    case 'counter':
      return words.length === 2 && words[0].toLowerCase() === 'with' && SLOT.test(words[1])
        ? { type: 'counter', slot: Number(words[1]) - 1 }
        : 'write "counter with <slot 1-3>"'
    case 'take':
    case 'end':
      return words.length === 0 ? { type: verb } : `"${verb}" takes nothing after it`
    default:
      return `unknown move "${clip(verb)}" (the moves are ${VERBS})`
  }
}

/**
 * `<words> [on A1 B2 …]`: the words, and the targets after the last " on "; or why the targets cannot be read, when
 * what follows " on " is written like targets (a letter and a number) but names no slot.
 */
function withTargets(rest: string): { before: string; on: RecordTarget[] } | string {
  const m = /^(.*?)\s+on\s+((?:[AB][1-3][\s,]*)+)$/i.exec(rest)
  const written = /\s+on\s+((?:[a-z]\d+[\s,]*)+)$/i.exec(rest)
  if (!m && written) {
    const bad = written[1].split(/[\s,]+/).find((t) => t && !TARGET.test(t))
    return `${clip(bad ?? written[1])} is no target: write A1, A2, A3 (A's ring) or B1, B2, B3 (B's)`
  }
  // A name that ends in "on" and other words is all card name: the hand is searched for it.
  if (!m) return { before: rest, on: [] }
  const on = m[2]
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((t) => toTarget(TARGET.exec(t)!))
  return { before: m[1], on }
}

const toTarget = (m: RegExpExecArray): RecordTarget => ({ seat: m[1].toUpperCase() === 'A' ? 0 : 1, slot: Number(m[2]) - 1 })

const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text)

/** What a record is written from: the header's values, each deck's lines, and the moves as the players made them. */
export interface RecordOf {
  format: string
  first: Seat
  seed: number | null
  hp: number | null
  decks: [string, string]
  moves: { seat: Seat; text: string }[]
}

/** A record's text: it reads back (readRecord) to the same game. */
export function writeRecord(game: RecordOf): string {
  const header = [`format: ${game.format}`, `first: ${SEAT_NAMES[game.first]}`, game.seed === null ? 'order: as written' : `seed: ${game.seed}`]
  if (game.hp !== null) header.push(`hp: ${game.hp}`)
  const deck = (text: string) => text.trimEnd().split(/\r\n|\r|\n/)
  return [
    ...header,
    '',
    'deck A:',
    ...deck(game.decks[0]),
    '',
    'deck B:',
    ...deck(game.decks[1]),
    '',
    'moves:',
    ...game.moves.map((m) => `${SEAT_NAMES[m.seat]}: ${m.text}`),
    '',
  ].join('\n')
}
