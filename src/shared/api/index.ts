// The whole contract between the page and main, joined from each domain's methods. A method has one name:
// the page calls it by that name over the one IPC channel, main checks its input with its schema, and
// its answer's type comes with it. Two domains naming the same method is refused when this module loads.
import type { z } from 'zod'
import { cardsApi } from './cards'
import { catalogueApi } from './catalogue'
import { collectionApi } from './collection'
import { eventsApi } from './events'
import { formatsApi } from './formats'
import { tfParty } from '../games/tf/party'
import { ccCharacters, ccDuel, ccPlay, ccSuggest, ccVersionsAndTeams } from '../games/cc/api'
import { cfsDuel, cfsPlay, cfsSuggest, cfsTune } from '../games/cfs/api'
import { decksApi } from './decks'
import type { MethodSpec } from './method'
import { playtestApi } from './playtest'
import { printingApi } from './printing'
import { systemApi } from './system'
import { csCharacters, csPlay, csSuggest } from '../games/cs/api'
import { tfCharacters, tfPlay, tfSuggest } from '../games/tf/api'
import { byGame } from './play'

/** Each game's methods of the protocols every game shares, by game id. */
export interface GameApis {
  cfs: typeof cfsPlay & typeof cfsSuggest
  cc: typeof ccPlay & typeof ccSuggest & typeof ccCharacters & typeof ccVersionsAndTeams
  tf: typeof tfPlay & typeof tfSuggest & typeof tfCharacters
  cs: typeof csPlay & typeof csSuggest & typeof csCharacters
}

export type GameId = keyof GameApis

/** The games of two fixed characters, whose table, matchup and characters' screens the page shares. */
export type TwoPlayerGameId = 'tf' | 'cs'

/** The play protocol: every game's tables and runs, each call naming its game. */
const everyGame = byGame(cfsPlay, ccPlay, tfPlay, csPlay)
/** Suggested moves, asked as each game's table needs: who asks, at a hot seat. */
const suggesting = byGame(cfsSuggest, ccSuggest, tfSuggest, csSuggest)
export const playApi = joinMethods({ everyGame, suggesting }) as typeof everyGame & typeof suggesting

/** The character protocol: the characters of every game whose player builds one, and versions and teams where a game has them. */
const everyCharacterGame = byGame(ccCharacters, tfCharacters, csCharacters)
const versionsAndTeams = byGame(ccVersionsAndTeams)
export const charactersApi = joinMethods({ everyCharacterGame, versionsAndTeams }) as typeof everyCharacterGame & typeof versionsAndTeams

/** Each domain's methods, by domain: the folders of src/main that implement them. */
export const DOMAINS = {
  catalogue: catalogueApi,
  decks: decksApi,
  play: playApi,
  playtest: playtestApi,
  printing: printingApi,
  cards: cardsApi,
  characters: charactersApi,
  duel: cfsDuel,
  tune: cfsTune,
  ccDuel,
  collection: collectionApi,
  events: eventsApi,
  formats: formatsApi,
  party: tfParty,
  system: systemApi,
}

/** Joins domains' methods into one map; a name two of them use is an error that names both. */
export function joinMethods<T extends Record<string, Record<string, MethodSpec>>>(domains: T): Record<string, MethodSpec> {
  const all: Record<string, MethodSpec> = {}
  const owner: Record<string, string> = {}
  for (const [domain, methods] of Object.entries(domains)) {
    for (const [name, spec] of Object.entries(methods)) {
      // Internal invariant: a method has one name and one domain, checked when the contract loads.
      if (Object.hasOwn(all, name)) throw new Error(`the method "${name}" is in both ${owner[name]} and ${domain}`)
      all[name] = spec
      owner[name] = domain
    }
  }
  return all
}

type Joined = typeof catalogueApi &
  typeof decksApi &
  typeof playApi &
  typeof playtestApi &
  typeof printingApi &
  typeof cardsApi &
  typeof charactersApi &
  typeof cfsDuel &
  typeof cfsTune &
  typeof ccDuel &
  typeof collectionApi &
  typeof eventsApi &
  typeof formatsApi &
  typeof tfParty &
  typeof systemApi

export const API = joinMethods(DOMAINS) as Joined

export type ApiMethod = keyof Joined
export type ApiInput<M extends ApiMethod> = z.input<Joined[M]['input']>
export type ApiOutputs = { [M in ApiMethod]: Joined[M]['output'] }

export type ApiErrorCode = 'INVALID_INPUT' | 'BAD_QUERY' | 'NOT_FOUND' | 'FORBIDDEN' | 'REFUSED' | 'CONFLICT' | 'UNKNOWN_METHOD' | 'INTERNAL'

export interface ApiError {
  code: ApiErrorCode
  message: string
  /** The input field at fault, for INVALID_INPUT. */
  field?: string
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError }

export * from './cards'
export * from './catalogue'
export * from '../games/cc/api'
export * from './decks'
export * from '../games/tf/api'
export * from '../games/cs/api'
export * from './collection'
export * from './events'
export * from './formats'
export type { Handlers, MethodSpec } from './method'
