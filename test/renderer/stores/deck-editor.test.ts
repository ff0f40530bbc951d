// @vitest-environment jsdom
// The renderer's deck editor against the real services, with window.api bound to main's dispatcher.
import { beforeEach, describe, expect, it } from 'vitest'
import { createDispatch } from '../../../src/main/ipc/dispatch'
import { DeckEditor } from '../../../src/renderer/src/stores/deck-editor.svelte'
import { freshServices } from '../../helpers'

let services: ReturnType<typeof freshServices>

beforeEach(() => {
  services = freshServices()
  const dispatch = createDispatch(services)
  const api = { invoke: (method: string, input?: unknown) => dispatch(method, input), onCommand: () => () => {} }
  ;(window as unknown as { api: unknown }).api = api
})

async function settle(editor: DeckEditor) {
  await editor.flush()
  await new Promise((r) => setTimeout(r, 0))
}

describe('DeckEditor', () => {
  it('edits, saves every edit, and re-checks legality', async () => {
    const id = services.library.create({ name: 'Edit me' }).id
    const editor = new DeckEditor()
    await editor.open(id)
    editor.add({ set: 'cfs-base', number: 'C001' })
    editor.add({ set: 'cfs-base', number: 'C001' })
    editor.add({ set: 'cfs-base', number: 'C028' }, 'strikers')
    expect(editor.count({ set: 'cfs-base', number: 'C001' }, 'main')).toBe(2)
    await settle(editor)
    expect(services.library.get(id)).toMatchObject({ main: [{ number: 'C001', count: 2 }], strikers: [{ number: 'C028', count: 1 }] })
    expect(editor.analysis?.legality.violations.map((v) => v.code)).toEqual(['DECK_SIZE', 'STRIKERS_NOT_ALLOWED'])
    expect(editor.cards.get('cfs-base/C001')?.name).toBe('Ryu')
  })

  it('makes a swap as one edit that one Undo takes back, the deck as it was kept first as a version', async () => {
    const id = services.library.create({
      name: 'Swap me',
      main: [
        { set: 'cfs-base', number: 'C001', count: 2 },
        { set: 'cfs-base', number: 'C002', count: 1 },
      ],
    }).id
    const editor = new DeckEditor()
    await editor.open(id)
    await editor.swap({ set: 'cfs-base', number: 'C002' }, { set: 'cfs-base', number: 'C075' }, 'Before −1 Ken, +1 Zero Gouki')
    await settle(editor)
    expect(services.library.get(id).main.map((e) => [e.number, e.count])).toEqual([
      ['C001', 2],
      ['C075', 1],
    ])
    const versions = services.library.versions(id)
    expect(versions.map((v) => v.label)).toEqual(['Before −1 Ken, +1 Zero Gouki'])
    expect(services.library.diff({ version: versions[0].id }, { deck: id }).lines.map((l) => [l.number, l.from, l.to])).toEqual([
      ['C002', 1, 0],
      ['C075', 0, 1],
    ])
    editor.undo()
    await settle(editor)
    expect(services.library.get(id).main.map((e) => [e.number, e.count])).toEqual([
      ['C001', 2],
      ['C002', 1],
    ])
    expect(editor.canUndo).toBe(false)
  })

  it('fetches the cards of the Considering zone of a deck it opens, as of Main and Strikers', async () => {
    const id = services.library.create({
      name: 'Maybe',
      main: [{ set: 'cfs-base', number: 'C001', count: 3 }],
      considering: [{ set: 'cfs-base', number: 'C045', count: 1 }],
    }).id
    const editor = new DeckEditor()
    await editor.open(id)
    await settle(editor)
    expect(editor.cards.get('cfs-base/C045')?.name).toBe('Twelve')
  })

  it("adds a card of the player's own set along with its set, and sees a picture attached later", async () => {
    services.editor.copySet('cfs-base', 'mine', 'Mine')
    const id = services.library.create({ name: 'Own cards' }).id
    const editor = new DeckEditor()
    await editor.open(id)
    editor.add({ set: 'mine', number: 'C001' })
    await settle(editor)
    expect(services.library.get(id).sets).toEqual(['cfs-base', 'mine'])
    expect(editor.analysis?.legality.violations.map((v) => v.code)).toEqual(['DECK_SIZE'])
    services.catalogue.setImage('mine', 'C001', 'a'.repeat(64))
    editor.catalogueChanged()
    await settle(editor)
    expect(editor.cards.get('mine/C001')?.image).toBe('a'.repeat(64))
  })

  it('undoes and redoes every edit, and a new edit clears redo', async () => {
    const id = services.library.create({ name: 'History' }).id
    const editor = new DeckEditor()
    await editor.open(id)
    const ryu = { set: 'cfs-base', number: 'C001' }
    editor.add(ryu)
    editor.add(ryu)
    editor.setFormat('cfs-legends')
    editor.undo()
    expect(editor.deck?.format).toBe('cfs-classic')
    editor.undo()
    expect(editor.count(ryu, 'main')).toBe(1)
    editor.redo()
    expect(editor.count(ryu, 'main')).toBe(2)
    expect(editor.canRedo).toBe(true)
    editor.remove(ryu)
    expect(editor.canRedo).toBe(false)
    editor.setCount(ryu, 'main', 0)
    expect(editor.deck?.main).toEqual([])
    editor.undo()
    await settle(editor)
    expect(services.library.get(id).main).toEqual([{ set: 'cfs-base', number: 'C001', count: 1 }])
  })

  it('keeps tags out of undo and never loses an edit to them', async () => {
    const id = services.library.create({ name: 'Tags' }).id
    const editor = new DeckEditor()
    await editor.open(id)
    editor.add({ set: 'cfs-base', number: 'C002' })
    await editor.setTags(['ken', ' shoto '])
    expect(editor.deck).toMatchObject({ tags: ['ken', 'shoto'], main: [{ number: 'C002', count: 1 }] })
    expect(services.library.get(id)).toMatchObject({ tags: ['ken', 'shoto'], main: [{ number: 'C002', count: 1 }] })
  })
})
