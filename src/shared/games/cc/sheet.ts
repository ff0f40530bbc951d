// A Capcom Crossovers character sheet as the page, the command and main all read it: the stats and the moves
// list a player builds ("Character Stats" and "4. Special/Super Moves" in the rule book, as settled in docs/games.md).
// readSheet refuses what is not a sheet at all (an unknown field, text where a number goes, a move type that is
// not a letter of the game); main's checkSheet finds, with a fix, everything that keeps a readable sheet from the
// table.

import { z } from 'zod'
import { characterHead } from '../../characters'
import { readRecord } from '../../plain-issue'

export type MoveType = 'A' | 'B' | 'C' | 'D' | 'E'
export type Attribute = 'R' | 'U' | 'H' | 'S' | 'T'
export type MoveRank = 'J' | 'Q' | 'K' | 'A'

/**
 * The cards a move is played on, as a moves list writes them: "Jack" is { rank: 'J', additional: 0 } and
 * "King + up to 1 additional King" is { rank: 'K', additional: 1 }. One card of the rank is always played; the
 * additional ones may be added, and what they do is in the move's text (its damage here is the base damage).
 */
export interface MoveCards {
  readonly rank: MoveRank
  readonly additional: number
}

export interface Move {
  readonly name: string
  /** Specials are played on Jacks, Queens and Kings, supers on Aces. */
  readonly kind: 'special' | 'super'
  readonly cards: MoveCards
  readonly type: MoveType
  readonly attributes: readonly Attribute[]
  /** null when the moves list gives an effect in place of damage ("Avoid 1 special move attack"). */
  readonly damage: number | null
  readonly priority: number
  /** Combo points. */
  readonly points: number
  readonly text: string
}

export type TagMark = 'VC' | 'TS'

export interface SheetMove extends Move {
  /** [VC]: a variable counter, played by the inactive character; [TS]: one of the two supers of a tag super. */
  readonly tag: readonly TagMark[]
}

export interface CharacterSheet {
  /** A slug: `gambit`, `chun-li`. */
  readonly id: string
  readonly name: string
  /** Shipped with Ringside as an example, not built by the player. */
  readonly example: boolean
  readonly hp: number
  readonly strength: number
  readonly speed: number
  readonly agility: number
  readonly endurance: number
  readonly combo: number
  readonly basicAttackPriority: number
  readonly defenseBonus: number
  /** What any throw of this character deals, whatever the two cards are. */
  readonly throwDamage: number
  readonly specialAbility: string
  readonly moves: readonly SheetMove[]
}

export const RANK_NAMES: Readonly<Record<MoveRank, string>> = { J: 'Jack', Q: 'Queen', K: 'King', A: 'Ace' }

/** "King + up to 1 additional King": a move's cards as the rule book writes them. */
export function cardsText(cards: MoveCards): string {
  const rank = RANK_NAMES[cards.rank] ?? String(cards.rank)
  if (!(cards.additional > 0)) return rank
  return `${rank} + up to ${cards.additional} additional ${rank}${cards.additional === 1 ? '' : 's'}`
}

/** What each type lets a move do in a combo (docs/games.md, "Combo types"), as the sheet's legend says it. */
export const TYPE_RULES: Readonly<Record<MoveType, string>> = {
  A: 'only first',
  B: 'ends the combo',
  C: 'at most twice',
  D: 'alone',
  E: 'only to counter',
}

export const TAG_NAMES: Readonly<Record<TagMark, string>> = { VC: 'variable counter', TS: 'tag super' }

export const MOVE_TYPES = ['A', 'B', 'C', 'D', 'E'] as const satisfies readonly MoveType[]
export const ATTRIBUTES = ['R', 'U', 'H', 'S', 'T'] as const satisfies readonly Attribute[]
export const MOVE_RANKS = ['J', 'Q', 'K', 'A'] as const satisfies readonly MoveRank[]
export const TAG_MARKS = ['VC', 'TS'] as const satisfies readonly TagMark[]

export const ATTRIBUTE_NAMES: Readonly<Record<Attribute, string>> = {
  R: 'range',
  U: 'unblockable',
  H: 'homing',
  S: 'stun',
  T: 'triggered effect',
}

// ---------------------------------------------------------------------------------------------------------------
// Reading a sheet file

/** Bounds past any sheet a player means, so a file cannot carry huge numbers or texts into the app. */
export const FIGURE_LIMIT = 1_000_000
export const MAX_MOVES = 40

const figure = z.number().min(-FIGURE_LIMIT).max(FIGURE_LIMIT)
const text = (max: number) => z.string().max(max)

const cardsSchema = z.strictObject({
  rank: z.enum(MOVE_RANKS),
  additional: figure.default(0),
}) satisfies z.ZodType<MoveCards>

const moveSchema = z.strictObject({
  name: text(100),
  kind: z.enum(['special', 'super']),
  cards: cardsSchema,
  type: z.enum(MOVE_TYPES),
  attributes: z.array(z.enum(ATTRIBUTES)).max(10).default([]),
  damage: figure.nullable(),
  priority: figure,
  points: figure,
  tag: z.array(z.enum(TAG_MARKS)).max(4).default([]),
  text: text(5000).default(''),
}) satisfies z.ZodType<SheetMove>

const sheetSchema = z.strictObject({
  ...characterHead(100),
  hp: figure,
  strength: figure,
  speed: figure,
  agility: figure,
  endurance: figure,
  combo: figure,
  basicAttackPriority: figure,
  defenseBonus: figure,
  throwDamage: figure,
  specialAbility: text(5000),
  moves: z.array(moveSchema).max(MAX_MOVES),
}) satisfies z.ZodType<CharacterSheet>

export type SheetRead = { ok: true; sheet: CharacterSheet } | { ok: false; problems: string[] }

/**
 * A sheet from parsed JSON, or every problem with it as `gambit.json: moves.2.type: must be "A" or "B" …`, in the
 * words card files and deck JSON use (plain-issue.ts). Unknown fields are refused by name, `__proto__` among them
 * (the sheet is built afresh from the known fields, so nothing reaches a prototype). Never throws.
 */
export function readSheet(json: unknown, source: string): SheetRead {
  const read = readRecord(sheetSchema, json, source, { name: 'a character sheet', example: '{"id": "gambit", "name": "Gambit", …}' }, hint)
  return read.ok ? { ok: true, sheet: read.value } : read
}

/** What a player who wrote this field needs besides the rule: the fields allowed there, or damage's null. */
function hint(path: string, message: string): string {
  if (message.startsWith('unknown field')) return `; ${knownFields(path.split('.').slice(0, -1))}`
  return /^moves\.\d+\.damage$/.test(path) && message.startsWith('must be') ? ', or null for an effect' : ''
}

/** The fields the object at `path` may have, for the player who misspelled one. */
function knownFields(path: readonly string[]): string {
  const last = path.at(-1)
  if (last === 'cards') return `a move's cards are ${Object.keys(cardsSchema.shape).join(', ')}`
  if (last !== undefined && /^\d+$/.test(last)) return `a move's fields are ${Object.keys(moveSchema.shape).join(', ')}`
  return `a sheet's fields are ${Object.keys(sheetSchema.shape).join(', ')}`
}

/** A sheet as the page sends it: the fields' kinds checked here, the game's limits by main's checkSheet. */
export const sheetInput = sheetSchema
