import type { Deck, DeckProblem, Legality } from '../shared/deck'
import { DEFAULT_FORMAT } from '../shared/deck'
import type { Format } from '../shared/format'
import { CardIndex } from './core/card-index'
import { parseDeckText, writeDeckText, type DeckContext } from './core/deck-text'
import { FORMATS, findFormat } from './core/formats'
import { checkLegality } from './core/legality'
import type { Catalogue } from './catalogue/catalogue'

export type DeckCheck =
  | { ok: true; deck: Deck; legality: Legality }
  | { ok: false; problems: DeckProblem[] }

/** Deck text and legality on top of the catalogue. */
export class DeckService implements DeckContext {
  private indexes = new Map<string, CardIndex>()
  private indexRevision = -1

  constructor(private readonly catalogue: Catalogue) {}

  get formats(): string[] {
    return FORMATS.map((f) => f.id)
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
      index = new CardIndex(sets, this.catalogue.indexCards(sets))
      this.indexes.set(key, index)
    }
    return index
  }

  parse(text: string) {
    return parseDeckText(text, this)
  }

  /** The format a deck is played in: the override, else its `format:` header, else cfs-classic. */
  formatOf(deck: Deck, override?: string): Format {
    const id = override ?? deck.format ?? DEFAULT_FORMAT
    const format = findFormat(id)
    if (!format) throw new Error(`unknown format "${id}" (known: ${this.formats.join(', ')})`)
    return format
  }

  /** Parses and checks deck text. An unknown `override` format is a problem on line 0. */
  check(text: string, override?: string): DeckCheck {
    if (override !== undefined && !findFormat(override)) {
      return { ok: false, problems: [{ line: 0, message: `unknown format "${override}" (known: ${this.formats.join(', ')})` }] }
    }
    const parsed = this.parse(text)
    if (!parsed.ok) return parsed
    return { ok: true, deck: parsed.deck, legality: this.legality(parsed.deck, override) }
  }

  legality(deck: Deck, override?: string): Legality {
    const index = this.indexFor(deck.sets)
    return checkLegality(deck, this.formatOf(deck, override), (set, number) => index.get(set, number))
  }

  write(deck: Deck): string {
    const index = this.indexFor(deck.sets)
    return writeDeckText(deck, (set, number) => index.get(set, number)?.name)
  }
}
