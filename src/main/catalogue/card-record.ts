// Reads card records in the JSON shape of the shipped data files (see db/sets/SOURCES.md): the catalogue's card
// format, which the card files and the shipped sets share.
import { z } from 'zod'
import { type Card, CARD_LENGTHS } from '../../shared/card'
import { plainIssues } from '../../shared/plain-issue'

// Numbers are only checked for being numbers here: their ranges are the card rules' (games/cfs/card-rules.ts),
// which say them in the game's words. Lengths and list sizes are those the card editor allows.
const nullableNumber = z.number().nullable()
const text = (max: number) => z.string().max(max)

export const sourceRecordSchema = z
  .strictObject({
    number: z.string().regex(/^[A-Za-z]{1,3}\d{1,4}[A-Za-z]?$/, 'a card number like C001'),
    name: z.string().min(1).max(CARD_LENGTHS.name),
    kind: z.enum(['capcom', 'snk', 'action', 'reaction', 'arena']),
    rarity: z.string().max(4).nullable(),
    bp: nullableNumber,
    sp: nullableNumber,
    cost: nullableNumber,
    ability: z
      .strictObject({
        name: text(CARD_LENGTHS.name).nullable(),
        type: z.enum(['triangle', 'circle', 'square']).nullable(),
        effect: text(CARD_LENGTHS.text),
      })
      .nullable(),
    effect: text(CARD_LENGTHS.text).nullable(),
    backups: z.array(z.string().min(1).max(CARD_LENGTHS.name)).max(CARD_LENGTHS.backups),
    backup_numbers: z.array(z.string().max(12).nullable()).max(CARD_LENGTHS.backups).optional(),
    alt_names: z.array(text(CARD_LENGTHS.name)).max(CARD_LENGTHS.altNames).default([]),
    origin: text(CARD_LENGTHS.name).nullable().default(null),
    // Fields of the shipped data files that Ringside does not keep (see db/sets/SOURCES.md).
    set: z.string().max(40).optional(),
    exclusive: z.unknown().optional(),
    notes: z.unknown().optional(),
  })
  .refine((r) => !r.backup_numbers || r.backup_numbers.length === r.backups.length, {
    message: 'backup_numbers must pair with backups',
    path: ['backup_numbers'],
  })

export type SourceRecord = z.infer<typeof sourceRecordSchema>

export function cardFromSource(set: string, r: SourceRecord): Card {
  return {
    set,
    number: r.number,
    name: r.name,
    kind: r.kind,
    rarity: r.rarity,
    bp: r.bp,
    sp: r.sp,
    cost: r.cost,
    ability: r.ability ? { name: r.ability.name, type: r.ability.type, text: r.ability.effect } : null,
    text: r.effect,
    backups: r.backups.map((name, i) => ({ name, number: r.backup_numbers?.[i] ?? null })),
    altNames: r.alt_names,
    origin: r.origin,
  }
}

/** Validates every record; the error names the record's index, number and the field. */
export function readSourceRecords(set: string, records: unknown[], label: string): Card[] {
  return records.map((raw, i) => {
    const parsed = sourceRecordSchema.safeParse(raw)
    if (parsed.success) return cardFromSource(set, parsed.data)
    const issue = plainIssues(parsed.error, raw)[0]
    const number = typeof (raw as { number?: unknown })?.number === 'string' ? ` (${(raw as { number: string }).number})` : ''
    // Internal invariant: the shipped data is checked by the tests, so a broken record is a broken build.
    throw new Error(`${label}: card ${i + 1}${number}, field ${issue.path || '(record)'}: ${issue.message}`)
  })
}
