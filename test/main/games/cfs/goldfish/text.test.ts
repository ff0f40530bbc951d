// The phrase book: texts read into their structured form, classed, with reasons; the base set's coverage.
import { describe, expect, it } from 'vitest'
import { readPhrase, NO_EFFECT } from '../../../../../src/main/games/cfs/goldfish/text/phrases'
import { helps } from '../../../../../src/main/games/cfs/goldfish/policy'
import { readCard, REACTIONS_REASON } from '../../../../../src/main/games/cfs/goldfish/text/read'
import type { Amount, Op } from '../../../../../src/main/games/cfs/goldfish/text/model'
import { sharedServices } from '../../../../helpers'

const card = (set: string, number: string) => sharedServices().catalogue.card(set, number)!

describe('reading texts', () => {
  it('reads simple sentences, alone or together, and refuses what it does not know', () => {
    expect(readPhrase('Opponent loses 500 HP.', 'entry')).toEqual({ class: 'exact', text: { when: 'entry', ops: [{ op: 'damage', n: 500 }], value: 'helps' } })
    expect(readPhrase('Draw a card; gain 200 HP.', 'play')).toEqual({
      class: 'exact',
      text: {
        when: 'play',
        ops: [
          { op: 'draw', n: 1 },
          { op: 'heal', n: 200 },
        ],
        value: 'helps',
      },
    })
    expect(readPhrase('You gain 500 HP.', 'play')).toMatchObject({ class: 'exact', text: { value: 'neutral' } }) // a heal never brings the kill nearer
    expect(readPhrase('Opponent loses 6 SP.', 'entry')).toEqual({ class: 'no-effect', reason: NO_EFFECT.opponentSp })
    expect(readPhrase('Every character, this one included, loses 100 BP.', 'square')).toMatchObject({
      class: 'exact',
      text: { ops: [{ op: 'bp', who: { pick: 'all' }, n: -100 }], value: 'harms' },
    })
    expect(readPhrase('Summon a dragon.', 'play')).toBeNull()
    expect(readPhrase('Opponent loses 200 HP. Summon a dragon.', 'play')).toBeNull()
  })

  it('reads costs, conditions, triggers and choices on real cards', () => {
    // Cost: a discard from hand, then damage to a character.
    expect(readCard(card('cfs-base', 'C001'))).toEqual({
      class: 'exact',
      text: { when: 'square', ops: [{ op: 'bp', who: { pick: 'one' }, n: -500 }], value: 'harms', cost: [{ cost: 'discard', filter: {}, count: 2 }] },
    })
    // Condition: HP at most 1000.
    expect(readCard(card('cfs-base', 'S154'))).toMatchObject({
      class: 'exact',
      text: { when: 'entry', condition: { if: 'hp-at-most', n: 1000 }, ops: [{ op: 'draw', n: 2 }] },
    })
    // Trigger: a ● text that acts when he hits the opponent directly.
    expect(readCard(card('cfs-base', 'C065'))).toMatchObject({ class: 'exact', text: { when: 'direct-hit', ops: [{ op: 'draw', n: 1 }] } })
    // A rule in force while in the ring.
    expect(readCard(card('cfs-base', 'C082'))).toMatchObject({ class: 'exact', text: { when: 'static', actionCost: -2 } })
    // A choice: damage to the goldfish or to a character.
    expect(readCard(card('cfs-base', 'C147'))).toMatchObject({
      class: 'exact',
      text: { ops: [{ op: 'choose' }], cost: [{ cost: 'discard', filter: { kind: 'reaction' } }] },
    })
    // Search by name.
    expect(readCard(card('cfs-base', 'C012'))).toMatchObject({
      text: {
        ops: [
          { op: 'search', filter: { names: ['Juni'] } },
          { op: 'search', filter: { names: ['Juli'] }, shuffle: true },
        ],
      },
    })
  })

  it('says why a text does nothing against a goldfish, or why it is not modelled', () => {
    expect(readCard(card('cfs-base', 'C116'))).toEqual({ class: 'no-effect', reason: NO_EFFECT.enemy })
    expect(readCard(card('cfs-base', 'S001'))).toEqual({ class: 'no-effect', reason: NO_EFFECT.freezeAfter })
    expect(readCard(card('cfs-base', 'R001'))).toEqual({ class: 'no-effect', reason: REACTIONS_REASON })
    expect(readCard(card('cfs-base', 'S160'))).toEqual({ class: 'not-modelled', reason: 'random abilities from the card pool are not modelled' })
    expect(readCard(card('cfs-base', 'A041'))).toMatchObject({ class: 'partial', reason: expect.stringContaining('cut short') })
    expect(readCard(card('cfs-base', 'C008'))).toBeNull() // Zangief: no ability, nothing to read
  })

  it('reads damage to characters as BP taken off, counted amounts too (A010 Tokkou, S116 Marco in both sets)', () => {
    const loss = (n: Amount) => (typeof n === 'number' ? n < 0 : 'per' in n ? n.times < 0 : n.minus === true)
    const bpOps = (ops: readonly Op[]): Extract<Op, { op: 'bp' }>[] =>
      ops.flatMap((o) => (o.op === 'bp' ? [o] : o.op === 'choose' ? o.options.flatMap(bpOps) : []))
    const counted: string[] = []
    for (const set of ['cfs-base', 'cfc-1999']) {
      for (const k of sharedServices().search.search(`set:${set}`, 1000).cards) {
        const r = readCard(k)
        const text = (k.ability?.text ?? k.text ?? '').toLowerCase()
        if (!r || r.class !== 'exact' || !/damage|loses? \d+ bp/.test(text)) continue
        for (const o of bpOps(r.text.ops)) {
          expect(loss(o.n), `${set}:${k.number} ${text}`).toBe(true)
          if (typeof o.n !== 'number') counted.push(`${set}:${k.number}`)
        }
      }
    }
    // Every text whose damage to a character is counted as it is played.
    expect(counted.sort()).toEqual(['cfc-1999:A010', 'cfc-1999:S116', 'cfs-base:A010', 'cfs-base:S116'])
    expect(readCard(card('cfs-base', 'A010'))).toMatchObject({ text: { ops: [{ op: 'bp', who: { pick: 'one' }, n: { bpOf: 'koed', minus: true } }] } })
    expect(readCard(card('cfs-base', 'S116'))).toMatchObject({ text: { ops: [{ op: 'bp', who: { pick: 'others' }, n: { per: 'discarded', times: -100 } }] } })
    // The policy gives a loss to the weakest character, counted or not; a counted gain to the best.
    expect(helps({ op: 'bp', who: { pick: 'one' }, n: { bpOf: 'koed', minus: true } })).toBe(false)
    expect(helps({ op: 'bp', who: { pick: 'one' }, n: { per: 'discarded', times: -100 } })).toBe(false)
    expect(helps({ op: 'bp', who: { pick: 'one' }, n: { bpOf: 'koed' } })).toBe(true)
  })

  it("reads every text of the base set, reactions as not played against a goldfish: 324 in all, the set's", () => {
    const cards = sharedServices().search.search('set:cfs-base', 1000).cards
    const read = cards.map(readCard).filter((r) => r !== null)
    const reactions = cards.filter((c) => c.kind === 'reaction').map(readCard)
    expect(reactions).toHaveLength(40)
    for (const r of reactions) expect(r).toEqual({ class: 'no-effect', reason: expect.stringMatching(/^not played against a goldfish/) })
    // 424 cards less the 100 characters with no ability.
    expect(read).toHaveLength(324)
  })

  it('plays at least 200 of the base set’s 284 non-reaction texts as printed or knows they do nothing here', () => {
    const texts = sharedServices()
      .search.search('set:cfs-base', 1000)
      .cards.filter((c) => c.kind !== 'reaction')
      .map(readCard)
      .filter((r) => r !== null)
    const by = (c: string) => texts.filter((r) => r.class === c).length
    expect(texts).toHaveLength(284)
    expect(by('exact') + by('no-effect')).toBeGreaterThanOrEqual(200)
    expect(by('exact')).toBeGreaterThanOrEqual(150)
    for (const r of texts) if (r.class !== 'exact') expect(r.reason.length).toBeGreaterThan(10)
  })
})
