// The page runs the built renderer in Chromium; `window.api` is bound to the real services (a real
// SQLite file with the shipped sets) through the same dispatcher main uses behind ipcMain.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'
import { createDispatch, type Desktop } from '../src/main/ipc/dispatch'
import { Services } from '../src/main/services'
import { bindApi, tellRunNews } from './bind-api'

/** Stands in for the OS dialogs and clipboard: the test says which file the player "picks". */
export interface FakeDesktop extends Desktop {
  dir: string
  nextOpen: string | null
  nextSave: string | null
  clipboard: string[]
  /** Pictures put on the clipboard (PNG bytes). */
  pictures: Uint8Array[]
  /** Files the app asked the system to open. */
  opened: string[]
}

export const test = base.extend<{ app: Page; services: Services; desktop: FakeDesktop; crashes: string[] }>({
  /** The crashes the page met; a test that raises one on purpose takes it out after checking it. */
  crashes: async ({}, use) => use([]),
  desktop: async ({}, use) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-e2e-files-'))
    const desktop: FakeDesktop = {
      dir,
      nextOpen: null,
      nextSave: null,
      clipboard: [],
      pictures: [],
      opened: [],
      chooseFileToOpen: async () => desktop.nextOpen,
      chooseWhereToSave: async () => desktop.nextSave,
      openFile: (file) => void desktop.opened.push(file),
      writeClipboard: (text) => void desktop.clipboard.push(text),
      writeClipboardImage: (png) => void desktop.pictures.push(png),
      restart: () => {
        throw new Error('the app cannot restart in the e2e harness')
      },
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
  app: async ({ page, services, desktop, crashes }, use) => {
    const dispatch = createDispatch(services, { ...desktop, runNews: (news) => tellRunNews(page, news) })
    const errors = crashes
    // A test fails on any crash the app would show the player: an uncaught error or rejection (reported to
    // main as the banner is raised) and any INTERNAL answer, besides the errors the page itself throws.
    await bindApi(page, async (method, payload) => {
      if (method === 'reportError') errors.push(`banner: ${(payload as { message?: string })?.message}`)
      const answer = await dispatch(method, payload)
      if (!answer.ok && answer.error.code === 'INTERNAL') errors.push(`INTERNAL answer to ${method}: ${answer.error.message}`)
      return answer
    })
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto('/')
    await use(page)
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`)
  },
})

export { expect }

/** Drops a text file on the window, as the player would drag one from the desktop. */
export async function dropFile(page: Page, name: string, text: string): Promise<void> {
  await page.evaluate(
    ({ text, name }) => {
      const data = new DataTransfer()
      data.items.add(new File([text], name, { type: 'text/plain' }))
      window.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }))
    },
    { text, name },
  )
}

/** Drops a deck file on the window and waits until the deck it names is the one open (not the one before it). */
export async function dropDeck(page: Page, file: string): Promise<void> {
  const text = fs.readFileSync(file, 'utf8')
  await dropFile(page, path.basename(file), text)
  const name = /^name:\s*(.+)$/m.exec(text)?.[1].trim()
  const deckName = page.getByLabel('Deck name')
  if (name) await expect(deckName).toHaveValue(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(\\d+\\))?$`))
  else await expect(deckName).not.toHaveValue('')
}

/** Opens the goldfish table on the open deck, dealt from `seed`, and waits for turn 1. */
export async function playSeed(page: Page, seed: number): Promise<void> {
  await page.getByRole('button', { name: 'Playtest' }).click()
  await page.getByLabel('Seed', { exact: true }).fill(String(seed))
  await page.getByRole('button', { name: 'Play this seed' }).click()
  await expect(page.getByTestId('table-status')).toContainText(`seed ${seed}`)
}

/** Opens Gambit, the shipped Capcom Crossovers example, in the Characters mode, in the light theme (for screenshots). */
export async function openGambit(page: Page): Promise<void> {
  await page.getByLabel('Theme').selectOption('light')
  await page.getByRole('button', { name: 'Characters', exact: true }).click()
  await page
    .getByRole('button', { name: /^Gambit\b/ })
    .first()
    .click()
}

/** Whether this run refreshes the README's pictures (`npm run screenshots`); a plain test run leaves them be. */
export const refreshDocs = process.env.RINGSIDE_SCREENSHOTS === '1'

/** Kept in test-results/screens; `docs`: in a `npm run screenshots` run, also in docs/screenshots for the README. */
export async function screenshot(page: Page, name: string, docs = false): Promise<void> {
  await page.screenshot({ path: path.join('test-results', 'screens', `${name}.png`) })
  if (docs && refreshDocs) await page.screenshot({ path: path.join('docs', 'screenshots', `${name}.png`), animations: 'disabled' })
}
