import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../../../db/migrations'
import { DatabaseError, openDatabase, schemaVersion } from '../../../src/main/storage/database'
import { tempDir } from '../../helpers'

describe('openDatabase', () => {
  it('creates the file with WAL, foreign keys and every migration applied', () => {
    const file = path.join(tempDir(), 'sub', 'ringside.db')
    const db = openDatabase(file)
    expect(fs.existsSync(file)).toBe(true)
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(schemaVersion(db)).toBe(MIGRATIONS.at(-1)!.version)
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all()
    expect(tables).toEqual(expect.arrayContaining(['sets', 'cards', 'card_backups', 'cards_fts']))
    db.close()
  })

  it('lists the migrations in the order they apply, each number once', () => {
    const versions = MIGRATIONS.map((m) => m.version)
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b))
  })

  it('opens an existing database again without re-running migrations', () => {
    const file = path.join(tempDir(), 'ringside.db')
    openDatabase(file).close()
    const db = openDatabase(file)
    expect(schemaVersion(db)).toBe(MIGRATIONS.at(-1)!.version)
    db.close()
  })

  it('refuses a database written by a newer Ringside and leaves it untouched', () => {
    const file = path.join(tempDir(), 'ringside.db')
    const raw = new Database(file)
    raw.pragma('user_version = 999')
    raw.close()
    expect(() => openDatabase(file)).toThrow(/newer Ringside \(schema 999/)
    const after = new Database(file)
    expect(after.pragma('user_version', { simple: true })).toBe(999)
    after.close()
  })

  it('rolls every pending migration back when one fails', () => {
    const file = path.join(tempDir(), 'ringside.db')
    const broken = [...MIGRATIONS, { version: 99, name: 'broken', sql: 'CREATE TABLE extra (x); SELECT * FROM no_such_table;' }]
    expect(() => openDatabase(file, broken)).toThrow(DatabaseError)
    const db = new Database(file)
    expect(db.pragma('user_version', { simple: true })).toBe(0)
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name IN ('cards', 'extra')").pluck().get()).toBe(0)
    db.close()
  })

  it('names the file when it is not a database', () => {
    const file = path.join(tempDir(), 'junk.db')
    fs.writeFileSync(file, 'this is not SQLite '.repeat(500))
    expect(() => openDatabase(file)).toThrow(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .*not a (usable Ringside )?database`))
  })

  it('enforces foreign keys: a card needs its set', () => {
    const db = openDatabase(path.join(tempDir(), 'ringside.db'))
    expect(() => db.prepare("INSERT INTO cards (set_id, number, name, squash, kind) VALUES ('nope', 'C001', 'Ryu', 'ryu', 'capcom')").run()).toThrow(
      /FOREIGN KEY/,
    )
    db.close()
  })
})

describe('the games migration', () => {
  it('gives every set, deck and version made before it the game cfs', () => {
    const file = path.join(tempDir(), 'old.db')
    const old = openDatabase(file, MIGRATIONS.slice(0, 4))
    old.prepare("INSERT INTO sets (id, name) VALUES ('mine', 'Mine')").run()
    old.prepare("INSERT INTO decks (name, format, sets, content) VALUES ('Old', 'cfs-classic', '[\"cfs-base\"]', '{\"main\":[],\"strikers\":[]}')").run()
    old.prepare("INSERT INTO deck_versions (deck_id, label, name, format, sets, content) VALUES (1, 'v1', 'Old', 'cfs-classic', '[]', '{}')").run()
    old.close()
    const db = openDatabase(file)
    expect(db.prepare('SELECT game FROM sets').pluck().all()).toEqual(['cfs'])
    expect(db.prepare('SELECT game FROM decks').pluck().all()).toEqual(['cfs'])
    expect(db.prepare('SELECT game FROM deck_versions').pluck().all()).toEqual(['cfs'])
    db.close()
  })
})
