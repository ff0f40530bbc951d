export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export function time<T>(fn: () => T): { ms: number; value: T } {
  const start = process.hrtime.bigint()
  const value = fn()
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, value }
}

export const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0))
