import { describe, expect, it } from 'vitest'
import { readCharacterCsv, writeCharacterCsv, CHARACTER_CSV_COLUMNS } from '../../../../src/main/games/cc/csv'
import { readCharacterFile } from '../../../../src/main/games/cc/sheet-file'
import { GAMBIT, RYU } from '../../../../src/main/games/cc/examples'
import type { CharacterSheet } from '../../../../src/main/games/cc/sheet'

const header = CHARACTER_CSV_COLUMNS.join(',')
const own = (s: CharacterSheet) =>
  [
    s.id,
    s.name,
    s.hp,
    s.strength,
    s.speed,
    s.agility,
    s.endurance,
    s.combo,
    s.basicAttackPriority,
    s.defenseBonus,
    s.throwDamage,
    `"${s.specialAbility}"`,
  ].join(',')

describe('character sheets as CSV', () => {
  it('writes one row per move and reads back the same sheets', () => {
    const sheets = [GAMBIT, RYU, { ...RYU, id: 'no-moves', name: 'No Moves', moves: [] }].map((s) => ({ ...s, example: false }))
    const text = writeCharacterCsv(sheets)
    const lines = text.trim().split('\n')
    expect(lines[0]).toBe(header)
    expect(lines).toHaveLength(1 + GAMBIT.moves.length + RYU.moves.length + 1)
    expect(readCharacterCsv('x.csv', text)).toEqual({ sheets, problems: [] })
  })

  it('neutralises a cell a spreadsheet would run as a formula, and restores it on reading', () => {
    const sheet = { ...GAMBIT, example: false, specialAbility: '=HYPERLINK("x")' }
    const text = writeCharacterCsv([sheet])
    expect(text).toContain(`'=HYPERLINK`)
    expect(readCharacterCsv('x.csv', text).sheets[0].specialAbility).toBe('=HYPERLINK("x")')
  })

  it('names the line and the column of every problem', () => {
    const text = [
      header,
      `${own(GAMBIT)},Kinetic Card,special,J,0,C,R,8,2,2,,`,
      `,,,,,,,,,,,,Cajun Slash,special,Q,0,Z,,6,3,1,,`,
      `,,,,,9,,,,,,,Royal Flush,super,A,0,B,,lots,5,3,TS,`,
      `${own(RYU).replace('ryu,Ryu,100', 'ryu,Ryu,many')},,,,,,,,,,,`,
    ].join('\n')
    const { sheets, problems } = readCharacterCsv('moves.csv', text)
    expect(sheets).toEqual([])
    expect(problems).toEqual([
      expect.stringMatching(/^moves\.csv:4: agility: "9" differs from line 2/),
      expect.stringMatching(/^moves\.csv:3: type: /),
      expect.stringMatching(/^moves\.csv:4: damage: /),
      expect.stringMatching(/^moves\.csv:5: hp: /),
    ])
  })

  it('refuses a file whose columns are not the character columns, and rows of one id apart', () => {
    expect(readCharacterCsv('x.csv', 'id,name,colour\n').problems).toEqual([
      'x.csv:1: unknown columns "colour"',
      expect.stringMatching(/^x\.csv:1: missing columns hp, strength/),
    ])
    const apart = [header, `${own(GAMBIT)},,,,,,,,,,,`, `${own(RYU)},,,,,,,,,,,`, `${own(GAMBIT)},,,,,,,,,,,`].join('\n')
    expect(readCharacterCsv('x.csv', apart).problems).toEqual(['x.csv:4: id: "gambit" again; its rows start at line 2 and must be together'])
    expect(readCharacterCsv('x.csv', `${header}\na,b`).problems).toEqual([`x.csv:2: 2 cells, the header has ${CHARACTER_CSV_COLUMNS.length}`])
    expect(readCharacterCsv('x.csv', '').problems).toEqual(['x.csv: the file is empty'])
  })

  it('a character file is read as CSV by its name or when it is not JSON', () => {
    const text = writeCharacterCsv([{ ...RYU, example: false }])
    expect(readCharacterFile('mine.csv', text).sheets.map((s) => s.id)).toEqual(['ryu'])
    expect(readCharacterFile('mine.txt', text).sheets.map((s) => s.id)).toEqual(['ryu'])
    expect(readCharacterFile('bin.csv', 'id\u0000').problems).toEqual(['bin.csv: a binary file, not CSV or JSON text'])
  })
})
