// The command for Table Fighter: characters, validate and show given a character (an example or a file), and
// matchup with the same bytes for the same seed on any number of threads.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { KEN } from '../../src/main/games/tf/examples'
import { commandTests } from './command'

const cli = commandTests('tf')
const { run, runOn, file } = cli

describe('ringside characters --game tf', () => {
  it('lists the Table Fighter examples with their cards', async () => {
    const text = await run('characters', '--game', 'tf')
    expect(text.code).toBe(0)
    expect(text.out.split('\n')[0]).toMatch(/^ken\s+tf {2}Ken \(example\): /)
    expect(text.err).toBe('2 characters')
    const json = JSON.parse((await run('characters', '--game', 'tf', '--json')).out).characters
    // In the deck's order, as show gives them, then the super.
    expect(json[0]).toEqual({ id: 'ken', game: 'tf', name: 'Ken', example: true, cards: [...KEN.order, 'Shinryuken'] })
  })
})

describe('Table Fighter characters saved in the database', () => {
  it('are listed, validated, shown, printed and matched up by id like the examples', async () => {
    const { Services } = await import('../../src/main/services')
    const own = path.join(cli.dir(), 'saved.db')
    const services = new Services(own)
    const gouki = { ...KEN, id: 'gouki', name: 'Gouki', example: false, order: [...KEN.order].reverse() }
    try {
      expect(services.tfCharacters.save(gouki, null).saved).not.toBeNull()
    } finally {
      services.close()
    }
    const listed = await runOn(own, 'characters', '--game', 'tf')
    expect(listed.out.split('\n')[2]).toMatch(/^gouki\s+tf {2}Gouki: Shoryuken, Roundhouse, Shoulder Throw, Guard, Hadoken, Jab, Shinryuken$/)
    expect(listed.err).toBe('3 characters')
    expect(await runOn(own, 'validate', 'gouki')).toMatchObject({ code: 0, out: 'legal: Gouki (Table Fighter character)' })
    const shown = (await runOn(own, 'show', 'gouki')).out.split('\n')
    expect(shown.slice(1, 7).map((l) => l.replace(/^ *\d+\. /, '').split(' — ')[0])).toEqual(gouki.order)
    const pdf = path.join(cli.dir(), 'gouki.pdf')
    expect(await runOn(own, 'print', 'gouki', '-o', pdf)).toMatchObject({ code: 0, out: expect.stringContaining('7 cards') })
    const played = await runOn(own, 'matchup', 'gouki', 'ken', '--games', '50', '--seed', '3', '--json')
    expect(JSON.parse(played.out)).toMatchObject({ games: 50, a: { name: 'Gouki' }, b: { name: 'Ken' } })
  })
})

describe('ringside validate and show, given a Table Fighter character', () => {
  it('says an example is legal and shows its deck in order, then its super', async () => {
    expect(await run('validate', 'ken')).toMatchObject({ code: 0, out: 'legal: Ken (Table Fighter character)' })
    const shown = (await run('show', 'ken')).out.split('\n')
    expect(shown[0]).toBe('Ken (Table Fighter), an example')
    expect(shown.slice(1, 7).map((l) => l.replace(/^ *\d+\. /, '').split(' — ')[0])).toEqual(KEN.order)
    expect(shown[7]).toMatch(/^super /)
  })

  it('gives every problem of a character file with its fix, exit 1; an unreadable one exit 2', async () => {
    const [first, second] = KEN.cards
    const broken = {
      ...KEN,
      id: 'broken-ken',
      example: false,
      cards: [
        { ...first, wins: [...first.wins, first.loses[0] ?? 'Block'], loses: [first.loses[0] ?? 'Block'] },
        ...KEN.cards.slice(1).filter((c) => c !== second),
      ],
      order: KEN.order.filter((n) => n !== second.name),
    }
    const checked = await run('validate', file('broken.json', broken), '--json')
    expect(checked.code).toBe(1)
    const codes = JSON.parse(checked.out).problems.map((p: { code: string }) => p.code)
    expect(codes).toEqual(expect.arrayContaining(['BASIC_COUNT', 'WIN_AND_LOSE']))
    const text = await run('validate', file('broken2.json', broken))
    expect(text.out).toMatch(/^BASIC_COUNT: /m)
    expect(text.out).toContain(' — ') // each problem with its fix
    const unreadable = await run('validate', file('unreadable.json', { id: 'x', name: 'X', cards: 'none' }))
    expect(unreadable.code).toBe(2)
    expect(unreadable.err).toContain('unreadable.json: cards')
  })
})

describe('ringside matchup', () => {
  it("gives A's win rate with its interval, the game length and the grid; the same seed gives the same bytes", async () => {
    const once = await run('matchup', 'ken', 'chun-li', '--games', '2000', '--seed', '7', '--json')
    expect(once.code).toBe(0)
    const report = JSON.parse(once.out)
    expect(report).toMatchObject({ game: 'tf', games: 2000, seed: 7, policies: { a: 'random', b: 'random' } })
    expect(report.interval[0]).toBeLessThan(report.interval[1])
    expect(report.winRate).toBeGreaterThanOrEqual(report.interval[0])
    expect(report.winRate).toBeLessThanOrEqual(report.interval[1])
    expect(report.wins.a + report.wins.b + report.draws).toBe(2000)
    expect(report.grid).toHaveLength(KEN.cards.length)
    expect((await run('matchup', 'ken', 'chun-li', '--games', '2000', '--seed', '7', '--json')).out).toBe(once.out)
    expect((await run('matchup', 'ken', 'chun-li', '--games', '2000', '--seed', '8', '--json')).out).not.toBe(once.out)
    // Greedy play has no chance in it: every game between two greedy players is the same game.
    const greedy = JSON.parse((await run('matchup', 'ken', 'chun-li', '--games', '200', '--seed', '7', '--policy', 'greedy', '--json')).out)
    expect(greedy.policies).toEqual({ a: 'greedy', b: 'greedy' })
    expect(Object.keys(greedy.turns)).toHaveLength(1)
    const text = await run('matchup', 'ken', 'chun-li', '--games', '500', '--seed', '1')
    expect(text.out.split('\n')[1]).toMatch(/^Ken wins \d+\.\d% \(\d+ of 500 games; 95% interval \d+\.\d%–\d+\.\d%\)/)
  })

  it('refuses an unknown character, a bad policy and a missing count, saying why', async () => {
    expect(await run('matchup', 'ken', 'nobody', '--games', '10', '--seed', '1')).toMatchObject({
      code: 2,
      err: expect.stringContaining('no Table Fighter character "nobody"'),
    })
    expect(await run('matchup', 'ken', 'chun-li', '--games', '10', '--seed', '1', '--policy', 'best')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--policy must be one of random, greedy'),
    })
    expect((await run('matchup', 'ken', '--games', '10', '--seed', '1')).code).toBe(2)
  })

  it('gives the same bytes on one worker thread or two (the built command)', () => {
    const bin = path.resolve('bin/ringside.cjs')
    const env = { ...process.env, RINGSIDE_DB: path.join(cli.dir(), 'bin.db') }
    const fight = (threads: string) =>
      execFileSync(process.execPath, [bin, 'matchup', 'ken', 'chun-li', '--games', '24000', '--seed', '3', '--threads', threads, '--json'], {
        env,
        encoding: 'utf8',
      })
    const one = fight('1')
    expect(JSON.parse(one).games).toBe(24000)
    expect(fight('2')).toBe(one)
  })
})

describe('ringside matchup of three to eight Table Fighter characters: a party', () => {
  it('gives each seat and each team its win rate with its interval, and the draws', async () => {
    const ffa = await run('matchup', 'ken', 'chun-li', 'ken', '--games', '300', '--seed', '5')
    expect(ffa.code).toBe(0)
    const lines = ffa.out.split('\n')
    expect(lines[0]).toBe('a party of 3: Ken, Chun-Li, Ken; each against every other; 300 games, seed 5, all random')
    expect(lines[1]).toMatch(/^seat 1 {2}Ken {6}wins [\d.]+% \(\d+ of 300; 95% interval [\d.]+%–[\d.]+%\)$/)
    const json = JSON.parse((await run('matchup', 'ken', 'chun-li', 'ken', 'chun-li', '--teams', '--games', '300', '--seed', '5', '--json')).out)
    expect(json).toMatchObject({ game: 'tf', mode: 'party', games: 300, policy: 'random' })
    expect(json.teams.map((t: { seats: number[] }) => t.seats)).toEqual([
      [1, 2],
      [3, 4],
    ])
    expect(json.teams[0].wins + json.teams[1].wins + json.draws).toBe(300)
    expect(json.seats[1]).toMatchObject({ seat: 2, team: 1, wins: json.teams[0].wins })
  })

  it('refuses teams that are not 2v2 or 4v4, a two-player option, and --teams for two', async () => {
    expect(await run('matchup', 'ken', 'chun-li', 'ken', '--teams', '--games', '10')).toMatchObject({
      code: 2,
      err: expect.stringContaining('team play is 2v2 or 4v4'),
    })
    expect(await run('matchup', 'ken', 'chun-li', 'ken', '--first', 'a', '--games', '10')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--first is not for a party'),
    })
    expect(await run('matchup', 'ken', 'chun-li', '--teams', '--games', '10')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--teams is for a Table Fighter party'),
    })
    expect(await run('matchup', 'ken', 'chun-li', 'nobody', '--games', '10')).toMatchObject({
      code: 2,
      err: expect.stringContaining('no Table Fighter character "nobody"'),
    })
  })

  it('gives the same bytes on one worker thread or two (the built command)', () => {
    const bin = path.resolve('bin/ringside.cjs')
    const env = { ...process.env, RINGSIDE_DB: path.join(cli.dir(), 'party.db') }
    const party = (threads: string) =>
      execFileSync(
        process.execPath,
        [bin, 'matchup', 'ken', 'chun-li', 'ken', 'chun-li', 'ken', '--games', '6000', '--seed', '3', '--threads', threads, '--json'],
        {
          env,
          encoding: 'utf8',
        },
      )
    const one = party('1')
    expect(JSON.parse(one).games).toBe(6000)
    expect(party('2')).toBe(one)
  })
})
