import { resolve } from 'node:path'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { defineConfig } from 'electron-vite'

export default defineConfig({
  main: {
    build: {
      // zod is bundled, not required: its package loads every locale (about 30 ms at each start), and the
      // bundle keeps only the parts the schemas use.
      externalizeDeps: { exclude: ['zod'] },
      rollupOptions: {
        // The CLI shares main's services, so it is built beside the app's entry.
        input: {
          index: resolve('src/main/index.ts'),
          cli: resolve('src/cli/index.ts'),
          'goldfish-worker': resolve('src/main/playtest/goldfish-worker.ts'),
          'print-worker': resolve('src/main/printing/print-worker.ts'),
          'raster-worker': resolve('src/main/printing/raster-worker.ts'),
          'import-worker': resolve('src/main/cards/import-worker.ts'),
          'picture-worker': resolve('src/main/cards/picture-worker.ts'),
          'sheet-worker': resolve('src/main/games/cc/sheet-worker.ts'),
        },
      },
    },
  },
  preload: {
    // A sandboxed preload cannot require packages: bundle everything but electron.
    build: { externalizeDeps: false, rollupOptions: { input: { index: resolve('src/preload/index.ts') } } },
  },
  renderer: {
    root: 'src/renderer',
    build: { rollupOptions: { input: resolve('src/renderer/index.html') } },
    plugins: [svelte({ configFile: resolve('svelte.config.mjs') })],
  },
})
