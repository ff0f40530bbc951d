// `ringside validate --format <file>`: an organiser's own format, with its banned and limited lists and its sets,
// checked against the decks; a file that is no format is refused, by field, before any deck is read.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { commandTests } from './command'

const cli = commandTests('format-file')
const { run } = cli
const example = (name: string) => path.join(__dirname, '../../examples', name)
const CLUB = example('formats/club-night.format.json')

describe('ringside validate --format <format file>', () => {
  it("checks a deck against the file's lists, naming the format and the list each card breaks", async () => {
    const one = await run('validate', example('shoto-rush.deck.txt'), '--format', CLUB)
    expect(one.code).toBe(1)
    expect(one.out.split('\n')).toEqual([
      "LIMITED: 3 copies of C116 Ryu (BF), club-night's limited list allows 2 — remove 1",
      'BANNED: C049 Satsui no Ryu (Evil Ryu) is banned in club-night — remove all 2',
      "LIMITED: 3 copies of S019 Geese, club-night's limited list allows 1 — remove 2",
    ])
    const json = JSON.parse((await run('validate', example('classic-clash.deck.txt'), '--format', CLUB, '--json')).out)
    expect(json.format).toBe('club-night')
    expect(json.violations.map((v: { code: string }) => v.code)).toEqual(['LIMITED', 'SET_NOT_ALLOWED'])
  })

  it('refuses a file that is no format, naming the file and the field, and a shipped format id', async () => {
    const broken = cli.file('broken.format.json', { id: 'x', name: 'X', game: 'cfs', construction: { deckSize: 50 }, hp: { choices: [3000], default: 3000 } })
    const refused = await run('validate', example('shoto-rush.deck.txt'), '--format', broken)
    expect(refused.code).toBe(2)
    expect(refused.out).toBe('')
    expect(refused.err).toContain(`ringside: ${broken}: construction.copyLimit: missing`)
    const shipped = cli.file('shipped.format.json', {
      id: 'cfs-classic',
      name: 'Mine',
      game: 'cfs',
      construction: { deckSize: 40, copyLimit: 4, allowedKinds: ['capcom'] },
      hp: { choices: [3000], default: 3000 },
    })
    expect(await run('validate', example('shoto-rush.deck.txt'), '--format', shipped)).toMatchObject({
      code: 2,
      err: expect.stringContaining(`the format's id "cfs-classic" is a shipped format's: give it an id of its own`),
    })
    expect(await run('validate', example('shoto-rush.deck.txt'), '--format', path.join(cli.dir(), 'none.format.json'))).toMatchObject({ code: 2 })
  })
})

describe('ringside formats <format file>', () => {
  it("shows the file's format in the words of the shipped ones, with its lists", async () => {
    const shown = await run('formats', CLUB)
    expect(shown.code).toBe(0)
    expect(shown.out.split('\n')).toEqual([
      'club-night  Club Night',
      '  deck: exactly 50 cards, at most 3 of a card number',
      '  strikers: none',
      '  kinds: capcom, snk, action, reaction',
      '  sets: cfs-base only',
      '  banned: C049',
      '  limited: S019 to 1, C116 to 2',
      '  HP: 3000',
    ])
    expect(JSON.parse((await run('formats', CLUB, '--json')).out).construction.banned).toEqual(['C049'])
    // The shipped formats list no lists.
    expect((await run('formats')).out).not.toMatch(/banned|limited|sets:/)
  })

  it('says what is wrong with a file that is no format, exit 2', async () => {
    const bad = cli.file('bad.format.json', '{ "id": "x" ')
    expect(await run('formats', bad)).toMatchObject({ code: 2, out: '', err: expect.stringContaining(`ringside: ${bad}: not JSON:`) })
  })
})

describe('ringside formats import|export|remove', () => {
  it("keeps an organiser's format, so a deck's format: line names it on any later run, and forgets it when told", async () => {
    expect((await run('formats', 'import', CLUB)).out).toBe('club-night (Club Night) is kept: a deck file\'s "format: club-night" names it')
    const deck = cli.file('club.deck.txt', fs.readFileSync(example('shoto-rush.deck.txt'), 'utf8').replace('format: cfs-classic', 'format: club-night'))
    const checked = await run('validate', deck)
    expect(checked.code).toBe(1)
    expect(checked.out).toContain('BANNED: C049 Satsui no Ryu (Evil Ryu) is banned in club-night — remove all 2')
    expect((await run('formats')).out).toContain('club-night  Club Night')
    const exported = path.join(cli.dir(), 'again.format.json')
    expect((await run('formats', 'export', 'club-night', '-o', exported)).out).toBe(`${exported}: club-night`)
    expect((await run('formats', exported, '--json')).out).toBe((await run('formats', CLUB, '--json')).out)
    expect((await run('formats', 'import', CLUB)).out).toContain('replaces your format of that id')
    expect((await run('formats', 'remove', 'club-night')).out).toBe('club-night is forgotten')
    expect(await run('validate', deck)).toMatchObject({ code: 2, err: expect.stringContaining('unknown format "club-night"') })
    expect(await run('formats', 'remove', 'cfs-classic')).toMatchObject({
      code: 2,
      err: 'ringside: no format of yours is "cfs-classic" (it is a shipped format)',
    })
  })

  it('says what card data a format was made for, and when the catalogue has changed since', async () => {
    const club = JSON.parse(fs.readFileSync(CLUB, 'utf8'))
    const { freshServices } = await import('../helpers')
    const services = freshServices()
    const base = services.catalogue.setVersion('cfs-base')!
    expect(base).toMatch(/^[0-9a-f]{16}$/)
    expect(services.decks.cardData(club)).toEqual({ 'cfs-base': base })
    expect(services.decks.cardDataChanges({ ...club, cards: { 'cfs-base': base } })).toEqual([])
    expect(services.decks.cardDataChanges({ ...club, cards: { 'cfs-base': '00000000', 'my-set': 'abcdef12' } })).toEqual([
      { set: 'cfs-base', made: '00000000', now: base },
      { set: 'my-set', made: 'abcdef12', now: null },
    ])
    const same = cli.file('same.format.json', { ...club, cards: { 'cfs-base': base } })
    expect((await run('formats', same)).out).toContain(`  made for: cfs-base ${base.slice(0, 8)} (the card data here is the same)`)
    const older = cli.file('older.format.json', { ...club, cards: { 'cfs-base': '0123456789abcdef' } })
    expect((await run('formats', older)).out).toContain(`  made for: cfs-base 01234567 (cfs-base is ${base.slice(0, 8)} here: its cards may read differently)`)
    expect(await run('formats', cli.file('bad.format.json', { ...club, cards: { 'cfs-base': 'not hex' } }))).toMatchObject({
      code: 2,
      err: expect.stringContaining('cards.cfs-base: must be a set version: 8 to 64 hex digits'),
    })
  })
})
