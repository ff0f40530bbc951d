// A game record as a share code (docs/game-records.md): one line a player can paste into a chat, opened by another
// player's Ringside (the table's "Open a game record", and `ringside replay` given a file holding it). The record's
// text, compressed, with a checksum so that a code cut short or mistyped is refused rather than opening another game.
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib'
import { RingsideError } from '../../shared/errors'
import { MAX_RECORD_BYTES } from '../../shared/game-records'

export const RECORD_CODE_PREFIX = 'RR1-'

/** A code that cannot be read, in a player's words: the player's input, never an internal error. */
function unreadable(why: string): RingsideError {
  return new RingsideError('INVALID_INPUT', `record code: ${why}`, 'code')
}

export function encodeRecordCode(text: string): string {
  const body = deflateRawSync(Buffer.from(text, 'utf8'), { level: 9 })
  const sum = Buffer.alloc(4)
  sum.writeUInt32BE(crc32(body) >>> 0)
  return RECORD_CODE_PREFIX + Buffer.concat([body, sum]).toString('base64url')
}

/** Whether a text is a record code rather than a record (it may have spaces around it). */
export const isRecordCode = (text: string): boolean => text.trim().startsWith(RECORD_CODE_PREFIX)

export function decodeRecordCode(code: string): string {
  const data = code.trim().slice(RECORD_CODE_PREFIX.length)
  if (!/^[A-Za-z0-9_-]+$/.test(data)) throw unreadable('it holds characters no record code has: copy it again, whole')
  const bytes = Buffer.from(data, 'base64url')
  if (bytes.length < 5) throw unreadable('it is cut short: copy it again, whole')
  const body = bytes.subarray(0, -4)
  if (crc32(body) >>> 0 !== bytes.readUInt32BE(bytes.length - 4)) throw unreadable('its checksum does not match: it was cut short or mistyped')
  let text: Buffer
  try {
    text = inflateRawSync(body, { maxOutputLength: MAX_RECORD_BYTES })
  } catch {
    throw unreadable(`it does not unpack to a record of at most ${MAX_RECORD_BYTES / 1e6} MB`)
  }
  return text.toString('utf8')
}
