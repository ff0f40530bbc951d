// Start-up as the player waits for it: each `ringside` command and the app's main process to its first window
// (`electron` stood in for), each a whole process on the built code, beside the floors `node -e 0` and
// `require('better-sqlite3')` measured in the same run. bench/startup.mjs does the timing (median of
// BENCH_RUNS rounds, 5 by default); this file adds a database of the base set plus 100k synthetic cards, made
// as bench/search.bench.ts makes it, prints the table and records every row against the better-sqlite3 floor.
// Run: npm run build && npm run bench -- startup
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { it } from 'vitest'
import type { Card } from '../src/shared/card'
import { Services } from '../src/main/services'
import { syntheticCards } from './synthetic'
import { fmt, time } from './stats'
import { record, type Measure } from './results'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const SIZE = Number(process.env.BENCH_CARDS ?? 100_000)
const BUILT = fs.existsSync('out/main/cli.js')

/** The goal of each row, as a multiple of the better-sqlite3 floor (issue 22). */
const GOALS: Record<string, number> = {
  'ringside help': 3,
  'ringside search chunli, base set': 3,
  [`ringside search chunli, ${SIZE / 1000}k cards`]: 6,
}

interface Row {
  name: string
  command: string
  ms: number
  inProcessMs?: number
  samples: number[]
}

if (!BUILT) console.log('startup: skipped, the command is not built (out/main/cli.js is missing): run `npm run build` first')

it.skipIf(!BUILT)('startup: each command and the app as a whole process, beside the floors', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-'))
  try {
    const big = path.join(dir, 'big.db')
    const services = new Services(big)
    const base = services.search.search('', 1000).cards as Card[]
    services.catalogue.db.prepare("INSERT INTO sets (id, name, position) VALUES ('synthetic', 'Synthetic', 9)").run()
    const load = time(() => services.catalogue.replaceCards('synthetic', syntheticCards(base, SIZE)))
    services.close()
    // The built command reads the database the sources made, and finds the synthetic cards too.
    const found = spawnSync(process.execPath, ['bin/ringside.cjs', 'search', 'chunli', '--db', big], { encoding: 'utf8' })
    if (found.status !== 0) throw new Error(`ringside search on the big database: ${found.stderr}`)
    console.log(
      `startup: a database of ${(base.length + SIZE).toLocaleString('en')} cards made in ${fmt(load.ms)} ms (search chunli: ${found.stderr.trim()}); ${RUNS} rounds of whole processes`,
    )

    const out = execFileSync(process.execPath, ['bench/startup.mjs', String(RUNS), '--big', big, '--json'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
    const rows = (JSON.parse(out) as { rows: Row[] }).rows.map((r) => ({ ...r, name: r.name.replace('big catalogue', `${SIZE / 1000}k cards`) }))
    const [node, sqlite] = rows
    const measures: Measure[] = [
      { name: node.name, value: node.ms, unit: 'ms' },
      { name: sqlite.name, value: sqlite.ms, unit: 'ms', baseline: { name: node.name, value: node.ms } },
    ]
    for (const row of rows) {
      const ratio = row.ms / sqlite.ms
      const goal = GOALS[row.name]
      const verdict = goal ? ` (goal ≤ ${goal}×: ${ratio <= goal ? 'met' : 'not met'})` : ''
      const own = row.inProcessMs === undefined ? '' : `; ${fmt(row.inProcessMs)} ms from its first line of code`
      console.log(`${row.name.padEnd(48)} ${fmt(row.ms).padStart(5)} ms  ${ratio.toFixed(1)}× the better-sqlite3 floor${verdict}${own}`)
      if (row === node || row === sqlite) continue
      measures.push({ name: row.name, value: row.ms, unit: 'ms', baseline: { name: `floor: ${sqlite.name}`, value: sqlite.ms } })
      if (row.inProcessMs !== undefined) measures.push({ name: `${row.name}, from its first line of code`, value: row.inProcessMs, unit: 'ms' })
    }
    record('startup', ...measures)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
