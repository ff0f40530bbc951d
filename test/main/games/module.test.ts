// The laws every game's module (game-kit/game.ts, GameModule) keeps, checked over main's list of games: a table is
// seeded, refuses a move against the rules with the rule and changes nothing, and undoes a move to the table as it
// was; a batch run's tallies merge to the same whatever ranges its games are played in.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { toDeck } from '../../../src/main/decks/library'
import { PDFDocument } from 'pdf-lib'
import type { CharacterSide, GameModule } from '../../../src/main/game-kit/game'
import { DEFAULT_PRINT } from '../../../src/shared/print'
import { GAMBIT } from '../../../src/main/games/cc/examples'
import { ROOK, WREN } from '../../../src/main/games/cs/examples'
import { CS_PLAY } from '../../../src/main/games/cs/module'
import { ALL_GAMES, GAMES, MODULES } from '../../../src/main/games'
import { CHUN_LI, KEN } from '../../../src/main/games/tf/examples'
import { TF_PLAY } from '../../../src/main/games/tf/module'
import { playable } from '../../../src/main/playtest/goldfish'
import { sharedServices } from '../../helpers'

/** What each game's laws are checked with: a setup, a move the rules allow at the start, one they refuse, a run. */
interface Fixture {
  setup: unknown
  legal: (view: never) => unknown
  illegal: unknown
  compiled: () => unknown
}

function shotoRush() {
  const s = sharedServices()
  const file = 'examples/shoto-rush.deck.txt'
  const imported = s.deckFiles.importDeck(fs.readFileSync(file, 'utf8'), file)
  if (!imported.ok) throw new Error('example deck')
  return playable(s.decks, toDeck(s.library.get(imported.deck.id)))
}

const FIXTURES: Record<string, Fixture> = {
  cfs: {
    setup: { deck: shotoRush(), first: true, strikerTarget: false },
    legal: () => ({ type: 'end-turn' }),
    illegal: { type: 'attack', slot: 1 },
    compiled: () => MODULES[0].deck!.simulator.compile(shotoRush(), { seed: 3, first: true, strikerTarget: false }).compiled,
  },
  cc: {
    setup: { sheet: GAMBIT, first: true, hp: 100 },
    legal: () => ({ type: 'keep' }),
    illegal: { type: 'attack' },
    compiled: () => ({ sheet: GAMBIT, hp: 100 }),
  },
  tf: {
    setup: [KEN, CHUN_LI],
    legal: () => ({ type: 'draw' }),
    illegal: { type: 'reveal' },
    compiled: () => TF_PLAY.run(KEN, CHUN_LI, { policies: { a: 'greedy', b: 'random' } }),
  },
  cs: {
    setup: [ROOK, WREN],
    legal: (view: { toMove: 0 | 1 }) => ({ type: 'draw', player: view.toMove }),
    illegal: { type: 'reveal' },
    compiled: () => CS_PLAY.run(ROOK, WREN, { policies: { a: 'greedy', b: 'random' }, first: 'alternate' }),
  },
}

describe('the list of games', () => {
  it('holds every game once, as a module, with the deck side and characters where the game has them', () => {
    expect(MODULES.map((m) => m.info.id)).toEqual(['cfs', 'cc', 'tf', 'cs'])
    expect(ALL_GAMES).toEqual(MODULES.map((m) => m.info))
    expect(GAMES.map((g) => g.id)).toEqual(['cfs'])
    expect(MODULES.map((m) => [m.info.id, m.characters?.versions ?? null, m.characters?.teams ?? null])).toEqual([
      ['cfs', null, null],
      ['cc', true, true],
      ['tf', false, false],
      ['cs', false, false],
    ])
    for (const m of MODULES) expect(m.characters?.examples.length ?? 1, m.info.id).toBeGreaterThan(0)
    // Table Fighter lays its starting deck in the order its player set: no hand is dealt at random.
    expect(MODULES.map((m) => [m.info.id, m.characters ? 'odds' in m.characters : null])).toEqual([
      ['cfs', null],
      ['cc', true],
      ['tf', false],
      ['cs', true],
    ])
  })
})

/** What each character game prints its first example on. */
const PRINT_OPTIONS: Record<string, unknown> = { cc: 'a4', tf: { ...DEFAULT_PRINT }, cs: { ...DEFAULT_PRINT } }

describe.each(MODULES.filter((m) => m.characters).map((m) => [m.info.id, m.characters!] as const))(
  "%s's characters are printed and their odds counted as the game says",
  (id, side) => {
    const characters = side as CharacterSide<{ name: string }, unknown>
    const first = characters.examples[0]

    it('prints an example to a PDF of its own pages, offered under its name', async () => {
      const printed = await characters.print.write([first], PRINT_OPTIONS[id])
      expect(Buffer.from(printed.pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
      expect(printed.pages).toBeGreaterThan(0)
      expect((await PDFDocument.load(printed.pdf)).getPageCount()).toBe(printed.pages)
      expect(characters.print.fileName([first])).toMatch(new RegExp(`^${first.name.replace(/[^\w ]/g, '.')} \\w+\\.pdf$`))
    })

    it.runIf(characters.odds)("counts each thing of an example's opening hand as a chance between 0 and 1", () => {
      for (const example of characters.examples) {
        const odds = Object.values(characters.odds!(example))
        expect(odds.some((chance) => chance > 0)).toBe(true)
        for (const chance of odds) expect(chance >= 0 && chance <= 1, `${example.name}: ${chance}`).toBe(true)
      }
    })
  },
)

describe.each(MODULES.map((m) => [m.info.id, m] as const))('%s keeps the laws of a game', (id, module) => {
  const game = module as GameModule<unknown, unknown>
  const fixture = FIXTURES[id]

  it('a table is seeded: the same setup and seed give the same table', () => {
    expect(game.table(fixture.setup, 7).view(0)).toEqual(game.table(fixture.setup, 7).view(0))
  })

  it('a move against the rules is refused with the rule, and changes nothing', () => {
    const table = game.table(fixture.setup, 7)
    const before = table.view(0)
    const answer = table.play(fixture.illegal)
    expect(answer.ok).toBe(false)
    expect(answer.ok ? '' : answer.reason).toMatch(/\w{3}/)
    expect(table.view(0)).toEqual(before)
  })

  it('a move is undone to the table as it was; a new table has nothing to undo', () => {
    const table = game.table(fixture.setup, 7)
    expect(table.undo()).toBe(false)
    const before = table.view(0)
    expect(table.play(fixture.legal(before as never))).toMatchObject({ ok: true })
    expect(table.view(0)).not.toEqual(before)
    expect(table.undo()).toBe(true)
    expect(table.view(0)).toEqual(before)
  })

  it("its policy's suggested move is one the table takes, and asking changes nothing", () => {
    const table = game.table(fixture.setup, 7)
    const before = table.view(0)
    const move = table.suggest()
    expect(move).not.toBeNull()
    expect(table.view(0)).toEqual(before)
    expect(table.play(move)).toMatchObject({ ok: true })
  })

  it("a batch run's tallies merge to the same whatever ranges its games are played in", () => {
    const { simulator } = game
    const compiled = fixture.compiled()
    const whole = simulator.simulate(compiled, 11, 0, 40, true)
    const split = simulator.merge(simulator.simulate(compiled, 11, 0, 17, true), simulator.simulate(compiled, 11, 17, 40, true))
    expect(split).toEqual(whole)
    expect(simulator.simulate(compiled, 11, 17, 40, true, simulator.simulate(compiled, 11, 0, 17, true))).toEqual(whole)
    expect(simulator.simulate(compiled, 12, 0, 40, true)).not.toEqual(whole)
  })
})

/** A character without the flag the store sets on the shipped ones. */
const asWritten = (character: unknown) => ({ ...(character as object), example: undefined })

describe.each(MODULES.filter((m) => m.characters).map((m) => [m.info.id, m.characters!] as const))('%s keeps the laws of its characters', (id, side) => {
  it('every example is read back from its own JSON as it is, and its checks find no error in it', () => {
    expect(side.examples.length, id).toBeGreaterThan(0)
    for (const example of side.examples) {
      const read = side.kind.read(JSON.parse(JSON.stringify(example)), 'the example')
      expect(read.ok ? asWritten(read.value) : read.problems).toEqual(asWritten(example))
      expect(side.kind.check(example).filter((p) => p.level === 'error')).toEqual([])
    }
  })

  it('the CSV it writes reads back to the same characters', () => {
    const back = side.kind.readCsv('examples.csv', side.kind.writeCsv(side.examples))
    expect(back.problems).toEqual([])
    expect(back.characters.map(asWritten)).toEqual(side.examples.map(asWritten))
  })

  it('a character whose name is missing is refused by its reader, with the field named', () => {
    const { name: _, ...nameless } = side.examples[0] as { name: string }
    const read = side.kind.read(nameless, 'the file')
    expect(read.ok).toBe(false)
    expect(read.ok ? '' : read.problems.join('\n')).toMatch(/name/)
  })
})
