import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { MIGRATIONS, type Migration } from '../../../db/migrations'
import { RingsideError } from '../../shared/errors'
import { fileReason } from '../system/files'
import { finishInterruptedRestore, removeLeftovers, writeBackup } from './backups'
import type { Db } from './db'

/**
 * What is wrong with a database file, for the advice that goes with it: a damaged file is restored from a
 * backup; a newer one needs a newer Ringside; an unwritable one a writable place; an unopenable path another;
 * a busy one (another Ringside writing to it past the wait) a moment; a full disk some space (never a restore,
 * which needs space too).
 */
export type DatabaseProblem = 'damaged' | 'newer' | 'unwritable' | 'unopenable' | 'busy' | 'full'

export class DatabaseError extends RingsideError {
  constructor(
    message: string,
    readonly file: string,
    readonly problem: DatabaseProblem = 'damaged',
  ) {
    super('REFUSED', `${file}: ${message}`)
    this.name = 'DatabaseError'
  }
}

/** How long a write waits for another process's write to finish before it gives up (SQLite's busy timeout). */
export const BUSY_WAIT_MS = 5_000

/** The SQLite error behind a failed write or open, as a DatabaseError that names the file; else null. */
export function databaseFailure(err: unknown, file: string): DatabaseError | null {
  if (err instanceof DatabaseError) return err
  const code = (err as { code?: unknown })?.code
  if (typeof code !== 'string') return null
  if (diskFull(code, file)) return new DatabaseError('the disk holding it is full', file, 'full')
  if (!code.startsWith('SQLITE_')) return null
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_PERM')) {
    return new DatabaseError('Ringside cannot write its database here: the file or its folder is read-only', file, 'unwritable')
  }
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return new DatabaseError(`damaged database (${(err as Error).message})`, file, 'damaged')
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new DatabaseError(
      `another Ringside (the app or a ringside command) kept the database busy for ${BUSY_WAIT_MS / 1000} s, so nothing was written`,
      file,
      'busy',
    )
  }
  return null
}

/** Under this much free space, a disk error is taken for a full disk: a backup alone needs more. */
const NEARLY_FULL_BYTES = 1024 * 1024

/**
 * Whether an error means the disk is full: SQLite's SQLITE_FULL, Node's ENOSPC (or EDQUOT, a full quota) from a
 * backup or a restore, and the "disk I/O error" SQLite gives when it cannot even grow its shared-memory file (or
 * any I/O error on a disk with next to no space left), which would otherwise read as a damaged database.
 */
function diskFull(code: string, file: string): boolean {
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_IOERR_SHMSIZE') return true
  if (!code.startsWith('SQLITE_IOERR') || file === ':memory:') return false
  try {
    const disk = fs.statfsSync(path.dirname(path.resolve(file)))
    return disk.bavail * disk.bsize < NEARLY_FULL_BYTES
  } catch {
    return false
  }
}

/**
 * Opens (creating if needed) a Ringside database: WAL, foreign keys, a quick integrity check and
 * every pending migration in one transaction. Refuses files that are damaged or from a newer Ringside,
 * and says so (and what to do) for a path it cannot open or write.
 *
 * `checkPages: false` skips the integrity check, which reads every page of the file (0.3 s at 100k cards),
 * for a caller that only reads: a damaged page it meets still fails as a damaged database (see
 * databaseFailure). A database that needs migrating is checked first all the same.
 */
export function openDatabase(file: string, migrations: readonly Migration[] = MIGRATIONS, { checkPages = true } = {}): Db {
  if (file !== ':memory:') {
    const dir = path.dirname(path.resolve(file))
    try {
      fs.mkdirSync(dir, { recursive: true })
    } catch (err) {
      throw new DatabaseError(`cannot make its folder ${dir}: ${fileReason(err, dir)}`, file, 'unopenable')
    }
    if (fs.statSync(file, { throwIfNoEntry: false })?.isDirectory()) throw new DatabaseError('this is a folder, not a database file', file, 'unopenable')
    finishInterruptedRestore(file) // before the leftovers go: a restore copy may be the only database left
    removeLeftovers(file)
  }
  let db: Db
  try {
    db = new Database(file)
  } catch (err) {
    throw databaseFailure(err, file) ?? new DatabaseError(`cannot open: ${(err as Error).message}`, file, 'unopenable')
  }
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('foreign_keys = ON')
    db.pragma(`busy_timeout = ${BUSY_WAIT_MS}`)
    if (checkPages || schemaVersion(db) < (migrations.at(-1)?.version ?? 0)) {
      const check = db.pragma('quick_check', { simple: true })
      if (check !== 'ok') throw new DatabaseError(`damaged database (quick_check: ${String(check)})`, file)
    }
    migrate(db, file, migrations)
    return db
  } catch (err) {
    db.close()
    throw databaseFailure(err, file) ?? new DatabaseError(`not a usable Ringside database: ${(err as Error).message}`, file)
  }
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number
}

function migrate(db: Db, file: string, migrations: readonly Migration[]): void {
  const current = schemaVersion(db)
  const latest = migrations.at(-1)?.version ?? 0
  if (current > latest) {
    throw new DatabaseError(`written by a newer Ringside (schema ${current}; this version knows up to ${latest}) — update Ringside to open it`, file, 'newer')
  }
  const pending = migrations.filter((m) => m.version > current)
  if (pending.length === 0) return
  // A database with data in it is copied first: a migration that goes wrong can be undone by restoring.
  if (current > 0 && file !== ':memory:') writeBackup(db, file, 'migration')
  db.transaction(() => {
    for (const m of pending) {
      db.exec(m.sql)
      db.pragma(`user_version = ${m.version}`)
    }
  })()
}
