// `npm start` on a machine where Electron's binary is missing: it is downloaded, or one clear line says why not.
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../helpers'

const { ensureElectron } = createRequire(import.meta.url)('../../scripts/electron-binary.cjs') as {
  ensureElectron: (o: { electronDir: string; env?: NodeJS.ProcessEnv; log?: (l: string) => void }) => string | null
}

/** A stand-in for node_modules/electron whose installer runs `script`. */
function fakeElectron(script: string): string {
  const dir = tempDir()
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'electron', version: '45.4.1' }))
  fs.writeFileSync(path.join(dir, 'install.js'), script)
  return dir
}

const INSTALLS = `
const fs = require('fs'), path = require('path')
fs.mkdirSync(path.join(__dirname, 'dist'), { recursive: true })
fs.writeFileSync(path.join(__dirname, 'dist', 'electron'), '')
fs.writeFileSync(path.join(__dirname, 'path.txt'), 'electron')
`
const FAILS = `console.error(new TypeError('fetch failed').stack); process.exit(1)`

describe('the Electron binary before npm start', () => {
  it('downloads a missing binary with the electron package installer, and then needs nothing more', () => {
    const dir = fakeElectron(INSTALLS)
    const log: string[] = []
    expect(ensureElectron({ electronDir: dir, env: {}, log: (l) => log.push(l) })).toBeNull()
    expect(log).toEqual(['Downloading Electron 45.4.1 (once; about 100 MB)...'])
    expect(fs.existsSync(path.join(dir, 'dist', 'electron'))).toBe(true)
    fs.writeFileSync(path.join(dir, 'install.js'), FAILS) // installed: the installer is not run again
    expect(ensureElectron({ electronDir: dir, env: {} })).toBeNull()
  })

  it('says in one line why the download failed and what to do, with no stack trace', () => {
    const problem = ensureElectron({ electronDir: fakeElectron(FAILS), env: {} })
    expect(problem).toBe(
      'Ringside: Electron 45.4.1 could not be downloaded (fetch failed). ' +
        'Connect to the network and run `npm start` again, or set ELECTRON_EXEC_PATH to an Electron binary.',
    )
  })

  it('takes ELECTRON_EXEC_PATH when it names a file, and says so when it does not', () => {
    const dir = fakeElectron(FAILS)
    const binary = path.join(tempDir(), 'electron')
    expect(ensureElectron({ electronDir: dir, env: { ELECTRON_EXEC_PATH: binary } })).toMatch(/ELECTRON_EXEC_PATH names .*electron, which does not exist/)
    fs.writeFileSync(binary, '')
    expect(ensureElectron({ electronDir: dir, env: { ELECTRON_EXEC_PATH: binary } })).toBeNull()
  })
})
