import { describe, expect, it } from 'vitest'
import { readBlocks } from '../../../src/renderer/src/lib/plain-markdown'

describe('help pages as blocks', () => {
  it('reads headings, paragraphs over several lines, and bullet lists with continued items', () => {
    const text =
      '# Card Shot!\n\nEach player has a **poker deck**\nwith two Jokers.\n\n## A turn\n- Draw to *five* cards\n- Attack: play a card\n  face down\n* Discard\nAfter the list.'
    expect(readBlocks(text)).toEqual([
      { kind: 'heading', level: 1, text: 'Card Shot!' },
      { kind: 'paragraph', text: 'Each player has a poker deck with two Jokers.' },
      { kind: 'heading', level: 2, text: 'A turn' },
      { kind: 'list', items: ['Draw to five cards', 'Attack: play a card face down', 'Discard'] },
      { kind: 'paragraph', text: 'After the list.' },
    ])
  })

  it('keeps markup as text', () => {
    expect(readBlocks('<img src=x onerror=alert(1)> and `code`')).toEqual([{ kind: 'paragraph', text: '<img src=x onerror=alert(1)> and code' }])
  })
})
