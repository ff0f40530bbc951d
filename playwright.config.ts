import { createHash } from 'node:crypto'
import { defineConfig } from '@playwright/test'

// A port of this checkout's own (from its folder), so two checkouts on one machine never test each other's
// renderer; a server already on it is reused only when asked (RINGSIDE_E2E_REUSE=1), and then the global
// set-up checks that it serves this checkout's build.
export const PORT = Number(process.env.RINGSIDE_E2E_PORT) || 4200 + (createHash('sha1').update(process.cwd()).digest().readUInt16BE(0) % 2000)

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/served-build.ts',
  timeout: 30_000,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1400, height: 860 },
    launchOptions: {
      // Debian's Chromium: Playwright cannot download its own browser on these machines.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // Builds the renderer and serves it, so `npx playwright test` works right after `npm install`.
    command: `npx electron-vite build && npx vite preview --outDir out/renderer --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: process.env.RINGSIDE_E2E_REUSE === '1',
    timeout: 120_000,
  },
})
