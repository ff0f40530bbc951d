// The tests the mutation run uses (stryker.config.mjs): those of the rules code it mutates, and of the core
// modules the catalogue and the games share. (No page components among them: no Svelte plugin needed.)
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/main/core/**/*.test.ts', 'test/main/games/**/*.test.ts', 'test/main/catalogue/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
})
