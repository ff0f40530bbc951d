// Importing 100k cards from CSV: read, checked, written with their Back-Up rows and search index in one
// transaction, between a backup before and one after, through the same `CardImporter.apply` the CLI and the app
// run. In the same run:
// - where the time goes: each step of the import (the importer's `clock`), the CSV parse alone beside it;
// - the floor: better-sqlite3 inserting the same rows (cards and Back-Up rows, values ready in arrays) with one
//   prepared statement a table in one transaction, into the same schema (openDatabase: migrations, WAL, foreign
//   keys), without the search index and with it, and the import's ratio to it;
// - the whole command, `node bin/ringside.cjs import <csv> --set fan --db <fresh db>`, spawned (needs
//   `npx electron-vite build`; its 100k "new ..." lines go to /dev/null);
// - the naive way: one autocommitted INSERT per row, default rollback journal (not WAL), timed on the first
//   2,000 cards: all 100k would take minutes.
// Every timed step runs RUNS times, each on a fresh database; medians are printed. Wall times, with the process's
// CPU time beside the import's: the machine may be shared.
// Run: npm run bench -- import
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { it } from 'vitest'
import { MIGRATIONS } from '../db/migrations'
import { parse as parseCsv } from 'csv-parse/sync'
import { readCardFile, writeCardsCsv } from '../src/main/cards/card-file'
import type { ImportStep } from '../src/main/cards/importer'
import { squashNames } from '../src/main/catalogue/catalogue'
import { Services } from '../src/main/services'
import { openDatabase } from '../src/main/storage/database'
import { squash } from '../src/main/core/text'
import { NUMBER_LETTERS } from '../src/shared/card'
import type { Card } from '../src/shared/card'
import { record } from './results'
import { fmt, percentile, time } from './stats'

const COUNT = 100_000
const NAIVE_COUNT = 2_000
const RUNS = 5
const BIN = path.resolve('bin/ringside.cjs')
const BUILT_CLI = path.resolve('out/main/cli.js')

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

const median = (xs: number[]) => percentile(xs, 50)
const rate = (n: number, ms: number) => Math.round((n / ms) * 1000)
const cpuMs = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

const STEPS: { step: ImportStep; label: string }[] = [
  { step: 'read', label: "read the file: CSV parse and each record's fields" },
  { step: 'check', label: 'check the cards: numbers, card rules, Back-Up names' },
  { step: 'backup', label: 'backup before (VACUUM INTO)' },
  { step: 'write', label: 'insert card and Back-Up rows' },
  { step: 'index', label: 'search (FTS) index' },
  { step: 'commit', label: 'commit' },
  { step: 'backup after', label: 'backup after (VACUUM INTO)' },
]

/** One whole import into a fresh database: its time, the process's CPU time, and each step's time. */
function importOnce(dir: string, csv: string): { ms: number; cpu: number; steps: Record<ImportStep, number> } {
  const services = new Services(path.join(dir, 'ringside.db'))
  try {
    const steps = {} as Record<ImportStep, number>
    const cpu = cpuMs()
    const start = performance.now()
    let last = start
    const preview = services.importer.apply({ fileName: 'fan.csv', text: csv, setId: 'fan' }, undefined, (step) => {
      const now = performance.now()
      steps[step] = now - last
      last = now
    })
    const ms = performance.now() - start
    if (preview.problems.length || preview.added.length !== COUNT) throw new Error(`import failed: ${JSON.stringify(preview.problems.slice(0, 3))}`)
    return { ms, cpu: cpuMs() - cpu, steps }
  } finally {
    services.close()
  }
}

type Value = string | number | null

/**
 * The values of each card's INSERT and of its Back-Up rows, ready before any timing: the cards as the import
 * reads them from the file (the same strings), their columns computed.
 */
function rowsOf(csv: string): { card: Value[]; backups: [number, string, string | null][] }[] {
  return readCardFile('fan.csv', csv, 'fan').cards.map(({ card: c }) => ({
    card: [
      c.number,
      c.name,
      squashNames(c.name, c.altNames),
      c.kind,
      c.rarity,
      c.bp,
      c.sp,
      c.cost,
      c.ability?.name ?? null,
      c.ability?.type ?? null,
      c.ability?.text ?? null,
      c.text,
      c.origin,
      JSON.stringify(c.altNames),
    ],
    backups: c.backups.map((b, j): [number, string, string | null] => [j, b.name, b.number]),
  }))
}

/** The floor: the same rows into the same schema, one prepared statement a table, one transaction. */
function floorOnce(file: string, rows: ReturnType<typeof rowsOf>, fts: boolean): number {
  const db = openDatabase(file)
  try {
    db.prepare("INSERT INTO sets (id, name) VALUES ('fan', 'Fan set')").run()
    const insertCard = db.prepare(
      `INSERT INTO cards (set_id, number, name, squash, kind, rarity, bp, sp, cost, ability_name, ability_type, ability_text, text, origin, alt_names)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const insertBackUp = db.prepare('INSERT INTO card_backups (card_id, position, name, target_number) VALUES (?, ?, ?, ?)')
    const index = db.prepare(
      `INSERT INTO cards_fts (rowid, name, alt, text)
       SELECT id, name, (SELECT group_concat(value, ' ') FROM json_each(alt_names)), concat_ws(' ', ability_name, ability_text, text)
       FROM cards WHERE id BETWEEN ? AND ?`,
    )
    return time(() =>
      db.transaction(() => {
        let first = 0
        let last = 0
        for (const { card: v, backups } of rows) {
          last = Number(insertCard.run('fan', v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11], v[12], v[13]).lastInsertRowid)
          if (!first) first = last
          for (const b of backups) insertBackUp.run(last, b[0], b[1], b[2])
        }
        if (fts) index.run(first, last)
      })(),
    ).ms
  } finally {
    db.close()
  }
}

/** The whole command on a fresh database; null when the command is not built. */
function commandOnce(dir: string, csvFile: string): number | null {
  if (!fs.existsSync(BUILT_CLI)) return null
  const db = path.join(dir, 'command.db')
  const start = performance.now()
  const run = spawnSync(process.execPath, [BIN, 'import', csvFile, '--set', 'fan', '--db', db], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' })
  const ms = performance.now() - start
  if (run.status !== 0) throw new Error(`ringside import exited ${run.status}: ${run.stderr}`)
  return ms
}

function naiveRate(dir: string, cards: readonly Card[]): number {
  // Naive: the same rows and index, one autocommitted statement at a time, rollback journal.
  const naiveDb = new Database(path.join(dir, 'naive.db'))
  try {
    naiveDb.pragma('foreign_keys = ON')
    for (const m of MIGRATIONS) naiveDb.exec(m.sql)
    naiveDb.prepare("INSERT INTO sets (id, name) VALUES ('fan', 'Fan set')").run()
    const insertCard = naiveDb.prepare(
      `INSERT INTO cards (set_id, number, name, squash, kind, rarity, bp, sp, cost, ability_name, ability_type, ability_text, text, origin, alt_names)
       VALUES ('fan', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const insertBackUp = naiveDb.prepare('INSERT INTO card_backups (card_id, position, name, target_number) VALUES (?, ?, ?, ?)')
    const naive = time(() => {
      for (const c of cards.slice(0, NAIVE_COUNT)) {
        const { lastInsertRowid } = insertCard.run(
          c.number,
          c.name,
          squash(c.name),
          c.kind,
          c.rarity,
          c.bp,
          c.sp,
          c.cost,
          c.ability?.name ?? null,
          c.ability?.type ?? null,
          c.ability?.text ?? null,
          c.text,
          c.origin,
          '[]',
        )
        c.backups.forEach((b, j) => insertBackUp.run(lastInsertRowid, j, b.name, b.number))
      }
    })
    return rate(NAIVE_COUNT, naive.ms)
  } finally {
    naiveDb.close()
  }
}

it('import: 100k cards', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-'))
  let n = 0
  const fresh = () => fs.mkdtempSync(path.join(root, `${n++}-`))
  try {
    const services = new Services(path.join(fresh(), 'ringside.db'))
    const cards = fanSet(services.catalogue.setCards('cfs-base'))
    services.close()
    const csv = writeCardsCsv(cards)
    const csvFile = path.join(root, 'fan.csv')
    fs.writeFileSync(csvFile, csv)

    // Round by round, so that a busy moment of the machine falls on all of them alike.
    const rows = rowsOf(csv)
    const [imports, parse, floor, floorFts, commands] = [[], [], [], [], []] as [
      ReturnType<typeof importOnce>[],
      number[],
      number[],
      number[],
      (number | null)[],
    ]
    for (let round = 0; round < RUNS; round++) {
      imports.push(importOnce(fresh(), csv))
      parse.push(time(() => parseCsv(csv, { info: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 100_000 })).ms)
      floor.push(floorOnce(path.join(fresh(), 'floor.db'), rows, false))
      floorFts.push(floorOnce(path.join(fresh(), 'floor.db'), rows, true))
      commands.push(commandOnce(fresh(), csvFile))
    }
    const naive = naiveRate(fresh(), cards)

    const ours = median(imports.map((r) => r.ms))
    const cpu = median(imports.map((r) => r.cpu))
    const step = (s: ImportStep) => median(imports.map((r) => r.steps[s]))
    const parseMs = median(parse)
    const floorMs = median(floor)
    const floorFtsMs = median(floorFts)
    const command = commands[0] === null ? null : median(commands as number[])
    const inserts = step('write')
    const mb = (csv.length / 1024 / 1024).toFixed(1)

    console.log(`import ${COUNT} cards from CSV (${mb} MB), median of ${RUNS}, each on a fresh database:`)
    console.log(`  whole import (CardImporter.apply): ${fmt(ours)} ms = ${rate(COUNT, ours)} cards/s (process CPU ${fmt(cpu)} ms)`)
    console.log(
      `  without the two backups: ${fmt(ours - step('backup') - step('backup after'))} ms = ${rate(COUNT, ours - step('backup') - step('backup after'))} cards/s`,
    )
    for (const { step: s, label } of STEPS) {
      console.log(
        `    ${label.padEnd(56)} ${fmt(step(s)).padStart(6)} ms${s === 'read' ? ` (the CSV parse alone: ${fmt(parseMs)} ms; each record's fields ${fmt(step('read') - parseMs)} ms)` : ''}`,
      )
    }
    console.log(
      `  floor, raw better-sqlite3 inserts of the same rows in one transaction, no FTS: ${fmt(floorMs)} ms = ${rate(COUNT, floorMs)} cards/s; with the FTS index: ${fmt(floorFtsMs)} ms`,
    )
    console.log(
      `  whole import / floor: ${(ours / floorMs).toFixed(2)}× (without the backups ${((ours - step('backup') - step('backup after')) / floorMs).toFixed(2)}×; our inserts and commit alone ${((inserts + step('commit')) / floorMs).toFixed(2)}×); / the floor with FTS: ${(ours / floorFtsMs).toFixed(2)}×`,
    )
    console.log(
      command === null
        ? '  `ringside import` command: not built (npx electron-vite build), skipped'
        : `  \`ringside import\` command, whole process: ${fmt(command)} ms = ${rate(COUNT, command)} cards/s, ${(command / floorMs).toFixed(2)}× the floor`,
    )
    console.log(
      `  naive, ${NAIVE_COUNT} cards row by row, autocommit, rollback journal: ${naive} cards/s; ours ${(rate(COUNT, ours) / naive).toFixed(0)}× faster`,
    )

    record(
      'import',
      {
        name: 'import 100k cards from CSV',
        value: ours,
        unit: 'ms',
        baseline: { name: 'raw better-sqlite3 inserts of the same rows, one transaction, no FTS', value: floorMs },
      },
      {
        name: 'import rate, 100k cards',
        value: rate(COUNT, ours),
        unit: 'cards/s',
        baseline: { name: 'naive: row by row, autocommit, rollback journal', value: naive },
      },
      { name: 'raw inserts with the FTS index, 100k cards', value: floorFtsMs, unit: 'ms', baseline: { name: 'raw inserts, no FTS', value: floorMs } },
      { name: 'CSV parse, 100k cards', value: parseMs, unit: 'ms' },
      ...STEPS.map(({ step: s }) => ({ name: `step: ${s}, 100k cards`, value: step(s), unit: 'ms' })),
      ...(command === null
        ? []
        : [
            {
              name: 'ringside import command, 100k cards',
              value: command,
              unit: 'ms',
              baseline: { name: 'raw better-sqlite3 inserts, no FTS', value: floorMs },
            },
          ]),
    )
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})
