// `ringside import --undo` and `ringside backup --restore`: which backup each brings back, and what it says.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { Services } from '../../src/main/services'
import { commandTests } from './command'

const cli = commandTests('backups')

const SAMPLE = fs.readFileSync('db/sample-cards.csv', 'utf8')
/** A fan-made file that renames every promo: imported over the good one, it is the bad import to undo. */
const FAN = SAMPLE.replace(/\(Promo\)/g, '(Fan)')

/** A database of its own for each test, with the promos imported and a deck and a collection in it. */
async function promosDb(name: string) {
  const db = path.join(cli.dir(), `${name}.db`)
  const run = (...argv: string[]) => cli.runOn(db, ...argv)
  expect((await run('import', cli.file('promos.csv', SAMPLE), '--set', 'promos')).code).toBe(0)
  const s = new Services(db)
  const deck = s.library.create({ name: 'Before the import', main: [{ set: 'promos', number: 'C901', count: 2 }] })
  s.collection.set('promos', 'C901', 3)
  s.close()
  return { db, run, deck }
}

/** How many of the set's cards have their promo names. */
const promoNames = async (run: (...argv: string[]) => Promise<{ out: string }>) =>
  (await run('search', 'set:promos', '--json')).out.match(/"name": "[^"]*\(Promo\)"/g)?.length ?? 0

describe('ringside backup --restore latest after a bad import', () => {
  it('skips the backups identical to the database (the one written after the import) and brings back the one before it', async () => {
    const { run } = await promosDb('latest')
    expect((await run('import', cli.file('fan.csv', FAN), '--set', 'promos')).code).toBe(0)
    expect((await run('search', 'set:promos ryu')).out).toContain('Ryu (Fan)')
    const restored = await run('backup', '--restore', 'latest')
    expect(restored.code).toBe(0)
    expect(restored.err).toMatch(/skipped .*-imported\.db \(after importing fan\.csv into promos\): the same as the database/)
    expect(restored.out).toMatch(/from .*-import\.db/)
    expect(restored.out).toContain('before importing fan.csv into promos')
    expect((await run('search', 'set:promos ryu')).out).toContain('Ryu (Promo)')
    expect(await promoNames(run)).toBe(5)
  })
})

describe('ringside import --undo', () => {
  it('puts the whole database back as it was before the last import: its cards, decks and collection, and says so', async () => {
    const { run, db, deck } = await promosDb('undo')
    expect((await run('import', cli.file('fan.csv', FAN), '--set', 'promos')).code).toBe(0)
    // Changed after the import: a restore of the whole database takes these back too.
    const s = new Services(db)
    s.library.create({ name: 'After the import', main: [{ set: 'promos', number: 'C902', count: 1 }] })
    s.collection.set('promos', 'C901', 1)
    s.close()

    const undone = await run('import', '--undo')
    expect(undone).toMatchObject({ code: 0, err: '' })
    expect(undone.out).toMatch(
      /^undid the import of fan\.csv into promos: restored .*undo\.db from .*-import\.db; the file it replaced is kept as .*undo\.db\.replaced-/,
    )
    expect(undone.out).toContain('the whole database is back as it was before that import: its cards, decks and collection')
    expect(undone.out).toContain('promos 8 cards')
    expect((await run('search', 'set:promos ryu')).out).toContain('Ryu (Promo)')
    const back = new Services(db)
    expect(back.library.all().map((d) => d.name)).toEqual([deck.name])
    expect(back.collection.owned('promos', 'C901')).toBe(3)
    back.close()
  })

  it('refuses, saying why, when there is no import to undo, or the last one is undone already', async () => {
    const fresh = path.join(cli.dir(), 'fresh.db')
    expect((await cli.runOn(fresh, 'sets')).code).toBe(0)
    const none = await cli.runOn(fresh, 'import', '--undo')
    expect(none).toMatchObject({ code: 2, out: '' })
    expect(none.err).toMatch(/^ringside: no import to undo: .*fresh\.db has no backup from before an import/)

    const { run } = await promosDb('twice')
    expect((await run('import', cli.file('fan.csv', FAN), '--set', 'promos')).code).toBe(0)
    expect((await run('backup', '--restore', 'before-last-import')).code).toBe(0)
    const again = await run('import', '--undo')
    expect(again.code).toBe(2)
    expect(again.err).toMatch(/^ringside: the last import, of fan\.csv into promos, was undone already/)
    expect((await run('search', 'set:promos ryu')).out).toContain('Ryu (Promo)') // not taken further back

    expect(await run('import', '--undo', cli.file('x.csv', SAMPLE))).toMatchObject({ code: 2, err: expect.stringContaining('--undo takes no file') })
    expect(await run('import', '--undo', '--set', 'promos')).toMatchObject({ code: 2, err: expect.stringContaining('--undo takes no other option') })
    expect(await run('import')).toMatchObject({ code: 2, err: expect.stringContaining('import needs a card file') })
  })

  it('will not undo an import whose backup from before it is no longer kept', async () => {
    const { run, db } = await promosDb('pruned')
    expect((await run('import', cli.file('fan.csv', FAN), '--set', 'promos')).code).toBe(0)
    const dir = path.join(path.dirname(db), 'backups')
    const before = fs
      .readdirSync(dir)
      .filter((f) => f.startsWith('pruned-') && f.endsWith('-import.db'))
      .sort()
    expect(before).toHaveLength(2) // before the promos, and before fan.csv
    fs.rmSync(path.join(dir, before[1]))
    const undo = await run('import', '--undo')
    expect(undo.code).toBe(2)
    expect(undo.err).toMatch(/no import to undo: the backup from before the last import \(fan\.csv into promos\) is no longer kept/)
    expect((await run('search', 'set:promos ryu')).out).toContain('Ryu (Fan)') // not the import before it
  })
})

describe('ringside backup --list and --restore <name>', () => {
  it('labels each backup by what it protects, and restores one named as --list shows it, folder or none', async () => {
    const { run, db } = await promosDb('named')
    const list = await run('backup', '--list')
    const lines = list.out.split('\n')
    expect(lines[0]).toMatch(/imported\s+.*named-\d{8}T\d{9}Z-imported\.db {2}after importing promos\.csv into promos$/)
    expect(lines[1]).toMatch(/import\s+.*named-\d{8}T\d{9}Z-import\.db {2}before importing promos\.csv into promos$/)
    const json = JSON.parse((await run('backup', '--list', '--json')).out)
    expect(json[1]).toMatchObject({ reason: 'import', label: 'before importing promos.csv into promos', undone: null })

    const bare = path.basename(json[1].file)
    const restored = await run('backup', '--restore', bare)
    expect(restored.code).toBe(0)
    expect(restored.out).toContain(`from ${json[1].file}`)
    expect((await run('sets')).out).not.toContain('promos')

    const missing = await run('backup', '--restore', 'named-20000101T000000000Z-manual.db')
    expect(missing.code).toBe(2)
    expect(missing.err).toContain(
      `no backup named-20000101T000000000Z-manual.db: not a file, nor a backup in ${path.join(path.dirname(db), 'backups')} (ringside backup --list shows them)`,
    )
    expect(missing.err).not.toContain('unable to open')
  })

  it('lists and restores a backup written before labels, by the reason in its name, and undoes an import by it', async () => {
    const { run, db } = await promosDb('old')
    expect((await run('import', cli.file('fan.csv', FAN), '--set', 'promos')).code).toBe(0)
    const dir = path.join(path.dirname(db), 'backups')
    for (const f of fs.readdirSync(dir)) if (f.startsWith('old-') && !f.endsWith('.db')) fs.rmSync(path.join(dir, f)) // as an older Ringside left them
    const json = JSON.parse((await run('backup', '--list', '--json')).out)
    expect(json.map((b: { label: string }) => b.label)).toEqual([
      'written after an import',
      'written before an import',
      'written after an import',
      'written before an import',
    ])
    const undone = await run('import', '--undo')
    expect(undone.code).toBe(0)
    expect(undone.out).toMatch(/^undid the import \(written before an import\): restored /)
    expect((await run('search', 'set:promos ryu')).out).toContain('Ryu (Promo)')
  })
})
