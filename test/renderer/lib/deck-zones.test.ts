import { describe, expect, it } from 'vitest'
import { zoneMoves } from '../../../src/renderer/src/lib/deck-zones'

const to = (...args: Parameters<typeof zoneMoves>) => zoneMoves(...args).map((m) => `${m.key}:${m.to}`)

describe("moves between the deck panel's zones", () => {
  it('takes a Legends character between Main and Strikers, any card out to Considering, and Considering back to Main', () => {
    expect(to('main', true, true)).toEqual(['s:strikers', 'c:considering'])
    expect(to('main', true, false)).toEqual(['c:considering'])
    expect(to('main', false, true)).toEqual(['c:considering'])
    expect(to('strikers', true, true)).toEqual(['m:main', 'c:considering'])
    expect(to('considering', true, true)).toEqual(['m:main'])
    expect(to('considering', false, false)).toEqual(['m:main'])
  })
})
