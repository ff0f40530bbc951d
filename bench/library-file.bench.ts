// A library file of 6,250 decks (1.1 MB) opened in the app: where the time goes, step by step. Reading the file
// (JSON, the schema, every card looked up) is a small part; writing the decks one by one is the rest.
// Run: npm run bench -- library-file
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { it } from 'vitest'
import { Services } from '../src/main/services'
import { readLibraryJson } from '../src/main/decks/deck-json'
import { fmt, time } from './stats'
import { record } from './results'

function libraryText(decks: number): string {
  const list = Array.from({ length: decks }, (_, i) => ({
    ringside: 'deck',
    version: 1,
    name: `Deck ${i}`,
    format: 'cfs-classic',
    sets: ['cfs-base'],
    main: [{ set: 'cfs-base', number: `C${String(1 + (i % 150)).padStart(3, '0')}`, count: 3 }],
    strikers: [],
    tags: ['t'],
  }))
  return JSON.stringify({ ringside: 'decks', version: 1, decks: list })
}

it('library file: 6,250 decks', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-'))
  const s = new Services(path.join(dir, 'bench.db'))
  try {
    const text = libraryText(6250)
    const parse = time(() => JSON.parse(text)).ms
    const read = time(() => readLibraryJson(text)).ms
    const checked = time(() => s.decks.parseLibrary(text)).ms
    const whole = time(() => s.deckFiles.importDeck(text, 'lib.json'))
    if (!whole.value.ok) throw new Error('the library file did not import')
    const touched = s.catalogue.db.prepare('SELECT coalesce(max(touched), 0) + 1 FROM decks').pluck()
    const maxTouched = time(() => {
      for (let i = 0; i < 6250; i++) touched.get()
    }).ms
    console.log(`a ${(text.length / 1e6).toFixed(2)} MB library file of 6,250 decks, on the main thread:`)
    console.log(`  JSON.parse ${fmt(parse)} ms; + the schema (readLibraryJson) ${fmt(read)} ms; + every card looked up (parseLibrary) ${fmt(checked)} ms`)
    console.log(`  the whole import ${fmt(whole.ms)} ms, so writing the decks takes ${fmt(whole.ms - checked)} ms`)
    console.log(`  of which max(touched) at 6,250 decks, 6,250 times (through the decks_touched index; a scan of every deck before it) ${fmt(maxTouched)} ms`)
    record(
      'library-file',
      { name: 'import of 6,250 decks, whole', value: whole.ms, unit: 'ms', baseline: { name: 'JSON.parse of the file', value: parse } },
      { name: 'reading and checking the file (parseLibrary)', value: checked, unit: 'ms', baseline: { name: 'JSON.parse of the file', value: parse } },
    )
  } finally {
    s.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
