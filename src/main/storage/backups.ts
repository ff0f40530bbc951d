// Backups of the database file: written before every migration and import, after every import, at a clean
// close that changed something, and on demand; the last few kept, and restored over a damaged file. A backup
// is a whole, checked SQLite file (VACUUM INTO), and only a Ringside database is ever restored. What a backup
// protects ("before importing fan.csv into fan") is kept in a small JSON file beside it, `<backup>.json`.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { MIGRATIONS } from '../../../db/migrations'
import { BACKUP_REASONS } from '../../shared/catalogue'
import type { Db } from './db'
import { refused } from '../../shared/errors'

export { BACKUP_REASONS }

export const KEEP_BACKUPS = 10

export interface Backup {
  file: string
  /** Why it was written: a key of BACKUP_REASONS. */
  reason: string
  /** What it protects ("before importing fan.csv into fan"); without a label file, its reason's words. */
  label: string
  /** When an undo of its import put it back, as an ISO date; else null. */
  undone: string | null
  /** When, as an ISO date. */
  time: string
  bytes: number
}

/** What a backup holds: each set with its number of cards, and the decks. */
export interface BackupContents {
  sets: { id: string; cards: number }[]
  decks: number
}

/** Backups live in a `backups` folder beside the database file. */
export function backupDir(dbFile: string): string {
  return path.join(path.dirname(path.resolve(dbFile)), 'backups')
}

/** The backups of this database file, newest first. */
export function listBackups(dbFile: string): Backup[] {
  const dir = backupDir(dbFile)
  if (!fs.existsSync(dir)) return []
  const base = path.basename(dbFile, '.db')
  return fs
    .readdirSync(dir)
    .map((name) => ({ name, m: new RegExp(`^${escape(base)}-(\\d{8}T\\d{9})Z-([a-z]+)\\.db$`).exec(name) }))
    .filter((e): e is { name: string; m: RegExpExecArray } => e.m !== null)
    .sort((a, b) => (a.m[1] < b.m[1] ? 1 : a.m[1] > b.m[1] ? -1 : 0))
    .map(({ name, m }) => {
      const t = m[1]
      const time = `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}T${t.slice(9, 11)}:${t.slice(11, 13)}:${t.slice(13, 15)}.${t.slice(15)}Z`
      const file = path.join(dir, name)
      const note = readNote(file)
      const label = note.label ?? BACKUP_REASONS[m[2]] ?? m[2]
      return { file, reason: m[2], label, undone: note.undone ?? null, time, bytes: fs.statSync(file).size }
    })
}

/** The label file of a backup: what it protects, and when an undo put it back. */
interface Note {
  label?: string
  undone?: string
}

function noteFile(backup: string): string {
  return `${backup}.json`
}

/** A backup's note; none for a backup written before labels (or a note that cannot be read). */
function readNote(backup: string): Note {
  try {
    const note = JSON.parse(fs.readFileSync(noteFile(backup), 'utf8')) as Note
    return { label: typeof note.label === 'string' ? note.label : undefined, undone: typeof note.undone === 'string' ? note.undone : undefined }
  } catch {
    return {}
  }
}

function writeNote(backup: string, note: Note): void {
  const file = noteFile(backup)
  const temp = tempName(file)
  try {
    fs.writeFileSync(temp, JSON.stringify(note))
    flushToDisk(temp)
    fs.renameSync(temp, file)
  } finally {
    fs.rmSync(temp, { force: true })
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A temporary file of this process: a killed process leaves it with its pid, and a later start removes it. */
export function tempName(file: string): string {
  return `${file}.${process.pid}.tmp`
}

/**
 * Removes what a killed backup or restore left beside the database and in its backups folder: temporary
 * files whose process is gone.
 */
export function removeLeftovers(dbFile: string): string[] {
  const removed: string[] = []
  const base = path.basename(dbFile, '.db')
  for (const dir of [path.dirname(path.resolve(dbFile)), backupDir(dbFile)]) {
    let names: string[]
    try {
      names = fs.readdirSync(dir)
    } catch {
      continue
    }
    for (const name of names) {
      // Only this database's own: another program's files in a folder given with --db are not ours.
      const pid = name.startsWith(base) ? /\.(\d+)\.tmp(?:-journal|-wal|-shm)?$/.exec(name)?.[1] : undefined
      if (pid === undefined || alive(Number(pid))) continue
      fs.rmSync(path.join(dir, name), { force: true })
      removed.push(name)
    }
  }
  return removed
}

function alive(pid: number): boolean {
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Copies the open database into a new backup file and drops all but the newest `keep`. The copy is
 * written under a temporary name and renamed, so a backup file is always whole.
 */
/** Puts a file written under a temporary name on the disk before it is renamed into place (fsync). */
function flushToDisk(file: string): void {
  const fd = fs.openSync(file, 'r+')
  try {
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}

/** `label`: what the backup protects, when its reason does not say enough ("before importing fan.csv into fan"). */
export function writeBackup(db: Db, dbFile: string, reason: keyof typeof BACKUP_REASONS, label?: string, keep = KEEP_BACKUPS): Backup {
  const dir = backupDir(dbFile)
  fs.mkdirSync(dir, { recursive: true })
  let file: string
  // Two backups in the same millisecond: wait for the next one rather than overwrite.
  do file = path.join(dir, `${path.basename(dbFile, '.db')}-${new Date().toISOString().replace(/[-:.]/g, '')}-${reason}.db`)
  while (fs.existsSync(file))
  const temp = tempName(file)
  try {
    db.prepare('VACUUM INTO ?').run(temp)
    flushToDisk(temp)
    // The label first: a backup in the list always has its label.
    if (label) writeNote(file, { label })
    fs.renameSync(temp, file)
  } finally {
    fs.rmSync(temp, { force: true })
  }
  for (const old of listBackups(dbFile).slice(keep)) {
    fs.rmSync(old.file, { force: true })
    fs.rmSync(noteFile(old.file), { force: true })
  }
  removeStrayNotes(dbFile)
  file = path.resolve(file)
  return listBackups(dbFile).find((b) => path.resolve(b.file) === file)!
}

/**
 * Removes label files whose backup is gone (a backup killed before its rename leaves one); not a fresh one,
 * which may be another process's backup on its way.
 */
function removeStrayNotes(dbFile: string): void {
  const dir = backupDir(dbFile)
  const names = new Set(fs.readdirSync(dir))
  const base = path.basename(dbFile, '.db')
  for (const name of names) {
    if (!name.startsWith(`${base}-`) || !name.endsWith('.db.json') || names.has(name.slice(0, -'.json'.length))) continue
    const file = path.join(dir, name)
    if (Date.now() - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 60_000) fs.rmSync(file, { force: true })
  }
}

/** "fan.csv into fan", from an import's label; null for a backup written before labels. */
export function importOf(backup: Backup): string | null {
  return /^(?:before|after) importing (.+)$/.exec(backup.label)?.[1] ?? null
}

/**
 * The backup from before the last import: the newest backup of an import, when it is the one written before
 * it. Refused, saying why, when there is none, when it is no longer kept (an older import's is never taken
 * in its place), or when an undo put it back already.
 */
export function lastImport(dbFile: string): Backup {
  const [last, previous] = listBackups(dbFile).filter((b) => b.reason === 'import' || b.reason === 'imported')
  if (!last) throw refused(`no import to undo: ${dbFile} has no backup from before an import`)
  const before = last.reason === 'import' ? last : previous?.reason === 'import' ? previous : null
  if (!before) {
    const what = importOf(last)
    throw refused(
      `no import to undo: the backup from before the last import${what ? ` (${what})` : ''} is no longer kept (the last ${KEEP_BACKUPS} backups are)`,
    )
  }
  if (before.undone) {
    const what = importOf(before)
    throw refused(
      `the last import${what ? `, of ${what},` : ''} was undone already (${before.undone.replace('T', ' ').slice(0, 19)} UTC); ringside backup --list shows the other backups`,
    )
  }
  return before
}

/** Notes that an undo put this backup back, so the same import is not undone twice. */
export function markUndone(backup: Backup): void {
  const note = readNote(backup.file)
  writeNote(backup.file, { ...note, undone: new Date().toISOString() })
}

/**
 * A digest of the player's data in a database file: every row of its tables, but for the search index and
 * its vocabulary, which are rebuilt from the cards (the vocabulary is saved at close, after the backups).
 */
function dataDigest(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const hash = crypto.createHash('sha256')
    hash.update(`schema ${String(db.pragma('user_version', { simple: true }))}\n`)
    const tables = (db.pragma('table_list') as { schema: string; name: string; type: string }[])
      .filter((t) => t.schema === 'main' && t.type === 'table' && !t.name.startsWith('sqlite_') && t.name !== 'search_vocabulary')
      .map((t) => t.name)
      .sort()
    for (const table of tables) {
      hash.update(`table ${table}\n`)
      // A blob is written as its bytes' JSON: slow for a big one, but the player's tables hold none.
      for (const row of db
        .prepare(`SELECT * FROM "${table.replace(/"/g, '""')}"`)
        .raw()
        .iterate() as Iterable<unknown[]>)
        hash.update(`${JSON.stringify(row)}\n`)
    }
    return hash.digest('hex')
  } finally {
    db.close()
  }
}

function digestOrNull(file: string): string | null {
  try {
    return dataDigest(file)
  } catch {
    return null
  }
}

/** Whether two database files hold the same data; a file that cannot be read holds none. */
export function sameData(a: string, b: string): boolean {
  const digest = digestOrNull(a)
  return digest !== null && digest === digestOrNull(b)
}

/**
 * The backup `latest` means: the newest, but for the copies written after an import or at close while they
 * hold what the database holds (restoring one changes nothing: after a bad import, it is the bad data).
 * A backup made on request is taken as it is. `skipped`: the copies passed over.
 */
export function latestBackup(dbFile: string): { backup: Backup | undefined; skipped: Backup[] } {
  const skipped: Backup[] = []
  let current: string | null | undefined
  for (const backup of listBackups(dbFile)) {
    if (backup.reason === 'imported' || backup.reason === 'close') {
      current ??= digestOrNull(dbFile)
      if (current !== null && digestOrNull(backup.file) === current) {
        skipped.push(backup)
        continue
      }
    }
    return { backup, skipped }
  }
  return { backup: undefined, skipped }
}

/**
 * Throws unless the file is a whole Ringside database this version can open: SQLite, intact, with
 * Ringside's tables and a schema version it knows. The message says which of these it is not.
 */
export function checkRingsideDatabase(file: string): void {
  let db: Database.Database | undefined
  const latest = MIGRATIONS.at(-1)!.version
  let why: string | null
  try {
    db = new Database(file, { readonly: true, fileMustExist: true })
    const result = db.pragma('integrity_check', { simple: true })
    const version = db.pragma('user_version', { simple: true }) as number
    const tables = new Set(db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all() as string[])
    why =
      result !== 'ok'
        ? `damaged (integrity_check: ${String(result)})`
        : version === 0 || !['sets', 'cards', 'decks'].every((t) => tables.has(t))
          ? 'not a Ringside database (it has no card and deck tables)'
          : version > latest
            ? `written by a newer Ringside (schema ${version}; this version knows up to ${latest})`
            : null
  } catch (err) {
    why = (err as Error).message.replace(/^file is not a database$/, 'not an SQLite database')
  } finally {
    db?.close()
  }
  if (why) throw refused(`${file}: cannot be restored: ${why}`)
}

/** The sets and decks a backup holds, to say what a restore brings back. */
export function backupContents(file: string): BackupContents {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const sets = db
      .prepare('SELECT s.id, (SELECT count(*) FROM cards c WHERE c.set_id = s.id) AS cards FROM sets s ORDER BY s.position, s.id')
      .all() as BackupContents['sets']
    const decks = db.prepare('SELECT count(*) FROM decks WHERE deleted_at IS NULL').pluck().get() as number
    return { sets, decks }
  } finally {
    db.close()
  }
}

/** "cfs-base 424 cards, promos 8 cards; 3 decks". */
export function describeContents(contents: BackupContents): string {
  const sets = contents.sets.map((s) => `${s.id} ${s.cards.toLocaleString('en')} ${s.cards === 1 ? 'card' : 'cards'}`).join(', ')
  return `${sets || 'no sets'}; ${contents.decks} ${contents.decks === 1 ? 'deck' : 'decks'}`
}

/** How long a restore waits for another Ringside's read or write to end before it says the database is in use. */
export const RESTORE_WAIT_MS = 250

/** The steps of a restore, in order: a test can stop one at each (`step`), as a kill or a power cut would. */
export const RESTORE_STEPS = ['copied', 'locked', 'kept', 'restored'] as const
export type RestoreStep = (typeof RESTORE_STEPS)[number]

/**
 * Puts a backup in place of the database file, which no Ringside may have open: refused, nothing touched, when
 * one has. Anything that is not a Ringside database this version can open is refused before the database is
 * touched. The file it replaces is kept beside it as `<name>.replaced-<time>` (it may be the only copy of
 * something), with all its WAL held. The copy goes over the live file in one rename, so a kill at any step
 * leaves the old database or the restored one, never neither.
 */
export function restoreBackup(
  backup: string,
  dbFile: string,
  { step }: { step?: (s: RestoreStep) => void } = {},
): { replaced: string | null; contents: BackupContents } {
  checkRingsideDatabase(backup)
  const contents = backupContents(backup)
  const temp = tempName(`${dbFile}.restore`)
  let lock: Database.Database | null = null
  try {
    fs.copyFileSync(backup, temp)
    flushToDisk(temp)
    step?.('copied')
    lock = lockForRestore(dbFile)
    step?.('locked')
    let replaced: string | null = null
    if (fs.existsSync(dbFile)) {
      replaced = `${dbFile}.replaced-${new Date().toISOString().replace(/[-:.]/g, '')}`
      keepAs(dbFile, replaced)
      // Only left when the file could not be locked (SQLite cannot read it): kept with it, then gone, as it
      // would be replayed onto the restored file.
      if (fs.existsSync(`${dbFile}-wal`)) keepAs(`${dbFile}-wal`, `${replaced}-wal`)
      step?.('kept')
    } else setAsideOrphanWal(dbFile)
    fs.rmSync(`${dbFile}-wal`, { force: true })
    fs.rmSync(`${dbFile}-shm`, { force: true })
    // Windows renames no file over one that is open.
    if (process.platform === 'win32') {
      lock?.close()
      lock = null
    }
    fs.renameSync(temp, dbFile)
    flushFolder(dbFile)
    step?.('restored')
    return { replaced, contents }
  } finally {
    lock?.close()
    fs.rmSync(temp, { force: true })
  }
}

/**
 * Takes the live file for a restore, held until the connection closes: no Ringside can read or write it while
 * it is replaced. Leaving WAL mode needs every other connection gone (in WAL mode an open one holds the file even
 * between its transactions), and writes the WAL into the file and removes it. Null when there is no file, or one
 * SQLite cannot read, which no Ringside can have open.
 */
function lockForRestore(dbFile: string): Database.Database | null {
  if (!fs.existsSync(dbFile)) return null
  const db = new Database(dbFile, { fileMustExist: true })
  try {
    db.pragma(`busy_timeout = ${RESTORE_WAIT_MS}`)
    db.pragma('locking_mode = EXCLUSIVE')
    if (db.pragma('journal_mode = DELETE', { simple: true }) !== 'delete') throw Object.assign(new Error('still in WAL mode'), { code: 'SQLITE_BUSY' })
    // No journal file from here on, so closing this connection after the rename removes none of the restored file's.
    db.pragma('journal_mode = MEMORY')
    // A file in rollback mode already had nothing to switch: the lock is taken here (kept after the commit).
    db.exec('BEGIN EXCLUSIVE; COMMIT')
    fs.rmSync(`${dbFile}-journal`, { force: true }) // the committed one of the switch, ours under the lock
    return db
  } catch (err) {
    db.close()
    const code = String((err as { code?: unknown }).code)
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
      throw refused(`${dbFile} is in use by another Ringside (the app or a command): close it first`)
    if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return null
    throw err
  }
}

/** A second name for a file (a link), or where links cannot be made a whole copy, written under a temporary name. */
function keepAs(file: string, kept: string): void {
  try {
    fs.linkSync(file, kept)
    return
  } catch {
    // A file system without links (FAT): a copy.
  }
  const temp = tempName(kept)
  try {
    fs.copyFileSync(file, temp)
    flushToDisk(temp)
    fs.renameSync(temp, kept)
  } finally {
    fs.rmSync(temp, { force: true })
  }
}

/** Puts a rename on the disk (POSIX: the folder's fsync); where a folder cannot be synced, the rename stands as it is. */
function flushFolder(file: string): void {
  try {
    const fd = fs.openSync(path.dirname(path.resolve(file)), 'r')
    try {
      fs.fsyncSync(fd)
    } finally {
      fs.closeSync(fd)
    }
  } catch {
    // Windows opens no folder to sync.
  }
}

/**
 * A WAL with no database beside it belongs to the database a restore set aside (an older Ringside's restore,
 * killed between its renames, left it): it goes with that file, never onto the restored one.
 */
function setAsideOrphanWal(dbFile: string): void {
  const wal = `${dbFile}-wal`
  if (fs.existsSync(wal)) {
    const dir = path.dirname(path.resolve(dbFile))
    const owner = fs
      .readdirSync(dir)
      .filter((n) => new RegExp(`^${escape(path.basename(dbFile))}\\.replaced-\\d+T\\d+Z?$`).test(n))
      .sort()
      .at(-1)
    const target =
      owner && !fs.existsSync(path.join(dir, `${owner}-wal`))
        ? path.join(dir, `${owner}-wal`)
        : `${dbFile}.orphan-${new Date().toISOString().replace(/[-:.]/g, '')}-wal`
    fs.renameSync(wal, target)
  }
  fs.rmSync(`${dbFile}-shm`, { force: true })
}

/**
 * What a killed restore left, put right at the next start (before the leftovers are removed): an older
 * Ringside's restore, killed between its two renames, left no database but a whole restore copy, which is put
 * in place rather than removed for an empty database to be made; a restore killed once it had kept the live
 * file leaves a second name of it, removed. Answers the copy put in place, or null.
 */
export function finishInterruptedRestore(dbFile: string): string | null {
  const dir = path.dirname(path.resolve(dbFile))
  const name = path.basename(dbFile)
  let names: string[]
  try {
    names = fs.readdirSync(dir)
  } catch {
    return null
  }
  const copies = names.map((n) => ({ n, pid: new RegExp(`^${escape(name)}\\.restore\\.(\\d+)\\.tmp$`).exec(n)?.[1] })).filter((c) => c.pid !== undefined)
  const live = fs.statSync(dbFile, { bigint: true, throwIfNoEntry: false })
  if (live) {
    // Not while another process restores (its second name is the only one the old file will keep), nor one
    // with a WAL beside it (that WAL may be the only one left of the live file).
    if (copies.some((c) => alive(Number(c.pid)))) return null
    for (const n of names.filter((n) => n.startsWith(`${name}.replaced-`) && !n.endsWith('-wal') && !names.includes(`${n}-wal`))) {
      const kept = fs.statSync(path.join(dir, n), { bigint: true, throwIfNoEntry: false })
      if (kept && kept.ino === live.ino && kept.dev === live.dev && live.ino !== 0n) fs.rmSync(path.join(dir, n))
    }
    return null
  }
  for (const copy of copies.filter((c) => !alive(Number(c.pid))).map((c) => path.join(dir, c.n))) {
    try {
      checkRingsideDatabase(copy)
    } catch {
      continue
    }
    setAsideOrphanWal(dbFile)
    fs.renameSync(copy, dbFile)
    flushFolder(dbFile)
    return copy
  }
  return null
}
