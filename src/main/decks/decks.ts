import { cardKey, type Card } from '../../shared/card'
import type { Deck, DeckEntry, DeckProblem, DeckZone, Legality } from '../../shared/deck'
import { DECK_ZONES, DEFAULT_FORMAT, DEFAULT_SET } from '../../shared/deck'
import type { Format } from '../../shared/format'
import { CardIndex } from '../core/card-index'
import { readDeckJson, readLibraryJson, type LibraryDeck } from './deck-json'
import { readFormatFile } from '../../shared/format-file'
import { encodeShareCode, readShareCode, ShareCodeError } from './share-code'
import { fixDeckText, parseDeckText, writeDeckText, type DeckContext, type DeckParse } from './deck-text'
import { isO8d, O8dCards, readO8d, writeO8d } from './o8d'
import { undoMisreadUtf16 } from './misread-text'
import { withCfcNames } from './octgn-ids'
import type { GameSystem } from '../game-kit/game'
import { FORMATS, findFormat, gameOfFormat } from '../games/index'
import type { Catalogue } from '../catalogue/catalogue'
import { invalid, notFound, refused } from '../../shared/errors'

/** A deck's cards: `get` is undefined for a card that has left the catalogue, `of` refuses it. */
export interface DeckCards {
  get(entry: { set: string; number: string }): Card | undefined
  of(entry: { set: string; number: string }): Card
  /** Every card found, once each. */
  all(): Card[]
}

export type DeckCheck = { ok: true; deck: Deck; legality: Legality } | { ok: false; problems: DeckProblem[] }

/** Deck text and legality on top of the catalogue. */
export class DeckService implements DeckContext {
  private indexes = new Map<string, CardIndex>()
  private indexRevision = -1
  /** Formats read from files (an organiser's), known beside the shipped ones for this session. */
  private readonly added = new Map<string, Format>()

  constructor(private readonly catalogue: Catalogue) {}

  get formats(): string[] {
    // The saved formats' ids only: each deck checked asks, and their files need not be read for it.
    const saved = this.catalogue.db.prepare('SELECT id FROM formats ORDER BY id').pluck().all() as string[]
    return [...new Set([...FORMATS.map((f) => f.id), ...this.added.keys(), ...saved])]
  }

  /** Knows a format read from a file by its id; a shipped format's id is refused, so a deck's `format:` means one thing. */
  addFormat(format: Format): void {
    if (findFormat(format.id)) throw invalid(`the format's id "${format.id}" is a shipped format's: give it an id of its own`, 'format')
    this.added.set(format.id, format)
  }

  /** Keeps a format in the database, known from now on and on every later day; true when it replaced one of its id. */
  saveFormat(format: Format): boolean {
    this.addFormat(format)
    const had = this.savedFormat(format.id) !== undefined
    this.catalogue.db
      .prepare('INSERT INTO formats (id, json) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET json = excluded.json')
      .run(format.id, JSON.stringify(format))
    return had
  }

  /** Forgets a saved format; a deck naming it names an unknown format after. */
  removeFormat(id: string): void {
    if (this.savedFormat(id) === undefined) throw notFound(`no format of yours is "${id}"${findFormat(id) ? ' (it is a shipped format)' : ''}`)
    this.catalogue.db.prepare('DELETE FROM formats WHERE id = ?').run(id)
    this.added.delete(id)
  }

  /** The card data a format is made for now: the version of each set it allows (every set, when it names none). */
  cardData(format: Format): Record<string, string> {
    const sets = format.construction.sets ?? this.catalogue.setIds()
    return Object.fromEntries(
      sets.flatMap((id) => {
        const version = this.catalogue.setVersion(id)
        return version ? [[id, version]] : []
      }),
    )
  }

  /** The sets whose card data is not what the format was made for: its version then, and now (null: no such set here). */
  cardDataChanges(format: Format): { set: string; made: string; now: string | null }[] {
    return Object.entries(format.cards ?? {}).flatMap(([set, made]) => {
      const now = this.catalogue.setVersion(set)
      return now === made ? [] : [{ set, made, now }]
    })
  }

  /** The formats kept in the database, by id. */
  savedFormats(): Format[] {
    return (this.catalogue.db.prepare('SELECT json FROM formats ORDER BY id').pluck().all() as string[]).map((json) => JSON.parse(json) as Format)
  }

  private savedFormat(id: string): Format | undefined {
    const json = this.catalogue.db.prepare('SELECT json FROM formats WHERE id = ?').pluck().get(id) as string | undefined
    return json === undefined ? undefined : (JSON.parse(json) as Format)
  }

  private knownFormat(id: string): Format | undefined {
    return findFormat(id) ?? this.added.get(id) ?? this.savedFormat(id)
  }

  get sets(): string[] {
    return this.catalogue.setIds()
  }

  indexFor(sets: readonly string[]): CardIndex {
    if (this.indexRevision !== this.catalogue.revision) {
      this.indexes.clear()
      this.indexRevision = this.catalogue.revision
    }
    const key = sets.join(',')
    let index = this.indexes.get(key)
    if (!index) {
      // The OCTGN plugin's names are other names of the base set's cards: typed lists may use them.
      index = new CardIndex(sets, withCfcNames(this.catalogue.indexCards(sets)))
      this.indexes.set(key, index)
    }
    return index
  }

  parse(text: string): DeckParse {
    return parseDeckText(text, this)
  }

  /**
   * The file refused with `problems`, each bad line replaced by its fix, when every problem has one and the file so
   * fixed reads whole; else null. Offered to the player (the app's dialog, `validate --fix`), never taken unasked.
   */
  fixedFile(text: string, fileName: string, problems: readonly DeckProblem[]): string | null {
    const fixed = fixDeckText(text, problems)
    return fixed !== null && this.parseFile(fixed, fileName).ok ? fixed : null
  }

  /**
   * Reads a deck file: an OCTGN deck when its name ends in .o8d or its text starts like XML, deck JSON when its
   * name ends in .json or its text starts like JSON, else deck text. Every problem is listed and nothing is half-read.
   */
  parseFile(given: string, fileName: string): DeckParse {
    // Text given over IPC may be a UTF-16 file misread: it is told by its type only once decoded.
    const text = undoMisreadUtf16(given)
    if (isO8d(text, fileName)) {
      const read = readO8d(text, (preferred) => this.o8dCards(preferred), this.sets)
      if (read.ok && read.deck.format && !this.formats.includes(read.deck.format)) {
        return { ok: false, problems: [{ line: 0, message: `format: unknown format "${read.deck.format}" (known: ${this.formats.join(', ')})` }] }
      }
      return read
    }
    return /\.json$/i.test(fileName) || /^\s*[[{]/.test(text) ? this.parseJson(text) : this.parse(text)
  }

  /** The deck as an OCTGN deck file (README, "OCTGN decks"). */
  writeO8d(deck: Deck): string {
    const index = this.indexFor(deck.sets)
    return writeO8d(deck, (set, number) => index.get(set, number)?.name)
  }

  /** Every set's cards for matching an OCTGN deck's names: the file's own sets first, then the base set, then the rest. */
  private o8dCards(preferred: readonly string[]): O8dCards {
    const known = this.sets
    const order = [...new Set([...preferred, DEFAULT_SET, ...known])].filter((s) => known.includes(s))
    return new O8dCards(order, this.catalogue.indexCards(order))
  }

  private parseJson(text: string): DeckParse {
    const read = readDeckJson(text)
    if (!read.ok) return { ok: false, problems: [{ line: read.line, message: read.message }] }
    return this.known(read.deck, (zone, i, e) => `${zone}.${i}: no card ${e.number} in set ${e.set}`)
  }

  /** The decks of a library file, if this catalogue has every set, format and card of each (each problem named by deck). */
  parseLibrary(text: string): { ok: true; decks: LibraryDeck[] } | { ok: false; problems: DeckProblem[] } {
    const read = readLibraryJson(text)
    if (!read.ok) return { ok: false, problems: [{ line: read.line, message: read.message }] }
    const problems = read.decks.flatMap(({ deck }, d) => {
      const checked = this.known(deck, (zone, i, e) => `${zone}.${i}: no card ${e.number} in set ${e.set}`)
      return checked.ok ? [] : checked.problems.map((p) => ({ ...p, message: `decks.${d} (${deck.name ?? 'no name'}): ${p.message}` }))
    })
    return problems.length ? { ok: false, problems } : read
  }

  /**
   * The deck a share code holds, if this catalogue has its sets, format and every card (each missing one named). A
   * format of a player's own that the code carries, and this Ringside does not know, is known from then on for this
   * session and given back as `carried`, for the caller that keeps the deck to keep it too.
   */
  fromShareCode(code: string): DeckParse {
    try {
      const { deck, formatText } = readShareCode(code)
      const missing = (zone: DeckZone, _: number, e: DeckEntry) => `${zone}: no card ${e.number} in set ${e.set} in this catalogue`
      // A format kept here already (shipped or saved) is this Ringside's own; one only known for the session is carried again.
      if (formatText === null || !deck.format || findFormat(deck.format) || this.savedFormat(deck.format)) return this.known(deck, missing)
      const carried = readFormatFile(formatText, 'the format the code carries')
      if (!carried.ok) return { ok: false, problems: carried.problems.map((message) => ({ line: 0, message: `share code: ${message}` })) }
      if (carried.format.id !== deck.format)
        return { ok: false, problems: [{ line: 0, message: `share code: it carries the format "${carried.format.id}", not the deck's "${deck.format}"` }] }
      this.addFormat(carried.format)
      const read = this.known(deck, missing)
      if (!read.ok) this.added.delete(carried.format.id)
      return read.ok ? { ...read, carried: carried.format } : read
    } catch (err) {
      if (err instanceof ShareCodeError) return { ok: false, problems: [{ line: 0, message: `share code: ${err.message}` }] }
      throw err
    }
  }

  /** A deck's share code; a deck of a format of the player's own carries the format, so the code opens anywhere. */
  shareCode(deck: Deck): string {
    const own = deck.format && !findFormat(deck.format) ? this.knownFormat(deck.format) : undefined
    return encodeShareCode(deck, own ? JSON.stringify(own) : undefined)
  }

  /** The deck read from a file or a code, refused with every set, format and card this catalogue does not have. */
  private known(deck: Deck, missing: (zone: DeckZone, i: number, e: DeckEntry) => string): DeckParse {
    const problems: DeckProblem[] = []
    for (const s of deck.sets) if (!this.sets.includes(s)) problems.push({ line: 0, message: `sets: unknown set "${s}"` })
    if (deck.format && !this.formats.includes(deck.format)) {
      problems.push({ line: 0, message: `format: unknown format "${deck.format}" (known: ${this.formats.join(', ')})` })
    }
    const index = this.indexFor(deck.sets)
    for (const zone of DECK_ZONES) {
      ;(deck[zone] ?? []).forEach((e, i) => {
        if (!index.get(e.set, e.number)) problems.push({ line: 0, message: missing(zone, i, e) })
      })
    }
    return problems.length ? { ok: false, problems } : { ok: true, deck }
  }

  /** The format a deck is played in: the override, else its `format:` header, else cfs-classic. */
  formatOf(deck: Deck, override?: string): Format {
    return this.format(override ?? deck.format ?? DEFAULT_FORMAT)
  }

  /** The format with this id; an unknown id throws, naming the known ones. */
  format(id: string): Format {
    const format = this.knownFormat(id)
    if (!format) throw invalid(`unknown format "${id}" (known: ${this.formats.join(', ')})`, 'format')
    return format
  }

  /** Parses and checks deck text. An unknown `override` format is a problem on line 0. */
  check(text: string, override?: string): DeckCheck {
    if (override !== undefined && !this.knownFormat(override)) {
      return { ok: false, problems: [{ line: 0, message: `unknown format "${override}" (known: ${this.formats.join(', ')})` }] }
    }
    const parsed = this.parse(text)
    if (!parsed.ok) return parsed
    return { ok: true, deck: parsed.deck, legality: this.legality(parsed.deck, override) }
  }

  /** Every violation; `byName`: messages name the format as players read it (the app), not by its id. */
  legality(deck: Deck, override?: string, byName = false): Legality {
    const index = this.indexFor(deck.sets)
    const format = this.formatOf(deck, override)
    return gameOfFormat(format).legality(deck, format, (set, number) => index.get(set, number), byName ? format.name : format.id)
  }

  /** The game a deck plays: its format's. */
  gameOf(deck: Pick<Deck, 'format'>): GameSystem {
    return gameOfFormat(this.formatOf({ name: null, sets: [], main: [], strikers: [], format: deck.format }))
  }

  /** The catalogue's card for each entry of a deck, read in one query. */
  cardsOf(deck: Pick<Deck, 'main' | 'strikers'>): DeckCards {
    const found = new Map(this.catalogue.cardsByKey([...deck.main, ...deck.strikers]).map((c) => [cardKey(c), c]))
    return {
      all: () => [...found.values()],
      get: (entry) => found.get(cardKey(entry)),
      of: (entry) => {
        const card = found.get(cardKey(entry))
        if (!card) throw refused(`${entry.number} is not in the catalogue (set ${entry.set})`)
        return card
      },
    }
  }

  write(deck: Deck): string {
    const index = this.indexFor(deck.sets)
    return writeDeckText(deck, (set, number) => index.get(set, number)?.name)
  }
}
