// The renderer in Chromium: keystroke → results on screen, at the base set and at 100k cards, against a
// naive renderer in the same page (fuse.js over every card, every match rendered as a DOM row, no
// virtual list). Also first paint at start and the renderer's heap with the catalogue loaded.
// The queries include the short prefixes a player types first (`r`, `ry`, `s`, `sh`). Each keystroke is timed
// alone: while the keystrokes are timed, a long list's later pages (asked for after its first screen) are
// answered at once in the page, empty, so one query's paging through the slow test binding does not spill into
// the next keystroke; main's share is its search for the query's first screen.
// Run: npm run build && npm run bench -- ui
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { it } from 'vitest'
import { CARD_COLUMNS, type CardRow } from '../src/main/catalogue/catalogue'
import { createDispatch } from '../src/main/ipc/dispatch'
import { Services } from '../src/main/services'
import { bindApi } from '../e2e/bind-api'
import { addSyntheticSet, withBuiltRenderer } from './chromium'
import { fmt, percentile } from './stats'
import { record, type Measure } from './results'

/** In the order a player types them: the short prefixes before the words they start. */
const QUERIES = ['r', 'ry', 'ryu', 'ken', 'chunli', 'geese', 'gese', 'terry', 'mai', 's', 'sh', 'shinku', 'zangief', 'akuma']
const PREFIXES = new Set(['r', 'ry', 's', 'sh'])
const ROUNDS = 5
const SIZE = Number(process.env.BENCH_CARDS ?? 100_000)

/**
 * Types a query the way a keystroke does and waits until its results are in the DOM and laid out.
 * Returns the whole time and the part spent waiting for main's answer (which here crosses
 * Playwright's binding, far slower than Electron's IPC).
 */
async function keystroke(page: Page, q: string): Promise<{ total: number; waiting: number }> {
  return page.evaluate(async (query) => {
    const w = window as unknown as { __waiting: number }
    w.__waiting = 0
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Search cards"]')!
    const list = document.getElementById('card-list')!
    const start = performance.now()
    input.value = query
    input.dispatchEvent(new Event('input', { bubbles: true }))
    await new Promise<void>((resolve) => {
      if (list.dataset.query === query) return resolve()
      const seen = new MutationObserver(() => {
        if (list.dataset.query !== query) return
        seen.disconnect()
        resolve()
      })
      seen.observe(list, { attributes: true })
    })
    void list.getBoundingClientRect().height // style and layout of the new rows
    return { total: performance.now() - start, waiting: w.__waiting }
  }, q)
}

/** The naive renderer: fuse.js over all cards and a plain list of every match, laid out. */
async function naiveKeystroke(page: Page, q: string): Promise<number> {
  return page.evaluate(async (query) => {
    const w = window as unknown as { __naive: { search(q: string): { item: { number: string; name: string; bp: number | null } }[] }; __out: HTMLElement }
    const start = performance.now()
    const hits = w.__naive.search(query)
    const rows = hits.map(({ item }) => {
      const row = document.createElement('div')
      row.textContent = `${item.number} ${item.name} ${item.bp ?? ''}`
      return row
    })
    w.__out.replaceChildren(...rows)
    void w.__out.getBoundingClientRect().height // style and layout of the new rows
    return performance.now() - start
  }, q)
}

/** `label` heads the printed lines; `catalogue` names the entries in results.json ("base set", "100k cards"). */
async function measure(browser: Browser, url: string, services: Services, label: string, catalogue: string) {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1400, height: 860 } })
  const page = await context.newPage()
  const dispatch = createDispatch(services)
  const calls: { method: string; payload: unknown; ms: number }[] = []
  await bindApi(page, async (method, payload) => {
    const start = performance.now()
    const result = await dispatch(method, payload)
    calls.push({ method, payload, ms: performance.now() - start })
    return result
  })
  // When the first card row appears, timed in the page itself.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="card-row"]')) return
      ;(window as unknown as { __firstRow: number }).__firstRow = performance.now()
      seen.disconnect()
    })
    document.addEventListener('DOMContentLoaded', () => seen.observe(document.body, { childList: true, subtree: true }))
  })
  // Time the page spends waiting on main, so the renderer's own share can be told apart; while `__onePage`
  // is set, a later page of a long list is answered at once, empty and counted (the list stops paging).
  await page.addInitScript(() => {
    type Invoke = (method: string, input?: unknown) => Promise<unknown>
    const w = window as unknown as { api: { invoke: Invoke }; __waiting: number; __onePage: boolean }
    w.__waiting = 0
    w.__onePage = false
    const invoke = w.api.invoke
    w.api.invoke = async (method, input) => {
      if (method !== 'browseCards') return invoke(method, input)
      const offset = (input as { offset?: number }).offset
      if (w.__onePage && offset) return { ok: true, value: { query: '', cards: [], total: offset, counted: true, sets: [], suggestions: [] } }
      const start = performance.now()
      const result = await invoke(method, input)
      w.__waiting += performance.now() - start
      return result
    }
  })
  const t0 = Date.now()
  await page.goto(url)
  await page.waitForSelector('[data-testid="card-row"]')
  const firstPaint = await page.evaluate(() => (window as unknown as { __firstRow: number }).__firstRow)
  await page.waitForSelector('#card-list[data-complete="true"]', { timeout: 300_000 })
  const allListed = await page.evaluate(() => performance.now())
  const startup = calls.map((c) => `${c.method} ${fmt(c.ms)} ms`).join(', ')
  const loaded = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd)
  const roundTrip = await page.evaluate(async () => {
    const api = (window as unknown as { api: { invoke(method: string): Promise<unknown> } }).api
    const samples: number[] = []
    for (let i = 0; i < 20; i++) {
      const start = performance.now()
      await api.invoke('listFormats')
      samples.push(performance.now() - start)
    }
    return samples.sort((a, b) => a - b)[10]
  })
  console.log(`${label}: page's scripts loaded at ${fmt(loaded)} ms; one call through the test binding takes ${fmt(roundTrip)} ms (median)`)
  console.log(
    `${label}: page load to first catalogue row ${fmt(firstPaint)} ms, whole catalogue listed at ${fmt(allListed)} ms (wall ${Date.now() - t0} ms); main's work: ${startup}`,
  )
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  console.log(`${label}: renderer JS heap with the catalogue listed ${(usedSize / 1e6).toFixed(1)} MB`)

  const ours: number[] = []
  const renderer: number[] = []
  const mainMs: number[] = []
  const short: number[] = [] // renderer + main for the one- and two-letter prefixes
  await page.evaluate(() => ((window as unknown as { __onePage: boolean }).__onePage = true))
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of QUERIES) {
      calls.length = 0
      const { total, waiting } = await keystroke(page, q)
      const first = calls.filter((c) => c.method === 'browseCards' && !(c.payload as { offset?: number }).offset)
      ours.push(total)
      renderer.push(total - waiting)
      mainMs.push(first.reduce((n, c) => n + c.ms, 0))
      if (PREFIXES.has(q)) short.push(total - waiting + mainMs[mainMs.length - 1])
    }
  }
  const electron = renderer.map((r, i) => r + mainMs[i])

  await page.route('**/__bench/fuse.mjs', (route) =>
    route.fulfill({ path: path.resolve('node_modules/fuse.js/dist/fuse.min.mjs'), contentType: 'text/javascript' }),
  )
  await page.addScriptTag({ type: 'module', content: "import Fuse from '/__bench/fuse.mjs'; window.Fuse = Fuse" })
  await page.waitForFunction(() => 'Fuse' in window)
  const all = services.catalogue.toCards(
    services.catalogue.db.prepare(`SELECT ${CARD_COLUMNS} FROM cards c JOIN sets s ON s.id = c.set_id WHERE s.in_default_scope = 1`).all() as CardRow[],
  )
  const cards = all.map((c) => ({ number: c.number, name: c.name, bp: c.bp, altNames: c.altNames, ability: c.ability, text: c.text }))
  await page.evaluate(async (cards) => {
    const w = window as unknown as Record<string, unknown>
    const Fuse = w.Fuse as new (items: unknown[], options: unknown) => unknown
    w.__naive = new Fuse(cards, { keys: ['name', 'altNames', 'ability.name', 'ability.text', 'text'], threshold: 0.4, ignoreLocation: true })
    const out = document.createElement('div')
    out.style.cssText = 'position:fixed;inset:0;overflow:auto;background:#fff;z-index:99'
    document.body.append(out)
    w.__out = out
  }, cards)
  const naive: number[] = []
  for (let r = 0; r < (SIZE > 10_000 && label.includes('100') ? 1 : ROUNDS); r++) for (const q of QUERIES) naive.push(await naiveKeystroke(page, q))
  const p = (xs: number[]) => `p50 ${fmt(percentile(xs, 50))} ms, p95 ${fmt(percentile(xs, 95))} ms`
  console.log(`${label}: keystroke → results laid out, through the test binding: ${p(ours)}`)
  console.log(`${label}:   renderer's own work ${p(renderer)}; main's search ${p(mainMs)}; renderer + main (Electron-like) ${p(electron)}`)
  console.log(`${label}:   the prefixes ${[...PREFIXES].join(', ')} alone: renderer + main ${p(short)}`)
  console.log(
    `${label}: naive renderer (fuse.js over all cards, every match as a DOM row): ${p(naive)} | ${(percentile(naive, 50) / percentile(electron, 50)).toFixed(1)}x at p50`,
  )
  await context.close()

  const measures: Measure[] = [
    { name: `first catalogue row after the page starts loading, ${catalogue}`, value: firstPaint, unit: 'ms' },
    { name: `renderer JS heap with the catalogue listed, ${catalogue}`, value: usedSize / 1e6, unit: 'MB' },
  ]
  for (const q of [50, 95]) {
    const at = (xs: number[]) => percentile(xs, q)
    measures.push(
      {
        name: `keystroke, renderer + main, p${q}, ${catalogue}`,
        value: at(electron),
        unit: 'ms',
        baseline: { name: `naive renderer p${q}`, value: at(naive) },
      },
      { name: `keystroke, renderer's own work, p${q}, ${catalogue}`, value: at(renderer), unit: 'ms' },
      { name: `keystroke, main's search, p${q}, ${catalogue}`, value: at(mainMs), unit: 'ms' },
      { name: `keystroke, prefixes ${[...PREFIXES].join(' ')}, renderer + main, p${q}, ${catalogue}`, value: at(short), unit: 'ms' },
    )
  }
  record('ui', ...measures)
}

it('ui: keystroke to rendered results in Chromium', () =>
  withBuiltRenderer(4190, async (url, browser, services) => {
    await measure(browser, url, services, 'base set (424 cards)', 'base set')
    const total = addSyntheticSet(services, SIZE)
    await measure(browser, url, services, `${total.toLocaleString('en')} cards`, `${SIZE / 1000}k cards`)
  }))
