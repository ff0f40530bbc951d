import { describe, expect, it } from 'vitest'
import { freshServices } from '../../helpers'

const e = (number: string, count: number, set = 'cfs-base') => ({ set, number, count })

describe('deck library', () => {
  it('creates, lists, renames and tags decks, newest first', () => {
    const { library } = freshServices()
    const a = library.create({ name: 'Shoto Rush' })
    const b = library.create()
    expect(a).toMatchObject({ name: 'Shoto Rush', format: 'cfs-classic', sets: ['cfs-base'], main: [], strikers: [], tags: [] })
    expect(b.name).toBe('New deck')
    expect(library.create().name).toBe('New deck 2')
    library.update(a.id, { name: 'Shoto Rush v2', tags: ['shoto', 'aggro', 'shoto'] })
    expect(library.list().map((d) => d.name)).toEqual(['Shoto Rush v2', 'New deck 2', 'New deck'])
    expect(library.get(a.id).tags).toEqual(['aggro', 'shoto'])
    expect(library.list('AGGRO').map((d) => d.id)).toEqual([a.id])
    expect(library.list('rush v2').map((d) => d.id)).toEqual([a.id])
  })

  it('saves cards and reports size and legality in the list', () => {
    const { library } = freshServices()
    const d = library.create({ name: 'Ryus' })
    library.update(d.id, { main: [e('C001', 3), e('C019', 2)] })
    expect(library.get(d.id).main).toEqual([e('C001', 3), e('C019', 2)])
    expect(library.list()[0]).toMatchObject({ size: 5, legal: false })
  })

  it('keeps decks in nested folders, found by folder name, and lists the tree with the folders above each', () => {
    const { library } = freshServices()
    const a = library.create({ name: 'Regionals', folder: ' Tournaments / 2026 ' })
    const b = library.create({ name: 'Locals', folder: 'Tournaments' })
    library.create({ name: 'Loose' })
    expect(library.get(a.id).folder).toBe('Tournaments/2026')
    expect(library.folders()).toEqual(['Tournaments', 'Tournaments/2026'])
    expect(library.list('2026').map((d) => d.id)).toEqual([a.id])
    expect(library.list().find((d) => d.id === b.id)?.folder).toBe('Tournaments')
    library.update(b.id, { folder: 'Casual\\Kitchen table' })
    expect(library.folders()).toEqual(['Casual', 'Casual/Kitchen table', 'Tournaments', 'Tournaments/2026'])
    library.delete(a.id)
    expect(library.folders()).toEqual(['Casual', 'Casual/Kitchen table'])
    expect(() => library.update(b.id, { folder: 'x/'.repeat(150) })).toThrow(/at most 200/)
  })

  it('renames and moves a folder with the folders inside it, and refuses to move one into itself', () => {
    const { library } = freshServices()
    const a = library.create({ name: 'A', folder: 'Old/2025' })
    const b = library.create({ name: 'B', folder: 'Old' })
    const c = library.create({ name: 'C', folder: 'Older' })
    expect(library.moveFolder('Old', 'Archive/Old')).toBe(2)
    expect([a, b, c].map((d) => library.get(d.id).folder)).toEqual(['Archive/Old/2025', 'Archive/Old', 'Older'])
    expect(library.moveFolder('Archive/Old', 'Legacy')).toBe(2)
    expect([a, b].map((d) => library.get(d.id).folder)).toEqual(['Legacy/2025', 'Legacy'])
    expect(() => library.moveFolder('Legacy', 'Legacy/2025/x')).toThrow(/into itself/)
    expect(library.get(a.id).folder).toBe('Legacy/2025')
    expect(library.moveFolder('Legacy', '')).toBe(2)
    expect([a, b].map((d) => library.get(d.id).folder)).toEqual(['2025', ''])
  })

  it('keeps notes as the player wrote them, and carries them into a deck JSON export', () => {
    const s = freshServices()
    const notes = '# Plan\n- mulligan **aggressively**\n<script>alert(1)</script>'
    const d = s.library.create({ name: 'Noted', main: [e('C001', 1)] })
    s.library.update(d.id, { notes })
    expect(s.library.get(d.id).notes).toBe(notes)
    const json = s.deckFiles.exportDeck(d.id, 'json')
    expect(JSON.parse(json.text).notes).toBe(notes)
    // Into another library: this one would open the deck it has.
    const back = freshServices().deckFiles.importDeck(json.text, json.fileName)
    expect(back.ok && !back.existing && back.deck.notes).toBe(notes)
    expect(() => s.library.update(d.id, { notes: 'x'.repeat(20_001) })).toThrow(/at most 20000/)
  })

  it("keeps a Considering zone out of the deck: not in its size, legality or versions' sizes, but in exports and diffs", () => {
    const s = freshServices()
    const d = s.library.create({ name: 'Maybe', main: [e('C001', 3)] })
    s.library.update(d.id, { considering: [e('C001', 2), e('C002', 1)] })
    expect(s.library.get(d.id).considering).toEqual([e('C001', 2), e('C002', 1)])
    expect(s.library.list()[0].size).toBe(3)
    const before = s.library.snapshot(d.id, 'before')
    expect(before.size).toBe(3)
    s.library.update(d.id, { considering: [e('C002', 1)] })
    expect(s.library.diff({ version: before.id }, { deck: d.id }).lines).toEqual([
      { zone: 'considering', set: 'cfs-base', number: 'C001', name: 'Ryu', from: 2, to: 0 },
    ])
    const json = JSON.parse(s.deckFiles.exportDeck(d.id, 'json').text)
    expect(json.considering).toEqual([{ set: 'cfs-base', number: 'C002', count: 1, name: 'Ken' }])
    expect(s.deckFiles.exportDeck(d.id, 'text').text).toContain('Considering\n1 C002 Ken')
    const back = freshServices().deckFiles.importDeck(s.deckFiles.exportDeck(d.id, 'json').text, 'maybe.deck.json')
    expect(back.ok && !back.existing && back.deck.considering).toEqual([e('C002', 1)])
    expect(s.library.create({ name: 'Plain' }).considering).toEqual([])
  })

  it('remembers the decks last opened, latest first, a deleted one left out', () => {
    const { library } = freshServices()
    const [a, b, c] = ['A', 'B', 'C'].map((name) => library.create({ name }))
    expect(library.recent()).toEqual([])
    for (const d of [a, b, c, a]) library.open(d.id)
    expect(library.recent()).toEqual([
      { id: a.id, name: 'A' },
      { id: c.id, name: 'C' },
      { id: b.id, name: 'B' },
    ])
    expect(library.recent(2).map((d) => d.name)).toEqual(['A', 'C'])
    library.delete(c.id)
    expect(library.recent().map((d) => d.name)).toEqual(['A', 'B'])
    expect(() => library.open(c.id)).toThrow(/no deck/)
  })

  it('keeps names, tags and folders to one line of text: a NUL, which SQLite would cut the text at, becomes a space', () => {
    const { library } = freshServices()
    const d = library.create({ name: 'Shoto\u0000Rush', tags: ['\u0000', 'a\tb'], folder: 'x\u0000y/z' })
    expect(library.get(d.id)).toMatchObject({ name: 'Shoto Rush', tags: ['a b'], folder: 'x y/z' })
    expect(library.create({ name: '\u0000' }).name).toBe('New deck')
    expect(() => library.update(d.id, { name: '\u0000\u0001' })).toThrow(/needs a name/)
  })

  it('refuses an unknown format or an empty name, changing nothing', () => {
    const { library } = freshServices()
    const d = library.create({ name: 'X' })
    expect(() => library.update(d.id, { format: 'cfs-modern' })).toThrow(/unknown format/)
    expect(() => library.update(d.id, { name: '  ' })).toThrow(/needs a name/)
    expect(library.get(d.id)).toMatchObject({ name: 'X', format: 'cfs-classic' })
  })

  it('duplicates a deck with its cards and tags', () => {
    const { library } = freshServices()
    const d = library.create({ name: 'Base', main: [e('C001', 2)], tags: ['t'] })
    const copy = library.duplicate(d.id)
    expect(copy).toMatchObject({ name: 'Base (copy)', main: [e('C001', 2)], tags: ['t'] })
    expect(copy.id).not.toBe(d.id)
  })

  it('deletes with undo', () => {
    const { library } = freshServices()
    const d = library.create({ name: 'Gone' })
    library.delete(d.id)
    expect(library.list()).toEqual([])
    expect(() => library.get(d.id)).toThrow(/no deck/)
    expect(library.restore(d.id).name).toBe('Gone')
    expect(library.list()).toHaveLength(1)
    expect(() => library.restore(d.id)).toThrow(/no deleted deck/)
  })

  it('snapshots versions and diffs any two, quantity-aware', () => {
    const { library } = freshServices()
    const d = library.create({ name: 'Evolving', main: [e('C001', 3), e('C002', 2)] })
    const v1 = library.snapshot(d.id)
    library.update(d.id, { main: [e('C001', 2), e('C002', 2), e('C028', 3)], strikers: [e('S001', 1)] })
    const v2 = library.snapshot(d.id, 'with Sakura')
    expect(library.versions(d.id).map((v) => [v.label, v.size])).toEqual([
      ['Version 1', 5],
      ['with Sakura', 8],
    ])
    expect(library.diff({ version: v1.id }, { version: v2.id })).toEqual({
      from: 'Version 1',
      to: 'with Sakura',
      lines: [
        { zone: 'main', set: 'cfs-base', number: 'C001', name: 'Ryu', from: 3, to: 2 },
        { zone: 'main', set: 'cfs-base', number: 'C028', name: 'Sakura', from: 0, to: 3 },
        { zone: 'strikers', set: 'cfs-base', number: 'S001', name: 'Terry', from: 0, to: 1 },
      ],
    })
    library.update(d.id, { main: [e('C001', 2), e('C002', 2), e('C028', 3)], strikers: [] })
    expect(library.diff({ version: v2.id }, { deck: d.id }).lines).toEqual([
      { zone: 'strikers', set: 'cfs-base', number: 'S001', name: 'Terry', from: 1, to: 0 },
    ])
    expect(library.diff({ deck: d.id }, { deck: d.id }).lines).toEqual([])
  })
})

describe('deck import and export', () => {
  it('imports deck text into a new deck named by its header or file', () => {
    const s = freshServices()
    const r = s.deckFiles.importDeck('format: cfs-legends\n3 Ryu\nStrikers\nC028\n', 'shoto.deck.txt')
    expect(r).toMatchObject({ ok: true, deck: { name: 'shoto', format: 'cfs-legends', main: [e('C001', 3)], strikers: [e('C028', 1)] } })
    expect(s.deckFiles.importDeck('name: Named\nRyu', 'x.txt')).toMatchObject({ ok: true, deck: { name: 'Named' } })
  })

  it('opens the deck it made when the same file comes twice, and names another deck of that name "… (2)"', () => {
    const s = freshServices()
    const file = 'name: Shoto\n3 C001\n3 C002\n'
    const first = s.deckFiles.importDeck(file, 'shoto.deck.txt')
    const again = s.deckFiles.importDeck(file, 'shoto.deck.txt')
    expect(again).toMatchObject({ ok: true, existing: true })
    expect(first.ok && again.ok && again.deck.id).toBe(first.ok && first.deck.id)
    expect(s.library.list().map((d) => d.name)).toEqual(['Shoto'])
    // The same name with other cards is another deck: it comes in beside it, named apart.
    const other = s.deckFiles.importDeck('name: Shoto\n3 C001\n2 C002\n', 'shoto.deck.txt')
    expect(other).toMatchObject({ ok: true, deck: { name: 'Shoto (2)' } })
    expect(s.deckFiles.importDeck('name: Shoto\n1 C005\n', 'x.txt')).toMatchObject({ ok: true, deck: { name: 'Shoto (3)' } })
    // A deck renamed or edited since is no longer the same deck.
    if (first.ok) s.library.update(first.deck.id, { main: [e('C001', 1)] })
    expect(s.deckFiles.importDeck(file, 'shoto.deck.txt')).toMatchObject({ ok: true, deck: { name: 'Shoto (4)' } })
  })

  it('imports nothing when a line is wrong, and names the line', () => {
    const s = freshServices()
    expect(s.deckFiles.importDeck('3 Ryu\n2 Chun-Lee\n', 'typo.txt')).toEqual({
      ok: false,
      fileName: 'typo.txt',
      problems: [{ line: 2, message: expect.stringContaining('unknown card "Chun-Lee"'), fix: '2 C003 Chun Li' }],
      // Offered, never taken without the player: the file as it would read fixed.
      fixed: '3 Ryu\n2 C003 Chun Li\n',
    })
    expect(s.library.list()).toEqual([])
  })

  it('exports text and JSON that import back to the same deck', () => {
    const s = freshServices()
    const d = s.library.create({ name: 'Round/Trip', format: 'cfs-legends', main: [e('C001', 3), e('C045', 1)], strikers: [e('C028', 3)] })
    const text = s.deckFiles.exportDeck(d.id, 'text')
    expect(text).toEqual({
      fileName: 'RoundTrip.deck.txt',
      text: 'name: Round/Trip\nformat: cfs-legends\nMain\n3 C001 Ryu\n1 C045 Twelve\nStrikers\n3 C028 Sakura\n',
    })
    const json = s.deckFiles.exportDeck(d.id, 'json')
    expect(JSON.parse(json.text)).toMatchObject({ ringside: 'deck', version: 1, main: [{ number: 'C001', count: 3, name: 'Ryu' }, {}] })
    for (const file of [text, json]) {
      const back = freshServices().deckFiles.importDeck(file.text, file.fileName)
      expect(back.ok && { name: back.deck.name, format: back.deck.format, main: back.deck.main, strikers: back.deck.strikers }).toEqual({
        name: 'Round/Trip',
        format: 'cfs-legends',
        main: d.main,
        strikers: d.strikers,
      })
    }
  })

  it('names the JSON field at fault', () => {
    const s = freshServices()
    const bad = (o: unknown) => s.deckFiles.importDeck(JSON.stringify(o), 'bad.json')
    const base = { ringside: 'deck', version: 1, name: 'x', format: null, sets: ['cfs-base'], main: [], strikers: [] }
    expect(bad({ ...base, main: [{ set: 'cfs-base', number: 'C001', count: 0 }] })).toMatchObject({
      ok: false,
      problems: [{ line: 0, message: expect.stringMatching(/^main\.0\.count: /) }],
    })
    expect(bad({ ...base, main: [e('C999', 1)] })).toMatchObject({ problems: [{ message: 'main.0: no card C999 in set cfs-base' }] })
    expect(bad({ ...base, sets: ['nope'] })).toMatchObject({ problems: [{ message: 'sets: unknown set "nope"' }] })
    expect(s.deckFiles.importDeck('{ not json', 'broken.json')).toMatchObject({ ok: false, problems: [{ message: expect.stringContaining('not valid JSON') }] })
    expect(s.library.list()).toEqual([])
  })
})

describe('analyze', () => {
  it('returns legality and stats: kinds, curves, ability types, Back-Up coverage', () => {
    const s = freshServices()
    const { legality, stats } = s.deckFiles.analyze({
      format: 'cfs-classic',
      sets: ['cfs-base'],
      main: [e('C001', 3), e('C028', 2), e('S019', 1), e('A001', 2)],
      strikers: [],
    })
    expect(legality.violations.map((v) => v.code)).toEqual(['DECK_SIZE'])
    expect(stats).toMatchObject({
      size: 8,
      main: 8,
      byKind: { capcom: 5, snk: 1, action: 2, reaction: 0, arena: 0 },
      byAbility: { square: 3, triangle: 3 },
      bpCurve: [
        { value: 500, count: 2 },
        { value: 1000, count: 3 },
        { value: 1500, count: 1 },
      ],
      spTotal: 3 * 3 + 2 * 3 + 0,
    })
    expect(stats.spAverage).toBe(2.5)
    const ryu = stats.backUp.characters.find((c) => c.number === 'C001')!
    expect(ryu.partners).toEqual([
      { name: 'Sakura', number: 'C028', inDeck: true },
      { name: 'Terry', number: 'S001', inDeck: false },
    ])
    expect(stats.backUp.unpartnered.map((c) => c.number).sort()).toEqual(['C028', 'S019'])
  })
})
