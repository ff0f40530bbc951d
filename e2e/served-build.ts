// Before any test: the page served on the e2e port must be this checkout's build (its index.html names the
// hashed bundles this build wrote), so a server left running by another checkout fails the run instead of
// passing it.
import fs from 'node:fs'
import path from 'node:path'
import type { FullConfig } from '@playwright/test'

export default async function servedBuild(config: FullConfig): Promise<void> {
  const base = config.projects[0]?.use.baseURL
  if (!base) return
  const root = config.configFile ? path.dirname(config.configFile) : process.cwd()
  const built = fs.readFileSync(path.join(root, 'out', 'renderer', 'index.html'), 'utf8')
  const served = await (await fetch(base)).text()
  if (served !== built) throw new Error(`${base} serves another build than this checkout's out/renderer: stop that server or set RINGSIDE_E2E_PORT`)
}
