// Issue 35, item 9: a full disk is said to be a full disk, with no restore (a restore needs space too) and no
// permissions advice: by the real errors SQLite and Node give, and on a real full disk (a small tmpfs) where
// this machine lets the test mount one.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { main } from '../../src/cli/index'
import { databaseAdvice } from '../../src/cli/run'
import { Services } from '../../src/main/services'
import { databaseFailure, openDatabase } from '../../src/main/storage/database'
import { tempDir } from '../helpers'

async function runOn(db: string, ...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await main([...argv, '--db', db], { out: (l) => out.push(l), err: (l) => err.push(l), env: {} })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

/** What the player is told of a full disk, and what they must not be told. */
function expectFullDisk(err: string, db: string) {
  expect(err).toContain(`ringside: ${db}: the disk holding it is full`)
  expect(err).toContain('ringside: free some space on that disk and run the command again')
  expect(err).not.toMatch(/restore|damaged|not a usable|writable|read-only|ENOSPC|disk I\/O error/)
}

describe('a full disk, by the errors SQLite and Node throw', () => {
  it('SQLITE_FULL ("database or disk is full") is a full disk, not a permissions problem', () => {
    const file = path.join(tempDir(), 'ringside.db')
    const db = openDatabase(file)
    let thrown: unknown
    try {
      // The file may not grow past its size now: SQLite answers as it does when the disk is full.
      db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`)
      db.exec('CREATE TABLE filler (x BLOB)')
      db.prepare('INSERT INTO filler VALUES (zeroblob(1000000))').run()
    } catch (err) {
      thrown = err
    } finally {
      db.close()
    }
    expect(thrown).toMatchObject({ code: 'SQLITE_FULL', message: 'database or disk is full' })
    const failure = databaseFailure(thrown, file)
    expect(failure).toMatchObject({ problem: 'full', message: `${file}: the disk holding it is full` })
    expect(databaseAdvice(failure!, true)).toBe('free some space on that disk and run the command again')
  })

  it.skipIf(!fs.existsSync('/dev/full'))('a file write refused with ENOSPC (a backup, a restore) is a full disk, not a raw error', () => {
    let thrown: unknown
    try {
      fs.writeFileSync('/dev/full', 'x')
    } catch (err) {
      thrown = err
    }
    expect(thrown).toMatchObject({ code: 'ENOSPC' })
    expect(databaseFailure(thrown, '/x/ringside.db')).toMatchObject({ problem: 'full', message: '/x/ringside.db: the disk holding it is full' })
  })
})

/** A tmpfs of `bytes` at a new folder, or null where this machine does not let the test mount one (not root). */
function mountTmpfs(bytes: number): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-full-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes}`, 'tmpfs', dir], { stdio: 'ignore' })
    return dir
  } catch {
    fs.rmdirSync(dir)
    return null
  }
}
const probe = process.platform === 'linux' ? mountTmpfs(64 * 1024) : null
if (probe) {
  execFileSync('umount', [probe])
  fs.rmdirSync(probe)
}

describe.skipIf(!probe)('a full disk, on a real one (a small tmpfs)', () => {
  let mounted: string | null = null
  afterEach(() => {
    if (!mounted) return
    execFileSync('umount', ['-l', mounted])
    fs.rmdirSync(mounted)
    mounted = null
  })

  /** `free` bytes left on a disk holding a database with a backup that differs from it. */
  async function fullDisk(free: number): Promise<{ db: string; filler: string }> {
    const src = path.join(tempDir(), 'ringside.db')
    new Services(src).close()
    const size = fs.statSync(src).size
    mounted = mountTmpfs(3 * size + 2 * 1024 * 1024)!
    const db = path.join(mounted, 'ringside.db')
    fs.copyFileSync(src, db)
    expect((await runOn(db, 'backup')).code).toBe(0)
    const owned = path.join(tempDir(), 'owned.csv')
    fs.writeFileSync(owned, 'set,number,owned\ncfs-base,C001,2\n')
    expect((await runOn(db, 'collection', 'import', owned)).code).toBe(0)
    const filler = path.join(mounted, 'filler')
    const fd = fs.openSync(filler, 'w')
    const block = Buffer.alloc(64 * 1024)
    try {
      for (;;) fs.writeSync(fd, block)
    } catch (err) {
      expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC')
    }
    fs.ftruncateSync(fd, fs.fstatSync(fd).size - free)
    fs.closeSync(fd)
    return { db, filler }
  }

  it('no room at all (SQLite cannot even map its shared memory): a full disk, and no restore offered', async () => {
    const { db, filler } = await fullDisk(0)
    const imported = await runOn(db, 'import', 'db/sample-cards.csv', '--set', 'promos')
    expect(imported.code).toBe(2)
    expectFullDisk(imported.err, db)
    // The restore a player might try all the same needs room too: told so, not a raw ENOSPC.
    const restored = await runOn(db, 'backup', '--restore', 'latest')
    expect(restored.code).toBe(2)
    expect(restored.err).toContain('the disk holding it is full')
    expect(restored.err).not.toMatch(/ENOSPC/)
    // Once there is room, the same command works.
    fs.rmSync(filler)
    expect(await runOn(db, 'import', 'db/sample-cards.csv', '--set', 'promos')).toMatchObject({ code: 0 })
  })

  it('a little room, not enough for the import\'s backup: a full disk, not "make the file writable"', async () => {
    const { db } = await fullDisk(100 * 1024)
    const imported = await runOn(db, 'import', 'db/sample-cards.csv', '--set', 'promos')
    expect(imported.code).toBe(2)
    expectFullDisk(imported.err, db)
  })
})
