// The fields the page's payloads are made of, each with its bounds: shared by every domain's contract.
import { z } from 'zod'
import { ABILITY_TYPES, CARD_KINDS } from '../card'

export const setId = z.string().min(1).max(40)
export const cardNumber = z.string().min(1).max(12)
export const deckId = z.number().int().positive()
export const entries = z.array(z.strictObject({ set: setId, number: cardNumber, count: z.number().int().min(1).max(999) })).max(500)
export const formatId = z.string().min(1).max(40)
export const sets = z.array(setId).min(1).max(20)
export const source = z.union([z.strictObject({ deck: deckId }), z.strictObject({ version: deckId })])
export const exportAs = z.enum(['text', 'json', 'o8d'])
export const seed = z.number().int().min(-2147483648).max(4294967295)
export const hp = z.number().int().min(1).max(5000)
export const slot = z.number().int().min(0).max(2)
export const handIndex = z.number().int().min(0).max(1000)
export const mm = (min: number, max: number) => z.number().min(min).max(max)
export const printOptions = z.strictObject({
  paper: z.enum(['a4', 'letter']),
  card: z.strictObject({ width: mm(20, 200), height: mm(20, 280) }),
  gap: mm(0, 20),
  bleed: mm(0, 5),
  cutMarks: z.enum(['crop', 'corners', 'none']),
  outline: z.boolean(),
  strikers: z.boolean(),
  backs: z.strictObject({ flip: z.enum(['long', 'short']), offsetX: mm(-10, 10), offsetY: mm(-10, 10) }).nullable(),
  decklist: z.boolean(),
  calibration: z.boolean(),
  missingOnly: z.boolean().optional(),
})
export const jobId = z.number().int().positive()
export const cardRef = z.strictObject({ set: setId, number: cardNumber })
export const text = (max: number) => z.string().max(max)
export const whole = z.number().int().min(-1_000_000).max(1_000_000)
/** A card as the form sends it; the game's own limits are checked in main, field by field, with reasons. */
export const cardInput = z.strictObject({
  set: setId,
  number: text(20),
  name: text(500),
  kind: z.enum(CARD_KINDS),
  rarity: text(10).nullable(),
  bp: whole.nullable(),
  sp: whole.nullable(),
  cost: whole.nullable(),
  ability: z.strictObject({ name: text(500).nullable(), type: z.enum(ABILITY_TYPES).nullable(), text: text(5000) }).nullable(),
  text: text(5000).nullable(),
  backups: z.array(z.strictObject({ name: text(500), number: text(20).nullable() })).max(20),
  altNames: z.array(text(500)).max(20),
  origin: text(500).nullable(),
})
export const setName = z.string().max(120)
export const importId = z.number().int().positive()
/** The set an import goes into, and the name for it when it is new; a JSON export names its own. */
export const importTarget = { importId, set: setId.optional(), setName: setName.optional() }
const picks = { target: slot.optional(), targets: z.array(slot).max(3).optional(), option: z.number().int().min(0).max(9).optional() }

export const move = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('place'), hand: handIndex, slot, ...picks }),
  z.strictObject({ type: z.literal('back-up'), hand: handIndex, slot }),
  z.strictObject({ type: z.literal('action'), hand: handIndex, ...picks }),
  z.strictObject({ type: z.literal('arena'), hand: handIndex }),
  z.strictObject({ type: z.literal('striker'), striker: z.number().int().min(0).max(10) }),
  z.strictObject({ type: z.literal('square'), slot, ...picks }),
  z.strictObject({
    type: z.literal('override'),
    what: z.enum(['freeze', 'unfreeze', 'ko', 'to-hand', 'to-deck', 'attack-on-entry', 'extra-character', 'destroy-arena']),
    slot: slot.optional(),
  }),
  z.strictObject({ type: z.literal('auto-turn') }),
  z.strictObject({ type: z.literal('attack'), slot }),
  z.strictObject({ type: z.literal('union'), slots: z.array(slot).min(2).max(3) }),
  z.strictObject({ type: z.literal('end-turn') }),
  z.strictObject({
    type: z.literal('adjust'),
    slot: slot.optional(),
    bp: z.number().int().min(0).max(9000).optional(),
    hp: z.number().int().min(0).max(5000).optional(),
    goldfishHp: z.number().int().min(0).max(5000).optional(),
    sp: z.number().int().min(0).max(999).optional(),
  }),
  z.strictObject({
    type: z.literal('move'),
    from: z.enum(['hand', 'discard', 'library']),
    index: z.number().int().min(0).max(1000),
    to: z.enum(['hand', 'discard', 'library-top', 'library-bottom']),
  }),
])
