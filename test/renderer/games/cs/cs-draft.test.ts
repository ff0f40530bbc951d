// The Card Shot! editor's draft: a character reads into the form's fields and back unchanged, a number field that
// holds no number is the field's own problem (sent as its last good number), an effect's text follows its form
// while the player has not written their own, and a problem's field is named as the player reads the form.
import { describe, expect, it } from 'vitest'
import { checkCsCharacter } from '../../../../src/main/games/cs/character'
import { ROOK, WREN } from '../../../../src/main/games/cs/examples'
import { blankCharacter, blankEffect, characterOf, draftOf, effectFollows, placeOf } from '../../../../src/renderer/src/games/cs/cs-draft'

describe('the Card Shot! draft', () => {
  it('reads a character into the fields and back unchanged', () => {
    for (const c of [ROOK, WREN]) expect(characterOf(draftOf(c), new Map())).toEqual({ character: { ...c, example: false }, local: [] })
  })

  it('starts a new character with no suit and every special card named by the player', () => {
    const problems = checkCsCharacter(characterOf(draftOf(blankCharacter()), new Map()).character)
    expect(new Set(problems.map((p) => p.code))).toEqual(new Set(['CHARACTER_ID', 'CHARACTER_NAME', 'SUIT_MISSING', 'SPECIAL_NAME', 'EFFECT_MISSING']))
  })

  it('names a field it cannot read and sends its last good number', () => {
    const good = new Map<string, number>()
    const draft = draftOf(ROOK)
    characterOf(draft, good)
    draft.specials.K.value = 'five'
    draft.specials.J.a.amount = ''
    const { character, local } = characterOf(draft, good)
    expect(local.map((p) => [p.field, p.message])).toEqual([
      ['specials.K.value', 'Iron Guard\'s value is "five", not a number'],
      ['specials.J.a.form.amount', "Jab's effect A amount is empty"],
    ])
    expect(character.specials.K?.value).toBe(5)
    expect(character.specials.J?.a?.form).toEqual({ kind: 'draw', amount: 1 })
  })

  it('leaves out effect B while it is not added, and writes an effect from its form until the player writes their own', () => {
    const draft = draftOf(ROOK)
    draft.specials.A.b = blankEffect(false)
    expect(characterOf(draft, new Map()).character.specials.A?.b).toBeNull()
    const effect = { ...blankEffect(true), kind: 'absorb' as const, amount: '2' }
    effectFollows(effect, { kind: '', amount: '' })
    expect(effect.text).toBe('Damage Absorption: reduce the damage by 2')
    const followed = { ...effect, amount: '3' }
    effectFollows(followed, { kind: 'absorb', amount: '2' })
    expect(followed.text).toBe('Damage Absorption: reduce the damage by 3')
    const own = { ...effect, text: 'Block it all', amount: '3' }
    effectFollows(own, { kind: 'absorb', amount: '2' })
    expect(own.text).toBe('Block it all')
  })

  it('names a problem field as the form shows it', () => {
    const draft = draftOf(ROOK)
    expect(placeOf('specials.K.a.form.amount', draft)).toBe('King (Iron Guard) · effect A amount')
    expect(placeOf('specials.2.b', draft)).toBe('Deuce (Taunt) · effect B')
    expect(placeOf('specials.Q.value', draft)).toBe('Queen (Body Blow) · value')
    expect(placeOf('suit', draft)).toBe('Suit')
    expect(placeOf('specials.A', draft)).toBe('Ace (Haymaker)')
  })
})
