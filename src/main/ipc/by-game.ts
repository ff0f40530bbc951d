// The protocols every game shares (shared/api/play.ts, characters.ts), served from each game's own handlers: a call
// goes to the handlers of the game it names, already checked against that game's schema.
import type { z } from 'zod'
import type { GameApis, GameId } from '../../shared/api'
import type { Handlers, MethodSpec } from '../../shared/api/method'

type SpecsOf<G extends GameId, K> = { [M in K & keyof GameApis[G] & string]: GameApis[G][M] extends MethodSpec ? GameApis[G][M] : never }

/** A game's handlers of the methods of `A` it has. */
export type Served<A, G extends GameId> = Handlers<SpecsOf<G, keyof A>>

type AnyHandler = (input: { game: GameId }) => unknown

/** The games a method's input names: each option's `game`, or the one game of a method only one game has. */
function gamesOf(spec: MethodSpec): string[] {
  const def = (spec.input as z.ZodType & { def: { options?: z.ZodObject[] } }).def
  const objects = def.options ?? [spec.input as z.ZodObject]
  return objects.map((o) => String((o.shape.game as z.ZodLiteral).value))
}

/** The handlers of a protocol's methods: each passes its call to the handlers of the game the call names. */
export function byGameHandlers<A extends Record<string, MethodSpec>, G extends GameId>(api: A, games: { [K in G]: Served<A, K> }): Handlers<A> {
  const served = games as unknown as Record<string, Record<string, AnyHandler>>
  // Internal invariant: every game a method takes has its handler, checked at start, not on a click.
  const missing = Object.entries(api).flatMap(([method, spec]) =>
    gamesOf(spec)
      .filter((g) => !served[g]?.[method])
      .map((g) => `${method} for ${g}`),
  )
  if (missing.length) throw new Error(`no handler: ${missing.join(', ')}`)
  const route = (method: string): AnyHandler => {
    return (input) => served[input.game][method](input)
  }
  return Object.fromEntries(Object.keys(api).map((method) => [method, route(method)])) as unknown as Handlers<A>
}
