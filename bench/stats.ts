export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export function time<T>(fn: () => T): { ms: number; value: T } {
  const start = process.hrtime.bigint()
  const value = fn()
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, value }
}

/** `fn` run once to warm the code up, then timed on a second run. */
export function timeWarm<T>(fn: () => T): { ms: number; value: T } {
  fn()
  return time(fn)
}

export const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0))

/**
 * The longest the event loop stalled (the widest gap between ticks of a 5 ms timer), the wall time, and the most
 * the process's resident memory grew while `run` ran (sampled at each tick and at the end).
 */
export async function watchMainThread(run: () => Promise<unknown>): Promise<{ stallMs: number; ms: number; rssMb: number; outcome: string }> {
  const rss0 = process.memoryUsage.rss()
  let rss = rss0
  let last = performance.now()
  let stall = 0
  const tick = setInterval(() => {
    const now = performance.now()
    stall = Math.max(stall, now - last)
    last = now
    rss = Math.max(rss, process.memoryUsage.rss())
  }, 5)
  const start = performance.now()
  let outcome = 'done'
  try {
    await run()
  } catch (err) {
    outcome = `refused: ${(err as Error).message.slice(0, 90)}`
  }
  const ms = performance.now() - start
  // One more tick, so a stall at the very end is counted.
  await new Promise((r) => setTimeout(r, 20))
  clearInterval(tick)
  rss = Math.max(rss, process.memoryUsage.rss())
  return { stallMs: stall, ms, rssMb: (rss - rss0) / 1024 / 1024, outcome }
}
