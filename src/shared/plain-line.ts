// Names and labels as one line of visible text. A control character (a NUL cuts the text short in SQLite) or an
// invisible format character (a zero-width space, a bidi override that shows a name reversed) is never wanted
// in a name, and never visible in a message.

const CONTROL = /\p{Cc}/gu
const FORMAT = /\p{Cf}/gu
const HIDDEN = /[\p{Cc}\p{Cf}]/u

/** The text as one plain line: control characters become spaces, format characters go, spaces fold and trim. */
export function plainLine(text: string): string {
  return text.replace(CONTROL, ' ').replace(FORMAT, '').replace(/\s+/g, ' ').trim()
}

/** A character as a message writes one that would show as nothing: `\u200B`, or `\u{E0001}` past four digits. */
export function escaped(char: string): string {
  const hex = char.codePointAt(0)!.toString(16).toUpperCase()
  return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`
}

/** The first hidden character of `text`, escaped for a message; null when it has none. */
export function hiddenIn(text: string): string | null {
  const found = HIDDEN.exec(text)
  return found ? escaped(found[0]) : null
}
