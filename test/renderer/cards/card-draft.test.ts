import { describe, expect, it } from 'vitest'
import type { Card } from '../../../src/shared/card'
import { blankDraft, cardOf, draftOf } from '../../../src/renderer/src/cards/card-draft'

const KEN: Card = {
  set: 'mine',
  number: 'C002',
  name: 'Ken',
  kind: 'capcom',
  rarity: 'A',
  bp: 800,
  sp: 2,
  cost: null,
  ability: { name: 'Shoryuken', type: 'square', text: '1 character takes 300 damage.' },
  text: null,
  backups: [
    { name: 'Ryu', number: 'C001' },
    { name: 'Ryu', number: 'C019' },
  ],
  altNames: ['Ken Masters'],
  origin: 'Street Fighter',
}

describe('the card form draft', () => {
  it('turns a card into fields and back unchanged, Back-Up numbers kept for names left as they were', () => {
    expect(cardOf(draftOf(KEN), 'mine', KEN)).toEqual({ card: KEN })
    const renamed = { ...draftOf(KEN), backups: ['Ryu', 'Sakura'] }
    expect(cardOf(renamed, 'mine', KEN)).toMatchObject({
      card: {
        backups: [
          { name: 'Ryu', number: 'C001' },
          { name: 'Sakura', number: null },
        ],
      },
    })
  })

  it('says which fields are not whole numbers; the game rules are left to main', () => {
    expect(cardOf({ ...draftOf(KEN), bp: 'lots', sp: '2.5' }, 'mine', KEN)).toEqual({
      problems: [
        { field: 'bp', message: 'must be a whole number' },
        { field: 'sp', message: 'must be a whole number' },
      ],
    })
    expect(cardOf({ ...draftOf(KEN), bp: '50' }, 'mine', KEN)).toMatchObject({ card: { bp: 50 } }) // out of range: main says so
  })

  it('keeps only the fields of the kind: an action has a cost and text, no BP, ability or Back-Up', () => {
    const action = { ...blankDraft('action', 'A001'), name: 'Fight!', text: ' Gain 1 SP. ', cost: '2', bp: '900', backups: ['Ryu'], abilityText: 'x' }
    expect(cardOf(action, 'mine', null)).toEqual({
      card: {
        set: 'mine',
        number: 'A001',
        name: 'Fight!',
        kind: 'action',
        rarity: null,
        bp: null,
        sp: null,
        cost: 2,
        ability: null,
        text: 'Gain 1 SP.',
        backups: [],
        altNames: [],
        origin: null,
      },
    })
  })

  it('starts a new card with what a player fills in first', () => {
    expect(blankDraft('snk', 'S161')).toMatchObject({ kind: 'snk', number: 'S161', bp: '500', sp: '1', cost: '' })
    expect(blankDraft('reaction', 'R041')).toMatchObject({ bp: '', sp: '', cost: '0' })
    expect(blankDraft('arena', 'F001')).toMatchObject({ cost: '' })
  })
})
