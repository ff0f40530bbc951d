// `ringside gauntlet`: a deck against the six reference decks, each by its plan, and overall.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { commandTests } from './command'
import { GAUNTLET, planOf } from '../../src/main/games/cfs/duel/gauntlet'

const { run } = commandTests('gauntlet')
const SHOTO = path.join(__dirname, '../../examples/shoto-rush.deck.txt')

describe('the gauntlet', () => {
  it('ships six legal reference decks, each with a plan of its own, the same text as the example files', async () => {
    expect(GAUNTLET).toHaveLength(6)
    for (const g of GAUNTLET) expect(g.text, g.file).toBe(fs.readFileSync(path.join(__dirname, '../../examples/gauntlet', g.file), 'utf8'))
    expect(new Set(GAUNTLET.map((g) => planOf(g.text).split(':')[0])).size).toBe(6)
    for (const g of GAUNTLET) {
      const checked = await run('validate', path.join(__dirname, '../../examples/gauntlet', g.file))
      expect(checked.code, g.file).toBe(0)
    }
  })

  it("gives the deck's win rate against each reference deck and overall", async () => {
    const played = await run('gauntlet', SHOTO, '--games', '8', '--seed', '2', '--json')
    expect(played.code).toBe(0)
    const report = JSON.parse(played.out)
    expect(report).toMatchObject({ deck: 'Shoto Rush', format: 'cfs-classic', games: 8, seed: 2, policies: { deck: 'greedy', gauntlet: 'greedy' } })
    // The Legends deck is of another format than Shoto Rush, and says so.
    expect(report.opponents.map((o: { format: string }) => o.format)).toEqual([
      'cfs-classic',
      'cfs-classic',
      'cfs-classic',
      'cfs-classic',
      'cfs-legends',
      'cfs-classic',
    ])
    expect(report.opponents.map((o: { name: string }) => o.name)).toEqual(['Rush', 'Back-Up Towers', 'Union Control', 'Reactions', 'Legends Strikers', 'Swarm'])
    const wins = report.opponents.reduce((sum: number, o: { wins: number }) => sum + o.wins, 0)
    expect(report.overall).toMatchObject({ games: 48, wins, winRate: Math.round((wins / 48) * 1e6) / 1e6 })
    const text = await run('gauntlet', SHOTO, '--games', '8', '--seed', '2')
    const lines = text.out.split('\n')
    expect(lines[0]).toBe('Shoto Rush against the gauntlet: 8 games against each deck, seed 2, greedy against greedy, first player alternating')
    expect(lines[1]).toMatch(/^ {2}Rush +\d+\.\d% +\(\d+\.\d%–\d+\.\d%\) {2}Rush: /)
    expect(lines[5]).toMatch(/^ {2}Legends Strikers .* \(a cfs-legends deck\)$/)
    expect(lines[1]).not.toMatch(/deck\)$/)
    expect(lines.at(-1)).toMatch(new RegExp(`^overall: [\\d.]+% \\(${wins} of 48 games; 95% interval`))
  })
})
