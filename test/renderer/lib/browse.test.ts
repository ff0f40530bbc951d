import { afterEach, describe, expect, it } from 'vitest'
import { browsePaged, countText, type Listing } from '../../../src/renderer/src/lib/browse'
import { createDispatch } from '../../../src/main/ipc/dispatch'
import { sharedServices } from '../../helpers'

/** The page's `window.api`, answered by main's real dispatcher on the shared database; records each call. */
function bindApi(): { method: string; payload: unknown }[] {
  const calls: { method: string; payload: unknown }[] = []
  const dispatch = createDispatch(sharedServices())
  ;(globalThis as { window?: unknown }).window = {
    api: {
      invoke: (method: string, payload: unknown) => {
        calls.push({ method, payload })
        return dispatch(method, payload)
      },
    },
  }
  return calls
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window
})

describe('browsePaged', () => {
  it('shows the first screen uncounted, then the rest of the list with its count', async () => {
    bindApi()
    const shown: Listing[] = []
    expect(
      await browsePaged(
        '',
        () => true,
        (l) => shown.push(l),
      ),
    ).toBeNull()
    expect(shown.map((l) => [l.cards.length, l.total, l.counted, l.first])).toEqual([
      [300, 300, false, true],
      [424, 424, true, false],
    ])
    expect(countText(shown[0])).toBe('300+ cards')
    expect(countText(shown[1])).toBe('424 cards')
  })

  it('asks for nothing more once a newer query has started', async () => {
    const calls = bindApi()
    let current = true
    const shown: Listing[] = []
    await browsePaged(
      '',
      () => current,
      (l) => {
        shown.push(l)
        current = false
      },
    )
    expect(shown).toHaveLength(1)
    expect(calls).toHaveLength(1)
  })

  it("gives the first page's error", async () => {
    bindApi()
    expect(
      await browsePaged(
        'bp>=',
        () => true,
        () => {},
      ),
    ).toMatch(/bp/)
  })
})

describe('countText', () => {
  it('says one card, many cards, and at least so many before the count', () => {
    expect(countText({ total: 1, counted: true })).toBe('1 card')
    expect(countText({ total: 1234, counted: true })).toBe('1,234 cards')
    expect(countText({ total: 0, counted: true })).toBe('0 cards')
    expect(countText({ total: 500, counted: false })).toBe('500+ cards')
  })
})
