// A Card Shot! character as the page, the command and main all read it: a name, a suit, and the special cards on
// A, K, Q, J and 2 (the Card Shot! rule book, "03-02. Card Explanations", as settled in docs/games.md). The deck is a
// standard 54-card poker deck, the same for everyone, so a character is all a player builds. readCsCharacter
// refuses what is not a character at all (an unknown field, text where a number goes); main's checkCsCharacter
// (games/cs/character.ts) finds, with a fix, everything that keeps a readable character from the table.

import { z } from 'zod'
import { characterHead } from '../../characters'
import { readRecord } from '../../plain-issue'

/** "Each Character has his or her own unique abilities, attacks and suit." */
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const
export type CsSuit = (typeof SUITS)[number]
export const SUIT_SYMBOLS: Readonly<Record<CsSuit, string>> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' }

/** "Special cards are represented by the cards Ace, King, Queen, Jack and Deuce", in the rule book's order. */
export const SPECIAL_RANKS = ['A', 'K', 'Q', 'J', '2'] as const
export type CsSpecialRank = (typeof SPECIAL_RANKS)[number]

/**
 * The effects simple enough for the engine to play. The rule book names these kinds: effects that "modify the
 * value of the attacks" (05-04 step 3), special cards that "reduce the damage" in Damage Absorption (04-02), and
 * effects that "discard cards from an opponent's deck" (05-03); drawing cards is the game's other move. Anything
 * else (damage that needs its own absorption step, effects on the higher value, hand size) stays text, played by
 * hand under the Golden Rule.
 *
 * - value: +amount to this card's value when it is played as an attack (step 3);
 * - absorb: played from the hand in Damage Absorption, it reduces the damage by amount (+1 in the character's suit);
 * - draw: after the damage (step 7), the card's player draws amount cards;
 * - discard: after the damage (step 7), the other player discards amount cards from the top of the deck, with no
 *   Damage Absorption.
 */
export const EFFECT_KINDS = ['value', 'absorb', 'draw', 'discard'] as const
export type CsEffectKind = (typeof EFFECT_KINDS)[number]

export interface CsEffectForm {
  readonly kind: CsEffectKind
  readonly amount: number
}

/** One effect of a special card: the text as printed, and its structured form where it is that simple. */
export interface CsEffect {
  readonly text: string
  readonly form: CsEffectForm | null
}

export interface CsSpecial {
  readonly name: string
  /** Its attack value, or with `defense` its defense value (the "/5" after the card's name). */
  readonly value: number
  /** "If it lists a "/5" after the card name, then that is its Defense value": it never deals damage. */
  readonly defense: boolean
  /** The first effect, used when the card is placed upright; a card with one effect uses it either way. */
  readonly a: CsEffect | null
  /** The second effect, used when the card is placed sideways ("05-02. A or B"); null on a one-effect card. */
  readonly b: CsEffect | null
  /** The card's own words besides its effects; may be empty. */
  readonly text: string
}

export interface CsCharacter {
  /** A slug: `rook`, `the-wren`. */
  readonly id: string
  readonly name: string
  /** Shipped with Ringside as an example, not built by the player. */
  readonly example: boolean
  /** Null while it is not chosen (an illegal character). */
  readonly suit: CsSuit | null
  /** The special card on each rank; a missing one makes the character illegal. */
  readonly specials: Readonly<Partial<Record<CsSpecialRank, CsSpecial>>>
}

/** What checkCsCharacter (main's games/cs/character.ts) can find wrong with a character. */
export type CsCode =
  | 'CHARACTER_ID'
  | 'CHARACTER_NAME'
  | 'SUIT_MISSING'
  | 'SPECIAL_MISSING'
  | 'SPECIAL_NAME'
  | 'VALUE_RANGE'
  | 'EFFECT_MISSING'
  | 'EFFECT_TEXT'
  | 'EFFECT_AMOUNT'
  | 'EFFECT_SAME'
  /** A field the reader could not take at all (text where a number goes). */
  | 'CHARACTER_FIELD'

export interface CsProblem {
  code: CsCode
  /** An error keeps the character from the table; a warning says what it cannot do there. */
  level: 'error' | 'warning'
  /** The field as the editor names it: `specials.K.value`, `specials.2.b.form.amount`. */
  field: string
  message: string
  fix: string
}

// ---------------------------------------------------------------------------------------------------------------
// Reading a character file

/** Bounds past any character a player means, so a file cannot carry huge numbers or texts into the app. */
export const CS_LIMITS = {
  characterName: 100,
  cardName: 60,
  effectText: 300,
  cardText: 500,
  figure: 1000,
} as const

const figure = z.number().min(-CS_LIMITS.figure).max(CS_LIMITS.figure)
const text = (max: number) => z.string().max(max)

/** The suit as a player may write it: `hearts`, `Hearts`, `heart`, `H`, `♥`. */
export function suitOf(written: unknown): CsSuit | null {
  if (typeof written !== 'string') return null
  const plain = written.trim().toLowerCase()
  return SUITS.find((suit) => plain === suit || plain === suit.slice(0, -1) || plain === suit[0] || plain === SUIT_SYMBOLS[suit]) ?? null
}

const suitSchema = z.preprocess((value) => suitOf(value) ?? value, z.enum(SUITS).nullable())

const formSchema = z.strictObject({ kind: z.enum(EFFECT_KINDS), amount: figure }) satisfies z.ZodType<CsEffectForm>

const effectSchema = z.strictObject({
  text: text(CS_LIMITS.effectText),
  form: formSchema.nullable().default(null),
}) satisfies z.ZodType<CsEffect>

const specialSchema = z.strictObject({
  name: text(CS_LIMITS.cardName),
  value: figure,
  defense: z.boolean().default(false),
  a: effectSchema.nullable().default(null),
  b: effectSchema.nullable().default(null),
  text: text(CS_LIMITS.cardText).default(''),
}) satisfies z.ZodType<CsSpecial>

const specialsSchema = z.strictObject({
  A: specialSchema.optional(),
  K: specialSchema.optional(),
  Q: specialSchema.optional(),
  J: specialSchema.optional(),
  '2': specialSchema.optional(),
})

const characterSchema = z.strictObject({
  ...characterHead(CS_LIMITS.characterName),
  suit: suitSchema.optional(),
  specials: specialsSchema.default({}),
})

/** A character as the page sends it: the fields' kinds checked here, the game's limits by main's checkCsCharacter. */
export const csCharacterInput = characterSchema

export type CsCharacterRead = { ok: true; character: CsCharacter } | { ok: false; problems: string[] }

/**
 * A character from parsed JSON, or every problem with it as `rook.json: specials.K.value: must be a number`, in
 * the words card files and deck JSON use (plain-issue.ts). Unknown fields are refused by name (the character is
 * built afresh from the known fields, so nothing reaches a prototype). A missing suit is null and a missing special
 * card is left out: the checks name both with a fix. Never throws.
 */
export function readCsCharacter(json: unknown, source: string): CsCharacterRead {
  const read = readRecord(
    characterSchema,
    json,
    source,
    { name: 'a Card Shot! character', example: '{"id": "rook", "name": "Rook", "suit": "clubs", "specials": {…}}' },
    hint,
  )
  return read.ok ? { ok: true, character: characterOf(read.value) } : read
}

/** The character built afresh from the parsed fields (an object lists the key "2" first, whatever the order given). */
export function characterOf(input: z.output<typeof characterSchema>): CsCharacter {
  const specials: Partial<Record<CsSpecialRank, CsSpecial>> = {}
  for (const rank of SPECIAL_RANKS) {
    const special = input.specials[rank]
    if (special !== undefined) specials[rank] = special
  }
  return { id: input.id, name: input.name, example: input.example, suit: input.suit ?? null, specials }
}

/** The effect a special card uses when placed upright (A) or sideways (B); a one-effect card uses it either way. */
export function effectOf(special: CsSpecial, sideways: boolean): CsEffect | null {
  if (sideways && special.b !== null) return special.b
  return special.a ?? special.b
}

/** `Haymaker 9`, `Iron Guard /5`: a special card as the setting file names it. */
export function specialLabel(special: CsSpecial): string {
  return `${special.name} ${special.defense ? '/' : ''}${special.value}`
}

/** `+2 to this card's value`: how a structured effect reads on a card. */
export function formText(form: CsEffectForm): string {
  const n = form.amount
  switch (form.kind) {
    case 'value':
      return `${n >= 0 ? '+' : ''}${n} to this card's value`
    case 'absorb':
      return `Damage Absorption: reduce the damage by ${n}`
    case 'draw':
      return `draw ${n} card${n === 1 ? '' : 's'}`
    case 'discard':
      return `your opponent discards the top ${n} card${n === 1 ? '' : 's'} of their deck`
  }
}

/** What a player who wrote this field needs besides the rule: the fields allowed there, or a null's meaning. */
function hint(path: string, message: string): string {
  if (message.startsWith('unknown field')) return `; ${knownFields(path.split('.').slice(0, -1))}`
  if (/^specials\.\w+\.[ab]$/.test(path) && message.startsWith('must be')) return ', or null for a card without that effect'
  if (/^specials\.\w+\.[ab]\.form$/.test(path) && message.startsWith('must be')) return ', or null for an effect the players apply by hand'
  if (path === 'suit' && message.startsWith('must be')) return ', or null while it is not chosen'
  return ''
}

/** The fields the object at `path` may have, for the player who misspelled one. */
function knownFields(path: readonly string[]): string {
  const last = path.at(-1)
  const list = (shape: object) => Object.keys(shape).join(', ')
  if (last === 'form') return `an effect's form has the fields ${list(formSchema.shape)}`
  if (last === 'a' || last === 'b') return `an effect's fields are ${list(effectSchema.shape)}`
  if (last === 'specials') return `the special cards are on ${SPECIAL_RANKS.join(', ')}`
  if (path.length === 2 && path[0] === 'specials') return `a special card's fields are ${list(specialSchema.shape)}`
  return `a character's fields are ${list(characterSchema.shape)}`
}
