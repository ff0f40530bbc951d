// `ringside convert` between deck text, deck JSON and OCTGN decks, and validate/show reading an OCTGN deck: the
// format follows the -o file's name; a card that matches nothing is listed, exit 2, and no file is written.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { commandTests } from './command'

const { run, file, dir } = commandTests('convert')
const LEGENDS = 'examples/fatal-fury-legends.deck.txt'

const PLUGIN_DECK = `<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<deck game="e3d56d9e-900d-49c6-b6ae-22cbb51be153">
  <section name="Main" shared="False">
    <card qty="3" id="4f2454d7-2294-47a2-a473-a838c1f7d874">Ryu</card>
    <card qty="2" id="a124cd33-4427-4584-8216-885bbb97baa8">Chun-Li</card>
    <card qty="1" id="00000000-0000-4000-8000-000000000001">Haohmaru (Slash)</card>
    <card qty="2" id="00000000-0000-4000-8000-000000000002">B. B. Hoodie</card>
  </section>
  <notes><![CDATA[]]></notes>
</deck>
`

describe('ringside convert', () => {
  it('turns deck text into an OCTGN deck and back into the same deck, Strikers and all', async () => {
    const out = path.join(dir(), 'legends.o8d')
    const converted = await run('convert', LEGENDS, '-o', out)
    expect(converted).toMatchObject({ code: 0, err: '', out: `${out}: OCTGN deck, 57 cards and 3 Strikers` })
    const written = fs.readFileSync(out, 'utf8')
    expect(written).toMatch(
      /^<\?xml version="1\.0" encoding="utf-8" standalone="yes"\?>\n<deck game="e3d56d9e-900d-49c6-b6ae-22cbb51be153" name="Fatal Fury Legends" format="cfs-legends"/,
    )
    expect(written).toContain('<section name="Strikers" shared="False">')
    expect(written).toMatch(/<card qty="3" id="[0-9a-f-]{36}">Terry<\/card>/)

    const back = path.join(dir(), 'legends.deck.txt')
    expect((await run('convert', out, '-o', back)).code).toBe(0)
    expect((await run('show', back)).out).toBe((await run('show', LEGENDS)).out)
    // And through deck JSON.
    const json = path.join(dir(), 'legends.deck.json')
    expect((await run('convert', out, '-o', json)).out).toBe(`${json}: deck JSON, 57 cards and 3 Strikers`)
    expect(JSON.parse(fs.readFileSync(json, 'utf8'))).toMatchObject({ ringside: 'deck', name: 'Fatal Fury Legends', format: 'cfs-legends' })
    expect((await run('show', json)).out).toBe((await run('show', LEGENDS)).out)
  })

  it('lists every card of an OCTGN deck that matches nothing, exits 2 and writes no file', async () => {
    const out = path.join(dir(), 'plugin.deck.txt')
    const r = await run('convert', file('plugin.o8d', PLUGIN_DECK), '-o', out)
    expect(r.code).toBe(2)
    expect(r.out).toBe('')
    expect(r.err.split('\n')).toEqual([
      expect.stringMatching(/plugin\.o8d:6: no card named "Haohmaru \(Slash\)" in cfs-base, cfc-1999$/),
      expect.stringMatching(/plugin\.o8d:7: no card named "B\. B\. Hoodie" in cfs-base, cfc-1999$/),
    ])
    expect(fs.existsSync(out)).toBe(false)
  })

  it("chooses the format by the -o file's name and refuses any other, before reading the deck", async () => {
    const r = await run('convert', LEGENDS, '-o', path.join(dir(), 'legends.pdf'))
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/convert writes \.o8d, \.deck\.txt \(or \.txt\) and \.deck\.json \(or \.json\) files, not "legends\.pdf"/)
    const none = await run('convert', LEGENDS)
    expect(none.code).toBe(2)
    expect(none.err).toMatch(/convert needs -o <out\.o8d\|out\.deck\.txt\|out\.deck\.json>/)
    const plain = path.join(dir(), 'plain.txt')
    expect((await run('convert', LEGENDS, '-o', plain)).code).toBe(0)
    expect(fs.readFileSync(plain, 'utf8')).toMatch(/^name: Fatal Fury Legends\nformat: cfs-legends\nMain\n3 S001 Terry\n/)
  })
})

describe('validate and show read OCTGN decks', () => {
  it('validate checks an OCTGN deck by the rules, and show prints it as deck text', async () => {
    const deck = PLUGIN_DECK.replace(/\n.*Haohmaru.*\n.*Hoodie.*/, '')
    const f = file('small.o8d', deck)
    const v = await run('validate', f)
    expect(v.code).toBe(1)
    expect(v.out).toBe('DECK_SIZE: 5 cards, cfs-classic needs exactly 50 — add 45')
    const s = await run('show', f)
    expect(s).toMatchObject({ code: 0, err: '' })
    expect(s.out.split('\n').slice(0, 3)).toEqual(['Main', '3 C001 Ryu', '2 C003 Chun Li'])
  })

  it("validate of a folder counts its .o8d files, and lists an unreadable one's cards", async () => {
    const folder = path.join(dir(), 'event')
    fs.mkdirSync(folder)
    fs.copyFileSync(LEGENDS, path.join(folder, 'a.deck.txt'))
    expect((await run('convert', LEGENDS, '-o', path.join(folder, 'b.o8d'))).code).toBe(0)
    fs.writeFileSync(path.join(folder, 'c.o8d'), PLUGIN_DECK)
    const r = await run('validate', folder)
    expect(r.code).toBe(2)
    expect(r.out).toContain(`${path.join(folder, 'b.o8d')}: legal for cfs-legends: 60 cards`)
    expect(r.out).toContain(`${path.join(folder, 'c.o8d')}: unreadable (2 problems)`)
    expect(r.out.split('\n').at(-1)).toBe('3 decks: 2 legal, 0 not legal, 1 unreadable')
  })
})
