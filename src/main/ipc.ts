// Main's side of the contract: every call is checked against its schema before it reaches a service.
// No electron here; src/main/app binds this to ipcMain, and the e2e harness binds it to the test page.
import { API_CHANNELS, API_INPUTS, type ApiError, type ApiMethod, type ApiOutputs, type ApiResult } from '../shared/contract'
import { QuerySyntaxError } from './core/query'
import type { Services } from './services'

type Handlers = { [M in ApiMethod]: (input: never) => ApiOutputs[M] }

/** Thrown by a handler to answer with a typed error. */
class ApiFailure extends Error {
  constructor(readonly error: ApiError) {
    super(error.message)
  }
}

export type Dispatch = (method: string, payload: unknown) => Promise<ApiResult<unknown>>

export function createDispatch(services: Services): Dispatch {
  const handlers: Handlers = {
    searchCards: ({ query, limit }: { query: string; limit?: number }) => services.search.search(query, limit ?? 100),
    getCard: ({ set, number }: { set: string; number: string }) => {
      const detail = services.cardDetail(set, number)
      if (!detail) throw new ApiFailure({ code: 'NOT_FOUND', message: `no card ${number} in set ${set}` })
      return detail
    },
    listSets: () => services.catalogue.sets(),
    listFormats: () => [...services.formats],
    checkDeck: ({ text, format }: { text: string; format?: string }) => {
      const check = services.decks.check(text, format)
      return check.ok ? { ...check, text: services.decks.write(check.deck) } : check
    },
  }

  return async (method, payload) => {
    if (!Object.hasOwn(API_CHANNELS, method)) {
      return { ok: false, error: { code: 'UNKNOWN_METHOD', message: `no such method "${method}"` } }
    }
    const m = method as ApiMethod
    const input = API_INPUTS[m].safeParse(payload)
    if (!input.success) {
      const issue = input.error.issues[0]
      const field = issue.path.join('.')
      return {
        ok: false,
        error: { code: 'INVALID_INPUT', message: `${m}: ${field ? `${field}: ` : ''}${issue.message}`, field },
      }
    }
    try {
      return { ok: true, value: (handlers[m] as (i: unknown) => unknown)(input.data) }
    } catch (err) {
      if (err instanceof ApiFailure) return { ok: false, error: err.error }
      if (err instanceof QuerySyntaxError) return { ok: false, error: { code: 'BAD_QUERY', message: err.message } }
      return { ok: false, error: { code: 'INTERNAL', message: (err as Error).message } }
    }
  }
}
