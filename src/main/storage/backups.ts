// Backups of the database file: written before every migration and import, after every import, at a clean
// close that changed something, and on demand; the last few kept, and restored over a damaged file. A backup
// is a whole, checked SQLite file (VACUUM INTO), and only a Ringside database is ever restored.
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
      return { file: path.join(dir, name), reason: m[2], time, bytes: fs.statSync(path.join(dir, name)).size }
    })
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

export function writeBackup(db: Db, dbFile: string, reason: keyof typeof BACKUP_REASONS, keep = KEEP_BACKUPS): Backup {
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
    fs.renameSync(temp, file)
  } finally {
    fs.rmSync(temp, { force: true })
  }
  for (const old of listBackups(dbFile).slice(keep)) fs.rmSync(old.file, { force: true })
  file = path.resolve(file)
  return listBackups(dbFile).find((b) => path.resolve(b.file) === file)!
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
    const sets = db.prepare('SELECT s.id, (SELECT count(*) FROM cards c WHERE c.set_id = s.id) AS cards FROM sets s ORDER BY s.position, s.id').all() as BackupContents['sets']
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

/**
 * Puts a backup in place of the database file, which must not be open. Anything that is not a Ringside
 * database this version can open is refused before the database is touched. The file it replaces is kept
 * beside it as `<name>.replaced-<time>` (it may be the only copy of something), and its WAL files go.
 */
export function restoreBackup(backup: string, dbFile: string): { replaced: string | null; contents: BackupContents } {
  checkRingsideDatabase(backup)
  const contents = backupContents(backup)
  const temp = tempName(`${dbFile}.restore`)
  fs.copyFileSync(backup, temp)
  flushToDisk(temp)
  let replaced: string | null = null
  if (fs.existsSync(dbFile)) {
    replaced = `${dbFile}.replaced-${new Date().toISOString().replace(/[-:.]/g, '')}`
    fs.renameSync(dbFile, replaced)
    if (fs.existsSync(`${dbFile}-wal`)) fs.renameSync(`${dbFile}-wal`, `${replaced}-wal`)
  }
  fs.rmSync(`${dbFile}-wal`, { force: true })
  fs.rmSync(`${dbFile}-shm`, { force: true })
  fs.renameSync(temp, dbFile)
  return { replaced, contents }
}
