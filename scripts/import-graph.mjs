// The import graph of src/: every relative import (type-only ones too), and the circles in it. Used by
// test/architecture and runnable by hand: `node scripts/import-graph.mjs` prints each circle, exit 1 if any.
import fs from 'node:fs'
import path from 'node:path'

const EXTS = ['', '.ts', '.mts', '.js', '.svelte', '/index.ts', '/index.js']
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** Every source file under `root`, each with the files it imports and the packages it names. */
export function importGraph(root) {
  const files = []
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) walk(p)
      else if (/\.(ts|mts|js|svelte)$/.test(e.name) && !e.name.endsWith('.d.ts')) files.push(p)
    }
  }
  walk(root)
  const graph = new Map()
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8')
    const local = new Set()
    const packages = new Set()
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2]
      if (!spec.startsWith('.')) {
        packages.add(spec)
        continue
      }
      const bare = spec.split('?')[0] // `./rules.md?raw`: the file itself, read as text
      for (const e of EXTS) {
        const target = path.resolve(path.dirname(file), bare + e)
        if (fs.existsSync(target) && fs.statSync(target).isFile()) {
          local.add(target)
          break
        }
      }
    }
    graph.set(file, { local, packages })
  }
  return graph
}

/** The strongly connected groups of more than one file (or a file importing itself): the import circles. */
export function circles(graph) {
  const index = new Map()
  const low = new Map()
  const onStack = new Set()
  const stack = []
  const found = []
  let next = 0
  const visit = (v) => {
    index.set(v, next)
    low.set(v, next)
    next++
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v)?.local ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)))
    }
    if (low.get(v) === index.get(v)) {
      const group = []
      let w
      do {
        w = stack.pop()
        onStack.delete(w)
        group.push(w)
      } while (w !== v)
      if (group.length > 1 || graph.get(v)?.local.has(v)) found.push(group)
    }
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return found
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'src')
  const found = circles(importGraph(root))
  for (const c of found) console.log(`circle: ${c.map((f) => path.relative(process.cwd(), f)).join(' <-> ')}`)
  console.log(`${found.length} import circles`)
  process.exit(found.length ? 1 : 0)
}
