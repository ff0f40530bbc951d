import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { MIGRATIONS, type Migration } from '../../../db/migrations'
import { writeBackup } from './backups'

export type Db = Database.Database

export class DatabaseError extends Error {
  constructor(
    message: string,
    readonly file: string,
  ) {
    super(`${file}: ${message}`)
    this.name = 'DatabaseError'
  }
}

/**
 * Opens (creating if needed) a Ringside database: WAL, foreign keys, a quick integrity check and
 * every pending migration in one transaction. Refuses files that are damaged or from a newer Ringside.
 */
export function openDatabase(file: string, migrations: readonly Migration[] = MIGRATIONS): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  let db: Db
  try {
    db = new Database(file)
  } catch (err) {
    throw new DatabaseError(`cannot open: ${(err as Error).message}`, file)
  }
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('foreign_keys = ON')
    db.pragma('busy_timeout = 5000')
    const check = db.pragma('quick_check', { simple: true })
    if (check !== 'ok') throw new DatabaseError(`damaged database (quick_check: ${String(check)})`, file)
    migrate(db, file, migrations)
    return db
  } catch (err) {
    db.close()
    if (err instanceof DatabaseError) throw err
    throw new DatabaseError(`not a usable Ringside database: ${(err as Error).message}`, file)
  }
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number
}

function migrate(db: Db, file: string, migrations: readonly Migration[]): void {
  const current = schemaVersion(db)
  const latest = migrations.at(-1)?.version ?? 0
  if (current > latest) {
    throw new DatabaseError(
      `written by a newer Ringside (schema ${current}; this version knows up to ${latest}) — update Ringside to open it`,
      file,
    )
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
