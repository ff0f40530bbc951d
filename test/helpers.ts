import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'
import { Services } from '../src/main/services'

const dirs: string[] = []
const open: Services[] = []

afterEach(() => {
  for (const s of open.splice(0)) {
    try {
      s.close()
    } catch {
      // already closed by the test
    }
  }
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

/** A fresh folder, removed after the test. */
export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-test-'))
  dirs.push(dir)
  return dir
}

/** Services on a new database file filled with the shipped sets, closed after the test. */
export function freshServices(): Services {
  const s = new Services(path.join(tempDir(), 'ringside.db'))
  open.push(s)
  return s
}

let shared: Services | undefined
/** One read-only database for the tests of a file that do not write. */
export function sharedServices(): Services {
  shared ??= new Services(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-shared-')), 'ringside.db'))
  return shared
}

/** Deck text with `lines` under Main (and Strikers when given). */
export function deckText(main: string[], strikers: string[] = [], headers: string[] = []): string {
  return [...headers, 'Main', ...main, ...(strikers.length ? ['Strikers', ...strikers] : [])].join('\n') + '\n'
}
