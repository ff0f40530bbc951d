import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { commandTests } from './command'

const cli = commandTests('collection')
const { runOn, file } = cli
/** Each test on a database of its own, so counts from one never reach another. */
let dbs = 0
const fresh = () => {
  const db = path.join(cli.dir(), `collection-${++dbs}.db`)
  return (...argv: string[]) => runOn(db, ...argv)
}

const DECK = ['name: Short', 'Main', '3 C001', '2 C002', '1 A001'].join('\n')

describe('ringside collection', () => {
  it('imports a CSV, reports the totals, and exports it back', async () => {
    const run = fresh()
    expect(await run('collection')).toMatchObject({ code: 0, out: '0 different cards owned, 0 copies' })
    const csv = file('mine.csv', 'set,number,owned\ncfs-base,C001,2\ncfs-base,c002,1\n')
    expect(await run('collection', 'import', csv, '--dry-run')).toMatchObject({ code: 0, out: `${csv}: would set the owned counts of 2 cards` })
    expect((await run('collection', '--json')).out).toBe(JSON.stringify({ cards: 0, copies: 0 }, null, 2))
    expect(await run('collection', 'import', csv)).toMatchObject({ code: 0, out: `${csv}: set the owned counts of 2 cards` })
    expect(JSON.parse((await run('collection', '--json')).out)).toEqual({ cards: 2, copies: 3 })
    expect((await run('collection')).out).toBe('2 different cards owned, 3 copies')
    const exported = await run('collection', 'export')
    expect(exported.code).toBe(0)
    expect(exported.out.split('\n')).toEqual(['set,number,name,owned', 'cfs-base,C001,Ryu,2', 'cfs-base,C002,Ken,1'])
    const out = path.join(cli.dir(), 'out.csv')
    expect(await run('collection', 'export', '-o', out)).toMatchObject({ code: 0, out: `${out}: 2 cards` })
    expect(fs.readFileSync(out, 'utf8')).toBe(`${exported.out}\n`)
    expect((await run('search', 'owned>=2')).out).toMatch(/^C001 {2}Ryu/)
    expect((await run('search', 'missing: number:C001,C002,C003')).out).toMatch(/^C003 /)
  })

  it('refuses a bad file whole, naming each line and column, exit 1', async () => {
    const run = fresh()
    const bad = file('bad.csv', 'set,number,name,owned\ncfs-base,C001,Ryu,2\ncfs-base,C002,Ken,lots\ncfs-base,Q777,,1\n')
    const r = await run('collection', 'import', bad)
    expect(r.code).toBe(1)
    expect(r.err.split('\n')).toEqual([
      `${bad}:3: owned: "lots" is not a whole number from 0 to 999`,
      `${bad}:4: number: no card Q777 in set cfs-base in the catalogue`,
      '2 problems; no count was changed',
    ])
    expect(JSON.parse((await run('collection', '--json')).out)).toEqual({ cards: 0, copies: 0 })
  })

  it('exits 2 on a bad command line or a file it cannot read', async () => {
    const run = fresh()
    expect(await run('collection', 'import')).toMatchObject({ code: 2, err: expect.stringContaining('collection import needs a CSV file') })
    expect(await run('collection', 'sell')).toMatchObject({ code: 2, err: expect.stringContaining('collection takes import <file.csv> or export, not "sell"') })
    expect(await run('collection', 'export', 'x.csv')).toMatchObject({ code: 2, err: expect.stringContaining('-o <file.csv>') })
    expect(await run('collection', 'import', path.join(cli.dir(), 'nothing-here.csv'))).toMatchObject({
      code: 2,
      err: expect.stringContaining('nothing-here.csv'),
    })
  })
})

describe('ringside print --missing', () => {
  it('prints only the copies the collection lacks', async () => {
    const run = fresh()
    await run('collection', 'import', file('own.csv', 'set,number,owned\ncfs-base,C001,1\ncfs-base,C002,2\n'))
    const deck = file('short.deck.txt', DECK)
    const out = path.join(cli.dir(), 'missing.pdf')
    const r = await run('print', deck, '-o', out, '--missing')
    expect(r.code).toBe(0)
    expect(r.out).toBe(`${out}: 1 page, 3 cards, 3×3 on A4`)
    expect(r.err).toContain('Missing 3 cards (2 different): printing only those')
    expect(fs.readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-')
    expect((await run('print', deck, '-o', out)).out).toBe(`${out}: 1 page, 6 cards, 3×3 on A4`)
  })

  it('says so and exits 2, writing nothing, when nothing is missing', async () => {
    const run = fresh()
    await run('collection', 'import', file('all.csv', 'set,number,owned\ncfs-base,C001,3\ncfs-base,C002,2\ncfs-base,A001,1\n'))
    const out = path.join(cli.dir(), 'never-missing.pdf')
    const r = await run('print', file('short2.deck.txt', DECK), '-o', out, '--missing')
    expect(r.code).toBe(2)
    expect(r.err).toContain('nothing to print: the collection holds every card of the deck')
    expect(fs.existsSync(out)).toBe(false)
    expect(await run('print', 'gambit', '-o', out, '--missing')).toMatchObject({ code: 2, err: expect.stringContaining('--missing is for deck proxies') })
  })
})
