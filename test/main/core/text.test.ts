import { describe, expect, it } from 'vitest'
import { editDistance, fold, squash, words } from '../../../src/main/core/text'

describe('text folding', () => {
  it('folds case and accents and splits on anything but letters and digits', () => {
    expect(fold('Ryûko No Ken')).toBe('ryuko no ken')
    expect(words('Vega (M.Bison)')).toEqual(['vega', 'm', 'bison'])
    expect(squash('Chun Li')).toBe('chunli')
    expect(squash('Q-Bee')).toBe('qbee')
  })
})

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps', () => {
    expect(editDistance('geese', 'geese', 2)).toBe(0)
    expect(editDistance('gese', 'geese', 2)).toBe(1)
    expect(editDistance('hadouken', 'hadoken', 2)).toBe(1)
    expect(editDistance('ryu', 'yru', 2)).toBe(1)
    expect(editDistance('kitten', 'sitting', 3)).toBe(3)
  })

  it('gives up past the bound', () => {
    expect(editDistance('terry', 'andy', 1)).toBe(2)
    expect(editDistance('a', 'abcdef', 2)).toBe(3)
  })
})
