// `ringside replay` with a Capcom Crossovers record: the rule book's examples played to their numbers, a refused move
// (exit 1, its line and rule), an unreadable record (exit 2, every problem by line), and the final state as JSON.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { commandTests } from './command'

const cli = commandTests('cc-replay')
const { run } = cli
const record = (name: string) => path.join(__dirname, '../../examples/records', name)

describe('ringside replay <Capcom Crossovers record>', () => {
  it("plays the rule book's blocked super: 16 taken off Shinku Hadouken's 35", async () => {
    const played = await run('replay', record('cc-blocked-super.record.txt'))
    expect(played.code).toBe(0)
    expect(played.out).toContain('B: the block 6H meets it, taking 16 off; the block card is discarded')
    expect(played.out.split('\n').at(-1)).toBe('the record ends on turn 2, A to move: A Ryu 100; B Gambit 81 HP')
    const json = JSON.parse((await run('replay', record('cc-throw-through-block.record.txt'), '--json')).out)
    expect(json).toMatchObject({ game: 'cc', winner: null, turn: 2, toMove: 'A', players: { B: { fighters: [{ name: 'Gambit', hp: 100 - 24, ko: false }] } } })
  })

  it('stops at a refused move with exit 1, and names each problem of an unreadable record by line with exit 2', async () => {
    const text = fs.readFileSync(record('cc-blocked-super.record.txt'), 'utf8')
    const refused = await run('replay', cli.file('refused.record.txt', text.replace('A: attack AS', 'A: attack 9C')), '--json')
    expect(refused.code).toBe(1)
    expect(JSON.parse(refused.out).refused).toEqual({ line: 17, move: 'A: attack 9C', reason: '9C is not in the hand' })
    expect(refused.err).toMatch(/refused\.record\.txt:17: refused: A: attack 9C: 9C is not in the hand$/)
    const broken = await run('replay', cli.file('broken.record.txt', text.replace('first: B', 'first: C').replace('A: draw 1', 'A: draw many')))
    expect(broken.code).toBe(2)
    expect(broken.err.split('\n')).toEqual([
      expect.stringMatching(/broken\.record\.txt:4: first: is A or B, not "C"$/),
      expect.stringMatching(/broken\.record\.txt:16: A: draw many: write "draw <count>"$/),
    ])
    const nobody = await run('replay', cli.file('nobody.record.txt', text.replace('characters A: ryu', 'characters A: zangief')))
    expect(nobody).toMatchObject({ code: 2, err: expect.stringContaining('no Capcom Crossovers character "zangief"') })
  })
})
