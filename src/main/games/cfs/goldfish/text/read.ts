// A card's text as the engine plays it: its class (exact, no effect against a goldfish, partial, not modelled)
// and its structured form, read once per distinct text.
import type { Card } from '../../../../../shared/card'
import { isCharacter } from '../../../../../shared/card'
import type { Reading, When } from './model'
import { readPhrase } from './phrases'

export const REACTIONS_REASON = 'not played against a goldfish: reactions answer an attack, and a goldfish never attacks'
const NOT_KNOWN = 'no phrase the engine knows; apply it by hand at the table'

const cache = new Map<string, Reading>()

/** Where a card's text stands: ▲ on entry, ■ as its action, ● (or no symbol) while in the ring, an action when played. */
function whenOf(card: Card): When | null {
  if (isCharacter(card.kind)) {
    if (!card.ability) return null
    return card.ability.type === 'triangle' ? 'entry' : card.ability.type === 'square' ? 'square' : 'static'
  }
  return card.kind === 'action' ? 'play' : null
}

/** The card's text as the engine reads it; null for a character with no ability (nothing to read). */
export function readCard(card: Card): Reading | null {
  if (card.kind === 'reaction') return { class: 'no-effect', reason: REACTIONS_REASON }
  if (card.kind === 'arena') return { class: 'not-modelled', reason: 'arena texts are not modelled yet' }
  const when = whenOf(card)
  if (!when) return null
  const text = isCharacter(card.kind) ? card.ability!.text : (card.text ?? '')
  const key = `${when}\u0000${text}`
  let reading = cache.get(key)
  if (!reading) {
    reading = readPhrase(text, when) ?? { class: 'not-modelled', reason: NOT_KNOWN }
    cache.set(key, reading)
  }
  return reading
}

/** Whether the engine plays the card as printed: no text, or an exact one, or one that does nothing here. */
export function playedAsPrinted(card: Card): boolean {
  const r = readCard(card)
  return r === null || r.class === 'exact' || r.class === 'no-effect'
}
