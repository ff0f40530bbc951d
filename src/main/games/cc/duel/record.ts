// A game record of Capcom Crossovers for two (docs/game-records.md, "Capcom Crossovers"): the header (the game, who
// goes first, the seed or the decks as written, each side's characters), then one move a line in words a player reads
// and writes. readCcRecord checks every line and names each problem by its line; writeCcRecord writes what it reads.
import { CC_SEATS, type CcDuelMove, type CcSeat } from '../../../../shared/games/cc/duel'
import type { CharacterSheet } from '../sheet'
import { CcDuel } from './engine'

export interface CcRecord {
  first: CcSeat
  /** The shuffles' seed; null: each deck as written (`order: as written`), top first. */
  seed: number | null
  /** Each side's characters by id: one, or two for a tag battle. */
  teams: [string[], string[]]
  /** The decks as written, top first (with `order: as written`). */
  decks: [string[], string[]] | null
  moves: { line: number; seat: CcSeat; text: string; move: CcDuelMove }[]
}

export interface CcRecordProblem {
  line: number
  message: string
}

const CARD = /^((10|[2-9JQKA])[SHDC]|X)$/i
const written = (card: string) => card.toUpperCase()

/** Whether a text is a Capcom Crossovers record: its header says `game: cc`. */
export function isCcRecord(text: string): boolean {
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) continue
    const m = /^game\s*:\s*(\S+)$/i.exec(line)
    return m !== null && m[1].toLowerCase() === 'cc'
  }
  return false
}

export function readCcRecord(text: string): { ok: true; record: CcRecord } | { ok: false; problems: CcRecordProblem[] } {
  const problems: CcRecordProblem[] = []
  const say = (line: number, message: string) => problems.push({ line, message })
  let first: CcSeat | null = null
  let seed: number | null | undefined
  const teams: [string[] | null, string[] | null] = [null, null]
  const decks: [string[] | null, string[] | null] = [null, null]
  const moves: CcRecord['moves'] = []
  /** The character lines written, read or not, so a bad one is not also said to be missing. */
  const named = new Set<string>()
  let inMoves = false
  text.split(/\r?\n/).forEach((raw, k) => {
    const line = k + 1
    const trimmed = raw.trim()
    if (trimmed === '' || trimmed.startsWith('#')) return
    if (inMoves) {
      const m = /^([AB])\s*:\s*(.*)$/i.exec(trimmed)
      if (!m) return say(line, `a move is "A: …" or "B: …", not "${clip(trimmed)}"`)
      const move = readMove(m[2].trim())
      if (typeof move === 'string') return say(line, `${clip(trimmed)}: ${move}`)
      moves.push({ line, seat: m[1].toUpperCase() === 'A' ? 0 : 1, text: m[2].trim(), move })
      return
    }
    if (/^moves\s*:$/i.test(trimmed)) {
      inMoves = true
      return
    }
    const header = /^([a-z]+(?:\s+[ab])?)\s*:\s*(.*)$/i.exec(trimmed)
    if (!header) return say(line, `"${clip(trimmed)}" is no header line: write "key: value"`)
    const key = header[1].toLowerCase().replace(/\s+/g, ' ')
    const value = header[2].trim()
    if (key === 'game') {
      if (value.toLowerCase() !== 'cc') say(line, `game: is cc in a Capcom Crossovers record, not "${clip(value)}"`)
    } else if (key === 'first') {
      if (!/^[ab]$/i.test(value)) say(line, `first: is A or B, not "${clip(value)}"`)
      else first = value.toUpperCase() === 'A' ? 0 : 1
    } else if (key === 'seed') {
      if (!/^-?\d{1,10}$/.test(value)) say(line, `seed: is a whole number, not "${clip(value)}"`)
      else if (seed !== undefined) say(line, 'give "seed:" or "order: as written", not both')
      else seed = Number(value) | 0
    } else if (key === 'order') {
      if (value.toLowerCase() !== 'as written') say(line, `order: is "as written", not "${clip(value)}"`)
      else if (seed !== undefined) say(line, 'give "seed:" or "order: as written", not both')
      else seed = null
    } else if (key === 'characters a' || key === 'characters b') {
      const ids = value.split(/[\s,]+/).filter(Boolean)
      named.add(key)
      if (ids.length < 1 || ids.length > 2) say(line, `${header[1]}: names one character, or two for a tag battle`)
      else teams[key.endsWith('a') ? 0 : 1] = ids
    } else if (key === 'deck a' || key === 'deck b') {
      const cards = value.split(/[\s,]+/).filter(Boolean)
      const bad = cards.find((c) => !CARD.test(c))
      if (bad !== undefined) say(line, `${key}: "${clip(bad)}" is not a card (4S, 10C, QH, X)`)
      else decks[key.endsWith('a') ? 0 : 1] = cards.map(written)
    } else
      say(
        line,
        `unknown header "${header[1]}:" (a Capcom Crossovers record's header has game:, first:, seed:, order:, characters A:, characters B:, deck A:, deck B:)`,
      )
  })
  const end = text.split(/\r?\n/).length
  if (!inMoves) say(end, 'the record ends before its "moves:" line')
  if (first === null && !problems.some((p) => p.message.startsWith('first:'))) say(1, 'the header needs "first: A" or "first: B"')
  if (seed === undefined) say(1, 'the header needs "seed: N" (the decks are shuffled) or "order: as written" (decks A and B are given)')
  for (const [k, team] of teams.entries())
    if (team === null && !named.has(`characters ${CC_SEATS[k].toLowerCase()}`))
      say(1, `the header needs "characters ${CC_SEATS[k]}:", the ids of ${CC_SEATS[k]}'s character or tag team`)
  if (teams[0] && teams[1] && teams[0].length !== teams[1].length) say(1, 'both sides play one character, or both a tag team of two')
  if (seed === null)
    for (const [k, deck] of decks.entries()) if (deck === null) say(1, `with "order: as written" the header needs "deck ${CC_SEATS[k]}:", the deck top first`)
  if (seed !== null && seed !== undefined && (decks[0] || decks[1])) say(1, 'decks are written only with "order: as written"; a seed shuffles them')
  if (problems.length) return { ok: false, problems: problems.sort((a, b) => a.line - b.line) }
  return {
    ok: true,
    record: { first: first!, seed: seed!, teams: teams as [string[], string[]], decks: seed === null ? (decks as [string[], string[]]) : null, moves },
  }
}

/** The cards of a move as written, `QH=Cajun Slash` naming the move a face card or ace plays (the name runs to the next card). */
function readCards(text: string): { cards: string[]; named: Record<number, string> } | string {
  const cards: string[] = []
  const named: Record<number, string> = {}
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const [card, ...name] = word.split('=')
    if (CARD.test(card)) {
      cards.push(written(card))
      if (name.length) named[cards.length - 1] = name.join('=')
    } else if (cards.length && named[cards.length - 1] !== undefined) named[cards.length - 1] += ` ${word}`
    else return `"${clip(word)}" is not a card (4S, 10C, QH, X; QH=Move names the move)`
  }
  return { cards, named }
}

function readMove(text: string): CcDuelMove | string {
  const [verb = '', ...rest] = text.split(/\s+/)
  const tail = rest.join(' ')
  const lower = verb.toLowerCase()
  const cardsOf = (min: number, max: number, what: string): { cards: string[]; named: Record<number, string> } | string => {
    const read = readCards(tail)
    if (typeof read === 'string') return read
    if (read.cards.length < min || read.cards.length > max) return `write "${lower} ${what}"`
    return read
  }
  const firstNamed = (named: Record<number, string>) => (named[0] === undefined ? {} : { move: named[0] })
  switch (lower) {
    case 'keep':
    case 'mulligan':
    case 'pass':
    case 'take':
    case 'dodge':
      return tail === '' ? ({ type: lower } as CcDuelMove) : `"${lower}" takes nothing after it`
    case 'end':
      return tail === '' ? { type: 'end-turn' } : '"end" takes nothing after it'
    case 'draw':
      return /^\d{1,2}$/.test(tail) ? { type: 'draw', count: Number(tail) } : 'write "draw <count>"'
    case 'block':
    case 'bank':
    case 'discard':
    case 'recover': {
      const read = cardsOf(1, 1, '<card>')
      return typeof read === 'string' ? read : ({ type: lower, card: read.cards[0] } as CcDuelMove)
    }
    case 'attack':
    case 'counter':
    case 'shot': {
      const read = cardsOf(lower === 'shot' ? 0 : 1, 4, '<cards>[=Move]')
      if (typeof read === 'string') return read
      if (Object.keys(read.named).some((k) => k !== '0')) return 'only the first card of one attack names its move'
      return { type: lower, cards: read.cards, ...firstNamed(read.named) } as CcDuelMove
    }
    case 'combo': {
      const read = cardsOf(0, 20, '[cards…]')
      if (typeof read === 'string') return read
      return { type: 'combo', cards: read.cards, ...(Object.keys(read.named).length ? { named: read.named } : {}) }
    }
    case 'tech':
    case 'tag': {
      const read = cardsOf(2, 2, '<card> <card>')
      return typeof read === 'string' ? read : ({ type: lower, cards: read.cards } as CcDuelMove)
    }
    case 'variable': {
      const m = /^counter(?:\s+(.+))?$/i.exec(tail)
      return m ? { type: 'variable-counter', ...(m[1] ? { move: m[1] } : {}) } : 'write "variable counter [Move]"'
    }
    case 'search': {
      const m = /^(\S+)\s+from\s+(discard|draw)\s+paying\s+(.+)$/i.exec(tail)
      if (!m || !CARD.test(m[1])) return 'write "search <ace> from discard|draw paying <cards…>"'
      const pay = readCards(m[3])
      return typeof pay === 'string' ? pay : { type: 'search', ace: written(m[1]), from: m[2].toLowerCase() as 'discard' | 'draw', pay: pay.cards }
    }
    case 'joker': {
      const m = /^back\s+paying\s+(.+)$/i.exec(tail)
      if (!m) return 'write "joker back paying <cards…>"'
      const pay = readCards(m[1])
      return typeof pay === 'string' ? pay : { type: 'joker-back', pay: pay.cards }
    }
    default:
      return `unknown move "${clip(verb)}" (the moves are keep, mulligan, draw, block, attack, pass, take, dodge, counter, tech, variable counter, combo, shot, bank, discard, search, tag, recover, joker back, end)`
  }
}

/** A move in the record's words: what readCcRecord reads back as the same move. */
export function moveText(move: CcDuelMove): string {
  const cards = (list: readonly string[], named: Record<number, string> = {}) => list.map((c, k) => (named[k] === undefined ? c : `${c}=${named[k]}`)).join(' ')
  switch (move.type) {
    case 'keep':
    case 'mulligan':
    case 'pass':
    case 'take':
    case 'dodge':
      return move.type
    case 'end-turn':
      return 'end'
    case 'draw':
      return `draw ${move.count}`
    case 'block':
    case 'bank':
    case 'discard':
    case 'recover':
      return `${move.type} ${move.card}`
    case 'attack':
    case 'counter':
    case 'shot':
      return `${move.type} ${cards(move.cards, move.move === undefined ? {} : { 0: move.move })}`.trimEnd()
    case 'combo':
      return `combo ${cards(move.cards, move.named)}`.trimEnd()
    case 'tech':
    case 'tag':
      return `${move.type} ${cards(move.cards)}`
    case 'variable-counter':
      return `variable counter${move.move ? ` ${move.move}` : ''}`
    case 'search':
      return `search ${move.ace} from ${move.from} paying ${cards(move.pay)}`
    case 'joker-back':
      return `joker back paying ${cards(move.pay)}`
  }
}

/** The record's text: the header, then one move a line, each by its player. */
export function writeCcRecord(record: Omit<CcRecord, 'moves'> & { moves: { seat: CcSeat; move: CcDuelMove }[] }): string {
  const lines = ['# Capcom Crossovers for two (docs/game-records.md)', 'game: cc', `first: ${CC_SEATS[record.first]}`]
  lines.push(record.seed === null ? 'order: as written' : `seed: ${record.seed}`)
  record.teams.forEach((team, k) => lines.push(`characters ${CC_SEATS[k]}: ${team.join(', ')}`))
  if (record.seed === null && record.decks) record.decks.forEach((deck, k) => lines.push(`deck ${CC_SEATS[k]}: ${deck.join(' ')}`))
  lines.push('', 'moves:', ...record.moves.map((m) => `${CC_SEATS[m.seat]}: ${moveText(m.move)}`))
  return `${lines.join('\n')}\n`
}

const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text)

/**
 * Plays a record through the engine: each move by its player, stopping at the first the rules refuse (its line, its
 * words and the rule). `sheetOf` finds a character by id; `each` sees the game after its setup and after every move.
 */
export function replayCcRecord(
  record: CcRecord,
  sheetOf: (id: string) => CharacterSheet,
  each?: (duel: CcDuel) => void,
): { duel: CcDuel; played: CcRecord['moves']; refused: { line: number; move: string; reason: string } | null } {
  const teams: [CharacterSheet[], CharacterSheet[]] = [record.teams[0].map(sheetOf), record.teams[1].map(sheetOf)]
  const duel = new CcDuel(teams, { seed: record.seed ?? 0, first: record.first, ...(record.decks ? { stacked: record.decks } : {}) })
  each?.(duel)
  const played: CcRecord['moves'] = []
  for (const m of record.moves) {
    const reason = duel.play(m.seat, m.move)
    if (reason !== null) return { duel, played, refused: { line: m.line, move: `${CC_SEATS[m.seat]}: ${m.text}`, reason } }
    played.push(m)
    each?.(duel)
  }
  return { duel, played, refused: null }
}
