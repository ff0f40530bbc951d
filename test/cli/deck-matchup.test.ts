// `ringside matchup` with two Card Fighters Special decks: A's win rate as JSON and as lines, the same for the same
// seed, and the options a deck matchup refuses.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { commandTests } from './command'

const cli = commandTests('deck-matchup')
const { run } = cli
const deck = (name: string) => path.join(__dirname, '../../examples', name)
const A = deck('shoto-rush.deck.txt')
const B = deck('classic-clash.deck.txt')

describe('ringside matchup <deck> <deck>', () => {
  it("gives A's win rate with its interval, who going first won, and game length, the same for the same seed", async () => {
    const first = await run('matchup', A, B, '--games', '24', '--seed', '3', '--json')
    expect(first.code).toBe(0)
    const report = JSON.parse(first.out)
    expect(report).toMatchObject({ game: 'cfs', games: 24, seed: 3, policies: { a: 'greedy', b: 'greedy' }, hp: 3000 })
    expect(report.a.name).toBeTruthy()
    for (const key of ['winRate', 'firstPlayerWinRate', 'meanTurns']) expect(typeof report[key]).toBe('number')
    expect(report.interval[0]).toBeLessThanOrEqual(report.winRate)
    expect(report.wins.a + report.wins.b + report.draws).toBe(24)
    expect(report.aFirst.games).toBe(12)
    expect((await run('matchup', A, B, '--games', '24', '--seed', '3', '--json')).out).toBe(first.out)
  })

  it('warns when the two decks are of different formats, and plays each as built', async () => {
    const legends = await run('matchup', A, deck('gauntlet/legends-strikers.deck.txt'), '--games', '4', '--seed', '1')
    expect(legends.code).toBe(0)
    expect(legends.err).toMatch(/warning: A is a cfs-classic deck and B a cfs-legends deck: each plays as built \(Strikers included\), at A's HP of 3000/)
    const same = await run('matchup', A, deck('gauntlet/rush.deck.txt'), '--games', '4', '--seed', '1')
    expect(same.err).not.toMatch(/warning/)
  })

  it('lets each side have its own policy, and prints the run as lines', async () => {
    const text = await run('matchup', A, B, '--games', '20', '--seed', '1', '--policy-a', 'greedy', '--policy-b', 'random')
    expect(text.code).toBe(0)
    const lines = text.out.split('\n')
    expect(lines[0]).toMatch(/against .*: 20 games, seed 1, A greedy, B random, HP 3000, first player alternating$/)
    expect(lines[1]).toMatch(/wins \d+\.\d% \(\d+ of 20 games; 95% interval/)
    expect(lines[2]).toMatch(/^the player going first won /)
    expect(lines[3]).toMatch(/^games last [\d.]+ turns on average/)
    expect(lines[4]).toBe("A's win rate in the games it drew each card:")
    expect(lines[5]).toMatch(/^ {2}C\d{3} .* +\d+\.\d% +\(drawn in \d+ games?\)$/)
  })

  it('refuses --first, an unknown policy, and a deck it cannot read', async () => {
    expect(await run('matchup', A, B, '--first', 'a')).toMatchObject({ code: 2, err: expect.stringMatching(/--first is for Card Shot!/) })
    expect(await run('matchup', A, B, '--policy-b', 'clever', '--seed', '1')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/one of random, greedy, search, not "clever"/),
    })
    const broken = await run('matchup', A, deck('shoto-rush-broken.deck.txt'), '--seed', '1', '--games', '2')
    expect(broken.code).toBe(0)
    expect(broken.err).toMatch(/warning: .*shoto-rush-broken\.deck\.txt is not legal/)
    expect((await run('matchup', A, deck('no-such.deck.txt'), '--seed', '1')).code).toBe(2)
  })

  it('gives the search player a budget a decision (--budget-ms), and refuses one that no side would spend', async () => {
    const json = await run('matchup', A, B, '--games', '2', '--seed', '1', '--policy-a', 'search', '--budget-ms', '10', '--json')
    expect(json.code).toBe(0)
    expect(JSON.parse(json.out)).toMatchObject({ policies: { a: 'search', b: 'greedy' }, budgetMs: 10 })
    const text = await run('matchup', A, B, '--games', '2', '--seed', '1', '--policy-a', 'search', '--budget-ms', '10')
    expect(text.out.split('\n')[0]).toMatch(/: 2 games, seed 1, A search \(10 ms\), B greedy, HP 3000/)
    expect(await run('matchup', A, B, '--budget-ms', '30', '--seed', '1')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--budget-ms is the search player's budget, and neither side plays search \(A greedy, B greedy\)/),
    })
    expect(await run('matchup', A, B, '--policy', 'search', '--budget-ms', '0', '--seed', '1')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--budget-ms takes 1 to 10000 milliseconds, got 0/),
    })
  })

  it('gives the same bytes on one worker thread or two (the built command)', () => {
    const bin = path.resolve('bin/ringside.cjs')
    const env = { ...process.env, RINGSIDE_DB: path.join(cli.dir(), 'bin.db') }
    const play = (threads: string) =>
      execFileSync(process.execPath, [bin, 'matchup', A, B, '--games', '200', '--seed', '4', '--policy', 'random', '--threads', threads, '--json'], {
        env,
        encoding: 'utf8',
      })
    const one = play('1')
    expect(JSON.parse(one).games).toBe(200)
    expect(play('2')).toBe(one)
  })

  it('prints a game of the run as a record that replays to its end (--watch)', async () => {
    const watched = await run('matchup', A, B, '--games', '10', '--seed', '5', '--watch', '4')
    expect(watched.code).toBe(0)
    const lines = watched.out.split('\n')
    expect(lines[0]).toMatch(/^# .* \(A, greedy\) against .* \(B, greedy\): game 4 of the matchup with seed 5/)
    expect(lines.slice(1, 4)).toEqual(['format: cfs-classic', 'first: B', expect.stringMatching(/^seed: -?\d+$/)])
    const replayed = await run('replay', cli.file('watched.record.txt', watched.out), '--json')
    expect(replayed.code).toBe(0)
    expect(JSON.parse(replayed.out).winner).toMatch(/^[AB]$/)
    expect((await run('matchup', A, B, '--games', '10', '--seed', '5', '--watch', '11')).err).toMatch(/--watch takes a game from 1 to 10, got 11/)
  })

  it('plays matches of best two out of three (--best-of 3)', async () => {
    const played = await run('matchup', A, B, '--games', '4', '--seed', '2', '--best-of', '3', '--json')
    expect(played.code).toBe(0)
    const report = JSON.parse(played.out)
    expect(report.match).toMatchObject({ bestOf: 3, matches: 4 })
    expect(report.games).toBeGreaterThanOrEqual(8)
    expect(report.games).toBeLessThanOrEqual(12)
    const text = await run('matchup', A, B, '--games', '4', '--seed', '2', '--best-of', '3')
    expect(text.out.split('\n')[0]).toMatch(/: 4 matches of best two out of three \(\d+ games\), seed 2, .*then the loser of each game$/)
    expect(text.out).toMatch(/\ngames last \d+\.\d turns on average/)
    expect(text.out.split('\n')[1]).toMatch(/^matches: .* wins [\d.]+% \(\d of 4 matches; 95% interval/)
    expect((await run('matchup', A, B, '--best-of', '2', '--seed', '1')).err).toMatch(/--best-of is 1 \(single games\) or 3/)
    expect((await run('matchup', A, B, '--best-of', '3', '--watch', '1', '--seed', '1')).err).toMatch(/--watch prints one game/)
  })
})
