// A game record's header and decks (docs/game-records.md) read against the catalogue: the format and HP it names,
// checked, and each deck's lines read into its cards, one entry a copy, Main in the order written. Problems name the
// record's lines; a deck that breaks its format is played all the same, with a warning.
import type { Card } from '../../shared/card'
import { DEFAULT_FORMAT, type Deck } from '../../shared/deck'
import type { DeckService } from '../decks/decks'

/** What a record says of its decks: its header's format and HP, and each deck's lines at the record's line numbers. */
export interface RecordHeader {
  format: string | null
  hp: number | null
  decks: readonly [{ text: string; line: number }, { text: string; line: number }]
}

export type RecordDecks =
  { ok: true; format: string; hp: number; decks: [RecordDeck, RecordDeck]; warnings: string[] } | { ok: false; problems: { line: number; message: string }[] }

/** A deck of a record: its name (its `name:` line, else "Deck A"), and its cards one entry a copy. */
export interface RecordDeck {
  name: string
  main: Card[]
  strikers: Card[]
}

const SEATS = ['A', 'B'] as const

export function readRecordDecks(decks: DeckService, record: RecordHeader, text: string, fileName: string): RecordDecks {
  const lineOf = (key: RegExp) => {
    const at = text.split(/\r\n|\r|\n/).findIndex((l) => key.test(l))
    return at < 0 ? 1 : at + 1
  }
  const problem = (line: number, message: string): RecordDecks => ({ ok: false, problems: [{ line, message }] })
  const formatId = record.format ?? DEFAULT_FORMAT
  if (!decks.formats.includes(formatId)) return problem(lineOf(/^\s*format\s*:/i), `unknown format "${formatId}" (known: ${decks.formats.join(', ')})`)
  if (decks.gameOf({ format: formatId }).id !== 'cfs') return problem(lineOf(/^\s*format\s*:/i), `${formatId} is not a Card Fighters Special format`)
  const format = decks.formatOf({ name: null, sets: [], main: [], strikers: [], format: formatId })
  const hp = record.hp ?? format.hp.default
  if (!format.hp.choices.includes(hp)) return problem(lineOf(/^\s*hp\s*:/i), `${formatId} plays at HP ${format.hp.choices.join(', ')}, not ${hp}`)

  const played: RecordDeck[] = []
  const warnings: string[] = []
  for (const [seat, lines] of record.decks.entries()) {
    const parsed = decks.parseFile(lines.text, fileName)
    if (!parsed.ok)
      return { ok: false, problems: parsed.problems.map((p) => ({ line: p.line || lines.line - 1, message: `deck ${SEATS[seat]}: ${p.message}` })) }
    const deck: Deck = parsed.deck
    if (deck.format && deck.format !== formatId)
      return problem(lines.line - 1, `deck ${SEATS[seat]} names the format ${deck.format}; the record's is ${formatId}`)
    const legality = decks.legality(deck, formatId)
    if (!legality.legal) {
      const [first, ...more] = legality.violations
      warnings.push(`deck ${SEATS[seat]} is not legal for ${formatId} (${first.code}: ${first.message}${more.length ? `; ${more.length} more` : ''})`)
    }
    const found = decks.cardsOf(deck)
    const copies = (entries: Deck['main']): Card[] => entries.flatMap((e) => Array<Card>(e.count).fill(found.of(e)))
    played.push({ name: deck.name ?? `Deck ${SEATS[seat]}`, main: copies(deck.main), strikers: format.construction.strikers ? copies(deck.strikers) : [] })
  }
  return { ok: true, format: formatId, hp, decks: played as [RecordDeck, RecordDeck], warnings }
}
