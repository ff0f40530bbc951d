// Whole-process start-up of the built `ringside` command and of the app's main process to its first window
// (bench/app-startup.mjs: `electron` stood in for), beside the floors on the same machine: `node -e 0` and
// `require('better-sqlite3')`. Every process runs once untimed (it fills its database, warms Node's compile cache
// and the disk cache), then the rows take turns, round after round, so a busy spell of a shared machine falls
// on all of them alike; the median of N rounds each. Run after `npm run build`:
//
//   node bench/startup.mjs [runs] [--big <db>] [--json]
//
// --big adds `ringside search chunli` on a database already holding a large catalogue (bench/startup.bench.ts
// builds one of 100k cards: `npm run bench -- startup` runs this script with it and records the results);
// --json prints the rows as JSON instead of the table.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { appStartupScript } from './app-startup.mjs'

const args = process.argv.slice(2)
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const runs = /^\d+$/.test(args[0] ?? '') ? Number(args[0]) : 5
const big = option('--big')
const json = args.includes('--json')

const root = path.join(import.meta.dirname, '..')
const bin = path.join(root, 'bin', 'ringside.cjs')
const mainDir = path.join(root, 'out', 'main')
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-startup-'))
const env = { ...process.env, RINGSIDE_DB: path.join(temp, 'ringside.db') }

/** What each row runs: `node <args>`. `inProcess` rows print their own milliseconds to their first window. */
const rows = [
  { name: 'node -e 0', args: ['-e', '0'] },
  { name: "require('better-sqlite3')", args: ['-e', "require('better-sqlite3')"] },
  { name: 'ringside help', args: [bin, 'help'] },
  { name: 'ringside version', args: [bin, 'version'] },
  { name: 'ringside games', args: [bin, 'games'] },
  { name: 'ringside search chunli, base set', args: [bin, 'search', 'chunli'] },
  ...(big ? [{ name: 'ringside search chunli, big catalogue', args: [bin, 'search', 'chunli', '--db', path.resolve(big)] }] : []),
  { name: 'ringside validate examples/shoto-rush.deck.txt', args: [bin, 'validate', 'examples/shoto-rush.deck.txt'] },
  { name: 'ringside combo gambit 4S 5D QH', args: [bin, 'combo', 'gambit', '4S', '5D', 'QH'] },
  ...(fs.existsSync(path.join(mainDir, 'index.js'))
    ? [{ name: 'app main process to first window', args: ['-e', appStartupScript(mainDir, path.join(temp, 'app'))], inProcess: true }]
    : []),
]

/**
 * One whole process: its wall time, and for the app the time it printed (from its first line of code). A process
 * that fails stops the benchmark: a command that exits early with an error would look fast.
 */
function once(row) {
  const start = process.hrtime.bigint()
  const { status, stdout, stderr } = spawnSync(process.execPath, row.args, { env, cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  const wall = Number(process.hrtime.bigint() - start) / 1e6
  if (status !== 0) throw new Error(`${row.name} exited with ${status}: ${stderr.trim().slice(0, 500)}`)
  return { wall, inProcess: row.inProcess ? Number(stdout) : undefined }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

try {
  for (const row of rows) once(row) // untimed: creates and fills the databases, warms the caches
  const samples = rows.map(() => [])
  for (let r = 0; r < runs; r++) rows.forEach((row, i) => samples[i].push(once(row)))
  const measured = rows.map((row, i) => ({
    name: row.name,
    command: row.inProcess
      ? 'node -e <bench/app-startup.mjs script>'
      : `node ${row.args.map((a) => (a.startsWith(root + path.sep) ? path.relative(root, a) : a)).join(' ')}`,
    ms: median(samples[i].map((s) => s.wall)),
    ...(row.inProcess ? { inProcessMs: median(samples[i].map((s) => s.inProcess)) } : {}),
    samples: samples[i].map((s) => s.wall),
  }))
  if (json) {
    console.log(JSON.stringify({ runs, rows: measured }))
  } else {
    const floor = measured[1].ms
    for (const { name, ms, inProcessMs } of measured) {
      const own = inProcessMs === undefined ? '' : ` (${inProcessMs.toFixed(0)} ms from its first line)`
      console.log(`${name.padEnd(48)} ${ms.toFixed(0).padStart(5)} ms  ${(ms / floor).toFixed(1)}× the better-sqlite3 floor${own}`)
    }
    if (!big) console.log('(search at 100k cards: `npm run bench -- startup`, which builds the catalogue and passes --big)')
  }
} finally {
  fs.rmSync(temp, { recursive: true, force: true })
}
