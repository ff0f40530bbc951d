// Character sheet PDFs are written on a worker thread, as the proxies are: the app's main process stays free.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { printSheets } from '../../../../src/main/games/cc/print'
import { freshServices, tempDir } from '../../../helpers'

function worker(body: string): string {
  const file = path.join(tempDir(), 'sheet-worker.mjs')
  fs.writeFileSync(file, `import { parentPort } from 'node:worker_threads'\nparentPort.once('message', (job) => {\n${body}\n})\n`)
  return file
}

describe('character sheets off the main thread', () => {
  it('hands the sheets, paper and fonts to the worker, and saves the PDF it answers', async () => {
    const sheets = ['gambit', 'ryu'].map((id) => freshServices().characters.get(id))
    const file = path.join(tempDir(), 'team.pdf')
    const answer = worker(`
      const pdf = new TextEncoder().encode('%PDF-from the worker: ' + job.sheets.map((s) => s.name).join(', ') + ' on ' + job.paper + ', fonts ' + (job.fonts.regular.length > 0))
      parentPort.postMessage({ ok: true, result: { pdf, pages: job.sheets.length } })`)
    expect(await printSheets(sheets, 'letter', file, answer)).toEqual({ path: file, pages: 2 })
    expect(fs.readFileSync(file, 'utf8')).toBe('%PDF-from the worker: Gambit, Ryu on letter, fonts true')
  })

  it('writes nothing when the worker fails, and refuses an empty list before starting one', async () => {
    const file = path.join(tempDir(), 'none.pdf')
    const sheet = freshServices().characters.get('gambit')
    await expect(printSheets([sheet], 'a4', file, worker('parentPort.postMessage({ ok: false, message: "no room" })'))).rejects.toThrow('no room')
    expect(fs.existsSync(file)).toBe(false)
    await expect(printSheets([], 'a4', file, worker('process.exit(1)'))).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'no character sheet to print',
    })
  })

  it('the built worker writes the same PDF as written here', async () => {
    const built = path.resolve('out/main/sheet-worker.js')
    expect(fs.existsSync(built), 'run `npx electron-vite build` first').toBe(true)
    const sheets = ['gambit', 'ryu'].map((id) => freshServices().characters.get(id))
    const dir = tempDir()
    expect(await printSheets(sheets, 'a4', path.join(dir, 'there.pdf'), built)).toEqual({ path: path.join(dir, 'there.pdf'), pages: 2 })
    expect(await printSheets(sheets, 'a4', path.join(dir, 'here.pdf'), '')).toEqual({ path: path.join(dir, 'here.pdf'), pages: 2 })
    expect(fs.readFileSync(path.join(dir, 'there.pdf')).equals(fs.readFileSync(path.join(dir, 'here.pdf')))).toBe(true)
  })
})
