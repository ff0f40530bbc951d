// The deck panel's zones as the player reads them, and where a card of one may move to.
import type { DeckZone } from '../../../shared/deck'

export const ZONE_TITLES: Record<DeckZone, string> = { main: 'Main', strikers: 'Strikers', considering: 'Considering' }

/** What an empty zone says. */
export const ZONE_HINTS: Record<DeckZone, string> = {
  main: 'Drop cards here, double-click them, or press Enter on one.',
  strikers: 'Drop 3 characters here: they are pulled before the shuffle.',
  considering: 'Cards you might play: drop them here, or press C on a card of the deck. Legality, stats, play and printing leave them out.',
}

/** A one-copy move between zones, with its key on a focused card and the words on its button. */
export interface ZoneMove {
  to: DeckZone
  key: 'm' | 's' | 'c'
  label: string
}

const TO_MAIN: ZoneMove = { to: 'main', key: 'm', label: 'To Main' }
const TO_STRIKERS: ZoneMove = { to: 'strikers', key: 's', label: 'To Strikers' }
const TO_CONSIDERING: ZoneMove = { to: 'considering', key: 'c', label: 'Considering' }

/**
 * Where one copy of a card may go from `zone`: a character between Main and Strikers in Legends; any card of the
 * deck out to Considering, and from Considering back into Main.
 */
export function zoneMoves(zone: DeckZone, legends: boolean, character: boolean): ZoneMove[] {
  if (zone === 'considering') return [TO_MAIN]
  const across = zone === 'strikers' ? [TO_MAIN] : legends && character ? [TO_STRIKERS] : []
  return [...across, TO_CONSIDERING]
}
