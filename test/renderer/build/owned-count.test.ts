// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import OwnedCount from '../../../src/renderer/src/build/OwnedCount.svelte'
import { events } from '../../../src/renderer/src/stores/events'

const card = { set: 'cfs-base', number: 'C001', name: 'Ryu' }
let owned: number
let invoke: ReturnType<typeof vi.fn>

beforeEach(() => {
  owned = 2
  invoke = vi.fn(async (method: string, input: { owned?: number }) => {
    if (method === 'ownedCount') return { ok: true, value: owned }
    if (method === 'setOwned') return { ok: true, value: (owned = input.owned!) }
    return { ok: false, error: { code: 'UNKNOWN_METHOD', message: method } }
  })
  ;(window as unknown as { api: unknown }).api = { invoke }
})
afterEach(() => {
  delete (window as unknown as { api?: unknown }).api
})

describe('OwnedCount', () => {
  it('shows the count main keeps, steps it with − and +, and tells the card list', async () => {
    const heard: unknown[] = []
    const stop = events.on('collection.changed', (c) => heard.push(c))
    render(OwnedCount, { card })
    const box = screen.getByLabelText('Copies owned') as HTMLInputElement
    await waitFor(() => expect(box.value).toBe('2'))
    await fireEvent.click(screen.getByRole('button', { name: 'One more owned' }))
    await waitFor(() => expect(box.value).toBe('3'))
    expect(invoke).toHaveBeenCalledWith('setOwned', { set: 'cfs-base', number: 'C001', owned: 3 })
    await fireEvent.click(screen.getByRole('button', { name: 'One fewer owned' }))
    await waitFor(() => expect(owned).toBe(2))
    expect(heard).toEqual([
      { set: 'cfs-base', number: 'C001', owned: 3 },
      { set: 'cfs-base', number: 'C001', owned: 2 },
    ])
    stop()
  })

  it('refuses a count that is not a whole number from 0 to 999 without asking main', async () => {
    render(OwnedCount, { card })
    const box = screen.getByLabelText('Copies owned') as HTMLInputElement
    await waitFor(() => expect(box.value).toBe('2'))
    for (const typed of ['lots', '1000', '-1', '1.5']) {
      await fireEvent.input(box, { target: { value: typed } })
      await fireEvent.change(box)
      expect((await screen.findByRole('alert')).textContent).toBe('Owned copies: a whole number from 0 to 999')
    }
    expect(invoke.mock.calls.filter(([m]) => m === 'setOwned')).toEqual([])
    await fireEvent.input(box, { target: { value: '0' } })
    await fireEvent.change(box)
    await waitFor(() => expect(owned).toBe(0))
    expect(screen.queryByRole('alert')).toBeNull()
    expect((screen.getByRole('button', { name: 'One fewer owned' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
