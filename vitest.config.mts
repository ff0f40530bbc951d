import { fileURLToPath } from 'node:url'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { svelteTesting } from '@testing-library/svelte/vite'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [svelte({ configFile: './svelte.config.mjs' }), svelteTesting()],
  resolve: {
    // Component tests resolve packages as a browser would; main's picture library must load its Node build.
    alias: { jimp: fileURLToPath(new URL('node_modules/jimp/dist/esm/index.js', import.meta.url)) },
  },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
})
