// Backups of the database file: written before every migration and import and on demand, the last few
// kept, and restored over a damaged file. A backup is a whole, checked SQLite file (VACUUM INTO).
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { Db } from './database'

export const KEEP_BACKUPS = 5

export interface Backup {
  file: string
  /** Why it was written: before a migration or an import, or asked for. */
  reason: string
  /** When, as an ISO date. */
  time: string
  bytes: number
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

/**
 * Copies the open database into a new backup file and drops all but the newest `keep`. The copy is
 * written under a temporary name and renamed, so a backup file is always whole.
 */
export function writeBackup(db: Db, dbFile: string, reason: string, keep = KEEP_BACKUPS): Backup {
  const dir = backupDir(dbFile)
  fs.mkdirSync(dir, { recursive: true })
  let file: string
  // Two backups in the same millisecond: wait for the next one rather than overwrite.
  do file = path.join(dir, `${path.basename(dbFile, '.db')}-${new Date().toISOString().replace(/[-:.]/g, '')}-${reason}.db`)
  while (fs.existsSync(file))
  const temp = `${file}.tmp`
  fs.rmSync(temp, { force: true })
  db.prepare('VACUUM INTO ?').run(temp)
  fs.renameSync(temp, file)
  for (const old of listBackups(dbFile).slice(keep)) fs.rmSync(old.file, { force: true })
  file = path.resolve(file)
  return listBackups(dbFile).find((b) => path.resolve(b.file) === file)!
}

/** Throws unless the file is a whole SQLite database. */
export function checkFile(file: string): void {
  let db: Database.Database | undefined
  try {
    db = new Database(file, { readonly: true, fileMustExist: true })
    const result = db.pragma('integrity_check', { simple: true })
    if (result !== 'ok') throw new Error(`integrity_check: ${String(result)}`)
  } catch (err) {
    throw new Error(`${file}: not a usable backup (${(err as Error).message})`)
  } finally {
    db?.close()
  }
}

/**
 * Puts a backup in place of the database file, which must not be open. The file it replaces is kept
 * beside it as `<name>.replaced-<time>` (it may be the only copy of something), and its WAL files go.
 */
export function restoreBackup(backup: string, dbFile: string): { replaced: string | null } {
  checkFile(backup)
  const temp = `${dbFile}.restore.tmp`
  fs.copyFileSync(backup, temp)
  let replaced: string | null = null
  if (fs.existsSync(dbFile)) {
    replaced = `${dbFile}.replaced-${new Date().toISOString().replace(/[-:.]/g, '')}`
    fs.renameSync(dbFile, replaced)
    if (fs.existsSync(`${dbFile}-wal`)) fs.renameSync(`${dbFile}-wal`, `${replaced}-wal`)
  }
  fs.rmSync(`${dbFile}-wal`, { force: true })
  fs.rmSync(`${dbFile}-shm`, { force: true })
  fs.renameSync(temp, dbFile)
  return { replaced }
}
