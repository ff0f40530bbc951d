// Card Fighters Special whole (GameModule): a deck of the catalogue's cards at the solo table against the goldfish,
// its batch runs, deck-against-deck matchups, deck tuning, and its deck side (formats, card rules, legality, stats, odds, faces).
import type { Move, TablePlay } from '../../../shared/playtest'
import type { GameModule, PlayableDeck, RangeSimulator } from '../../game-kit/game'
import { duelSimulator } from './duel/matchup'
import { tuneSimulator } from './tune/run'
import { cfs } from '.'

/** What a Card Fighters Special table is set up with: a deck laid out for play, who goes first, the goldfish's ring. */
export interface CfsSetup {
  deck: PlayableDeck
  first: boolean
  strikerTarget: boolean
}

export const CFS_MODULE: GameModule<CfsSetup, Move, TablePlay> = {
  info: cfs,
  deck: cfs,
  simulator: cfs.simulator,
  matchup: duelSimulator as RangeSimulator,
  tune: tuneSimulator as RangeSimulator,
  table: ({ deck, first, strikerTarget }, seed) => {
    const table = cfs.table(deck, { seed, first, strikerTarget })
    return {
      play: (move) => table.play(move),
      undo: () => table.undo(),
      suggest: () => table.suggest(),
      // A solo table: its one player sees it all, with what each character's attack and ability would meet.
      view: () => ({ state: table.state, moves: table.moves() }),
    }
  },
}
