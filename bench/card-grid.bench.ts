// The browser's grid of card faces in Chromium, beside a naive renderer in the same page: every card's face as
// a full DOM subtree (frame, name, number, stats strip, ability, text, Back-Up), all of them at once, no virtual
// list. Measured: the first grid paint at the base set (from the click on "Grid" to the frame that shows the
// faces, in their fonts), and frame times while the 100k catalogue scrolls — steadily, in fast flings, and by
// jumps as when the scroll bar's thumb is dragged.
// Run: npm run build && npm run bench -- card-grid
import type { Browser, Page } from '@playwright/test'
import { it } from 'vitest'
import { bindApi } from '../e2e/bind-api'
import type { Card } from '../src/shared/card'
import { KIND_COLOURS } from '../src/shared/print'
import { CARD_COLUMNS, type CardRow } from '../src/main/catalogue/catalogue'
import { createDispatch } from '../src/main/ipc/dispatch'
import type { Services } from '../src/main/services'
import { addSyntheticSet, withBuiltRenderer } from './chromium'
import { record, type Measure } from './results'
import { fmt, percentile } from './stats'

const SIZE = Number(process.env.BENCH_CARDS ?? 100_000)
/** Fresh pages for the cold first paint (fonts and whole cards not yet loaded). */
const COLD = 3
/** Switches back to the grid in the same page. */
const WARM = 5
const FRAMES = 240
/** How far each frame scrolls: a brisk wheel scroll (3,600 px/s at 60 fps), a fling (36,000 px/s), or anywhere. */
const SCROLLS = { steady: 60, fling: 600, jumps: null } as const
type Scroll = keyof typeof SCROLLS
const HOWS = Object.keys(SCROLLS) as Scroll[]

type Bench = {
  nextPaint(): Promise<void>
  /** Watches for the next click on "Grid"; `switched` then resolves with its times. */
  armGrid(): void
  switched: Promise<Switch>
  scroll(el: HTMLElement, step: number | null, frames: number): Promise<number[]>
  naive(cards: unknown[], colours: Record<string, string>): Promise<number>
  scroller(root: Element): HTMLElement
  waiting: number
}

/**
 * From the click on "Grid": `clickToPaint` is the browser's own measure of the click's next paint (Event Timing,
 * as for Interaction to Next Paint; null when under its 16 ms floor), `painted` until the faces are in the page
 * in their fonts and a frame has been painted since, `complete` until the faces show their cards' texts too.
 */
type Switch = { clickToPaint: number | null; painted: number; complete: number; waiting: number }

/** In-page helpers, installed before the app's scripts. */
function pageHelpers() {
  const w = window as unknown as { __bench: Bench; api: { invoke(m: string, i?: unknown): Promise<unknown> } }
  const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))
  /** Resolves once the frame after now has been painted: a task queued from requestAnimationFrame runs after it. */
  const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  const until = (test: () => boolean) =>
    new Promise<void>((resolve) => {
      if (test()) return resolve()
      const seen = new MutationObserver(() => {
        if (!test()) return
        seen.disconnect()
        resolve()
      })
      seen.observe(document.body, { subtree: true, childList: true, attributes: true })
    })
  const bench: Bench = {
    waiting: 0,
    nextPaint,
    switched: Promise.resolve({ clickToPaint: null, painted: 0, complete: 0, waiting: 0 }),
    armGrid() {
      bench.waiting = 0
      let start = 0
      const clicked = new Promise<void>((resolve) =>
        document.addEventListener('click', (e) => ((start = e.timeStamp), resolve()), { capture: true, once: true }),
      )
      const timing = new Promise<number | null>((resolve) => {
        const seen = new PerformanceObserver((list) => {
          const click = list.getEntries().find((e) => e.name === 'click')
          if (click) resolve(click.duration)
        })
        seen.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
        setTimeout(() => (seen.disconnect(), resolve(null)), 3000)
      })
      bench.switched = (async () => {
        await clicked
        await until(() => document.querySelector('[data-testid="card-tile"] text') !== null)
        await document.fonts.ready
        await nextPaint()
        const painted = performance.now() - start
        // The faces' texts come with their whole cards, asked for once the faces are on screen.
        await until(() => /Back-Up/.test(document.querySelector('[data-testid="card-tile"] svg')?.getAttribute('aria-label') ?? ''))
        await nextPaint()
        return { clickToPaint: await timing, painted, complete: performance.now() - start, waiting: bench.waiting }
      })()
    },
    async scroll(el, step, frames) {
      const deltas: number[] = []
      let last = await frame()
      for (let i = 0; i < frames; i++) {
        if (step === null) el.scrollTop = (((i * 7919) % 1000) / 1000) * (el.scrollHeight - el.clientHeight)
        else el.scrollTop += step
        const now = await frame()
        deltas.push(now - last)
        last = now
      }
      return deltas
    },
    scroller(root) {
      return [root, ...root.querySelectorAll('*')].find(
        (e) => e.scrollHeight > e.clientHeight + 10 && getComputedStyle(e).overflowY !== 'visible',
      ) as HTMLElement
    },
    async naive(cards, colours) {
      const start = performance.now()
      const out = document.createElement('div')
      out.id = 'naive'
      out.style.cssText =
        'position:fixed;inset:0;overflow:auto;background:#fff;z-index:99;display:flex;flex-wrap:wrap;align-content:flex-start;gap:12px;padding:12px'
      const el = (tag: string, text: string, css = '') => {
        const e = document.createElement(tag)
        e.textContent = text
        if (css) e.style.cssText = css
        return e
      }
      for (const c of cards as Card[]) {
        const colour = colours[c.kind]
        const face = el(
          'div',
          '',
          `width:154px;height:215px;box-sizing:border-box;border:5px solid ${colour};border-radius:6px;background:#fff;font:9px 'Ringside Face',sans-serif;display:flex;flex-direction:column;overflow:hidden;padding:4px`,
        )
        const strip = el(
          'div',
          '',
          `display:flex;justify-content:space-between;background:${colour};color:#fff;font-weight:700;font-size:11px;margin:3px -4px;padding:0 4px`,
        )
        strip.append(
          el('span', c.bp !== null ? `BP ${c.bp}` : c.cost !== null ? `Cost ${c.cost} SP` : c.kind),
          el('span', c.sp !== null && c.bp !== null ? `SP ${c.sp}` : ''),
        )
        const backUp = el('div', '', 'margin-top:auto')
        if (c.backups.length) backUp.append(el('div', 'Back-Up', `font-weight:700;color:${colour}`), el('div', c.backups.map((b) => b.name).join(', ')))
        face.append(
          el('div', c.name, 'font-weight:700;font-size:10px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis'),
          el('div', [c.number, c.rarity, c.kind].filter(Boolean).join(' · '), 'color:#595966;font-size:7px'),
          strip,
          el('div', c.ability ? `${c.ability.type ?? ''} ${c.ability.name ?? 'Ability'}` : '', 'font-weight:700'),
          el('div', c.ability?.text ?? c.text ?? '', 'overflow:hidden'),
          backUp,
        )
        out.append(face)
      }
      document.body.append(out)
      void out.getBoundingClientRect().height
      await nextPaint()
      return performance.now() - start
    },
  }
  w.__bench = bench
  // Time spent waiting on main for whole cards, so the page's own share can be told apart.
  document.addEventListener('DOMContentLoaded', () => {
    const invoke = w.api.invoke
    w.api.invoke = async (method, input) => {
      const start = performance.now()
      try {
        return await invoke(method, input)
      } finally {
        if (method === 'getCards') bench.waiting += performance.now() - start
      }
    }
  })
}

async function openPage(browser: Browser, url: string, services: Services, view: 'list' | 'grid'): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1400, height: 860 } })
  const page = await context.newPage()
  await bindApi(page, createDispatch(services))
  await page.addInitScript((v) => localStorage.setItem('ringside.browse-view', v), view)
  await page.addInitScript(pageHelpers)
  await page.goto(url)
  return page
}

const p = (xs: number[]) => `p50 ${fmt(percentile(xs, 50))} ms, p95 ${fmt(percentile(xs, 95))} ms, worst ${fmt(Math.max(...xs))} ms`
const fps = (xs: number[]) => 1000 / (xs.reduce((a, b) => a + b, 0) / xs.length)

/** Clicks "Grid" in the page and times it. */
async function toGrid(page: Page): Promise<Switch> {
  await page.evaluate(() => (window as unknown as { __bench: Bench }).__bench.armGrid())
  await page.getByRole('button', { name: 'Grid', exact: true }).click()
  return page.evaluate(() => (window as unknown as { __bench: Bench }).__bench.switched)
}

async function firstPaint(browser: Browser, url: string, services: Services): Promise<Measure[]> {
  const cold: Switch[] = []
  const warm: Switch[] = []
  let naive = 0
  for (let round = 0; round < COLD; round++) {
    const page = await openPage(browser, url, services, 'list')
    await page.waitForSelector('#card-list[data-complete="true"]')
    await page.waitForTimeout(500)
    cold.push(await toGrid(page))
    if (round === 0) {
      for (let i = 0; i < WARM; i++) {
        await page.getByRole('button', { name: 'List', exact: true }).click()
        await page.waitForSelector('[data-testid="card-row"]')
        await page.waitForTimeout(200)
        warm.push(await toGrid(page))
      }
      const cards = services.search.search('set:cfs-base', 1000).cards
      naive = await page.evaluate(([cards, colours]) => (window as unknown as { __bench: Bench }).__bench.naive(cards, colours), [cards, KIND_COLOURS] as const)
    }
    await page.context().close()
  }
  const median = (xs: number[]) => percentile(xs, 50)
  const list = (xs: (number | null)[]) => xs.map((x) => (x === null ? '<16' : fmt(x))).join(', ')
  const inp = (xs: Switch[]) => median(xs.map((c) => c.clickToPaint ?? 16))
  const painted = median(cold.map((c) => c.painted))
  const complete = median(cold.map((c) => c.complete))
  const own = median(cold.map((c) => c.complete - c.waiting))
  console.log(
    `base set: click on Grid → next paint (Event Timing), first time in a page: ${list(cold.map((c) => c.clickToPaint))} ms; switching back: ${list(warm.map((c) => c.clickToPaint))} ms`,
  )
  console.log(
    `base set:   → faces in their fonts and a frame painted since: ${list(cold.map((c) => c.painted))} ms (median ${fmt(painted)}); switching back ${p(warm.map((c) => c.painted))}`,
  )
  console.log(
    `base set:   → faces complete with their texts: ${list(cold.map((c) => c.complete))} ms (median ${fmt(complete)} ms; the page's own share ${fmt(own)} ms, the rest waiting on the test binding)`,
  )
  console.log(`base set: naive renderer, all 424 faces as DOM subtrees, to painted: ${fmt(naive)} ms`)
  return [
    {
      name: 'first grid paint, click to next paint (Event Timing), base set, first time in a page (median)',
      value: inp(cold),
      unit: 'ms',
      baseline: { name: 'naive renderer, every face as a DOM subtree', value: naive },
    },
    { name: 'first grid paint, faces in the page and a frame painted since, base set, first time (median)', value: painted, unit: 'ms' },
    { name: 'grid faces complete with their texts, base set, first time (median)', value: complete, unit: 'ms' },
    { name: 'grid faces complete, the page’s own share, base set (median)', value: own, unit: 'ms' },
    { name: 'first grid paint, click to next paint, base set, switching back (median)', value: inp(warm), unit: 'ms' },
  ]
}

async function scrolling(browser: Browser, url: string, services: Services, total: number): Promise<Measure[]> {
  const page = await openPage(browser, url, services, 'grid')
  await page.waitForSelector('#card-list[data-complete="true"]', { state: 'attached', timeout: 600_000 })
  await page.waitForSelector('[data-testid="card-tile"]')
  const cdp = await page.context().newCDPSession(page)
  /** Each scroll starts from the top, its whole cards fetched, with the garbage of what came before collected. */
  const settle = async () => {
    await page.waitForTimeout(500)
    await cdp.send('HeapProfiler.collectGarbage')
    await page.waitForTimeout(200)
  }
  const ours = {} as Record<Scroll, number[]>
  for (const how of HOWS) {
    await page.evaluate(() => {
      const b = (window as unknown as { __bench: Bench }).__bench
      b.scroller(document.getElementById('card-list')!).scrollTop = 0
    })
    await settle()
    ours[how] = await page.evaluate(
      ([step, frames]) => {
        const b = (window as unknown as { __bench: Bench }).__bench
        return b.scroll(b.scroller(document.getElementById('card-list')!), step, frames)
      },
      [SCROLLS[how], FRAMES] as const,
    )
  }
  const tiles = await page.locator('[data-testid="card-tile"]').count()
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }

  const cards = services.catalogue.toCards(
    services.catalogue.db.prepare(`SELECT ${CARD_COLUMNS} FROM cards c JOIN sets s ON s.id = c.set_id WHERE s.in_default_scope = 1`).all() as CardRow[],
  )
  const built = await page.evaluate(([cards, colours]) => (window as unknown as { __bench: Bench }).__bench.naive(cards, colours), [
    cards,
    KIND_COLOURS,
  ] as const)
  const naive = {} as Record<Scroll, number[]>
  for (const how of HOWS) {
    await page.evaluate(() => (document.getElementById('naive')!.scrollTop = 0))
    await settle()
    naive[how] = await page.evaluate(
      ([step, frames]) => (window as unknown as { __bench: Bench }).__bench.scroll(document.getElementById('naive')!, step, frames),
      [SCROLLS[how], FRAMES] as const,
    )
  }
  await page.context().close()

  const label = `${total.toLocaleString('en')} cards`
  console.log(`${label}: the grid keeps ${tiles} faces in the page; renderer JS heap after scrolling ${(usedSize / 1e6).toFixed(1)} MB`)
  for (const how of HOWS) {
    console.log(
      `${label}: ${how} scroll, frame times: grid ${p(ours[how])} (${fps(ours[how]).toFixed(0)} fps) | naive ${p(naive[how])} (${fps(naive[how]).toFixed(0)} fps)`,
    )
  }
  console.log(`${label}: the naive renderer took ${fmt(built)} ms to build and paint every face`)
  const k = `${SIZE / 1000}k cards`
  return [
    ...HOWS.flatMap((how): Measure[] => [
      {
        name: `grid scroll frame time p95, ${how}, ${k}`,
        value: percentile(ours[how], 95),
        unit: 'ms',
        baseline: { name: 'naive renderer p95', value: percentile(naive[how], 95) },
      },
      {
        name: `grid scroll frames per second, ${how}, ${k}`,
        value: fps(ours[how]),
        unit: 'fps',
        better: 'higher',
        baseline: { name: 'naive renderer', value: fps(naive[how]) },
      },
    ]),
    { name: `naive renderer, every face built and painted, ${k}`, value: built, unit: 'ms' },
    { name: `renderer JS heap, grid after scrolling, ${k}`, value: usedSize / 1e6, unit: 'MB' },
  ]
}

it('card-grid: first paint and scrolling of the grid of faces in Chromium', () =>
  withBuiltRenderer(4191, async (url, browser, services) => {
    const measures = await firstPaint(browser, url, services)
    const total = addSyntheticSet(services, SIZE)
    measures.push(...(await scrolling(browser, url, services, total)))
    record('card-grid', ...measures)
  }))
