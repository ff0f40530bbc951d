// The packaged app, checked without Electron's binary (it cannot be downloaded here): the builder's own schema
// accepts electron-builder.yml, and a Linux --dir build around a stand-in Electron holds everything that runs.
// Needs the built app in out/ (`npm test` builds it first).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import asar from '@electron/asar'
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses'
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config'
import { build, Platform } from 'electron-builder'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const quiet = { isEnabled: false, add: () => {} } as unknown as Parameters<typeof validateConfiguration>[1]
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
const on = '1'.charCodeAt(0)
const off = '0'.charCodeAt(0)

describe('electron-builder.yml', () => {
  it('passes the builder’s own validation', async () => {
    const config = await getConfig(root, 'electron-builder.yml', null)
    await expect(validateConfiguration(config, quiet)).resolves.toBeUndefined()
    expect(config.linux?.target).toEqual(['AppImage', 'deb'])
    expect(config.win?.target).toEqual(['nsis'])
    expect(config.mac?.target).toEqual(['dmg'])
  })

  it('is refused with an option the builder does not know', async () => {
    const config = await getConfig(root, 'electron-builder.yml', null)
    const broken = { ...config, linux: { ...config.linux, categry: 'Game' } }
    await expect(validateConfiguration(broken, quiet)).rejects.toThrow(/configuration\.linux/)
  })
})

describe('the packaged app (Linux, unpacked)', () => {
  let work: string
  let appDir: string
  let archive: string
  let entries: Set<string>
  let extracted: string

  beforeAll(async () => {
    expect(fs.existsSync(path.join(root, 'out/main/index.js')), 'build the app first: npm run build').toBe(true)
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-package-'))
    // Electron's binary reduced to its fuse wire (as Electron ships it: RunAsNode on, cookie encryption off, NODE_OPTIONS
    // and --inspect on, no asar checks, file:// extras on) and a line that says how it was started.
    const electronDist = path.join(work, 'electron')
    fs.mkdirSync(electronDist)
    fs.writeFileSync(
      path.join(electronDist, 'electron'),
      Buffer.concat([
        Buffer.from(`#!/bin/sh\n# ${SENTINEL}`),
        Buffer.from([1, 8]),
        Buffer.from('10110001\nprintf \'%s\\n\' "$0" "ELECTRON_RUN_AS_NODE=$ELECTRON_RUN_AS_NODE" "$@"\n'),
      ]),
      { mode: 0o755 },
    )
    await build({
      projectDir: root,
      targets: Platform.LINUX.createTarget('dir'),
      publish: 'never',
      config: { electronDist, directories: { output: path.join(work, 'dist') } },
    })
    appDir = path.join(work, 'dist', 'linux-unpacked')
    archive = path.join(appDir, 'resources', 'app.asar')
    entries = new Set(asar.listPackage(archive, { isPack: false }).map((e) => e.replace(/\\/g, '/').replace(/^\//, '')))
    extracted = path.join(work, 'extracted')
    asar.extractAll(archive, extracted)
  }, 180_000)

  afterAll(() => {
    if (work) fs.rmSync(work, { recursive: true, force: true })
  })

  const read = (file: string) => asar.extractFile(archive, file).toString('utf8')

  it('holds main, the workers, the preload, the page and the command', () => {
    for (const file of [
      'package.json',
      'out/main/index.js',
      'out/main/cli.js',
      'out/main/import-worker.js',
      'out/main/print-worker.js',
      'out/main/picture-worker.js',
      'out/main/sheet-worker.js',
      'out/main/goldfish-worker.js',
      'out/preload/index.js',
      'out/renderer/index.html',
      'bin/ringside.cjs',
    ])
      expect(entries, file).toContain(file)
    expect(JSON.parse(read('package.json')).main).toBe('./out/main/index.js')
  })

  it('holds the shipped sets, as files and compiled into main', () => {
    const sets = fs.readdirSync(path.join(root, 'db/sets'))
    for (const file of sets) expect(entries, file).toContain(`db/sets/${file}`)
    const main = [...entries]
      .filter((e) => e.startsWith('out/main/') && e.endsWith('.js'))
      .map(read)
      .join('\n')
    for (const file of sets.filter((f) => f.endsWith('.json'))) {
      const [first] = JSON.parse(fs.readFileSync(path.join(root, 'db/sets', file), 'utf8')) as { name: string; ability?: { name: string } }[]
      expect(main, file).toContain(first.ability?.name ?? first.name)
    }
  })

  it('holds the fonts: DejaVu Sans for the PDFs, the face fonts inside the page', () => {
    expect(entries).toContain('node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
    expect(entries).toContain('node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')
    expect(entries).not.toContain('node_modules/dejavu-fonts-ttf/ttf/DejaVuSerif.ttf')
    const page = [...entries]
      .filter((e) => e.startsWith('out/renderer/') && e.endsWith('.js'))
      .map(read)
      .join('\n')
    expect(page).toContain('data:font/woff2;base64,')
  })

  it('keeps better-sqlite3’s binary for this platform outside the archive, and no other platform’s', () => {
    const binary = `node_modules/better-sqlite3/prebuilds/linux-${process.arch}.node`
    expect(entries).toContain(binary)
    expect(fs.existsSync(path.join(`${archive}.unpacked`, binary))).toBe(true)
    expect(asar.statFile(archive, binary)).toMatchObject({ unpacked: true })
    expect([...entries].filter((e) => /\/(darwin|win32)-[^/]*\.node$/.test(e))).toEqual([])
    expect([...entries].filter((e) => e.startsWith('node_modules/better-sqlite3/deps/'))).toEqual([])
  })

  it('leaves out the sources, tests, docs and development packages', () => {
    const strays = [...entries].filter(
      (e) =>
        /^(src|test|e2e|docs|bench|scripts|examples|packaging|\.tools)\//.test(e) ||
        /^node_modules\/(electron|electron-builder|electron-vite|vite|vitest|svelte|typescript|node|@playwright)\//.test(e) ||
        /\.map$/.test(e),
    )
    expect(strays).toEqual([])
  })

  it('has every package main requires', () => {
    const main = [...entries].filter((e) => e.startsWith('out/main/') && e.endsWith('.js'))
    const named = new Set<string>()
    for (const file of main)
      for (const [, spec] of read(file).matchAll(/(?:require|import|resolve)\("([^"./][^"]*)"\)/g)) {
        if (spec.startsWith('node:') || spec === 'electron') continue
        named.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0])
      }
    expect(named.size).toBeGreaterThan(5)
    for (const pkg of named) expect(entries, pkg).toContain(`node_modules/${pkg}/package.json`)
  })

  it('runs the command from the package on Node alone: the native module, the shipped sets, the PDF fonts', () => {
    const db = path.join(work, 'cli.db')
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(extracted, 'bin', 'ringside.cjs'), ...args], {
        cwd: work,
        encoding: 'utf8',
        env: { ...process.env, RINGSIDE_DB: db },
      })
    const search = cli('search', 'Ryu', '--json')
    expect(search.stderr).toBe('')
    expect(search.status).toBe(0)
    expect(search.stdout).toContain('"Ryu"')
    const pdf = path.join(work, 'proxies.pdf')
    const print = cli('print', path.join(root, 'examples/shoto-rush.deck.txt'), '-o', pdf)
    expect(print.status, print.stderr).toBe(0)
    expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('starts each worker thread from the package', async () => {
    const answer = (file: string, input: unknown) =>
      new Promise<unknown>((resolve, reject) => {
        const worker = new Worker(path.join(extracted, 'out/main', file))
        worker.once('message', (m) => void worker.terminate().then(() => resolve(m)))
        worker.once('error', reject)
        worker.postMessage(input)
      })
    // Each gets a job it cannot do: its refusal, rather than a failure to load, shows that it started.
    const jobs: [string, unknown][] = [
      ['goldfish-worker.js', { game: 'no-such-game' }],
      ['print-worker.js', {}],
      ['picture-worker.js', { bytes: new Uint8Array([1, 2, 3]), name: 'junk' }],
      ['sheet-worker.js', {}],
      ['import-worker.js', { dbFile: path.join(work, 'worker.db'), request: {} }],
    ]
    for (const [file, job] of jobs) {
      const reply = (await answer(file, job)) as { ok: boolean; message: string }
      expect(reply, file).toMatchObject({ ok: false })
      expect(reply.message, file).not.toMatch(/cannot find|not found|ERR_MODULE/i)
    }
  })

  it('flips the fuses: RunAsNode kept for the command, everything else locked down', async () => {
    const wire = await getCurrentFuseWire(path.join(appDir, 'ringside-desktop'))
    expect({
      runAsNode: wire[FuseV1Options.RunAsNode],
      cookieEncryption: wire[FuseV1Options.EnableCookieEncryption],
      nodeOptions: wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable],
      inspect: wire[FuseV1Options.EnableNodeCliInspectArguments],
      asarIntegrity: wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation],
      onlyAsar: wire[FuseV1Options.OnlyLoadAppFromAsar],
      v8Snapshot: wire[FuseV1Options.LoadBrowserProcessSpecificV8Snapshot],
      fileExtras: wire[FuseV1Options.GrantFileProtocolExtraPrivileges],
    }).toEqual({
      runAsNode: on,
      cookieEncryption: on,
      nodeOptions: off,
      inspect: off,
      asarIntegrity: on,
      onlyAsar: on,
      v8Snapshot: off,
      fileExtras: off,
    })
  })

  it('installs the ringside launchers, which run the command on the app’s runtime from wherever they are linked', () => {
    const launcher = path.join(appDir, 'resources', 'bin', 'ringside')
    expect(fs.statSync(launcher).mode & 0o111).not.toBe(0)
    expect(fs.readFileSync(`${launcher}.cmd`, 'utf8')).toMatch(
      /set ELECTRON_RUN_AS_NODE=1\r\n"%~dp0..\\..\\Ringside\.exe" "%~dp0..\\app\.asar\\bin\\ringside\.cjs" %\*/,
    )
    const linked = path.join(work, 'on-path', 'ringside')
    fs.mkdirSync(path.dirname(linked))
    fs.symlinkSync(launcher, linked)
    const run = spawnSync(linked, ['search', 'chun li'], { encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    const [app, env, ...args] = run.stdout.trimEnd().split('\n')
    expect(path.resolve(app)).toBe(path.join(appDir, 'ringside-desktop'))
    expect(env).toBe('ELECTRON_RUN_AS_NODE=1')
    expect(args).toEqual([path.join(appDir, 'resources', 'app.asar', 'bin', 'ringside.cjs'), 'search', 'chun li'])
  })
})
