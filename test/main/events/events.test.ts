// Events in the database: registration with a locked deck, rounds paired once the last is done, results entered
// once from either side, drops, standings; and every refusal in words, changing nothing.
import { afterAll, describe, expect, it } from 'vitest'
import { deckHash, EventStore } from '../../../src/main/events/events'
import { openDatabase } from '../../../src/main/storage/database'

const db = openDatabase(':memory:')
afterAll(() => db.close())
const store = new EventStore(db)

function sixPlayers(): number {
  const { id } = store.create('Club Night', 'cfs-classic', 3)
  for (const [at, p] of ['Ada', 'Ben', 'Cal', 'Dee', 'Eve', 'Fay'].entries()) store.register(id, p, `Main\n3 C001\n# ${p}`, at % 2 ? 'rush' : 'control')
  return id
}

describe('an event', () => {
  it('locks each deck by a short hash of its list, the same list the same hash', () => {
    const id = sixPlayers()
    expect(store.players(id).find((p) => p.name === 'Ada')!.hash).toBe(deckHash('Main\n3 C001\n# Ada'))
    expect(deckHash('Main\n3 C001')).toMatch(/^[0-9A-F]{8}$/)
    expect(deckHash('Main\n3 C001')).not.toBe(deckHash('Main\n3 C002'))
    expect(store.deck(id, 'Ben')).toBe('Main\n3 C001\n# Ben')
  })

  it('refuses a name twice, and any registration once round 1 is paired', () => {
    const id = sixPlayers()
    expect(() => store.register(id, 'Ada', 'Main', 'rush')).toThrow(/Ada is registered already, with deck [0-9A-F]{8}/)
    store.pair(id)
    expect(() => store.register(id, 'Gus', 'Main', 'rush')).toThrow(`registration is closed: round 1 of event ${id} is paired`)
    expect(store.players(id)).toHaveLength(6)
  })

  it('pairs a round only once the last has every result, and no round past the last', () => {
    const id = sixPlayers()
    const round1 = store.pair(id)
    expect(round1.map((m) => [m.table, m.a, m.b])).toEqual([
      [1, 'Ada', 'Ben'],
      [2, 'Cal', 'Dee'],
      [3, 'Eve', 'Fay'],
    ])
    expect(() => store.pair(id)).toThrow('round 1 has 3 matches without a result: Ada against Ben, Cal against Dee, Eve against Fay')
    for (const round of [1, 2, 3]) {
      if (round > 1) store.pair(id)
      for (const m of store.matches(id).filter((x) => x.round === round && x.b !== null)) store.result(id, m.a, 2, 1)
    }
    expect(() => store.pair(id)).toThrow(`all 3 rounds of event ${id} are paired`)
    // No pairing repeats in three rounds of six players.
    const met = store.matches(id).map((m) => [m.a, m.b].sort().join('–'))
    expect(new Set(met).size).toBe(met.length)
  })

  it('takes a result from either side once, in the words of a match best of three', () => {
    const id = sixPlayers()
    store.pair(id)
    expect(store.result(id, 'Ben', 1, 2)).toMatchObject({ a: 'Ada', b: 'Ben', result: { winsA: 2, winsB: 1, drawn: 0 } })
    expect(() => store.result(id, 'Ada', 2, 0)).toThrow('the match Ada against Ben in round 1 has its result already (2-1)')
    for (const [w, l, d] of [
      [3, 0, 0],
      [2, 2, 0],
      [0, 0, 0],
      [2, 1, 1],
    ])
      expect(() => store.result(id, 'Cal', w, l, d)).toThrow(/is no result of a match best of three/)
    expect(store.result(id, 'Eve', 1, 1, 1).result).toEqual({ winsA: 1, winsB: 1, drawn: 1 })
    expect(() => store.result(id, 'Zed', 2, 0)).toThrow(`Zed is not registered in event ${id}`)
  })

  it('drops a player: no result for them after, no pairing, and their matches still count for others', () => {
    const id = sixPlayers()
    store.pair(id)
    for (const p of ['Ada', 'Cal', 'Eve']) store.result(id, p, 2, 0)
    expect(store.drop(id, 'Ben')).toEqual({ name: 'Ben', hash: expect.any(String), plan: 'rush', droppedAfter: 1 })
    expect(() => store.drop(id, 'Ben')).toThrow('Ben dropped after round 1 already')
    const round2 = store.pair(id)
    expect(round2.flatMap((m) => [m.a, m.b])).not.toContain('Ben')
    expect(round2.filter((m) => m.b === null)).toHaveLength(1)
    expect(() => store.result(id, 'Ben', 2, 0)).toThrow('Ben dropped after round 1: no result to enter')
    const ada = store.standings(id).find((s) => s.player === 'Ada')!
    expect(ada.opponentsMatchWin).toBeCloseTo(1 / 3, 10)
    expect(store.standings(id).find((s) => s.player === 'Ben')!.droppedAfter).toBe(1)
  })

  it('refuses an unknown event, a bad name and a bad number of rounds', () => {
    expect(() => store.get(999)).toThrow('no event 999')
    expect(() => store.create(' ', 'cfs-classic', 3)).toThrow('an event is named in 1 to 80 characters')
    expect(() => store.create('X', 'cfs-classic', 0)).toThrow('a Swiss event has 1 to 20 rounds, not 0')
  })

  it("sums the metagame by plan from the results: each plan's record, and plan against plan", () => {
    const id = sixPlayers()
    // Round 1: Ada (control) beats Ben (rush), Cal (control) loses to Dee (rush), Eve (control) draws Fay (rush).
    store.pair(id)
    store.result(id, 'Ada', 2, 0)
    store.result(id, 'Dee', 2, 1)
    store.result(id, 'Eve', 1, 1)
    expect(store.metagame(id)).toEqual({
      plans: [
        { plan: 'control', players: 3, won: 1, lost: 1, drawn: 1, winRate: 1 / 3 },
        { plan: 'rush', players: 3, won: 1, lost: 1, drawn: 1, winRate: 1 / 3 },
      ],
      against: [
        { plan: 'control', opponent: 'rush', won: 1, lost: 1, drawn: 1 },
        { plan: 'rush', opponent: 'control', won: 1, lost: 1, drawn: 1 },
      ],
    })
    expect(() => store.register(store.create('Y', 'cfs-classic', 1).id, 'Ada', 'Main', ' ')).toThrow("a deck's plan is named in 1 to 60 characters")
  })

  it('shuffles players level on everything by a seed, the same seed the same round', () => {
    const a = sixPlayers()
    const b = sixPlayers()
    const c = sixPlayers()
    const tables = (id: number, seed?: number) => store.pair(id, seed).map((m) => `${m.a}–${m.b}`)
    const seeded = tables(a, 7)
    expect(tables(b, 7)).toEqual(seeded)
    expect(seeded).not.toEqual(tables(c))
  })
})

describe('an elimination event', () => {
  /** Enters every match of the round just paired: the player seeded or standing higher (a, or the name first) wins 2-1. */
  const better = (id: number) => {
    for (const m of store.pair(id)) if (m.b !== null) store.result(id, m.a < m.b ? m.a : m.b, 2, 1)
  }

  it('cuts a Swiss event to its top 4 by the standings, then plays the bracket out, refusing a draw in it', () => {
    const { id } = store.create('Cup', 'cfs-classic', 3, 'swiss', 4)
    for (const p of ['Ada', 'Ben', 'Cal', 'Dee', 'Eve', 'Fay']) store.register(id, p, `Main\n# ${p}`, 'rush')
    for (let r = 0; r < 3; r++) better(id)
    const top = store
      .standings(id)
      .slice(0, 4)
      .map((s) => s.player)
    const semis = store.pair(id)
    // Seed 1 meets seed 4, seed 2 seed 3, as the standings after the Swiss rounds give them.
    expect(semis.map((m) => [m.a, m.b, m.bracket])).toEqual([
      [top[0], top[3], 'W1.1'],
      [top[1], top[2], 'W1.2'],
    ])
    expect(store.bracketView(id)).toMatchObject({ seeds: top, champion: null })
    expect(() => store.result(id, top[0], 1, 1, 1)).toThrow('1-1-1 leaves the match without a winner, and a match of the bracket (W1.1) needs one')
    store.result(id, top[3], 2, 0)
    store.result(id, top[1], 2, 1)
    const final = store.pair(id)
    expect(final.map((m) => [m.a, m.b, m.bracket])).toEqual([[top[3], top[1], 'W2.1']])
    store.result(id, top[1], 2, 0)
    expect(store.bracketView(id)).toEqual({
      seeds: top,
      champion: top[1],
      placings: [
        { player: top[1], place: 1 },
        { player: top[3], place: 2 },
        { player: top[0], place: 3 },
        { player: top[2], place: 3 },
      ],
    })
    expect(() => store.pair(id)).toThrow(`the bracket of event ${id} is played out: ${top[1]} won`)
  })

  it('plays a double elimination of five: byes to the top seeds, a player who leaves loses by walkover', () => {
    const info = store.create('Double', 'cfs-classic', 0, 'double')
    expect(info).toMatchObject({ structure: 'double', rounds: 0, topCut: 0 })
    const { id } = info
    for (const p of ['Ada', 'Ben', 'Cal', 'Dee', 'Eve']) store.register(id, p, `Main\n# ${p}`, 'rush')
    // Seeds in name order: Ada, Ben and Cal sit the first round out; Dee meets Eve.
    expect(store.pair(id).map((m) => `${m.bracket} ${m.a}-${m.b}`)).toEqual(['W1.2 Dee-Eve'])
    store.result(id, 'Eve', 2, 1)
    expect(store.pair(id).map((m) => `${m.bracket} ${m.a}-${m.b}`)).toEqual(['W2.1 Ada-Eve', 'W2.2 Ben-Cal'])
    store.result(id, 'Ada', 2, 0)
    store.result(id, 'Ben', 2, 0)
    // Dee's first loss met nobody in the losers' round 1; Eve's loss to Ada meets nobody in the losers' round 2, and
    // Cal, who lost to Ben, leaves before meeting Dee there: both go through by walkover, to meet each other.
    store.drop(id, 'Cal')
    expect(store.pair(id).map((m) => `${m.bracket} ${m.a}-${m.b}`)).toEqual(['W3.1 Ada-Ben', 'L3.1 Dee-Eve'])
    store.result(id, 'Ada', 2, 1)
    store.result(id, 'Dee', 2, 0)
    expect(store.pair(id).map((m) => `${m.bracket} ${m.a}-${m.b}`)).toEqual(['L4.1 Dee-Ben'])
    store.result(id, 'Ben', 2, 0)
    expect(store.pair(id).map((m) => `${m.bracket} ${m.a}-${m.b}`)).toEqual(['F1 Ada-Ben'])
    store.result(id, 'Ada', 2, 0)
    expect(() => store.pair(id)).toThrow(`the bracket of event ${id} is played out: Ada won`)
    expect(store.bracketView(id)!.placings.map((p) => `${p.place} ${p.player}`)).toEqual(['1 Ada', '2 Ben', '3 Dee', '4 Eve', '5 Cal'])
  })

  it('refuses rounds for an elimination event, an odd cut, and a cut larger than the players still in', () => {
    expect(() => store.create('X', 'cfs-classic', 3, 'single')).toThrow("a single-elimination event's rounds follow from its bracket: give 0, not 3")
    expect(() => store.create('X', 'cfs-classic', 3, 'swiss', 3)).toThrow('a top cut takes 2, 4, 8, 16 players or none, not 3')
    expect(() => store.create('X', 'cfs-classic', 0, 'double', 4)).toThrow('a top cut follows Swiss rounds; a double-elimination event has none')
    const { id } = store.create('Small', 'cfs-classic', 1, 'swiss', 8)
    for (const p of ['Ada', 'Ben', 'Cal']) store.register(id, p, 'Main', 'rush')
    // Refused before round 1, so no event runs its Swiss rounds towards a cut it can never make.
    expect(() => store.pair(id)).toThrow('a top 8 needs 8 players; 3 are registered')
    expect(store.round(id)).toBe(0)
    expect(store.bracketView(id)).toBeNull()
    expect(() => store.swap(id, 'Ada', 'Ada')).toThrow('a swap is of two players; Ada is named twice')
  })

  it('cuts to the largest top the players still in fill, when drops leave fewer than the cut', () => {
    const { id } = store.create('Drops', 'cfs-classic', 1, 'swiss', 4)
    for (const p of ['Ada', 'Ben', 'Cal', 'Dee']) store.register(id, p, 'Main', 'rush')
    better(id)
    store.drop(id, 'Dee')
    const final = store.pair(id)
    expect(final).toHaveLength(1)
    expect(store.bracketView(id)!.seeds).toHaveLength(2)
  })
})

describe("an organiser's corrections", () => {
  it('locks the decklists: the roster answered, and no registration after', () => {
    const id = sixPlayers()
    expect(store.lock(id).map((p) => p.name)).toEqual(['Ada', 'Ben', 'Cal', 'Dee', 'Eve', 'Fay'])
    expect(store.get(id).locked).toBe(true)
    expect(() => store.register(id, 'Gus', 'Main', 'rush')).toThrow(`registration is closed: the decklists of event ${id} are locked`)
    expect(() => store.lock(id)).toThrow(`the decklists of event ${id} are locked already`)
    expect(() => store.lock(store.create('Empty', 'cfs-classic', 1).id)).toThrow('no player registered')
  })

  it('swaps two seats of the round just paired, and refuses a swap into a repeat, a second bye or past a result', () => {
    const id = sixPlayers()
    store.pair(id)
    // Round 1: Ada–Ben, Cal–Dee, Eve–Fay.
    expect(store.swap(id, 'Ben', 'Dee').map((m) => `${m.a}–${m.b}`)).toEqual(['Ada–Dee', 'Cal–Ben', 'Eve–Fay'])
    expect(() => store.swap(id, 'Ada', 'Dee')).toThrow('Ada and Dee play each other already, at table 1')
    expect(() => store.swap(id, 'Ada', 'Gus')).toThrow('Gus has no seat in round 1')
    for (const [p, w, l] of [
      ['Ada', 2, 0],
      ['Cal', 2, 1],
      ['Eve', 2, 1],
    ] as const)
      store.result(id, p, w, l)
    expect(() => store.swap(id, 'Ada', 'Cal')).toThrow('the match at table 1 has its result already')
    // Round 2: Ada–Cal, Eve–Dee, Ben–Fay (by the standings). Swapping Cal and Dee would pair Ada with Dee again.
    const round2 = store.pair(id).map((m) => `${m.a}–${m.b}`)
    expect(round2).toContain('Ada–Cal')
    expect(() => store.swap(id, 'Cal', 'Dee')).toThrow('Ada and Dee met in round 1: a pairing edited into a repeat is refused')
    expect(
      store
        .matches(id)
        .filter((m) => m.round === 2)
        .map((m) => `${m.a}–${m.b}`),
    ).toEqual(round2)
  })

  it('moves a bye with its 2–0, and refuses a second bye', () => {
    const { id } = store.create('Odd', 'cfs-classic', 3)
    for (const p of ['Ada', 'Ben', 'Cal']) store.register(id, p, 'Main', 'rush')
    // Round 1: Ada–Ben, and Cal's bye.
    store.pair(id)
    expect(store.swap(id, 'Cal', 'Ben').map((m) => [m.a, m.b, m.result])).toEqual([
      ['Ada', 'Cal', null],
      ['Ben', null, { winsA: 2, winsB: 0, drawn: 0 }],
    ])
    store.result(id, 'Ada', 2, 0)
    // Round 2 gives the bye to Cal (the lowest without one); handing it back to Ben would be his second.
    const round2 = store.pair(id)
    const bye = round2.find((m) => m.b === null)!
    expect(bye.a).toBe('Cal')
    expect(() => store.swap(id, 'Cal', 'Ben')).toThrow('Ben had a bye already: a swap that gives a second bye is refused')
  })
})
