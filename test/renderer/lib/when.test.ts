import { afterEach, describe, expect, it } from 'vitest'
import { whenText } from '../../../src/renderer/src/lib/when'

const zone = process.env.TZ
afterEach(() => {
  process.env.TZ = zone
})

describe('whenText', () => {
  it("shows a stored UTC time in the player's own time zone", () => {
    process.env.TZ = 'Asia/Tokyo'
    const tokyo = whenText('2026-11-25T15:30:00.000Z')
    expect(tokyo).toBe(new Date('2026-11-25T15:30:00.000Z').toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' }))
    expect(tokyo).toMatch(/26/) // 00:30 on the 26th in Tokyo
    process.env.TZ = 'America/Los_Angeles'
    expect(whenText('2026-11-25T15:30:00.000Z')).toMatch(/25/) // 07:30 on the 25th
    expect(whenText('2026-11-25T15:30:00.000Z')).not.toBe(tokyo)
  })

  it('leaves text that is no time as it is', () => {
    expect(whenText('yesterday')).toBe('yesterday')
  })
})
