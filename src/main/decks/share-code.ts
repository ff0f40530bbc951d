// Share codes: a deck as one short line of text a player can paste into a chat and another player's Ringside
// opens. Versioned, so a later code can say more, and checksummed, so a code cut short or mistyped is refused
// instead of opening a different deck. The encoding is documented in docs/share-codes.md.
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib'
import type { Deck, DeckEntry } from '../../shared/deck'
import { MAX_COPIES, MAX_DECK_CARDS, MAX_DECK_NAME_LENGTH, MAX_ZONE_ENTRIES, tooManyCards, ZONE_TOO_BIG } from '../../shared/deck'
import { RingsideError } from '../../shared/errors'
export { SHARE_CODE_PATTERN } from '../../shared/deck'

export const SHARE_CODE_PREFIX = 'RS1-'
/** Version 2 is version 1 with the deck's format whole after the strikers: a format of the player's own travels with it. */
const WITH_FORMAT = 2
const VERSION = WITH_FORMAT
/** A format file's text: above the largest the format's schema allows (500 banned and 500 limited cards). */
const MAX_FORMAT_TEXT = 100_000
/** Far above any real deck (MAX_ZONE_ENTRIES a zone), far below what could hurt to decode. */
export const MAX_SHARE_CODE_LENGTH = 64_000
/** What a code may unpack to: a code that would unpack to more is refused before it is read. */
const MAX_PAYLOAD = 256 * 1024

const LIMITS = { name: MAX_DECK_NAME_LENGTH, format: 40, set: 40, sets: 20, number: 12, entries: MAX_ZONE_ENTRIES, count: MAX_COPIES } as const

/**
 * A code that cannot be read; the message says why in a player's words. The player's input, so one of the error
 * family (INVALID_INPUT, the field `code`), never INTERNAL.
 */
export class ShareCodeError extends RingsideError {
  constructor(message: string) {
    super('INVALID_INPUT', message, 'code')
    this.name = 'ShareCodeError'
  }
}

class Writer {
  private bytes: number[] = []
  varint(n: number): void {
    for (; n >= 0x80; n = Math.floor(n / 0x80)) this.bytes.push((n % 0x80) | 0x80)
    this.bytes.push(n)
  }
  text(s: string): void {
    const utf8 = Buffer.from(s, 'utf8')
    this.varint(utf8.length)
    for (const b of utf8) this.bytes.push(b)
  }
  done(): Buffer {
    return Buffer.from(this.bytes)
  }
}

class Reader {
  private at = 0
  constructor(private readonly bytes: Buffer) {}
  varint(what: string, most: number): number {
    let n = 0
    for (let shift = 1; ; shift *= 0x80) {
      if (this.at >= this.bytes.length) throw new ShareCodeError(`the code ends inside ${what}`)
      const b = this.bytes[this.at++]
      n += (b & 0x7f) * shift
      if (n > most) throw new ShareCodeError(`${what} is over ${most}`)
      if (b < 0x80) return n
    }
  }
  text(what: string, most: number): string {
    const length = this.varint(`the length of ${what}`, most * 4)
    if (this.at + length > this.bytes.length) throw new ShareCodeError(`the code ends inside ${what}`)
    const s = this.bytes.toString('utf8', this.at, (this.at += length))
    // Counted as deck JSON and the IPC schemas count (UTF-16 units), so a code's deck is one they take.
    if (s.length > most) throw new ShareCodeError(`${what} is over ${most} characters`)
    return s
  }
  get left(): number {
    return this.bytes.length - this.at
  }
}

/**
 * The share code of a deck: its name, format, sets, and each zone's cards and counts; with `formatText` (a format of
 * the player's own, as its file holds it), a version 2 code that carries the format too.
 */
export function encodeShareCode(deck: Deck, formatText?: string): string {
  const version = formatText === undefined ? 1 : WITH_FORMAT
  const w = new Writer()
  w.varint(version)
  w.text(deck.name ?? '')
  w.text(deck.format ?? '')
  const sets = [...deck.sets]
  for (const e of [...deck.main, ...deck.strikers]) if (!sets.includes(e.set)) sets.push(e.set)
  w.varint(sets.length)
  for (const set of sets) w.text(set)
  for (const zone of [deck.main, deck.strikers]) {
    w.varint(zone.length)
    for (const e of zone) {
      w.varint(sets.indexOf(e.set))
      w.text(e.number)
      w.varint(e.count)
    }
  }
  if (formatText !== undefined) w.text(formatText)
  const payload = w.done()
  const sum = Buffer.alloc(4)
  sum.writeUInt32BE(crc32(payload))
  // Packed: card numbers repeat their letters and digits, and a whole deck's code shrinks by 40 %.
  return `RS${version}-` + Buffer.concat([deflateRawSync(payload, { level: 9 }), sum]).toString('base64url')
}

/** The deck a share code holds; a code that is damaged, cut short or from a later Ringside throws ShareCodeError. */
export function decodeShareCode(code: string): Deck {
  return readShareCode(code).deck
}

/** The deck a share code holds, and the format's file text a version 2 code carries (else null). */
export function readShareCode(code: string): { deck: Deck; formatText: string | null } {
  const text = code.trim()
  if (text.length > MAX_SHARE_CODE_LENGTH) throw new ShareCodeError(`a share code is at most ${MAX_SHARE_CODE_LENGTH} characters; this one has ${text.length}`)
  const later = /^RS(\d+)-/.exec(text)
  if (later && Number(later[1]) > VERSION) throw new ShareCodeError(`this is a version ${later[1]} share code; this Ringside reads up to version ${VERSION}`)
  if (!later || Number(later[1]) < 1) throw new ShareCodeError(`a share code starts with ${SHARE_CODE_PREFIX}`)
  const prefix = later[0]
  const body = text.slice(prefix.length)
  const bad = /[^A-Za-z0-9_-]/.exec(body)
  if (bad) throw new ShareCodeError(`"${bad[0]}" at character ${prefix.length + bad.index + 1} is not part of a share code`)
  const bytes = Buffer.from(body, 'base64url')
  if (bytes.length < 5) throw new ShareCodeError('the code is too short to hold a deck')
  let payload: Buffer
  try {
    payload = inflateRawSync(bytes.subarray(0, bytes.length - 4), { maxOutputLength: MAX_PAYLOAD })
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new ShareCodeError(`the code unpacks to more than ${MAX_PAYLOAD / 1024} KiB, more than any deck holds`)
    throw new ShareCodeError('the code does not unpack: it was cut short or changed on the way')
  }
  if (crc32(payload) !== bytes.readUInt32BE(bytes.length - 4)) {
    throw new ShareCodeError('the code does not add up (its checksum): it was cut short or changed on the way')
  }

  const r = new Reader(payload)
  const version = r.varint('the version', 1000)
  if (version !== Number(later[1])) throw new ShareCodeError(`the code says version ${later[1]} outside and ${version} inside: it was changed on the way`)
  const name = r.text('the name', LIMITS.name)
  const format = r.text('the format', LIMITS.format)
  const setCount = r.varint('the number of sets', LIMITS.sets)
  if (setCount === 0) throw new ShareCodeError('the code names no set')
  const sets = Array.from({ length: setCount }, (_, i) => r.text(`set ${i + 1}`, LIMITS.set))
  // The deck's size, counted as it is read: a code of a few bytes is refused at the card that breaks the limit.
  let total = 0
  const zone = (zoneName: string): DeckEntry[] => {
    const length = r.varint(`the number of cards in ${zoneName}`, 2 ** 31)
    if (length > LIMITS.entries) throw new ShareCodeError(`${zoneName}: ${ZONE_TOO_BIG}`)
    return Array.from({ length }, (_, i) => {
      const what = `${zoneName} card ${i + 1}`
      const set = sets[r.varint(`the set of ${what}`, setCount - 1)]
      const number = r.text(`the number of ${what}`, LIMITS.number)
      const count = r.varint(`the count of ${what}`, LIMITS.count)
      if (!number || count === 0) throw new ShareCodeError(`${what} has no ${number ? 'count' : 'number'}`)
      total += count
      if (total > MAX_DECK_CARDS) throw new ShareCodeError(`${what}: ${tooManyCards(total)}`)
      return { set, number, count }
    })
  }
  const main = zone('main')
  const strikers = zone('strikers')
  const formatText = version === WITH_FORMAT ? r.text('the format it carries', MAX_FORMAT_TEXT) : null
  if (r.left) throw new ShareCodeError('the code goes on after the deck ends')
  return { deck: { name: name || null, format: format || null, sets, main, strikers }, formatText }
}
