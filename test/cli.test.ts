import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import os from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../src/cli/index'

let db: string
let dir: string

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ringside-cli-'))
  db = path.join(dir, 'cli.db')
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

async function run(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await main([...argv, '--db', db], { out: (l) => out.push(l), err: (l) => err.push(l), env: {} })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

function deckFile(name: string, text: string): string {
  const file = path.join(dir, name)
  fs.writeFileSync(file, text)
  return file
}

/** 50 cards: 16 characters ×3 and one action ×2. */
const LEGAL_CLASSIC = [
  'name: Shoto Rush',
  ...['C001', 'C002', 'C003', 'C004', 'C005', 'C006', 'C007', 'C008', 'C009', 'C010', 'S001', 'S002', 'S003', 'S004', 'S005', 'S006'].map(
    (n) => `3 ${n}`,
  ),
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
    expect((await run('validate', path.join(dir, 'missing.txt'))).err).toMatch(/missing\.txt: no such file/)
    expect((await run('validate', path.join(dir, 'missing.txt'))).code).toBe(2)
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
    expect(text.out).toMatch(/kill turn: mean \d/)
    expect((await run('goldfish', file, '--seed', '1')).err).toMatch(/--games needs a whole number/)
    expect((await run('goldfish', file, '--games', '10', '--seed', 'x')).code).toBe(2)
    expect((await run('goldfish', file, '--games', '10', '--seed', '1', '--first', '--second')).code).toBe(2)
    const noChars = await run('goldfish', deckFile('actions.deck.txt', '3 A001\n3 A002'), '--games', '10', '--seed', '1')
    expect(noChars).toMatchObject({ code: 2, err: expect.stringContaining('no character') })
  })
})

describe('ringside print', () => {
  it('writes the PDF: one sheet per 9 cards, then the pages asked for', async () => {
    const out = path.join(dir, 'deck.pdf')
    const r = await run('print', deckFile('print.deck.txt', LEGAL_CLASSIC), '-o', out, '--decklist', '--calibration', '--backs', 'short')
    expect(r).toMatchObject({ code: 0, out: `${out}: 14 pages, 50 cards, 3×3 on A4` })
    expect(fs.readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-')
    const letter = await run('print', deckFile('print.deck.txt', LEGAL_CLASSIC), '-o', out, '--paper', 'letter', '--card', '59x86', '--gap', '2')
    expect(letter.out).toBe(`${out}: 6 pages, 50 cards, 3×3 on Letter`)
  })

  it('exits 2 on bad options or a bad deck, and leaves no file behind', async () => {
    const deck = deckFile('print.deck.txt', LEGAL_CLASSIC)
    const out = path.join(dir, 'never.pdf')
    expect(await run('print', deck)).toMatchObject({ code: 2, err: expect.stringContaining('print needs -o <out.pdf>') })
    expect(await run('print', deck, '-o', out, '--paper', 'a3')).toMatchObject({ code: 2, err: expect.stringContaining('--paper must be a4, letter, not "a3"') })
    expect(await run('print', deck, '-o', out, '--bleed', 'lots')).toMatchObject({ code: 2, err: expect.stringContaining('--bleed needs millimetres') })
    expect(await run('print', deck, '-o', out, '--paper', 'letter', '--card', '120x275')).toMatchObject({ code: 2, err: expect.stringContaining('does not fit on Letter paper') })
    expect(await run('print', deck, '-o', out, '--images', path.join(dir, 'no-such-folder'))).toMatchObject({ code: 2, err: expect.stringContaining('no such folder') })
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
    const done = await run('import', sample, '--set', 'promos', '--name', 'Promo cards')
    expect(done.code).toBe(0)
    expect(done.out.split('\n')[0]).toBe('new      C901  Ryu (Promo)')
    expect((await run('import', sample, '--set', 'promos', '--json')).out).toContain('"unchanged": 8')

    const csv = path.join(dir, 'promos.csv')
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
    expect(result.err.split('\n')).toEqual([`${bad}:2: bp: "abc" is not a whole number`, `${bad}:3: sp: a character needs SP`, '2 problems; nothing was imported'])
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
    const env = { ...process.env, RINGSIDE_DB: path.join(dir, 'bin.db') }
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
    const env = { ...process.env, RINGSIDE_DB: path.join(dir, 'bin.db') }
    const deck = deckFile('threads.deck.txt', LEGAL_CLASSIC)
    const fish = (threads: string) =>
      execFileSync(process.execPath, [bin, 'goldfish', deck, '--games', '30000', '--seed', '9', '--threads', threads, '--json'], { env, encoding: 'utf8' })
    const one = fish('1')
    expect(JSON.parse(one).games).toBe(30000)
    expect(fish('2')).toBe(one)
  })
})
