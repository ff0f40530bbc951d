// Names and labels are plain visible text: a NUL (which SQLite's length() stops at, so a CHECK failed and the
// answer was INTERNAL), a zero-width space or a bidi override is refused in a character's or a card's name, and
// left out of a label, a team's name and a deck's name.
import { describe, expect, it } from 'vitest'
import { createDispatch } from '../../../src/main/ipc/dispatch'
import { GAMBIT } from '../../../src/main/games/cc/examples'
import { ROOK } from '../../../src/main/games/cs/examples'
import { KEN } from '../../../src/main/games/tf/examples'
import { freshServices } from '../../helpers'

describe('hidden characters in names', () => {
  it("are refused in a character's name with the field and the character, never INTERNAL", async () => {
    const d = createDispatch(freshServices())
    for (const name of ['\u0000', '\u0000abc', 'Gam\u202Ebit']) {
      const cc = await d('saveCharacter', { game: 'cc', character: { ...GAMBIT, id: 'new', name }, replacing: null })
      expect(cc.ok ? cc.value : cc.error).toMatchObject({
        problems: expect.arrayContaining([
          expect.objectContaining({ field: 'name', message: expect.stringMatching(/^the name holds a hidden character \(\\u(0000|202E)\)$/) }),
        ]),
      })
    }
    const tf = await d('saveCharacter', { game: 'tf', character: { ...KEN, id: 'ken2', name: '\u0000' }, replacing: null })
    const cs = await d('saveCharacter', { game: 'cs', character: { ...ROOK, id: 'rook2', name: '\u0000Rook' }, replacing: null })
    for (const r of [tf, cs]) {
      expect(r.ok || r.error.code).not.toBe('INTERNAL')
      expect(JSON.stringify(r)).toContain('the name holds a hidden character (\\\\u0000)')
    }
  })

  it("are left out of a version's label and a team's name; one of nothing else is refused in words", async () => {
    const s = freshServices()
    const d = createDispatch(s)
    expect(await d('saveCharacter', { game: 'cc', character: { ...GAMBIT, id: 'mine', name: 'Mine' }, replacing: null })).toMatchObject({ ok: true })
    expect(await d('snapshotCharacter', { game: 'cc', id: 'mine', label: '\u0000before\u200B' })).toMatchObject({ ok: true, value: { label: 'before' } })
    expect(await d('snapshotCharacter', { game: 'cc', id: 'mine', label: '\u0000' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'label' },
    })
    expect(await d('saveTeam', { game: 'cc', id: null, name: '\u0000', members: ['gambit', 'ryu'] })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'name' },
    })
    expect(await d('saveTeam', { game: 'cc', id: null, name: 'X-\u202EMen', members: ['gambit', 'ryu'] })).toMatchObject({ ok: true, value: { name: 'X-Men' } })
  })

  it("are refused in a card's name and left out of a deck's", () => {
    const s = freshServices()
    s.editor.createSet('mine', 'Mine')
    const ryu = s.catalogue.card('cfs-base', 'C001')!
    expect(s.editor.check('mine', { ...ryu, set: 'mine', name: 'Ryu\u202E', backups: [] }, null)).toEqual([
      { field: 'name', message: 'holds a hidden character (\\u202E): names are plain visible text' },
    ])
    expect(s.library.create({ name: 'Sho\u200Bto\u0000 Rush' }).name).toBe('Shoto Rush')
  })
})
