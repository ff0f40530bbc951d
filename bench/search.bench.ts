// Search latency on the base set and on a 100k-card synthetic catalogue, against plain fuse.js over the
// same cards (names, alt names and rules text) in the same run. Run: npm run bench -- search
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fuse from 'fuse.js'
import { it } from 'vitest'
import type { Card } from '../src/shared/card'
import { Services } from '../src/main/services'
import { syntheticCards } from './synthetic'
import { fmt, percentile, time } from './stats'
import { record } from './results'

const QUERIES = ['chunli', 'geese', 'gese', 'shinku', 'hadouken', 'tery', 'zangief', 'mbison', 'iori', 'kyo kusanagi', 'spining bird', 'akuma']
const REPEATS = 20
const SIZE = Number(process.env.BENCH_CARDS ?? 100_000)

function ours(services: Services) {
  for (const q of QUERIES) services.search.search(q, 50) // warm: statements and vocabulary
  const samples: number[] = []
  for (let r = 0; r < REPEATS; r++) for (const q of QUERIES) samples.push(time(() => services.search.search(q, 50)).ms)
  return samples
}

function naive(cards: Card[], repeats: number) {
  const fuse = new Fuse(cards, {
    keys: ['name', 'altNames', 'ability.name', 'ability.text', 'text'],
    threshold: 0.4,
    ignoreLocation: true,
  })
  const samples: number[] = []
  for (let r = 0; r < repeats; r++) for (const q of QUERIES) samples.push(time(() => fuse.search(q, { limit: 50 })).ms)
  return samples
}

function command(db: string, query: string): number {
  const bin = path.resolve('bin/ringside.cjs')
  const samples: number[] = []
  for (let i = 0; i < 5; i++) {
    samples.push(time(() => spawnSync(process.execPath, [bin, 'search', query, '--db', db], { encoding: 'utf8' })).ms)
  }
  return percentile(samples, 50)
}

/** Prints a catalogue's line and records it; `catalogue` names the entries in results.json ("100k cards"). */
function report(label: string, catalogue: string, ourSamples: number[], naiveSamples: number[], commandMs: number) {
  const p50 = percentile(ourSamples, 50)
  const p95 = percentile(ourSamples, 95)
  const naive50 = percentile(naiveSamples, 50)
  const naive95 = percentile(naiveSamples, 95)
  console.log(
    `${label}: ours p50 ${fmt(p50)} ms, p95 ${fmt(p95)} ms | fuse.js p50 ${fmt(naive50)} ms, p95 ${fmt(naive95)} ms | ${(naive95 / p95).toFixed(0)}x at p95 | \`ringside search\` command ${fmt(commandMs)} ms`,
  )
  record(
    'search',
    { name: `p50, ${catalogue}`, value: p50, unit: 'ms', baseline: { name: 'fuse.js p50', value: naive50 } },
    { name: `p95, ${catalogue}`, value: p95, unit: 'ms', baseline: { name: 'fuse.js p95', value: naive95 } },
    { name: `ringside search chunli command, ${catalogue}`, value: commandMs, unit: 'ms' },
  )
}

it('search: base set and 100k synthetic cards', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-'))
  try {
    const file = path.join(dir, 'bench.db')
    const services = new Services(file)
    const base = services.search.search('', 1000).cards as Card[]
    report(`base set (${base.length} cards)`, 'base set', ours(services), naive(base, REPEATS), command(file, 'chunli'))

    const cards = syntheticCards(base, SIZE)
    services.catalogue.db.prepare("INSERT INTO sets (id, name, position) VALUES ('synthetic', 'Synthetic', 9)").run()
    const load = time(() => services.catalogue.replaceCards('synthetic', cards))
    console.log(`loaded ${SIZE} synthetic cards in ${fmt(load.ms)} ms`)
    services.close()
    const big = new Services(file)
    const all = [...base, ...cards]
    report(`${all.length} cards`, `${SIZE / 1000}k cards`, ours(big), naive(all, 1), command(file, 'chunli'))
    big.close()
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
