// Calls window.api and unwraps its result: a failed call throws an ApiCallError carrying main's message.
import type { z } from 'zod'
import type { ApiError, ApiInput, ApiMethod, ApiOutputs, ApiResult, GameApis, GameId, MethodSpec, TwoPlayerGameId } from '../../../shared/contract'

export class ApiCallError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message)
  }
}

/** Calls a method of main; a refusal comes back as its result, never thrown. */
export function ask<M extends ApiMethod>(method: M, ...input: ApiInput<M> extends undefined ? [] : [ApiInput<M>]): Promise<ApiResult<ApiOutputs[M]>> {
  return window.api.invoke(method, input[0])
}

/** Calls a method of main; a refusal is thrown as an ApiCallError with main's message. */
export async function call<M extends ApiMethod>(method: M, ...input: ApiInput<M> extends undefined ? [] : [ApiInput<M>]): Promise<ApiOutputs[M]> {
  const result = await ask(method, ...input)
  if (!result.ok) throw new ApiCallError(result.error)
  return result.value
}

/** Runs an action, reporting its error message, or '' when it succeeds. */
export async function reporting(action: () => Promise<unknown>, report: (message: string) => void): Promise<void> {
  try {
    report('')
    await action()
  } catch (err) {
    report((err as Error).message)
  }
}

type GameMethod<G extends GameId> = keyof GameApis[G] & ApiMethod
type GameSpec<G extends GameId, M extends GameMethod<G>> = GameApis[G][M] extends MethodSpec<infer I, infer O> ? { input: I; output: O } : never

/**
 * Calls a method of a protocol every game shares (play) for one game: `game` names it, and the answer is that
 * game's (a Table Fighter table, not any game's).
 */
export function gameCall<G extends GameId, M extends GameMethod<G>>(
  game: G,
  method: M,
  input: Omit<z.input<GameSpec<G, M>['input']>, 'game'>,
): Promise<GameSpec<G, M>['output']> {
  const to = call as unknown as (method: ApiMethod, input: unknown) => Promise<GameSpec<G, M>['output']>
  return to(method, { ...input, game })
}

/**
 * Calls a method of a protocol for a game of two characters known only when the page runs (a part every such game
 * shares): main checks the input against that game's schema, and the caller says what it answers.
 */
export function callFor<T>(method: keyof GameApis[TwoPlayerGameId] & ApiMethod, input: { game: TwoPlayerGameId } & Record<string, unknown>): Promise<T> {
  return (call as unknown as (method: ApiMethod, input: unknown) => Promise<T>)(method, input)
}
