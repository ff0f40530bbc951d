// The rules of the layout (README, "How the code is laid out"): no import circles anywhere in src/, only the
// Electron shell and the preload import electron, and each layer imports only the layers below it.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module shared with `node scripts/import-graph.mjs`
import { circles, importGraph } from '../../scripts/import-graph.mjs'

type Graph = Map<string, { local: Set<string>; packages: Set<string> }>
const src = path.resolve('src')
const graph: Graph = importGraph(src)
const rel = (file: string) => path.relative(src, file).split(path.sep).join('/')

/** What main's wiring (services.ts) puts together: every part of main below the IPC and the shell. */
const WIRED = [
  'shared',
  'main/core',
  'main/system',
  'main/storage',
  'main/jobs',
  'main/game-kit',
  'main/games',
  'main/games/*',
  'main/collection',
  'main/catalogue',
  'main/decks',
  'main/cards',
  'main/playtest',
  'main/printing',
  'main/events',
]

/** Which folders of src/ each folder may import (besides itself); anything else is a layer pointing up. */
const MAY_IMPORT: Record<string, string[]> = {
  shared: [],
  'main/core': ['shared'],
  'main/system': ['shared'],
  'main/storage': ['shared', 'main/system'],
  'main/jobs': ['shared', 'main/system'],
  // What every game stands on: the contract, tables and runs, the character store, the printed sheet.
  'main/game-kit': ['shared', 'main/core', 'main/system', 'main/storage', 'main/jobs'],
  // One game (main/games/<id>): the kit and what is below it, never another game.
  'main/games/*': ['shared', 'main/core', 'main/system', 'main/storage', 'main/jobs', 'main/game-kit'],
  // The list of games (main/games/index.ts): the only file of main/games that names one.
  'main/games': ['shared', 'main/game-kit', 'main/games/*'],
  'main/catalogue': ['shared', 'main/core', 'main/game-kit', 'main/games', 'main/storage'],
  'main/decks': ['shared', 'main/core', 'main/game-kit', 'main/games', 'main/catalogue', 'main/storage', 'main/system'],
  'main/cards': ['shared', 'main/core', 'main/game-kit', 'main/games', 'main/catalogue', 'main/storage', 'main/system', 'main/jobs'],
  'main/playtest': ['shared', 'main/core', 'main/game-kit', 'main/games', 'main/decks', 'main/jobs'],
  'main/collection': ['shared', 'main/core', 'main/storage', 'main/system'],
  // Events: Swiss standings and pairings, the events kept in the database, decks locked at registration.
  'main/events': ['shared', 'main/core', 'main/storage', 'main/system', 'main/game-kit', 'main/decks'],
  'main/printing': ['shared', 'main/core', 'main/game-kit', 'main/games', 'main/decks', 'main/cards', 'main/jobs', 'main/system'],
  'main/ipc': [
    'shared',
    'main/game-kit',
    'main/collection',
    'main/catalogue',
    'main/decks',
    'main/events',
    'main/cards',
    'main/games/*',
    'main/playtest',
    'main/printing',
    'main/storage',
    'main/system',
    'main',
  ],
  main: WIRED,
  'main/app': ['shared', 'main', 'main/ipc', 'main/storage', 'main/system'],
  preload: ['shared'],
  renderer: ['shared'],
  // The command wires main's parts as services.ts does, and uses services.ts itself.
  cli: [...WIRED, 'main'],
}

/**
 * The files that put the games and the hosts together, and so import a game's own files: main's services and IPC
 * dispatch, and the IPC contract that joins each game's methods. Every other file outside a game's folder reaches
 * the games through its runtime's list (games/index.ts).
 */
const WIRING = ['main/services.ts', 'main/ipc/dispatch.ts', 'shared/api/index.ts']

/**
 * The layer a file belongs to: its folder under src/; one game's folder counts as main/games/* whatever its id;
 * main/index.ts, the app's entry, is the shell's.
 */
function layer(file: string): string {
  const parts = rel(file).split('/')
  if (parts[0] !== 'main') return parts[0]
  if (rel(file) === 'main/index.ts') return 'main/app'
  if (parts[1] === 'games' && parts.length > 3) return 'main/games/*'
  return parts.length === 2 ? 'main' : `main/${parts[1]}`
}

/** A runtime's list of games: the one file of its games/ folder that names each game. */
function isList(file: string): boolean {
  return /^(main|shared|renderer\/src|cli)\/games\/index\.ts$/.test(rel(file))
}

/** The game a file belongs to (main/games/<id>/…, shared/games/<id>/…, renderer/src/games/<id>/…, cli/games/<id>.ts and cli/games/<id>/…), or null. */
function gameOf(file: string): string | null {
  const parts = rel(file).split('/')
  const at = parts.indexOf('games')
  if (at < 0 || at > 2) return null
  const rest = parts.slice(at + 1) // ['tf', 'x.ts'], or ['index.ts'] for a list, or ['tf.ts'] in cli/
  // The command's game is a file (cli/games/tf.ts), with a folder of the same name for more (cli/games/cfs/tune.ts).
  if (parts[0] === 'cli') return rest.length === 1 ? (rest[0] !== 'index.ts' ? rest[0].replace(/\.ts$/, '') : null) : rest[0]
  return rest.length > 1 ? rest[0] : null
}

describe('the layout of src/', () => {
  it('has no import circles, type imports included', () => {
    expect(circles(graph).map((c: string[]) => c.map(rel))).toEqual([])
  })

  it('imports electron only in src/main/app and src/preload', () => {
    const importers = [...graph].filter(([, deps]) => deps.packages.has('electron')).map(([file]) => rel(file))
    expect(importers.length).toBeGreaterThan(0)
    expect(importers.filter((f) => !f.startsWith('main/app/') && !f.startsWith('preload/'))).toEqual([])
  })

  it('points every import down the layers, never up', () => {
    const upward: string[] = []
    for (const [file, deps] of graph) {
      const from = layer(file)
      expect(MAY_IMPORT[from], `a layer for ${rel(file)}`).toBeDefined()
      for (const target of deps.local) {
        if (!target.startsWith(src + path.sep)) continue // db/ and package.json: data, below every layer
        const to = layer(target)
        const arrow = `${rel(file)} → ${rel(target)}`
        if (to !== from && !MAY_IMPORT[from].includes(to)) upward.push(arrow)
      }
    }
    expect(upward).toEqual([])
  })

  it('keeps each game to its own folder: no game imports another, in any runtime', () => {
    const across: string[] = []
    for (const [file, deps] of graph) {
      const game = gameOf(file)
      for (const target of deps.local) {
        const other = gameOf(target)
        if (game && other && other !== game) across.push(`${rel(file)} → ${rel(target)}`)
      }
    }
    expect(across).toEqual([])
  })

  it('lets no host import a game: only the wiring does, and the lists of games', () => {
    const hosts = [...graph].filter(([file]) => gameOf(file) === null && !isList(file) && !WIRING.includes(rel(file)))
    const named = hosts.flatMap(([file, deps]) => [...deps.local].filter((t) => gameOf(t) !== null).map((t) => `${rel(file)} → ${rel(t)}`))
    expect(named).toEqual([])
  })

  it('would see a circle and an upward import if there were one', () => {
    const a = path.join(src, 'main/decks/a.ts')
    const b = path.join(src, 'main/decks/b.ts')
    const fake: Graph = new Map([
      [a, { local: new Set([b]), packages: new Set() }],
      [b, { local: new Set([a]), packages: new Set() }],
    ])
    expect(circles(fake)).toHaveLength(1)
    expect(MAY_IMPORT[layer(path.join(src, 'main/core/x.ts'))]).not.toContain(layer(a))
    expect(gameOf(path.join(src, 'main/games/tf/x.ts'))).toBe('tf')
    expect(gameOf(path.join(src, 'main/games/index.ts'))).toBeNull()
    expect(gameOf(path.join(src, 'shared/games/cs/x.ts'))).toBe('cs')
    expect(gameOf(path.join(src, 'renderer/src/games/cc/X.svelte'))).toBe('cc')
    expect(gameOf(path.join(src, 'cli/games/tf.ts'))).toBe('tf')
    expect(gameOf(path.join(src, 'cli/games/index.ts'))).toBeNull()
    expect(gameOf(path.join(src, 'cli/games/cfs/tune.ts'))).toBe('cfs')
    expect(isList(path.join(src, 'renderer/src/games/index.ts'))).toBe(true)
    expect(isList(path.join(src, 'renderer/src/games/cc/index.ts'))).toBe(false)
    // A game's text read as a string counts as an import of the game.
    const list = [...graph.get(path.join(src, 'renderer/src/games/index.ts'))!.local].map(rel)
    expect(list).toContain('renderer/src/games/cc/rules.md')
    expect(MAY_IMPORT[layer(path.join(src, 'main/games/tf/x.ts'))]).not.toContain(layer(path.join(src, 'main/decks/x.ts')))
  })
})
