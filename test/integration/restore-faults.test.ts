// A restore killed at any step, or tried while another Ringside has the database open: the database is the old
// one or the restored one, never neither, never an empty one made in its place, and no Ringside's writes are lost.
// The kills are exact: a child process runs the restore and kills itself (SIGKILL) at the step named.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { build } from 'rolldown'
import { beforeAll, describe, expect, it } from 'vitest'
import { RESTORE_STEPS } from '../../src/main/storage/backups'
import { Services } from '../../src/main/services'
import { createDispatch } from '../../src/main/ipc/dispatch'
import { EXIT } from '../../src/cli/io'
import { commandTests } from '../cli/command'
import { tempDir } from '../helpers'

const cli = commandTests('restore-faults')

/** The restore in a process of its own, built from the source (the built command may be older than it). */
let child = ''
beforeAll(async () => {
  const dir = tempDir()
  const driver = path.join(dir, 'restore-child.ts')
  fs.writeFileSync(
    driver,
    `import { restoreBackup } from ${JSON.stringify(path.resolve('src/main/storage/backups'))}
const [backup, db, stopAt] = process.argv.slice(2)
restoreBackup(backup, db, { step: (s) => { if (s === stopAt) process.kill(process.pid, 'SIGKILL') } })
`,
  )
  child = path.join(dir, 'restore-child.cjs')
  await build({ input: driver, platform: 'node', external: ['better-sqlite3'], output: { file: child, format: 'cjs' }, logLevel: 'silent' })
})

function restoreKilledAt(step: string, backup: string, db: string) {
  return spawnSync(process.execPath, [child, backup, db, step], { encoding: 'utf8', env: { ...process.env, NODE_PATH: path.resolve('node_modules') } })
}

/** The names of the decks a database file holds (its WAL read with it). */
function decks(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    return (db.prepare('SELECT name FROM decks WHERE deleted_at IS NULL ORDER BY name').pluck().all() as string[]).filter((n) => /backup|live/.test(n))
  } finally {
    db.close()
  }
}

const BACKUP = ['In the backup']
const LIVE = ['In the backup', 'Only in the live file']

/**
 * A database as an app left it when it was killed: its last deck only in the WAL. The backup holds the
 * deck before it. Answers the database, its WAL and the backup, to copy for each run.
 */
function crashedApp(): { db: string; wal: Buffer; backup: string } {
  const dir = tempDir()
  const file = path.join(dir, 'ringside.db')
  const s = new Services(file)
  s.library.create({ name: 'In the backup' })
  const backup = s.backup().file
  s.catalogue.db.pragma('wal_checkpoint(TRUNCATE)')
  s.catalogue.db.pragma('wal_autocheckpoint = 0')
  s.library.create({ name: 'Only in the live file' })
  const pristine = path.join(dir, 'pristine.db')
  fs.copyFileSync(file, pristine)
  const wal = fs.readFileSync(`${file}-wal`)
  s.close()
  expect(wal.length).toBeGreaterThan(0)
  return { db: pristine, wal, backup }
}

function runCopy(from: { db: string; wal: Buffer }): string {
  const file = path.join(tempDir(), 'ringside.db')
  fs.copyFileSync(from.db, file)
  fs.writeFileSync(`${file}-wal`, from.wal)
  expect(decks(file)).toEqual(LIVE)
  return file
}

const replacedFiles = (file: string) =>
  fs
    .readdirSync(path.dirname(file))
    .filter((n) => /\.replaced-\d+T\d+Z?$/.test(n))
    .map((n) => path.join(path.dirname(file), n))

describe('a restore killed at each of its steps', () => {
  it('leaves the old database or the restored one, whole, with nothing lost; never none, never an empty one', () => {
    const crashed = crashedApp()
    expect(RESTORE_STEPS.length).toBeGreaterThanOrEqual(3)
    for (const step of RESTORE_STEPS) {
      const file = runCopy(crashed)
      const run = restoreKilledAt(step, crashed.backup, file)
      expect(run.signal, `${step}: ${run.stderr}`).toBe('SIGKILL')
      // The next start, as the app or a command makes it.
      const s = new Services(file)
      expect(s.catalogue.db.pragma('integrity_check', { simple: true }), step).toBe('ok')
      expect(s.catalogue.sets().length, step).toBeGreaterThan(0)
      s.close()
      // Once the copy is in place the restore is done; before, nothing was: the live deck is still there.
      expect(decks(file), step).toEqual(step === 'restored' ? BACKUP : LIVE)
      // The file a restore replaced holds all the live file held, its WAL too; no stale WAL went onto the restored file.
      const replaced = replacedFiles(file)
      expect(replaced.length, step).toBe(step === 'restored' ? 1 : 0)
      for (const r of replaced) expect(decks(r), step).toEqual(LIVE)
      expect(
        fs.readdirSync(path.dirname(file)).filter((n) => n.endsWith('.tmp')),
        step,
      ).toEqual([])
    }
  }, 60_000)

  it('a restore an older Ringside left between its two renames is finished at the next start, its WAL kept with the file it replaced', () => {
    const crashed = crashedApp()
    const file = runCopy(crashed)
    const gone = 2 ** 22 + 11 // no such process
    // As the two-rename restore left it: the database renamed away, its WAL not yet, the checked copy beside.
    const replaced = `${file}.replaced-20260101T000000000`
    fs.renameSync(file, replaced)
    fs.copyFileSync(crashed.backup, `${file}.restore.${gone}.tmp`)
    const s = new Services(file)
    s.close()
    expect(decks(file)).toEqual(BACKUP)
    expect(fs.existsSync(`${file}-wal`) && fs.statSync(`${file}-wal`).size > 0 ? 'stale WAL' : 'none').toBe('none')
    expect(decks(replaced)).toEqual(LIVE)
    expect(fs.readdirSync(path.dirname(file)).filter((n) => n.endsWith('.tmp'))).toEqual([])
  })
})

/** A CSV of `n` plain characters of one name. */
function csv(n: number, name: string): string {
  const rows = ['number,name,kind,bp,sp']
  for (let i = 0; i < n; i++) rows.push(`C${1000 + (i % 9000)}${i >= 9000 ? String.fromCharCode(97 + Math.floor(i / 9000)) : ''},${name} ${i},capcom,500,2`)
  return rows.join('\n')
}

const inUse = (file: string) => `ringside: ${file} is in use by another Ringside (the app or a command): close it first`

describe('a restore while another Ringside has the database open', () => {
  function withBackup() {
    const file = path.join(tempDir(), 'ringside.db')
    const s = new Services(file)
    s.library.create({ name: 'In the backup' })
    const backup = s.backup().file
    s.close()
    return { file, backup }
  }

  for (const [what, hold] of [
    ['an open app, idle', (db: Database.Database) => db.prepare('SELECT count(*) FROM cards').get()],
    ['a reader mid-read', (db: Database.Database) => (db.exec('BEGIN'), db.prepare('SELECT count(*) FROM cards').get())],
    ['a writer mid-write', (db: Database.Database) => db.exec('BEGIN IMMEDIATE')],
  ] as const) {
    it(`is refused, nothing renamed, and the other's writes stay in the live database: ${what}`, async () => {
      const { file, backup } = withBackup()
      const other = new Database(file)
      other.pragma('journal_mode = WAL')
      hold(other)
      const before = fs.readdirSync(path.dirname(file)).sort()
      const refused = await cli.runOn(file, 'backup', '--restore', backup)
      expect(refused).toMatchObject({ code: EXIT.error, err: inUse(file) })
      expect(fs.readdirSync(path.dirname(file)).sort()).toEqual(before)
      if (other.inTransaction) other.exec('COMMIT')
      other.prepare("UPDATE decks SET name = 'Written live after the refusal' WHERE name = 'In the backup'").run()
      other.close()
      const live = new Database(file, { readonly: true })
      expect(live.prepare('SELECT name FROM decks').pluck().all()).toContain('Written live after the refusal')
      live.close()
      // Once the other has closed it, the restore goes ahead.
      expect((await cli.runOn(file, 'backup', '--restore', backup)).code).toBe(EXIT.ok)
      expect(decks(file)).toEqual(BACKUP)
    })
  }

  it('is refused while an import runs in another process, whose cards all stay in the live database', async () => {
    const { file, backup } = withBackup()
    const cards = path.join(path.dirname(file), 'big.csv')
    fs.writeFileSync(cards, csv(40_000, 'Big'))
    const importing = spawn(process.execPath, ['bin/ringside.cjs', 'import', cards, '--set', 'big', '--db', file], { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    let stopped = false
    importing.stdout.on('data', (chunk: Buffer) => (out = (out + chunk.toString()).slice(-2000)))
    const exited = new Promise<number | null>((resolve) => importing.on('exit', resolve))
    // Once its cards are going in (in its transaction), it is held there (SIGSTOP) while the restore is tried.
    await new Promise<void>((resolve) =>
      importing.stderr.on('data', (chunk: Buffer) => {
        err += chunk.toString()
        if (!stopped && /importing: \d+ of 40000/.test(err)) {
          stopped = importing.kill('SIGSTOP')
          resolve()
        }
      }),
    )
    const refused = await cli.runOn(file, 'backup', '--restore', backup)
    importing.kill('SIGCONT')
    expect(await exited, err).toBe(0)
    expect(out).toContain('big (new set): 40000 new')
    expect(refused).toMatchObject({ code: EXIT.error, err: inUse(file) })
    expect(replacedFiles(file)).toEqual([])
    const live = new Database(file, { readonly: true })
    expect(live.prepare("SELECT count(*) FROM cards WHERE set_id = 'big'").pluck().get()).toBe(40_000)
    live.close()
  }, 120_000)
})

describe("the app's restore", () => {
  const desktop = (restarts: { n: number }) => ({
    chooseFileToOpen: async () => null,
    chooseWhereToSave: async () => null,
    openFile: () => {},
    writeClipboard: () => {},
    restart: () => void restarts.n++,
  })

  it('answers "restarting" to calls between the restore and the relaunch, not INTERNAL', async () => {
    const file = path.join(tempDir(), 'ringside.db')
    const s = new Services(file)
    const backup = s.backup()
    const restarts = { n: 0 }
    const dispatch = createDispatch(s, desktop(restarts))
    expect(await dispatch('restoreBackup', { file: path.basename(backup.file) })).toMatchObject({ ok: true })
    expect(restarts.n).toBe(1)
    expect(await dispatch('listSets', undefined)).toEqual({ ok: false, error: { code: 'REFUSED', message: 'Ringside is restarting on the restored database' } })
  })

  it('is refused while a command has the database open, and the app starts again on it as it was', async () => {
    const file = path.join(tempDir(), 'ringside.db')
    const s = new Services(file)
    s.library.create({ name: 'In the backup' })
    const backup = s.backup()
    s.library.create({ name: 'Only in the live file' })
    const other = new Database(file)
    other.prepare('SELECT count(*) FROM cards').get()
    const restarts = { n: 0 }
    const answer = await createDispatch(s, desktop(restarts))('restoreBackup', { file: path.basename(backup.file) })
    expect(answer).toEqual({ ok: false, error: { code: 'REFUSED', message: inUse(file).replace(/^ringside: /, '') } })
    expect(restarts.n).toBe(1)
    other.close()
    expect(decks(file)).toEqual(LIVE)
    expect(replacedFiles(file)).toEqual([])
  })
})
