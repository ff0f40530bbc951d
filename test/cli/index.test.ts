import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { commandTests } from './command'

const cli = commandTests('cli')
const { run, runOn, file: deckFile } = cli

/** 50 cards: 16 characters ×3 and one action ×2. */
const LEGAL_CLASSIC = [
  'name: Shoto Rush',
  ...['C001', 'C002', 'C003', 'C004', 'C005', 'C006', 'C007', 'C008', 'C009', 'C010', 'S001', 'S002', 'S003', 'S004', 'S005', 'S006'].map((n) => `3 ${n}`),
  '2 A001',
].join('\n')

describe('ringside validate', () => {
  it('exits 0 for a legal deck', async () => {
    const r = await run('validate', deckFile('legal.deck.txt', LEGAL_CLASSIC))
    expect(r).toMatchObject({ code: 0, out: 'legal for cfs-classic: 50 cards' })
  })

  it('exits 1 and prints every violation, one per line, code first', async () => {
    const file = deckFile('illegal.deck.txt', LEGAL_CLASSIC.replace('3 C001', '4 C045').replace('2 A001', '2 A001\n2 S010'))
    const r = await run('validate', file)
    expect(r.code).toBe(1)
    expect(r.out.split('\n')).toEqual([
      'DECK_SIZE: 53 cards, cfs-classic needs exactly 50 — remove 3',
      'COPY_LIMIT: 4 copies of C045 Twelve, at most 3 — remove 1',
    ])
  })

  it('counts a CFC 1999 reprint as the same card, and refuses a Main with no character', async () => {
    const reprint = deckFile('reprint.deck.txt', `sets: cfs-base, cfc-1999\n${LEGAL_CLASSIC.replace('3 C002', '3 cfc-1999:C001 Ryu')}`)
    const r = await run('validate', reprint)
    expect(r).toMatchObject({ code: 1, out: 'COPY_LIMIT: 6 copies of C001 Ryu (3 from cfs-base, 3 from cfc-1999), at most 3 — remove 3' })
    const actions = deckFile('no-character.deck.txt', ['A001', 'A002', 'A003', 'A004', 'A005', 'A006', 'A007', 'A008'].map((n) => `3 ${n}`).join('\n'))
    expect((await run('validate', actions, '--format', 'cfs-classic')).out).toContain(
      'NO_CHARACTER: no character in Main, so no opening hand can be kept — add character cards to Main',
    )
  })

  it('prints JSON with --json and applies --format', async () => {
    const r = await run('validate', deckFile('legends.deck.txt', LEGAL_CLASSIC), '--format', 'cfs-legends', '--json')
    expect(r.code).toBe(1)
    expect(JSON.parse(r.out)).toEqual({
      format: 'cfs-legends',
      legal: false,
      size: 50,
      violations: [
        { code: 'DECK_SIZE', message: '50 cards, cfs-legends needs exactly 60', cards: [], fix: 'add 10' },
        { code: 'STRIKER_COUNT', message: '0 Strikers, cfs-legends needs exactly 3', cards: [], fix: 'add 3 character cards to Strikers' },
      ],
    })
  })

  it('exits 2 naming the line for an unknown card, and for a missing file or format', async () => {
    const r = await run('validate', deckFile('typo.deck.txt', '3 Ryu\n2 Chun-Lee\n'))
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/typo\.deck\.txt:2: unknown card "Chun-Lee" — did you mean C003 Chun Li/)
    expect((await run('validate', path.join(cli.dir(), 'missing.txt'))).err).toMatch(/missing\.txt: no such file/)
    expect((await run('validate', path.join(cli.dir(), 'missing.txt'))).code).toBe(2)
    const badFormat = await run('validate', deckFile('f.deck.txt', LEGAL_CLASSIC), '--format', 'nope')
    expect(badFormat).toMatchObject({ code: 2, err: expect.stringContaining('unknown format "nope"') })
    const json = await run('validate', deckFile('typo2.deck.txt', 'C999'), '--json')
    expect(JSON.parse(json.out)).toEqual({ file: expect.stringContaining('typo2'), errors: [{ line: 1, message: 'unknown card number C999' }] })
  })
})

describe('ringside search, show, formats', () => {
  it('search prints one card per line, number first, best first', async () => {
    const r = await run('search', 'chunli')
    expect(r.code).toBe(0)
    expect(r.out.split('\n')[0]).toMatch(/^C003 +Chun Li /)
  })

  it('search --json follows the contract', async () => {
    const r = await run('search', 'kind:capcom bp>=800 ability:square', '--limit', '3', '--json')
    const json = JSON.parse(r.out)
    expect(json).toMatchObject({ query: 'kind:capcom bp>=800 ability:square', total: expect.any(Number) })
    expect(json.cards).toHaveLength(3)
    expect(Object.keys(json.cards[0])).toEqual(['set', 'number', 'name', 'kind', 'rarity', 'bp', 'sp', 'cost', 'ability', 'text', 'backups', 'score'])
    expect(json.cards[0].ability).toEqual({ name: expect.any(String), type: 'square', text: expect.any(String) })
  })

  it('search counts in words, and finds loose card numbers', async () => {
    expect(await run('search', 'Fei Long')).toMatchObject({ code: 0, err: '1 of 1 card in cfs-base' })
    expect((await run('search', '#c1')).out).toMatch(/^C001 {2}Ryu /)
  })

  it('search exits 2 on a bad query or limit', async () => {
    expect(await run('search', 'colour:red')).toMatchObject({ code: 2, err: expect.stringContaining('unknown filter') })
    expect((await run('search', 'ryu', '--limit', 'x')).code).toBe(2)
  })

  it('show prints the canonical deck with counts by kind', async () => {
    const r = await run('show', deckFile('show.deck.txt', 'format: cfs-legends\n2x Sakura\nRyu\nStrikers\nC028\nA001'))
    expect(r.code).toBe(0)
    expect(r.out).toBe(
      [
        'format: cfs-legends',
        'Main',
        '2 C028 Sakura',
        '1 C001 Ryu',
        'Strikers',
        '1 C028 Sakura',
        '1 A001 Fight!',
        '# cfs-legends',
        '# Main: 3 cards: capcom 3',
        '# Strikers: 2 cards: capcom 1, action 1 (C028, A001)',
      ].join('\n'),
    )
  })

  it('formats lists the three formats', async () => {
    const r = await run('formats', '--json')
    expect(JSON.parse(r.out).map((f: { id: string }) => f.id)).toEqual(['cfs-classic', 'cfs-legends', 'cfp-original'])
    expect((await run('formats')).out).toContain('strikers: exactly 3')
  })

  it('exits 2 with usage on an unknown command', async () => {
    expect(await run('fly')).toMatchObject({ code: 2, err: expect.stringContaining('usage: ringside') })
  })
})

describe('ringside goldfish', () => {
  it('prints the contract JSON, the same for the same seed', async () => {
    const file = deckFile('fish.deck.txt', LEGAL_CLASSIC)
    const a = await run('goldfish', file, '--games', '2000', '--seed', '42', '--json')
    const b = await run('goldfish', file, '--games', '2000', '--seed', '42', '--json')
    expect(a.code).toBe(0)
    expect(a.out).toBe(b.out)
    const json = JSON.parse(a.out)
    expect(json).toMatchObject({ games: 2000, seed: 42, first: true, hp: 3000, coverage: { total: 50 } })
    expect(json.openingHand).toEqual({ redrawRate: expect.any(Number), meanRedraws: expect.any(Number) })
    expect(json.killTurn).toMatchObject({ mean: expect.any(Number), median: expect.any(Number), distribution: expect.any(Object) })
    expect(typeof json.deckOutRate).toBe('number')
    expect(json.perTurn[0]).toEqual({ turn: 1, characterRate: 1, backUpPairRate: expect.any(Number), meanSp: expect.any(Number), meanDamage: 0, killedRate: 0 })
    const other = await run('goldfish', file, '--games', '2000', '--seed', '43', '--json')
    expect(other.out).not.toBe(a.out)
    const second = JSON.parse((await run('goldfish', file, '--games', '2000', '--seed', '42', '--second', '--json')).out)
    expect(second.first).toBe(false)
    expect(second.killTurn.mean).toBeLessThan(json.killTurn.mean) // the extra turn-1 draw helps
  })

  it('prints a readable summary, and exits 2 on bad options or decks', async () => {
    const file = deckFile('fish2.deck.txt', LEGAL_CLASSIC)
    const text = await run('goldfish', file, '--games', '500', '--seed', '1')
    expect(text.out).toMatch(/500 games, seed 1, going first, HP 3000/)
    expect(text.out).toContain('goldfish: an empty ring, so no Striker can be sent (--striker-target gives it a character)')
    const target = await run('goldfish', file, '--games', '500', '--seed', '1', '--striker-target', '--json')
    expect(JSON.parse(target.out)).toMatchObject({ strikerTarget: true })
    expect(text.out).toMatch(/kill turn: mean \d/)
    expect(text.out).toMatch(
      /texts: \d+ of 50 cards played as printed \(\d+ texts exact, \d+ with no effect on a goldfish, \d+ plain characters\); \d+ partial, \d+ not modelled \(ringside effects lists each\)$/m,
    )
    // Reactions are never played against a goldfish: not counted as played, and said apart.
    const legends = await run('goldfish', 'examples/fatal-fury-legends.deck.txt', '--games', '20', '--seed', '1')
    expect(legends.out).toContain(
      'texts: 51 of 57 cards played as printed (27 texts exact, 21 with no effect on a goldfish, 3 plain characters); 0 partial, 0 not modelled; 6 reactions never played, as a goldfish never attacks',
    )
    // Without --games, 1,000 games; without --seed, a random seed said on stderr, which plays them again.
    expect((await run('goldfish', file, '--seed', '1')).out).toMatch(/: 1000 games, seed 1,/)
    const unseeded = await run('goldfish', file, '--games', '20')
    const seed = /^seed (\d+) \(no --seed given; --seed \1 plays these games again\)$/m.exec(unseeded.err)?.[1]
    expect(seed).toBeDefined()
    expect(unseeded.out).toBe((await run('goldfish', file, '--games', '20', '--seed', seed!)).out)
    expect((await run('goldfish', file, '--games', 'many')).err).toMatch(/--games needs a whole number, got "many"/)
    expect((await run('goldfish', file, '--games', '10', '--seed', 'x')).code).toBe(2)
    expect((await run('goldfish', file, '--games', '10', '--seed', '1', '--first', '--second')).code).toBe(2)
    const noChars = await run('goldfish', deckFile('actions.deck.txt', '3 A001\n3 A002'), '--games', '10', '--seed', '1')
    expect(noChars).toMatchObject({ code: 2, err: expect.stringContaining('no character') })
  })
})

describe('ringside characters', () => {
  it('lists the shipped examples, as text and as JSON, by game', async () => {
    const json = await run('characters', '--json')
    expect(json.code).toBe(0)
    const listed = JSON.parse(json.out).characters
    expect(listed.map((c: { id: string; game: string; example: boolean }) => [c.id, c.game, c.example])).toEqual([
      ['gambit', 'cc', true],
      ['ryu', 'cc', true],
      ['cajun-and-shoto', 'cc', true],
      ['ken', 'tf', true],
      ['chun-li', 'tf', true],
      ['rook', 'cs', true],
      ['wren', 'cs', true],
    ])
    expect(listed[0]).toMatchObject({ name: 'Gambit', combo: 5, moves: expect.arrayContaining(['Kinetic Card', 'Royal Flush']) })
    const text = await run('characters', '--game', 'cc')
    expect(text.out.split('\n')[0]).toMatch(/^gambit\s+cc {2}Gambit \(example\): HP \d+, Strength 7, Speed \d+, Combo 5; Kinetic Card \(J\)/)
    expect(text.err).toBe('2 characters, 1 tag team')
    expect(text.out.split('\n')[2]).toMatch(/^cajun-and-shoto +cc {2}Cajun and Shoto \(example tag team\): Gambit & Ryu$/)
    expect(listed[2]).toEqual({ id: 'cajun-and-shoto', game: 'cc', name: 'Cajun and Shoto', example: true, team: ['gambit', 'ryu'] })
    const shooters = JSON.parse((await run('characters', '--game', 'cs', '--json')).out).characters
    expect(shooters.map((c: { id: string; game: string }) => [c.id, c.game])).toEqual([
      ['rook', 'cs'],
      ['wren', 'cs'],
    ])
    expect(await run('characters', '--game', 'chess')).toMatchObject({ code: 2, err: expect.stringContaining('no game "chess" with characters') })
  })
})

describe('ringside combo', () => {
  it("scores the rule book's worked examples with the shipped Gambit, exit 0", async () => {
    const r = await run('combo', 'gambit', '4S', '5D', 'QH', '--json')
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out)).toEqual({
      legal: true,
      damage: 15,
      pointsUsed: 3,
      pointsLeft: 2,
      steps: [
        { cards: ['4S'], move: 'basic attack', damage: 4, points: 1 },
        { cards: ['5D'], move: 'basic attack', damage: 5, points: 1 },
        { cards: ['QH'], move: 'Cajun Slash', damage: 6, points: 1 },
      ],
    })
    expect(JSON.parse((await run('combo', 'Gambit', 'JH', 'AS', '--json')).out)).toMatchObject({ legal: true, damage: 38, pointsLeft: 0 })
    const text = await run('combo', 'gambit', '10c', '10d', '6h', 'jh')
    expect(text).toMatchObject({ code: 0, err: '' })
    expect(text.out.split('\n')[0]).toBe('Gambit: 20 damage, 5 combo points used, 0 left')
    expect(text.out).toMatch(/10C 10D\s+throw\s+6 {2}2 pt/)
  })

  it('exits 1 with the rule broken, 2 for cards or a character it cannot read', async () => {
    expect(await run('combo', 'gambit', '4S', '6D')).toMatchObject({
      code: 1,
      out: expect.stringMatching(/^illegal: basic attacks in a combo must go up in sequence/),
    })
    expect(JSON.parse((await run('combo', 'gambit', 'AS', '4S', '--json')).out)).toEqual({ legal: false, problem: expect.stringContaining('Type B') })
    expect(await run('combo', 'gambit', '4S', '5Z')).toMatchObject({ code: 2, err: expect.stringContaining('"5Z" is not a card') })
    expect(await run('combo', 'akuma', '4S')).toMatchObject({ code: 2, err: expect.stringContaining('no character "akuma"') })
    expect(await run('combo', deckFile('broken.json', '{"id": "x",'), '4S')).toMatchObject({ code: 2, err: expect.stringContaining('not valid JSON') })
    expect(await run('combo', deckFile('empty.json', '{}'), '4S')).toMatchObject({ code: 2, err: expect.stringContaining('empty.json: ') })
    expect(await run('combo', path.join(cli.dir(), 'none.json'), '4S')).toMatchObject({ code: 2, err: expect.stringContaining('none.json') })
  })

  it('refuses a card played twice, naming it: one deck holds one of each card', async () => {
    expect(await run('combo', 'gambit', '10C', '10C')).toMatchObject({ code: 1, out: 'illegal: 10C is played twice: a deck holds each card once' })
    expect(await run('combo', 'gambit', 'JH', 'JH', 'QH')).toMatchObject({ code: 1, out: 'illegal: JH is played twice: a deck holds each card once' })
    expect(JSON.parse((await run('combo', 'gambit', '10C', '10C', '--json')).out)).toEqual({
      legal: false,
      problem: '10C is played twice: a deck holds each card once',
    })
  })

  it('names the move of a face card as JH=<move> (any case), and says which moves a rank has when it does not', async () => {
    const { GAMBIT } = await import('../../src/main/games/cc/examples')
    const bigCard = { ...GAMBIT.moves[0], name: 'Big Card', type: 'A', damage: 12, points: 2, tag: [] }
    const file = deckFile('two-jacks.json', JSON.stringify({ ...GAMBIT, id: 'two-jacks', moves: [...GAMBIT.moves, bigCard] }))
    // One argument, or the name split by the shell: either way the words up to the next card name the move.
    for (const written of [
      ['JH=Big Card', 'QH'],
      ['jh=big', 'card', 'QH'],
      ['JH', '=', 'BIG CARD', 'QH'],
    ]) {
      const r = await run('combo', file, ...written, '--json')
      expect(r, written.join(' ')).toMatchObject({ code: 0, err: '' })
      expect(JSON.parse(r.out)).toMatchObject({
        legal: true,
        damage: 18,
        steps: [
          { cards: ['JH'], move: 'Big Card' },
          { cards: ['QH'], move: 'Cajun Slash' },
        ],
      })
    }
    const text = await run('combo', file, 'JH=Big Card', 'QH')
    expect(text.out).toMatch(/JH\s+Big Card\s+12 {2}2 pt/)
    // Unnamed, the Jack plays its first move, and the command says the Jack has two.
    const unnamed = await run('combo', file, 'JH', 'QH')
    expect(unnamed).toMatchObject({ code: 0, out: expect.stringMatching(/^Gambit: 14 damage/) })
    expect(unnamed.err).toBe(
      "ringside: warning: JH played Kinetic Card, the first of the Jack's moves (Kinetic Card, Big Card); name the one played as JH=<move>",
    )
    // A name the rank does not play is illegal, with the rule; a name with no card, or no name, cannot be read.
    expect(await run('combo', file, 'JH=Royal Flush')).toMatchObject({ code: 1, out: "illegal: JH: Gambit's Royal Flush is played on an Ace, not a Jack" })
    expect(await run('combo', file, '4S=Big Card')).toMatchObject({
      code: 1,
      out: 'illegal: a move is named for 4S, but only a face card or an ace plays a move',
    })
    expect(await run('combo', file, 'JH=', 'QH')).toMatchObject({ code: 2, err: expect.stringContaining('JH=: name the move after =') })
    expect(await run('combo', file, '=Big Card')).toMatchObject({ code: 2, err: expect.stringContaining('=Big: write the card before =') })
    // Gambit's example has one move a rank: nothing to warn about.
    expect(await run('combo', 'gambit', 'JH=kinetic card', 'AS')).toMatchObject({ code: 0, err: '' })
  })

  it("reads a sheet file, and refuses one that breaks the game's limits with the fix", async () => {
    const { GAMBIT } = await import('../../src/main/games/cc/examples')
    const file = deckFile('gambit.json', JSON.stringify({ ...GAMBIT, id: 'my-gambit', strength: 9 }))
    expect(await run('combo', file, '9S', '8D')).toMatchObject({ code: 1, out: expect.stringContaining('sequence') })
    expect(await run('combo', file, '8S', '9D')).toMatchObject({ code: 0 })
    const wrong = deckFile('wrong.json', JSON.stringify({ ...GAMBIT, strength: 11 }))
    expect(await run('combo', wrong, '4S')).toMatchObject({ code: 2, err: expect.stringMatching(/wrong\.json: strength: .*fix: /) })
  })
})

describe('ringside games', () => {
  it('lists every game served, as text and as JSON', async () => {
    const json = await run('games', '--json')
    expect(json.code).toBe(0)
    const listed = JSON.parse(json.out).games
    expect(listed.map((g: { id: string }) => g.id)).toEqual(['cfs', 'cc', 'tf', 'cs'])
    expect(listed[1]).toEqual({
      id: 'cc',
      name: 'Capcom Crossovers',
      builds: expect.stringContaining('tag team'),
      solo: expect.stringContaining('never blocks'),
    })
    const text = await run('games')
    expect(text.out.split('\n')[1]).toMatch(/^cc {3}Capcom Crossovers: a character sheet/)
  })
})

describe('ringside validate and show, given a character or a tag team', () => {
  it('validates a shipped example or a sheet file, every problem with its fix, exit 0 or 1', async () => {
    expect(await run('validate', 'gambit')).toMatchObject({ code: 0, out: 'legal: Gambit (Capcom Crossovers character)' })
    const { GAMBIT } = await import('../../src/main/games/cc/examples')
    const wrong = deckFile('broken-gambit.json', JSON.stringify({ ...GAMBIT, strength: 11, combo: 0 }))
    const text = await run('validate', wrong)
    expect(text.code).toBe(1)
    expect(text.out.split('\n')).toEqual([
      expect.stringMatching(/^STAT_RANGE: strength: .* — /),
      expect.stringMatching(/^STAT_RANGE: combo: .* — /),
      ...text.out.split('\n').slice(2),
    ])
    const json = JSON.parse((await run('validate', wrong, '--json')).out)
    expect(json).toMatchObject({ game: 'cc', name: 'Gambit', characters: ['gambit'], legal: false })
    expect(json.problems[0]).toMatchObject({ code: 'STAT_RANGE', level: 'error', field: 'strength', fix: expect.any(String) })
  })

  it('validates a tag team file: members by id or inline; the same sheet twice is refused, a missing [TS] super warned', async () => {
    const { RYU } = await import('../../src/main/games/cc/examples')
    const team = deckFile('team.json', JSON.stringify({ name: 'Cajun and Shoto', team: ['gambit', { ...RYU, id: 'my-ryu' }] }))
    const r = await run('validate', team, '--json')
    const json = JSON.parse(r.out)
    expect(json).toMatchObject({ name: 'Cajun and Shoto', characters: ['gambit', 'my-ryu'] })
    expect(r.code).toBe(json.legal ? 0 : 1)
    const same = await run('validate', deckFile('same.json', JSON.stringify({ team: ['gambit', 'gambit'] })))
    expect(same).toMatchObject({ code: 1, out: expect.stringContaining('TEAM_SAME_SHEET: team: both characters of the team are Gambit') })
    expect(await run('validate', deckFile('one.json', JSON.stringify({ team: ['gambit'] })))).toMatchObject({
      code: 2,
      err: expect.stringContaining('one.json: team: at least 2 entries'),
    })
    expect(await run('validate', deckFile('who.json', JSON.stringify({ team: ['gambit', 'akuma'] })))).toMatchObject({
      code: 2,
      err: expect.stringContaining('who.json: team.1: no character "akuma"'),
    })
  })

  it('shows the sheet: stats, ability and the moves by card', async () => {
    const r = await run('show', 'gambit')
    expect(r.code).toBe(0)
    const lines = r.out.split('\n')
    expect(lines[0]).toBe('# Gambit (Capcom Crossovers character)')
    expect(lines[2]).toMatch(/^ {2}HP \d+ {2}Strength 7 {2}Speed 3 {2}Agility \d+ {2}Endurance 7 {2}Combo 5$/)
    expect(r.out).toMatch(/Queen\s+Cajun Slash: type B, 6 damage, priority \d+, 1 pt/)
    // A deck file still goes to the deck commands.
    expect(await run('show', deckFile('still-a-deck.deck.txt', LEGAL_CLASSIC))).toMatchObject({ code: 0, out: expect.stringContaining('# cfs-classic') })
  })
})

describe('characters saved in the database', () => {
  it('are listed, validated, shown and scored by id like the examples', async () => {
    const { Services } = await import('../../src/main/services')
    const { RYU } = await import('../../src/main/games/cc/examples')
    const own = path.join(cli.dir(), 'characters.db')
    const services = new Services(own)
    try {
      services.characters.save({ ...RYU, id: 'dan', name: 'Dan', hp: 80 }, null)
    } finally {
      services.close()
    }
    const listed = JSON.parse((await runOn(own, 'characters', '--json')).out).characters
    expect(listed.map((c: { id: string }) => c.id)).toEqual(['gambit', 'ryu', 'dan', 'cajun-and-shoto', 'ken', 'chun-li', 'rook', 'wren'])
    expect(await runOn(own, 'validate', 'dan')).toMatchObject({ code: 0, out: 'legal: Dan (Capcom Crossovers character)' })
    expect((await runOn(own, 'show', 'DAN')).out.split('\n')[2]).toMatch(/^ {2}HP 80 /)
    expect((await runOn(own, 'combo', 'dan', '2S', '3S')).code).toBe(0)
    expect(await runOn(own, 'combo', 'akuma', '2S')).toMatchObject({ code: 2, err: expect.stringContaining('(gambit, ryu, dan)') })
    expect(await run('validate', 'dan')).toMatchObject({ code: 2 })
  })
})

describe('ringside goldfish and print, given a character', () => {
  it('runs a seeded batch with one character: the same report for the same seed, the exact opening odds beside the simulated', async () => {
    const a = await run('goldfish', 'gambit', '--games', '3000', '--seed', '11', '--json')
    expect(a.code).toBe(0)
    const report = JSON.parse(a.out)
    expect(report).toMatchObject({ game: 'cc', character: { id: 'gambit', name: 'Gambit' }, games: 3000, seed: 11, first: true, hp: 100 })
    expect(JSON.parse((await run('goldfish', 'gambit', '--games', '3000', '--seed', '11', '--json')).out)).toEqual(report)
    const { simulateCc } = await import('../../src/main/games/cc/goldfish')
    const { GAMBIT } = await import('../../src/main/games/cc/examples')
    const tally = simulateCc(GAMBIT, { games: 3000, seed: 11 })
    expect(report.killTurn.distribution).toEqual(Object.fromEntries([...tally.kills].flatMap((n, t) => (n ? [[String(t), n]] : []))))
    expect(report.mulliganRate).toBeCloseTo(tally.mulligans / 3000, 6)
    for (const what of ['throw', 'ace', 'special'] as const) {
      expect(Math.abs(report.opening[what].simulated - report.opening[what].exact)).toBeLessThan(0.04)
    }
    expect(report.perTurn[0]).toMatchObject({ turn: 1, playingRate: 1 })
    const text = await run('goldfish', 'gambit', '--games', '3000', '--seed', '11', '--second', '--hp', '150')
    expect(text.out.split('\n')[0]).toBe('Gambit: 3000 games, seed 11, going second, goldfish HP 150')
    expect(text.out).toMatch(/first seven: a throw [\d.]+% \(exact [\d.]+%\)/)
  })

  it('says who wins on time over: the highest HP, equal HP a draw, in the text and the JSON', async () => {
    // A goldfish of 100,000 HP outlasts every deck: each game is a time over that Gambit's 100 HP loses.
    const json = JSON.parse((await run('goldfish', 'gambit', '--games', '50', '--seed', '3', '--hp', '100000', '--json')).out)
    expect(json.timeOverRate).toBe(1)
    expect(json.timeOver).toEqual({ rule: 'the highest HP wins; equal HP is a draw game', characterHp: 100, wonRate: 0, drawnRate: 0, lostRate: 1 })
    const text = await run('goldfish', 'gambit', '--games', '50', '--seed', '3', '--hp', '100000')
    expect(text.out.split('\n')).toContain(
      'time over: the highest HP wins, equal HP is a draw; Gambit keeps its 100 HP (the goldfish never attacks): won 0.00%, drawn 0.00%, lost 100.00%',
    )
  })

  it('refuses a team, deck-only options and a sheet that cannot play', async () => {
    const team = deckFile('goldfish-team.json', JSON.stringify({ team: ['gambit', 'ryu'] }))
    expect(await run('goldfish', team, '--games', '10', '--seed', '1')).toMatchObject({ code: 2, err: expect.stringContaining('1-on-1 games') })
    expect(await run('goldfish', 'ryu', '--games', '10', '--seed', '1', '--striker-target')).toMatchObject({
      code: 2,
      err: expect.stringContaining('for decks'),
    })
    const { GAMBIT } = await import('../../src/main/games/cc/examples')
    const weak = deckFile('weak.json', JSON.stringify({ ...GAMBIT, speed: 0 }))
    expect(await run('goldfish', weak, '--games', '10', '--seed', '1')).toMatchObject({ code: 2, err: expect.stringContaining('speed') })
  })

  it('prints a character on one page and a team on two, on A4 or Letter', async () => {
    const one = path.join(cli.dir(), 'gambit.pdf')
    expect(await run('print', 'gambit', '-o', one)).toMatchObject({ code: 0, out: `${one}: 1 page, 1 character on A4` })
    expect(fs.readFileSync(one).subarray(0, 5).toString()).toBe('%PDF-')
    const two = path.join(cli.dir(), 'team.pdf')
    const team = deckFile('print-team.json', JSON.stringify({ team: ['gambit', 'ryu'] }))
    expect(await run('print', team, '-o', two, '--paper', 'letter')).toMatchObject({ code: 0, out: `${two}: 2 pages, 2 characters on Letter` })
    expect(await run('print', 'gambit', '-o', one, '--backs', 'long')).toMatchObject({ code: 2, err: expect.stringContaining('--backs is for deck proxies') })
  })
})

describe('ringside effects', () => {
  it('lists every text of a set with its class, reactions as not played against a goldfish, and counts them', async () => {
    const r = await run('effects', '--set', 'cfs-base', '--json')
    expect(r.code).toBe(0)
    const { cards, counts } = JSON.parse(r.out)
    expect(cards).toHaveLength(324)
    expect(counts.exact + counts.noEffect + counts.partial + counts.notModelled).toBe(324)
    expect(counts.exact + counts.noEffect).toBeGreaterThanOrEqual(200)
    const byNumber = new Map(cards.map((c: { number: string }) => [c.number, c]))
    // The 40 reactions are there, each saying why a goldfish never meets it.
    const reactions = cards.filter((c: { number: string }) => c.number.startsWith('R'))
    expect(reactions).toHaveLength(40)
    expect(reactions.every((c: { class: string; reason: string }) => c.class === 'no-effect' && c.reason.startsWith('not played against a goldfish'))).toBe(
      true,
    )
    // A014 Earth's Pike deals 500 damage: played exactly, with its structured form.
    expect(byNumber.get('A014')).toMatchObject({ set: 'cfs-base', class: 'exact', effect: { when: 'play', ops: [{ op: 'damage', n: 500 }] } })
    expect(byNumber.get('S160')).toEqual({
      set: 'cfs-base',
      number: 'S160',
      name: expect.any(String),
      class: 'not-modelled',
      reason: 'random abilities from the card pool are not modelled',
    })
    expect(
      cards.every((c: { class: string; reason?: string; effect?: unknown }) => (c.class === 'exact' ? c.effect !== undefined : typeof c.reason === 'string')),
    ).toBe(true)
    const text = await run('effects', '--set', 'cfs-base')
    expect(text.out.split('\n')).toHaveLength(324)
    expect(text.err).toBe(
      `324 texts: ${counts.exact} exact, ${counts.noEffect} no effect against a goldfish, ${counts.partial} partial, ${counts.notModelled} not modelled`,
    )
    expect(await run('effects', '--set', 'nope')).toMatchObject({ code: 2, err: expect.stringContaining('no set "nope"') })
  })

  it('--two-player: how the engine for two plays each text, exact, partial or by hand, with the share exact', async () => {
    const r = await run('effects', '--set', 'cfs-base', '--two-player', '--json')
    expect(r.code).toBe(0)
    const { twoPlayer, cards, counts } = JSON.parse(r.out)
    expect(twoPlayer).toBe(true)
    expect(cards).toHaveLength(324)
    expect(counts.noEffect).toBe(0)
    expect(counts.exact).toBeGreaterThanOrEqual(Math.ceil(0.85 * 324))
    const byNumber = new Map(cards.map((c: { number: string }) => [c.number, c]))
    // R003 Robot Punch is played, aimed at an enemy character; R020 Clone is applied by hand.
    expect(byNumber.get('R003')).toMatchObject({ class: 'exact', effect: { ops: [{ op: 'bp', who: { side: 'enemy' }, n: -300 }] } })
    expect(byNumber.get('R020')).toMatchObject({ class: 'not-modelled', reason: expect.stringContaining('by hand') })
    const text = await run('effects', '--set', 'cfs-base', '--two-player')
    expect(text.out).toContain('R020  Clone  by hand: ')
    expect(text.err).toBe(
      `324 texts for two players: ${counts.exact} exact (${((100 * counts.exact) / 324).toFixed(1)}% exact), ${counts.partial} partial, ${counts.notModelled} by hand`,
    )
  })
})

describe('ringside print', () => {
  it('writes the PDF: one sheet per 9 cards, then the pages asked for', async () => {
    const out = path.join(cli.dir(), 'deck.pdf')
    const r = await run('print', deckFile('print.deck.txt', LEGAL_CLASSIC), '-o', out, '--decklist', '--calibration', '--backs', 'short')
    expect(r).toMatchObject({ code: 0, out: `${out}: 14 pages, 50 cards, 3×3 on A4` })
    expect(fs.readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-')
    const letter = await run('print', deckFile('print.deck.txt', LEGAL_CLASSIC), '-o', out, '--paper', 'letter', '--card', '59x86', '--gap', '2')
    expect(letter.out).toBe(`${out}: 6 pages, 50 cards, 3×3 on Letter`)
  })

  it('exits 2 on bad options or a bad deck, and leaves no file behind', async () => {
    const deck = deckFile('print.deck.txt', LEGAL_CLASSIC)
    const out = path.join(cli.dir(), 'never.pdf')
    expect(await run('print', deck)).toMatchObject({ code: 2, err: expect.stringContaining('print needs -o <out.pdf>') })
    expect(await run('print', deck, '-o', out, '--paper', 'a3')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--paper must be a4, letter, not "a3"'),
    })
    expect(await run('print', deck, '-o', out, '--bleed', 'lots')).toMatchObject({ code: 2, err: expect.stringContaining('--bleed needs millimetres') })
    expect(await run('print', deck, '-o', out, '--paper', 'letter', '--card', '120x275')).toMatchObject({
      code: 2,
      err: expect.stringContaining('does not fit on Letter paper'),
    })
    expect(await run('print', deck, '-o', out, '--images', path.join(cli.dir(), 'no-such-folder'))).toMatchObject({
      code: 2,
      err: expect.stringContaining('no such folder'),
    })
    expect(await run('print', deckFile('bad.deck.txt', '3 C999'), '-o', out)).toMatchObject({ code: 2, err: expect.stringContaining(':1:') })
    expect(fs.existsSync(out)).toBe(false)
  })
})

describe('ringside import, export, check and backup', () => {
  it('imports the sample set, says what changed, and exports it back unchanged', async () => {
    const sample = path.resolve('db/sample-cards.csv')
    const dry = await run('import', sample, '--set', 'promos', '--dry-run')
    expect(dry).toMatchObject({ code: 0, out: expect.stringContaining('promos (new set): 8 new, 0 changed, 0 unchanged — dry run, nothing written') })
    expect((await run('export', 'promos')).code).toBe(2) // not there yet
    const done = await run('import', sample, '--set', 'promos', '--name', 'Promo cards', '--verbose')
    expect(done.code).toBe(0)
    expect(done.out.split('\n')[0]).toBe('new      C901  Ryu (Promo)')
    expect((await run('import', sample, '--set', 'promos', '--json')).out).toContain('"unchanged": 8')

    const csv = path.join(cli.dir(), 'promos.csv')
    expect(await run('export', 'promos', '-o', csv)).toMatchObject({ code: 0, out: `${csv}: 8 cards of promos` })
    expect(fs.readFileSync(csv, 'utf8')).toBe(fs.readFileSync(sample, 'utf8'))
    const json = JSON.parse((await run('export', 'promos', '--as', 'json')).out)
    expect(json).toMatchObject({ ringside: 'cards', version: 1, set: { id: 'promos', name: 'Promo cards' } })
    expect(json.cards).toHaveLength(8)
  })

  it('exits 1 with every problem by file, line and field, and writes nothing', async () => {
    const bad = deckFile('bad.csv', 'number,name,kind,bp,sp\nC001,Ryu,capcom,abc,1\nS002,Terry,snk,800,\n')
    const result = await run('import', bad, '--set', 'broken')
    expect(result.code).toBe(1)
    expect(result.err.split('\n')).toEqual([
      `${bad}:2: bp: "abc" is not a whole number`,
      `${bad}:3: sp: a character needs SP`,
      '2 problems; nothing was imported',
    ])
    expect((await run('check')).code).toBe(0)
    expect((await run('search', 'set:broken')).out).toBe('')
  })

  it('checks integrity, and backs up, lists and restores the database', async () => {
    expect(await run('check', '--json')).toMatchObject({ code: 0, out: expect.stringContaining('"ok": true') })
    const written = await run('backup')
    expect(written.out).toMatch(/backups[\\/]cli-\d{8}T\d{9}Z-manual\.db \(\d+ KB\)$/)
    expect((await run('backup', '--list')).out).toContain('manual')
    const restored = await run('backup', '--restore', 'latest')
    expect(restored).toMatchObject({ code: 0, out: expect.stringMatching(/^restored .*cli\.db from .*manual\.db; the file it replaced is kept as /) })
    expect((await run('search', 'set:promos ryu')).out).toContain('promos:C901')
  })
})

describe('the built ringside command', () => {
  const bin = path.resolve('bin/ringside.cjs')
  it('runs from its bin entry with RINGSIDE_DB and keeps the exit codes', () => {
    const env = { ...process.env, RINGSIDE_DB: path.join(cli.dir(), 'bin.db') }
    const legal = spawnSync(process.execPath, [bin, 'validate', deckFile('bin.deck.txt', LEGAL_CLASSIC)], { env, encoding: 'utf8' })
    expect(legal.status).toBe(0)
    expect(fs.existsSync(env.RINGSIDE_DB)).toBe(true)
    const illegal = spawnSync(process.execPath, [bin, 'validate', deckFile('bin2.deck.txt', '4 C001')], { env, encoding: 'utf8' })
    expect(illegal.status).toBe(1)
    expect(illegal.stdout).toContain('COPY_LIMIT: 4 copies of C001 Ryu, at most 3 — remove 1')
    const found = execFileSync(process.execPath, [bin, 'search', 'geese'], { env, encoding: 'utf8' })
    expect(found.split('\n')[0]).toMatch(/^S019 +Geese/)
  })

  it('goldfish gives the same answer on one worker thread or two', () => {
    const env = { ...process.env, RINGSIDE_DB: path.join(cli.dir(), 'bin.db') }
    const deck = deckFile('threads.deck.txt', LEGAL_CLASSIC)
    const fish = (threads: string) =>
      execFileSync(process.execPath, [bin, 'goldfish', deck, '--games', '30000', '--seed', '9', '--threads', threads, '--json'], { env, encoding: 'utf8' })
    const one = fish('1')
    expect(JSON.parse(one).games).toBe(30000)
    expect(fish('2')).toBe(one)
  })

  it('loads no picture, font or PDF code for help, search or validate (start-up), and loads it to print', () => {
    const env = { ...process.env, RINGSIDE_DB: path.join(cli.dir(), 'bin.db') }
    // The packages the process requires, recorded as it runs the command.
    const loaded = (...args: string[]) => {
      const hook = `const M = require('node:module'); const seen = new Set(); const load = M._load;
        M._load = function (r, ...rest) { seen.add(r); return load.call(this, r, ...rest) };
        process.on('exit', () => process.stderr.write('\\nLOADED ' + [...seen].join(' ')));
        process.argv = [process.argv[0], ${JSON.stringify(bin)}, ...process.argv.slice(1)]; require(${JSON.stringify(bin)})`
      const run = spawnSync(process.execPath, ['-e', hook, ...args], { env, encoding: 'utf8' })
      return run.stderr.split('LOADED ')[1].split(' ')
    }
    // A package counts by its name or by a path into it.
    const heavy = (modules: string[]) => ['jimp', 'pdf-lib', '@pdf-lib/fontkit'].filter((h) => modules.some((m) => m === h || m.includes(`node_modules/${h}/`)))
    for (const args of [['help'], ['search', 'ryu'], ['validate', deckFile('light.deck.txt', LEGAL_CLASSIC)]]) {
      expect(heavy(loaded(...args)), args.join(' ')).toEqual([])
    }
    expect(loaded('help')).not.toContain('better-sqlite3')
    expect(heavy(loaded('print', 'gambit', '-o', path.join(cli.dir(), 'light.pdf')))).toEqual(['pdf-lib', '@pdf-lib/fontkit'])
  })

  it('a Capcom Crossovers goldfish gives the same answer on one worker thread or two', () => {
    const env = { ...process.env, RINGSIDE_DB: path.join(cli.dir(), 'bin.db') }
    const fish = (threads: string) =>
      execFileSync(process.execPath, [bin, 'goldfish', 'gambit', '--games', '40000', '--seed', '5', '--threads', threads, '--json'], { env, encoding: 'utf8' })
    const one = fish('1')
    expect(JSON.parse(one)).toMatchObject({ game: 'cc', games: 40000 })
    expect(fish('2')).toBe(one)
  })
})

describe('the command line as a new user types it', () => {
  it('has --version, version, help and help <command>', async () => {
    const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8'))
    expect(await run('--version')).toMatchObject({ code: 0, out: `ringside ${version}` })
    expect(await run('version')).toMatchObject({ code: 0, out: `ringside ${version}` })
    const help = await run('help')
    expect(help).toMatchObject({ code: 0, out: expect.stringContaining('usage: ringside <command> [options]') })
    expect(help.out).toContain('validate <deck file|folder|character>...')
    const one = await run('help', 'goldfish')
    expect(one).toMatchObject({ code: 0, out: expect.stringMatching(/^usage: ringside goldfish <deck file|character> --games N --seed S/) })
    expect(one.out).not.toContain('print <deck file')
    expect((await run('search', '--help')).out).toMatch(/^usage: ringside search "<query>"/)
    expect(await run('help', 'fly')).toMatchObject({ code: 2, err: 'ringside: no command "fly" (ringside help lists the commands)' })
  })

  it('answers a mistyped or misplaced option in one line of its own, with the option meant', async () => {
    expect(await run('search', '--limt', '3', 'ryu')).toMatchObject({
      code: 2,
      err: 'ringside: search has no option --limt — did you mean --limit? (ringside help search lists its options)',
    })
    expect(await run('validate', deckFile('o.deck.txt', LEGAL_CLASSIC), '--games', '3')).toMatchObject({
      code: 2,
      err: 'ringside: validate has no option --games (ringside help validate lists its options)',
    })
    expect(await run('search', 'ryu', '--limit')).toMatchObject({ code: 2, err: 'ringside: --limit needs a value' })
    expect(await run('search', 'ryu', '--json=yes')).toMatchObject({ code: 2, err: 'ringside: --json takes no value (got "yes")' })
    expect(await run('show', 'a.txt', 'b.txt')).toMatchObject({ code: 2, err: 'ringside: show takes one argument (a deck file), got 2: a.txt b.txt' })
    // The suggestion stays on screen: one line of usage for the command meant, not the whole list.
    expect(await run('serch', 'ryu')).toMatchObject({
      code: 2,
      err: 'ringside: unknown command "serch" — did you mean search?\nusage: ringside search "<query>" [--limit N] [--json]',
    })
  })

  it('takes a negative seed after --seed', async () => {
    const r = await run('goldfish', deckFile('neg.deck.txt', LEGAL_CLASSIC), '--games', '50', '--seed', '-5', '--json')
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out)).toMatchObject({ games: 50, seed: -5 })
  })
})

/** The app's own deck JSON, as "JSON…" in the deck panel writes it. */
const APP_JSON = JSON.stringify(
  {
    ringside: 'deck',
    version: 1,
    name: 'Shoto Rush',
    format: 'cfs-classic',
    sets: ['cfs-base'],
    main: [
      ...['C001', 'C002', 'C003', 'C004', 'C005', 'C006', 'C007', 'C008', 'C009', 'C010', 'S001', 'S002', 'S003', 'S004', 'S005', 'S006'].map((number) => ({
        set: 'cfs-base',
        number,
        count: 3,
      })),
      { set: 'cfs-base', number: 'A001', count: 2, name: 'Fight!' },
    ],
    strikers: [],
  },
  null,
  2,
)

describe('deck JSON files', () => {
  it("validate, show, goldfish and print read the app's deck JSON", async () => {
    const file = deckFile('shoto.deck.json', APP_JSON)
    expect(await run('validate', file)).toMatchObject({ code: 0, out: 'legal for cfs-classic: 50 cards' })
    expect((await run('show', file)).out).toMatch(/^name: Shoto Rush\nformat: cfs-classic\nMain\n3 C001 Ryu\n/)
    expect(JSON.parse((await run('goldfish', file, '--games', '100', '--seed', '3', '--json')).out)).toMatchObject({ games: 100 })
    const out = path.join(cli.dir(), 'json-deck.pdf')
    expect(await run('print', file, '-o', out)).toMatchObject({ code: 0, out: `${out}: 6 pages, 50 cards, 3×3 on A4` })
  })

  it('a JSON deck that does not parse says where, whatever its first character', async () => {
    const cut = await run('validate', deckFile('cut.deck.json', APP_JSON.slice(0, 200)))
    expect(cut).toMatchObject({ code: 2, err: expect.stringMatching(/cut\.deck\.json:\d+: not valid JSON: .*\(line \d+, column \d+\)$/) })
    const array = await run('validate', deckFile('array.deck.json', '[[[['))
    expect(array).toMatchObject({ code: 2, err: expect.stringContaining('array.deck.json:1: not valid JSON: a closing ] is missing (line 1, column 5)') })
    const nan = await run('validate', deckFile('nan.json', '{"ringside": "deck", "version": NaN}'))
    expect(nan).toMatchObject({ code: 2, err: expect.stringContaining('nan.json:1: not valid JSON: unexpected character (line 1, column 33)') })
    expect(await run('validate', deckFile('shape.json', '{"ringside": "deck"}'))).toMatchObject({
      code: 2,
      err: expect.stringContaining('shape.json: version:'),
    })
  })
})

describe('search finds what players type', () => {
  it('finds a card by its number, typed alone or with number:', async () => {
    expect((await run('search', 'C001')).out.split('\n')).toEqual([expect.stringMatching(/^C001 +Ryu /)])
    expect((await run('search', 's002')).out).toMatch(/^S002 +Andy /)
    expect((await run('search', 'number:c001,S002')).out.split('\n').map((l) => l.slice(0, 4))).toEqual(['C001', 'S002'])
  })

  it('words no card holds all of: the cards that hold the most of them come first, and the command says so', async () => {
    const r = await run('search', 'ryu zzqx')
    expect(r.code).toBe(0)
    expect(r.out.split('\n')[0]).toMatch(/^C\d+ +.*Ryu/)
    expect(r.err.split('\n')).toContain('no card has all 2 words of "ryu zzqx": the first cards have 1 of them')
    const json = JSON.parse((await run('search', 'ryu ken zangief', '--json')).out)
    expect(json.partial).toEqual({ matched: 2, of: 3 })
    expect(json.cards[0].score).toBeGreaterThan(json.cards.at(-1).score)
    expect(json.suggestions).toEqual([])
  })

  it('refuses an unknown rarity or set with the known ones', async () => {
    expect(await run('search', 'rarity:Z')).toMatchObject({ code: 2, err: 'ringside: bad query: unknown rarity "Z" (rarities: D, C, B, A, S)' })
    expect(await run('search', 'set:cfc1999')).toMatchObject({ code: 2, err: expect.stringContaining('unknown set "cfc1999" (sets: cfs-base, cfc-1999') })
  })

  it('every search the README shows finds cards', async () => {
    const examples = [...fs.readFileSync('README.md', 'utf8').matchAll(/npx ringside search "([^"]+)"/g)].map((m) => m[1])
    expect(examples.length).toBeGreaterThanOrEqual(3)
    for (const query of examples) expect((await run('search', query, '--json')).out, query).toMatch(/"total": [1-9]/)
  })

  it('sets says which sets a search without set: covers', async () => {
    const r = await run('sets')
    expect(r.out.split('\n')).toEqual([
      expect.stringMatching(/^cfs-base +424 cards +searched +shipped +Card Fighters Special/),
      expect.stringMatching(/^cfc-1999 +300 cards +set:cfc-1999 +shipped/),
      ...(r.out.includes('promos') ? [expect.stringMatching(/^promos .* searched +yours/)] : []),
    ])
    expect((await run('search', 'kind:snk')).err).toMatch(/^50 of \d+ cards in cfs-base(, promos)?$/)
  })
})

describe('files the player names', () => {
  it('a write error names the file asked for, never a temporary one', async () => {
    const nowhere = path.join(cli.dir(), 'no-folder', 'base.csv')
    expect(await run('export', 'cfs-base', '-o', nowhere)).toMatchObject({
      code: 2,
      err: `ringside: cannot write ${nowhere}: the folder ${path.dirname(nowhere)} does not exist`,
    })
    const folder = fs.mkdtempSync(path.join(cli.dir(), 'out-'))
    const r = await run('print', deckFile('p.deck.txt', LEGAL_CLASSIC), '-o', folder)
    expect(r).toMatchObject({ code: 2, err: `ringside: cannot write ${folder}: this is a folder, not a file` })
    expect(fs.readdirSync(cli.dir()).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('goldfish and print warn in one line when the deck is illegal, and still run', async () => {
    const file = deckFile('short.deck.txt', '3 C001\n3 C002')
    const fish = await run('goldfish', file, '--games', '20', '--seed', '1')
    expect(fish.code).toBe(0)
    expect(fish.err).toBe(
      `ringside: warning: ${file} is not legal for cfs-classic (DECK_SIZE: 6 cards, cfs-classic needs exactly 50) — ringside validate lists every problem`,
    )
    const printed = await run('print', file, '-o', path.join(cli.dir(), 'short.pdf'))
    expect(printed).toMatchObject({ code: 0, err: expect.stringContaining('warning: ') })
    expect((await run('goldfish', deckFile('ok.deck.txt', LEGAL_CLASSIC), '--games', '20', '--seed', '1')).err).toBe('')
  })
})

describe('validate for an organiser', () => {
  it('takes several decks (or a folder): a line each, problems under it, a total, the worst exit code', async () => {
    const event = fs.mkdtempSync(path.join(cli.dir(), 'event-'))
    const put = (name: string, text: string) => {
      fs.writeFileSync(path.join(event, name), text)
      return path.join(event, name)
    }
    const a = put('a.deck.txt', LEGAL_CLASSIC)
    const b = put('b.deck.json', APP_JSON.replace('"count": 2', '"count": 3'))
    const r = await run('validate', a, b)
    expect(r.code).toBe(1)
    expect(r.out.split('\n')).toEqual([
      `${a}: legal for cfs-classic: 50 cards`,
      `${b}: not legal for cfs-classic: 1 problem`,
      '  DECK_SIZE: 51 cards, cfs-classic needs exactly 50 — remove 1',
      '2 decks: 1 legal, 1 not legal, 0 unreadable',
    ])
    const c = put('c.deck.txt', '3 Ryu\n2 Chun-Lee\n')
    const all = await run('validate', event)
    expect(all.code).toBe(2)
    expect(all.out.split('\n').at(-1)).toBe('3 decks: 1 legal, 1 not legal, 1 unreadable')
    // Each reason under its deck on stdout, where the organiser reads the rest.
    expect(all.out).toContain(`${c}: unreadable (1 problem)\n  line 2: unknown card "Chun-Lee"`)
    expect(all.err).toBe('')
    const json = JSON.parse((await run('validate', a, b, c, '--json')).out)
    expect(json).toMatchObject({ legal: 1, illegal: 1, unreadable: 1 })
    expect(json.decks.map((d: { file: string; name: string | null; legal?: boolean | null }) => [path.basename(d.file), d.name, d.legal])).toEqual([
      ['a.deck.txt', 'Shoto Rush', true],
      ['b.deck.json', 'Shoto Rush', false],
      ['c.deck.txt', null, null],
    ])
  })

  it("reads a folder's deck files by kind, says what it skips, and reads the folders inside with --recursive", async () => {
    const event = fs.mkdtempSync(path.join(cli.dir(), 'event-'))
    fs.writeFileSync(path.join(event, 'a.deck.txt'), LEGAL_CLASSIC)
    fs.writeFileSync(path.join(event, 'README.txt'), 'Decks for Saturday. Bring sleeves.\n')
    fs.mkdirSync(path.join(event, 'late'))
    fs.writeFileSync(path.join(event, 'late', 'b.deck.txt'), LEGAL_CLASSIC)
    const plain = await run('validate', event)
    expect(plain.code).toBe(0)
    expect(plain.out.split('\n').at(-1)).toBe('1 deck: 1 legal, 0 not legal, 0 unreadable')
    expect(plain.err.split('\n')).toEqual([
      `ringside: skipped the folder ${path.join(event, 'late')} (--recursive reads the folders inside)`,
      `ringside: skipped ${path.join(event, 'README.txt')}: not named as a deck file (.deck.txt, .deck.json, .o8d; --all reads it)`,
    ])
    const deep = await run('validate', event, '--recursive')
    expect(deep.out.split('\n').at(-1)).toBe('2 decks: 2 legal, 0 not legal, 0 unreadable')
    const all = await run('validate', event, '--all')
    expect(all.code).toBe(2)
    expect(all.out).toContain(`${path.join(event, 'README.txt')}: unreadable`)
  })
})

describe('the command on an older Node', () => {
  // This machine's own Node, when it is older than 22 (the project's Node 22 comes from npm install).
  const older = ['/usr/bin/node', '/usr/local/bin/node'].find((n) => {
    const v = spawnSync(n, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' })
    return v.status === 0 && Number(v.stdout) < 22
  })
  it.skipIf(!older)('hands over to the Node 22 that npm install brought, or says how to get one', () => {
    const bin = path.resolve('bin/ringside.cjs')
    const r = spawnSync(older!, [bin, 'version'], { encoding: 'utf8' })
    expect(r.stdout.trim()).toMatch(/^ringside \d+\.\d+\.\d+$/)
    const bare = fs.mkdtempSync(path.join(cli.dir(), 'bare-'))
    fs.mkdirSync(path.join(bare, 'bin'))
    fs.copyFileSync(bin, path.join(bare, 'bin', 'ringside.cjs'))
    const none = spawnSync(older!, [path.join(bare, 'bin', 'ringside.cjs'), 'version'], { encoding: 'utf8' })
    expect(none.status).toBe(2)
    expect(none.stderr).toMatch(
      /^ringside needs Node 22 or newer \(this is v\d+[.\d]*\): run `npm install` in .* \(it brings Node 22\), or install Node 22 from https:\/\/nodejs\.org\n$/,
    )
  })
})
