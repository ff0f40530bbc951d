// `ringside tune`: each swap of a pool measured on the same games as the deck, as JSON and as lines.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { commandTests } from './command'

const { run, file, dir } = commandTests('tune')
const SHOTO = path.join(__dirname, '../../examples/shoto-rush.deck.txt')
const RUSH = path.join(__dirname, '../../examples/gauntlet/rush.deck.txt')

describe('ringside tune', () => {
  it('measures each swap of a listed pool against the goldfish, the same bytes for the same seed', async () => {
    const pool = file('pool.deck.txt', 'Main\n1 C075 Zero Gouki\n')
    const args = ['tune', SHOTO, '--pool', pool, '--games', '200', '--seed', '4', '--json']
    const played = await run(...args)
    expect(played.err).toBe('')
    expect(played.code).toBe(0)
    const report = JSON.parse(played.out)
    expect(report).toMatchObject({
      deck: 'Shoto Rush',
      goal: { kind: 'goldfish', against: [] },
      metric: 'kill-turn',
      games: 200,
      seed: 4,
      pool: 'list',
      screened: [],
    })
    // One copy of each of the deck's 18 different cards, each for Zero Gouki.
    expect(report.candidates).toBe(18)
    expect(report.swaps).toHaveLength(18)
    expect(new Set(report.swaps.map((s: { in: { number: string } }) => s.in.number))).toEqual(new Set(['C075']))
    expect(report.cards).toHaveLength(18)
    expect((await run(...args)).out).toBe(played.out)

    const text = await run('tune', SHOTO, '--pool', pool, '--games', '200', '--seed', '4')
    const lines = text.out.split('\n')
    expect(lines[0]).toBe('Shoto Rush against the goldfish (kill turn): 18 swaps measured at 200 games each, seed 4, pool: list')
    expect(lines[1]).toMatch(/^before: kill turn \d\.\d\d \(95% interval \d\.\d\d–\d\.\d\d\)$/)
    expect(lines[2]).toMatch(/^ {2}(better|worse | {2}\? {3}) +-?\d\.\d{3} turns {2}\(-?\d\.\d{3} to -?\d\.\d{3} turns\) {2}−1 \S+ .+, \+1 C075 Zero Gouki$/)
    expect(lines).toContain(report.verdict)
  })

  it('measures swaps against one deck, in win rate', async () => {
    const pool = file('pool2.deck.txt', 'Main\n1 C075 Zero Gouki\n')
    const played = await run('tune', SHOTO, RUSH, '--goal', 'matchup', '--pool', pool, '--games', '12', '--seed', '1', '--candidates', '3', '--json')
    expect(played.code).toBe(0)
    const report = JSON.parse(played.out)
    expect(report).toMatchObject({ goal: { kind: 'matchup', against: ['Rush'] }, metric: 'win-rate', games: 12 })
    expect(report.swaps).toHaveLength(3)
    expect(report.screened.map((s: { on: string }) => s.on)).toEqual(['goldfish', 'goal'])
  })

  it('makes the best sure swap and measures again with --steps', async () => {
    const pool = file('pool3.deck.txt', 'Main\n1 C075 Zero Gouki\n')
    const played = await run('tune', SHOTO, '--pool', pool, '--games', '1000', '--seed', '4', '--steps', '2', '--json')
    expect(played.code).toBe(0)
    const search = JSON.parse(played.out)
    expect(search.steps.length).toBeGreaterThanOrEqual(1)
    const applied = search.steps.flatMap((s: { applied: unknown }) => (s.applied ? [s.applied] : []))
    const zero = search.main.find((e: { number: string }) => e.number === 'C075')
    expect(zero?.count ?? 0).toBe(applied.length)
    expect(['sure', 'steps']).toContain(search.stopped)
    // A budget of games too small for a second step stops after the first.
    const budgeted = JSON.parse((await run('tune', SHOTO, '--pool', pool, '--games', '1000', '--seed', '4', '--steps', '3', '--budget', '1', '--json')).out)
    expect(budgeted.steps).toHaveLength(1)
    expect(budgeted.stopped).toBe(budgeted.steps[0].applied ? 'games' : 'sure')
    const text = await run('tune', SHOTO, '--pool', pool, '--games', '1000', '--seed', '4', '--steps', '3', '--budget', '1')
    expect(text.out.split('\n').at(-1)).toMatch(/ played; stopped: (the next step would pass --budget|no swap was sure)\)$/)
    expect((await run('tune', SHOTO, '--steps', '2', '--budget', 'soon', '--seed', '1')).err).toMatch(/--budget takes games \(200000\) or a time/)
    expect((await run('tune', SHOTO, '--budget', '100', '--seed', '1')).err).toMatch(/--budget limits the steps of --steps K/)
  })

  it('gives the same bytes here or on two worker threads (the built command), screening included', () => {
    const bin = path.resolve('bin/ringside.cjs')
    const env = { ...process.env, RINGSIDE_DB: path.join(dir(), 'bin.db') }
    const play = (threads: string) =>
      execFileSync(process.execPath, [bin, 'tune', SHOTO, '--games', '200', '--seed', '4', '--candidates', '10', '--threads', threads, '--json'], {
        env,
        encoding: 'utf8',
      })
    const one = play('1')
    expect(JSON.parse(one).screened).toEqual([{ on: 'goal', swaps: expect.any(Number), kept: 10, games: 20 }])
    expect(play('2')).toBe(one)
  })

  it('says what is wrong with the command line', async () => {
    const bad = await run('tune', SHOTO, '--goal', 'matchup')
    expect(bad.code).toBe(2)
    expect(bad.err).toMatch(/--goal matchup needs the deck to play against/)
    expect((await run('tune', SHOTO, '--goal', 'best')).err).toMatch(/--goal is goldfish, matchup <deck> or gauntlet, not "best"/)
    expect((await run('tune', SHOTO, '--games', '5', '--seed', '1')).err).toMatch(/at least 10 games/)
  })
})
