// Capcom Crossovers: The Card Game v3, played with a standard deck and a character sheet (GAMES.md).
import type { GameInfo } from '../game'

export const cc: GameInfo = {
  id: 'cc',
  name: 'Capcom Crossovers',
  builds: 'a character sheet (stats, and moves on the face cards and aces), or a tag team of two',
  solo: 'the goldfish table and batch runs: the opponent never blocks, dodges or counters',
}
