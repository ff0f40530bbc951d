// Files as players save them: a deck or card file in UTF-16 (Windows' "Unicode") is read, not taken as lines of
// NULs; a CSV saved with semicolons (a spreadsheet set for a decimal comma) is read, and the player is told.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decodeText, textEncoding } from '../../src/shared/text-decode'
import { commandTests } from './command'

const { run, file } = commandTests('encodings')

const utf16 = (text: string, order: 'le' | 'be', mark = true) => {
  const le = Buffer.from(`${mark ? '\uFEFF' : ''}${text}`, 'utf16le')
  return order === 'le' ? le : Buffer.from(le.map((_, i) => le[i ^ 1]))
}

describe('text encodings', () => {
  it('tells UTF-16 by its mark or by its NULs, and decodes it', () => {
    expect(textEncoding(utf16('3 Ryu\n', 'le'))).toBe('utf-16le')
    expect(textEncoding(utf16('3 Ryu\n', 'be'))).toBe('utf-16be')
    expect(textEncoding(utf16('3 Ryu\n', 'le', false))).toBe('utf-16le')
    expect(textEncoding(Buffer.from('3 Ryu — Chun Li\n', 'utf8'))).toBe('utf-8')
    for (const bytes of [utf16('name: Ü\n3 Ryu', 'le'), utf16('name: Ü\n3 Ryu', 'be'), Buffer.from('\uFEFFname: Ü\n3 Ryu', 'utf8')])
      expect(decodeText(bytes)).toBe('name: Ü\n3 Ryu')
  })

  it('reads a deck file saved as UTF-16', async () => {
    const text = fs.readFileSync('examples/shoto-rush.deck.txt', 'utf8')
    for (const order of ['le', 'be'] as const) {
      const f = file(`shoto-${order}.deck.txt`, '')
      fs.writeFileSync(f, utf16(text, order))
      expect(await run('validate', f)).toMatchObject({ code: 0, out: 'legal for cfs-classic: 50 cards' })
    }
  })

  it('reads a card file with semicolons, and says so', async () => {
    // Back-Ups naming the base set's Ken and Ryu, as a fan set's cards may; a list cell quoted, as a spreadsheet does.
    const csv = [
      'number;name;kind;rarity;bp;sp;cost;ability_type;ability_name;ability_text;text;backups;backup_numbers;alt_names;origin',
      'C801;Ryu (Fan);capcom;S;900;3;;;;;;Ken;;;Street Fighter',
      'C802;Ken (Fan);capcom;A;800;2;;;;;;"Ryu; Ryu (Fan)";;;Street Fighter',
    ].join('\n')
    const f = file('fan.csv', csv)
    const r = await run('import', f, '--set', 'fan')
    expect(r.code).toBe(0)
    expect(r.err).toBe(`${f}: this file seems to use ';' between its columns: it was read so`)
    expect(r.out).toContain('fan (new set): 2 new')
    // And in UTF-16 with semicolons, both at once.
    const g = file('fan16.csv', '')
    fs.writeFileSync(g, utf16(csv.replace(/C80/g, 'C70').replace(/\(Fan\)/g, '(Fan 2)'), 'le'))
    expect(await run('import', g, '--set', 'fan2', '--dry-run')).toMatchObject({ code: 0, out: expect.stringContaining('fan2 (new set): 2 new') })
  })

  it('reads a collection CSV with semicolons', async () => {
    const f = file('owned.csv', 'set;number;owned\ncfs-base;C001;3\n')
    expect(await run('collection', 'import', f)).toMatchObject({ code: 0, out: `${f}: set the owned counts of 1 card` })
  })
})
