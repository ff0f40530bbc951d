// The Card Shot! table as the page sees it: two players on one screen (hot seat), each attack face down until both
// are in, every step enforced (the Card Shot! rule book, "03-04. Turn Sequence" and "04. Combat"); and the matchup
// simulator's report. Cards are named as a player writes them: `7H`, `10S`, `AC`, `QD`, `JOKER1`, `JOKER2`.

import { SUIT_SYMBOLS, SUITS, type CsCharacter, type CsSpecial, type CsSpecialRank, type CsSuit } from './character'
import type { MatchupReportOf } from '../../api/two-player'

// ---------------------------------------------------------------------------------------------------------------
// The deck: "a standard Poker deck (with two Jokers) for each player"

export const DECK_SIZE = 54
export const JOKERS = 2
/** Ranks in a suit's order; index = card % 13 for the 52 suited cards. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const
export type CsRank = (typeof RANKS)[number]
const SUIT_LETTERS = ['S', 'H', 'D', 'C'] as const

/** A card of the deck, 0–53: suit × 13 + rank for the 52 suited cards (spades, hearts, diamonds, clubs), 52 and 53 the jokers. */
export type CsCard = number

export function isJoker(card: CsCard): boolean {
  return card >= 52
}

/** The card's suit, or null for a joker. */
export function suitOfCard(card: CsCard): CsSuit | null {
  return isJoker(card) ? null : SUITS[Math.floor(card / 13)]
}

/** The card's rank, or null for a joker. */
export function rankOfCard(card: CsCard): CsRank | null {
  return isJoker(card) ? null : RANKS[card % 13]
}

/** `7H`, `10S`, `JOKER1`: the name moves and views use. */
export function cardName(card: CsCard): string {
  if (isJoker(card)) return `JOKER${card - 51}`
  return `${RANKS[card % 13]}${SUIT_LETTERS[Math.floor(card / 13)]}`
}

/** `7♥`, `Joker`: how the log shows a card. */
export function cardLabel(card: CsCard): string {
  if (isJoker(card)) return 'Joker'
  return `${RANKS[card % 13]}${SUIT_SYMBOLS[SUITS[Math.floor(card / 13)]]}`
}

/**
 * The card a name means, or null: the rank (A, 2–10, J, Q, K) then the suit as a letter or symbol, any case
 * (`7h`, `7♥`, `10S`); a joker is `JOKER1` or `JOKER2` (also `Joker 1`).
 */
export function cardOfName(name: unknown): CsCard | null {
  if (typeof name !== 'string') return null
  const plain = name.trim().toUpperCase().replace(/\s+/g, '')
  const joker = /^JOKER([12])$/.exec(plain)
  if (joker) return 51 + Number(joker[1])
  const match = /^(A|[2-9]|10|J|Q|K)([SHDC♠♥♦♣])$/.exec(plain)
  if (!match) return null
  const suit = 'SHDC'.includes(match[2]) ? 'SHDC'.indexOf(match[2]) : '♠♥♦♣'.indexOf(match[2])
  return suit * 13 + (RANKS as readonly string[]).indexOf(match[1])
}

// ---------------------------------------------------------------------------------------------------------------
// A card to a character: its special card, its suit, what it absorbs (main's rules, and the page's Damage Absorption)

/** The rank a special card sits on, by a card's rank index (card % 13): A is 0, 2 is 1, J, Q and K are 10–12. */
const SPECIAL_AT: Readonly<Record<number, CsSpecialRank>> = { 0: 'A', 1: '2', 10: 'J', 11: 'Q', 12: 'K' }

/** The rank of the special card this card plays, or null for a number card or a joker. */
export function specialRankOf(card: CsCard): CsSpecialRank | null {
  if (card < 0 || isJoker(card)) return null
  return SPECIAL_AT[card % 13] ?? null
}

export function specialOf(character: CsCharacter, card: CsCard): CsSpecial | null {
  const rank = specialRankOf(card)
  return rank === null ? null : (character.specials[rank] ?? null)
}

/** Whether the card is of the character's suit; a joker has no suit. */
export function inSuit(character: CsCharacter, card: CsCard): boolean {
  return card >= 0 && character.suit !== null && suitOfCard(card) === character.suit
}

/**
 * What one card from the hand absorbs: "For each card that you discard from your hand, the damage is reduced on a
 * 1-for-1 basis ... if a card discarded in this way matches your Character's suit, the damage is reduced by 2
 * instead"; a special card that reduces damage does its amount, "If that Special card matches the Characters suit,
 * it reduces the damage by +1, in addition to whatever the card prevents."
 */
export function absorbOf(character: CsCharacter, card: CsCard): number {
  const suited = inSuit(character, card)
  const printed = absorbEffect(specialOf(character, card))
  if (printed > 0) return printed + (suited ? 1 : 0)
  return suited ? 2 : 1
}

/** The larger absorb amount of a special card's effects; 0 when it has none. */
export function absorbEffect(special: CsSpecial | null): number {
  if (special === null) return 0
  let most = 0
  for (const effect of [special.a, special.b]) if (effect?.form?.kind === 'absorb') most = Math.max(most, effect.form.amount)
  return most
}

// ---------------------------------------------------------------------------------------------------------------
// The table

/**
 * The steps as played here. The pre- and post-attack steps are passed over: the model has no abilities used
 * there (a card's text is played by hand). 'absorb' is 04-02's Damage Absorption, when damage is done.
 */
export type CsStep = 'draw' | 'attack' | 'absorb' | 'discard' | 'over'
/** A turn's steps in order, as the table names them (the steps played here). */
export const CS_STEPS: Readonly<Record<Exclude<CsStep, 'over'>, string>> = {
  draw: 'Draw',
  attack: 'Attack and reveal',
  absorb: 'Damage absorption',
  discard: 'Discard',
}
/** Player 0 and player 1: the two characters in the order the table was set. */
export type CsPlayer = 0 | 1

/** A move at the table; cards are names at the page, numbers inside the engine. Players act in turn, the active player first. */
export type CsMoveOf<C> =
  /** Draw step: the player draws to hand size (five). */
  | { type: 'draw'; player: CsPlayer }
  /** Draw step, after drawing: a joker from the hand is discarded to draw two more cards. */
  | { type: 'joker'; player: CsPlayer; card: C }
  /** Draw step, after drawing, holding a joker: the player keeps the hand as it is. */
  | { type: 'keep'; player: CsPlayer }
  /**
   * Attack step: a card from the hand face down, upright (effect A) or sideways (effect B); null only when the hand
   * is empty ("treat it as if the player played an unidentified card with no suit and a value of 0").
   */
  | { type: 'place'; player: CsPlayer; card: C | null; sideways?: boolean }
  /** Attack step: both cards are turned face up and the combat resolved. */
  | { type: 'reveal' }
  /** Damage Absorption: the damaged player's cards from the hand (none to take all the damage). */
  | { type: 'absorb'; player: CsPlayer; cards: readonly C[] }
  /** Discard step: down to five if above, then one more if the player wishes. */
  | { type: 'discard'; player: CsPlayer; cards: readonly C[] }

export type CsMove = CsMoveOf<string>

/** One player's side as a viewer sees it: null where it is hidden from that viewer. */
export interface CsSideView {
  character: { id: string; name: string; suit: CsSuit }
  /** Top first; null unless everything is shown (a shuffled deck is face down for both players). */
  deck: string[] | null
  deckSize: number
  /** Null when hidden (the other player's hand). */
  hand: string[] | null
  handSize: number
  /** In the order the cards went there, the first at the bottom; face up, so never hidden. */
  discard: string[]
  /** A card is placed face down this turn, and how: its orientation shows, which is how a player bluffs. */
  placed: boolean
  sideways: boolean | null
  /** The placed card: its owner sees it, the other player only after the reveal. '' for an empty hand's nothing. */
  card: string | null
  /** This turn's draw is done (drawn, and any joker swapped or kept). */
  drawn: boolean
  /** Drawn to five this turn with a joker in the hand: the player swaps it for two cards or keeps the hand. */
  swapping: boolean
  /** This turn's discard step is done. */
  discarded: boolean
}

/** One side of a revealed combat. */
export interface CsAttackView {
  /** The card, or null when the player had none to play. */
  card: string | null
  value: number
  defense: boolean
  /** The effect in use ('A' upright, 'B' sideways) of a special card, else null. */
  effect: 'A' | 'B' | null
  /** How the value came about: "7♥ in Rook's suit: 7 + 1 = 8". */
  why: string
}

export interface CsCombatView {
  attacks: [CsAttackView, CsAttackView]
  /** Who takes damage and how much, before absorption; null when nobody does. */
  damage: { to: CsPlayer; amount: number } | null
  /** Why, in words: "8 against 5: Wren takes 3 damage". */
  outcome: string
}

export interface CsTableState {
  seed: number
  turn: number
  step: CsStep
  /** The Active Player this turn, who acts first in every step. */
  active: CsPlayer
  /** Who must move now; null when the next move is the reveal, or the game is over. */
  toMove: CsPlayer | null
  /** Who this view is for: a player, 'all' (everything shown: tests, the end of a game), or null (both hidden). */
  viewer: CsPlayer | 'all' | null
  players: [CsSideView, CsSideView]
  /** This turn's combat, once revealed. */
  combat: CsCombatView | null
  result: { winner: CsPlayer; loser: CsPlayer; turn: number; why: string } | null
  log: string[]
}

export type CsMoveResult = { ok: true; state: CsTableState } | { ok: false; reason: string }

// ---------------------------------------------------------------------------------------------------------------
// The matchup simulator

export const CS_POLICIES = ['random', 'greedy'] as const
export type CsPolicyName = (typeof CS_POLICIES)[number]
/** Who is the Active Player on turn 1 (the rule book's Rock-Paper-Scissors): A, B, or each in turn by game number. */
export const CS_FIRSTS = ['a', 'b', 'alternate'] as const
export type CsFirst = (typeof CS_FIRSTS)[number]

/** Exact chances for one character's opening five (games/cs/odds.ts). */
export interface CsOpeningOdds {
  joker: number
  suit: number
  special: number
  /** A special card whose effect absorbs damage. */
  absorb: number
}

/** `ringside matchup <A> <B> --json` for Card Shot!: a pure function of the characters, games, seed, policies and first player. */
/** `draws`: none can be, as no game lasts past turn 53 (games/cs/matchup.ts). */
export interface CsMatchupReport extends MatchupReportOf<'cs', CsPolicyName> {
  first: CsFirst
  /** Games won by the player who was active on turn 1. */
  firstPlayerWins: number
  /** Over all games, for each side: the damage done to it (before absorption), how much of it it absorbed, and how often a joker milled from its deck stopped the rest. */
  damage: { a: number; b: number }
  absorbed: { a: number; b: number }
  jokerStops: { a: number; b: number }
  /** Exact odds of each character's opening five. */
  odds: { a: CsOpeningOdds; b: CsOpeningOdds }
}
