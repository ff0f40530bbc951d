// The page runs the built renderer in Chromium; `window.api` is bound to the real services (a real
// SQLite file with the shipped sets) through the same dispatcher main uses behind ipcMain.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test as base, type Page } from '@playwright/test'
import { API_CHANNELS } from '../src/shared/channels'
import { createDispatch, type Desktop } from '../src/main/ipc'
import { Services } from '../src/main/services'

/** Stands in for the OS dialogs and clipboard: the test says which file the player "picks". */
export interface FakeDesktop extends Desktop {
  dir: string
  nextOpen: string | null
  nextSave: string | null
  clipboard: string[]
}

export const test = base.extend<{ app: Page; services: Services; desktop: FakeDesktop }>({
  desktop: async ({}, use) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-e2e-files-'))
    const desktop: FakeDesktop = {
      dir,
      nextOpen: null,
      nextSave: null,
      clipboard: [],
      chooseDeckToOpen: async () => desktop.nextOpen,
      chooseWhereToSave: async () => desktop.nextSave,
      writeClipboard: (text) => void desktop.clipboard.push(text),
    }
    await use(desktop)
    fs.rmSync(dir, { recursive: true, force: true })
  },
  services: async ({}, use) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-e2e-'))
    const services = new Services(path.join(dir, 'ringside.db'))
    await use(services)
    services.close()
    fs.rmSync(dir, { recursive: true, force: true })
  },
  app: async ({ page, services, desktop }, use) => {
    const dispatch = createDispatch(services, desktop)
    await page.exposeBinding('__ringsideInvoke', async (source, method: string, payload: unknown) => {
      // Like main's sender check: only the top frame of our page may call.
      if (source.frame !== source.page.mainFrame()) return { ok: false, error: { code: 'FORBIDDEN', message: 'not the main frame' } }
      return dispatch(method, payload)
    })
    await page.addInitScript((methods: string[]) => {
      const w = window as unknown as Record<string, unknown> & { __ringsideInvoke: (m: string, p: unknown) => Promise<unknown> }
      const api: Record<string, unknown> = {}
      for (const m of methods) api[m] = (input?: unknown) => w.__ringsideInvoke(m, input)
      api.onCommand = (listener: (c: string) => void) => {
        const relay = (e: Event) => listener((e as CustomEvent<string>).detail)
        window.addEventListener('ringside:command', relay)
        return () => window.removeEventListener('ringside:command', relay)
      }
      w.api = api
    }, Object.keys(API_CHANNELS))
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto('/')
    await use(page)
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`)
  },
})

export { expect } from '@playwright/test'

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join('test-results', 'screens', `${name}.png`) })
}
