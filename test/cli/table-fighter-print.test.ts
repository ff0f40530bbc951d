// `ringside print` given a Table Fighter character: the seven cards true size with a deck print's sheet options,
// one line saying what was written, the same bytes for the same character and options, and the deck-only
// options refused in words.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { KEN } from '../../src/main/games/tf/examples'
import { commandTests } from './command'
import { pageCount, pageText } from '../pdf-render'

const cli = commandTests('tf-print')
const { run } = cli

const pdf = (name: string) => path.join(cli.dir(), name)

describe('ringside print, given a Table Fighter character', () => {
  it("prints an example's seven cards and says where: pages, cards, the grid and the paper", async () => {
    const out = pdf('ken.pdf')
    expect(await run('print', 'ken', '-o', out)).toEqual({ code: 0, out: `${out}: 1 page, 7 cards, 3×3 on A4`, err: '' })
    const bytes = new Uint8Array(fs.readFileSync(out))
    expect(pageCount(bytes)).toBe(1)
    expect(pageText(bytes, 1).replace(/\s+/g, ' ')).toContain('Shinryuken')
  })

  it("takes the deck print's sheet options: paper, bleed, cut marks, backs with their offset, gap, card size, calibration", async () => {
    const out = pdf('chun-li.pdf')
    const args = [
      'print',
      'chun-li',
      '-o',
      out,
      '--paper',
      'letter',
      '--bleed',
      '1',
      '--cut-marks',
      'corners',
      '--backs',
      'short',
      '--back-offset',
      '0.5,-0.5',
      '--gap',
      '2',
      '--no-outline',
    ]
    const printed = await run(...args)
    // With a 2 mm gap two rows fit on Letter: two sheets of fronts, each followed by its backs.
    expect(printed).toMatchObject({ code: 0, out: `${out}: 4 pages, 7 cards, 3×2 on Letter` })
    const first = fs.readFileSync(out)
    expect(await run(...args)).toMatchObject({ code: 0 })
    expect(fs.readFileSync(out).equals(first)).toBe(true)

    const small = pdf('small.pdf')
    expect(await run('print', 'ken', '-o', small, '--card', '44x63', '--calibration')).toMatchObject({ code: 0, out: `${small}: 2 pages, 7 cards, 4×4 on A4` })
  })

  it('prints a character file, with a warning line when it is not legal', async () => {
    const file = path.join(cli.dir(), 'six.json')
    fs.writeFileSync(file, JSON.stringify({ ...KEN, id: 'six', example: false, cards: KEN.cards.slice(1), order: KEN.order.filter((n) => n !== 'Jab') }))
    const out = pdf('six.pdf')
    const printed = await run('print', file, '-o', out)
    expect(printed).toMatchObject({ code: 0, out: `${out}: 1 page, 6 cards, 3×3 on A4` })
    expect(printed.err).toMatch(/^ringside: warning: Ken is not legal \(BASIC_COUNT: /)
    expect(fs.existsSync(out)).toBe(true)
  })

  it('refuses what a character cannot print, and a bad option, in words, writing nothing', async () => {
    const out = pdf('refused.pdf')
    for (const [flag, ...value] of [['--decklist'], ['--no-strikers'], ['--images', cli.dir()]]) {
      const refused = await run('print', 'ken', '-o', out, flag, ...value)
      expect(refused.code, flag).toBe(2)
      expect(refused.err, flag).toContain(`${flag} is for deck proxies; a Table Fighter character prints its 7 cards`)
    }
    expect(await run('print', 'ken', '-o', out, '--paper', 'a5')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--paper must be a4, letter, not "a5"'),
    })
    expect(await run('print', 'ken', '-o', out, '--bleed', '9')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--bleed needs millimetres from 0 to 5'),
    })
    expect(await run('print', 'ken', '-o', out, '--backs', 'sideways')).toMatchObject({ code: 2, err: expect.stringContaining('--backs must be long, short') })
    expect(await run('print', 'ken')).toMatchObject({ code: 2, err: expect.stringContaining('-o <out.pdf>') })
    expect(fs.existsSync(out)).toBe(false)
  })
})
