// Made-up cards for the engines' tests: a character (capcom or snk) of 500 BP and 2 SP, an action or reaction of
// cost 3, anything else as given; each with a number of its own.
import type { Card } from '../src/shared/card'

let made = 0

export function testCard(name: string, kind: Card['kind'], opts: Partial<Card> = {}): Card {
  const character = kind === 'capcom' || kind === 'snk'
  return {
    set: 't',
    number: `T${String(++made).padStart(3, '0')}`,
    name,
    kind,
    rarity: 'C',
    bp: character ? 500 : null,
    sp: character ? 2 : null,
    cost: kind === 'action' || kind === 'reaction' ? 3 : null,
    ability: null,
    text: null,
    backups: [],
    altNames: [],
    origin: null,
    ...opts,
  }
}
