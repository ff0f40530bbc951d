import { describe, expect, it } from 'vitest'
import { CharacterStore } from '../../../../src/main/games/cc/store'
import { GAMBIT, RYU } from '../../../../src/main/games/cc/examples'
import { openDatabase } from '../../../../src/main/storage/database'

function store(): CharacterStore {
  return new CharacterStore(openDatabase(':memory:'))
}

const KEN = { ...RYU, id: 'ken', name: 'Ken', example: false }

describe('the character store', () => {
  it("lists the shipped examples first, then the player's sheets by name", () => {
    const s = store()
    expect(s.list().map((c) => [c.id, c.example])).toEqual([
      ['gambit', true],
      ['ryu', true],
    ])
    expect(s.save({ ...KEN, id: 'zangief', name: 'Zangief' }, null).saved).toMatchObject({ id: 'zangief', example: false })
    expect(s.save(KEN, null).saved).toMatchObject({ id: 'ken', name: 'Ken', game: 'cc', moves: RYU.moves.map((m) => m.name) })
    expect(s.list().map((c) => c.id)).toEqual(['gambit', 'ryu', 'ken', 'zangief'])
    expect(s.get('ken')).toEqual(KEN)
    expect(s.get('gambit')).toBe(GAMBIT)
  })

  it('refuses a sheet with errors, every one by field with its fix, and saves nothing', () => {
    const s = store()
    const save = s.save({ ...KEN, strength: 11, combo: 0 }, null)
    expect(save.saved).toBeNull()
    expect(save.problems.map((p) => [p.code, p.field])).toEqual([
      ['STAT_RANGE', 'strength'],
      ['STAT_RANGE', 'combo'],
    ])
    expect(save.problems.every((p) => p.fix.length > 0)).toBe(true)
    expect(s.list()).toHaveLength(2)
    // A field of the wrong kind is named as the reader names it.
    const unreadable = s.save({ ...KEN, hp: 'lots' }, null)
    expect(unreadable.saved).toBeNull()
    expect(unreadable.problems).toEqual([expect.objectContaining({ code: 'SHEET_FIELD', field: 'hp', level: 'error' })])
    expect(s.check({ ...KEN, speed: 0 }).map((p) => p.field)).toEqual(['speed'])
  })

  it('replaces a sheet (its id may change), refuses a taken id, and never changes or deletes an example', () => {
    const s = store()
    s.save(KEN, null)
    expect(() => s.save(KEN, null)).toThrow(/already a character "ken"/)
    s.save({ ...KEN, id: 'ken-masters', hp: 120 }, 'ken')
    expect(s.list().map((c) => c.id)).toEqual(['gambit', 'ryu', 'ken-masters'])
    expect(s.get('ken-masters').hp).toBe(120)
    expect(() => s.get('ken')).toThrow(/no character "ken"/)
    expect(() => s.save({ ...GAMBIT }, null)).toThrow(/shipped example's id/)
    expect(() => s.save({ ...KEN, id: 'my-gambit' }, 'gambit')).toThrow(/cannot be changed/)
    expect(() => s.delete('ryu')).toThrow(/cannot be deleted/)
    expect(() => s.save({ ...KEN, id: 'x' }, 'nobody')).toThrow(/no character "nobody"/)
    s.delete('ken-masters')
    expect(s.list()).toHaveLength(2)
    expect(() => s.delete('ken-masters')).toThrow(/no character/)
  })

  it("saves an example flag as false: a player's sheet is never an example", () => {
    const s = store()
    s.save({ ...KEN, example: true }, null)
    expect(s.get('ken').example).toBe(false)
  })

  it('searches names, moves and texts, typo-tolerant, and sees a new sheet at once', () => {
    const s = store()
    expect(s.search('gambt').map((c) => c.id)).toEqual(['gambit'])
    expect(s.search('hadouken').map((c) => c.id)).toEqual(['ryu'])
    expect(s.search('shoryu').map((c) => c.id)).not.toContain('ken')
    s.save({ ...KEN, name: 'Ken Masters', id: 'ken' }, null)
    expect(s.search('masters').map((c) => c.id)).toEqual(['ken'])
    expect(s.search('  ')).toHaveLength(3)
  })

  it('names a stored sheet damaged by hand instead of playing it', () => {
    const db = openDatabase(':memory:')
    const s = new CharacterStore(db)
    s.save(KEN, null)
    db.prepare("UPDATE characters SET sheet = json_set(sheet, '$.hp', 'x') WHERE id = 'ken'").run()
    expect(() => s.get('ken')).toThrow(/character "ken": hp: .*restore a backup/)
  })
})
