// The importer's steps as the bench times them, and its checks on a set that already holds cards: repeated
// numbers, cards the file changes, and Back-Up names that must name a character the set will hold.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ImportStep } from '../../../src/main/cards/importer'
import { freshServices } from '../../helpers'

const SAMPLE = fs.readFileSync('db/sample-cards.csv', 'utf8')
const HEADER = SAMPLE.split('\n')[0]
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n'

describe('an import step by step', () => {
  it('tells its clock each step as it ends, in order; a preview or a refused file only reads and checks', () => {
    const s = freshServices()
    const steps: ImportStep[] = []
    const progress: [number, number][] = []
    s.importer.apply(
      { fileName: 'a.csv', text: SAMPLE, setId: 'promos' },
      (done, total) => progress.push([done, total]),
      (step) => steps.push(step),
    )
    expect(steps).toEqual(['read', 'check', 'backup', 'write', 'index', 'commit', 'backup after'])
    expect(progress).toEqual([[8, 8]])
    expect(s.catalogue.set('promos')!.cards).toBe(8)

    steps.length = 0
    s.importer.preview({ fileName: 'a.csv', text: SAMPLE, setId: 'other' })
    expect(steps).toEqual([])
    s.importer.apply({ fileName: 'b.csv', text: csv('C001,Bad,capcom,A,abc,1,,,,,,,,,'), setId: 'other' }, undefined, (step) => steps.push(step))
    expect(steps).toEqual(['read', 'check'])
  })
})

describe('importing into a set that holds cards', () => {
  it('names repeats, lists changes, and checks Back-Up names against the set as it will be', () => {
    const s = freshServices()
    s.importer.apply({ fileName: 'a.csv', text: SAMPLE, setId: 'promos' })
    const edited = csv(
      // Ryu is renamed: his old name stops being a character of the set, his new one starts.
      'C901,Ryu (Alt),capcom,S,900,3,,square,Shinku Hadoken,Discard 2 cards from hand: 1 character takes 500 damage.,,Ken (Promo); Sakura (Promo),,Promo Ryu,Street Fighter',
      'C904,Dan (Promo),capcom,D,100,0,,,,,,Ryu (Alt); Terry (Promo),,,',
      'C905,Rose (Promo),capcom,C,300,1,,,,,,Ryu (Promo),,,',
      'C904,Dan Again,capcom,D,100,0,,,,,,,,,',
      'C902,Ken (Promo),capcom,A,800,2,,circle,Shoryureppa,Your SP +1.,,Ryu (Alt),,,Street Fighter',
    )
    const preview = s.importer.preview({ fileName: 'b.csv', text: edited, setId: 'promos' })
    expect(preview.problems).toEqual([
      { line: 4, field: 'backups', message: '"Ryu (Promo)" is no character of this set or cfs-base — did you mean "Ken (Promo)" or "Dan (Promo)"?' },
      { line: 5, field: 'number', message: 'C904 is also on line 3' },
    ])
    expect(preview.added).toEqual([
      { line: 3, number: 'C904', name: 'Dan (Promo)' },
      { line: 4, number: 'C905', name: 'Rose (Promo)' },
    ])
    expect(preview.changed).toEqual([
      { line: 2, number: 'C901', name: 'Ryu (Alt)', fields: ['name'] },
      { line: 6, number: 'C902', name: 'Ken (Promo)', fields: ['backups'] },
    ])
    expect(preview).toMatchObject({ unchanged: 0, untouched: 6 })
  })
})
