// Table Fighter's side of the contract: the methods of a game of two characters (shared/api/two-player.ts) for its characters,
// its moves and its matchup runs.
import { z } from 'zod'
import { TF_LIMITS, tfCharacterInput, type TfCharacter, type TfProblem } from './character'
import { TF_POLICIES, type TfMatchupReport, type TfMove, type TfMoveResult, type TfTableState } from './table'
import { player, tablePlay, tableSuggest, twoPlayerCharacters, type TableStart, viewer } from '../../api/two-player'

const cardName = z.string().min(1).max(TF_LIMITS.cardName)
const policy = z.enum(TF_POLICIES)
export const tfViewer = viewer

export const tfMove = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('draw') }),
  z.strictObject({ type: z.literal('charge'), player, cost: z.array(cardName).max(TF_LIMITS.cards) }),
  z.strictObject({ type: z.literal('no-charge'), player }),
  z.strictObject({ type: z.literal('pick'), player, card: cardName }),
  z.strictObject({ type: z.literal('reveal') }),
  z.strictObject({ type: z.literal('combo'), card: cardName }),
  z.strictObject({ type: z.literal('end-combo') }),
  z.strictObject({ type: z.literal('next-turn') }),
])

export type TfTableStart = TableStart<TfCharacter, TfTableState>

export const tfCharacters = twoPlayerCharacters<TfCharacter, TfProblem>()('tf', tfCharacterInput)

export const tfPlay = tablePlay<TfCharacter, TfTableState, TfMoveResult, TfMatchupReport>()('tf', tfMove, {
  policies: z.strictObject({ a: policy, b: policy }),
})

export const tfSuggest = tableSuggest<TfMove>()('tf')
