// The benchmarks' report for scripts: bench/results.json, one entry per measure, keyed by "<bench>: <measure>".
// Each bench records its headline measures here beside the lines it prints. Recording merges into the file:
// a bench run updates its own entries and leaves the others' (from this run or an earlier one) as they were.
// Safe when several processes record at once (vitest's workers): each write holds a lock file, reads the file
// afresh, merges and renames a finished file into place.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const RESULTS_FILE = process.env.BENCH_RESULTS ?? path.join(import.meta.dirname, 'results.json')

export interface Measure {
  /** What was measured, unique within its bench: "p95, 100k cards". */
  name: string
  value: number
  /** "ms", "µs", "MB", "KB", "cards/s", "games/s", "hands/s", "x". */
  unit: string
  /** What the value is set beside, in the same unit and the same run: a floor or a naive way. */
  baseline?: { name: string; value: number }
  /** Whether a smaller value is the better one; by default smaller is better for times and sizes. */
  better?: 'lower' | 'higher'
}

export interface Entry {
  bench: string
  name: string
  value: number
  unit: string
  better: 'lower' | 'higher'
  baseline: { name: string; value: number } | null
  /** value / baseline.value: "3.2" is three times the floor, "0.0026" is 390 times faster than the naive way. */
  ratio: number | null
  date: string
  machine: { cores: number; cpu: string; node: string; platform: string }
}

export interface Results {
  about: string
  measures: Record<string, Entry>
}

const ABOUT =
  'Written by `npm run bench` (bench/results.ts). One entry per measure, keyed by "<bench>: <measure>"; ' +
  'ratio = value / baseline.value (both in the same unit, measured in the same run); better says which way is good.'

const LOWER_IS_BETTER = new Set(['ms', 'µs', 's', 'MB', 'KB'])

/** Four significant digits: enough for timings that vary by a few percent, and a file that diffs quietly. */
const round = (x: number) => (x === 0 || !Number.isFinite(x) ? x : Number(x.toPrecision(4)))

export function machine(): Entry['machine'] {
  return {
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  }
}

/** Records a bench's measures in bench/results.json, replacing earlier entries of the same names. */
export function record(bench: string, ...measures: Measure[]): void {
  const date = new Date().toISOString()
  const box = machine()
  const entries = measures.map((m): [string, Entry] => [
    `${bench}: ${m.name}`,
    {
      bench,
      name: m.name,
      value: round(m.value),
      unit: m.unit,
      better: m.better ?? (LOWER_IS_BETTER.has(m.unit) ? 'lower' : 'higher'),
      baseline: m.baseline ? { name: m.baseline.name, value: round(m.baseline.value) } : null,
      ratio: m.baseline ? round(m.value / m.baseline.value) : null,
      date,
      machine: box,
    },
  ])
  withLock(() => {
    const measuresSoFar = readResults().measures
    for (const [key, entry] of entries) measuresSoFar[key] = entry
    const sorted = Object.fromEntries(Object.entries(measuresSoFar).sort(([a], [b]) => a.localeCompare(b)))
    const temp = `${RESULTS_FILE}.${process.pid}.tmp`
    fs.writeFileSync(temp, JSON.stringify({ about: ABOUT, measures: sorted } satisfies Results, null, 2) + '\n')
    fs.renameSync(temp, RESULTS_FILE)
  })
}

export function readResults(): Results {
  try {
    const read = JSON.parse(fs.readFileSync(RESULTS_FILE, 'utf8')) as Partial<Results>
    return { about: ABOUT, measures: read.measures ?? {} }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { about: ABOUT, measures: {} }
    throw err
  }
}

/** Runs `fn` holding bench/results.json.lock; a lock older than 30 s is a crashed writer's and is taken over. */
function withLock(fn: () => void): void {
  const lock = `${RESULTS_FILE}.lock`
  const pause = new Int32Array(new SharedArrayBuffer(4))
  for (let tries = 0; ; tries++) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'))
      break
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (age > 30_000) fs.rmSync(lock, { force: true })
      else if (tries > 3000) throw new Error(`${lock} held for over a minute: remove it if no bench is running`, { cause: err })
      else Atomics.wait(pause, 0, 0, 20)
    }
  }
  try {
    fn()
  } finally {
    fs.rmSync(lock, { force: true })
  }
}
