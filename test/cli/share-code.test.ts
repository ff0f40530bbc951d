// `ringside code` and `ringside import-code`: a deck file to one line and back to the same deck text; a damaged
// code or one naming cards not here is refused with exit 2 and the reason.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { commandTests } from './command'

const { run, file } = commandTests('share-code')
const LEGENDS = 'examples/fatal-fury-legends.deck.txt'

describe('ringside code and import-code', () => {
  it('gives one line that import-code turns back into the deck, as show writes it', async () => {
    const coded = await run('code', LEGENDS)
    expect(coded).toMatchObject({ code: 0, err: '' })
    expect(coded.out).toMatch(/^RS1-[A-Za-z0-9_-]+$/)
    // 57 cards in Main and 3 Strikers, 22 different cards: a line that fits a chat message.
    expect(coded.out.length).toBeLessThan(180)
    const shown = await run('show', LEGENDS)
    const imported = await run('import-code', coded.out)
    expect(imported).toMatchObject({ code: 0, err: '' })
    expect(imported.out).toBe(
      shown.out
        .split('\n')
        .filter((l) => !l.startsWith('# '))
        .join('\n'),
    )
    // And the text it prints is a deck file that codes to the same line.
    expect((await run('code', file('back.deck.txt', imported.out))).out).toBe(coded.out)
  })

  it('finds the code inside a chat message or before a full stop, as the app does', async () => {
    const coded = (await run('code', LEGENDS)).out
    const plain = await run('import-code', coded)
    expect(await run('import-code', `here is my Legends deck: ${coded}. have fun`)).toEqual(plain)
    expect(await run('import-code', `${coded}.`)).toEqual(plain)
  })

  it('codes a deck JSON file as well', async () => {
    const text = fs.readFileSync(LEGENDS, 'utf8')
    const fromText = (await run('code', file('same.deck.txt', text))).out
    expect(fromText).toBe((await run('code', LEGENDS)).out)
  })

  it('refuses a damaged code, and one that names a card this catalogue lacks, naming it (exit 2)', async () => {
    const coded = (await run('code', LEGENDS)).out
    const cut = await run('import-code', coded.slice(0, -6))
    expect(cut).toMatchObject({ code: 2, out: '' })
    expect(cut.err).toMatch(/^ringside: share code: /)
    const unknown = (await run('code', file('odd.deck.txt', 'name: Odd\n3 C001\n2 C999\n'))).out
    // A deck file naming an unknown card does not code at all: the file's own line is reported.
    expect(unknown).toBe('')
  })

  it("reads no code from a file unreadable as a deck, and says so with the file's line", async () => {
    const r = await run('code', file('bad.deck.txt', 'name: Bad\n3 Nobody At All\n'))
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/bad\.deck\.txt:2:/)
  })
})
