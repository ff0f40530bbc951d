// OCTGN deck files (`.o8d`), as the Card Fighters' Clash plugin writes them: cards are matched by the plugin's
// card id (octgn-ids.ts), else by name. Pure functions over the catalogue's cards; README "OCTGN decks" says what
// OCTGN does with the files written here.
import { createHash } from 'node:crypto'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { Deck, DeckEntry, DeckProblem, DeckZone } from '../../shared/deck'
import { DEFAULT_SET, MAX_COPIES, MAX_DECK_FILE_BYTES, MAX_DECK_NAME_LENGTH, MAX_NOTES_LENGTH, NAME_TOO_LONG } from '../../shared/deck'
import type { IndexedCard } from '../core/card-index'
import { squash } from '../core/text'
import { capProblems, DeckZones, quote } from './deck-text'
import { CFC_SET, cfcCardById, cfcCardOf } from './octgn-ids'

/** The Card Fighters' Clash plugin's game id (its definition.xml): OCTGN opens a deck in the game it names. */
export const CFC_GAME_ID = 'e3d56d9e-900d-49c6-b6ae-22cbb51be153'

/** Whether a file is an OCTGN deck: by its name, or by text that starts like XML. */
export const isO8d = (text: string, fileName: string): boolean => /\.o8d$/i.test(fileName) || /^\uFEFF?\s*<(\?xml|deck[\s>/])/i.test(text)

/** The section names OCTGN deck files use for each of our zones (compared without case). */
const SECTIONS: Record<string, DeckZone> = {
  deck: 'main',
  main: 'main',
  'main deck': 'main',
  strikers: 'strikers',
  striker: 'strikers',
  considering: 'considering',
  maybeboard: 'considering',
}

/**
 * A stable, GUID-shaped id for a card the plugin does not have, from its set and number: OCTGN needs an id on
 * every card. Reading it back tells two cards of one name apart.
 */
export function o8dCardId(set: string, number: string): string {
  const h = createHash('sha1').update(`ringside:${set}:${number.toUpperCase()}`).digest('hex')
  // Shaped as a name-based (version 5) UUID, as .NET's Guid.Parse expects.
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** The cards a deck file's ids and names are matched against, the preferred sets first. */
export class O8dCards {
  readonly sets: readonly string[]
  private readonly cards: readonly IndexedCard[]
  private readonly byNumber = new Map<string, IndexedCard>()
  private ownIds: Map<string, IndexedCard> | undefined
  private readonly exact = new Map<string, IndexedCard[]>()
  private readonly folded = new Map<string, IndexedCard[]>()
  private readonly plugin = new Map<string, IndexedCard[]>()
  private readonly alt = new Map<string, IndexedCard[]>()

  constructor(sets: readonly string[], cards: readonly IndexedCard[]) {
    this.sets = sets
    const rank = (c: IndexedCard) => sets.indexOf(c.set)
    this.cards = cards.filter((c) => rank(c) >= 0).sort((a, b) => rank(a) - rank(b))
    for (const card of this.cards) {
      this.byNumber.set(`${card.set}\u0000${card.number.toUpperCase()}`, card)
      // In one Unicode form, as the file's names are compared.
      push(this.exact, card.name.normalize('NFC'), card)
      push(this.folded, squash(card.name), card)
      const cfc = card.set === CFC_SET ? cfcCardOf(card.number) : undefined
      if (cfc) push(this.plugin, squash(cfc.name), card)
      for (const n of card.altNames) push(this.alt, squash(n), card)
    }
  }

  /**
   * The card an id or a name means. The id first, as OCTGN reads it: the plugin's (a base set card) or one this
   * module wrote (the very card, whatever its set). Else the name, set by set, the preferred first: the exact
   * name, else the name without case, spaces or punctuation ("chun-li" is Chun Li), else the plugin's name of a
   * base set card ("Cap. Commando" is C.Commando; before other names, which may give one name to several cards),
   * else another name of the card ("Akuma" is Gouki). Two cards of one set answering to the name are ambiguous.
   */
  match(name: string, id: string | undefined): { card: IndexedCard } | { ambiguous: IndexedCard[] } | null {
    const byId = id ? this.byId(id) : undefined
    if (byId) return { card: byId }
    const key = squash(name)
    const tiers = [this.exact.get(name.normalize('NFC')), this.folded.get(key), this.plugin.get(key), this.alt.get(key)]
    for (const set of this.sets) {
      for (const tier of tiers) {
        const found = [...new Set(tier?.filter((c) => c.set === set))]
        if (found.length) return found.length === 1 ? { card: found[0] } : { ambiguous: found }
      }
    }
    return null
  }

  private byId(id: string): IndexedCard | undefined {
    const cfc = cfcCardById(id)
    if (cfc) return this.byNumber.get(`${CFC_SET}\u0000${cfc.number}`)
    // Hashed once, on the first id that is not the plugin's (a file the plugin wrote has none).
    this.ownIds ??= new Map(this.cards.map((c) => [o8dCardId(c.set, c.number), c]))
    return this.ownIds.get(id.trim().toLowerCase())
  }
}

export type O8dRead = { ok: true; deck: Deck } | { ok: false; problems: DeckProblem[] }

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/**
 * Only XML's five entities and character references are decoded, in one pass; a DOCTYPE is refused before
 * parsing, so no entity a file declares is ever expanded.
 */
const entityDecoder = {
  setExternalEntities: () => {},
  addInputEntities: () => {},
  reset: () => {},
  setXmlVersion: () => {},
  decode: (text: string) =>
    text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref[0] !== '#') return XML_ENTITIES[ref] ?? whole
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }),
}

const parser = new XMLParser({
  ignoreAttributes: false,
  // Attributes apart from child elements: `<deck card="…">` is not a card.
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  captureMetaData: true,
  entityDecoder,
  isArray: (tag) => tag === 'section' || tag === 'card',
})
const META = XMLParser.getMetaDataSymbol() as unknown as symbol

type XmlNode = Record<string | symbol, unknown>

/**
 * Reads an OCTGN deck file: every problem at once (each card that matches nothing, by name and line), and a
 * deck only when there is none. Never throws on any text. `cardsFor`: the cards to match, the sets the file
 * prefers first (a file Ringside wrote names the deck's sets).
 */
export function readO8d(text: string, cardsFor: (preferred: readonly string[]) => O8dCards, knownSets: readonly string[]): O8dRead {
  const fail = (line: number, message: string): O8dRead => ({ ok: false, problems: [{ line, message }] })
  if (Buffer.byteLength(text) > MAX_DECK_FILE_BYTES) return fail(0, `larger than ${MAX_DECK_FILE_BYTES / 1e6} MB: not a deck file`)
  const body = text.replace(/^\uFEFF/, '')
  const lineAt = lineFinder(body)
  const doctype = /<!DOCTYPE/i.exec(body)
  if (doctype) return fail(lineAt(doctype.index), 'a DOCTYPE is not allowed in an OCTGN deck file')
  const valid = XMLValidator.validate(body)
  if (valid !== true) {
    const { line, message } = xmlProblem(valid.err, body, lineAt)
    return fail(line, `not well-formed XML: ${message}`)
  }

  let root: unknown
  try {
    root = (parser.parse(body) as Record<string, unknown>).deck
  } catch (err) {
    // The parser refuses an element named like a property of every object (__proto__, constructor).
    const name = /Invalid name: "([^"]*)"/.exec(err instanceof Error ? err.message : '')?.[1]
    const at = name === undefined ? null : new RegExp(`<${name.replace(/[^\w-]/g, '\\$&')}[\\s/>]`).exec(body)
    if (name !== undefined) return fail(at ? lineAt(at.index) : 0, `not an OCTGN deck: <${quote(name)}> is no element of a deck file`)
    return fail(0, 'not an OCTGN deck: its XML could not be read as one')
  }
  // <deck/>, or a deck holding only text: a deck with no cards.
  if (typeof root === 'string') root = {}
  if (!isNode(root)) return fail(0, 'not an OCTGN deck: the file\'s root element must be <deck game="…">')

  const problems: DeckProblem[] = []
  const line = (node: XmlNode) => lineAt((node[META] as { startIndex?: number } | undefined)?.startIndex ?? -1)
  const deckName = attr(root, 'name')?.trim() || null
  if (deckName && deckName.length > MAX_DECK_NAME_LENGTH) problems.push({ line: line(root), message: `name: ${NAME_TOO_LONG}` })
  const wanted = attr(root, 'sets')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  for (const s of wanted ?? [])
    if (!knownSets.includes(s)) problems.push({ line: 0, message: `sets: unknown set "${quote(s)}" (known: ${knownSets.join(', ')})` })
  const cards = cardsFor(wanted ?? [])

  const deck = new DeckZones(wanted?.length ? wanted : [DEFAULT_SET])
  const used = new Set<string>()
  for (const section of asList(root.section)) {
    if (!isNode(section)) continue
    const name = attr(section, 'name') ?? ''
    const zone = SECTIONS[name.trim().toLowerCase()]
    const entries = asList(section.card)
    if (!zone) {
      if (entries.length > 0) {
        problems.push({
          line: line(section),
          message: `section "${quote(name)}": a Ringside deck has Main, Strikers and Considering only, so its ${entries.length} ${entries.length === 1 ? 'card was' : 'cards were'} not read`,
        })
      }
      continue
    }
    for (const entry of entries) {
      const node: XmlNode = isNode(entry) ? entry : { '#text': typeof entry === 'string' ? entry : '' }
      const at = isNode(entry) ? line(entry) : line(section)
      const cardName = (typeof node['#text'] === 'string' ? node['#text'] : '').trim()
      const qty = (attr(node, 'qty') ?? '').trim()
      if (!cardName) {
        problems.push({ line: at, message: 'a card with no name' })
        continue
      }
      if (!/^\d+$/.test(qty) || Number(qty) < 1 || Number(qty) > MAX_COPIES) {
        problems.push({ line: at, message: `"${quote(cardName)}": qty must be a whole number from 1 to ${MAX_COPIES}, not "${quote(qty)}"` })
        continue
      }
      const match = cards.match(cardName, attr(node, 'id')?.trim())
      if (!match) {
        problems.push({ line: at, message: `no card named "${quote(cardName)}" in ${cards.sets.join(', ')}` })
        continue
      }
      if ('ambiguous' in match) {
        problems.push({
          line: at,
          message: `"${quote(cardName)}" could be ${match.ambiguous.map((c) => `${c.number} ${c.name}`).join(' or ')} (set ${match.ambiguous[0].set})`,
        })
        continue
      }
      used.add(match.card.set)
      deck.add(zone, match.card, Number(qty), at, problems)
    }
  }
  const { zones } = deck
  // OCTGN keeps the deck's notes in <notes>, as CDATA.
  const notes = typeof root.notes === 'string' ? root.notes : ''
  if (notes.length > MAX_NOTES_LENGTH) {
    problems.push({
      line: isNode(root.notes) ? line(root.notes) : 0,
      message: `notes: ${notes.length.toLocaleString('en')} characters, at most ${MAX_NOTES_LENGTH.toLocaleString('en')}`,
    })
  }
  if (problems.length) return { ok: false, problems: capProblems(problems.sort((a, b) => a.line - b.line)) }

  // The deck's sets: those the file names, else the base set; then any other set a card came from.
  const sets = [...new Set([...(wanted?.length ? wanted : [DEFAULT_SET]), ...cards.sets.filter((s) => used.has(s))])]
  const format = attr(root, 'format')?.trim() || null
  const considering = zones.considering.length ? { considering: zones.considering } : {}
  return { ok: true, deck: { name: deckName, format, sets, main: zones.main, strikers: zones.strikers, ...considering, ...(notes.trim() ? { notes } : {}) } }
}

/**
 * The deck as an OCTGN deck file for the Card Fighters' Clash plugin: a Main section (and Strikers when the
 * deck has them), each base set card by the plugin's id and name, any other card by name with an id from its
 * set and number, and the notes where OCTGN keeps them. The deck's name, format and sets ride along as
 * attributes of <deck>, which OCTGN does not read, so a round trip keeps them.
 */
export function writeO8d(deck: Deck, nameOf: (set: string, number: string) => string | undefined): string {
  const attrs = [`game="${CFC_GAME_ID}"`]
  if (deck.name) attrs.push(`name="${escape(deck.name)}"`)
  if (deck.format) attrs.push(`format="${escape(deck.format)}"`)
  attrs.push(`sets="${escape(deck.sets.join(','))}"`)
  const out = ['<?xml version="1.0" encoding="utf-8" standalone="yes"?>', `<deck ${attrs.join(' ')}>`]
  const section = (name: string, entries: DeckEntry[]) => {
    out.push(`  <section name="${name}" shared="False">`)
    for (const e of entries) {
      const cfc = e.set === CFC_SET ? cfcCardOf(e.number) : undefined
      const [id, name] = cfc ? [cfc.id, cfc.name] : [o8dCardId(e.set, e.number), nameOf(e.set, e.number) ?? e.number]
      out.push(`    <card qty="${e.count}" id="${id}">${escape(name)}</card>`)
    }
    out.push('  </section>')
  }
  section('Main', deck.main)
  if (deck.strikers.length > 0) section('Strikers', deck.strikers)
  // A "]]>" in the notes ends one CDATA section and starts the next.
  out.push(
    `  <notes><![CDATA[${xmlChars(deck.notes ?? '')
      .replace(/\r\n?/g, '\n')
      .replaceAll(']]>', ']]]]><![CDATA[>')}]]></notes>`,
    '</deck>',
  )
  return out.join('\n') + '\n'
}

/** Text for an attribute or an element: markup characters escaped, characters XML cannot hold dropped. */
function escape(text: string): string {
  return xmlChars(text).replace(
    /[&<>"\t\n\r]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' })[c] ?? c,
  )
}

/** The text without the characters XML 1.0 cannot hold (most control characters, lone surrogates). */
function xmlChars(text: string): string {
  return text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
}

/**
 * Where and why text is not XML, in a player's words rather than the validator's (its messages are matched
 * here; one it has no words for is said by its place alone).
 */
function xmlProblem(err: { msg: string; line: number; col: number }, body: string, lineAt: (index: number) => number): { line: number; message: string } {
  const m = (pattern: RegExp) => pattern.exec(err.msg)
  const tag = (name: string) => `<${quote(name)}>`
  const at = (line: number, message: string) => ({ line, message })
  let found: RegExpExecArray | null
  if ((found = m(/^Expected closing tag '(.*)' \(opened in line (\d+), col \d+\) instead of closing tag '(.*)'\.$/))) {
    return at(err.line, `</${quote(found[3])}> where </${quote(found[1])}> should close the ${tag(found[1])} of line ${found[2]}`)
  }
  // Elements never closed, the outermost first: a file cut short.
  if ((found = m(/^Unclosed tag '(.*)'\.$/))) return at(err.line, `${tag(found[1])} is never closed (the file may be cut short)`)
  if ((found = m(/^Invalid '(\[.*\])' found\.$/))) {
    const names = JSON.parse(found[1]) as string[]
    // The validator gives no place for several: the line where the outermost opens.
    const open = new RegExp(`<${names[0].replace(/[^\w-]/g, '\\$&')}[\\s/>]`).exec(body)
    const list = names.map(tag)
    return at(open ? lineAt(open.index) : err.line, `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]} are never closed (the file may be cut short)`)
  }
  const words: [RegExp, (f: RegExpExecArray) => string][] = [
    [/^Closing tag '(.*)' has not been opened\.$/, (f) => `</${quote(f[1])}> closes no open element`],
    [/^Closing tag '(.*)' doesn't have proper closing\.$/, (f) => `</${quote(f[1])}> does not end with ">"`],
    [/^Closing tag '(.*)' can't have attributes or invalid starting\.$/, (f) => `</${quote(f[1])}> has more after its name`],
    [/^Tag '(.*)' is an invalid name\.$/, (f) => `${tag(f[1])} is not a name an element can have`],
    [/^Invalid space after '<'\.$/, () => 'a "<" that starts no element (a "<" in a name is written &lt;)'],
    [/^Attributes for '(.*)' have open quote\.$/, (f) => `an attribute of ${tag(f[1])} opens a quote that never closes`],
    [/^Attribute '(.*)' is without value\.$/, (f) => `the attribute ${quote(f[1])} needs its value in quotes (${quote(f[1])}="…")`],
    [/^[Bb]oolean attribute '(.*)' is not allowed\.$/, (f) => `the attribute ${quote(f[1])} has no value (${quote(f[1])}="…")`],
    [/^attribute (.*) has no value assigned\.$/, (f) => `the attribute ${quote(f[1])} has no value (${quote(f[1])}="…")`],
    [/^Attribute '(.*)' is repeated\.$/, (f) => `the attribute ${quote(f[1])} is given twice`],
    [/^Attribute '(.*)' has no space in starting\.$/, (f) => `the attribute ${quote(f[1])} needs a space before it`],
    [/^Attribute '(.*)' is an invalid name\.$/, (f) => `"${quote(f[1])}" is not a name an attribute can have`],
    [/^Multiple possible root nodes found\.$/, () => 'an element after the end of <deck>: a deck file holds one <deck>'],
    [/^Extra text at the end$/, () => 'text after the end of <deck>'],
    [/^char '&' is not expected\.$/, () => 'a "&" that starts no entity (a "&" in a name is written &amp;)'],
    [/^char '(.*)' is not expected\.$/s, (f) => `text where a tag should start ("${quote(f[1])}")`],
    [/^Start tag expected\.$/, () => 'no element: an OCTGN deck file holds <deck …>'],
    [/^XML declaration allowed only at the start of the document\.$/, () => '<?xml …?> comes only at the very start of the file'],
  ]
  for (const [pattern, say] of words) if ((found = m(pattern))) return at(err.line, say(found))
  return at(err.line, `it stops being XML at column ${err.col}`)
}

/** The 1-based line of a character offset (0 when it is not known), by a search of the lines' start offsets. */
function lineFinder(text: string): (index: number) => number {
  const starts = [0]
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
  return (index) => {
    if (index < 0) return 0
    let lo = 0
    let hi = starts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (starts[mid] <= index) lo = mid
      else hi = mid - 1
    }
    return lo + 1
  }
}

function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value]
}

function attr(node: XmlNode, name: string): string | undefined {
  const value = node[`@${name}`]
  return typeof value === 'string' ? value : undefined
}

function push<K, V>(map: Map<K, V[]>, k: K, v: V): void {
  const list = map.get(k)
  if (list) list.push(v)
  else map.set(k, [v])
}
