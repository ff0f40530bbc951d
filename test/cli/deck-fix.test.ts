// `ringside validate --fix`: a deck file refused for misspelt cards, printed with each one replaced by the nearest
// card, each fix said on stderr; a problem with no fix leaves it to the player (exit 2).
import { describe, expect, it } from 'vitest'
import { commandTests } from './command'

const { run, file } = commandTests('deck-fix')

describe('ringside validate --fix', () => {
  it('prints the file with each misspelt card replaced by the nearest, and the fixed file reads', async () => {
    const typo = file('typo.deck.txt', 'name: Typo\nMain\n3 Ryu\n2 Chun-Lee\n3 Gese\n')
    const r = await run('validate', typo, '--fix')
    expect(r.code).toBe(0)
    expect(r.out).toBe('name: Typo\nMain\n3 Ryu\n2 C003 Chun Li\n3 S019 Geese')
    expect(r.err.split('\n')).toEqual([
      `${typo}:4: unknown card "Chun-Lee" — did you mean C003 Chun Li, C020 Chun Li (U), S013 Chong Lei?: fixed as "2 C003 Chun Li"`,
      expect.stringMatching(new RegExp(`^${typo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:5: unknown card "Gese".*: fixed as "3 S019 Geese"$`)),
    ])
    expect((await run('validate', file('fixed.deck.txt', r.out))).code).not.toBe(2)
  })

  it('leaves a problem with no fix to the player, and passes a readable file through', async () => {
    const r = await run('validate', 'examples/typo.deck.txt', '--fix')
    expect(r).toMatchObject({ code: 2, out: '' })
    expect(r.err).toContain('examples/typo.deck.txt:5: unknown card number C999')
    expect(r.err.split('\n').at(-1)).toBe('ringside: examples/typo.deck.txt: not every problem has a fix; fix them by hand')
    const fine = await run('validate', 'examples/shoto-rush.deck.txt', '--fix')
    expect(fine).toMatchObject({ code: 0, err: 'examples/shoto-rush.deck.txt: nothing to fix' })
    expect(await run('validate', 'examples/shoto-rush.deck.txt', 'examples/typo.deck.txt', '--fix')).toMatchObject({
      code: 2,
      err: 'ringside: --fix takes one deck file',
    })
  })
})
