// A game record as a share code: it opens to the same text, and a code cut short, mistyped or swollen is refused.
import fs from 'node:fs'
import { crc32, deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { decodeRecordCode, encodeRecordCode, isRecordCode } from '../../../src/main/game-kit/record-code'

const UNION = fs.readFileSync('examples/records/rule-book-union.record.txt', 'utf8')

describe('a record code', () => {
  it('opens to the very record it was made from, and is shorter', () => {
    const code = encodeRecordCode(UNION)
    expect(code).toMatch(/^RR1-[A-Za-z0-9_-]+$/)
    expect(isRecordCode(` ${code}\n`)).toBe(true)
    expect(isRecordCode(UNION)).toBe(false)
    expect(decodeRecordCode(`  ${code}  `)).toBe(UNION)
    expect(code.length).toBeLessThan(UNION.length)
  })

  it('refuses a code cut short, mistyped or not base64url, by what is wrong', () => {
    const code = encodeRecordCode(UNION)
    expect(() => decodeRecordCode(code.slice(0, -2))).toThrow('record code: its checksum does not match')
    const typo = code.slice(0, 20) + (code[20] === 'A' ? 'B' : 'A') + code.slice(21)
    expect(() => decodeRecordCode(typo)).toThrow('record code: its checksum does not match')
    expect(() => decodeRecordCode('RR1-ab c')).toThrow('record code: it holds characters no record code has')
    expect(() => decodeRecordCode('RR1-AAA')).toThrow('record code: it is cut short')
  })

  it('refuses a code that would unpack past a record’s size', () => {
    const body = deflateRawSync(Buffer.alloc(2_000_000, 32))
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc32(body) >>> 0)
    expect(() => decodeRecordCode('RR1-' + Buffer.concat([body, sum]).toString('base64url'))).toThrow('it does not unpack to a record of at most 1 MB')
  })
})
