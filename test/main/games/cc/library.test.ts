import { describe, expect, it } from 'vitest'
import { CharacterStore } from '../../../../src/main/games/cc/store'
import { GAMBIT, RYU } from '../../../../src/main/games/cc/examples'
import { diffSheets } from '../../../../src/main/games/cc/sheet-diff'
import { openDatabase } from '../../../../src/main/storage/database'

const KEN = { ...RYU, id: 'ken', name: 'Ken', example: false }

function store(): CharacterStore {
  const s = new CharacterStore(openDatabase(':memory:'))
  s.save(KEN, null)
  return s
}

describe("a character's versions", () => {
  it('snapshots the sheet, says what changed since, and restores it keeping the sheet it replaces', () => {
    const s = store()
    const v1 = s.snapshot('ken', 'tournament build')
    expect(v1).toMatchObject({ characterId: 'ken', label: 'tournament build' })
    const [first, ...rest] = KEN.moves
    s.save({ ...KEN, strength: 8, moves: [...rest, { ...first, damage: (first.damage ?? 0) + 2 }] }, 'ken')
    expect(s.diff(v1.id)).toEqual([
      { what: 'Strength', from: String(RYU.strength), to: '8' },
      { what: `move ${first.name}`, from: expect.stringContaining(`${first.damage} damage`), to: expect.stringContaining(`${(first.damage ?? 0) + 2} damage`) },
    ])
    expect(s.restore(v1.id)).toMatchObject({ id: 'ken', strength: RYU.strength })
    expect(s.get('ken')).toEqual(KEN)
    expect(s.versions('ken').map((v) => v.label)).toEqual(['before restoring “tournament build”', 'tournament build'])
    expect(s.diff(s.versions('ken')[0].id)).toEqual(expect.arrayContaining([{ what: 'Strength', from: '8', to: String(RYU.strength) }]))
  })

  it('keeps the versions when the id changes, deletes them with the character, refuses examples and empty labels', () => {
    const s = store()
    s.snapshot('ken', 'one')
    s.save({ ...KEN, id: 'ken-masters' }, 'ken')
    expect(s.versions('ken-masters').map((v) => v.label)).toEqual(['one'])
    expect(s.versions('ken')).toEqual([])
    expect(() => s.snapshot('gambit', 'x')).toThrow(/shipped example has no versions/)
    expect(() => s.snapshot('ken-masters', '  ')).toThrow(/label/)
    expect(() => s.diff(999)).toThrow(/no character version 999/)
    s.delete('ken-masters')
    expect(s.versions('ken-masters')).toEqual([])
  })

  it('a diff names moves added and removed, by name, and sees no change in a reordered list', () => {
    const changes = diffSheets(GAMBIT, { ...GAMBIT, moves: [...GAMBIT.moves.slice(1).reverse(), { ...GAMBIT.moves[0], name: 'Kinetic Charge' }] })
    expect(changes).toEqual([
      { what: 'move Kinetic Card', from: expect.stringContaining('special on J'), to: null },
      { what: 'move Kinetic Charge', from: null, to: expect.stringContaining('special on J') },
    ])
    expect(diffSheets(GAMBIT, GAMBIT)).toEqual([])
  })
})

describe('tag teams', () => {
  it('keeps a team of two by id, with every problem of the pair; a member in a team cannot be deleted', () => {
    const s = store()
    const team = s.saveTeam(null, 'Shotos', ['ryu', 'ken'])
    expect(team).toMatchObject({ name: 'Shotos', members: ['ryu', 'ken'], names: ['Ryu', 'Ken'] })
    expect(team.legal).toBe(!team.problems.some((p) => p.level === 'error'))
    const same = s.saveTeam(team.id, 'Twins', ['ken', 'ken'])
    expect(same).toMatchObject({ name: 'Twins', legal: false, problems: expect.arrayContaining([expect.objectContaining({ code: 'TEAM_SAME_SHEET' })]) })
    expect(() => s.delete('ken')).toThrow(/in the team "Twins"/)
    expect(() => s.saveTeam(null, 'X', ['ken', 'akuma'])).toThrow(/no character "akuma"/)
    expect(() => s.saveTeam(null, '', ['ken', 'ryu'])).toThrow(/name/)
    s.save({ ...KEN, id: 'ken-masters' }, 'ken')
    expect(s.team(team.id).members).toEqual(['ken-masters', 'ken-masters'])
    expect(s.teams().map((t) => t.name)).toEqual(['Twins'])
    s.deleteTeam(team.id)
    expect(s.teams()).toEqual([])
    expect(() => s.deleteTeam(team.id)).toThrow(/no team/)
    s.delete('ken-masters')
  })
})
