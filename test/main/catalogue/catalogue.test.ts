import { describe, expect, it } from 'vitest'
import { SHIPPED_SETS } from '../../../src/main/catalogue/shipped'
import { freshServices, sharedServices } from '../../helpers'

describe('shipped sets', () => {
  it('loads the CFS base set and the 1999 Clash set on first start', () => {
    const sets = sharedServices().catalogue.sets()
    expect(sets).toEqual([
      { id: 'cfs-base', name: expect.any(String), shipped: true, cards: 424, searched: true, game: 'cfs' },
      { id: 'cfc-1999', name: expect.any(String), shipped: true, cards: 300, searched: false, game: 'cfs' },
    ])
  })

  it('keeps the card model: stats, ability, kind, alt names', () => {
    const ryu = sharedServices().catalogue.card('cfs-base', 'C001')!
    expect(ryu).toMatchObject({ name: 'Ryu', kind: 'capcom', rarity: 'A', bp: 1000, sp: 3, cost: null })
    expect(ryu.ability).toEqual({ name: 'Shinku Hadoken', type: 'square', text: expect.stringContaining('500 damage') })
    expect(sharedServices().catalogue.card('cfs-base', 'C012')!.altNames).toEqual(['M.Bison'])
    const action = sharedServices().catalogue.card('cfs-base', 'A011')!
    expect(action).toMatchObject({ kind: 'action', cost: 5, ability: null, text: expect.stringContaining('KO 1 character') })
    expect(sharedServices().catalogue.card('cfc-1999', 'C001')!.rarity).toBe('S')
  })

  it('keeps repeated Back-Up names: two Q-Bees may back up Q-Bee', () => {
    const qbee = sharedServices().catalogue.card('cfs-base', 'C067')!
    expect(qbee.backups).toEqual([
      { name: 'Q-Bee', number: 'C067' },
      { name: 'Q-Bee', number: 'C067' },
    ])
  })

  it('links Back-Up both ways', () => {
    const s = sharedServices()
    const detail = s.cardDetail('cfs-base', 'C001')!
    expect(detail.backedUpBy.map((b) => [b.name, b.card?.number])).toEqual([
      ['Sakura', 'C028'],
      ['Terry', 'S001'],
    ])
    // Sakura appears on Ryu's list, so Sakura can back up Ryu.
    expect(s.cardDetail('cfs-base', 'C028')!.canBackUp.map((c) => c.number)).toContain('C001')
  })

  it('does not reload an unchanged shipped set, and refreshes one whose data changed', () => {
    const s = freshServices()
    const db = s.catalogue.db
    const before = db.prepare("SELECT id FROM cards WHERE set_id = 'cfs-base' AND number = 'C001'").pluck().get()
    s.catalogue.ensureShippedSets()
    expect(db.prepare("SELECT id FROM cards WHERE set_id = 'cfs-base' AND number = 'C001'").pluck().get()).toBe(before)
    db.prepare("UPDATE sets SET version = 'old' WHERE id = 'cfs-base'").run()
    db.prepare("UPDATE cards SET name = 'Edited' WHERE set_id = 'cfs-base' AND number = 'C001'").run()
    s.catalogue.ensureShippedSets()
    expect(s.catalogue.card('cfs-base', 'C001')!.name).toBe('Ryu')
    expect(s.catalogue.sets().find((x) => x.id === 'cfs-base')!.cards).toBe(SHIPPED_SETS[0].records.length)
  })

  it('keeps the text index in step with the cards table', () => {
    const s = freshServices()
    const db = s.catalogue.db
    expect(db.prepare('SELECT count(*) FROM cards_fts').pluck().get()).toBe(724)
    db.prepare("UPDATE cards SET name = 'Zangrief Prime' WHERE set_id = 'cfs-base' AND number = 'C001'").run()
    s.catalogue.revision++
    expect(s.search.search('zangrief prime').cards.map((c) => c.number)).toEqual(['C001'])
    db.prepare("DELETE FROM cards WHERE set_id = 'cfs-base' AND number = 'C001'").run()
    s.catalogue.revision++
    // Gone from the index: no card holds both words now (Zangief's cards hold one, and are listed as such).
    const after = s.search.search('zangrief prime')
    expect(after.cards.map((c) => c.number)).not.toContain('C001')
    expect(after.partial).toEqual({ matched: 1, of: 2 })
  })
})
