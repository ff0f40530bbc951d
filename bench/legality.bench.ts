// Re-validating a 60-card Legends deck after one edit: the deck model against a cached card index,
// against the naive way (write the deck as text, parse and resolve it again, then check).
// Run: npm run bench -- legality
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { it } from 'vitest'
import type { Deck } from '../src/shared/deck'
import { checkLegality } from '../src/main/games/cfs/legality'
import { findFormat } from '../src/main/games/cfs/formats'
import { createDispatch } from '../src/main/ipc/dispatch'
import { Services } from '../src/main/services'
import { fmt, percentile, time } from './stats'
import { record } from './results'

const ROUNDS = 2000

it('legality: re-check a 60-card deck after an edit', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-'))
  const services = new Services(path.join(dir, 'bench.db'))
  try {
    const text = fs.readFileSync('examples/fatal-fury-legends.deck.txt', 'utf8')
    const parsed = services.decks.parse(text)
    if (!parsed.ok) throw new Error('example deck does not parse')
    const deck: Deck = parsed.deck
    const format = findFormat('cfs-legends')!
    // An edit: one more copy of the first card, then back.
    const edited = (i: number): Deck => ({ ...deck, main: deck.main.map((e, j) => (j === 0 ? { ...e, count: e.count + (i % 2) } : e)) })
    const index = services.decks.indexFor(deck.sets)
    const lookup = (set: string, number: string) => index.get(set, number)
    const dispatch = createDispatch(services)

    const run = (fn: (i: number) => unknown) => {
      for (let i = 0; i < 200; i++) fn(i)
      const samples: number[] = []
      for (let i = 0; i < ROUNDS; i++) samples.push(time(() => fn(i)).ms)
      return samples
    }
    const ours = run((i) => checkLegality(edited(i), format, lookup))
    const naive = run((i) => {
      const again = services.decks.parse(services.decks.write(edited(i)))
      if (again.ok) services.decks.legality(again.deck)
    })
    const analyze = run((i) => services.deckFiles.analyze(edited(i)))
    const ipcSamples: number[] = []
    for (let i = 0; i < ROUNDS; i++) {
      const d = edited(i)
      const start = process.hrtime.bigint()
      await dispatch('analyzeDeck', { deck: { format: 'cfs-legends', sets: d.sets, main: d.main, strikers: d.strikers } })
      ipcSamples.push(Number(process.hrtime.bigint() - start) / 1e6)
    }
    const line = (label: string, s: number[]) => `${label}: p50 ${fmt(percentile(s, 50))} ms, p95 ${fmt(percentile(s, 95))} ms`
    console.log(line('legality on the deck model (ours)', ours))
    console.log(line('naive: write, re-parse, re-resolve, check', naive))
    console.log(`speed-up at p50: ${(percentile(naive, 50) / percentile(ours, 50)).toFixed(0)}x`)
    console.log(line('analyzeDeck: legality + stats, cards read from SQLite', analyze))
    console.log(line('analyzeDeck through the IPC dispatcher (schema check included)', ipcSamples))
    const naiveWay = 'naive: write text, re-parse, re-resolve, check'
    record(
      'legality',
      ...([50, 95] as const).flatMap((p) => [
        {
          name: `deck model, cached card index, p${p}`,
          value: percentile(ours, p),
          unit: 'ms',
          baseline: { name: `${naiveWay}, p${p}`, value: percentile(naive, p) },
        },
        { name: `analyzeDeck, cards read from SQLite, p${p}`, value: percentile(analyze, p), unit: 'ms' },
        { name: `analyzeDeck through the IPC dispatcher, p${p}`, value: percentile(ipcSamples, p), unit: 'ms' },
      ]),
    )
  } finally {
    services.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
