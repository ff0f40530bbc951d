import { defineConfig } from 'vitest/config'

// Benchmarks run through vitest for its TypeScript and JSON handling; they print results, record their headline
// measures in bench/results.json (bench/results.ts), assert nothing about time, and are not part of `npm test`.
// One file at a time, so that no two benchmarks share the cores (results.ts would merge parallel writes safely).
export default defineConfig({
  test: {
    include: ['bench/**/*.bench.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
})
