// The Electron glue against a stand-in `electron` module (Electron itself cannot run in tests).
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { CONTENT_SECURITY_POLICY } from '../../../src/main/app/trust'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { API, API_CHANNEL } from '../../../src/shared/contract'
import { DEFAULT_PRINT } from '../../../src/shared/print'
import { Services } from '../../../src/main/services'
import { tempDir } from '../../helpers'

type Listener = (...args: unknown[]) => unknown

const electron = vi.hoisted(() => {
  const state = {
    userData: '',
    appListeners: new Map<string, (...args: unknown[]) => unknown>(),
    handlers: new Map<string, (...args: unknown[]) => unknown>(),
    windows: [] as { options: Record<string, unknown>; url?: string; sent: unknown[][]; contentsListeners: Map<string, () => void> }[],
    menu: null as unknown,
    permissionRequest: null as null | ((...args: unknown[]) => void),
    permissionCheck: null as null | ((...args: unknown[]) => boolean),
    headers: null as null | ((details: unknown, cb: (r: unknown) => void) => void),
    errorBox: [] as string[],
    messageBox: [] as string[],
    /** The button the player presses in a message box. */
    choice: 0,
    quit: 0,
    relaunched: 0,
    exited: [] as number[],
    ready: null as null | (() => void),
    openPath: null as string | null,
    savePath: null as string | null,
    clipboard: [] as string[],
    shown: [] as string[],
    sandboxed: 0,
    privileged: [] as unknown[],
    schemes: new Map<string, (request: { url: string }) => Response>(),
  }
  class BrowserWindow {
    webContents: { send: (...args: unknown[]) => void; on: (event: string, fn: () => void) => void }
    record: { options: Record<string, unknown>; url?: string; sent: unknown[][]; contentsListeners: Map<string, () => void> }
    constructor(options: Record<string, unknown>) {
      this.record = { options, sent: [], contentsListeners: new Map() }
      state.windows.push(this.record)
      this.webContents = {
        send: (...args: unknown[]) => this.record.sent.push(args),
        on: (event: string, fn: () => void) => this.record.contentsListeners.set(event, fn),
      }
    }
    isDestroyed() {
      return false
    }
    once() {}
    loadURL(url: string) {
      this.record.url = url
      return Promise.resolve()
    }
  }
  const module = {
    app: {
      isPackaged: false,
      enableSandbox: () => state.sandboxed++,
      on: (event: string, fn: (...args: unknown[]) => unknown) => state.appListeners.set(event, fn),
      whenReady: () => new Promise<void>((resolve) => (state.ready = resolve)),
      getPath: () => state.userData,
      getVersion: () => '0.1.0',
      quit: () => state.quit++,
      relaunch: () => state.relaunched++,
      exit: (code: number) => state.exited.push(code),
    },
    BrowserWindow,
    ipcMain: { handle: (channel: string, fn: (...args: unknown[]) => unknown) => state.handlers.set(channel, fn) },
    Menu: { buildFromTemplate: (t: unknown) => ({ template: t }), setApplicationMenu: (m: unknown) => (state.menu = m) },
    dialog: {
      showErrorBox: (title: string, body: string) => state.errorBox.push(`${title}: ${body}`),
      showMessageBoxSync: (options: { message: string; detail: string }) => (state.messageBox.push(`${options.message}: ${options.detail}`), state.choice),
      showOpenDialog: async () => ({ canceled: state.openPath === null, filePaths: state.openPath ? [state.openPath] : [] }),
      showSaveDialog: async () => ({ canceled: state.savePath === null, filePath: state.savePath ?? undefined }),
    },
    clipboard: {
      writeText: (text: string) => state.clipboard.push(text),
      write: async (items: { types: string[]; blob: Blob }[]) => {
        for (const item of items) state.clipboard.push(`${item.types.join(',')}: ${new Uint8Array(await item.blob.arrayBuffer()).subarray(1, 4).toString()}`)
      },
    },
    ClipboardItem: class {
      types: string[]
      blob: Blob
      constructor(items: Record<string, Blob>) {
        this.types = Object.keys(items)
        this.blob = Object.values(items)[0]
      }
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => state.privileged.push(...schemes),
      handle: (scheme: string, fn: (request: { url: string }) => Response) => state.schemes.set(scheme, fn),
    },
    shell: { openPath: async (file: string) => void state.shown.push(file), showItemInFolder: (file: string) => void state.shown.push(`folder:${file}`) },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (fn: (...args: unknown[]) => void) => (state.permissionRequest = fn),
        setPermissionCheckHandler: (fn: (...args: unknown[]) => boolean) => (state.permissionCheck = fn),
        webRequest: { onHeadersReceived: (fn: (d: unknown, cb: (r: unknown) => void) => void) => (state.headers = fn) },
      },
    },
  }
  return { state, module }
})

vi.mock('electron', () => ({ ...electron.module, default: electron.module }))

const { startApp } = await import('../../../src/main/app/main')

const mainDir = path.resolve('out/main')
const page = 'app://ringside/index.html'

async function boot(userData = tempDir()) {
  const s = electron.state
  s.userData = userData
  s.appListeners.clear()
  s.handlers.clear()
  s.windows.length = 0
  s.errorBox.length = 0
  s.messageBox.length = 0
  s.privileged.length = 0
  s.shown.length = 0
  s.quit = 0
  startApp(mainDir)
  s.ready!()
  await new Promise((r) => setTimeout(r, 0))
  return s
}

describe('the Electron shell', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    electron.state.choice = 0
  })

  it('opens one window with the secure web preferences, on the built page', async () => {
    const s = await boot()
    expect(s.windows).toHaveLength(1)
    expect(s.windows[0].options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      preload: path.join(mainDir, '../preload/index.js'),
    })
    expect(s.windows[0].url).toBe(page)
    expect(fs.existsSync(path.join(s.userData, 'ringside.db'))).toBe(true)
    s.appListeners.get('will-quit')!()
  })

  it('opens the database named by RINGSIDE_DB instead of the one in its data folder', async () => {
    const other = path.join(tempDir(), 'event.db')
    process.env.RINGSIDE_DB = other
    try {
      const s = await boot()
      expect(fs.existsSync(other)).toBe(true)
      expect(fs.existsSync(path.join(s.userData, 'ringside.db'))).toBe(false)
      s.appListeners.get('will-quit')!()
    } finally {
      delete process.env.RINGSIDE_DB
    }
  })

  it('answers IPC from its own page only, and validates payloads', async () => {
    const s = await boot()
    expect([...s.handlers.keys()]).toEqual([API_CHANNEL])
    const api = s.handlers.get(API_CHANNEL)!
    const search = (sender: unknown, input: unknown) => api(sender, 'searchCards', input)
    const own = { senderFrame: { url: page, parent: null } }
    expect(await search(own, { query: 'geese', limit: 1 })).toMatchObject({ ok: true, value: { cards: [{ name: 'Geese' }] } })
    expect(await search(own, { query: 7 })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    const stranger = { senderFrame: { url: 'https://example.com/', parent: null } }
    expect(await search(stranger, { query: 'geese' })).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    const framed = { senderFrame: { url: page, parent: {} } }
    expect(await search(framed, { query: 'geese' })).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    s.appListeners.get('will-quit')!()
  })

  it('denies permissions, sets a CSP, blocks navigation and new windows', async () => {
    const s = await boot()
    const answers: boolean[] = []
    s.permissionRequest!({}, 'media', (ok: boolean) => answers.push(ok))
    s.permissionRequest!({}, 'notifications', (ok: boolean) => answers.push(ok))
    expect(answers).toEqual([false, false])
    expect(s.permissionCheck!({}, 'clipboard-read')).toBe(false)
    let headers: Record<string, string[]> = {}
    s.headers!({ responseHeaders: {} }, (r) => (headers = (r as { responseHeaders: Record<string, string[]> }).responseHeaders))
    expect(headers['Content-Security-Policy'][0]).toContain("script-src 'self'")

    const on = new Map<string, Listener>()
    let openHandler: Listener = () => undefined
    const contents = { on: (e: string, fn: Listener) => on.set(e, fn), setWindowOpenHandler: (fn: Listener) => (openHandler = fn) }
    s.appListeners.get('web-contents-created')!({}, contents)
    const away = {
      prevented: false,
      preventDefault() {
        this.prevented = true
      },
    }
    on.get('will-navigate')!(away, 'https://example.com/')
    expect(away.prevented).toBe(true)
    const home = {
      prevented: false,
      preventDefault() {
        this.prevented = true
      },
    }
    on.get('will-navigate')!(home, page)
    expect(home.prevented).toBe(false)
    expect(openHandler({ url: 'https://example.com/' })).toEqual({ action: 'deny' })
    s.appListeners.get('will-quit')!()
  })

  it('serves the page from app://ringside, with its CSP, and nothing outside the renderer folder', async () => {
    const s = await boot()
    expect(s.privileged).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }])
    const serve = s.schemes.get('app')!
    const index = serve({ url: page })
    expect(index.status).toBe(200)
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(index.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(await index.text()).toContain('<div id="app"></div>')
    const script = (await serve({ url: page }).text()).match(/src="\.\/(assets\/[^"]+\.js)"/)![1]
    expect(serve({ url: `app://ringside/${script}` }).headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    for (const url of [
      'app://ringside/../main/index.js',
      'app://ringside/%2e%2e/main/index.js',
      'app://ringside/..%2fmain%2findex.js',
      `app://ringside/${encodeURIComponent(path.resolve('package.json'))}`,
      'app://elsewhere/index.html',
      'app://ringside/no-such-file.js',
    ]) {
      expect(serve({ url }).status, url).toBe(404)
    }
    // The file:// page is no longer ours: it may not call main.
    const fromFile = { senderFrame: { url: pathToFileURL(path.join(mainDir, '../renderer/index.html')).href, parent: null } }
    expect(await s.handlers.get(API_CHANNEL)!(fromFile, 'listSets', undefined)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    s.appListeners.get('will-quit')!()
  })

  it("keeps Electron's security checklist: sandbox for all, exact web preferences, no redirects or webviews, one CSP", async () => {
    electron.state.sandboxed = 0
    const s = await boot()
    expect(s.sandboxed).toBe(1)
    // Exactly these: no experimental or Blink features, no insecure content, no Node in the page.
    expect(s.windows[0].options.webPreferences).toEqual({
      preload: path.join(mainDir, '../preload/index.js'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    })
    const on = new Map<string, Listener>()
    const contents = { on: (e: string, fn: Listener) => on.set(e, fn), setWindowOpenHandler: () => {} }
    s.appListeners.get('web-contents-created')!({}, contents)
    for (const event of ['will-redirect', 'will-attach-webview']) {
      const attempt = {
        prevented: false,
        preventDefault() {
          this.prevented = true
        },
      }
      on.get(event)!(attempt, 'https://example.com/')
      expect(attempt.prevented, event).toBe(true)
    }
    // The page's own <meta> CSP says what main's header says (frame-ancestors only works as a header).
    const html = fs.readFileSync(path.join(mainDir, '../renderer/index.html'), 'utf8')
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)![1]
    const directives = (policy: string) =>
      policy
        .split(';')
        .map((d) => d.trim())
        .filter((d) => d && !d.startsWith('frame-ancestors'))
        .sort()
    expect(directives(meta)).toEqual(directives(CONTENT_SECURITY_POLICY))
    s.appListeners.get('will-quit')!()
  })

  it('has a menu whose Find command reaches the page', async () => {
    const s = await boot()
    const template = (s.menu as { template: { label?: string; submenu: { label?: string; accelerator?: string; click?: () => void }[] }[] }).template
    const find = template.flatMap((m) => m.submenu).find((i) => i.label === 'Find Cards')!
    expect(find.accelerator).toBe('CmdOrCtrl+F')
    find.click!()
    const items = template.flatMap((m) => m.submenu)
    for (const label of ['New Deck', 'Open Deck…', 'Export Deck As OCTGN…', 'Undo', 'Redo']) items.find((i) => i.label === label)!.click!()
    expect(s.windows[0].sent).toEqual([
      ['app:command', 'find'],
      ['app:command', 'new-deck'],
      ['app:command', 'open-deck'],
      ['app:command', 'export-deck-o8d'],
      ['app:command', 'undo'],
      ['app:command', 'redo'],
    ])
    expect(items.find((i) => i.label === 'Redo')!.accelerator).toBe('CmdOrCtrl+Shift+Z')
    s.appListeners.get('will-quit')!()
  })

  it('lists the decks last opened under File → Open Recent, kept up as decks are opened, renamed and deleted', async () => {
    type Item = { label?: string; enabled?: boolean; submenu?: Item[]; click?: () => void }
    const recent = () => {
      const file = (electron.state.menu as { template: Item[] }).template.find((m) => m.label === '&File')!
      return file.submenu!.find((i) => i.label === 'Open Recent')!.submenu!
    }
    const s = await boot()
    expect(recent()).toEqual([{ label: 'No recent decks', enabled: false }])
    const api = s.handlers.get(API_CHANNEL)!
    const own = { senderFrame: { url: page, parent: null } }
    const call = async (method: string, input: unknown) => ((await api(own, method, input)) as { value: { id: number } }).value
    const a = await call('createDeck', { name: 'Rock & Roll' })
    const b = await call('createDeck', { name: 'Second' })
    await call('openDeck', { id: a.id })
    await call('openDeck', { id: b.id })
    expect(recent().map((i) => i.label)).toEqual(['Second', 'Rock && Roll'])
    recent()[1].click!()
    expect(s.windows[0].sent.at(-1)).toEqual(['app:command', 'open-recent', a.id])
    await call('updateDeck', { id: b.id, changes: { name: 'Renamed' } })
    expect(recent().map((i) => i.label)).toEqual(['Renamed', 'Rock && Roll'])
    await call('deleteDeck', { id: a.id })
    expect(recent().map((i) => i.label)).toEqual(['Renamed'])
    s.appListeners.get('will-quit')!()
    // The next start lists them again, from the database.
    const again = await boot(s.userData)
    expect(recent().map((i) => i.label)).toEqual(['Renamed'])
    again.appListeners.get('will-quit')!()
  })

  it('tells the page how a batch run goes, over the run-news channel, with no call from the page but its start', async () => {
    const s = await boot()
    const api = s.handlers.get(API_CHANNEL)!
    const own = { senderFrame: { url: page, parent: null } }
    const started = (await api(own, 'startRun', { game: 'tf', a: 'ken', b: 'chun-li', games: 12_000, seed: 3, policies: { a: 'random', b: 'random' } })) as {
      value: { runId: number; played: number }
    }
    expect(started.value.played).toBe(5_000)
    const news = () =>
      s.windows[0].sent
        .filter(([channel]) => channel === 'ringside:run-news')
        .map(([, n]) => n as { runs: string; runId: number; played: number; done: boolean })
    await vi.waitFor(() => expect(news().at(-1)).toMatchObject({ runs: 'tf-matchup', runId: started.value.runId, played: 12_000, done: true }))
    expect(news().map((n) => n.played)).toEqual([5_000, 10_000, 12_000])

    // A page that loads again follows no run the last one started: main stops them, and says why.
    const long = (await api(own, 'startRun', { game: 'tf', a: 'ken', b: 'chun-li', games: 1_000_000, seed: 3, policies: { a: 'random', b: 'random' } })) as {
      value: { runId: number }
    }
    s.windows[0].contentsListeners.get('did-start-loading')!()
    await vi.waitFor(() =>
      expect(news().at(-1)).toMatchObject({ runId: long.value.runId, done: false, error: 'the run was stopped: the page that followed it has gone' }),
    )
    s.appListeners.get('will-quit')!()
  })

  it("has a Help menu: each game's rules and the query reference on the page, the data folder and the log in the file manager", async () => {
    type Item = { label?: string; role?: string; submenu?: Item[]; click?: () => void }
    const s = await boot()
    const help = (s.menu as { template: Item[] }).template.find((m) => m.label === '&Help')!
    expect(help.role).toBe('help')
    const items = help.submenu!.filter((i) => i.label)
    expect(items.map((i) => i.label)).toEqual([
      'Card Fighters Special Rules',
      'Capcom Crossovers Rules',
      'Table Fighter Rules',
      'Card Shot! Rules',
      'Search Queries',
      'Show Data Folder',
      'Show Log File',
    ])
    for (const item of items) item.click!()
    expect(s.windows[0].sent.slice(-5)).toEqual([
      ['app:command', 'rules-cfs'],
      ['app:command', 'rules-cc'],
      ['app:command', 'rules-tf'],
      ['app:command', 'rules-cs'],
      ['app:command', 'query-help'],
    ])
    expect(s.shown.slice(-2)).toEqual([`folder:${path.join(s.userData, 'ringside.db')}`, `folder:${path.join(s.userData, 'logs', 'ringside.log')}`])
    s.appListeners.get('will-quit')!()
  })

  it("keeps a log beside the database: the start, the page's errors, and a window that stopped, offered a reload", async () => {
    const s = await boot()
    const log = path.join(s.userData, 'logs', 'ringside.log')
    expect(fs.readFileSync(log, 'utf8')).toMatch(/main: Ringside 0\.1\.0 starting on .*ringside\.db/)
    const api = s.handlers.get(API_CHANNEL)!
    const own = { senderFrame: { url: page, parent: null } }
    expect(await api(own, 'reportError', { kind: 'error', message: 'TypeError: deck is null', stack: 'at DeckPanel.svelte:12' })).toEqual({
      ok: true,
      value: { log },
    })
    expect(fs.readFileSync(log, 'utf8')).toMatch(/page: uncaught error: TypeError: deck is null\nat DeckPanel\.svelte:12/)

    let reloaded = 0
    const contents = { reload: () => reloaded++ }
    s.choice = 0
    s.appListeners.get('render-process-gone')!({}, contents, { reason: 'crashed', exitCode: 139 })
    expect(reloaded).toBe(1)
    expect(s.messageBox.at(-1)).toBe(
      `The Ringside window stopped: Reason: crashed (exit code 139). Your decks are saved as you edit them. The log is at ${log}.`,
    )
    expect(fs.readFileSync(log, 'utf8')).toContain("main: the window's page stopped: crashed (exit code 139)")
    s.choice = 1
    s.appListeners.get('render-process-gone')!({}, contents, { reason: 'oom', exitCode: 0 })
    expect(reloaded).toBe(1)
    expect(s.quit).toBe(1)
    s.appListeners.get('will-quit')!()
  })

  it('opens and saves deck files through the OS dialogs, and copies to the clipboard', async () => {
    const s = await boot()
    const own = { senderFrame: { url: page, parent: null } }
    const call = (method: keyof typeof API, payload?: unknown) => s.handlers.get(API_CHANNEL)!(own, method, payload)
    const dir = tempDir()
    s.openPath = path.join(dir, 'shoto.deck.txt')
    fs.writeFileSync(s.openPath, 'name: Shoto\n3 Ryu\n')
    const opened = (await call('openDeckFile')) as { ok: true; value: { ok: true; deck: { id: number; name: string } } }
    expect(opened).toMatchObject({ ok: true, value: { ok: true, deck: { name: 'Shoto' } } })

    s.savePath = path.join(dir, 'out.deck.txt')
    expect(await call('saveDeckFile', { id: opened.value.deck.id, as: 'text' })).toEqual({ ok: true, value: { path: s.savePath } })
    expect(fs.readFileSync(s.savePath, 'utf8')).toBe('name: Shoto\nformat: cfs-classic\nMain\n3 C001 Ryu\n')
    expect(fs.readdirSync(dir).sort()).toEqual(['out.deck.txt', 'shoto.deck.txt'])

    s.savePath = null
    expect(await call('saveDeckFile', { id: opened.value.deck.id, as: 'json' })).toEqual({ ok: true, value: null })
    s.openPath = path.join(dir, 'missing.txt')
    expect(await call('openDeckFile')).toMatchObject({ ok: true, value: { ok: false, problems: [{ message: expect.stringContaining('cannot read') }] } })
    expect(await call('copyText', { text: '3 C001 Ryu' })).toEqual({ ok: true, value: null })
    expect(s.clipboard).toEqual(['3 C001 Ryu'])
    // The deck as one picture: a PNG on the clipboard ("PNG" is its second to fourth bytes).
    expect(await call('copyDeckPicture', { deckId: opened.value.deck.id })).toMatchObject({ ok: true, value: { width: 1600 } })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(s.clipboard).toEqual(['3 C001 Ryu', `image/png: ${[0x50, 0x4e, 0x47].toString()}`])
    s.appListeners.get('will-quit')!()
  })

  it('prints proxies: asks where, writes the PDF whole, opens it; refuses options that cannot print', async () => {
    const s = await boot()
    const own = { senderFrame: { url: page, parent: null } }
    const call = (method: keyof typeof API, payload?: unknown) =>
      s.handlers.get(API_CHANNEL)!(own, method, payload) as Promise<{ ok: boolean; value?: any; error?: any }>
    const dir = tempDir()
    const deck = (await call('createDeck', { name: 'Shoto' })).value
    await call('updateDeck', { id: deck.id, changes: { main: [{ set: 'cfs-base', number: 'C001', count: 3 }] } })
    const options = { ...DEFAULT_PRINT, decklist: true }

    s.savePath = null
    expect(await call('printDeck', { deckId: deck.id, options, open: true })).toEqual({ ok: true, value: null })
    s.savePath = path.join(dir, 'Shoto proxies.pdf')
    const started = await call('printDeck', { deckId: deck.id, options, open: true })
    expect(started).toMatchObject({ ok: true, value: { path: s.savePath, total: 3 } })
    let progress = started.value
    while (!progress.finished) {
      await new Promise((r) => setTimeout(r, 10)) // the PDF is written on timers, so let them run
      progress = (await call('printProgress', { jobId: progress.jobId })).value
    }
    expect(progress).toMatchObject({ done: 3, pages: 2, error: null })
    expect(fs.readFileSync(s.savePath).subarray(0, 5).toString()).toBe('%PDF-')
    expect(s.shown).toEqual([s.savePath])
    expect(fs.readdirSync(dir)).toEqual(['Shoto proxies.pdf']) // no temporary file left
    expect(await call('printDeck', { deckId: deck.id, options: { ...options, bleed: 9 }, open: false })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'options.bleed' },
    })
    expect(await call('printProgress', { jobId: 999 })).toMatchObject({ ok: false, error: { message: 'no print job 999' } })
    s.appListeners.get('will-quit')!()
  })

  it('offers the latest backup when the database is damaged, and opens on it', async () => {
    const dir = tempDir()
    const file = path.join(dir, 'ringside.db')
    const first = new Services(file)
    const deck = first.library.create({ name: 'Saved', format: 'cfs-classic', sets: ['cfs-base'], main: [], strikers: [] })
    first.backup()
    first.close()
    fs.writeFileSync(file, 'garbage '.repeat(1000))
    electron.state.choice = 1 // Quit: nothing is touched
    let s = await boot(dir)
    expect(s.messageBox).toEqual([
      expect.stringMatching(
        /^Ringside cannot open its card database: .*ringside\.db: .*\n\nThe latest backup is from .* \(made on request\)\. It holds cfs-base 424 cards, cfc-1999 300 cards; 1 deck\. Restore it\?/s,
      ),
    ])
    expect(s.quit).toBe(1)
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^garbage/)
    electron.state.choice = 0
    s = await boot(dir)
    expect(s.windows).toHaveLength(1)
    expect(s.errorBox).toEqual([])
    s.appListeners.get('will-quit')!()
    const reopened = new Services(file)
    expect(reopened.library.get(deck.id).name).toBe('Saved')
    reopened.close()
    expect(fs.readdirSync(dir).some((f) => f.startsWith('ringside.db.replaced-'))).toBe(true)
  })

  it('restores a backup from the page: answers, then starts again on it', async () => {
    const s = await boot()
    s.relaunched = 0
    s.exited.length = 0
    const own = { senderFrame: { url: page, parent: null } }
    const backup = (await s.handlers.get(API_CHANNEL)!(own, 'backupNow', undefined)) as { ok: true; value: { file: string } }
    const answer = await s.handlers.get(API_CHANNEL)!(own, 'restoreBackup', { file: path.basename(backup.value.file) })
    expect(answer).toMatchObject({ ok: true, value: { replaced: expect.stringContaining('ringside.db.replaced-') } })
    expect(s.relaunched).toBe(0) // not before the reply has gone out
    await new Promise((r) => setTimeout(r, 300))
    expect([s.relaunched, s.exited]).toEqual([1, [0]])
    s.appListeners.get('will-quit')!() // closing the already closed database is harmless
  })

  it('shows an error and quits, rather than crashing, when the database is damaged', async () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'ringside.db'), 'garbage '.repeat(1000))
    const s = await boot(dir)
    expect(s.errorBox).toEqual([expect.stringMatching(/cannot open its card database: .*ringside\.db: /)])
    expect(s.quit).toBe(1)
    expect(s.windows).toHaveLength(0)
  })
})
