// Gives a page the `window.api` the preload would, forwarding every call to main's dispatcher in this
// Node process: the real services on a real database. Used by the e2e tests and the UI benchmark.
import type { Page } from '@playwright/test'
import type { Dispatch } from '../src/main/ipc/dispatch'
import { isRunNews } from '../src/shared/runs'

export async function bindApi(page: Page, dispatch: Dispatch): Promise<void> {
  await page.exposeBinding('__ringsideInvoke', async (source, method: string, payload: unknown) => {
    // Like main's sender check: only the top frame of our page may call.
    if (source.frame !== source.page.mainFrame()) return { ok: false, error: { code: 'FORBIDDEN', message: 'not the main frame' } }
    return dispatch(method, payload)
  })
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __ringsideInvoke: (m: string, p: unknown) => Promise<unknown> }
    const api: Record<string, unknown> = {}
    api.invoke = (method: string, input?: unknown) => w.__ringsideInvoke(method, input)
    api.onCommand = (listener: (c: string, deck?: number) => void) => {
      // A command alone, or with its deck as { command, deck } (File → Open Recent).
      const relay = (e: Event) => {
        const detail = (e as CustomEvent<string | { command: string; deck: number }>).detail
        if (typeof detail === 'string') listener(detail)
        else listener(detail.command, detail.deck)
      }
      window.addEventListener('ringside:command', relay)
      return () => window.removeEventListener('ringside:command', relay)
    }
    // The news of batch runs main tells the page (tellRunNews below), as the preload relays them.
    api.onRunNews = (listener: (news: unknown) => void) => {
      const relay = (e: Event) => listener((e as CustomEvent<unknown>).detail)
      window.addEventListener('ringside:run-news', relay)
      return () => window.removeEventListener('ringside:run-news', relay)
    }
    w.api = api
  })
}

/** Tells the page news of a batch run, as main does over the run-news channel (what the preload would drop, is dropped). */
export function tellRunNews(page: Page, news: unknown): void {
  if (!isRunNews(news)) return
  page
    .evaluate((n) => window.dispatchEvent(new CustomEvent('ringside:run-news', { detail: n })), news)
    .catch(() => {
      // The page has gone (the test ended while a run went on): nobody is left to tell.
    })
}
