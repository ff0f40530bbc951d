// A format as a file: the shipped example read whole, and every way a file can fail to be a format, named by field.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readFormatFile, writeFormatFile } from '../../../src/shared/format-file'
import { findFormat } from '../../../src/main/games/cfs/formats'

const EXAMPLE = path.join(__dirname, '../../../examples/formats/club-night.format.json')
const example = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'))
const read = (value: unknown) => readFormatFile(typeof value === 'string' ? value : JSON.stringify(value), 'x.format.json')
const problems = (value: unknown) => {
  const r = read(value)
  return r.ok ? [] : r.problems
}
const withConstruction = (changes: object) => ({ ...example, construction: { ...example.construction, ...changes } })

describe('a format file', () => {
  it('reads the shipped example with its lists, the fields left out at their defaults', () => {
    const r = readFormatFile(fs.readFileSync(EXAMPLE, 'utf8'), EXAMPLE)
    expect(r).toEqual({
      ok: true,
      format: expect.objectContaining({
        id: 'club-night',
        game: 'cfs',
        construction: expect.objectContaining({
          kind: 'constructed',
          strikers: null,
          sets: ['cfs-base'],
          banned: ['C049'],
          limited: [
            { card: 'S019', copies: 1 },
            { card: 'C116', copies: 2 },
          ],
        }),
      }),
    })
  })

  it('writes a format so that it reads back the same, the shipped ones too', () => {
    const legends = findFormat('cfs-legends')!
    expect(read(writeFormatFile(legends))).toEqual({ ok: true, format: legends })
  })

  it('names the file and the field of each problem', () => {
    expect(problems('{ "id": ')).toEqual([expect.stringMatching(/^x\.format\.json: not JSON: /)])
    expect(problems({ ...example, colour: 'red' })).toEqual(['x.format.json: colour: unknown field "colour"'])
    expect(problems({ ...example, id: 'Club Night' })).toEqual(['x.format.json: id: must be lower-case letters, digits and hyphens, at most 40'])
    expect(problems(withConstruction({ banned: ['Cammy'] }))).toEqual(['x.format.json: construction.banned.0: must be a card number such as C017'])
    expect(problems(withConstruction({ limited: [{ card: 'C001', copies: 3 }] }))).toEqual([
      expect.stringMatching(/^x\.format\.json: construction\.limited\.0\.copies: /),
    ])
    expect(problems({ ...example, hp: undefined })).toEqual(['x.format.json: hp: missing'])
  })

  it('refuses lists and numbers that disagree: a card on both lists, a limit at the copy limit, a default HP not offered', () => {
    expect(problems(withConstruction({ banned: ['C049', 's019'] }))).toEqual([
      'x.format.json: construction: S019 is on the lists twice (a card is banned or limited, once)',
    ])
    expect(problems(withConstruction({ copyLimit: 2 }))).toEqual(['x.format.json: construction.limited: C116 is limited to 2, and the copy limit is 2 already'])
    expect(problems({ ...example, hp: { choices: [1000, 2000], default: 3000 } })).toEqual([
      'x.format.json: hp.default: 3000 is not one of hp.choices (1000, 2000)',
    ])
  })
})
