// A Table Fighter character as the page, the command and main all read it: seven cards (six basic and one super)
// and the order of the six basic cards, the starting deck (the Table Fighter rule book, "CARD ANATOMY" and "0. PREP",
// as settled in docs/games.md). readTfCharacter refuses what is not a character at all (an unknown field, text where
// a number goes); main's checkTfCharacter (games/tf/character.ts) finds, with a fix, everything that keeps a
// readable character from the table.

import { z } from 'zod'
import { characterHead } from '../../characters'
import { readRecord } from '../../plain-issue'

/** "The card's type name and symbol". Types are told apart by name; the symbol is what the card shows. */
export interface TfType {
  readonly name: string
  readonly symbol: string
}

/**
 * "This section shows what effect will happen if it is charged": the text as printed, and where the text is that
 * simple, what it adds (`+2 damage` is { damage: 2, speed: 0 }); null when the effect is something else, which the
 * players apply by hand.
 */
export interface TfCharge {
  readonly text: string
  readonly bonus: { readonly damage: number; readonly speed: number } | null
}

export interface TfCard {
  readonly name: string
  readonly type: TfType
  /** "the amount of damage that a card does if it wins the action phase". */
  readonly damage: number
  /** "This number is the card's speed"; null on a card that has none. */
  readonly speed: number | null
  /** The types this card wins against and loses against (its matchup boxes), by type name. */
  readonly wins: readonly string[]
  readonly loses: readonly string[]
  /** "Types from your hand that this card can combo into". */
  readonly combos: readonly string[]
  readonly charge: TfCharge | null
  /** The one card of the seven that starts on the table and never enters the deck or the discard pile. */
  readonly super: boolean
}

export interface TfCharacter {
  /** A slug: `ken`, `chun-li`. */
  readonly id: string
  readonly name: string
  /** Shipped with Ringside as an example, not built by the player. */
  readonly example: boolean
  /** Six basic cards and one super, in the order the player lists them. */
  readonly cards: readonly TfCard[]
  /** The six basic cards by name, top of the deck first: "arrange the six basic cards in your deck in any order". */
  readonly order: readonly string[]
}

/** What checkTfCharacter (main's games/tf/character.ts) can find wrong with a character. */
export type TfCode =
  | 'CHARACTER_ID'
  | 'CHARACTER_NAME'
  | 'BASIC_COUNT'
  | 'SUPER_COUNT'
  | 'CARD_NAME'
  | 'DUPLICATE_CARD'
  | 'TYPE_NAME'
  | 'TYPE_SYMBOL'
  | 'UNKNOWN_TYPE'
  | 'BOX_REPEAT'
  | 'WIN_AND_LOSE'
  | 'DAMAGE_RANGE'
  | 'SPEED_RANGE'
  | 'CHARGE_TEXT'
  | 'CHARGE_BONUS'
  | 'ORDER_UNKNOWN'
  | 'ORDER_SUPER'
  | 'ORDER_REPEAT'
  | 'ORDER_MISSING'
  | 'COMBO_UNREACHABLE'
  /** A field the reader could not take at all (text where a number goes). */
  | 'CHARACTER_FIELD'

export interface TfProblem {
  code: TfCode
  /** An error keeps the character from the table; a warning says what it cannot do there. */
  level: 'error' | 'warning'
  /** The field as the editor names it: `cards[2].wins[1]`, `order[3]`. */
  field: string
  message: string
  fix: string
}

/**
 * The types a box may name without any of the character's cards being of that type. The rule book shows a type as
 * a name and a symbol but names none, so Ringside settles on the fighting-game basics: Strike, Throw and Block beat
 * one another in a circle, Projectile, Jump and Anti-Air likewise, and Super for supers. A character may bring
 * types of its own: any type one of its cards has is known for its boxes.
 */
export const KNOWN_TYPES: readonly TfType[] = [
  { name: 'Strike', symbol: '▲' },
  { name: 'Throw', symbol: '●' },
  { name: 'Block', symbol: '■' },
  { name: 'Projectile', symbol: '◆' },
  { name: 'Jump', symbol: '↑' },
  { name: 'Anti-Air', symbol: '▼' },
  { name: 'Super', symbol: '★' },
]

/** "Each character is comprised of 7 cards: six basic cards, and one super." */
export const BASIC_CARDS = 6
export const SUPER_CARDS = 1

// ---------------------------------------------------------------------------------------------------------------
// Reading a character file

/** Bounds past any character a player means, so a file cannot carry huge numbers, texts or lists into the app. */
export const TF_LIMITS = {
  characterName: 100,
  cardName: 60,
  typeName: 40,
  symbol: 8,
  chargeText: 300,
  /** Entries in a win, lose or combo box. */
  box: 12,
  /** Cards a file may list; legality wants exactly 7, but a file with 8 still reads so the editor can show it. */
  cards: 20,
  figure: 1000,
} as const

const figure = z.number().min(-TF_LIMITS.figure).max(TF_LIMITS.figure)
const text = (max: number) => z.string().max(max)
const box = z.array(text(TF_LIMITS.typeName)).max(TF_LIMITS.box).default([])

const typeSchema = z.strictObject({
  name: text(TF_LIMITS.typeName),
  symbol: text(TF_LIMITS.symbol).default(''),
}) satisfies z.ZodType<TfType>

const bonusSchema = z.strictObject({ damage: figure.default(0), speed: figure.default(0) })

const chargeSchema = z.strictObject({
  text: text(TF_LIMITS.chargeText),
  bonus: bonusSchema.nullable().default(null),
}) satisfies z.ZodType<TfCharge>

const cardSchema = z.strictObject({
  name: text(TF_LIMITS.cardName),
  type: typeSchema,
  damage: figure,
  speed: figure.nullable().default(null),
  wins: box,
  loses: box,
  combos: box,
  charge: chargeSchema.nullable().default(null),
  super: z.boolean().default(false),
}) satisfies z.ZodType<TfCard>

const characterSchema = z.strictObject({
  ...characterHead(TF_LIMITS.characterName),
  cards: z.array(cardSchema).max(TF_LIMITS.cards),
  // Missing: the basic cards in the order they are listed.
  order: z.array(text(TF_LIMITS.cardName)).max(TF_LIMITS.cards).optional(),
})

/** A character as the page sends it: the fields' kinds checked here, the game's limits by main's checkTfCharacter. */
export const tfCharacterInput = characterSchema

export type TfCharacterRead = { ok: true; character: TfCharacter } | { ok: false; problems: string[] }

/**
 * A character from parsed JSON, or every problem with it as `ken.json: cards.2.damage: must be a number`, in the
 * words card files and deck JSON use (plain-issue.ts). Unknown fields are refused by name (the character is built
 * afresh from the known fields, so nothing reaches a prototype). A missing `order` is the basic cards as listed.
 * Never throws.
 */
export function readTfCharacter(json: unknown, source: string): TfCharacterRead {
  const read = readRecord(characterSchema, json, source, { name: 'a Table Fighter character', example: '{"id": "ken", "name": "Ken", "cards": […]}' }, hint)
  return read.ok ? { ok: true, character: withOrder(read.value) } : read
}

/** The character with its order filled in: the basic cards as listed when the input gives none. */
export function withOrder(input: z.output<typeof characterSchema>): TfCharacter {
  const order = input.order ?? input.cards.filter((card) => !card.super).map((card) => card.name)
  return { ...input, order }
}

/** The basic cards (the super left out), in the order they are listed. */
export function basicCards(character: TfCharacter): TfCard[] {
  return character.cards.filter((card) => !card.super)
}

/** The super, or undefined when the character has none (an illegal character). */
export function superCard(character: TfCharacter): TfCard | undefined {
  return character.cards.find((card) => card.super)
}

/** `+2 damage, +1 speed`: how a structured charge effect reads on a card. */
export function bonusText(bonus: { damage: number; speed: number }): string {
  const parts: string[] = []
  if (bonus.damage !== 0) parts.push(`${bonus.damage > 0 ? '+' : ''}${bonus.damage} damage`)
  if (bonus.speed !== 0) parts.push(`${bonus.speed > 0 ? '+' : ''}${bonus.speed} speed`)
  return parts.join(', ')
}

/** What a player who wrote this field needs besides the rule: the fields allowed there, or speed's null. */
function hint(path: string, message: string): string {
  if (message.startsWith('unknown field')) return `; ${knownFields(path.split('.').slice(0, -1))}`
  if (/^cards\.\d+\.speed$/.test(path) && message.startsWith('must be')) return ', or null for a card with no speed'
  if (/^cards\.\d+\.charge$/.test(path) && message.startsWith('must be')) return ', or null for a card with no charge effect'
  return ''
}

/** The fields the object at `path` may have, for the player who misspelled one. */
function knownFields(path: readonly string[]): string {
  const last = path.at(-1)
  const list = (shape: object) => Object.keys(shape).join(', ')
  if (last === 'type') return `a type's fields are ${list(typeSchema.shape)}`
  if (last === 'bonus') return `a charge bonus's fields are ${list(bonusSchema.shape)}`
  if (last === 'charge') return `a charge effect's fields are ${list(chargeSchema.shape)}`
  if (last !== undefined && /^\d+$/.test(last)) return `a card's fields are ${list(cardSchema.shape)}`
  return `a character's fields are ${list(characterSchema.shape)}`
}
