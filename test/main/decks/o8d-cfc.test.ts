// The Card Fighters' Clash plugin's own card ids (db/sets/octgn-cfc.json): its decks read by id, then by its names,
// its names work in typed lists, and what Ringside writes carries its ids, so OCTGN opens it as it is.
import { describe, expect, it } from 'vitest'
import cfc from '../../../db/sets/octgn-cfc.json'
import type { Deck } from '../../../src/shared/deck'
import { CFC_GAME_ID, O8dCards, o8dCardId, readO8d } from '../../../src/main/decks/o8d'
import { cfcCardById, cfcCardOf } from '../../../src/main/decks/octgn-ids'
import { deckText, sharedServices } from '../../helpers'

const decks = () => sharedServices().decks
const base = () => decks().indexFor(['cfs-base'])

/** An OCTGN deck file as the plugin saves it: one Main section, each line `[qty, id, name]`. */
function o8d(cards: [number, string | null, string][]): string {
  const lines = ['\uFEFF<?xml version="1.0" encoding="utf-8" standalone="yes"?>', `<deck game="${CFC_GAME_ID}">`, '  <section name="Main" shared="False">']
  for (const [qty, id, name] of cards) lines.push(`    <card qty="${qty}"${id ? ` id="${id}"` : ''}>${name.replace(/&/g, '&amp;')}</card>`)
  lines.push('  </section>', '  <notes><![CDATA[]]></notes>', '</deck>')
  return lines.join('\n') + '\n'
}

const read = (text: string) => {
  const r = decks().parseFile(text, 'plugin.o8d')
  if (!r.ok) throw new Error(r.problems.map((p) => `${p.line}: ${p.message}`).join('\n'))
  return r.deck
}

/** The plugin's name for each of the base set's cards named in the bug report. */
const NAMED = {
  Nakoruru: 'S037',
  'Nakoruru (Bust)': 'S036',
  'Nakoruru (Slash)': 'S035',
  'Cap. Commando': 'C099',
  Kojiroh: 'S095',
  'Evil eye': 'R018',
  'Held back': 'R002',
}

describe("the plugin's card ids", () => {
  it("map each of the plugin's 424 core set cards to one card of the base set, and back", () => {
    expect(cfc).toHaveLength(424)
    expect(new Set(cfc.map((c) => c.id)).size).toBe(424)
    expect(new Set(cfc.map((c) => c.number)).size).toBe(424)
    for (const c of cfc) {
      expect(c.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
      expect(base().get('cfs-base', c.number), c.number).toBeDefined()
    }
    expect(cfcCardById('F3F105E5-A0B1-4B4B-9F88-5932182D3ACE')).toEqual({ number: 'S036', id: 'f3f105e5-a0b1-4b4b-9f88-5932182d3ace', name: 'Nakoruru (Bust)' })
    expect(cfcCardOf('c001')?.id).toBe('4f2454d7-2294-47a2-a473-a838c1f7d874')
    for (const [name, number] of Object.entries(NAMED)) expect(cfc.find((c) => c.name === name)?.number, name).toBe(number)
  })
})

describe("reading the plugin's decks", () => {
  it('reads every card of the plugin by its id, whatever name the line carries', () => {
    const all = read(o8d(cfc.map((c) => [1, c.id, c.name])))
    expect(all.main.map((e) => e.number)).toEqual(cfc.map((c) => c.number))
    expect(all).toMatchObject({ sets: ['cfs-base'], strikers: [] })
    // OCTGN goes by the id: a line's name is only a label.
    const renamed = read(o8d(cfc.map((c) => [2, c.id.toUpperCase(), 'Mr. Nobody'])))
    expect(renamed.main).toEqual(all.main.map((e) => ({ ...e, count: 2 })))
  })

  it("reads the plugin's names without ids, but for two the base set gives to other cards", () => {
    const index = base()
    const sets = ['cfs-base', 'cfc-1999']
    const cards = new O8dCards(sets, sharedServices().catalogue.indexCards(sets))
    const misread = cfc.filter((c) => {
      const r = readO8d(o8d([[1, null, c.name]]), () => cards, sets)
      return !(r.ok && r.deck.main[0].number === c.number)
    })
    // "Kaede" is kaede or KAEDE, and "Zero" the base set's SNK Zero: the plugin's ids tell them apart.
    expect(misread.map((c) => `${c.name} ${c.number} ${index.get('cfs-base', c.number)?.name}`)).toEqual(['Zero C112 ZERO', 'Kaede S088 kaede'])
  })

  it('reads a Ringside-written file by the ids it wrote, before the names', () => {
    const text = o8d([
      [1, o8dCardId('cfs-base', 'S089'), 'Kaede'],
      [2, o8dCardId('cfc-1999', 'C001'), 'Ryu'],
    ])
    expect(read(text)).toMatchObject({
      sets: ['cfs-base', 'cfc-1999'],
      main: [
        { set: 'cfs-base', number: 'S089', count: 1 },
        { set: 'cfc-1999', number: 'C001', count: 2 },
      ],
    })
  })

  it("takes the plugin's names in a typed deck list too", () => {
    // Not plain "Nakoruru": the three Nakoruru cards may each carry it as another name.
    const names = Object.entries(NAMED).filter(([name]) => name !== 'Nakoruru')
    const r = decks().parse(deckText(names.map(([name]) => `1 ${name}`)))
    expect(r.ok && r.deck.main.map((e) => e.number)).toEqual(names.map(([, number]) => number))
  })
})

describe('writing for the plugin', () => {
  it("writes a base set card with the plugin's id and name, so OCTGN opens the file as it is; another set's card with an id of its own", () => {
    const deck: Deck = {
      name: null,
      format: null,
      sets: ['cfs-base', 'cfc-1999'],
      main: [
        { set: 'cfs-base', number: 'C099', count: 3 },
        { set: 'cfs-base', number: 'R018', count: 1 },
        { set: 'cfc-1999', number: 'C001', count: 2 },
      ],
      strikers: [],
    }
    const text = decks().writeO8d(deck)
    expect(text).toContain(`<card qty="3" id="${cfcCardOf('C099')?.id}">Cap. Commando</card>`)
    expect(text).toContain(`<card qty="1" id="${cfcCardOf('R018')?.id}">Evil eye</card>`)
    expect(text).toContain(`<card qty="2" id="${o8dCardId('cfc-1999', 'C001')}">Ryu</card>`)
    expect(decks().parseFile(text, 'back.o8d')).toEqual({ ok: true, deck })
  })
})
