// Table Fighter's party at one table (three to eight players, hot seat): the moves, and what the table shows. A seat
// sees its own hand only when the device is passed to it; every face-down card stays hidden until all are in.
import { z } from 'zod'
import { takes } from '../../api/method'

export const partyMove = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('charge'), seat: z.number().int().min(0).max(7), cost: z.array(z.number().int().min(0).max(6)).max(2) }),
  z.strictObject({ type: z.literal('no-charge'), seat: z.number().int().min(0).max(7) }),
  z.strictObject({ type: z.literal('pick'), seat: z.number().int().min(0).max(7), card: z.number().int().min(0).max(6) }),
  z.strictObject({ type: z.literal('combo'), seat: z.number().int().min(0).max(7), card: z.number().int().min(0).max(6) }),
  z.strictObject({ type: z.literal('end-combo'), seat: z.number().int().min(0).max(7) }),
  z.strictObject({ type: z.literal('next-turn') }),
])
export type PartyMove = z.infer<typeof partyMove>

export type PartyStep = 'charge' | 'pick' | 'combo' | 'clean-up' | 'over'

export interface PartyCardView {
  /** The card's index among the character's seven. */
  card: number
  name: string
  type: string
  damage: number
  speed: number | null
}

export interface PartySeatView {
  seat: number
  name: string
  /** Team play: 1 or 2; free-for-all: null. */
  team: number | null
  health: number
  out: boolean
  handSize: number
  deckSize: number
  /** The discard pile, face up, bottom first. */
  discard: string[]
  announced: boolean
  charged: boolean
  /** A card set face down this turn. */
  picked: boolean
  /** The action card and combo, face up once revealed. */
  played: string[]
  /** After the reveal: the seats this card beats. */
  beats: number[]
}

export interface PartyView {
  turn: number
  step: PartyStep
  seats: PartySeatView[]
  /** The seat whose move it is (announce, pick, combo); null at clean-up and at the end. */
  toMove: number | null
  /** The seat the device is with, whose hand is shown; null when no hand is shown. */
  viewer: number | null
  /** The viewer's hand, and its discard pile's basic cards (which can pay a charge). */
  hand: PartyCardView[]
  discard: PartyCardView[]
  /** In the combo step, the viewer's hand cards that link after the last card played. */
  links: number[]
  log: string[]
  /** The winners' names (a team's, or one seat's), or empty for a draw; null while the party goes on. */
  result: { winners: string[]; turn: number } | null
}

const characterId = z.string().min(1).max(60)

/** The party's side of the contract: one party at a time, opened on three to eight characters. */
export const tfParty = {
  /** Opens a party of the characters by seat (ids); `teams`: the first half against the second (4 or 8). */
  openParty: takes(z.strictObject({ characters: z.array(characterId).min(3).max(8), teams: z.boolean() })).answers<PartyView>(),
  /** Plays a move at the open party; answers the table with no hand shown. */
  partyMove: takes(z.strictObject({ move: partyMove })).answers<PartyView>(),
  /** The open party as the seat holding the device sees it (null: no hand shown). */
  partyView: takes(z.strictObject({ viewer: z.number().int().min(0).max(7).nullable() })).answers<PartyView>(),
}
