// The contract between the page and main: what each `window.api` method takes (checked in main with
// these schemas) and what it answers. Every answer is a result; errors are typed, never thrown across IPC.
import { z } from 'zod'
import type { Card, CardRef, CardSet } from './card'
import type { ApiMethod, AppCommand } from './channels'
import type { Deck, DeckProblem, Legality } from './deck'
import type { Format } from './format'

export { API_CHANNELS, APP_COMMAND_CHANNEL, APP_COMMANDS, type ApiMethod, type AppCommand } from './channels'

const setId = z.string().min(1).max(40)
const cardNumber = z.string().min(1).max(12)

export const API_INPUTS = {
  searchCards: z.strictObject({ query: z.string().max(1000), limit: z.number().int().min(1).max(500).optional() }),
  getCard: z.strictObject({ set: setId, number: cardNumber }),
  listSets: z.undefined(),
  listFormats: z.undefined(),
  checkDeck: z.strictObject({ text: z.string().max(1_000_000), format: z.string().min(1).max(40).optional() }),
} satisfies Record<ApiMethod, z.ZodType>

export interface SearchHit extends Card {
  score: number
}

export interface SearchResult {
  query: string
  total: number
  cards: SearchHit[]
}

export interface CardDetail {
  card: Card
  /** The printed Back-Up names, each with the card it means when the catalogue has it. */
  backedUpBy: { name: string; card: CardRef | null }[]
  /** The characters whose Back-Up lists name this card. */
  canBackUp: CardRef[]
}

export type DeckCheckResult =
  | { ok: true; deck: Deck; legality: Legality; text: string }
  | { ok: false; problems: DeckProblem[] }

export interface ApiOutputs {
  searchCards: SearchResult
  getCard: CardDetail
  listSets: CardSet[]
  listFormats: Format[]
  checkDeck: DeckCheckResult
}

export type ApiErrorCode = 'INVALID_INPUT' | 'BAD_QUERY' | 'NOT_FOUND' | 'FORBIDDEN' | 'UNKNOWN_METHOD' | 'INTERNAL'

export interface ApiError {
  code: ApiErrorCode
  message: string
  /** The input field at fault, for INVALID_INPUT. */
  field?: string
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError }

export type ApiInput<M extends ApiMethod> = z.input<(typeof API_INPUTS)[M]>

/** What the preload exposes as `window.api`. */
export type RingsideApi = {
  [M in ApiMethod]: ApiInput<M> extends undefined
    ? () => Promise<ApiResult<ApiOutputs[M]>>
    : (input: ApiInput<M>) => Promise<ApiResult<ApiOutputs[M]>>
}

/** `window.api` also lets the page hear menu commands; the function it returns stops listening. */
export interface RingsideBridge extends RingsideApi {
  onCommand(listener: (command: AppCommand) => void): () => void
}
