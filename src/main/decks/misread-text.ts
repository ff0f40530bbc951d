// A UTF-16 file's text as it may come over IPC or from a drop when whatever read it did not look at its byte
// order mark: its bytes taken one a character (Latin-1), or read as UTF-8. Files read from disk are decoded
// already (shared/text-decode.ts); this undoes the misreading, known by the mark, so the file reads as written.
import { decodeText } from '../../shared/text-decode'

/** The text a UTF-16 file holds when `text` is its bytes misread; else `text` itself. */
export function undoMisreadUtf16(text: string): string {
  // One character a byte: the mark reads ÿþ (little-endian) or þÿ (big-endian).
  // eslint-disable-next-line no-control-regex -- every character a byte can be, NUL included
  if (/^(?:\u00FF\u00FE|\u00FE\u00FF)/.test(text) && !/[^\u0000-\u00FF]/.test(text)) return decodeText(Buffer.from(text, 'latin1'))
  // Read as UTF-8: the mark is two replacement characters, then a NUL beside each ASCII character.
  if (text.startsWith('\uFFFD\uFFFD') && text.length >= 4) {
    const le = text[2] !== '\0' && text[3] === '\0'
    const be = text[2] === '\0' && text[3] !== '\0'
    if (le || be) {
      // ASCII comes back whole; a byte UTF-8 could not read is lost, and reads as "?" (a name then fails by name).
      const bytes = Uint8Array.from(text.slice(2), (c) => (c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : 0x3f))
      return new TextDecoder(le ? 'utf-16le' : 'utf-16be').decode(bytes)
    }
  }
  return text
}
