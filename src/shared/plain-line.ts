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

/** The first hidden character of `text`, written as `\u200E` for a message; null when it has none. */
export function hiddenIn(text: string): string | null {
  const found = HIDDEN.exec(text)
  return found ? `\\u${found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : null
}
