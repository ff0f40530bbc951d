// Items of Electron's security checklist that are about what the code never does, read from the sources: no
// remote content, no shell.openExternal, no eval, no HTML from data but the escaped card face, no web
// preference turned the unsafe way. SECURITY.md lists every item and the test that holds it.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

function sources(dir: string): { file: string; text: string }[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|svelte|html)$/.test(f))
    .map((f) => ({ file: path.join(dir, f).split(path.sep).join('/'), text: fs.readFileSync(path.join(dir, f), 'utf8') }))
}

const src = sources('src')
const holding = (pattern: RegExp) => src.filter((s) => pattern.test(s.text)).map((s) => s.file)

describe('what the code never does', () => {
  it('reads the whole of src/', () => {
    expect(src.length).toBeGreaterThan(200)
    expect(holding(/contextIsolation: true/)).toEqual(['src/main/app/security.ts'])
  })

  it('never opens a link in the system browser, and opens with the system only files it wrote or its own folder', () => {
    expect(holding(/openExternal/)).toEqual([])
    expect(holding(/\bshell\.\w+\(/)).toEqual(['src/main/app/desktop.ts'])
    const desktop = src.find((s) => s.file === 'src/main/app/desktop.ts')!.text
    expect([...desktop.matchAll(/\bshell\.(\w+)\(/g)].map((m) => m[1])).toEqual(['openPath', 'showItemInFolder'])
  })

  it('loads no remote content: the window loads only its own page, and no source names an http(s) address it fetches', () => {
    expect(holding(/\bloadURL\(/)).toEqual(['src/main/app/main.ts'])
    expect(src.find((s) => s.file === 'src/main/app/main.ts')!.text).toMatch(/loadURL\(rendererUrl\(paths\.renderer\)\)/)
    expect(holding(/\bfetch\(\s*['"`]https?:/)).toEqual([])
    expect(holding(/<script[^>]+src=["']https?:/)).toEqual([])
  })

  it('never runs text as code', () => {
    expect(holding(/\beval\(|new Function\(|setTimeout\(\s*['"`]/)).toEqual([])
  })

  it('puts HTML made from data on the page in one place only, the card face, whose texts are escaped', () => {
    expect(holding(/\{@html/)).toEqual(['src/renderer/src/shared/CardFace.svelte'])
    expect(holding(/\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML/)).toEqual([])
  })

  it('turns no web preference the unsafe way', () => {
    expect(
      holding(
        /nodeIntegration:\s*true|contextIsolation:\s*false|sandbox:\s*false|webSecurity:\s*false|allowRunningInsecureContent:\s*true|webviewTag:\s*true|experimentalFeatures/,
      ),
    ).toEqual([])
  })
})
