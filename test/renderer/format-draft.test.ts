// The format form: a format comes back whole from its draft, what is typed reaches main as typed (so main names
// what is wrong), and each problem main names lands beside the form field it belongs to.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkFormat } from '../../src/shared/format-file'
import { FORMATS } from '../../src/main/games'
import { copyDraft, draftOf, formatData, problemsByField } from '../../src/renderer/src/formats/format-draft'

const club = JSON.parse(fs.readFileSync('examples/formats/club-night.format.json', 'utf8'))

describe('the format form', () => {
  it('gives back every format whole from its draft', () => {
    const read = checkFormat(club)
    if (!read.ok) throw new Error('the example format does not read')
    expect(checkFormat(formatData(draftOf(read.format)))).toEqual(read)
    for (const shipped of FORMATS) expect(formatData(draftOf(shipped))).toEqual(shipped)
  })

  it('puts each problem beside its field, a list item by its line, and what is wrong as typed', () => {
    const draft = { ...draftOf(FORMATS[0]), id: 'Club Night', deckSize: 'fifty', limited: 'S019 1\nC116 3', banned: 'C049, 17', hpDefault: '2000' }
    const checked = checkFormat(formatData(draft))
    expect(checked.ok).toBe(false)
    const by = problemsByField(checked.ok ? [] : checked.problems)
    expect(by.id).toEqual(['must be lower-case letters, digits and hyphens, at most 40'])
    expect(by.deckSize).toEqual(['must be a number'])
    expect(by.limited).toEqual(['line 2: must be 1 or 2'])
    expect(by.banned).toEqual(['entry 2: must be a card number such as C017'])
    expect(by.whole).toBeUndefined()
  })

  it('takes an id of its own for a copy, the next free one', () => {
    expect(copyDraft(FORMATS[0], [FORMATS[0].id]).id).toBe(`${FORMATS[0].id}-copy`)
    expect(copyDraft(FORMATS[0], [FORMATS[0].id, `${FORMATS[0].id}-copy`]).id).toBe(`${FORMATS[0].id}-copy-2`)
  })
})
