// Card Shot!'s side of the contract: the methods of a game of two characters (shared/api/two-player.ts) for its characters,
// its moves and its matchup runs (which also say who is the Active Player on turn 1).
import { z } from 'zod'
import { csCharacterInput, type CsCharacter, type CsProblem } from './character'
import { CS_FIRSTS, CS_POLICIES, DECK_SIZE, type CsMatchupReport, type CsMove, type CsMoveResult, type CsTableState } from './table'
import { player, tablePlay, tableSuggest, twoPlayerCharacters, type TableStart } from '../../api/two-player'

/** `7H`, `10S`, `JOKER1`: the engine names the card or refuses the move. */
const card = z.string().min(1).max(12)
const cards = z.array(card).max(2 * DECK_SIZE)
const policy = z.enum(CS_POLICIES)

export const csMove = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('draw'), player }),
  z.strictObject({ type: z.literal('joker'), player, card }),
  z.strictObject({ type: z.literal('keep'), player }),
  z.strictObject({ type: z.literal('place'), player, card: card.nullable(), sideways: z.boolean().optional() }),
  z.strictObject({ type: z.literal('reveal') }),
  z.strictObject({ type: z.literal('absorb'), player, cards }),
  z.strictObject({ type: z.literal('discard'), player, cards }),
])

export type CsTableStart = TableStart<CsCharacter, CsTableState>

export const csCharacters = twoPlayerCharacters<CsCharacter, CsProblem>()('cs', csCharacterInput)

export const csPlay = tablePlay<CsCharacter, CsTableState, CsMoveResult, CsMatchupReport>()('cs', csMove, {
  policies: z.strictObject({ a: policy, b: policy }),
  first: z.enum(CS_FIRSTS).default('alternate'),
})

export const csSuggest = tableSuggest<CsMove>()('cs')
