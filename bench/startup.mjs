// Whole-process start-up of the built `ringside` command, beside the floors on the same machine: `node -e 0` and
// `require('better-sqlite3')`. Median of N runs each; run after `npm run build`: `node bench/startup.mjs [runs]`.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const runs = Number(process.argv[2] ?? 7)
const db = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-startup-')), 'ringside.db')
const bin = path.join(import.meta.dirname, '..', 'bin', 'ringside.cjs')
const env = { ...process.env, RINGSIDE_DB: db }

function median(args) {
  const times = []
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint()
    try {
      execFileSync(process.execPath, args, { env, stdio: 'ignore' })
    } catch {
      // validate exits 1 for an illegal deck: the time still counts
    }
    times.push(Number(process.hrtime.bigint() - start) / 1e6)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]
}

// The first run creates and fills the database; start-up is measured on an existing one.
execFileSync(process.execPath, [bin, 'sets'], { env, stdio: 'ignore' })
const rows = [
  ['node -e 0 (floor)', ['-e', '0']],
  ["require('better-sqlite3') (floor)", ['-e', "require('better-sqlite3')"]],
  ['ringside help', [bin, 'help']],
  ['ringside version', [bin, 'version']],
  ['ringside games', [bin, 'games']],
  ['ringside search chunli', [bin, 'search', 'chunli']],
  ['ringside validate examples/shoto-rush.deck.txt', [bin, 'validate', 'examples/shoto-rush.deck.txt']],
  ['ringside combo gambit 4S 5D QH', [bin, 'combo', 'gambit', '4S', '5D', 'QH']],
]
const measured = rows.map(([what, args]) => [what, median(args)])
const floor = measured[1][1]
for (const [what, ms] of measured) {
  console.log(`${what.padEnd(48)} ${ms.toFixed(0).padStart(5)} ms  ${(ms / floor).toFixed(1)}× the better-sqlite3 floor`)
}
