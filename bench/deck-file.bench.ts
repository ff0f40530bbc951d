// Hostile deck files up to the 1 MB limit, parsed as the app and the command parse them; beside the naive
// "did you mean" the parser used to run on every unknown line (fuse.js over the whole line's text).
// Run: npm run bench -- deck-file
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fuse from 'fuse.js'
import { it } from 'vitest'
import { Services } from '../src/main/services'
import { fmt, percentile, time } from './stats'
import { record } from './results'

const ROUNDS = 7

it('deck files: junk and giant files up to the 1 MB limit', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-'))
  const services = new Services(path.join(dir, 'bench.db'))
  try {
    const files: [string, string][] = [
      ['one junk line of 1 MB (`NaN xxx…`)', 'NaN ' + 'x'.repeat(999_990)],
      ['one line of 1 MB of words (`ab cd ef …`)', 'ab cd ef '.repeat(111_000)],
      ['110,000 different junk lines', Array.from({ length: 110_000 }, (_, i) => `zz${i}q`).join('\n')],
      ['110,000 card lines (`1 C001` … `1 C160`)', Array.from({ length: 110_000 }, (_, i) => `1 C${String(1 + (i % 160)).padStart(3, '0')}`).join('\n')],
      ['a legal 60-card Legends deck', fs.readFileSync('examples/fatal-fury-legends.deck.txt', 'utf8')],
    ]
    services.decks.parse('3 C001') // the card index is built once, before the clock
    for (const [label, text] of files) {
      const samples = Array.from({ length: ROUNDS }, () => time(() => services.decks.parseFile(text, 'bench.deck.txt')).ms)
      console.log(`${label} (${(text.length / 1e6).toFixed(2)} MB): p50 ${fmt(percentile(samples, 50))} ms, max ${fmt(Math.max(...samples))} ms`)
      record('deck-file', { name: label, value: percentile(samples, 50), unit: 'ms' })
    }

    // The old way: every unknown line's whole text through fuse.js, however long.
    const cards = services.catalogue.indexCards(['cfs-base'])
    const fuse = new Fuse(cards, {
      keys: [
        { name: 'name', weight: 2 },
        { name: 'altNames', weight: 1 },
      ],
      threshold: 0.45,
      ignoreLocation: true,
    })
    for (const length of [1_000, 3_000]) {
      const line = 'NaN ' + 'x'.repeat(length - 4)
      const naive = time(() => fuse.search(line, { limit: 12 })).ms
      const ours = time(() => services.decks.parseFile(line, 'bench.deck.txt')).ms
      console.log(
        `one ${length.toLocaleString('en')}-character junk line: naive fuse.js suggestion ${fmt(naive)} ms, ours ${fmt(ours)} ms (${Math.round(naive / ours)}x)`,
      )
      record('deck-file', {
        name: `one ${length.toLocaleString('en')}-character junk line`,
        value: ours,
        unit: 'ms',
        baseline: { name: 'naive fuse.js suggestion', value: naive },
      })
    }
  } finally {
    services.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
