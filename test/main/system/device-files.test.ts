// A device or a FIFO named as a deck, card, collection or picture file is refused at once: /dev/zero would be
// read without end, and a FIFO would wait for ever for a writer.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createDispatch, type Desktop } from '../../../src/main/ipc/dispatch'
import { readChosenFile, readPlayerFile } from '../../../src/main/system/files'
import { freshServices, tempDir } from '../../helpers'
import { commandTests } from '../../cli/command'

const cli = commandTests('device-files')
const writers: ChildProcess[] = []

afterEach(() => {
  for (const w of writers.splice(0)) w.kill()
})

/**
 * A FIFO with a writer waiting on it: a reader that opens it gets the text and its end, so code that reads
 * FIFOs answers (wrongly) rather than hanging the test for ever.
 */
function fifo(text = 'Main\n3 C001\n'): string {
  const file = path.join(tempDir(), 'pipe.deck.txt')
  execFileSync('mkfifo', [file])
  const writer = spawn('sh', ['-c', 'printf "$1" > "$2"', 'sh', text, file], { stdio: 'ignore' })
  writers.push(writer)
  return file
}

const MB = 1024 * 1024

describe.skipIf(process.platform === 'win32')('a file that is not a regular file', () => {
  it('is refused by readPlayerFile, before it is opened: a device, a FIFO', () => {
    for (const file of [fifo(), '/dev/null', '/dev/zero']) {
      expect(() => readPlayerFile(file, MB, 'too big'), file).toThrow(`${file}: not a regular file`)
    }
  })

  it("is refused in the app's Open dialogs: a deck, a collection, a card file, a picture", async () => {
    const pipe = fifo()
    expect(readChosenFile(pipe, MB, 'too big')).toEqual({
      ok: false,
      fileName: 'pipe.deck.txt',
      problems: [{ line: 0, message: 'cannot read: not a regular file' }],
    })
    const s = freshServices()
    let chosen = pipe
    const desktop: Desktop = {
      chooseFileToOpen: async () => chosen,
      chooseWhereToSave: async () => null,
      openFile: () => {},
      writeClipboard: () => {},
      restart: () => {},
    }
    const dispatch = createDispatch(s, desktop)
    for (const file of [pipe, '/dev/zero']) {
      chosen = file
      const name = path.basename(file)
      expect(await dispatch('openDeckFile', undefined)).toMatchObject({
        ok: true,
        value: { ok: false, problems: [{ message: 'cannot read: not a regular file' }] },
      })
      expect(await dispatch('openCollectionFile', undefined)).toMatchObject({
        ok: true,
        value: { ok: false, problems: [{ message: 'cannot read: not a regular file' }] },
      })
      // A card file is read when it is previewed.
      const opened = (await dispatch('openCardFile', undefined)) as { ok: true; value: { importId: number } }
      expect(await dispatch('previewImport', { importId: opened.value.importId, set: 'piped' })).toMatchObject({
        ok: false,
        error: { message: `${file}: not a regular file` },
      })
      expect(await dispatch('chooseImage', { set: 'cfs-base', number: 'C001' })).toMatchObject({ ok: false, error: { message: `${name}: not a regular file` } })
    }
  })

  it('is refused by the command at once: a deck, a card file, a collection file', async () => {
    for (const file of [fifo(), '/dev/zero']) {
      const validate = await cli.run('validate', file)
      expect(validate.code, file).not.toBe(0)
      expect(validate.err).toContain(`${file}: not a regular file`)
      const imported = await cli.run('import', file, '--set', 'piped')
      expect(imported.code, file).not.toBe(0)
      expect(imported.err).toContain(`${file}: not a regular file`)
      const collection = await cli.run('collection', 'import', file)
      expect(collection.code, file).not.toBe(0)
      expect(collection.err).toContain(`${file}: not a regular file`)
    }
  })
})
