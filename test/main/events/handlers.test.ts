// The Events screen's side of the contract, through the real dispatcher: a library deck registered with its plan (as
// given, else its first tag, else its name), a deck that breaks the format answered with every problem, a character
// in a Table Fighter event, and the event saved whole.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createDispatch } from '../../../src/main/ipc/dispatch'
import { readFormatFile } from '../../../src/shared/format-file'
import { freshServices, tempDir } from '../../helpers'

const example = (name: string) => fs.readFileSync(path.join(__dirname, '../../../examples', name), 'utf8')

describe('the events over IPC', () => {
  it('registers library decks with their plans, and refuses a broken one with every problem', async () => {
    const s = freshServices()
    const dir = tempDir()
    const saved: string[] = []
    const dispatch = createDispatch(s, {
      chooseFileToOpen: async () => null,
      chooseWhereToSave: async (name) => path.join(dir, name),
      openFile: (file) => void saved.push(file),
      writeClipboard: () => {},
      restart: () => {},
    })
    const read = (file: string) => {
      const parsed = s.decks.parse(example(file))
      if (!parsed.ok) throw new Error(`${file} does not read`)
      return parsed.deck
    }
    const tagged = s.library.create({ ...read('shoto-rush.deck.txt'), tags: ['rush', 'shoto'] })
    const plain = s.library.create(read('gauntlet/swarm.deck.txt'))
    const broken = s.library.create(read('shoto-rush-broken.deck.txt'))
    const event = await dispatch('createEvent', { name: 'Club', format: 'cfs-classic', structure: 'swiss', rounds: 3, topCut: 0 })
    expect(event).toMatchObject({ ok: true, value: { id: 1, locked: false } })
    const register = (player: string, deck: number, plan?: string) => dispatch('registerPlayer', { id: 1, player, deck, ...(plan ? { plan } : {}) })
    expect(await register('Ada', tagged.id)).toMatchObject({ ok: true, value: { ok: true, player: { plan: 'rush' } } })
    expect(await register('Ben', plain.id)).toMatchObject({ ok: true, value: { ok: true, player: { plan: 'Swarm' } } })
    expect(await register('Cal', tagged.id, 'control')).toMatchObject({ ok: true, value: { ok: true, player: { plan: 'control' } } })
    const refused = await register('Dee', broken.id)
    expect(refused).toMatchObject({ ok: true, value: { ok: false, legality: { legal: false } } })
    expect(refused.ok && (refused.value as { legality: { violations: { code: string }[] } }).legality.violations.map((v) => v.code)).toContain('DECK_SIZE')
    // A character has no place in an event of decks.
    expect(await dispatch('registerPlayer', { id: 1, player: 'Eve', character: 'ken' })).toMatchObject({
      ok: false,
      error: { code: 'REFUSED', message: 'event 1 is played with cfs-classic decks: register a deck' },
    })
    const file = await dispatch('saveEventFile', { id: 1 })
    expect(file).toEqual({ ok: true, value: { path: path.join(dir, 'Club.event.json') } })
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'Club.event.json'), 'utf8')).players.map((p: { name: string }) => p.name)).toEqual(['Ada', 'Ben', 'Cal'])
    expect(await dispatch('printEventSheets', { id: 1 })).toEqual({ ok: true, value: { path: path.join(dir, 'Club decklists.pdf'), sheets: 3 } })
    expect(saved).toEqual([path.join(dir, 'Club decklists.pdf')])
  })

  it('prints a decklist whose format was removed since, without the QR code it can no longer make', async () => {
    const s = freshServices()
    const club = readFormatFile(example('formats/club-night.format.json'), 'club-night.format.json')
    if (!club.ok) throw new Error('the example format does not read')
    s.decks.saveFormat({ ...club.format, construction: { ...club.format.construction, banned: [], limited: [] } })
    const event = s.organiser.create('Club', 'club-night', 1)
    const read = s.decks.parse(example('gauntlet/swarm.deck.txt'))
    if (!read.ok) throw new Error('the example deck does not read')
    expect(s.organiser.register(event.id, 'Ada', read.deck)).toMatchObject({ ok: true })
    expect(s.organiser.sheets(event.id)[0].code).toMatch(/^RS2-/)
    s.decks.removeFormat('club-night')
    expect(s.organiser.sheets(event.id)).toEqual([expect.objectContaining({ name: 'Ada', code: '' })])
  })
})
