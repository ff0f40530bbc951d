// A deck format as a file a player or an organiser makes and shares (`*.format.json`): the shipped formats' fields,
// with the sets a deck may draw from, a banned list and a limited list. Every problem is named by its field, and a
// format that could never be met (a card both banned and limited, a default HP it does not offer) is refused whole.
import { z } from 'zod'
import { CARD_KINDS, CHARACTER_KINDS } from './card'
import type { Format, FormatCheck, FormatProblem } from './format'
import { plainIssues } from './plain-issue'

/** A card number as printed: a letter and digits (C017, S101, A001). */
const cardNumber = z.string().regex(/^[A-Za-z]{1,3}\d{1,4}$/, 'must be a card number such as C017')

const formatSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and hyphens, at most 40'),
  name: z.string().trim().min(1).max(80),
  game: z.enum(['cfs', 'cfp']),
  description: z.string().max(400).default(''),
  construction: z.strictObject({
    kind: z.literal('constructed').default('constructed'),
    deckSize: z.int().min(1).max(200),
    copyLimit: z.int().min(1).max(60),
    strikers: z
      .strictObject({ count: z.int().min(1).max(10), kinds: z.array(z.enum(CHARACTER_KINDS as ['capcom', 'snk'])).min(1) })
      .nullable()
      .default(null),
    allowedKinds: z.array(z.enum(CARD_KINDS)).min(1),
    sets: z.array(z.string().min(1).max(40)).min(1).max(50).nullable().default(null),
    banned: z.array(cardNumber).max(500).default([]),
    limited: z
      .array(z.strictObject({ card: cardNumber, copies: z.literal([1, 2]) }))
      .max(500)
      .default([]),
  }),
  hp: z.strictObject({ choices: z.array(z.int().min(100).max(100_000)).min(1).max(10), default: z.int() }),
  cards: z.record(z.string().min(1).max(40), z.string().regex(/^[0-9a-f]{8,64}$/, 'must be a set version: 8 to 64 hex digits')).optional(),
})

/** What the file's lists and numbers must agree on, beyond each field's own kind. */
function crossProblems(format: Format): FormatProblem[] {
  const problems: FormatProblem[] = []
  const { banned, limited, copyLimit } = format.construction
  const seen = new Set<string>()
  for (const number of [...banned, ...limited.map((l) => l.card)].map((n) => n.toUpperCase())) {
    if (seen.has(number)) problems.push({ field: 'construction', message: `${number} is on the lists twice (a card is banned or limited, once)` })
    seen.add(number)
  }
  for (const l of limited) {
    if (l.copies >= copyLimit)
      problems.push({ field: 'construction.limited', message: `${l.card} is limited to ${l.copies}, and the copy limit is ${copyLimit} already` })
  }
  if (!format.hp.choices.includes(format.hp.default))
    problems.push({ field: 'hp.default', message: `${format.hp.default} is not one of hp.choices (${format.hp.choices.join(', ')})` })
  return problems
}

/** A format as data (a format file's JSON, or the app's form), checked: the format, or every problem by its field. */
export function checkFormat(json: unknown): FormatCheck {
  const parsed = formatSchema.safeParse(json)
  if (!parsed.success) return { ok: false, problems: plainIssues(parsed.error, json).map((p) => ({ field: p.path, message: p.message })) }
  const format: Format = parsed.data
  const problems = crossProblems(format)
  return problems.length ? { ok: false, problems } : { ok: true, format }
}

/** Reads a format file's text; `file` names it in every problem. */
export function readFormatFile(text: string, file: string): { ok: true; format: Format } | { ok: false; problems: string[] } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (err) {
    return { ok: false, problems: [`${file}: not JSON: ${(err as Error).message}`] }
  }
  const checked = checkFormat(json)
  return checked.ok ? checked : { ok: false, problems: checked.problems.map((p) => `${file}: ${p.field || 'the file'}: ${p.message}`) }
}

/** A format as its file holds it, to export and share. */
export function writeFormatFile(format: Format): string {
  return `${JSON.stringify(format, null, 2)}\n`
}
