// The gauntlet: six reference decks of distinct plans (examples/gauntlet/), shipped inside Ringside, that a deck is
// measured against (`ringside gauntlet`).
import { GAUNTLET_FILES } from './gauntlet-decks'

/** Each reference deck: its file's name, and its text (whose first line, a comment, says its plan). */
export const GAUNTLET = GAUNTLET_FILES

/** A reference deck's plan: its first line, a comment. */
export function planOf(text: string): string {
  const first = text.split('\n')[0]
  return first.startsWith('#') ? first.slice(1).trim() : ''
}
