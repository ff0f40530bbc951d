// Playtesting's side of the contract: the solo table, batch runs (main plays them, the page hears each step), draw odds.
import type { Handlers } from '../../shared/api/method'
import type { playtestApi } from '../../shared/api/playtest'
import type { Playtest } from './playtest'

export function playtestHandlers(s: { playtest: Playtest }): Handlers<typeof playtestApi> {
  const p = s.playtest
  return {
    startGame: ({ deckId, ...options }) => p.startGame(deckId, options),
    playMove: ({ gameId, move }) => p.move(gameId, move),
    undoMove: ({ gameId }) => p.undo(gameId),
    startRun: ({ deckId, ...options }) => p.startRun(deckId, options),
    stepRun: ({ runId }) => p.step(runId),
    cancelRun: ({ runId }) => {
      p.cancelRun(runId)
      return null
    },
    drawOdds: ({ deckId, cards, atLeast, draws, redraw, also }) => p.odds(deckId, { cards, atLeast }, draws, redraw, also),
  }
}
