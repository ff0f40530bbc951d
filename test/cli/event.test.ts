// `ringside event`: a 6-player, 3-round Swiss event run from registration to standings at the command line, and
// the refusals an organiser meets on the way.
import fs from 'node:fs'
import path from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { commandTests } from './command'

const cli = commandTests('event')
const { run } = cli
const example = (name: string) => path.join(__dirname, '../../examples', name)
const PLAYERS = ['Ada', 'Ben', 'Cal', 'Dee', 'Eve', 'Fay']

describe('ringside event', () => {
  it('runs a 6-player, 3-round Swiss event from registration to standings', async () => {
    expect((await run('event', 'new', 'Club Night', '--format', 'cfs-classic', '--rounds', '3')).out).toBe(
      'event 1: Club Night, cfs-classic, 3 rounds of Swiss, matches best of three',
    )
    for (const [at, p] of PLAYERS.entries()) {
      const deck = example(at % 2 ? 'classic-clash.deck.txt' : 'shoto-rush.deck.txt')
      expect((await run('event', 'add', '1', p, deck)).out).toMatch(new RegExp(`^${p} registered in event 1 with .*: deck [0-9A-F]{8}$`))
    }
    // A deck that breaks the format: every problem, and no registration.
    const broken = await run('event', 'add', '1', 'Gus', example('shoto-rush-broken.deck.txt'))
    expect(broken.code).toBe(1)
    expect(broken.err).toContain('is not legal for cfs-classic; Gus is not registered')
    expect(broken.err).toContain('  DECK_SIZE: 54 cards, cfs-classic needs exactly 50 — remove 4')

    for (let round = 1; round <= 3; round++) {
      const paired = await run('event', 'pair', '1', '--json')
      const matches = JSON.parse(paired.out) as { a: string; b: string | null }[]
      expect(matches).toHaveLength(3)
      // The higher seat wins 2-1 at every table, entered from the loser's side at odd tables.
      for (const [at, m] of matches.entries()) {
        const entered = at % 2 ? await run('event', 'result', '1', m.b!, '1-2') : await run('event', 'result', '1', m.a, '2-1')
        expect(entered.code).toBe(0)
      }
    }
    expect(await run('event', 'pair', '1')).toMatchObject({ code: 2, err: 'ringside: all 3 rounds of event 1 are paired' })

    const standings = await run('event', 'standings', '1')
    const lines = standings.out.split('\n')
    expect(lines[0]).toBe('Club Night (event 1, cfs-classic): standings after round 3 of 3')
    expect(lines).toHaveLength(7)
    expect(lines[1]).toMatch(/^ {2}1\. \w+ +9 pts {2}3-0-0 {2}OMW [\d.]+% {2}GW 66\.7% {2}OGW [\d.]+% {2}deck [0-9A-F]{8}$/)
    const json = JSON.parse((await run('event', 'standings', '1', '--json')).out)
    expect(json.standings.map((s: { points: number }) => s.points).reduce((a: number, b: number) => a + b, 0)).toBe(27)
    expect(json.matches).toHaveLength(9)
    // No one met anyone twice.
    const met = json.matches.map((m: { a: string; b: string }) => [m.a, m.b].sort().join('–'))
    expect(new Set(met).size).toBe(9)

    // The metagame by plan (each deck's name here), and the whole event as a file.
    const meta = JSON.parse((await run('event', 'meta', '1', '--json')).out)
    expect(meta.plans.map((p: { players: number }) => p.players)).toEqual([3, 3])
    const sum = (key: 'won' | 'lost') => meta.plans.reduce((n: number, p: Record<string, number>) => n + p[key], 0)
    expect(sum('won')).toBe(sum('lost'))
    const exported = path.join(cli.dir(), 'event.json')
    expect((await run('event', 'export', '1', '-o', exported)).out).toBe(`${exported}: event 1, 6 players, 9 matches`)
    const whole = JSON.parse(fs.readFileSync(exported, 'utf8'))
    expect(whole.players[0]).toMatchObject({ name: 'Ada', hash: expect.stringMatching(/^[0-9A-F]{8}$/), list: expect.stringContaining('Main') })
    expect(whole.standings).toHaveLength(6)

    // Every decklist at once: a registration sheet a player.
    const sheets = path.join(cli.dir(), 'decklists.pdf')
    expect((await run('event', 'print', '1', '-o', sheets)).out).toBe(`${sheets}: 6 registration sheets, by player name`)
    expect((await PDFDocument.load(fs.readFileSync(sheets))).getPageCount()).toBe(6)
  })

  it('refuses in words: an unknown format, a result in no form, a player who dropped, a subcommand it does not know', async () => {
    expect(await run('event', 'new', 'X', '--format', 'cfs-nothing')).toMatchObject({ code: 2, err: expect.stringContaining('unknown format "cfs-nothing"') })
    await run('event', 'new', 'Two', '--rounds', '2')
    const id = JSON.parse((await run('event', '--json')).out).at(-1).id as number
    for (const p of ['Ada', 'Ben']) await run('event', 'add', String(id), p, example('shoto-rush.deck.txt'))
    await run('event', 'pair', String(id))
    expect(await run('event', 'result', String(id), 'Ada', 'two-nil')).toMatchObject({ code: 2, err: expect.stringContaining('not "two-nil"') })
    await run('event', 'drop', String(id), 'Ben')
    expect(await run('event', 'result', String(id), 'Ben', '2-0')).toMatchObject({ code: 2, err: 'ringside: Ben dropped after round 1: no result to enter' })
    expect(await run('event', 'close', String(id))).toMatchObject({ code: 2, err: expect.stringContaining('not "close"') })
  })

  it('runs a single-elimination bracket: the byes to the top seeds, each match named, the places at the end', async () => {
    const made = JSON.parse((await run('event', 'new', 'Knockout', '--elimination', 'single', '--json')).out)
    expect(made).toMatchObject({ structure: 'single', rounds: 0, topCut: 0 })
    const id = String(made.id)
    for (const p of ['Ada', 'Ben', 'Cal']) await run('event', 'add', id, p, example('shoto-rush.deck.txt'))
    // Three players in a bracket of four: Ada, seed 1, sits round 1 out.
    expect((await run('event', 'pair', id)).out).toBe('round 1, the bracket:\ntable 1: Ben against Cal (bracket round 1)')
    expect(await run('event', 'result', id, 'Ben', '1-1')).toMatchObject({ code: 2, err: expect.stringContaining('needs one') })
    await run('event', 'result', id, 'Cal', '2-0')
    expect((await run('event', 'pair', id)).out).toBe('round 2, the bracket:\ntable 1: Ada against Cal (bracket round 2)')
    await run('event', 'result', id, 'Ada', '2-1')
    const lines = (await run('event', 'standings', id)).out.split('\n')
    expect(lines.slice(0, 5)).toEqual([
      `Knockout (event ${id}, cfs-classic): standings after round 2 of the single-elimination bracket`,
      'the bracket: Ada won',
      '  1. Ada',
      '  2. Cal',
      '  3. Ben',
    ])
    expect(await run('event', 'new', 'X', '--elimination', 'double', '--rounds', '3')).toMatchObject({
      code: 2,
      err: expect.stringContaining('give --elimination alone'),
    })
  })

  it('locks the decklists and swaps two seats, refusing a swap into a repeat', async () => {
    const id = String(JSON.parse((await run('event', 'new', 'Fix', '--rounds', '2', '--json')).out).id)
    for (const p of ['Ada', 'Ben', 'Cal', 'Dee']) await run('event', 'add', id, p, example('shoto-rush.deck.txt'))
    const locked = await run('event', 'lock', id)
    expect(locked.out.split('\n')[0]).toBe(`the decklists of event ${id} are locked:`)
    expect(locked.out).toMatch(/ {2}Ada {2}deck [0-9A-F]{8}/)
    expect(await run('event', 'add', id, 'Eve', example('shoto-rush.deck.txt'))).toMatchObject({
      code: 2,
      err: expect.stringContaining('the decklists of event'),
    })
    await run('event', 'pair', id)
    expect((await run('event', 'swap', id, 'Ben', 'Dee')).out).toBe(`round 1, with Ben and Dee swapped:\ntable 1: Ada against Dee\ntable 2: Cal against Ben`)
    await run('event', 'result', id, 'Ada', '2-0')
    await run('event', 'result', id, 'Cal', '2-0')
    // Round 2: Ada–Cal and Dee–Ben by points; swapping Cal and Dee would pair Ada with Dee again.
    expect((await run('event', 'pair', id)).out).toContain('table 1: Ada against Cal')
    expect(await run('event', 'swap', id, 'Cal', 'Dee')).toMatchObject({
      code: 2,
      err: 'ringside: Ada and Dee met in round 1: a pairing edited into a repeat is refused',
    })
  })

  it('runs a Table Fighter event: each player drafts a character, locked and printed with its cards', async () => {
    const made = JSON.parse((await run('event', 'new', 'Fighter Night', '--format', 'tf', '--rounds', '2', '--json')).out)
    expect(made).toMatchObject({ format: 'tf', rounds: 2 })
    const id = String(made.id)
    for (const [p, c] of [
      ['Ada', 'ken'],
      ['Ben', 'chun-li'],
      ['Cal', 'ken'],
    ])
      expect((await run('event', 'add', id, p, c)).out).toMatch(
        new RegExp(`^${p} registered in event ${id} with ${c} \\((Ken|Chun-Li)\\): character [0-9A-F]{8}$`),
      )
    expect(await run('event', 'add', id, 'Dee', 'nobody')).toMatchObject({ code: 2, err: 'ringside: no Table Fighter character "nobody"' })
    expect(await run('event', 'add', id, 'Dee', example('shoto-rush.deck.txt'))).toMatchObject({
      code: 2,
      err: expect.stringContaining('no Table Fighter character'),
    })
    // A deck event refuses a character's registration by its format, and the other way round.
    const players = JSON.parse((await run('event', 'standings', id, '--json')).out).standings
    expect(players.map((s: { player: string; plan: string }) => `${s.player} ${s.plan}`).sort()).toEqual(['Ada Ken', 'Ben Chun-Li', 'Cal Ken'])
    expect((await run('event', 'pair', id)).out.split('\n')[0]).toBe('round 1 of 2:')
    const sheets = path.join(cli.dir(), 'fighters.pdf')
    expect((await run('event', 'print', id, '-o', sheets)).out).toBe(`${sheets}: 3 registration sheets, by player name`)
    expect((await PDFDocument.load(fs.readFileSync(sheets))).getPageCount()).toBe(3)
  })
})
