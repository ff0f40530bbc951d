// Issue 35, item 14: `ringside import` prints a summary (a line a card only with --verbose: 30 MB at a million
// cards), and only the commands whose write needs it check every page of the database at start.
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { commandTests } from './command'
import { Services } from '../../src/main/services'

const cli = commandTests('import-output')
const { run, runOn } = cli
const SAMPLE = path.resolve('db/sample-cards.csv')

describe('ringside import output', () => {
  it('prints the summary alone; --verbose lists every new and changed card first', async () => {
    const dry = await run('import', SAMPLE, '--set', 'promos', '--dry-run')
    expect(dry).toMatchObject({ code: 0, out: 'promos (new set): 8 new, 0 changed, 0 unchanged — dry run, nothing written' })
    const listed = await run('import', SAMPLE, '--set', 'promos', '--dry-run', '--verbose')
    expect(listed.out.split('\n')).toHaveLength(9)
    expect(listed.out.split('\n')[0]).toBe('new      C901  Ryu (Promo)')
    expect(listed.out.split('\n')[8]).toBe(dry.out)

    expect(await run('import', SAMPLE, '--set', 'promos')).toMatchObject({ code: 0, out: 'promos (new set): 8 new, 0 changed, 0 unchanged' })
    const changed = cli.file('changed.csv', fs.readFileSync(SAMPLE, 'utf8').replace('C901,Ryu (Promo),capcom,S,900', 'C901,Ryu (Promo),capcom,S,1000'))
    expect(await run('import', changed, '--set', 'promos')).toMatchObject({ code: 0, out: 'promos: 0 new, 1 changed, 7 unchanged' })
    const again = await run('import', SAMPLE, '--set', 'promos', '--verbose')
    expect(again.out.split('\n')).toEqual(['changed  C901  Ryu (Promo)  (bp)', 'promos: 0 new, 1 changed, 7 unchanged'])
    // --json is unchanged: every card, for scripts.
    expect(JSON.parse((await run('import', SAMPLE, '--set', 'promos', '--json')).out)).toMatchObject({ unchanged: 8, applied: true })
  })

  it('--verbose is an import option only', async () => {
    expect(await run('sets', '--verbose')).toMatchObject({ code: 2, err: expect.stringContaining('sets has no option --verbose') })
  })
})

/** A database whose deck versions (a table no collection import reads) are damaged, with a backup from before. */
function damagedElsewhere(): string {
  const file = path.join(cli.dir(), `elsewhere-${Date.now()}.db`)
  const s = new Services(file)
  const deck = s.library.create({ name: 'Kept' })
  for (let i = 0; i < 40; i++) s.library.snapshot(deck.id, `Version ${i} ${'x'.repeat(2000)}`)
  s.backup()
  s.close()
  const raw = new Database(file, { readonly: true })
  const pageSize = raw.pragma('page_size', { simple: true }) as number
  const pages = raw.prepare("SELECT pageno FROM dbstat WHERE name = 'deck_versions' AND pagetype = 'leaf'").pluck().all() as number[]
  raw.close()
  expect(pages.length).toBeGreaterThan(1)
  const bytes = fs.readFileSync(file)
  for (const page of pages) for (let i = (page - 1) * pageSize; i < page * pageSize; i++) bytes[i] = (i * 31) & 255
  fs.writeFileSync(file, bytes)
  return file
}

describe('which commands check every page at start', () => {
  it('a collection import does not wait for the whole check; an import of cards, a backup and check still refuse a damaged database', async () => {
    const db = damagedElsewhere()
    const owned = cli.file('owned.csv', 'set,number,owned\ncfs-base,C001,2\n')
    // The rows it writes and the pages it reads are sound: SQLite would refuse a damaged one it met.
    expect(await runOn(db, 'collection', 'import', owned)).toMatchObject({ code: 0, out: `${owned}: set the owned counts of 1 card` })

    const imported = await runOn(db, 'import', SAMPLE, '--set', 'promos')
    expect(imported.code).toBe(2)
    expect(imported.err).toMatch(/damaged database \(quick_check: /)
    expect(imported.err).toContain('ringside backup --restore latest')
    expect((await runOn(db, 'backup')).err).toMatch(/damaged database \(quick_check: /)
    expect((await runOn(db, 'check')).err).toMatch(/damaged database \(quick_check: /)
  })
})
