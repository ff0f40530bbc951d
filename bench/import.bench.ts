// Importing 100k cards from CSV (read, checked, written with their Back-Up rows and search index in one
// transaction, after a backup) against the naive way in the same run: one autocommitted INSERT per row,
// default rollback journal (not WAL). The naive way is timed on the first 2,000 cards: all 100k would take minutes.
// Run: npm run bench -- import
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { it } from 'vitest'
import { MIGRATIONS } from '../db/migrations'
import { writeCardsCsv } from '../src/main/cards/card-file'
import { Services } from '../src/main/services'
import { squash } from '../src/main/core/text'
import { NUMBER_LETTERS } from '../src/shared/card'
import type { Card } from '../src/shared/card'
import { fmt, time } from './stats'

const COUNT = 100_000
const NAIVE_COUNT = 2_000

/** 100k well-formed cards from the base set's shapes: numbers by kind, each character backed up by the one before it. */
function fanSet(base: readonly Card[]): Card[] {
  const seen = new Map<string, number>()
  let previous: string | null = null
  return Array.from({ length: COUNT }, (_, i) => {
    const b = base[i % base.length]
    const n = seen.get(b.kind) ?? 0
    seen.set(b.kind, n + 1)
    const variant = Math.floor(n / 10000)
    const number = `${NUMBER_LETTERS[b.kind]}${String(n % 10000).padStart(4, '0')}${variant ? String.fromCharCode(96 + variant) : ''}`
    const name = `${b.name} ${i}`
    const card: Card = { ...b, set: 'fan', number, name, backups: b.backups.length && previous ? [{ name: previous, number: null }] : [] }
    if (b.kind === 'capcom' || b.kind === 'snk') previous = name
    return card
  })
}

it('import: 100k cards', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-'))
  try {
    const services = new Services(path.join(dir, 'ringside.db'))
    const csv = writeCardsCsv(fanSet(services.catalogue.setCards('cfs-base')))
    const ours = time(() => services.importer.apply({ fileName: 'fan.csv', text: csv, setId: 'fan' }))
    if (ours.value.problems.length || ours.value.added.length !== COUNT) throw new Error(`import failed: ${JSON.stringify(ours.value.problems.slice(0, 3))}`)
    const preview = time(() => services.importer.preview({ fileName: 'fan.csv', text: csv, setId: 'fan' }))
    const cards = services.catalogue.setCards('fan').slice(0, NAIVE_COUNT)
    services.close()

    // Naive: the same rows and index, one autocommitted statement at a time, rollback journal.
    const naiveDb = new Database(path.join(dir, 'naive.db'))
    naiveDb.pragma('foreign_keys = ON')
    for (const m of MIGRATIONS) naiveDb.exec(m.sql)
    naiveDb.prepare("INSERT INTO sets (id, name) VALUES ('fan', 'Fan set')").run()
    const insertCard = naiveDb.prepare(
      `INSERT INTO cards (set_id, number, name, squash, kind, rarity, bp, sp, cost, ability_name, ability_type, ability_text, text, origin, alt_names)
       VALUES ('fan', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const insertBackUp = naiveDb.prepare('INSERT INTO card_backups (card_id, position, name, target_number) VALUES (?, ?, ?, ?)')
    const naive = time(() => {
      for (const c of cards) {
        const { lastInsertRowid } = insertCard.run(c.number, c.name, squash(c.name), c.kind, c.rarity, c.bp, c.sp, c.cost, c.ability?.name ?? null, c.ability?.type ?? null, c.ability?.text ?? null, c.text, c.origin, '[]')
        c.backups.forEach((b, j) => insertBackUp.run(lastInsertRowid, j, b.name, b.number))
      }
    })
    naiveDb.close()

    const rate = (n: number, ms: number) => Math.round((n / ms) * 1000)
    const ourRate = rate(COUNT, ours.ms)
    const naiveRate = rate(NAIVE_COUNT, naive.ms)
    console.log(`import ${COUNT} cards from CSV (${(csv.length / 1024 / 1024).toFixed(1)} MB): ${fmt(ours.ms)} ms = ${ourRate} cards/s (preview alone ${fmt(preview.ms)} ms)`)
    console.log(`naive, ${NAIVE_COUNT} cards row by row, autocommit, rollback journal: ${fmt(naive.ms)} ms = ${naiveRate} cards/s`)
    console.log(`speed-up ${(ourRate / naiveRate).toFixed(0)}×`)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
