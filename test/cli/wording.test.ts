// What the command says, as a player reads it: both sides of a matchup as rates, means per game, names whole,
// counts that add up, and one order for a character's cards.
import { describe, expect, it } from 'vitest'
import { commandTests } from './command'

const { run } = commandTests('wording')

describe("the command's words", () => {
  it("gives both sides of a matchup as a rate with its count, and the grid's names whole", async () => {
    const tf = (await run('matchup', 'ken', 'chun-li', '--games', '200', '--seed', '1')).out.split('\n')
    const wins =
      /^Ken wins (\d+\.\d)% \((\d+) of 200 games; 95% interval [\d.]+%–[\d.]+%\); Chun-Li wins (\d+\.\d)% \((\d+)\); (\d+) undecided after 100 turns$/.exec(
        tf[1],
      )
    expect(wins).not.toBeNull()
    const [, aRate, a, bRate, b, draws] = wins!
    expect(Number(a) + Number(b) + Number(draws)).toBe(200)
    expect(Number(bRate)).toBeCloseTo((Number(b) / 200) * 100, 1)
    expect(Number(aRate)).toBeCloseTo((Number(a) / 200) * 100, 1)
    // Shoulder Throw and Spinning Bird Kick were cut at 13 characters.
    expect(tf.find((l) => l.startsWith('Shoulder Throw '))).toBeDefined()
    expect(tf.find((l) => l.includes('Spinning Bird Kick'))).toBeDefined()
    const cs = (await run('matchup', 'rook', 'wren', '--games', '200', '--seed', '1')).out.split('\n')
    expect(cs[1]).toMatch(/^Rook wins \d+\.\d% \(\d+ of 200 games; .*\); Wren wins \d+\.\d% \(\d+\); \d+ undecided after 100 turns$/)
  })

  it("gives Card Shot!'s damage and absorption as means per game, not totals over the run", async () => {
    const json = JSON.parse((await run('matchup', 'rook', 'wren', '--games', '200', '--seed', '1', '--json')).out)
    const text = (await run('matchup', 'rook', 'wren', '--games', '200', '--seed', '1')).out
    const perGame = (n: number) => (n / 200).toFixed(2)
    expect(text).toContain(
      `Rook, a game on average: took ${perGame(json.damage.a)} damage before absorption and absorbed ${perGame(json.absorbed.a)}; a joker milled from the deck stopped the rest ${perGame(json.jokerStops.a)} times`,
    )
  })

  it("counts a Legends deck's Strikers inside its 60 cards", async () => {
    const out = (await run('formats')).out
    expect(out).toContain(
      'cfs-legends  Card Fighters Special: Legends\n  deck: exactly 60 cards, its 3 Strikers included, at most 3 of a card number\n  strikers: exactly 3 of the 60 (capcom or snk characters)',
    )
    expect(out).toContain('cfs-classic  Card Fighters Special\n  deck: exactly 50 cards, at most 3 of a card number\n  strikers: none')
  })

  it("lists a Table Fighter character's cards in the order show gives them", async () => {
    const listed = (await run('characters', '--game', 'tf')).out.split('\n').find((l) => l.startsWith('ken '))!
    const shown = (await run('show', 'ken')).out
      .split('\n')
      .slice(1)
      .map((l) => /^(?: ?\d+\.|super) (.+?) — /.exec(l)![1])
    expect(listed.slice(listed.indexOf(': ') + 2).split(', ')).toEqual(shown)
  })
})
