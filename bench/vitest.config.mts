import { defineConfig } from 'vitest/config'

// Benchmarks run through vitest for its TypeScript and JSON handling; they print results, assert nothing
// about time, and are not part of `npm test`.
export default defineConfig({
  test: {
    include: ['bench/**/*.bench.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
})
