// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/svelte'
import { describe, expect, it, vi } from 'vitest'
import CardDetail from '../../../src/renderer/src/build/CardDetail.svelte'
import type { CardDetail as Detail } from '../../../src/shared/contract'

const detail: Detail = {
  card: {
    set: 'cfs-base',
    number: 'C067',
    name: 'Q-Bee',
    kind: 'capcom',
    rarity: 'B',
    bp: 600,
    sp: 3,
    cost: null,
    ability: { name: 'Plus B', type: 'triangle', text: 'Put every Q-Bee from your deck into your hand.' },
    text: null,
    backups: [
      { name: 'Q-Bee', number: 'C067' },
      { name: 'Q-Bee', number: 'C067' },
      { name: 'Nobody', number: null },
    ],
    altNames: [],
    origin: null,
  },
  backedUpBy: [
    { name: 'Q-Bee', card: { set: 'cfs-base', number: 'C067', name: 'Q-Bee', kind: 'capcom' } },
    { name: 'Q-Bee', card: { set: 'cfs-base', number: 'C067', name: 'Q-Bee', kind: 'capcom' } },
    { name: 'Nobody', card: null },
  ],
  canBackUp: [],
}

describe('CardDetail', () => {
  it('shows stats, the ability and every printed Back-Up name, repeats kept', () => {
    render(CardDetail, { detail, onopen: () => {} })
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Q-Bee')
    expect(screen.getByTestId('ability-text').textContent).toContain('every Q-Bee')
    const items = screen.getByTestId('backed-up-by').querySelectorAll('li')
    expect(items).toHaveLength(3)
    expect(items[2].textContent).toContain('(no such card)')
    expect(screen.getByText('No character lists Q-Bee.')).toBeTruthy()
  })

  it('opens a Back-Up link', async () => {
    const onopen = vi.fn()
    render(CardDetail, { detail, onopen })
    await fireEvent.click(screen.getAllByRole('button', { name: 'Q-Bee' })[0])
    expect(onopen).toHaveBeenCalledWith(expect.objectContaining({ number: 'C067' }))
  })
})
