// Character sheet PDFs as the app writes them: how long the main process's event loop stalls, written on the
// sheet worker (ours) beside written on the main thread (as before).
// Run: npx electron-vite build && npm run bench -- sheets
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { it } from 'vitest'
import { printSheets } from '../src/main/games/cc/print'
import { Services } from '../src/main/services'
import { fmt, percentile, watchMainThread } from './stats'
import { record } from './results'

const WORKER = path.resolve('out/main/sheet-worker.js')
const ROUNDS = 3

it('character sheets: the main thread while a PDF is written', async () => {
  if (!fs.existsSync(WORKER)) throw new Error('build first: npx electron-vite build')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-sheets-'))
  const s = new Services(path.join(dir, 'bench.db'))
  try {
    const two = [s.characters.get('gambit'), s.characters.get('ryu')]
    for (const [label, sheets] of [
      ['a team of two', two],
      ["40 sheets (a whole club's)", Array.from({ length: 20 }, () => two).flat()],
    ] as const) {
      const naive: number[] = []
      const ours: number[] = []
      let wall = { naive: 0, ours: 0 }
      for (let r = 0; r < ROUNDS; r++) {
        const a = await watchMainThread(() => printSheets(sheets, 'a4', path.join(dir, 'here.pdf'), ''))
        const b = await watchMainThread(() => printSheets(sheets, 'a4', path.join(dir, 'there.pdf'), WORKER))
        naive.push(a.stallMs)
        ours.push(b.stallMs)
        wall = { naive: wall.naive + a.ms / ROUNDS, ours: wall.ours + b.ms / ROUNDS }
      }
      const [n, o] = [percentile(naive, 50), percentile(ours, 50)]
      console.log(
        `${label}: longest main-thread stall, p50 of ${ROUNDS}: on the main thread ${fmt(n)} ms, on the worker ${fmt(o)} ms; whole print ${fmt(wall.naive)} / ${fmt(wall.ours)} ms`,
      )
      record('sheets', { name: `${label}: longest main-thread stall`, value: o, unit: 'ms', baseline: { name: 'written on the main thread', value: n } })
    }
  } finally {
    s.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
