// The built renderer served and opened in Debian's Chromium (headless), on a fresh database: what the
// benchmarks of the page share.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { preview } from 'vite'
import { Services } from '../src/main/services'
import type { Card } from '../src/shared/card'
import { syntheticCards } from './synthetic'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Runs `bench` with the page's URL, Chromium and the services on a new database of the shipped sets; cleans up after. */
export async function withBuiltRenderer(port: number, bench: (url: string, browser: Browser, services: Services) => Promise<void>): Promise<void> {
  if (!fs.existsSync('out/renderer/index.html')) throw new Error('build the renderer first: npm run build')
  const server = await preview({
    configFile: false,
    root: process.cwd(),
    build: { outDir: 'out/renderer' },
    preview: { host: '127.0.0.1', port, strictPort: true },
    logLevel: 'silent',
  })
  const url = server.resolvedUrls!.local[0]
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-'))
  const services = new Services(path.join(dir, 'bench.db'))
  try {
    await bench(url, browser, services)
  } finally {
    services.close()
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Adds `size` synthetic cards made from the base set (bench/synthetic.ts), as the set `synthetic`; returns the catalogue's size. */
export function addSyntheticSet(services: Services, size: number): number {
  const base = services.search.search('', 1000).cards as Card[]
  services.catalogue.db.prepare("INSERT INTO sets (id, name, position) VALUES ('synthetic', 'Synthetic', 9)").run()
  services.catalogue.replaceCards('synthetic', syntheticCards(base, size))
  return base.length + size
}
