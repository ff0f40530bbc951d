// The command run in-process, as each command test file does it: a fresh folder for the file's databases and
// files, what the command printed, and its exit code.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { main } from '../../src/cli/index'

export interface CommandRun {
  code: number
  out: string
  err: string
}

/** Call at the top of a test file; `name` names its folder and its default database. */
export function commandTests(name: string) {
  let dir = ''
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `ringside-${name}-`))
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  /** The command on the database at `db`. */
  async function runOn(db: string, ...argv: string[]): Promise<CommandRun> {
    const out: string[] = []
    const err: string[] = []
    const code = await main([...argv, '--db', db], { out: (l) => out.push(l), err: (l) => err.push(l), env: {} })
    return { code, out: out.join('\n'), err: err.join('\n') }
  }

  return {
    /** The test file's folder (made before its first test). */
    dir: () => dir,
    runOn,
    /** The command on the test file's own database. */
    run: (...argv: string[]) => runOn(path.join(dir, `${name}.db`), ...argv),
    /** A file in the folder holding `value` (JSON unless it is text already); its path. */
    file(fileName: string, value: unknown): string {
      const f = path.join(dir, fileName)
      fs.writeFileSync(f, typeof value === 'string' ? value : JSON.stringify(value))
      return f
    },
  }
}
