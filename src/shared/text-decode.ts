// Text files as players save them: UTF-8 (with or without a byte order mark), or UTF-16, which Windows tools
// write as "Unicode" and which read as UTF-8 gives a NUL between every letter.

/** The encoding of a file's bytes: by its byte order mark, else by the NUL bytes UTF-16 puts in ASCII text. */
export function textEncoding(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  // No mark: ASCII text in UTF-16 has a NUL in every other byte; UTF-8 text has none.
  const n = Math.min(bytes.length, 4096) & ~1
  if (n < 4) return 'utf-8'
  let even = 0
  let odd = 0
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) even++
    if (bytes[i + 1] === 0) odd++
  }
  const half = n / 2
  if (odd > half * 0.4 && even === 0) return 'utf-16le'
  if (even > half * 0.4 && odd === 0) return 'utf-16be'
  return 'utf-8'
}

/** The file's text, its byte order mark dropped, whichever of UTF-8 and UTF-16 it is in. */
export function decodeText(bytes: Uint8Array): string {
  return new TextDecoder(textEncoding(bytes)).decode(bytes)
}
