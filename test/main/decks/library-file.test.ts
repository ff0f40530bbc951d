// The library in one file: every deck with its tags, read back into another library whole, or not at all.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createDispatch, type Desktop } from '../../../src/main/ipc/dispatch'
import { freshServices, tempDir } from '../../helpers'

function withDecks() {
  const s = freshServices()
  const made = [
    s.deckFiles.importDeck('name: Shoto\nformat: cfs-legends\n3 C001\n2 A001\nStrikers\n1 S010\n', 'shoto.deck.txt'),
    s.deckFiles.importDeck('name: Fury\n3 S001\n3 S002\n', 'fury.deck.txt'),
  ]
  for (const m of made) if (!m.ok) throw new Error('a deck did not import')
  const fury = made[1]
  if (fury.ok) s.library.update(fury.deck.id, { tags: ['snk', 'event'], folder: 'Events/Spring', notes: 'Side in Mai.' })
  return s
}

const cardsOf = (s: ReturnType<typeof freshServices>) =>
  s.library
    .all()
    .map(({ name, format, sets, main, strikers, tags, folder, notes }) => ({ name, format, sets, main, strikers, tags, folder, notes }))
    .sort((a, b) => a.name.localeCompare(b.name))

describe('the library as one file', () => {
  it('holds every deck with its cards and tags, and another library reads them all back', () => {
    const from = withDecks()
    const file = from.deckFiles.exportLibrary()
    expect(file).toMatchObject({ fileName: 'ringside-decks.json', decks: 2 })
    const json = JSON.parse(file.text)
    expect(json).toMatchObject({ ringside: 'decks', version: 1 })
    // Each entry is a deck JSON file of its own, with the card names for people reading it.
    expect(json.decks[0]).toMatchObject({ ringside: 'deck', version: 1 })
    expect(file.text).toContain('"name": "Ryu"')

    const to = freshServices()
    const imported = to.deckFiles.importDeck(file.text, 'ringside-decks.json')
    expect(imported).toMatchObject({ ok: true, decks: 2 })
    expect(cardsOf(to)).toEqual(cardsOf(from))
  })

  it('leaves out a deleted deck, newest change first', () => {
    const s = withDecks()
    const [newest, older] = s.library.all()
    expect([newest.name, older.name]).toEqual(['Fury', 'Shoto'])
    s.library.delete(newest.id)
    const file = s.deckFiles.exportLibrary()
    expect(file.decks).toBe(1)
    expect(JSON.parse(file.text).decks.map((d: { name: string }) => d.name)).toEqual(['Shoto'])
  })

  it('refuses the whole file when one deck names a card this catalogue lacks, naming the deck, and adds none', () => {
    const text = withDecks().deckFiles.exportLibrary().text.replace('"S002"', '"S999"')
    const to = freshServices()
    const before = to.library.list().length
    const read = to.deckFiles.importDeck(text, 'ringside-decks.json')
    expect(read).toEqual({
      ok: false,
      fileName: 'ringside-decks.json',
      problems: [{ line: 0, message: expect.stringMatching(/^decks\.\d \(Fury\): main\.1: no card S999 in set cfs-base$/) }],
    })
    expect(to.library.list().length).toBe(before)
    expect(to.deckFiles.importDeck('{"ringside": "decks", "version": 1, "decks": [{"ringside": "deck"}]}', 'x.json')).toMatchObject({
      ok: false,
      problems: [{ message: expect.stringMatching(/^decks\.0\./) }],
    })
    expect(to.deckFiles.importDeck('{"ringside": "decks", "version": 1, "decks": []}', 'x.json')).toMatchObject({
      ok: false,
      problems: [{ message: 'decks: the file holds no deck' }],
    })
  })

  it('is saved where the player chooses, atomically, over IPC', async () => {
    const s = withDecks()
    const target = path.join(tempDir(), 'all.json')
    const desktop: Desktop = {
      chooseFileToOpen: async () => null,
      chooseWhereToSave: async () => target,
      openFile: () => {},
      writeClipboard: () => {},
      restart: () => {},
    }
    expect(await createDispatch(s, desktop)('saveLibraryFile', undefined)).toEqual({ ok: true, value: { path: target, decks: 2 } })
    expect(JSON.parse(fs.readFileSync(target, 'utf8')).decks).toHaveLength(2)
  })

  it('numbers each new deck through an index, not a scan of every deck, so thousands of decks come in quickly', () => {
    const db = freshServices().catalogue.db
    const plan = db.prepare('EXPLAIN QUERY PLAN SELECT coalesce(max(touched), 0) + 1 FROM decks').all() as { detail: string }[]
    expect(plan.map((p) => p.detail).join('; ')).toMatch(/USING COVERING INDEX decks_touched/)
  })
})
