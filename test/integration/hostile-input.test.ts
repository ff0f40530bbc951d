// What fuzzing and fault injection found: hostile deck files, foreign databases given as backups, backups that
// miss the newest import, advice that cannot help, undefined IPC fields, spreadsheet formulas, unknown card
// fields, leftovers of killed processes and raw system errors. Each case failed before its fix.
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { main } from '../../src/cli/index'
import { BACKUP_REASONS, listBackups, removeLeftovers } from '../../src/main/storage/backups'
import { exportSetFile, readCardFile } from '../../src/main/cards/card-file'
import { neutraliseCell, restoreCell } from '../../src/main/core/csv-cell'
import { databaseFailure, DatabaseError, openDatabase } from '../../src/main/storage/database'
import { MAX_PROBLEMS, MAX_QUOTE } from '../../src/main/decks/deck-text'
import { createDispatch, type Desktop } from '../../src/main/ipc/dispatch'
import { Services } from '../../src/main/services'
import { freshServices, sharedServices, tempDir } from '../helpers'

async function run(db: string, ...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await main([...argv, '--db', db], { out: (l) => out.push(l), err: (l) => err.push(l), env: {} })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

/** Wall-clock time of an action, to guard against a hang (not a speed test: the bounds are generous). */
async function timed<T>(action: () => T | Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now()
  const value = await action()
  return { value, ms: performance.now() - start }
}

describe('1. deck files made of junk', () => {
  const megabyteLine = 'NaN ' + 'x'.repeat(999_990)

  it('a 1 MB junk line is answered at once, quoting at most 80 characters, with no suggestion search', async () => {
    const s = sharedServices()
    const { value, ms } = await timed(() => s.decks.parseFile(megabyteLine, 'junk.deck.txt'))
    expect(ms).toBeLessThan(1000)
    expect(value).toEqual({ ok: false, problems: [{ line: 1, message: `unknown card "${megabyteLine.slice(0, MAX_QUOTE)}…"` }] })
    // A name just longer than any card's still gets no fuzzy search, however it is padded.
    const padded = s.decks.parseFile(`Ryu${'!'.repeat(200_000)}x`, 'junk.txt')
    expect(padded.ok ? [] : padded.problems[0].message).not.toContain('did you mean')
  })

  it("through the command, and through the app's open and drop paths", async () => {
    const dir = tempDir()
    const file = path.join(dir, 'junk.deck.txt')
    fs.writeFileSync(file, megabyteLine)
    const db = path.join(dir, 'cli.db')
    await run(db, 'formats') // the database is made before the clock starts
    const cli = await timed(() => run(db, 'validate', file))
    expect(cli.ms).toBeLessThan(1000)
    expect(cli.value).toMatchObject({ code: 2, err: expect.stringMatching(/junk\.deck\.txt:1: unknown card "NaN x{76}…"$/) })

    const s = freshServices()
    const desktop = { chooseFileToOpen: async () => file } as unknown as Desktop
    const dispatch = createDispatch(s, desktop)
    const opened = await timed(() => dispatch('openDeckFile', undefined))
    const dropped = await timed(() => dispatch('importDeck', { text: megabyteLine, fileName: 'junk.deck.txt' }))
    const checked = await timed(() => dispatch('checkDeck', { text: megabyteLine }))
    for (const r of [opened, dropped, checked]) expect(r.ms).toBeLessThan(1000)
    expect(dropped.value).toMatchObject({ ok: true, value: { ok: false, problems: [{ line: 1, message: expect.stringMatching(/^unknown card "NaN x+…"$/) }] } })
    expect(s.library.list()).toEqual([])
  })

  it('a file of a hundred thousand junk lines lists the first problems and how many more, without a suggestion search for each', async () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => `Fighter number ${i}`)
    const { value, ms } = await timed(() => sharedServices().decks.parse(lines.join('\n')))
    expect(ms).toBeLessThan(2000)
    if (value.ok) throw new Error('junk parsed')
    expect(value.problems).toHaveLength(MAX_PROBLEMS + 1)
    expect(value.problems.at(-1)).toEqual({ line: MAX_PROBLEMS + 1, message: `99,900 more card lines not checked: too many problems before them` })
  })

  it('a JSON deck is read as JSON by its name or its first character, and a broken one says where', () => {
    const s = sharedServices()
    const read = (text: string, name: string) => {
      const r = s.decks.parseFile(text, name)
      return r.ok ? [] : r.problems
    }
    expect(read('[[[[', 'x.deck.json')).toEqual([{ line: 1, message: 'not valid JSON: a closing ] is missing (line 1, column 5)' }])
    expect(read('  {"ringside": "deck", "version": NaN}', 'deck.txt')).toEqual([
      { line: 1, message: 'not valid JSON: unexpected character (line 1, column 35)' },
    ])
    expect(read('{"ringside": "deck",\n "version": 1,\n "name": "x"', 'cut.json')).toEqual([
      { line: 3, message: 'not valid JSON: a closing } is missing (line 3, column 13)' },
    ])
    expect(read('['.repeat(500_000), 'deep.json')).toEqual([{ line: 0, message: 'not valid JSON: nested too deeply' }])
    expect(read('[1, 2]', 'array.json')[0].message).toMatch(/^a deck JSON file is an object/)
  })
})

describe('2–4. backups and restores', () => {
  it("refuses to restore an empty or foreign SQLite file, or a newer Ringside's database, touching nothing", async () => {
    const s = freshServices()
    s.library.create({ name: 'Mine' })
    s.close()
    const dir = path.dirname(s.file)
    const foreign = path.join(dir, 'foreign.db')
    new Database(foreign).exec('CREATE TABLE notes (text TEXT)').close()
    const empty = path.join(dir, 'empty.db')
    new Database(empty).close()
    const newer = path.join(dir, 'newer.db')
    fs.copyFileSync(s.file, newer)
    new Database(newer).pragma('user_version = 999')
    const before = fs.readFileSync(s.file)
    for (const [file, why] of [
      [foreign, 'not a Ringside database (it has no card and deck tables)'],
      [empty, 'not a Ringside database (it has no card and deck tables)'],
      [newer, 'written by a newer Ringside (schema 999; this version knows up to'],
    ]) {
      const r = await run(s.file, 'backup', '--restore', file)
      expect(r, file).toMatchObject({ code: 2, err: expect.stringContaining(`${file}: cannot be restored: ${why}`) })
    }
    expect(fs.readFileSync(s.file).equals(before)).toBe(true)
    expect(fs.readdirSync(dir).filter((f) => f.includes('.replaced-'))).toEqual([])
    const again = new Services(s.file)
    expect(again.library.list().map((d) => d.name)).toEqual(['Mine'])
    again.close()
  })

  it('the latest backup holds the newest import, and a restore says what it holds', async () => {
    const s = freshServices()
    const sample = fs.readFileSync('db/sample-cards.csv', 'utf8')
    s.importer.apply({ fileName: 'promos.csv', text: sample, setId: 'promos' })
    expect(listBackups(s.file).map((b) => b.reason)).toEqual(['imported', 'import'])
    s.close()
    fs.writeFileSync(s.file, 'damaged '.repeat(5000))
    const r = await run(s.file, 'backup', '--restore', 'latest')
    expect(r.code).toBe(0)
    expect(r.out.split('\n')[1]).toMatch(
      /^the backup of \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC \(written after an import\) holds cfs-base 424 cards, cfc-1999 300 cards, promos 8 cards; 0 decks$/,
    )
    const back = new Services(s.file)
    expect(back.catalogue.set('promos')?.cards).toBe(8)
    back.close()
  })

  it('a clean close after a change writes a backup; a close that changed nothing does not', () => {
    const s = freshServices()
    s.close({ backUp: true })
    expect(listBackups(s.file)).toEqual([]) // only the shipped sets were loaded: nothing of the player's
    const again = new Services(s.file)
    again.library.create({ name: 'New' })
    again.close({ backUp: true })
    expect(listBackups(s.file).map((b) => b.reason)).toEqual(['close'])
    expect(BACKUP_REASONS.close).toBe('written when Ringside closed')
  })

  it('gives each database problem its own advice: a restore only for a damaged one', async () => {
    const dir = tempDir()
    const file = path.join(dir, 'ringside.db')
    const s = new Services(file)
    s.backup()
    s.close()
    new Database(file).pragma('user_version = 999')
    const newer = await run(file, 'sets')
    expect(newer.code).toBe(2)
    expect(newer.err).toContain('written by a newer Ringside')
    expect(newer.err).toContain('update Ringside to open it')
    expect(newer.err).not.toContain('--restore')

    const blocker = path.join(dir, 'a-file')
    fs.writeFileSync(blocker, '')
    const below = await run(path.join(blocker, 'ringside.db'), 'sets')
    expect(below).toMatchObject({ code: 2, err: expect.stringContaining(`cannot make its folder ${blocker}:`) })
    expect(below.err).not.toMatch(/EEXIST|ENOTDIR|mkdir/)
    expect(below.err).toContain('give the database as a file in a folder')

    // A write refused by SQLite because the file is read-only names the file and says what to do.
    const readonly = new Database(file, { readonly: true })
    let refused: unknown
    try {
      readonly.prepare("INSERT INTO sets (id, name) VALUES ('x', 'x')").run()
    } catch (err) {
      refused = err
    }
    readonly.close()
    const failure = databaseFailure(refused, file)
    expect(failure).toBeInstanceOf(DatabaseError)
    expect(failure).toMatchObject({ problem: 'unwritable', message: `${file}: Ringside cannot write its database here: the file or its folder is read-only` })
    expect(() => openDatabase(dir)).toThrow(/this is a folder, not a database file/)
  })

  it('a command that only reads skips the check of every page and still refuses a damaged page it meets; one that writes checks first', async () => {
    const s = freshServices()
    const file = s.file
    s.backup()
    s.close()
    // Every page of the cards table overwritten; the schema and the other tables intact.
    const raw = new Database(file, { readonly: true })
    const pageSize = raw.pragma('page_size', { simple: true }) as number
    const pages = raw.prepare("SELECT pageno FROM dbstat WHERE name = 'cards'").pluck().all() as number[]
    raw.close()
    const bytes = fs.readFileSync(file)
    for (const page of pages) for (let i = (page - 1) * pageSize; i < page * pageSize; i++) bytes[i] = (i * 31) & 255
    fs.writeFileSync(file, bytes)
    const read = await run(file, 'search', 'ryu')
    expect(read.code).toBe(2)
    expect(read.err).toMatch(/^ringside: .*: damaged database \(database disk image is malformed\)/)
    expect(read.err).toContain('backup --restore latest')
    // Opening for a write checks every page before anything else; opening only to read does not.
    expect(() => openDatabase(file)).toThrow(/damaged database/)
    openDatabase(file, undefined, { checkPages: false }).close()
    const write = await run(file, 'import', 'db/sample-cards.csv', '--set', 'promos')
    expect(write.code).toBe(2)
    expect(write.err).toContain('damaged database')
  })
})

describe('6. IPC payloads', () => {
  it('updateDeck takes a field given as undefined as unchanged', async () => {
    const s = freshServices()
    const dispatch = createDispatch(s)
    const deck = s.library.create({ name: 'Kept', tags: ['a'] })
    const r = await dispatch('updateDeck', { id: deck.id, changes: { name: undefined, sets: undefined, format: undefined, main: undefined, tags: undefined } })
    expect(r).toMatchObject({ ok: true, value: { deck: { name: 'Kept', sets: ['cfs-base'], format: 'cfs-classic', tags: ['a'] } } })
    expect(await dispatch('updateDeck', { id: deck.id, changes: { name: undefined, main: [{ set: 'cfs-base', number: 'C001', count: 2 }] } })).toMatchObject({
      ok: true,
      value: { deck: { name: 'Kept', main: [{ set: 'cfs-base', number: 'C001', count: 2 }] } },
    })
  })

  it('refuses a bad payload in the words of the rule', async () => {
    const dispatch = createDispatch(sharedServices())
    expect(await dispatch('searchCards', { query: 'x', limit: 5000 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', message: 'searchCards: limit: at most 1,000' },
    })
    expect(await dispatch('getCard', { set: 'cfs-base' })).toMatchObject({ ok: false, error: { message: 'getCard: number: missing' } })
    expect(await dispatch('getCard', { set: 'cfs-base', number: 'C001', colour: 'red' })).toMatchObject({
      ok: false,
      error: { message: 'getCard: colour: unknown field "colour"' },
    })
  })
})

describe('7. CSV export and formulas', () => {
  it('neutralises cells a spreadsheet would run, and a round trip gives them back unchanged', () => {
    for (const cell of ['=HYPERLINK("x")', '+1+1', '@SUM(A1)', '-x', '-500 damage', "'=already quoted", '\tTAB']) {
      expect(neutraliseCell(cell), cell).toBe(`'${cell}`)
      expect(restoreCell(neutraliseCell(cell)), cell).toBe(cell)
    }
    for (const cell of ['-500', 'Ryu', "'quoted", '']) {
      expect(neutraliseCell(cell), cell).toBe(cell)
      expect(restoreCell(cell), cell).toBe(cell)
    }
  })

  it('an exported set with formula-like texts imports back unchanged', () => {
    const s = freshServices()
    s.editor.createSet('mine', 'Mine')
    const card = {
      set: 'mine',
      number: 'A001',
      name: '=cmd|calc',
      kind: 'action' as const,
      rarity: null,
      bp: null,
      sp: null,
      cost: 1,
      ability: null,
      text: '+5 SP; -x @all',
      backups: [],
      altNames: ['@alt'],
      origin: '-Evil',
    }
    expect(s.editor.save('mine', card, null)).toMatchObject({ ok: true })
    const csv = exportSetFile(s.catalogue, 'mine', 'csv').text
    expect(csv.split('\n')[1]).toBe("A001,'=cmd|calc,action,,,,1,,,,'+5 SP; -x @all,,,'@alt,'-Evil")
    const again = s.importer.preview({ fileName: 'mine.csv', text: csv, setId: 'mine' })
    expect(again).toMatchObject({ problems: [], unchanged: 1, changed: [] })
  })
})

describe("8. card files obey the editor's rules", () => {
  const record = {
    number: 'C001',
    name: 'Ryu',
    kind: 'capcom',
    rarity: 'A',
    bp: 800,
    sp: 2,
    cost: null,
    ability: null,
    effect: null,
    backups: [],
    alt_names: [],
    origin: null,
  }
  const problems = (records: unknown[]) => readCardFile('cards.json', JSON.stringify(records), 'mine').problems

  it('a record whose name or kind is an object that cannot become text is refused, not thrown on', () => {
    const read = readCardFile('cards.json', '[{"kind": {"toString": 0}, "name": {"valueOf": 1}}]', 'mine')
    expect(read.cards).toEqual([])
    expect(read.rejected).toEqual([{ name: '', kind: '' }])
    expect(read.problems.length).toBeGreaterThan(0)
  })

  it('refuses unknown fields in JSON, by record and field, as CSV refuses unknown columns', () => {
    const raw = `[${JSON.stringify(record).slice(0, -1)}, "__proto__": {"polluted": true}, "constructor": 1, "colour": "red"}]`
    expect(readCardFile('cards.json', raw, 'mine').problems).toEqual([
      { line: 1, field: '__proto__', message: 'unknown field "__proto__"' },
      { line: 1, field: 'constructor', message: 'unknown field "constructor"' },
      { line: 1, field: 'colour', message: 'unknown field "colour"' },
    ])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it("holds files to the editor's limits, and says the rule, not the validator", () => {
    expect(problems([{ ...record, backups: Array(5000).fill('Ken') }])).toEqual([{ line: 1, field: 'backups', message: 'at most 20 entries' }])
    const { name: _name, ...nameless } = record
    expect(problems([nameless])).toEqual([{ line: 1, field: 'name', message: 'missing' }])
    expect(problems([{ ...record, bp: 'lots' }])).toEqual([{ line: 1, field: 'bp', message: 'must be a number' }])
    expect(problems(['C001'])).toEqual([{ line: 1, field: null, message: expect.stringMatching(/^a card record is an object/) }])
    const s = freshServices()
    s.editor.createSet('mine', 'Mine')
    const huge = s.importer.preview({ fileName: 'c.json', text: JSON.stringify([{ ...record, bp: 1e20 }]), setId: 'mine' })
    expect(huge.problems).toEqual([{ line: 1, field: 'bp', message: 'must be 100 to 3000 in steps of 100' }])
  })
})

describe('9. leftovers and raw system errors', () => {
  it('a start removes what a killed backup or restore left behind, and nothing else', () => {
    const s = freshServices()
    s.backup()
    s.close()
    const backups = path.join(path.dirname(s.file), 'backups')
    const gone = 2 ** 22 + 7 // no such process
    const leftovers = [
      path.join(backups, `ringside-20260101T000000000Z-manual.db.${gone}.tmp`),
      path.join(backups, `ringside-20260101T000000000Z-manual.db.${gone}.tmp-journal`),
      `${s.file}.restore.${gone}.tmp`,
    ]
    const others = [path.join(path.dirname(s.file), `notes.${gone}.tmp`), path.join(backups, `ringside-x.db.${process.pid}.tmp`)]
    for (const f of [...leftovers, ...others]) fs.writeFileSync(f, 'x')
    expect(removeLeftovers(s.file).sort()).toEqual(leftovers.map((f) => path.basename(f)).sort())
    for (const f of leftovers) fs.writeFileSync(f, 'x')
    new Services(s.file).close()
    expect(leftovers.filter((f) => fs.existsSync(f))).toEqual([])
    expect(others.filter((f) => fs.existsSync(f))).toEqual(others)
  })

  it('a folder where a file is wanted is named in a sentence, never a raw EISDIR', async () => {
    const dir = tempDir()
    const db = path.join(dir, 'cli.db')
    const folder = fs.mkdtempSync(path.join(dir, 'folder-'))
    expect(await run(db, 'validate', folder)).toMatchObject({ code: 2, out: '', err: `ringside: no deck file in ${folder}` })
    expect(await run(db, 'show', folder)).toMatchObject({ code: 2, err: `${folder}: this is a folder, not a file` })
    expect(await run(db, 'export', 'cfs-base', '-o', folder)).toMatchObject({ code: 2, err: `ringside: cannot write ${folder}: this is a folder, not a file` })
    expect(await run(db, 'import', folder, '--set', 'x')).toMatchObject({ code: 2, err: `ringside: ${folder}: this is a folder, not a file` })

    const s = freshServices()
    const dispatch = createDispatch(s, { chooseFileToOpen: async () => folder } as unknown as Desktop)
    expect(await dispatch('chooseImage', { set: 'cfs-base', number: 'C001' })).toEqual({
      ok: false,
      error: { code: 'REFUSED', message: `${path.basename(folder)}: this is a folder, not a file` },
    })
    expect(await dispatch('openDeckFile', undefined)).toMatchObject({
      ok: true,
      value: { ok: false, problems: [{ message: 'cannot read: this is a folder, not a file' }] },
    })
  })
})
