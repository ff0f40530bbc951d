import { defineConfig } from 'vitest/config'
export default defineConfig({
  test: {
    root: '/work/main',
    include: ['test/main/games/cc/defence.test.ts', 'test/main/games/cc/duel.test.ts', 'test/main/games/cc/duel-record.test.ts', 'test/main/games/cc/duel-tables.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
})
