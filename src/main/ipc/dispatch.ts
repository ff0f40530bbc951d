// Main's side of the contract: the domains' handler maps joined into one, every call checked against its
// method's schema before it reaches a handler, and every error mapped to its code in one place. No electron
// here; src/main/app binds this to ipcMain, and the e2e harness binds it to the test page.
import { API, charactersApi, DOMAINS, playApi, type ApiMethod, type ApiResult, type Handlers, type MethodSpec } from '../../shared/contract'
import { RingsideError } from '../../shared/errors'
import { plainIssues } from '../../shared/plain-issue'
import { cardsHandlers } from '../cards/handlers'
import { catalogueHandlers } from '../catalogue/handlers'
import { collectionHandlers } from '../collection/handlers'
import { ccCharacterHandlers, ccPlayHandlers } from '../games/cc/handlers'
import { cfsDuelHandlers } from '../games/cfs/duel/handlers'
import { cfsTuneHandlers } from '../games/cfs/tune/handlers'
import { ccDuelHandlers } from '../games/cc/duel/handlers'
import { TF_GAME } from '../games/tf/module'
import { CS_GAME } from '../games/cs/module'
import { characterHandlers, tableHandlers } from '../game-kit/two-player-handlers'
import { byGameHandlers } from './by-game'
import { decksHandlers } from '../decks/handlers'
import { eventsHandlers } from '../events/handlers'
import { formatsHandlers } from '../decks/format-handlers'
import { tfPartyHandlers } from '../games/tf/party-handlers'
import { cfsPlayHandlers, playtestHandlers } from '../playtest/handlers'
import { printingHandlers } from '../printing/handlers'
import type { Services } from '../services'
import { databaseFailure } from '../storage/database'
import type { Desktop } from '../system/desktop'
import { appLog } from '../system/log'
import { systemHandlers } from '../system/handlers'

export type { Desktop, FileKind } from '../system/desktop'

export type Dispatch = (method: string, payload: unknown) => Promise<ApiResult<unknown>>

type AnyHandler = (input: unknown) => unknown

/** Each domain's handlers, by the domain's name; the types make each domain implement all its methods. */
function domainHandlers(services: Services, desktop?: Desktop): { [D in keyof typeof DOMAINS]: Handlers<(typeof DOMAINS)[D]> } {
  return {
    catalogue: catalogueHandlers(services),
    decks: decksHandlers(services, desktop),
    play: byGameHandlers(playApi, {
      cfs: cfsPlayHandlers(services.playtest),
      cc: ccPlayHandlers(services.ccPlaytest),
      tf: tableHandlers(services.tfPlaytest),
      cs: tableHandlers(services.csPlaytest),
    }),
    playtest: playtestHandlers(services),
    printing: printingHandlers(services, desktop),
    cards: cardsHandlers(services, desktop),
    characters: byGameHandlers(charactersApi, {
      cc: ccCharacterHandlers(services.characters, desktop),
      tf: characterHandlers(services.tfCharacters, TF_GAME.characters.print, desktop),
      cs: characterHandlers(services.csCharacters, CS_GAME.characters.print, desktop),
    }),
    duel: cfsDuelHandlers(services.duels, desktop),
    tune: cfsTuneHandlers(services.tunes),
    ccDuel: ccDuelHandlers(services.ccDuels),
    collection: collectionHandlers(services, desktop),
    events: eventsHandlers(services, desktop),
    formats: formatsHandlers(services, desktop),
    party: tfPartyHandlers(services.tfCharacters),
    system: systemHandlers(),
  }
}

export function createDispatch(services: Services, desktop?: Desktop): Dispatch {
  const handlers: Record<string, AnyHandler> = {}
  const twice: string[] = []
  for (const map of Object.values(domainHandlers(services, desktop))) {
    for (const [method, handle] of Object.entries(map as Record<string, AnyHandler>)) {
      if (handlers[method]) twice.push(method)
      handlers[method] = handle
    }
  }
  // Internal invariant: each method of the contract has exactly one handler, checked at start, not on a click.
  const missing = Object.keys(API).filter((m) => !handlers[m])
  if (twice.length || missing.length)
    throw new Error(`IPC handlers: ${[...twice.map((m) => `two for ${m}`), ...missing.map((m) => `none for ${m}`)].join(', ')}`)
  // The page hears how each batch run goes from main, without asking step by step.
  if (desktop?.runNews) services.runNews.on((news) => desktop.runNews!(news))

  return async (method, payload) => {
    if (!Object.hasOwn(API, method)) return { ok: false, error: { code: 'UNKNOWN_METHOD', message: `no such method "${method}"` } }
    const m = method as ApiMethod
    const input = (API[m] as MethodSpec).input.safeParse(payload)
    if (!input.success) {
      const { path: field, message } = plainIssues(input.error, payload)[0]
      return { ok: false, error: { code: 'INVALID_INPUT', message: `${m}: ${field ? `${field}: ` : ''}${message}`, field } }
    }
    // Closed for a restore: the app relaunches on the restored file in a moment.
    if (!services.catalogue.db.open) return { ok: false, error: { code: 'REFUSED', message: 'Ringside is restarting on the restored database' } }
    try {
      return { ok: true, value: await handlers[m](input.data) }
    } catch (err) {
      const error = errorAnswer(err, services.file)
      // A bug, not a player's mistake: its stack goes to the log, so the message on the page can be traced.
      if (error.code === 'INTERNAL') appLog.error('main', `INTERNAL answer to ${m}: ${error.message}`, err)
      return { ok: false, error }
    }
  }
}

/** A player's mistake answers with its code and reason; anything else is a bug, answered as INTERNAL. */
function errorAnswer(err: unknown, dbFile: string): Extract<ApiResult<unknown>, { ok: false }>['error'] {
  const known = err instanceof RingsideError ? err : databaseFailure(err, dbFile)
  if (known) return { code: known.code, message: known.message, ...(known.field ? { field: known.field } : {}) }
  return { code: 'INTERNAL', message: (err as Error)?.message ?? String(err) }
}
