import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../../../db/migrations'
import { KEEP_BACKUPS, lastImport, listBackups, restoreBackup, sameData, writeBackup } from '../../../src/main/storage/backups'
import { openDatabase } from '../../../src/main/storage/database'
import { ImportJobs } from '../../../src/main/cards/import-jobs'
import { Services } from '../../../src/main/services'
import type { ImportProgress } from '../../../src/shared/catalogue'
import { createDispatch } from '../../../src/main/ipc/dispatch'
import { freshServices, tempDir } from '../../helpers'
import { RYU } from '../../../src/main/games/cc/examples'

/** Overwrites the middle of the file with junk, as a failing disk would. */
function damage(file: string): void {
  const bytes = fs.readFileSync(file)
  for (let i = Math.floor(bytes.length / 3); i < Math.floor(bytes.length / 3) + 8192; i++) bytes[i] = (i * 31) & 255
  fs.writeFileSync(file, bytes)
}

describe('backups', () => {
  it('keeps the last ten, newest first, each a whole database', () => {
    const s = freshServices()
    expect(KEEP_BACKUPS).toBe(10)
    const written = Array.from({ length: KEEP_BACKUPS + 2 }, () => s.backup())
    const kept = s.backups()
    expect(kept.map((b) => b.file)).toEqual(
      written
        .slice(2)
        .reverse()
        .map((b) => b.file),
    )
    expect(kept.every((b) => b.reason === 'manual' && b.bytes > 100_000)).toBe(true)
    const copy = new Database(kept[0].file, { readonly: true })
    expect(copy.prepare('SELECT count(*) FROM cards').pluck().get()).toBe(724)
    copy.close()
    expect(fs.readdirSync(path.dirname(kept[0].file)).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it("holds the player's characters, their versions and teams, and a restore brings them back", () => {
    const dir = tempDir()
    const file = path.join(dir, 'ringside.db')
    const s = new Services(file)
    const ken = { ...RYU, id: 'ken', name: 'Ken', example: false }
    s.characters.save(ken, null)
    s.characters.snapshot('ken', 'first')
    s.characters.saveTeam(null, 'Shotos', ['ryu', 'ken'])
    const backup = s.backup()
    s.characters.deleteTeam(s.characters.teams()[0].id)
    s.characters.delete('ken')
    s.close()
    restoreBackup(backup.file, file)
    const back = new Services(file)
    expect(back.characters.get('ken')).toEqual(ken)
    expect(back.characters.versions('ken').map((v) => v.label)).toEqual(['first'])
    expect(back.characters.teams().map((t) => t.name)).toEqual(['Shotos'])
    back.close()
  })

  it('is written before a migration of a database that has data', () => {
    const file = path.join(tempDir(), 'old.db')
    const old = openDatabase(file, MIGRATIONS.slice(0, 1))
    old.prepare("INSERT INTO sets (id, name) VALUES ('mine', 'Mine')").run()
    old.close()
    expect(listBackups(file)).toEqual([])
    openDatabase(file).close()
    const [backup] = listBackups(file)
    expect(backup.reason).toBe('migration')
    const copy = new Database(backup.file, { readonly: true })
    expect(copy.pragma('user_version', { simple: true })).toBe(1) // the database as it was before
    copy.close()
    openDatabase(path.join(tempDir(), 'new.db')).close() // a new, empty database needs none
    expect(listBackups(path.join(tempDir(), 'new.db'))).toEqual([])
  })

  it('detects a damaged database at start and restores the latest backup over it', () => {
    const s = freshServices()
    const file = s.file
    const deck = s.library.create({
      name: 'Keep me',
      format: 'cfs-classic',
      sets: ['cfs-base'],
      main: [{ set: 'cfs-base', number: 'C001', count: 3 }],
      strikers: [],
    })
    s.backup()
    s.close()
    damage(file)
    expect(() => new Services(file)).toThrow(/damaged database|not a usable Ringside database/)

    const latest = listBackups(file)[0]
    const { replaced } = restoreBackup(latest.file, file)
    expect(replaced && fs.existsSync(replaced)).toBe(true) // the damaged file is set aside, not deleted
    const restored = new Services(file)
    expect(restored.library.get(deck.id).name).toBe('Keep me')
    expect(restored.integrity()).toEqual([])
    restored.close()
    expect(() => restoreBackup(replaced!, file)).toThrow(/cannot be restored: (damaged|not an SQLite database)/) // a damaged file is never restored
  })

  it('refuses a database cut short (a copy or a disk that stopped half-way) as damaged, and the latest backup brings it back', () => {
    const s = freshServices()
    const file = s.file
    const deck = s.library.create({ name: 'Keep me too', main: [{ set: 'cfs-base', number: 'C002', count: 2 }] })
    s.backup()
    s.close()
    fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2))
    let problem: unknown
    try {
      new Services(file).close()
    } catch (err) {
      problem = err
    }
    expect(problem).toMatchObject({ name: 'DatabaseError', problem: 'damaged' })
    restoreBackup(listBackups(file)[0].file, file)
    const restored = new Services(file)
    expect(restored.library.get(deck.id).main).toEqual([{ set: 'cfs-base', number: 'C002', count: 2 }])
    restored.close()
  })
})

describe('the integrity check', () => {
  it('finds dangling Back-Up names, numbers that differ only in case, and decks with missing cards', () => {
    const s = freshServices()
    expect(s.integrity()).toEqual([])
    s.importer.apply({ fileName: 'p.csv', text: fs.readFileSync('db/sample-cards.csv', 'utf8'), setId: 'promos' })
    const deck = s.library.create({
      name: 'Promo deck',
      format: 'cfs-classic',
      sets: ['promos'],
      main: [{ set: 'promos', number: 'C902', count: 2 }],
      strikers: [],
    })
    s.catalogue.deleteCards('promos', ['C902'])
    s.catalogue.db.prepare(`UPDATE cards SET number = 'c901' WHERE set_id = 'promos' AND number = 'S902'`).run()
    expect(s.integrity()).toEqual([
      {
        code: 'UNKNOWN_BACKUP',
        message: 'promos C901 Ryu (Promo): Back-Up "Ken (Promo)" names no character of promos',
        card: { set: 'promos', number: 'C901' },
        deck: null,
      },
      { code: 'DUPLICATE_NUMBER', message: 'promos: C901, c901 are the same number', card: { set: 'promos', number: 'C901' }, deck: null },
      {
        code: 'DECK_MISSING_CARD',
        message: 'deck "Promo deck" holds promos:C902, which is not in the catalogue',
        card: null,
        deck: { id: deck.id, name: 'Promo deck' },
      },
    ])
  })
})

/** A CSV of `n` plain Capcom characters, C1000 on. */
function bigCsv(n: number): string {
  const rows = ['number,name,kind,bp,sp']
  for (let i = 0; i < n; i++) rows.push(`C${1000 + (i % 9000)}${i >= 9000 ? String.fromCharCode(97 + Math.floor(i / 9000)) : ''},Fighter ${i},capcom,500,2`)
  return rows.join('\n')
}

/** How many times a large import is killed: once as cards go in, the rest at random moments (KILL_RUNS for more). */
const IMPORT_KILLS = Number(process.env.KILL_RUNS ?? 2)

describe('an import killed half-way', () => {
  it(`leaves the database as it was, with integrity_check ok, over ${IMPORT_KILLS} kills`, async () => {
    const dir = tempDir()
    const pristine = path.join(dir, 'pristine.db')
    new Services(pristine).close()
    const before = new Database(pristine, { readonly: true })
    const count = before.prepare('SELECT count(*) FROM cards').pluck().get() as number
    before.close()
    const csv = path.join(dir, 'big.csv')
    fs.writeFileSync(csv, bigCsv(60_000))

    let killedMidImport = 0
    let wholeAfterKill = 0
    for (let run = 0; run < IMPORT_KILLS; run++) {
      const db = path.join(dir, `run-${run}.db`)
      fs.copyFileSync(pristine, db)
      // The built command, as a player runs it: the first run is killed once it reports that cards are going
      // in; most others once the cards it reports pass a random number; one in ten at a random moment of the run.
      // Its listing of the cards is not read: stdout goes nowhere, so a full pipe never holds the import up.
      const child = spawn(process.execPath, ['bin/ringside.cjs', 'import', csv, '--set', 'big', '--db', db], { stdio: ['ignore', 'ignore', 'pipe'] })
      let stderr = ''
      const killAt = run === 0 ? 0 : Math.floor(Math.random() * 66_000)
      const timer = killAt >= 60_000 ? setTimeout(() => child.kill('SIGKILL'), 100 + Math.random() * 4000) : undefined
      const exit = await new Promise<{ code: number | null; signal: string | null }>((resolve) => {
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString()
          const going = [...stderr.matchAll(/importing: (\d+) of 60000/g)].at(-1)
          if (going && Number(going[1]) >= killAt) child.kill('SIGKILL')
        })
        child.on('exit', (code, signal) => resolve({ code, signal }))
      })
      clearTimeout(timer)
      if (run === 0) expect(exit).toEqual({ code: null, signal: 'SIGKILL' })
      if (/importing: \d+ of 60000 cards/.test(stderr) && exit.signal) killedMidImport++

      const after = new Database(db)
      expect(after.pragma('integrity_check', { simple: true }), `run ${run}`).toBe('ok')
      // All of it or none of it: a run that finished, or was killed after its commit, holds the whole set.
      if (!exit.signal) expect(exit.code, stderr).toBe(0)
      const sets = after.prepare("SELECT count(*) FROM sets WHERE id = 'big'").pluck().get() as number
      if (exit.code === 0) expect(sets, `run ${run}`).toBe(1)
      else if (sets) wholeAfterKill++
      expect(after.prepare('SELECT count(*) FROM cards').pluck().get(), `run ${run}`).toBe(count + sets * 60_000)
      after.close()
      if (run === 0) expect(listBackups(db).map((b) => b.reason)).toEqual(['import']) // written before the transaction began
    }
    expect(killedMidImport).toBeGreaterThan(0)
    // The figures of a long run (npm run fuzz) for TESTING.md.
    if (process.env.KILL_RUNS)
      console.info(`import kills: ${IMPORT_KILLS}, during the import ${killedMidImport}, of which after its commit ${wholeAfterKill}; partial imports 0`)
  }, 600_000)
})

describe("the app's imports, on the built worker thread", () => {
  const worker = path.resolve('out/main/import-worker.js')
  async function finished(jobs: ImportJobs, jobId: number, onProgress?: (p: ImportProgress) => void): Promise<ImportProgress> {
    for (;;) {
      const p = jobs.progress(jobId)
      onProgress?.(p)
      if (p.finished) return p
      await new Promise((r) => setTimeout(r, 5))
    }
  }

  it('writes the file off the main thread with progress, and main sees the new cards at once', async () => {
    const s = freshServices()
    const jobs = new ImportJobs(s.file, s.importer, () => (s.catalogue.revision++, s.integrity()), worker)
    const seen: number[] = []
    const job = jobs.start({ fileName: 'big.csv', text: bigCsv(12_000), setId: 'big' })
    const done = await finished(jobs, job.jobId, (p) => p.done && seen.push(p.done))
    expect(done).toMatchObject({ applied: true, error: null, done: 12_000, total: 12_000, findings: [] })
    expect(seen.some((n) => n > 0 && n < 12_000)).toBe(true)
    expect(s.catalogue.set('big')).toMatchObject({ cards: 12_000 })
    expect(s.search.search('fighter 11999').cards[0]).toMatchObject({ set: 'big', name: 'Fighter 11999' })
  })

  it('stops when cancelled: nothing written, and the database free for the next write', async () => {
    const s = freshServices()
    const jobs = new ImportJobs(s.file, s.importer, () => (s.catalogue.revision++, s.integrity()), worker)
    const job = jobs.start({ fileName: 'big.csv', text: bigCsv(60_000), setId: 'big' })
    const done = await finished(jobs, job.jobId, (p) => p.done > 0 && !p.finished && jobs.cancel(job.jobId))
    expect(done).toMatchObject({ applied: false, error: 'the import was cancelled: nothing was written' })
    expect(s.catalogue.set('big')).toBeUndefined()
    expect(s.catalogue.db.prepare("SELECT count(*) FROM cards WHERE set_id = 'big'").pluck().get()).toBe(0)
    s.editor.createSet('after', 'Written after the cancel') // the worker's write lock is gone
    expect(s.integrity()).toEqual([])
  })
})

it('a backup file is named and listed by the time and reason it was written', () => {
  const s = freshServices()
  const b = writeBackup(s.catalogue.db, s.file, 'import')
  expect(path.basename(b.file)).toMatch(/^ringside-\d{8}T\d{9}Z-import\.db$/)
  expect(new Date(b.time).toISOString()).toBe(b.time)
  expect(s.backups()[0]).toEqual(b)
})

describe('backup labels and the last import', () => {
  const sample = fs.readFileSync('db/sample-cards.csv', 'utf8')

  it("labels an import's backups by the file and set, drops a label with its backup, and lists a backup without one by its reason", () => {
    const s = freshServices()
    s.importer.apply({ fileName: 'fan.csv', text: sample, setId: 'fan' })
    expect(s.backups().map((b) => [b.reason, b.label, b.undone])).toEqual([
      ['imported', 'after importing fan.csv into fan', null],
      ['import', 'before importing fan.csv into fan', null],
    ])
    const dir = path.dirname(s.backups()[0].file)
    fs.rmSync(`${s.backups()[0].file}.json`) // as an older Ringside wrote it
    expect(s.backups()[0]).toMatchObject({ reason: 'imported', label: 'written after an import', undone: null })
    for (let i = 0; i < KEEP_BACKUPS; i++) s.backup()
    expect(s.backups().every((b) => b.reason === 'manual' && b.label === 'made on request')).toBe(true)
    expect(fs.readdirSync(dir).filter((f) => !f.includes('-manual.db'))).toEqual([]) // no label left without its backup
  })

  it('finds the last import by the backups before and after it, and refuses when it cannot undo one', () => {
    const s = freshServices()
    expect(() => lastImport(s.file)).toThrow(/^no import to undo: .* has no backup from before an import/)
    s.importer.apply({ fileName: 'a.csv', text: sample, setId: 'a' })
    s.backup()
    s.importer.apply({ fileName: 'b.csv', text: sample, setId: 'b' })
    s.backup()
    const last = lastImport(s.file)
    expect(last).toMatchObject({ reason: 'import', label: 'before importing b.csv into b' })
    fs.rmSync(last.file) // pruned: the import before it is not the last one
    expect(() => lastImport(s.file)).toThrow('no import to undo: the backup from before the last import (b.csv into b) is no longer kept')
  })

  it('counts a database the same as its backup when only the search vocabulary (a cache) differs, and not when a card does', () => {
    const dir = tempDir()
    const file = path.join(dir, 'ringside.db')
    const s = new Services(file)
    s.importer.apply({ fileName: 'p.csv', text: sample, setId: 'promos' })
    const after = s.backups()[0]
    s.close() // writes the search vocabulary the backup lacks
    const vocabulary = (f: string) => new Database(f, { readonly: true }).prepare('SELECT count(*) FROM search_vocabulary').pluck().get()
    expect([vocabulary(file), vocabulary(after.file)]).toEqual([1, 0])
    expect(sameData(file, after.file)).toBe(true)
    expect(sameData(file, s.backups()[1].file)).toBe(false)
    const db = new Database(file)
    db.prepare("UPDATE cards SET name = 'Ryu (Fan)' WHERE set_id = 'promos' AND number = 'C901'").run()
    db.close()
    expect(sameData(file, after.file)).toBe(false)
    expect(sameData(path.join(dir, 'none.db'), after.file)).toBe(false) // one that cannot be read is never the same
  })
})

describe("the app's Undo last import", () => {
  it('says what it would undo, then puts the whole database back as it was before the import and restarts; once', async () => {
    const s = freshServices()
    let restarts = 0
    const desktop = {
      chooseFileToOpen: async () => null,
      chooseWhereToSave: async () => null,
      openFile: () => {},
      writeClipboard: () => {},
      restart: () => void restarts++,
    }
    const none = await createDispatch(s, desktop)('undoLastImport', { dryRun: true })
    expect(none).toMatchObject({ ok: false, error: { code: 'REFUSED', message: expect.stringMatching(/^no import to undo: /) } })
    const kept = s.library.create({ name: 'Before the import' })
    s.importer.apply({ fileName: 'fan.csv', text: fs.readFileSync('db/sample-cards.csv', 'utf8'), setId: 'fan' })
    s.library.create({ name: 'After the import' })
    const dispatch = createDispatch(s, desktop)
    expect(await dispatch('undoLastImport', { dryRun: true })).toMatchObject({
      ok: true,
      value: { backup: { label: 'before importing fan.csv into fan' }, replaced: null },
    })
    expect(restarts).toBe(0)
    expect(s.catalogue.set('fan')).toBeDefined() // a dry run restores nothing
    const done = await dispatch('undoLastImport', { dryRun: false })
    expect(done).toMatchObject({ ok: true, value: { replaced: expect.stringMatching(/ringside\.db\.replaced-/) } })
    expect(restarts).toBe(1)
    const back = new Services(s.file)
    expect(back.catalogue.set('fan')).toBeUndefined()
    expect(back.library.list().map((d) => d.id)).toEqual([kept.id])
    expect(await createDispatch(back, desktop)('undoLastImport', { dryRun: true })).toMatchObject({
      ok: false,
      error: { code: 'REFUSED', message: expect.stringMatching(/^the last import, of fan\.csv into fan, was undone already/) },
    })
    back.close()
  })
})
