// Two Ringsides writing to one database: the second waits for the first; one kept waiting too long writes nothing
// and says why, and the database stays whole either way.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { Services } from '../../src/main/services'
import { EXIT } from '../../src/cli/io'
import { tempDir } from '../helpers'

const ringside = (args: string[]) => spawnSync(process.execPath, ['bin/ringside.cjs', ...args], { encoding: 'utf8' })

function csv(n: number, name: string): string {
  const rows = ['number,name,kind,bp,sp']
  for (let i = 0; i < n; i++) rows.push(`C${1000 + (i % 9000)}${i >= 9000 ? String.fromCharCode(97 + Math.floor(i / 9000)) : ''},${name} ${i},capcom,500,2`)
  return rows.join('\n')
}

function importing(file: string, set: string, db: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/ringside.cjs', 'import', file, '--set', set, '--db', db], { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('exit', (code) => resolve({ code, stderr }))
  })
}

describe('a database two Ringsides write to', () => {
  it('an import kept waiting past the busy wait writes nothing and says so; run again, it goes in', () => {
    const dir = tempDir()
    const db = path.join(dir, 'ringside.db')
    new Services(db).close()
    fs.writeFileSync(path.join(dir, 'mine.csv'), csv(20, 'Mine'))
    const other = new Database(db)
    other.exec('BEGIN IMMEDIATE') // another process in the middle of a write
    const blocked = ringside(['import', path.join(dir, 'mine.csv'), '--set', 'mine', '--db', db])
    expect(blocked.status).toBe(EXIT.error)
    expect(blocked.stderr).toContain(`ringside: ${db}: another Ringside (the app or a ringside command) kept the database busy for 5 s, so nothing was written`)
    expect(blocked.stderr).toContain("ringside: run the command again once the other one (or the app's import) has finished")
    other.exec('ROLLBACK')
    expect(other.prepare("SELECT count(*) FROM sets WHERE id = 'mine'").pluck().get()).toBe(0)
    other.close()
    expect(ringside(['import', path.join(dir, 'mine.csv'), '--set', 'mine', '--db', db]).status).toBe(0)
    const after = new Database(db, { readonly: true })
    expect(after.prepare("SELECT count(*) FROM cards WHERE set_id = 'mine'").pluck().get()).toBe(20)
    after.close()
  })

  it('two large imports at once: each set whole or, when refused as busy, absent; the file intact', async () => {
    const dir = tempDir()
    const db = path.join(dir, 'ringside.db')
    new Services(db).close()
    fs.writeFileSync(path.join(dir, 'a.csv'), csv(30_000, 'A'))
    fs.writeFileSync(path.join(dir, 'b.csv'), csv(30_000, 'B'))
    const runs = await Promise.all([importing(path.join(dir, 'a.csv'), 'aaa', db), importing(path.join(dir, 'b.csv'), 'bbb', db)])
    const check = new Database(db, { readonly: true })
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok')
    runs.forEach((run, i) => {
      const set = ['aaa', 'bbb'][i]
      const cards = check.prepare('SELECT count(*) FROM cards WHERE set_id = ?').pluck().get(set)
      if (run.code === 0) expect(cards, set).toBe(30_000)
      else {
        expect(run.stderr, set).toContain('kept the database busy')
        expect(cards, set).toBe(0)
      }
    })
    expect(runs.some((r) => r.code === 0)).toBe(true)
    check.close()
  }, 120_000)
})
