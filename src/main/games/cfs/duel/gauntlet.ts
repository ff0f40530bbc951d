// The gauntlet: six reference decks of distinct plans (examples/gauntlet/), shipped inside Ringside, that a deck is
// measured against (`ringside gauntlet`).
import backUpTowers from '../../../../../examples/gauntlet/back-up-towers.deck.txt?raw'
import legendsStrikers from '../../../../../examples/gauntlet/legends-strikers.deck.txt?raw'
import reactions from '../../../../../examples/gauntlet/reactions.deck.txt?raw'
import rush from '../../../../../examples/gauntlet/rush.deck.txt?raw'
import swarm from '../../../../../examples/gauntlet/swarm.deck.txt?raw'
import unionControl from '../../../../../examples/gauntlet/union-control.deck.txt?raw'

/** Each reference deck: its file's name, and its text (whose first line, a comment, says its plan). */
export const GAUNTLET: readonly { file: string; text: string }[] = [
  { file: 'rush.deck.txt', text: rush },
  { file: 'back-up-towers.deck.txt', text: backUpTowers },
  { file: 'union-control.deck.txt', text: unionControl },
  { file: 'reactions.deck.txt', text: reactions },
  { file: 'legends-strikers.deck.txt', text: legendsStrikers },
  { file: 'swarm.deck.txt', text: swarm },
]

/** A reference deck's plan: its first line, a comment. */
export function planOf(text: string): string {
  const first = text.split('\n')[0]
  return first.startsWith('#') ? first.slice(1).trim() : ''
}
