// The test suite's own habits: a run leaves the checkout as it found it (pictures for the README come from
// `npm run screenshots` only), and the browser tests test this checkout's renderer, never another's.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  vi.resetModules()
})

const config = async () => (await import('../../playwright.config')) as { default: { webServer: { reuseExistingServer: boolean; url: string } }; PORT: number }

describe('the browser tests', () => {
  it('reuse a server already running only when asked', async () => {
    vi.stubEnv('RINGSIDE_E2E_REUSE', '')
    expect((await config()).default.webServer.reuseExistingServer).toBe(false)
    vi.resetModules()
    vi.stubEnv('RINGSIDE_E2E_REUSE', '1')
    expect((await config()).default.webServer.reuseExistingServer).toBe(true)
  })

  it('serve each checkout on a port of its own, and check the served build before any test', async () => {
    vi.stubEnv('RINGSIDE_E2E_PORT', '')
    vi.spyOn(process, 'cwd').mockReturnValue('/home/a/ringside')
    const a = await config()
    vi.resetModules()
    vi.spyOn(process, 'cwd').mockReturnValue('/home/b/ringside')
    const b = await config()
    expect(a.PORT).not.toBe(b.PORT)
    expect(a.default.webServer.url).toBe(`http://127.0.0.1:${a.PORT}`)
    expect(fs.readFileSync('playwright.config.ts', 'utf8')).toContain("globalSetup: './e2e/served-build.ts'")
  })

  it('write pictures into docs/ only through the screenshot helper, and it only in a screenshots run', () => {
    const writers = fs.readdirSync('e2e').filter((f) => f !== 'harness.ts' && /['"`]docs['"`/]/.test(fs.readFileSync(path.join('e2e', f), 'utf8')))
    expect(writers).toEqual([])
    const harness = fs.readFileSync('e2e/harness.ts', 'utf8')
    expect(harness).toMatch(/if \(docs && refreshDocs\) await page\.screenshot\(\{ path: path\.join\('docs'/)
    expect(JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.screenshots).toBe('RINGSIDE_SCREENSHOTS=1 playwright test')
  })
})

describe('npm install', () => {
  it("stays quiet on a Node older than 22: npm reads the project's loglevel, so engine warnings are not printed", () => {
    expect(execFileSync('npm', ['config', 'get', 'loglevel'], { encoding: 'utf8' }).trim()).toBe('error')
  })
})
