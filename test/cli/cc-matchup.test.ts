// `ringside matchup` with two Capcom Crossovers characters or tag teams: A's win rate, time overs and what became of
// each side's first attacks, as lines and JSON, the same bytes on any number of threads, and what it refuses.
import { describe, expect, it } from 'vitest'
import { commandTests } from './command'

const cli = commandTests('cc-matchup')
const { run } = cli

describe('ringside matchup <character> <character> for Capcom Crossovers', () => {
  it("gives A's win rate with its interval, by who went first, time overs and each side's first attacks", async () => {
    const played = await run('matchup', 'gambit', 'ryu', '--game', 'cc', '--games', '24', '--seed', '3', '--json')
    expect(played.code).toBe(0)
    const report = JSON.parse(played.out)
    expect(report).toMatchObject({
      game: 'cc',
      a: { ids: ['gambit'], name: 'Gambit' },
      b: { ids: ['ryu'] },
      games: 24,
      seed: 3,
      policies: { a: 'greedy', b: 'greedy' },
    })
    expect(report.wins.a + report.wins.b + report.draws).toBe(24)
    expect(report.aFirst.games).toBe(12)
    expect(report.attacks.a.map((c: { move: string }) => c.move)).toContain('basic attack')
    const text = await run('matchup', 'gambit', 'ryu', '--games', '24', '--seed', '3', '--policy-b', 'random')
    const lines = text.out.split('\n')
    expect(lines[0]).toBe('Gambit against Ryu: 24 games, seed 3, A greedy, B random, first player alternating')
    expect(lines[1]).toMatch(/^Gambit wins [\d.]+% \(\d+ of 24 games; 95% interval [\d.]+%–[\d.]+%\); Ryu wins [\d.]+% \(\d+\); \d+ drawn$/)
    expect(lines[3]).toMatch(/^time over \(the draw pile out\): \d+ won by A, \d+ by B, \d+ drawn on equal HP; games last [\d.]+ turns on average$/)
    expect(lines[4]).toBe("Gambit's first attacks (landed, blocked, dodged, countered, negated):")
  })

  it('plays two tag teams from a team file, the same bytes on one thread or two', async () => {
    const team = cli.file('shotos.json', { name: 'Shotos', team: ['ryu', 'gambit'] })
    const one = await run('matchup', team, team, '--games', '200', '--seed', '9', '--threads', '1', '--json')
    expect(one.code).toBe(0)
    const two = await run('matchup', team, team, '--games', '200', '--seed', '9', '--threads', '2', '--json')
    expect(two.out).toBe(one.out)
    const report = JSON.parse(one.out)
    expect(report.a).toEqual({ ids: ['ryu', 'gambit'], name: 'Shotos' })
    expect(report.attacks.a.map((c: { move: string }) => c.move)).toContain('tag super')
  })

  it('plays the example tag team by its id', async () => {
    const played = await run('matchup', 'cajun-and-shoto', 'cajun-and-shoto', '--games', '4', '--seed', '1', '--json')
    expect(played.code).toBe(0)
    expect(JSON.parse(played.out).a).toEqual({ ids: ['gambit', 'ryu'], name: 'Cajun and Shoto' })
    expect((await run('validate', 'cajun-and-shoto')).out).toBe('legal: Cajun and Shoto (Capcom Crossovers tag team)')
  })

  it('refuses a character against a team, an unknown policy, and options of other games', async () => {
    const team = cli.file('pair.json', { name: 'Pair', team: ['gambit', 'ryu'] })
    expect(await run('matchup', 'gambit', team, '--seed', '1')).toMatchObject({ code: 2, err: expect.stringContaining('two characters, or two tag teams') })
    expect(await run('matchup', 'gambit', 'ryu', '--policy', 'perfect', '--seed', '1')).toMatchObject({
      code: 2,
      err: expect.stringContaining('is one of random, greedy, search, not "perfect"'),
    })
    expect(await run('matchup', 'gambit', 'ryu', '--hp', '50', '--seed', '1')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--hp is not for a Capcom Crossovers matchup'),
    })
    expect(await run('matchup', 'gambit', 'ryu', '--game', 'chess', '--seed', '1')).toMatchObject({ code: 2, err: expect.stringContaining('--game is one of') })
    expect(await run('matchup', 'gambit', 'ken', '--seed', '1')).toMatchObject({
      code: 2,
      err: expect.stringContaining('a Capcom Crossovers character and "ken" a Table Fighter character'),
    })
  })
})
