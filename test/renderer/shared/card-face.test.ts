// @vitest-environment jsdom
import { render, screen } from '@testing-library/svelte'
import { describe, expect, it } from 'vitest'
import type { Card } from '../../../src/shared/card'
import CardFace from '../../../src/renderer/src/shared/CardFace.svelte'
import { faceSvg } from '../../../src/renderer/src/shared/face-svg'

const ryu: Card = {
  set: 'cfs-base',
  number: 'C001',
  name: 'Ryu',
  kind: 'capcom',
  rarity: 'A',
  bp: 1000,
  sp: 3,
  cost: null,
  ability: { name: 'Shinku Hadoken', type: 'square', text: 'Discard 2 cards from hand: 1 character takes 500 damage.' },
  text: null,
  backups: [
    { name: 'Sakura', number: 'C028' },
    { name: 'Terry', number: 'S001' },
  ],
  altNames: [],
  origin: null,
}

describe('CardFace', () => {
  it('draws the face the proxy prints, and reads it out as one image', () => {
    render(CardFace, { card: ryu })
    const face = screen.getByRole('img')
    expect(face.getAttribute('aria-label')).toBe(
      'C001 Ryu, Capcom character, rarity A, BP 1000, SP 3. Square ability Shinku Hadoken: Discard 2 cards from hand: 1 character takes 500 damage. Back-Up: Sakura, Terry.',
    )
    const lines = [...face.querySelectorAll('text')].map((t) => t.textContent)
    expect(lines).toEqual([
      'Ryu',
      'C001 · A · Capcom character',
      'BP 1000',
      'SP 3',
      'Sakura, Terry',
      'Back-Up',
      '■ Shinku Hadoken',
      'Discard 2 cards from hand: 1',
      'character takes 500 damage.',
    ])
    expect(face.querySelector('rect')?.getAttribute('fill')).toBe('#265cb3')
    expect(face.getAttribute('viewBox')).toMatch(/^0 0 178\.58\d* 249\.44\d*$/)
  })

  it('keeps a player’s text as text, never as markup', () => {
    const markup = faceSvg({ ...ryu, name: '<img src=x onerror=alert(1)>', ability: { name: 'A & "B"', type: null, text: "it's <b>" } })
    expect(markup).not.toContain('<img')
    expect(markup).not.toContain('<b>')
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(markup).toContain('A &amp; &quot;B&quot;')
    expect(markup).toContain('it&#39;s &lt;b&gt;')
  })

  it('draws each card once: the same card object gives the same markup without laying it out again', () => {
    expect(faceSvg(ryu)).toBe(faceSvg(ryu))
    expect(faceSvg({ ...ryu, bp: 900 })).toContain('BP 900')
  })
})
