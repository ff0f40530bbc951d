// Each game's batch report, byte for byte, for a fixed seed: pinned so that moving the games' code (one module
// per game, one run protocol) can be checked to change no report a player reads. A change that means to change a
// report writes the new bytes with RINGSIDE_GOLDEN=write and says why in its commit.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { commandTests } from './command'

const { run } = commandTests('report-bytes')
const write = process.env.RINGSIDE_GOLDEN === 'write'

const REPORTS: [string, string[]][] = [
  ['cfs-goldfish-legends', ['goldfish', 'examples/fatal-fury-legends.deck.txt', '--games', '3000', '--seed', '7', '--striker-target']],
  ['cfs-goldfish-classic', ['goldfish', 'examples/classic-clash.deck.txt', '--games', '3000', '--seed', '7', '--second']],
  ['cc-goldfish-gambit', ['goldfish', 'gambit', '--games', '3000', '--seed', '7']],
  ['tf-matchup-ken-chun-li', ['matchup', 'ken', 'chun-li', '--games', '3000', '--seed', '7']],
  ['cs-matchup-rook-wren', ['matchup', 'rook', 'wren', '--games', '3000', '--seed', '7']],
]

describe("the games' reports, byte for byte", () => {
  for (const [name, argv] of REPORTS) {
    it(`${name}: text and JSON as pinned`, async () => {
      for (const [kind, extra] of [
        ['txt', []],
        ['json', ['--json']],
      ] as const) {
        const r = await run(...argv, ...extra)
        expect(r.code, r.err).toBe(0)
        const file = path.join('test', 'golden', `${name}.${kind}`)
        if (write) fs.writeFileSync(file, `${r.out}\n`)
        expect(`${r.out}\n`).toBe(fs.readFileSync(file, 'utf8'))
      }
    })
  }
})
