// The deck commands at the edges: a folder with no deck file, an empty file, a deck past the limits and a name
// past 200 characters are refused with a reason and exit 2, never read as a deck of nothing.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { commandTests } from './command'

const { run, file, dir } = commandTests('deck-limits')

describe('ringside validate, given a folder with no deck file', () => {
  it('says so and exits 2', async () => {
    const empty = path.join(dir(), 'empty-folder')
    fs.mkdirSync(empty)
    expect(await run('validate', empty)).toMatchObject({ code: 2, out: '', err: `ringside: no deck file in ${empty}` })
    // A folder holding only other files is no different.
    const notes = path.join(dir(), 'notes-folder')
    fs.mkdirSync(notes)
    fs.writeFileSync(path.join(notes, 'readme.txt'), 'hello')
    const r = await run('validate', notes)
    expect(r.code).toBe(2)
    expect(r.err).toContain(`ringside: no deck file in ${notes}`)
    expect(r.out).not.toMatch(/0 decks/)
  })

  it('still validates the decks of the folders that have some, and exits 2 for the one that has none', async () => {
    const some = path.join(dir(), 'some')
    fs.mkdirSync(some)
    fs.copyFileSync('examples/shoto-rush.deck.txt', path.join(some, 'shoto-rush.deck.txt'))
    const none = path.join(dir(), 'none')
    fs.mkdirSync(none)
    const r = await run('validate', some, none)
    expect(r.code).toBe(2)
    expect(r.out).toContain('shoto-rush.deck.txt: legal for cfs-classic')
    expect(r.err).toContain(`ringside: no deck file in ${none}`)
  })
})

describe('an empty deck file', () => {
  it('is "the file is empty" for show, code, convert and print, exit 2, and nothing is written', async () => {
    for (const content of ['', '\n\n  \n', '\uFEFF']) {
      const f = file('empty.deck.txt', content)
      const out = path.join(dir(), 'out.deck.json')
      const pdf = path.join(dir(), 'out.pdf')
      for (const argv of [
        ['show', f],
        ['code', f],
        ['convert', f, '-o', out],
        ['print', f, '-o', pdf],
        ['validate', f],
        ['validate', f, '--fix'],
      ]) {
        expect(await run(...argv), argv.join(' ')).toMatchObject({ code: 2, out: '', err: `${f}: the file is empty` })
      }
      expect(fs.existsSync(out)).toBe(false)
      expect(fs.existsSync(pdf)).toBe(false)
    }
  })

  it('is not a deck with no cards, which still reads', async () => {
    const f = file('no-cards.deck.txt', 'name: Nothing yet\nMain\n')
    expect(await run('show', f)).toMatchObject({ code: 0 })
  })
})

describe('a deck file past the limits', () => {
  it('is refused with its line, before anything is printed', async () => {
    const f = file('huge.deck.txt', `Main\n${['C001', 'C002', 'C003', 'C004', 'C005', 'C006'].map((n) => `999 ${n}`).join('\n')}\n`)
    const pdf = path.join(dir(), 'huge.pdf')
    expect(await run('print', f, '-o', pdf)).toMatchObject({ code: 2, err: `${f}:7: 5,994 cards by here: a deck holds at most 5,000 in all` })
    expect(fs.existsSync(pdf)).toBe(false)
  })

  it('refuses a share code of nearly two million cards with which limit, at once', async () => {
    const { encodeShareCode } = await import('../../src/main/decks/share-code')
    const lines = Array.from({ length: 1000 }, () => ({ set: 'cfs-base', number: 'C001', count: 999 }))
    const code = encodeShareCode({ name: null, format: null, sets: ['cfs-base'], main: lines, strikers: lines })
    expect(await run('import-code', code)).toMatchObject({ code: 2, err: 'ringside: share code: main: at most 500 different cards in a zone' })
  })

  it('refuses a name over 200 characters and writes nothing', async () => {
    const f = file('long-name.deck.txt', `name: ${'x'.repeat(100_000)}\nMain\n3 C001\n`)
    const out = path.join(dir(), 'long.o8d')
    expect(await run('convert', f, '-o', out)).toMatchObject({ code: 2, err: `${f}:1: name: at most 200 characters` })
    expect(fs.existsSync(out)).toBe(false)
  })
})
