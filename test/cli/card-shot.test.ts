// The command for Card Shot!: characters, validate, show and print given a character (an example, a saved one or a
// file), and matchup, told apart from a Table Fighter matchup, with the same bytes for the same seed on any number
// of threads.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOK, WREN } from '../../src/main/games/cs/examples'
import { openingOdds } from '../../src/main/games/cs/odds'
import { commandTests } from './command'
import { pageCount, pageText } from '../pdf-render'

const cli = commandTests('cs')
const { run, runOn, file } = cli

const pdfText = (out: string) => {
  const bytes = new Uint8Array(fs.readFileSync(out))
  return Array.from({ length: pageCount(bytes) }, (_, i) => pageText(bytes, i + 1))
    .join('\n')
    .replace(/\s+/g, ' ')
}

/** Rook with three things wrong: no suit, a value past 10, and no special card on the Jack. */
const BROKEN = { ...ROOK, id: 'broken-rook', example: false, suit: null, specials: { ...ROOK.specials, A: { ...ROOK.specials.A, value: 12 }, J: undefined } }

describe('ringside characters --game cs', () => {
  it('lists the Card Shot! examples with their suit and special cards, as text and JSON', async () => {
    const text = await run('characters', '--game', 'cs')
    expect(text.code).toBe(0)
    expect(text.out.split('\n')).toEqual([
      'rook         cs  Rook (example): ♣ clubs; A Haymaker 9, K Iron Guard /5, Q Body Blow 7, J Jab 4, 2 Taunt 2',
      'wren         cs  Wren (example): ♥ hearts; A Falling Star 8, K Mirror Ward /6, Q Thorn Lash 7, J Second Wind /5, 2 Mend /3',
    ])
    expect(text.err).toBe('2 characters')
    const json = JSON.parse((await run('characters', '--game', 'cs', '--json')).out).characters
    expect(json[0]).toEqual({
      id: 'rook',
      game: 'cs',
      name: 'Rook',
      example: true,
      suit: 'clubs',
      specials: { A: 'Haymaker', K: 'Iron Guard', Q: 'Body Blow', J: 'Jab', '2': 'Taunt' },
    })
    expect(json).toHaveLength(2)
  })

  it("lists them after the other games' characters when no game is given", async () => {
    const all = JSON.parse((await run('characters', '--json')).out).characters
    expect(all.map((c: { id: string; game: string }) => `${c.game}:${c.id}`)).toEqual([
      'cc:gambit',
      'cc:ryu',
      'cc:cajun-and-shoto',
      'tf:ken',
      'tf:chun-li',
      'cs:rook',
      'cs:wren',
    ])
    const text = await run('characters')
    expect(
      text.out
        .split('\n')
        .slice(-2)
        .map((l) => l.split(/\s+/).slice(0, 2).join(' ')),
    ).toEqual(['rook cs', 'wren cs'])
    expect(text.err).toBe('6 characters, 1 tag team')
  })
})

describe('ringside validate, given a Card Shot! character', () => {
  it('says an example is legal, as text and JSON', async () => {
    expect(await run('validate', 'rook')).toEqual({ code: 0, out: 'legal: Rook (Card Shot! character)', err: '' })
    expect(JSON.parse((await run('validate', 'wren', '--json')).out)).toEqual({ game: 'cs', id: 'wren', name: 'Wren', legal: true, problems: [] })
  })

  it('gives every problem of a character file with its field and fix, exit 1', async () => {
    const broken = file('broken.json', BROKEN)
    const text = await run('validate', broken)
    expect(text.code).toBe(1)
    const lines = text.out.split('\n')
    expect(lines.map((l) => l.split(':')[0])).toEqual(['SUIT_MISSING', 'VALUE_RANGE', 'SPECIAL_MISSING'])
    expect(lines[0]).toMatch(/^SUIT_MISSING: suit: .* — pick the character's suit: spades, hearts, diamonds, clubs$/)
    expect(lines[1]).toMatch(/^VALUE_RANGE: specials\.A\.value: Haymaker's attack value is 12; .* — set the attack value to a whole number from 0 to 10$/)
    expect(lines[2]).toMatch(/^SPECIAL_MISSING: specials\.J: .* — /)
    const json = JSON.parse((await run('validate', broken, '--json')).out)
    expect(json).toMatchObject({ game: 'cs', id: 'broken-rook', legal: false })
    expect(json.problems.map((p: { field: string }) => p.field)).toEqual(['suit', 'specials.A.value', 'specials.J'])
  })

  it('a warning alone leaves the character legal, exit 0', async () => {
    const same = { ...ROOK, id: 'same', example: false, specials: { ...ROOK.specials, J: { ...ROOK.specials.J, b: ROOK.specials.J!.a } } }
    const text = await run('validate', file('same.json', same))
    expect(text.code).toBe(0)
    expect(text.out.split('\n')).toEqual(['legal: Rook (Card Shot! character)', expect.stringMatching(/^warning: EFFECT_SAME: specials\.J\.b: /)])
  })

  it('an unreadable file is named with the field, exit 2', async () => {
    const unreadable = await run(
      'validate',
      file('unreadable.json', { id: 'x', name: 'X', suit: 'clubs', specials: { K: { ...ROOK.specials.K, value: 'high' } } }),
    )
    expect(unreadable.code).toBe(2)
    expect(unreadable.err).toContain('unreadable.json: specials.K.value: ')
    const unknown = await run('validate', file('unknown.json', { id: 'x', name: 'X', suit: 'clubs', specials: { K: { ...ROOK.specials.K, power: 3 } } }))
    expect(unknown).toMatchObject({ code: 2, err: expect.stringContaining('unknown.json: specials.K.power: unknown field') })
    const suit = await run('validate', file('suit.json', { id: 'x', name: 'X', suit: 'stars', specials: {} }))
    expect(suit).toMatchObject({ code: 2, err: expect.stringContaining('suit.json: suit: ') })
  })
})

describe('ringside show, given a Card Shot! character', () => {
  it("shows the suit, each special card with its value and effects A and B, the card's text and the opening odds", async () => {
    const shown = await run('show', 'rook')
    expect(shown.code).toBe(0)
    const lines = shown.out.split('\n')
    expect(lines[0]).toBe('Rook (Card Shot!), an example')
    expect(lines[1]).toMatch(/^suit: ♣ clubs /)
    expect(lines).toContain('A  Haymaker — attack value 9')
    expect(lines).toContain('K  Iron Guard — defense value /5')
    expect(lines).toContain("     A (upright): +1 to this card's value (Ringside plays it as written)")
    expect(lines).toContain('     B (sideways): Your opponent discards the top 2 cards of their deck (Ringside plays it as written)')
    expect(lines).toContain(
      '     A (upright or sideways, its only effect): Damage Absorption: play this card to reduce the damage by 2 (Ringside plays it as: Damage Absorption: reduce the damage by 2)',
    )
    expect(lines).toContain(`     "${ROOK.specials.A!.text}"`)
    // An effect with no structured form is played by hand: its text alone.
    expect(lines).toContain(`     A (upright or sideways, its only effect): ${ROOK.specials['2']!.a!.text}`)
    const odds = openingOdds(ROOK)
    expect(lines.at(-1)).toBe(
      `opening five (exact): a joker ${(odds.joker * 100).toFixed(1)}%, a ♣ card ${(odds.suit * 100).toFixed(1)}%, a special card ${(odds.special * 100).toFixed(1)}%, a special card that absorbs ${(odds.absorb * 100).toFixed(1)}%`,
    )
  })

  it('shows a character file, and names an unreadable one', async () => {
    const mine = file('mine.json', { ...WREN, id: 'mine', name: 'Mine', example: false })
    expect((await run('show', mine)).out.split('\n')[0]).toBe('Mine (Card Shot!)')
    expect(await run('show', file('bad.json', { id: 'x', name: 'X', specials: { A: { name: 'A', value: 3, a: 'hit' } } }))).toMatchObject({
      code: 2,
      err: expect.stringContaining('bad.json: specials.A.a: '),
    })
  })
})

describe('ringside print, given a Card Shot! character', () => {
  it('writes the sheet and the quick reference, says so in one line, the same bytes each time', async () => {
    const out = path.join(cli.dir(), 'rook.pdf')
    expect(await run('print', 'rook', '-o', out)).toEqual({ code: 0, out: `${out}: 2 pages, 1 character and the quick reference on A4`, err: '' })
    const text = pdfText(out)
    for (const words of ['Rook', 'Haymaker', 'Iron Guard', 'EFFECT B · PLACED SIDEWAYS', 'A wild swing', 'Opening five', 'quick reference', '(04-02, 05-03)'])
      expect(text, words).toContain(words)
    const first = fs.readFileSync(out)
    expect((await run('print', 'rook', '-o', out)).code).toBe(0)
    expect(fs.readFileSync(out).equals(first)).toBe(true)
    const letter = path.join(cli.dir(), 'wren.pdf')
    expect(await run('print', 'wren', '-o', letter, '--paper', 'letter')).toMatchObject({
      code: 0,
      out: `${letter}: 2 pages, 1 character and the quick reference on Letter`,
    })
    expect(pdfText(letter)).toContain('Falling Star')
  })

  it('prints a character file, with a warning line when it is not legal', async () => {
    const out = path.join(cli.dir(), 'broken.pdf')
    const printed = await run('print', file('broken-print.json', BROKEN), '-o', out)
    expect(printed).toMatchObject({ code: 0, out: `${out}: 2 pages, 1 character and the quick reference on A4` })
    expect(printed.err).toMatch(/^ringside: warning: Rook is not legal \(SUIT_MISSING: .*; 2 more\) — ringside validate lists every problem$/)
    expect(pdfText(out)).toContain('No special card on this rank')
  })

  it("refuses the deck proxies' options, a bad paper and a missing -o in words, writing nothing", async () => {
    const out = path.join(cli.dir(), 'refused.pdf')
    for (const [flag, ...value] of [['--bleed', '2'], ['--decklist'], ['--calibration'], ['--card', '63x88']]) {
      const refused = await run('print', 'rook', '-o', out, flag, ...value)
      expect(refused.code, flag).toBe(2)
      expect(refused.err, flag).toContain(`a Card Shot! character prints on --paper alone; ${flag} is for deck proxies`)
    }
    expect(await run('print', 'rook', '-o', out, '--paper', 'a5')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--paper must be a4, letter, not "a5"'),
    })
    expect(await run('print', 'rook')).toMatchObject({ code: 2, err: expect.stringContaining('-o <out.pdf>') })
    expect(fs.existsSync(out)).toBe(false)
  })
})

describe('Card Shot! characters saved in the database', () => {
  it('are listed, validated, shown, printed and matched up by id like the examples', async () => {
    const { Services } = await import('../../src/main/services')
    const own = path.join(cli.dir(), 'saved.db')
    const services = new Services(own)
    const magpie = { ...WREN, id: 'magpie', name: 'Magpie', example: false, suit: 'spades' }
    try {
      expect(services.csCharacters.save(magpie, null).saved).not.toBeNull()
    } finally {
      services.close()
    }
    const listed = await runOn(own, 'characters', '--game', 'cs')
    expect(listed.out.split('\n')[2]).toMatch(/^magpie\s+cs {2}Magpie: ♠ spades; A Falling Star 8, /)
    expect(listed.err).toBe('3 characters')
    expect(await runOn(own, 'validate', 'magpie')).toMatchObject({ code: 0, out: 'legal: Magpie (Card Shot! character)' })
    expect((await runOn(own, 'show', 'magpie')).out.split('\n').slice(0, 2)).toEqual(['Magpie (Card Shot!)', expect.stringMatching(/^suit: ♠ spades/)])
    const pdf = path.join(cli.dir(), 'magpie.pdf')
    expect(await runOn(own, 'print', 'magpie', '-o', pdf)).toMatchObject({ code: 0, out: expect.stringContaining('2 pages') })
    expect(pdfText(pdf)).toContain('Magpie')
    const played = await runOn(own, 'matchup', 'magpie', 'rook', '--games', '50', '--seed', '3', '--json')
    expect(JSON.parse(played.out)).toMatchObject({ game: 'cs', games: 50, a: { id: 'magpie', name: 'Magpie' }, b: { id: 'rook' } })
  })
})

describe('ringside matchup, Card Shot!', () => {
  it("gives A's win rate with its interval, the game length and the odds; the same seed gives the same bytes", async () => {
    const once = await run('matchup', 'rook', 'wren', '--games', '2000', '--seed', '7', '--json')
    expect(once.code).toBe(0)
    const report = JSON.parse(once.out)
    expect(report).toMatchObject({
      game: 'cs',
      a: { id: 'rook', name: 'Rook' },
      b: { id: 'wren', name: 'Wren' },
      games: 2000,
      seed: 7,
      policies: { a: 'random', b: 'random' },
      first: 'alternate',
      draws: 0,
      odds: { a: openingOdds(ROOK), b: openingOdds(WREN) },
    })
    expect(report.interval[0]).toBeLessThan(report.interval[1])
    expect(report.winRate).toBeGreaterThanOrEqual(report.interval[0])
    expect(report.winRate).toBeLessThanOrEqual(report.interval[1])
    expect(report.wins.a + report.wins.b + report.draws).toBe(2000)
    expect(report.meanTurns).toBeGreaterThan(1)
    expect(Object.values(report.turns as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(2000)
    expect((await run('matchup', 'rook', 'wren', '--games', '2000', '--seed', '7', '--json')).out).toBe(once.out)
    expect((await run('matchup', 'rook', 'wren', '--games', '2000', '--seed', '8', '--json')).out).not.toBe(once.out)
  })

  it('takes who goes first and the policy', async () => {
    const first = async (who: string) => JSON.parse((await run('matchup', 'rook', 'wren', '--games', '300', '--seed', '4', '--first', who, '--json')).out)
    const a = await first('a')
    const b = await first('b')
    expect(a.first).toBe('a')
    expect(a.firstPlayerWins).toBe(a.wins.a)
    expect(b.first).toBe('b')
    expect(b.firstPlayerWins).toBe(b.wins.b)
    // The flag's value is the flag's, wherever it stands.
    expect(JSON.parse((await run('matchup', '--first', 'b', 'rook', 'wren', '--games', '300', '--seed', '4', '--json')).out)).toEqual(b)
    const greedy = JSON.parse((await run('matchup', 'rook', 'wren', '--games', '100', '--seed', '4', '--policy', 'greedy', '--json')).out)
    expect(greedy.policies).toEqual({ a: 'greedy', b: 'greedy' })
  })

  it('says it in words', async () => {
    const text = await run('matchup', 'rook', 'wren', '--games', '500', '--seed', '1')
    expect(text.code).toBe(0)
    const lines = text.out.split('\n')
    expect(lines[0]).toBe('Rook against Wren: 500 games, seed 1, both random, Rook goes first in even games, Wren in odd ones')
    expect(lines[1]).toMatch(
      /^Rook wins \d+\.\d% \(\d+ of 500 games; 95% interval \d+\.\d%–\d+\.\d%\); Wren wins \d+\.\d% \(\d+\); 0 undecided after 100 turns$/,
    )
    expect(lines[2]).toMatch(/^the Active Player of turn 1 won \d+ of 500 games$/)
    expect(lines[3]).toMatch(/^mean game length: \d+\.\d\d turns$/)
    expect(lines[4]).toMatch(
      /^Rook, a game on average: took \d+\.\d\d damage before absorption and absorbed \d+\.\d\d; a joker milled from the deck stopped the rest \d+\.\d\d times$/,
    )
    expect(lines[6]).toMatch(/^opening five \(exact\): Rook: a joker 17\.8%, a ♣ card /)
  })

  it('plays character files, and refuses one that is not legal with each field and its fix', async () => {
    const mine = file('mine-matchup.json', { ...WREN, id: 'mine', name: 'Mine', example: false })
    expect(JSON.parse((await run('matchup', mine, 'rook', '--games', '20', '--seed', '2', '--json')).out)).toMatchObject({ a: { id: 'mine' }, games: 20 })
    const broken = await run('matchup', 'rook', file('broken-matchup.json', BROKEN), '--games', '20', '--seed', '2')
    expect(broken.code).toBe(2)
    expect(broken.err.split('\n')).toEqual([
      expect.stringMatching(/^ringside: .*broken-matchup\.json: suit: .*\(fix: pick the character's suit: spades, hearts, diamonds, clubs\)$/),
      expect.stringMatching(/^ringside: .*broken-matchup\.json: specials\.A\.value: .*\(fix: /),
      expect.stringMatching(/^ringside: .*broken-matchup\.json: specials\.J: .*\(fix: /),
    ])
  })

  it('tells the games apart: one character of each is a usage mistake naming both', async () => {
    expect(await run('matchup', 'rook', 'ken', '--games', '10', '--seed', '1')).toEqual({
      code: 2,
      out: '',
      err: 'ringside: "rook" is a Card Shot! character and "ken" a Table Fighter character: a matchup is between two characters of the same game',
    })
    const ken = await run('matchup', 'ken', 'wren', '--games', '10', '--seed', '1')
    expect(ken).toMatchObject({ code: 2, err: expect.stringContaining('"ken" is a Table Fighter character and "wren" a Card Shot! character') })
    // A deck file against a character, either way round, is named as one: the deck is not looked up as a character.
    const deck = 'examples/shoto-rush.deck.txt'
    for (const args of [
      [deck, 'ken'],
      ['rook', deck],
    ]) {
      const mixed = await run('matchup', ...args, '--games', '10', '--seed', '1')
      expect(mixed).toMatchObject({ code: 2, err: expect.stringContaining(`"${deck}" is a deck file and "${args.find((a) => a !== deck)}" a `) })
      expect(mixed.err).toContain('a matchup is between two Card Fighters Special decks or two characters of one game')
    }
    // Two Table Fighter characters still play Table Fighter, which has no first player to pick.
    expect(JSON.parse((await run('matchup', 'ken', 'chun-li', '--games', '10', '--seed', '1', '--json')).out).game).toBe('tf')
    expect(await run('matchup', 'ken', 'chun-li', '--games', '10', '--seed', '1', '--first', 'a')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--first is for Card Shot!'),
    })
  })

  it('refuses an unknown character, a bad policy or first player and a missing count, saying why', async () => {
    expect(await run('matchup', 'rook', 'nobody', '--games', '10', '--seed', '1')).toMatchObject({
      code: 2,
      err: expect.stringContaining('no Card Shot! character "nobody"'),
    })
    expect(await run('matchup', 'nobody', 'none', '--games', '10', '--seed', '1')).toMatchObject({
      code: 2,
      err: expect.stringContaining(
        'no Table Fighter, Card Shot! or Capcom Crossovers character "nobody": give a character file (.json), the id of a saved character (ringside characters lists them) or of an example (ken, chun-li, rook, wren, gambit, ryu)',
      ),
    })
    expect(await run('matchup', 'rook', 'wren', '--games', '10', '--seed', '1', '--policy', 'best')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--policy must be one of random, greedy'),
    })
    expect(await run('matchup', 'rook', 'wren', '--games', '10', '--seed', '1', '--first', 'c')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--first must be one of a, b, alternate'),
    })
    expect(await run('matchup', 'rook', 'wren', '--games', '10', '--seed', '1', '--first')).toMatchObject({ code: 2, err: 'ringside: --first needs a value' })
    expect((await run('matchup', 'rook', 'wren', '--seed', '1', '--games', 'x')).err).toContain('--games needs a whole number, got "x"')
    expect((await run('matchup', 'rook', 'wren', '--seed', '1', '--json')).out).toContain('"games": 1000')
    expect((await run('matchup', 'rook', '--games', '10', '--seed', '1')).code).toBe(2)
  })

  it('gives the same bytes on one worker thread or two (the built command)', () => {
    const bin = path.resolve('bin/ringside.cjs')
    const env = { ...process.env, RINGSIDE_DB: path.join(cli.dir(), 'bin.db') }
    const fight = (threads: string) =>
      execFileSync(process.execPath, [bin, 'matchup', 'rook', 'wren', '--games', '24000', '--seed', '3', '--threads', threads, '--json'], {
        env,
        encoding: 'utf8',
      })
    const one = fight('1')
    expect(JSON.parse(one)).toMatchObject({ game: 'cs', games: 24000 })
    expect(fight('2')).toBe(one)
  })
})
