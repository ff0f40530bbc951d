// Playtesting's side of the contract: Card Fighters Special's part of the play protocol (the solo table over a
// library deck, and batch runs that main plays while the page hears each step), and draw odds.
import type { Handlers } from '../../shared/api/method'
import type { playtestApi } from '../../shared/api/playtest'
import type { GameApis } from '../../shared/api'
import type { Playtest } from './playtest'

export function cfsPlayHandlers(p: Playtest): Handlers<GameApis['cfs']> {
  return {
    startTable: ({ deckId, game: _, ...options }) => p.startGame(deckId, options),
    playMove: ({ tableId, move }) => p.move(tableId, move),
    undoMove: ({ tableId }) => p.undo(tableId),
    tableState: ({ tableId }) => p.state(tableId),
    startRun: ({ deckId, game: _, ...options }) => p.startRun(deckId, options),
    stepRun: ({ runId }) => p.step(runId),
    cancelRun: ({ runId }) => {
      p.cancelRun(runId)
      return null
    },
    runReport: ({ runId }) => p.report(runId),
    suggestMove: ({ tableId }) => p.suggest(tableId),
  }
}

export function playtestHandlers(s: { playtest: Playtest }): Handlers<typeof playtestApi> {
  return {
    drawOdds: ({ deckId, cards, atLeast, draws, redraw, also }) => s.playtest.odds(deckId, { cards, atLeast }, draws, redraw, also),
  }
}
