// The protocols every game shares (shared/api/play.ts), served from each game's own handlers: a call goes to the
// handlers of the game it names, already checked against that game's schema.
import type { GameApis, GameId, playApi } from '../../shared/api'
import type { Handlers } from '../../shared/api/method'

/** Each game's handlers of one protocol, by game id. */
export type GameHandlers = { [G in GameId]: Handlers<GameApis[G]> }

type AnyHandler = (input: { game: GameId }) => unknown

/** The play protocol's handlers: each method passes its call to the game the call names. */
export function playHandlers(games: GameHandlers): Handlers<typeof playApi> {
  const route = (method: string): AnyHandler => {
    return (input) => (games[input.game] as unknown as Record<string, AnyHandler>)[method](input)
  }
  const methods = ['startTable', 'playMove', 'undoMove', 'tableState', 'startRun', 'stepRun', 'cancelRun', 'runReport'] as const
  return Object.fromEntries(methods.map((method) => [method, route(method)])) as unknown as Handlers<typeof playApi>
}
