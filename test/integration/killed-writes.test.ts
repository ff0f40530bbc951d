// A file being written when the process is killed (kill -9, a crash, a power cut) is the old file or the whole
// new one, never a part: the built command exports a 4.7 MB set and is killed the moment its temporary file
// appears, or at a random moment. KILL_RUNS sets how many kills (TESTING.md has the figures of a long run).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../helpers'

const KILLS = Number(process.env.KILL_RUNS ?? 6)
const ringside = (args: string[]) => spawnSync(process.execPath, ['bin/ringside.cjs', ...args], { encoding: 'utf8' })

function bigCsv(n: number): string {
  const rows = ['number,name,kind,bp,sp']
  for (let i = 0; i < n; i++) rows.push(`C${1000 + (i % 9000)}${i >= 9000 ? String.fromCharCode(97 + Math.floor(i / 9000)) : ''},Fighter ${i},capcom,500,2`)
  return rows.join('\n')
}

/**
 * Runs the export and kills it the moment the target or a file beside it named after it changes (or after `delay`
 * ms); answers whether it died while a temporary file was being written.
 */
function exportKilled(args: string[], target: string, delay: number): Promise<{ midWrite: boolean; signal: string | null }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/ringside.cjs', ...args], { stdio: 'ignore' })
    let midWrite = false
    const watcher = fs.watch(path.dirname(target), (_event, name) => {
      if (!name?.startsWith(path.basename(target))) return
      if (name !== path.basename(target)) midWrite = true
      child.kill('SIGKILL')
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), delay)
    child.on('exit', (_code, signal) => {
      clearTimeout(timer)
      watcher.close()
      resolve({ midWrite, signal })
    })
  })
}

describe('a writer killed mid-way', () => {
  it(`leaves the old file or the whole new one, over ${KILLS} kills`, async () => {
    const dir = tempDir()
    const db = path.join(dir, 'ringside.db')
    fs.writeFileSync(path.join(dir, 'big.csv'), bigCsv(20_000))
    expect(ringside(['import', path.join(dir, 'big.csv'), '--set', 'big', '--db', db]).status).toBe(0)
    const whole = path.join(dir, 'whole.json')
    expect(ringside(['export', 'big', '-o', whole, '--db', db]).status).toBe(0)
    const newFile = fs.readFileSync(whole)
    expect(newFile.length).toBeGreaterThan(4_000_000)

    const out = path.join(dir, 'out')
    fs.mkdirSync(out)
    const target = path.join(out, 'cards.json')
    const oldFile = Buffer.from('{"old": "export"}\n')
    let midWrites = 0
    for (let i = 0; i < KILLS; i++) {
      fs.writeFileSync(target, oldFile)
      // Every other run dies at the first write it makes; the rest at a random moment of the run.
      const { midWrite, signal } = await exportKilled(['export', 'big', '-o', target, '--db', db], target, i % 2 ? 200 + Math.random() * 1500 : 10_000)
      if (signal === null) continue // finished before the kill: the file must be the new one
      if (midWrite) midWrites++
      const now = fs.readFileSync(target)
      expect(now.equals(oldFile) || now.equals(newFile), `kill ${i}: ${now.length} bytes`).toBe(true)
    }
    expect(midWrites).toBeGreaterThan(0)
    // The figures of a long run (npm run fuzz) for TESTING.md.
    if (process.env.KILL_RUNS) console.info(`write kills: ${KILLS}, while the temporary file was being written ${midWrites}; partial files 0`)
    expect(fs.readFileSync(target).equals(oldFile) || fs.readFileSync(target).equals(newFile)).toBe(true)
  }, 120_000)
})
