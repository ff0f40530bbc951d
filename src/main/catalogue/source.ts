// Reads card records in the JSON shape of the shipped data files (see db/sets/SOURCES.md).
import { z } from 'zod'
import type { Card } from '../../shared/card'

const nullableInt = z.number().int().nullable()

export const sourceRecordSchema = z
  .object({
    number: z.string().regex(/^[A-Za-z]{1,3}\d{1,4}[A-Za-z]?$/, 'a card number like C001'),
    name: z.string().min(1).max(120),
    kind: z.enum(['capcom', 'snk', 'action', 'reaction', 'arena']),
    rarity: z.string().max(4).nullable(),
    bp: nullableInt,
    sp: nullableInt,
    cost: nullableInt,
    ability: z
      .object({
        name: z.string().nullable(),
        type: z.enum(['triangle', 'circle', 'square']).nullable(),
        effect: z.string(),
      })
      .nullable(),
    effect: z.string().nullable(),
    backups: z.array(z.string().min(1)),
    backup_numbers: z.array(z.string().nullable()).optional(),
    alt_names: z.array(z.string()).default([]),
    origin: z.string().nullable().default(null),
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
export function readSourceRecords(set: string, records: unknown, label: string): Card[] {
  if (!Array.isArray(records)) throw new Error(`${label}: expected a JSON array of cards`)
  return records.map((raw, i) => {
    const parsed = sourceRecordSchema.safeParse(raw)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const number = typeof (raw as { number?: unknown })?.number === 'string' ? ` (${(raw as { number: string }).number})` : ''
      throw new Error(`${label}: card ${i + 1}${number}, field ${issue.path.join('.') || '(record)'}: ${issue.message}`)
    }
    return cardFromSource(set, parsed.data)
  })
}
