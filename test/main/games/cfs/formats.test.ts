// The shipped formats are format files, read through the checks a player's own format file goes through; each
// says what the rule book and the fan rules give it.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FORMATS } from '../../../../src/main/games/cfs/formats'
import { readFormatFile } from '../../../../src/shared/format-file'

const dir = path.join(__dirname, '../../../../src/main/games/cfs/formats')

describe('the shipped formats', () => {
  it('are format files that read as a player’s own do, one a format, in the order Ringside lists them', () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.format.json'))
    expect(files.sort()).toEqual(['cfp-original.format.json', 'cfs-classic.format.json', 'cfs-legends.format.json'])
    for (const file of files) {
      const read = readFormatFile(fs.readFileSync(path.join(dir, file), 'utf8'), file)
      expect(read, file).toMatchObject({ ok: true })
      expect(FORMATS).toContainEqual(read.ok && read.format)
    }
    expect(FORMATS.map((f) => f.id)).toEqual(['cfs-classic', 'cfs-legends', 'cfp-original'])
  })

  it('give each format its rules: deck size, copies, Strikers, kinds and HP', () => {
    expect(FORMATS.map((f) => [f.id, f.construction.deckSize, f.construction.copyLimit, f.construction.strikers?.count ?? 0, f.hp.choices])).toEqual([
      ['cfs-classic', 50, 3, 0, [3000]],
      ['cfs-legends', 60, 3, 3, [3000]],
      ['cfp-original', 50, 3, 0, [1000, 2000, 3000]],
    ])
    expect(FORMATS[1].construction.allowedKinds).toContain('arena')
    expect(FORMATS[0].construction.allowedKinds).not.toContain('arena')
    for (const f of FORMATS) expect(f.construction).toMatchObject({ sets: null, banned: [], limited: [] })
  })
})
