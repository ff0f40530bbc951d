import { describe, expect, it } from 'vitest'
import { latest } from '../../../src/renderer/src/lib/latest'

describe('latest answer wins', () => {
  it('keeps only the newest request current, whatever order the answers come in', async () => {
    const searches = latest()
    const shown: string[] = []
    const ask = async (query: string, delay: number) => {
      const current = searches.start()
      await new Promise((r) => setTimeout(r, delay))
      if (current()) shown.push(query)
    }
    await Promise.all([ask('r', 30), ask('ry', 20), ask('ryu', 5)])
    expect(shown).toEqual(['ryu'])
    const a = searches.start()
    expect(a()).toBe(true)
    searches.start()
    expect(a()).toBe(false)
  })

  it('keeps separate helpers apart', () => {
    const one = latest()
    const two = latest()
    const a = one.start()
    two.start()
    expect(a()).toBe(true)
  })
})
